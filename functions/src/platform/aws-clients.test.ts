import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SDK_LOGGER_MIDDLEWARE } from './aws-clients';
import { makeDynamoClients } from './aws/dynamo';
import { makeKMSClient } from './aws/kms';
import { makeS3Client } from './aws/s3';
import { makeSESv2Client } from './aws/ses';
import { makeSQSClient } from './aws/sqs';
import { parseEnv } from './env';

const env = parseEnv({
  TABLE_NAME: 't',
  UPLOADS_BUCKET: 'b',
  KMS_KEY_ID: 'k',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:9',
});

const stepsOf = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().join(' ');

describe('AWS clients', () => {
  it('names the step the SDK adds to every client (a renamed step would silently stay)', () => {
    const plain = new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });
    expect(stepsOf(plain)).toContain(SDK_LOGGER_MIDDLEWARE);
  });

  it("leaves out the SDK's logging step on every client, the document client included", () => {
    // We give the SDK no logger, yet the step walks each input and output through the sensitive-log
    // filter for its no-op logger: about a quarter of the CPU of a 300-row query (issue 8).
    const clients = {
      ...makeDynamoClients(env),
      s3: makeS3Client(env),
      sqs: makeSQSClient(env),
      kms: makeKMSClient(env),
      ses: makeSESv2Client(env),
    };
    for (const [name, client] of Object.entries(clients)) {
      expect(stepsOf(client), name).not.toContain(SDK_LOGGER_MIDDLEWARE);
    }
  });
});
