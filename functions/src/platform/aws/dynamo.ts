import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { endpointFor, lazyClient, withoutSdkLogging } from '../aws-clients';
import type { Env } from '../env';

export function makeDynamoClients(env: Env): { dynamo: DynamoDBClient; doc: DynamoDBDocumentClient } {
  // The document client sends through this client's middleware stack: removing the step here covers both.
  const dynamo = withoutSdkLogging(
    new DynamoDBClient({ region: env.AWS_REGION, endpoint: endpointFor(env, 'DYNAMODB') }),
  );
  const doc = DynamoDBDocumentClient.from(dynamo, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { dynamo, doc };
}

const clients = lazyClient(makeDynamoClients);
export const dynamoClient = (): DynamoDBClient => clients().dynamo;
export const documentClient = (): DynamoDBDocumentClient => clients().doc;
