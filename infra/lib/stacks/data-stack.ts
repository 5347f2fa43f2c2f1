// Everything stateful: the table, the keys, the uploads bucket and the queues. It changes rarely
// and retains its data on delete; code deploys never touch it.
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@docledger/functions/db/table-design';
import type { AppConfig } from '../app-config';
import { exportValues, type DataExportKey } from '../constructs/cross-stack';
import { addLockoutSpikeAlarm } from '../constructs/security-metrics';
import {
  MAX_RECEIVE_COUNT,
  VISIBILITY_TIMEOUT_FACTOR,
  workerForQueue,
  type WorkerSpec,
} from '../constructs/event-workers';

export interface DataStackProps extends StackProps {
  config: AppConfig;
  /** The product's origin (CloudFront URL): the only origin allowed to POST uploads from a browser. */
  publicUrl: string;
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly userKeysKey: kms.Key;
  readonly uploadsKey: kms.Key;
  readonly uploadsBucket: s3.Bucket;
  readonly extractionQueue: sqs.Queue;
  readonly webhookQueue: sqs.Queue;
  /** Initial key pairs of new accounts (decision 151). */
  readonly keyQueue: sqs.Queue;
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Two keys on purpose: a function that may read uploads must not thereby be able to unwrap
    // users' private keys, and vice versa.
    this.userKeysKey = new kms.Key(this, 'UserKeysKey', {
      description: 'DocLedger: wraps users RSA private keys (envelope encryption)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.uploadsKey = new kms.Key(this, 'UploadsKey', {
      description: 'DocLedger: SSE-KMS for uploaded documents',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Target of the uploads bucket server access logs (cdk-nag accepts a log target without its own logs).
    const accessLogs = new s3.Bucket(this, 'AccessLogsBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.uploadsBucket = new s3.Bucket(this, 'UploadsBucket', {
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.uploadsKey,
      // One data key per bucket instead of per object: far fewer KMS calls on multi-page uploads.
      bucketKeyEnabled: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      // Browsers post files straight to S3 with a presigned POST (DESIGN §3); reading the response
      // (status, ETag) needs CORS for the product's origin only.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: [props.publicUrl],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        // Browser POSTs are single requests; this only sweeps up SDK multipart uploads that died midway.
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Documents are read at extraction and rarely afterwards.
        {
          id: 'intelligent-tiering',
          transitions: [
            { storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(30) },
          ],
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const alarmsKey = new kms.Key(this, 'AlarmsKey', {
      description: 'DocLedger: encrypts the operational alarm topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // CloudWatch cannot publish to a topic under the AWS-managed SNS key, hence a key it may use.
    alarmsKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
        resources: ['*'],
      }),
    );
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      displayName: 'DocLedger alarms',
      masterKey: alarmsKey,
      enforceSSL: true,
    });
    if (config.alarmEmail)
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    // Lockout spikes across every function's security event log (metric filters in AppFunction).
    addLockoutSpikeAlarm(this).addAlarmAction(new cwActions.SnsAction(this.alarmTopic));

    this.extractionQueue = this.workQueue('Extraction', workerForQueue('extraction'));
    this.webhookQueue = this.workQueue('Webhook', workerForQueue('webhook'));
    this.keyQueue = this.workQueue('Key', workerForQueue('keys'));

    // S3 → SQS rather than S3 → Lambda: the queue gives retries, a DLQ and batching, and the
    // notification keeps working while the extraction worker is not deployed.
    this.uploadsBucket.addEventNotification(
      s3.EventType.OBJECT_CREATED,
      new s3n.SqsDestination(this.extractionQueue),
    );
    this.acknowledgeBucketNotificationsHandler();

    exportValues<DataExportKey>(this, {
      TableName: this.table.tableName,
      TableArn: this.table.tableArn,
      UploadsBucketName: this.uploadsBucket.bucketName,
      UploadsBucketArn: this.uploadsBucket.bucketArn,
      UploadsKeyArn: this.uploadsKey.keyArn,
      UserKeysKeyArn: this.userKeysKey.keyArn,
      UserKeysKeyId: this.userKeysKey.keyId,
      ExtractionQueueUrl: this.extractionQueue.queueUrl,
      ExtractionQueueArn: this.extractionQueue.queueArn,
      WebhookQueueUrl: this.webhookQueue.queueUrl,
      WebhookQueueArn: this.webhookQueue.queueArn,
      KeyQueueUrl: this.keyQueue.queueUrl,
      KeyQueueArn: this.keyQueue.queueArn,
      // The admin stats sample the dead-letter queues' depth (decision 145).
      ExtractionDeadLetterQueueUrl: this.deadLetterQueue(this.extractionQueue).queueUrl,
      ExtractionDeadLetterQueueArn: this.deadLetterQueue(this.extractionQueue).queueArn,
      WebhookDeadLetterQueueUrl: this.deadLetterQueue(this.webhookQueue).queueUrl,
      WebhookDeadLetterQueueArn: this.deadLetterQueue(this.webhookQueue).queueArn,
    });
  }

  private workQueue(name: string, worker: WorkerSpec): sqs.Queue {
    const dlq = new sqs.Queue(this, `${name}DeadLetterQueue`, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new sqs.Queue(this, `${name}Queue`, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(worker.timeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: dlq, maxReceiveCount: MAX_RECEIVE_COUNT },
    });

    const alarm = new cloudwatch.Alarm(this, `${name}DeadLetterAlarm`, {
      alarmDescription: `Messages reached the ${name.toLowerCase()} dead-letter queue after ${MAX_RECEIVE_COUNT} failed receives`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new cwActions.SnsAction(this.alarmTopic));
    return queue;
  }

  private deadLetterQueue(queue: sqs.Queue): sqs.IQueue {
    const dlq = queue.deadLetterQueue?.queue;
    if (!dlq) throw new Error(`${queue.node.id} has no dead-letter queue`);
    return dlq;
  }

  /** CDK's singleton custom resource that writes the bucket notification configuration. */
  private acknowledgeBucketNotificationsHandler(): void {
    const handler = this.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (!handler) return;
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'CDK-managed custom resource that sets the uploads bucket notification at deploy time; its role is generated by CDK.',
    });
  }
}
