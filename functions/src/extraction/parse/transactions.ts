// Generic reading of dated transaction tables (bank and card statements): find header rows by
// their titles, read the rows under them across pages, and never take totals or balance lines
// as transactions. Direction (credit/debit) is left to the caller, who knows the document type.
import { closeSeparatorSpaces, isMoneyToken, parseAmount, parseOcrMoney, type ParsedAmount } from './amounts';
import {
  daysBetween,
  findDateRange,
  findDates,
  isoDate,
  leadingDate,
  parseDate,
  type DatePeriod,
  type ParseDateOptions,
} from './dates';
import { findLabeledValue, normalizeLabel } from './labels';
import {
  assignCells,
  cellConfidence,
  numericColumns,
  splitAtColumnStarts,
  type Cell,
  type Column,
  type HeaderMatch,
  type HeaderSpec,
  type Line,
} from './layout';

export const TRANSACTION_HEADER_SPECS: HeaderSpec[] = [
  {
    key: 'postDate',
    patterns: [
      /^(post(ing|ed)?|value|settle(ment)?|process(ed|ing)?|book(ing)?) ?date$/,
      /^posted( on)?$/,
      /^post$/,
      /^date (posted|of posting)$/,
    ],
  },
  // "Transaction" titles the date column when it comes first ("Transaction | Posted | Details") and
  // the description otherwise ("Date | Transaction | Amount"): the first unused spec wins.
  {
    key: 'date',
    patterns: [
      /^((trans(action)?|txn|tran|trade|sale|purchase|activity|effective) ?)?date$/,
      /^date$/,
      /^trans$/,
      /^transaction$/,
      // "Date of Transaction" (a US card issuer's title).
      /^date of (transaction|sale|purchase)$/,
      // Any other "<word> Date" title ("Payment Date" over a payments table) is the row's date.
      /^[a-z]+ date$/,
    ],
  },
  // Reference, check-number and code columns: never part of the description.
  {
    key: 'ref',
    patterns: [
      /^(ref(erence)?|trace|check|cheque|chk|conf(irmation)?|serial|auth(orization)?|transaction id|txn id|doc(ument)?|receipt)( ?(no|number|num|#|code|id))*$/,
      /^ref ?#$/,
      /^(code|id|#)$/,
    ],
  },
  {
    key: 'description',
    patterns: [
      /^(transaction )?(description|details|particulars|narrative|narration|memo)( of transaction)?$/,
      /^(transaction|activity|merchant( name)?|payee|transaction details|merchant description)$/,
      // Any words before "description", unless they title another column of their own ("Reference
      // Number Transaction Description" is two titles printed as one cell).
      /^(?!.*\b(date|ref(erence)?|number|no|code|id|check|cheque)\b)[a-z ]*\b(description|details)$/,
    ],
  },
  {
    key: 'debit',
    patterns: [
      /^(debits?|withdrawals?|withdrawn|money out|paid out|dr|out|charges?|debit amount|withdrawal amount|amount debited|payments? out|subtractions|purchases?( and (adjustments|debits|charges))?|new charges|fees and charges)( (?!in$)\w{1,3})?$/,
      /^(withdrawals?|debits?|charges?|purchases?) ?\/ ?(subtractions|debits|charges|fees|adjustments)$/,
    ],
    numeric: true,
  },
  {
    key: 'credit',
    patterns: [
      /^(credits?|deposits?|money in|paid in|cr|in|credit amount|deposit amount|amount credited|receipts?|additions)( (?!out$)\w{1,3})?$/,
      /^(deposits?|credits?) ?\/ ?(additions|credits|payments?)$/,
      /^(payments? ?(and|&|\/)? ?(other )?credits?|credits? ?(and|&|\/)? ?payments?)$/,
    ],
    numeric: true,
  },
  // "Payments": money paid out on a bank statement, money paid in on a card. The parser decides.
  { key: 'payments', patterns: [/^payments?$/], numeric: true },
  {
    key: 'balance',
    patterns: [
      /^(running |ledger |available |daily |ending )?balance\b/,
      // "... balance", unless the words before it title a money column of their own ("Additions
      // Ending Balance", "Money In Ending Balance" are two titles printed as one cell).
      /^(?!.*\b(additions?|deposits?|credits?|debits?|withdrawals?|payments?|subtractions?|receipts?|charges?|amount|money|paid)\b).*balance$/,
    ],
    numeric: true,
  },
  {
    key: 'type',
    patterns: [/^(type|cr ?\/ ?dr|dr ?\/ ?cr|tran type|transaction type|txn type|d ?\/ ?c|c ?\/ ?d)$/],
  },
  { key: 'category', patterns: [/^(category|spend category|merchant category|class|classification)$/] },
  // "Amount …", unless the words after it title another column of their own ("Amount Running
  // Balance" is two titles printed as one cell).
  {
    key: 'amount',
    patterns: [
      /^(transaction |net )?(amount|amt|value)\b(?!.*\b(balance|date|description|details)\b)/,
      // One signed column titled with both directions: "Money in/out", "Debit/Credit".
      // A scan reads the slash as a letter or loses it ("Money infout", "Money in out").
      /^((money|amount|funds) )?(in ?[/fli1]? ?out|out ?[/fli1]? ?in)$/,
      /^(debits? ?\/ ?credits?|credits? ?\/ ?debits?|deposits? ?\/ ?withdrawals?|withdrawals? ?\/ ?deposits?)( amount)?$/,
    ],
    numeric: true,
  },
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
// A page's own subtotal, where the table runs over several pages: "Page Total", "Subtotal This Page".
const TOTAL_LINE =
  /^(page )?(sub ?totals?|totals?|grand total|total (of )?((debits?|credits?|deposits?|withdrawals?|fees?|interest|purchases?|payments?|charges?|checks?|amount|activity|transactions?|additions|subtractions)\b.*|for\b.*|this (period|month|cycle|page).*|new .*|due\b.*))( (for |on )?this page)?( [a-z]{3})?$/;
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
  /** Lowest OCR confidence of the description's own words (continuation lines included). */
  descriptionConfidence: number;
  /** The row's date was carried from the row above (statements print a date once per day). */
  dateCarried: boolean;
  /** Text of a type column (CR/DR, Purchase/Payment), if the table has one. */
  type: string | null;
  /** Text of a category column, if the table has one. */
  category: string | null;
  /** Normalised title of the section the row sits in ("deposits and additions", "purchases"). */
  section: string | null;
  /** Text under reference/code columns and columns the lexicon does not name, by column key. */
  extras: Record<string, string>;
  /**
   * The amount column a scan garbled beyond reading ("TOT." for 97.07), when the row has no other
   * amount: filled from its group's printed total when it is the one unknown there, else the row is
   * dropped.
   */
  garbledAmount?: string;
}

const SECTION_TITLE =
  /^(deposits?|credits?|additions|money in|paid in|deposits and (other )?(credits|additions)|other credits|electronic deposits|payments( and (other )?credits)?|payments credits|payments and other credits|withdrawals?|debits?|subtractions|money out|paid out|withdrawals and (other )?(debits|subtractions)|other debits|checks( paid)?|electronic withdrawals|atm and debit card withdrawals|card purchases|purchases?( and (other )?(charges|debits|adjustments))?|fees( charged)?|interest( charged)?|cash advances?|other transactions|transactions)$/;

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
    /^(withdrawals?|debits?|subtractions|money out|paid out|other debits|checks|electronic withdrawals|atm|card purchases|purchases?|fees|interest|cash advance)/.test(
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
  columns: Column[] = [],
): { dates: { iso: string; x: number }[]; used: Set<Cell>; inferred: boolean; confidence: number } {
  // Up to two dates at the start of a row (transaction and posting date, in either order). Cells
  // wholly left of the header's date columns (a reference number printed first) are not the start.
  const dateTitles = columns.filter((c) => c.key === 'date' || c.key === 'postDate');
  const dateX0 = dateTitles.length > 0 ? Math.min(...dateTitles.map((c) => c.x0)) : -Infinity;
  const used = new Set<Cell>();
  const dates: { iso: string; x: number }[] = [];
  let inferred = false;
  // OCR confidence of the dates' own words (not of text after them in the same cell).
  let confidence = 1;
  for (const cell of cells) {
    if (cell.x1 < dateX0 - 2 && dates.length === 0) continue;
    // A scan lost the date's slash or read it as a digit ("1003", "10128" for 10/28), in a cell
    // alone under the table's date title: read as the month and day, at half the words' confidence.
    // The second of two dates too ("03/14/24 | 03/1324" under "Posted | Trans."), where the header
    // has two date titles: else the one date read is taken for both.
    const lost =
      dates.length === 0 || (dates.length === 1 && dateTitles.length >= 2)
        ? slashlessDate(cell, dateTitles, o)
        : null;
    if (lost) {
      dates.push({ iso: lost.iso, x: (cell.x0 + cell.x1) / 2 });
      confidence = Math.min(confidence, cellConfidence(cell) * 0.5);
      inferred ||= lost.yearInferred;
      used.add(cell);
      continue;
    }
    // The same as the first word of a cell that runs on into the description.
    const head = cell.items[0];
    const lostHead =
      dates.length === 0 && head && cell.items.length > 1
        ? slashlessDate({ text: head.text, x0: head.x, x1: head.x + head.width }, dateTitles, o)
        : null;
    if (lostHead) {
      dates.push({ iso: lostHead.iso, x: head!.x + head!.width / 2 });
      confidence = Math.min(confidence, (head!.confidence ?? 1) * 0.5);
      inferred ||= lostHead.yearInferred;
      used.add(cell);
      const after = cell.items.slice(1);
      const synthetic: Cell = {
        ...cell,
        x0: after[0]!.x,
        text: after.map((i) => i.text).join(' '),
        items: after,
      };
      cells.splice(cells.indexOf(cell) + 1, 0, synthetic);
      break;
    }
    let rest = cell.text;
    // A table rule or border read as a bracket or bar before the date ("[2022-03-04", "|03/04").
    const unruled = dates.length === 0 ? rest.replace(/^[[|{(]\s*(?=\d)/, '') : rest;
    if (unruled !== rest && leadingDate(unruled, o)) rest = unruled;
    let consumedAll = false;
    const per = cell.text.length > 0 ? (cell.x1 - cell.x0) / cell.text.length : 0;
    while (dates.length < 2) {
      const m = leadingDate(rest, o);
      if (!m) break;
      const offset = cell.text.length - rest.length + m.index;
      dates.push({ iso: m.iso, x: cell.x0 + (offset + m.length / 2) * per });
      confidence = Math.min(confidence, cellConfidence(cell, offset, offset + m.length));
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
      const x0 = cell.x1 - rest.length * per;
      // Its words are those after the date (so its confidence is theirs).
      const after = cell.items.filter((i) => i.x + i.width / 2 >= x0);
      const synthetic: Cell = { ...cell, x0, text: rest, items: after.length > 0 ? after : cell.items };
      cells.splice(cells.indexOf(cell) + 1, 0, synthetic);
    }
    break;
  }
  return { dates, used, inferred, confidence };
}

/**
 * A month and day printed "MM/DD" whose slash a scan lost or read as a digit ("1003", "10128",
 * "10731"): only a cell that is nothing else, lying under a date column's title, and only when it
 * reads as a real month and day. Null otherwise (a check number elsewhere in the row is no date).
 */
export function slashlessDate(
  cell: Pick<Cell, 'text' | 'x0' | 'x1'>,
  dateTitles: readonly Pick<Column, 'x0' | 'x1'>[],
  o: ParseDateOptions,
): { iso: string; yearInferred: boolean } | null {
  // A date printed whole is no lost one.
  if (/^(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}([-/.])\d{2}\2\d{2})$/.test(cell.text.trim())) return null;
  // An ISO date whose hyphens were lost or read as a colon or point ("20220222", "2022:02-26").
  const iso = /^((?:19|20)\d{2})[-:.;,]?(\d{2})[-:.;,]?(\d{2})$/.exec(cell.text.trim());
  if (iso && dateTitles.some((t) => cell.x0 < t.x1 + 10 && cell.x1 > t.x0 - 10)) {
    const anchor = o.period?.end ?? o.period?.start;
    const d = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (d && (!anchor || Math.abs(Number(anchor.slice(0, 4)) - Number(iso[1])) <= 1))
      return { iso: d, yearInferred: false };
  }
  const full = /^(\d{2})[/17lI|]?(\d{2})[/17lI|]?((?:19|20)\d{2})$/.exec(cell.text.trim());
  if (full) {
    // "02112022", "022772022", "0227/2022": month, day and year whose slashes were lost or misread.
    const [month, day, year] = [Number(full[1]), Number(full[2]), Number(full[3])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    if (!dateTitles.some((t) => cell.x0 < t.x1 + 10 && cell.x1 > t.x0 - 10)) return null;
    const anchor = o.period?.end ?? o.period?.start;
    if (anchor && Math.abs(Number(anchor.slice(0, 4)) - year) > 1) return null;
    const d = leadingDate(`${full[1]}/${full[2]}/${full[3]}`, o);
    return d ? { iso: d.iso, yearInferred: false } : null;
  }
  const short = shortYearSlashless(cell.text.trim(), o);
  if (short && dateTitles.some((t) => cell.x0 < t.x1 + 10 && cell.x1 > t.x0 - 10)) return short;
  const m = /^(\d{2})[17lI|]?(\d{2})$/.exec(cell.text.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (!dateTitles.some((t) => cell.x0 < t.x1 + 10 && cell.x1 > t.x0 - 10)) return null;
  const d = leadingDate(`${m[1]}/${m[2]}`, o);
  return d ? { iso: d.iso, yearInferred: d.yearInferred } : null;
}

/**
 * "MM/DD/YY" whose slashes a scan lost or read as a digit or letter ("031024", "03/1024", "03720724",
 * "0325724"): every way of reading the text as month, separator, day, separator, two-digit year
 * (month first, as the document's numeric dates are unless they are day-first); taken only when the
 * statement period is known and exactly one reading falls within 45 days of it.
 */
function shortYearSlashless(
  text: string,
  o: ParseDateOptions,
): { iso: string; yearInferred: boolean } | null {
  if (!o.period?.start || !o.period.end || !/^\d{2}[\d/lI|]{3,5}\d{1}$/.test(text)) return null;
  const { start, end } = o.period;
  const SEP = /^[/17lI|]$/;
  const dayFirst = o.numericOrder === 'dmy';
  const found = new Set<string>();
  for (const s1 of [0, 1])
    for (const s2 of [0, 1]) {
      if (2 + s1 + 2 + s2 + 2 !== text.length) continue;
      if (s1 && !SEP.test(text[2]!)) continue;
      if (s2 && !SEP.test(text[4 + s1]!)) continue;
      const a = text.slice(0, 2);
      const b = text.slice(2 + s1, 4 + s1);
      const y = text.slice(4 + s1 + s2);
      if (!/^\d{2}$/.test(a) || !/^\d{2}$/.test(b) || !/^\d{2}$/.test(y)) continue;
      const [month, day] = dayFirst ? [Number(b), Number(a)] : [Number(a), Number(b)];
      const iso = isoDate(2000 + Number(y), month, day);
      if (iso && daysBetween(start, iso) >= -45 && daysBetween(iso, end) >= -45) found.add(iso);
    }
  return found.size === 1 ? { iso: [...found][0]!, yearInferred: false } : null;
}

/**
 * Which printed date is the transaction date and which the posting date: by the column each sits
 * under when the header names both ("Posted | Trans." or "Trans. | Posted"), else in printed order.
 */
export function assignDates(
  dates: { iso: string; x: number }[],
  columns: Column[],
): { date: string | null; postDate: string | null } {
  const trans = columns.find((c) => c.key === 'date');
  const post = columns.find((c) => c.key === 'postDate');
  if (dates.length === 0) return { date: null, postDate: null };
  if (!trans || !post) return { date: dates[0]!.iso, postDate: dates[1]?.iso ?? null };
  const dist = (x: number, c: Column) => Math.abs(x - (c.x0 + c.x1) / 2);
  if (dates.length === 1) {
    const d = dates[0]!;
    return dist(d.x, post) < dist(d.x, trans)
      ? { date: d.iso, postDate: d.iso }
      : { date: d.iso, postDate: null };
  }
  const [a, b] = dates as [{ iso: string; x: number }, { iso: string; x: number }];
  const aIsPost = dist(a.x, post) + dist(b.x, trans) < dist(a.x, trans) + dist(b.x, post);
  return aIsPost ? { date: b.iso, postDate: a.iso } : { date: a.iso, postDate: b.iso };
}

/**
 * Cells to columns: a cell lying inside a text column's span (between its neighbours) stays there
 * even when it looks like a number (a reference or check number is not an amount); the rest go by
 * the shared rule (money to the nearest money column).
 */
function assignRowCells(cells: Cell[], columns: Column[]): Map<string, Cell[]> {
  const sorted = [...columns].sort((a, b) => a.x0 - b.x0);
  const out = new Map<string, Cell[]>();
  const rest: Cell[] = [];
  for (const cell of cells) {
    const i = sorted.findIndex((c, k) => {
      const prev = sorted[k - 1];
      const next = sorted[k + 1];
      const left = prev ? (prev.numeric ? prev.x1 : (prev.x1 + c.x0) / 2) : -Infinity;
      const right = next ? (next.numeric ? next.x0 - 2 : (c.x1 + next.x0) / 2) : Infinity;
      return cell.x0 >= left - 1 && cell.x1 <= right + 1;
    });
    const col = i >= 0 ? sorted[i]! : null;
    if (col && !col.numeric && col.key !== 'description' && isMoneyToken(cell.text)) {
      out.set(col.key, [...(out.get(col.key) ?? []), cell]);
    } else rest.push(cell);
  }
  for (const [k, list] of assignCells(rest, columns)) out.set(k, [...(out.get(k) ?? []), ...list]);
  return out;
}

/**
 * The line a card statement prints under a purchase made abroad: the amount in the foreign currency
 * and the exchange rate ("EUR 45.00 @ 1.08731", "40,799.39 YEN X 0.0068 (EXCHG RATE)", "FOREIGN
 * CURRENCY 72.34 GBP RATE 1.2441"). A decimal number and words of conversion.
 */
export function isForeignExchangeDetail(text: string): boolean {
  return (
    /\d[\d,]*\.\d+/.test(text) &&
    /(^|\s)@\s*\d|\b(exchange|exchg|exch|conversion|fx)\.? ?rate\b|\bforeign (currency|amount)\b|\brate:?\s+\d*\.\d{3,}/i.test(
      text,
    )
  );
}

/** "Continued on next page", "(continued)", "Transactions continued": page-break notes, not text. */
export function isContinuationNote(text: string): boolean {
  return /^([a-z]+ ){0,2}(continued|contd|cont d)( (on|from) (the )?(next|previous|following|prior) page| overleaf)?( \d+)?$/.test(
    normalizeLabel(text),
  );
}

/** Titles printed edge to edge come out glued ("Transaction DateTransaction Description"). */
const GLUED_TITLES = /(?<=[a-z])(?=[A-Z])/g;

function normHeader(text: string): string {
  return (
    text
      .replace(GLUED_TITLES, ' ')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // "Purchases & Charges" is "purchases and charges", one title, not "Purchases" and "Charges".
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9%/# ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // A title printed on two lines ("Credits/" over "Payments"): its first line names the column.
      .replace(/\s*\/$/, '')
  );
}

interface Word {
  text: string;
  x0: number;
  x1: number;
}

/** The words of a cell with their x extents (an item holding several words is split by characters). */
function wordsOf(cell: Cell): Word[] {
  const out: Word[] = [];
  for (const it of cell.items) {
    const text = it.text;
    const per = text.length > 0 ? it.width / text.length : 0;
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      let at = m.index;
      for (const part of m[0].split(GLUED_TITLES)) {
        out.push({ text: part, x0: it.x + at * per, x1: it.x + (at + part.length) * per });
        at += part.length;
      }
    }
  }
  return out;
}

/**
 * A transaction table's header row: each title is named from the lexicon (whole cell first, else
 * the longest run of words inside a cell that names a column); titles the lexicon does not know
 * become columns of their own (`extra0`…) so what is printed under them never joins the description.
 * A header needs a date column and a money column.
 */
export function matchTransactionHeader(line: Line, o: { dateless?: boolean } = {}): HeaderMatch | null {
  const columns: Column[] = [];
  const used = new Set<string>();
  const named = (text: string): HeaderSpec | null =>
    TRANSACTION_HEADER_SPECS.find((sp) => !used.has(sp.key) && sp.patterns.some((p) => p.test(text))) ?? null;
  const unknown: Word[][] = [];
  let recognised = 0;
  let chars = 0;
  for (const cell of line.cells) {
    chars += cell.text.length;
    const whole = normHeader(cell.text);
    const spec = whole ? named(whole) : null;
    if (spec) {
      used.add(spec.key);
      recognised += cell.text.length;
      columns.push({ key: spec.key, x0: cell.x0, x1: cell.x1, header: cell.text, numeric: spec.numeric });
      continue;
    }
    const words = wordsOf(cell);
    let run: Word[] = [];
    const flush = () => {
      if (run.length) unknown.push(run);
      run = [];
    };
    for (let i = 0; i < words.length;) {
      let matched = false;
      for (let len = Math.min(5, words.length - i); len >= 1 && !matched; len--) {
        const seg = words.slice(i, i + len);
        const text = normHeader(seg.map((w) => w.text).join(' '));
        const sp = text ? named(text) : null;
        if (!sp) continue;
        flush();
        used.add(sp.key);
        recognised += seg.map((w) => w.text).join(' ').length;
        columns.push({
          key: sp.key,
          x0: seg[0]!.x0,
          x1: seg.at(-1)!.x1,
          header: seg.map((w) => w.text).join(' '),
          numeric: sp.numeric,
        });
        i += len;
        matched = true;
      }
      if (!matched) run.push(words[i++]!);
    }
    flush();
  }
  // A header is titles, not values: a line with an amount or a dated value on it is a row or a
  // summary line ("Payment Due Date: 30 Oct 2022   Payments/Credits  -$274.79").
  if (line.cells.some((c) => isMoneyToken(c.text)) || findDates(line.text, {}).length > 0) return null;
  const keys = new Set(columns.map((c) => c.key));
  const hasDate = keys.has('date') || keys.has('postDate');
  const hasMoney = ['amount', 'debit', 'credit', 'balance', 'payments'].some((k) => keys.has(k));
  // A header is mostly titles: a sentence that happens to say "date" and "balance" is not one.
  // Dateless (rows under day headings): a description title and a money title, checked by the caller.
  const dated = hasDate || (o.dateless === true && keys.has('description'));
  if (!dated || !hasMoney || used.size < 2 || recognised < chars * 0.5) return null;
  // A statement prints a row's date before its amounts: captions with every date title right of a
  // money title ("New Balance | Minimum Payment Due | Payment Due Date", a summary's tiles) head no
  // transaction table.
  const x0s = (keep: (c: Column) => boolean) => columns.filter(keep).map((c) => c.x0);
  if (
    hasDate &&
    Math.min(...x0s((c) => c.key === 'date' || c.key === 'postDate')) > Math.min(...x0s((c) => !!c.numeric))
  )
    return null;
  unknown.forEach((ws, i) => {
    const text = ws.map((w) => w.text).join(' ');
    if (!/[a-z]/i.test(text)) return;
    columns.push({ key: `extra${i}`, x0: ws[0]!.x0, x1: ws.at(-1)!.x1, header: text });
  });
  // "Post Date | Transaction | Withdrawals": a bare "Transaction" after a date column (no other
  // description title) is the description, not a second date.
  const bare = columns.find((c) => c.key === 'date' && normHeader(c.header ?? '') === 'transaction');
  const post = columns.find((c) => c.key === 'postDate');
  if (bare && post && post.x0 < bare.x0 && !keys.has('description')) {
    bare.key = 'description';
    keys.delete('date');
    keys.add('description');
  }
  // No description title: the first unknown title after the dates is the description.
  if (!keys.has('description')) {
    const firstExtra = columns
      .filter((c) => c.key.startsWith('extra'))
      .sort((a, b) => a.x0 - b.x0)
      .find((c) => !columns.some((d) => d.key === 'ref' && Math.abs(d.x0 - c.x0) < 1));
    if (firstExtra) firstExtra.key = 'description';
  }
  // Text titles do not overlap: one printed past the start of the next ("…Transaction
  // DescriptionType") ends where the next starts. Money titles keep their right edge, which their
  // right-aligned amounts meet.
  const sorted = columns.sort((a, b) => a.x0 - b.x0);
  sorted.forEach((c, i) => {
    const next = sorted[i + 1];
    if (next && !c.numeric && c.x1 > next.x0) c.x1 = Math.max(c.x0 + 1, next.x0 - 1);
  });
  return { line, columns: sorted };
}

function isTableHeader(line: Line): HeaderMatch | null {
  return matchTransactionHeader(line);
}

/**
 * A header's titles continued on the line under it: each lower title joined to the title it sits
 * under ("Payments &" + "Credits", "Trans" + "Date"). Null unless every lower title sits under one
 * above, the lines are close, and the joined titles make a header of no fewer columns.
 */
export function stackedHeader(top: Line, bottom: Line): HeaderMatch | null {
  if (top.pageNumber !== bottom.pageNumber || bottom.top - top.bottom > (top.bottom - top.top) * 1.2)
    return null;
  // A second line of titles across the columns: short words, no figures (not a card member's
  // heading, nor a group's one-word heading, under the titles).
  if (bottom.cells.length < 2) return null;
  if (bottom.cells.some((c) => /\d/.test(c.text) || c.text.trim().split(/\s+/).length > 3)) return null;
  const joined = top.cells.map((c) => ({ ...c, items: [...c.items] }));
  for (const cell of bottom.cells) {
    const over = joined.filter((c) => cell.x1 > c.x0 - 2 && cell.x0 < c.x1 + 2);
    if (over.length !== 1) return null;
    const c = over[0]!;
    c.text = `${c.text} ${cell.text}`;
    c.x0 = Math.min(c.x0, cell.x0);
    c.x1 = Math.max(c.x1, cell.x1);
    c.items.push(...cell.items);
  }
  const merged = matchTransactionHeader({
    ...bottom,
    cells: joined,
    text: joined.map((c) => c.text).join(' '),
  });
  const alone = matchTransactionHeader(top);
  if (!merged) return null;
  // The joined titles keep every column the top line named ("Payments &" may become "Payments &
  // Credits").
  const keys = new Set(merged.columns.map((c) => c.key));
  const kept = (alone?.columns ?? []).every(
    (c) => c.key.startsWith('extra') || keys.has(c.key) || (c.key === 'payments' && keys.has('credit')),
  );
  return kept ? merged : null;
}

const WEEKDAY = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|nesday|sday|urday|rsday)?\.?,?\s+/i;

/**
 * A line that is only a date ("August 5, 2023", "Tuesday, March 5, 2024", "08/05"): a day's heading
 * over the rows of that day, as e-statements print them. Null for anything else.
 */
export function dayHeading(text: string, o: ParseDateOptions): { iso: string; yearInferred: boolean } | null {
  const t = text.trim().replace(WEEKDAY, '');
  const m = leadingDate(t, o);
  return m && m.index === 0 && t.slice(m.length).trim() === ''
    ? { iso: m.iso, yearInferred: m.yearInferred }
    : null;
}

/**
 * A header without a date title ("Details | Amount | Balance") heads a transaction table when the
 * line under it (or the one after) is a day's heading: the rows take their date from the heading.
 */
function datelessHeader(lines: Line[], at: number, o: ParseDateOptions): HeaderMatch | null {
  const line = lines[at]!;
  const h = matchTransactionHeader(line, { dateless: true });
  if (!h || h.columns.some((c) => c.key === 'date' || c.key === 'postDate')) return null;
  const next = lines.slice(at + 1, at + 3).filter((l) => l.pageNumber === line.pageNumber);
  return next.some((l) => dayHeading(l.text, o)) ? h : null;
}

/** Reads every transaction table in the document (or date-led rows when no header is found). */
export function readTransactions(lines: Line[], options: ReadTransactionsOptions): TransactionTable {
  const headers: HeaderMatch[] = [];
  const consumed = new Set<number>();
  for (const l of lines) {
    const h = isTableHeader(l) ?? datelessHeader(lines, l.index, options.dates);
    // Titles printed on two lines ("Payments &" over "Credits", "Trans" over "Date"): one header.
    const above = headers.at(-1);
    const stacked = above?.line.index === l.index - 1 ? stackedHeader(above.line, l) : null;
    if (stacked && above) {
      headers[headers.length - 1] = stacked;
      consumed.add(above.line.index);
    } else if (h) headers.push(h);
  }
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
  }
  // Date-led rows with no header found over them (none at all, or a title a scan garbled over a
  // table printed before the first one found): a table from the rows' own alignment, its amounts
  // by their right edges. Before a header, only a run of three such rows or more (not a lone dated
  // line of a summary).
  const untitledEnd = headers[0]?.line.index ?? lines.length;
  const dated = lines.slice(0, untitledEnd).filter((l) => leadingDate(l.text, options.dates));
  const priced = dated.filter((l) => l.cells.some((c) => isMoneyToken(c.text)));
  const untitled = headers.length > 0 ? priced : dated;
  if (untitled.length >= (headers.length > 0 ? 3 : 1)) {
    const numeric = numericColumns(untitled, headers.length > 0 ? 3 : 2);
    const first = untitled[0]!;
    if (numeric.length > 0) {
      segments.unshift({
        start: first.index,
        end: untitledEnd,
        columns: [{ key: 'description', x0: first.x0, x1: numeric[0]!.x0 - 1 }, ...numeric],
        section: null,
      });
    }
  }

  for (const seg of segments) {
    let last: RawTransaction | null = null;
    /** Right edge of the description on the last row's last line (how much room it left). */
    let lastDescRight = -Infinity;
    /** The date of the day heading above (rows under day headings print no date of their own). */
    let heading: { iso: string; yearInferred: boolean } | null = null;
    let gap = 0;
    let section = seg.section;
    /** The first row of the group the next total closes (after a total, a section title). */
    let groupStart = rows.length;
    const numericKeys = new Set(seg.columns.filter((c) => c.numeric).map((c) => c.key));
    const descColumn = seg.columns.find((c) => c.key === 'description');
    // Text columns beside the description (category, type, reference, untitled): a description
    // printed up to one of them is cut at its edge.
    const sideColumns = seg.columns.filter(
      (c) => !c.numeric && !['description', 'date', 'postDate'].includes(c.key),
    );
    // How far the table's descriptions reach: a wrapped line filled its column, so a word that would
    // have fitted within the widest description is no wrapped continuation of the line above.
    const descEnd = descColumn
      ? Math.min(...seg.columns.filter((c) => c.x0 > descColumn.x0 + 1).map((c) => c.x0), Infinity)
      : Infinity;
    let descReach = -Infinity;
    if (descColumn)
      for (let i = seg.start; i < seg.end; i++)
        for (const c of lines[i]!.cells)
          if (c.x0 >= descColumn.x0 - 8 && c.x1 < descEnd && !isMoneyToken(c.text))
            descReach = Math.max(descReach, c.x1);
    for (let i = seg.start; i < seg.end; i++) {
      const line = lines[i]!;
      if (isContinuationNote(line.text)) {
        // A page-break note: not a row, not a continuation of the row above.
        consumed.add(line.index);
        last = null;
        continue;
      }
      const cells = splitAtColumnStarts(line.cells, sideColumns);
      const dc = dateCells(cells, options.dates, seg.columns);
      const d = { ...assignDates(dc.dates, seg.columns), used: dc.used, inferred: dc.inferred };
      // The row's values are its dates and amounts: their own words' confidence, not the line's (a
      // garbled merchant name or a leader's residue leaves a cleanly read amount clean).
      const rest = cells.filter((c) => !d.used.has(c));
      const assigned = assignRowCells(rest, seg.columns);
      const money: Record<string, ParsedAmount> = {};
      const moneyCells = new Set<Cell>();
      let garbled: { key: string; cell: Cell } | null = null;
      /** Cells under an amount column a scan garbled: never description words. */
      const unreadable = new Set<Cell>();
      for (const [key, list] of assigned) {
        if (!numericKeys.has(key)) continue;
        for (const c of list) {
          const a = cellAmount(c, line.confidence < 1);
          // Only a cell lying under the column's own title (not one the nearest column took).
          const title = seg.columns.find((t) => t.key === key);
          const mid = (c.x0 + c.x1) / 2;
          const underTitle = !!title && mid > title.x0 - 12 && mid < title.x1 + 12;
          if (
            !a &&
            underTitle &&
            line.confidence < 1 &&
            /^\S{1,10}$/.test(c.text.trim()) &&
            !/[a-z]{3}/.test(c.text)
          ) {
            unreadable.add(c);
            if (c.text.trim().length >= 2) garbled ??= { key, cell: c };
          }
          if (!a) continue;
          money[key] = a;
          moneyCells.add(c);
        }
      }
      if (!(garbled && d.date && !hasMoneyIn(money))) garbled = null;
      // Only beside something read (a date or an amount): a lone mark is not a garbled amount.
      if (d.date || hasMoneyIn(money)) for (const c of unreadable) moneyCells.add(c);
      // Cells under type, category, reference and untitled-by-the-lexicon columns: never description.
      const sideKeys = [...assigned.keys()].filter((k) => !numericKeys.has(k) && k !== 'description');
      const sideCells = new Set(sideKeys.flatMap((k) => assigned.get(k) ?? []));
      const textOf = (k: string) =>
        (assigned.get(k) ?? [])
          .map((c) => c.text)
          .join(' ')
          .trim() || null;
      const extras: Record<string, string> = {};
      for (const k of sideKeys) if (k !== 'type' && k !== 'category' && textOf(k)) extras[k] = textOf(k)!;
      const typeText = textOf('type');
      const categoryText = textOf('category');
      let parts = rest
        .filter((c) => !moneyCells.has(c) && !sideCells.has(c) && !isSpeck(c, line))
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
      const descRight = Math.max(
        -Infinity,
        ...rest.filter((c) => !moneyCells.has(c) && !sideCells.has(c)).map((c) => c.x1),
      );
      const valueConfidence = Math.min(dc.confidence, ...[...moneyCells].map((c) => cellConfidence(c)));
      const descriptionConfidence = Math.min(
        1,
        ...rest.filter((c) => !moneyCells.has(c) && !sideCells.has(c)).map((c) => cellConfidence(c)),
      );
      const height = line.bottom - line.top || 10;
      const closeToLast =
        last !== null &&
        last.lines.at(-1)!.pageNumber === line.pageNumber &&
        line.top - last.lines.at(-1)!.bottom < height * 1.6;
      // A continuation line starts under the description column, not at the left margin.
      const underDescription = !descColumn || (line.cells[0]?.x0 ?? 0) >= descColumn.x0 - 8;
      // A wrapped description's last word can read as a section title ("INTEREST CHARGE ON" /
      // "PURCHASES"): a title is printed at the table's left, a continuation under the description.
      // A line wraps only when its first word had no room on the line above: a section title under
      // a short description ("PURCHASE" under "SPOTIFY USA") is a heading inside the table.
      const firstWord = line.cells[0] ? wordsOf(line.cells[0])[0] : undefined;
      const roomAbove =
        !!firstWord && lastDescRight + height * 0.5 + (firstWord.x1 - firstWord.x0) < descReach - 2;
      const wrapsDescription =
        closeToLast &&
        !!descColumn &&
        seg.columns.some((c) => c.x1 < descColumn.x0) &&
        underDescription &&
        !roomAbove;
      // A day's heading: the rows under it carry its date.
      // A day's heading whose month and year a scan lost ("15," under "Dec 13, 2025") is that day of
      // the heading's month above, when it comes later in the month.
      const dayOnly: RegExpExecArray | null =
        !hasMoney && heading ? /^(\d{1,2}),?$/.exec(line.text.trim()) : null;
      const sameMonth: { iso: string; yearInferred: boolean } | null =
        dayOnly && Number(dayOnly[1]) > Number(heading!.iso.slice(8)) && Number(dayOnly[1]) <= 31
          ? {
              iso: `${heading!.iso.slice(0, 8)}${dayOnly[1]!.padStart(2, '0')}`,
              yearInferred: heading!.yearInferred,
            }
          : null;
      const day: { iso: string; yearInferred: boolean } | null = hasMoney
        ? null
        : (dayHeading(line.text, options.dates) ?? sameMonth);
      if (day) {
        heading = day;
        last = null;
        consumed.add(line.index);
        continue;
      }
      if (!hasMoney && !d.date && !wrapsDescription) {
        const title = sectionTitleOf(line.text);
        if (title) {
          section = title;
          groupStart = rows.length;
          last = null;
          consumed.add(line.index);
          continue;
        }
      }

      // A summary line, or a dateless "Total …" row whose amount is the sum of the rows just above it:
      // a group's subtotal ("TOTAL JANE DOE" after a card member's charges), whatever words follow
      // "Total" ("TOTAL WINE & MORE" is a merchant: its amount is no such sum).
      // A scan can garble the "Total" ("Tom tRNARCHORS TOE NANCY JACKSON", "NR"): a dateless row whose
      // amount is the sum of two or more rows just above (of the one above, when no word of its
      // description is readable) closes that group whatever its words, and a description that ends
      // "for this period" is a total that lost its first word.
      const junk = !/[a-z]{4}/i.test(description);
      const named = /^total\b/i.test(description.trim());
      // Garbled words: only right under the rows it totals.
      const under = last !== null && closeToLast;
      // A named "Total <group>" under a group of one row (a category with one purchase) closes it
      // too, when it repeats that one row's amount; so does the group's title said again with its
      // sum ("fees charged  29.00": a scan lost the "Total" before it), dateless.
      const groupTotal =
        !d.date &&
        hasMoney &&
        (((named || under) && closesGroup(rows, money, junk && under ? 1 : 2)) ||
          ((named || sectionTitleOf(description) !== null) &&
            rows.length - groupStart >= 1 &&
            closesGroup(rows.slice(groupStart), money, 1)));
      // "JANE DOE TRANSACTIONS THIS CYCLE (CARD 1234)", dateless: a card member's total whatever its sum.
      const periodTotal =
        under &&
        (/\b(for )?this (period|cycle|statement|month)$/.test(normalizeLabel(description)) ||
          (!d.date && /\b(for|in) this (period|cycle|statement|month)\b/.test(normalizeLabel(description))) ||
          (!d.date &&
            /\btransactions this (period|cycle|statement|month)\b/.test(normalizeLabel(description))));
      if (hasMoney && (isSummaryText(description) || groupTotal || periodTotal)) {
        const firstMoney = Object.values(money)[0]!;
        summaries.push({ description, amount: money.balance ?? money.amount ?? firstMoney, line });
        fillFromTotal(rows.slice(groupStart), money.amount ?? firstMoney);
        groupStart = rows.length;
        consumed.add(line.index);
        last = null;
        gap = 0;
        continue;
      }
      // A new row starts on this line: its date printed, under a day's heading, or carried from the row above.
      const startRow = (
        date: string | null,
        postDate: string | null,
        confidence: number,
        dateCarried: boolean,
      ): RawTransaction => {
        const row: RawTransaction = {
          date,
          postDate,
          description,
          parts,
          amounts: money,
          lines: [line],
          confidence,
          descriptionConfidence,
          dateCarried,
          type: typeText ?? marker,
          category: categoryText,
          section,
          extras,
        };
        rows.push(row);
        lastDescRight = descRight;
        consumed.add(line.index);
        gap = 0;
        return row;
      };
      if (d.date && hasMoney) {
        last = startRow(d.date, d.postDate, Math.min(valueConfidence, d.inferred ? 0.95 : 1), false);
        continue;
      }
      if (d.date && garbled && description && !isSummaryText(description)) {
        // A dated row whose amount a scan garbled: kept, so the rows after it stay in place, until
        // its group's total gives the amount (or dropped at the end).
        last = startRow(d.date, d.postDate, Math.min(valueConfidence, 0.45), false);
        last.garbledAmount = garbled.key;
        continue;
      }
      if (
        !d.date &&
        hasMoney &&
        description &&
        heading &&
        !(last && closeToLast) &&
        !isSummaryText(description)
      ) {
        // The first row under a day's heading.
        last = startRow(
          heading.iso,
          null,
          Math.min(valueConfidence, heading.yearInferred ? 0.9 : 0.95),
          true,
        );
        continue;
      }
      if (!d.date && hasMoney && description && last && closeToLast && !isSummaryText(description)) {
        // Same-day rows often omit the date.
        last = startRow(last.date, last.postDate, Math.min(valueConfidence, 0.85), true);
        continue;
      }
      if (
        !hasMoney &&
        !d.date &&
        last &&
        closeToLast &&
        underDescription &&
        isForeignExchangeDetail(description)
      ) {
        // "EUR 45.00 @ 1.08731" under a purchase made abroad: the amount in the foreign currency and
        // the rate, not words of the description.
        last.extras = { ...last.extras, foreignExchange: description };
        last.lines.push(line);
        consumed.add(line.index);
        continue;
      }
      if (
        !hasMoney &&
        !d.date &&
        description &&
        last &&
        closeToLast &&
        underDescription &&
        !isSummaryText(description) &&
        // "Total forMARK BROWN   T", "Gas   221.7": a line with a figure a scan garbled under a money
        // title (a total whose words or figure were lost) is no part of the row above: a wrapped
        // description prints nothing there.
        unreadable.size === 0
      ) {
        last.description = `${last.description} ${description}`.trim();
        last.descriptionConfidence = Math.min(last.descriptionConfidence, descriptionConfidence);
        last.parts.push(...parts);
        last.lines.push(line);
        lastDescRight = descRight;
        consumed.add(line.index);
        continue;
      }
      last = null;
      if (++gap >= maxGap) break;
    }
  }
  return {
    rows: rows.filter((r) => hasMoneyIn(r.amounts)),
    summaries,
    columns: segments[0]?.columns ?? [],
    headerLines: headers.map((h) => h.line),
    consumed,
  };
}

/**
 * True when the row's amount equals the sum of two or more rows read just before it (signed as
 * printed, as magnitudes, or with credits marked "CR" taken off).
 */
export function closesGroup(
  rows: RawTransaction[],
  money: Record<string, ParsedAmount>,
  minRows = 2,
): boolean {
  const target = (money.amount ?? money.debit ?? money.credit ?? Object.values(money)[0])?.value;
  if (target === undefined) return false;
  const of = (r: RawTransaction) => r.amounts.amount ?? r.amounts.debit ?? r.amounts.credit;
  let signed = 0;
  let magnitudes = 0;
  let lessCredits = 0;
  for (let k = rows.length - 1, n = 1; k >= 0 && n <= 200; k--, n++) {
    const a = of(rows[k]!);
    if (!a) return false;
    signed += a.value;
    magnitudes += a.magnitude;
    lessCredits += a.signHint === 'cr' || rows[k]!.amounts.credit === a ? -a.magnitude : a.magnitude;
    if (
      n >= minRows &&
      [signed, magnitudes, lessCredits].some((x) => Math.abs(Math.abs(x) - Math.abs(target)) < 0.005)
    )
      return true;
  }
  return false;
}

/**
 * A scan's speck read as a letter: on an OCR'd line, a cell of one letter or mark a few points
 * wide, standing apart from the words before it ("HOME DEPOT #2943 SACRAMENTO CA   f   295.32").
 */
function isSpeck(cell: Cell, line: Line): boolean {
  if (line.confidence >= 1 || !/^[A-Za-z.,'`|:;]$/.test(cell.text.trim()) || cell.x1 - cell.x0 > 5)
    return false;
  const before = line.cells.filter((c) => c !== cell && c.x1 <= cell.x0);
  const gap = before.length > 0 ? cell.x0 - Math.max(...before.map((c) => c.x1)) : Infinity;
  return gap > 12;
}

/** The amount in a money-column cell; on OCR pages a bare 3-7 digit number has implied cents. */
function cellAmount(cell: Cell, ocr: boolean): ParsedAmount | null {
  if (isMoneyToken(cell.text)) return parseAmount(cell.text);
  // OCR put a space after a thousands comma or the point ("2, 503.51", "269. 95-").
  const closed = ocr ? closeSeparatorSpaces(cell.text.trim()) : null;
  if (closed && closed !== cell.text.trim() && isMoneyToken(closed)) return parseAmount(closed);
  // OCR lost the point and left its space ("530 21", "-$1,024 50"): cents after a space.
  const spaced = ocr ? cell.text.trim().match(/^([-+(]?\$?\d{1,3}(?:,\d{3})*) (\d{2}[-)]?)$/) : null;
  if (spaced && isMoneyToken(`${spaced[1]}.${spaced[2]}`)) return parseAmount(`${spaced[1]}.${spaced[2]}`);
  if (ocr && /^-?\d{3,7}-?$/.test(cell.text.trim())) return parseOcrMoney(cell.text);
  // A point read as a colon ("20:52", "1,024:50").
  const colon = ocr ? /^([-(]?\$?\d{1,3}(?:,\d{3})*):(\d{2}[-)]?)$/.exec(cell.text.trim()) : null;
  if (colon && isMoneyToken(`${colon[1]}.${colon[2]}`)) return parseAmount(`${colon[1]}.${colon[2]}`);
  // The same in parentheses ("(5086)" for (50.86)): a credit.
  const parens = ocr ? /^\((\d{3,7})\)$/.exec(cell.text.trim()) : null;
  if (parens) {
    const a = parseOcrMoney(parens[1]!)!;
    return { ...a, value: -a.magnitude, signHint: 'parentheses' };
  }
  // A rule or a "$" beside the figure read as a letter or bracket, the point lost ("T7404]" for
  // $74.04): the digits alone, with implied cents.
  const wrapped = ocr ? /^([$TIl|\][{}!])?(\d{3,7})([\][{}|!])?$/.exec(cell.text.trim()) : null;
  return wrapped && (wrapped[1] || wrapped[3]) ? parseOcrMoney(wrapped[2]!) : null;
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

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const PERIOD_LABEL =
  /\b(statement period|statement dates|period|for the period|billing period|billing cycle|statement from|from|activity from|covering|pay period)\b/i;
const END_LABEL =
  /\b(statement date|closing date|statement closing date|as of|ending|period ending|period end|date of statement)\b/i;

/**
 * The statement period: a line with a period label (or "from … to/through …") and two dates;
 * else a statement/closing date as the end. Full-year dates only, so it can seed year inference.
 */
/** The line says it is the period before it prints a date (not "09/29 09/29 ZELLE FROM …"). */
function periodLabelled(l: Line, o: ParseDateOptions): boolean {
  const label = PERIOD_LABEL.exec(l.text);
  if (!label) return false;
  const first = findDates(l.text, { numericOrder: o.numericOrder })[0];
  return !first || label.index < first.index;
}

/** A date range printed on one line ("Jan 1 - Jan 31, 2025", "01/01/2025 to 01/31/2025"). */
function rangeOnLine(l: Line, o: ParseDateOptions, labelled: boolean): { start: string; end: string } | null {
  const range = findDateRange(l.text, { numericOrder: o.numericOrder });
  if (range) return { start: range.start, end: range.end };
  const dates = findDates(l.text, { numericOrder: o.numericOrder }).filter((d) => !d.yearInferred);
  if (dates.length < 2) return null;
  const between = l.text.slice(dates[0]!.index + dates[0]!.length, dates[1]!.index);
  const joined = /^\s*([-–]|to|through|thru|until|au|bis|tot)\s*$/i.test(between);
  if (!joined && !(labelled && between.length < 12)) return null;
  const [a, b] = [dates[0]!.iso, dates[1]!.iso];
  return a <= b && Date.parse(b) - Date.parse(a) <= 400 * 86_400_000 ? { start: a, end: b } : null;
}

export function findStatementPeriod(printed: Line[], o: ParseDateOptions): PeriodResult {
  // A caption printed against its value reads glued ("Statement PeriodApril 1, 2023 through …").
  // A scan's lost space before "to" ("Feb 20, 2022to Mar 21, 2022") is put back.
  const lines = printed.map((l) => ({
    ...l,
    text: l.text.replace(/(?<=[a-z])(?=[A-Z][a-z])/g, ' ').replace(/(?<=\d)(?=(to|through|thru)\s)/gi, ' '),
  }));
  // A line that says it is the period wins over any other pair of dates (a transaction row prints
  // its transaction and posting dates side by side).
  const labelled = lines.filter((l) => periodLabelled(l, o));
  for (const l of labelled) {
    const range = rangeOnLine(l, o, true);
    if (range) return { ...range, confidence: 1 };
  }
  // "Statement period: February 2024": one whole month.
  for (const l of labelled) {
    const m = l.text.match(new RegExp(`(?:^|[:\\s])(${MONTHS})[a-z]*\\.?,?\\s+(\\d{4})\\s*$`, 'i'));
    if (!m) continue;
    const month = MONTHS.split('|').indexOf(m[1]!.slice(0, 3).toLowerCase());
    const year = Number(m[2]);
    if (month < 0) continue;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const mm = String(month + 1).padStart(2, '0');
    return {
      start: `${year}-${mm}-01`,
      end: `${year}-${mm}-${String(last).padStart(2, '0')}`,
      confidence: 0.95,
    };
  }
  for (const l of lines) {
    if (labelled.includes(l)) continue;
    const range = rangeOnLine(l, o, false);
    // Unlabelled, a period spans days: one date printed twice is a row's two dates.
    if (range && range.start < range.end) return { ...range, confidence: 0.8 };
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

/**
 * Period fit for year inference: a lone end date stands for a month-long period before it. With no
 * period read (an activity page alone, or a period line a scan garbled), the document's own dates
 * and years anchor it when `lines` are given (see `yearAnchor`): rows printed "MM/DD" are not lost.
 */
export function periodForInference(
  p: PeriodResult,
  lines?: Line[],
  o: ParseDateOptions = {},
): DatePeriod | undefined {
  if (!p.end && !p.start) return lines ? yearAnchor(lines, o) : undefined;
  if (p.start && p.end) return { start: p.start, end: p.end };
  if (p.end) {
    const end = new Date(`${p.end}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() - 31);
    return { start: end.toISOString().slice(0, 10), end: p.end };
  }
  return { start: p.start, end: p.start };
}

/** A year a statement can print (not a reference number's digits). */
const PLAUSIBLE_YEAR = (y: number) => y >= 1990 && y <= 2099;

/**
 * A period to infer the year of "MM/DD" rows from when the statement's period was not read: the
 * latest full date printed anywhere (a due date, a statement or print date) as its end; else the
 * latest year printed as a word ("2023 Totals Year-to-Date", "fees charged in 2023"), taken as the
 * closing year, with rows of late months before early ones (December and January) put in the
 * year before. Undefined when the document prints no year at all.
 */
export function yearAnchor(lines: Line[], o: ParseDateOptions = {}): DatePeriod | undefined {
  let latest: string | null = null;
  for (const l of lines) {
    for (const d of findDates(l.text, { numericOrder: o.numericOrder })) {
      if (d.yearInferred || !PLAUSIBLE_YEAR(Number(d.iso.slice(0, 4)))) continue;
      if (!latest || d.iso > latest) latest = d.iso;
    }
  }
  if (latest) return periodForInference({ start: null, end: latest, confidence: 0 });
  let year = 0;
  for (const l of lines) {
    for (const m of l.text.matchAll(/(?<![\d/.,-])(19|20)(\d\d)(?![\d/.,-]*\d)/g)) {
      const y = Number(m[1]! + m[2]!);
      if (PLAUSIBLE_YEAR(y) && y > year) year = y;
    }
  }
  if (!year) return undefined;
  // The months rows print, read in a leap year so 02/29 stays a date.
  const months = new Set<number>();
  for (const l of lines) {
    const d = leadingDate(l.text, { numericOrder: o.numericOrder, referenceYear: 2000 });
    if (d?.yearInferred) months.add(Number(d.iso.slice(5, 7)));
  }
  const late = [...months].filter((m) => m >= 9);
  const early = [...months].filter((m) => m <= 4);
  if (late.length > 0 && early.length > 0) {
    const from = String(Math.min(...late)).padStart(2, '0');
    const to = String(Math.max(...early)).padStart(2, '0');
    return { start: `${year - 1}-${from}-01`, end: `${year}-${to}-28` };
  }
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/**
 * A group's one row whose amount a scan garbled takes the group's printed total less the other
 * rows (all in that row's column or unsigned "amount"), when that is positive and the group has
 * no other unknown. Its confidence stays low: the amount is derived, not read.
 */
function fillFromTotal(group: RawTransaction[], total: ParsedAmount): void {
  const unknown = group.filter((r) => r.garbledAmount);
  if (unknown.length !== 1 || group.length < 2) return;
  const row = unknown[0]!;
  const key = row.garbledAmount!;
  let known = 0;
  for (const r of group) {
    if (r === row) continue;
    const a = r.amounts[key] ?? r.amounts.amount;
    if (!a || Object.keys(r.amounts).some((k) => k !== key && k !== 'balance' && k !== 'amount')) return;
    known += a.magnitude;
  }
  const missing = Math.round((total.magnitude - known) * 100) / 100;
  if (missing <= 0) return;
  const signHint = total.signHint;
  const negative = total.value < 0;
  row.amounts[key] = {
    value: negative ? -missing : missing,
    magnitude: missing,
    signHint,
    currency: null,
    hasCents: true,
  };
  row.garbledAmount = undefined;
  row.confidence = Math.min(row.confidence, 0.45);
}

/**
 * Rows dated well outside the statement's period (more than `days` before its start or after its
 * end) that are not one misread date among this period's rows: a table of installment plans, of
 * past payments or of a sub-account's history prints dated rows with amounts that are not this
 * period's transactions. A row between two rows dated within the period is kept (a scan may have
 * garbled its date), and nothing is dropped when the period is unknown.
 */
export function rowsOutsidePeriod(
  rows: readonly RawTransaction[],
  period: { start: string | null; end: string | null },
  days = 45,
): Set<RawTransaction> {
  const out = new Set<RawTransaction>();
  if (!period.start || !period.end) return out;
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  const lo = day(period.start) - days;
  const hi = day(period.end) + days;
  const far = rows.map((r) => r.date !== null && (day(r.date) < lo || day(r.date) > hi));
  const within = rows.map((r, i) => r.date !== null && !far[i]);
  rows.forEach((r, i) => {
    if (!far[i]) return;
    const before = rows.slice(0, i).findLastIndex((_, k) => within[k]! || far[k]!);
    const after = rows.findIndex((_, k) => k > i && (within[k]! || far[k]!));
    if (before >= 0 && after >= 0 && within[before] && within[after]) return;
    out.add(r);
  });
  // Most rows outside: the period was misread (a scan's wrong year), not the rows.
  return out.size * 2 > rows.length ? new Set() : out;
}
