import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../../platform/env';
import { UPLOAD_MESSAGES, verifyBotCheck } from './uploads';

function configure(extra: Record<string, string>) {
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('UPLOADS_BUCKET', 'b');
  vi.stubEnv('KMS_KEY_ID', 'k');
  vi.stubEnv('TURNSTILE_SECRET_KEY', extra.TURNSTILE_SECRET_KEY ?? '');
  resetEnvCache();
}

describe('Turnstile bot check on uploads', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    resetEnvCache();
  });

  it('lets uploads through without a configured secret (the spec allows it; the widget is hidden)', async () => {
    configure({});
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(verifyBotCheck(undefined, '1.2.3.4')).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with a secret, refuses a missing token without asking Cloudflare', async () => {
    configure({ TURNSTILE_SECRET_KEY: 'secret' });
    vi.stubGlobal('fetch', vi.fn());
    await expect(verifyBotCheck(undefined, '1.2.3.4')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: UPLOAD_MESSAGES.botCheck,
    });
  });

  it('with a secret, sends secret, token and IP to siteverify and honours its answer', async () => {
    configure({ TURNSTILE_SECRET_KEY: 'secret' });
    const fetchSpy = vi.fn(async (_url: string, init: { body: URLSearchParams }) => {
      const ok = init.body.get('response') === 'good-token';
      expect(init.body.get('secret')).toBe('secret');
      expect(init.body.get('remoteip')).toBe('1.2.3.4');
      return new Response(JSON.stringify({ success: ok }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchSpy);
    await expect(verifyBotCheck('good-token', '1.2.3.4')).resolves.toBeUndefined();
    await expect(verifyBotCheck('bad-token', '1.2.3.4')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });

  it('fails closed when Cloudflare cannot be reached', async () => {
    configure({ TURNSTILE_SECRET_KEY: 'secret' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await expect(verifyBotCheck('token', '1.2.3.4')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
