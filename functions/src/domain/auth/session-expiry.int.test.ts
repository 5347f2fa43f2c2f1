// Server-side limits that need time to pass, with the injectable clock against the real table:
// session idle and absolute expiry, the two-factor half-session, link lifetimes, the two-factor lockout.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { SESSION, TOKENS, TWO_FACTOR } from '@docledger/shared/domain/limits';
import { useLocalStack } from '../../../../infra/local/test-env';
import { clock } from '../../platform/clock';
import { getUserById } from '../../db/access/users';
import { createActiveUser } from './test-support/users';
import { createSession, resolveSession } from '../sessions/sessions';
import { consumeToken, issueToken } from './tokens';
import { setupTwoFactor, verifySecondFactor, verifyTwoFactorSetup } from '../two-factor/two-factor';

let restore: (() => void) | undefined;
let now = Date.now();
beforeAll(() => {
  useLocalStack();
});
afterEach(() => {
  restore?.();
  restore = undefined;
});

function useFakeTime(start = Date.now()) {
  now = start;
  restore = clock.set(() => now);
}
const advance = (ms: number) => {
  now += ms;
};

const newUser = () => createActiveUser('clock');

const MIN = 60_000;

describe('session expiry', () => {
  it('ends a session idle for more than 20 minutes; activity keeps it alive', async () => {
    useFakeTime();
    const { token } = await createSession(await newUser());
    advance(19 * MIN);
    expect(await resolveSession(token)).not.toBeNull();
    advance(19 * MIN);
    expect(await resolveSession(token)).not.toBeNull();
    advance(SESSION.idleTimeoutMs + 1000);
    expect(await resolveSession(token)).toBeNull();
    // Gone for good, not just refused once.
    now -= SESSION.idleTimeoutMs;
    expect(await resolveSession(token)).toBeNull();
  });

  it('ends an active session after 12 hours however busy it is', async () => {
    useFakeTime();
    const { token } = await createSession(await newUser());
    for (let elapsed = 0; elapsed < SESSION.absoluteLifetimeMs - 15 * MIN; elapsed += 15 * MIN) {
      advance(15 * MIN);
      expect(await resolveSession(token)).not.toBeNull();
    }
    advance(15 * MIN + 1000);
    expect(await resolveSession(token)).toBeNull();
  });

  it('gives a two-factor half-session only 5 minutes and never as a full session', async () => {
    useFakeTime();
    const { token } = await createSession(await newUser(), { twoFactorPending: true });
    const resolved = await resolveSession(token);
    expect(resolved?.session.twoFactorPending).toBe(true);
    advance(SESSION.twoFactorPendingMs + 1000);
    expect(await resolveSession(token)).toBeNull();
  });
});

describe('link lifetimes', () => {
  it('accepts a reset link within 1 hour and refuses it after', async () => {
    useFakeTime();
    const userId = await newUser();
    const early = await issueToken(userId, 'reset-password', TOKENS.resetPasswordTtlMs);
    const late = await issueToken(userId, 'reset-password', TOKENS.resetPasswordTtlMs);
    advance(59 * MIN);
    expect(await consumeToken(early, 'reset-password')).toBe(userId);
    advance(2 * MIN);
    expect(await consumeToken(late, 'reset-password')).toBeNull();
  });

  it('does not accept a token for another purpose', async () => {
    useFakeTime();
    const userId = await newUser();
    const token = await issueToken(userId, 'verify-email', TOKENS.verifyEmailTtlMs);
    expect(await consumeToken(token, 'reset-password')).toBeNull();
  });
});

describe('two-factor lockout', () => {
  it('locks for 5 minutes after 5 wrong codes, then accepts a valid code', async () => {
    useFakeTime();
    const userId = await newUser();
    const setup = await setupTwoFactor((await getUserById(userId))!);
    const { token } = await createSession(userId);
    await verifyTwoFactorSetup(
      userId,
      await generate({ secret: setup.secret, epoch: Math.floor(now / 1000) }),
      token,
    );
    advance(60_000);
    for (let i = 0; i < TWO_FACTOR.maxFailedAttempts; i++) {
      await expect(verifySecondFactor((await getUserById(userId))!, '000000')).rejects.toMatchObject({
        code: i < TWO_FACTOR.maxFailedAttempts - 1 ? 'VALIDATION_FAILED' : 'RATE_LIMITED',
      });
    }
    const code = () => generate({ secret: setup.secret, epoch: Math.floor(now / 1000) });
    advance(TWO_FACTOR.lockoutMs - 30_000);
    await expect(verifySecondFactor((await getUserById(userId))!, await code())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    advance(31_000);
    await expect(verifySecondFactor((await getUserById(userId))!, await code())).resolves.toBe('totp');
    // A fresh count after the lock: one wrong code leaves 4 attempts.
    advance(60_000);
    await expect(verifySecondFactor((await getUserById(userId))!, '000000')).rejects.toMatchObject({
      details: { attemptsRemaining: 4 },
    });
  });
});
