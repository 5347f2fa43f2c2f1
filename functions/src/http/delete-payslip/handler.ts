import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deletePayslip, ({ actor, params }) =>
  deleteForViewer(actor, 'payslip', params.id),
);
