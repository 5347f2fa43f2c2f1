// The webhook, VisitorID and stats routes through their real handlers on the embedded stack (the
// per-actor matrix is in the security harness, functions/src/security/areas/admin.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@docledger/shared/api/routes';
import { useLocalStack } from '../../../../infra/local/test-env';
import { resetEnvCache } from '../../platform/env';
import { accountFactory, type Accounts, type TestAccount } from '../../security/accounts';
import { invoke, type Invocation } from '../../security/invoke';
import { verifySignature } from './signing';

let accounts: Accounts;
let admin: TestAccount;
let server: Server;
let base: string;
const hits: { headers: IncomingHttpHeaders; body: string }[] = [];
const TOKEN = `route-token-${randomUUID()}`;

beforeAll(async () => {
  useLocalStack();
  process.env.WEBHOOK_ALLOW_LOOPBACK = 'true';
  delete process.env.VISITORID_API_KEY;
  resetEnvCache();
  accounts = await accountFactory();
  admin = await accounts.create({ role: 'admin', twoFactor: true });
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(req.url === '/broken' ? 503 : 200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const call = (id: RouteId, inv: Invocation = {}) => invoke(id, { ...inv, sessionToken: admin.sessionToken });

describe('webhook configuration routes', () => {
  it('Save refuses a bad URL and a short token with field details', async () => {
    const bad = await call('saveWebhookConfig', {
      body: { webhookUrl: 'ftp://x', authToken: 'short', isEnabled: true, encryptFullPayload: false },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.json as { details: { fields: Record<string, string[]> } }).details.fields;
    expect(fields.webhookUrl).toEqual(['Webhook URL must be a valid http(s) URL']);
    expect(fields.authToken?.[0]).toMatch(/at least 16 characters/);
  });

  it('Save refuses private and link-local targets even with the local allowance', async () => {
    for (const webhookUrl of [
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/x',
    ]) {
      const res = await call('saveWebhookConfig', {
        body: { webhookUrl, authToken: TOKEN, isEnabled: true, encryptFullPayload: false },
      });
      expect(res.status, webhookUrl).toBe(400);
      expect(res.text).toContain('must not point to a private, loopback or link-local address');
    }
  });

  it('saves, keeps the token when the field is left empty, and never returns it', async () => {
    const saved = await call('saveWebhookConfig', {
      body: { webhookUrl: `${base}/hook`, authToken: TOKEN, isEnabled: true, encryptFullPayload: false },
    });
    expect(saved.status).toBe(200);
    const again = await call('saveWebhookConfig', {
      body: { webhookUrl: `${base}/hook`, authToken: '', isEnabled: true, encryptFullPayload: true },
    });
    expect(again.status).toBe(200);
    const got = await call('getWebhookConfig');
    expect(got.json).toMatchObject({
      config: {
        webhookUrl: `${base}/hook`,
        authToken: null,
        authTokenConfigured: true,
        encryptFullPayload: true,
      },
    });
    expect(got.text).not.toContain(TOKEN);
  });

  it('Test Connection reaches a local receiver with a signed request, and reports an unreachable one', async () => {
    const ok = await call('testWebhook', { body: { webhookUrl: `${base}/hook`, encryptFullPayload: false } });
    expect(ok.json).toEqual({ success: true, message: 'Webhook endpoint reached', statusCode: 200 });
    const hit = hits.at(-1)!;
    expect(hit.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(
      verifySignature({
        token: TOKEN,
        timestamp: hit.headers['x-docledger-timestamp'] as string,
        signature: hit.headers['x-docledger-signature'] as string,
        body: hit.body,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
    ).toBe(true);

    const broken = await call('testWebhook', { body: { webhookUrl: `${base}/broken` } });
    expect(broken.json).toEqual({
      success: false,
      message: 'Unable to reach webhook endpoint.',
      statusCode: 503,
    });
    // A port nobody listens on.
    const closed = new URL(base);
    closed.port = '9';
    const down = await call('testWebhook', { body: { webhookUrl: `${closed.origin}/hook` } });
    expect(down.json).toEqual({
      success: false,
      message: 'Unable to reach webhook endpoint.',
      statusCode: null,
    });
  });
});

describe('VisitorID connection test', () => {
  it('reports an error without an API key, with the spec fields (no fake success)', async () => {
    const res = await call('testVisitorIdConnection');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'error',
      config: {
        apiKeyConfigured: false,
        apiUrlConfigured: false,
        webhookSecretConfigured: false,
        apiUrl: null,
      },
      connection: { statusCode: null, healthy: false },
    });
    expect((res.json as { message: string }).message).toMatch(/not configured/);
  });
});

describe('admin stats', () => {
  it('shows queue depth and a failed login from the persisted security events', async () => {
    const victim = await accounts.create();
    const failed = await invoke('loginUser', {
      body: { email: victim.email, password: 'definitely-not-the-password' },
      sourceIp: '198.51.100.7',
    });
    expect(failed.status).toBe(401);
    const stats = (await call('getAdminStats')).json as {
      queues: { name: string; waiting: number | null }[];
      security: {
        failedLogins: number;
        recent: { event: string; userId: string | null; ip: string | null }[];
      };
    };
    expect(stats.queues.map((q) => q.name)).toEqual(['extraction', 'webhooks']);
    for (const q of stats.queues) expect(q.waiting).toEqual(expect.any(Number));
    expect(stats.security.failedLogins).toBeGreaterThanOrEqual(1);
    const event = stats.security.recent.find((e) => e.userId === victim.userId);
    expect(event).toMatchObject({ event: 'auth.login.failed', ip: '198.51.100.7' });
    expect(JSON.stringify(stats.security)).not.toContain(victim.email);
  });
});
