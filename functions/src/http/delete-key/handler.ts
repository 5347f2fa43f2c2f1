import { routes } from '@docledger/shared/api/routes';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { securityEvent } from '../../platform/security-events';
import { reauthenticate } from '../../domain/auth/reauth';
import { deleteKey } from '../../domain/keys/keys';

// Account-level: the signed-in user's own keys (no asClientId; only the owner may destroy what seals their documents).
export const handler = httpHandler(routes.deleteKey, async ({ actor, params, query, body, log, ip }) => {
  await reauthenticate(actor.user, body, { log, ip });
  await deleteKey(actor.user.userId, params.id, query.force);
  securityEvent(log, 'key.deleted', { userId: actor.user.userId, ip, resourceId: params.id });
  return { message: KEY_MESSAGES.deleted, id: params.id };
});
