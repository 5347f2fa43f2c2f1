// Generic reading of dated transaction tables (bank and card statements): find header rows by
// their titles, read the rows under them across pages, and never take totals or balance lines
// as transactions. Direction (credit/debit) is left to the caller, who knows the document type.
import { isMoneyToken, parseAmount, parseOcrMoney, type ParsedAmount } from './amounts';
import {
  findDateRange,
  findDates,
  leadingDate,
  parseDate,
  type DatePeriod,
  type ParseDateOptions,
} from './dates';
import { findLabeledValue, normalizeLabel } from './labels';
import {
  assignCells,
  matchHeaderLine,
  numericColumns,
  type Cell,
  type Column,
  type HeaderMatch,
  type HeaderSpec,
  type Line,
} from './layout';

export const TRANSACTION_HEADER_SPECS: HeaderSpec[] = [
  {
    key: 'postDate',
    patterns: [/^(post(ing|ed)?|value|settle(ment)?|process(ed|ing)?|book(ing)?) ?date$/, /^posted$/],
  },
  // "Transaction" titles the date column when it comes first ("Transaction | Posted | Details") and
  // the description otherwise ("Date | Transaction | Amount"): the first unused spec wins.
  {
    key: 'date',
    patterns: [
      /^((trans(action)?|txn|tran|trade|sale|purchase) ?)?date$/,
      /^date$/,
      /^trans$/,
      /^transaction$/,
    ],
  },
  {
    key: 'description',
    patterns: [
      /^(transaction )?(description|details|particulars|narrative|narration|memo)( of transaction)?$/,
      /^(transaction|activity|merchant( name)?|payee|reference|transaction details|merchant description)$/,
    ],
  },
  {
    key: 'debit',
    patterns: [
      /^(debits?|withdrawals?|withdrawn|money out|paid out|dr|out|charges?|debit amount|withdrawal amount|amount debited|payments? out|subtractions)( \w{1,3})?$/,
      /^(withdrawals?|debits?) ?\/ ?(subtractions|debits|charges)$/,
    ],
    numeric: true,
  },
  {
    key: 'credit',
    patterns: [
      /^(credits?|deposits?|money in|paid in|cr|in|credit amount|deposit amount|amount credited|receipts?|additions)( \w{1,3})?$/,
      /^(deposits?|credits?) ?\/ ?(additions|credits)$/,
    ],
    numeric: true,
  },
  { key: 'balance', patterns: [/^(running |ledger |available )?balance\b/, /balance$/], numeric: true },
  { key: 'type', patterns: [/^(type|cr ?\/ ?dr|dr ?\/ ?cr|tran type|transaction type|txn type)$/] },
  { key: 'category', patterns: [/^(category|spend category|merchant category)$/] },
  { key: 'amount', patterns: [/^(transaction )?(amount|amt|value)\b/], numeric: true },
];

// A row whose description says these is a summary line, never a transaction.
const BALANCE_LINE = new RegExp(
  [
    '\\b(opening|closing|beginning|ending|previous|prior|new|starting|statement|last (month|statement) ?s?|current|daily|total|available|ledger) balance\\b',
    '\\bbalance (brought |carried )?forward\\b',
    '\\b(brought|carried) forward\\b',
    '\\bbalance (b|c) f\\b',
    '^balance$',
    '\\bbalance (as of|on|at)\\b',
  ].join('|'),
);
// Whole-line matches only, so a merchant such as "TOTAL WINE & MORE" stays a transaction.
const TOTAL_LINE =
  /^(sub ?totals?|totals?|grand total|total (of )?((debits?|credits?|deposits?|withdrawals?|fees?|interest|purchases?|payments?|charges?|checks?|amount|activity|transactions?|additions|subtractions)\b.*|for\b.*|this (period|month|cycle).*|new .*|due\b.*))( [a-z]{3})?$/;
/** True for balance-forward, opening/closing balance and total/subtotal lines. */
export function isSummaryText(description: string): boolean {
  const t = normalizeLabel(description);
  return BALANCE_LINE.test(t) || TOTAL_LINE.test(t);
}

export interface RawTransaction {
  date: string | null;
  postDate: string | null;
  description: string;
  /** The description's cells as printed (merchant name, city, country…), continuation lines last. */
  parts: string[];
  /** Money cells by column key: debit, credit, amount, balance (or num0… without a header). */
  amounts: Record<string, ParsedAmount>;
  /** Lines that make the row (first is the row start). */
  lines: Line[];
  /** 0-1: lower when the date was carried from the row above or inferred without a year. */
  confidence: number;
  /** The row's date was carried from the row above (statements print a date once per day). */
  dateCarried: boolean;
  /** Text of a type column (CR/DR, Purchase/Payment), if the table has one. */
  type: string | null;
  /** Text of a category column, if the table has one. */
  category: string | null;
  /** Normalised title of the section the row sits in ("deposits and additions", "purchases"). */
  section: string | null;
}

