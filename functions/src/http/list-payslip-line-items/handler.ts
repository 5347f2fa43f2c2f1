import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listPayslipLineItems, ({ actor, params }) =>
  listChildrenForViewer(actor, 'payslip', params.id, 'lineItems'),
);
