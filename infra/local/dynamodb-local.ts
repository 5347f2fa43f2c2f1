// DynamoDB Local (the official jar) as a child process. We take only the jar from the
// amplify-dynamodb-simulator package: it ships a current DynamoDB Local (1.25, transactions, GSIs,
// ReturnValuesOnConditionCheckFailure); local-dynamo ships a 2020 jar.
// This module is deliberately light (no AWS SDK): the stack spawns Java first and loads the rest
// while the JVM boots.
// The jar's own main listens on every interface and has no host option: we start it through
// java/LoopbackDynamoDbLocal.java, which sets the Jetty connector's host to 127.0.0.1 before start.
// The launcher is compiled once with the JDK's javac (cached under node_modules/.cache).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import { REPO_ROOT } from './repo-root';

export const JAVA_MISSING_MESSAGE =
  'DynamoDB Local needs Java 17+: apt-get install -y openjdk-17-jre-headless';

/**
 * Runs Java under a tiny sh watchdog that kills it when our end of the wrapper's stdin closes, so
 * DynamoDB Local never outlives this process, even one killed without its shutdown (SIGKILL, crash).
 */
const WATCHDOG =
  'umask 077; exec 3<&0; java "$@" </dev/null & p=$!; (read _ <&3; kill $p 2>/dev/null) & wait $p';
const SH_COMMAND_NOT_FOUND = 127;

/** The interface DynamoDB Local listens on: loopback only (DESIGN §6). */
export const DYNAMODB_LOCAL_HOST = '127.0.0.1';
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = join(REPO_ROOT, 'infra', 'local', 'java', `${LAUNCHER_CLASS}.java`);
export const JAVAC_MISSING_MESSAGE =
  'DynamoDB Local is started through a small Java launcher compiled with javac (JDK 17+): apt-get install -y openjdk-17-jdk-headless';

export interface DynamoDbLocalOptions {
  /** Data files go to `<dataDir>/dynamodb`; ignored when inMemory. */
  dataDir: string;
  inMemory?: boolean;
  port?: number;
  /**
   * 'quick' (default) stops the JIT at C1: a test run's JVM lives a minute and starts fast. 'full' lets
   * C2 compile the hot paths: a long-lived server (`npm start`, load benchmarks) spends less CPU per
   * request once warm.
   */
  jit?: 'quick' | 'full';
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/** Why Java could not run DynamoDB Local, for the error message (only called after a failure). */
function javaProblem(): string | undefined {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return JAVA_MISSING_MESSAGE;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr ?? '');
  const major = version ? Number(version[1] === '1' ? version[2] : version[1]) : NaN;
  return Number.isFinite(major) && major < 17 ? `${JAVA_MISSING_MESSAGE} (found Java ${major})` : undefined;
}

/**
 * The directory holding the compiled launcher class, compiling it when missing. Keyed by the source
 * and the jar, so an edit or a new jar recompiles; compiled into a private temporary directory and
 * renamed into place, so parallel starts never see a half-written class.
 */
export async function compiledLauncher(jar: string): Promise<string> {
  const source = readFileSync(LAUNCHER_SOURCE);
  const key = createHash('sha256').update(source).update(jar).digest('hex').slice(0, 16);
  const cacheRoot = join(REPO_ROOT, 'node_modules', '.cache', 'docledger');
  const target = join(cacheRoot, `dynamodb-launcher-${key}`);
  if (existsSync(join(target, `${LAUNCHER_CLASS}.class`))) return target;
  mkdirSync(cacheRoot, { recursive: true, mode: 0o700 });
  const scratch = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(scratch, { mode: 0o700 });
  try {
    await promisify(execFile)('javac', ['-nowarn', '-cp', jar, '-d', scratch, LAUNCHER_SOURCE]);
    try {
      renameSync(scratch, target);
    } catch (error) {
      // Another start compiled it meanwhile: theirs is as good as ours.
      if (!existsSync(join(target, `${LAUNCHER_CLASS}.class`))) throw error;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? JAVAC_MISSING_MESSAGE
        : `Compiling ${LAUNCHER_SOURCE} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const dir = emulatorDir();
  const jar = join(dir, 'DynamoDBLocal.jar');
  const [port, launcherDir] = await Promise.all([options.port ?? freePort(), compiledLauncher(jar)]);
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', join(options.dataDir, 'dynamodb')];
  if (!options.inMemory) mkdirSync(join(options.dataDir, 'dynamodb'), { recursive: true, mode: 0o700 });
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    `-Ddocledger.dynamodb.host=${DYNAMODB_LOCAL_HOST}`,
    // An IPv4 socket: it shows as 127.0.0.1 rather than an IPv4-mapped IPv6 address.
    '-Djava.net.preferIPv4Stack=true',
    // Small heap; quick JIT unless the database serves a long-lived process.
    '-Xms64m',
    ...(options.jit === 'full' ? [] : ['-XX:TieredStopAtLevel=1']),
    // The jar's manifest Class-Path brings its libraries.
    '-cp',
    [launcherDir, jar].join(delimiter),
    LAUNCHER_CLASS,
    '-sharedDb',
    ...storage,
    '-port',
    String(port),
    // 1.24+ reports telemetry to AWS; nothing may leave the machine.
    '-disableTelemetry',
  ];
  const child = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', ...args], {
    cwd: dir,
    stdio: ['pipe', 'pipe', 'pipe'],
    // Own process group: Ctrl+C reaches us rather than Java, and a last-resort kill takes both.
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
  let exited: { code: number | null } | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exited = { code };
      resolve();
    });
    // No process at all (no sh on PATH): there will be no exit event.
    child.once('error', (error) => {
      output.push(`spawn failed: ${error.message}`);
      exited ??= { code: null };
      resolve();
    });
  });

  const endpoint = `http://${DYNAMODB_LOCAL_HOST}:${port}`;
  const stop = () => stopChild(child, exit, () => exited !== undefined);
  try {
    await waitUntilReady(endpoint, () => exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

/** DynamoDB Local does not verify signatures; it only reads the key id and region from the header. */
const UNSIGNED_AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=local/20240101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0';

async function waitUntilReady(
  endpoint: string,
  exited: () => { code: number | null } | undefined,
  output: string[],
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = exited();
    if (status) {
      const problem = status.code === SH_COMMAND_NOT_FOUND ? JAVA_MISSING_MESSAGE : javaProblem();
      throw new Error(
        problem ?? `DynamoDB Local exited (code ${status.code}) before it was ready:\n${output.join('')}`,
      );
    }
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.ListTables',
          authorization: UNSIGNED_AUTHORIZATION,
        },
        body: '{"Limit":1}',
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`DynamoDB Local did not answer within 60 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
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
