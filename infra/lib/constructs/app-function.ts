// Every DocLedger Lambda (route handlers and event workers) is built here, so runtime, bundling,
// logging, tracing and the role's baseline permissions are decided once.
import type { Duration } from 'aws-cdk-lib';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { cdkBundlingOptions, LAMBDA_CPU, LOCK_FILE, REPO_ROOT } from './lambda-bundling';
import { addSecurityMetricFilter } from './security-metrics';

export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_22_X;
/** Follows the native binaries available offline (see NATIVE_PACKAGES in lambda-bundling.ts). */
export const LAMBDA_ARCHITECTURE =
  LAMBDA_CPU === 'arm64' ? lambda.Architecture.ARM_64 : lambda.Architecture.X86_64;

export interface AppFunctionProps {
  /** Absolute path of the TypeScript module exporting `handler`. */
  entry: string;
  /** Stable name of the function's code, e.g. the route folder; names its source map. */
  codeName: string;
  description: string;
  environment: Record<string, string>;
  memorySize: number;
  timeout: Duration;
  logRetention: logs.RetentionDays;
  bundling?: Partial<BundlingOptions>;
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Failed logins, lockouts and authorisation refusals become CloudWatch metrics (issue 7).
    addSecurityMetricFilter(this, this.logGroup);

    // An own role instead of the default one: the default attaches AWSLambdaBasicExecutionRole,
    // which may write to every log group in the account; this one writes only to its own.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.fn = new NodejsFunction(this, 'Fn', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.TEXT,
      tracing: lambda.Tracing.ACTIVE,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      bundling: cdkBundlingOptions(props.codeName, props.bundling),
      environment: props.environment,
    });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions; infra tests assert that no other statement of this role uses a * resource.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is pinned on purpose: the code must run on Node 20 locally and 22 in Lambda (DESIGN §6a); moving to nodejs24.x needs the local toolchain moved first.',
    });
  }
}
