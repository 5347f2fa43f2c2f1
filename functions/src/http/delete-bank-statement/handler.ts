import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteBankStatement, ({ actor, params }) =>
  deleteForViewer(actor, 'bank_statement', params.id),
);
