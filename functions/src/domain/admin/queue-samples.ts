// Queue depth history for the admin stats (issue 11; decision 145). The sample-queues schedule (every
// 10 minutes, EventBridge in AWS and infra/local/schedule.ts locally) records the extraction and webhook
// queues' depth and both dead-letter queues' depth as one TTL'd item; the stats read the 7-day window with
// one Query and fold it into at most 168 hourly points (the peak of each hour: a burst must not average
// away).
import type { AdminStats } from '@docledger/shared/api/schemas/admin';
import {
  listQueueDepthSamplesSince,
  putQueueDepthSample,
  type QueueDepthSampleInput,
  type QueueDepthSampleRecord,
} from '../../db/access/admin';
import { clock } from '../../platform/clock';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { queueDepth } from '../../platform/queue';

export const HISTORY_DAYS = 7;
export const BUCKET_MINUTES = 60;
const BUCKET_MS = BUCKET_MINUTES * 60_000;
/** 7 × 24 hourly points, the last one the current (partial) hour. */
export const HISTORY_POINTS = (HISTORY_DAYS * 24 * 60) / BUCKET_MINUTES;

export const SAMPLE_FIELDS = [
  'extractionWaiting',
  'extractionInFlight',
  'webhooksWaiting',
  'webhooksInFlight',
  'extractionDeadLetters',
  'webhooksDeadLetters',
] as const;
type SampleField = (typeof SAMPLE_FIELDS)[number];

export type QueueHistoryPoint = AdminStats['queueHistory']['points'][number];

type QueueName = 'extraction' | 'webhooks';

function queueUrls() {
  const env = getEnv();
  return {
    extraction: { queue: env.EXTRACTION_QUEUE_URL, deadLetters: env.EXTRACTION_DLQ_URL },
    webhooks: { queue: env.WEBHOOK_QUEUE_URL, deadLetters: env.WEBHOOK_DLQ_URL },
  } satisfies Record<QueueName, { queue?: string; deadLetters?: string }>;
}

async function readDepth(url: string | undefined, name: string, log?: Logger) {
  if (!url) return null;
  return queueDepth(url).catch((err: unknown) => {
    log?.warn('queue depth unavailable', { err, queue: name });
    return null;
  });
}

/** Messages in a dead-letter queue: visible plus in flight (someone inspecting or re-driving them). */
function deadLetterCount(depth: { waiting: number; inFlight: number; delayed: number } | null) {
  return depth ? depth.waiting + depth.inFlight + depth.delayed : null;
}

/** The dead-letter queues' depth now (null when a queue is not configured or could not be read). */
export async function deadLetterDepths(log?: Logger): Promise<AdminStats['deadLetters']> {
  const urls = queueUrls();
  return Promise.all(
    (Object.keys(urls) as QueueName[]).map(async (name) => ({
      name,
      depth: deadLetterCount(await readDepth(urls[name].deadLetters, `${name}-dlq`, log)),
    })),
  );
}

/** Reads every queue's depth and records one sample; a queue that cannot be read is left out of it. */
export async function takeQueueSample(log: Logger, nowMs = clock.now()): Promise<QueueDepthSampleInput> {
  const urls = queueUrls();
  const [extraction, webhooks, extractionDlq, webhooksDlq] = await Promise.all([
    readDepth(urls.extraction.queue, 'extraction', log),
    readDepth(urls.webhooks.queue, 'webhooks', log),
    readDepth(urls.extraction.deadLetters, 'extraction-dlq', log),
    readDepth(urls.webhooks.deadLetters, 'webhooks-dlq', log),
  ]);
  const sample: QueueDepthSampleInput = {
    at: new Date(nowMs).toISOString(),
    extractionWaiting: extraction?.waiting,
    extractionInFlight: extraction?.inFlight,
    webhooksWaiting: webhooks?.waiting,
    webhooksInFlight: webhooks?.inFlight,
    extractionDeadLetters: deadLetterCount(extractionDlq) ?? undefined,
    webhooksDeadLetters: deadLetterCount(webhooksDlq) ?? undefined,
  };
  await putQueueDepthSample(sample, nowMs);
  return sample;
}

/** Start of the window: the hour bucket HISTORY_POINTS - 1 before the current one. */
export function historyStartMs(nowMs: number): number {
  return Math.floor(nowMs / BUCKET_MS) * BUCKET_MS - (HISTORY_POINTS - 1) * BUCKET_MS;
}

/**
 * Folds samples into hourly points from `historyStartMs(nowMs)`: each field is the largest value seen in
 * the hour (null when no sample of the hour had it). Hours without a sample give no point; samples
 * outside the window or with an unreadable time are ignored. At most HISTORY_POINTS points, oldest first.
 */
export function downsample(
  samples: readonly Pick<QueueDepthSampleRecord, 'at' | SampleField>[],
  nowMs: number,
): QueueHistoryPoint[] {
  const start = historyStartMs(nowMs);
  const end = start + HISTORY_POINTS * BUCKET_MS;
  const buckets = new Map<number, QueueHistoryPoint>();
  for (const s of samples) {
    const t = Date.parse(s.at);
    if (!Number.isFinite(t) || t < start || t >= end) continue;
    const bucket = Math.floor((t - start) / BUCKET_MS);
    let point = buckets.get(bucket);
    if (!point) {
      point = {
        at: new Date(start + bucket * BUCKET_MS).toISOString(),
        samples: 0,
        ...(Object.fromEntries(SAMPLE_FIELDS.map((f) => [f, null])) as Record<SampleField, null>),
      };
      buckets.set(bucket, point);
    }
    point.samples++;
    for (const field of SAMPLE_FIELDS) {
      const value = s[field];
      if (typeof value !== 'number') continue;
      point[field] = Math.max(point[field] ?? 0, value);
    }
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
}

export async function queueHistory(nowMs: number): Promise<AdminStats['queueHistory']> {
  const samples = await listQueueDepthSamplesSince(new Date(historyStartMs(nowMs)).toISOString(), nowMs);
  return { days: HISTORY_DAYS, bucketMinutes: BUCKET_MINUTES, points: downsample(samples, nowMs) };
}
