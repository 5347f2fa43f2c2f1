// Documents API under load (issue 8): the dashboard's recent-documents list and the detail of a bank
// statement with 300 transactions, each at 50 concurrent clients on loopback against an embedded local
// stack, compared with GET /api/health measured in the same run: the three kinds interleaved by the same
// clients (the target run: 0 errors, p99 no more than 2× the health p99), then each kind alone (CPU per
// request). The clients run in a process of their own (startLoadClient). See docs/decisions/140-read-path-costs.md.
// Run: `npx tsx bench/api-load.bench.ts [--quick]`; writes bench/results/api-load.json and api-load.md.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise } from './stats';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const CONCURRENCY = 50;
const PER_CLIENT = quick ? 5 : 20;
const TRANSACTIONS = 300;
const DASHBOARD_DOCUMENTS = 40;
const PASSWORD = 'Bench-Password-2026!';

/**
 * CPU milliseconds used so far by this process's descendants (DynamoDB Local's JVM), from /proc; null
 * where there is no /proc. With this process's own CPU it gives CPU per request, which a shared
 * machine's load distorts far less than latency.
 */
function descendantsCpuMs(excludePid: number): number | null {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  if (children(process.pid).length === 0) return null;
  let total = 0;
  const pending = children(process.pid).filter((pid) => pid !== excludePid);
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs; // utime + stime
    } catch {
      // exited meanwhile
    }
    pending.push(...children(pid));
  }
  return total;
}

type CheckName = 'any' | 'recent' | 'detail';

interface Target {
  name: string;
  url: string;
  cookie?: string;
  /** What a 200 body must hold (by name: targets cross into the load-client process). */
  check: CheckName;
}

const CHECKS: Record<CheckName, (body: unknown) => boolean> = {
  any: () => true, // health: any 200 counts, the body itself says degraded or ok
  recent: (b) => (b as { documents?: unknown[] }).documents?.length === DASHBOARD_DOCUMENTS,
  detail: (b) =>
    (b as { transactions?: unknown[] }).transactions?.length === TRANSACTIONS &&
    (b as { checks?: { status?: string } }).checks?.status === 'reconciles',
};

interface Sample {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
}

/** Latency and outcome of one request kind within a run. */
function tally(sample: Sample, seconds: number) {
  return {
    ...summarise(sample.latencies),
    errors: sample.errors,
    statuses: sample.statuses,
    perSecond: Math.round((sample.latencies.length / seconds) * 10) / 10,
  };
}

/**
 * `CONCURRENCY` closed-loop clients, each sending `PER_CLIENT` requests back to back; any non-200 is an
 * error. With several targets, client c's request i goes to target (c + i) mod n, so every kind runs
 * under the same load at the same time; the result is per target. Runs in the load-client process.
 */
async function drive(targets: Target[]): Promise<Sample[]> {
  const samples: Sample[] = targets.map(() => ({ latencies: [], errors: 0, statuses: {} }));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = 0; i < PER_CLIENT * targets.length; i++) {
        const k = (client + i) % targets.length;
        const { url, cookie, check } = targets[k]!;
        const sample = samples[k]!;
        const t0 = performance.now();
        try {
          const res = await fetch(url, { headers: cookie ? { cookie } : {} });
          sample.statuses[res.status] = (sample.statuses[res.status] ?? 0) + 1;
          const body: unknown = await res.json();
          if (res.status !== 200 || !CHECKS[check](body)) sample.errors++;
        } catch {
          sample.statuses[0] = (sample.statuses[0] ?? 0) + 1;
          sample.errors++;
        }
        sample.latencies.push(performance.now() - t0);
      }
    }),
  );
  return samples;
}

interface ClientRun {
  samples: Sample[];
  clientCpuMs: number;
}

/**
 * The clients live in their own process, as a browser or wrk would: in the server's process their
 * fetches and response parsing would share its event loop and bill the server for the clients' work.
 */
