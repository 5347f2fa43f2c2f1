// GET /api/health/details (admins): each dependency probed with a cheap real call, in parallel, with a
// time limit. GET /api/health (public) says only ok / not ok from one table probe cached for a few
// seconds, so hammering it costs nothing and reveals nothing (issue 7).
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthResponse, PublicHealthResponse } from '@docledger/shared/api/schemas/platform';
import { aws } from '../../platform/aws-clients';
import { getEnv } from '../../platform/env';
import { checkStorage } from '../../platform/storage';
import { checkKeys } from '../../platform/envelope';
import { checkMail } from '../../platform/mail';
import { checkQueue } from '../../platform/queue';

type Dependency = HealthResponse['dependencies'][number];
const PROBE_TIMEOUT_MS = 3000;

async function probe(name: Dependency['name'], fn: () => Promise<string | void>): Promise<Dependency> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
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

export async function checkHealth(): Promise<HealthResponse> {
  const env = getEnv();
  const dependencies = await Promise.all([
    probe('dynamodb', async () => {
      await aws().dynamo.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
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

const PUBLIC_CACHE_MS = 10_000;
let lastPublic: { at: number; status: PublicHealthResponse['status'] } | undefined;

export async function checkPublicHealth(): Promise<PublicHealthResponse> {
  const now = Date.now();
  if (lastPublic && now - lastPublic.at < PUBLIC_CACHE_MS) return { status: lastPublic.status };
  const env = getEnv();
  const table = await probe('dynamodb', async () => {
    await aws().dynamo.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
  });
  lastPublic = { at: now, status: table.healthy ? 'ok' : 'degraded' };
  return { status: lastPublic.status };
}