const SECTION_TITLE =
  /^(deposits?|credits?|additions|money in|paid in|deposits and (other )?(credits|additions)|other credits|electronic deposits|payments( and (other )?credits)?|payments credits|payments and other credits|withdrawals?|debits?|subtractions|money out|paid out|withdrawals and (other )?(debits|subtractions)|other debits|checks( paid)?|electronic withdrawals|atm and debit card withdrawals|card purchases|purchases( and (other )?(charges|debits|adjustments))?|fees( charged)?|interest( charged)?|cash advances?|other transactions|transactions)$/;

/** True for a section title line such as "DEPOSITS AND ADDITIONS" or "PURCHASES". */
export function sectionTitleOf(text: string): string | null {
  const t = normalizeLabel(text)
    .replace(/\bcontinued\b/, '')
    .trim();
  return SECTION_TITLE.test(t) ? t : null;
}

/** Direction a section title implies, from the account holder's side. */
export function sectionDirection(section: string | null): 'credit' | 'debit' | null {
  if (!section) return null;
  if (
    /^(deposits?|credits?|additions|money in|paid in|deposits and|other credits|electronic deposits|payments( and| credits|$))/.test(
      section,
    )
  )
    return 'credit';
  if (
    /^(withdrawals?|debits?|subtractions|money out|paid out|other debits|checks|electronic withdrawals|atm|card purchases|purchases|fees|interest|cash advance)/.test(
      section,
    )
  )
    return 'debit';
  return null;
}

export interface SummaryLine {
  description: string;
  amount: ParsedAmount;
  line: Line;
}

export interface TransactionTable {
  rows: RawTransaction[];
  /** Balance-forward/total lines seen inside tables (useful for opening balances and totals). */
  summaries: SummaryLine[];
  /** The column layout used (header columns, or numeric clusters without a header). */
  columns: Column[];
  headerLines: Line[];
  /** Indexes of lines consumed by tables (header, rows, continuation, summaries). */
  consumed: Set<number>;
}

export interface ReadTransactionsOptions {
  dates: ParseDateOptions;
  /** Lines without a row-start date that end a table when this many occur in a row. Default 8. */
  maxGapLines?: number;
}

function dateCells(
  cells: Cell[],
  o: ParseDateOptions,
): { date: string | null; postDate: string | null; used: Set<Cell>; inferred: boolean } {
  // Up to two dates at the start of a row: transaction date then posting date.
  const used = new Set<Cell>();
  const dates: string[] = [];
  let inferred = false;
  for (const cell of cells) {
    let rest = cell.text;
    let consumedAll = false;
    while (dates.length < 2) {
      const m = leadingDate(rest, o);
      if (!m) break;
      dates.push(m.iso);
      inferred ||= m.yearInferred;
      rest = rest.slice(m.index + m.length).trim();
      if (!rest) {
        consumedAll = true;
        break;
      }
    }
    if (consumedAll) {
      used.add(cell);
      continue;
    }
    if (rest !== cell.text) {
      // The cell held a date then text ("02/07 PAYMENT"): keep the text as a synthetic cell.
      used.add(cell);
      const synthetic: Cell = { ...cell, text: rest };
      cells.splice(cells.indexOf(cell) + 1, 0, synthetic);
    }
    break;
  }
  return { date: dates[0] ?? null, postDate: dates[1] ?? null, used, inferred };
}

function isTableHeader(line: Line): HeaderMatch | null {
  const m = matchHeaderLine(line, TRANSACTION_HEADER_SPECS, 2);
  if (!m) return null;
  const keys = new Set(m.columns.map((c) => c.key));
  const hasDate = keys.has('date') || keys.has('postDate');
  const hasMoney = keys.has('amount') || keys.has('debit') || keys.has('credit') || keys.has('balance');
  return hasDate && hasMoney ? m : null;
}

