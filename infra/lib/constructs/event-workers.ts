// The queue-driven Lambdas. Their timeouts live here because the data stack sizes each queue's
// visibility timeout from them: a message must stay hidden for longer than every retry of a
// batch can run (AWS's guidance is at least six times the function timeout).
import fs from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { RouteAccess } from '@docledger/shared/api/define-route';
import { REPO_ROOT } from './lambda-bundling';

export const VISIBILITY_TIMEOUT_FACTOR = 6;
export const MAX_RECEIVE_COUNT = 5;

export interface WorkerSpec {
  /** Folder under functions/src/events/. */
  handlerFolder: string;
  queue: 'extraction' | 'webhook';
  description: string;
  timeout: Duration;
  memorySize: number;
  batchSize: number;
  /** Caps parallel batches, e.g. to stay inside the extraction model's rate limits. */
  maxConcurrency: number;
  access: readonly RouteAccess[];
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
    access: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'queue:send'],
  },
  deliverWebhook: {
    handlerFolder: 'deliver-webhook',
    queue: 'webhook',
    description: 'Delivers webhook notifications from the webhook queue',
    timeout: Duration.seconds(30),
    memorySize: 256,
    batchSize: 10,
    maxConcurrency: 5,
    access: ['table:read', 'table:write'],
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

/** Workers whose handler exists in the tree; the others are created once their code lands. */
export function existingWorkerEntries(): Partial<Record<WorkerName, string>> {
  const entries: Partial<Record<WorkerName, string>> = {};
  for (const name of Object.keys(WORKERS) as WorkerName[]) {
    const entry = defaultWorkerEntry(name);
    if (fs.existsSync(entry)) entries[name] = entry;
  }
  return entries;
}
