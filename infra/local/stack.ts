// The embedded local stack (DESIGN §6): DynamoDB Local, s3rver, fauxqs and the local KMS on loopback,
// resources created when missing, S3 ObjectCreated → extraction queue, queue pollers for the event
// handlers that exist, the TTL sweeper, and the gateway serving API + frontend. `npm start`, `npm run
// dev` and the integration tests' global setup all start it through startLocalStack.
// Only light modules are imported statically: Java is spawned first, and the stand-ins, SDK clients
// and route table (a few seconds of module loading) load while the JVM boots.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { tightenTree, usePrivateUmask } from './private-files';
import type { Gateway } from './gateway';
import {
  EXTRACTION_TIMEOUT_MS,
  EXTRACTION_VISIBILITY_SECONDS,
  KEY_TIMEOUT_MS,
  KEY_VISIBILITY_SECONDS,
  loadEventHandler,
  loadRouteHandler,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_VISIBILITY_SECONDS,
} from './handler-modules';
import type { QueuePoller, SqsHandler } from './queue-poller';
import { FRONTEND_DIST } from './repo-root';
import { startSchedule, type ScheduledHandler } from './schedule';
import { SCHEDULES } from '../lib/schedules';

export const LOCAL_NAMES = {
  region: 'us-east-1',
  table: 'docledger',
  bucket: 'docledger-uploads',
  extractionQueue: 'docledger-extraction',
  webhookQueue: 'docledger-webhooks',
  keyQueue: 'docledger-keys',
  kmsAlias: 'alias/docledger-local',
} as const;

export interface LocalStackOptions {
  dataDir: string;
  /** The app's port (API + frontend); 0 or absent picks a free one. */
  port?: number;
  /** The origin browsers use, when it is not the gateway itself (the Vite dev server). */
  publicUrl?: string;
  /** DynamoDB in memory (tests); the other stand-ins keep their files under dataDir anyway. */
  inMemory?: boolean;
  /** DynamoDB Local's JIT (dynamodb-local.ts): 'full' for long-lived servers and load benchmarks. */
  dynamoJit?: 'quick' | 'full';
  quiet?: boolean;
  /** Where the frontend build is served from. */
  staticDir?: string;
  /**
   * Test runs (false): no event workers and no handler warm-up here, because each integration file runs
   * its own gateway and workers on its own namespace (test-namespace.ts). Default true.
   */
  workers?: boolean;
}

export interface LocalStack {
  urls: { app: string; dynamodb: string; s3: string; sqs: string; kms: string };
  /** The platform contract's variables, also written into process.env. */
  env: Record<string, string>;
  queues: { extraction: string; extractionDlq: string; webhooks: string; webhooksDlq: string };
  /** Event handlers that run: queue pollers and schedules whose handler file exists. */
  pollers: string[];
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.quiet ? () => undefined : (message: string) => console.error(message);
  const errorLog = (message: string) => console.error(message);
  const dataDir = resolve(options.dataDir);
  // Data files 0600, directories 0700: new ones through the umask (restored at stop), old ones now.
  const restoreUmask = usePrivateUmask();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tightenTree(dataDir);
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  const region = LOCAL_NAMES.region;
  const appPort = options.port ? options.port : await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const publicUrl = (options.publicUrl ?? appUrl).replace(/\/$/, '');
  const origins = [...new Set([publicUrl, publicUrl.replace('//localhost:', '//127.0.0.1:'), appUrl])];

