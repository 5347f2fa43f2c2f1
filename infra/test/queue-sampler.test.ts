// The queue depth sampler (decision 145): its schedule, environment and the only SQS permission it has.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { SCHEDULES } from '../lib/schedules';
import { SHARED_APP_TIMEOUT_MS, sharedApp } from './shared-app';
import { resourcesOfType } from './synth-app';

describe('queue depth sampler', () => {
  let workers: Template;
  let data: Template;
  beforeAll(async () => {
    // The app as `cdk synth` builds it, synthesised once per run (shared-app.ts).
    const app = await sharedApp('appWithWorkers');
    workers = app.workers!;
    data = app.data;
  }, SHARED_APP_TIMEOUT_MS);

  it('runs every 10 minutes, the rate the local stack also uses', () => {
    expect(SCHEDULES.sampleQueues.everyMinutes).toBe(10);
    const [fnId] = resourcesOfType(workers, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('SampleQueues'),
    )!;
    workers.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(10 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
  });

  it('gets the dead-letter queue URLs the data stack exports', () => {
    const [, fn] = resourcesOfType(workers, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('SampleQueues'),
    )!;
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.EXTRACTION_DLQ_URL).toEqual({
      'Fn::ImportValue': 'DocLedger-Data:ExtractionDeadLetterQueueUrl',
    });
    expect(variables.WEBHOOK_DLQ_URL).toEqual({
      'Fn::ImportValue': 'DocLedger-Data:WebhookDeadLetterQueueUrl',
    });
    const outputs = data.toJSON().Outputs as Record<string, { Value: unknown; Export: { Name: string } }>;
    const exported = Object.values(outputs).find(
      (o) => o.Export.Name === 'DocLedger-Data:ExtractionDeadLetterQueueArn',
    )!;
    const [dlqId] = resourcesOfType(data, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('ExtractionDeadLetterQueue'),
    )!;
    expect(exported.Value).toEqual({ 'Fn::GetAtt': [dlqId, 'Arn'] });
  });

  it('may only GetQueueAttributes on the work queues and their DLQs, and never read documents', () => {
    const [, policy] = resourcesOfType(workers, 'AWS::IAM::Policy').find(([id]) =>
      id.startsWith('SampleQueues'),
    )!;
    const statements = (
      policy.Properties!.PolicyDocument as {
        Statement: { Action: string | string[]; Resource: unknown }[];
      }
    ).Statement;
    const sqs = statements.filter((st) => JSON.stringify(st.Action).includes('sqs:'));
    expect(sqs).toHaveLength(1);
    expect(sqs[0]!.Action).toBe('sqs:GetQueueAttributes');
    const resources = (sqs[0]!.Resource as { 'Fn::ImportValue': string }[]).map((r) => r['Fn::ImportValue']);
    expect(resources.sort()).toEqual([
      'DocLedger-Data:ExtractionDeadLetterQueueArn',
      'DocLedger-Data:ExtractionQueueArn',
      'DocLedger-Data:WebhookDeadLetterQueueArn',
      'DocLedger-Data:WebhookQueueArn',
    ]);
    expect(JSON.stringify(statements)).not.toMatch(/s3:|sqs:SendMessage|dynamodb:Query|kms:/);
  });
});
