import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { createUserWithEmailClaim, getUserByEmail, getUserById, updateUser } from './access/users';
import { deleteSessionsByUser, getSessionByHash, listSessionsByUser, putSession } from './access/sessions';

beforeAll(() => {
  useLocalStack();
});

function newUser(email = `${randomUUID()}@example.com`) {
  return {
    userId: randomUUID(),
    email,
    passwordHash: 'argon2-hash-placeholder',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userRole: 'individual' as const,
    accountTier: 'free' as const,
    userStatus: 'active' as const,
    canEditStatements: true,
    emailVerified: false,
    twoFactorEnabled: false,
  };
}

describe('db layer against DynamoDB Local', () => {
  it('creates a user and its e-mail claim in one transaction, and finds it by id and by e-mail', async () => {
    const input = newUser('Mixed.Case@Example.com');
    const created = await createUserWithEmailClaim(input);
    expect(created).toMatchObject({ userId: input.userId, emailLower: 'mixed.case@example.com', version: 1 });
    expect((await getUserById(input.userId))?.firstName).toBe('Ada');
    expect((await getUserByEmail(' MIXED.case@example.COM '))?.userId).toBe(input.userId);
  });

  it('rolls back the whole transaction when the e-mail is already claimed', async () => {
    const first = newUser();
    await createUserWithEmailClaim(first);
    const second = { ...newUser(first.email.toUpperCase()) };
    await expect(createUserWithEmailClaim(second)).rejects.toThrow(/already exists/);
    expect(await getUserById(second.userId)).toBeNull();
  });

  it('refuses a stale write (optimistic locking on version)', async () => {
    const u = await createUserWithEmailClaim(newUser());
    const updated = await updateUser(u.userId, 1, { firstName: 'Grace' });
    expect(updated).toMatchObject({ firstName: 'Grace', version: 2 });
    await expect(updateUser(u.userId, 1, { firstName: 'Stale' })).rejects.toThrow(
      /changed by another request/,
    );
    expect((await getUserById(u.userId))?.firstName).toBe('Grace');
  });

  it('queries sessions by user on the GSI and ignores expired items on read', async () => {
    const userId = randomUUID();
    const now = Date.now();
    const live = {
      sessionHash: randomUUID(),
      userId,
      twoFactorPending: false,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: Math.ceil(now / 1000) + 3600,
    };
    const expired = {
      ...live,
      sessionHash: randomUUID(),
      createdAt: now - 1,
      expiresAt: Math.floor(now / 1000) - 10,
    };
    await putSession(live);
    await putSession(expired);
    expect((await listSessionsByUser(userId)).map((s) => s.sessionHash).sort()).toEqual(
      [live.sessionHash, expired.sessionHash].sort(),
    );
    expect(await getSessionByHash(live.sessionHash, now)).not.toBeNull();
    // DynamoDB Local never runs TTL: the item is still there, but reads must treat it as gone.
    expect(await getSessionByHash(expired.sessionHash, now)).toBeNull();
    expect(await deleteSessionsByUser(userId, live.sessionHash)).toBe(1);
    expect((await listSessionsByUser(userId)).map((s) => s.sessionHash)).toEqual([live.sessionHash]);
  });
});
