import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { S3Event, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueuePoller } from './queue-poller';
import { forwardObjectCreated, startLocalS3 } from './s3-local';
import { ensureQueueWithDlq } from './sqs-local';
import { useLocalStack, type ProvidedLocalStack } from './test-env';

let stack: ProvidedLocalStack;
let s3: S3Client;
let sqs: SQSClient;

beforeAll(() => {
  stack = useLocalStack();
  // The clients the handlers build: region, per-service endpoint, path-style, credentials from the env.
  s3 = new S3Client({ region: stack.env.AWS_REGION, endpoint: stack.urls.s3, forcePathStyle: true });
  sqs = new SQSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.sqs });
});
afterAll(() => {
  s3.destroy();
  sqs.destroy();
});

/** What the browser does with the upload route's answer: a multipart POST straight to the bucket. */
async function browserPost(key: string, bytes: Buffer, contentType: string): Promise<Response> {
  const target = await createPresignedPost(s3, {
    Bucket: stack.env.UPLOADS_BUCKET!,
    Key: key,
    Conditions: [
      ['content-length-range', 1, 1024],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: 300,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'upload.pdf');
  return fetch(target.url, { method: 'POST', body: form, headers: { origin: stack.env.PUBLIC_URL! } });
}

describe('uploads bucket → extraction queue', () => {
  it('turns a browser POST upload into an S3 notification message on the extraction queue', async (ctx) => {
    // With the extraction handler present its poller consumes the queue; the wiring test below covers that path.
    if (stack.pollers.includes('extract-document')) ctx.skip();
    const key = `uploads/${randomUUID()}/scan (1).pdf`;
    const response = await browserPost(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).not.toBeNull();

    let event: S3Event | undefined;
    const deadline = Date.now() + 10_000;
    while (!event && Date.now() < deadline) {
      const received = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: stack.env.EXTRACTION_QUEUE_URL,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
        }),
      );
      for (const message of received.Messages ?? []) {
        const body = JSON.parse(message.Body ?? '{}') as S3Event;
        if (body.Records?.[0]?.s3.object.key.startsWith(key.split('/').slice(0, 2).join('/'))) {
          event = body;
          await sqs.send(
            new DeleteMessageCommand({
              QueueUrl: stack.env.EXTRACTION_QUEUE_URL,
              ReceiptHandle: message.ReceiptHandle,
            }),
          );
        }
      }
    }
    expect(event?.Records).toHaveLength(1);
    const record = event!.Records[0]!;
    expect(record.eventSource).toBe('aws:s3');
    expect(record.eventName).toBe('ObjectCreated:Post');
    expect(record.s3.bucket).toMatchObject({
      name: stack.env.UPLOADS_BUCKET,
      arn: `arn:aws:s3:::${stack.env.UPLOADS_BUCKET}`,
    });
    expect(record.s3.object.size).toBe(13);
    // Keys arrive form-encoded, as in AWS; decoding gives the stored object back.
    expect(record.s3.object.key).toBe(key.replace(/ /g, '+').replace('(', '%28').replace(')', '%29'));
    const decoded = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const object = await s3.send(new GetObjectCommand({ Bucket: stack.env.UPLOADS_BUCKET, Key: decoded }));
    expect(await object.Body?.transformToString()).toBe('%PDF-1.7 test');
  });

  it('delivers an object-created message to the queue poller', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 's3-events-'));
    const bucket = 'wiring-test';
    const localS3 = await startLocalS3({ dataDir, bucket, allowedOrigins: ['http://localhost:3000'] });
    const client = new S3Client({ region: 'us-east-1', endpoint: localS3.endpoint, forcePathStyle: true });
    const queue = await ensureQueueWithDlq(sqs, `s3-events-${randomUUID().slice(0, 8)}`, {
      visibilityTimeoutSeconds: 5,
    });
    forwardObjectCreated(localS3, sqs, bucket, queue.url, () => undefined);
    const events: SQSEvent[] = [];
    const poller = startQueuePoller({
      sqs,
      queueUrl: queue.url,
      name: 'extract-document',
      handler: async (event) => {
        events.push(event);
      },
      log: () => undefined,
    });
    try {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'a/b.png', Body: Buffer.from([0x89, 0x50]) }),
      );
      const deadline = Date.now() + 10_000;
      while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(events).toHaveLength(1);
      const body = JSON.parse(events[0]!.Records[0]!.body) as S3Event;
      expect(body.Records[0]).toMatchObject({
        eventName: 'ObjectCreated:Put',
        s3: { bucket: { name: bucket }, object: { key: 'a/b.png', size: 2 } },
      });
    } finally {
      await poller.stop();
      client.destroy();
      await localS3.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
