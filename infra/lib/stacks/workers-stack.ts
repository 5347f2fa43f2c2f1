// Queue consumers (extraction, webhook delivery). Kept out of the data stack so deploying worker
// code never touches stateful resources; the queues, DLQs, alarms and the S3 notification exist
// in the data stack whether or not a worker is deployed yet.
import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../app-config';
import { AppFunction } from '../constructs/app-function';
import { importDataRefs, importValues, EDGE_EXPORT_KEYS } from '../constructs/cross-stack';
import {
  SCHEDULED_WORKERS,
  scheduledWorkerEntry,
  WORKERS,
  type ScheduledWorkerName,
  type WorkerName,
} from '../constructs/event-workers';
import { functionEnvironment } from '../constructs/function-environment';
import { grantAccess } from '../constructs/route-grants';

export interface WorkersStackProps extends StackProps {
  config: AppConfig;
  dataStackName: string;
  edgeStackName: string;
  /** Handler module per worker; a worker without one is not created. */
  entries: Partial<Record<WorkerName, string>>;
  /** Handler module per scheduled worker (defaults to functions/src/events/<folder>/handler.ts). */
  scheduledEntries?: Partial<Record<ScheduledWorkerName, string>>;
}

export class WorkersStack extends Stack {
  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const data = importDataRefs(props.dataStackName);
    const edge = importValues(props.edgeStackName, EDGE_EXPORT_KEYS);
    const environment = functionEnvironment(data, edge.PublicUrl, props.config);
    const queueArns = {
      extraction: data.values.ExtractionQueueArn,
      webhook: data.values.WebhookQueueArn,
      keys: data.values.KeyQueueArn,
    };

    // The Claude key lives only in Secrets Manager (never a plain environment value): operators put the
    // key string in this secret; until then it holds a JSON placeholder and the offline engine runs.
    const anthropicKey = props.entries.extractDocument
      ? new secretsmanager.Secret(this, 'AnthropicApiKey', {
          description:
            'DocLedger: Anthropic API key for Claude extraction (set the secret string to the key)',
          generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'placeholder' },
        })
      : undefined;
    if (anthropicKey) {
      Validations.of(anthropicKey).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'A third-party API key cannot be rotated by a Lambda of ours; it is rotated in the Anthropic console and pasted in.',
      });
    }

    for (const [name, entry] of Object.entries(props.entries) as [WorkerName, string][]) {
      const spec = WORKERS[name];
      const worker = new AppFunction(this, name[0]!.toUpperCase() + name.slice(1), {
        entry,
        codeName: `events-${spec.handlerFolder}`,
        description: spec.description,
        environment:
          name === 'extractDocument' && anthropicKey
            ? { ...environment, EXTRACTOR: 'auto', ANTHROPIC_API_KEY_SECRET_ARN: anthropicKey.secretArn }
            : environment,
        memorySize: spec.memorySize,
        timeout: spec.timeout,
        logRetention: props.config.logRetention,
      });
      grantAccess(worker, spec.access, { data, mailDomain: props.config.mailDomain });
      const queue = sqs.Queue.fromQueueArn(this, `${name}Queue`, queueArns[spec.queue]);
      // Partial batch responses: one failing message is retried alone instead of the whole batch.
      worker.fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: spec.batchSize,
          maxConcurrency: spec.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      if (name === 'extractDocument') anthropicKey?.grantRead(worker.fn);
    }

    // The stuck-document sweeper runs whenever the extraction worker does.
    if (props.entries.extractDocument) {
      for (const [name, spec] of Object.entries(SCHEDULED_WORKERS) as [
        ScheduledWorkerName,
        (typeof SCHEDULED_WORKERS)[ScheduledWorkerName],
      ][]) {
        const fn = new AppFunction(this, name[0]!.toUpperCase() + name.slice(1), {
          entry: props.scheduledEntries?.[name] ?? scheduledWorkerEntry(name),
          codeName: `events-${spec.handlerFolder}`,
          description: spec.description,
          environment,
          memorySize: spec.memorySize,
          timeout: spec.timeout,
          logRetention: props.config.logRetention,
        });
        grantAccess(fn, spec.access, { data, mailDomain: props.config.mailDomain });
        new events.Rule(this, `${name[0]!.toUpperCase()}${name.slice(1)}Schedule`, {
          description: spec.description,
          schedule: events.Schedule.rate(Duration.minutes(spec.everyMinutes)),
          targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 0 })],
        });
      }
    }
  }
}
