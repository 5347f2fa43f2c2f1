// The queue-driven Lambdas. Their timeouts live here because the data stack sizes each queue's
// visibility timeout from them: a message must stay hidden for longer than every retry of a
// batch can run (AWS's guidance is at least six times the function timeout).
import fs from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { RouteAccess } from '@docledger/shared/api/define-route';
import { SCHEDULES, type ScheduleName } from '../schedules';
import { REPO_ROOT } from './lambda-bundling';

export const VISIBILITY_TIMEOUT_FACTOR = 6;
export const MAX_RECEIVE_COUNT = 5;

export interface WorkerSpec {
  /** Folder under functions/src/events/. */
  handlerFolder: string;
  queue: 'extraction' | 'webhook' | 'keys';
  description: string;
  timeout: Duration;
  memorySize: number;
  batchSize: number;
  /** Caps parallel batches, e.g. to stay inside the extraction model's rate limits. */
  maxConcurrency: number;
  access: readonly RouteAccess[];
  /** A required worker's handler must exist: synth fails without it instead of deploying a dead queue. */
  required: boolean;
}

export const WORKERS = {
  extractDocument: {
    handlerFolder: 'extract-document',
    queue: 'extraction',
    description: 'Extracts uploaded documents (S3 ObjectCreated via the extraction queue)',
    // OCR runs ~1.3 s per page at 300 dpi (DESIGN §6a); five minutes covers long multi-page uploads.
    timeout: Duration.minutes(5),
    memorySize: 2048,
    batchSize: 2,
    maxConcurrency: 10,
    // keys:encrypt: sealing provisions a new account's initial key if its job has not run yet (decision 151).
    access: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'queue:send', 'keys:encrypt'],
    required: true,
  },
  deliverWebhook: {
    handlerFolder: 'deliver-webhook',
    queue: 'webhook',
    description: 'Delivers webhook notifications from the webhook queue',
    timeout: Duration.seconds(30),
    memorySize: 256,
    batchSize: 10,
    maxConcurrency: 5,
    // keys:decrypt unseals the stored auth token (KMS envelope); the handler is in the tree since issue 11.
    access: ['table:read', 'table:write', 'keys:decrypt'],
    required: true,
  },
  provisionKey: {
    handlerFolder: 'provision-key',
    queue: 'keys',
    description: "Generates a new account's initial RSA-4096 key pair off the registration request",
    // RSA-4096 generation is seconds of one core (the CPU share grows with memory), tens under load.
    timeout: Duration.minutes(2),
    memorySize: 1536,
    batchSize: 1,
    maxConcurrency: 5,
    access: ['table:read', 'table:write', 'keys:encrypt'],
    required: true,
  },
} as const satisfies Record<string, WorkerSpec>;

export type WorkerName = keyof typeof WORKERS;

export function workerForQueue(queue: WorkerSpec['queue']): WorkerSpec {
  const spec = Object.values(WORKERS).find((w) => w.queue === queue);
  if (!spec) throw new Error(`No worker consumes the ${queue} queue`);
  return spec;
}

export function defaultWorkerEntry(name: WorkerName): string {
  return path.join(REPO_ROOT, 'functions/src/events', WORKERS[name].handlerFolder, 'handler.ts');
}

/**
 * Workers whose handler exists in the tree; optional ones are created once their code lands. A
 * required worker without its handler fails synth loudly (a silently missing worker loses work).
 */
export function existingWorkerEntries(
  exists: (file: string) => boolean = fs.existsSync,
): Partial<Record<WorkerName, string>> {
  const entries: Partial<Record<WorkerName, string>> = {};
  for (const name of Object.keys(WORKERS) as WorkerName[]) {
    const entry = defaultWorkerEntry(name);
    if (exists(entry)) entries[name] = entry;
    else if (WORKERS[name].required)
      throw new Error(`The ${name} worker is required but ${entry} does not exist`);
  }
  return entries;
}

/** Scheduled workers (EventBridge rules), run every `everyMinutes` (infra/lib/schedules.ts). */
export const SCHEDULED_WORKERS = {
  sweepStuck: {
    ...SCHEDULES.sweepStuck,
    description: 'Re-drives or fails documents stuck pending/processing for more than 15 minutes',
    timeout: Duration.minutes(1),
    memorySize: 512,
    access: ['table:read', 'table:write', 'uploads:read', 'queue:send'] as readonly RouteAccess[],
  },
  sampleQueues: {
    ...SCHEDULES.sampleQueues,
    description: 'Records the queue and dead-letter queue depths for the admin stats history',
    timeout: Duration.seconds(30),
    memorySize: 256,
    // GetQueueAttributes on the work queues and their DLQs; one PutItem.
    access: ['table:write', 'queue:read'] as readonly RouteAccess[],
  },
} as const satisfies Record<ScheduleName, unknown>;

export type ScheduledWorkerName = keyof typeof SCHEDULED_WORKERS;

export function scheduledWorkerEntry(name: ScheduledWorkerName): string {
  return path.join(REPO_ROOT, 'functions/src/events', SCHEDULED_WORKERS[name].handlerFolder, 'handler.ts');
}
