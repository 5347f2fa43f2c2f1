// Resolving a session cookie against the real table: the value carries the user id so the session and
// its user are read in one BatchGetItem; an altered id finds nothing; cookies issued before the id was
// part of the value still resolve; a deactivated user's session resolves to nobody.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { documentClient } from '../../platform/aws/dynamo';
import { getUserById, updateUser } from '../../db/access/users';
import { createActiveUser } from '../auth/test-support/users';
import { putSession } from '../../db/access/sessions';
import { createSession, hashToken, newToken, resolveSession } from './sessions';

beforeAll(() => {
  useLocalStack();
});

const newUser = () => createActiveUser('resolve');

describe('resolveSession', () => {
  it('reads the session and its user in one round trip', async () => {
    const userId = await newUser();
    const { token } = await createSession(userId);
    expect(token.startsWith(`${userId}.`)).toBe(true);
    const send = vi.spyOn(documentClient(), 'send');
    try {
      const resolved = await resolveSession(token);
      expect(resolved?.user.userId).toBe(userId);
      expect(resolved?.session.userId).toBe(userId);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
  });

  it('finds nothing when the user id in the cookie is altered', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { token } = await createSession(owner);
    const altered = `${other}${token.slice(owner.length)}`;
    expect(await resolveSession(altered)).toBeNull();
    expect((await resolveSession(token))?.user.userId).toBe(owner);
  });

  it('still resolves a cookie issued before the user id was part of the value', async () => {
    const userId = await newUser();
    const legacy = newToken();
    const now = Date.now();
    await putSession({
      sessionHash: hashToken(legacy),
      userId,
      twoFactorPending: false,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: Math.ceil(now / 1000) + 3600,
    });
    expect((await resolveSession(legacy))?.user.userId).toBe(userId);
  });

  it('resolves a deactivated user’s session to nobody', async () => {
    const userId = await newUser();
    const { token } = await createSession(userId);
    const user = await getUserById(userId);
    await updateUser(userId, user!.version, { userStatus: 'inactive' });
    expect(await resolveSession(token)).toBeNull();
  });

  it('refuses a session whose stored owner differs from the user the cookie names', async () => {
    const owner = await newUser();
    const other = await newUser();
    // A stored session of `owner` under a value that names `other`: the stored owner wins.
    const forged = `${other}.${newToken()}`;
    const now = Date.now();
    await putSession({
      sessionHash: hashToken(forged),
      userId: owner,
      twoFactorPending: false,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: Math.ceil(now / 1000) + 3600,
    });
    expect(await resolveSession(forged)).toBeNull();
  });
});
