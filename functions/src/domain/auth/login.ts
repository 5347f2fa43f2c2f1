// Sign-in and sign-out (spec part 1 §4, §7; DESIGN §8). Unknown address and wrong password get the same
// answer after the same argon2 work; attempts are rate-limited per account and per IP; a successful
// sign-in always gets a new session id, and a two-factor account first gets a short half-session.
import type { LoginBody, LoginResponse } from '@docledger/shared/api/schemas/auth';
import { SESSION } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { getUserByEmail, normaliseEmail, patchUserSystemFields } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
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
import { trustedDeviceOf, trustDevice } from './devices';
import {
  giveBack,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_PER_DAY,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_IP,
  take,
  type RateLimit,
} from './rate-limit';

export interface LoginOutcome {
  body: LoginResponse;
  /** Set-Cookie values: the session, and the trusted-device cookie after a full sign-in. */
  cookies: string[];
}

export interface LoginContext {
  ip: string;
  log: Logger;
  /** The raw session cookie the browser sent (replaced: session fixation). */
  presentedToken?: string;
  /** The trusted-device cookie the browser sent. */
  deviceToken?: string;
}

/**
 * Attempts are counted before the password is checked (issue 7): one unit per IP and one per account
 * (or per trusted device of that account) taken atomically, so N parallel guesses consume N units and
 * the rest get 429 with Retry-After before any argon2 work. A right password gives its units back.
 */
export async function login(input: LoginBody, ctx: LoginContext): Promise<LoginOutcome> {
  const account = normaliseEmail(input.email);
  const { ip, log } = ctx;
  try {
    await take(LOGIN_FAILURES_PER_IP, ip, AUTH_MESSAGES.tooManyAttempts);
  } catch (err) {
    securityEvent(log, 'auth.login.limited', { ip, reason: 'ip' });
    throw err;
  }
  const user = await getUserByEmail(account);
  const device = user ? await trustedDeviceOf(ctx.deviceToken, user.userId) : null;
  // A trusted device has its own allowance; otherwise the account's 15-minute and daily ones.
  const limits: [RateLimit, string][] = device
    ? [[LOGIN_FAILURES_PER_DEVICE, device]]
    : [
        [LOGIN_FAILURES_PER_ACCOUNT, account],
        [LOGIN_FAILURES_PER_ACCOUNT_PER_DAY, account],
      ];
  const taken: [RateLimit, string][] = [[LOGIN_FAILURES_PER_IP, ip]];
  try {
    for (const [limit, subject] of limits) {
      await take(limit, subject, AUTH_MESSAGES.tooManyAttempts);
      taken.push([limit, subject]);
    }
  } catch (err) {
    await Promise.all(taken.map(([limit, subject]) => giveBack(limit, subject)));
    securityEvent(log, 'auth.login.limited', {
      userId: user?.userId,
      ip,
      reason: device ? 'device' : 'account',
    });
    throw err;
  }

  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    securityEvent(log, 'auth.login.failed', { userId: user?.userId, ip, reason: 'wrong-credentials' });
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  }
  await Promise.all(taken.map(([limit, subject]) => giveBack(limit, subject)));
  // Only someone who knows the password learns the account's state.
  if (!user.emailVerified) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
  if (user.userStatus !== 'active') throw new ForbiddenError(AUTH_MESSAGES.accountInactive);

  if (user.twoFactorEnabled) {
    if (!input.totpCode) {
      await endSession(ctx.presentedToken);
      const { token } = await createSession(user.userId, { twoFactorPending: true });
      return { body: { requires2FA: true }, cookies: [sessionCookie(token, SESSION.twoFactorPendingMs)] };
    }
    await verifySecondFactor(user, input.totpCode, log);
  }

  // Session fixation: whatever session (or half-session) the browser had is replaced by a new id.
  await endSession(ctx.presentedToken);
  const { token } = await createSession(user.userId);
  await patchUserSystemFields(user.userId, { lastLoginAt: new Date(clock.now()).toISOString() });
  const cookies = [sessionCookie(token, SESSION.absoluteLifetimeMs)];
  if (!device) cookies.push(await trustDevice(user.userId));
  securityEvent(log, 'auth.login.succeeded', {
    userId: user.userId,
    ip,
    reason: device ? 'trusted-device' : undefined,
  });
  return {
    body: {
      user: {
        firstName: user.firstName,
        userRole: user.userRole,
        verificationStatus: user.verificationStatus ?? null,
      },
    },
    cookies,
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
