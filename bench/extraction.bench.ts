// Extraction benchmark: accuracy and speed of the local engine on the synthetic generator's
// documents (text-layer, filled forms, scans) and on the public corpus in ../shared/corpus.
//   node --import tsx bench/extraction.bench.ts [--quick] [--no-scans] [--no-corpus] [--no-long]
//     [--families-only] [--unseen-only] [--tuned-only] [--real-only] [--scans] [--scans-only] [--jobs N]
//     [--scan-profile default|harsh|fax]
// --scans (with --quick/--unseen-only/--tuned-only): also one scan per family (every other one as
// page photos), the real scans and the official IRS templates filled and scanned; --scans-only: the
// scans without the text-layer documents (results in extraction-*-scans.md). Worker processes run two at a time when scanning (--jobs N).
// The quick scan set (--quick --scans-only) is sized to finish in about 15 minutes on 2 cores.
// --quick: the layout-grammar families (text layer, one document per family), the real corpus's
// text-layer documents and the CLI timing; a few minutes. Full: several documents per family, a
// scan of each, the real corpus with scans, the hand-drawn layouts, a 100-page statement.
// --unseen-only: only the held-out families (text layer unless scans are asked with --scans).
// --tuned-only: only the tuned families, for tuning loops: never generates a held-out family,
// prints to stdout and writes bench/results/tmp/ only (the committed results stay untouched).
// The held-out families (grammar/families.ts) are generated here and nowhere else: this file is
// the only one allowed to pass the bench-only flag.
// OCR A/B switches (environment of this bench only; the engine takes them as extractDocument's
// `ocr` option): DOCLEDGER_OCR_RAW=1 (no cleaning), DOCLEDGER_OCR_CLEAN=auto|always|leaders|never,
// DOCLEDGER_OCR_ENLARGE=0 (no small-print enlarging). Decisions 175 and 177.
// Each group of documents runs in its own child process (this file with --worker) so the peak
// RSS of a group is that process's own maxRSS, not the parent's.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import {
  LAYOUT_COUNT,
  generateDocument,
  setRequests,
  type GenerateRequest,
} from '@docledger/functions/test-support/extraction/generator/generate';
import { CORPUS_DIR } from '@docledger/functions/test-support/extraction/corpus';
import type { GroundTruth } from '@docledger/functions/test-support/extraction/generator/truth';
import {
  UNSEEN_FLAG,
  allFamilies,
  isHeldOut,
} from '@docledger/functions/test-support/extraction/generator/grammar/index';
import { hashString } from '@docledger/functions/test-support/extraction/generator/random';
import {
  SCAN_PROFILES,
  scanPdf,
  type ScanProfile,
} from '@docledger/functions/test-support/extraction/generator/scan';
import { generateIrs1040Form } from '@docledger/functions/test-support/extraction/generator/types/irs-1040';
import { generateW2Form } from '@docledger/functions/test-support/extraction/generator/types/w2';
import {
  aggregate,
  expectedCalibrationError,
  normaliseText,
  scoreDocument,
  type DocumentScore,
  type Tally,
} from '@docledger/functions/extraction/score';
import type { ExtractionResult } from '@docledger/functions/extraction/types';

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');

interface Job {
  id: string;
  type: ExtractableTypeCode;
  files: string[];
}

interface JobResult {
  id: string;
  ms: number;
  result: ExtractionResult;
}

interface WorkerOutput {
  results: JobResult[];
  maxRssMb: number;
  coldStartMs: number;
}

// ------------------------------------------------------------------------------------ worker

async function worker(jobFile: string, outFile: string): Promise<void> {
  for (const m of ['log', 'info', 'debug', 'warn'] as const) console[m] = () => {};
  const { extractDocument } = await import('@docledger/functions/extraction/pipeline');
  const jobs = JSON.parse(readFileSync(jobFile, 'utf8')) as Job[];
  // Warm the engine (module loading, pdfjs, JIT) on a throwaway document first, like a warm Lambda;
  // the cold start is reported on its own.
  const { generateDocument } =
    await import('@docledger/functions/test-support/extraction/generator/generate');
  const warm = await generateDocument({ type: 'invoice', layout: 0, seed: 1 });
  const t0 = performance.now();
  await extractDocument({ documentType: 'invoice', files: warm.files, maxPages: 10 }, { extractor: 'local' });
  const coldStartMs = performance.now() - t0;
  // A/B switches of the OCR preparation (decisions 175, 177), for measurement runs only: the
  // product takes them as an explicit option, never from the environment.
  const ocr: NonNullable<Parameters<typeof extractDocument>[1]>['ocr'] = {
    ...(process.env.DOCLEDGER_OCR_RAW === '1' ? { clean: 'never' as const } : {}),
    ...(process.env.DOCLEDGER_OCR_CLEAN
      ? { clean: process.env.DOCLEDGER_OCR_CLEAN as 'auto' | 'always' | 'leaders' | 'never' }
      : {}),
    ...(process.env.DOCLEDGER_OCR_ENLARGE === '0' ? { enlarge: false } : {}),
  };
  const results: JobResult[] = [];
  for (const job of jobs) {
    const files = job.files.map((f) => ({ name: path.basename(f), bytes: new Uint8Array(readFileSync(f)) }));
    const t = performance.now();
    try {
      const result = await extractDocument(
        { documentType: job.type, files, maxPages: 200 },
        { extractor: 'local', ocr },
      );
      results.push({ id: job.id, ms: performance.now() - t, result });
    } catch (e) {
      // The engine threw on this document: it counts as a failure (nothing extracted, flagged), and
      // the error is reported, without losing the rest of the group.
      const err = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      results.push({
        id: job.id,
        ms: performance.now() - t,
        result: failedResult(job.type, `engine threw: ${err}`),
      });
    }
  }
  const out: WorkerOutput = { results, maxRssMb: process.resourceUsage().maxRSS / 1024, coldStartMs };
  writeFileSync(outFile, JSON.stringify(out));
}

const coldStarts: number[] = [];

/** Worker processes run at once (--jobs N); scans default to 2 (OCR is single-threaded per worker). */
let parallelJobs = 1;

