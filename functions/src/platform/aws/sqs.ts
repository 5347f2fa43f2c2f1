import { SQSClient } from '@aws-sdk/client-sqs';
import { endpointFor, lazyClient, withoutSdkLogging } from '../aws-clients';
import type { Env } from '../env';

export function makeSQSClient(env: Env): SQSClient {
  return withoutSdkLogging(new SQSClient({ region: env.AWS_REGION, endpoint: endpointFor(env, 'SQS') }));
}

export const sqsClient = lazyClient(makeSQSClient);
