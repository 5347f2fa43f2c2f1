// Second look at amounts OCR read without their separators: a decimal point or a thousands comma
// is a few pixels of ink that a page-sized reading of a noisy scan drops ("26968406" for
// 269,684.06, "9325693" for 93,256.93) or misplaces ("1.64876"). Each such word is cut out of the
// cleaned page, enlarged and read on its own; the new reading replaces the old one only when it is
// a well-formed amount with the same digits (only separators restored), so an account number, a
// ZIP code or a reference stays as it was unless its own pixels show the separators. A date read
// without its slashes ("092222") is re-read the same way and kept only as a date of the same digits.
import type { GrayImage, OcrResult, OcrWord } from './ocr';

/** Digits only, five or more (an amount with its cents' point and commas lost), or badly separated. */
export function suspectAmount(text: string): boolean {
  const t = text.replace(/^[($-]+|[)]+$/g, '').replace(/^\$/, '');
  if (/^\d{5,}$/.test(t)) return true;
  // A "$" before digits without a point: a statement's amount with its cents' point lost ("$4385").
  if (/^[(-]*\$\d{3,}\)?$/.test(text)) return true;
  // A date that kept one of its two separators ("05/1525" for 05/15/25).
  if (lostDateSeparator(t)) return true;
  // Digits with separators in places no amount has them: a point followed by 3+ digits, a comma
  // group that is not three digits.
  if (/^[\d.,]+$/.test(t) && (t.match(/\d/g) ?? []).length >= 4 && /[.,]\d/.test(t)) return !wellFormed(t);
  return false;
}

/** "05/1525", "0515/25": a date's six or eight digits with one of its two slashes (or dashes) left. */
function lostDateSeparator(t: string): boolean {
  const m = /^(\d+)([/-])(\d+)$/.exec(t);
  if (!m) return false;
  // A month and year ("12/2025") or a fiscal year ("2024/25") is whole as it is.
  if (/^(19|20)\d\d$/.test(m[3]!) && m[1]!.length <= 2) return false;
  if (/^(19|20)\d\d$/.test(m[1]!) && m[3]!.length <= 2) return false;
  const n = m[1]!.length + m[3]!.length;
  return (
    (n === 6 || n === 8) && m[1]!.length >= 1 && m[3]!.length >= 2 && (m[1]!.length >= 3 || m[3]!.length >= 3)
  );
}

/** A numeric date with its separators: "09/22/22", "10-01-2024", "1.10.22". */
const DATE_RE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/** "1,234.56", "234.56", "(1,234.56)", "-$1,234.56": a money amount with its cents. */
function wellFormed(text: string): boolean {
  return /^\d{1,3}(,\d{3})*\.\d{2}$/.test(text);
}

/**
 * The re-read word, when it is an amount (with cents, commas in place) whose digits are the first
 * reading's: only separators were restored. Signs and parentheses come from the re-read.
 */
