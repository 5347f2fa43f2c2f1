// Finding the value printed beside or below a label ("Opening Balance  1,234.56"), with fuzzy
// label matching that tolerates OCR slips and wording variants.
import { findAmounts, parseAmount, type ParseAmountOptions, type ParsedAmount } from './amounts';
import { findDates, type ParseDateOptions } from './dates';
import { cellConfidence, type Cell, type Line } from './layout';

/** Lower-case, accents and punctuation removed, single spaces. */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9#%]+/g, ' ')
    .trim();
}

/** Levenshtein distance, bounded: stops early once `max` is exceeded. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

export interface LabelHit {
  /** Character offset of the label's end in the normalised-to-original mapping of `text`. */
  end: number;
  start: number;
  /** 1 for an exact match, lower for fuzzy ones. */
  score: number;
}

/**
 * Finds `label` inside `text` at word boundaries. Exact (normalised) matches score 1; with
 * `fuzzy`, a window of the same number of words within ~12% edit distance (labels of 9+
 * characters) scores below 1. Callers pass fuzzy only for OCR text: a text layer is exact, and
 * there "employee name" must not match "employer name".
 */
export function findLabel(text: string, label: string, fuzzy = true): LabelHit | null {
  const target = normalizeLabel(label);
  if (!target) return null;
  const words: { norm: string; start: number; end: number }[] = [];
  // Slash-joined captions ("Payments/Credits", "Deposits/Additions") are separate words.
  for (const m of text.matchAll(/[^\s:/]+/g)) {
    const norm = normalizeLabel(m[0]);
    if (norm) words.push({ norm, start: m.index, end: m.index + m[0].length });
  }
  const n = target.split(' ').length;
  let best: LabelHit | null = null;
  for (let i = 0; i + n <= words.length; i++) {
    const window = words.slice(i, i + n);
    const joined = window.map((w) => w.norm).join(' ');
    let score = 0;
    if (joined === target) score = 1;
    else if (fuzzy && target.length >= 9) {
      // Short labels must match exactly: "payment" is not an OCR slip of "payments".
      const max = Math.floor(target.length * 0.12);
      const d = editDistance(joined, target, max);
      if (d <= max) score = 1 - d / (target.length + 1);
    }
    if (score > (best?.score ?? 0)) best = { start: window[0]!.start, end: window.at(-1)!.end, score };
    if (score === 1) break;
  }
  return best;
}

export type ValueKind = 'amount' | 'date' | 'text';

export interface FindValueOptions {
  kind: ValueKind;
  /** Where to look for the value: after the label on its line, on the line(s) below, or both. */
  direction?: 'right' | 'below' | 'both';
  amount?: ParseAmountOptions;
  date?: ParseDateOptions;
  /** Ignore labels found on lines before this index (e.g. only the summary block). */
  fromLine?: number;
  toLine?: number;
  /** Lines below the label to search (default 2). */
  belowLines?: number;
  /** Prefer the first (default) or the last occurrence of the label in the document. */
  occurrence?: 'first' | 'last';
  /** Rejects a candidate value so the search goes on (e.g. an invoice number must hold a digit). */
  accept?: (value: number | string) => boolean;
  /**
   * Other fields' captions: a label found inside a longer one of them ("credit line" in "Available
   * Credit Line") is that field's caption, not this one's.
   */
  rivals?: string[];
}

export interface LabeledValue {
  label: string;
  /** Raw text of the value. */
  raw: string;
  /** Parsed value: number, ISO date or trimmed text. */
  value: number | string;
  amount?: ParsedAmount;
  /** The line the value is on (the caption's own line, or one below it). */
  line: Line;
  /** Text of the cell holding the caption that matched ("Due Date" when the label was "date"). */
  caption: string;
  /** 0-1: label match quality × position reliability × OCR confidence. */
  confidence: number;
}

