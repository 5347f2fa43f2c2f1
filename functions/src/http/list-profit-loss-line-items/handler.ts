import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listProfitLossLineItems, ({ actor, params }) =>
  listChildrenForViewer(actor, 'profit_loss', params.id, 'lineItems'),
);
