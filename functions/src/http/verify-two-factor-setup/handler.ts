import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { verifyTwoFactorSetup } from '../../domain/two-factor/two-factor';

// Account-level: the signed-in user's own two-factor (no asClientId; a delegate never acts on a client's account).
export const handler = httpHandler(routes.verifyTwoFactorSetup, async ({ actor, body, log }) => {
  await verifyTwoFactorSetup(actor.user.userId, body.totpCode, actor.sessionToken, log);
  return { message: AUTH_MESSAGES.twoFactorEnabled, twoFactorEnabled: true };
});
