import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ProvidedLocalStack } from '../../../../infra/local/test-env';

let stack: ProvidedLocalStack;
beforeAll(() => {
  stack = useLocalStack();
});

describe('GET /api/health through the local gateway', () => {
  it('says only ok, uncached: no dependency names, latencies or version in public (issue 7)', async () => {
    const res = await fetch(`${stack.urls.app}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('keeps the dependency detail for admins with two-factor', async () => {
    expect((await fetch(`${stack.urls.app}/api/health/details`)).status).toBe(401);
    const { accountFactory } = await import('../../security/accounts');
    const admin = await (await accountFactory()).create({ role: 'admin', twoFactor: true });
    const res = await fetch(`${stack.urls.app}/api/health/details`, {
      headers: { cookie: `dl_session=${admin.sessionToken}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; dependencies: { name: string; healthy: boolean }[] };
    expect(body.status).toBe('ok');
    expect(body.dependencies.map((d: { name: string }) => d.name).sort()).toEqual([
      'dynamodb',
      'keys',
      'mail',
      'queue',
      'storage',
    ]);
    expect(body.dependencies.every((d: { healthy: boolean }) => d.healthy)).toBe(true);
  });

  it('answers an unauthenticated session check with authenticated: false', async () => {
    const res = await fetch(`${stack.urls.app}/api/auth/session`);
    expect(await res.json()).toEqual({ authenticated: false, user: null });
  });
});