function spawnWorker(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => {
      if (stderr.length < 1_000_000) stderr += b.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20 * 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

async function runGroup(tmp: string, name: string, jobs: Job[]): Promise<WorkerOutput> {
  const jobFile = path.join(tmp, `${name}.jobs.json`);
  const outFile = path.join(tmp, `${name}.out.json`);
  writeFileSync(jobFile, JSON.stringify(jobs));
  const started = Date.now();
  const run = await spawnWorker(['--import', 'tsx', self, '--worker', jobFile, outFile]);
  if (run.status !== 0 || !existsSync(outFile)) {
    // One crashing group (e.g. a parser mid-edit) must not hide the others: its documents count as failed.
    const err = run.stderr;
    const tail = (
      err.split('\n').find((l) => /Error/.test(l)) ?? err.trim().split('\n').slice(-2).join(' | ')
    ).trim();
    process.stderr.write(
      `  worker ${name} failed (status ${run.status}): ${tail.slice(0, 400)}; its documents count as failures\n`,
    );
    return { results: [], maxRssMb: 0, coldStartMs: 0 };
  }
  const out = JSON.parse(readFileSync(outFile, 'utf8')) as WorkerOutput;
  coldStarts.push(out.coldStartMs / 1000);
  process.stderr.write(
    `  ${name}: ${jobs.length} documents done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return out;
}

/** Runs the groups `parallelJobs` at a time; results in the groups' order. */
async function runGroups<T>(
  tmp: string,
  groups: [string, T[]][],
  job: (item: T) => Job,
): Promise<{ name: string; items: T[]; out: WorkerOutput }[]> {
  const results: { name: string; items: T[]; out: WorkerOutput }[] = new Array(groups.length);
  let next = 0;
  const lane = async () => {
    while (next < groups.length) {
      const i = next++;
      const [name, items] = groups[i]!;
      process.stderr.write(`  ${name}: ${items.length} documents\n`);
      results[i] = { name, items, out: await runGroup(tmp, name, items.map(job)) };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallelJobs) }, lane));
  return results;
}

function failedResult(type: ExtractableTypeCode, error: string): ExtractionResult {
  return {
    documentType: type,
    fields: {},
    confidence: 0,
    fieldConfidence: {},
    checks: [],
    reviewRequired: true,
    reviewReasons: ['The file could not be read.'],
    metadata: {
      extractor: 'local',
      model: 'none',
      pages: 0,
      source: 'none',
      timings: {},
      error,
    },
  };
}

function resultOf(out: WorkerOutput, job: Job): JobResult {
  return (
    out.results.find((x) => x.id === job.id) ?? {
      id: job.id,
      ms: 0,
      result: failedResult(job.type, 'worker crashed'),
    }
  );
}

// ------------------------------------------------------------------------------------ reporting

interface Row {
  group: string;
  docs: number;
  pages: number;
  precision: number;
  recall: number;
  f1: number;
  allRight: number;
  checksPassed: string;
  errors: number;
  p50: number;
  p95: number;
  perPageP95: number;
  peakRssMb: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
}

function summarise(
  group: string,
  items: { score: Tally & { allRight: boolean }; ms: number; pages: number; result: ExtractionResult }[],
  peakRssMb: number,
): Row {
  const agg = aggregate(items.map((i) => i.score));
  const checks = items.flatMap((i) => i.result.checks);
  return {
    group,
    docs: items.length,
    pages: items.reduce((a, i) => a + i.pages, 0),
    precision: agg.precision,
    recall: agg.recall,
    f1: agg.f1,
    allRight: items.length ? items.filter((i) => i.score.allRight).length / items.length : 0,
    checksPassed: `${checks.filter((c) => c.passed).length}/${checks.length}`,
    errors: items.filter((i) => i.result.metadata.error).length,
    p50: percentile(
      items.map((i) => i.ms / 1000),
      50,
    ),
    p95: percentile(
      items.map((i) => i.ms / 1000),
      95,
    ),
    perPageP95: percentile(
      items.map((i) => i.ms / 1000 / Math.max(1, i.pages)),
      95,
    ),
    peakRssMb,
  };
}

function table(rows: Row[]): string {
  const head =
    '| group | docs | pages | precision | recall | F1 | all fields right | checks passed | errors | s/doc p50 | s/doc p95 | s/page p95 | peak RSS MB |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const f = (n: number) => n.toFixed(3);
  return [
    head,
    sep,
    ...rows.map(
      (r) =>
        `| ${r.group} | ${r.docs} | ${r.pages} | ${f(r.precision)} | ${f(r.recall)} | ${f(r.f1)} | ${(r.allRight * 100).toFixed(0)}% | ${r.checksPassed} | ${r.errors} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.perPageP95.toFixed(2)} | ${r.peakRssMb.toFixed(0)} |`,
    ),
  ].join('\n');
}

// ------------------------------------------------------------------------------------ synthetic

interface Generated {
  job: Job;
  truth: GroundTruth;
  pages: number;
  variant: string;
  layout: string;
}

async function writeGenerated(tmp: string, reqs: GenerateRequest[]): Promise<Generated[]> {
  const out: Generated[] = [];
  for (const req of reqs) {
    const doc = await generateDocument(req);
    const files = doc.files.map((f) => {
      const p = path.join(tmp, f.name);
      writeFileSync(p, f.bytes);
      return p;
    });
    out.push({
      job: { id: doc.id, type: doc.documentType, files },
      truth: doc.truth,
      pages: doc.pages,
      variant: doc.variant,
      layout: doc.layout,
    });
  }
  return out;
}

async function synthetic(
  tmp: string,
  quick: boolean,
  scans: boolean,
): Promise<{
  rows: Row[];
  perLayout: Row[];
  worst: { id: string; f1: number; mismatches: DocumentScore['mismatches'] }[];
}> {
  const text = await writeGenerated(tmp, setRequests({ perType: quick ? 4 : 8, seed: 20_000 }));
  // 1099 has eight layouts (four variants x two styles): give it the same share of layouts as the rest.
  // Scans are slow (rasterise + OCR), so fewer of them, spread over the layouts: odd ones as page photos.
  const scanReqs: GenerateRequest[] = [];
  if (scans) {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      for (let i = 0; i < (quick ? 1 : 3); i++) {
        scanReqs.push({
          type,
          layout: (i * 3 + 1) % LAYOUT_COUNT[type],
          seed: 30_000 + i * 101,
          scan: true,
          photos: i % 2 === 1,
        });
      }
    }
  }
  const scanned = await writeGenerated(tmp, scanReqs);
  const all = [...text, ...scanned];
  // One worker per type (text and scans together) keeps process start-ups down; its peak RSS is the type's.
  const groups = new Map<string, Generated[]>();
  for (const g of all) groups.set(g.job.type, [...(groups.get(g.job.type) ?? []), g]);
  const rows: Row[] = [];
  const byLayout = new Map<string, Parameters<typeof summarise>[1]>();
  const worst: { id: string; f1: number; mismatches: DocumentScore['mismatches'] }[] = [];
  const byVariant = new Map<string, Parameters<typeof summarise>[1]>();
  for (const [type, docs] of [...groups.entries()].sort()) {
    process.stderr.write(`  ${type}: ${docs.length} documents\n`);
    const out = await runGroup(
      tmp,
      type,
      docs.map((d) => d.job),
    );
    const byKind = new Map<string, Parameters<typeof summarise>[1]>();
    for (const d of docs) {
      const r = resultOf(out, d.job);
      const score = scoreDocument(r.result, d.truth);
      if (score.f1 < 1) worst.push({ id: d.job.id, f1: score.f1, mismatches: score.mismatches.slice(0, 12) });
      const item = { score, ms: r.ms, pages: d.pages, result: r.result };
      const kind = `${type} / ${d.variant === 'scan' ? 'scan' : 'text'}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), item]);
      const lk = `${d.job.type} / ${d.layout}${d.variant === 'scan' ? ' (scan)' : ''}`;
      byLayout.set(lk, [...(byLayout.get(lk) ?? []), item]);
      const vk = d.variant === 'scan' ? 'ALL scans' : 'ALL text-layer + forms';
      byVariant.set(vk, [...(byVariant.get(vk) ?? []), item]);
    }
    for (const [kind, items] of [...byKind.entries()].sort()) rows.push(summarise(kind, items, out.maxRssMb));
  }
  for (const [k, items] of byVariant)
    rows.push(summarise(k, items, Math.max(...rows.map((r) => r.peakRssMb))));
  const perLayout = [...byLayout.entries()].sort().map(([k, items]) => summarise(k, items, 0));
  worst.sort((a, b) => a.f1 - b.f1);
  return { rows, perLayout, worst: worst.slice(0, 25) };
}

