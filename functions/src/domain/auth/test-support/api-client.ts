import { randomInt } from 'node:crypto';
// Test support for the integration tests of the account routes: an HTTP client with a cookie jar that
// talks to the local gateway as a browser on PUBLIC_URL would (Origin + JSON), and outbox readers to
// follow the links of verification and reset mails.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { generate } from 'otplib';
import { getUserByEmail } from '../../../db/access/users';
import { useLocalStack } from '../../../../../infra/local/test-env';
import { createActiveUser } from './users';
import { generateKey } from '../../keys/keys';
import { ensureInitialKey } from '../../keys/provisioning';
import { hashPassword } from '../passwords';

// Response bodies in tests are read field by field; a loose type keeps the assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface ApiResponse<T = Loose> {
  status: number;
  headers: Headers;
  body: T;
  setCookies: string[];
}

/** Options for clients of this integration file's local stack (its gateway URL and allowed origin). */
export function localClientOptions(): ClientOptions {
  const stack = useLocalStack();
  return { baseUrl: stack.urls.app, origin: stack.env.PUBLIC_URL! };
}

export interface ClientOptions {
  baseUrl: string;
  origin: string;
  /** Loopback source address (127.0.0.x) to appear as another client IP to the gateway. */
  localAddress?: string;
}

async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  localAddress?: string,
): Promise<{ status: number; headers: Headers; setCookies: string[]; text: string }> {
  if (!localAddress) {
    const res = await fetch(url, { ...init, redirect: 'manual' });
    return {
      status: res.status,
      headers: res.headers,
      setCookies: res.headers.getSetCookie(),
      text: await res.text(),
    };
  }
  return new Promise((resolve, reject) => {
    // The gateway listens on 127.0.0.1; a 127.0.0.x source needs an IPv4 target.
    const req = httpRequest(
      url.replace('//localhost:', '//127.0.0.1:'),
      {
        method: init.method,
        // Node sends DELETE bodies unframed unless told their length.
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (k !== 'set-cookie' && v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            setCookies: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A browser-like client: keeps the session cookie, sends Origin and JSON like the frontend does. */
export class ApiClient {
  cookie: string | undefined;

  readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    // Each client is its own visitor, as browsers are: a fresh loopback source address keeps the per-IP
    // attempt limits from tying unrelated tests together. Tests of those limits pass one address.
    this.options = { ...options, localAddress: options.localAddress ?? randomLoopbackAddress() };
  }

  async request<T = Loose>(
    method: string,
    pathName: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; rawBody?: string; cookie?: string | null } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { origin: this.options.origin, ...extra.headers };
    const cookie = extra.cookie === null ? undefined : (extra.cookie ?? this.cookie);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined = extra.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await send(
      `${this.options.baseUrl}${pathName}`,
      { method, headers, body: payload },
      this.options.localAddress,
    );
    const setCookies = res.setCookies;
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'dl_session') this.cookie = value ? `dl_session=${value}` : undefined;
    }
    const text = res.text;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed as T, setCookies };
  }

  get<T = Loose>(p: string, extra?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('GET', p, undefined, extra);
  }
  post<T = Loose>(p: string, body?: unknown, extra?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('POST', p, body, extra);
  }
  patch<T = Loose>(p: string, body?: unknown, extra?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('PATCH', p, body, extra);
  }
  delete<T = Loose>(p: string, extra?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('DELETE', p, undefined, extra);
  }
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  from: string;
  sentAt: string;
}

export async function readOutbox(dir: string, to?: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const messages = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxMessage),
  );
  return messages.filter((m) => !to || m.to.toLowerCase() === to.toLowerCase());
}

/** The link of the newest mail to `to` whose text contains `pathPart` (e.g. /verify-email). */
export async function linkFromOutbox(dir: string, to: string, pathPart: string): Promise<URL> {
  const messages = (await readOutbox(dir, to)).filter((m) => m.text.includes(pathPart));
  const last = messages.at(-1);
  if (!last) throw new Error(`no mail with ${pathPart} to ${to}`);
  const match = /(https?:\/\/\S+)/.exec(last.text.split('\n').find((l) => l.includes(pathPart)) ?? '');
  if (!match) throw new Error('no link in mail');
  return new URL(match[1]!);
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 12)}@example.com`;
}

export const STRONG_PASSWORD = 'Correct-Horse-42-Battery';

export interface TestUser {
  email: string;
  password: string;
  client: ApiClient;
}

export async function registerUser(
  options: ClientOptions,
  overrides: Partial<{
    email: string;
    password: string;
    userType: 'individual' | 'business_cpa';
    firstName: string;
  }> = {},
): Promise<{ email: string; password: string; client: ApiClient; status: number }> {
  const client = new ApiClient(options);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const res = await client.post('/api/auth/register', {
    email,
    password,
    firstName: overrides.firstName ?? 'Ada',
    lastName: 'Lovelace',
    userType: overrides.userType ?? 'individual',
    agreedToPrivacyPolicy: true,
  });
  return { email, password, client, status: res.status };
}

/** Registers, follows the verification link from the outbox and signs in. */
export async function signedInUser(
  options: ClientOptions,
  outboxDir: string,
  overrides: Parameters<typeof registerUser>[1] = {},
): Promise<TestUser> {
  const { email, password, client, status } = await registerUser(options, overrides);
  if (status !== 201) throw new Error(`register failed: ${status}`);
  const link = await linkFromOutbox(outboxDir, email, '/verify-email');
  const verified = await client.post('/api/auth/verify-email', { token: link.searchParams.get('token') });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  // The initial key is generated off the request path (decision 151); provision it now, as the key
  // worker would (idempotent with it), so tests that use the key right away do not race the worker.
  await ensureInitialKey((await getUserByEmail(email))!.userId);
  return { email, password, client };
}

/** A TOTP code for `secret` at a given time (defaults to now). */
export function totpAt(secret: string, epochMs = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(epochMs / 1000) });
}

/**
 * A verified, signed-in user created straight in the table with a 2048-bit key: the same account as
 * registration makes, without registration's RSA-4096 generation (seconds on a busy machine). For tests
 * of other routes; registration itself is tested through the API.
 */
export async function quickUser(
  options: ClientOptions,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    userRole: 'individual' | 'business_cpa' | 'admin';
  }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail('quick');
  const password = overrides.password ?? STRONG_PASSWORD;
  const userId = await createActiveUser('quick', {
    email,
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? 'Ada',
    lastName: 'Lovelace',
    userRole: overrides.userRole ?? 'individual',
  });
  await generateKey(userId, { keySize: 2048, algorithm: 'RSA-256' });
  const client = new ApiClient(options);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, client };
}
