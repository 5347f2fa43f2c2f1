import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listRecentDocumentsForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listRecentDocuments, ({ actor }) =>
  listRecentDocumentsForViewer(actor),
);
