import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportW2Csv, ({ actor, params }) =>
  exportForViewer(actor, 'w2', params.id, 'csv'),
);
