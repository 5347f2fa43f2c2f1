import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportBalanceSheet, ({ actor, params, query }) =>
  exportForViewer(actor, 'balance_sheet', params.id, query.format),
);
