// A test file's own corner of the one embedded stack (DESIGN §6: "isolate data by table names"): its
// own DynamoDB table, S3 bucket, SQS queues and mail outbox on the shared DynamoDB Local, s3rver, SQS
// emulator and KMS, plus its own gateway and queue pollers running in the test file's process with
// that environment. Integration files can then run in parallel worker processes without seeing each
// other's users, counters, mails or queue messages, while the JVM and the emulators start only once.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { S3EventRecord } from 'aws-lambda';
import { routes } from '@docledger/shared/api/routes';
import { startGateway } from './gateway';
import * as handlers from './handler-modules';
import { startQueuePoller, type SqsHandler } from './queue-poller';
import { FRONTEND_DIST } from './repo-root';
import { S3RVER_CREDENTIALS } from './s3-local';
import { ensureQueueWithDlq } from './sqs-local';
import { ensureTable } from './table-local';
import type { ProvidedLocalStack } from './test-env';

/** Prefixes of the per-file names; the shared stack forwards S3 events of `<bucket>-<ns>` to `<queue>-<ns>`. */
export const NAMESPACE_BASE = {
  table: 'docledger',
  bucket: 'docledger-uploads',
  extractionQueue: 'docledger-extraction',
  webhookQueue: 'docledger-webhooks',
} as const;

export interface NamespaceNames {
  namespace: string;
  table: string;
  bucket: string;
  extractionQueue: string;
  webhookQueue: string;
}

/** The names of one namespace: lower-case and short enough for bucket (63) and queue (80) limits. */
export function namespaceNames(namespace: string): NamespaceNames {
  if (!/^[a-z0-9]{1,20}$/.test(namespace)) throw new Error(`bad test namespace '${namespace}'`);
  return {
    namespace,
    table: `${NAMESPACE_BASE.table}-${namespace}`,
    bucket: `${NAMESPACE_BASE.bucket}-${namespace}`,
    extractionQueue: `${NAMESPACE_BASE.extractionQueue}-${namespace}`,
    webhookQueue: `${NAMESPACE_BASE.webhookQueue}-${namespace}`,
  };
}

/** The namespace whose extraction queue gets ObjectCreated events of `bucket`, if it is a namespace bucket. */
export function namespaceOfBucket(bucket: string): string | undefined {
  const prefix = `${NAMESPACE_BASE.bucket}-`;
  if (!bucket.startsWith(prefix)) return undefined;
  const namespace = bucket.slice(prefix.length);
  return /^[a-z0-9]{1,20}$/.test(namespace) ? namespace : undefined;
}

