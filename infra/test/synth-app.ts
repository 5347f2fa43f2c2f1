// Builds the CDK app the way infra/bin/app.ts does (same cdk.json context and feature flags), with
// bundling skipped and handler entries pointed at a fixture, so tests run in seconds and do not
// depend on which handlers exist yet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { App, type NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { RouteAccess } from '@docledger/shared/api/define-route';
import { readAppConfig } from '../lib/app-config';
import { buildDocLedgerApp, type DocLedgerStacks } from '../lib/docledger-app';
import type { WorkerName } from '../lib/constructs/event-workers';
import { REPO_ROOT } from '../lib/constructs/lambda-bundling';
import type { RouteTable } from '../lib/constructs/route-plan';

export const FIXTURE_HANDLER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/route-handler.ts',
);

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface SynthOptions {
  routes: RouteTable;
  workerEntries?: Partial<Record<WorkerName, string>>;
  handlerEntry?: (routeId: string) => string;
  context?: Record<string, unknown>;
  /**
   * CDK's built-in CloudFormation schema validation (on in `cdk synth`). It costs ~20 s per synth
   * on this machine, so only the shared app of the security tests turns it on (shared-app.ts).
   */
  schemaValidation?: boolean;
  /** Where to write the cloud assembly (default: a scratch folder removed after the test file). */
  outdir?: string;
}

export interface SynthesisedApp {
  app: App;
  stacks: DocLedgerStacks;
  outdir: string;
}

// One scratch folder per test file for the cloud assemblies (vitest isolates modules per file),
// removed when the file's tests are done.
let scratchRoot: string | undefined;
afterAll(() => {
  if (scratchRoot) fs.rmSync(scratchRoot, { recursive: true, force: true });
});
function assemblyDir(): string {
  scratchRoot ??= fs.mkdtempSync(path.join(os.tmpdir(), 'docledger-cdk-'));
  return fs.mkdtempSync(path.join(scratchRoot, 'app-'));
}

export function synthApp(options: SynthOptions): SynthesisedApp {
  const outdir = options.outdir ?? assemblyDir();
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.schemaValidation ?? false,
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...options.context },
  });
  const stacks = buildDocLedgerApp(app, {
    config: readAppConfig(app.node),
    routes: options.routes,
    handlerEntry: options.handlerEntry ?? (() => FIXTURE_HANDLER),
    workerEntries: options.workerEntries ?? {},
  });
  return { app, stacks, outdir };
}

/** A stack's template with the stack's construct path (e.g. `DocLedger-Api/Documents`). */
export interface StackTemplate {
  path: string;
  template: Template;
}

/**
 * The templates of one synthesised app, read once. Built from a live app (`appTemplates`) or from the
 * cloud assembly the run shares (`sharedApp` in shared-app.ts), so assertions work on either.
 */
export interface AppTemplates {
  edge: Template;
  data: Template;
  api: Template;
  /** The API's nested area stacks, in construct order. */
  areas: StackTemplate[];
  workers?: Template;
  /** Every template of the app: top-level stacks and the API's nested area stacks. */
  all: StackTemplate[];
  /** Ids of the API's route groups (one area stack each, in the same order as `areas`). */
  groups: string[];
  /** The area stack of a route group, e.g. `area('Documents')`. */
  area(groupId: string): Template;
}

/** The stacks of an app in the order `AppTemplates.all` lists them. */
export function stacksInOrder(stacks: DocLedgerStacks): {
  role: 'edge' | 'data' | 'api' | 'area' | 'workers';
  stack: Stack | NestedStack;
}[] {
  return [
    { role: 'edge' as const, stack: stacks.edge },
    { role: 'data' as const, stack: stacks.data },
    { role: 'api' as const, stack: stacks.api },
    ...stacks.api.areaStacks.map((stack) => ({ role: 'area' as const, stack })),
    ...(stacks.workers ? [{ role: 'workers' as const, stack: stacks.workers }] : []),
  ];
}

