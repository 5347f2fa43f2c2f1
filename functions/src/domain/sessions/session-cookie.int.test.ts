// The session cookie is `__Host-dl_session` wherever it is Secure (AWS: an https PUBLIC_URL) and plain
// `dl_session` on the local http stack (browsers refuse `__Host-` cookies without Secure). Sign-in sets
// it, every route reads only that name, sign-out clears it; the trusted-device cookie gets `__Secure-`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { resetEnvCache } from '../../platform/env';
import { accountFactory, type Accounts } from '../../security/accounts';
import { invoke } from '../../security/invoke';

const AWS_ORIGIN = 'https://app.docledger.example';
let accounts: Accounts;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  useLocalStack();
  accounts = await accountFactory();
});

function cookieNamed(cookies: string[], name: string): string | undefined {
  return cookies.find((c) => c.startsWith(`${name}=`));
}

async function signIn(origin: string, sourceIp: string) {
  const account = await accounts.create();
  const res = await invoke('loginUser', {
    body: { email: account.email, password: account.password },
    origin,
    sourceIp,
  });
  expect(res.status).toBe(200);
  return res;
}

describe('locally over http', () => {
  it('sets, reads and clears plain dl_session without Secure', async () => {
    const login = await signIn(process.env.PUBLIC_URL!, '10.71.0.1');
    const set = cookieNamed(login.cookies, 'dl_session')!;
    expect(set).toMatch(
      /^dl_session=[0-9a-f-]{36}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    expect(cookieNamed(login.cookies, 'dl_device')).toBeDefined();
    const token = set.split(';')[0]!.split('=')[1]!;
    expect((await invoke('getMe', { extraHeaders: { cookie: `dl_session=${token}` } })).status).toBe(200);
    const out = await invoke('logoutUser', { extraHeaders: { cookie: `dl_session=${token}` } });
    expect(cookieNamed(out.cookies, 'dl_session')).toMatch(/^dl_session=; .*Max-Age=0/);
  });
});

describe('in AWS (https origin)', () => {
  beforeAll(() => {
    for (const name of ['PUBLIC_URL', 'ALLOWED_ORIGINS']) saved[name] = process.env[name];
    process.env.PUBLIC_URL = AWS_ORIGIN;
    process.env.ALLOWED_ORIGINS = AWS_ORIGIN;
    resetEnvCache();
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) process.env[name] = value;
    resetEnvCache();
  });

  it('sets __Host-dl_session: Secure, Path=/, no Domain; the device cookie is __Secure-', async () => {
    const login = await signIn(AWS_ORIGIN, '10.71.0.2');
    const set = cookieNamed(login.cookies, '__Host-dl_session')!;
    expect(set).toBeDefined();
    const attributes = set.split('; ').slice(1);
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('HttpOnly');
    expect(attributes.some((a) => a.toLowerCase().startsWith('domain='))).toBe(false);
    expect(cookieNamed(login.cookies, 'dl_session')).toBeUndefined();
    const device = cookieNamed(login.cookies, '__Secure-dl_device')!;
    expect(device.split('; ')).toContain('Secure');
    expect(cookieNamed(login.cookies, 'dl_device')).toBeUndefined();
  });

  it('reads only the prefixed name, and sign-out clears it', async () => {
    const login = await signIn(AWS_ORIGIN, '10.71.0.3');
    const token = cookieNamed(login.cookies, '__Host-dl_session')!.split(';')[0]!.split('=')[1]!;
    const prefixed = { cookie: `__Host-dl_session=${token}` };
    expect((await invoke('getMe', { origin: AWS_ORIGIN, extraHeaders: prefixed })).status).toBe(200);
    // The same value under the plain name (which a sibling subdomain could set) is not a session.
    const plain = { cookie: `dl_session=${token}` };
    expect((await invoke('getMe', { origin: AWS_ORIGIN, extraHeaders: plain })).status).toBe(401);
    const out = await invoke('logoutUser', { origin: AWS_ORIGIN, extraHeaders: prefixed });
    expect(out.status).toBe(200);
    expect(cookieNamed(out.cookies, '__Host-dl_session')).toMatch(
      /^__Host-dl_session=; .*Max-Age=0; Secure$/,
    );
    expect((await invoke('getMe', { origin: AWS_ORIGIN, extraHeaders: prefixed })).status).toBe(401);
  });
});
