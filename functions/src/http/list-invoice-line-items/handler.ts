import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listChildrenForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listInvoiceLineItems, ({ actor, params }) =>
  listChildrenForViewer(actor, 'invoice', params.id, 'lineItems'),
);
