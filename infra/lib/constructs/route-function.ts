// One route of the route table in AWS: its Lambda, its least-privilege grants and its API routes
// (the canonical path plus every alias, all on one integration).
import { Duration, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import { breachedPasswordsLayer } from './breached-passwords-layer';
import { grantAccess, type GrantTargets } from './route-grants';
import type { RouteSpec } from './route-plan';

export const ROUTE_SIZING = {
  standard: { memorySize: 512, timeout: Duration.seconds(10) },
  // API Gateway stops waiting at 30 s, so a longer Lambda timeout would only burn money.
  heavy: { memorySize: 1536, timeout: Duration.seconds(29) },
} as const;

export interface RouteFunctionProps {
  routeId: string;
  route: RouteSpec;
  entry: string;
  /** The handler's folder name (kebab of the route id). */
  codeName: string;
  httpApi: apigwv2.IHttpApi;
  environment: Record<string, string>;
  grants: GrantTargets;
  logRetention: RetentionDays;
}

export class RouteFunction extends Construct {
  readonly function: AppFunction;
  readonly routes: apigwv2.HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route } = props;
    const sizing = route.heavy ? ROUTE_SIZING.heavy : ROUTE_SIZING.standard;

    this.function = new AppFunction(this, 'Function', {
      entry: props.entry,
      codeName: `http-${props.codeName}`,
      description: `${route.method} ${route.path} (${props.routeId})`,
      environment: props.environment,
      memorySize: sizing.memorySize,
      timeout: sizing.timeout,
      logRetention: props.logRetention,
    });
    grantAccess(this.function, route.access, props.grants);
    // Run-time data shipped once per stack as a layer (one layer resource per nested stack that needs it).
    const layers = { breachedPasswords: breachedPasswordsLayer } as const;
    for (const layer of new Set(route.layers ?? [])) this.function.fn.addLayers(layers[layer](this));

    // One invoke permission for the whole API instead of one per route key: aliases share it.
    const integration = new HttpLambdaIntegration('Integration', this.function.fn, {
      scopePermissionToRoute: false,
    });
    const method = apigwv2.HttpMethod[route.method];
    for (const [index, path] of [route.path, ...(route.aliases ?? [])].entries()) {
      this.routes.push(
        new apigwv2.HttpRoute(this, index === 0 ? 'Route' : `Alias${index}`, {
          httpApi: props.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(path, method),
          integration,
        }),
      );
    }
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        route.auth === 'public'
          ? 'Public by the product spec (no caller identity needed); the handler still applies rate limits, CSRF origin checks and input validation.'
          : `Auth level "${route.auth}" is enforced in the handler: the session cookie is resolved against the table and every object is authorised in the domain layer (DESIGN §8); an API Gateway authorizer could not express per-object grants and would add a Lambda hop per request.`,
    });
  }
}
