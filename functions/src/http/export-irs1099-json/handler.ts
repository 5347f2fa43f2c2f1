import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportIrs1099Json, ({ actor, params }) =>
  exportForViewer(actor, 'irs_1099', params.id, 'json'),
);
