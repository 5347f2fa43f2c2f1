// The pipeline never loses or duplicates a document (issue 8, "done when"), proven on the embedded
// SQS/S3/DynamoDB: messages go through real fauxqs queues (each test its own queue and DLQ, polled by
// the local Lambda event-source poller) into the real extraction worker; only the engine is wrapped,
// to count its runs or make it crash after the document was marked processing.
import { randomUUID } from 'node:crypto';
import { ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startQueuePoller, type QueuePoller } from '../../../../infra/local/queue-poller';
import { ensureQueueWithDlq } from '../../../../infra/local/sqs-local';
import { useLocalStack } from '../../../../infra/local/test-env';
import { getDocumentById, listDocumentRows } from '../../db/access/documents';
import { listKeysByUser } from '../../db/access/encryption-keys';
import { getUserByEmail, getUserById } from '../../db/access/users';
import { createExtractionWorker } from '../../events/extract-document/handler';
import { extractDocument } from '../../extraction/pipeline';
import { createLogger } from '../../platform/logger';
import { quickUser } from '../auth/test-support/api-client';
import { PROCESSING_MESSAGES, type Extract } from './processing';
import { sampleDocument } from './samples';
import { STUCK_AFTER_MS, sweepStuckDocuments } from './sweeper';
import { directDocument, redriveEvent, waitForFinal } from './test-support/pipeline';

let sqs: SQSClient;
let ownerId: string;
const pollers: QueuePoller[] = [];
const log = createLogger({ test: 'pipeline-delivery' }, 'silent');
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 120_000 } as unknown as Context;

beforeAll(async () => {
  const stack = useLocalStack();
  sqs = new SQSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.sqs });
  const user = await quickUser({ baseUrl: stack.urls.app, origin: stack.env.PUBLIC_URL! });
  ownerId = (await getUserByEmail(user.email))!.userId;
});
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
});
afterAll(() => sqs.destroy());

/** A fresh queue + DLQ (5 receives) served by `worker` like the Lambda event source serves the real one. */
async function servedQueue(
  worker: ReturnType<typeof createExtractionWorker>,
  visibilityTimeoutSeconds: number,
) {
  const queue = await ensureQueueWithDlq(sqs, `delivery-test-${randomUUID().slice(0, 8)}`, {
    visibilityTimeoutSeconds,
  });
  pollers.push(
    startQueuePoller({
      sqs,
      queueUrl: queue.url,
      handler: worker,
      name: 'extract-document-test',
      waitTimeSeconds: 1,
      handlerTimeoutMs: 120_000,
      log: () => undefined,
    }),
  );
  return queue;
}

/** The S3 ObjectCreated notification of a document's first original, as S3 sends it to SQS. */
function s3Event(documentId: string): string {
  const key = `originals/${ownerId}/${documentId}/1.pdf`;
  return JSON.stringify({
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        eventName: 'ObjectCreated:Post',
        eventTime: new Date().toISOString(),
        s3: { bucket: { name: 'uploads' }, object: { key, size: 1000 } },
      },
    ],
  });
}

async function send(queueUrl: string, body: string): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function counters() {
  const user = (await getUserById(ownerId))!;
  const key = (await listKeysByUser(ownerId)).find((k) => k.isActive)!;
  return {
    documents: user.documentCount ?? 0,
    keyDocuments: key.documentCount,
    keyRows: key.transactionCount,
  };
}

