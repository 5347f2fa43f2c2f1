// Named access patterns for users (docs/access-patterns.md).
import { createHash } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { db } from '../db';
import type { userEntity } from '../entities/user';
import { ConflictError } from '../../platform/errors';
import { conditionalWrite, isConditionFailure } from '../conditions';

export type UserRecord = EntityItem<typeof userEntity>;
export type NewUser = Omit<
  UserRecord,
  'emailLower' | 'version' | 'createdAt' | 'updatedAt' | 'directoryShard'
> & {
  createdAt?: string;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates the user and claims its e-mail in one transaction, so two sign-ups cannot share an address. */
export async function createUserWithEmailClaim(input: NewUser): Promise<UserRecord> {
  const now = input.createdAt ?? new Date().toISOString();
  const emailLower = normaliseEmail(input.email);
  const item = {
    ...input,
    email: input.email.trim(),
    emailLower,
    directoryShard: directoryShardOf(input.userId),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const result = await db()
    .transaction.write(({ user, emailClaim }) => [
      emailClaim.create({ emailLower, userId: input.userId, createdAt: now }).commit(),
      user.create(item).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('An account with this email already exists');
  return (await getUserById(input.userId))!;
}

/**
 * Moves the account to a new e-mail address in one transaction (decision 011): the new claim is created
 * only if the address is free, the old claim is deleted only if it is still this user's, and the user
 * item changes only if its address is still `fromEmailLower` (two links opened at once: one wins).
 * The admin directory index follows the user item's emailLower. Returns false when any condition fails.
 */
export async function moveUserEmail(
  userId: string,
  fromEmailLower: string,
  newEmail: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  const emailLower = normaliseEmail(newEmail);
  const result = await db()
    .transaction.write(({ user, emailClaim }) => [
      emailClaim.create({ emailLower, userId, createdAt: now }).commit(),
      emailClaim
        .delete({ emailLower: fromEmailLower })
        .where((attr, { eq }) => eq(attr.userId, userId))
        .commit(),
      user
        .patch({ userId })
        .set({
          email: newEmail.trim(),
          emailLower,
          emailVerified: true,
          updatedAt: now,
        })
        .add({ version: 1 })
        // The directory index key is rebuilt from emailLower and the (read-only) shard.
        .composite({ directoryShard: directoryShardOf(userId) })
        .where((attr, { eq }) => eq(attr.emailLower, fromEmailLower))
        .commit(),
    ])
    .go();
  return !result.canceled;
}

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { data } = await db().entities.user.get({ userId }).go();
  return data;
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { data: claim } = await db()
    .entities.emailClaim.get({ emailLower: normaliseEmail(email) })
    .go();
  return claim ? getUserById(claim.userId) : null;
}

type UserPatch = Partial<
  Omit<UserRecord, 'userId' | 'email' | 'emailLower' | 'createdAt' | 'version' | 'directoryShard'>
>;

/**
 * Optimistic locking: the write succeeds only if nobody changed the user since `expectedVersion`.
 * A key present in `patch` with the value undefined removes that attribute.
 */
export async function updateUser(
  userId: string,
  expectedVersion: number,
  patch: UserPatch,
): Promise<UserRecord> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) remove.push(k);
    else set[k] = v;
  }
  try {
    let op = db()
      .entities.user.patch({ userId })
      .set({ ...(set as UserPatch), updatedAt: new Date().toISOString(), version: expectedVersion + 1 });
    if (remove.length) op = op.remove(remove as Array<keyof UserPatch>);
    const { data } = await op
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return data as UserRecord;
  } catch (err) {
    if ((err as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') {
      throw new ConflictError('This account was changed by another request. Please reload and try again.');
    }
    throw err;
  }
}

/** Partitions of the admin directory index: enough to spread writes, few enough to merge a page. */
export const USER_DIRECTORY_SHARDS = 8;

export function directoryShardOf(userId: string): number {
  return createHash('sha256').update(userId).digest()[0]! % USER_DIRECTORY_SHARDS;
}

/**
 * Admin list in e-mail order, optionally only addresses starting with `emailPrefix` (lower case).
 * Each shard is read from just after `after` (the last e-mail of the previous page) and the shards'
 * answers are merged: the page is exact because each shard returns its first `limit` candidates.
 */
export async function listUsersByEmail(opts: {
  after?: { emailLower: string; userId: string };
  emailPrefix?: string;
  limit: number;
}): Promise<{ users: UserRecord[]; more: boolean }> {
  const prefix = opts.emailPrefix ?? '';
  const perShard = await Promise.all(
    Array.from({ length: USER_DIRECTORY_SHARDS }, async (_, directoryShard) => {
      const q = db().entities.user.query.directory({ directoryShard });
      // After the cursor, addresses past the prefix sort after every match: filtering the page is exact.
      const ranged = opts.after
        ? q.gt({ emailLower: opts.after.emailLower, userId: opts.after.userId })
        : q.begins({ emailLower: prefix });
      const { data } = await ranged.go({ limit: opts.limit + 1 });
      return data;
    }),
  );
  const merged = perShard
    .flat()
    .filter((u) => u.emailLower.startsWith(prefix))
    .sort((a, b) =>
      a.emailLower === b.emailLower ? cmp(a.userId, b.userId) : cmp(a.emailLower, b.emailLower),
    );
  return { users: merged.slice(0, opts.limit), more: merged.length > opts.limit };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type SystemPatch = Partial<
  Pick<
    UserRecord,
    | 'lastLoginAt'
    | 'twoFactorFailedAttempts'
    | 'twoFactorLockedUntil'
    | 'totpPendingSecretEnc'
    | 'emailVerified'
    | 'passwordHash'
    | 'initialKeyPending'
  >
>;

/**
 * Writes fields the system maintains (not user edits): no version check and no version bump, so a
 * sign-in or a wrong two-factor code never makes a concurrent profile save fail.
 */
export async function patchUserSystemFields(userId: string, patch: SystemPatch): Promise<void> {
  await db().entities.user.patch({ userId }).set(patch).go();
}

/**
 * Takes one two-factor attempt before the code is checked: one conditional write that succeeds only
 * while the account is not locked and fewer than `max` attempts are counted. Returns the new count, or
 * null when refused. Parallel guesses each take their own attempt, so no more than `max` are checked.
 */
export async function reserveTwoFactorAttempt(
  userId: string,
  nowMs: number,
  max: number,
): Promise<number | null> {
  try {
    const { data } = await db()
      .entities.user.patch({ userId })
      .add({ twoFactorFailedAttempts: 1 })
      .where(
        ({ twoFactorFailedAttempts: failed, twoFactorLockedUntil: lockedUntil }, { notExists, lt, lte }) =>
          `(${notExists(lockedUntil)} OR ${lte(lockedUntil, nowMs)}) AND (${notExists(failed)} OR ${lt(failed, max)})`,
      )
      .go({ response: 'all_new' });
    return (data as { twoFactorFailedAttempts?: number }).twoFactorFailedAttempts ?? 1;
  } catch (err) {
    if (isConditionFailure(err)) return null;
    throw err;
  }
}

/**
 * After a lock has run out, the next attempt starts a fresh count (this one counted) — only if the lock
 * is still the one observed, so two parallel callers cannot both restart it.
 */
export async function restartTwoFactorCount(userId: string, observedLockedUntil: number): Promise<boolean> {
  return conditionalWrite(
    db()
      .entities.user.patch({ userId })
      .set({ twoFactorFailedAttempts: 1 })
      .remove(['twoFactorLockedUntil'])
      .where(({ twoFactorLockedUntil }, { eq }) => eq(twoFactorLockedUntil, observedLockedUntil))
      .go(),
  );
}

/** Locks two-factor until `lockedUntil` and counts the lock (the next one lasts longer). */
export async function lockTwoFactor(userId: string, lockedUntil: number): Promise<void> {
  await db()
    .entities.user.patch({ userId })
    .set({ twoFactorLockedUntil: lockedUntil })
    .add({ twoFactorLockCount: 1 })
    .go();
}

/** A right code: attempts, lock and escalation start over. */
export async function clearTwoFactorFailures(userId: string): Promise<void> {
  await db()
    .entities.user.patch({ userId })
    .set({ twoFactorFailedAttempts: 0, twoFactorLockCount: 0 })
    .remove(['twoFactorLockedUntil'])
    .go();
}

/** Adds one wrong two-factor code and returns the new count (atomic, so parallel guesses all count). */
export async function addTwoFactorFailure(userId: string): Promise<number> {
  const { data } = await db()
    .entities.user.patch({ userId })
    .add({ twoFactorFailedAttempts: 1 })
    .go({ response: 'all_new' });
  return (data as { twoFactorFailedAttempts?: number }).twoFactorFailedAttempts ?? 1;
}

/**
 * Records the TOTP time step a code was accepted for. Succeeds only if the step is later than the last
 * accepted one: a code (or an older one) cannot be used twice, even by two parallel requests.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  try {
    await db()
      .entities.user.patch({ userId })
      .set({ totpLastStep: step })
      .where(
        ({ totpLastStep }, { notExists, lt }) => `${notExists(totpLastStep)} OR ${lt(totpLastStep, step)}`,
      )
      .go();
    return true;
  } catch (err) {
    const e = err as { cause?: { name?: string }; message?: string };
    if (
      e.cause?.name === 'ConditionalCheckFailedException' ||
      /conditional request failed/i.test(e.message ?? '')
    )
      return false;
    throw err;
  }
}

/** For the documents code: owned-document counter shown against the free plan's limit. */
export async function adjustUserDocumentCount(userId: string, delta: number): Promise<void> {
  await db().entities.user.patch({ userId }).add({ documentCount: delta }).go();
}
