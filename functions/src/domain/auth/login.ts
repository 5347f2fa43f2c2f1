// Sign-in and sign-out (spec part 1 §4, §7; DESIGN §8). Unknown address and wrong password get the same
// answer after the same argon2 work; failures are rate-limited per account and per IP; a successful
// sign-in always gets a new session id, and a two-factor account first gets a short half-session.
import type { LoginBody, LoginResponse } from '@docledger/shared/api/schemas/auth';
import { SESSION } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { getUserByEmail, normaliseEmail, patchUserSystemFields } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ForbiddenError, RateLimitedError, UnauthorizedError } from '../../platform/errors';
import {
  clearSessionCookie,
  createSession,
  endSession,
  resolveSession,
  revokeOtherSessions,
  sessionCookie,
} from '../sessions/sessions';
import { verifySecondFactor } from '../two-factor/two-factor';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { hit, isLimited, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from './rate-limit';

export interface LoginOutcome {
  body: LoginResponse;
  cookie: string;
}

export async function login(
  input: LoginBody,
  ip: string,
  presentedToken: string | undefined,
): Promise<LoginOutcome> {
  const account = normaliseEmail(input.email);
  const [accountLimited, ipLimited] = await Promise.all([
    isLimited(LOGIN_FAILURES_PER_ACCOUNT, account),
    isLimited(LOGIN_FAILURES_PER_IP, ip),
  ]);
  if (accountLimited || ipLimited) throw new RateLimitedError(AUTH_MESSAGES.tooManyAttempts);

  const user = await getUserByEmail(account);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await Promise.all([hit(LOGIN_FAILURES_PER_ACCOUNT, account), hit(LOGIN_FAILURES_PER_IP, ip)]);
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  }
  // Only someone who knows the password learns the account's state.
  if (!user.emailVerified) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
  if (user.userStatus !== 'active') throw new ForbiddenError(AUTH_MESSAGES.accountInactive);

  if (user.twoFactorEnabled) {
    if (!input.totpCode) {
      await endSession(presentedToken);
      const { token } = await createSession(user.userId, { twoFactorPending: true });
      return { body: { requires2FA: true }, cookie: sessionCookie(token, SESSION.twoFactorPendingMs) };
    }
    await verifySecondFactor(user, input.totpCode);
  }

  // Session fixation: whatever session (or half-session) the browser had is replaced by a new id.
  await endSession(presentedToken);
  const { token } = await createSession(user.userId);
  await patchUserSystemFields(user.userId, { lastLoginAt: new Date(clock.now()).toISOString() });
  return {
    body: {
      user: {
        firstName: user.firstName,
        userRole: user.userRole,
        verificationStatus: user.verificationStatus ?? null,
      },
    },
    cookie: sessionCookie(token, SESSION.absoluteLifetimeMs),
  };
}

/**
 * Ends the caller's session and, as DESIGN §8 asks, every other session of the same user; answers the
 * same (and clears the cookie) when there was no valid session.
 */
export async function logout(presentedToken: string | undefined): Promise<{ cookie: string }> {
  const resolved = await resolveSession(presentedToken);
  await endSession(presentedToken);
  if (resolved) await revokeOtherSessions(resolved.user.userId, presentedToken);
  return { cookie: clearSessionCookie() };
}