  // Everything started so far, stopped in reverse if a later step fails.
  const started: Stoppable[] = [{ stop: async () => restoreUmask() }];
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) {
      await part
        .stop()
        .catch((error: unknown) => errorLog(`local stack: stop failed: ${(error as Error).message}`));
    }
  };

  const track = <T extends Stoppable>(part: T): T => {
    started.push(part);
    return part;
  };
  const dynamoStarting = startDynamoDbLocal({ dataDir, inMemory: options.inMemory, jit: options.dynamoJit });

  try {
    const [
      { DynamoDBClient },
      { SQSClient },
      { routes },
      { startGateway },
      { LOCAL_ACCOUNT_ID, startLocalKms },
      { startQueuePoller },
      { S3RVER_CREDENTIALS, forwardObjectCreated, startLocalS3 },
      { ensureQueueWithDlq, startLocalSqs },
      { ensureTable, startTtlSweeper },
      { forwardNamespacedObjectCreated },
    ] = await Promise.all([
      import('@aws-sdk/client-dynamodb'),
      import('@aws-sdk/client-sqs'),
      import('@docledger/shared/api/routes'),
      import('./gateway'),
      import('./kms-local'),
      import('./queue-poller'),
      import('./s3-local'),
      import('./sqs-local'),
      import('./table-local'),
      import('./test-namespace'),
    ]);
    // allSettled: whatever did start must be tracked so that a failure elsewhere still stops it.
    const results = await Promise.allSettled([
      dynamoStarting,
      startLocalS3({
        dataDir,
        bucket: LOCAL_NAMES.bucket,
        allowedOrigins: origins,
        extraCredentials: [{ accessKeyId: 'local', secretAccessKey: 'local' }],
      }),
      startLocalSqs(),
      startLocalKms({ dataDir, region }),
    ]);
    for (const result of results) if (result.status === 'fulfilled') track(result.value);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamo, s3, sqs, kms] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      DynamoDbLocal,
      Awaited<ReturnType<typeof startLocalS3>>,
      Awaited<ReturnType<typeof startLocalSqs>>,
      Awaited<ReturnType<typeof startLocalKms>>,
    ];

    const credentials = { ...S3RVER_CREDENTIALS };
    const dynamoClient = new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials });
    const sqsClient = new SQSClient({ region, endpoint: sqs.endpoint, credentials });
    track({
      stop: async () => {
        dynamoClient.destroy();
        sqsClient.destroy();
      },
    });

    const [, extraction, webhooks, keyJobs] = await Promise.all([
      ensureTable(dynamoClient, LOCAL_NAMES.table),
      ensureQueueWithDlq(sqsClient, LOCAL_NAMES.extractionQueue, {
        visibilityTimeoutSeconds: EXTRACTION_VISIBILITY_SECONDS,
      }),
      ensureQueueWithDlq(sqsClient, LOCAL_NAMES.webhookQueue, {
        visibilityTimeoutSeconds: WEBHOOK_VISIBILITY_SECONDS,
      }),
      ensureQueueWithDlq(sqsClient, LOCAL_NAMES.keyQueue, {
        visibilityTimeoutSeconds: KEY_VISIBILITY_SECONDS,
      }),
    ]);
    const key = kms.kms.ensureAliasedKey(LOCAL_NAMES.kmsAlias, 'DocLedger local key (wraps private keys)');
    log(`local stack: KMS key ${key.keyId} (${LOCAL_NAMES.kmsAlias})`);

    forwardObjectCreated(s3, sqsClient, LOCAL_NAMES.bucket, extraction.url, errorLog);
    forwardNamespacedObjectCreated(s3, sqsClient, errorLog);

    const env: Record<string, string> = {
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      // s3rver's built-in key pair; the other stand-ins accept any credentials.
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SQS: sqs.endpoint,
      AWS_ENDPOINT_URL_KMS: kms.endpoint,
      TABLE_NAME: LOCAL_NAMES.table,
      UPLOADS_BUCKET: LOCAL_NAMES.bucket,
      EXTRACTION_QUEUE_URL: extraction.url,
      WEBHOOK_QUEUE_URL: webhooks.url,
      KEY_QUEUE_URL: keyJobs.url,
      EXTRACTION_DLQ_URL: extraction.dlqUrl,
      WEBHOOK_DLQ_URL: webhooks.dlqUrl,
      // Running locally: webhooks may target a receiver on this machine (refused in AWS; decision 093).
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      KMS_KEY_ID: `arn:aws:kms:${region}:${LOCAL_ACCOUNT_ID}:${LOCAL_NAMES.kmsAlias}`,
      MAIL_OUTBOX_DIR: outboxDir,
      PUBLIC_URL: publicUrl,
      ALLOWED_ORIGINS: origins.join(','),
      DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // The billing webhook's signing secret: the developer's (e.g. from `stripe listen`) or a fresh one.
      BILLING_WEBHOOK_SECRET:
        process.env.BILLING_WEBHOOK_SECRET || `whsec_${randomBytes(24).toString('hex')}`,
    };
    applyEnv(env);

    track(startTtlSweeper(dynamoClient, LOCAL_NAMES.table, { log: errorLog }));

    const pollers: string[] = [];
    const queueConsumers = [
      { name: 'extract-document', queueUrl: extraction.url, timeoutMs: EXTRACTION_TIMEOUT_MS },
      { name: 'deliver-webhook', queueUrl: webhooks.url, timeoutMs: WEBHOOK_TIMEOUT_MS },
      { name: 'provision-key', queueUrl: keyJobs.url, timeoutMs: KEY_TIMEOUT_MS },
    ];
    const workers = options.workers ?? true;
    for (const target of workers ? queueConsumers : []) {
      const handler = await loadEventHandler<SqsHandler>(target.name);
      if (!handler) continue;
      const poller: QueuePoller = startQueuePoller({
        sqs: sqsClient,
        queueUrl: target.queueUrl,
        handler,
        name: target.name,
        region,
        handlerTimeoutMs: target.timeoutMs,
        log: errorLog,
      });
      track(poller);
      pollers.push(target.name);
    }
    // Scheduled handlers (EventBridge rules in AWS) run at start, which is when stuck work exists
    // locally (fauxqs loses messages on restart), and then at the rate the CDK rule has (../lib/schedules).
    for (const { handlerFolder: name, everyMinutes } of workers ? Object.values(SCHEDULES) : []) {
      const handler = await loadEventHandler<ScheduledHandler>(name);
      if (!handler) continue;
      track(startSchedule({ name, handler, everyMs: everyMinutes * 60_000, region, log: errorLog }));
      pollers.push(name);
    }

    const gateway: Gateway = track(
      await startGateway({
        routes,
        loadHandler: loadRouteHandler,
        staticDir: options.staticDir ?? FRONTEND_DIST,
        port: appPort,
        log: errorLog,
        // The browser posts uploads straight to s3rver (presigned POST), as to S3 in AWS.
        connectSrc: [s3.endpoint, s3.endpoint.replace('//127.0.0.1:', '//localhost:')],
      }),
    );
    // Load every route's handler in the background, so the first page does not wait for imports.
    if (workers) gateway.warm(Object.keys(routes));

    return {
      urls: {
        app: gateway.url,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        sqs: sqs.endpoint,
        kms: kms.endpoint,
      },
      env,
      queues: {
        extraction: extraction.url,
        extractionDlq: extraction.dlqUrl,
        webhooks: webhooks.url,
        webhooksDlq: webhooks.dlqUrl,
      },
      pollers,
      stop: stopAll,
    };
  } catch (error) {
    // Java may still be booting when something else failed; it is tracked once it is up.
    const dynamo = await dynamoStarting.catch(() => undefined);
    if (dynamo && !started.includes(dynamo)) track(dynamo);
    await stopAll();
    throw error;
  }
}

function applyEnv(env: Record<string, string>): void {
  // Inherited settings must not send local traffic to a real account or another endpoint.
  for (const name of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_SESV2']) {
    delete process.env[name];
  }
  Object.assign(process.env, env);
}
