import { KMSClient } from '@aws-sdk/client-kms';
import { endpointFor, lazyClient, withoutSdkLogging } from '../aws-clients';
import type { Env } from '../env';

export function makeKMSClient(env: Env): KMSClient {
  return withoutSdkLogging(new KMSClient({ region: env.AWS_REGION, endpoint: endpointFor(env, 'KMS') }));
}

export const kmsClient = lazyClient(makeKMSClient);
