import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getIrs1040, ({ actor, params }) =>
  getDocumentForViewer(actor, 'irs_1040', params.id),
);
