// Public health under load (issue 7): one probe per container however many callers arrive at once,
// a cached answer for a short time, and a slow probe that does not flip the answer to 503. Fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../../platform/aws/dynamo', () => ({ dynamoClient: () => ({ send }) }));
vi.mock('../../platform/env', () => ({ getEnv: () => ({ TABLE_NAME: 'health-test', APP_VERSION: 'test' }) }));

const {
  checkPublicHealth,
  createPublicHealth,
  PROBE_TIMEOUT,
  PUBLIC_DEGRADED_TTL_MS,
  PUBLIC_OK_TTL_MS,
  PUBLIC_SLOW_GRACE_MS,
} = await import('./health');
const { createProbeCache } = await import('./probe-cache');

type Dependency = Awaited<ReturnType<Parameters<typeof createPublicHealth>[0]>>;
const ok: Dependency = { name: 'dynamodb', healthy: true, latencyMs: 1 };
const slow: Dependency = { name: 'dynamodb', healthy: false, latencyMs: 3000, detail: PROBE_TIMEOUT };
const failed: Dependency = {
  name: 'dynamodb',
  healthy: false,
  latencyMs: 5,
  detail: 'ResourceNotFoundException',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let time = 1_000_000;
const now = () => time;
beforeEach(() => {
  time = 1_000_000;
  send.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('checkPublicHealth (the module the route calls)', () => {
  it('answers 50 concurrent callers with one table probe, then serves the cached answer', async () => {
    let calls = 0;
    send.mockImplementation(async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { Table: {} };
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkPublicHealth()));
    expect(answers.every((a) => a.status === 'ok')).toBe(true);
    expect(calls).toBe(1);
    await checkPublicHealth();
    expect(calls).toBe(1);
  });
});

describe('createPublicHealth', () => {
  it('shares one in-flight probe among concurrent callers', async () => {
    const gate = deferred<Dependency>();
    const probe = vi.fn(() => gate.promise);
    const health = createPublicHealth(probe, now);
    const pending = Array.from({ length: 20 }, () => health.check());
    gate.resolve(ok);
    expect((await Promise.all(pending)).map((a) => a.status)).toEqual(Array(20).fill('ok'));
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('caches a good answer for the TTL and probes again after it', async () => {
    const probe = vi.fn(async () => ok);
    const health = createPublicHealth(probe, now);
    await health.check();
    time += PUBLIC_OK_TTL_MS - 1;
    await health.check();
    expect(probe).toHaveBeenCalledTimes(1);
    time += 1;
    await health.check();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('says degraded at once when the dependency answers with an error, and re-probes sooner', async () => {
    const probe = vi.fn(async () => failed);
    const health = createPublicHealth(probe, now);
    expect(await health.check()).toEqual({ status: 'degraded' });
    time += PUBLIC_DEGRADED_TTL_MS;
    probe.mockResolvedValueOnce(ok);
    expect(await health.check()).toEqual({ status: 'ok' });
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('keeps ok through slow probes within the grace period, then says degraded', async () => {
    const probe = vi.fn(async () => ok);
    const health = createPublicHealth(probe, now);
    await health.check();
    probe.mockResolvedValue(slow);
    time += PUBLIC_OK_TTL_MS;
    expect(await health.check()).toEqual({ status: 'ok' });
    time = 1_000_000 + PUBLIC_SLOW_GRACE_MS + 1;
    expect(await health.check()).toEqual({ status: 'degraded' });
  });

  it('says degraded when the very first probe is slow (no good answer to keep)', async () => {
    const health = createPublicHealth(async () => slow, now);
    expect(await health.check()).toEqual({ status: 'degraded' });
  });
});

describe('createProbeCache with no TTL (the admin detail)', () => {
  it('never serves an old result but shares a probe in flight', async () => {
    let n = 0;
    const gate = deferred<void>();
    const cache = createProbeCache({
      now,
      ttlMs: () => 0,
      run: async () => {
        n += 1;
        await gate.promise;
        return n;
      },
    });
    const both = Promise.all([cache.get(), cache.get()]);
    gate.resolve();
    expect(await both).toEqual([1, 1]);
    expect(await cache.get()).toBe(2);
    expect(cache.probes).toBe(2);
  });
});
