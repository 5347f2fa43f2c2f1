// `npm run bench`: runs every bench/*.bench.ts in its own Node process (so one benchmark's memory and
// warm caches never skew another's), then writes bench/results/summary.md from their JSON results.
// Usage: npm run bench [-- <name-filter> ...] [--quick]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const filters = args.filter((a) => !a.startsWith('--'));
const benches = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const outcomes: { name: string; ok: boolean; seconds: number }[] = [];
for (const file of benches) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file), ...flags], {
    stdio: 'inherit',
    cwd: path.resolve(benchDir, '..'),
  });
  outcomes.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

const lines = [
  '# Benchmark summary',
  '',
  `Run at ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}.`,
  '',
];
lines.push('| benchmark | status | wall time (s) | details |', '|---|---|---|---|');
for (const o of outcomes) {
  const md = path.join(resultsDir, `${o.name}.md`);
  lines.push(
    `| ${o.name} | ${o.ok ? 'ok' : 'FAILED'} | ${o.seconds.toFixed(1)} | ${existsSync(md) ? `[${o.name}.md](${o.name}.md)` : `${o.name}.json`} |`,
  );
}
for (const o of outcomes) {
  const md = path.join(resultsDir, `${o.name}.md`);
  if (existsSync(md)) lines.push('', readFileSync(md, 'utf8'));
}
writeFileSync(path.join(resultsDir, 'summary.md'), lines.join('\n') + '\n');
console.log(`\nSummary written to bench/results/summary.md`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
