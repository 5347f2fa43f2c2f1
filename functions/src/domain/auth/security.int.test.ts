// DESIGN §8 through the gateway: CSRF, no-store, no enumeration, sign-in rate limits, nothing secret in
// the table.
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { dynamoClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { getUserByEmail } from '../../db/access/users';
import {
  ApiClient,
  linkFromOutbox,
  registerUser,
  quickUser,
  totpAt,
  uniqueEmail,
  type ClientOptions,
  localClientOptions,
} from './test-support/api-client';

let opts: ClientOptions;
let outbox: string;
beforeAll(() => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
});

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

describe('CSRF protection on mutating calls', () => {
  it('refuses a request without Origin, with a foreign Origin, or with a non-JSON body', async () => {
    const client = new ApiClient(opts);
    const body = { email: uniqueEmail(), password: 'whatever-123' };
    const noOrigin = await client.post('/api/auth/login', body, { headers: { origin: '' } });
    expect(noOrigin.status).toBe(403);
    const foreign = await client.post('/api/auth/login', body, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const form = await client.post('/api/auth/login', undefined, {
      headers: { 'content-type': 'text/plain' },
      rawBody: JSON.stringify(body),
    });
    expect(form.status).toBe(415);
  });

  it('refuses a cross-site logout and profile change even with a valid session cookie', async () => {
    const user = await quickUser(opts);
    const evil = { headers: { origin: 'https://attacker.example' } };
    expect((await user.client.post('/api/auth/logout', undefined, evil)).status).toBe(403);
    expect(
      (await user.client.patch('/api/user/profile', { firstName: 'X', lastName: 'Y' }, evil)).status,
    ).toBe(403);
    expect((await user.client.get('/api/auth/me')).body.firstName).toBe('Ada');
  });
});

describe('Cache-Control', () => {
  it('is no-store on successful and failed API answers', async () => {
    const user = await quickUser(opts);
    const answers = await Promise.all([
      user.client.get('/api/auth/me'),
      user.client.get('/api/encryption/keys/usage'),
      new ApiClient(opts).get('/api/auth/me'),
      new ApiClient(opts).post('/api/auth/login', { email: 'bad' }),
    ]);
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });
});

describe('no account enumeration', () => {
  // Same time is a property of the work, not of a stopwatch on a shared machine: an unknown address is
  // checked against a dummy hash of exactly the real cost (passwords.test.ts proves it deterministically).
  it('answers unknown e-mail and wrong password identically', async () => {
    const user = await quickUser(opts);
    const client = new ApiClient({ ...opts, localAddress: '127.0.0.41' });
    for (let i = 0; i < 4; i++) {
      const k = await client.post('/api/auth/login', { email: user.email, password: `Wrong-password-${i}` });
      const u = await client.post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: `Wrong-password-${i}`,
      });
      expect(k.status).toBe(401);
      expect(u.status).toBe(401);
      expect({ ...u.body, requestId: undefined }).toEqual({ ...k.body, requestId: undefined });
      expect(k.body).toMatchObject({ error: 'Invalid email or password', code: 'UNAUTHORIZED' });
    }
  });

  it('answers forgot-password and resend-verification for unknown addresses like for known ones, in similar time', async () => {
    const { email } = await registerUser(opts);
    const client = new ApiClient(opts);
    for (const path of ['/api/auth/forgot-password', '/api/auth/resend-verification-email']) {
      const [k, tk] = await timed(() => client.post(path, { email }));
      const [u, tu] = await timed(() => client.post(path, { email: uniqueEmail('nobody') }));
      expect(u.status).toBe(k.status);
      expect(u.body).toEqual(k.body);
      // Both paths are held to the same floor, so the extra mail work of a known address does not show.
      expect(tu).toBeGreaterThan(390);
      expect(tk).toBeGreaterThan(390);
    }
  });
});

describe('sign-in rate limits', () => {
  it('refuses an account after 10 failures in the window, even with the right password', async () => {
    const user = await quickUser(opts);
    const client = new ApiClient({ ...opts, localAddress: '127.0.0.51' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await client.post('/api/auth/login', { email: user.email, password: `Nope-${i}-xxxx` })).status,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // From another IP too: the limit is per account.
    const elsewhere = await new ApiClient({ ...opts, localAddress: '127.0.0.52' }).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(elsewhere.status).toBe(429);
  });

  it('refuses an IP after 50 failures in the window, whatever the account', async () => {
    const client = new ApiClient({ ...opts, localAddress: '127.0.0.61' });
    const statuses: number[] = [];
    // Five at a time: enough to be quick, few enough not to queue past the handler timeout on a busy machine.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'Spray-password-1' }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    const next = await client.post('/api/auth/login', {
      email: uniqueEmail('spray'),
      password: 'Spray-password-1',
    });
    expect(next.status).toBe(429);
    // Another IP still gets normal answers.
    const other = await new ApiClient({ ...opts, localAddress: '127.0.0.62' }).post('/api/auth/login', {
      email: uniqueEmail('spray'),
      password: 'x',
    });
    expect(other.status).toBe(401);
  });
});

describe('the table holds no secret in clear', () => {
  it('has no password, session id, link token, TOTP secret, backup code or private key in any item', async () => {
    const user = await quickUser(opts);
    const setup = await user.client.post('/api/auth/setup-2fa', { currentPassword: user.password });
    await user.client.post('/api/auth/verify-2fa-setup', { totpCode: await totpAt(setup.body.secret) });
    await user.client.post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totpCode: setup.body.backupCodes[0],
    });
    await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const resetToken = (await linkFromOutbox(outbox, user.email, '/reset-password')).searchParams.get(
      'token',
    )!;
    const userId = (await getUserByEmail(user.email))!.userId;
    const sessionId = user.client.cookie!.split('=')[1]!;

    const items: Record<string, unknown>[] = [];
    let start: Record<string, never> | undefined;
    do {
      const page = await dynamoClient().send(
        new ScanCommand({ TableName: getEnv().TABLE_NAME, ExclusiveStartKey: start }),
      );
      items.push(...(page.Items ?? []).map((i) => unmarshall(i)));
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    const mine = JSON.stringify(items.filter((i) => JSON.stringify(i).includes(userId)));
    expect(mine.length).toBeGreaterThan(1000);
    for (const secret of [
      user.password,
      sessionId,
      resetToken,
      setup.body.secret,
      ...setup.body.backupCodes,
    ]) {
      expect(mine).not.toContain(secret);
    }
    expect(mine).not.toMatch(/BEGIN (RSA )?PRIVATE KEY/);
    expect(mine).toMatch(/\$argon2id\$/);
  });
});