/** Groups templates by role into `AppTemplates`. */
export function toAppTemplates(
  list: { role: 'edge' | 'data' | 'api' | 'area' | 'workers'; path: string; template: Template }[],
  groups: string[],
): AppTemplates {
  const one = (role: string) => list.find((t) => t.role === role)?.template;
  const areas = list.filter((t) => t.role === 'area');
  return {
    edge: one('edge')!,
    data: one('data')!,
    api: one('api')!,
    areas: areas.map(({ path: p, template }) => ({ path: p, template })),
    workers: one('workers'),
    all: list.map(({ path: p, template }) => ({ path: p, template })),
    groups,
    area(groupId) {
      const index = groups.indexOf(groupId);
      if (index < 0) throw new Error(`no route group ${groupId} (groups: ${groups.join(', ')})`);
      return areas[index]!.template;
    },
  };
}

const templatesCache = new WeakMap<SynthesisedApp, AppTemplates>();

/**
 * Every template of a live app, synthesised once and cached: each `Template.fromStack` builds a new
 * `Template` (parsing and checking the whole template), so tests ask this instead.
 */
export function appTemplates(synthesised: SynthesisedApp): AppTemplates {
  let templates = templatesCache.get(synthesised);
  if (!templates) {
    templates = toAppTemplates(
      stacksInOrder(synthesised.stacks).map(({ role, stack }) => ({
        role,
        path: stack.node.path,
        template: Template.fromStack(stack),
      })),
      synthesised.stacks.api.groups.map((g) => g.id),
    );
    templatesCache.set(synthesised, templates);
  }
  return templates;
}

/** Every template of the app: top-level stacks and the API's nested area stacks. */
export function allTemplates(synthesised: SynthesisedApp): StackTemplate[] {
  return appTemplates(synthesised).all;
}

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.toJSON().Resources as Record<string, CfnResource>).filter(
    ([, r]) => r.Type === type,
  );
}

export interface PolicyStatementJson {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  Resource?: unknown;
  Principal?: unknown;
}

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Statements of a function role's policies, found through the function's Role reference. */
export function roleStatements(template: Template, roleLogicalId: string): PolicyStatementJson[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, p]) =>
      asArray(p.Properties!.Roles as unknown[]).some(
        (r) => JSON.stringify(r) === JSON.stringify({ Ref: roleLogicalId }),
      ),
    )
    .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement);
}

// A Record, so a new access kind fails to compile here until the tests cover it.
const ACCESS_KIND_SET: Record<RouteAccess, true> = {
  'table:read': true,
  'table:write': true,
  'uploads:read': true,
  'uploads:write': true,
  'uploads:delete': true,
  'keys:encrypt': true,
  'keys:decrypt': true,
  'mail:send': true,
  'queue:send': true,
  'queue:read': true,
};
export const ACCESS_KINDS = Object.keys(ACCESS_KIND_SET) as RouteAccess[];

/** A padded route table: `count` routes spread over areas, with aliases and every access kind. */
export function paddedRoutes(
  count: number,
  areas = ['documents', 'accounts', 'cpa', 'admin', 'exports'],
): RouteTable {
  const accessKinds = ACCESS_KINDS;
  const table: Record<string, RouteTable[string]> = {};
  for (let i = 0; i < count; i += 1) {
    // Skewed on purpose: the first area gets half the routes, so it must be split.
    const area = i % 2 === 0 ? areas[0]! : areas[1 + (i % (areas.length - 1))]!;
    table[`fakeRoute${i}`] = {
      method: (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)[i % 5]!,
      path: `/api/${area}/fake-${i}/{id}`,
      aliases: i % 10 === 0 ? [`/api/${area}/fake-alias-${i}/{id}`] : undefined,
      auth: 'user',
      access: [accessKinds[i % accessKinds.length]!, 'table:read'],
      heavy: i % 25 === 0,
    };
  }
  return table;
}
