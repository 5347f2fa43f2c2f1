import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@docledger/functions/db/table-design';
import {
  existingWorkerEntries,
  MAX_RECEIVE_COUNT,
  SCHEDULED_WORKERS,
  VISIBILITY_TIMEOUT_FACTOR,
  WORKERS,
} from '../lib/constructs/event-workers';
import { SHARED_APP_TIMEOUT_MS, sharedApp, type SharedApp } from './shared-app';
import { resourcesOfType } from './synth-app';

describe('data stack', () => {
  let data: Template;
  beforeAll(async () => {
    data = (await sharedApp('app')).data;
  }, SHARED_APP_TIMEOUT_MS);

  it('creates the single table on demand with PITR, TTL and the db layer GSIs', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GSIS.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      DeletionProtectionEnabled: true,
    });
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
  });

  it('rotates every KMS key', () => {
    const keys = resourcesOfType(data, 'AWS::KMS::Key');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const [, key] of keys) expect(key.Properties!.EnableKeyRotation).toBe(true);
  });

  it('encrypts uploads with the uploads key, blocks public access, requires TLS and allows browser POSTs', () => {
    const uploadsKeyId = resourcesOfType(data, 'AWS::KMS::Key').find(([id]) =>
      id.startsWith('UploadsKey'),
    )![0];
    data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          {
            BucketKeyEnabled: true,
            ServerSideEncryptionByDefault: {
              SSEAlgorithm: 'aws:kms',
              KMSMasterKeyID: { 'Fn::GetAtt': [uploadsKeyId, 'Arn'] },
            },
          },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST'],
            AllowedOrigins: [{ 'Fn::ImportValue': 'DocLedger-Edge:PublicUrl' }],
          }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
    });
    for (const [, bucket] of resourcesOfType(data, 'AWS::S3::Bucket')) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration).toMatchObject({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    // enforceSSL: every bucket policy denies plain-HTTP requests.
    const policies = resourcesOfType(data, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(resourcesOfType(data, 'AWS::S3::Bucket').length);
    for (const [, policy] of policies) {
      expect(JSON.stringify(policy.Properties!.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('sends ObjectCreated events of the uploads bucket to the extraction queue', () => {
    const queueId = resourcesOfType(data, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('ExtractionQueue'),
    )![0];
    data.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        QueueConfigurations: [
          { Events: ['s3:ObjectCreated:*'], QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        ],
      },
    });
  });

  it('redrives work queues to a DLQ after five receives and hides messages for six worker timeouts', () => {
    expect(MAX_RECEIVE_COUNT).toBe(5);
    for (const [name, worker] of [
      ['ExtractionQueue', WORKERS.extractDocument],
      ['WebhookQueue', WORKERS.deliverWebhook],
      ['KeyQueue', WORKERS.provisionKey],
    ] as const) {
      const [, queue] = resourcesOfType(data, 'AWS::SQS::Queue').find(([id]) => id.startsWith(name))!;
      expect(queue.Properties!.RedrivePolicy).toMatchObject({ maxReceiveCount: 5 });
      expect(queue.Properties!.VisibilityTimeout).toBeGreaterThanOrEqual(
        worker.timeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR,
      );
      expect(queue.Properties!.SqsManagedSseEnabled).toBe(true);
    }
  });

  it('alarms as soon as a message reaches a dead-letter queue', () => {
    // The data stack also holds the lockout-spike alarm (security-metrics.test.ts).
    const alarms = resourcesOfType(data, 'AWS::CloudWatch::Alarm').filter(([id]) =>
      id.includes('DeadLetterAlarm'),
    );
    // Extraction, webhook and key queues (decision 151).
    expect(alarms).toHaveLength(3);
    for (const [, alarm] of alarms) {
      expect(alarm.Properties).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(JSON.stringify(alarm.Properties!.Dimensions)).toContain('DeadLetterQueue');
      expect(alarm.Properties!.AlarmActions).toHaveLength(1);
    }
  });

  it('exports what the function stacks import, under stable names', () => {
    const outputs = data.toJSON().Outputs as Record<string, { Export: { Name: string } }>;
    const names = Object.values(outputs).map((o) => o.Export.Name);
    expect(names).toEqual(
      expect.arrayContaining([
        'DocLedger-Data:TableArn',
        'DocLedger-Data:UploadsBucketArn',
        'DocLedger-Data:ExtractionQueueArn',
        'DocLedger-Data:ExtractionDeadLetterQueueUrl',
        'DocLedger-Data:ExtractionDeadLetterQueueArn',
        'DocLedger-Data:WebhookDeadLetterQueueUrl',
        'DocLedger-Data:WebhookDeadLetterQueueArn',
      ]),
    );
  });
});

describe('workers stack', () => {
  // The app as `cdk synth` builds it: every worker handler exists.
  let withWorker: SharedApp;
  beforeAll(async () => {
    withWorker = await sharedApp('appWithWorkers');
  }, SHARED_APP_TIMEOUT_MS);

  it('exists only once a worker handler exists: queue, DLQ, notification and alarm stand without it', async () => {
    const without = await sharedApp('app');
    expect(without.workers).toBeUndefined();
    without.data.resourceCountIs('Custom::S3BucketNotifications', 1);
  });

  it('consumes the extraction queue with partial batch responses', () => {
    const workers = withWorker.workers!;
    // One function per queue worker (extraction, webhook delivery, key provisioning) and per scheduled
    // worker (the stuck-document sweeper, the queue depth sampler), and no other.
    const expected = [...Object.keys(WORKERS), ...Object.keys(SCHEDULED_WORKERS)].map(
      (name) => name[0]!.toUpperCase() + name.slice(1),
    );
    const functionIds = resourcesOfType(workers, 'AWS::Lambda::Function').map(([id]) => id);
    expect(functionIds).toHaveLength(expected.length);
    for (const name of expected)
      expect(
        functionIds.filter((id) => id.startsWith(name)),
        name,
      ).toHaveLength(1);
    workers.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': 'DocLedger-Data:ExtractionQueueArn' },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: WORKERS.extractDocument.batchSize,
    });
  });

  it('gives the queue a visibility timeout of at least six times the deployed function timeout', () => {
    const [, fn] = resourcesOfType(withWorker.workers!, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('ExtractDocument'),
    )!;
    const [, queue] = resourcesOfType(withWorker.data, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('ExtractionQueue'),
    )!;
    expect(queue.Properties!.VisibilityTimeout as number).toBeGreaterThanOrEqual(
      6 * (fn.Properties!.Timeout as number),
    );
  });

  it('runs extraction with ~2 GB and reads the Claude key from Secrets Manager, never from a plain value', () => {
    const workers = withWorker.workers!;
    const [, fn] = resourcesOfType(workers, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('ExtractDocument'),
    )!;
    expect(fn.Properties!.MemorySize).toBe(2048);
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).not.toHaveProperty('ANTHROPIC_API_KEY');
    expect(variables.ANTHROPIC_API_KEY_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^AnthropicApiKey/),
    });
    workers.resourceCountIs('AWS::SecretsManager::Secret', 1);
    const readers = resourcesOfType(workers, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties!.PolicyDocument).includes('secretsmanager:GetSecretValue'),
    );
    expect(readers.map(([id]) => id)).toEqual([expect.stringMatching(/^ExtractDocument/)]);
  });

  it('sweeps stuck documents every minute', () => {
    withWorker.workers!.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
    });
  });

  it('refuses to synthesise without the required extraction worker', () => {
    expect(() => existingWorkerEntries(() => false)).toThrow(/extractDocument worker is required/);
    expect(existingWorkerEntries(() => true)).toEqual({
      extractDocument: expect.stringMatching(/extract-document\/handler\.ts$/),
      deliverWebhook: expect.stringMatching(/deliver-webhook\/handler\.ts$/),
      provisionKey: expect.stringMatching(/provision-key\/handler\.ts$/),
    });
  });
});
