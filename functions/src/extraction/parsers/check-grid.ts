// A "Checks paid" grid: cleared checks printed several to a line, each a check number, the date
// paid and the amount under a repeated "Check No. | Date | Amount" title ("*" after a number that
// breaks the sequence). The transaction table reader takes one row per line; here each group of
// three is a row of its own.
import { parseAmount, parseOcrMoney } from '../parse/amounts';
import { leadingDate, type ParseDateOptions } from '../parse/dates';
import type { Line } from '../parse/layout';
import type { TextItem } from '../types';

export interface CheckRow {
  number: string;
  date: string;
  amount: number;
  confidence: number;
  line: Line;
}

const NUMBER_TITLE = /^(check|chk|number|no\.?|#|num\.?)$/i;
const DATE_TITLE = /^(date|paid|posted)$/i;
const AMOUNT_TITLE = /^amount$/i;

/** The x ranges of a grid header's repeated groups, or null when the line is no such header. */
function groupsOf(line: Line): { x0: number; x1: number }[] | null {
  const words = [...line.items].sort((a, b) => a.x - b.x);
  const groups: { x0: number; x1: number }[] = [];
  let start: TextItem | null = null;
  let sawNumber = false;
  let sawDate = false;
  for (const w of words) {
    const t = w.text.trim();
    if (AMOUNT_TITLE.test(t)) {
      if (!start || !sawNumber || !sawDate) return null;
      groups.push({ x0: start.x, x1: w.x + w.width });
      start = null;
      sawNumber = sawDate = false;
      continue;
    }
    if (NUMBER_TITLE.test(t)) sawNumber = true;
    else if (DATE_TITLE.test(t)) sawDate = true;
    else return null;
    start ??= w;
  }
  return groups.length >= 2 && start === null ? groups : null;
}

/** One group's words: a check number, a date, an amount; null when they are not that. */
function entryOf(
  words: TextItem[],
  o: ParseDateOptions,
): { number: string; date: string; amount: number; confidence: number } | null {
  if (words.length < 3) return null;
  const number = /^(\d{2,8})\s*\*?$/.exec(words[0]!.text.trim());
  if (!number) return null;
  const rest = words
    .slice(1)
    .map((w) => w.text)
    .join(' ');
  const d = leadingDate(rest, o);
  if (!d || d.index !== 0) return null;
  const amountText = rest.slice(d.length).trim();
  const a = parseAmount(amountText) ?? parseOcrMoney(amountText);
  if (!a) return null;
  const confidence = Math.min(1, ...words.map((w) => w.confidence ?? 1)) * (d.yearInferred ? 0.95 : 1);
  return { number: number[1]!, date: d.iso, amount: Math.abs(a.value), confidence };
}

/**
 * Every cleared check of the document's check grids, in check-number order, and the lines they
 * (and their headers) take. A grid ends at the first line none of whose groups reads as a check;
 * a repeat of its header on a later page continues it.
 */
export function readCheckGrids(
  lines: Line[],
  o: ParseDateOptions,
): { rows: CheckRow[]; consumed: Set<number> } {
  const rows: CheckRow[] = [];
  const consumed = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const groups = groupsOf(lines[i]!);
    if (!groups) continue;
    consumed.add(lines[i]!.index);
    const bounds = groups.map((g, k) => ({
      x0: k === 0 ? -Infinity : g.x0 - 6,
      x1: k === groups.length - 1 ? Infinity : groups[k + 1]!.x0 - 6,
    }));
    let noiseSkipped = false;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      const found: CheckRow[] = [];
      for (const b of bounds) {
        const words = line.items
          .filter((w) => w.x + w.width / 2 >= b.x0 && w.x + w.width / 2 < b.x1)
          .sort((a, c) => a.x - c.x);
        const e = entryOf(words, o);
        if (e) found.push({ ...e, line });
      }
      if (found.length === 0) {
        // A scan's speck or bleed-through read as a few letters ("ARCS RNIN") between the grid's
        // lines is skipped once; anything with a figure in it ends the grid.
        if (!noiseSkipped && isNoiseLine(line)) {
          noiseSkipped = true;
          continue;
        }
        break;
      }
      noiseSkipped = false;
      rows.push(...found);
      consumed.add(line.index);
      i = j;
    }
  }
  rows.sort((a, b) => Number(a.number) - Number(b.number));
  return { rows, consumed };
}

/** A line of a few short letter runs and no figure: what a scan makes of specks, not print. */
function isNoiseLine(line: Line): boolean {
  const t = line.text.trim();
  return !/\d/.test(t) && t.length <= 24 && line.cells.every((c) => c.text.trim().length <= 8);
}

const BALANCE_TITLE = /^balance$/i;

/** A "Date | Balance | Date | Balance" header's group count (2 or more), else 0. */
function balanceGroupsOf(line: Line): number {
  const words = [...line.items].sort((a, b) => a.x - b.x).map((w) => w.text.trim());
  let groups = 0;
  let sawDate = false;
  for (const t of words) {
    if (BALANCE_TITLE.test(t)) {
      if (!sawDate) return 0;
      groups++;
      sawDate = false;
    } else if (/^(date|daily|ending|ledger)$/i.test(t)) sawDate ||= /^date$/i.test(t);
    else return 0;
  }
  return groups >= 2 && !sawDate ? groups : 0;
}

/**
 * The lines of daily-balance grids ("Date | Balance" printed two or more times across a line, then
 * lines of date and balance pairs): balances, never transactions.
 */
export function balanceGridLines(lines: Line[], o: ParseDateOptions): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (balanceGroupsOf(lines[i]!) === 0) continue;
    out.add(lines[i]!.index);
    let noiseSkipped = false;
    for (let j = i + 1; j < lines.length; j++) {
      // A currency code before each balance ("03/01/2024 USD 7,937.90") is not a word of a row.
      const t = lines[j]!.text.trim()
        .replace(/(^|\s)-?[A-Z]{3}(?=\s+-?\$?\d)/g, ' ')
        .trim();
      const d = leadingDate(t, o);
      // A scan may garble the dates and points ("02/042022 78141"): a line of figures only, still.
      const figures = t.split(/\s+/).length >= 2 && /^[\d/.,$()\s-]+$/.test(t);
      if (!figures && (!d || d.index !== 0 || !parseAmount(t.slice(d.length).trim().split(/\s+/)[0] ?? ''))) {
        if (!noiseSkipped && isNoiseLine(lines[j]!)) {
          noiseSkipped = true;
          continue;
        }
        break;
      }
      noiseSkipped = false;
      out.add(lines[j]!.index);
      i = j;
    }
  }
  return out;
}
