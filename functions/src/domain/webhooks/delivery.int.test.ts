// Webhook delivery end to end on the embedded stack (decision 093): settings saved through the domain
// (token sealed by the local KMS), events queued by the document hook's function onto a queue of this
// file with the production redrive policy (DLQ after 5 receives), the real deliver-webhook handler fed
// as the Lambda event source feeds it, and a receiver on 127.0.0.1. Retries run without the backoff
// wait (WEBHOOK_RETRY_BASE_SECONDS=0); the backoff itself is unit-tested.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import type { DocumentRecord } from '../../db/access/documents';
import { listWebhookAttemptsByEvent } from '../../db/access/webhooks';
import { handler } from '../../events/deliver-webhook/handler';
import { resetAwsClients } from '../../platform/aws-clients';
import { resetEnvCache } from '../../platform/env';
import { logger } from '../../platform/logger';
import type { Actor } from '../access/actor';
import { onDocumentFinalised, onDocumentUploaded } from '../documents/hooks';
import { backoffSeconds } from './delivery';
import { enqueueDocumentEvent, eventId, type WebhookEvent } from './events';
import { getWebhookConfig, saveWebhookConfig } from './settings';
import { decryptPayload, verifySignature, type EncryptedEnvelope } from './signing';

const TOKEN = `it-token-${randomUUID()}`;
const admin = { userId: 'webhook-it-admin' } as Actor;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** Answers per path: a list consumed one per request, the last one repeating. */
const plans = new Map<string, number[]>();
let server: Server;
let base: string;
let sqs: SQSClient;
let queue: { url: string; arn: string; dlqUrl: string };

beforeAll(async () => {
  const stack = useLocalStack();
  process.env.WEBHOOK_ALLOW_LOOPBACK = 'true';
  process.env.WEBHOOK_RETRY_BASE_SECONDS = '0';
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      const plan = plans.get(path) ?? [200];
      const status = plan.length > 1 ? plan.shift()! : plan[0]!;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  sqs = new SQSClient({ region: 'us-east-1', endpoint: stack.urls.sqs });
  const name = `adm-webhooks-${randomUUID().slice(0, 8)}`;
  const dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl!;
  const arnOf = async (url: string) =>
    (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] })))
      .Attributes!.QueueArn!;
  const url = (await sqs.send(new CreateQueueCommand({ QueueName: name }))).QueueUrl!;
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: url,
      Attributes: {
        VisibilityTimeout: '60',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(dlqUrl), maxReceiveCount: 5 }),
      },
    }),
  );
  queue = { url, arn: await arnOf(url), dlqUrl };
  process.env.WEBHOOK_QUEUE_URL = url;
  resetEnvCache();
  resetAwsClients();
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  for (const q of [queue?.url, queue?.dlqUrl]) if (q) await sqs.send(new DeleteQueueCommand({ QueueUrl: q }));
  sqs?.destroy();
});

const context = { awsRequestId: 'it', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

/** The Lambda SQS event source in miniature: receive, invoke, delete what succeeded. */
async function pump(until: () => boolean | Promise<boolean>, maxRounds = 40): Promise<void> {
  for (let round = 0; round < maxRounds && !(await until()); round++) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queue.url,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) continue;
    const records = Messages.map(
      (m) =>
        ({
          messageId: m.MessageId!,
          receiptHandle: m.ReceiptHandle!,
          body: m.Body!,
          attributes: { ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1' },
          eventSourceARN: queue.arn,
        }) as unknown as SQSRecord,
    );
    const { batchItemFailures } = await handler({ Records: records }, context);
    const failed = new Set(batchItemFailures.map((f) => f.itemIdentifier));
    const done = Messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length)
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queue.url,
          Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
  }
}

function doc(status: DocumentRecord['status']): DocumentRecord {
  const now = new Date().toISOString();
  return {
    documentId: `doc-${randomUUID()}`,
    ownerId: 'owner-1',
    uploaderId: 'owner-1',
    documentType: 'bank_statement',
    status,
    title: 'Chase — Jane Doe',
    subtitle: '',
    confidence: 0.93,
    reviewRequired: false,
    files: [{ key: 'k', name: 'statement.pdf' }],
    failureReason: status === 'failed' ? 'The file is not a bank statement.' : undefined,
    createdAt: now,
    updatedAt: now,
  } as unknown as DocumentRecord;
}

async function configure(path: string, encryptFullPayload = false) {
  await saveWebhookConfig(
    admin,
    { webhookUrl: `${base}${path}`, authToken: TOKEN, isEnabled: true, encryptFullPayload },
    logger,
  );
}

const requestsTo = (path: string) => received.filter((r) => r.path === path);

