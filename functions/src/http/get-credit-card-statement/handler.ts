import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getCreditCardStatement, ({ actor, params }) =>
  getDocumentForViewer(actor, 'credit_card_statement', params.id),
);
