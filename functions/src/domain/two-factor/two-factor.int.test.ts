import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  readOutbox,
  quickUser,
  totpAt,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';

let opts: ClientOptions;
let outbox: string;
beforeAll(() => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
});

const STEP_MS = 30_000;

/** Signs in a new user and enables two-factor; returns the secret and the backup codes. */
async function userWithTwoFactor(): Promise<TestUser & { secret: string; backupCodes: string[] }> {
  const user = await quickUser(opts);
  const setup = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
  expect(setup.status).toBe(200);
  // The current step's code; sign-ins below use the next step's code (within ±1 step and not used yet),
  // so a step boundary passing mid-test cannot turn a valid code into a replay.
  const code = await totpAt(setup.body.secret);
  const verified = await user.client.post('/api/auth/verify-2fa-setup', { totpCode: code });
  expect(verified.status).toBe(200);
  return { ...user, secret: setup.body.secret, backupCodes: setup.body.backupCodes };
}

describe('POST /api/auth/setup-2fa', () => {
  it('returns a PNG QR code, a base32 secret and 10 six-digit backup codes, without enabling two-factor yet', async () => {
    const user = await quickUser(opts);
    const res = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.body.backupCodes).toHaveLength(10);
    expect(new Set(res.body.backupCodes).size).toBe(10);
    for (const c of res.body.backupCodes) expect(c).toMatch(/^\d{6}$/);
    expect((await user.client.get('/api/auth/me')).body.twoFactorEnabled).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await new ApiClient(opts).post('/api/auth/setup-2fa', { currentPassword: 'Whatever-Pass-1' })).status,
    ).toBe(401);
  });
});

describe('POST /api/auth/verify-2fa-setup', () => {
  it('enables two-factor with a code from the app and signs out the other sessions', async () => {
    const user = await quickUser(opts);
    const other = new ApiClient(opts);
    await other.post('/api/auth/login', { email: user.email, password: user.password });
    const setup = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    const res = await user.client.post('/api/auth/verify-2fa-setup', {
      totpCode: await totpAt(setup.body.secret),
    });
    expect(res.status).toBe(200);
    expect(res.body.twoFactorEnabled).toBe(true);
    expect((await user.client.get('/api/auth/me')).body.twoFactorEnabled).toBe(true);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it.each([
    ['12345', 'Authentication code must be 6 digits'],
    ['12a456', 'Authentication code must contain digits only'],
    ['1234567', 'Authentication code must be at most 6 digits'],
  ])('validates the code %s', async (totpCode, message) => {
    const user = await quickUser(opts);
    const res = await user.client.post('/api/auth/verify-2fa-setup', { totpCode });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.totpCode).toContain(message);
  });

  it('refuses a verify without a setup, a wrong code with attemptsRemaining, and locks after 5 wrong codes', async () => {
    const user = await quickUser(opts);
    const noSetup = await user.client.post('/api/auth/verify-2fa-setup', { totpCode: '123456' });
    expect(noSetup.status).toBe(400);
    expect(noSetup.body.error).toBe('Start two-factor setup first.');
    const setup = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    const good = await totpAt(setup.body.secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const remaining: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await user.client.post('/api/auth/verify-2fa-setup', { totpCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Invalid code. Please check and try again.');
      remaining.push(res.body.details.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await user.client.post('/api/auth/verify-2fa-setup', { totpCode: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.details.attemptsRemaining).toBe(0);
    expect(Date.parse(fifth.body.details.lockedUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    // Locked: even the right code is refused now.
    const locked = await user.client.post('/api/auth/verify-2fa-setup', { totpCode: good });
    expect(locked.status).toBe(429);
    expect((await user.client.get('/api/auth/me')).body.twoFactorEnabled).toBe(false);
  });
});

describe('sign-in with two-factor', () => {
  it('asks for the code with a half-session that grants nothing, then gives a new full session for a valid code', async () => {
    const user = await userWithTwoFactor();
    const client = new ApiClient(opts);
    const first = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requires2FA: true });
    const pendingCookie = client.cookie;
    expect(first.setCookies[0]).toMatch(/Max-Age=300/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/session')).body.authenticated).toBe(false);

    const second = await client.post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: await totpAt(user.secret, Date.now() + STEP_MS),
    });
    expect(second.status).toBe(200);
    expect(second.body.user.firstName).toBe('Ada');
    expect(client.cookie).not.toBe(pendingCookie);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // The half-session was ended by the full sign-in.
    expect((await client.get('/api/auth/session', { cookie: pendingCookie })).body.authenticated).toBe(false);
  });

  it('refuses a TOTP code that was already used (replay), also on another device', async () => {
    const user = await userWithTwoFactor();
    const code = await totpAt(user.secret, Date.now() + STEP_MS);
    const a = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: code,
    });
    expect(a.status).toBe(200);
    const b = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: code,
    });
    expect(b.status).toBe(400);
    expect(b.body.error).toBe('Invalid code. Please check and try again.');
  });

  it('accepts a code one step ahead but not one far outside the ±1 window (the step before: totp.test.ts)', async () => {
    const user = await userWithTwoFactor();
    const far = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: await totpAt(user.secret, Date.now() + 3 * STEP_MS),
    });
    expect(far.status).toBe(400);
    const next = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: await totpAt(user.secret, Date.now() + STEP_MS),
    });
    expect(next.status).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const user = await userWithTwoFactor();
    const [code] = user.backupCodes;
    const ok = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: code,
    });
    expect(ok.status).toBe(200);
    const again = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: code,
    });
    expect(again.status).toBe(400);
    const other = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: user.backupCodes[1],
    });
    expect(other.status).toBe(200);
  });

  it('locks two-factor sign-in for 5 minutes after 5 wrong codes and reports attemptsRemaining', async () => {
    const user = await userWithTwoFactor();
    const client = new ApiClient(opts);
    const body = (totpCode: string) => ({ email: user.email, password: user.password, totpCode });
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/login', body('999999'));
      statuses.push(res.status);
      remaining.push(res.body.details?.attemptsRemaining);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const right = await client.post('/api/auth/login', body(await totpAt(user.secret)));
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/locked for 5 minutes/);
  });
});

