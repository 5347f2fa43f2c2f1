// Layout reasoning over positioned words: lines, cells, columns and tables that run across pages.
// Nothing here knows a particular bank or vendor; parsers combine these pieces with labels and
// arithmetic.
import type { DocumentText, PageText, TextItem } from '../types';
import { isMoneyToken } from './amounts';

/** A run of words on one line with no wide gap inside. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
  items: TextItem[];
}

export interface Line {
  pageNumber: number;
  /** Index of the line in reading order across the whole document. */
  index: number;
  top: number;
  bottom: number;
  x0: number;
  x1: number;
  /** Words joined by single spaces, left to right. */
  text: string;
  cells: Cell[];
  items: TextItem[];
  /**
   * Lowest word confidence on the line (OCR), 1 for a text layer. A value's own confidence is its
   * cell's (`cellConfidence`): this one is for what depends on the whole line.
   */
  confidence: number;
  pageHeight: number;
  pageWidth: number;
}

export interface LineOptions {
  /** A horizontal gap wider than this many line heights starts a new cell. Default 0.9. */
  cellGapFactor?: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * A cell's text and where each word sits in it: glyph runs that touch (kerning splits) are one
 * word, anything wider is a space; runs of white space become one.
 */
function layOutWords(items: TextItem[]): {
  text: string;
  spans: { item: TextItem; start: number; end: number }[];
} {
  let text = '';
  let prevEnd = -Infinity;
  let prevEndsWithSpace = false;
  const spans: { item: TextItem; start: number; end: number }[] = [];
  for (const item of items) {
    const word = item.text.replace(/\s+/g, ' ').trim();
    if (!word) {
      // A run of spaces still parts the words either side of it.
      if (item.text) [prevEnd, prevEndsWithSpace] = [item.x + item.width, true];
      continue;
    }
    const touching = item.x - prevEnd < Math.max(0.8, item.height * 0.12);
    if (text && (!touching || prevEndsWithSpace || /^\s/.test(item.text))) text += ' ';
    spans.push({ item, start: text.length, end: text.length + word.length });
    text += word;
    prevEnd = item.x + item.width;
    prevEndsWithSpace = /\s$/.test(item.text);
  }
  return { text, spans };
}

/** Splits a line's words (sorted by x) into cells wherever the gap exceeds `gap` points. */
export function splitCells(items: TextItem[], gap: number): Cell[] {
  const cells: Cell[] = [];
  let current: TextItem[] = [];
  let currentEnd = -Infinity;
  for (const it of items) {
    if (!it.text.trim()) continue;
    if (current.length > 0 && it.x - currentEnd > gap) {
      cells.push(makeCell(current));
      current = [];
    }
    current.push(it);
    currentEnd = Math.max(currentEnd, it.x + it.width);
  }
  if (current.length > 0) cells.push(makeCell(current));
  return cells.flatMap((c) => (isAmountRun(c.items) ? c.items.map((i) => makeCell([i])) : [c]));
}

/** An amount as a column prints it: with cents or with thousands groups ("1,234.56", "(1,234)", "$88.10"). */
const COLUMN_AMOUNT = /^[-(]?[$€£]?(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})\)?-?$/;

/**
 * Words that are each a whole amount ("19923.40 16970.58 10116.87"): columns a scan's narrow
 * gutters ran into one cell. Each is a cell of its own, as the columns print them.
 */
function isAmountRun(items: TextItem[]): boolean {
  return items.length >= 2 && items.every((i) => COLUMN_AMOUNT.test(i.text.trim()));
}

/**
 * The lowest OCR confidence among the words of `cell` that print its text from character `from` up
 * to `to` (the whole cell by default): a value's confidence is that of its own words, not of a
 * garbled caption or a leader residue beside it on the line. 1 for a text layer; the whole cell's
 * lowest when no word falls in the span.
 */
export function cellConfidence(cell: Cell, from = 0, to = Infinity): number {
  const { spans } = layOutWords(cell.items);
  if (spans.length === 0) return 1;
  const inSpan = spans.filter((s) => s.start < to && s.end > from);
  return Math.min(...(inSpan.length > 0 ? inSpan : spans).map((s) => s.item.confidence));
}

/**
 * The lowest OCR confidence of the words that print `raw` in the line's text (its first occurrence
 * from character `from` of `line.text` on): for a value a parser finds in the line's text rather
 * than in a cell ("1a Total amount from Form(s) W-2 . . . 1a 52,000"). The line's confidence when
 * `raw` is not in its text.
 */
