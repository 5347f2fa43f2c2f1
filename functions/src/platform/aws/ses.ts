import { SESv2Client } from '@aws-sdk/client-sesv2';
import { endpointFor, lazyClient, withoutSdkLogging } from '../aws-clients';
import type { Env } from '../env';

export function makeSESv2Client(env: Env): SESv2Client {
  return withoutSdkLogging(new SESv2Client({ region: env.AWS_REGION, endpoint: endpointFor(env, 'SESV2') }));
}

export const sesClient = lazyClient(makeSESv2Client);