export function acceptReread(original: string, reread: string, confidence = 1): string | null {
  // A date whose slashes were lost ("092222" for 09/22/22) has the same digits with its separators.
  if ((/^\d{6}$|^\d{8}$/.test(original) || lostDateSeparator(original)) && DATE_RE.test(reread))
    return reread.replace(/\D/g, '') === original.replace(/\D/g, '') ? reread : null;
  const bare = reread.replace(/^\(?-?\$?/, '').replace(/\)$/, '');
  const digits = (s: string) => s.replace(/\D/g, '');
  // A whole-dollar amount with its thousands commas (a form's "152,981" read "152981" or "7.152"):
  // only the same digits, the commas being what the enlarged crop shows.
  if (/^\d{1,3}(,\d{3})+$/.test(bare) && !/\.\d{2}$/.test(original))
    return digits(bare) === digits(original) ? reread : null;
  if (!wellFormed(bare)) return null;
  const [a, b] = [digits(bare), digits(original)];
  // The same digits; or, where the first reading's separators were misplaced (not merely lost) and
  // the second reading is sure, one digit read differently ("(1.64876)" for (7,648.76)).
  const misplaced = /[.,]/.test(original) && confidence >= 0.85;
  const differing = a.length === b.length ? [...a].filter((d, i) => d !== b[i]).length : Infinity;
  if (!(differing === 0 || (misplaced && differing === 1))) return null;
  // The sign marks of whichever reading has them (a small "(" or "-" is lost as easily as a point).
  const lead = (s: string) => /^[(\-$]+/.exec(s)?.[0] ?? '';
  const trail = (s: string) => (s.endsWith(')') ? ')' : '');
  return (lead(reread) || lead(original)) + bare + (trail(reread) || trail(original));
}

/** The paper around a crop: a tenth of an inch. */
function paperMargin(dpi: number): number {
  return Math.round(dpi / 10);
}

/**
 * A piece of the page enlarged by `factor` on a margin of paper: tesseract reads
 * a lone word best with room around it. Bilinear for a word whose separators matter, nearest for a
 * piece of print to be read at all.
 */
function cropOnPaper(
  image: GrayImage,
  piece: { x0: number; y0: number; cw: number; ch: number },
  factor: number,
  dpi: number,
  sampling: 'bilinear' | 'nearest',
): GrayImage {
  const { x0, y0, cw, ch } = piece;
  const margin = paperMargin(dpi);
  const width = Math.round(cw * factor) + 2 * margin;
  const height = Math.round(ch * factor) + 2 * margin;
  const data = new Uint8Array(width * height).fill(255);
  const p = (yy: number, xx: number) => image.data[(y0 + yy) * image.width + x0 + xx]!;
  for (let y = 0; y < height - 2 * margin; y++) {
    const sy = Math.min(ch - 1, y / factor);
    const yi = Math.floor(sy);
    const fy = sy - yi;
    const yj = Math.min(ch - 1, yi + 1);
    for (let x = 0; x < width - 2 * margin; x++) {
      const sx = Math.min(cw - 1, x / factor);
      const xi = Math.floor(sx);
      const at = (y + margin) * width + x + margin;
      if (sampling === 'nearest') {
        data[at] = p(yi, xi);
        continue;
      }
      const fx = sx - xi;
      const xj = Math.min(cw - 1, xi + 1);
      data[at] = Math.round(
        p(yi, xi) * (1 - fx) * (1 - fy) +
          p(yi, xj) * fx * (1 - fy) +
          p(yj, xi) * (1 - fx) * fy +
          p(yj, xj) * fx * fy,
      );
    }
  }
  return { width, height, data };
}

/** The least confidence of a re-read that only restores separators (decision 187; was 0.5). */
const MIN_REREAD_CONFIDENCE = 0.25;

/** Re-reads are costly; a page with more suspects than this is not a table of amounts gone wrong. */
const MAX_REREADS = 24;

export async function rereadAmounts(
  image: GrayImage,
  page: OcrResult,
  dpi: number,
  recognize: (crop: GrayImage, dpi: number) => Promise<OcrResult>,
): Promise<{ result: OcrResult; repaired: number }> {
  const suspects = page.words.filter((w) => suspectAmount(w.text));
  if (suspects.length === 0 || suspects.length > MAX_REREADS) return { result: page, repaired: 0 };
  const factor = 2.5;
  const words: OcrWord[] = [...page.words];
  let repaired = 0;
  for (const w of suspects) {
    const h = w.y1 - w.y0;
    const padX = Math.round(Math.max(h, dpi / 25));
    const padY = Math.round(Math.max(h * 0.4, dpi / 50));
    const x0 = Math.max(0, w.x0 - padX);
    const x1 = Math.min(image.width, w.x1 + padX);
    const y0 = Math.max(0, w.y0 - padY);
    const y1 = Math.min(image.height, w.y1 + padY);
    const cw = x1 - x0;
    const ch = y1 - y0;
    if (cw < 4 || ch < 4) continue;
    const r = await recognize(cropOnPaper(image, { x0, y0, cw, ch }, factor, dpi, 'bilinear'), dpi * factor);
    // The crop may hold a neighbour's words too (a word box OCR stretched across the line): the
    // one reading that is this amount with its separators is taken, and only when it is the only one.
    // Only separators may change (same digits, a well-formed amount or date), so an unsure reading
    // of the enlarged crop ("$520.46" at 0.30 for "$52046") is still taken; noise (under 0.25) is not.
    const candidates = r.words
      .filter((x) => x.confidence >= MIN_REREAD_CONFIDENCE)
      .map((x) => acceptReread(w.text, x.text, x.confidence))
      .filter((x): x is string => x !== null);
    if (candidates.length !== 1 || candidates[0] === w.text) continue;
    const text = candidates[0]!;
    const i = words.indexOf(w);
    words[i] = { ...w, text };
    repaired++;
  }
  return { result: repaired ? { ...page, words } : page, repaired };
}

export interface InkRegion {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Print that the page reading left out: runs of ink (after cleaning) that no OCR word covers, of the
 * print's height and at least two letters wide. Tesseract's layout analysis drops a word now and
 * then, most often a value alone in a box beside a tinted or shaded one (a 1040's "139,718" in the
 * amount column, the line number beside it); the words around it are read, so the loss is
 * silent. The ink is looked at on a grid of about a third of the print's height; a run is the
 * grid's ink joined across gaps narrower than a letter, and it counts when it is 0.6-3 print
 * heights high and not a solid block (a shaded box, a filled square).
 */
export function missedInk(
  image: GrayImage,
  threshold: number,
  words: readonly Pick<OcrWord, 'x0' | 'y0' | 'x1' | 'y1'>[],
  printHeight: number,
): InkRegion[] {
  if (printHeight <= 0) return [];
  const s = Math.max(2, Math.round(printHeight / 3));
  const gw = Math.ceil(image.width / s);
  const gh = Math.ceil(image.height / s);
  const ink = new Uint8Array(gw * gh);
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    const g = Math.floor(y / s) * gw;
    for (let x = 0; x < image.width; x++)
      if (image.data[row + x]! <= threshold) ink[g + Math.floor(x / s)] = 1;
  }
  // What the page reading covers, a little wider than its word boxes (they hug the ink).
  const pad = Math.round(printHeight * 0.3);
  for (const w of words) {
    const gx0 = Math.max(0, Math.floor((w.x0 - pad) / s));
    const gx1 = Math.min(gw - 1, Math.floor((w.x1 + pad) / s));
    const gy0 = Math.max(0, Math.floor((w.y0 - pad) / s));
    const gy1 = Math.min(gh - 1, Math.floor((w.y1 + pad) / s));
    for (let gy = gy0; gy <= gy1; gy++) ink.fill(0, gy * gw + gx0, gy * gw + gx1 + 1);
  }
  // Letters of one word or number are joined across gaps under a letter's width.
  const join = Math.max(1, Math.round((0.8 * printHeight) / s));
  const run = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    let last = -Infinity;
    for (let gx = 0; gx < gw; gx++) {
      if (!ink[gy * gw + gx]) continue;
      if (gx - last <= join) run.fill(1, gy * gw + last, gy * gw + gx + 1);
      run[gy * gw + gx] = 1;
      last = gx;
    }
  }
  const seen = new Uint8Array(gw * gh);
  const out: InkRegion[] = [];
  const stack: number[] = [];
  for (let start = 0; start < run.length; start++) {
    if (!run[start] || seen[start]) continue;
    stack.length = 0;
    stack.push(start);
    seen[start] = 1;
    let [x0, y0, x1, y1] = [gw, gh, -1, -1];
    let inkCells = 0;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % gw;
      const y = (p - x) / gw;
      if (ink[p]) inkCells++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [x > 0 ? p - 1 : -1, x < gw - 1 ? p + 1 : -1, p - gw, p + gw]) {
        if (q < 0 || q >= run.length || !run[q] || seen[q]) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    const w = (x1 - x0 + 1) * s;
    const h = (y1 - y0 + 1) * s;
    if (h < 0.6 * printHeight || h > 3 * printHeight || w < 1.2 * printHeight) continue;
    if (inkCells > 0.85 * (x1 - x0 + 1) * (y1 - y0 + 1)) continue;
    out.push({
      x0: x0 * s,
      y0: y0 * s,
      x1: Math.min(image.width, (x1 + 1) * s),
      y1: Math.min(image.height, (y1 + 1) * s),
    });
  }
  return out;
}

