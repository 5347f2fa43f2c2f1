import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getEnv } from '../../platform/env';
import { listDocumentTypes } from '../../domain/documents/document-types';

export const handler = httpHandler(routes.listDocumentTypes, async () => ({
  documentTypes: await listDocumentTypes(),
  turnstileSiteKey: getEnv().TURNSTILE_SITE_KEY ?? null,
}));
