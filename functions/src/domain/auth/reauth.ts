// Re-authentication before a factor changes (issue 7, ASVS V6.4/V7.5): turning two-factor on or off,
// generating, importing or deleting keys need the current password, and a current TOTP code or a
// backup code while two-factor is on. A session alone (stolen cookie, unlocked computer) is not enough.
// Wrong passwords count against the same per-account allowance as sign-in.
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { normaliseEmail, type UserRecord } from '../../db/access/users';
import type { Logger } from '../../platform/logger';
import { ValidationError } from '../../platform/errors';
import { securityEvent } from '../../platform/security-events';
import { verifySecondFactor } from '../two-factor/two-factor';
import { verifyPassword } from './passwords';
import { giveBack, LOGIN_FAILURES_PER_ACCOUNT, take } from './rate-limit';

export async function reauthenticate(
  user: UserRecord,
  proof: ReauthBody,
  ctx: { log: Logger; ip: string },
): Promise<void> {
  const account = normaliseEmail(user.email);
  await take(LOGIN_FAILURES_PER_ACCOUNT, account, AUTH_MESSAGES.tooManyAttempts);
  if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
    securityEvent(ctx.log, 'auth.reauth.failed', {
      userId: user.userId,
      ip: ctx.ip,
      reason: 'wrong-password',
    });
    throw new ValidationError(AUTH_MESSAGES.currentPasswordWrong, {
      currentPassword: [AUTH_MESSAGES.currentPasswordWrong],
    });
  }
  await giveBack(LOGIN_FAILURES_PER_ACCOUNT, account);
  if (!user.twoFactorEnabled) return;
  if (!proof.totpCode)
    throw new ValidationError(AUTH_MESSAGES.reauthCodeRequired, {
      totpCode: [AUTH_MESSAGES.reauthCodeRequired],
    });
  await verifySecondFactor(user, proof.totpCode, ctx.log);
}