async function longStatement(tmp: string): Promise<Row & { rows: number }> {
  // ~44 rows per continuation page of the classic layout: 4,370 rows is a 100-page statement.
  const doc = await generateDocument({
    type: 'bank_statement',
    layout: 0,
    seed: 4242,
    options: { rows: 4_370 },
  });
  const file = path.join(tmp, `${doc.id}.pdf`);
  writeFileSync(file, doc.files[0]?.bytes ?? new Uint8Array());
  const out = await runGroup(tmp, 'long', [{ id: doc.id, type: 'bank_statement', files: [file] }]);
  const r = resultOf(out, { id: doc.id, type: 'bank_statement', files: [file] });
  const score = scoreDocument(r.result, doc.truth);
  return {
    ...summarise(
      `bank_statement ${doc.pages} pages`,
      [{ score, ms: r.ms, pages: doc.pages, result: r.result }],
      out.maxRssMb,
    ),
    rows: doc.truth.transactions?.length ?? 0,
  };
}

// ------------------------------------------------------------------------------------ corpus

interface CorpusDoc {
  job: Job;
  truth: GroundTruth;
  pages: number;
  /** Image-only input (a scan or photo): read through OCR. */
  scan?: boolean;
  /** How to compare a field when exact equality is too strict (vendor names). */
  loose?: string[];
}

function looseScore(result: ExtractionResult, truth: GroundTruth, loose: string[]): DocumentScore {
  const adjusted = { ...result, fields: { ...result.fields } };
  for (const k of loose) {
    const e = truth.fields[k];
    const a = result.fields[k];
    if (typeof e === 'string' && typeof a === 'string') {
      const ne = normaliseText(e);
      const na = normaliseText(a);
      // The truth's issuer is a short brand ("OYO", "Amazon Web Services"); the printed legal name may be longer.
      if (ne && na && (na.includes(ne) || ne.includes(na))) adjusted.fields[k] = e;
    }
  }
  return scoreDocument(adjusted, truth);
}

async function pageCount(file: string): Promise<number> {
  try {
    return (await PDFDocument.load(readFileSync(file), { ignoreEncryption: true })).getPageCount();
  } catch {
    return 1;
  }
}

async function invoiceCorpus(): Promise<CorpusDoc[]> {
  const dir = path.join(CORPUS_DIR, 'invoice2data');
  const docs: CorpusDoc[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const pdf = path.join(dir, f.replace(/\.json$/, '.pdf'));
    if (!existsSync(pdf)) continue;
    const gt = (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>[])[0] ?? {};
    const fields: GroundTruth['fields'] = {};
    if (typeof gt.amount === 'number') fields.totalAmount = gt.amount;
    if (typeof gt.amount_tax === 'number') fields.taxAmount = gt.amount_tax;
    if (typeof gt.date === 'string') fields.invoiceDate = gt.date.slice(0, 10);
    if (typeof gt.invoice_number === 'string') fields.invoiceNumber = gt.invoice_number;
    if (typeof gt.issuer === 'string') fields.vendorName = gt.issuer;
    docs.push({
      job: { id: `invoice2data/${f.replace(/\.json$/, '')}`, type: 'invoice', files: [pdf] },
      truth: { documentType: 'invoice', fields },
      pages: await pageCount(pdf),
      loose: ['vendorName'],
    });
  }
  const envato = path.join(dir, 'history', 'ENVATO.pdf');
  if (existsSync(envato)) {
    docs.push({
      job: { id: 'invoice2data/history/ENVATO', type: 'invoice', files: [envato] },
      truth: { documentType: 'invoice', fields: { totalAmount: 101, invoiceDate: '2015-01-28' } },
      pages: await pageCount(envato),
    });
  }
  return docs;
}

function monopolyTruth(): GroundTruth {
  const csv = readFileSync(
    path.join(CORPUS_DIR, 'monopoly', 'example_statement.expected_transformed.csv'),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1);
  const fields: GroundTruth['fields'] = {};
  const transactions: NonNullable<GroundTruth['transactions']> = [];
  for (const line of csv) {
    const m = /^(\d{4}-\d{2}-\d{2}),(.*),(-?[\d.]+)$/.exec(line);
    if (!m) continue;
    const [, date, description, amount] = m;
    const v = Number(amount);
    if (/LAST MONTH'S BALANCE/i.test(description ?? '')) {
      fields.previousBalance = Math.abs(v);
      continue;
    }
    transactions.push({
      transactionDate: date ?? null,
      description: description ?? null,
      amount: Math.abs(v),
      transactionType: v > 0 ? 'payment' : 'purchase',
    });
  }
  return { documentType: 'credit_card_statement', fields, transactions };
}

/** "Total Assets: 1,234,567, 1,198,000" → first (current-year) value. */
function firstValue(s: string): number | null {
  const m = /^\s*(\(?-?[\d,]+(?:\.\d+)?\)?)/.exec(s);
  if (!m?.[1]) return null;
  const neg = m[1].startsWith('(');
  const v = Number(m[1].replace(/[(),]/g, ''));
  return Number.isFinite(v) ? (neg ? -v : v) : null;
}

