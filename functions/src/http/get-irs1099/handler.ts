import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getIrs1099, ({ actor, params }) =>
  getDocumentForViewer(actor, 'irs_1099', params.id),
);
