import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteIrs1099, ({ actor, params }) =>
  deleteForViewer(actor, 'irs_1099', params.id),
);
