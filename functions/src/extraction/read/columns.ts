// The amount column read as a block of its own.
//
// On ruled forms and statements the amounts stand in a column right of a long vertical rule (a
// 1040's right-hand column, a ruled statement's debit, credit and balance columns). Read as part of
// the whole page, tesseract's layout analysis takes those amounts with the labels and dot leaders
// of their lines and reads them poorly on a blurred scan: a thousands comma lost ("152981"), a
// digit misread beside the lost comma ("14800" for 14,600), a value dropped or read as letters
// ("12a" for 12,853). The column cut out on its own, binarised, stripped of the flat residue of
// the rules crossing it, enlarged 2x and read as one column of text reads the same print surely
// (a 1040 amount column on a default office scan: every amount at 0.94-0.96 confidence, where the
// page reading lost four of eight). Its amounts replace the page's reading of the same place when
// the page's is not a well-formed amount or has the same digits.
import type { RuleLine } from './clean';
import { enlarge } from './clean';
import type { GrayImage, OcrResult, OcrWord } from './ocr';

export interface ColumnBand {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A rule this long (inches) bounds a column of amounts, not a box. */
const MIN_COLUMN_RULE_IN = 1.5;
/** A column of amounts is this wide (inches): wider is a text area, narrower a line-number column. */
const MIN_COLUMN_IN = 0.45;
const MAX_COLUMN_IN = 2.5;
/** At most this many columns are read per page (the most numeric first). */
const MAX_COLUMNS = 4;

const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;

/**
 * The bands right of long vertical rules that hold amounts: each runs from its rule to the next
 * vertical rule beside it (or to the right end of the print on the rule's rows), over the rule's
 * height, and counts when the page reading found at least two numbers there and no more words of
 * prose than numbers (a band of prose is not a column of amounts).
 */
export function amountColumns(
  vLines: readonly RuleLine[],
  words: readonly Pick<OcrWord, 'text' | 'x0' | 'y0' | 'x1' | 'y1' | 'confidence'>[],
  width: number,
  dpi: number,
): ColumnBand[] {
  const long = vLines.filter((l) => l.to - l.from >= MIN_COLUMN_RULE_IN * dpi);
  const bands: { band: ColumnBand; numbers: number }[] = [];
  for (const rule of long) {
    const span = rule.to - rule.from;
    const beside = vLines
      .filter((o) => o.at > rule.at + MIN_COLUMN_IN * dpi * 0.5)
      .filter((o) => Math.min(o.to, rule.to) - Math.max(o.from, rule.from) >= 0.5 * span)
      .sort((a, b) => a.at - b.at)[0];
    const rows = words.filter((w) => (w.y0 + w.y1) / 2 >= rule.from && (w.y0 + w.y1) / 2 <= rule.to);
    const printEnd = Math.max(0, ...rows.filter((w) => w.x0 > rule.at).map((w) => w.x1));
    const x1 = beside ? beside.at : Math.min(width, printEnd + dpi / 20);
    const band = { x0: rule.at, y0: rule.from, x1, y1: rule.to };
    const w = band.x1 - band.x0;
    if (w < MIN_COLUMN_IN * dpi || w > MAX_COLUMN_IN * dpi) continue;
    const inside = rows.filter((word) => {
      const cx = (word.x0 + word.x1) / 2;
      return cx > band.x0 && cx < band.x1;
    });
    const numbers = inside.filter((word) => digitCount(word.text) >= 2).length;
    // Prose is words of three letters read surely; the garbage OCR makes of a blurred amount or
    // of a rule's residue ("hia", "Gare,", "wn") is read unsurely and does not count.
    const prose = inside.filter(
      (word) => digitCount(word.text) === 0 && /[A-Za-z]{3}/.test(word.text) && word.confidence >= 0.6,
    ).length;
    if (numbers < 2 || numbers < prose) continue;
    bands.push({ band, numbers });
  }
  return bands
    .sort((a, b) => b.numbers - a.numbers)
    .slice(0, MAX_COLUMNS)
    .map((b) => b.band);
}

/**
 * The band as tesseract reads a column best: black print on white at the page's ink threshold,
 * without the flat pieces of rules that cross it (ink lower than half the print and twice as wide
 * as high; a comma or point is as high as it is wide), on a margin of paper, enlarged by `factor`
 * and binarised again.
 */
export function columnImage(
  image: GrayImage,
  threshold: number,
  band: ColumnBand,
  printHeight: number,
  factor: number,
  margin: number,
): GrayImage {
  const inset = 3;
  const x0 = Math.max(0, Math.round(band.x0) + inset);
  const x1 = Math.min(image.width, Math.round(band.x1) - inset);
  const y0 = Math.max(0, Math.round(band.y0));
  const y1 = Math.min(image.height, Math.round(band.y1));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const W = w + 2 * margin;
  const H = h + 2 * margin;
  const data = new Uint8Array(W * H).fill(255);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (image.data[(y0 + y) * image.width + x0 + x]! <= threshold) data[(y + margin) * W + x + margin] = 0;
  dropFlatInk(data, W, H, printHeight);
  const big = enlarge({ width: W, height: H, data }, factor);
  for (let i = 0; i < big.data.length; i++) big.data[i] = big.data[i]! < 128 ? 0 : 255;
  return big;
}

/** Paints paper over connected ink lower than half the print and at least 1.8 times as wide as high. */
function dropFlatInk(data: Uint8Array, W: number, H: number, printHeight: number): void {
  const seen = new Uint8Array(W * H);
  const stack: number[] = [];
  const piece: number[] = [];
  for (let start = 0; start < W * H; start++) {
    if (data[start] !== 0 || seen[start]) continue;
    stack.length = 0;
    piece.length = 0;
    stack.push(start);
    seen[start] = 1;
    let [x0, y0, x1, y1] = [W, H, -1, -1];
    while (stack.length) {
      const p = stack.pop()!;
      piece.push(p);
      const x = p % W;
      const y = (p - x) / W;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [x > 0 ? p - 1 : -1, x < W - 1 ? p + 1 : -1, p - W, p + W]) {
        if (q < 0 || q >= W * H || seen[q] || data[q] !== 0) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    const pw = x1 - x0 + 1;
    const ph = y1 - y0 + 1;
    if (ph < 0.45 * printHeight && pw >= 1.8 * ph) for (const p of piece) data[p] = 255;
  }
}

/** A money amount as a column prints it: "142,816", "7,152.40", "(1,234.56)", "$12.00", "-5.00". */
const AMOUNT_RE = /^[(-]?\$?(\d{1,3}(,\d{3})*|\d+)(\.\d{2})?\)?$/;
/** ... with its commas or cents in place (a reading nobody would correct). */
const WELL_FORMED_RE = /^[(-]?\$?(\d{1,3}(,\d{3})+(\.\d{2})?|\d{1,3}\.\d{2})\)?$/;

/**
 * A column's words with whole-dollar amounts' thousands separators restored: "7.152" (no amount
 * has three decimals) and "12 345" (a comma read as a gap: two words, the second of exactly three
 * digits, closer than a print height) become "7,152" and "12,345".
 */
export function restoreThousands(words: readonly OcrWord[], printHeight: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words) {
    const text = /^\d{1,3}(\.\d{3})+$/.test(w.text) ? w.text.replace(/\./g, ',') : w.text;
    const prev = out[out.length - 1];
    if (
      prev &&
      /^[(-]?\$?\d{1,3}$/.test(prev.text) &&
      /^\d{3}(\.\d{2})?\)?$/.test(text) &&
      w.x0 - prev.x1 >= 0 &&
      w.x0 - prev.x1 < printHeight &&
      Math.min(prev.y1, w.y1) - Math.max(prev.y0, w.y0) > 0.5 * Math.min(prev.y1 - prev.y0, w.y1 - w.y0)
    ) {
      out[out.length - 1] = {
        text: `${prev.text},${text}`,
        x0: prev.x0,
        y0: Math.min(prev.y0, w.y0),
        x1: w.x1,
        y1: Math.max(prev.y1, w.y1),
        confidence: Math.min(prev.confidence, w.confidence),
      };
      continue;
    }
    out.push(text === w.text ? w : { ...w, text });
  }
  return out;
}

/** The least confidence of a column's amount that replaces or adds to the page reading. */
const MIN_COLUMN_CONFIDENCE = 0.7;
/** ... that replaces a page reading of other digits (one that is not itself a well-formed amount). */
const MIN_CORRECTING_CONFIDENCE = 0.85;

/**
 * The page's words with a column's amounts in place. A column amount (read surely) is added where
 * the page has no word, and replaces the page's words on its place when they have its digits (the
 * separators restored, a number split in two joined) or are not a well-formed amount themselves
 * (letters, a lost comma beside a misread digit) and the column amount is read very surely. Where
 * both readings are well-formed amounts that differ, the page's stands.
 */
export function mergeColumnWords(
  pageWords: readonly OcrWord[],
  columnWords: readonly OcrWord[],
): { words: OcrWord[]; changed: number } {
  const removed = new Set<OcrWord>();
  const added: OcrWord[] = [];
  const digits = (s: string) => s.replace(/\D/g, '');
  for (const c of columnWords) {
    if (c.confidence < MIN_COLUMN_CONFIDENCE || !AMOUNT_RE.test(c.text) || digitCount(c.text) < 1) continue;
    const ch = c.y1 - c.y0;
    const hits = pageWords.filter((p) => {
      const iy = Math.min(p.y1, c.y1) - Math.max(p.y0, c.y0);
      const ix = Math.min(p.x1, c.x1) - Math.max(p.x0, c.x0);
      return ix > 0 && iy > 0.5 * Math.min(ch, p.y1 - p.y0);
    });
    const pageText = hits
      .sort((a, b) => a.x0 - b.x0)
      .map((p) => p.text)
      .join('');
    if (hits.length === 0) {
      added.push(c);
      continue;
    }
    if (hits.length === 1 && hits[0]!.text === c.text) continue;
    const sameDigits = digits(pageText) === digits(c.text);
    const pageWellFormed = hits.some((p) => WELL_FORMED_RE.test(p.text));
    // An amount under 1,000 has no separator to be well formed by; it corrects only a page reading
    // with letters in it ("88T" for 687), and only when read very surely.
    const smallOverLetters =
      /^\d{1,3}$/.test(c.text) && hits.some((p) => /[A-Za-z]/.test(p.text)) && c.confidence >= 0.9;
    const correcting =
      !pageWellFormed &&
      (WELL_FORMED_RE.test(c.text) || smallOverLetters) &&
      c.confidence >= MIN_CORRECTING_CONFIDENCE;
    // Only a reading with its separators replaces one of the same digits: "971827160" read in the
    // column does not take the dashes from the page's "971-82-7160".
    if (!(sameDigits && WELL_FORMED_RE.test(c.text)) && !correcting) continue;
    for (const p of hits) removed.add(p);
    added.push(c);
  }
  if (added.length === 0) return { words: [...pageWords], changed: 0 };
  return { words: [...pageWords.filter((p) => !removed.has(p)), ...added], changed: added.length };
}

/** Column crops are enlarged by this factor (a 1040's 9 pt amounts to about 50 px letters at 300 dpi). */
const COLUMN_FACTOR = 2;

/**
 * Every amount column of a ruled page read as a block of its own (tesseract's single-column mode)
 * and merged into the page reading (mergeColumnWords).
 */
export async function readAmountColumns(
  image: GrayImage,
  stats: { threshold: number; printHeight: number; vLines: readonly RuleLine[] },
  page: OcrResult,
  dpi: number,
  recognizeColumn: (crop: GrayImage, dpi: number) => Promise<OcrResult>,
): Promise<{ result: OcrResult; changed: number }> {
  if (stats.printHeight <= 0) return { result: page, changed: 0 };
  const bands = amountColumns(stats.vLines, page.words, image.width, dpi);
  let words: OcrWord[] = [...page.words];
  let changed = 0;
  const margin = Math.round(dpi / 10);
  for (const band of bands) {
    const crop = columnImage(image, stats.threshold, band, stats.printHeight, COLUMN_FACTOR, margin);
    const read = await recognizeColumn(crop, dpi * COLUMN_FACTOR);
    const x0 = Math.max(0, Math.round(band.x0) + 3);
    const y0 = Math.max(0, Math.round(band.y0));
    const placed = read.words.map((w) => ({
      ...w,
      x0: w.x0 / COLUMN_FACTOR - margin + x0,
      x1: w.x1 / COLUMN_FACTOR - margin + x0,
      y0: w.y0 / COLUMN_FACTOR - margin + y0,
      y1: w.y1 / COLUMN_FACTOR - margin + y0,
    }));
    const merged = mergeColumnWords(words, restoreThousands(placed, stats.printHeight));
    words = merged.words;
    changed += merged.changed;
  }
  if (changed === 0) return { result: page, changed: 0 };
  return {
    result: { ...page, words, meanConfidence: words.reduce((s, w) => s + w.confidence, 0) / words.length },
    changed,
  };
}
