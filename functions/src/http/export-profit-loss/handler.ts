import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportProfitLoss, ({ actor, params, query }) =>
  exportForViewer(actor, 'profit_loss', params.id, query.format),
);
