// "Same time for an unknown address" as a deterministic check (issue 7; the wall-clock comparison is
// bench/login-timing.bench.ts): sign-in runs exactly one argon2 verify whether or not the address has an
// account, against a hash of the same parameters, and answers the same error. argon2 is spied on, not
// replaced; the table, limits and sessions are stubbed so only the password path runs.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import type * as Users from '../../db/access/users';
import type { UserRecord } from '../../db/access/users';
import type * as RateLimit from './rate-limit';
import { UnauthorizedError } from '../../platform/errors';
import { createLogger } from '../../platform/logger';

const argon2 = vi.hoisted(() => ({ verify: undefined as unknown as ReturnType<typeof vi.fn> }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  argon2.verify = vi.fn(real.verify);
  return { ...real, verify: argon2.verify };
});

const users = vi.hoisted(() => ({ byEmail: new Map<string, unknown>() }));
vi.mock('../../db/access/users', async (importOriginal) => ({
  ...(await importOriginal<typeof Users>()),
  getUserByEmail: vi.fn((email: string) => Promise.resolve(users.byEmail.get(email) ?? null)),
  patchUserSystemFields: vi.fn(() => Promise.resolve()),
}));
vi.mock('./rate-limit', async (importOriginal) => ({
  ...(await importOriginal<typeof RateLimit>()),
  take: vi.fn(() => Promise.resolve()),
  giveBack: vi.fn(() => Promise.resolve()),
}));
vi.mock('./devices', () => ({
  trustedDeviceOf: vi.fn(() => Promise.resolve(null)),
  trustDevice: vi.fn(() => Promise.resolve('dl_device=x')),
}));
vi.mock('../../platform/security-events', () => ({ securityEvent: vi.fn() }));
vi.mock('../sessions/sessions', () => ({}));
vi.mock('../two-factor/two-factor', () => ({}));

const { login } = await import('./login');
const { hashPassword, warmDummyHash } = await import('./passwords');

/** `$argon2id$v=19$m=…,t=…,p=…`: the parameters that set a verify's work. */
const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
const log = createLogger({}, 'silent');

describe('sign-in work for unknown and known addresses', () => {
  beforeEach(() => {
    users.byEmail.clear();
    argon2.verify.mockClear();
  });

  it('verifies once against a hash of the real cost for an unknown address, as for a wrong password', async () => {
    const realHash = await hashPassword('Correct-Horse-42-Battery');
    users.byEmail.set('known@example.com', {
      userId: 'u1',
      passwordHash: realHash,
      emailVerified: true,
      userStatus: 'active',
    } as Partial<UserRecord>);
    await warmDummyHash();

    const unknown = login(
      { email: 'nobody@example.com', password: 'Wrong-Password-1' },
      { ip: '10.0.0.1', log },
    );
    await expect(unknown).rejects.toThrow(UnauthorizedError);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [dummyHash, unknownPassword] = argon2.verify.mock.calls[0]!;
    expect(unknownPassword).toBe('Wrong-Password-1');
    expect(dummyHash).not.toBe(realHash);

    argon2.verify.mockClear();
    const known = login(
      { email: 'known@example.com', password: 'Wrong-Password-1' },
      { ip: '10.0.0.1', log },
    );
    await expect(known).rejects.toThrow(UnauthorizedError);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    expect(argon2.verify.mock.calls[0]![0]).toBe(realHash);

    // The same work: both hashes carry the same argon2id parameters.
    expect(costOf(dummyHash as string)).toBe(costOf(realHash));
    // And the same answer.
    const messages = await Promise.all(
      ['nobody@example.com', 'known@example.com'].map((email) =>
        login({ email, password: 'Wrong-Password-1' }, { ip: '10.0.0.1', log }).catch(
          (e: Error) => e.message,
        ),
      ),
    );
    expect(messages[0]).toBe(messages[1]);
  });
});