export function textConfidence(line: Line, raw: string, from = 0): number {
  const at = raw ? line.text.indexOf(raw, from) : -1;
  if (at < 0) return line.confidence;
  const end = at + raw.length;
  let start = 0;
  let lowest = Infinity;
  for (const cell of line.cells) {
    const cellEnd = start + cell.text.length;
    if (start < end && cellEnd > at)
      lowest = Math.min(lowest, cellConfidence(cell, Math.max(0, at - start), end - start));
    start = cellEnd + 1;
  }
  return Number.isFinite(lowest) ? lowest : line.confidence;
}

function makeCell(items: TextItem[]): Cell {
  const x0 = Math.min(...items.map((i) => i.x));
  const x1 = Math.max(...items.map((i) => i.x + i.width));
  return { text: layOutWords(items).text, x0, x1, items };
}

/**
 * Groups a page's words into lines: words whose vertical extents overlap by more than half the
 * smaller height share a line. Lines come back top to bottom, words left to right.
 */
export function pageLines(page: PageText, options: LineOptions = {}): Line[] {
  const factor = options.cellGapFactor ?? 0.9;
  const items = page.items
    .filter((i) => i.text.trim() !== '' && i.height > 0)
    // OCR reads specks and rules as ":", "|", "~~": words without a letter or digit are noise.
    // A printed dash (a range's "-", a zero's "—") is kept: flat, and read at any confidence
    // (tesseract is seldom sure of an em dash), or "January - December 2025" loses its range.
    .filter(
      (i) =>
        page.source !== 'ocr' ||
        isPrintedDash(i) ||
        (/[\p{L}\p{N}&$#%@€£]/u.test(i.text) && !(i.confidence < 0.35 && i.text.trim().length <= 3)),
    )
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const groups: { top: number; bottom: number; items: TextItem[] }[] = [];
  for (const it of items) {
    const top = it.y;
    const bottom = it.y + it.height;
    let best: (typeof groups)[number] | null = null;
    let bestOverlap = 0;
    // Only the last few groups can overlap because items are sorted by their centre.
    for (let g = groups.length - 1; g >= 0 && g >= groups.length - 4; g--) {
      const grp = groups[g]!;
      const overlap = Math.min(bottom, grp.bottom) - Math.max(top, grp.top);
      const minH = Math.min(it.height, grp.bottom - grp.top);
      if (overlap > minH * 0.5 && overlap > bestOverlap) {
        best = grp;
        bestOverlap = overlap;
      }
    }
    if (best) {
      best.items.push(it);
      // Keep the line box from growing into the next line through one tall glyph.
      best.top = Math.min(best.top, top);
      best.bottom = Math.max(best.bottom, bottom);
    } else {
      groups.push({ top, bottom, items: [it] });
    }
  }
  const sortedGroups = groups
    .flatMap(splitBridgedGroup)
    .sort((a, b) => a.top - b.top)
    .map((g) => ({ ...g, items: [...g.items].sort((a, b) => a.x - b.x) }));
  const gapFactor = page.source === 'ocr' ? Math.max(factor, 1.6 * usualWordGap(sortedGroups)) : factor;
  return sortedGroups.map((g) => {
    const sorted = g.items;
    const h = median(sorted.map((i) => i.height)) || 10;
    const cells = splitCells(sorted, h * gapFactor);
    return {
      pageNumber: page.pageNumber,
      index: 0,
      top: g.top,
      bottom: g.bottom,
      x0: cells[0]?.x0 ?? 0,
      x1: cells.at(-1)?.x1 ?? 0,
      text: cells.map((c) => c.text).join(' '),
      cells,
      items: sorted,
      confidence: Math.min(...sorted.map((i) => i.confidence)),
      pageHeight: page.height,
      pageWidth: page.width,
    };
  });
}

/**
 * The page's usual gap between two words, in word heights (the lower third of its gaps). OCR word
 * boxes hug the ink (about 0.7 of the type size a text layer reports), so in a wide-spaced
 * (monospace) font a plain word space exceeds the 0.9-height cell gap and every word became a cell
 * of its own ("MATTHEW | LEE | Emp | #: | E16736"); OCR lines are cut into cells only where a gap is
 * clearly (1.6 times) wider than the page's word spacing. 0 when the page has too few gaps to tell.
 */
function usualWordGap(groups: readonly { items: TextItem[] }[]): number {
  const ratios: number[] = [];
  for (const g of groups) {
    const h = median(g.items.map((i) => i.height)) || 10;
    for (let i = 1; i < g.items.length; i++) {
      const gap = g.items[i]!.x - (g.items[i - 1]!.x + g.items[i - 1]!.width);
      if (gap > 0) ratios.push(gap / h);
    }
  }
  if (ratios.length < 8) return 0;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 3)]!;
}

