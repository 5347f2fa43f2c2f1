import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { ConflictError } from '../../platform/errors';
import { reauthenticate } from '../../domain/auth/reauth';
import { disableTwoFactor } from '../../domain/two-factor/two-factor';

// Account-level: the signed-in user's own two-factor (no asClientId; a delegate never acts on a client's account).
// Password plus a current code or a backup code (recovery when the authenticator is lost).
export const handler = httpHandler(routes.disableTwoFactor, async ({ actor, body, log, ip }) => {
  if (!actor.user.twoFactorEnabled) throw new ConflictError(AUTH_MESSAGES.twoFactorNotEnabled);
  await reauthenticate(actor.user, body, { log, ip });
  await disableTwoFactor(actor.user.userId, actor.sessionToken, log);
  return { message: AUTH_MESSAGES.twoFactorDisabled, twoFactorEnabled: false };
});
