import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { createUpload } from '../../domain/verification/verification';

export const handler = httpHandler(routes.createVerificationUpload, async ({ actor, body }) =>
  createUpload(actor, body),
);
