import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, routeFolder, ROUTE_IDS } from '@docledger/shared/api/routes';
import type { RouteAccess } from '@docledger/shared/api/define-route';
import { GSIS } from '@docledger/functions/db/table-design';
import { defaultHandlerEntry } from '../lib/stacks/api-stack';
import { REPO_ROOT } from '../lib/constructs/lambda-bundling';
import { ROUTE_SIZING } from '../lib/constructs/route-function';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../lib/constructs/route-grants';
import { SHARED_APP_TIMEOUT_MS, sharedApp } from './shared-app';
import {
  ACCESS_KINDS,
  appTemplates,
  asArray,
  FIXTURE_HANDLER,
  paddedRoutes,
  resourcesOfType,
  roleStatements,
  synthApp,
  type AppTemplates,
  type PolicyStatementJson,
} from './synth-app';

const BASELINE_ACTIONS = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTelemetryRecords',
  'xray:PutTraceSegments',
];

function routeKeys(app: AppTemplates): string[] {
  return app.areas.flatMap(({ template }) =>
    resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey as string),
  );
}

function functionCount(app: AppTemplates): number {
  return app.areas.reduce(
    (n, { template }) => n + resourcesOfType(template, 'AWS::Lambda::Function').length,
    0,
  );
}

function probeRouteId(access: RouteAccess | undefined): string {
  return access ? `probe${access.replace(/[^a-z]/g, '')}` : 'probeNothing';
}

// One app for the tests that need routes of their own, each set in its own area (nested stack):
// a probe route per access kind and one with none (area `probe`), a light and a heavy route (area
// `sizing`) and a route with an alias (area `profit-losses`). Synthesised once, on first use.
let probeApp: AppTemplates | undefined;
function probes(): AppTemplates {
  probeApp ??= appTemplates(
    synthApp({
      routes: {
        ...Object.fromEntries(
          [...ACCESS_KINDS, undefined].map((kind) => [
            probeRouteId(kind),
            {
              method: 'GET',
              path: `/api/probe/${probeRouteId(kind)}`,
              auth: 'user',
              access: kind ? [kind] : [],
            } as const,
          ]),
        ),
        lightRoute: { method: 'GET', path: '/api/sizing/light', auth: 'user', access: [] },
        heavyRoute: { method: 'POST', path: '/api/sizing/heavy', auth: 'user', access: [], heavy: true },
        listProfitLosses: {
          method: 'GET',
          path: '/api/profit-losses',
          aliases: ['/api/profit-loss'],
          auth: 'user',
          access: ['table:read'],
        },
      },
    }),
  );
  return probeApp;
}

/** The grant statements (beyond logs and tracing) of a route that has only this access. */
function grantStatements(access: RouteAccess | undefined): PolicyStatementJson[] {
  const template = probes().area('Probe');
  const [, fn] = resourcesOfType(template, 'AWS::Lambda::Function').find(([, f]) =>
    (f.Properties!.Description as string).endsWith(`(${probeRouteId(access)})`),
  )!;
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return roleStatements(template, roleId).filter(
    (s) => !asArray(s.Action).every((a) => BASELINE_ACTIONS.includes(a)),
  );
}

const actionsOf = (statements: PolicyStatementJson[]) => statements.flatMap((s) => asArray(s.Action)).sort();
const resourcesOf = (statements: PolicyStatementJson[]) => JSON.stringify(statements.map((s) => s.Resource));

