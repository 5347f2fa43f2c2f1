import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportInvoice, ({ actor, params, query }) =>
  exportForViewer(actor, 'invoice', params.id, query.format),
);
