import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteProfitLoss, ({ actor, params }) =>
  deleteForViewer(actor, 'profit_loss', params.id),
);
