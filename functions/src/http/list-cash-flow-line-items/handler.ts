import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listCashFlowLineItems, ({ actor, params }) =>
  listChildrenForViewer(actor, 'cash_flow', params.id, 'lineItems'),
);