describe('API stack generated from the route table', () => {
  let real: AppTemplates;
  beforeAll(async () => {
    real = await sharedApp('app');
  }, SHARED_APP_TIMEOUT_MS);

  it('creates exactly one Lambda function per route', () => {
    expect(functionCount(real)).toBe(ROUTE_IDS.length);
    const descriptions = real.areas.flatMap(({ template }) =>
      resourcesOfType(template, 'AWS::Lambda::Function').map(([, f]) => f.Properties!.Description as string),
    );
    for (const id of ROUTE_IDS) expect(descriptions.filter((d) => d.endsWith(`(${id})`))).toHaveLength(1);
  });

  it('routes every method and path of the table, aliases included, to the API', () => {
    const expected = ROUTE_IDS.flatMap((id) =>
      [routes[id].path, ...((routes[id] as { aliases?: readonly string[] }).aliases ?? [])].map(
        (p) => `${routes[id].method} ${p}`,
      ),
    );
    expect(routeKeys(real).sort()).toEqual(expected.sort());
  });

  it('runs every route on nodejs22.x with tracing, its own log group and the platform environment', () => {
    for (const { template } of real.areas) {
      for (const [, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        const props = fn.Properties!;
        expect(props.Runtime).toBe('nodejs22.x');
        expect(props.TracingConfig).toEqual({ Mode: 'Active' });
        expect(props.LoggingConfig).toHaveProperty('LogGroup');
        const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
        for (const name of [
          'TABLE_NAME',
          'UPLOADS_BUCKET',
          'EXTRACTION_QUEUE_URL',
          'WEBHOOK_QUEUE_URL',
          'EXTRACTION_DLQ_URL',
          'WEBHOOK_DLQ_URL',
          'KMS_KEY_ID',
          'MAIL_FROM',
          'PUBLIC_URL',
          'ALLOWED_ORIGINS',
          'APP_VERSION',
        ]) {
          expect(env, name).toHaveProperty(name);
        }
      }
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
  });

  it('sizes heavy routes up and keeps their timeout under the API Gateway limit', () => {
    const template = probes().area('Sizing');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /api/sizing/heavy (heavyRoute)',
      MemorySize: ROUTE_SIZING.heavy.memorySize,
      Timeout: ROUTE_SIZING.heavy.timeout.toSeconds(),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'GET /api/sizing/light (lightRoute)',
      MemorySize: ROUTE_SIZING.standard.memorySize,
    });
    expect(ROUTE_SIZING.heavy.timeout.toSeconds()).toBeLessThan(30);
  });

  it('points each route at functions/src/http/<route folder>/handler.ts by default', () => {
    for (const id of ROUTE_IDS) {
      expect(defaultHandlerEntry(id)).toBe(
        path.join(REPO_ROOT, 'functions/src/http', routeFolder(id), 'handler.ts'),
      );
    }
  });

  it('refuses to synthesise a route without a handler unless told to leave it out', () => {
    const table = {
      ...paddedRoutes(2),
      unwrittenRoute: { method: 'GET', path: '/api/unwritten', auth: 'user', access: [] } as const,
    };
    const entry = (id: string) => (id === 'unwrittenRoute' ? '/nonexistent/handler.ts' : FIXTURE_HANDLER);
    expect(() => synthApp({ routes: table, handlerEntry: entry })).toThrow(/unwrittenRoute/);
    const partial = synthApp({ routes: table, handlerEntry: entry, context: { skipMissingHandlers: true } });
    expect(functionCount(appTemplates(partial))).toBe(2);
  });

  it('gives one integration and one invoke permission per function, shared by its aliases', () => {
    const template = probes().area('ProfitLosses');
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 2);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
    template.resourceCountIs('AWS::Lambda::Permission', 1);
    const targets = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, r]) =>
      JSON.stringify(r.Properties!.Target),
    );
    expect(new Set(targets).size).toBe(1);
  });
});

