// The CDK app synthesised once per test run (docs/testing.md, decision 155), not once per test file.
//
// The global setup (cdk-global-setup.ts) only creates an empty folder for the run. The first test file
// that asks for an app takes a lock (an atomic mkdir), builds and synthesises it into that folder and
// writes a summary (template files, route groups, cdk-nag findings); every other file of the run waits
// for the summary and reads the templates with `Template.fromJSON`. A run without infra tests pays
// nothing, and an app that no file asks for is never built.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { Validations, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { routes } from '@docledger/shared/api/routes';
import { WORKERS, type WorkerName } from '../lib/constructs/event-workers';
import {
  FIXTURE_HANDLER,
  stacksInOrder,
  synthApp,
  toAppTemplates,
  type AppTemplates,
  type SynthOptions,
} from './synth-app';

/**
 * The apps the infra tests share:
 * - `app`: the real route table, no worker handlers (what most stack tests read);
 * - `appWithWorkers`: the app as `cdk synth` builds it (every worker), with CloudFormation schema
 *   validation and cdk-nag's raw findings recorded, for the security tests.
 */
const SHARED_APPS = {
  app: { options: { routes }, nag: false },
  appWithWorkers: {
    options: {
      routes,
      // Every queue worker, as `existingWorkerEntries()` gives them once their handlers exist.
      workerEntries: Object.fromEntries(
        (Object.keys(WORKERS) as WorkerName[]).map((name) => [name, FIXTURE_HANDLER]),
      ),
      schemaValidation: true,
    },
    nag: true,
  },
} satisfies Record<string, { options: SynthOptions; nag: boolean }>;

export type SharedAppName = keyof typeof SHARED_APPS;

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

export interface NagFinding {
  ruleName: string;
  paths: string[];
}

export interface SharedApp extends AppTemplates {
  /** The cloud assembly folder (`validation-report.json` is written there). */
  outdir: string;
  /** The message of the error `app.synth()` threw (a failed validation), if any. */
  synthError?: string;
  /** Only for apps synthesised with `nag: true`. */
  nag?: {
    /** Acknowledgements recorded with Validations.of(scope).acknowledge(), with their construct. */
    acknowledgements: Acknowledgement[];
    /** cdk-nag's findings as if nothing were acknowledged. */
    unacknowledgedFindings: NagFinding[];
  };
}

interface Summary {
  outdir: string;
  synthError?: string;
  /** Set when building the app failed: every waiting file fails with it. */
  buildError?: string;
  stacks: { role: 'edge' | 'data' | 'api' | 'area' | 'workers'; path: string; templateFile: string }[];
  groups: string[];
  nag?: SharedApp['nag'];
}

/** Acknowledgements recorded with Validations.of(scope).acknowledge(), with the construct they sit on. */
export function acknowledgements(root: IConstruct): Acknowledgement[] {
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
export function unacknowledgedFindings(app: App): NagFinding[] {
  const pack = new AwsSolutionsChecks();
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  return pack.validateScope(app).violations.map((v) => ({
    ruleName: v.ruleName,
    paths: v.violatingResources.map((r) => r.constructPath ?? ''),
  }));
}

function synthesise(name: SharedAppName, outdir: string): Summary {
  const { options, nag } = SHARED_APPS[name];
  const synthesised = synthApp({ ...options, outdir });
  let synthError: string | undefined;
  try {
    synthesised.app.synth();
  } catch (error) {
    synthError = String(error);
  }
  return {
    outdir,
    synthError,
    stacks: stacksInOrder(synthesised.stacks).map(({ role, stack }) => ({
      role,
      path: stack.node.path,
      templateFile: stack.templateFile,
    })),
    groups: synthesised.stacks.api.groups.map((g) => g.id),
    nag: nag
      ? {
          acknowledgements: acknowledgements(synthesised.app),
          unacknowledgedFindings: unacknowledgedFindings(synthesised.app),
        }
      : undefined,
  };
}

const WAIT_LIMIT_MS = 10 * 60_000;
const POLL_MS = 250;

async function summaryOf(name: SharedAppName): Promise<Summary> {
  const root = inject('cdkAssemblyRoot');
  if (!root) throw new Error('cdkAssemblyRoot is not provided: run the infra tests through vitest.config.ts');
  const outdir = path.join(root, name);
  const summaryFile = `${outdir}.json`;
  let mine = false;
  try {
    fs.mkdirSync(`${outdir}.lock`);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (mine) {
    let summary: Summary;
    try {
      summary = synthesise(name, outdir);
    } catch (error) {
      summary = { outdir, buildError: String(error), stacks: [], groups: [] };
    }
    // Written whole, then renamed: a waiting file never reads half a summary.
    fs.writeFileSync(`${summaryFile}.tmp`, JSON.stringify(summary));
    fs.renameSync(`${summaryFile}.tmp`, summaryFile);
    return summary;
  }
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!fs.existsSync(summaryFile)) {
    if (Date.now() > deadline)
      throw new Error(
        `the shared CDK app '${name}' was not synthesised within ${WAIT_LIMIT_MS / 60_000} min`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as Summary;
}

const cache = new Map<SharedAppName, Promise<SharedApp>>();

/** Synthesise the shared app once per run (in whichever file asks first), then read its templates. */
export function sharedApp(name: SharedAppName): Promise<SharedApp> {
  let app = cache.get(name);
  if (!app) {
    app = summaryOf(name).then((summary) => {
      if (summary.buildError)
        throw new Error(`building the shared CDK app '${name}' failed: ${summary.buildError}`);
      const read = (file: string) =>
        Template.fromJSON(JSON.parse(fs.readFileSync(path.join(summary.outdir, file), 'utf8')) as object);
      return {
        ...toAppTemplates(
          summary.stacks.map((s) => ({ role: s.role, path: s.path, template: read(s.templateFile) })),
          summary.groups,
        ),
        outdir: summary.outdir,
        synthError: summary.synthError,
        nag: summary.nag,
      };
    });
    cache.set(name, app);
  }
  return app;
}

/** Long enough for another file's synthesis on a loaded 2-core machine. */
export const SHARED_APP_TIMEOUT_MS = WAIT_LIMIT_MS + 60_000;