/** Reads every transaction table in the document (or date-led rows when no header is found). */
export function readTransactions(lines: Line[], options: ReadTransactionsOptions): TransactionTable {
  const headers: HeaderMatch[] = [];
  for (const l of lines) {
    const h = isTableHeader(l);
    if (h) headers.push(h);
  }
  const consumed = new Set<number>();
  const rows: RawTransaction[] = [];
  const summaries: SummaryLine[] = [];
  const maxGap = options.maxGapLines ?? 8;

  const segments: { start: number; end: number; columns: Column[]; section: string | null }[] = [];
  if (headers.length > 0) {
    headers.forEach((h, i) => {
      const next = headers[i + 1];
      let section: string | null = null;
      for (let k = h.line.index - 1; k >= Math.max(0, h.line.index - 3) && !section; k--)
        section = sectionTitleOf(lines[k]!.text);
      segments.push({
        start: h.line.index + 1,
        end: next ? next.line.index : lines.length,
        columns: h.columns,
        section,
      });
      consumed.add(h.line.index);
    });
  } else {
    const numeric = numericColumns(
      lines.filter((l) => leadingDate(l.text, options.dates)),
      2,
    );
    const first = lines.find((l) => leadingDate(l.text, options.dates));
    if (numeric.length > 0 && first) {
      segments.push({
        start: first.index,
        end: lines.length,
        columns: [{ key: 'description', x0: first.x0, x1: numeric[0]!.x0 - 1 }, ...numeric],
        section: null,
      });
    }
  }

  for (const seg of segments) {
    let last: RawTransaction | null = null;
    let gap = 0;
    let section = seg.section;
    const numericKeys = new Set(seg.columns.filter((c) => c.numeric).map((c) => c.key));
    const descColumn = seg.columns.find((c) => c.key === 'description');
    for (let i = seg.start; i < seg.end; i++) {
      const line = lines[i]!;
      const cells = [...line.cells];
      const d = dateCells(cells, options.dates);
      const rest = cells.filter((c) => !d.used.has(c));
      const assigned = assignCells(rest, seg.columns);
      const money: Record<string, ParsedAmount> = {};
      const moneyCells = new Set<Cell>();
      for (const [key, list] of assigned) {
        if (!numericKeys.has(key)) continue;
        for (const c of list) {
          const a = cellAmount(c, line.confidence < 1);
          if (!a) continue;
          if (a) {
            money[key] = a;
            moneyCells.add(c);
          }
        }
      }
      const sideCells = new Set([...(assigned.get('type') ?? []), ...(assigned.get('category') ?? [])]);
      const typeText =
        (assigned.get('type') ?? [])
          .map((c) => c.text)
          .join(' ')
          .trim() || null;
      const categoryText =
        (assigned.get('category') ?? [])
          .map((c) => c.text)
          .join(' ')
          .trim() || null;
      let parts = rest
        .filter((c) => !moneyCells.has(c) && !sideCells.has(c))
        .map((c) => c.text.trim())
        .filter(Boolean);
      // A lone CR/DR marker before the description is a type, not text.
      let marker: string | null = null;
      const lead = parts[0]?.match(/^(CR|DR)\b\s*(.*)$/);
      if (lead && hasMoneyIn(money)) {
        marker = lead[1]!;
        parts = lead[2] ? [lead[2], ...parts.slice(1)] : parts.slice(1);
      }
      const description = parts.join(' ');
      const hasMoney = hasMoneyIn(money);
      if (!hasMoney && !d.date) {
        const title = sectionTitleOf(line.text);
        if (title) {
          section = title;
          last = null;
          consumed.add(line.index);
          continue;
        }
      }
      const height = line.bottom - line.top || 10;
      const closeToLast =
        last !== null &&
        last.lines.at(-1)!.pageNumber === line.pageNumber &&
        line.top - last.lines.at(-1)!.bottom < height * 1.6;

      if (hasMoney && isSummaryText(description)) {
        const firstMoney = Object.values(money)[0]!;
        summaries.push({ description, amount: money.balance ?? money.amount ?? firstMoney, line });
        consumed.add(line.index);
        last = null;
        gap = 0;
        continue;
      }
      if (d.date && hasMoney) {
        last = {
          date: d.date,
          postDate: d.postDate,
          description,
          parts,
          amounts: money,
          lines: [line],
          confidence: Math.min(line.confidence, d.inferred ? 0.95 : 1),
          dateCarried: false,
          type: typeText ?? marker,
          category: categoryText,
          section,
        };
        rows.push(last);
        consumed.add(line.index);
        gap = 0;
        continue;
      }
      if (!d.date && hasMoney && description && last && closeToLast && !isSummaryText(description)) {
        // Same-day rows often omit the date.
        last = {
          date: last.date,
          postDate: last.postDate,
          description,
          parts,
          amounts: money,
          lines: [line],
          confidence: Math.min(line.confidence, 0.85),
          dateCarried: true,
          type: typeText ?? marker,
          category: categoryText,
          section,
        };
        rows.push(last);
        consumed.add(line.index);
        gap = 0;
        continue;
      }
      // A continuation line starts under the description column, not at the left margin.
      const underDescription = !descColumn || (line.cells[0]?.x0 ?? 0) >= descColumn.x0 - 8;
      if (
        !hasMoney &&
        !d.date &&
        description &&
        last &&
        closeToLast &&
        underDescription &&
        !isSummaryText(description)
      ) {
        last.description = `${last.description} ${description}`.trim();
        last.parts.push(...parts);
        last.lines.push(line);
        consumed.add(line.index);
        continue;
      }
      last = null;
      if (++gap >= maxGap) break;
    }
  }
  return {
    rows,
    summaries,
    columns: segments[0]?.columns ?? [],
    headerLines: headers.map((h) => h.line),
    consumed,
  };
}

