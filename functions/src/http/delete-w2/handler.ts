import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteW2, ({ actor, params }) =>
  deleteForViewer(actor, 'w2', params.id),
);
