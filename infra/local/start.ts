// `npm start` / `npm run dev`: the whole product on the local stack (DESIGN §9).
//   PORT      the app's port (default 3000)
//   DATA_DIR  where the stand-ins keep their data (default .data/ at the repository root)
//   --dev     Vite's dev server with hot reload on PORT, proxying /api to the gateway on another port
//   --no-demo on an empty DATA_DIR, skip the demo account with a processed sample of every type
//   --no-build serve the frontend build as it is (tests that start the product need only its API)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FRONTEND_DIR, FRONTEND_DIST, REPO_ROOT } from './repo-root';
import { startLocalStack, type LocalStack } from './stack';
import { createDemoAccount, readDemoAccount } from './demo';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** What the frontend build reads: its sources and config, and the shared package it imports. */
const FRONTEND_INPUTS = [
  join(FRONTEND_DIR, 'src'),
  join(FRONTEND_DIR, 'public'),
  join(FRONTEND_DIR, 'index.html'),
  join(FRONTEND_DIR, 'vite.config.ts'),
  join(FRONTEND_DIR, 'package.json'),
  join(REPO_ROOT, 'shared', 'src'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function frontendIsStale(): boolean {
  const built = join(FRONTEND_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return FRONTEND_INPUTS.some((input) => newestMtime(input) > builtAt);
}

function buildFrontend(): void {
  console.log('Building the frontend (npm run build -w frontend)…');
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', 'frontend', '--', '--outDir', FRONTEND_DIST, '--emptyOutDir'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(
      existsSync(FRONTEND_DIST)
        ? 'The frontend build failed; serving the previous build.'
        : 'The frontend build failed; the API runs, the pages show how to build.',
    );
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number (1-65535), got "${value}"`);
  }
  return port;
}

/** One stack per DATA_DIR: two DynamoDB Local processes on one database file corrupt it. */
function refuseIfRunning(stackFile: string): void {
  if (!existsSync(stackFile)) return;
  try {
    const { pid } = JSON.parse(readFileSync(stackFile, 'utf8')) as { pid?: number };
    if (pid && pid !== process.pid) {
      process.kill(pid, 0);
      throw new Error(
        `Another local stack (pid ${pid}) is using ${relative(process.cwd(), stackFile)}; stop it first.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH' && !(error instanceof SyntaxError)) throw error;
  }
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = parsePort(process.env.PORT);
  const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR || '.data');
  const stackFile = join(dataDir, 'stack.json');
  refuseIfRunning(stackFile);
  // The first run on an empty data dir shows the product: a demo account with a sample of every type.
  const wantsDemo =
    !process.argv.includes('--no-demo') && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);

  // Signals are handled from the first moment: a Ctrl+C during start-up must still stop Java.
  let stopping = false;
  let stack: LocalStack | undefined;
  let vite: { close(): Promise<void> } | undefined;
  const cleanUp = async () => {
    await vite?.close();
    await stack?.stop();
    rmSync(stackFile, { force: true });
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`Received ${signal} again; exiting without a clean stop.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\nStopping (${signal})…`);
    // During start-up, the steps below notice `stopping` and clean up once their step is done.
    if (!starting) void cleanUp().then(() => process.exit(0), fail);
  };
  const fail = (error: unknown) => {
    console.error(`Stopping failed: ${(error as Error).message}`);
    process.exit(1);
  };
  let starting = true;
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (!dev && !process.argv.includes('--no-build') && frontendIsStale()) buildFrontend();

  const appUrl = `http://localhost:${port}`;
  const started = Date.now();
  try {
    if (!stopping) {
      stack = await startLocalStack({
        dataDir,
        // In dev mode the browser talks to Vite on PORT, and Vite proxies /api to the gateway.
        port: dev ? 0 : port,
        publicUrl: appUrl,
        // A server that runs for hours: let DynamoDB Local's JIT finish its work.
        dynamoJit: 'full',
      });
    }
    if (dev && stack && !stopping) {
      const { createServer } = await import('vite');
      const server = await createServer({
        root: FRONTEND_DIR,
        server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/api': stack.urls.app } },
      });
      vite = server;
      await server.listen();
    }
    if (stack && !stopping) {
      const info = {
        pid: process.pid,
        startedAt: new Date().toISOString(),
        ...stack.urls,
        app: appUrl,
        gateway: stack.urls.app,
        env: stack.env,
      };
      writeFileSync(stackFile, JSON.stringify(info, null, 2));
    }
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    starting = false;
  }
  if (stopping || !stack) {
    await cleanUp().then(() => process.exit(0), fail);
    return;
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nDocLedger is running at ${appUrl}${dev ? ' (Vite hot reload)' : ''}  [stack up in ${seconds} s]`,
  );
  console.log(`  mail outbox: ${stack.env.MAIL_OUTBOX_DIR}`);
  console.log(`  data:        ${dataDir}`);
  if (stack.pollers.length > 0) console.log(`  queue consumers: ${stack.pollers.join(', ')}`);
  if (wantsDemo) {
    try {
      const demo = await createDemoAccount({
        dataDir,
        appUrl: stack.urls.app,
        origin: appUrl,
        log: console.log,
      });
      console.log(`  demo login:  ${demo.account.email}  /  ${demo.account.password}  (samples uploading…)`);
      demo.uploaded.catch((error: unknown) => console.error(`demo: ${(error as Error).message}`));
    } catch (error) {
      console.error(`demo: the demo account could not be created: ${(error as Error).message}`);
    }
  } else {
    const demo = readDemoAccount(dataDir);
    if (demo) console.log(`  demo login:  ${demo.email}  /  ${demo.password}`);
  }
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE') {
    console.error(
      `Port ${process.env.PORT || 3000} is in use. Stop what runs there or start with PORT=<another port>.`,
    );
  } else {
    console.error(err.message ?? String(error));
  }
  process.exit(1);
});
