import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportPayslipCsv, ({ actor, params }) =>
  exportForViewer(actor, 'payslip', params.id, 'csv'),
);
