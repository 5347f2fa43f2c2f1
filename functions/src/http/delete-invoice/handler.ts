import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteInvoice, ({ actor, params }) =>
  deleteForViewer(actor, 'invoice', params.id),
);
