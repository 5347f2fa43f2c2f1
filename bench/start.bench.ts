// How long `npm start` takes until the API answers: spawns the start script with a fresh DATA_DIR and
// a free PORT, polls GET /api/health until it is healthy, then stops it with SIGTERM and checks that it
// exits cleanly. Run: `npx tsx bench/start.bench.ts [runs]`; writes bench/results/start.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  healthyMs: number;
  stopMs: number;
  exitCode: number | null;
  builtFrontend: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    if (response.status !== 200) return false;
    const body = (await response.json()) as { status?: string };
    return body.status === 'ok';
  } catch {
    return false;
  }
}

async function measure(): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docledger-start-bench-'));
  const port = await freePort();
  const started = performance.now();
  // tsx directly (what the npm script runs): npx would re-raise the signal instead of passing on the exit code.
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  try {
    const deadline = started + 180_000;
    while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
      if (exitedEarly) throw new Error(`npm start exited before it was healthy:\n${output}`);
      if (performance.now() > deadline) throw new Error(`not healthy after 180 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const healthyMs = performance.now() - started;
    const stopping = performance.now();
    child.kill('SIGTERM');
    const exitCode = await exited;
    return {
      healthyMs: Math.round(healthyMs),
      stopMs: Math.round(performance.now() - stopping),
      exitCode,
      builtFrontend: output.includes('Building the frontend'),
    };
  } finally {
    if (!exitedEarly) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await measure();
    results.push(run);
    console.log(
      `run ${i + 1}: healthy after ${run.healthyMs} ms, stopped in ${run.stopMs} ms, exit code ${run.exitCode}` +
        (run.builtFrontend ? ' (built the frontend first)' : ''),
    );
  }
  const sorted = results.map((r) => r.healthyMs).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const cleanExits = results.every((r) => r.exitCode === 0);
  console.log(
    `npm start → first healthy GET /api/health: median ${median} ms over ${runs} run(s); clean exits: ${cleanExits}`,
  );
  const resultsDir = join(ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'start.json'),
    `${JSON.stringify(
      {
        benchmark: 'npm start to first healthy GET /api/health (fresh DATA_DIR)',
        measuredAt: new Date().toISOString(),
        node: process.version,
        medianMs: median,
        cleanExits,
        runs: results,
      },
      null,
      2,
    )}\n`,
  );
  if (!cleanExits) process.exitCode = 1;
}

void main();
