// Issue 7: the security event log becomes CloudWatch metrics (failed logins, lockouts, authorisation
// refusals) through one metric filter on every function's log group, and lockout spikes raise an alarm
// on the operational topic.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@docledger/shared/api/routes';
import {
  COUNTED_SECURITY_EVENTS,
  LOCKOUT_SPIKE_THRESHOLD,
  SECURITY_METRIC_NAME,
  SECURITY_METRIC_NAMESPACE,
} from '../lib/constructs/security-metrics';
import { SHARED_APP_TIMEOUT_MS, sharedApp, type SharedApp } from './shared-app';
import { resourcesOfType, type CfnResource } from './synth-app';

let app: SharedApp;
beforeAll(async () => {
  app = await sharedApp('app');
}, SHARED_APP_TIMEOUT_MS);

function refId(value: unknown): string | undefined {
  return (value as { Ref?: string } | undefined)?.Ref;
}

describe('security event metrics', () => {
  it('puts one filter counting the security events on every function log group', () => {
    let functions = 0;
    for (const { template } of app.all) {
      // Our functions log to their own group (AppFunction); CDK's own helper functions have none.
      const lambdaLogGroups = resourcesOfType(template, 'AWS::Lambda::Function')
        .map(([, fn]) =>
          refId((fn.Properties!.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup),
        )
        .filter((id): id is string => id !== undefined);
      functions += lambdaLogGroups.length;
      const filters = resourcesOfType(template, 'AWS::Logs::MetricFilter').map(([, f]) => f);
      for (const logGroup of lambdaLogGroups) {
        const mine = filters.filter((f) => refId(f.Properties!.LogGroupName) === logGroup);
        expect(mine, `filter on ${logGroup}`).toHaveLength(1);
        expectCountsSecurityEvents(mine[0]!);
      }
    }
    // Every route has its function (and so its filter).
    expect(functions).toBeGreaterThanOrEqual(Object.keys(routes).length);
  });

  it('alarms on 20 or more lockouts in 5 minutes, to the alarm topic', () => {
    const data = app.data;
    const alarms = resourcesOfType(data, 'AWS::CloudWatch::Alarm').filter(([id]) =>
      id.startsWith('LockoutSpikeAlarm'),
    );
    expect(alarms).toHaveLength(1);
    const props = alarms[0]![1].Properties!;
    expect(props).toMatchObject({
      Threshold: LOCKOUT_SPIKE_THRESHOLD,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    const topic = resourcesOfType(data, 'AWS::SNS::Topic').find(([id]) => id.startsWith('AlarmTopic'))![0];
    expect(props.AlarmActions).toEqual([{ Ref: topic }]);
    const queries = props.Metrics as {
      Expression?: string;
      MetricStat?: {
        Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: string }[] };
        Period: number;
        Stat: string;
      };
    }[];
    const watched = queries
      .filter((q) => q.MetricStat)
      .map((q) => {
        expect(q.MetricStat!.Metric).toMatchObject({
          Namespace: SECURITY_METRIC_NAMESPACE,
          MetricName: SECURITY_METRIC_NAME,
        });
        expect(q.MetricStat!).toMatchObject({ Period: 300, Stat: 'Sum' });
        return q.MetricStat!.Metric.Dimensions.find((d) => d.Name === 'Event')!.Value;
      });
    expect(watched.sort()).toEqual([...COUNTED_SECURITY_EVENTS.lockouts].sort());
    expect(queries.find((q) => q.Expression)!.Expression).toMatch(/FILL\(m0, 0\) \+ FILL\(m1, 0\)/);
  });
});

function expectCountsSecurityEvents(filter: CfnResource): void {
  const props = filter.Properties as {
    FilterPattern: string;
    MetricTransformations: {
      MetricNamespace: string;
      MetricName: string;
      MetricValue: string;
      Dimensions: { Key: string; Value: string }[];
    }[];
  };
  for (const event of Object.values(COUNTED_SECURITY_EVENTS).flat())
    expect(props.FilterPattern).toContain(`$.securityEvent = "${event}"`);
  expect(props.MetricTransformations).toEqual([
    expect.objectContaining({
      MetricNamespace: SECURITY_METRIC_NAMESPACE,
      MetricName: SECURITY_METRIC_NAME,
      MetricValue: '1',
      Dimensions: [{ Key: 'Event', Value: '$.securityEvent' }],
    }),
  ]);
}