function valueFrom(
  text: string,
  kind: ValueKind,
  o: FindValueOptions,
): { raw: string; value: number | string; amount?: ParsedAmount } | null {
  // Leaders and separators go; a minus sign directly before an amount ("-USD 541.15", "-$12.00") stays.
  const t = text.replace(/^(?:[\s:#.–=]|-(?!(?:[$€£(]|[A-Z]{3}\s?)?\d))+/, '').trim();
  if (!t) return null;
  const v = parseValue(t, kind, o);
  return v && (!o.accept || o.accept(v.value)) ? v : null;
}

function parseValue(
  t: string,
  kind: ValueKind,
  o: FindValueOptions,
): { raw: string; value: number | string; amount?: ParsedAmount } | null {
  if (kind === 'amount') {
    const whole = parseAmount(t, o.amount);
    // A bare integer beside a label is usually a count ("Deposits  10  $3,429.93"), not money.
    if (whole && (whole.hasCents || whole.currency || /\d[,.\s]\d{3}(?!\d)/.test(t)))
      return { raw: t, value: whole.value, amount: whole };
    const first = findAmounts(t, o.amount)[0];
    return first ? { raw: first.text, value: first.amount.value, amount: first.amount } : null;
  }
  if (kind === 'date') {
    const d = findDates(t, o.date)[0];
    return d ? { raw: t.slice(d.index, d.index + d.length), value: d.iso } : null;
  }
  return { raw: t, value: t };
}

/** A form box's caption by its opening words after the box number ("3 Social security wages"). */
const BOX_CAPTION_WORDS =
  'wages|federal|social|medicare|allocated|dependent|nonqualified|statutory|other|state|local|locality|employer|employee|see|' +
  'nonemployee|rents|royalties|interest|early|ordinary|qualified|total|section|foreign|fishing|medical|gross|payer|direct|' +
  'excess|crop|substitute|cash|noncash|investment|tax|bond|market|specified|unrecaptured|collectibles|nondividend|exempt|' +
  'u\\.?s\\.|treasury|fish|nonqualified|payment|account|recipient|control|code';
const BOX_CAPTION = new RegExp(`^(?:box\\s*)?\\d{1,2}[a-h]?\\s+(?:${BOX_CAPTION_WORDS})`, 'i');
/** A word of three letters or more. */
const WORD = /\p{L}{3,}/u;

/**
 * Text that names a value rather than being one: the one caption test of every label lookup.
 * Where the value sought is an amount or a date, any word of three letters or more is a caption
 * (the cell did not read as the value: "Closing Date" after "Minimum Payment Due 133.97"). Where it
 * is text (a name, an address), words are the value, so only a form's captions count: a box number
 * and its caption ("3 Social security wages", "Box 12a"), a lettered box ("c Employer's name…"), an
 * enumerated column title ("(2) Social security") or a party's caption ("PAYER'S TIN").
 */
export function looksLikeCaption(text: string, value: ValueKind = 'text'): boolean {
  const t = text.trim();
  if (value !== 'text') return WORD.test(t);
  return (
    BOX_CAPTION.test(t) ||
    // An official form's enumerated column title ("(2) Social security", "(a) Employer's name").
    /^\((?:\d{1,2}|[a-h])\)\s*\p{L}/iu.test(t) ||
    /^(?:box\s*)?1[2-4][a-d]?$/i.test(t) ||
    /^[a-f]\s+(?:employ|control)/i.test(t) ||
    /^(?:payer|recipient|payee)['’]?s?\s/i.test(t)
  );
}

/**
 * The value printed after `labels` (first label that matches wins per line): in the same cell
 * after the label, in the next cells to the right, or in the line(s) below overlapping the
 * label horizontally.
 */
export function findLabeledValue(
  lines: Line[],
  labels: string[],
  options: FindValueOptions,
): LabeledValue | null {
  const dir = options.direction ?? 'both';
  const candidates = lines.filter(
    (l) => l.index >= (options.fromLine ?? 0) && l.index < (options.toLine ?? Infinity),
  );
  const ordered = options.occurrence === 'last' ? [...candidates].reverse() : candidates;
  for (const line of ordered) {
    for (const label of labels) {
      for (const [ci, cell] of line.cells.entries()) {
        const hit = findLabel(cell.text, label, line.confidence < 1);
        if (!hit || hit.score < 0.8 || insideRival(cell.text, hit, options.rivals, line.confidence < 1))
          continue;
        if (dir !== 'below') {
          const sameCell = valueFrom(cell.text.slice(hit.end), options.kind, options);
          if (sameCell && !(options.kind === 'text' && sameCell.raw.length < 1)) {
            // The value's own words: a doubtful word elsewhere on the line is another value's.
            return result(
              label,
              cell.text,
              sameCell,
              line,
              hit.score * valueConfidence(cell, sameCell.raw, hit.end),
            );
          }
          const right = line.cells.slice(ci + 1);
          for (const c of options.kind === 'text' ? right.slice(0, 1) : right) {
            const v = valueFrom(c.text, options.kind, options);
            if (v) return result(label, cell.text, v, line, hit.score * valueConfidence(c, v.raw) * 0.95);
            // Another caption ("Minimum Payment Due 133.97   Closing Date 10/18/2024"): what follows
            // it is that caption's value, not this one's.
            if (looksLikeCaption(c.text, options.kind)) break;
          }
        }
        if (dir !== 'right') {
          const below = lines.filter(
            (l) =>
              l.index > line.index &&
              l.index <= line.index + (options.belowLines ?? 2) &&
              l.pageNumber === line.pageNumber,
          );
          for (const b of below) {
            const under = b.cells.filter((c) => c.x1 > cell.x0 - 2 && c.x0 < cell.x1 + 40);
            for (const c of under) {
              const v =
                options.kind === 'date'
                  ? (dateUnder(c, cell, options) ?? valueFrom(c.text, options.kind, options))
                  : valueFrom(c.text, options.kind, options);
              if (v) return result(label, cell.text, v, b, hit.score * valueConfidence(c, v.raw) * 0.85);
            }
          }
        }
      }
    }
  }
  return null;
}

/**
 * Of several dates in one cell below a caption (cells printed against each other: "October 1, 2025 -
 * October 15, 2025October 21, 2025" under "Period" and "Pay Date"), the one printed under the
 * caption, placed by its share of the cell's characters. Null when the cell holds one date or none.
 */
function dateUnder(
  c: Cell,
  caption: Cell,
  o: FindValueOptions,
): { raw: string; value: number | string } | null {
  const dates = findDates(c.text, o.date);
  if (dates.length < 2 || c.text.length === 0) return null;
  const per = (c.x1 - c.x0) / c.text.length;
  const centre = (caption.x0 + caption.x1) / 2;
  const at = (d: (typeof dates)[number]) => c.x0 + (d.index + d.length / 2) * per;
  const best = [...dates].sort((a, b) => Math.abs(at(a) - centre) - Math.abs(at(b) - centre))[0]!;
  const v = { raw: c.text.slice(best.index, best.index + best.length), value: best.iso };
  return !o.accept || o.accept(v.value) ? v : null;
}

/** Whether a rival caption at least as sure as `hit` covers it and more. */
function insideRival(text: string, hit: LabelHit, rivals: string[] | undefined, fuzzy: boolean): boolean {
  return (rivals ?? []).some((rival) => {
    const r = findLabel(text, rival, fuzzy);
    return (
      r !== null &&
      r.score >= hit.score &&
      r.start <= hit.start &&
      r.end >= hit.end &&
      r.end - r.start > hit.end - hit.start
    );
  });
}

/**
 * OCR confidence of the words that print `raw` in `cell` (from character `from` on): a leader's
 * residue ("iiiiii") or a smudged caption in the same cell is not the value.
 */
function valueConfidence(cell: Cell, raw: string, from = 0): number {
  const at = raw ? cell.text.indexOf(raw, from) : -1;
  return at >= 0 ? cellConfidence(cell, at, at + raw.length) : cellConfidence(cell, from);
}

function result(
  label: string,
  caption: string,
  v: { raw: string; value: number | string; amount?: ParsedAmount },
  line: Line,
  confidence: number,
): LabeledValue {
  return {
    label,
    caption,
    raw: v.raw,
    value: v.value,
    amount: v.amount,
    line,
    confidence: Math.max(0, Math.min(1, confidence)),
  };
}

/** True when the line's text starts with (or is) one of the labels, fuzzily. */
export function lineHasLabel(line: Line | string, labels: string[], minScore = 0.85): boolean {
  const text = typeof line === 'string' ? line : line.text;
  return labels.some((l) => (findLabel(text, l)?.score ?? 0) >= minScore);
}
