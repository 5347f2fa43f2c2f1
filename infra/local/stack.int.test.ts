import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@docledger/functions/platform/env';
import { startLocalStack } from './stack';
import { sweepExpired } from './table-local';
import { sharedLocalStack, useLocalStack, type ProvidedLocalStack } from './test-env';

let stack: ProvidedLocalStack;
let dynamo: DynamoDBClient;

beforeAll(() => {
  stack = useLocalStack();
  dynamo = new DynamoDBClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.dynamodb });
});
afterAll(() => dynamo.destroy());

describe('local stack resources', () => {
  it('exports an environment the functions accept', () => {
    const env = parseEnv(sharedLocalStack().env);
    expect(env.TABLE_NAME).toBe('docledger');
    expect(env.AWS_ENDPOINT_URL_DYNAMODB).toBe(stack.urls.dynamodb);
    expect(env.MAIL_OUTBOX_DIR).toMatch(/outbox$/);
    expect(env.KMS_KEY_ID).toBe('arn:aws:kms:us-east-1:000000000000:alias/docledger-local');
    expect(env.allowedOrigins).toContain(env.PUBLIC_URL);
  });

  it('gives this test file its own namespace of it: table, bucket, queues, outbox and gateway', () => {
    const shared = sharedLocalStack();
    const env = parseEnv(stack.env);
    const namespace = /^docledger-(t[0-9a-f]{10})$/.exec(env.TABLE_NAME)?.[1];
    expect(namespace).toBeDefined();
    expect(env.UPLOADS_BUCKET).toBe(`docledger-uploads-${namespace}`);
    expect(env.EXTRACTION_QUEUE_URL).toMatch(new RegExp(`docledger-extraction-${namespace}$`));
    expect(env.WEBHOOK_QUEUE_URL).toMatch(new RegExp(`docledger-webhooks-${namespace}$`));
    expect(env.MAIL_OUTBOX_DIR).toMatch(new RegExp(`outbox-${namespace}$`));
    expect(stack.urls.app).not.toBe(shared.urls.app);
    expect(stack.urls.dynamodb).toBe(shared.urls.dynamodb);
    expect(env.KMS_KEY_ID).toBe(shared.env.KMS_KEY_ID);
  });

  it('creates the single table with both GSIs, on demand', async () => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: stack.env.TABLE_NAME }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('gives the extraction and webhook queues a DLQ after 5 receives', async () => {
    const sqs = new SQSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.sqs });
    try {
      for (const [url, dlq] of [
        [stack.queues.extraction, stack.queues.extractionDlq],
        [stack.queues.webhooks, stack.queues.webhooksDlq],
      ] as const) {
        const attrs = await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }),
        );
        const dlqAttrs = await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: dlq, AttributeNames: ['QueueArn'] }),
        );
        const policy = JSON.parse(attrs.Attributes?.RedrivePolicy ?? '{}') as Record<string, unknown>;
        expect(policy.deadLetterTargetArn).toBe(dlqAttrs.Attributes?.QueueArn);
        expect(Number(policy.maxReceiveCount)).toBe(5);
      }
    } finally {
      sqs.destroy();
    }
  });

  it('sweeps items whose expiresAt has passed and keeps the others', async () => {
    const pk = `sweep#${randomUUID()}`;
    const now = Math.floor(Date.now() / 1000);
    const put = (sk: string, expiresAt?: number) =>
      dynamo.send(
        new PutItemCommand({
          TableName: stack.env.TABLE_NAME,
          Item: {
            pk: { S: pk },
            sk: { S: sk },
            ...(expiresAt ? { expiresAt: { N: String(expiresAt) } } : {}),
          },
        }),
      );
    await Promise.all([put('expired', now - 10), put('fresh', now + 600), put('forever')]);
    expect(await sweepExpired(dynamo, stack.env.TABLE_NAME!, now)).toBeGreaterThanOrEqual(1);
    const get = async (sk: string) =>
      (
        await dynamo.send(
          new GetItemCommand({ TableName: stack.env.TABLE_NAME, Key: { pk: { S: pk }, sk: { S: sk } } }),
        )
      ).Item;
    expect(await get('expired')).toBeUndefined();
    expect(await get('fresh')).toBeDefined();
    expect(await get('forever')).toBeDefined();
  });
});

describe('a stack on a data directory', () => {
  it('keeps table items, objects and keys across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stack-restart-'));
    try {
      const first = await startLocalStack({ dataDir, quiet: true, staticDir: join(dataDir, 'no-frontend') });
      const credentials = {
        accessKeyId: first.env.AWS_ACCESS_KEY_ID!,
        secretAccessKey: first.env.AWS_SECRET_ACCESS_KEY!,
      };
      const region = first.env.AWS_REGION!;
      const ddb1 = new DynamoDBClient({ region, credentials, endpoint: first.urls.dynamodb });
      const s31 = new S3Client({ region, credentials, endpoint: first.urls.s3, forcePathStyle: true });
      const kms1 = new KMSClient({ region, credentials, endpoint: first.urls.kms });
      await ddb1.send(
        new PutItemCommand({ TableName: first.env.TABLE_NAME, Item: { pk: { S: 'p' }, sk: { S: 's' } } }),
      );
      await s31.send(new PutObjectCommand({ Bucket: first.env.UPLOADS_BUCKET, Key: 'k.txt', Body: 'kept' }));
      const encrypted = await kms1.send(
        new EncryptCommand({ KeyId: first.env.KMS_KEY_ID, Plaintext: Buffer.from('key') }),
      );
      [ddb1, s31, kms1].forEach((c) => c.destroy());
      await first.stop();
      expect(existsSync(join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);

      const second = await startLocalStack({ dataDir, quiet: true, staticDir: join(dataDir, 'no-frontend') });
      const ddb2 = new DynamoDBClient({ region, credentials, endpoint: second.urls.dynamodb });
      const s32 = new S3Client({ region, credentials, endpoint: second.urls.s3, forcePathStyle: true });
      const kms2 = new KMSClient({ region, credentials, endpoint: second.urls.kms });
      try {
        const item = await ddb2.send(
          new GetItemCommand({ TableName: second.env.TABLE_NAME, Key: { pk: { S: 'p' }, sk: { S: 's' } } }),
        );
        expect(item.Item?.pk?.S).toBe('p');
        const object = await s32.send(
          new GetObjectCommand({ Bucket: second.env.UPLOADS_BUCKET, Key: 'k.txt' }),
        );
        expect(await object.Body?.transformToString()).toBe('kept');
        const decrypted = await kms2.send(new DecryptCommand({ CiphertextBlob: encrypted.CiphertextBlob }));
        expect(Buffer.from(decrypted.Plaintext!).toString()).toBe('key');
      } finally {
        [ddb2, s32, kms2].forEach((c) => c.destroy());
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      // startLocalStack wrote its endpoints into process.env; give the shared stack's back.
      useLocalStack();
    }
  });
});
