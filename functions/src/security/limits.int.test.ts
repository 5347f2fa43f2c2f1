// Race tests for every attempt limiter (issue 7): N parallel attempts consume N units, no more than the
// limit are checked, the rest get 429 with Retry-After and never 500; two-factor locks escalate and a
// lock refuses even the right code; a trusted device still signs in while its account is limited.
// Re-authentication for factor changes, turning two-factor off and recovering with a backup code.
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { getUserById } from '../db/access/users';
import {
  KEY_CHANGES_PER_USER,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  MAIL_REQUESTS_PER_IP,
  REGISTRATIONS_PER_IP,
  take,
  TWO_FACTOR_SETUPS_PER_USER,
  type RateLimit,
} from '../domain/auth/rate-limit';
import { lockoutMs } from '../domain/two-factor/two-factor';
import { clock } from '../platform/clock';
import { accountFactory, type Accounts } from './accounts';
import { invoke } from './invoke';

let accounts: Accounts;
beforeAll(async () => {
  useLocalStack();
  accounts = await accountFactory();
});

let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test never touch another's. */
function freshIp(): string {
  ipCounter++;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

/** Uses up a limit's window for a subject, as earlier requests would have. */
async function exhaust(limit: RateLimit, subject: string): Promise<void> {
  for (let i = 0; i < limit.max; i++) await take(limit, subject);
}

describe('sign-in limits are taken before the password is checked', () => {
  it('lets exactly 10 of 25 parallel wrong passwords for one account be checked; the rest get 429 with Retry-After', async () => {
    const user = await accounts.create();
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        invoke('loginUser', {
          body: { email: user.email, password: 'wrong-password-1' },
          sourceIp: freshIp(),
        }),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 10, 429: 15 });
    for (const r of results.filter((x) => x.status === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's right password from a new device waits too…
    const owner = await invoke('loginUser', {
      body: { email: user.email, password: user.password },
      sourceIp: freshIp(),
    });
    expect(owner.status).toBe(429);
  });

  it('lets only the rest of the per-IP allowance (50) be checked when 15 wrong passwords race', async () => {
    const ip = freshIp();
    // 45 earlier attempts from this IP (taking units directly: 45 argon2 checks add nothing but time).
    for (let i = 0; i < 45; i++) await take(LOGIN_FAILURES_PER_IP, ip);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        invoke('loginUser', {
          body: { email: `nobody-${i}-${ip}@example.com`, password: 'wrong-password-1' },
          sourceIp: ip,
        }),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 5, 429: 10 });
  });

  it('does not lock the owner out of a device that completed a sign-in before (NIST 800-63B)', async () => {
    const user = await accounts.create();
    const first = await invoke('loginUser', {
      body: { email: user.email, password: user.password },
      sourceIp: freshIp(),
    });
    expect(first.status).toBe(200);
    const device = first.cookies.find((c) => c.startsWith('dl_device='))!.split(';')[0]!;
    expect(device).toMatch(/^dl_device=.{40,}/);
    await exhaust(LOGIN_FAILURES_PER_ACCOUNT, user.email);
    const stranger = await invoke('loginUser', {
      body: { email: user.email, password: user.password },
      sourceIp: freshIp(),
    });
    expect(stranger.status).toBe(429);
    const owner = await invoke('loginUser', {
      body: { email: user.email, password: user.password },
      sourceIp: freshIp(),
      extraHeaders: { cookie: device },
    });
    expect(owner.status).toBe(200);
  });

  it('escalates: after 30 failures in a day a new 15-minute window no longer gives 10 more guesses', async () => {
    const user = await accounts.create();
    // 01:00 UTC on a fixed day, so the three windows below never cross a day boundary.
    const base = Date.UTC(2026, 0, 5, 1, 0, 0);
    let offset = 0;
    const restore = clock.set(() => base + offset);
    try {
      const wrong = () =>
        invoke('loginUser', {
          body: { email: user.email, password: 'wrong-password-1' },
          sourceIp: freshIp(),
        });
      for (let window = 0; window < 3; window++) {
        offset = window * 15 * 60_000;
        const statuses = [];
        for (let i = 0; i < 11; i++) statuses.push((await wrong()).status);
        expect(tally(statuses)).toEqual({ 401: 10, 429: 1 });
      }
      offset = 3 * 15 * 60_000;
      const refused = await invoke('loginUser', {
        body: { email: user.email, password: user.password },
        sourceIp: freshIp(),
      });
      expect(refused.status).toBe(429);
      // Until the day's window ends (23 h later), not the 15-minute one.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    } finally {
      restore();
    }
  });
});

