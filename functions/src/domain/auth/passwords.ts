// Password hashing (DESIGN §8): argon2id at parameters measured on the development machine to take
// ~130 ms per hash (bench/auth.bench.ts records it); breached and common passwords are refused.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from '@docledger/shared/domain/common-passwords';
import { VALIDATION_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { ValidationError } from '../../platform/errors';
import { hashProfile } from '../../platform/hash-profile';
import { isBreachedPassword } from './breached-passwords';

/** 64 MiB, 6 passes, 1 lane: above the OWASP minimum (19 MiB, t=2), ~130 ms here. */
export const ARGON2_PARAMS = {
  // Argon2id (the package's const enum cannot be imported under isolatedModules).
  algorithm: 2,
  memoryCost: 64 * 1024,
  timeCost: 6,
  parallelism: 1,
} as const;

/**
 * The cheap cost test runs select through configuration (PASSWORD_HASH_PROFILE=test, refused in Lambda;
 * platform/hash-profile.ts). Still argon2id, so every code path is the same; only the work differs.
 */
export const TEST_ONLY_ARGON2_PARAMS = {
  algorithm: 2,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

/** The parameters new password hashes get in this process. */
export function argon2Params(): typeof ARGON2_PARAMS | typeof TEST_ONLY_ARGON2_PARAMS {
  return hashProfile() === 'test' ? TEST_ONLY_ARGON2_PARAMS : ARGON2_PARAMS;
}

/**
 * At most one memory-hard hash per CPU at a time. A Lambda instance serves one request at a time, so this
 * only matters where one process serves many (the local stack): more parallel 64 MiB hashes than CPUs
 * only thrash caches and lower throughput.
 */
const lanes = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function inLane<T>(fn: () => Promise<T>): Promise<T> {
  // A finishing hash hands its lane straight to the next waiter, so the count never overshoots.
  if (running >= lanes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes running and waiting right now (for tests). */
export function hashLanes(): { lanes: number; running: number; waiting: number } {
  return { lanes, running, waiting: waiting.length };
}

export function hashPassword(password: string): Promise<string> {
  return inLane(() => hash(password, argon2Params()));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inLane(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash must not reveal anything different from a wrong password.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Login runs it for unknown e-mail addresses so that
 * timing does not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Hashes the dummy once at cold start so the first unknown-address login is not faster than the rest. */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing-only');
  return dummyHash;
}

/**
 * Length is checked by the request schema; this refuses a password found in the breached-password list
 * (437,651 entries, see breached-passwords.ts) or of a shape such lists are full of (common-passwords.ts).
 */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isBreachedPassword(password) || isCommonPassword(password)) {
    throw new ValidationError(VALIDATION_MESSAGES.passwordTooCommon, {
      [field]: [VALIDATION_MESSAGES.passwordTooCommon],
    });
  }
}
