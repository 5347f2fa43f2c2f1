import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listCreditCardTransactions, ({ actor, params }) =>
  listChildrenForViewer(actor, 'credit_card_statement', params.id, 'transactions'),
);