export function newNamespace(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

export interface TestNamespace extends ProvidedLocalStack {
  names: NamespaceNames;
  stop(): Promise<void>;
}

/**
 * Test-only settings on top of the platform contract: the cheap password-hash profile (production
 * parameters are asserted unchanged by passwords.test.ts).
 */
export const TEST_ONLY_ENV = { PASSWORD_HASH_PROFILE: 'test' } as const;

/**
 * Creates the namespace's table, bucket, queues and outbox, writes its environment into process.env,
 * and starts its gateway and queue pollers in this process. Event handler modules load on the first
 * message, so files that never upload do not pay for the extraction engine.
 */
export async function startTestNamespace(
  shared: ProvidedLocalStack,
  namespace = newNamespace(),
): Promise<TestNamespace> {
  const names = namespaceNames(namespace);
  const region = shared.env.AWS_REGION ?? 'us-east-1';
  const credentials = { ...S3RVER_CREDENTIALS };
  const dynamo = new DynamoDBClient({ region, endpoint: shared.urls.dynamodb, credentials });
  const s3 = new S3Client({ region, endpoint: shared.urls.s3, credentials, forcePathStyle: true });
  const sqs = new SQSClient({ region, endpoint: shared.urls.sqs, credentials });
  const origins = (shared.env.ALLOWED_ORIGINS ?? shared.env.PUBLIC_URL ?? '').split(',').filter(Boolean);

  const [, , extraction, webhooks] = await Promise.all([
    ensureTable(dynamo, names.table),
    s3.send(new CreateBucketCommand({ Bucket: names.bucket })).then(() =>
      s3.send(
        new PutBucketCorsCommand({
          Bucket: names.bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: origins,
                AllowedMethods: ['POST', 'PUT', 'GET', 'HEAD'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        }),
      ),
    ),
    ensureQueueWithDlq(sqs, names.extractionQueue, {
      visibilityTimeoutSeconds: handlers.EXTRACTION_VISIBILITY_SECONDS,
    }),
    ensureQueueWithDlq(sqs, names.webhookQueue, {
      visibilityTimeoutSeconds: handlers.WEBHOOK_VISIBILITY_SECONDS,
    }),
  ]);
  const outboxDir = join(shared.env.DATA_DIR ?? '', `outbox-${namespace}`);
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });

  const env: Record<string, string> = {
    ...shared.env,
    TABLE_NAME: names.table,
    UPLOADS_BUCKET: names.bucket,
    EXTRACTION_QUEUE_URL: extraction.url,
    WEBHOOK_QUEUE_URL: webhooks.url,
    EXTRACTION_DLQ_URL: extraction.dlqUrl,
    WEBHOOK_DLQ_URL: webhooks.dlqUrl,
    MAIL_OUTBOX_DIR: outboxDir,
    ...TEST_ONLY_ENV,
  };
  Object.assign(process.env, env);

  const errorLog = (message: string) => console.error(message);
  const stoppers: Array<() => Promise<void>> = [];
  const pollers: string[] = [];
  const consumers = [
    { name: 'extract-document', queueUrl: extraction.url, timeoutMs: handlers.EXTRACTION_TIMEOUT_MS },
    { name: 'deliver-webhook', queueUrl: webhooks.url, timeoutMs: handlers.WEBHOOK_TIMEOUT_MS },
  ];
  for (const consumer of consumers) {
    if (!existsSync(handlers.eventHandlerFile(consumer.name))) continue;
    let loading: Promise<SqsHandler | undefined> | undefined;
    const poller = startQueuePoller({
      sqs,
      queueUrl: consumer.queueUrl,
      name: consumer.name,
      region,
      handlerTimeoutMs: consumer.timeoutMs,
      log: errorLog,
      handler: async (event, context) => {
        loading ??= handlers.loadEventHandler<SqsHandler>(consumer.name);
        const handler = await loading;
        if (!handler) throw new Error(`${consumer.name} has no handler`);
        return handler(event, context);
      },
    });
    stoppers.push(() => poller.stop());
    pollers.push(consumer.name);
  }

  const gateway = await startGateway({
    routes,
    loadHandler: handlers.loadRouteHandler,
    staticDir: FRONTEND_DIST,
    log: errorLog,
    connectSrc: [shared.urls.s3, shared.urls.s3.replace('//127.0.0.1:', '//localhost:')],
  });
  stoppers.push(() => gateway.stop());

  return {
    names,
    env,
    urls: { ...shared.urls, app: gateway.url },
    queues: {
      extraction: extraction.url,
      extractionDlq: extraction.dlqUrl,
      webhooks: webhooks.url,
      webhooksDlq: webhooks.dlqUrl,
    },
    pollers,
    async stop() {
      for (const stop of stoppers.reverse()) {
        await stop().catch((error: unknown) => errorLog(`test namespace: ${(error as Error).message}`));
      }
      // Drops the file's data from the in-memory DynamoDB Local, so a long run does not grow the JVM.
      await dynamo
        .send(new DeleteTableCommand({ TableName: names.table }))
        .catch((error: unknown) => errorLog(`test namespace: ${(error as Error).message}`));
      rmSync(outboxDir, { recursive: true, force: true });
      dynamo.destroy();
      s3.destroy();
      sqs.destroy();
    },
  };
}

/**
 * S3 → SQS notifications of the test namespaces, installed by the shared stack: an object created in
 * `docledger-uploads-<ns>` goes to `docledger-extraction-<ns>`, as the one bucket's events go to the one
 * queue. Events of other buckets, or of a namespace whose queue is gone, are ignored.
 */
export function forwardNamespacedObjectCreated(
  s3: { onObjectCreated(listener: (record: S3EventRecord) => void): void },
  sqs: SQSClient,
  log: (message: string) => void,
): void {
  const queueUrls = new Map<string, Promise<string | undefined>>();
  const queueUrlOf = (namespace: string) => {
    let url = queueUrls.get(namespace);
    if (!url) {
      url = sqs
        .send(new GetQueueUrlCommand({ QueueName: namespaceNames(namespace).extractionQueue }))
        .then((r) => r.QueueUrl)
        .catch(() => undefined);
      queueUrls.set(namespace, url);
    }
    return url;
  };
  s3.onObjectCreated((record) => {
    const namespace = namespaceOfBucket(record.s3.bucket.name);
    if (!namespace) return;
    void queueUrlOf(namespace).then(async (queueUrl) => {
      if (!queueUrl) return;
      await sqs
        .send(
          new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ Records: [record] }) }),
        )
        .catch((error: unknown) =>
          log(`local stack: forwarding an S3 event of ${namespace} failed: ${(error as Error).message}`),
        );
    });
  });
}
