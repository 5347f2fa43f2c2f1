import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getW2, ({ actor, params }) =>
  getDocumentForViewer(actor, 'w2', params.id),
);
