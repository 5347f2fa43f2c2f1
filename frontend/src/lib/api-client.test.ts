import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiErrorFromResponse, buildPath, buildQuery, withClientId } from './api-client';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api error mapping (spec part 1 §8)', () => {
  it('uses the JSON body error field as the message and keeps every body field', async () => {
    const error = await apiErrorFromResponse(
      jsonResponse(400, {
        error: 'Please verify your email',
        code: 'VALIDATION_FAILED',
        details: { fields: { email: ['Invalid email address'] } },
        requestId: 'req-1',
        extra: 42,
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please verify your email');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: { email: ['Invalid email address'] } });
    expect(error.requestId).toBe('req-1');
    expect(error.body).toMatchObject({ extra: 42 });
  });

  it('falls back to "<status>: <body text>" when the body is not JSON', async () => {
    const error = await apiErrorFromResponse(
      new Response('upstream timed out', { status: 504, statusText: 'Gateway Timeout' }),
    );
    expect(error.message).toBe('504: upstream timed out');
    expect(error.code).toBeNull();
    expect(error.body).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    const error = await apiErrorFromResponse(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('falls back to the status line for JSON without an error field, still keeping its fields', async () => {
    const error = await apiErrorFromResponse(jsonResponse(409, { reason: 'busy' }, 'Conflict'));
    expect(error.message).toBe('409: {"reason":"busy"}');
    expect(error.body).toEqual({ reason: 'busy' });
  });

  it('does not trust an unknown code', async () => {
    const error = await apiErrorFromResponse(jsonResponse(418, { error: 'teapot', code: 'I_AM_A_TEAPOT' }));
    expect(error.message).toBe('teapot');
    expect(error.code).toBeNull();
  });
});

describe('request building', () => {
  it('substitutes and encodes path parameters', () => {
    expect(buildPath('/api/documents/{id}/pages/{page}', { id: 'a b/c', page: 2 })).toBe(
      '/api/documents/a%20b%2Fc/pages/2',
    );
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/api/documents/{id}', {})).toThrow(/Missing path parameter "id"/);
  });

  it('encodes query values, repeats arrays and skips empty ones', () => {
    expect(buildQuery({ type: 'w2', page: 1, tags: ['a', 'b'], missing: undefined, none: null })).toBe(
      '?type=w2&page=1&tags=a&tags=b',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('api.call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the route table path with cookies and returns the parsed JSON', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { authenticated: false, user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.call('getSession')).resolves.toEqual({ authenticated: false, user: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/session');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('throws an ApiError for a non-OK response', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(500, { error: 'boom', code: 'INTERNAL', requestId: 'r' }),
    );
    await expect(api.call('getHealth')).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      message: 'boom',
    });
  });

  it('turns a 401 into null only when the caller asks for it', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { error: 'Not signed in', code: 'UNAUTHORIZED', requestId: 'r' }),
    );
    await expect(api.call('getSession', { on401: 'null' })).resolves.toBeNull();
    await expect(api.call('getSession')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('rejects an OK response that is not JSON (e.g. an HTML fallback page)', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(api.call('getSession')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('acting for a client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds asClientId only where the route schema declares it, never overriding an explicit value', () => {
    expect(withClientId(true, { type: 'w2' }, 'c1')).toEqual({ type: 'w2', asClientId: 'c1' });
    expect(withClientId(true, undefined, 'c1')).toEqual({ asClientId: 'c1' });
    expect(withClientId(true, { asClientId: 'c2' }, 'c1')).toEqual({ asClientId: 'c2' });
    expect(withClientId(false, { email: 'a' }, 'c1')).toEqual({ email: 'a' });
    expect(withClientId(true, { type: 'w2' }, null)).toEqual({ type: 'w2' });
  });

  it('never sends the selected client to auth routes', async () => {
    const storage = new Map<string, string>([['selectedClientId', 'client-1']]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
        removeItem: (k: string) => storage.delete(k),
      },
    });
    const fetchMock = vi.fn(async () => jsonResponse(200, { authenticated: false, user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await api.call('getSession');
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/auth/session');
  });
});
