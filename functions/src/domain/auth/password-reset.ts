// Forgotten password (spec part 1 §4, §9): a link valid for 1 hour, usable once; the same answer and
// time for every address. A reset signs the account out everywhere and voids other reset links.
import { TOKENS } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { getUserByEmail, getUserById, patchUserSystemFields } from '../../db/access/users';
import { ValidationError } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { revokeOtherSessions } from '../sessions/sessions';
import { passwordResetEmail } from '../mail-templates/templates';
import { NO_ENUMERATION_FLOOR_MS } from './accounts';
import { appLink } from './links';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { hit, MAIL_PER_ADDRESS, withMinimumDuration } from './rate-limit';
import { consumeToken, issueToken, voidTokens } from './tokens';

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return withMinimumDuration(NO_ENUMERATION_FLOOR_MS, async () => {
    const user = await getUserByEmail(email);
    if (user && user.userStatus === 'active' && (await hit(MAIL_PER_ADDRESS, `reset:${user.emailLower}`))) {
      await voidTokens(user.userId, 'reset-password');
      const token = await issueToken(user.userId, 'reset-password', TOKENS.resetPasswordTtlMs);
      await sendMail(passwordResetEmail(user.email, user.firstName, appLink('/reset-password', { token })));
    }
    return { message: AUTH_MESSAGES.resetSent };
  });
}

export async function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  // Checked before the token is used up, so a refused password does not burn the link.
  assertAcceptablePassword(newPassword, 'newPassword');
  const userId = await consumeToken(token, 'reset-password');
  const user = userId ? await getUserById(userId) : null;
  if (!user) throw new ValidationError(AUTH_MESSAGES.resetFailed);
  // Following the link proves the mailbox, so the address counts as verified too.
  await patchUserSystemFields(user.userId, {
    passwordHash: await hashPassword(newPassword),
    emailVerified: true,
  });
  await Promise.all([voidTokens(user.userId, 'reset-password'), revokeOtherSessions(user.userId)]);
  return { message: AUTH_MESSAGES.resetDone };
}