/** An OCR word that is one to three dashes, flat (wider than high) and no longer than a word. */
function isPrintedDash(i: TextItem): boolean {
  return /^[-–—]{1,3}$/.test(i.text.trim()) && i.height > 0 && i.width >= i.height && i.width <= 24;
}

type LineGroup = { top: number; bottom: number; items: TextItem[] };

/**
 * A tall word (a heading in a large font) beside two or more lines of small text overlaps each of
 * them and would join them into one line, interleaving their words ("Copperfield4947 Park
 * RdEngineering LLC"). When the smaller words of a group form separate rows, each row is a line of
 * its own and the tall words another.
 */
function splitBridgedGroup(g: LineGroup): LineGroup[] {
  if (g.items.length < 3) return [g];
  // Only a heading in a much larger type (not a form's values beside their captions).
  const maxH = Math.max(...g.items.map((i) => i.height));
  const small = g.items.filter((i) => i.height <= maxH * 0.55);
  const tall = g.items.filter((i) => i.height > maxH * 0.55);
  if (tall.length === 0 || small.length < 2) return [g];
  const rows: LineGroup[] = [];
  for (const it of [...small].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2))) {
    const row = rows.find((r) => {
      const overlap = Math.min(it.y + it.height, r.bottom) - Math.max(it.y, r.top);
      return overlap > Math.min(it.height, r.bottom - r.top) * 0.5;
    });
    if (row) {
      row.items.push(it);
      row.top = Math.min(row.top, it.y);
      row.bottom = Math.max(row.bottom, it.y + it.height);
    } else rows.push({ top: it.y, bottom: it.y + it.height, items: [it] });
  }
  if (rows.length < 2) return [g];
  // A word OCR read too tall ("Washington" boxed over two lines as "Wahi", 18 pt high), doubted and
  // lying among one row's words while it spans two rows, is that row's misread word, not a heading:
  // it goes to the row it overlaps most.
  const spans = (it: TextItem, r: LineGroup) => Math.min(it.y + it.height, r.bottom) - Math.max(it.y, r.top);
  const glued = tall.filter((it) => {
    if (it.confidence >= 0.9 || rows.filter((r) => spans(it, r) > 0).length < 2) return false;
    const host = rows.find((r) => {
      const xs = r.items.map((i) => i.x);
      return it.x > Math.min(...xs) && it.x + it.width < Math.max(...r.items.map((i) => i.x + i.width));
    });
    if (!host) return false;
    const best = [...rows].sort((a, b) => spans(it, b) - spans(it, a))[0]!;
    best.items.push(it);
    return true;
  });
  const heading = tall.filter((it) => !glued.includes(it));
  // A stacked block (an address beside a letterhead): the small rows start at one left edge and
  // lie clear of the tall words. Captions spread over a form's boxes are left alone.
  // Right-aligned rows (a statement's period and account lines beside the issuer's name) align on
  // their right edge instead.
  const lefts = rows.map((r) => Math.min(...r.items.map((i) => i.x)));
  const rights = rows.map((r) => Math.max(...r.items.map((i) => i.x + i.width)));
  const aligned = (xs: number[]) => Math.max(...xs) - Math.min(...xs) <= 3;
  const tallX0 = Math.min(...heading.map((i) => i.x));
  const tallX1 = Math.max(...heading.map((i) => i.x + i.width));
  const clear = small.every((i) => i.x >= tallX1 || i.x + i.width <= tallX0);
  // Right-aligned rows count only as phrases (one run of words each), not a table's figures.
  const phrases = rows.every((r) => {
    const xs = [...r.items].sort((a, b) => a.x - b.x);
    return xs.every((it, k) => k === 0 || it.x - (xs[k - 1]!.x + xs[k - 1]!.width) < it.height * 1.5);
  });
  if (!(aligned(lefts) || (aligned(rights) && phrases)) || !clear) return [g];
  if (heading.length === 0) return rows;
  const tallGroup: LineGroup = {
    top: Math.min(...heading.map((i) => i.y)),
    bottom: Math.max(...heading.map((i) => i.y + i.height)),
    items: heading,
  };
  return [tallGroup, ...rows];
}

