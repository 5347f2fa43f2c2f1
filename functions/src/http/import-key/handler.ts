import { routes } from '@docledger/shared/api/routes';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { importKey } from '../../domain/keys/keys';

export const handler = httpHandler(routes.importKey, async ({ actor, body, response }) => {
  const key = await importKey(actor.user.userId, body);
  response.status = 201;
  return { message: KEY_MESSAGES.imported, key };
});