function startLoadClient(): {
  run: (targets: Target[]) => Promise<ClientRun>;
  pid: number;
  stop: () => void;
} {
  const child = fork(fileURLToPath(import.meta.url), ['--load-client', ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    pid: child.pid!,
    run: (targets) =>
      new Promise<ClientRun>((done, fail) => {
        child.once('message', (m) => done(m as ClientRun));
        child.once('exit', (code) => fail(new Error(`load client exited (${code})`)));
        child.send({ targets });
      }),
    stop: () => child.kill(),
  };
}

function serveAsLoadClient(): void {
  process.on('message', (message: { targets: Target[] }) => {
    const cpuBefore = process.cpuUsage();
    void drive(message.targets).then((samples) => {
      const cpu = process.cpuUsage(cpuBefore);
      process.send!({ samples, clientCpuMs: (cpu.user + cpu.system) / 1000 } satisfies ClientRun);
    });
  });
}

let loadClient: ReturnType<typeof startLoadClient>;

/** One run of the load client against the stack, with the server side's CPU per request. */
async function load(targets: Target[]) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const childCpuBefore = descendantsCpuMs(loadClient.pid);
  const { samples, clientCpuMs } = await loadClient.run(targets);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const childCpuAfter = descendantsCpuMs(loadClient.pid);
  const requests = samples.reduce((n, s) => n + s.latencies.length, 0);
  const perRequest = (ms: number) => Math.round((ms / requests) * 100) / 100;
  const cpuPerRequest = {
    /** CPU of this process (the gateway and the handlers) per request, ms. */
    nodeCpuMsPerRequest: perRequest((cpu.user + cpu.system) / 1000),
    /** CPU of DynamoDB Local per request, ms. */
    dynamoDbLocalCpuMsPerRequest:
      childCpuBefore === null || childCpuAfter === null ? null : perRequest(childCpuAfter - childCpuBefore),
    /** CPU of the load-client process per request, ms (not the server's). */
    clientCpuMsPerRequest: perRequest(clientCpuMs),
  };
  return samples.map((s) => ({ ...tally(s, seconds), ...cpuPerRequest }));
}

/** One request kind alone. */
async function loadOne(target: Target) {
  return (await load([target]))[0]!;
}

