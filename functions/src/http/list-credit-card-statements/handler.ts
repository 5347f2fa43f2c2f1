import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listDocumentsForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listCreditCardStatements, ({ actor }) =>
  listDocumentsForViewer(actor, 'credit_card_statement'),
);
