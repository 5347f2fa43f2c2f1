import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getCashFlow, ({ actor, params }) =>
  getDocumentForViewer(actor, 'cash_flow', params.id),
);