/** The share of the smaller of two boxes that they have in common. */
function overlapShare(a: InkRegion, b: InkRegion): number {
  const ix = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const iy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ix <= 0 || iy <= 0) return 0;
  const area = (w: InkRegion) => Math.max(1, (w.x1 - w.x0) * (w.y1 - w.y0));
  return (ix * iy) / Math.min(area(a), area(b));
}

/** More missed runs than this: the page reading failed broadly (a photo, a stamp), not a word here and there. */
const MAX_MISSED = 40;
/** At most this many unsure words are read again (the widest first). */
const MAX_UNSURE = 40;

/**
 * Words the page reading made of print it could not read: under 0.5 confidence, at least the
 * print's height and two letters wide ("TL" at 0.16 for a 1040's "139,718" beside a tinted box),
 * with at most one digit. Leader dots, specks and rule residue are smaller and are not taken.
 */
export function unsureWords(words: readonly OcrWord[], printHeight: number): OcrWord[] {
  if (printHeight <= 0) return [];
  return words
    .filter(
      (w) =>
        w.confidence < 0.5 &&
        // An unsure amount or number is kept as read (its separators get their own re-read): a
        // second reading of its crop may drop a digit ("4084" for 44,084).
        (w.text.match(/\d/g) ?? []).length < 2 &&
        w.y1 - w.y0 >= 0.6 * printHeight &&
        w.y1 - w.y0 <= 3 * printHeight &&
        w.x1 - w.x0 >= 1.5 * printHeight,
    )
    .sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))
    .slice(0, MAX_UNSURE);
}

