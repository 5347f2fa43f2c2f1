// The single table on DynamoDB Local, created from the same physical design infra deploys, and the
// TTL sweeper DynamoDB Local needs because it never expires items. The sweeper scans: it is local
// only and never on a user path (reads ignore expired items anyway, DESIGN §7).
import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  ConditionalCheckFailedException,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@docledger/functions/db/table-design';

export async function ensureTable(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  let existingIndexes: string[] | undefined;
  try {
    const described = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    existingIndexes = (described.Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName ?? '');
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributeNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...GSIS.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  const gsiDefinition = (gsi: (typeof GSIS)[number]) => ({
    IndexName: gsi.indexName,
    KeySchema: [
      { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  if (existingIndexes === undefined) {
    await dynamo.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GSIS.map(gsiDefinition),
      }),
    );
  } else {
    // A table kept in DATA_DIR from before a GSI was added to the design gets the new index.
    for (const gsi of GSIS) {
      if (existingIndexes.includes(gsi.indexName)) continue;
      await dynamo.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [gsi.partitionKey, gsi.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
          GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(gsi) }],
        }),
      );
    }
  }
  try {
    await dynamo.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch {
    // Already enabled on a kept table (ValidationException); the sweeper does the expiring locally.
  }
}

/** Deletes items whose TTL attribute lies in the past; returns how many it deleted. */
export async function sweepExpired(
  dynamo: DynamoDBClient,
  tableName: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  const names = { '#ttl': TTL_ATTRIBUTE, '#pk': TABLE_KEYS.partitionKey, '#sk': TABLE_KEYS.sortKey };
  const values = { ':now': { N: String(nowSeconds) } };
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#ttl < :now',
        ProjectionExpression: '#pk, #sk',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await dynamo.send(
          new DeleteItemCommand({
            TableName: tableName,
            Key: {
              [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey]!,
              [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey]!,
            },
            // The item may have been refreshed since the scan read it.
            ConditionExpression: '#ttl < :now',
            ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: values,
          }),
        );
        deleted++;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

export interface Sweeper {
  stop(): Promise<void>;
}

export function startTtlSweeper(
  dynamo: DynamoDBClient,
  tableName: string,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): Sweeper {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepExpired(dynamo, tableName).catch((error: unknown) =>
      options.log?.(`ttl sweeper: ${(error as Error).message}`),
    );
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
