import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@docledger/shared/api/routes';
import { SHARED_APP_TIMEOUT_MS, sharedApp, type SharedApp } from './shared-app';
import {
  ACCESS_KINDS,
  asArray,
  resourcesOfType,
  type AppTemplates,
  type PolicyStatementJson,
} from './synth-app';

interface Statement extends PolicyStatementJson {
  where: string;
}

/** Every statement of every identity and resource policy in the app. */
function allStatements(app: AppTemplates): Statement[] {
  const out: Statement[] = [];
  for (const { path: stackPath, template } of app.all) {
    for (const [id, resource] of Object.entries(
      template.toJSON().Resources as Record<string, { Type: string; Properties?: Record<string, unknown> }>,
    )) {
      const p = resource.Properties ?? {};
      const docs: unknown[] = [
        p.PolicyDocument,
        p.KeyPolicy,
        ...asArray(p.Policies as { PolicyDocument: unknown }[]).map((x) => x.PolicyDocument),
      ];
      for (const doc of docs) {
        for (const s of asArray((doc as { Statement?: PolicyStatementJson[] } | undefined)?.Statement)) {
          out.push({ ...s, where: `${stackPath}/${id} (${resource.Type})` });
        }
      }
    }
  }
  return out;
}

/** AWS's default key policy: the account root may administer the key, which is what lets IAM policies grant it. */
function isAccountRootKeyAdmin(s: Statement): boolean {
  return (
    s.where.includes('AWS::KMS::Key') &&
    JSON.stringify(s.Principal).includes(':root') &&
    asArray(s.Action).join() === 'kms:*'
  );
}

const XRAY_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];

describe('IAM: no wildcard actions on data resources', () => {
  // The app as `cdk synth` builds it: the real route table and every worker.
  let app: SharedApp;
  beforeAll(async () => {
    app = await sharedApp('appWithWorkers');
  }, SHARED_APP_TIMEOUT_MS);

  it('exercises every access kind: the real route table uses each at least once', () => {
    const used = new Set(
      Object.values(routes).flatMap((r) => (r as { access?: readonly string[] }).access ?? []),
    );
    // If this fails, a kind lost its last route: synthesise padding routes for it here.
    expect(ACCESS_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('allows no action containing * anywhere except the default key administration', () => {
    const wildcard = allStatements(app).filter(
      (s) =>
        s.Effect === 'Allow' && asArray(s.Action).some((a) => a.includes('*')) && !isAccountRootKeyAdmin(s),
    );
    expect(wildcard.map((s) => `${s.where}: ${asArray(s.Action).join(',')}`)).toEqual([]);
  });

  it('grants functions a * resource only for X-Ray, which has no resource-level permissions', () => {
    const functionTemplates = [...app.areas.map((a) => a.template), app.workers!];
    for (const template of functionTemplates) {
      for (const [, policy] of resourcesOfType(template, 'AWS::IAM::Policy')) {
        for (const s of (policy.Properties!.PolicyDocument as { Statement: PolicyStatementJson[] })
          .Statement) {
          if (asArray(s.Resource).includes('*'))
            expect(asArray(s.Action).sort()).toEqual([...XRAY_ACTIONS].sort());
        }
      }
    }
  });
});

// The shared app is synthesised with CloudFormation schema validation and cdk-nag; its acknowledgements
// and raw findings (as if nothing were acknowledged) are taken from its construct tree (shared-app.ts).
describe('cdk-nag AwsSolutions', () => {
  let app: SharedApp;
  let nag: NonNullable<SharedApp['nag']>;
  beforeAll(async () => {
    app = await sharedApp('appWithWorkers');
    nag = app.nag!;
  }, SHARED_APP_TIMEOUT_MS);

  it('reports zero unacknowledged findings, and templates that pass CloudFormation schema validation', () => {
    expect(app.synthError ?? '').toBe('');
    const report = JSON.parse(fs.readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
    };
    const nag = report.pluginReports
      .filter((r) => r.pluginName === 'AwsSolutions')
      .flatMap((r) => r.violations);
    expect(nag.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  }, 120_000);

  it('runs the checks at all: without acknowledgements the same app has findings', () => {
    expect(nag.unacknowledgedFindings.length).toBeGreaterThan(0);
  });

  it('gives every acknowledgement a specific reason', () => {
    const acks = nag.acknowledgements;
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/^AwsSolutions-/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('acknowledges only findings that exist: each acknowledgement covers at least one raw finding', () => {
    const findings = nag.unacknowledgedFindings;
    const stale = nag.acknowledgements.filter(
      (ack) =>
        !findings.some(
          (f) => f.ruleName === ack.id && f.paths.some((p) => p === ack.path || p.startsWith(`${ack.path}/`)),
        ),
    );
    expect(stale.map((a) => `${a.path}: ${a.id}`)).toEqual([]);
  });
});
