import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { uploadMultipageDocument } from '../../domain/documents/uploads';

export const handler = httpHandler(routes.uploadMultipageDocument, async ({ actor, body, ip }) =>
  uploadMultipageDocument({ actor, ip }, body),
);
