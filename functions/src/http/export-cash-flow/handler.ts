import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportCashFlow, ({ actor, params, query }) =>
  exportForViewer(actor, 'cash_flow', params.id, query.format),
);