describe('two-factor attempts are taken before the code is checked', () => {
  it('checks at most 5 of 12 parallel wrong codes, then refuses even the right code while locked', async () => {
    const user = await accounts.create({ twoFactor: true });
    const body = (totpCode: string) => ({ email: user.email, password: user.password, totpCode });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => invoke('loginUser', { body: body('000000'), sourceIp: freshIp() })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(8);
    expect(statuses).not.toContain(500);
    const right = await invoke('loginUser', {
      body: body(await generate({ secret: user.totpSecret! })),
      sourceIp: freshIp(),
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(200);
    // The count is not reset when the lock starts.
    expect((await getUserById(user.userId))!.twoFactorFailedAttempts).toBe(5);
  });

  it('makes each later lock longer (5, 15, 45 minutes … at most a day) until a right code', async () => {
    expect([0, 1, 2, 3, 10].map((n) => lockoutMs(n) / 60_000)).toEqual([5, 15, 45, 135, 1440]);
    const user = await accounts.create({ twoFactor: true });
    const wrong = () =>
      invoke('loginUser', {
        body: { email: user.email, password: user.password, totpCode: '000000' },
        sourceIp: freshIp(),
      });
    for (let i = 0; i < 5; i++) await wrong();
    const first = (await getUserById(user.userId))!;
    expect(first.twoFactorLockCount).toBe(1);
    const restore = clock.set(() => Date.now() + 6 * 60_000);
    try {
      for (let i = 0; i < 5; i++) await wrong();
      const second = (await getUserById(user.userId))!;
      expect(second.twoFactorLockCount).toBe(2);
      expect(second.twoFactorLockedUntil! - clock.now()).toBeGreaterThan(14 * 60_000);
    } finally {
      restore();
    }
  });
});

describe('per-IP and per-user limits on mail, registration, keys and two-factor setup', () => {
  it('refuses registration, forgot-password and resend with 429 once the IP has used its allowance', async () => {
    const ip = freshIp();
    await exhaust(REGISTRATIONS_PER_IP, ip);
    const reg = await invoke('registerUser', {
      body: {
        email: 'x@example.com',
        password: 'Unusual-Pass-381',
        firstName: 'A',
        lastName: 'B',
        userType: 'individual',
        agreedToPrivacyPolicy: true,
      },
      sourceIp: ip,
    });
    expect(reg.status).toBe(429);
    const mailIp = freshIp();
    await exhaust(MAIL_REQUESTS_PER_IP, mailIp);
    for (const id of ['forgotPassword', 'resendVerificationEmail'] as const) {
      const res = await invoke(id, { body: { email: 'someone@example.com' }, sourceIp: mailIp });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('counts every one of N parallel takes: exactly max succeed', async () => {
    const subject = `race-${Date.now()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => take(KEY_CHANGES_PER_USER, subject)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(KEY_CHANGES_PER_USER.max);
  });

  it('limits key generation and two-factor setups per user', async () => {
    const user = await accounts.create();
    await exhaust(KEY_CHANGES_PER_USER, user.userId);
    const gen = await invoke('generateKey', {
      body: { keySize: 2048, currentPassword: user.password },
      sessionToken: user.sessionToken,
    });
    expect(gen.status).toBe(429);
    await exhaust(TWO_FACTOR_SETUPS_PER_USER, user.userId);
    const setup = await invoke('setupTwoFactor', {
      body: { currentPassword: user.password },
      sessionToken: user.sessionToken,
    });
    expect(setup.status).toBe(429);
  });
});

describe('re-authentication for factor changes', () => {
  it('needs the current password to start two-factor setup or change keys', async () => {
    const user = await accounts.create();
    const s = { sessionToken: user.sessionToken, sourceIp: freshIp() };
    expect((await invoke('setupTwoFactor', { ...s, body: {} })).status).toBe(400);
    const wrong = await invoke('setupTwoFactor', { ...s, body: { currentPassword: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect((wrong.json as { details: { fields: object } }).details.fields).toHaveProperty('currentPassword');
    expect((await invoke('generateKey', { ...s, body: { keySize: 2048 } })).status).toBe(400);
    expect((await invoke('deleteKey', { ...s, params: { id: user.keyId } })).status).toBe(400);
    expect((await invoke('setupTwoFactor', { ...s, body: { currentPassword: user.password } })).status).toBe(
      200,
    );
  });

  it('needs a current code or backup code too while two-factor is on', async () => {
    const user = await accounts.create({ twoFactor: true });
    const s = { sessionToken: user.sessionToken, sourceIp: freshIp() };
    const noCode = await invoke('generateKey', {
      ...s,
      body: { keySize: 2048, currentPassword: user.password },
    });
    expect(noCode.status).toBe(400);
    expect((noCode.json as { details: { fields: object } }).details.fields).toHaveProperty('totpCode');
    const ok = await invoke('generateKey', {
      ...s,
      body: {
        keySize: 2048,
        currentPassword: user.password,
        totpCode: await generate({ secret: user.totpSecret! }),
      },
    });
    expect(ok.status).toBe(201);
  });
});

describe('turning two-factor off and recovering with a backup code', () => {
  it('turns two-factor off with the password and a backup code (lost authenticator) and signs out other sessions', async () => {
    const owner = await accounts.create();
    const s = { sessionToken: owner.sessionToken, sourceIp: freshIp() };
    const setup = await invoke('setupTwoFactor', { ...s, body: { currentPassword: owner.password } });
    const { secret, backupCodes } = setup.json as { secret: string; backupCodes: string[] };
    expect(
      (await invoke('verifyTwoFactorSetup', { ...s, body: { totpCode: await generate({ secret }) } })).status,
    ).toBe(200);
    // Lost the authenticator: sign in with a backup code…
    const signIn = await invoke('loginUser', {
      body: { email: owner.email, password: owner.password, totpCode: backupCodes[0] },
      sourceIp: freshIp(),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.cookies
      .find((c) => c.startsWith('dl_session='))!
      .split(';')[0]!
      .slice('dl_session='.length);
    // …then turn two-factor off with the password and another backup code.
    const noCode = await invoke('disableTwoFactor', {
      sessionToken: session,
      body: { currentPassword: owner.password },
    });
    expect(noCode.status).toBe(400);
    const off = await invoke('disableTwoFactor', {
      sessionToken: session,
      body: { currentPassword: owner.password, totpCode: backupCodes[1] },
    });
    expect(off.status).toBe(200);
    expect((await getUserById(owner.userId))!.twoFactorEnabled).toBe(false);
    // The session that enrolled is signed out; the one that turned it off stays.
    expect((await invoke('getMe', { sessionToken: owner.sessionToken })).status).toBe(401);
    expect((await invoke('getMe', { sessionToken: session })).status).toBe(200);
    // Used backup codes stay used, and nothing is left to turn off.
    expect(
      (
        await invoke('disableTwoFactor', {
          sessionToken: session,
          body: { currentPassword: owner.password, totpCode: backupCodes[2] },
        })
      ).status,
    ).toBe(409);
  });
});
