// SQS stand-in: fauxqs 1.x (Node 20) embedded in this process, bound to loopback only.
// fauxqs keeps everything in memory: queues are re-created at every start and messages in flight
// are lost on restart (the documents issue adds a sweep for documents stuck in processing).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { buildApp, type BuildAppOptions } from 'fauxqs';

/** Lambda's default for SQS event sources with a DLQ in our stacks: poison messages stop after 5 tries. */
export const MAX_RECEIVE_COUNT = 5;

export interface LocalSqs {
  endpoint: string;
  stop(): Promise<void>;
}

interface FauxqsSqsStore {
  host: string;
}

/**
 * fauxqs builds queue URLs as `http://sqs.<region>.localhost:<port>/…` by default, a name that does
 * not resolve on Linux, and the SQS client sends requests to the queue URL's host. With an empty
 * host it uses the request's Host header, giving `http://127.0.0.1:<port>/…`, which works as both
 * id and address. The stores are not exported, so they are loaded from the package's dist folder.
 */
function packageDir(name: string): string {
  // fauxqs exports only an `import` condition, so require.resolve cannot find it; walk the lookup paths.
  const paths = createRequire(import.meta.url).resolve.paths(name) ?? [];
  const found = paths.map((p) => join(p, name)).find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`Cannot find the ${name} package; run npm install`);
  return found;
}

async function loopbackStores() {
  const dist = join(packageDir('fauxqs'), 'dist');
  const load = async <T>(path: string, name: string): Promise<new () => T> =>
    ((await import(pathToFileURL(join(dist, path)).href)) as Record<string, new () => T>)[
      name
    ] as new () => T;
  const SqsStore = await load<FauxqsSqsStore>('sqs/sqsStore.js', 'SqsStore');
  const SnsStore = await load<object>('sns/snsStore.js', 'SnsStore');
  const S3Store = await load<object>('s3/s3Store.js', 'S3Store');
  const sqsStore = new SqsStore();
  sqsStore.host = '';
  return { sqsStore, snsStore: new SnsStore(), s3Store: new S3Store() };
}

export async function startLocalSqs(options: { port?: number } = {}): Promise<LocalSqs> {
  const stores = await loopbackStores();
  const app = buildApp({
    logger: false,
    stores: stores as unknown as NonNullable<BuildAppOptions['stores']>,
  });
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    endpoint: address,
    stop: async () => {
      await app.close();
    },
  };
}

export interface QueuePair {
  url: string;
  arn: string;
  dlqUrl: string;
  dlqArn: string;
}

/** Creates `<name>` and `<name>-dlq` when missing, with the redrive policy Lambda relies on. Idempotent. */
export async function ensureQueueWithDlq(
  sqs: SQSClient,
  name: string,
  options: { visibilityTimeoutSeconds: number; maxReceiveCount?: number },
): Promise<QueuePair> {
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: `${name}-dlq`, Attributes: { MessageRetentionPeriod: '1209600' } }),
  );
  const dlqUrl = dlq.QueueUrl!;
  const dlqArn = await queueArn(sqs, dlqUrl);
  const queue = await sqs.send(new CreateQueueCommand({ QueueName: name }));
  const url = queue.QueueUrl!;
  // Set (not create) attributes so a changed timeout or policy also applies to an existing queue.
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: url,
      Attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: dlqArn,
          maxReceiveCount: options.maxReceiveCount ?? MAX_RECEIVE_COUNT,
        }),
      },
    }),
  );
  return { url, arn: await queueArn(sqs, url), dlqUrl, dlqArn };
}

async function queueArn(sqs: SQSClient, url: string): Promise<string> {
  const attrs = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
  );
  const arn = attrs.Attributes?.QueueArn;
  if (!arn) throw new Error(`The SQS emulator returned no ARN for ${url}`);
  return arn;
}
