// Frontend benchmark: gzip size of the JS the landing route needs, and Lighthouse scores of the
// public pages. Run: `npx tsx bench/frontend.bench.ts [--quick]` (also run by `npm run bench`).
// Lighthouse runs offline against Debian's Chromium; the build is served by `vite preview`.
// Writes bench/results/frontend.json and frontend.md; a missed target is reported there, the exit
// code only says whether the measurement itself ran.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { preview } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const frontendDir = join(root, 'frontend');
const distDir = join(frontendDir, 'dist');
const resultsFile = join(root, 'bench', 'results', 'frontend.json');
const summaryFile = join(root, 'bench', 'results', 'frontend.md');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const TARGETS = { landingJsGzipKb: 170, homeJsGzipKb: 170, lighthouseMinScore: 95 } as const;
const PAGES = ['/', '/pricing', '/privacy'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk plus everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The landing route = the HTML entry's static graph, plus the landing route module's own chunk and
 * its static graph should the router ever load it lazily (it must arrive before the first paint of /).
 */
export function landingRouteFiles(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const keys = staticClosure(manifest, entryKey);
  const landingKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/landing.tsx'));
  if (landingKey) staticClosure(manifest, landingKey, keys);
  return [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')));
}

/**
 * What a signed-in user's first load of /home fetches before the dashboard paints (issue 8, decision
 * 063): the entry's static graph plus the auth gate, the signed-in layout and the dashboard route,
 * each with its own static graph. Lazy chunks (viewers, dialogs, charts, the CPA switcher) are not in it.
 */
export function homeRouteFiles(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const keys = staticClosure(manifest, entryKey);
  for (const route of [
    'src/app/protected-route.tsx',
    'src/app/routes/signed-in-layout.tsx',
    'src/app/routes/dashboard.tsx',
  ]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(route));
    if (!key) throw new Error(`manifest has no chunk for ${route}`);
    staticClosure(manifest, key, keys);
  }
  return [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')));
}

function measureRouteJs(routeFiles: (manifest: Manifest) => string[], dist = distDir) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = routeFiles(manifest).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/** Lighthouse's own advice for noisy machines: several runs, report the median. */
const RUNS = process.argv.includes('--quick') ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? 0)
    : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

async function runLighthouse(baseUrl: string) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scores: Record<string, Record<Category, number>> = {};
  const runs: Record<
    string,
    { scores: Record<Category, number>; metrics: Record<string, number | undefined> }[]
  > = {};
  try {
    for (const page of PAGES) {
      const pageRuns: (typeof runs)[string] = [];
      runs[page] = pageRuns;
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        const runScores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        pageRuns.push({
          scores: runScores,
          metrics: {
            firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue,
            largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue,
            totalBlockingTimeMs: audits['total-blocking-time']?.numericValue,
            cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue,
          },
        });
        const failed = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        if (failed.length) console.log(`${page} failing audits: ${failed.join(', ')}`);
      }
      scores[page] = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(pageRuns.map((r) => r.scores[c]))]),
      ) as Record<Category, number>;
      console.log(page, scores[page]);
    }
  } finally {
    chrome.kill();
  }
  return { runsPerPage: RUNS, scores, runs };
}

export async function runFrontendBench() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: frontendDir, stdio: 'inherit' });
  const landingJs = measureRouteJs(landingRouteFiles);
  console.log(`landing route JS: ${landingJs.gzipKb} KB gzip (target ≤ ${TARGETS.landingJsGzipKb} KB)`);
  const homeJs = measureRouteJs(homeRouteFiles);
  console.log(`/home initial JS: ${homeJs.gzipKb} KB gzip (target ≤ ${TARGETS.homeJsGzipKb} KB)`);

  const server = await preview({
    root: frontendDir,
    logLevel: 'warn',
    preview: { port: 4180, strictPort: false },
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:4180';
  const loadAtStart = loadavg()[0] ?? 0;
  let lighthouseResult;
  try {
    lighthouseResult = await runLighthouse(baseUrl);
  } finally {
    await server.close();
  }

  const allScores = Object.values(lighthouseResult.scores).flatMap((s) => Object.values(s));
  const result = {
    measuredAt: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: execFileSync(chromePath, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
      lighthouse:
        'mobile form factor, simulated throttling (Lighthouse defaults), served by vite preview (gzip); median of runs',
      cpus: cpus().length,
      loadAverage1m: Math.round(loadAtStart * 100) / 100,
    },
    targets: TARGETS,
    landingJs,
    homeJs,
    lighthouse: lighthouseResult,
    pass: {
      landingJs: landingJs.gzipKb <= TARGETS.landingJsGzipKb,
      homeJs: homeJs.gzipKb <= TARGETS.homeJsGzipKb,
      lighthouse: allScores.every((s) => s >= TARGETS.lighthouseMinScore),
    },
  };
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(summaryFile, summaryMarkdown(result));
  console.log(`wrote ${resultsFile}`);
  return result;
}

function summaryMarkdown(result: {
  environment: { loadAverage1m: number; cpus: number };
  landingJs: { gzipKb: number };
  homeJs: { gzipKb: number };
  lighthouse: { runsPerPage: number; scores: Record<string, Record<Category, number>> };
  pass: { landingJs: boolean; homeJs: boolean; lighthouse: boolean };
}): string {
  const mark = (ok: boolean) => (ok ? '✓' : '✗ below target');
  const lines = [
    '## Frontend',
    '',
    `Landing route initial JS: **${result.landingJs.gzipKb} KB gzip** (target ≤ ${TARGETS.landingJsGzipKb} KB) ${mark(result.pass.landingJs)}`,
    '',
    `/home initial JS (entry + auth gate + signed-in layout + dashboard): **${result.homeJs.gzipKb} KB gzip** (target ≤ ${TARGETS.homeJsGzipKb} KB) ${mark(result.pass.homeJs)}`,
    '',
    `Lighthouse 12, mobile, simulated throttling; median of ${result.lighthouse.runsPerPage} run(s) per page; ` +
      `load average ${result.environment.loadAverage1m} on ${result.environment.cpus} CPUs at the start ` +
      '(performance scores drop on a busy machine). Target ≥ ' +
      `${TARGETS.lighthouseMinScore} in every category ${mark(result.pass.lighthouse)}.`,
    '',
    `| page | ${CATEGORIES.join(' | ')} |`,
    `|---|${CATEGORIES.map(() => '---').join('|')}|`,
    ...Object.entries(result.lighthouse.scores).map(
      ([page, scores]) => `| ${page} | ${CATEGORIES.map((c) => scores[c]).join(' | ')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** `--sizes-only DIR`: the two JS sizes of an existing build, without building or Lighthouse. */
const sizesOnly = process.argv.indexOf('--sizes-only');
if (sizesOnly > 0 && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[sizesOnly + 1] ?? distDir);
  console.log(`landing route JS: ${measureRouteJs(landingRouteFiles, dist).gzipKb} KB gzip`);
  console.log(`/home initial JS: ${measureRouteJs(homeRouteFiles, dist).gzipKb} KB gzip`);
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFrontendBench().then(
    (result) => {
      if (!result.pass.landingJs || !result.pass.homeJs || !result.pass.lighthouse)
        console.warn('frontend: a target was missed (see frontend.md)');
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
