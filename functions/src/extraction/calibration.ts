// Calibration of per-value confidence on scans. The readers' confidence on an OCR page is the OCR
// engine's word confidence, which is too low: on tuned scans, 85% of the amounts it gives 0.3-0.7
// are right. The map below turns a reader's confidence into the share of values read at that
// confidence that were right, per kind of value, fitted on tuned families only (fresh seeds) by
// bench/fit-calibration.ts, which writes calibration-map.ts. Text-layer values are left as they are:
// their confidence is already near what it should be (ECE 0.03-0.06 on tuned and held-out text).
import { CALIBRATION_MAP } from './calibration-map';
import type { ChildArrayName, DocumentText, ParsedDocument } from './types';

/** What a value is, for calibration: its confidence means different things for each. */
export type ConfidenceKind = 'amount-or-date' | 'text' | 'class';

/** Points (reader's confidence → share right), ascending in both; linear between them, flat beyond. */
export type CalibrationCurve = readonly (readonly [number, number])[];

export interface CalibrationMap {
  /** Tuned documents and values the curves were fitted on, and their seeds (for the record). */
  fittedOn: string;
  /**
   * The lowest reading quality (documentQuality) of the scans the curves were fitted on. A scan
   * read worse than that (a faded fax, a dark photo: most of its words doubted) is outside what the
   * curves know, and its confidences are left as the reader gave them.
   */
  minQuality: number;
  ocr: Record<ConfidenceKind, CalibrationCurve>;
}

/** Columns that classify a row (credit or debit, a section, an earning or a deduction). */
const CLASS_COLUMNS = new Set([
  'creditDebit',
  'transactionType',
  'section',
  'itemType',
  'category',
  'deductionCategory',
]);

/** The value behind a fieldConfidence key ("netPay", "transactions[3].amount"). */
function valueAt(parsed: ParsedDocument, key: string): unknown {
  const m = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(key);
  if (!m) return parsed.fields[key];
  return parsed[m[1] as ChildArrayName]?.[Number(m[2])]?.[m[3] ?? ''];
}

/** Kind of the value behind a key, or null when nothing was read there. */
export function confidenceKind(parsed: ParsedDocument, key: string): ConfidenceKind | null {
  const v = valueAt(parsed, key);
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const column = /\.(\w+)$/.exec(key)?.[1] ?? key;
  if (CLASS_COLUMNS.has(column)) return 'class';
  if (typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)))
    return 'amount-or-date';
  return 'text';
}

/** The curve's value at `c`: linear between its points, its first or last value beyond them. */
export function applyCurve(curve: CalibrationCurve, c: number): number {
  if (curve.length === 0 || !Number.isFinite(c)) return c;
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  if (c <= first[0]) return first[1];
  if (c >= last[0]) return last[1];
  for (let i = 1; i < curve.length; i++) {
    const [x1, y1] = curve[i]!;
    if (c <= x1) {
      const [x0, y0] = curve[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (c - x0)) / (x1 - x0);
    }
  }
  return last[1];
}

/** Median OCR confidence of a document's words on its OCR pages (1 when there are none). */
export function documentQuality(doc: Pick<DocumentText, 'pages'>): number {
  const c = doc.pages
    .filter((p) => p.source === 'ocr')
    .flatMap((p) => p.items.map((i) => i.confidence))
    .sort((a, b) => a - b);
  if (c.length === 0) return 1;
  const mid = Math.floor(c.length / 2);
  return c.length % 2 ? c[mid]! : (c[mid - 1]! + c[mid]!) / 2;
}

/** True when any page of the document was read by OCR (a scan or a photo). */
export function isScanned(doc: Pick<DocumentText, 'pages'>): boolean {
  return doc.pages.some((p) => p.source === 'ocr');
}

/**
 * A confidence calibrator for a document: on a scan read as well as the fitted ones, each value's
 * reader confidence mapped through its kind's curve; on a text layer, or a scan read worse, none.
 * Keys with no value read are left as they are.
 */
export function calibratorFor(
  doc: Pick<DocumentText, 'pages'> | null,
  map: CalibrationMap = CALIBRATION_MAP,
): ((parsed: ParsedDocument, key: string, confidence: number) => number) | undefined {
  if (!doc || !isScanned(doc) || documentQuality(doc) < map.minQuality) return undefined;
  return (parsed, key, confidence) => {
    const kind = confidenceKind(parsed, key);
    if (!kind) return confidence;
    return Math.round(applyCurve(map.ocr[kind], confidence) * 1000) / 1000;
  };
}

/**
 * Pool-adjacent-violators fit of a non-decreasing curve to (confidence, right) points, summarised
 * as one point per block: (mean confidence, share right). Blocks of fewer than `minPoints` are
 * merged into a neighbour first, so a handful of values does not make a step of its own.
 */
export function fitIsotonic(
  points: readonly { confidence: number; correct: boolean }[],
  minPoints = 20,
): CalibrationCurve {
  const sorted = [...points].sort((a, b) => a.confidence - b.confidence);
  type Block = { n: number; conf: number; right: number };
  // Start from runs of equal confidence, then merge small blocks forward.
  const blocks: Block[] = [];
  for (const p of sorted) {
    const last = blocks[blocks.length - 1];
    const b = { n: 1, conf: p.confidence, right: p.correct ? 1 : 0 };
    if (last && (last.n < minPoints || last.conf / last.n === p.confidence)) {
      last.n += 1;
      last.conf += b.conf;
      last.right += b.right;
    } else blocks.push(b);
  }
  const lastBlock = blocks[blocks.length - 1];
  if (blocks.length > 1 && lastBlock && lastBlock.n < minPoints) {
    const prev = blocks[blocks.length - 2]!;
    prev.n += lastBlock.n;
    prev.conf += lastBlock.conf;
    prev.right += lastBlock.right;
    blocks.pop();
  }
  // Pool adjacent violators: a block less often right than the one before it joins it.
  const stack: Block[] = [];
  for (const b of blocks) {
    stack.push({ ...b });
    while (stack.length > 1) {
      const top = stack[stack.length - 1]!;
      const below = stack[stack.length - 2]!;
      if (below.right / below.n <= top.right / top.n) break;
      below.n += top.n;
      below.conf += top.conf;
      below.right += top.right;
      stack.pop();
    }
  }
  // A block where every value was right says "very sure", not "certain".
  const curve = stack.map(
    (b) => [round3(b.conf / b.n), round3(Math.min(MAX_CALIBRATED, b.right / b.n))] as const,
  );
  // A flat run needs only its two ends.
  return curve.filter(
    ([x, y], i) =>
      !(i > 0 && curve[i - 1]![0] === x && curve[i - 1]![1] === y) &&
      !(i > 0 && i < curve.length - 1 && curve[i - 1]![1] === y && curve[i + 1]![1] === y),
  );
}

/** No reading is certain: the most a fitted curve gives. */
export const MAX_CALIBRATED = 0.99;

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