/** The amount in a money-column cell; on OCR pages a bare 3-7 digit number has implied cents. */
function cellAmount(cell: Cell, ocr: boolean): ParsedAmount | null {
  if (isMoneyToken(cell.text)) return parseAmount(cell.text);
  return ocr && /^-?\d{3,7}-?$/.test(cell.text.trim()) ? parseOcrMoney(cell.text) : null;
}

function hasMoneyIn(money: Record<string, ParsedAmount>): boolean {
  return Object.keys(money).length > 0;
}

export interface PeriodResult {
  start: string | null;
  end: string | null;
  /** 0-1: 1 for an explicit "period … to …", lower for a lone statement date. */
  confidence: number;
}

const PERIOD_LABEL =
  /\b(statement period|period|for the period|billing period|billing cycle|statement from|from|activity from|covering|pay period)\b/i;
const END_LABEL =
  /\b(statement date|closing date|statement closing date|as of|ending|period ending|period end|date of statement)\b/i;

/**
 * The statement period: a line with a period label (or "from … to/through …") and two dates;
 * else a statement/closing date as the end. Full-year dates only, so it can seed year inference.
 */
export function findStatementPeriod(lines: Line[], o: ParseDateOptions): PeriodResult {
  for (const l of lines) {
    const range = findDateRange(l.text, { numericOrder: o.numericOrder });
    if (range) return { start: range.start, end: range.end, confidence: PERIOD_LABEL.test(l.text) ? 1 : 0.8 };
    const dates = findDates(l.text, { numericOrder: o.numericOrder }).filter((d) => !d.yearInferred);
    if (dates.length < 2) continue;
    const between = l.text.slice(dates[0]!.index + dates[0]!.length, dates[1]!.index);
    const joined = /^\s*([-–]|to|through|thru|until|au|bis|tot)\s*$/i.test(between);
    if (joined || (PERIOD_LABEL.test(l.text) && between.length < 12)) {
      const [a, b] = [dates[0]!.iso, dates[1]!.iso];
      if (a <= b && Date.parse(b) - Date.parse(a) <= 400 * 86_400_000)
        return { start: a, end: b, confidence: PERIOD_LABEL.test(l.text) ? 1 : 0.8 };
    }
  }
  const fromLabel = findLabeledValue(
    lines,
    ['period from', 'statement from', 'from date', 'start date', 'statement start', 'opening date'],
    { kind: 'date', date: { numericOrder: o.numericOrder }, belowLines: 1 },
  );
  const toLabel = findLabeledValue(
    lines,
    [
      'period to',
      'statement to',
      'to date',
      'end date',
      'statement end',
      'closing date',
      'statement closing date',
      'statement date',
    ],
    { kind: 'date', date: { numericOrder: o.numericOrder }, belowLines: 1 },
  );
  if (fromLabel && toLabel && String(fromLabel.value) <= String(toLabel.value)) {
    return {
      start: String(fromLabel.value),
      end: String(toLabel.value),
      confidence: Math.min(fromLabel.confidence, toLabel.confidence),
    };
  }
  for (const [i, l] of lines.entries()) {
    if (!END_LABEL.test(l.text)) continue;
    const same = findDates(l.text.slice(l.text.search(END_LABEL)), { numericOrder: o.numericOrder }).filter(
      (d) => !d.yearInferred,
    );
    const below = lines[i + 1];
    const cellBelow = below?.cells
      .map((c) => parseDate(c.text, { numericOrder: o.numericOrder }))
      .find(Boolean);
    const end = same[0]?.iso ?? cellBelow ?? null;
    if (end) return { start: null, end, confidence: 0.8 };
  }
  return { start: null, end: null, confidence: 0 };
}

/** Period fit for year inference: a lone end date stands for a month-long period before it. */
export function periodForInference(p: PeriodResult): DatePeriod | undefined {
  if (!p.end && !p.start) return undefined;
  if (p.start && p.end) return { start: p.start, end: p.end };
  if (p.end) {
    const end = new Date(`${p.end}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() - 31);
    return { start: end.toISOString().slice(0, 10), end: p.end };
  }
  return { start: p.start, end: p.start };
}
