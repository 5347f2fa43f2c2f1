import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES, KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { securityEvent } from '../../platform/security-events';
import { reauthenticate } from '../../domain/auth/reauth';
import { KEY_CHANGES_PER_USER, take } from '../../domain/auth/rate-limit';
import { generateKey } from '../../domain/keys/keys';

// Account-level: the signed-in user's own keys (no asClientId; a delegate never changes a client's keys).
export const handler = httpHandler(routes.generateKey, async ({ actor, body, response, log, ip }) => {
  await take(KEY_CHANGES_PER_USER, actor.user.userId, AUTH_MESSAGES.tooManyRequests);
  await reauthenticate(actor.user, body, { log, ip });
  const key = await generateKey(actor.user.userId, { keySize: body.keySize, algorithm: body.algorithm });
  securityEvent(log, 'key.generated', { userId: actor.user.userId, ip, resourceId: key.id });
  response.status = 201;
  return { message: KEY_MESSAGES.generated, key };
});