/** A consistent statement of `n` transactions: the balance chain holds row by row. */
function bigStatement(n: number) {
  const transactions = [];
  let balance = 10_000;
  let credits = 0;
  let debits = 0;
  for (let i = 0; i < n; i++) {
    const credit = i % 7 === 0;
    const amount = Math.round((credit ? 900 + i : 12 + (i % 50) * 1.37) * 100) / 100;
    balance = Math.round((balance + (credit ? amount : -amount)) * 100) / 100;
    if (credit) credits += amount;
    else debits += amount;
    const day = String(1 + (i % 28)).padStart(2, '0');
    transactions.push({
      transactionDate: `2026-01-${day}`,
      description: `Card purchase ${i} at a merchant with a fairly long description`,
      creditDebit: credit ? 'credit' : 'debit',
      amount,
      balance,
    });
  }
  return {
    fields: {
      bankName: 'Bench Bank',
      accountHolderName: 'Bench User',
      accountNumber: '000987654321',
      statementStartDate: '2026-01-01',
      statementEndDate: '2026-01-31',
      beginningBalance: 10_000,
      endingBalance: balance,
      totalDeposits: Math.round(credits * 100) / 100,
      totalWithdrawals: Math.round(debits * 100) / 100,
    },
    children: { transactions },
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
  const { startLocalStack } = await import('../infra/local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'docledger-api-load-bench-'));
  const stack = await startLocalStack({
    dataDir,
    inMemory: true,
    dynamoJit: 'full',
    quiet: true,
    staticDir: dataDir,
  });
  try {
    const { createActiveUser } = await import('../functions/src/domain/auth/test-support/users');
    const { hashPassword } = await import('../functions/src/domain/auth/passwords');
    const { generateKey } = await import('../functions/src/domain/keys/keys');
    const { storeCompletedDocument } =
      await import('../functions/src/domain/documents/test-support/stored-documents');
    const { DOCUMENT_TYPE_CODES } = await import('../shared/src/domain/document-types');

    const email = `bench-docs-${randomUUID().slice(0, 8)}@example.com`;
    const userId = await createActiveUser('bench-docs', {
      email,
      passwordHash: await hashPassword(PASSWORD),
    });
    await generateKey(userId, { keySize: 2048, algorithm: 'RSA-256' });

    const statement = await storeCompletedDocument(userId, 'bank_statement', {
      fixture: bigStatement(TRANSACTIONS),
    });
    for (let i = 0; i < DASHBOARD_DOCUMENTS - 1; i++) {
      await storeCompletedDocument(userId, DOCUMENT_TYPE_CODES[i % DOCUMENT_TYPE_CODES.length]!);
    }

    const login = await fetch(`${stack.urls.app}/api/auth/login`, {
      method: 'POST',
      headers: { origin: stack.env.PUBLIC_URL!, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);

    const healthUrl = `${stack.urls.app}/api/health`;
    const recentUrl = `${stack.urls.app}/api/recent-documents`;
    const detailUrl = `${stack.urls.app}/api/documents/${statement.documentId}`;
    const health: Target = { name: 'GET /api/health', url: healthUrl, check: 'any' };
    const recentTarget: Target = {
      name: `GET /api/recent-documents (${DASHBOARD_DOCUMENTS} documents)`,
      url: recentUrl,
      cookie,
      check: 'recent',
    };
    const detailTarget: Target = {
      name: `GET /api/documents/{id} (${TRANSACTIONS} transactions)`,
      url: detailUrl,
      cookie,
      check: 'detail',
    };

    // Warm-up (not reported): every handler module loaded and both JITs past their first compiles, so
    // the runs below measure the steady state a long-lived server is in.
    loadClient = startLoadClient();
    for (const url of [healthUrl, recentUrl, detailUrl]) await fetch(url, { headers: { cookie } });
    await load([health, recentTarget, detailTarget]);

    // The target's run: health, the dashboard list and the detail interleaved by the same 50 clients,
    // so all three are measured under the same load at the same time.
    const [mixedHealth, mixedRecent, mixedDetail] = await load([health, recentTarget, detailTarget]);
    // Each kind alone (a stress run: the machine saturated by one kind), for CPU per request.
    const health1 = await loadOne(health);
    const recent = await loadOne(recentTarget);
    const detail = await loadOne(detailTarget);
    const health2 = await loadOne(health);
    const healthP99 = Math.max(health1.p99, health2.p99);
    const ratio = (p99: number, base: number) => Math.round((p99 / base) * 100) / 100;

    const result = {
      ranAt: new Date().toISOString(),
      machine: {
        cpus: availableParallelism(),
        model: cpus()[0]?.model ?? 'unknown',
        loadAverage1mAtStart: loadAtStart,
        loadAverage1mAtEnd: Math.round(loadavg()[0]! * 100) / 100,
        node: process.version,
      },
      concurrency: CONCURRENCY,
      perClient: PER_CLIENT,
      mixed: {
        health: mixedHealth,
        recentDocuments: { ...mixedRecent, p99VsHealth: ratio(mixedRecent!.p99, mixedHealth!.p99) },
        statementDetail: { ...mixedDetail, p99VsHealth: ratio(mixedDetail!.p99, mixedHealth!.p99) },
      },
      alone: {
        health: { before: health1, after: health2, p99: healthP99 },
        recentDocuments: {
          documents: DASHBOARD_DOCUMENTS,
          ...recent,
          p99VsHealth: ratio(recent.p99, healthP99),
        },
        statementDetail: { transactions: TRANSACTIONS, ...detail, p99VsHealth: ratio(detail.p99, healthP99) },
      },
      target: { errors: 0, p99VsHealthAtMost: 2, measuredIn: 'mixed' },
    };
    for (const [name, r] of [
      ['mixed: health', mixedHealth!],
      ['mixed: recent documents', mixedRecent!],
      ['mixed: 300-transaction detail', mixedDetail!],
      ['alone: health (before)', health1],
      ['alone: recent documents', recent],
      ['alone: 300-transaction detail', detail],
      ['alone: health (after)', health2],
    ] as const) {
      console.log(
        `${name} x${CONCURRENCY}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.perSecond}/s, CPU/request server ${r.nodeCpuMsPerRequest} ms + DynamoDB Local ${r.dynamoDbLocalCpuMsPerRequest ?? '?'} ms (clients ${r.clientCpuMsPerRequest} ms), errors ${r.errors} ${JSON.stringify(r.statuses)}`,
      );
    }
    const resultsDir = join(ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'api-load.json'), JSON.stringify(result, null, 2) + '\n');
    const statuses = (r: typeof recent) =>
      Object.entries(r.statuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
    const mixedRow = (label: string, r: typeof recent, vs: string) =>
      `| ${label} | ${r.count} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.perSecond} | ${r.errors} | ${statuses(r)} | ${vs} |`;
    const aloneRow = (label: string, r: typeof recent, vs: string) =>
      `| ${label} | ${r.count} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.perSecond} | ${r.nodeCpuMsPerRequest} | ${r.dynamoDbLocalCpuMsPerRequest ?? 'n/a'} | ${r.errors} | ${statuses(r)} | ${vs} |`;
    writeFileSync(
      join(resultsDir, 'api-load.md'),
      [
        '## Documents API under load (api-load.bench.ts)',
        '',
        `${CONCURRENCY} concurrent closed-loop clients on loopback in a load-client process of their own, one embedded local stack in the bench's process (DynamoDB Local with its full JIT, as \`npm start\` runs it), ${result.machine.cpus} CPUs (1-minute load average ${loadAtStart} at the start, ${result.machine.loadAverage1mAtEnd} at the end). A warm-up run precedes the measured ones.`,
        '',
        `**Target run** (0 errors, p99 ≤ 2× the health p99 of the same run): the ${CONCURRENCY} clients interleave health, the dashboard list and the detail (${PER_CLIENT} of each per client), so the three kinds are measured under the same load at the same time.`,
        '',
        '| request | count | p50 ms | p90 ms | p99 ms | max ms | per s | errors | statuses | p99 / health p99 |',
        '|---|---|---|---|---|---|---|---|---|---|',
        mixedRow(health.name, mixedHealth!, ''),
        mixedRow(recentTarget.name, mixedRecent!, String(result.mixed.recentDocuments.p99VsHealth)),
        mixedRow(detailTarget.name, mixedDetail!, String(result.mixed.statementDetail.p99VsHealth)),
        '',
        `**Each kind alone** (a stress run: ${CONCURRENCY} clients × ${PER_CLIENT} requests of one kind saturate the machine; latency is then about ${CONCURRENCY} ÷ throughput, so this run compares CPU per request, not latency).`,
        '',
        '| request | count | p50 ms | p90 ms | p99 ms | max ms | per s | node CPU ms/req | DynamoDB Local CPU ms/req | errors | statuses | p99 / health p99 |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        aloneRow(`${health.name} (before)`, health1, ''),
        aloneRow(recentTarget.name, recent, String(result.alone.recentDocuments.p99VsHealth)),
        aloneRow(detailTarget.name, detail, String(result.alone.statementDetail.p99VsHealth)),
        aloneRow(`${health.name} (after)`, health2, ''),
        '',
        'Public health answers from a cached table probe (re-probed at most every 10 s). In the runs alone the ratio uses the larger',
        'of the two health p99s. Node CPU is the server process (the gateway and the handlers); DynamoDB Local runs in its own JVM;',
        'the clients run in a separate process (until 2026-11-24 they ran in the server process and were billed to it).',
        '',
      ].join('\n'),
    );
    const errors = [mixedHealth!, mixedRecent!, mixedDetail!, recent, detail].some((r) => r.errors > 0);
    if (errors) process.exitCode = 1;
  } finally {
    loadClient?.stop();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--load-client')) serveAsLoadClient();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