async function statementCorpus(tmp: string): Promise<CorpusDoc[]> {
  const dir = path.join(CORPUS_DIR, 'fs_transcription_ph_afs');
  const docs: CorpusDoc[] = [];
  for (const details of readdirSync(dir).filter((f) => f.startsWith('DETAILS PER PAGE '))) {
    const text = readFileSync(path.join(dir, details), 'utf8');
    for (const block of text.split(/\n(?=File Name:)/)) {
      const file = /File Name: (.+)/.exec(block)?.[1]?.trim();
      const pageNo = Number(/Page Number: (\d+)/.exec(block)?.[1]);
      const name = /Document Name: (.+)/.exec(block)?.[1] ?? '';
      if (!file || !pageNo) continue;
      const type: ExtractableTypeCode | null = /financial position|balance sheet/i.test(name)
        ? 'balance_sheet'
        : /cash flow/i.test(name)
          ? 'cash_flow'
          : /income|operations/i.test(name) && !/changes in equity/i.test(name)
            ? 'profit_loss'
            : null;
      if (!type) continue;
      const entries = [...block.matchAll(/^([^:\n]+): (.+)$/gm)].map((m) => ({
        label: (m[1] ?? '').trim(),
        value: firstValue(m[2] ?? ''),
      }));
      const find = (re: RegExp, exclude?: RegExp) =>
        entries
          .filter((e) => re.test(e.label) && !(exclude && exclude.test(e.label)) && e.value !== null)
          .at(-1)?.value ?? null;
      const fields: GroundTruth['fields'] = {};
      const put = (k: string, v: number | null) => {
        if (v !== null) fields[k] = v;
      };
      if (type === 'balance_sheet') {
        put('totalAssets', find(/^total assets$/i));
        put('totalLiabilities', find(/^total liabilities$/i));
        put('totalEquity', find(/^total (stockholders'?|shareholders'?)? ?equity/i, /liabilities/i));
      } else if (type === 'profit_loss') {
        put('netIncome', find(/^net income( \(loss\))?( after (income |final )?tax)?:?$|^net income$/i));
        put('totalRevenue', find(/^(revenue|revenues|net sales|sales)$/i));
      } else {
        put('operatingCashFlow', find(/net cash .*operating/i));
        put('netCashFlow', find(/net increase/i));
        put('beginningCash', find(/beginning/i));
        put('endingCash', find(/end of (the )?year|cash balance end|end of period/i));
      }
      if (Object.keys(fields).length === 0) continue;
      const pdfPath = path.join(dir, file);
      if (!existsSync(pdfPath)) continue;
      // One statement per upload, as a user would send it: split the page out.
      const src = await PDFDocument.load(readFileSync(pdfPath));
      if (pageNo > src.getPageCount()) continue;
      const one = await PDFDocument.create();
      const [page] = await one.copyPages(src, [pageNo - 1]);
      if (page) one.addPage(page);
      const out = path.join(tmp, `afs-${docs.length}-p${pageNo}.pdf`);
      writeFileSync(out, await one.save());
      docs.push({
        job: {
          id: `fs_transcription/${file.replace(/ - statement extracted\.pdf$/, '')} p${pageNo} (${type})`,
          type,
          files: [out],
        },
        truth: { documentType: type, fields },
        pages: 1,
      });
    }
  }
  return docs;
}

async function irsFormCorpus(tmp: string, quick: boolean): Promise<CorpusDoc[]> {
  const docs: CorpusDoc[] = [];
  const n = quick ? 2 : 4;
  for (let i = 0; i < n; i++) {
    const w2 = await generateW2Form(50_000 + i);
    const forms = [
      w2,
      ...(await Promise.all([2023, 2024, 2025].map((y) => generateIrs1040Form(60_000 + i * 10 + y, y)))),
    ];
    for (const r of forms) {
      if (!r) continue;
      const type = r.truth.documentType;
      const file = path.join(tmp, `irs-${type}-${r.layout}-${i}.pdf`);
      writeFileSync(file, r.pdf);
      docs.push({
        job: { id: `irs_forms/${type} ${r.layout} #${i}`, type, files: [file] },
        truth: r.truth,
        pages: r.pages,
      });
    }
  }
  return docs;
}

async function corpus(
  tmp: string,
  quick: boolean,
): Promise<{
  rows: Row[];
  details: { id: string; f1: number; mismatches: DocumentScore['mismatches'] }[];
  invoiceFields: Record<string, string>;
} | null> {
  if (!existsSync(CORPUS_DIR)) return null;
  const sets: [string, CorpusDoc[]][] = [];
  if (existsSync(path.join(CORPUS_DIR, 'invoice2data')))
    sets.push(['invoice2data (real invoices)', await invoiceCorpus()]);
  if (existsSync(path.join(CORPUS_DIR, 'monopoly'))) {
    const truth = monopolyTruth();
    const m = path.join(CORPUS_DIR, 'monopoly');
    sets.push([
      'monopoly (credit card, text layer)',
      [
        {
          job: {
            id: 'monopoly/example_statement',
            type: 'credit_card_statement',
            files: [path.join(m, 'example_statement.pdf')],
          },
          truth,
          pages: 4,
        },
      ],
    ]);
    if (existsSync(path.join(m, 'ocbc_365_example.pdf'))) {
      sets.push([
        'monopoly OCBC scan (approximate GT)',
        [
          {
            job: {
              id: 'monopoly/ocbc_365_example',
              type: 'credit_card_statement',
              files: [path.join(m, 'ocbc_365_example.pdf')],
            },
            truth,
            pages: await pageCount(path.join(m, 'ocbc_365_example.pdf')),
          },
        ],
      ]);
    }
  }
  if (existsSync(path.join(CORPUS_DIR, 'irs_forms')))
    sets.push(['irs_forms (official AcroForms, known values)', await irsFormCorpus(tmp, quick)]);
  if (existsSync(path.join(CORPUS_DIR, 'fs_transcription_ph_afs')))
    sets.push(['fs_transcription (scanned audited statements)', await statementCorpus(tmp)]);
  const rows: Row[] = [];
  const details: { id: string; f1: number; mismatches: DocumentScore['mismatches'] }[] = [];
  const invoiceFieldHits: Record<string, [number, number]> = {};
  for (const [name, docs] of sets) {
    if (docs.length === 0) continue;
    process.stderr.write(`  corpus ${name}: ${docs.length} documents\n`);
    const out = await runGroup(
      tmp,
      `corpus_${rows.length}`,
      docs.map((d) => d.job),
    );
    const items = docs.map((d) => {
      const r = resultOf(out, d.job);
      const score = d.loose ? looseScore(r.result, d.truth, d.loose) : scoreDocument(r.result, d.truth);
      details.push({ id: d.job.id, f1: score.f1, mismatches: score.mismatches.slice(0, 10) });
      if (d.job.type === 'invoice') {
        for (const k of Object.keys(d.truth.fields)) {
          const hit = invoiceFieldHits[k] ?? [0, 0];
          hit[1]++;
          if (!score.mismatches.some((x) => x.key === k)) hit[0]++;
          invoiceFieldHits[k] = hit;
        }
      }
      return { score, ms: r.ms, pages: d.pages, result: r.result };
    });
    rows.push(summarise(name, items, out.maxRssMb));
  }
  const invoiceFields = Object.fromEntries(
    Object.entries(invoiceFieldHits).map(([k, [h, n]]) => [k, `${h}/${n} (${((h / n) * 100).toFixed(0)}%)`]),
  );
  return { rows, details, invoiceFields };
}

// ------------------------------------------------------------------------------------ real corpus

/**
 * Truth files name a few 1099 boxes after the form's wording; the product's schema has shorter
 * names for the same boxes. Boxes the schema does not carry at all are outside the product's field
 * list and are not scored (the corpus MANIFEST says the same of the boxes it left out).
 */
const TRUTH_KEY_ALIASES: Record<string, string> = {
  box6_medicalHealthCarePayments: 'box6_medicalPayments',
  box10_grossProceedsPaidToAttorney: 'box10_grossProceedsAttorney',
  box3_usSavingsBondInterest: 'box3_treasuryInterest',
  box2a_totalCapitalGainDistributions: 'box2a_totalCapitalGain',
  box5_section199aDividends: 'box5_section199A',
};