describe('POST /api/auth/setup-2fa once two-factor is on', () => {
  it("refuses a new setup, so a stolen session cannot replace the owner's authenticator", async () => {
    const user = await userWithTwoFactor();
    const again = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Two-factor authentication is already enabled on this account.');
  });
});

describe('POST /api/auth/email-backup-codes', () => {
  it("mails the codes to the user's own address only", async () => {
    const user = await quickUser(opts);
    const setup = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    const res = await user.client.post('/api/auth/email-backup-codes', {
      backupCodes: setup.body.backupCodes,
    });
    expect(res.status).toBe(200);
    const mail = (await readOutbox(outbox, user.email)).at(-1)!;
    expect(mail.subject).toMatch(/backup codes/i);
    for (const c of setup.body.backupCodes) expect(mail.text).toContain(c);
  });

  it('validates the codes and needs a session', async () => {
    const user = await quickUser(opts);
    expect((await user.client.post('/api/auth/email-backup-codes', { backupCodes: ['12'] })).status).toBe(
      400,
    );
    expect((await user.client.post('/api/auth/email-backup-codes', { backupCodes: [] })).status).toBe(400);
    expect(
      (await new ApiClient(opts).post('/api/auth/email-backup-codes', { backupCodes: ['123456'] })).status,
    ).toBe(401);
  });
});

describe('GET /api/auth/2fa-reminder-check', () => {
  it('shows the reminder while two-factor is off, not after, and needs a session', async () => {
    const off = await quickUser(opts);
    expect((await off.client.get('/api/auth/2fa-reminder-check')).body).toEqual({ showReminder: true });
    const on = await userWithTwoFactor();
    expect((await on.client.get('/api/auth/2fa-reminder-check')).body).toEqual({ showReminder: false });
    expect((await new ApiClient(opts).get('/api/auth/2fa-reminder-check')).status).toBe(401);
  });
});
