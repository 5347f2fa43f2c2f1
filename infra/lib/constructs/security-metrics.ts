// CloudWatch metrics from the security event log (issue 7, ASVS V16): every function's log group gets
// one metric filter that counts the events below into DocLedger/Security SecurityEvents, with the event
// name as the `Event` dimension (the lines are the JSON the logger writes, `$.securityEvent` from
// functions/src/platform/security-events.ts). Metrics with the same name and dimension add up across
// log groups, so one alarm watches lockouts in every function.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export const SECURITY_METRIC_NAMESPACE = 'DocLedger/Security';
export const SECURITY_METRIC_NAME = 'SecurityEvents';

/** The counted events, by what an operator asks about. */
export const COUNTED_SECURITY_EVENTS = {
  failedLogins: ['auth.login.failed', 'auth.2fa.failed', 'auth.reauth.failed'],
  lockouts: ['auth.login.limited', 'auth.2fa.locked'],
  authzRefusals: ['authz.refused'],
} as const;

export const ALL_COUNTED_SECURITY_EVENTS: readonly string[] = Object.values(COUNTED_SECURITY_EVENTS).flat();

/** Lockouts (sign-in limits hit, two-factor locks) in 5 minutes that page someone. */
export const LOCKOUT_SPIKE_THRESHOLD = 20;

export function addSecurityMetricFilter(scope: Construct, logGroup: logs.ILogGroup): logs.MetricFilter {
  return new logs.MetricFilter(scope, 'SecurityEventsFilter', {
    logGroup,
    filterPattern: logs.FilterPattern.any(
      ...ALL_COUNTED_SECURITY_EVENTS.map((name) =>
        logs.FilterPattern.stringValue('$.securityEvent', '=', name),
      ),
    ),
    metricNamespace: SECURITY_METRIC_NAMESPACE,
    metricName: SECURITY_METRIC_NAME,
    metricValue: '1',
    dimensions: { Event: '$.securityEvent' },
    unit: cloudwatch.Unit.COUNT,
  });
}

export function securityEventMetric(event: string, period = Duration.minutes(5)): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: SECURITY_METRIC_NAMESPACE,
    metricName: SECURITY_METRIC_NAME,
    dimensionsMap: { Event: event },
    statistic: 'Sum',
    period,
  });
}

/** Many lockouts at once: credential stuffing, password spraying or someone locking users out. */
export function addLockoutSpikeAlarm(scope: Construct): cloudwatch.Alarm {
  const usingMetrics = Object.fromEntries(
    COUNTED_SECURITY_EVENTS.lockouts.map((event, i) => [`m${i}`, securityEventMetric(event)]),
  );
  return new cloudwatch.Alarm(scope, 'LockoutSpikeAlarm', {
    alarmDescription: `${LOCKOUT_SPIKE_THRESHOLD} or more sign-in or two-factor lockouts in 5 minutes (DocLedger/Security SecurityEvents)`,
    metric: new cloudwatch.MathExpression({
      expression: Object.keys(usingMetrics)
        .map((id) => `FILL(${id}, 0)`)
        .join(' + '),
      usingMetrics,
      label: 'Lockouts',
      period: Duration.minutes(5),
    }),
    threshold: LOCKOUT_SPIKE_THRESHOLD,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
