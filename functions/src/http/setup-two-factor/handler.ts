import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { ConflictError } from '../../platform/errors';
import { reauthenticate } from '../../domain/auth/reauth';
import { take, TWO_FACTOR_SETUPS_PER_USER } from '../../domain/auth/rate-limit';
import { setupTwoFactor } from '../../domain/two-factor/two-factor';

// Account-level: the signed-in user's own two-factor (no asClientId; a delegate never acts on a client's account).
// Needs the current password (issue 7): a session alone must not be able to enrol an authenticator.
export const handler = httpHandler(routes.setupTwoFactor, async ({ actor, body, log, ip }) => {
  if (actor.user.twoFactorEnabled) throw new ConflictError(AUTH_MESSAGES.twoFactorAlreadyEnabled);
  await take(TWO_FACTOR_SETUPS_PER_USER, actor.user.userId, AUTH_MESSAGES.tooManyRequests);
  await reauthenticate(actor.user, body, { log, ip });
  return setupTwoFactor(actor.user);
});
