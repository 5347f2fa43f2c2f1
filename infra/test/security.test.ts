import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Validations, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '@docledger/shared/api/routes';
import {
  allTemplates,
  asArray,
  FIXTURE_HANDLER,
  paddedRoutes,
  resourcesOfType,
  synthApp,
  type PolicyStatementJson,
  type SynthesisedApp,
} from './synth-app';

interface Statement extends PolicyStatementJson {
  where: string;
}

/** Every statement of every identity and resource policy in the app. */
function allStatements(app: SynthesisedApp): Statement[] {
  const out: Statement[] = [];
  for (const { stack, template } of allTemplates(app.stacks)) {
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
          out.push({ ...s, where: `${stack.node.path}/${id} (${resource.Type})` });
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
  let app: SynthesisedApp;
  beforeAll(() => {
    // The real table plus padding that exercises every access kind.
    app = synthApp({
      routes: { ...routes, ...paddedRoutes(9) },
      workerEntries: { extractDocument: FIXTURE_HANDLER, deliverWebhook: FIXTURE_HANDLER },
    });
  }, 120_000);

  it('allows no action containing * anywhere except the default key administration', () => {
    const wildcard = allStatements(app).filter(
      (s) =>
        s.Effect === 'Allow' && asArray(s.Action).some((a) => a.includes('*')) && !isAccountRootKeyAdmin(s),
    );
    expect(wildcard.map((s) => `${s.where}: ${asArray(s.Action).join(',')}`)).toEqual([]);
  });

  it('grants functions a * resource only for X-Ray, which has no resource-level permissions', () => {
    const functionStacks = [...app.stacks.api.areaStacks, app.stacks.workers!];
    for (const stack of functionStacks) {
      const template = allTemplates(app.stacks).find((t) => t.stack === stack)!.template;
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

/** Acknowledgements recorded with Validations.of(scope).acknowledge(), with the construct they sit on. */
function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) =>
        Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({
          path: c.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

/** cdk-nag's findings as if nothing were acknowledged, to prove each acknowledgement still answers one. */
function unacknowledgedFindings(app: App): { ruleName: string; paths: string[] }[] {
  const pack = new AwsSolutionsChecks();
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  return pack.validateScope(app).violations.map((v) => ({
    ruleName: v.ruleName,
    paths: v.violatingResources.map((r) => r.constructPath ?? ''),
  }));
}

describe('cdk-nag AwsSolutions', () => {
  let app: SynthesisedApp;
  let synthError: unknown;
  beforeAll(() => {
    app = synthApp({
      routes,
      workerEntries: { extractDocument: FIXTURE_HANDLER, deliverWebhook: FIXTURE_HANDLER },
      schemaValidation: true,
    });
    try {
      app.app.synth();
    } catch (error) {
      synthError = error;
    }
  }, 120_000);

  it('reports zero unacknowledged findings, and templates that pass CloudFormation schema validation', () => {
    expect(synthError ? String(synthError) : '').toBe('');
    const report = JSON.parse(fs.readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
    };
    const nag = report.pluginReports
      .filter((r) => r.pluginName === 'AwsSolutions')
      .flatMap((r) => r.violations);
    expect(nag.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  }, 120_000);

  it('runs the checks at all: without acknowledgements the same app has findings', () => {
    expect(unacknowledgedFindings(app.app).length).toBeGreaterThan(0);
  });

  it('gives every acknowledgement a specific reason', () => {
    const acks = acknowledgements(app.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/^AwsSolutions-/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('acknowledges only findings that exist: each acknowledgement covers at least one raw finding', () => {
    const findings = unacknowledgedFindings(app.app);
    const stale = acknowledgements(app.app).filter(
      (ack) =>
        !findings.some(
          (f) => f.ruleName === ack.id && f.paths.some((p) => p === ack.path || p.startsWith(`${ack.path}/`)),
        ),
    );
    expect(stale.map((a) => `${a.path}: ${a.id}`)).toEqual([]);
  });
});
