import { routes } from '@docledger/shared/api/routes';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { generateKey } from '../../domain/keys/keys';

export const handler = httpHandler(routes.generateKey, async ({ actor, body, response }) => {
  const key = await generateKey(actor.user.userId, body);
  response.status = 201;
  return { message: KEY_MESSAGES.generated, key };
});
