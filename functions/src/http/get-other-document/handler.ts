import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getOtherDocument, ({ actor, params }) =>
  getDocumentForViewer(actor, 'other', params.id),
);
