// The per-file namespaces of the embedded stack (test-namespace.ts): S3 events of a namespace bucket
// reach that namespace's extraction queue and no other, so parallel files never process each other's
// uploads.
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { S3Event } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ProvidedLocalStack } from './test-env';
import { namespaceNames, namespaceOfBucket, newNamespace } from './test-namespace';

let stack: ProvidedLocalStack;
let s3: S3Client;
let sqs: SQSClient;

beforeAll(() => {
  stack = useLocalStack();
  s3 = new S3Client({ region: stack.env.AWS_REGION, endpoint: stack.urls.s3, forcePathStyle: true });
  sqs = new SQSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.sqs });
});
afterAll(() => {
  s3.destroy();
  sqs.destroy();
});

describe('test namespaces', () => {
  it('name every resource after the namespace and recognise only their own buckets', () => {
    const names = namespaceNames('t0123456789');
    expect(names).toEqual({
      namespace: 't0123456789',
      table: 'docledger-t0123456789',
      bucket: 'docledger-uploads-t0123456789',
      extractionQueue: 'docledger-extraction-t0123456789',
      webhookQueue: 'docledger-webhooks-t0123456789',
    });
    expect(namespaceOfBucket(names.bucket)).toBe('t0123456789');
    expect(namespaceOfBucket('docledger-uploads')).toBeUndefined();
    expect(namespaceOfBucket('other-bucket-t0123456789')).toBeUndefined();
    expect(() => namespaceNames('Bad/Name')).toThrow(/bad test namespace/);
    expect(newNamespace()).not.toBe(newNamespace());
  });

  it("forward an object created in a namespace's bucket to that namespace's extraction queue only", async () => {
    // Two namespaces without workers, so the messages stay on their queues to be read here.
    const [a, b] = [namespaceNames(newNamespace()), namespaceNames(newNamespace())];
    const queues: Record<string, string> = {};
    for (const names of [a, b]) {
      await s3.send(new CreateBucketCommand({ Bucket: names.bucket }));
      queues[names.namespace] = (
        await sqs.send(new CreateQueueCommand({ QueueName: names.extractionQueue }))
      ).QueueUrl!;
    }
    await s3.send(new PutObjectCommand({ Bucket: a.bucket, Key: 'originals/x/1', Body: 'hello' }));

    const received = async (queueUrl: string) =>
      (await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }))).Messages ?? [];
    // Forwarding is asynchronous: poll for the message (long polls), however loaded the machine.
    let onA = await received(queues[a.namespace]!);
    for (let polls = 0; onA.length === 0 && polls < 60; polls++) onA = await received(queues[a.namespace]!);
    expect(onA).toHaveLength(1);
    const event = JSON.parse(onA[0]!.Body!) as S3Event;
    expect(event.Records[0]!.s3.bucket.name).toBe(a.bucket);
    expect(event.Records[0]!.s3.object.key).toBe('originals/x/1');
    expect(await received(queues[b.namespace]!)).toHaveLength(0);
  });
});
