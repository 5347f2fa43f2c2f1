// Fixed-window rate limits on DynamoDB counters (DESIGN §8). Subjects are hashed: the table never
// holds an e-mail address or IP address in a limiter item. Attempts take their unit *before* the
// expensive check (`take`), in one conditional write, so parallel attempts each consume one and no
// more than the limit ever get through (issue 7); a store that fails under load refuses with 429.
import { createHash } from 'node:crypto';
import { clock } from '../../platform/clock';
import { RateLimitedError } from '../../platform/errors';
import {
  getRateLimitCount,
  incrementRateLimit,
  returnRateLimitUnit,
  takeRateLimitUnit,
} from '../../db/access/rate-limits';

export interface RateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/**
 * Failed sign-ins: per account 10 in 15 minutes (slows guessing one password) and per IP 50 in 15
 * minutes (slows spraying many accounts). The account key is the e-mail hash, so unknown and known
 * addresses are limited alike and the limit itself reveals nothing.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  scope: 'login-account',
  max: 10,
  windowMs: 15 * 60 * 1000,
};
/**
 * The account's failures over a day, taken with the 15-minute allowance: a lock that ends does not hand
 * out a fresh 10 forever (or 20 across a window boundary), so the lock escalates from the rest of the
 * 15 minutes to the rest of the day after 30 failures (issue 7). A trusted device is not counted here.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: RateLimit = {
  scope: 'login-account-day',
  max: 30,
  windowMs: 24 * 60 * 60 * 1000,
};
export const LOGIN_FAILURES_PER_IP: RateLimit = { scope: 'login-ip', max: 50, windowMs: 15 * 60 * 1000 };
/**
 * Sign-in attempts from a device that already completed a sign-in (two-factor included) to this
 * account: its own allowance, so an attacker exhausting the account's limit does not lock the owner
 * out of their own device (NIST SP 800-63B §5.2.2).
 */
export const LOGIN_FAILURES_PER_DEVICE: RateLimit = {
  scope: 'login-device',
  max: 10,
  windowMs: 15 * 60 * 1000,
};
/** New accounts per IP per hour: registration mails arbitrary addresses and costs an RSA key pair. */
export const REGISTRATIONS_PER_IP: RateLimit = { scope: 'register-ip', max: 10, windowMs: 60 * 60 * 1000 };
/** Key pairs generated or imported per user per hour (RSA generation is CPU-heavy). */
export const KEY_CHANGES_PER_USER: RateLimit = { scope: 'key-change', max: 10, windowMs: 60 * 60 * 1000 };
/** Two-factor setups started per user per hour (each seals a secret with KMS). */
export const TWO_FACTOR_SETUPS_PER_USER: RateLimit = {
  scope: 'two-factor-setup',
  max: 10,
  windowMs: 60 * 60 * 1000,
};
/** E-mail change requests per user per hour: each mails two addresses (decision 011). */
export const EMAIL_CHANGES_PER_USER: RateLimit = {
  scope: 'email-change',
  max: 5,
  windowMs: 60 * 60 * 1000,
};
/** Messages the public can make us send (verification, reset, contact): per IP per hour. */
export const MAIL_REQUESTS_PER_IP: RateLimit = { scope: 'mail-ip', max: 30, windowMs: 60 * 60 * 1000 };
/** Per target address per hour: beyond it the request is answered as usual but no mail goes out. */
export const MAIL_PER_ADDRESS: RateLimit = { scope: 'mail-address', max: 5, windowMs: 60 * 60 * 1000 };

export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('hex');
}

function windowOf(limit: RateLimit, now: number): number {
  return Math.floor(now / limit.windowMs);
}

/** Remaining attempts in the current window (0 when limited). */
export async function remaining(limit: RateLimit, subject: string): Promise<number> {
  const count = await getRateLimitCount(limit.scope, subjectHash(subject), windowOf(limit, clock.now()));
  return Math.max(0, limit.max - count);
}

export async function isLimited(limit: RateLimit, subject: string): Promise<boolean> {
  return (await remaining(limit, subject)) === 0;
}

/** Counts one event; returns true while the count is still within the limit. */
export async function hit(limit: RateLimit, subject: string): Promise<boolean> {
  const now = clock.now();
  const window = windowOf(limit, now);
  const expiresAt = Math.ceil(((window + 1) * limit.windowMs) / 1000);
  const count = await incrementRateLimit(limit.scope, subjectHash(subject), window, expiresAt);
  return count <= limit.max;
}

/** Seconds until the current window of `limit` ends (the Retry-After of a refusal). */
export function retryAfterSeconds(limit: RateLimit, now = clock.now()): number {
  return Math.max(1, Math.ceil(((windowOf(limit, now) + 1) * limit.windowMs - now) / 1000));
}

/**
 * Takes one unit of the allowance, atomically, before the work it guards; throws 429 with Retry-After
 * when the window is used up, and also when the counter store itself fails (fail closed, never 500).
 */
export async function take(limit: RateLimit, subject: string, message?: string): Promise<void> {
  const now = clock.now();
  const window = windowOf(limit, now);
  const expiresAt = Math.ceil(((window + 1) * limit.windowMs) / 1000);
  let ok: boolean;
  try {
    ok = await takeRateLimitUnit(limit.scope, subjectHash(subject), window, expiresAt, limit.max);
  } catch (err) {
    // Contention on the counter slows the caller down (429) instead of failing (500); anything else, such as
    // a missing table, is a real fault and must surface as one, with the error logged.
    if (!isContention(err)) throw err;
    ok = false;
  }
  if (!ok) throw new RateLimitedError(message, { retryAfterSeconds: retryAfterSeconds(limit, now) });
}

const CONTENTION =
  /ProvisionedThroughputExceeded|Throttl|TransactionConflict|RequestLimitExceeded|TimeoutError|ETIMEDOUT|ECONNRESET|socket hang up/i;

/** True for the errors DynamoDB (or the network to it) gives under load, looking through wrapped causes. */
export function isContention(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { name, message, cause } = e as { name?: string; message?: string; cause?: unknown };
    if (CONTENTION.test(`${name ?? ''} ${message ?? ''}`)) return true;
    e = cause;
  }
  return false;
}

/** Gives back a unit taken by `take` (e.g. the password was right: not a guess). */
export async function giveBack(limit: RateLimit, subject: string): Promise<void> {
  await returnRateLimitUnit(limit.scope, subjectHash(subject), windowOf(limit, clock.now())).catch(
    () => undefined,
  );
}

/** Counts one event and refuses it with 429 once the window's limit is passed. */
export async function consumeOrThrow(limit: RateLimit, subject: string, message?: string): Promise<void> {
  await take(limit, subject, message);
}

/** Resolves no earlier than `minMs` after it started, so fast and slow paths take the same time. */
export async function withMinimumDuration<T>(minMs: number, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  }
}
