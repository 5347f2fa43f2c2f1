import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../platform/errors';
import {
  assertAcceptablePassword,
  hashLanes,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('uses argon2id at 64 MiB, 6 passes, 1 lane, with a random salt', async () => {
    const a = await hashPassword('Correct-Horse-42');
    const b = await hashPassword('Correct-Horse-42');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=65536,t=6,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Correct-Horse-42');
  });

  it('verifies the right password only, and treats a malformed hash as a wrong password', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(await verifyPassword(hash, 'Correct-Horse-42')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-Horse-42')).toBe(false);
  });

  it('spends about one hash verification on the dummy path', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    await verifyAgainstDummy('warm-up');
    const t0 = performance.now();
    await verifyPassword(hash, 'x');
    const real = performance.now() - t0;
    const t1 = performance.now();
    expect(await verifyAgainstDummy('x')).toBe(false);
    const dummy = performance.now() - t1;
    expect(dummy).toBeGreaterThan(real * 0.4);
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
