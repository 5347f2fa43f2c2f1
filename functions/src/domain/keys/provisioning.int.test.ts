// The initial key off the request path (issue 7, decision 151): registration generates nothing and
// queues a job; the provision-key worker stores exactly one key however often the job is delivered;
// an upload before the key exists is accepted and sealing provisions the key once.
import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserByEmail, getUserById } from '../../db/access/users';
import { createActiveUser } from '../auth/test-support/users';
import { listKeysByUser } from '../../db/access/encryption-keys';
import { sqsClient } from '../../platform/aws/sqs';
import { createLogger } from '../../platform/logger';
import { register } from '../auth/accounts';
import {
  STRONG_PASSWORD,
  uniqueEmail,
  ApiClient,
  type ClientOptions,
  localClientOptions,
} from '../auth/test-support/api-client';
import { createSession, SESSION_COOKIE } from '../sessions/sessions';
import { activeKeyOf } from '../documents/sensitive';
import { keyGeneration } from './keys';
import { ensureInitialKey, initialKeyId, keyQueueUrl } from './provisioning';
import { handler as provisionKeyWorker } from '../../events/provision-key/handler';

let opts: ClientOptions;
let queueUrl: string;
const log = createLogger({ test: 'provisioning' }, 'silent');

beforeAll(async () => {
  opts = localClientOptions();
  // Its own queue, read by this test (no worker polls it), so the queued job can be inspected.
  const created = await sqsClient().send(
    new CreateQueueCommand({ QueueName: `docledger-keys-probe-${randomUUID().slice(0, 8)}` }),
  );
  queueUrl = created.QueueUrl!;
});

afterEach(() => vi.restoreAllMocks());

async function pendingUser(): Promise<string> {
  return createActiveUser('pending-key', { initialKeyPending: true });
}

function record(body: unknown, receiveCount = 1): SQSRecord {
  return {
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: String(receiveCount) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:docledger-keys',
    awsRegion: 'us-east-1',
  } as unknown as SQSRecord;
}

describe('registration', () => {
  it('returns without generating a key: the user is marked pending and one job is queued', async () => {
    const generate = vi.spyOn(keyGeneration, 'generatePair');
    const previous = process.env.KEY_QUEUE_URL;
    process.env.KEY_QUEUE_URL = queueUrl;
    const email = uniqueEmail('no-keygen');
    try {
      await register(
        {
          email,
          password: STRONG_PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
          userType: 'individual',
          agreedToPrivacyPolicy: true,
        } as Parameters<typeof register>[0],
        log,
      );
    } finally {
      process.env.KEY_QUEUE_URL = previous;
    }
    expect(generate).not.toHaveBeenCalled();
    const user = (await getUserByEmail(email))!;
    expect(user.initialKeyPending).toBe(true);
    expect(await listKeysByUser(user.userId)).toEqual([]);
    const received = await sqsClient().send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    expect((received.Messages ?? []).map((m) => JSON.parse(m.Body!))).toEqual([
      { v: 1, kind: 'initial-key', userId: user.userId },
    ]);
  });

  it('reads the key queue from KEY_QUEUE_URL and treats an empty value as unset', () => {
    expect(keyQueueUrl({ KEY_QUEUE_URL: 'http://127.0.0.1:1/q' })).toBe('http://127.0.0.1:1/q');
    expect(keyQueueUrl({ KEY_QUEUE_URL: '' })).toBeUndefined();
    expect(() => keyQueueUrl({ KEY_QUEUE_URL: 'not a url' })).toThrow();
  });
});

describe('the provision-key worker', () => {
  it('stores exactly one active key when the job is delivered twice at once and again later', async () => {
    const userId = await pendingUser();
    const job = { v: 1, kind: 'initial-key', userId };
    const generate = vi.spyOn(keyGeneration, 'generatePair');
    const event: SQSEvent = { Records: [record(job), record(job)] };
    const first = await provisionKeyWorker(event, undefined as never);
    expect(first.batchItemFailures).toEqual([]);
    generate.mockClear();
    const again = await provisionKeyWorker({ Records: [record(job, 2)] }, undefined as never);
    expect(again.batchItemFailures).toEqual([]);

    const keys = await listKeysByUser(userId);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      keyId: initialKeyId(userId),
      isActive: true,
      keySize: 4096,
      algorithm: 'RSA-256',
      source: 'generated',
    });
    // The later delivery found the key and generated nothing.
    expect(generate).not.toHaveBeenCalled();
    expect((await getUserById(userId))!.initialKeyPending).toBe(false);
  });

  it('does nothing for a user who already has a key, and refuses a malformed job', async () => {
    const userId = await pendingUser();
    await ensureInitialKey(userId);
    const generate = vi.spyOn(keyGeneration, 'generatePair');
    expect(await ensureInitialKey(userId)).toBe('exists');
    expect(generate).not.toHaveBeenCalled();
    const bad = await provisionKeyWorker({ Records: [record({ v: 1, kind: 'other' })] }, undefined as never);
    expect(bad.batchItemFailures).toHaveLength(1);
  });
});

describe('an upload before the key is ready', () => {
  it('is accepted, and sealing provisions the one initial key', async () => {
    const userId = await pendingUser();
    const { token } = await createSession(userId);
    const res = await new ApiClient(opts).post(
      '/api/documents/upload',
      { documentType: 'invoice', files: [{ name: 'a.pdf', size: 1000, contentType: 'application/pdf' }] },
      { cookie: `${SESSION_COOKIE}=${token}` },
    );
    expect(res.status).toBe(200);
    const generate = vi.spyOn(keyGeneration, 'generatePair');
    const [a, b] = await Promise.all([activeKeyOf(userId), activeKeyOf(userId)]);
    expect(a.keyId).toBe(initialKeyId(userId));
    expect(b.keyId).toBe(initialKeyId(userId));
    expect(generate.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(await listKeysByUser(userId)).toHaveLength(1);
  });

  it('still needs a key from a user who has none and none pending', async () => {
    const userId = await createActiveUser('no-key');
    await expect(activeKeyOf(userId)).rejects.toMatchObject({ code: 'ENCRYPTION_KEY_REQUIRED' });
  });
});
