import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listBankTransactions, ({ actor, params }) =>
  listChildrenForViewer(actor, 'bank_statement', params.id, 'transactions'),
);
