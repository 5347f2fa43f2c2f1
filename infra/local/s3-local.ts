// S3 stand-in: s3rver 3 on loopback, objects under DATA_DIR/s3. Its `event` emitter gives
// S3-notification-shaped records; the stack forwards ObjectCreated ones to the extraction queue as
// S3 → SQS notifications do in AWS. s3rver checks neither SigV4 signatures nor POST policies, which is
// why the extraction handler re-checks size and magic bytes itself.
import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { S3EventRecord } from 'aws-lambda';

/** The part of s3rver 3's API used here (it ships no types). */
interface S3rverInstance extends EventEmitter {
  httpServer?: Server;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

/** s3rver's built-in key pair; any SigV4 signature made with a registered key id is accepted. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3Options {
  dataDir: string;
  bucket: string;
  /** Origins the browser posts uploads from (the app's URL). */
  allowedOrigins: readonly string[];
  port?: number;
  /** Extra key pairs to accept, e.g. the `local`/`local` pair of the platform contract. */
  extraCredentials?: readonly { accessKeyId: string; secretAccessKey: string }[];
}

export interface LocalS3 {
  endpoint: string;
  /** Subscribes to ObjectCreated notifications (one record per event, keys URL-encoded like AWS). */
  onObjectCreated(listener: (record: S3EventRecord) => void): void;
  stop(): Promise<void>;
}

interface S3rverEventBody {
  Records: S3EventRecord[];
}

export function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((o) => `    <AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('\n');
  return `<CORSConfiguration>
  <CORSRule>
${allowed}
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** S3 notifications carry the object key form-URL-encoded (`a b.pdf` → `a+b.pdf`); s3rver sends it raw. */
export function encodeEventKey(key: string): string {
  return encodeURIComponent(key)
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
    .replace(/%2F/g, '/');
}

export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  const directory = join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  registerCredentials(options.extraCredentials ?? []);
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(options.allowedOrigins)] }],
  });
  const address = (await server.run()) as AddressInfo;
  const listeners: ((record: S3EventRecord) => void)[] = [];
  server.on('event', (event: S3rverEventBody) => {
    for (const record of event.Records ?? []) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      const fixed: S3EventRecord = {
        ...record,
        s3: {
          ...record.s3,
          bucket: { ...record.s3.bucket, arn: `arn:aws:s3:::${record.s3.bucket.name}` },
          object: { ...record.s3.object, key: encodeEventKey(record.s3.object.key) },
        },
      };
      for (const listener of listeners) listener(fixed);
    }
  });
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    onObjectCreated: (listener) => {
      listeners.push(listener);
    },
    stop: async () => {
      const closed = server.close();
      // Keep-alive sockets of SDK clients would hold close() open.
      server.httpServer?.closeAllConnections();
      await closed;
    },
  };
}

function registerCredentials(pairs: readonly { accessKeyId: string; secretAccessKey: string }[]): void {
  if (pairs.length === 0) return;
  // s3rver knows one hard-coded account; its registry is the only way to add key ids.
  const require = createRequire(import.meta.url);
  const account = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  for (const pair of pairs) account.DUMMY_ACCOUNT.createKeyPair(pair.accessKeyId, pair.secretAccessKey);
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
      .send(
        new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ Records: [record] }) }),
      )
      .catch((error: unknown) =>
        log(`local stack: forwarding an S3 event failed: ${(error as Error).message}`),
      );
  });
}
