// The one AWS client factory (DESIGN §6): the same SDK calls everywhere, only endpoints differ.
// Clients are created lazily and reused across invocations (module scope in Lambda).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { KMSClient } from '@aws-sdk/client-kms';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { getEnv, type Env } from './env';

export interface AwsClients {
  dynamo: DynamoDBClient;
  doc: DynamoDBDocumentClient;
  s3: S3Client;
  sqs: SQSClient;
  kms: KMSClient;
  ses: SESv2Client;
}

export function endpointFor(
  env: Env,
  service: 'DYNAMODB' | 'S3' | 'SQS' | 'KMS' | 'SESV2',
): string | undefined {
  return env[`AWS_ENDPOINT_URL_${service}`] ?? env.AWS_ENDPOINT_URL;
}

/** The SDK's per-call logging step (`@aws-sdk/core` loggerMiddleware). */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

/**
 * Removes the SDK's logging step. We never give the SDK a logger (ours is structured and redacts), yet
 * that step still walks every command's input and output through the "sensitive log" filter before it
 * calls the no-op logger: for a 300-row query that walk costs more than the query's own parsing
 * (profiled for issue 8). Errors still reach the caller unchanged.
 */
export function withoutSdkLogging<C extends { middlewareStack: { remove(name: string): boolean } }>(
  client: C,
): C {
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  return client;
}

export function createAwsClients(env: Env): AwsClients {
  const region = env.AWS_REGION;
  // The document client sends through this client's middleware stack: removing the step here covers both.
  const dynamo = withoutSdkLogging(new DynamoDBClient({ region, endpoint: endpointFor(env, 'DYNAMODB') }));
  const s3Endpoint = endpointFor(env, 'S3');
  return {
    dynamo,
    doc: DynamoDBDocumentClient.from(dynamo, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    }),
    // Local stand-ins (s3rver, LocalStack) need path-style addressing.
    s3: withoutSdkLogging(
      new S3Client({ region, endpoint: s3Endpoint, forcePathStyle: Boolean(s3Endpoint) }),
    ),
    sqs: withoutSdkLogging(new SQSClient({ region, endpoint: endpointFor(env, 'SQS') })),
    kms: withoutSdkLogging(new KMSClient({ region, endpoint: endpointFor(env, 'KMS') })),
    ses: withoutSdkLogging(new SESv2Client({ region, endpoint: endpointFor(env, 'SESV2') })),
  };
}

let cached: AwsClients | undefined;

export function aws(): AwsClients {
  cached ??= createAwsClients(getEnv());
  return cached;
}

export function resetAwsClients(): void {
  cached = undefined;
}