/**
 * Print the page reading left out (missedInk) or could not read (unsureWords), each piece read
 * again on its own from an enlarged crop on a margin of paper. A word of the second reading is
 * taken when it is read surely and is a value or a line number (has a digit), or a word of three
 * letters or more read very surely: a smudge or an empty check box read as "O" or "[J" is not. An
 * unsure word is replaced only when its crop gave such a word, and kept otherwise.
 */
export async function readMissedInk(
  image: GrayImage,
  threshold: number,
  page: OcrResult,
  printHeight: number,
  dpi: number,
  recognize: (crop: GrayImage, dpi: number) => Promise<OcrResult>,
): Promise<{ result: OcrResult; added: number }> {
  const missed = missedInk(image, threshold, page.words, printHeight);
  const regions: { box: InkRegion; replaces?: OcrWord }[] = [
    ...(missed.length <= MAX_MISSED ? missed.map((box) => ({ box })) : []),
    ...unsureWords(page.words, printHeight).map((w) => ({ box: w, replaces: w })),
  ];
  if (regions.length === 0) return { result: page, added: 0 };
  const factor = Math.max(1, Math.min(2.5, 34 / printHeight));
  const margin = paperMargin(dpi);
  const added: OcrWord[] = [];
  const replaced = new Set<OcrWord>();
  for (const { box: r, replaces } of regions) {
    const pad = Math.round(printHeight * 0.25);
    const x0 = Math.max(0, Math.round(r.x0) - pad);
    const y0 = Math.max(0, Math.round(r.y0) - pad);
    const cw = Math.min(image.width, Math.round(r.x1) + pad) - x0;
    const ch = Math.min(image.height, Math.round(r.y1) + pad) - y0;
    if (cw < 4 || ch < 4) continue;
    const read = await recognize(
      cropOnPaper(image, { x0, y0, cw, ch }, factor, dpi, 'nearest'),
      dpi * factor,
    );
    const sure = read.words.filter((w) =>
      /\d/.test(w.text) ? w.confidence >= 0.6 : /[A-Za-z]{3}/.test(w.text) && w.confidence >= 0.8,
    );
    // In page pixels; only words whose centre is inside the piece itself and that do not overlap a
    // word of the page reading (the crop's margin may hold a neighbour's letters: "1z" re-read as
    // "1zAdd" beside the page's "Add").
    const placed = sure
      .map((w) => ({
        ...w,
        x0: (w.x0 - margin) / factor + x0,
        x1: (w.x1 - margin) / factor + x0,
        y0: (w.y0 - margin) / factor + y0,
        y1: (w.y1 - margin) / factor + y0,
      }))
      .filter((w) => {
        const cx = (w.x0 + w.x1) / 2;
        const cy = (w.y0 + w.y1) / 2;
        if (cx < r.x0 || cx > r.x1 || cy < r.y0 || cy > r.y1) return false;
        return !page.words.some((o) => o !== replaces && overlapShare(w, o) > 0.2);
      });
    if (placed.length === 0) continue;
    if (replaces) replaced.add(replaces);
    added.push(...placed);
  }
  if (added.length === 0) return { result: page, added: 0 };
  const words = [...page.words.filter((w) => !replaced.has(w)), ...added];
  return {
    result: { ...page, words, meanConfidence: words.reduce((s, w) => s + w.confidence, 0) / words.length },
    added: added.length,
  };
}
