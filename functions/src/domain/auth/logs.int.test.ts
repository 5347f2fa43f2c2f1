// DESIGN §8: secrets and personal data never appear in logs, also when a request fails unexpectedly.
// The handlers run in this process here so their log output can be captured.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { resetDb } from '../../db/db';
import { resetEnvCache } from '../../platform/env';
import { handler as login } from '../../http/login-user/handler';
import { handler as register } from '../../http/register-user/handler';
import { handler as forgot } from '../../http/forgot-password/handler';

let origin: string;
let tableName: string;
beforeAll(() => {
  const stack = useLocalStack();
  origin = stack.env.PUBLIC_URL!;
  tableName = stack.env.TABLE_NAME!;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env.TABLE_NAME = tableName;
  resetEnvCache();
  resetDb();
});

function captureLogs(): string[] {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return lines;
}

/** The API Gateway v2 event of a JSON POST from the app's origin. */
function post(path: string, body: unknown): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { origin, 'content-type': 'application/json', 'user-agent': 'vitest' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.99', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `POST ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = {
  awsRequestId: 'logs-test',
  functionName: 'logs-test',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

async function invoke(
  fn: (e: APIGatewayProxyEventV2, c: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
) {
  return (await fn(event, context)) as APIGatewayProxyStructuredResultV2;
}

describe('logs', () => {
  it('hold no e-mail, password or token when an unexpected failure is logged', async () => {
    const email = `secret-${randomUUID()}@example.com`;
    const password = `Pw-${randomUUID()}`;
    const lines = captureLogs();
    // A table that does not exist makes every call fail deep inside the AWS SDK.
    process.env.TABLE_NAME = `missing-${randomUUID()}`;
    resetEnvCache();
    resetDb();
    const result = await invoke(login, post('/api/auth/login', { email, password }));
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toMatchObject({ code: 'INTERNAL' });
    const output = lines.join('');
    expect(output).toContain('unhandled error');
    expect(output).not.toContain(email);
    expect(output).not.toContain(password);
  });

  it('hold no personal data from a sign-up, sign-in and reset request', async () => {
    const email = `pii-${randomUUID()}@example.com`;
    const password = `Pw-${randomUUID()}`;
    const lines = captureLogs();
    const registered = await invoke(
      register,
      post('/api/auth/register', {
        email,
        password,
        firstName: 'Zelda',
        lastName: 'Fitzgerald',
        userType: 'individual',
        agreedToPrivacyPolicy: true,
      }),
    );
    expect(registered.statusCode).toBe(201);
    expect(
      (await invoke(login, post('/api/auth/login', { email, password: `${password}x` }))).statusCode,
    ).toBe(401);
    expect((await invoke(forgot, post('/api/auth/forgot-password', { email }))).statusCode).toBe(200);
    const output = lines.join('');
    for (const secret of [email, password, 'Zelda', 'Fitzgerald']) expect(output).not.toContain(secret);
  });
});
