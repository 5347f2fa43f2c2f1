import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listBalanceSheetLineItems, ({ actor, params }) =>
  listChildrenForViewer(actor, 'balance_sheet', params.id, 'lineItems'),
);
