// Field-level scoring of an extraction result against ground truth (tests and the benchmark).
// Only keys the truth lists are scored: a truth value of null means "the document does not show
// it", so extracting something there is a false positive; keys the truth omits are not judged.
import {
  CHILD_ARRAYS,
  type ChildArrayName,
  type ChildRow,
  type ExtractionResult,
  type ScalarValue,
} from './types';

export type Scorable = { fields: Record<string, ScalarValue> } & Partial<Record<ChildArrayName, ChildRow[]>>;

export interface Mismatch {
  key: string;
  expected: ScalarValue;
  actual: ScalarValue;
}

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

export interface DocumentScore extends Tally {
  precision: number;
  recall: number;
  f1: number;
  /** Every scored field right (no false positive, no miss). */
  allRight: boolean;
  mismatches: Mismatch[];
  /**
   * Every scored value the result holds, under its key in the result ("netPay",
   * "transactions[7].amount"), and whether it was right: what confidence calibration is measured on.
   */
  outcomes: { key: string; correct: boolean }[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function normaliseText(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function toNumber(v: ScalarValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') {
    const s = v.replace(/[$,\s]/g, '');
    if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  }
  return null;
}

export function valuesMatch(expected: ScalarValue, actual: ScalarValue): boolean {
  if (expected === null || actual === null) return expected === actual;
  if (typeof expected === 'number') {
    const a = toNumber(actual);
    return a !== null && Math.abs(a - expected) <= 0.01 + 1e-9;
  }
  if (typeof expected === 'boolean') return actual === expected;
  if (ISO_DATE.test(expected)) return actual === expected;
  if (typeof actual !== 'string') return normaliseText(expected) === normaliseText(String(actual));
  return normaliseText(expected) === normaliseText(actual);
}

function isBlank(v: ScalarValue | undefined): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function tallyPair(
  key: string,
  expected: ScalarValue,
  actual: ScalarValue | undefined,
  t: Tally,
  mismatches: Mismatch[],
  outcomes: DocumentScore['outcomes'],
  resultKey = key,
): void {
  const a = isBlank(actual) ? null : (actual as ScalarValue);
  if (expected === null) {
    if (a !== null) {
      t.fp++;
      mismatches.push({ key, expected, actual: a });
      outcomes.push({ key: resultKey, correct: false });
    }
    return;
  }
  if (a === null) {
    t.fn++;
    mismatches.push({ key, expected, actual: null });
    return;
  }
  if (valuesMatch(expected, a)) {
    t.tp++;
    outcomes.push({ key: resultKey, correct: true });
  } else {
    t.fp++;
    t.fn++;
    mismatches.push({ key, expected, actual: a });
    outcomes.push({ key: resultKey, correct: false });
  }
}

function rowSimilarity(truth: ChildRow, row: ChildRow): number {
  let s = 0;
  for (const [k, v] of Object.entries(truth))
    if (v !== null && !isBlank(row[k]) && valuesMatch(v, row[k] ?? null)) s++;
  return s;
}

/**
 * Aligns predicted rows to truth rows. Rows are mostly in document order, so each truth row looks
 * at unclaimed predictions near its expected position plus those sharing a selective value (an
 * amount, a description) anywhere, and takes the most similar, nearest first. Roughly linear, so
 * 100-page statements score quickly, and a run of missed rows does not derail the rest.
 */
export function alignRows(
  truth: readonly ChildRow[],
  predicted: readonly ChildRow[],
  window = 25,
): (number | null)[] {
  const index = new Map<string, number[]>();
  predicted.forEach((row, j) => {
    for (const [k, v] of Object.entries(row)) {
      if (isBlank(v)) continue;
      const key = `${k}=${indexKey(v as ScalarValue)}`;
      const list = index.get(key);
      if (list) list.push(j);
      else index.set(key, [j]);
    }
  });
  const used = new Uint8Array(predicted.length);
  const out: (number | null)[] = [];
  let cursor = 0;
  for (const t of truth) {
    const candidates = new Set<number>();
    for (let j = Math.max(0, cursor - window); j < Math.min(predicted.length, cursor + window + 1); j++)
      candidates.add(j);
    for (const [k, v] of Object.entries(t)) {
      if (v === null) continue;
      const list = index.get(`${k}=${indexKey(v)}`);
      // Values shared by many rows (a direction, a category) say nothing about which row this is.
      if (list && list.length <= 50) for (const j of list) candidates.add(j);
    }
    let best = -1;
    let bestScore = 0;
    for (const j of candidates) {
      const row = predicted[j];
      if (used[j] || !row) continue;
      const s = rowSimilarity(t, row) - Math.min(Math.abs(j - cursor), 999) * 1e-4;
      if (s > bestScore) {
        bestScore = s;
        best = j;
      }
    }
    // Enough agreeing fields (a third of the row's, at least one) to call it the same row, so a
    // missed row is not paired with a stranger that merely shares a description.
    const needed = Math.max(1, Math.ceil(Object.values(t).filter((v) => v !== null).length / 3));
    if (best >= 0 && bestScore >= needed - 0.1) {
      used[best] = 1;
      out.push(best);
      cursor = best + 1;
    } else {
      out.push(null);
    }
  }
  return out;
}

function indexKey(v: ScalarValue): string {
  if (typeof v === 'number') return v.toFixed(2);
  if (typeof v === 'string') {
    const n = toNumber(v);
    return n !== null && !ISO_DATE.test(v) ? n.toFixed(2) : ISO_DATE.test(v) ? v : normaliseText(v);
  }
  return String(v);
}

export function scoreDocument(result: Scorable, truth: Scorable): DocumentScore {
  const t: Tally = { tp: 0, fp: 0, fn: 0 };
  const mismatches: Mismatch[] = [];
  const outcomes: DocumentScore['outcomes'] = [];
  for (const [key, expected] of Object.entries(truth.fields))
    tallyPair(key, expected, result.fields[key], t, mismatches, outcomes);
  for (const name of CHILD_ARRAYS) {
    const rows = truth[name];
    if (!rows) continue;
    const predicted = result[name] ?? [];
    const alignment = alignRows(rows, predicted);
    const keys = new Set(rows.flatMap((r) => Object.keys(r)));
    rows.forEach((row, i) => {
      const j = alignment[i];
      const match = j === null || j === undefined ? undefined : predicted[j];
      for (const [k, v] of Object.entries(row))
        tallyPair(`${name}[${i}].${k}`, v, match?.[k], t, mismatches, outcomes, `${name}[${j ?? i}].${k}`);
    });
    const claimed = new Set(alignment.filter((j): j is number => j !== null));
    predicted.forEach((row, j) => {
      if (claimed.has(j)) return;
      for (const k of keys) {
        if (isBlank(row[k])) continue;
        t.fp++;
        mismatches.push({ key: `${name}[extra ${j}].${k}`, expected: null, actual: row[k] ?? null });
        outcomes.push({ key: `${name}[${j}].${k}`, correct: false });
      }
    });
  }
  return { ...t, ...rates(t), allRight: t.fp === 0 && t.fn === 0, mismatches, outcomes };
}

export function rates(t: Tally): { precision: number; recall: number; f1: number } {
  // Nothing predicted: perfect only if there was nothing to find.
  const precision = t.tp + t.fp === 0 ? (t.fn === 0 ? 1 : 0) : t.tp / (t.tp + t.fp);
  const recall = t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Micro-averaged totals over many documents. */
export function aggregate(
  scores: readonly Tally[],
): Tally & { precision: number; recall: number; f1: number } {
  const t = scores.reduce<Tally>((acc, s) => ({ tp: acc.tp + s.tp, fp: acc.fp + s.fp, fn: acc.fn + s.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });
  return { ...t, ...rates(t) };
}

export type { ExtractionResult };

/**
 * Expected calibration error: values binned by their confidence (10 equal bins), the gap between
 * each bin's mean confidence and its share of right values, weighted by the bin's size.
 */
export function expectedCalibrationError(
  points: readonly { confidence: number; correct: boolean }[],
): number {
  if (points.length === 0) return 0;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }));
  for (const p of points) {
    const b = bins[Math.min(9, Math.max(0, Math.floor(p.confidence * 10)))];
    if (!b) continue;
    b.n++;
    b.conf += p.confidence;
    if (p.correct) b.right++;
  }
  return bins.reduce(
    (e, b) => (b.n ? e + (b.n / points.length) * Math.abs(b.conf / b.n - b.right / b.n) : e),
    0,
  );
}