describe('delivery through the embedded SQS', () => {
  it('the same S3 event delivered twice gives one document and one extraction result', async () => {
    const sample = await sampleDocument('bank_statement', { seed: 31 });
    const documentId = await directDocument(ownerId, sample);
    let runs = 0;
    const counting: Extract = async (input, o) => {
      runs++;
      return extractDocument(input, o);
    };
    const queue = await servedQueue(createExtractionWorker(counting), 120);
    const before = await counters();
    const event = s3Event(documentId);
    await Promise.all([send(queue.url, event), send(queue.url, event)]);
    const doc = await waitForFinal(documentId, 120_000);
    expect({ status: doc.status, reason: doc.failureReason }).toEqual({
      status: 'completed',
      reason: undefined,
    });
    // Let the second delivery run its course before counting.
    await until('the queue to drain', async () => {
      const left = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: queue.url, WaitTimeSeconds: 1, VisibilityTimeout: 0 }),
      );
      return (left.Messages ?? []).length === 0 ? true : undefined;
    });
    expect(runs).toBe(1);
    expect(doc.attempts).toBe(1);
    const rows = await listDocumentRows(documentId, 'transactions');
    expect(rows).toHaveLength(sample.truth!.transactions!.length);
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
    const after = await counters();
    expect(after.documents - before.documents).toBe(1);
    expect(after.keyDocuments - before.keyDocuments).toBe(1);
    expect(after.keyRows - before.keyRows).toBe(rows.length);
  });

  it('a worker that crashes after marking the document processing is redelivered and completes once', async () => {
    const sample = await sampleDocument('bank_statement', { seed: 32 });
    const documentId = await directDocument(ownerId, sample);
    let calls = 0;
    const crashOnce: Extract = async (input, o) => {
      calls++;
      if (calls === 1) {
        expect((await getDocumentById(documentId))!.status).toBe('processing');
        throw new Error('worker died mid-extraction');
      }
      return extractDocument(input, o);
    };
    // Visible again 30 s after the crash (AWS: 6 × the worker timeout), longer than the second attempt takes.
    const queue = await servedQueue(createExtractionWorker(crashOnce), 30);
    const before = await counters();
    await send(queue.url, s3Event(documentId));
    const doc = await waitForFinal(documentId, 120_000);
    expect({ status: doc.status, attempts: doc.attempts }).toEqual({ status: 'completed', attempts: 2 });
    expect(calls).toBe(2);
    const rows = await listDocumentRows(documentId, 'transactions');
    expect(rows).toHaveLength(sample.truth!.transactions!.length);
    const after = await counters();
    expect(after.documents - before.documents).toBe(1);
    expect(after.keyRows - before.keyRows).toBe(rows.length);
  });

  it(
    'a poison message (the worker crashes on every receive) ends in the DLQ and the document failed with a reason',
    { timeout: 240_000 },
    async () => {
      const sample = await sampleDocument('invoice', { seed: 33 });
      const documentId = await directDocument(ownerId, sample);
      const receives: number[] = [];
      const queue = await servedQueue(
        createExtractionWorker(async () => {
          receives.push(Date.now());
          throw new Error('always crashes');
        }),
        1,
      );
      await send(queue.url, s3Event(documentId));
      const dead = await until('the message in the DLQ', async () => {
        const out = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }),
        );
        return out.Messages?.[0];
      });
      expect(JSON.parse(dead.Body!)).toMatchObject({
        Records: [{ s3: { object: { key: expect.stringContaining(documentId) } } }],
      });
      expect(receives).toHaveLength(5);
      expect(await getDocumentById(documentId)).toMatchObject({
        status: 'failed',
        failureReason: PROCESSING_MESSAGES.crashed,
      });
    },
  );
});

describe('nothing stays pending or processing (the sweeper)', () => {
  it('re-drives a document left processing by a crash whose message was lost, and it completes', async () => {
    const sample = await sampleDocument('payslip', { seed: 34 });
    const documentId = await directDocument(ownerId, sample);
    const crashed = await createExtractionWorker(async () => {
      throw new Error('worker died mid-extraction');
    })(redriveEvent(documentId, `lost-${documentId}`), context);
    expect(crashed.batchItemFailures).toHaveLength(1);
    expect((await getDocumentById(documentId))!.status).toBe('processing');
    // The message is never delivered again (the local emulator lost it on a restart).
    const swept = await sweepStuckDocuments({ log, now: Date.now() + STUCK_AFTER_MS + 60_000 });
    expect(swept.redriven).toContain(documentId);
    // The re-drive goes through the stack's real queue to its worker.
    const doc = await waitForFinal(documentId, 120_000);
    expect(doc).toMatchObject({ status: 'completed', redrives: 1, attempts: 2 });
    expect(await listDocumentRows(documentId, 'lineItems')).toHaveLength(sample.truth!.lineItems!.length);
  });

  it('fails a multi-page upload whose pages never all arrive, once the upload has expired', async () => {
    const page = (await sampleDocument('invoice', { seed: 35 })).files[0]!;
    const sample = {
      documentType: 'invoice' as const,
      files: [1, 2, 3].map((n) => ({ ...page, name: `page-${n}.pdf` })),
    };
    const documentId = await directDocument(ownerId, sample, { missing: [sample.files.length - 1] });
    // The pages that arrived do not start an extraction while one is missing.
    const early = await createExtractionWorker()(redriveEvent(documentId, `early-${documentId}`), context);
    expect(early.batchItemFailures).toEqual([]);
    expect((await getDocumentById(documentId))!.status).toBe('pending');
    // Before the expiry the sweeper leaves it alone; after it, the document is failed with a reason.
    expect((await sweepStuckDocuments({ log })).failed).not.toContain(documentId);
    const swept = await sweepStuckDocuments({ log, now: Date.now() + STUCK_AFTER_MS + 60_000 });
    expect(swept.failed).toContain(documentId);
    expect(await getDocumentById(documentId)).toMatchObject({
      status: 'failed',
      failureReason: PROCESSING_MESSAGES.uploadIncomplete,
    });
  });
});
