// Box reasoning for printed forms (W-2, 1099, flattened 1040): a box has a caption, and its value
// sits after the caption on the same line or below it inside the box's horizontal span.
import { amountValue } from '../parse/amounts';
import { editDistance, findLabel, looksLikeCaption, normalizeLabel, type LabelHit } from '../parse/labels';
import { looksLikeStreet } from '../parse/fields';
import { textConfidence, type Cell, type Line } from '../parse/layout';
import { formAmount, withoutBoxRules } from './form-values';

export interface LabelCell {
  line: Line;
  cell: Cell;
  /** Index of the cell in its line. */
  cellIndex: number;
  /** Offset in cell.text where the caption ends. */
  end: number;
  score: number;
  /** Left edge of the caption itself when it starts inside a wider cell (captions printed touching). */
  x0?: number;
}

/**
 * Punctuation inside words becomes spaces, keeping the length (offsets stay valid), so "Form(s) W-2"
 * and "Third-party" split into the same words as their captions do once normalised.
 */
export function spaced(text: string): string {
  return text.replace(/[()\-–/'’]/g, ' ').replace(/(?<=[A-Za-z])\.(?=[A-Za-z])/g, ' ');
}

/**
 * OCR of small captions glues words together ("PAYERSTIN", "Federalincometaxwithheld"): compare
 * letters and digits only, allowing ~12% edits, and map the match back to the cell's text.
 */
export function compactHit(text: string, caption: string): LabelHit | null {
  const target = normalizeLabel(caption).replace(/ /g, '');
  if (target.length < 6) return null;
  const chars: { c: string; end: number }[] = [];
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++)
    if (/[a-z0-9]/.test(lower[i]!)) chars.push({ c: lower[i]!, end: i + 1 });
  const compact = chars.map((x) => x.c).join('');
  const max = Math.floor(target.length * 0.12);
  let best: LabelHit | null = null;
  for (let start = 0; start + target.length - max <= compact.length; start++) {
    for (const len of [target.length, target.length - 1, target.length + 1]) {
      if (len <= 0 || start + len > compact.length) continue;
      const d = editDistance(compact.slice(start, start + len), target, max);
      if (d > max) continue;
      const score = 0.9 * (1 - d / (target.length + 1));
      if (!best || score > best.score) {
        const startOffset = start === 0 ? 0 : chars[start - 1]!.end;
        best = { start: startOffset, end: chars[start + len - 1]!.end, score };
      }
    }
    if (best && best.score >= 0.9) break;
  }
  return best;
}

/** The best cell matching one of the captions (fuzzy, OCR tolerant), first occurrence wins among equals. */
export function findCaption(
  lines: Line[],
  captions: string[],
  minScore = 0.82,
  from = 0,
  to = Infinity,
  /** Cells that may hold the caption (e.g. not the employer's caption when the employee's is wanted). */
  cellFilter: (text: string) => boolean = () => true,
): LabelCell | null {
  let best: LabelCell | null = null;
  let bestRank = -Infinity;
  // OCR often drops the apostrophe: "PAYERS TIN", "Employees social security number".
  const withVariants = [...new Set(captions.flatMap((c) => [c, c.replace(/['’]s\b/g, 's')]))];
  for (const line of lines) {
    if (line.index < from || line.index >= to) continue;
    for (const [cellIndex, cell] of line.cells.entries()) {
      if (!cellFilter(cell.text)) continue;
      for (const caption of withVariants) {
        const hit = findLabel(spaced(cell.text), caption) ?? compactHit(cell.text, caption);
        if (!hit || hit.score < minScore) continue;
        // A numbered box caption ("1 Interest income") beats the same words in a title.
        const numbered =
          /^(?:box\s*)?\d{1,2}[a-h]?\s/i.test(cell.text.trim()) ||
          /^(?:box\s*)?\d{1,2}[a-h]?$/i.test(line.cells[cellIndex - 1]?.text.trim() ?? '');
        const rank = hit.score + (numbered ? 0.05 : 0);
        if (rank > bestRank) {
          // Only a caption glued after another caption starts inside its cell; a box number or
          // letter before it ("1 Wages…", "c Employer's…") is part of the same box.
          const before = cell.text.slice(0, hit.start);
          const x0 = /^\s*(?:box\s*)?(?:[a-z](?:\/[a-z])?)?\d{0,2}[a-h]?\s*$/i.test(before)
            ? cell.x0
            : cell.x0 + ((cell.x1 - cell.x0) * hit.start) / Math.max(1, cell.text.length);
          best = { line, cell, cellIndex, end: hit.end, score: hit.score, x0 };
          bestRank = rank;
        }
      }
    }
  }
  return best;
}

/** Right edge of a caption's box: the next caption cell on its line, else the page edge. */
export function boxRight(lc: LabelCell): number {
  // Values start a little left of the next box's caption (the caption is indented in its box).
  for (const c of lc.line.cells.slice(lc.cellIndex + 1))
    // A caption, or the next box's number with its letter alone ("12c": its caption is elsewhere).
    if (looksLikeCaption(c.text) || /[a-z]{3,}/i.test(c.text) || /^\d{1,2}[a-h]$/.test(c.text.trim()))
      return c.x0 - 6;
  return lc.line.pageWidth || Infinity;
}

export interface BoxValue {
  text: string;
  confidence: number;
  cells: Cell[];
}

export interface BoxOptions {
  /** Only below the caption (forms whose captions share a line with other captions). */
  belowOnly?: boolean;
  /** How far below the caption to look, in caption-line heights (default 3.2). */
  maxLinesBelow?: number;
  /** Accept a candidate text. */
  accept: (text: string) => boolean;
}

/**
 * The value of a box: after the caption in its own cell, in the cells right of it up to the next
 * caption, or in the first accepted cell below the caption inside the box's span.
 */
export function boxValue(lines: Line[], lc: LabelCell, options: BoxOptions): BoxValue | null {
  const rest = lc.cell.text
    .slice(lc.end)
    .replace(/^[\s:.\-–]+/, '')
    .trim();
  const conf = lc.score * lc.line.confidence;
  if (!options.belowOnly && rest && options.accept(rest))
    return { text: rest, confidence: conf, cells: [lc.cell] };
  const rightCells: Cell[] = [];
  const after = options.belowOnly ? [] : lc.line.cells.slice(lc.cellIndex + 1);
  for (const [i, c] of after.entries()) {
    // A speck OCR read far right of the caption ("Account number      4") is not the box's value.
    if (isOcrSpeck(c, after[i - 1] ?? lc.cell)) continue;
    // A blank marker printed beside the caption ("1b Qualified dividends   -"): the box is empty; the
    // value below belongs to another box.
    if (i === 0 && BLANK_MARK_RE.test(c.text.trim())) return null;
    if (looksLikeCaption(c.text)) break;
    // A bare box number before the next caption ("9  10 Dependent care benefits") ends the box.
    if (i === 0 && /^\d{1,2}[a-d]?$/.test(c.text.trim()) && /[A-Za-z]{3,}/.test(after[i + 1]?.text ?? ''))
      break;
    if (options.accept(c.text)) return { text: c.text, confidence: conf * 0.95, cells: [c] };
    if (/[A-Za-z]{2,}/.test(c.text)) break;
    rightCells.push(c);
  }
  // Comb fields print one character per box: the digits of an SSN or routing number as separate cells.
  const joinedRight = rightCells.map((c) => c.text).join('');
  if (rightCells.length > 1 && options.accept(joinedRight))
    return { text: joinedRight, confidence: conf * 0.9, cells: rightCells };
  const left = (lc.x0 ?? lc.cell.x0) - 6;
  let right = Math.max(boxRight(lc), lc.cell.x1);
  const h = lc.line.bottom - lc.line.top || 8;
  const maxDy = h * (options.maxLinesBelow ?? 3.2) + 4;
  for (const line of lines) {
    if (line.index <= lc.line.index || line.pageNumber !== lc.line.pageNumber) continue;
    if (line.top - lc.line.bottom > maxDy) break;
    const beside = besideColumn(
      line.cells.filter((c) => c.x0 >= left - 2 && c.x0 < right && (c.x0 + c.x1) / 2 < right + 4),
      lc,
    );
    right = Math.min(right, beside.right);
    const inBox = beside.cells;
    if (inBox.some((c) => looksLikeCaption(c.text))) break;
    // The next box's row of a list of boxes ("Box 4  Federal income tax withheld"): an empty box's
    // blank mark ("—") is often lost to OCR, and the value further down is another box's.
    if (/^box\s*\d{1,2}[a-z]?\b/i.test(line.cells[0]?.text.trim() ?? '')) break;
    // The next row of a Box / Description / Amount table: a bare box number left of the caption's
    // column, then the next box's words.
    if (
      /^\d{1,2}[a-z]?$/i.test(line.cells[0]?.text.trim() ?? '') &&
      line.cells[0]!.x1 <= lc.cell.x0 + 2 &&
      /[A-Za-z]{3,}/.test(line.cells[1]?.text ?? '')
    )
      break;
    // The next row of boxes: a bare box number ("9") on a line of captions.
    if (
      inBox.some((c) => /^\d{1,2}[a-d]?$/.test(c.text.trim())) &&
      line.cells.some((c) => looksLikeCaption(c.text))
    )
      break;
    for (const c of inBox)
      if (options.accept(c.text))
        return { text: c.text, confidence: conf * line.confidence * 0.92, cells: [c] };
    const joined = inBox.map((c) => c.text).join('');
    if (inBox.length > 1 && /^[\d\s-]+$/.test(joined) && options.accept(joined))
      return { text: joined, confidence: conf * line.confidence * 0.88, cells: inBox };
    // Comb boxes read cell by cell, a wall or speck between two boxes read as "[" or "." (the
    // caller's accept decides what such a run may be).
    const combed = inBox.map((c) => c.text).join(' ');
    if (inBox.length > 1 && /^[\d\s.,[\]{}()|-]+$/.test(combed) && options.accept(combed))
      return { text: combed, confidence: conf * line.confidence * 0.85, cells: inBox };
  }
  return null;
}

/**
 * The value of a box whose amount is printed above its caption (a tile: a large figure, its words
 * under it): the nearest accepted cell above the caption inside the caption's span, with no
 * caption between. The reading a parser offers beside boxValue's when the page may print its
 * amounts either way; the form's arithmetic chooses.
 */
export function boxValueAbove(lines: Line[], lc: LabelCell, options: BoxOptions): BoxValue | null {
  const left = (lc.x0 ?? lc.cell.x0) - 6;
  const right = Math.max(boxRight(lc), lc.cell.x1);
  const h = lc.line.bottom - lc.line.top || 8;
  const maxDy = h * (options.maxLinesBelow ?? 2.2) + 4;
  const conf = lc.score * lc.line.confidence;
  const above = lines.filter((l) => l.index < lc.line.index && l.pageNumber === lc.line.pageNumber);
  for (const line of above.reverse()) {
    if (lc.line.top - line.bottom > maxDy) break;
    const inBox = line.cells.filter((c) => c.x0 >= left - 2 && c.x0 < right && (c.x0 + c.x1) / 2 < right + 4);
    if (inBox.some((c) => looksLikeCaption(c.text) || /[A-Za-z]{3,}/.test(c.text))) break;
    for (const c of inBox)
      if (options.accept(c.text)) return { text: c.text, confidence: conf * line.confidence * 0.9, cells: [c] };
  }
  return null;
}

/**
 * Cells of a line below a caption, up to a caption of a box in another column: a form's two columns
 * of boxes need not share their rows ("XXX-XX-1787   3 Excess golden parachute payments" under
 * "RECIPIENT'S TIN"), so a caption that starts right of this caption's cell narrows the box instead
 * of ending it.
 */
function besideColumn(cells: Cell[], lc: LabelCell): { cells: Cell[]; right: number } {
  const k = cells.findIndex((c) => looksLikeCaption(c.text) && c.x0 > lc.cell.x1 + 4);
  return k < 0 ? { cells, right: Infinity } : { cells: cells.slice(0, k), right: cells[k]!.x0 - 6 };
}

/** An amount in a box (a bare year such as a form's "2024" is not one). */
export const isAmountText = (text: string): boolean => {
  const t = withoutBoxRules(text);
  return amountValue(t) !== null && /\d/.test(t) && !/^(?:19|20)\d{2}$/.test(t.trim());
};

/** An amount printed at the end of a caption's cell, with cents ("Medicare tax withheld 1,405.10"). */
const TRAILING_CENTS_RE = /(?:^|\s|[.:\u2026_])(\(?-?\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}\)?)$/;

export interface PageAmount {
  value: number;
  /** The confidence of the line it was read on. */
  confidence: number;
}

/**
 * Every money amount printed on the lines, each value once (its best read): a cell that is an
 * amount, or one printed with cents at the end of a caption's cell. Candidates for a search that
 * lets the form's own arithmetic say which amount fills a box (W-2 payroll-tax rates).
 */
export function pageAmounts(lines: Line[]): PageAmount[] {
  const best = new Map<number, number>();
  const note = (text: string, confidence: number) => {
    const value = formAmount(text);
    if (value === null || !Number.isFinite(value)) return;
    if ((best.get(value) ?? -1) < confidence) best.set(value, confidence);
  };
  for (const line of lines)
    for (const cell of line.cells) {
      const t = cell.text.trim();
      if (isAmountText(t)) note(t, line.confidence);
      else {
        const m = TRAILING_CENTS_RE.exec(t);
        if (m) note(m[1]!, line.confidence);
      }
    }
  return [...best].map(([value, confidence]) => ({ value, confidence }));
}

/** Lines of text inside a box, below its caption, until the next caption inside the span (address blocks). */
/**
 * A speck OCR read as a character or two ("Richard Hill      2"), far to the right of the box's text:
 * not part of a name or address. Text-layer cells (confidence 1) are never specks.
 */
function isOcrSpeck(cell: Cell, prev: Cell): boolean {
  const h = Math.max(...cell.items.map((i) => i.height), ...prev.items.map((i) => i.height)) || 8;
  return (
    cell.text.trim().length <= 2 && cell.items.every((i) => i.confidence < 1) && cell.x0 - prev.x1 > h * 4
  );
}

/**
 * Left edge of a caption's box. A box's value starts at the box's edge, left of its caption, which
 * is indented by the box letter ("c Employer's name…"); when OCR lost the letter, the caption starts
 * a letter's width right of the values under it.
 */
function boxLeft(lc: LabelCell, h: number): number {
  const x0 = lc.x0 ?? lc.cell.x0;
  const tagged = /^(?:box\s*)?(?:[a-f](?:\/[a-f])?|\d{1,2}[a-h]?)\s/i.test(lc.cell.text.trim());
  return x0 - (tagged || (lc.x0 !== undefined && lc.x0 > lc.cell.x0) ? 6 : Math.max(6, 1.4 * h));
}

/**
 * A cell cut at a box's right edge: print of the box beside it that ran into this box's words with
 * no cell gap (the copy of a form printed beside it: "8557 Highland Dr 8930 Maple St").
 */
function clipCell(cell: Cell, right: number): Cell {
  if (cell.x1 <= right + 2 || !Number.isFinite(right)) return cell;
  const items = cell.items.filter((i) => i.x < right);
  if (items.length === 0 || items.length === cell.items.length) return cell;
  return {
    text: items.map((i) => i.text.trim()).join(' '),
    x0: cell.x0,
    x1: Math.max(...items.map((i) => i.x + i.width)),
    items,
  };
}

/** A bare box number with the next box's caption after it on the line ("5 | Medicare wages…"). */
function nextBoxNumber(cell: Cell, line: Line): boolean {
  if (!/^\d{1,2}[a-d]?$/.test(cell.text.trim())) return false;
  const next = line.cells[line.cells.indexOf(cell) + 1];
  return next !== undefined && /^[A-Za-z]{3,}/.test(next.text.trim());
}

export function boxTextLines(
  lines: Line[],
  lc: LabelCell,
  options: { maxLines?: number; stopCaptions?: string[]; right?: number } = {},
): { text: string; confidence: number }[] {
  const maxLines = options.maxLines ?? 6;
  const stopCaptions = options.stopCaptions ?? [];
  const h = lc.line.bottom - lc.line.top || 8;
  const left = boxLeft(lc, h);
  let right = options.right ?? Math.max(boxRight(lc), lc.cell.x1);
  const out: { text: string; confidence: number }[] = [];
  let prevBottom = lc.line.bottom;
  for (const line of lines) {
    if (line.index <= lc.line.index || line.pageNumber !== lc.line.pageNumber) continue;
    if (line.top - prevBottom > h * 3 + 6 || out.length >= maxLines) break;
    const beside = besideColumn(
      line.cells.filter((c) => c.x0 >= left - 2 && c.x0 < right),
      lc,
    );
    right = Math.min(right, beside.right);
    const inBox = beside.cells
      .filter((c, i, all) => (i === 0 || !isOcrSpeck(c, all[i - 1]!)) && !nextBoxNumber(c, line))
      .map((c) => clipCell(c, right));
    // The next row of boxes: a caption starting left of the box and running into it ("16 State
    // wages, tips, etc. 17 State income tax" under a box 14 that starts at box 17's caption).
    if (
      inBox.length === 0 &&
      line.cells.some((c) => c.x0 < left - 2 && c.x1 > left + 4 && looksLikeCaption(c.text))
    )
      break;
    if (inBox.length === 0) continue;
    const text = inBox
      .map((c) => c.text)
      .join(' ')
      .trim();
    if (
      inBox.some((c) => looksLikeCaption(c.text)) ||
      stopCaptions.some((s) => (findLabel(text, s)?.score ?? 0) >= 0.82)
    )
      break;
    out.push({ text, confidence: lc.score * line.confidence });
    prevBottom = line.bottom;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Label/value forms: substitute forms, tax-software summaries and IRS transcripts print each
// value after its label ("Employer: Acme Corp", "Box 1  Wages, tips…  $40,189.33",
// "ADJUSTED GROSS INCOME: $55,000.00"), often two pairs to a line.

/** Words that start a form caption: a value printed close before one of them ends its cell. */
const CAPTION_START =
  /^(?:box|employee['’]?s?|employer['’]?s?|payer['’]?s?|recipient['’]?s?|control|account|your|spouse['’]?s?|home|city|routing)$/i;
/** A printed empty box ("-", "—", "N/A"). */
export const BLANK_MARK_RE = /^(?:-|–|—|n\/?a|none)$/i;

/** A box's number or letter ("1", "12a", "c", "e/f"), which its own caption follows. */
const BOX_TAG_RE = /^(?:box\s*)?(?:\d{1,2}[a-h]?|[a-f](?:\/[a-f])?)$/i;
/** A value that cannot start or continue a caption: money, a dashed id, a blank marker. */
const valueLike = (t: string) =>
  (/\d[.,]\d|\$\s?\d|\d-\d/.test(t) || BLANK_MARK_RE.test(t.trim())) && !BOX_TAG_RE.test(t.trim());

/**
 * Form lines: cells split once more where a value is followed, a little wider apart than words
 * are, by the next caption ("$40,189.33  Box 2 …", "Amanda Haddad  Employee's address"). Tight
 * two-column forms print a box's value and the next box's caption closer than a cell gap.
 */
export function formLines(lines: Line[]): Line[] {
  rejoinOcrWords(lines);
  for (const line of lines) {
    // Word spacing differs by font (Courier's space is over half a line height): a split needs a
    // gap clearly wider than this line's usual gap between words.
    const gaps = line.items
      .slice(1)
      .map((it, i) => it.x - (line.items[i]!.x + line.items[i]!.width))
      .filter((g) => g > 0)
      .sort((a, b) => a - b);
    const wordGap = gaps[Math.floor(gaps.length / 2)] ?? 0;
    const cells: Cell[] = [];
    for (const cell of line.cells) {
      const parts: Cell['items'][] = [[]];
      for (const it of cell.items) {
        const current = parts.at(-1)!;
        const prev = current.at(-1);
        if (prev) {
          const gap = it.x - (prev.x + prev.width);
          const h = Math.max(prev.height, it.height) || 8;
          const next = it.text.trim().replace(/[,:;.]$/, '');
          // A box number or letter starting the cell heads its own caption ("1 Wages", "c Employer's").
          const tagged =
            current.length === 1 && (BOX_TAG_RE.test(prev.text.trim()) || /^box$/i.test(prev.text.trim()));
          if (
            gap > h * 0.55 &&
            !tagged &&
            (valueLike(prev.text) || (CAPTION_START.test(next) && gap > wordGap * 1.3)) &&
            /^[A-Za-z]/.test(next)
          ) {
            parts.push([it]);
            continue;
          }
        }
        current.push(it);
      }
      if (parts.length === 1) {
        cells.push(cell);
        continue;
      }
      for (const items of parts) {
        const x0 = Math.min(...items.map((i) => i.x));
        const x1 = Math.max(...items.map((i) => i.x + i.width));
        cells.push({ text: items.map((i) => i.text.trim()).join(' '), x0, x1, items });
      }
    }
    line.cells = cells;
  }
  return lines;
}

/**
 * OCR word boxes hug the ink: a word's height is its letters' (x-height to cap height, about 0.7 of
 * the type size a text layer reports) and the gap between two words includes both side bearings.
 * In a wide-spaced (monospace) font a plain word space then exceeds the lines' cell gap (0.9 of the
 * word height) and every word becomes a cell of its own ("PAYER'S | name, | street"). The page's
 * usual word gap (the lower third of its gaps, relative to word height) is the spacing of its font:
 * OCR lines are cut again into cells only where a gap is clearly wider than that (1.6 times).
 * Text-layer lines (confidence 1) are left as they are.
 */
function rejoinOcrWords(lines: Line[]): void {
  const byPage = new Map<number, Line[]>();
  for (const l of lines)
    if (l.confidence < 1) byPage.set(l.pageNumber, [...(byPage.get(l.pageNumber) ?? []), l]);
  for (const pageLines of byPage.values()) {
    const ratios: number[] = [];
    for (const l of pageLines) {
      const h = wordHeight(l);
      for (let i = 1; i < l.items.length; i++) {
        const gap = l.items[i]!.x - (l.items[i - 1]!.x + l.items[i - 1]!.width);
        if (gap > 0) ratios.push(gap / h);
      }
    }
    if (ratios.length < 8) continue;
    ratios.sort((a, b) => a - b);
    const wordGap = ratios[Math.floor(ratios.length / 3)]!;
    for (const l of pageLines) {
      const h = wordHeight(l);
      const limit = Math.max(0.9, wordGap * 1.6) * h;
      if (limit <= 0.9 * h) continue;
      const cells: Cell[] = [];
      let current: Cell['items'] = [];
      let end = -Infinity;
      const flush = () => {
        if (current.length === 0) return;
        const x0 = Math.min(...current.map((i) => i.x));
        const x1 = Math.max(...current.map((i) => i.x + i.width));
        cells.push({ text: current.map((i) => i.text.trim()).join(' '), x0, x1, items: current });
      };
      for (const it of l.items) {
        if (!it.text.trim()) continue;
        if (current.length > 0 && it.x - end > limit) {
          flush();
          current = [];
        }
        current.push(it);
        end = Math.max(end, it.x + it.width);
      }
      flush();
      if (cells.length < l.cells.length) l.cells = cells;
    }
  }
}

function wordHeight(l: Line): number {
  const hs = l.items.map((i) => i.height).sort((a, b) => a - b);
  return hs[Math.floor(hs.length / 2)] || 10;
}

/** Qualifiers transcripts add to a label that do not change its meaning. */
const LABEL_QUALIFIERS = /\b(?:per computer|per return|per tp|taxpayer figures|tp figures|amount)\b/g;

/** A label as compared: box/line number and letter prefixes, punctuation and qualifiers removed. */
export function labelKey(text: string): string {
  const t = text
    .trim()
    .replace(/:\s*$/, '')
    .replace(/^(?:box|line)\s*\d{1,2}[a-h]?\b\.?\s*/i, '')
    .replace(/^\d{1,2}[a-h]?\s+(?=[A-Za-z])/, '')
    .replace(/^[a-f](?:\/[a-f])?\s+(?=[A-Za-z])/, '');
  return normalizeLabel(spaced(t)).replace(LABEL_QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
}

export interface Labelled {
  /** The value's text; '' for a printed blank ("-", "N/A"). */
  value: string;
  confidence: number;
  line: Line;
  /** The value followed the label's colon or dot leaders (not merely the next cell). */
  viaColon: boolean;
}

/** A label lookup over a lexicon: the field whose label is the text as a whole, exactly or within ~10% edits. */
export function labelMatcher(
  lexicon: Record<string, string[]>,
): (text: string) => { field: string; score: number } | null {
  const keys: { field: string; key: string }[] = [];
  for (const [field, labels] of Object.entries(lexicon))
    for (const l of labels) keys.push({ field, key: labelKey(l) });
  return (text: string): { field: string; score: number } | null => {
    const k = labelKey(text);
    if (k.length < 2) return null;
    let best: { field: string; score: number } | null = null;
    for (const e of keys) {
      let score = 0;
      if (e.key === k) score = 1;
      else if (k.length >= 8 && Math.abs(e.key.length - k.length) <= Math.floor(e.key.length * 0.1)) {
        const d = editDistance(k, e.key, Math.floor(e.key.length * 0.1));
        if (d <= Math.floor(e.key.length * 0.1)) score = 1 - d / (e.key.length + 1);
      }
      if (score > (best?.score ?? 0)) best = { field: e.field, score };
    }
    return best;
  };
}

/**
 * One label lookup for label/value forms: `lexicon` maps each field to the labels it is printed
 * under; a label matches only as a whole (after `labelKey`), exactly or within ~10% edits, so
 * "Total income" never matches "Total income tax". The value is the rest of the label's cell after
 * a colon, else the next cell unless that cell is itself a label. First occurrence wins.
 */
export function readLabelled(lines: Line[], lexicon: Record<string, string[]>): Map<string, Labelled> {
  const match = labelMatcher(lexicon);
  const out = new Map<string, Labelled>();
  for (const line of lines) {
    const cells = line.cells.flatMap((c) => splitTrailingLabel(c, match));
    for (let i = 0; i < cells.length; i++) {
      const text = cells[i]!.text.trim();
      // "Label: value", or "LABEL ........ $1.00" (dot leaders).
      const colon = text.match(/^([^:]{2,80}?):\s*(.*)$/) ?? text.match(/^(.{2,80}?)\s*[.·…_]{3,}\s*(.*)$/);
      let hit = colon ? match(colon[1]!) : null;
      const colonHit = hit;
      let value: string | null = null;
      if (hit && colon) {
        value = colon[2]!.trim();
        // "Fatima Last name: Thompson": a second known "Label:" inside the value ends it, and
        // the rest is read as a cell of its own.
        const inner = [...value.matchAll(/:/g)]
          .map((m) => {
            const words = value!.slice(0, m.index).split(/\s+/);
            for (let w = 1; w < words.length; w++)
              if ((match(words.slice(w).join(' '))?.score ?? 0) >= 0.88)
                return value!.slice(0, m.index).lastIndexOf(words.slice(w).join(' '));
            return -1;
          })
          .find((at) => at > 0);
        if (inner !== undefined) {
          const rest = value.slice(inner);
          value = value.slice(0, inner).trim();
          cells.splice(i + 1, 0, { ...cells[i]!, text: rest });
        }
      }
      if (!hit) {
        hit = match(text);
        value = '';
      }
      // A label cut in two cells ("Federal withholding -" | "W-2 ....... 9,404.00"): the first
      // part says nothing alone; with the next cell's words before its colon or leaders it is
      // a whole label.
      if ((!hit || hit.score < 0.88) && !colon && /[A-Za-z]{2}/.test(text)) {
        const next = cells[i + 1]?.text.trim() ?? '';
        const tail = next.match(/^([^:]{1,40}?):\s*(.*)$/) ?? next.match(/^(.{1,40}?)\s*[.·…_]{3,}\s*(.*)$/);
        const joined = tail ? match(`${text} ${tail[1]!}`) : null;
        if (tail && joined && joined.score >= 0.88 && !match(tail[1]!)?.score) {
          hit = joined;
          value = tail[2]!.trim();
          i++;
          const v = value.trim();
          if (!out.has(hit.field) && v)
            out.set(hit.field, {
              viaColon: true,
              value: BLANK_MARK_RE.test(v) ? '' : v,
              confidence: hit.score * line.confidence * 0.9,
              line,
            });
          continue;
        }
      }
      if (!hit || hit.score < 0.88) continue;
      if (!value) {
        // Leaders' residue OCR read between the label and its amount ("Total income | FLEE, |
        // 118,165.00", "… deduction | i | 29,200.00"): cells read unsurely, or one lower-case
        // letter or a mark each, are passed over when an amount follows them.
        const junk = (t: string) => textConfidence(line, t) < 0.5 || /^(?:[a-z]|[^\w\s$]+)$/.test(t.trim());
        let j = i + 1;
        while (j < cells.length - 1 && junk(cells[j]!.text)) j++;
        if (j > i + 1 && isAmountText(cells[j]!.text) && textConfidence(line, cells[j]!.text) >= 0.5)
          i = j - 1;
        const next = cells[i + 1];
        if (
          next &&
          !BOX_TAG_RE.test(next.text.trim()) &&
          // The next box's numbered caption ("22 Subtract line 21 from line 18") is not a value; a
          // street with a short house number ("27 Chestnut Blvd Apt 27") is.
          (!/^(?:box|line)?\s*\d{1,2}[a-h]?\s+[A-Za-z]{2}/i.test(next.text.trim()) ||
            looksLikeStreet(next.text)) &&
          !match(next.text.trim().replace(/:.*$/, ''))?.score &&
          !startsWithLabel(next.text, match)
        ) {
          value = next.text.trim();
          i++;
        }
      }
      const v = (value ?? '').trim();
      // A caption with nothing after it (a table header, a row of captions) says nothing; a
      // printed blank marker does: that box is empty.
      if (out.has(hit.field) || (!v && !colon)) continue;
      out.set(hit.field, {
        viaColon: colon !== null && hit === colonHit,
        value: BLANK_MARK_RE.test(v) ? '' : v,
        // The value's own words, not a smudge or a leader's residue elsewhere on the line.
        confidence: hit.score * (v ? textConfidence(line, v) : line.confidence) * 0.92,
        line,
      });
    }
  }
  return out;
}

/**
 * Captions printed over their values or under them, with no colon or leaders between: a summary's
 * tiles (a small "Taxable income" over "$88,965.00", three to a row), its large figures with the
 * caption under them ("$10,813.00" over "Your federal refund"). A row of captions (a known label
 * in one cell at least, no amount) takes, for each label, the cell of the row just below it that
 * overlaps it horizontally and overlaps no other caption more; the row above only when the row
 * below gives the caption nothing and the row above is a figure printed larger than its caption and
 * no caption row's values. Rows must be close (a line's height apart at most), the value
 * row hold no label, and a value a digit: a heading under a caption is never its value.
 */
export function readStacked(lines: Line[], lexicon: Record<string, string[]>): Map<string, Labelled> {
  const match = labelMatcher(lexicon);
  const out = new Map<string, Labelled>();
  const isLabel = (text: string) => (match(text.trim().replace(/:$/, ''))?.score ?? 0) >= 0.88;
  const overlap = (a: Cell, b: Cell) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  for (const [i, line] of lines.entries()) {
    if (line.cells.some((c) => isAmountText(c.text) || /:\s*\S/.test(c.text))) continue;
    const labels = line.cells.filter((c) => isLabel(c.text));
    if (labels.length === 0) continue;
    const h = Math.max(6, line.bottom - line.top);
    const near = (other: Line | undefined, below: boolean): Line | null => {
      if (!other || other.pageNumber !== line.pageNumber) return null;
      const gap = below ? other.top - line.bottom : line.top - other.bottom;
      const oh = Math.max(6, other.bottom - other.top);
      if (gap > Math.max(h, oh) * 1.1) return null;
      if (other.cells.some((c) => isLabel(c.text))) return null;
      return other;
    };
    const take = (row: Line | null): boolean => {
      if (!row) return false;
      let took = false;
      for (const label of labels) {
        const cell = row.cells
          .filter((c) => /\d/.test(c.text) && overlap(c, label) > 0)
          .sort((a, b) => overlap(b, label) - overlap(a, label))[0];
        if (!cell) continue;
        // The value is this caption's and no other caption's of the row.
        if (line.cells.some((o) => o !== label && overlap(cell, o) > overlap(cell, label))) continue;
        const hit = match(label.text.trim().replace(/:$/, ''))!;
        took = true;
        if (out.has(hit.field)) continue;
        const v = cell.text.trim();
        out.set(hit.field, {
          viaColon: false,
          value: BLANK_MARK_RE.test(v) ? '' : v,
          confidence: hit.score * textConfidence(row, v) * 0.88,
          line: row,
        });
      }
      return took;
    };
    if (take(near(lines[i + 1], true))) continue;
    // Above: a large figure over its small caption, and not the values of a caption row over it.
    const above = near(lines[i - 1], false);
    const over = lines[i - 2];
    if (
      !above ||
      above.bottom - above.top < 1.6 * h ||
      (over &&
        over.pageNumber === line.pageNumber &&
        above.top - over.bottom < h &&
        over.cells.some((c) => isLabel(c.text)))
    )
      continue;
    take(above);
  }
  return out;
}

/**
 * A cell that starts with a known label of two words or more ("a Employee's social security
 * number b Employer …", the captions of a copy of the form printed beside it) is no value.
 */
function startsWithLabel(text: string, match: (t: string) => { score: number } | null): boolean {
  const words = text.trim().split(/\s+/);
  const from = BOX_TAG_RE.test(words[0] ?? '') ? 1 : 0;
  for (let n = 2; n <= 6 && from + n <= words.length; n++)
    if ((match(words.slice(0, from + n).join(' '))?.score ?? 0) >= 0.88) return true;
  return false;
}

/**
 * A value and the next pair's label printed no wider apart than words ("19 Hill Pl City, town,
 * state, ZIP" in a monospaced font, "Priya Lopez Employee's address7953 Oak Blvd"): split where a
 * run of two or more words starting with a capital is exactly a known label that ends the cell or
 * is followed by a value starting with a digit (printed apart or glued to the label's last word);
 * that value becomes a cell of its own. All-caps cells are left alone (transcript
 * labels nest: "TOTAL TAX …").
 */
function splitTrailingLabel(cell: Cell, match: (t: string) => { score: number } | null): Cell[] {
  const text = cell.text;
  // Two runs at least: a value and a label after it ("Carlos Walker" | "SSN"); a two-word label
  // after a value needs three.
  if (cell.items.length < 2 || text.includes(':') || text === text.toUpperCase()) return [cell];
  // A cell that is itself a whole label ("Spouse's SSN") is no value followed by a label ("SSN").
  if ((match(text)?.score ?? 0) >= 0.88) return [cell];
  const items = cell.items.flatMap(splitGluedValue);
  for (let j = 0; j < items.length; j++) {
    if (!/^[A-Z]/.test(items[j]!.text.trim())) continue;
    // One word is a label here only as an acronym ("SSN", "EIN", "AGI"): ordinary words end names.
    const acronym = /^[A-Z]{3,4}$/.test(items[j]!.text.trim()) && j > 0;
    for (let k = Math.min(items.length, j + 6); k >= j + (acronym ? 1 : 2); k--) {
      // The label ends the cell (not a cell that is only a label), or a value starting with a digit
      // follows it (an address, an amount).
      if (k === items.length ? j === 0 : !/^\d/.test(items[k]!.text.trim())) continue;
      const label = items
        .slice(j, k)
        .map((i) => i.text.trim())
        .join(' ');
      if ((match(label)?.score ?? 0) < 1) continue;
      const rest = k < items.length ? splitTrailingLabel(cellOf(items.slice(k)), match) : [];
      return [...(j > 0 ? [cellOf(items.slice(0, j))] : []), cellOf(items.slice(j, k)), ...rest];
    }
  }
  return [cell];
}

function cellOf(items: Cell['items']): Cell {
  return {
    text: items.map((i) => i.text.trim()).join(' '),
    x0: Math.min(...items.map((i) => i.x)),
    x1: Math.max(...items.map((i) => i.x + i.width)),
    items,
  };
}

/** "address7953": a caption word glued to the value after it, split at the letter-digit seam. */
function splitGluedValue(item: Cell['items'][number]): Cell['items'] {
  const m = item.text.match(/^(.*[a-z])(\d.*)$/);
  if (!m) return [item];
  const per = item.text.length > 0 ? item.width / item.text.length : 0;
  const head = m[1]!;
  return [
    { ...item, text: head, width: head.length * per },
    { ...item, text: m[2]!, x: item.x + head.length * per, width: m[2]!.length * per },
  ];
}
