// Change password while signed in (spec part 1 §5, §7): the current password is checked (wrong guesses
// count towards the account's sign-in limit), the new one must not be common, and every other session
// of the user is signed out.
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { getUserById, normaliseEmail, updateUser } from '../../db/access/users';
import { UnauthorizedError, ValidationError } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { passwordChangedEmail } from '../mail-templates/templates';
import { revokeOtherSessions } from '../sessions/sessions';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { giveBack, LOGIN_FAILURES_PER_ACCOUNT, take } from './rate-limit';

export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
  sessionToken: string,
): Promise<{ message: string }> {
  const user = await getUserById(userId);
  if (!user) throw new UnauthorizedError();
  const account = normaliseEmail(user.email);
  // The attempt is counted before the check (issue 7); a right password gives it back.
  await take(LOGIN_FAILURES_PER_ACCOUNT, account, AUTH_MESSAGES.tooManyAttempts);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ValidationError(AUTH_MESSAGES.currentPasswordWrong, {
      currentPassword: [AUTH_MESSAGES.currentPasswordWrong],
    });
  }
  await giveBack(LOGIN_FAILURES_PER_ACCOUNT, account);
  assertAcceptablePassword(input.newPassword, 'newPassword');
  await updateUser(userId, user.version, { passwordHash: await hashPassword(input.newPassword) });
  await revokeOtherSessions(userId, sessionToken);
  await sendMail(passwordChangedEmail(user.email, user.firstName));
  return { message: AUTH_MESSAGES.passwordChanged };
}
