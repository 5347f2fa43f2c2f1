// DynamoDB Local (the official jar) as a child process. We take only the jar from the
// amplify-dynamodb-simulator package: it ships a current DynamoDB Local (1.25, transactions, GSIs,
// ReturnValuesOnConditionCheckFailure); local-dynamo ships a 2020 jar.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port';

export const JAVA_MISSING_MESSAGE = 'DynamoDB Local needs Java 17+: apt-get install -y openjdk-17-jre-headless';

const WATCHDOG = 'exec 3<&0; java "$@" </dev/null & p=$!; (read _ <&3; kill $p 2>/dev/null) & wait $p';

export interface DynamoDbLocalOptions {
  /** Data files go to `<dataDir>/dynamodb`; ignored when inMemory. */
  dataDir: string;
  inMemory?: boolean;
  port?: number;
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING_MESSAGE);
  const version = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr ?? '');
  const major = version ? Number(version[1] === '1' ? version[2] : version[1]) : NaN;
  if (Number.isFinite(major) && major < 17) throw new Error(`${JAVA_MISSING_MESSAGE} (found Java ${major})`);
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  assertJava();
  const dir = emulatorDir();
  const port = options.port ?? (await freePort());
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', join(options.dataDir, 'dynamodb')];
  if (!options.inMemory) mkdirSync(join(options.dataDir, 'dynamodb'), { recursive: true });
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    // Small heap and fast JIT start: it is a dev database, and the machine is shared.
    '-Xms64m',
    '-XX:TieredStopAtLevel=1',
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    ...storage,
    '-port',
    String(port),
    // 1.24+ reports telemetry to AWS; nothing may leave the machine.
    '-disableTelemetry',
  ];
  // Through a small sh wrapper that kills Java when our end of its stdin closes, so DynamoDB Local
  // never outlives this process, even when it is killed without running its shutdown (SIGKILL, crash).
  const child = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', ...args], {
    cwd: dir,
    stdio: ['pipe', 'pipe', 'pipe'],
    // Own process group: Ctrl+C reaches us, not Java directly, and a last-resort kill takes both.
    detached: true,
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (error: Error) =>
      reject(error),
    );
  });
  spawnError.catch(() => undefined);

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, exitPromise, () => exited !== undefined);
  try {
    await Promise.race([waitUntilReady(endpoint, () => exited, output), spawnError]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

async function waitUntilReady(
  endpoint: string,
  exited: () => { code: number | null } | undefined,
  output: string[],
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      const status = exited();
      if (status) {
        throw new Error(`DynamoDB Local exited (code ${status.code}) before it was ready:\n${output.join('')}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 60 s:\n${output.join('')}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

async function stopChild(child: ChildProcess, exit: Promise<void>, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  child.stdin?.end();
  const timer = setTimeout(() => {
    if (!hasExited() && child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 5_000);
  await exit;
  clearTimeout(timer);
}
