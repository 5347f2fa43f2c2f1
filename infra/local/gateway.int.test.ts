import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicHealthResponseSchema } from '@docledger/shared/api/schemas/platform';
import { errorBodySchema } from '@docledger/shared/errors';
import { startGateway, type ApiHandler, type Gateway } from './gateway';
import { useLocalStack, type ProvidedLocalStack } from './test-env';

let stack: ProvidedLocalStack;
let gateway: Gateway;
let staticDir: string;
const loaded: string[] = [];

beforeAll(async () => {
  stack = useLocalStack();
  staticDir = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>DocLedger</title><div id="root"></div>',
  );
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await startGateway({
    routes: {
      echoThing: { method: 'POST', path: '/api/things/{thingId}', aliases: ['/api/thing/{thingId}'] },
      getThing: { method: 'GET', path: '/api/things/{thingId}' },
    },
    loadHandler: async (id) => {
      loaded.push(id);
      const module = (await import('./test-fixtures/echo-handler')) as { handler: ApiHandler };
      return module.handler;
    },
    staticDir,
    bodyLimitBytes: 1024,
    log: () => undefined,
  });
});
afterAll(async () => {
  await gateway.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('gateway: API requests', () => {
  it('maps a request to the route handler and its result back to HTTP', async () => {
    const response = await fetch(`${gateway.url}/api/things/t%201?x=1&x=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'dl_session=s1; other=o', 'X-Trace': 'abc' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.routeKey).toBe('POST /api/things/{thingId}');
    expect(event.rawPath).toBe('/api/things/t%201');
    expect(event.pathParameters).toEqual({ thingId: 't 1' });
    expect(event.queryStringParameters).toEqual({ x: '1,2' });
    expect(event.cookies).toEqual(['dl_session=s1', 'other=o']);
    expect(event.headers['x-trace']).toBe('abc');
    expect(event.body).toBe('{"hello":"world"}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
    expect(response.headers.get('apigw-requestid')).toBe(event.requestContext.requestId);
  });

  it('serves aliases and loads each handler module once', async () => {
    const before = loaded.filter((id) => id === 'echoThing').length;
    const response = await fetch(`${gateway.url}/api/thing/x`, { method: 'POST' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as APIGatewayProxyEventV2).routeKey).toBe('POST /api/thing/{thingId}');
    expect(loaded.filter((id) => id === 'echoThing').length).toBe(Math.max(before, 1));
  });

  it('decodes a base64 handler body into bytes', async () => {
    const response = await fetch(`${gateway.url}/api/things/x?binary=1`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]),
    );
  });

  it('answers 404 in the error model for an unknown API path', async () => {
    const response = await fetch(`${gateway.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await fetch(`${gateway.url}/api/things/x`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    errorBodySchema.parse(await response.json());
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await fetch(`${gateway.url}/api/things/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ big: 'x'.repeat(2048) }),
    });
    expect(response.status).toBe(413);
    expect(errorBodySchema.parse(await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 500 in the error model when a handler throws', async () => {
    const response = await fetch(`${gateway.url}/api/things/x?crash=1`);
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(await response.json()).code).toBe('INTERNAL');
  });
});

describe('gateway: security headers (issue 7)', () => {
  it("sends CloudFront's CSP, frame-ancestors, nosniff and Referrer-Policy on every answer, its own errors included", async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/api/nothing-here`),
      fetch(`${gateway.url}/api/things/x`, { method: 'DELETE' }),
      fetch(`${gateway.url}/api/things/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ big: 'x'.repeat(2048) }),
      }),
      fetch(`${gateway.url}/api/things/x?crash=1`),
      fetch(`${gateway.url}/api/things/x`),
      fetch(`${gateway.url}/some/spa/route`),
      fetch(`${gateway.url}/missing.png`),
      fetch(`${gateway.url}/`, { method: 'POST' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 405, 413, 500, 201, 200, 404, 405]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain http on loopback: HSTS would be ignored (and wrong); CloudFront sends it over https.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      await answer.arrayBuffer();
    }
  });
});

describe('gateway: frontend', () => {
  it('serves index.html for SPA routes, uncached', async () => {
    const response = await fetch(`${gateway.url}/documents/123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with a long immutable cache and the right type', async () => {
    const response = await fetch(`${gateway.url}/assets/index-Ab12Cd.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
    const svg = await fetch(`${gateway.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('404s a missing file instead of answering it with the app', async () => {
    expect((await fetch(`${gateway.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it('does not serve files outside the build folder', async () => {
    const response = await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('explains how to build when the frontend is not built', async () => {
    const bare = await startGateway({
      routes: {},
      loadHandler: () => Promise.reject(new Error('none')),
      staticDir: join(staticDir, 'missing'),
      log: () => undefined,
    });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.stop();
    }
  });
});

describe('gateway of the local stack', () => {
  it('serves the real getHealth handler against the stand-ins', async () => {
    const response = await fetch(`${stack.urls.app}/api/health`);
    expect(response.status).toBe(200);
    // Public health says only ok / not ok (issue 7); the dependency detail is an admin route.
    expect(publicHealthResponseSchema.strict().parse(await response.json())).toEqual({ status: 'ok' });
  });
});

describe('gateway: connections', () => {
  it('keeps an idle keep-alive connection open longer than Node’s 5 s default', async () => {
    const { Agent, get } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchOnce = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = get(`${gateway.url}/favicon.svg`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await fetchOnce()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_500));
      // The same connection still serves: a client on a stalled event loop meets no reset.
      expect(await fetchOnce()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
