import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ProvidedLocalStack } from '../../../../infra/local/test-env';

let stack: ProvidedLocalStack;
beforeAll(() => {
  stack = useLocalStack();
});

describe('GET /api/health through the local gateway', () => {
  it('reports every dependency healthy, uncached', async () => {
    const res = await fetch(`${stack.urls.app}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
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