function schemaTruth(truth: GroundTruth): GroundTruth {
  const names = new Set(fieldNamesOf(truth.documentType));
  const fields: GroundTruth['fields'] = {};
  for (const [k, v] of Object.entries(truth.fields)) {
    const name = TRUTH_KEY_ALIASES[k] ?? k;
    if (names.has(name)) fields[name] = v;
  }
  return { ...truth, fields };
}

/** Documents with a `<stem>.truth.json` beside them, listed in the folder's manifest.json. */
function truthFileCorpus(folder: string): CorpusDoc[] {
  const dir = path.join(CORPUS_DIR, folder);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    documents: {
      name: string;
      file: string;
      documentType: ExtractableTypeCode;
      scanned: boolean;
      pages?: number;
    }[];
  };
  const docs: CorpusDoc[] = [];
  for (const d of manifest.documents) {
    const truthFile = path.join(dir, `${d.name}.truth.json`);
    const file = path.join(dir, d.file);
    if (!existsSync(truthFile) || !existsSync(file)) continue;
    const { _notes: _ignored, ...truth } = JSON.parse(readFileSync(truthFile, 'utf8')) as GroundTruth & {
      _notes?: string;
    };
    docs.push({
      job: { id: `${folder}/${d.name}`, type: d.documentType, files: [file] },
      truth: schemaTruth(truth),
      pages: d.pages ?? 1,
      scan: d.scanned,
    });
  }
  return docs;
}

/** Every real document with ground truth, each marked text layer or scan. */
async function realDocuments(tmp: string): Promise<CorpusDoc[]> {
  if (!existsSync(CORPUS_DIR)) return [];
  const docs: CorpusDoc[] = [];
  docs.push(...truthFileCorpus('sensible_config_library'), ...truthFileCorpus('azure_docintel_samples'));
  if (existsSync(path.join(CORPUS_DIR, 'invoice2data'))) docs.push(...(await invoiceCorpus()));
  const m = path.join(CORPUS_DIR, 'monopoly');
  if (existsSync(m)) {
    const truth = monopolyTruth();
    docs.push({
      job: {
        id: 'monopoly/example_statement',
        type: 'credit_card_statement',
        files: [path.join(m, 'example_statement.pdf')],
      },
      truth,
      pages: 4,
    });
  }
  if (existsSync(path.join(CORPUS_DIR, 'fs_transcription_ph_afs')))
    docs.push(...(await statementCorpus(tmp)).map((d) => ({ ...d, scan: true })));
  return docs;
}

interface Scored {
  type: ExtractableTypeCode;
  scan: boolean;
  score: DocumentScore;
  ms: number;
  pages: number;
  result: ExtractionResult;
}

interface QualityRow {
  group: string;
  docs: number;
  /** Field counts behind the rates, so any subset of rows can be pooled again from the JSON. */
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  perfect: string;
  /** Imperfect documents the engine flagged for review. */
  flaggedImperfect: string;
  /** Perfect documents that passed without a flag. */
  passedPerfect: string;
  ece: number;
  errors: number;
  p50: number;
  p95: number;
  /** Seconds per page (a scan's cost grows with its pages: one OCR pass each). */
  pageP50: number;
  pageP95: number;
}

function ratio(n: number, d: number): string {
  return d === 0 ? '–' : `${n}/${d} (${((n / d) * 100).toFixed(0)}%)`;
}

function qualityRow(group: string, items: Scored[]): QualityRow {
  const agg = aggregate(items.map((i) => i.score));
  const perfect = items.filter((i) => i.score.allRight);
  const imperfect = items.filter((i) => !i.score.allRight);
  const points = items.flatMap((i) =>
    i.score.outcomes.map((o) => ({
      confidence: i.result.fieldConfidence[o.key] ?? i.result.confidence,
      correct: o.correct,
    })),
  );
  return {
    group,
    docs: items.length,
    tp: agg.tp,
    fp: agg.fp,
    fn: agg.fn,
    precision: agg.precision,
    recall: agg.recall,
    f1: agg.f1,
    perfect: ratio(perfect.length, items.length),
    flaggedImperfect: ratio(imperfect.filter((i) => i.result.reviewRequired).length, imperfect.length),
    passedPerfect: ratio(perfect.filter((i) => !i.result.reviewRequired).length, perfect.length),
    ece: expectedCalibrationError(points),
    errors: items.filter((i) => i.result.metadata.error).length,
    p50: percentile(
      items.map((i) => i.ms / 1000),
      50,
    ),
    p95: percentile(
      items.map((i) => i.ms / 1000),
      95,
    ),
    pageP50: percentile(
      items.map((i) => i.ms / 1000 / Math.max(1, i.pages)),
      50,
    ),
    pageP95: percentile(
      items.map((i) => i.ms / 1000 / Math.max(1, i.pages)),
      95,
    ),
  };
}

/** Per type × text/scan, then all text, all scans and everything. */
function qualityRows(items: Scored[]): QualityRow[] {
  const rows: QualityRow[] = [];
  for (const type of EXTRACTABLE_TYPE_CODES)
    for (const scan of [false, true]) {
      const g = items.filter((i) => i.type === type && i.scan === scan);
      if (g.length) rows.push(qualityRow(`${type} / ${scan ? 'scan' : 'text'}`, g));
    }
  const text = items.filter((i) => !i.scan);
  const scans = items.filter((i) => i.scan);
  if (text.length) rows.push(qualityRow('ALL text layer', text));
  if (scans.length) rows.push(qualityRow('ALL scans', scans));
  if (text.length && scans.length) rows.push(qualityRow('ALL', items));
  return rows;
}

function qualityTable(rows: QualityRow[]): string {
  const f = (n: number) => n.toFixed(3);
  return [
    '| group | docs | precision | recall | F1 | perfect | imperfect flagged | perfect passed | ECE | errors | s/doc p50 | s/doc p95 | s/page p50 | s/page p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.group} | ${r.docs} | ${f(r.precision)} | ${f(r.recall)} | ${f(r.f1)} | ${r.perfect} | ${r.flaggedImperfect} | ${r.passedPerfect} | ${f(r.ece)} | ${r.errors} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.pageP50.toFixed(2)} | ${r.pageP95.toFixed(2)} |`,
    ),
  ].join('\n');
}

