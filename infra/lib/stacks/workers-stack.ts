// Queue consumers (extraction, webhook delivery). Kept out of the data stack so deploying worker
// code never touches stateful resources; the queues, DLQs, alarms and the S3 notification exist
// in the data stack whether or not a worker is deployed yet.
import { Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../app-config';
import { AppFunction } from '../constructs/app-function';
import { importDataRefs, importValues, EDGE_EXPORT_KEYS } from '../constructs/cross-stack';
import { WORKERS, type WorkerName } from '../constructs/event-workers';
import { functionEnvironment } from '../constructs/function-environment';
import { grantAccess } from '../constructs/route-grants';

export interface WorkersStackProps extends StackProps {
  config: AppConfig;
  dataStackName: string;
  edgeStackName: string;
  /** Handler module per worker; a worker without one is not created. */
  entries: Partial<Record<WorkerName, string>>;
}

export class WorkersStack extends Stack {
  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const data = importDataRefs(props.dataStackName);
    const edge = importValues(props.edgeStackName, EDGE_EXPORT_KEYS);
    const environment = functionEnvironment(data, edge.PublicUrl, props.config);
    const queueArns = { extraction: data.values.ExtractionQueueArn, webhook: data.values.WebhookQueueArn };

    for (const [name, entry] of Object.entries(props.entries) as [WorkerName, string][]) {
      const spec = WORKERS[name];
      const worker = new AppFunction(this, name[0]!.toUpperCase() + name.slice(1), {
        entry,
        codeName: `events-${spec.handlerFolder}`,
        description: spec.description,
        environment,
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
    }
  }
}
