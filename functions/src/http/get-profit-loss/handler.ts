import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getProfitLoss, ({ actor, params }) =>
  getDocumentForViewer(actor, 'profit_loss', params.id),
);
