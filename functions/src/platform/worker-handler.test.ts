import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MAX_RECEIVE_COUNT, sqsWorker } from './worker-handler';

function record(messageId: string, body: unknown, receiveCount = 1): SQSRecord {
  return {
    messageId,
    receiptHandle: 'r',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: '0',
      SenderId: 's',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn',
    awsRegion: 'us-east-1',
  };
}

const context = { awsRequestId: 'req', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

function worker(handle: (job: string) => Promise<void>, gaveUp: string[] = []) {
  return sqsWorker<string>({
    name: 'test',
    parse: (r) => (JSON.parse(r.body) as { jobs: string[] }).jobs,
    describe: (job) => ({ job }),
    handle,
    onGiveUp: async (job) => {
      gaveUp.push(job);
    },
  });
}

describe('sqsWorker', () => {
  it('reports only the failed messages of a batch', async () => {
    const run = worker(async (job) => {
      if (job === 'bad') throw new Error('boom');
    });
    const event: SQSEvent = { Records: [record('a', { jobs: ['ok'] }), record('b', { jobs: ['bad'] })] };
    await expect(run(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
  });

  it('sends an unreadable message back (it ends in the DLQ and its alarm)', async () => {
    const run = worker(async () => undefined);
    const out = await run({ Records: [record('x', 'not json')] }, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'x' }]);
  });

  it('on the last receive records the failure through onGiveUp and still dead-letters the message', async () => {
    const gaveUp: string[] = [];
    const run = worker(async () => {
      throw new Error('always');
    }, gaveUp);
    const out = await run({ Records: [record('m', { jobs: ['doc-1'] }, MAX_RECEIVE_COUNT)] }, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'm' }]);
    expect(gaveUp).toEqual(['doc-1']);
  });

  it('retries earlier receives without giving up', async () => {
    const gaveUp: string[] = [];
    const run = worker(async () => {
      throw new Error('flaky');
    }, gaveUp);
    const out = await run({ Records: [record('m', { jobs: ['doc-1'] }, MAX_RECEIVE_COUNT - 1)] }, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'm' }]);
    expect(gaveUp).toEqual([]);
  });
});

describe('sqsWorker without onGiveUp (webhook deliveries)', () => {
  it('reports a last-attempt failure so the redrive policy dead-letters the message', async () => {
    const run = sqsWorker<string>({
      name: 'test',
      parse: (r) => (JSON.parse(r.body) as { jobs: string[] }).jobs,
      describe: (job) => ({ job }),
      handle: async () => {
        throw new Error('endpoint answered 500');
      },
    });
    const last = await run(
      { Records: [record('m1', { jobs: ['a'] }, MAX_RECEIVE_COUNT)] } as SQSEvent,
      context,
    );
    expect(last.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    const early = await run({ Records: [record('m2', { jobs: ['a'] }, 1)] } as SQSEvent, context);
    expect(early.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
  });
});
