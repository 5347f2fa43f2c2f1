// Changing the e-mail address (issue 7; the spec is silent: docs/decisions/011-changing-the-email-address.md).
// Request: re-authentication (password, plus a TOTP or backup code while two-factor is on), then a
// single-use link to the new address and a notice to the current one. The answer and its timing are
// the same whether or not the new address already has an account; an address that does gets a notice
// instead of a link. Confirmation: the link moves the account in one transaction (claims and user
// item), signs out every session, voids outstanding links and tells the old address.
import { TOKENS } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import type { ChangeEmailBody } from '@docledger/shared/api/schemas/auth';
import { consumeTokenByHash, putToken } from '../../db/access/tokens';
import { getUserByEmail, getUserById, moveUserEmail, normaliseEmail } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { UnauthorizedError, ValidationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { sendMail } from '../../platform/mail';
import { securityEvent } from '../../platform/security-events';
import {
  emailChangeConfirmEmail,
  emailChangedNoticeEmail,
  emailChangeRequestedNoticeEmail,
  emailChangeTargetTakenEmail,
} from '../mail-templates/templates';
import { hashToken, newToken, revokeOtherSessions } from '../sessions/sessions';
import { NO_ENUMERATION_FLOOR_MS } from './accounts';
import { appLink } from './links';
import { EMAIL_CHANGES_PER_USER, hit, MAIL_PER_ADDRESS, take, withMinimumDuration } from './rate-limit';
import { reauthenticate } from './reauth';
import { voidTokens } from './tokens';

/** How long the link to the new address works: as long as a verification link. */
export const EMAIL_CHANGE_TTL_MS = TOKENS.verifyEmailTtlMs;

interface Context {
  log: Logger;
  ip: string;
}

export async function requestEmailChange(
  userId: string,
  input: ChangeEmailBody,
  ctx: Context,
): Promise<{ message: string }> {
  const user = await getUserById(userId);
  if (!user) throw new UnauthorizedError();
  // The unit is taken before the password check and the mail: N parallel requests consume N.
  await take(EMAIL_CHANGES_PER_USER, userId, AUTH_MESSAGES.tooManyRequests);
  await reauthenticate(user, input, ctx);
  const newLower = normaliseEmail(input.newEmail);
  if (newLower === user.emailLower)
    throw new ValidationError(AUTH_MESSAGES.emailChangeSameAddress, {
      newEmail: [AUTH_MESSAGES.emailChangeSameAddress],
    });
  // From here on both outcomes take the same time, so the answer does not reveal whether the new
  // address has an account.
  return withMinimumDuration(NO_ENUMERATION_FLOOR_MS, async () => {
    const taken = (await getUserByEmail(newLower)) !== null;
    const mayMail = await hit(MAIL_PER_ADDRESS, `change-email:${newLower}`);
    if (taken) {
      if (mayMail) await sendMail(emailChangeTargetTakenEmail(input.newEmail, appLink('/login')));
    } else {
      await voidTokens(userId, 'change-email');
      const token = newToken();
      const now = clock.now();
      await putToken({
        tokenHash: hashToken(token),
        purpose: 'change-email',
        userId,
        newEmail: input.newEmail.trim(),
        createdAt: now,
        expiresAt: Math.floor((now + EMAIL_CHANGE_TTL_MS) / 1000),
      });
      if (mayMail)
        await sendMail(
          emailChangeConfirmEmail(
            input.newEmail,
            user.firstName,
            appLink('/confirm-email-change', { token }),
          ),
        );
    }
    await sendMail(emailChangeRequestedNoticeEmail(user.email, user.firstName, input.newEmail));
    securityEvent(ctx.log, 'auth.email.change.requested', { userId, ip: ctx.ip });
    return { message: AUTH_MESSAGES.emailChangeRequested };
  });
}

export async function confirmEmailChange(token: string, ctx: Context): Promise<{ message: string }> {
  const failed = () => new ValidationError(AUTH_MESSAGES.emailChangeFailed);
  if (token.length > 100) throw failed();
  const record = await consumeTokenByHash(hashToken(token), 'change-email', clock.now());
  if (!record?.newEmail) throw failed();
  const user = await getUserById(record.userId);
  if (!user || user.userStatus !== 'active') throw failed();
  // Fails when the address was claimed meanwhile or another change of this account won.
  if (!(await moveUserEmail(user.userId, user.emailLower, record.newEmail))) {
    securityEvent(ctx.log, 'auth.email.change.failed', { userId: user.userId, ip: ctx.ip, reason: 'taken' });
    throw failed();
  }
  const [revoked] = await Promise.all([
    revokeOtherSessions(user.userId),
    voidTokens(user.userId, 'change-email'),
    voidTokens(user.userId, 'reset-password'),
    voidTokens(user.userId, 'verify-email'),
  ]);
  await sendMail(emailChangedNoticeEmail(user.email, user.firstName, record.newEmail));
  securityEvent(ctx.log, 'auth.email.changed', { userId: user.userId, ip: ctx.ip, count: revoked });
  return { message: AUTH_MESSAGES.emailChanged };
}
