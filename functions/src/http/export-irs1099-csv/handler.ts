import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportIrs1099Csv, ({ actor, params }) =>
  exportForViewer(actor, 'irs_1099', params.id, 'csv'),
);
