import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../platform/errors';
import { resetHashProfileCache } from '../../platform/hash-profile';
import { BACKUP_CODE_ARGON2, hashBackupCodes } from '../two-factor/backup-codes';
import {
  ARGON2_PARAMS,
  assertAcceptablePassword,
  hashLanes,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  warmDummyHash,
} from './passwords';

/** The `$argon2id$v=19$m=…,t=…,p=…$` part of a hash: the work it costs to check. */
const costOf = (hash: string) => /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/.exec(hash)?.[0];

describe('password hashing at the production cost', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetHashProfileCache();
  });

  // The one guard of the production parameters: tests run at a cheap cost set through configuration
  // (PASSWORD_HASH_PROFILE=test), so this asserts what a deployment without that setting uses.
  it('uses argon2id at 64 MiB, 6 passes, 1 lane (passwords) and 8 MiB, 2 passes (backup codes)', async () => {
    expect(ARGON2_PARAMS).toEqual({ algorithm: 2, memoryCost: 65536, timeCost: 6, parallelism: 1 });
    expect(BACKUP_CODE_ARGON2).toEqual({ algorithm: 2, memoryCost: 8192, timeCost: 2, parallelism: 1 });
    vi.stubEnv('PASSWORD_HASH_PROFILE', undefined);
    resetHashProfileCache();
    const a = await hashPassword('Correct-Horse-42');
    const b = await hashPassword('Correct-Horse-42');
    expect(costOf(a)).toBe('$argon2id$v=19$m=65536,t=6,p=1$');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Correct-Horse-42');
    const [code] = await hashBackupCodes(['123456']);
    expect(costOf(code!)).toBe('$argon2id$v=19$m=8192,t=2,p=1$');
  });

  it('hashes at the cheap test cost only when configured, and verifies hashes of either cost', async () => {
    vi.stubEnv('PASSWORD_HASH_PROFILE', 'test');
    resetHashProfileCache();
    const cheap = await hashPassword('Correct-Horse-42');
    expect(costOf(cheap)).toBe('$argon2id$v=19$m=1024,t=1,p=1$');
    vi.stubEnv('PASSWORD_HASH_PROFILE', 'production');
    resetHashProfileCache();
    expect(await verifyPassword(cheap, 'Correct-Horse-42')).toBe(true);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, and treats a malformed hash as a wrong password', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(await verifyPassword(hash, 'Correct-Horse-42')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-Horse-42')).toBe(false);
  });

  // Deterministic form of "same timing": the dummy path verifies against a hash of exactly the cost of
  // real ones (argon2's time is its parameters'), so unknown e-mail and wrong password cost the same.
  it('checks unknown addresses against a dummy hash of the same cost as real ones', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(costOf(await warmDummyHash())).toBe(costOf(hash));
    expect(await verifyAgainstDummy('Correct-Horse-42')).toBe(false);
    expect(await verifyAgainstDummy('dummy-password-for-timing-only')).toBe(false);
  });

  it('refuses common passwords with a field error', () => {
    expect(() => assertAcceptablePassword('Password1!', 'newPassword')).toThrow(ValidationError);
    try {
      assertAcceptablePassword('letmein123', 'password');
    } catch (err) {
      expect((err as ValidationError).details).toEqual({
        fields: { password: [expect.stringMatching(/too common/)] },
      });
    }
    expect(() => assertAcceptablePassword('Correct-Horse-42-Battery', 'password')).not.toThrow();
  });
});

describe('hash concurrency', () => {
  it('runs no more hashes at once than there are CPUs and lets the others wait their turn', async () => {
    const { lanes } = hashLanes();
    const pending = Array.from({ length: lanes + 3 }, (_, i) => hashPassword(`pw-${i}`));
    expect(hashLanes()).toEqual({ lanes, running: lanes, waiting: 3 });
    const hashes = await Promise.all(pending);
    expect(new Set(hashes).size).toBe(lanes + 3);
    expect(hashLanes()).toEqual({ lanes, running: 0, waiting: 0 });
  });
});