/** Text shape used to compare lines across pages: digits collapse so "Page 1 of 3" ≈ "Page 2 of 3". */
export function lineShape(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

const DATE_ONLY =
  /^([a-z]{3,9}\.?,?\s+)?([a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[a-z]{3,9}\.?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?|\d{4}-\d{2}-\d{2})$/i;

/**
 * Lines that are page furniture: in the top or bottom 12% of a page and repeated (same shape)
 * on an earlier page, plus "Page n of m" lines anywhere. The first copy stays, so a letterhead
 * (bank name) or a table header printed on every page is still read once.
 */
export function repeatedFurniture(pages: Line[][]): Set<Line> {
  const furniture = new Set<Line>();
  const inMargin = (l: Line) => l.top < l.pageHeight * 0.12 || l.bottom > l.pageHeight * 0.88;
  const seen = new Set<string>();
  for (const lines of pages) {
    const onThisPage = new Set<string>();
    for (const l of lines) {
      if (/^page\s*\d+\s*(of|\/)\s*\d+$/i.test(l.text.trim())) {
        furniture.add(l);
        continue;
      }
      if (!inMargin(l)) continue;
      // A line with an amount in cents is compared as printed: a transaction row at the top of a
      // page ("05/08 OLIVE GARDEN #5524 55.54") has the shape of another at the foot of the page
      // before it once its digits collapse, but it is no repeat of it.
      // A line that is only a date (a day's heading over an e-statement's rows: "Dec 22, 2025" at the
      // foot of one page, "Dec 23, 2025" at the top of the next) is compared as printed too.
      const shape =
        /\d\.\d{2}\b/.test(l.text) || DATE_ONLY.test(l.text.trim())
          ? l.text.toLowerCase().replace(/\s+/g, ' ').trim()
          : lineShape(l.text);
      if (seen.has(shape)) furniture.add(l);
      onThisPage.add(shape);
    }
    for (const s of onThisPage) seen.add(s);
  }
  return furniture;
}

export interface DocumentLinesOptions extends LineOptions {
  /** Keep repeated headers/footers (default false: they are removed). */
  keepFurniture?: boolean;
}

/** All lines of a document in reading order, pages concatenated, repeated page furniture removed. */
export function documentLines(doc: DocumentText, options: DocumentLinesOptions = {}): Line[] {
  const pages = doc.pages.map((p) => pageLines(p, options));
  const furniture = options.keepFurniture ? new Set<Line>() : repeatedFurniture(pages);
  const out: Line[] = [];
  for (const lines of pages) {
    for (const l of lines) {
      if (furniture.has(l)) continue;
      l.index = out.length;
      out.push(l);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Columns and tables

export interface Column {
  /** Caller's name for the column, e.g. 'date', 'description', 'debit'. */
  key: string;
  x0: number;
  x1: number;
  /** The header text that defined the column, if any. */
  header?: string;
  /** Numbers in the column align on their right edge. */
  numeric?: boolean;
}

export interface HeaderSpec {
  key: string;
  /** Normalised header words that name this column, e.g. ['withdrawal', 'debit']. */
  patterns: RegExp[];
  numeric?: boolean;
}

export interface HeaderMatch {
  line: Line;
  columns: Column[];
}

/**
 * Matches a header row: each cell (or a word run inside a cell) matched by one spec becomes a
 * column. Returns null unless at least `minColumns` distinct specs matched.
 */
export function matchHeaderLine(line: Line, specs: HeaderSpec[], minColumns = 2): HeaderMatch | null {
  const columns: Column[] = [];
  const used = new Set<string>();
  const take = (seg: Cell): boolean => {
    const text = seg.text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9%/# ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const spec = specs.find((s) => !used.has(s.key) && s.patterns.some((p) => p.test(text)));
    if (!spec) return false;
    used.add(spec.key);
    columns.push({ key: spec.key, x0: seg.x0, x1: seg.x1, header: seg.text, numeric: spec.numeric });
    return true;
  };
  for (const cell of line.cells) {
    // A multi-word title ("Transaction Date") matches as a whole; otherwise the cell may hold
    // several titles separated by single spaces ("Date Description"), tried as runs of words, the
    // longest first: "LN ITEM NO." holds "Item No." (the item's number), not "Item" (its name).
    if (take(cell) || cell.items.length <= 1) continue;
    const items = cell.items;
    for (let i = 0; i < items.length;) {
      let j = items.length;
      while (j > i + 1 && !take(makeCell(items.slice(i, j)))) j--;
      if (j === i + 1) take(makeCell([items[i]!]));
      i = j;
    }
  }
  if (used.size < minColumns) return null;
  return { line, columns: columns.sort((a, b) => a.x0 - b.x0) };
}

/**
 * Assigns each cell of a row to a column: by the largest horizontal overlap with the column's
 * header span widened to its neighbours, numeric cells preferring the column whose right edge is
 * nearest (numbers are right-aligned under their titles).
 */
export function assignCells(cells: Cell[], columns: Column[]): Map<string, Cell[]> {
  const out = new Map<string, Cell[]>();
  if (columns.length === 0) return out;
  const sorted = [...columns].sort((a, b) => a.x0 - b.x0);
  const bounds = sorted.map((c, i) => {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    return {
      col: c,
      left: prev ? (prev.x1 + c.x0) / 2 : -Infinity,
      right: next ? (c.x1 + next.x0) / 2 : Infinity,
    };
  });
  for (const cell of cells) {
    let chosen: Column | null = null;
    const inside = bounds.filter((b) => cell.x1 > b.left && cell.x0 < b.right);
    if (isMoneyToken(cell.text)) {
      // An amount under a text column (e.g. a discount under "Disc.% Taxes") stays there; else the
      // numeric column whose title edge is nearest (right-aligned amounts end near the title's
      // right edge, left-aligned ones start near its left edge).
      const numericInside = inside.filter((b) => b.col.numeric);
      const pool =
        numericInside.length > 0
          ? numericInside
          : inside.length === 1 &&
              bounds.some((b) => b.col.numeric) &&
              !inside[0]!.col.numeric &&
              overlapsTitle(cell, inside[0]!.col)
            ? inside
            : bounds.filter((b) => b.col.numeric).length > 0
              ? bounds.filter((b) => b.col.numeric)
              : bounds;
      // Right edges first: an amount whose left edge happens to meet the next title's left edge
      // (a wide title overhanging its column) is still under the title its right edge meets.
      let bestD = Infinity;
      for (const b of pool) {
        const d = Math.min(Math.abs(cell.x1 - b.col.x1), Math.abs(cell.x0 - b.col.x0) + 2);
        if (d < bestD) {
          bestD = d;
          chosen = b.col;
        }
      }
    } else {
      let bestOverlap = -Infinity;
      for (const b of inside.length > 0 ? inside : bounds) {
        const overlap = Math.min(cell.x1, b.right) - Math.max(cell.x0, b.left);
        if (overlap > bestOverlap) {
          bestOverlap = overlap;
          chosen = b.col;
        }
      }
    }
    if (!chosen) continue;
    const list = out.get(chosen.key) ?? [];
    list.push(cell);
    out.set(chosen.key, list);
  }
  return out;
}

/**
 * Cells that run across the left edge of a left-aligned text column (a description printed up to
 * a category: "DELTA AIR LINES ATLANTA GA Travel"), split where a word starts at that edge with a
 * gap before it. Words inside one text item are placed by their share of its characters.
 */
export function splitAtColumnStarts(cells: Cell[], columns: Column[], tolerance = 3): Cell[] {
  const starts = columns.filter((c) => !c.numeric).map((c) => c.x0);
  return cells.flatMap((cell) => {
    const edges = starts.filter((x) => x > cell.x0 + tolerance && x < cell.x1);
    if (edges.length === 0) return [cell];
    const words: TextItem[] = [];
    for (const it of cell.items) {
      const per = it.text.length > 0 ? it.width / it.text.length : 0;
      for (const m of it.text.matchAll(/\S+/g))
        words.push({ ...it, text: m[0], x: it.x + m.index * per, width: m[0].length * per });
    }
    const groups: TextItem[][] = [];
    for (const [i, w] of words.entries()) {
      const prev = words[i - 1];
      const cut =
        prev !== undefined &&
        edges.some((x) => Math.abs(w.x - x) <= tolerance && prev.x + prev.width < x - 1);
      if (cut || groups.length === 0) groups.push([w]);
      else groups.at(-1)!.push(w);
    }
    return groups.length > 1 ? groups.map((g) => makeCell(g)) : [cell];
  });
}

function overlapsTitle(cell: Cell, col: Column): boolean {
  return cell.x1 > col.x0 && cell.x0 < col.x1;
}

/**
 * Right-edge clusters of money cells: columns of right-aligned numbers when a table has no
 * usable header. Returns clusters with at least `minRows` members, left to right.
 */
export function numericColumns(lines: Line[], minRows = 3, tolerance = 6): Column[] {
  const edges: { x0: number; x1: number }[] = [];
  for (const l of lines)
    for (const c of l.cells) if (isMoneyToken(c.text)) edges.push({ x0: c.x0, x1: c.x1 });
  edges.sort((a, b) => a.x1 - b.x1);
  const clusters: { x0: number; x1: number; n: number; sum: number }[] = [];
  for (const e of edges) {
    const last = clusters.at(-1);
    if (last && e.x1 - last.sum / last.n <= tolerance) {
      last.n++;
      last.sum += e.x1;
      last.x0 = Math.min(last.x0, e.x0);
      last.x1 = Math.max(last.x1, e.x1);
    } else {
      clusters.push({ x0: e.x0, x1: e.x1, n: 1, sum: e.x1 });
    }
  }
  return clusters
    .filter((c) => c.n >= minRows)
    .map((c, i) => ({ key: `num${i}`, x0: c.x0, x1: c.x1, numeric: true }));
}

export interface TableRow {
  /** The line that starts the row. */
  line: Line;
  /** Continuation lines joined into it (multi-line descriptions). */
  continuation: Line[];
  /** Cell text per column key, continuation text appended with a space. */
  values: Record<string, string>;
}

export interface TableOptions {
  /** True for a line that starts a new row (e.g. it begins with a date). */
  isRowStart: (line: Line, cols: Map<string, Cell[]>) => boolean;
  /** True for a line that ends the table (e.g. a closing total or a new section title). */
  isEnd?: (line: Line) => boolean;
  /** Column that collects continuation text. Default 'description'. */
  continuationKey?: string;
  /** Max vertical gap (in line heights) between a row and its continuation line. Default 1.6. */
  maxContinuationGap?: number;
}

/**
 * Reads the rows of a table whose header was matched: lines after the header until `isEnd`.
 * A repeat of the header (next page) is skipped, so the table continues across pages; lines
 * that do not start a row and hold only text under the continuation column extend the previous
 * row's description.
 */
export function readTable(lines: Line[], header: HeaderMatch, options: TableOptions): TableRow[] {
  const contKey = options.continuationKey ?? 'description';
  const maxGap = options.maxContinuationGap ?? 1.6;
  const headerShape = lineShape(header.line.text);
  const rows: TableRow[] = [];
  let prevLine: Line | null = null;
  for (let i = header.line.index + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.index <= header.line.index) continue;
    if (lineShape(line.text) === headerShape) {
      prevLine = null;
      continue;
    }
    if (options.isEnd?.(line)) break;
    const cols = assignCells(line.cells, header.columns);
    if (options.isRowStart(line, cols)) {
      const values: Record<string, string> = {};
      for (const [k, cells] of cols) values[k] = cells.map((c) => c.text).join(' ');
      rows.push({ line, continuation: [], values });
      prevLine = line;
      continue;
    }
    const last = rows.at(-1);
    const keys = [...cols.keys()];
    const onlyText =
      keys.length > 0 && keys.every((k) => k === contKey || !cols.get(k)!.some((c) => isMoneyToken(c.text)));
    const height = line.bottom - line.top || 10;
    const close =
      prevLine !== null &&
      line.pageNumber === prevLine.pageNumber &&
      line.top - prevLine.bottom < height * maxGap;
    if (last && onlyText && close && keys.includes(contKey)) {
      const extra = cols
        .get(contKey)!
        .map((c) => c.text)
        .join(' ');
      last.values[contKey] = [last.values[contKey], extra].filter(Boolean).join(' ');
      last.continuation.push(line);
      prevLine = line;
    } else {
      prevLine = null;
    }
  }
  return rows;
}

/** Concatenated text of the lines between two line indexes (exclusive end). */
export function textBetween(lines: Line[], from: number, to: number): string {
  return lines
    .filter((l) => l.index >= from && l.index < to)
    .map((l) => l.text)
    .join('\n');
}
