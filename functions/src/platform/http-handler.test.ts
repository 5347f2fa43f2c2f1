import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { route } from '@docledger/shared/api/route';
import { httpHandler } from './http-handler';
import { ConflictError, NotFoundError } from './errors';
import { resetEnvCache } from './env';

function event(over: Partial<APIGatewayProxyEventV2> & { method?: string } = {}): APIGatewayProxyEventV2 {
  const { method = 'GET', ...rest } = over;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      http: { method, path: '/api/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    } as APIGatewayProxyEventV2['requestContext'],
    ...rest,
  } as APIGatewayProxyEventV2;
}
const ctx = {} as Context;

const echo = route({
  method: 'POST',
  path: '/api/test',
  auth: 'public',
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  response: z.object({ hello: z.string() }),
  access: [],
});

// Test files can share a worker process: set every variable the origin check reads, and restore them.
const savedEnv = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    UPLOADS_BUCKET: 'b',
    KMS_KEY_ID: 'k',
    PUBLIC_URL: 'http://localhost:3000',
    ALLOWED_ORIGINS: 'http://localhost:3000',
  });
  resetEnvCache();
});
afterAll(() => {
  process.env = savedEnv;
  resetEnvCache();
});

const post = (
  body: string,
  headers: Record<string, string> = { origin: 'http://localhost:3000', 'content-type': 'application/json' },
) => event({ method: 'POST', body, headers });

describe('httpHandler error mapping', () => {
  const handler = httpHandler(
    echo,
    async ({ body }) => ({ hello: body.name, secret: 'stripped' }) as { hello: string },
  );

  it('serialises through the response schema, dropping fields the contract does not name', async () => {
    const res = await handler(post('{"name":"Ada"}'), ctx);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ hello: 'Ada' });
    expect(res.headers!['cache-control']).toBe('no-store');
  });

  it('maps zod failures to VALIDATION_FAILED with field details', async () => {
    const res = await handler(post('{"name":""}'), ctx);
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body!);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      requestId: 'req-1',
      details: { fields: { name: ['Name is required'] } },
    });
  });

  it('rejects malformed JSON with a clear message', async () => {
    const res = await handler(post('{oops'), ctx);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error).toBe('Request body is not valid JSON');
  });

  it('refuses mutating calls from another origin or without an origin (CSRF)', async () => {
    const evil = await handler(
      post('{"name":"a"}', { origin: 'https://evil.example', 'content-type': 'application/json' }),
      ctx,
    );
    expect(evil.statusCode).toBe(403);
    const none = await handler(post('{"name":"a"}', { 'content-type': 'application/json' }), ctx);
    expect(none.statusCode).toBe(403);
  });

  it('refuses a body that is not JSON-typed (form posts cannot be forged cross-site)', async () => {
    const res = await handler(
      post('{"name":"a"}', { origin: 'http://localhost:3000', 'content-type': 'text/plain' }),
      ctx,
    );
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body!).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps AppErrors to their status and code', async () => {
    const notFound = httpHandler(echo, async () => {
      throw new NotFoundError('Document not found');
    });
    const res = await notFound(post('{"name":"a"}'), ctx);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({
      error: 'Document not found',
      code: 'NOT_FOUND',
      requestId: 'req-1',
    });
    const conflict = httpHandler(echo, async () => {
      throw new ConflictError('Changed', { version: 3 });
    });
    expect(JSON.parse((await conflict(post('{"name":"a"}'), ctx)).body!)).toMatchObject({
      code: 'CONFLICT',
      details: { version: 3 },
    });
  });

  it('hides unknown errors behind a generic INTERNAL message, never a stack trace', async () => {
    const boom = httpHandler(echo, async () => {
      throw new Error('db password is hunter2 at /var/task/x.js:1');
    });
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      const res = await boom(post('{"name":"a"}'), ctx);
      expect(res.statusCode).toBe(500);
      const body = JSON.parse(res.body!);
      expect(body.code).toBe('INTERNAL');
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toContain('x.js');
    } finally {
      process.stderr.write = stderr;
    }
  });

  it('returns 500, not 400, when a handler breaks its own response contract', async () => {
    const bad = httpHandler(echo, async () => ({ nope: 1 }) as unknown as { hello: string });
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      expect((await bad(post('{"name":"a"}'), ctx)).statusCode).toBe(500);
    } finally {
      process.stderr.write = stderr;
    }
  });
});

describe('httpHandler speculative reads', () => {
  const userRoute = route({
    method: 'GET',
    path: '/api/test',
    auth: 'user',
    query: z.object({ asClientId: z.string().optional() }),
    response: z.object({ ok: z.boolean() }),
    access: [],
  });

  it('starts with the claimed owner, never reaches the handler of a refused request, and swallows its failure', async () => {
    const claims: Array<string | undefined> = [];
    let handlerRan = false;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const handler = httpHandler(
        userRoute,
        async () => {
          handlerRan = true;
          return { ok: true };
        },
        {
          speculativeRead: async ({ claimedActingFor }: { claimedActingFor: string | undefined }) => {
            claims.push(claimedActingFor);
            throw new Error('read failed');
          },
        },
      );
      const anonymous = await handler(event(), ctx);
      const forClient = await handler(event({ queryStringParameters: { asClientId: ' client-1 ' } }), ctx);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect([anonymous.statusCode, forClient.statusCode]).toEqual([401, 401]);
      expect(handlerRan).toBe(false);
      expect(claims).toEqual([undefined, 'client-1']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
