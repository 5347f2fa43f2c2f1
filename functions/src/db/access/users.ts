// Named access patterns for users (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { db } from '../db';
import type { userEntity } from '../entities/user';
import { ConflictError } from '../../platform/errors';

export type UserRecord = EntityItem<typeof userEntity>;
export type NewUser = Omit<UserRecord, 'emailLower' | 'version' | 'createdAt' | 'updatedAt'> & { createdAt?: string };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates the user and claims its e-mail in one transaction, so two sign-ups cannot share an address. */
export async function createUserWithEmailClaim(input: NewUser): Promise<UserRecord> {
  const now = input.createdAt ?? new Date().toISOString();
  const emailLower = normaliseEmail(input.email);
  const item = { ...input, email: input.email.trim(), emailLower, createdAt: now, updatedAt: now, version: 1 };
  const result = await db()
    .transaction.write(({ user, emailClaim }) => [
      emailClaim.create({ emailLower, userId: input.userId, createdAt: now }).commit(),
      user.create(item).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('An account with this email already exists');
  return (await getUserById(input.userId))!;
}

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { data } = await db().entities.user.get({ userId }).go();
  return data;
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { data: claim } = await db().entities.emailClaim.get({ emailLower: normaliseEmail(email) }).go();
  return claim ? getUserById(claim.userId) : null;
}

type UserPatch = Partial<Omit<UserRecord, 'userId' | 'email' | 'emailLower' | 'createdAt' | 'version'>>;

/** Optimistic locking: the write succeeds only if nobody changed the user since `expectedVersion`. */
export async function updateUser(userId: string, expectedVersion: number, patch: UserPatch): Promise<UserRecord> {
  try {
    const { data } = await db()
      .entities.user.patch({ userId })
      .set({ ...patch, updatedAt: new Date().toISOString(), version: expectedVersion + 1 })
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

/** Admin list, newest first. */
export async function listUsers(cursor?: string): Promise<{ users: UserRecord[]; cursor: string | null }> {
  const { data, cursor: next } = await db().entities.user.query.all({}).go({ order: 'desc', cursor, limit: 100 });
  return { users: data, cursor: next };
}