describe('least-privilege grants per access kind', () => {
  it('table:read allows only reads, on the table and its named indexes', () => {
    const statements = grantStatements('table:read');
    expect(actionsOf(statements)).toEqual([...TABLE_READ_ACTIONS].sort());
    const resources = resourcesOf(statements);
    expect(resources).toContain('DocLedger-Data:TableArn');
    for (const gsi of GSIS) expect(resources).toContain(`/index/${gsi.indexName}`);
    expect(resources).not.toContain('index/*');
  });

  it('table:write allows only item writes on the table', () => {
    const statements = grantStatements('table:write');
    expect(actionsOf(statements)).toEqual([...TABLE_WRITE_ACTIONS].sort());
    expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
  });

  it('uploads:read, uploads:write and uploads:delete map to one S3 action each plus the uploads key use it needs', () => {
    expect(actionsOf(grantStatements('uploads:read'))).toEqual(['kms:Decrypt', 's3:GetObject']);
    expect(actionsOf(grantStatements('uploads:write'))).toEqual(['kms:GenerateDataKey', 's3:PutObject']);
    expect(actionsOf(grantStatements('uploads:delete'))).toEqual(['s3:DeleteObject']);
    const read = resourcesOf(grantStatements('uploads:read'));
    expect(read).toContain('DocLedger-Data:UploadsBucketArn');
    expect(read).toContain('DocLedger-Data:UploadsKeyArn');
    expect(read).not.toContain('UserKeysKeyArn');
  });

  it('keys:encrypt and keys:decrypt use only the user-keys key', () => {
    const encrypt = grantStatements('keys:encrypt');
    expect(actionsOf(encrypt)).toEqual(['kms:Encrypt', 'kms:GenerateDataKey']);
    expect(actionsOf(grantStatements('keys:decrypt'))).toEqual(['kms:Decrypt']);
    expect(resourcesOf(encrypt)).toContain('DocLedger-Data:UserKeysKeyArn');
    expect(resourcesOf(encrypt)).not.toContain('UploadsKeyArn');
  });

  it('mail:send allows ses:SendEmail on the From domain identity only', () => {
    const statements = grantStatements('mail:send');
    expect(actionsOf(statements)).toEqual(['ses:SendEmail']);
    expect(resourcesOf(statements)).toContain(':identity/docledger.local');
  });

  it('queue:send allows sqs:SendMessage on the work queues only', () => {
    const statements = grantStatements('queue:send');
    expect(actionsOf(statements)).toEqual(['sqs:SendMessage']);
    expect(resourcesOf(statements)).toContain('DocLedger-Data:ExtractionQueueArn');
    expect(resourcesOf(statements)).toContain('DocLedger-Data:WebhookQueueArn');
  });

  it('queue:read allows only sqs:GetQueueAttributes on the work queues and their DLQs (admin stats queue depth)', () => {
    const statements = grantStatements('queue:read');
    expect(actionsOf(statements)).toEqual(['sqs:GetQueueAttributes']);
    expect(resourcesOf(statements)).toContain('DocLedger-Data:ExtractionQueueArn');
    expect(resourcesOf(statements)).toContain('DocLedger-Data:WebhookQueueArn');
    expect(resourcesOf(statements)).toContain('DocLedger-Data:ExtractionDeadLetterQueueArn');
    expect(resourcesOf(statements)).toContain('DocLedger-Data:WebhookDeadLetterQueueArn');
  });

  it('covers every access kind of the route table type', () => {
    for (const kind of ACCESS_KINDS) expect(grantStatements(kind).length, kind).toBeGreaterThan(0);
  });

  it('a route without access gets nothing beyond its logs and tracing', () => {
    expect(grantStatements(undefined)).toEqual([]);
  });
});

describe('stack size at product scale', () => {
  let big: AppTemplates;
  beforeAll(() => {
    big = appTemplates(synthApp({ routes: paddedRoutes(160) }));
  }, 120_000);

  it('keeps every stack under 450 resources with 160 routes', () => {
    const counts = big.all.map(({ path: name, template }) => ({
      name,
      resources: Object.keys(template.toJSON().Resources as object).length,
    }));
    for (const { name, resources } of counts) expect(resources, name).toBeLessThanOrEqual(450);
    expect(big.groups).toContain('Documents2');
  }, 120_000);

  it('still creates one function per route and one API route per path', () => {
    expect(functionCount(big)).toBe(160);
    expect(routeKeys(big)).toHaveLength(160 + 16);
  });
});