async function realCorpus(
  tmp: string,
  scans: boolean,
  scansOnly = false,
): Promise<{
  rows: QualityRow[];
  details: {
    id: string;
    f1: number;
    reviewRequired: boolean;
    reviewReasons: string[];
    confidence: number;
    mismatches: DocumentScore['mismatches'];
  }[];
} | null> {
  const docs = (await realDocuments(tmp)).filter((d) => (scansOnly ? !!d.scan : scans || !d.scan));
  if (docs.length === 0) return null;
  const scored: Scored[] = [];
  const details: NonNullable<Awaited<ReturnType<typeof realCorpus>>>['details'] = [];
  // One worker for text-layer documents, one per scan type (OCR is slow and memory-hungry).
  const groups = new Map<string, CorpusDoc[]>();
  for (const d of docs) {
    const k = d.scan ? `real_scan_${d.job.type}` : 'real_text';
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  for (const { items: group, out } of await runGroups(tmp, [...groups.entries()], (d) => d.job)) {
    for (const d of group) {
      const r = resultOf(out, d.job);
      const score = d.loose ? looseScore(r.result, d.truth, d.loose) : scoreDocument(r.result, d.truth);
      scored.push({ type: d.job.type, scan: !!d.scan, score, ms: r.ms, pages: d.pages, result: r.result });
      details.push({
        id: d.job.id,
        f1: Number(score.f1.toFixed(3)),
        reviewRequired: r.result.reviewRequired,
        reviewReasons: r.result.reviewReasons,
        confidence: r.result.confidence,
        mismatches: score.mismatches.slice(0, 15),
      });
    }
  }
  return { rows: qualityRows(scored), details };
}

/**
 * The official IRS templates of the corpus (2024 W-2 Copy B, 1040 2023-2025) filled with generated
 * values and scanned. Real form layouts with known values, but a TUNING set (helpers loop on it with
 * other seeds), so it is reported apart from the real corpus. null without the corpus.
 */
async function officialFormScans(tmp: string, quick: boolean): Promise<QualityRow[] | null> {
  const docs: CorpusDoc[] = [];
  for (let i = 0; i < (quick ? 2 : 4); i++) {
    const forms = [
      await generateW2Form(80_000 + i),
      ...(await Promise.all([2023, 2024, 2025].map((y) => generateIrs1040Form(81_000 + i * 10 + y, y)))),
    ];
    for (const r of forms) {
      if (!r) continue;
      // The W-2 and the 2024 1040 share a layout name: the type keeps their files and ids apart.
      const type = r.truth.documentType;
      const file = path.join(tmp, `official-scan-${type}-${r.layout}-${i}.pdf`);
      writeFileSync(file, (await scanPdf(r.pdf, 82_000 + i)).pdf);
      const job: Job = { id: `irs_forms scan/${type} ${r.layout} #${i}`, type, files: [file] };
      docs.push({ job, truth: r.truth, pages: r.pages, scan: true });
    }
  }
  if (docs.length === 0) return null;
  const out = await runGroup(
    tmp,
    'official_scans',
    docs.map((d) => d.job),
  );
  return qualityRows(
    docs.map((d) => {
      const r = resultOf(out, d.job);
      const score = scoreDocument(r.result, d.truth);
      return { type: d.job.type, scan: true, score, ms: r.ms, pages: d.pages, result: r.result };
    }),
  );
}

// ------------------------------------------------------------------------------------ grammar families

interface FamilyDoc {
  job: Job;
  truth: GroundTruth;
  pages: number;
  family: string;
  heldOut: boolean;
  scan: boolean;
}

interface FamilyOptions {
  /** Text-layer documents per family. */
  seeds: number;
  /** Scanned documents per family (the first seeds, odd ones as page photos). */
  scanSeeds: number;
  unseenOnly: boolean;
  tunedOnly: boolean;
  /** Only the scans (no text-layer documents): for scan tuning loops. */
  scansOnly: boolean;
  scanProfile: ScanProfile;
}

async function familyDocuments(tmp: string, o: FamilyOptions): Promise<FamilyDoc[]> {
  const docs: FamilyDoc[] = [];
  for (const type of EXTRACTABLE_TYPE_CODES) {
    for (const family of allFamilies(type)) {
      const heldOut = isHeldOut(type, family);
      if (o.unseenOnly && !heldOut) continue;
      if (o.tunedOnly && heldOut) continue;
      for (let i = 0; i < o.seeds; i++) {
        // Seeds the tests never use (they stay below 10,000).
        const seed = 70_000 + i * 977 + (hashString(`${type}/${family}`) % 20_000);
        const base: GenerateRequest = { type, family, seed, ...(heldOut ? { [UNSEEN_FLAG]: true } : {}) };
        const reqs: GenerateRequest[] = o.scansOnly ? [] : [base];
        // Every other scan is a set of page photos rather than an image-only PDF, alternating over
        // the families too so a one-seed run has both. The choice hangs on the family's name, not
        // its place in the list, so adding a family leaves every other family's sample as it was.
        if (i < o.scanSeeds)
          reqs.push({
            ...base,
            scan: true,
            photos: (i + hashString(`photos/${type}/${family}`)) % 2 === 1,
            scanProfile: o.scanProfile,
          });
        for (const req of reqs) {
          const doc = await generateDocument(req);
          const files = doc.files.map((f) => {
            const p = path.join(tmp, f.name.replace(/[:]/g, '_'));
            writeFileSync(p, f.bytes);
            return p;
          });
          docs.push({
            job: { id: doc.id, type, files },
            truth: doc.truth,
            pages: doc.pages,
            family,
            heldOut,
            scan: !!req.scan,
          });
        }
      }
    }
  }
  return docs;
}

interface FamilyScored extends Scored {
  family: string;
  heldOut: boolean;
  id: string;
}

async function grammarFamilies(
  tmp: string,
  o: FamilyOptions,
): Promise<{
  tuned: QualityRow[];
  unseen: QualityRow[];
  perFamily: (QualityRow & { heldOut: boolean })[];
  crashes: { id: string; error: string }[];
  worst: {
    id: string;
    f1: number;
    reviewRequired: boolean;
    confidence: number;
    mismatches: DocumentScore['mismatches'];
  }[];
}> {
  const docs = await familyDocuments(tmp, o);
  const scored: FamilyScored[] = [];
  const crashes: { id: string; error: string }[] = [];
  const worst: Awaited<ReturnType<typeof grammarFamilies>>['worst'] = [];
  // One worker per type and variant (scans are slow and memory-hungry).
  const groups = new Map<string, FamilyDoc[]>();
  for (const d of docs) {
    const k = `families_${d.job.type}${d.scan ? '_scan' : ''}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  for (const { items: group, out } of await runGroups(tmp, [...groups.entries()].sort(), (d) => d.job)) {
    for (const d of group) {
      const r = resultOf(out, d.job);
      if (r.result.metadata.error)
        crashes.push({ id: d.job.id, error: String(r.result.metadata.error).slice(0, 300) });
      const score = scoreDocument(r.result, d.truth);
      scored.push({
        type: d.job.type,
        scan: d.scan,
        score,
        ms: r.ms,
        pages: d.pages,
        result: r.result,
        family: d.family,
        heldOut: d.heldOut,
        id: d.job.id,
      });
      if (score.f1 < 1)
        worst.push({
          id: d.job.id,
          f1: Number(score.f1.toFixed(3)),
          reviewRequired: r.result.reviewRequired,
          confidence: r.result.confidence,
          mismatches: score.mismatches.slice(0, 10),
        });
    }
  }
  const perFamily: (QualityRow & { heldOut: boolean })[] = [];
  const keys = [...new Set(scored.map((x) => `${x.type} / ${x.family}${x.scan ? ' (scan)' : ''}`))].sort();
  for (const k of keys) {
    const items = scored.filter((x) => `${x.type} / ${x.family}${x.scan ? ' (scan)' : ''}` === k);
    perFamily.push({ ...qualityRow(k, items), heldOut: items[0]?.heldOut ?? false });
  }
  worst.sort((a, b) => a.f1 - b.f1);
  return {
    tuned: qualityRows(scored.filter((x) => !x.heldOut)),
    unseen: qualityRows(scored.filter((x) => x.heldOut)),
    perFamily,
    crashes,
    worst: worst.slice(0, 40),
  };
}

/**
 * `npm run extract` as a user runs it, on a one-page text PDF: wall seconds per call (the first call
 * builds the cached bundle and is not counted), with the machine's load beside it since other work
 * on the same cores stretches wall time.
 */
async function cliTiming(tmp: string): Promise<{
  file: string;
  runs: number;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  load: number;
}> {
  let file = path.join(CORPUS_DIR, 'azure_docintel_samples', 'sample-invoice.pdf');
  let label = 'azure_docintel_samples/sample-invoice.pdf';
  if (!existsSync(file)) {
    // Without the corpus: a one-page text-layer invoice from the generator.
    const doc = await generateDocument({ type: 'invoice', layout: 0, seed: 1 });
    file = path.join(tmp, 'cli-invoice.pdf');
    writeFileSync(file, doc.files[0]?.bytes ?? new Uint8Array());
    label = 'a generated one-page invoice';
  }
  const launcher = path.join(repoRoot, 'functions', 'src', 'extraction', 'cli-run.mjs');
  // bash's `time` gives the child's user+sys CPU seconds: what the call costs whatever else shares
  // the cores (wall time on a loaded machine is mostly waiting for a core).
  const q = (x: string) => `'${x.replace(/'/g, `'\\''`)}'`;
  const command = `TIMEFORMAT='%U %S'; time ${q(process.execPath)} ${q(launcher)} --type invoice ${q(file)} >/dev/null 2>&1`;
  const run = () => {
    const t = performance.now();
    const r = spawnSync('bash', ['-c', command], {
      env: { ...process.env, EXTRACTOR: 'local' },
      encoding: 'utf8',
    });
    const [user, sys] = String(r.stderr ?? '')
      .trim()
      .split(/\s+/)
      .slice(-2)
      .map(Number);
    return { wall: (performance.now() - t) / 1000, cpu: (user ?? 0) + (sys ?? 0) };
  };
  run();
  const times = Array.from({ length: 7 }, run);
  return {
    file: label,
    runs: times.length,
    p50: percentile(
      times.map((x) => x.wall),
      50,
    ),
    p95: percentile(
      times.map((x) => x.wall),
      95,
    ),
    cpuP50: percentile(
      times.map((x) => x.cpu),
      50,
    ),
    cpuP95: percentile(
      times.map((x) => x.cpu),
      95,
    ),
    load: os.loadavg()[0] ?? 0,
  };
}

