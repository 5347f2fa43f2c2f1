import { S3Client } from '@aws-sdk/client-s3';
import { endpointFor, lazyClient, withoutSdkLogging } from '../aws-clients';
import type { Env } from '../env';

export function makeS3Client(env: Env): S3Client {
  const endpoint = endpointFor(env, 'S3');
  // Local stand-ins (s3rver, LocalStack) need path-style addressing.
  return withoutSdkLogging(
    new S3Client({ region: env.AWS_REGION, endpoint, forcePathStyle: Boolean(endpoint) }),
  );
}

export const s3Client = lazyClient(makeS3Client);
