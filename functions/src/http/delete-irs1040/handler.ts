import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteIrs1040, ({ actor, params }) =>
  deleteForViewer(actor, 'irs_1040', params.id),
);
