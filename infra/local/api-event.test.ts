import { describe, expect, it } from 'vitest';
import {
  buildApiEvent,
  isTextContentType,
  requestTime,
  toHttpResponse,
  type RequestParts,
} from './api-event';

function parts(overrides: Partial<RequestParts> = {}): RequestParts {
  return {
    method: 'POST',
    url: '/api/documents/d1?tag=a&tag=b&q=hello%20world',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      'user-agent': 'vitest',
      cookie: 'dl_session=abc; theme=dark',
      'x-forwarded-for': '10.0.0.1',
    },
    body: Buffer.from('{"name":"W-2"}'),
    sourceIp: '127.0.0.1',
    routeKey: 'POST /api/documents/{id}',
    pathParameters: { id: 'd1' },
    requestId: 'req-1',
    now: new Date(Date.UTC(2026, 10, 22, 2, 5, 9)),
    ...overrides,
  };
}

describe('buildApiEvent', () => {
  it('builds the HTTP API payload v2 shape', () => {
    const event = buildApiEvent(parts());
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/documents/{id}');
    expect(event.rawPath).toBe('/api/documents/d1');
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=hello%20world');
    expect(event.pathParameters).toEqual({ id: 'd1' });
    expect(event.requestContext.http).toEqual({
      method: 'POST',
      path: '/api/documents/d1',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(event.requestContext.requestId).toBe('req-1');
    expect(event.requestContext.timeEpoch).toBe(Date.UTC(2026, 10, 22, 2, 5, 9));
    expect(event.requestContext.time).toBe('22/Nov/2026:02:05:09 +0000');
  });

  it('joins repeated query parameters with commas and decodes them', () => {
    expect(buildApiEvent(parts()).queryStringParameters).toEqual({ tag: 'a,b', q: 'hello world' });
  });

  it('moves cookies into their own array and out of the headers', () => {
    const event = buildApiEvent(parts());
    expect(event.cookies).toEqual(['dl_session=abc', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-forwarded-for']).toBe('10.0.0.1');
  });

  it('lower-cases header names and joins repeated values', () => {
    const event = buildApiEvent(
      parts({ headers: { 'X-Custom': ['a', 'b'] } as unknown as RequestParts['headers'] }),
    );
    expect(event.headers['x-custom']).toBe('a,b');
  });

  it('passes a JSON body as text', () => {
    const event = buildApiEvent(parts());
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"name":"W-2"}');
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const event = buildApiEvent(parts({ headers: { 'content-type': 'application/pdf' }, body: bytes }));
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64').equals(bytes)).toBe(true);
  });

  it('leaves out what the request does not have', () => {
    const event = buildApiEvent(
      parts({ url: '/api/health', headers: {}, body: Buffer.alloc(0), pathParameters: {} }),
    );
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.cookies).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });
});

describe('isTextContentType', () => {
  it('treats JSON, text, XML and forms as text and the rest as binary', () => {
    for (const t of [
      'application/json; charset=utf-8',
      'text/csv',
      'application/problem+json',
      'application/x-www-form-urlencoded',
    ]) {
      expect(isTextContentType(t)).toBe(true);
    }
    for (const t of ['application/pdf', 'image/png', 'application/octet-stream', undefined]) {
      expect(isTextContentType(t)).toBe(false);
    }
  });
});

describe('toHttpResponse', () => {
  it('decodes a base64 body and keeps cookies apart from headers', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/pdf', 'X-Count': 3 },
      cookies: ['a=1; Path=/', 'b=2; HttpOnly'],
      body: Buffer.from('%PDF').toString('base64'),
      isBase64Encoded: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/pdf', 'x-count': '3' });
    expect(response.cookies).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(response.body.toString()).toBe('%PDF');
  });

  it('returns a result without statusCode as a 200 JSON body, as API Gateway infers it', () => {
    const response = toHttpResponse({ ok: true } as never);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });
});

describe('requestTime', () => {
  it('pads day and time fields', () => {
    expect(requestTime(new Date(Date.UTC(2027, 0, 3, 4, 5, 6)))).toBe('03/Jan/2027:04:05:06 +0000');
  });
});
