import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getInvoice, ({ actor, params }) =>
  getDocumentForViewer(actor, 'invoice', params.id),
);
