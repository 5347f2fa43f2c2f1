// GET /api/health/details (admins): each dependency probed with a cheap real call, in parallel, with a
// time limit, fresh on every call (concurrent calls share one probe set). GET /api/health (public) says
// only ok / not ok from one table probe, cached and single-flight, so hammering it costs one probe per
// container per 10 s and reveals nothing; a probe that is only slow (timed out under load) keeps the
// last good answer for a while instead of flipping to 503 (issue 7, decision 152).
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthResponse, PublicHealthResponse } from '@docledger/shared/api/schemas/platform';
import { dynamoClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { checkStorage } from '../../platform/storage';
import { checkKeys } from '../../platform/envelope';
import { checkMail } from '../../platform/mail';
import { checkQueue } from '../../platform/queue';
import { clock } from '../../platform/clock';
import { createProbeCache } from './probe-cache';

type Dependency = HealthResponse['dependencies'][number];
export const PROBE_TIMEOUT_MS = 3000;
/** The error name a probe reports when its dependency did not answer in time (as opposed to failing). */
export const PROBE_TIMEOUT = 'ProbeTimeout';

async function probe(name: Dependency['name'], fn: () => Promise<string | void>): Promise<Dependency> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('timed out'), { name: PROBE_TIMEOUT })),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
    return {
      name,
      healthy: true,
      latencyMs: Math.round(performance.now() - started),
      ...(detail ? { detail } : {}),
    };
  } catch (err) {
    // Only the error class goes out: messages may carry endpoints or account ids.
    return {
      name,
      healthy: false,
      latencyMs: Math.round(performance.now() - started),
      detail: (err as Error).name || 'Error',
    };
  } finally {
    clearTimeout(timer);
  }
}

async function probeAll(): Promise<HealthResponse> {
  const env = getEnv();
  const dependencies = await Promise.all([
    probe('dynamodb', async () => {
      await dynamoClient().send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
    }),
    probe('storage', checkStorage),
    probe('queue', async () => {
      if (!env.EXTRACTION_QUEUE_URL)
        throw Object.assign(new Error('not configured'), { name: 'NotConfigured' });
      await checkQueue(env.EXTRACTION_QUEUE_URL);
    }),
    probe('keys', checkKeys),
    probe('mail', checkMail),
  ]);
  return {
    status: dependencies.every((d) => d.healthy) ? 'ok' : 'degraded',
    version: env.APP_VERSION,
    time: new Date().toISOString(),
    dependencies,
  };
}

// No cache (the detail must say what is true now), but concurrent admin calls share one probe set.
const details = createProbeCache({ run: probeAll, ttlMs: () => 0 });

export function checkHealth(): Promise<HealthResponse> {
  return details.get();
}

/** A good public answer is reused this long; a bad one is re-probed sooner, so recovery shows fast. */
export const PUBLIC_OK_TTL_MS = 10_000;
export const PUBLIC_DEGRADED_TTL_MS = 2_000;
/** A probe that only timed out keeps the last good answer if that is at most this old. */
export const PUBLIC_SLOW_GRACE_MS = 60_000;

/**
 * The public answer from a table probe: ok when the probe succeeds; degraded when the dependency
 * answered with an error, or has not answered in time for longer than the grace period. A single
 * slow probe under load is not an outage, so it does not turn the public answer into a 503.
 */
export function createPublicHealth(
  probeTable: () => Promise<Dependency>,
  now: () => number = clock.now,
): { check(): Promise<PublicHealthResponse>; readonly probes: number } {
  let lastOkAt: number | undefined;
  const cache = createProbeCache<PublicHealthResponse>({
    now,
    ttlMs: (r) => (r.status === 'ok' ? PUBLIC_OK_TTL_MS : PUBLIC_DEGRADED_TTL_MS),
    run: async () => {
      const table = await probeTable();
      if (table.healthy) {
        lastOkAt = now();
        return { status: 'ok' };
      }
      const slowOnly = table.detail === PROBE_TIMEOUT;
      if (slowOnly && lastOkAt !== undefined && now() - lastOkAt <= PUBLIC_SLOW_GRACE_MS)
        return { status: 'ok' };
      return { status: 'degraded' };
    },
  });
  return {
    check: () => cache.get(),
    get probes() {
      return cache.probes;
    },
  };
}

const publicHealth = createPublicHealth(() =>
  probe('dynamodb', async () => {
    await dynamoClient().send(new DescribeTableCommand({ TableName: getEnv().TABLE_NAME }));
  }),
);

export function checkPublicHealth(): Promise<PublicHealthResponse> {
  return publicHealth.check();
}