// ------------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--worker') {
    await worker(args[1] ?? '', args[2] ?? '');
    return;
  }
  const quick = args.includes('--quick');
  const unseenOnly = args.includes('--unseen-only');
  const tunedOnly = args.includes('--tuned-only');
  if (tunedOnly && unseenOnly) throw new Error('--tuned-only and --unseen-only exclude each other');
  const familiesOnly = unseenOnly || tunedOnly || args.includes('--families-only');
  const realOnly = args.includes('--real-only');
  // Quick and unseen-only runs are text layer unless scans are asked for; full runs scan unless told not to.
  const scansOnly = args.includes('--scans-only');
  // The family scans' effects (generator/scan.ts SCAN_PROFILES): 'harsh' and 'fax' are closer to
  // real scans than the default; their results are written apart (extraction-*-scans-harsh.*).
  const profileArg = args.indexOf('--scan-profile');
  const scanProfile = (profileArg >= 0 ? args[profileArg + 1] : 'default') as ScanProfile;
  if (!(scanProfile in SCAN_PROFILES)) throw new Error(`unknown --scan-profile ${scanProfile}`);
  const scans =
    scansOnly || (quick || unseenOnly || tunedOnly ? args.includes('--scans') : !args.includes('--no-scans'));
  // OCR is one thread per worker: scan runs use both cores unless told otherwise (--jobs N).
  const jobsArg = args.indexOf('--jobs');
  parallelJobs = jobsArg >= 0 ? Math.max(1, Number(args[jobsArg + 1]) || 1) : scans ? 2 : 1;
  const started = Date.now();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docledger-bench-'));
  const results = path.join(repoRoot, 'bench', 'results', ...(tunedOnly ? ['tmp'] : []));
  mkdirSync(results, { recursive: true });
  const mode = `${
    unseenOnly ? 'unseen families only' : tunedOnly ? 'tuned families only' : quick ? 'quick' : 'full'
  }${scansOnly ? ', scans only' : ''}${scanProfile === 'default' ? '' : `, ${scanProfile} scans`}`;
  try {
    process.stderr.write(
      `extraction bench (${mode}${scans ? ', with scans' : ', text layer only'}); documents in ${tmp}\n`,
    );
    const header = [
      '## Extraction (local engine)',
      '',
      `Run ${new Date().toISOString()} (${mode}${scansOnly ? '' : scans ? ', text layer and scans' : ', text layer only'}), ${os.cpus().length} CPUs, Node ${process.version}, 1-minute load average at start ${(os.loadavg()[0] ?? 0).toFixed(1)}, ${parallelJobs} worker process${parallelJobs > 1 ? 'es' : ''} at a time.`,
      'Field precision/recall/F1 are micro-averaged over every scored scalar and child-row field; "perfect" is the share of documents with no miss and no wrong or invented value; "imperfect flagged" = reviewRequired recall on documents with any wrong or missing field; "perfect passed" = share of perfect documents left unflagged; ECE = expected calibration error of field confidence against correctness (10 bins) over every scored value returned; seconds per document are in-process, in a warmed worker.',
      '',
    ].join('\n');
    // 1. The layout grammar's families: tuned ones, and the held-out ones no test or tuning loop sees.
    let familiesMd = '';
    let fam: Awaited<ReturnType<typeof grammarFamilies>> | null = null;
    if (!realOnly) {
      fam = await grammarFamilies(tmp, {
        seeds: quick ? 1 : unseenOnly || tunedOnly ? 2 : 3,
        scanSeeds: scans ? 1 : 0,
        unseenOnly,
        tunedOnly,
        scansOnly,
        scanProfile,
      });
      familiesMd = [
        `Families stage: wall time ${((Date.now() - started) / 1000).toFixed(0)} s (generating${scans ? ', rasterising' : ''} and extracting).`,
        '',
        '### Unseen layout families (held out of every test and tuning loop: the figure that counts)',
        '',
        fam.unseen.length ? qualityTable(fam.unseen) : 'none run',
        '',
        ...(unseenOnly
          ? []
          : ['### Tuned layout families (tests and tuning may use these)', '', qualityTable(fam.tuned), '']),
        '### Per family',
        '',
        qualityTable(
          fam.perFamily.map((r) => ({ ...r, group: `${r.group}${r.heldOut ? ' **(held out)**' : ''}` })),
        ),
        '',
        fam.crashes.length
          ? `Documents on which the engine threw (counted as failures): ${fam.crashes.length}\n\n${fam.crashes
              .slice(0, 15)
              .map((c) => `- ${c.id}: ${c.error}`)
              .join('\n')}\n`
          : 'The engine threw on no document.',
        '',
      ].join('\n');
    }
    // 2. The CLI as a user runs it.
    const cli = args.includes('--no-cli') ? null : await cliTiming(tmp);
    const cliMd = cli
      ? `CLI (\`node functions/src/extraction/cli-run.mjs --type invoice\` on ${cli.file}, what \`npm run extract\` runs, 1 page, text layer; target <= 1 s): wall p50 ${cli.p50.toFixed(2)} s, p95 ${cli.p95.toFixed(2)} s; CPU (user+sys) p50 ${cli.cpuP50.toFixed(2)} s, p95 ${cli.cpuP95.toFixed(2)} s; ${cli.runs} runs; 1-minute load average ${cli.load.toFixed(1)} on ${os.cpus().length} CPUs.\n`
      : '';
    if (fam) {
      const name = `${unseenOnly ? 'extraction-unseen' : tunedOnly ? 'extraction-tuned' : 'extraction-families'}${scansOnly ? '-scans' : ''}${scanProfile === 'default' ? '' : `-${scanProfile}`}`;
      const md = [header, familiesMd, cliMd].join('\n');
      process.stdout.write(`${md}\n`);
      writeFileSync(path.join(results, `${name}.md`), md);
      writeFileSync(
        path.join(results, `${name}.json`),
        JSON.stringify({ ranAt: new Date().toISOString(), mode, scans, ...fam, cli }, null, 2),
      );
    }
    // Another scan profile changes only the families' scans: the real corpus is what it is.
    if (familiesOnly || scanProfile !== 'default') return;
    // 3. The real corpus.
    let realMd = '';
    const realStarted = Date.now();
    const real = args.includes('--no-corpus') ? null : await realCorpus(tmp, scans, scansOnly);
    if (real) {
      realMd = [
        `## Extraction on the real corpus (../shared/corpus, every document with ground truth${scans ? '' : '; text layer only'})`,
        '',
        `Run ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}; wall time ${((Date.now() - realStarted) / 1000).toFixed(0)} s (whole bench so far ${((Date.now() - started) / 1000).toFixed(0)} s). None of these documents is used by a test or a tuning loop.`,
        'Text = text-layer PDFs; scan = image-only PDFs and photos (OCR). Columns as above.',
        '',
        qualityTable(real.rows),
        '',
        cliMd,
      ].join('\n');
      process.stdout.write(`${realMd}\n`);
      const realName = `extraction-real${scansOnly ? '-scans' : ''}`;
      writeFileSync(path.join(results, `${realName}.md`), realMd);
      writeFileSync(
        path.join(results, `${realName}.json`),
        JSON.stringify(
          { ranAt: new Date().toISOString(), scans, rows: real.rows, cli, details: real.details },
          null,
          2,
        ),
      );
    }
    // 4. Official IRS form templates filled and scanned (a tuning set, reported apart).
    let officialMd = '';
    const official = scans && !args.includes('--no-corpus') ? await officialFormScans(tmp, quick) : null;
    if (official) {
      officialMd = [
        '## Official IRS forms, filled with generated values and scanned (tuning set, not the real corpus)',
        '',
        "The corpus's blank official templates (2024 W-2 Copy B, 1040 2023-2025) filled with known values and passed through the scan simulator. Tuning loops use these forms with other seeds, so this is not a held-out figure. Columns as above.",
        '',
        qualityTable(official),
        '',
      ].join('\n');
      process.stdout.write(`${officialMd}\n`);
      writeFileSync(
        path.join(results, 'extraction-official-scans.json'),
        JSON.stringify({ ranAt: new Date().toISOString(), rows: official }, null, 2),
      );
    }
    if (realOnly) return;
    if (quick || scansOnly) {
      writeFileSync(
        path.join(results, scansOnly ? 'extraction-scans.md' : 'extraction.md'),
        [header, familiesMd, cliMd, realMd, officialMd].join('\n'),
      );
      return;
    }
    // 5. Full runs: the hand-drawn layouts, a 100-page statement and the older corpus sets.
    const syn = await synthetic(tmp, quick, scans);
    const long = args.includes('--no-long') ? null : await longStatement(tmp);
    const corp = args.includes('--no-corpus') ? null : await corpus(tmp, quick);
    const md: string[] = [
      '## Hand-drawn generator layouts (tuned), long statement, older corpus sets',
      '',
      `Run ${new Date().toISOString()} (${quick ? 'quick' : 'full'} set), ${os.cpus().length} CPUs, Node ${process.version}; wall time ${((Date.now() - started) / 1000).toFixed(0)} s.`,
      'Field precision/recall/F1 are micro-averaged over every scored scalar and child-row field; "all fields right" is the share of documents with no miss and no wrong or invented value.',
      'Seconds are per document inside a warmed worker (reading + parsing + checks), peak RSS is the worker process for the group.',
      `Cold start (first document in a fresh process, not counted above): p50 ${percentile(coldStarts, 50).toFixed(2)} s, max ${Math.max(0, ...coldStarts).toFixed(2)} s.`,
      '',
      '### Synthetic documents per type',
      '',
      table(syn.rows),
      '',
      '### Synthetic documents per layout',
      '',
      table(syn.perLayout),
      '',
      '### 100-page statement',
      '',
      long ? `${table([long])}\n\n${long.rows} transactions.` : 'skipped (--no-long).',
      '',
      '### Corpus (../shared/corpus)',
      '',
      corp ? table(corp.rows) : `The corpus is absent (${CORPUS_DIR}): corpus evaluation skipped.`,
      '',
    ];
    if (corp && Object.keys(corp.invoiceFields).length) {
      md.push(
        'Real invoices, share of documents with each field right (vendor matched loosely: one name contains the other):',
        '',
      );
      for (const [k, v] of Object.entries(corp.invoiceFields)) md.push(`- ${k}: ${v}`);
      md.push('');
    }
    const text = [header, familiesMd, realMd, officialMd, md.join('\n')].filter(Boolean).join('\n');
    process.stdout.write(`${text}\n`);
    mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'bench', 'results', 'extraction.md'), text);
    writeFileSync(
      path.join(repoRoot, 'bench', 'results', 'extraction.json'),
      JSON.stringify(
        {
          ranAt: new Date().toISOString(),
          quick,
          families: fam,
          cli,
          synthetic: syn.rows,
          perLayout: syn.perLayout,
          longStatement: long,
          corpus: corp?.rows ?? null,
          corpusInvoiceFields: corp?.invoiceFields ?? null,
          worstSynthetic: syn.worst,
          corpusDetails: corp?.details ?? null,
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
