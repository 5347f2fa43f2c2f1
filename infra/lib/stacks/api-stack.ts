// The route functions: one Lambda per route of shared/src/api/routes.ts, grouped into one nested
// stack per area (see route-plan.ts) so ~150 routes stay under CloudFormation's per-stack limit.
import fs from 'node:fs';
import path from 'node:path';
import { Annotations, NestedStack, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { routeFolder, type RouteId } from '@docledger/shared/api/routes';
import type { AppConfig } from '../app-config';
import { importDataRefs, importValues, EDGE_EXPORT_KEYS } from '../constructs/cross-stack';
import { functionEnvironment } from '../constructs/function-environment';
import { REPO_ROOT } from '../constructs/lambda-bundling';
import { RouteFunction } from '../constructs/route-function';
import {
  planRouteGroups,
  routeConstructId,
  type RouteGroup,
  type RouteTable,
} from '../constructs/route-plan';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  routes: RouteTable;
  dataStackName: string;
  edgeStackName: string;
  /** Handler module of a route; defaults to functions/src/http/<route-folder>/handler.ts. */
  handlerEntry?: (routeId: string) => string;
  /**
   * Leave routes whose handler module does not exist yet out of the API (with a warning) instead
   * of failing. For synthesising while routes are being built; never for a deploy.
   */
  skipMissingHandlers?: boolean;
}

/**
 * Secrets a route reads at run time: created in Secrets Manager (never a plain environment value), the
 * function gets only the ARN in `envName` and read access to that one secret. Operators paste the
 * value in; until then the secret holds a JSON placeholder the function treats as "not configured".
 */
export const ROUTE_SECRETS: Partial<
  Record<RouteId, ReadonlyArray<{ id: string; envName: string; description: string }>>
> = {
  receiveBillingWebhook: [
    {
      id: 'BillingWebhookSecret',
      envName: 'BILLING_WEBHOOK_SECRET_ARN',
      description: "DocLedger: the payment provider's webhook signing secret (set the secret string to it)",
    },
    {
      // Free months are credited on draft invoices through the provider's API (decision 085).
      id: 'BillingApiKey',
      envName: 'BILLING_API_KEY_SECRET_ARN',
      description: "DocLedger: the payment provider's restricted API key for invoice credits",
    },
  ],
};

export function defaultHandlerEntry(routeId: string): string {
  return path.join(REPO_ROOT, 'functions/src/http', routeFolder(routeId as RouteId), 'handler.ts');
}

export class ApiStack extends Stack {
  readonly groups: RouteGroup[];
  readonly areaStacks: NestedStack[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const entryOf = props.handlerEntry ?? defaultHandlerEntry;

    const missing = Object.keys(props.routes).filter((routeId) => !fs.existsSync(entryOf(routeId)));
    if (missing.length > 0) {
      const message = `Routes without a handler module (expected ${path.relative(REPO_ROOT, entryOf(missing[0]!))}, …): ${missing.join(', ')}`;
      if (!props.skipMissingHandlers)
        throw new Error(`${message}. Synthesise with -c skipMissingHandlers=true to leave them out.`);
      Annotations.of(this).addWarningV2('docledger:missing-handlers', `${message}: left out of the API`);
    }
    const routes = Object.fromEntries(
      Object.entries(props.routes).filter(([routeId]) => !missing.includes(routeId)),
    );

    this.groups = planRouteGroups(routes);
    for (const group of this.groups) {
      const area = new NestedStack(this, group.id, { description: `DocLedger routes: ${group.area}` });
      this.areaStacks.push(area);

      // Imported inside each nested stack (not passed down as parameters), so policies name the
      // data stack's exports and the nested templates stay independent of each other.
      const data = importDataRefs(props.dataStackName);
      const edge = importValues(props.edgeStackName, EDGE_EXPORT_KEYS);
      const httpApi = apigwv2.HttpApi.fromHttpApiAttributes(area, 'HttpApi', { httpApiId: edge.HttpApiId });
      const environment = functionEnvironment(data, edge.PublicUrl, props.config);

      for (const routeId of group.routeIds) {
        const fn = new RouteFunction(area, routeConstructId(routeId), {
          routeId,
          route: routes[routeId]!,
          entry: entryOf(routeId),
          codeName: routeFolder(routeId as RouteId),
          httpApi,
          environment,
          grants: { data, mailDomain: props.config.mailDomain },
          logRetention: props.config.logRetention,
        });
        for (const secretSpec of ROUTE_SECRETS[routeId as RouteId] ?? []) {
          const secret = new secretsmanager.Secret(area, secretSpec.id, {
            description: secretSpec.description,
            generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'placeholder' },
          });
          Validations.of(secret).acknowledge({
            id: 'AwsSolutions-SMG4',
            reason:
              "A third-party signing secret cannot be rotated by a Lambda of ours; it is rotated in the provider's dashboard and pasted in.",
          });
          fn.function.fn.addEnvironment(secretSpec.envName, secret.secretArn);
          secret.grantRead(fn.function.fn);
        }
      }
    }
  }
}
