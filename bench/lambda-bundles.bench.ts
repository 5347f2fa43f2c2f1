// Lambda bundle benchmark: bundles every route handler of the route table and every queue and scheduled
// worker (reported apart) with exactly the esbuild settings CDK uses (infra/lib/constructs/lambda-bundling.ts),
// zips what would be shipped, measures the layers shipped once per stack (the breached-password list),
// and times the cold import of the largest route bundle in a fresh Node process. A bundle that reads the
// breached-password list without declaring its layer fails the run (it would fail in Lambda).
// Run: `npx tsx bench/lambda-bundles.bench.ts` (also called from the bench runner).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { routes, routeFolder, ROUTE_IDS } from '@docledger/shared/api/routes';
import {
  esbuildOptions,
  LAMBDA_ESBUILD,
  packageClosure,
  REPO_ROOT,
  UNBUNDLED_PACKAGES,
} from '../infra/lib/constructs/lambda-bundling';
import {
  defaultWorkerEntry,
  scheduledWorkerEntry,
  SCHEDULED_WORKERS,
  WORKERS,
  type ScheduledWorkerName,
  type WorkerName,
} from '../infra/lib/constructs/event-workers';
import {
  BREACHED_PASSWORDS_PACKAGE,
  stageBreachedPasswordsLayer,
} from '../infra/lib/constructs/breached-passwords-layer';

export const TARGETS = { maxZipKb: 1024, medianZipKb: 300 } as const;
const COLD_IMPORT_RUNS = 5;
const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
const workDir = path.join(resultsDir, 'tmp', 'lambda-bundles');

interface BundleMeasure {
  name: string;
  entry: string;
  bundleBytes: number;
  /** The deployment zip: the bundle plus any native packages copied next to it. */
  zipBytes: number;
  nativePackages: string[];
  /** Written by the build but not shipped (kept in cdk.out/sourcemaps by the CDK app). */
  sourceMapBytes: number;
  buildMs: number;
  outfile: string;
}

/** Size of a real zip of these files (deflate level 9, as CDK's asset zipper): headers, data, central directory. */
function zipSize(files: { name: string; content: Buffer }[]): number {
  let size = 22; // end of central directory
  for (const file of files) {
    const nameLength = Buffer.byteLength(file.name);
    const compressed = deflateRawSync(file.content, { level: 9 }).length;
    // Stored when deflate does not help, as zip tools do.
    size += 30 + nameLength + Math.min(compressed, file.content.length) + 46 + nameLength;
  }
  return size;
}

function filesUnder(dir: string, prefix: string): { name: string; content: Buffer }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { name: path.join(prefix, path.relative(dir, full)), content: readFileSync(full) };
    });
}

/** The packages CDK's afterBundling hook copies next to this bundle (see copyUnbundledPackagesCommands). */
function nativeFiles(bundle: string): { packages: string[]; files: { name: string; content: Buffer }[] } {
  const packages = [
    ...new Set(
      UNBUNDLED_PACKAGES.filter((p) => bundle.includes(`"${p.name}"`)).flatMap((p) => packageClosure(p.name)),
    ),
  ];
  return {
    packages,
    files: packages.flatMap((pkg) =>
      filesUnder(path.join(REPO_ROOT, 'node_modules', pkg), path.join('node_modules', pkg)),
    ),
  };
}

async function measure(name: string, entry: string): Promise<BundleMeasure> {
  const outdir = path.join(workDir, name);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const started = performance.now();
  await esbuild.build(esbuildOptions(entry, outdir));
  const buildMs = performance.now() - started;
  const outfile = path.join(outdir, LAMBDA_ESBUILD.outfile);
  const content = readFileSync(outfile);
  const mapFile = `${outfile}.map`;
  const native = nativeFiles(content.toString('utf8'));
  return {
    name,
    entry: path.relative(REPO_ROOT, entry),
    bundleBytes: content.length,
    zipBytes: zipSize([{ name: LAMBDA_ESBUILD.outfile, content }, ...native.files]),
    nativePackages: native.packages,
    sourceMapBytes: existsSync(mapFile) ? statSync(mapFile).size : 0,
    buildMs: Math.round(buildMs),
    outfile,
  };
}