describe('webhook delivery', () => {
  it('stores the token sealed and never returns it', async () => {
    await configure('/config');
    const config = await getWebhookConfig();
    expect(config).toMatchObject({
      webhookUrl: `${base}/config`,
      authToken: null,
      authTokenConfigured: true,
    });
    expect(JSON.stringify(config)).not.toContain(TOKEN);
  });

  it('posts a signed event with the bearer token; the signature verifies and the attempt is recorded', async () => {
    await configure('/ok');
    const completed = doc('completed');
    expect(await enqueueDocumentEvent('document.completed', completed, logger)).toBe(true);
    await pump(() => requestsTo('/ok').length >= 1);
    const [request] = requestsTo('/ok');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(
      verifySignature({
        token: TOKEN,
        timestamp: request!.headers['x-docledger-timestamp'] as string,
        signature: request!.headers['x-docledger-signature'] as string,
        body: request!.body,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
    ).toBe(true);
    const event = JSON.parse(request!.body) as WebhookEvent;
    expect(event).toMatchObject({
      id: eventId(completed.documentId, 'document.completed'),
      type: 'document.completed',
      data: { document: { documentId: completed.documentId, status: 'completed', confidence: 0.93 } },
    });
    // Identifiers and outcomes only: no title (it may carry a name).
    expect(request!.body).not.toContain('Jane Doe');
    await pump(async () => (await listWebhookAttemptsByEvent(event.id)).length > 0, 5);
    expect(
      (await listWebhookAttemptsByEvent(event.id)).map((a) => [a.attempt, a.outcome, a.statusCode]),
    ).toEqual([[1, 'delivered', 200]]);
  });

  it('wraps the whole payload in an AES-256-GCM envelope that decrypts with the token', async () => {
    await configure('/encrypted', true);
    const failed = doc('failed');
    await enqueueDocumentEvent('document.failed', failed, logger);
    await pump(() => requestsTo('/encrypted').length >= 1);
    const [request] = requestsTo('/encrypted');
    expect(request!.body).not.toContain(failed.documentId);
    const envelope = JSON.parse(request!.body) as EncryptedEnvelope;
    expect(envelope).toMatchObject({ encrypted: true, alg: 'A256GCM' });
    const event = JSON.parse(decryptPayload(TOKEN, envelope)) as WebhookEvent;
    expect(event.type).toBe('document.failed');
    expect(event.data.document).toMatchObject({
      documentId: failed.documentId,
      failureReason: 'The file is not a bank statement.',
    });
    expect(
      verifySignature({
        token: TOKEN,
        timestamp: request!.headers['x-docledger-timestamp'] as string,
        signature: request!.headers['x-docledger-signature'] as string,
        body: request!.body,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
    ).toBe(true);
  });

  it('retries after 500 answers and delivers when the endpoint recovers', async () => {
    plans.set('/flaky', [500, 500, 200]);
    await configure('/flaky');
    const uploaded = doc('processing');
    await enqueueDocumentEvent('document.uploaded', uploaded, logger);
    await pump(() => requestsTo('/flaky').length >= 3);
    await pump(() => false, 2);
    expect(requestsTo('/flaky')).toHaveLength(3);
    const id = eventId(uploaded.documentId, 'document.uploaded');
    expect(new Set(requestsTo('/flaky').map((r) => r.headers['x-docledger-delivery']))).toEqual(
      new Set([id]),
    );
    const attempts = await listWebhookAttemptsByEvent(id);
    expect(attempts.map((a) => [a.attempt, a.outcome, a.statusCode])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'delivered', 200],
    ]);
  });

  it('dead-letters the event after the last attempt', async () => {
    plans.set('/down', [500]);
    await configure('/down');
    const completed = doc('completed');
    await enqueueDocumentEvent('document.completed', completed, logger);
    await pump(() => requestsTo('/down').length >= 5);
    // The next receive after the fifth finds the message over maxReceiveCount: SQS moves it to the DLQ.
    await pump(() => false, 2);
    expect(requestsTo('/down')).toHaveLength(5);
    const attempts = await listWebhookAttemptsByEvent(eventId(completed.documentId, 'document.completed'));
    expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'dead_lettered']);
    const dlq = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 2 }),
    );
    const bodies = (dlq.Messages ?? []).map((m) => JSON.parse(m.Body!) as { event: WebhookEvent });
    expect(bodies.map((b) => b.event.data.document.documentId)).toContain(completed.documentId);
  });

  it('the documents pipeline hooks emit document.uploaded and document.failed', async () => {
    await configure('/hooks');
    const document = doc('processing');
    await onDocumentUploaded(document, logger);
    await onDocumentFinalised({ ...document, status: 'failed', failureReason: 'Unreadable file.' }, logger);
    await pump(() => requestsTo('/hooks').length >= 2);
    const events = requestsTo('/hooks').map((r) => JSON.parse(r.body) as WebhookEvent);
    expect(events.map((e) => e.type).sort()).toEqual(['document.failed', 'document.uploaded']);
    expect(events.every((e) => e.data.document.documentId === document.documentId)).toBe(true);
  });

  it('queues nothing while the webhook is disabled', async () => {
    await saveWebhookConfig(
      admin,
      { webhookUrl: `${base}/off`, isEnabled: false, encryptFullPayload: false },
      logger,
    );
    expect(await enqueueDocumentEvent('document.completed', doc('completed'), logger)).toBe(false);
  });
});

describe('backoff', () => {
  it('grows fourfold per attempt from the base and stays within the SQS 12-hour cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 120, 480, 1920]);
    expect(backoffSeconds(20, 30)).toBe(12 * 3600);
  });
});
