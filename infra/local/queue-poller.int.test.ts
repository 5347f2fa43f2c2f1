import { randomUUID } from 'node:crypto';
import {
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startQueuePoller, type QueuePoller, type SqsHandler } from './queue-poller';
import { ensureQueueWithDlq } from './sqs-local';
import { useLocalStack } from './test-env';

let sqs: SQSClient;
const pollers: QueuePoller[] = [];

beforeAll(() => {
  const stack = useLocalStack();
  sqs = new SQSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.sqs });
});
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
});
afterAll(() => sqs.destroy());

/** A fresh queue pair with a 1 s visibility timeout, so redelivery is observable in a test. */
async function freshQueue() {
  return ensureQueueWithDlq(sqs, `poller-test-${randomUUID().slice(0, 8)}`, { visibilityTimeoutSeconds: 1 });
}

function poll(queueUrl: string, handler: SqsHandler): void {
  pollers.push(startQueuePoller({ sqs, queueUrl, handler, name: 'test', log: () => undefined }));
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function receiveAll(queueUrl: string): Promise<string[]> {
  const result = await sqs.send(
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 2 }),
  );
  return (result.Messages ?? []).map((m) => m.Body ?? '');
}

describe('queue poller (Lambda SQS event source semantics)', () => {
  it('delivers SQS-event-shaped batches and deletes what succeeded', async () => {
    const queue = await freshQueue();
    const events: SQSEvent[] = [];
    poll(queue.url, async (event) => {
      events.push(event);
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: '{"n":1}' }));
    await until(() => events.length === 1);
    const record = events[0]!.Records[0]!;
    expect(record).toMatchObject({
      body: '{"n":1}',
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: 'us-east-1',
    });
    expect(record.attributes.ApproximateReceiveCount).toBe('1');
    // Deleted: nothing comes back after the visibility timeout.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(events).toHaveLength(1);
  });

  it('redelivers after a thrown error and dead-letters after 5 receives', async () => {
    const queue = await freshQueue();
    const receiveCounts: string[] = [];
    poll(queue.url, async (event) => {
      receiveCounts.push(event.Records[0]!.attributes.ApproximateReceiveCount);
      throw new Error('extraction crashed');
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'poison' }));
    await until(() => receiveCounts.length === 5);
    expect(receiveCounts).toEqual(['1', '2', '3', '4', '5']);
    // The 6th receive moves it to the DLQ instead of delivering it.
    let dead: string[] = [];
    const deadline = Date.now() + 10_000;
    while (dead.length === 0 && Date.now() < deadline) dead = await receiveAll(queue.dlqUrl);
    expect(dead).toEqual(['poison']);
    expect(receiveCounts).toHaveLength(5);
  });

  it('retries only the batchItemFailures of a partial batch failure', async () => {
    const queue = await freshQueue();
    const seen: string[] = [];
    let failed = false;
    poll(queue.url, async (event) => {
      const failures = [];
      for (const record of event.Records) {
        seen.push(record.body);
        if (record.body === 'bad' && !failed) {
          failed = true;
          failures.push({ itemIdentifier: record.messageId });
        }
      }
      return { batchItemFailures: failures };
    });
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: ['good-1', 'bad', 'good-2'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    await until(() => seen.filter((b) => b === 'bad').length === 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(seen.filter((b) => b === 'good-1')).toHaveLength(1);
    expect(seen.filter((b) => b === 'good-2')).toHaveLength(1);
    expect(seen.filter((b) => b === 'bad')).toHaveLength(2);
    expect(await receiveAll(queue.dlqUrl)).toEqual([]);
  });

  it('retries the whole batch when a failure names an unknown message id', async () => {
    const queue = await freshQueue();
    const seen: string[] = [];
    poll(queue.url, async (event) => {
      for (const record of event.Records) seen.push(record.body);
      return seen.length === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-in-this-batch' }] } : undefined;
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'only' }));
    await until(() => seen.length === 2);
    expect(seen).toEqual(['only', 'only']);
  });

  it('stops promptly while a long poll is open', async () => {
    const queue = await freshQueue();
    const poller = startQueuePoller({
      sqs,
      queueUrl: queue.url,
      handler: async () => undefined,
      name: 'test',
      log: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await poller.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