/** Two at a time: the machine has two cores and esbuild is itself parallel. */
async function measureAll(items: { name: string; entry: string }[]): Promise<BundleMeasure[]> {
  const results: BundleMeasure[] = [];
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift())
      results.push(await measure(item.name, item.entry));
  };
  await Promise.all([worker(), worker()]);
  return results.sort((a, b) => a.name.localeCompare(b.name));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Module evaluation time of a bundle, as a Lambda cold start pays it, in a fresh Node process. */
function coldImportMs(outfile: string): { medianMs: number; runsMs: number[]; error?: string } {
  const script = [
    'const started = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(outfile).href)});`,
    'console.log(JSON.stringify({ ms: performance.now() - started }));',
  ].join('\n');
  const runsMs: number[] = [];
  for (let i = 0; i < COLD_IMPORT_RUNS; i += 1) {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      // Handlers parse their environment at module scope; give them a plausible one, no endpoints.
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'us-east-1',
        TABLE_NAME: 'bench-table',
        UPLOADS_BUCKET: 'bench-uploads',
        EXTRACTION_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/bench-extraction',
        KMS_KEY_ID: 'alias/bench',
        PUBLIC_URL: 'https://bench.example.com',
      },
    });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{')) {
      return { medianMs: Number.NaN, runsMs, error: (run.stderr || run.stdout).slice(0, 2000) };
    }
    runsMs.push((JSON.parse(line) as { ms: number }).ms);
  }
  return { medianMs: median(runsMs), runsMs: runsMs.map((ms) => Math.round(ms * 10) / 10) };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main(): Promise<void> {
  mkdirSync(workDir, { recursive: true });
  const routeItems = ROUTE_IDS.map((id) => ({
    name: routeFolder(id),
    entry: path.join(REPO_ROOT, 'functions/src/http', routeFolder(id), 'handler.ts'),
  }));
  const missing = routeItems.filter((r) => !existsSync(r.entry)).map((r) => r.name);
  const routeBundles = await measureAll(routeItems.filter((r) => existsSync(r.entry)));

  const workerItems = [
    ...(Object.keys(WORKERS) as WorkerName[]).map((name) => ({
      name: WORKERS[name].handlerFolder,
      entry: defaultWorkerEntry(name),
    })),
    ...(Object.keys(SCHEDULED_WORKERS) as ScheduledWorkerName[]).map((name) => ({
      name: SCHEDULED_WORKERS[name].handlerFolder,
      entry: scheduledWorkerEntry(name),
    })),
  ].filter((w) => existsSync(w.entry));
  const workerBundles = await measureAll(workerItems);

  // The breached-password layer: zipped once per stack; which route bundles read it, and whether they declare it.
  const layerDir = path.join(workDir, 'layer-breached-passwords');
  stageBreachedPasswordsLayer(layerDir);
  const readsList = (b: BundleMeasure) =>
    readFileSync(b.outfile, 'utf8').includes(`${BREACHED_PASSWORDS_PACKAGE}/`);
  const declared = (name: string) => {
    const id = ROUTE_IDS.find((r) => routeFolder(r) === name);
    const layers = id ? (routes[id] as { layers?: readonly string[] }).layers : undefined;
    return layers?.includes('breachedPasswords') ?? false;
  };
  const layerUsers = routeBundles.filter(readsList).map((b) => b.name);
  const undeclared = layerUsers.filter((name) => !declared(name));
  const workersReadingList = workerBundles.filter(readsList).map((b) => b.name);
  const layer = {
    name: 'breached-passwords',
    zipKb: kb(zipSize(filesUnder(layerDir, ''))),
    usedBy: layerUsers,
  };

  const zips = routeBundles.map((b) => b.zipBytes);
  const largest = [...routeBundles].sort((a, b) => b.zipBytes - a.zipBytes)[0];
  const coldImport = largest ? { bundle: largest.name, ...coldImportMs(largest.outfile) } : undefined;
  const summary = {
    routes: Object.keys(routes).length,
    measured: routeBundles.length,
    missingHandlers: missing,
    maxZipKb: zips.length ? kb(Math.max(...zips)) : 0,
    medianZipKb: zips.length ? kb(median(zips)) : 0,
    maxBundleKb: routeBundles.length ? kb(Math.max(...routeBundles.map((b) => b.bundleBytes))) : 0,
    overMaxZip: routeBundles.filter((b) => b.zipBytes > TARGETS.maxZipKb * 1024).map((b) => b.name),
    workersOverMaxZip: workerBundles.filter((b) => b.zipBytes > TARGETS.maxZipKb * 1024).map((b) => b.name),
    meetsTargets:
      zips.length > 0 &&
      Math.max(...zips) <= TARGETS.maxZipKb * 1024 &&
      median(zips) <= TARGETS.medianZipKb * 1024,
  };
  const strip = ({ outfile: _outfile, ...rest }: BundleMeasure) => ({
    ...rest,
    bundleKb: kb(rest.bundleBytes),
    zipKb: kb(rest.zipBytes),
    sourceMapKb: kb(rest.sourceMapBytes),
  });
  const result = {
    generatedAt: new Date().toISOString(),
    machine: `${process.platform}/${process.arch}, ${os.cpus().length} cpu, Node ${process.version}, esbuild ${esbuild.version}`,
    targets: TARGETS,
    esbuild: { ...LAMBDA_ESBUILD, banner: '(createRequire shim)' },
    summary,
    coldImport,
    layers: [layer],
    routes: routeBundles.map(strip),
    workers: workerBundles.map(strip),
  };
  writeFileSync(path.join(resultsDir, 'lambda-bundles.json'), JSON.stringify(result, null, 2) + '\n');

  const md = [
    '## Lambda bundles',
    '',
    `${summary.measured} of ${summary.routes} routes bundled (${missing.length} without a handler yet).`,
    `Zipped: max ${summary.maxZipKb} KB (target ≤ ${TARGETS.maxZipKb}), median ${summary.medianZipKb} KB (target ≤ ${TARGETS.medianZipKb}) — ${summary.meetsTargets ? 'targets met' : 'TARGETS MISSED'}.`,
    coldImport
      ? `Cold import of the largest bundle (${coldImport.bundle}): ${coldImport.error ? `failed: ${coldImport.error.split('\n')[0]}` : `median ${coldImport.medianMs.toFixed(1)} ms over ${COLD_IMPORT_RUNS} fresh processes`}.`
      : '',
    `Workers (${workerBundles.length}, reported apart): ${workerBundles.map((b) => `${b.name} ${kb(b.zipBytes)} KB`).join(', ')}.`,
    `Layer ${layer.name}: ${layer.zipKb} KB zipped, shipped once per stack, used by ${layer.usedBy.join(', ') || 'no route'}.`,
    '',
    '| bundle | minified KB | zipped KB | map KB (not shipped) | native packages |',
    '|---|---|---|---|---|',
    ...[...routeBundles, ...workerBundles].map(
      (b) =>
        `| ${b.name}${workerBundles.includes(b) ? ' (worker)' : ''} | ${kb(b.bundleBytes)} | ${kb(b.zipBytes)} | ${kb(b.sourceMapBytes)} | ${b.nativePackages.join(', ')} |`,
    ),
  ];
  writeFileSync(path.join(resultsDir, 'lambda-bundles.md'), md.join('\n') + '\n');
  console.log(md.join('\n'));
  // ~3.5 MB per bundle with its map: not worth keeping once measured.
  rmSync(workDir, { recursive: true, force: true });
  if (undeclared.length > 0 || workersReadingList.length > 0)
    throw new Error(
      `Bundles read the breached-password list without its layer (declare layers: ['breachedPasswords']): ${[...undeclared, ...workersReadingList].join(', ')}`,
    );
}

await main();
