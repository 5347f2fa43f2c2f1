import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { uploadDocuments } from '../../domain/documents/uploads';

export const handler = httpHandler(routes.uploadDocuments, async ({ actor, body, ip }) =>
  uploadDocuments({ actor, ip }, body),
);
