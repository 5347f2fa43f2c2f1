// Server-side sessions (DESIGN §8): a random 256-bit id in an HttpOnly cookie; the table keeps only its
// SHA-256 hash. Idle (20 min) and absolute (12 h) limits are enforced here, not only in the browser.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@docledger/shared/domain/limits';
import { clock } from '../../platform/clock';
import { getEnv } from '../../platform/env';
import {
  deleteSession,
  deleteSessionsByUser,
  getSessionAndUser,
  getSessionByHash,
  putSession,
  touchSession,
  type SessionRecord,
} from '../../db/access/sessions';
import { getUserById, type UserRecord } from '../../db/access/users';

export const SESSION_COOKIE = 'dl_session';
/** Activity is written at most this often: enough precision for a 20-minute idle limit, far fewer writes. */
const TOUCH_INTERVAL_MS = 30_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A session cookie's value: the user's id, a dot, then the random secret. The id is not a secret (it
 * names the account, nothing more); carrying it lets a request read the session and its user in one
 * round trip. Only the hash of the whole value is stored, as before.
 */
function newSessionToken(userId: string): string {
  return `${userId}.${newToken()}`;
}

const USER_ID_PREFIX = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./;

/** The user id a session cookie names (unproven until its session is read), if it names one. */
export function claimedUserIdOf(token: string | undefined): string | undefined {
  return token && token.length <= 100 ? USER_ID_PREFIX.exec(token)?.[1] : undefined;
}

export interface ResolvedSession {
  session: SessionRecord;
  user: UserRecord;
}

export async function createSession(userId: string, opts: { twoFactorPending?: boolean } = {}) {
  const token = newSessionToken(userId);
  const now = clock.now();
  const lifetime = opts.twoFactorPending ? SESSION.twoFactorPendingMs : SESSION.absoluteLifetimeMs;
  const session: SessionRecord = {
    sessionHash: hashToken(token),
    userId,
    twoFactorPending: Boolean(opts.twoFactorPending),
    createdAt: now,
    lastActivityAt: now,
    expiresAt: Math.ceil((now + lifetime) / 1000),
  };
  await putSession(session);
  return { token, session };
}

/** The session for a cookie value, or null when absent, expired (idle or absolute) or its user is gone. */
export async function resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const now = clock.now();
  const sessionHash = hashToken(token);
  const claimedUserId = claimedUserIdOf(token);
  // Cookies issued before the user id was part of the value: session first, then its user.
  const { session, user } = claimedUserId
    ? await getSessionAndUser(sessionHash, claimedUserId, now)
    : await sessionThenUser(sessionHash, now);
  if (!session) return null;
  if (now - session.lastActivityAt > SESSION.idleTimeoutMs) {
    await deleteSession(sessionHash);
    return null;
  }
  // The stored session decides whose it is; an altered prefix only finds no session (its hash changes).
  if (!user || user.userId !== session.userId || user.userStatus !== 'active') return null;
  if (now - session.lastActivityAt > TOUCH_INTERVAL_MS) {
    await touchSession(sessionHash, now);
    session.lastActivityAt = now;
  }
  return { session, user };
}

async function sessionThenUser(sessionHash: string, now: number) {
  const session = await getSessionByHash(sessionHash, now);
  return { session, user: session ? await getUserById(session.userId) : null };
}

export async function endSession(token: string | undefined): Promise<void> {
  if (token) await deleteSession(hashToken(token));
}

export async function revokeOtherSessions(userId: string, keepToken?: string): Promise<number> {
  return deleteSessionsByUser(userId, keepToken ? hashToken(keepToken) : undefined);
}

export function isSecureOrigin(): boolean {
  const url = new URL(getEnv().PUBLIC_URL);
  // Browsers drop Secure cookies on plain-http localhost in some versions; everywhere else they are Secure.
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
}

/**
 * The session cookie's name: `__Host-dl_session` wherever the cookie is Secure (AWS, any https origin),
 * so the browser accepts it only from this host, over https, with Path=/ and no Domain (a sibling
 * subdomain or a plain-http page cannot set or shadow it: ASVS 5.0 V3.3.1). Plain `dl_session` on the
 * local http stack, where browsers refuse `__Host-` cookies.
 */
export function sessionCookieName(): string {
  return isSecureOrigin() ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionCookie(token: string, maxAgeMs: number): string {
  const parts = [
    `${sessionCookieName()}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  ];
  if (isSecureOrigin()) parts.push('Secure');
  return parts.join('; ');
}

export function clearSessionCookie(): string {
  const parts = [`${sessionCookieName()}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (isSecureOrigin()) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const c of cookies ?? []) {
    for (const part of c.split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === name) return v.join('=');
    }
  }
  return undefined;
}
