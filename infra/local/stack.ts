// The embedded local stack (DESIGN §6): DynamoDB Local, s3rver, fauxqs and the local KMS on loopback,
// resources created when missing, S3 ObjectCreated → extraction queue, queue pollers for the event
// handlers that exist, the TTL sweeper, and the gateway serving API + frontend. `npm start`, `npm run
// dev` and the integration tests' global setup all start it through startLocalStack.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { S3EventRecord } from 'aws-lambda';
import { routeFolder, routes, type RouteId } from '@docledger/shared/api/routes';
import { startDynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { startGateway, type ApiHandler, type Gateway } from './gateway';
import { LOCAL_ACCOUNT_ID, startLocalKms } from './kms-local';
import { startQueuePoller, type QueuePoller, type SqsHandler } from './queue-poller';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from './s3-local';
import { ensureQueueWithDlq, startLocalSqs } from './sqs-local';
import { FRONTEND_DIST, REPO_ROOT } from './repo-root';
import { ensureTable, startTtlSweeper } from './table-local';


export const LOCAL_NAMES = {
  region: 'us-east-1',
  table: 'docledger',
  bucket: 'docledger-uploads',
  extractionQueue: 'docledger-extraction',
  webhookQueue: 'docledger-webhooks',
  kmsAlias: 'alias/docledger-local',
} as const;

/** Long enough for OCR of a multi-page scan; a failed message comes back after this long, as in AWS. */
const EXTRACTION_VISIBILITY_SECONDS = 120;
const WEBHOOK_VISIBILITY_SECONDS = 60;

export interface LocalStackOptions {
  dataDir: string;
  /** The app's port (API + frontend); 0 or absent picks a free one. */
  port?: number;
  /** The origin browsers use, when it is not the gateway itself (the Vite dev server). */
  publicUrl?: string;
  /** DynamoDB in memory (tests); the other stand-ins keep their files under dataDir anyway. */
  inMemory?: boolean;
  quiet?: boolean;
  /** Where the frontend build is served from. */
  staticDir?: string;
}

export interface LocalStack {
  urls: { app: string; dynamodb: string; s3: string; sqs: string; kms: string };
  /** The platform contract's variables, also written into process.env. */
  env: Record<string, string>;
  queues: { extraction: string; extractionDlq: string; webhooks: string; webhooksDlq: string };
  /** Event handlers that had a file and got a poller. */
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
  mkdirSync(dataDir, { recursive: true });
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const region = LOCAL_NAMES.region;
  const appPort = options.port ? options.port : await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const publicUrl = (options.publicUrl ?? appUrl).replace(/\/$/, '');
  const origins = [...new Set([publicUrl, publicUrl.replace('//localhost:', '//127.0.0.1:'), appUrl])];

  // Everything started so far, stopped in reverse if a later step fails.
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) {
      await part.stop().catch((error: unknown) => errorLog(`local stack: stop failed: ${(error as Error).message}`));
    }
  };

  try {
    const track = <T extends Stoppable>(part: T): T => {
      started.push(part);
      return part;
    };
    const [dynamo, s3, sqs, kms] = await Promise.all([
      startDynamoDbLocal({ dataDir, inMemory: options.inMemory }).then(track),
      startLocalS3({
        dataDir,
        bucket: LOCAL_NAMES.bucket,
        allowedOrigins: origins,
        extraCredentials: [{ accessKeyId: 'local', secretAccessKey: 'local' }],
      }).then(track),
      startLocalSqs().then(track),
      startLocalKms({ dataDir, region }).then(track),
    ]);

    const credentials = { ...S3RVER_CREDENTIALS };
    const dynamoClient = new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials });
    const sqsClient = new SQSClient({ region, endpoint: sqs.endpoint, credentials });
    track({
      stop: async () => {
        dynamoClient.destroy();
        sqsClient.destroy();
      },
    });

    const [, extraction, webhooks] = await Promise.all([
      ensureTable(dynamoClient, LOCAL_NAMES.table),
      ensureQueueWithDlq(sqsClient, LOCAL_NAMES.extractionQueue, { visibilityTimeoutSeconds: EXTRACTION_VISIBILITY_SECONDS }),
      ensureQueueWithDlq(sqsClient, LOCAL_NAMES.webhookQueue, { visibilityTimeoutSeconds: WEBHOOK_VISIBILITY_SECONDS }),
    ]);
    const key = kms.kms.ensureAliasedKey(LOCAL_NAMES.kmsAlias, 'DocLedger local key (wraps private keys)');
    log(`local stack: KMS key ${key.keyId} (${LOCAL_NAMES.kmsAlias})`);

    forwardObjectCreated(s3, sqsClient, LOCAL_NAMES.bucket, extraction.url, errorLog);

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
      KMS_KEY_ID: `arn:aws:kms:${region}:${LOCAL_ACCOUNT_ID}:${LOCAL_NAMES.kmsAlias}`,
      MAIL_OUTBOX_DIR: outboxDir,
      PUBLIC_URL: publicUrl,
      ALLOWED_ORIGINS: origins.join(','),
      DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    applyEnv(env);

    track(startTtlSweeper(dynamoClient, LOCAL_NAMES.table, { log: errorLog }));

    const pollers: string[] = [];
    const eventHandlers = [
      { name: 'extract-document', queueUrl: extraction.url, timeoutMs: 900_000 },
      { name: 'deliver-webhook', queueUrl: webhooks.url, timeoutMs: 60_000 },
    ];
    for (const target of eventHandlers) {
      const file = join(REPO_ROOT, 'functions', 'src', 'events', target.name, 'handler.ts');
      // The handlers arrive with their issues; until then the queue simply has no consumer.
      if (!existsSync(file)) continue;
      const module = (await import(pathToFileURL(file).href)) as { handler: SqsHandler };
      const poller: QueuePoller = startQueuePoller({
        sqs: sqsClient,
        queueUrl: target.queueUrl,
        handler: module.handler,
        name: target.name,
        region,
        handlerTimeoutMs: target.timeoutMs,
        log: errorLog,
      });
      track(poller);
      pollers.push(target.name);
    }

    const gateway: Gateway = track(
      await startGateway({
        routes,
        loadHandler: loadRouteHandler,
        staticDir: options.staticDir ?? FRONTEND_DIST,
        port: appPort,
        log: errorLog,
      }),
    );

    return {
      urls: { app: gateway.url, dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: sqs.endpoint, kms: kms.endpoint },
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
    await stopAll();
    throw error;
  }
}

/** The handler module each route's Lambda bundles: functions/src/http/<kebab id>/handler.ts. */
export async function loadRouteHandler(routeId: string): Promise<ApiHandler> {
  const file = join(REPO_ROOT, 'functions', 'src', 'http', routeFolder(routeId as RouteId), 'handler.ts');
  const module = (await import(pathToFileURL(file).href)) as { handler?: ApiHandler };
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler`);
  return module.handler;
}

/** S3 event notifications to SQS: one message per record, body `{"Records":[record]}` as AWS sends it. */
export function forwardObjectCreated(
  s3: Pick<LocalS3, 'onObjectCreated'>,
  sqs: SQSClient,
  bucket: string,
  queueUrl: string,
  log: (message: string) => void,
): void {
  s3.onObjectCreated((record: S3EventRecord) => {
    if (record.s3.bucket.name !== bucket) return;
    sqs
      .send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ Records: [record] }) }))
      .catch((error: unknown) => log(`local stack: forwarding an S3 event failed: ${(error as Error).message}`));
  });
}

function applyEnv(env: Record<string, string>): void {
  // Inherited settings must not send local traffic to a real account or another endpoint.
  for (const name of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_SESV2']) {
    delete process.env[name];
  }
  Object.assign(process.env, env);
}
