// Payslips of any payroll provider: earnings/deductions tables found by their column titles
// (side by side or stacked, typed by section title, a type/code column, sign or wording), totals
// by label (beside, or in a Current/YTD grid), and identity/period values by label.
import { runChecks } from '../checks/registry';
import { repairSum } from '../parse/repair';
import { findAmounts, isMoneyToken, parseAmount, parseOcrMoney } from '../parse/amounts';
import { findDateRange, findDates, inferNumericOrder, type ParseDateOptions } from '../parse/dates';
import {
  FieldSet,
  looksLikeName,
  looksLikeStreet,
  parseCityLine,
  rowConfidence,
  type CellConfidences,
} from '../parse/fields';
import { findLabel, findLabeledValue, normalizeLabel } from '../parse/labels';
import { cellConfidence, documentLines, type Cell, type Line } from '../parse/layout';
import type { AlternativeReading, ChildRow, DocumentText, ParsedDocument, TypeParser } from '../types';
import { AMBIGUOUS_PREFIX as AMBIGUOUS } from '../review';

export const PAYSLIP_FIELDS = [
  'employeeName',
  'employeeId',
  'employerName',
  'employerAddress',
  'payPeriodStartDate',
  'payPeriodEndDate',
  'payDate',
  'payFrequency',
  'grossPay',
  'netPay',
  'totalDeductions',
  'ytdGrossPay',
  'ytdDeductions',
  'ytdNetPay',
] as const;

// ---------------------------------------------------------------------------------- tables

const TAX_WORDS =
  /\b(tax|fica|oasdi|social\s*security|medicare|withholding|fed|federal|state|sdi|sui|local|city|county|paye|national insurance|ni)\b/i;
const BENEFIT_WORDS =
  /\b(401\s*\(?k\)?|403\s*\(?b\)?|457|roth|retirement|pension|insurance|medical|dental|vision|health|hsa|fsa|life|disability|ltd|std|benefit|cafeteria|section 125)\b/i;
const DEDUCTION_WORDS =
  /\b(tax|fica|oasdi|social\s*security|medicare|withholding|insurance|401|403|dues|garnish\w*|deduction|contribution|loan|repayment|charity|union|hsa|fsa|medical|dental|vision|retirement|pension|levy|child support)\b/i;
const EARNING_WORDS =
  /\b(regular|salary|overtime|ot|bonus|commission|holiday|vacation|sick|pto|shift|differential|tips?|wages?|pay|earnings?|allowance|reimbursement|retro|double time|incentive|stipend)\b/i;

function deductionCategory(description: string): 'taxes' | 'benefits' | 'other' {
  if (TAX_WORDS.test(description)) return 'taxes';
  if (BENEFIT_WORDS.test(description)) return 'benefits';
  return 'other';
}

type Kind = 'earning' | 'deduction';
/** What a table or a heading is about: a kind of line item, a block the items exclude, or both kinds. */
type Topic = Kind | 'excluded' | 'mixed';
type ColKey = 'code' | 'type' | 'desc' | 'hours' | 'rate' | 'current' | 'ytd' | 'amount' | 'other';

/** A column title, from the words of a header row. */
interface Title {
  key: ColKey;
  text: string;
  x0: number;
  x1: number;
  /** Topic the title itself names ("Earnings", "Taxes" as a description title). */
  topic: Topic | null;
  /** A description title joined from unknown words and a description word: where the word starts. */
  joined?: { x0: number; head: string; word: string };
}

/**
 * The choices a layout leaves open (readings.ts): the parser reads the page under each plausible
 * set and the pay arithmetic (gross, deductions, net, their year-to-date twins, YTD ≥ current)
 * keeps the one it supports.
 */
interface ReadingChoices {
  /** Unknown column titles right of a description title name amount columns. */
  unknownTitlesAsAmounts: boolean;
  /** A table's own closing total row is its section's total (not, say, net pay closing it). */
  tableTotalIsSectionTotal: boolean;
  /**
   * The table (named by its first line) whose lines are memo items, not in net pay: employer
   * contributions or information under a title that does not say so ("Benefits (Employer)").
   */
  memoTable: string | null;
}
const PREFERRED: ReadingChoices = {
  unknownTitlesAsAmounts: false,
  tableTotalIsSectionTotal: true,
  memoTable: null,
};
/** The layout choices tried besides the preferred one (each also with every memo table). */
const LAYOUT_ALTERNATIVES: { what: string; choices: ReadingChoices }[] = [
  { what: 'unknown column titles as amounts', choices: { ...PREFERRED, unknownTitlesAsAmounts: true } },
  {
    what: "a table's closing row not its section's total",
    choices: { ...PREFERRED, tableTotalIsSectionTotal: false },
  },
  {
    what: "unknown column titles as amounts, a table's closing row not its section's total",
    choices: { ...PREFERRED, unknownTitlesAsAmounts: true, tableTotalIsSectionTotal: false },
  },
];
/** More tables than this are not each tried as memo items (the readings would multiply). */
const MAX_MEMO_CANDIDATES = 6;

const NUMERIC_KEYS: readonly ColKey[] = ['hours', 'rate', 'current', 'ytd', 'amount'];
const isNumericKey = (k: ColKey) => NUMERIC_KEYS.includes(k);
const MONEY_KEYS: readonly ColKey[] = ['current', 'ytd', 'amount'];

/** Hours (or units) to date: a column of the table it is in, never an amount. */
const YTD_UNITS = /^(ytd hours|ytd hrs|ytd units|year to date hours|hours ytd)$/;

/** Column titles by meaning (normalised text, whole title). */
const TITLE_LEXICON: [RegExp, ColKey][] = [
  [/^(ytd hours|ytd hrs|ytd units|year to date hours|hours ytd|ytd rate)$/, 'other'],
  [
    /^(ytd|y t d|year to date|ytd amount|ytd amt|ytd total|total ytd|year to date amount|year to date total|total year to date|ytd balance|to date)$/,
    'ytd',
  ],
  [
    /^(current|this period|this pay|current amount|current amt|current period|this pay period|current pay|period amount|amount this period|this period amount|this check|this paycheck|cur)$/,
    'current',
  ],
  [/^(amount|amt|total)$/, 'amount'],
  [/^(hours|hrs|units|hours units|hrs units|qty|quantity|hours worked)$/, 'hours'],
  [/^(rate|pay rate|hourly rate|rate of pay)$/, 'rate'],
  [/^(code|earn code|earning code|earnings code|ded code|deduction code|tax code|cd)$/, 'code'],
  [/^(type|item type)$/, 'type'],
  [
    /^(description|desc|item|items|pay type|earning type|earnings type|deduction type|tax type|type of pay|pay description|earnings?|deductions?|taxes|tax|withholdings?|statutory deductions|voluntary deductions|other deductions|pre tax deductions|post tax deductions|after tax deductions|benefits?|taxes and deductions|deductions and taxes|earnings and hours|hours and earnings|pay|payments|income)$/,
    'desc',
  ],
];

/** What a heading (a table's title, a section row, a description title) is about. */
export function topicOf(text: string): Topic | null {
  const t = normalizeLabel(text);
  if (!t || t.length > 60) return null;
  // A summary of totals ("Summary", "Pay Summary", "Totals") repeats them; its rows are not items.
  if (
    t === 'employer' ||
    /^(summary|pay summary|payment summary|earnings summary|totals?|current and ytd totals|ytd totals)$/.test(
      t,
    ) ||
    /\b((employer|company) (paid|taxes?|contributions?|benefits?|match|share|liabilit\w*|portion)|other benefits|benefits? information|additional information|distribution|direct deposits?|deposits?|deposited|deposit information|time off|leave|pto|accruals?|balances?|absence|employer paid|company paid|employer contributions?|company contributions?|not deducted|employer match|memo|message|tax(able)? wages|other information|ytd summary|year to date summary)\b/.test(
      t,
    )
  )
    return 'excluded';
  const deduction =
    /\b(deductions?|tax|taxes|withholdings?|statutory|garnishments?|pre tax|post tax|after tax|benefits?)\b/.test(
      t,
    );
  // "Pay" alone titles earnings; "Pay Period", "Pay Date", "Pay Frequency" do not.
  const earning =
    /\b(earnings?|income|wages|salary|compensation)\b/.test(t) ||
    /^(pay|payments|hours|pay items|pay details|gross pay)$/.test(t);
  if (deduction && earning)
    return /\bdeductions?\b/.test(t) && /\bearnings?\b/.test(t) ? 'mixed' : 'deduction';
  if (deduction) return 'deduction';
  if (earning) return 'earning';
  return null;
}

interface Word {
  norm: string;
  x0: number;
  x1: number;
}

/** The line's words with their horizontal extent (a word inside a glyph run gets its share of the run). */
function lineWords(line: Line): Word[] {
  const out: Word[] = [];
  for (const it of line.items) {
    const n = it.text.length || 1;
    // Words of touching cells run together ("Ded CodeDeduction"): a capital after a small letter starts a word.
    for (const m of it.text.matchAll(/\S+?(?=\s|$|(?<=\p{Ll})\p{Lu})/gu)) {
      // "Taxes & Deductions" is "taxes and deductions": the ampersand is a word of the phrase.
      const norm = m[0] === '&' ? 'and' : normalizeLabel(m[0]);
      if (!norm) continue;
      out.push({
        norm,
        x0: it.x + (it.width * m.index) / n,
        x1: it.x + (it.width * (m.index + m[0].length)) / n,
      });
    }
  }
  return out;
}

function titleKey(text: string): ColKey | null {
  return TITLE_LEXICON.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A header row's titles: the longest word runs the lexicon names; other words make 'other' titles. */
export function headerTitles(line: Line): Title[] {
  const words = lineWords(line);
  const gap = Math.max(6, (line.bottom - line.top) * 0.9);
  const titles: Title[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(5, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (run.some((w, k) => k > 0 && w.x0 - run[k - 1]!.x1 > gap)) continue;
      const text = run.map((w) => w.norm).join(' ');
      const key = titleKey(text);
      if (!key) continue;
      // A description word ending a phrase of unknown words is that phrase's title ("Adjustments
      // to Net Pay"), not a column after an unknown one.
      const last = titles.at(-1);
      // Only a phrase (words joined by "to", "of", "from" …): a scan's garbled title ("Earn Cod")
      // glued to "Pay Type" stays a column of its own.
      // The rows under the title decide later whether it is one column (splitJoinedTitles).
      // Two description words in one phrase are one title ("Tax Withholdings", "Earnings Deductions").
      if (key === 'desc' && last?.key === 'desc' && !last.joined && run[0]!.x0 - last.x1 <= gap) {
        last.text += ` ${text}`;
        last.x1 = run.at(-1)!.x1;
        last.topic = topicOf(last.text) ?? last.topic;
        taken = n;
        break;
      }
      if (key === 'desc' && last?.key === 'other' && run[0]!.x0 - last.x1 <= gap) {
        last.joined = { x0: run[0]!.x0, head: last.text, word: text };
        last.key = 'desc';
        last.text += ` ${text}`;
        last.x1 = run.at(-1)!.x1;
        last.topic = topicOf(last.text);
        taken = n;
        break;
      }
      titles.push({
        key,
        text,
        x0: run[0]!.x0,
        x1: run.at(-1)!.x1,
        topic: key === 'desc' ? topicOf(text) : null,
      });
      taken = n;
      break;
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const w = words[i]!;
    const last = titles.at(-1);
    // An unknown word in the same phrase as the title before it is part of that title ("Taxes
    // Withheld", "Earnings and Hours"), not a column of its own.
    // Only after a title that names its rows' topic ("Taxes", "Earnings"): "Description" followed
    // by a garbled column title on a scan is two titles.
    if (
      last &&
      (last.key === 'other' || (last.key === 'desc' && last.topic !== null && /^\p{L}+$/u.test(w.norm))) &&
      w.x0 - last.x1 <= gap
    ) {
      last.text += ` ${w.norm}`;
      last.x1 = w.x1;
      if (last.key === 'desc') last.topic = topicOf(last.text) ?? last.topic;
    } else titles.push({ key: 'other', text: w.norm, x0: w.x0, x1: w.x1, topic: null });
    i++;
  }
  return titles;
}

/** A cell that is only a period's column title ("This Period", "Year-to-Date", "YTD"). */
function isPeriodTitle(text: string): boolean {
  const key = titleKey(normalizeLabel(text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')));
  return key === 'current' || key === 'ytd';
}

function hasNumber(cell: Cell): boolean {
  return /\d/.test(cell.text) && parseAmount(cell.text.trim()) !== null;
}

interface Column {
  key: ColKey;
  x0: number;
  x1: number;
  /** How the key was decided: the title's words, a group title above, or position/arithmetic. */
  by: 'title' | 'group' | 'position';
}

interface Table {
  header: Line;
  x0: number;
  x1: number;
  columns: Column[];
  topic: Topic | null;
  /** The money columns' reading was a guess (no title said which is current). */
  guessed: boolean;
}

/**
 * Header rows of line-item tables, split into side-by-side tables: a row of titles (no numbers)
 * naming at least one description or code column and one money column. A description title
 * after a money title starts the next table on the same row.
 */
function findTables(lines: Line[], choices: ReadingChoices = PREFERRED): Table[] {
  const tables: Table[] = [];
  for (const line of lines) {
    // A header holds no amounts (a check number or date beside it is allowed).
    // Also an amount inside a cell OCR ran together with words ("2,000.00 Total Deductions").
    if (
      line.cells.some((c) =>
        c.text
          .trim()
          .split(/\s+/)
          .some((t) => isMoneyToken(t)),
      )
    )
      continue;
    // A total's label alone on its line ("Total Taxes and Deductions", its amount lost on a scan)
    // is a row of the table above, not a header of "Total" and "Taxes and Deductions".
    if (line.cells.length === 1 && isSummaryRow(normalizeLabel(line.cells[0]!.text))) continue;
    const named = splitJoinedTitles(lines, line, headerTitles(line));
    const titles = choices.unknownTitlesAsAmounts ? withUnknownTitlesAsAmounts(named) : named;
    // A second description-like title after numeric ones is an amount ("Hours  Rate  Earnings").
    const isMoney = (t: Title, k: number) =>
      MONEY_KEYS.includes(t.key) ||
      (t.key === 'desc' && titles.slice(0, k).some((x) => x.key === 'hours' || x.key === 'rate'));
    if (!titles.some(isMoney)) continue;
    // The leftmost title names the rows ("Type", "Company Tax") when no description title does.
    const first = titles[0];
    if (!titles.some((t) => t.key === 'desc' || t.key === 'code')) {
      if (!first || isNumericKey(first.key)) continue;
      first.key = 'desc';
    }
    const groups: Title[][] = [];
    for (const t of titles) {
      const cur = groups.at(-1);
      // Only after a money column: "Earnings" after Hours and Rate is the amount they make.
      // A year-to-date hours column ("YTD Hours" between "This Pay" and "YTD Total") belongs to
      // the table it sits in; any other unknown title after the amounts starts a table beside it.
      const startsNew =
        !cur ||
        ((t.key === 'desc' ||
          t.key === 'code' ||
          (t.key === 'other' && !YTD_UNITS.test(normalizeLabel(t.text)))) &&
          cur.some((x) => MONEY_KEYS.includes(x.key)) &&
          titles.slice(titles.indexOf(t)).some((x) => MONEY_KEYS.includes(x.key)));
      if (startsNew) groups.push([t]);
      else cur.push(t);
    }
    const above = groupTitlesAbove(lines, line);
    groups.forEach((g, k) => {
      if (!g.some((t) => isMoney(t, titles.indexOf(t)))) return;
      const next = groups[k + 1];
      // The first table of a header row starts a little left of its first title (a row's text
      // may sit left of a centred or indented title), not at the page's edge: text far left of it
      // is a block beside the table ("Sick: 29.53 hrs available" beside its totals).
      const x0 = k === 0 ? g[0]!.x0 - 40 : g[0]!.x0 - 4;
      const x1 = next ? next[0]!.x0 - 4 : Infinity;
      const { columns, guessed } = nameColumns(g, above);
      const lead = g.slice(
        0,
        Math.max(
          1,
          g.findIndex((t) => isNumericKey(t.key)),
        ),
      );
      const descTopic = topicOf(lead.map((t) => t.text).join(' '));
      // A table titled "Year to Date" with one amount column ("Amount") holds year-to-date figures.
      const money = columns.filter((c) => MONEY_KEYS.includes(c.key));
      if (money.length === 1 && money[0]!.key !== 'ytd' && ytdHeadingAbove(lines, line, x0, x1)) {
        money[0]!.key = 'ytd';
        money[0]!.by = 'group';
      }
      tables.push({
        header: line,
        x0,
        x1,
        columns,
        topic: headingAbove(lines, line, x0, x1, g[0]!.x0) ?? descTopic,
        guessed,
      });
    });
  }
  return tables;
}

/**
 * The reading in which the titles the lexicon does not know, right of a description title, name
 * amount columns ("Period  Cumulative", "This Stub  Year Total"): a word next to a money title is
 * part of it. Which amount is this period's is then the columns' order, checked by arithmetic.
 */
export function withUnknownTitlesAsAmounts(titles: Title[]): Title[] {
  const desc = titles.findIndex((t) => t.key === 'desc' && t.topic !== 'excluded');
  if (desc < 0) return titles;
  const out: Title[] = titles.slice(0, desc + 1);
  for (const t of titles.slice(desc + 1)) {
    const last = out.at(-1)!;
    const unknown = t.key === 'other' && !YTD_UNITS.test(t.text);
    if (!unknown && t.key !== 'amount') {
      out.push(t);
      continue;
    }
    // One column's title printed as words apart ("Year  Total") is one amount title.
    if (out.length > desc + 1 && (last.key === 'amount' || last.key === 'other') && t.x0 - last.x1 <= 12) {
      out[out.length - 1] = { ...last, key: 'amount', text: `${last.text} ${t.text}`, x1: t.x1 };
      continue;
    }
    out.push({ ...t, key: 'amount' });
  }
  return out;
}

/**
 * A title joined from unknown words and a description word ("Employee taxes", "Adjustments to
 * Net Pay") is two columns when the rows under it print two text cells that start under its two
 * parts (a scan's garbled "Earn Cod" over the codes, "Pay Type" over the descriptions).
 */
function splitJoinedTitles(lines: Line[], header: Line, titles: Title[]): Title[] {
  return titles.flatMap((t) => {
    const j = t.joined;
    if (!j) return [t];
    const rows = lines
      .slice(header.index + 1, header.index + 4)
      .filter((l) => l.pageNumber === header.pageNumber);
    const starts = (l: Line, x: number) => l.cells.some((c) => !hasNumber(c) && Math.abs(c.x0 - x) <= 6);
    if (!rows.some((l) => starts(l, t.x0) && starts(l, j.x0))) return [t];
    return [
      { key: 'other' as const, text: j.head, x0: t.x0, x1: j.x0 - 1, topic: null },
      { key: 'desc' as const, text: j.word, x0: j.x0, x1: t.x1, topic: topicOf(j.word) },
    ];
  });
}

/** A row of period titles right above a header ("This Period" over Hours/Rate/Amount, "YTD" over Amount). */
function groupTitlesAbove(lines: Line[], header: Line): Title[] {
  const prev = lines[header.index - 1];
  // A line with an amount anywhere ("YTD 116,829.02" in a summary box above) holds values, not titles.
  if (
    !prev ||
    prev.pageNumber !== header.pageNumber ||
    prev.cells.some(hasNumber) ||
    /\d\.\d{2}\b/.test(prev.text)
  )
    return [];
  const titles = headerTitles(prev);
  const period = titles.filter((t) => t.key === 'current' || t.key === 'ytd');
  return period.length > 0 && titles.every((t) => t.key !== 'desc' || t.topic !== null) ? period : [];
}

/**
 * The money columns' meaning: their own titles, a period title grouped above them, then position
 * (the first untitled money column is the current one, a later one year-to-date); arithmetic
 * later checks the guess against the rows.
 */
function nameColumns(titles: Title[], above: Title[]): { columns: Column[]; guessed: boolean } {
  let descSeen = false;
  const columns: Column[] = titles.map((t) => {
    let key = t.key;
    // "Earnings" after the description title is an amount column ("Earnings" under "This Period").
    if (key === 'desc') {
      if (descSeen) key = 'amount';
      descSeen = true;
    }
    return { key, x0: t.x0, x1: t.x1, by: 'title' as const };
  });
  for (const c of columns) {
    if (c.key !== 'amount' && c.key !== 'current') continue;
    const g =
      above.find((a) => a.x0 <= c.x1 && a.x1 >= c.x0) ?? [...above].reverse().find((a) => a.x0 <= c.x1 + 2);
    if (g && (c.key === 'amount' || g.key === 'ytd')) {
      c.key = g.key;
      c.by = 'group';
    }
  }
  let guessed = false;
  const money = columns.filter((c) => MONEY_KEYS.includes(c.key));
  const has = (k: ColKey) => money.some((c) => c.key === k);
  for (const c of money) {
    if (c.key !== 'amount') continue;
    c.by = 'position';
    guessed = true;
    c.key = !has('current') ? 'current' : !has('ytd') ? 'ytd' : 'other';
  }
  // Two columns titled alike ("Current", "Current"): the later one is year-to-date, a guess.
  const currents = money.filter((c) => c.key === 'current');
  if (currents.length > 1 && !has('ytd')) {
    currents.at(-1)!.key = 'ytd';
    currents.at(-1)!.by = 'position';
    guessed = true;
  }
  return { columns, guessed };
}

/** A year-to-date title alone over a table ("Year to Date", "YEAR-TO-DATE Totals", "YTD"). */
export function ytdHeadingAbove(lines: Line[], header: Line, x0: number, x1: number): boolean {
  for (let i = header.index - 1; i >= Math.max(0, header.index - 2); i--) {
    const l = lines[i]!;
    if (l.pageNumber !== header.pageNumber || l.cells.some(hasNumber)) return false;
    const inSpan = l.cells.filter((c) => c.x1 > x0 && c.x0 < x1);
    if (inSpan.length !== 1) continue;
    const norm = normalizeLabel(inSpan[0]!.text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' '));
    if (/^(?:ytd|y t d|year to date)(?: (?:totals?|summary|amounts?|earnings and deductions))?$/.test(norm))
      return true;
  }
  return false;
}

/** The title printed over a table (up to three lines above its header, over its span). */
function headingAbove(lines: Line[], header: Line, x0: number, x1: number, left: number): Topic | null {
  for (let i = header.index - 1; i >= Math.max(0, header.index - 3); i--) {
    const l = lines[i]!;
    if (l.pageNumber !== header.pageNumber || l.cells.some(hasNumber) || findDates(l.text).length > 0)
      return null;
    // A heading stands alone over its table: a row of captions ("Check Date  Direct Deposit") is not one.
    const inSpan = l.cells.filter((c) => c.x1 > x0 && c.x0 < x1);
    if (inSpan.length > 2) return null;
    const cells = inSpan.filter((c) => c.x0 < left + 120 && c.text.trim().split(/\s+/).length <= 6);
    for (const c of cells) {
      const topic = topicOf(c.text);
      if (topic) return topic;
    }
  }
  return null;
}

const SUMMARY_ROW =
  /^(gross|total|totals|net|check amount|amount paid|earnings total|deductions total|take home|sum|current total|ytd total|this period total|sub ?total)\b|\btotals?$|^(ytd|y t d|year to date) (gross|net|deductions|earnings|taxes|total)\b/;
/** A total row's words, also glued together as a scan reads them ("Grosspay", "TotalDeductions"). */
export function isSummaryRow(norm: string): boolean {
  return SUMMARY_ROW.test(
    norm.replace(/^(gross|total|net)(?=pay|earnings|deductions|taxes|amount|gross)/, '$1 '),
  );
}
const DEPOSIT_ROW = /\b(?:x{2,}|\*{2,})\d{2,4}\b|\bdirect deposit\b|^(?:checking|savings|chk|sav)\b/i;
const TYPE_EARNING = /^(e|earning|earnings|income|pay)$/i;
const TYPE_DEDUCTION = /^(d|t|deduction|deductions|tax|taxes|ded)$/i;

/** One line item as read, before its kind is settled. */
interface RawItem {
  description: string;
  current: number | null;
  ytd: number | null;
  hours: number | null;
  rate: number | null;
  kind: Kind | null;
  /** How the kind was decided: type column, table or section title, sign, or the words. */
  kindBy: 'type' | 'heading' | 'sign' | 'words' | null;
  confidence: number;
  /** The description's and amounts' own words' confidence (a smudged YTD figure is not the name's). */
  cells?: Record<string, number>;
  table: number;
  /** A code-shaped first cell of the description ("REG" before "Regular Pay"), and the rest. */
  lead?: { x0: number; restX0: number; rest: string };
}

/** An earning or deduction code: a short word in capitals ("REG", "SHF", "MEDINS"). */
const CODE_SHAPE = /^[A-Z][A-Z0-9]{1,5}$/;

/**
 * A code column whose title a scan garbled ("Earn Coddarnings" for "Earn Code  Earnings") is
 * known by its values: in two rows or more, and in every row that has one, a code-shaped cell at
 * one place with the description at another. The codes are then no part of the descriptions.
 */
export function withCodesByShape(rows: Pick<RawItem, 'description' | 'lead'>[], textCols: Column[]): void {
  if (textCols.some((c) => c.key === 'code')) return;
  const led = rows.filter((r) => r.lead);
  if (led.length < 2) return;
  const first = led[0]!.lead!;
  const aligned = (r: (typeof led)[number]) =>
    Math.abs(r.lead!.x0 - first.x0) <= 6 && Math.abs(r.lead!.restX0 - first.restX0) <= 6;
  if (!led.every(aligned)) return;
  for (const r of led) if (r.lead!.rest) r.description = r.lead!.rest;
}

/** A total row inside a table ("Gross Pay", "Total"), with its values by column. */
interface TableTotal {
  line: Line;
  label: string;
  current: number | null;
  ytd: number | null;
  topic: Topic | null;
}

const bare = (t: string) => t.trim().replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N})%.]+$/gu, '');

function columnDistance(cell: Cell, c: Column): number {
  // Numbers align on the title's right edge (or sit inside its span).
  const inside = cell.x0 <= c.x1 + 2 && cell.x1 >= c.x0 - 2;
  return inside ? 0 : Math.min(Math.abs(cell.x1 - c.x1), Math.abs(cell.x0 - c.x0));
}

/**
 * The numbers of a row placed under the numeric columns one to one, left to right, at the least
 * total distance from their titles (two numbers never share a column). Strictly, a number farther
 * than its column's tolerance has no column: it belongs to something beside the table.
 */
function placeNumbers(nums: Cell[], cols: Column[], lenient: boolean): { c: Cell; col: Column | null }[] {
  const xs = [...nums].sort((a, b) => a.x0 - b.x0);
  const cs = [...cols].sort((a, b) => a.x0 - b.x0);
  const tolerance = (col: Column) => Math.max(24, (col.x1 - col.x0) * 0.8);
  if (xs.length > cs.length) {
    // More numbers than titles: each to its nearest column.
    return nums.map((c) => {
      const col = [...cs].sort((a, b) => columnDistance(c, a) - columnDistance(c, b))[0]!;
      return { c, col: lenient || columnDistance(c, col) <= tolerance(col) ? col : null };
    });
  }
  // best[i][j]: least cost placing the first i numbers in the first j columns.
  const best: number[][] = Array.from({ length: xs.length + 1 }, () =>
    Array<number>(cs.length + 1).fill(Infinity),
  );
  const take: boolean[][] = Array.from({ length: xs.length + 1 }, () =>
    Array<boolean>(cs.length + 1).fill(false),
  );
  for (let j = 0; j <= cs.length; j++) best[0]![j] = 0;
  for (let i = 1; i <= xs.length; i++)
    for (let j = i; j <= cs.length; j++) {
      const skip = best[i]![j - 1]!;
      const use = best[i - 1]![j - 1]! + columnDistance(xs[i - 1]!, cs[j - 1]!);
      best[i]![j] = Math.min(skip, use);
      take[i]![j] = use <= skip;
    }
  const out: { c: Cell; col: Column | null }[] = [];
  for (let i = xs.length, j = cs.length; i > 0; j--) {
    if (!take[i]![j]) continue;
    const col = cs[j - 1]!;
    const d = columnDistance(xs[i - 1]!, col);
    out.unshift({ c: xs[i - 1]!, col: lenient || d <= tolerance(col) ? col : null });
    i--;
  }
  return out;
}

function readTables(
  lines: Line[],
  tables: Table[],
  warnings: string[],
  lenient = false,
): { items: RawItem[]; totals: TableTotal[] } {
  const items: RawItem[] = [];
  const totals: TableTotal[] = [];
  const headerIdx = new Set(tables.map((t) => t.header.index));
  tables.forEach((table, ti) => {
    if (table.topic === 'excluded') return;
    const numericCols = table.columns.filter((c) => isNumericKey(c.key) || c.key === 'other');
    const textCols = table.columns.filter((c) => !isNumericKey(c.key));
    let section: Topic | null = table.topic;
    const titleCell = table.header.cells.find(
      (c) => (c.x0 + c.x1) / 2 > table.x0 && (c.x0 + c.x1) / 2 < table.x1,
    );
    const tableTitle = titleCell ? normalizeLabel(titleCell.text) : null;
    const rows: RawItem[] = [];
    const totalsBefore = totals.length;
    let lastBottom = table.header.bottom;
    let unknown = 0;
    // The table's extent was last carried down by the table beside (its own rows have ended).
    let besideOnly = false;
    for (let i = table.header.index + 1; i < lines.length; i++) {
      const line = lines[i]!;
      // Another table's titles end this one, unless they are all printed beside it (a block's
      // titles, "Deposits  account number  amount", beside earnings and deductions still running).
      if (
        headerIdx.has(i) &&
        line.cells.some((c) => (c.x0 + c.x1) / 2 > table.x0 && (c.x0 + c.x1) / 2 < table.x1)
      )
        break;
      const cells = splitNumberRuns(line.confidence < 1 ? line.cells.map(ocrPoint) : line.cells).filter(
        (c) => {
          const mid = (c.x0 + c.x1) / 2;
          return mid > table.x0 && mid < table.x1;
        },
      );
      // On a scan, words OCR made up of a ruled grid's empty cells (a row with no amount, every
      // word of low confidence: "[Real", "IRISwhi") are no row and no end of the table.
      // They sit inside the table (its grid), so they carry its extent down.
      if (isOcrNoise({ ...line, cells })) {
        if (line.pageNumber === table.header.pageNumber) lastBottom = line.bottom;
        continue;
      }
      if (cells.length === 0) {
        // A row of the table beside under the same header (a wide table's deductions running
        // longer than its earnings) is no blank gap that ends this one. A row has an amount: a
        // note or a block's titles beside ("Important Notes") are no row of it.
        if (
          line.pageNumber === table.header.pageNumber &&
          !headerIdx.has(i) &&
          line.cells.some(hasNumber) &&
          tables.some(
            (t) =>
              t !== table &&
              t.header === table.header &&
              line.cells.some((c) => (c.x0 + c.x1) / 2 > t.x0 && (c.x0 + c.x1) / 2 < t.x1),
          )
        ) {
          lastBottom = line.bottom;
          besideOnly = true;
        }
        continue;
      }
      const height = line.bottom - line.top || 10;
      if (line.pageNumber === table.header.pageNumber && line.top - lastBottom > height * 4) break;
      const nums = cells.filter(hasNumber);
      const texts = cells.filter((c) => !hasNumber(c));
      if (nums.length === 0) {
        // A section title inside the table ("EARNINGS", "Taxes") switches the rows' kind; an
        // excluded block's title, or any other text row (a summary box's titles), ends the table.
        // One unknown text row (a sub-heading such as "Statutory", "Other") is passed over.
        const topic = topicOf(texts[0]!.text) ?? topicOf(texts.map((c) => c.text).join(' '));
        if (topic === 'excluded') break;
        // A row of period titles ("This Period   Year to Date") heads a block below (a summary
        // of totals), not a sub-heading of this table's rows.
        if (texts.every((c) => isPeriodTitle(c.text))) break;
        if (topic) {
          section = topic;
          lastBottom = line.bottom;
          unknown = 0;
          continue;
        }
        // Past the table beside's longer rows, a text row ("This Period  YTD Summary") is a block below.
        // A speck with no word ("i") is not one.
        if (besideOnly && texts.some((c) => /\p{L}{3}/u.test(c.text))) break;
        if (lenient ? ++unknown > 3 : ++unknown > 1 || texts.length > 1) break;
        continue;
      }
      unknown = 0;
      besideOnly = false;
      // Numbers off the table's columns belong to something else (a summary box beside or below).
      const placed = placeNumbers(nums, numericCols, lenient);
      if (placed.some((p) => p.col === null)) break;
      lastBottom = line.bottom;
      let typeText: string | null = null;
      const desc: string[] = [];
      const descCells: Cell[] = [];
      for (const c of texts.flatMap((x) => splitAcrossColumns(x, textCols))) {
        // An amount a scan garbled ("TAT.23" under YTD) is that column's unread value, not words
        // of the description; the pay sums may give it back (lineValueFromTotal).
        if (isGarbledAmount(c, numericCols)) continue;
        const col = nearestTextColumn(c, textCols);
        const t = bare(c.text);
        if (col?.key === 'type' && typeText === null) typeText = t;
        else if (col?.key === 'code') continue;
        else if (col?.key === 'other' && textCols.some((x) => x.key === 'desc')) continue;
        else {
          desc.push(t);
          descCells.push(c);
        }
      }
      const description = desc.join(' ').trim();
      if (!description) continue;
      const value = (key: ColKey): number | null => {
        const p = placed.find((x) => x.col!.key === key);
        if (!p) return null;
        const a = line.confidence < 1 ? parseOcrMoney(p.c.text) : parseAmount(p.c.text);
        return a ? a.value : null;
      };
      const norm = normalizeLabel(description);
      // A row captioned with its table's own title ("Pre-Tax Deductions" under "Pre-Tax
      // Deductions  Amount  Year to date") is the table's total whose "Total" a scan lost.
      if (tableTitle !== null && norm === tableTitle && rows.length > 0) continue;
      if (isSummaryRow(norm)) {
        totals.push({
          line,
          label: description,
          current: value('current'),
          ytd: value('ytd'),
          topic: section,
        });
        continue;
      }
      if (DEPOSIT_ROW.test(description)) continue;
      const current = value('current');
      // A line with only a year-to-date figure (nothing this period) is still a line; its current
      // amount is not printed.
      if (current === null && value('ytd') === null) continue;
      let kind: Kind | null = null;
      let kindBy: RawItem['kindBy'] = null;
      if (typeText && TYPE_EARNING.test(typeText)) [kind, kindBy] = ['earning', 'type'];
      else if (typeText && TYPE_DEDUCTION.test(typeText)) [kind, kindBy] = ['deduction', 'type'];
      else if (section === 'earning' || section === 'deduction') [kind, kindBy] = [section, 'heading'];
      const row: RawItem = {
        description,
        current,
        ytd: value('ytd'),
        hours: magnitudeOf(value('hours')),
        rate: magnitudeOf(value('rate')),
        kind,
        kindBy,
        confidence: line.confidence * (table.guessed ? 0.8 : 0.92),
        cells: Object.fromEntries(
          (
            [
              ['description', texts],
              ['amount', placed.filter((x) => x.col!.key === 'current').map((x) => x.c)],
              ['ytdAmount', placed.filter((x) => x.col!.key === 'ytd').map((x) => x.c)],
            ] as const
          )
            .filter(([, cells]) => cells.length > 0)
            .map(([k, cells]) => [
              k,
              Math.min(...cells.map((c) => cellConfidence(c))) * (table.guessed ? 0.8 : 0.92),
            ]),
        ),
        table: ti,
        ...(descCells.length >= 2 && CODE_SHAPE.test(descCells[0]!.text.trim())
          ? { lead: { x0: descCells[0]!.x0, restX0: descCells[1]!.x0, rest: desc.slice(1).join(' ').trim() } }
          : {}),
      };
      rows.push(row);
    }
    withCodesByShape(rows, textCols);
    // The table's total rows sit in the same columns as its lines.
    if (settleMoneyColumns(rows, table, warnings))
      for (const t of totals.slice(totalsBefore)) [t.current, t.ytd] = [t.ytd, t.current];
    items.push(...rows);
  });
  return { items: withoutRepeatedTables(withPeriodTablesJoined(items)), totals };
}

/**
 * A stub that prints this period and the year to date as two tables, one under the other: a
 * later table whose rows carry only a year-to-date figure and whose descriptions are all rows of
 * an earlier table without one gives those rows their year-to-date figures; it is no new rows.
 */
export function withPeriodTablesJoined<T extends Pick<RawItem, 'table' | 'description' | 'current' | 'ytd'>>(
  items: T[],
): T[] {
  const tables = [...new Set(items.map((r) => r.table))];
  const drop = new Set<number>();
  for (const t of tables) {
    const rows = items.filter((r) => r.table === t);
    if (rows.length === 0 || rows.some((r) => r.current !== null || r.ytd === null)) continue;
    const earlier = items.filter((r) => r.table < t && !drop.has(r.table) && r.ytd === null);
    const used = new Set<T>();
    const match = rows.map((r) => {
      const m = earlier.find(
        (e) => !used.has(e) && normalizeLabel(e.description) === normalizeLabel(r.description),
      );
      if (m) used.add(m);
      return m;
    });
    if (match.some((m) => !m)) continue;
    rows.forEach((r, i) => (match[i]!.ytd = r.ytd));
    drop.add(t);
  }
  return drop.size ? items.filter((r) => !drop.has(r.table)) : items;
}

const MONEY = String.raw`-?\(?\$?\d{1,3}(?:,?\d{3})*\.\d{2}\)?-?`;
const MARKER_ROW = new RegExp(
  String.raw`^(.*?[A-Za-z)].*?)\s+(${MONEY})\s+(?:YTD|Y-T-D|Year[- ]to[- ]date)\s*:?\s*(\S.{0,20}?)\s*$`,
  'i',
);
const HOURS_RATE =
  /\s*(\d{1,4}(?:\.\d+)?)\s*(?:hrs?|hours|units)\.?\s*(?:@|x|at)\s*\$?(\d{1,5}(?:\.\d+)?)\s*/i;

/**
 * A line printer's stub without column titles: each line prints the description (hours and rate
 * in words, "80.00 HRS @ 25.5000"), this period's amount, then a year-to-date marker and the
 * year-to-date amount ("YTD 24,000.00"). Lines without amounts title the rows under them
 * ("EARNINGS", "TAXES", "DEDUCTIONS"); totals ("GROSS PAY", "NET PAY") are totals, not items.
 */
export function markerRows(lines: Line[]): { items: RawItem[]; totals: TableTotal[] } {
  const items: RawItem[] = [];
  const totals: TableTotal[] = [];
  let section: Topic | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    const m = MARKER_ROW.exec(text);
    if (!m) {
      if (!line.cells.some(hasNumber)) {
        const t = topicOf(text);
        if (t) section = t;
      }
      continue;
    }
    const amount = (t: string) => (line.confidence < 1 ? parseOcrMoney(t) : parseAmount(t))?.value ?? null;
    let description = m[1]!.trim();
    const hr = HOURS_RATE.exec(description);
    if (hr) description = description.replace(hr[0], ' ').trim();
    const current = amount(m[2]!);
    // A year-to-date figure a scan garbled ("54ST .31") leaves the line an item without it.
    const ytd = new RegExp(`^${MONEY}$`).test(m[3]!) ? amount(m[3]!) : null;
    if (isSummaryRow(normalizeLabel(description))) {
      totals.push({ line, label: description, current, ytd, topic: section });
      continue;
    }
    if (section === 'excluded' || DEPOSIT_ROW.test(description)) continue;
    items.push({
      description,
      current,
      ytd,
      hours: hr ? Number(hr[1]) : null,
      rate: hr ? Number(hr[2]) : null,
      kind: section === 'earning' || section === 'deduction' ? section : null,
      kindBy: section === 'earning' || section === 'deduction' ? 'heading' : null,
      confidence: line.confidence * 0.85,
      table: 0,
    });
  }
  return { items, totals };
}

/**
 * Rows read without column titles (a scan that lost them): on each line, a description (words of
 * three letters or more, left of its amounts) followed by money amounts; a line holding two
 * such runs is two rows (tables side by side). The amounts are named by shape and arithmetic:
 * hours × rate = amount makes the first two hours and rate; of the money amounts left, the last
 * two are this period and the year to date (year to date never below this period); one amount
 * is this period's. Section titles type the rows under them; excluded blocks are skipped.
 */
export function headerlessRows(
  lines: Line[],
  warnings: string[],
): { items: RawItem[]; totals: TableTotal[] } {
  const items: RawItem[] = [];
  const totals: TableTotal[] = [];
  let section: Topic | null = null;
  const isAmount = (c: Cell) => /^[-(]?\$?\d[\d,]*[.:;]\d{2}[-)]?$/.test(c.text.trim());
  // Year-to-date is never below the current amount: when every line with two figures that differ
  // prints the larger first, the year-to-date column comes first.
  const pairs = lines.flatMap((line) => {
    const v = line.cells.filter(isAmount).map((c) => parseOcrMoney(c.text)?.value ?? null);
    return v.length === 2 && v[0] !== null && v[1] !== null && Math.abs(v[0]!) !== Math.abs(v[1]!)
      ? [Math.abs(v[0]!) > Math.abs(v[1]!)]
      : [];
  });
  const ytdFirst = pairs.length >= 2 && pairs.every(Boolean);
  for (const line of lines) {
    const cells = splitNumberRuns(line.confidence < 1 ? line.cells.map(ocrPoint) : line.cells);
    // A line's first cell names it even when short ("401(k)", "FIT").
    const words = (c: Cell) =>
      (/\p{L}{3}/u.test(c.text) || (c === cells[0] && /\p{L}/u.test(c.text))) && !isAmount(c);
    if (!cells.some(isAmount)) {
      const titled = cells.filter(words);
      if (titled.length > 0 && titled.length <= 2) {
        const t = topicOf(titled[0]!.text);
        if (t) section = t;
      }
      continue;
    }
    if (findDates(line.text).length > 0) continue;
    // Runs: a description cell, then the amounts after it.
    const runs: { desc: Cell; nums: Cell[] }[] = [];
    for (const c of cells) {
      if (words(c)) runs.push({ desc: c, nums: [] });
      else if (isAmount(c) && runs.length > 0) runs.at(-1)!.nums.push(c);
    }
    for (const { desc, nums } of runs) {
      if (nums.length === 0) continue;
      const amount = (c: Cell) => {
        const a = parseOcrMoney(c.text.replace(/[:;](?=\d{2}\b)/, '.'));
        return a ? a.value : null;
      };
      const vals = nums.map(amount);
      if (vals.some((v) => v === null)) continue;
      const v = vals as number[];
      let hours: number | null = null;
      let rate: number | null = null;
      let money = v;
      if (v.length >= 3 && Math.abs(v[0]! * v[1]! - Math.abs(v[2]!)) < 0.01) {
        [hours, rate] = [v[0]!, v[1]!];
        money = v.slice(2);
      }
      const [first, second] = money.length >= 2 ? [money.at(-2)!, money.at(-1)!] : [money[0]!, null];
      const [current, ytd] = ytdFirst && second !== null ? [second, first] : [first, second];
      if (ytd !== null && Math.abs(ytd) < Math.abs(current)) continue;
      const description = bare(desc.text);
      if (isSummaryRow(normalizeLabel(description))) {
        // Without titles no total row is known to close one section ("Net Pay" under the
        // deductions): the labels say which total each is.
        totals.push({ line, label: description, current, ytd, topic: null });
        continue;
      }
      if (section === 'excluded' || DEPOSIT_ROW.test(description)) continue;
      const typed = section === 'earning' || section === 'deduction' ? section : null;
      items.push({
        description,
        current,
        ytd,
        hours,
        rate,
        kind: typed,
        kindBy: typed ? 'heading' : null,
        confidence: line.confidence * 0.6,
        table: 0,
      });
    }
  }
  if (items.length > 0)
    warnings.push('No column titles were read: the rows were read by the shape of their amounts.');
  return { items, totals };
}

const HOURS_ROW_TITLE = /^(hours|hrs|units|qty|quantity|hours units)$/;
const RATE_ROW_TITLE = /^(rate|pay rate|rates)$/;

/**
 * Transposed tables: each earning, tax or deduction is a COLUMN titled with its description, and
 * the rows are titled with what they hold (Hours, Rate, Current / This Period, YTD / Year to
 * Date). A row title at the left, amounts under the column titles of the line above the rows. A
 * column titled as a total ("Gross Pay", "Total Deductions", "Net Pay", "Total") gives a total,
 * not an item; what the table is about comes from its corner title or the heading over it, as for
 * any table. Columns are matched by the span of their titles, so right-aligned figures under wider
 * titles still find theirs.
 */
export function transposedRows(
  lines: Line[],
  scanned = false,
): {
  items: RawItem[];
  totals: TableTotal[];
  headers: Set<number>;
} {
  const items: RawItem[] = [];
  const totals: TableTotal[] = [];
  const headers = new Set<number>();
  // A figure; on a scan also with a speck or a letter or two run onto its ends ("2507.68IE").
  const figure = (c: Cell, ocr: boolean): number | null => {
    const text = c.text.trim();
    if (!ocr) return hasNumber(c) ? (parseAmount(text)?.value ?? null) : null;
    const t = text
      .replace(/^[^\d(-]{1,3}(?=\d)|(?<=\d)[^\d)]{1,3}$/g, '')
      // "2.944 88": the thousands comma read as a point and the point as a space.
      .replace(/^(\d{1,3})[.,](\d{3}) (\d{2})$/, '$1$2.$3')
      // "5.68691": the thousands comma read as a point and the point lost (money has two decimals).
      .replace(/^(\d{1,3})\.(\d{3})(\d{2})$/, '$1$2.$3');
    if (t !== text)
      return /^\(?-?[\d,]+[.:]\d{2}\)?$/.test(t) ? (parseOcrMoney(t.replace(':', '.'))?.value ?? null) : null;
    return hasNumber(c) ? (parseAmount(text)?.value ?? null) : null;
  };
  type Key = 'hours' | 'rate' | 'current' | 'ytd' | 'unknown';
  // A row's title ("Rate", "1 Rate" with a grid's rule before it) and the cells of its figures; a
  // scan may lose the title altogether, leaving a row of figures only.
  const titleOf = (l: Line): Cell | null => {
    const c = l.cells[0];
    return c && /\p{L}{2}/u.test(c.text) && figure(c, scanned || l.confidence < 1) === null ? c : null;
  };
  // On a scan, a speck of a few letters among the figures ("SIE", "ae" where a figure was lost)
  // is no figure and no title.
  const figureCells = (l: Line): Cell[] =>
    (titleOf(l) ? l.cells.slice(1) : l.cells).filter(
      (c) => (!scanned && l.confidence === 1) || /\d/.test(c.text) || c.text.trim().length > 4,
    );
  const rowKey = (l: Line): Key | null => {
    const first = titleOf(l);
    const ocr = scanned || l.confidence < 1;
    if ((!first && !ocr) || l.cells.length < 2) return null;
    const cells = figureCells(l);
    const figures = cells.filter((c) => figure(c, ocr) !== null).length;
    // On a scan a titled row may hold a figure too garbled to read: it stays unread (null).
    const garbled = cells.filter((c) => figure(c, ocr) === null);
    if (figures === 0 || garbled.some((c) => !ocr || !/\d/.test(c.text))) return null;
    if (first) {
      const words = normalizeLabel(first.text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' '));
      for (const t of [words, words.replace(/^\S{1,2}\s+/, '')]) {
        if (HOURS_ROW_TITLE.test(t)) return 'hours';
        if (RATE_ROW_TITLE.test(t)) return 'rate';
        if (CURRENT_ROW_TITLE.test(t)) return 'current';
        if (YTD_ROW_TITLE.test(t)) return 'ytd';
      }
    }
    // On a scan, a row whose title was garbled or lost ("oA" for "YTD Amount"): its period is
    // settled by the arithmetic below.
    return ocr && garbled.length <= 1 && figures >= 2 ? 'unknown' : null;
  };
  // A speck or a scrap of a rule between a grid's rows ("PI", "354/650"): one short cell, no figure.
  const speck = (l: Line) =>
    (scanned || l.confidence < 1) &&
    l.cells.length === 1 &&
    l.cells[0]!.text.trim().length <= 8 &&
    figure(l.cells[0]!, true) === null;
  let table = 1000;
  for (let i = 0; i < lines.length; i++) {
    const k0 = rowKey(lines[i]!);
    if (!k0 || k0 === 'unknown') continue;
    // The block of titled rows, and the line of column titles above it.
    let j = i;
    const rows: { line: Line; key: Key }[] = [];
    while (j < lines.length && (rowKey(lines[j]!) || isOcrNoise(lines[j]!) || speck(lines[j]!))) {
      const key = rowKey(lines[j]!);
      if (key) rows.push({ line: lines[j]!, key });
      j++;
    }
    const start = i;
    i = j - 1;
    const keyed = rows.filter((r) => r.key !== 'unknown');
    if (!keyed.some((r) => r.key === 'current') || new Set(keyed.map((r) => r.key)).size !== keyed.length)
      continue;
    let h = start - 1;
    while (h >= 0 && (isOcrNoise(lines[h]!) || speck(lines[h]!) || rowKey(lines[h]!) === 'unknown')) {
      if (rowKey(lines[h]!) === 'unknown') rows.unshift({ line: lines[h]!, key: 'unknown' });
      h--;
    }
    const header = lines[h];
    if (!header || header.pageNumber !== rows[0]!.line.pageNumber || header.cells.some(hasNumber)) continue;
    const titleRight = Math.max(...keyed.map((r) => titleOf(r.line)?.x1 ?? 0));
    const corner = header.cells.find((c) => c.x1 <= titleRight + 4);
    // Two titles of touching columns run together ("State Income TaxHealth Insurance PPO"): a
    // capital right after a small letter starts the next title.
    const titles = header.cells
      .filter((c) => c !== corner && c.x0 > titleRight - 2)
      .flatMap((c) => {
        const parts = c.text.trim().split(/(?<=\p{Ll})(?=\p{Lu})/u);
        if (parts.length < 2) return [c];
        const per = (c.x1 - c.x0) / Math.max(1, c.text.trim().length);
        let at = c.x0;
        return parts.map((text) => {
          const part = { ...c, text, x0: at, x1: at + text.length * per };
          at = part.x1;
          return part;
        });
      });
    if (titles.length === 0) continue;
    // Every figure must sit under a title: a grid of amounts beside a caption is something else.
    const under = (c: Cell): Cell | null => {
      let best: Cell | null = null;
      let bestD = Infinity;
      for (const t of titles) {
        const d =
          c.x0 <= t.x1 + 2 && c.x1 >= t.x0 - 2 ? 0 : Math.min(Math.abs(c.x1 - t.x1), Math.abs(c.x0 - t.x0));
        if (d < bestD) [best, bestD] = [t, d];
      }
      return bestD <= 12 ? best : null;
    };
    const cellsOf = keyed.map((r) => figureCells(r.line));
    if (cellsOf.some((cs) => cs.some((c) => under(c) === null))) continue;
    // What the table is about: its corner title, else a heading just above it.
    let topic: Topic | null = corner ? topicOf(corner.text) : null;
    for (let a = h - 1; topic === null && a >= Math.max(0, h - 2); a--) {
      const l = lines[a]!;
      if (l.cells.some(hasNumber) || l.cells.length > 2) break;
      topic = topicOf(l.cells[0]!.text.replace(/\((?:cont(?:inued|'d|\.)?)\)$/i, ''));
    }
    if (topic === 'excluded') continue;
    // A column of net pay makes the grid the stub's summary (Gross / Deductions / Net Pay): its
    // columns are totals the labels read, never items.
    if (titles.some((t) => NET_LABELS.includes(normalizeLabel(bare(t.text))))) continue;
    const kind = topic === 'earning' || topic === 'deduction' ? topic : null;
    const value = (key: string, t: Cell): { v: number | null; conf: number } => {
      const r = rows.find((x) => x.key === key);
      const c = r ? figureCells(r.line).find((x) => under(x) === t) : undefined;
      const v = c ? figure(c, scanned || r!.line.confidence < 1) : null;
      return { v, conf: c ? Math.min(cellConfidence(c), hasNumber(c) ? 1 : 0.5) : 1 };
    };
    // Rows whose title a scan garbled: the year to date when the block has none and every figure
    // is at least this period's under the same title (year to date is never below it); this
    // period when the block has none and every figure is at most the year to date's. Else dropped.
    for (const r of rows.filter((x) => x.key === 'unknown')) {
      const cells = figureCells(r.line);
      const fits = (key: 'current' | 'ytd') => {
        const read = cells.filter((c) => figure(c, true) !== null);
        return (
          read.length >= 2 &&
          read.every((c) => {
            const t = under(c);
            const v = figure(c, true)!;
            const other = t ? value(key === 'ytd' ? 'current' : 'ytd', t).v : null;
            return other !== null && (key === 'ytd' ? v >= other : v <= other);
          })
        );
      };
      const has = (key: Key) => rows.some((x) => x.key === key);
      if (!has('ytd') && has('current') && fits('ytd')) r.key = 'ytd';
      else if (!has('current') && has('ytd') && fits('current')) r.key = 'current';
    }
    table++;
    const blockItems: RawItem[] = [];
    const blockTotals: TableTotal[] = [];
    for (const t of titles) {
      const description = bare(t.text);
      const cur = value('current', t);
      const ytd = value('ytd', t);
      if (cur.v === null && ytd.v === null) continue;
      const norm = normalizeLabel(description);
      if (isSummaryRow(norm) || /^total\b/.test(norm) || /\btotals?$/.test(norm)) {
        blockTotals.push({ line: header, label: description, current: cur.v, ytd: ytd.v, topic: kind });
        continue;
      }
      const hours = value('hours', t);
      const rate = value('rate', t);
      const confidence = Math.min(cellConfidence(t), cur.conf, ytd.conf) * header.confidence;
      blockItems.push({
        description,
        current: cur.v,
        ytd: ytd.v,
        hours: hours.v,
        rate: rate.v,
        kind,
        kindBy: kind ? 'heading' : null,
        confidence,
        cells: { description: cellConfidence(t), amount: cur.conf, ytdAmount: ytd.conf },
        table,
      });
    }
    // A grid of totals only (Gross / Deductions / Net by period) is the summary the labels read.
    if (blockItems.length === 0) continue;
    items.push(...blockItems);
    totals.push(...blockTotals);
    headers.add(header.index);
  }
  return { items, totals, headers };
}

/**
 * A stub printed twice on one page (the employee's part and the employer's, under a voucher
 * check) repeats each table row for row: a table whose rows are exactly an earlier table's (same
 * descriptions and amounts, in order) is that table again, and its rows are not read twice.
 */
export function withoutRepeatedTables<T extends Pick<RawItem, 'table' | 'description' | 'current' | 'ytd'>>(
  items: T[],
): T[] {
  const byTable = new Map<number, T[]>();
  for (const r of items) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r]);
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const [t, rows] of byTable) {
    const key = rows.map((r) => `${normalizeLabel(r.description)}|${r.current}|${r.ytd}`).join('\n');
    if (seen.has(key)) repeated.add(t);
    else seen.add(key);
  }
  return repeated.size ? items.filter((r) => !repeated.has(r.table)) : items;
}

/** OCR reads an amount's point as a colon or semicolon ("8457:31"): the amount, not text. */
export function ocrPoint(cell: Cell): Cell {
  const m = /^(-?\$?\d[\d,]*)[:;](\d{2}-?)$/.exec(cell.text.trim());
  return m ? { ...cell, text: `${m[1]}.${m[2]}` } : cell;
}

/**
 * Cells holding only numbers, two or more ("5,100.00 107,176.17" where narrow ruled cells touch),
 * split into one cell per number at its place on the line.
 */
function splitNumberRuns(cells: Cell[]): Cell[] {
  return cells.flatMap((c) => {
    const tokens = c.text.trim().split(/\s+/);
    if (tokens.length < 2) return [c];
    const allNumbers = tokens.every((t) => /\d/.test(t) && parseAmount(t) !== null);
    // An amount with cents run into the next column's words ("47,702.39 Federal Income Tax",
    // touching ruled cells on a scan), or words into an amount: the amounts at either end are
    // cells of their own, the words between one cell.
    const cents = (t: string) => /^[-(]?\$?\d[\d,]*\.\d{2}[-)]?$/.test(t);
    let lead = 0;
    while (lead < tokens.length && cents(tokens[lead]!)) lead++;
    let trail = 0;
    while (trail < tokens.length - lead && cents(tokens[tokens.length - 1 - trail]!)) trail++;
    // The words are words (a scan's stray "Y" before an amount is no description).
    const mixed =
      (lead > 0 || trail > 0) &&
      lead + trail < tokens.length &&
      /\p{L}{3}/u.test(tokens.slice(lead, tokens.length - trail).join(' '));
    if (!allNumbers && !mixed) return [c];
    const words: Cell[] = [];
    for (const it of c.items) {
      const n = it.text.length || 1;
      for (const m of it.text.matchAll(/\S+/g))
        words.push({
          text: m[0],
          x0: it.x + (it.width * m.index) / n,
          x1: it.x + (it.width * (m.index + m[0].length)) / n,
          items: [it],
        });
    }
    if (words.length !== tokens.length) return [c];
    if (allNumbers) return words;
    const middle = words.slice(lead, words.length - trail);
    return [
      ...words.slice(0, lead),
      {
        text: middle.map((w) => w.text).join(' '),
        x0: middle[0]!.x0,
        x1: middle.at(-1)!.x1,
        items: [...new Set(middle.flatMap((w) => w.items))],
      },
      ...words.slice(words.length - trail),
    ];
  });
}

/**
 * A text cell that is an amount a scan garbled: ending in a point (or what OCR made of one) and
 * two digits, short, and inside a money column right of where the numeric columns start.
 */
function isGarbledAmount(cell: Cell, numericCols: Column[]): boolean {
  const t = cell.text.trim();
  if (t.length > 12 || !/[.,:;]\d{2}-?\)?$/.test(t) || /\p{L}{4}/u.test(t)) return false;
  const left = Math.min(...numericCols.map((c) => c.x0));
  return (
    cell.x0 >= left - 10 &&
    numericCols.some((c) => MONEY_KEYS.includes(c.key) && columnDistance(cell, c) === 0)
  );
}

function magnitudeOf(v: number | null): number | null {
  return v === null ? null : Math.abs(v);
}

/** A text cell running over two text columns ("MEDINS Medical Insurance"): one cell per column. */
function splitAcrossColumns(cell: Cell, cols: Column[]): Cell[] {
  const words: Cell[] = [];
  for (const it of cell.items) {
    const n = it.text.length || 1;
    for (const m of it.text.matchAll(/\S+/g))
      words.push({
        text: m[0],
        x0: it.x + (it.width * m.index) / n,
        x1: it.x + (it.width * (m.index + m[0].length)) / n,
        items: [it],
      });
  }
  if (words.length < 2) return [cell];
  const parts: { col: Column | null; words: Cell[] }[] = [];
  for (const w of words) {
    const col = nearestTextColumn(w, cols);
    const last = parts.at(-1);
    if (last && last.col === col) last.words.push(w);
    else parts.push({ col, words: [w] });
  }
  // Only a code or type split off; a long description running past its title stays whole.
  if (parts.length < 2 || parts.filter((p) => p.col?.key !== 'code' && p.col?.key !== 'type').length > 1)
    return [cell];
  return parts.map((p) => ({
    text: p.words.map((w) => w.text).join(' '),
    x0: p.words[0]!.x0,
    x1: p.words.at(-1)!.x1,
    items: p.words.flatMap((w) => w.items),
  }));
}

function nearestTextColumn(cell: Cell, cols: Column[]): Column | null {
  // The column the cell overlaps most, else the one whose left edge is nearest.
  let best: Column | null = null;
  let bestScore = -Infinity;
  for (const c of cols) {
    const overlap = Math.min(cell.x1, c.x1) - Math.max(cell.x0, c.x0);
    const score = overlap > 0 ? overlap : -Math.abs(cell.x0 - c.x0) - 1000;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/**
 * Year-to-date is never below the current amount: when every row with both values breaks that
 * under the titles' reading and holds with the two columns swapped, the columns are swapped (a
 * reading by position is a guess; one by title is flagged as ambiguous).
 */
function settleMoneyColumns(rows: RawItem[], table: Table, warnings: string[]): boolean {
  // Rows whose two values differ decide; one broken row is a misread, not a swapped column.
  const decisive = rows.filter(
    (r) => r.current !== null && r.ytd !== null && Math.abs(Math.abs(r.current) - Math.abs(r.ytd)) > 0.005,
  );
  const below = decisive.filter((r) => Math.abs(r.ytd!) < Math.abs(r.current!)).length;
  if (below === 0 || below < decisive.length || (decisive.length < 2 && !table.guessed)) return false;
  for (const r of rows) if (r.ytd !== null && r.current !== null) [r.current, r.ytd] = [r.ytd, r.current];
  if (!table.guessed)
    warnings.push(
      `${AMBIGUOUS} the columns titled current and year-to-date were read the other way round, since year-to-date amounts cannot be below current ones.`,
    );
  return true;
}

const CURRENT_ROW_TITLE = /^(current|this period|this pay|current period|amount)$/;
const YTD_ROW_TITLE = /^(ytd|year ?to ?date|ytd amount|y t d|ytd total)$/;

interface Totals {
  current: number | null;
  ytd: number | null;
  confidence: number;
}

interface Placed {
  value: number;
  x0: number;
  x1: number;
  /** Printed behind a year-to-date marker ("YTD: 10,000.00"). */
  ytd?: boolean;
}

const YTD_MARKER = /^(?:YTD|Y-T-D|Year[- ]to[- ]date)\s*:?(?=\s|$)/i;

function amountsIn(text: string, ocr: boolean): number[] {
  if (!ocr) return findAmounts(text).map((a) => Math.abs(a.amount.value));
  return (
    text
      .split(/\s{2,}|\s(?=[$€£]?\d)/)
      // A lone digit or two after a total's label on a scan ("Total Taxes Deductions 4") is what
      // OCR kept of a lost amount, not the amount: pay stubs print cents.
      .filter((t) => !/^\d{1,2}$/.test(t.trim()))
      .map((t) => (/\d/.test(t) ? parseOcrMoney(t.replace(/^(?:[$€£]|USD)\s*/, '')) : null))
      .filter((a): a is NonNullable<typeof a> => a !== null)
      .map((a) => Math.abs(a.value))
  );
}

/** Amounts after a label on its line, up to the next label (side-by-side summary blocks). */
function numbersAfter(line: Line, ci: number, end: number): Placed[] {
  const ocr = line.confidence < 1;
  const out: Placed[] = [];
  const first = line.cells[ci]!;
  for (const v of amountsIn(first.text.slice(end), ocr)) out.push({ value: v, x0: first.x0, x1: first.x1 });
  let marked = false;
  for (const c of line.cells.slice(ci + 1)) {
    let t = c.text.trim();
    // A year-to-date marker before the next amount ("2,000.00  YTD: 10,000.00") marks it; it is
    // not the next label.
    const m = YTD_MARKER.exec(t);
    if (m) {
      marked = true;
      t = t.slice(m[0].length).trim();
      if (!t) continue;
    }
    if (/^[A-Za-z]{3}/.test(t) && !/^(?:USD|CAD|EUR|GBP|AUD)\b/.test(t)) break;
    for (const v of amountsIn(t, ocr)) {
      out.push({ value: v, x0: c.x0, x1: c.x1, ...(marked ? { ytd: true } : {}) });
      marked = false;
    }
  }
  return out;
}

/**
 * On a scan, a line of words OCR made up of ruling or a grid's empty cells: no amount, every word
 * of low confidence ("[Real", "IRISwhi", "— me").
 */
export function isOcrNoise(line: Pick<Line, 'confidence' | 'cells'>): boolean {
  return (
    line.confidence < 1 &&
    line.cells.length > 0 &&
    !line.cells.some(hasNumber) &&
    line.cells.every((c) => cellConfidence(c) < 0.45)
  );
}

/** The nearest row of period titles above a line ("This Period   Year to Date"), over lines of numbers. */
function periodTitlesAbove(lines: Line[], line: Line): Title[] {
  for (let i = line.index - 1; i >= Math.max(0, line.index - 8); i--) {
    const l = lines[i]!;
    if (l.pageNumber !== line.pageNumber) return [];
    if (l.cells.some(hasNumber) || isOcrNoise(l)) continue;
    return headerTitles(l).filter((t) => t.key === 'current' || t.key === 'ytd');
  }
  return [];
}

function periodOfNumber(n: Placed, titles: Title[]): 'current' | 'ytd' | null {
  const t =
    titles.find((x) => x.x0 <= n.x1 + 2 && x.x1 >= n.x0 - 2) ??
    [...titles].reverse().find((x) => x.x0 <= n.x1 + 2);
  return t ? (t.key as 'current' | 'ytd') : null;
}

/**
 * A total by label: the amounts after the label on its line, each the current or year-to-date
 * figure by the period title over it (a table's columns, a summary box's title), else current
 * then year-to-date in reading order, year-to-date never below current; or a grid with the label
 * as a column title and rows titled Current / YTD below it.
 */
/**
 * The first total printed under one of `labels`, with this period's and the year-to-date figure.
 * With `wantYtd`, only an occurrence that gives the year-to-date figure (a net pay row that ends a
 * deductions table prints none; the summary further down does).
 */
function totalsByLine(totals: TableTotal[]): Map<number, TableTotal[]> {
  const out = new Map<number, TableTotal[]>();
  for (const t of totals) out.set(t.line.index, [...(out.get(t.line.index) ?? []), t]);
  return out;
}

/** Where each label is printed, found once per page however many readings look for it. */
const labelHits = new WeakMap<Line[], Map<string, LabelHit[]>>();
interface LabelHit {
  line: Line;
  ci: number;
  cell: Cell;
  hit: NonNullable<ReturnType<typeof findLabel>>;
}
function hitsOf(lines: Line[], label: string): LabelHit[] {
  let byLabel = labelHits.get(lines);
  if (!byLabel) labelHits.set(lines, (byLabel = new Map()));
  let hits = byLabel.get(label);
  if (hits) return hits;
  hits = [];
  for (const line of lines)
    for (const [ci, cell] of line.cells.entries()) {
      // "Year-to-Date Gross" is four words; the hyphens keep their places so offsets hold.
      const hit = findLabel(cell.text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' '), label, line.confidence < 1);
      if (hit && hit.score >= 0.85 && hit.start <= 2) hits.push({ line, ci, cell, hit });
    }
  byLabel.set(label, hits);
  return hits;
}

function totalByLabels(
  lines: Line[],
  labels: string[],
  totalRows: Map<number, TableTotal[]>,
  wantYtd = false,
): Totals | null {
  for (const label of labels) {
    for (const { line, ci, cell, hit } of hitsOf(lines, label)) {
      const confidence = hit.score * line.confidence * 0.95;
      // A row of one wide table can hold two totals ("Gross Pay … | Total Deductions …"): the
      // total whose label is this cell.
      const onLine = totalRows.get(line.index) ?? [];
      const inTable =
        onLine.length === 1 && ci === 0
          ? onLine[0]
          : onLine.find((t) => normalizeLabel(t.label) === normalizeLabel(bare(cell.text)));
      if (inTable && (inTable.current !== null || inTable.ytd !== null)) {
        if (wantYtd && inTable.ytd === null) continue;
        return {
          current: inTable.current === null ? null : Math.abs(inTable.current),
          ytd: inTable.ytd === null ? null : Math.abs(inTable.ytd),
          confidence,
        };
      }
      const nums = numbersAfter(line, ci, hit.end);
      if (nums.length > 0) {
        let titles = periodTitlesAbove(lines, line);
        // Titles that put two numbers under one period do not belong to this line.
        const periods = nums.map((x) => periodOfNumber(x, titles)).filter((x) => x !== null);
        if (new Set(periods).size < periods.length) titles = [];
        let current: number | null = null;
        let ytd: number | null = null;
        const loose: number[] = [];
        for (const n of nums) {
          const p = n.ytd ? 'ytd' : periodOfNumber(n, titles);
          if (p === 'ytd' && ytd === null) ytd = n.value;
          else if (p === 'current' && current === null) current = n.value;
          else loose.push(n.value);
        }
        if (current === null && loose.length > 0) current = loose.shift()!;
        if (ytd === null && loose.length > 0) ytd = loose.shift()!;
        const titled = nums.some((n) => n.ytd === true || periodOfNumber(n, titles) !== null);
        if (!titled && current !== null && ytd !== null && ytd < current) [current, ytd] = [ytd, current];
        if (wantYtd && ytd === null) continue;
        return { current, ytd, confidence };
      }
      let current: number | null = null;
      let ytd: number | null = null;
      for (let k = line.index + 1; k <= line.index + 3 && k < lines.length; k++) {
        const below = lines[k]!;
        // A caption box with its figures stacked under it: this period's amount, then the
        // year-to-date one behind its marker ("Gross pay / 2,440.80 / YTD 116,829.02"). Both
        // lines, in the caption's column, or neither.
        if (k === line.index + 1) {
          const at = (l: Line | undefined) => l?.cells.find((c) => Math.abs(c.x0 - cell.x0) <= 8);
          const first = at(below);
          const marked = YTD_MARKED.exec(at(lines[k + 1])?.text.trim() ?? '');
          if (first && marked && hasNumber(first) && /^\S+$/.test(first.text.trim())) {
            current ??= Math.abs(parseAmount(first.text)!.value);
            ytd ??= Math.abs(parseAmount(marked[1]!)!.value);
            break;
          }
        }
        const title = normalizeLabel(below.cells[0]?.text ?? '');
        const under = below.cells.find(
          (c) => c.x1 > cell.x0 - 4 && c.x0 < cell.x1 + 50 && hasNumber(c) && c !== below.cells[0],
        );
        if (!under) continue;
        const v = Math.abs(parseAmount(under.text)!.value);
        if (YTD_ROW_TITLE.test(title)) ytd ??= v;
        else if (CURRENT_ROW_TITLE.test(title)) current ??= v;
      }
      if (current !== null && (!wantYtd || ytd !== null))
        return { current, ytd, confidence: hit.score * line.confidence * 0.85 };
      // Looking for the year-to-date figure only: its row is enough (a scan garbled the
      // "This Period" row's title above it).
      if (wantYtd && ytd !== null)
        return { current: null, ytd, confidence: hit.score * line.confidence * 0.75 };
    }
  }
  return null;
}

const YTD_MARKED = new RegExp(String.raw`^(?:YTD|Y-T-D|Year[- ]to[- ]date)\s*:?\s*(${MONEY})$`, 'i');

const FREQUENCIES: [RegExp, string][] = [
  [/semi ?-?monthly|twice (a|per) month/i, 'semimonthly'],
  [/bi ?-?weekly|fortnightly|every (two|2) weeks/i, 'biweekly'],
  [/weekly/i, 'weekly'],
  [/monthly/i, 'monthly'],
  [/quarterly/i, 'quarterly'],
  [/annual|yearly/i, 'annually'],
  [/daily/i, 'daily'],
];

function frequencyOf(lines: Line[]): { value: string; confidence: number } | null {
  const labeled = findLabeledValue(
    lines,
    ['pay frequency', 'frequency', 'freq', 'pay cycle', 'pay schedule'],
    {
      kind: 'text',
      direction: 'both',
      belowLines: 1,
      accept: (v) => FREQUENCIES.some(([re]) => re.test(String(v))),
    },
  );
  const texts = labeled
    ? [String(labeled.value)]
    : lines.map((l) => l.text).filter((t) => /\bpaid\b|\bpay (period|frequency)\b/i.test(t));
  for (const t of texts) {
    const hit = FREQUENCIES.find(([re]) => re.test(t));
    if (hit) return { value: hit[1], confidence: labeled ? 0.9 : 0.7 };
  }
  return null;
}

function periodOf(
  lines: Line[],
  o: ParseDateOptions,
): { start: string | null; end: string | null; confidence: number } {
  const range = findLabeledValue(lines, ['pay period', 'period', 'pay period dates', 'period covered'], {
    kind: 'text',
    direction: 'both',
    belowLines: 1,
    accept: (v) => !!findDateRange(String(v), o) || findDates(String(v), o).length >= 2,
  });
  if (range) {
    const r = findDateRange(String(range.value), o);
    if (r) return { start: r.start, end: r.end, confidence: range.confidence };
    const d = findDates(String(range.value), o);
    return { start: d[0]!.iso, end: d[1]!.iso, confidence: range.confidence };
  }
  // Beside the label, else (the whole captions only) under it: a box's caption over its value.
  const alone = (whole: string[]) =>
    lines.some((l) => l.cells.some((c) => whole.includes(normalizeLabel(c.text.replace(/:\s*$/, '')))));
  const labelled = (words: string[], whole: string[]) =>
    findLabeledValue(lines, words, { kind: 'date', date: o, direction: 'right' }) ??
    (alone(whole)
      ? findLabeledValue(lines, whole, { kind: 'date', date: o, direction: 'both', belowLines: 1 })
      : null);
  const start = labelled(
    ['period beginning', 'period start', 'period from', 'start date', 'from'],
    ['period beginning', 'period start', 'period begin', 'start date'],
  );
  const end = labelled(
    ['period ending', 'period end', 'period to', 'end date', 'through', 'to'],
    ['period ending', 'period end', 'end date'],
  );
  if (!start && !end) {
    // The caption lost on a scan: the one date range printed in a cell of its own
    // ("Aug 01, 2025 - Aug 28, 2025") is the pay period.
    const ranges = lines.flatMap((l) =>
      l.cells.flatMap((c) => {
        const r = findDateRange(c.text, o);
        return r && /^\W*$/.test(c.text.slice(0, r.index) + c.text.slice(r.index + r.length)) ? [r] : [];
      }),
    );
    if (ranges.length === 1) return { start: ranges[0]!.start, end: ranges[0]!.end, confidence: 0.6 };
  }
  return {
    start: (start?.value as string) ?? null,
    end: (end?.value as string) ?? null,
    confidence: Math.min(start?.confidence ?? 1, end?.confidence ?? 1),
  };
}

/** Employer: a labelled value, else the first name-like line at the top with its address lines below. */
function employerOf(
  lines: Line[],
  employeeName: string | null,
): { name: string; address: string | null; confidence: number } | null {
  // "Employer: X" or an "Employer" caption, never a title that starts with the word ("Employer Paid Benefits").
  const labeled = captionValue(lines, ['employer name', 'employer', 'company name', 'company'], (v) =>
    !employeeName ? true : normalizeLabel(v) !== normalizeLabel(employeeName),
  );
  const top = lines.filter((l) => l.pageNumber === 1 && l.top < l.pageHeight * 0.15).slice(0, 8);
  const bottom = lines.filter((l) => l.pageNumber === 1 && l.top > l.pageHeight * 0.8);
  let name: string | null = labeled?.value ?? null;
  let at: { line: Line; cell: Cell } | null = null;
  const addressLine = (t: string) =>
    looksLikeStreet(t) || !!parseCityLine(t) || /,\s*[A-Z]{2}\s+\d{5}/.test(t);
  if (!name) {
    // Name-like lines at the top; the one with its address printed under it is the letterhead (a
    // notice above it, "THIS IS NOT A CHECK", has none), else the first.
    const found: { line: Line; cell: Cell; addressed: boolean }[] = [];
    for (const l of top) {
      const c = l.cells[0];
      if (!c) continue;
      const t = c.text.trim();
      if (/(statement|stub|slip|advice|earnings|payroll)\b/i.test(t) && !/\b(inc|llc|ltd|corp|co)\b/i.test(t))
        continue;
      if (employeeName && normalizeLabel(t).includes(normalizeLabel(employeeName))) continue;
      const companyLike = t.split(/\s+/).length >= 2 || /\b(inc|llc|ltd|corp|co|gmbh|plc)\b/i.test(t);
      if (/^[A-Za-z][\w&.,'’ -]{2,60}$/.test(t) && !/:/.test(t) && companyLike) {
        const next = lines[l.index + 1]?.cells.find((x) => Math.abs(x.x0 - c.x0) < 15);
        found.push({ line: l, cell: c, addressed: !!next && addressLine(next.text) });
      }
    }
    const pick = found.find((f) => f.addressed) ?? found[0];
    if (pick) {
      name = pick.cell.text.trim();
      at = { line: pick.line, cell: pick.cell };
    }
  }
  // Footer form: "Employer Corp., 954 Pine St, Boise, ID 83702".
  if (!name) {
    for (const l of bottom) {
      const m = l.text.match(/^([^,]{3,60}?(?:,\s*(?:inc|llc|ltd|corp|co)\.?)?),\s*(\d+.+)$/i);
      if (m) return { name: m[1]!.trim(), address: m[2]!.trim(), confidence: 0.6 };
    }
  }
  if (!name) return null;
  let address: string | null = null;
  if (at) {
    const parts: string[] = [];
    let skipped = 0;
    for (let k = at.line.index + 1; k <= at.line.index + 3 + skipped && k < lines.length; k++) {
      const below = lines[k]!;
      const c = below.cells.find((x) => Math.abs(x.x0 - at!.cell.x0) < 15);
      // One line of something else beside the name's column (a date or title on the right, two
      // lines tall) does not end the block before its address starts.
      if (
        !c &&
        parts.length === 0 &&
        skipped === 0 &&
        below.top - at.line.bottom < (at.line.bottom - at.line.top) * 3
      ) {
        skipped++;
        continue;
      }
      if (!c) break;
      if (addressLine(c.text)) parts.push(c.text);
      else break;
    }
    address = parts.length > 0 ? parts.join(', ') : null;
  }
  return { name: name.replace(/[,;]$/, ''), address, confidence: labeled ? 0.85 : 0.65 };
}

function employeeOf(lines: Line[]): { name: string; confidence: number } | null {
  // A check's "Pay to the order of" caption is one label ("the order of" is no name).
  const labeled = findLabeledValue(
    lines,
    ['employee name', 'employee', 'name', 'pay to the order of', 'pay to', 'payee'],
    {
      kind: 'text',
      direction: 'both',
      belowLines: 1,
      // A title beside the label ("EMPLOYEE  PAY PERIOD") is a column header, not the name.
      accept: (v) =>
        looksLikeName(String(v)) &&
        !/\b(period|date|pay|id|number|employee|employer|frequency|address|department|ssn)\b/i.test(
          String(v),
        ) &&
        // Nor a column title beside an "Employee Taxes" title ("Benefits & Deductions").
        !/&|\b(deductions?|taxes|earnings|benefits|gross|net|total|current|ytd|hours|rate|amount|take home)\b/i.test(
          String(v),
        ),
    },
  );
  if (labeled)
    return {
      name: String(labeled.value)
        .replace(/\s{2,}.*$/, '')
        .trim(),
      confidence: labeled.confidence * 0.9,
    };
  // A caption whose words a scan glued or bracketed ("(EmployeeName"), over the name.
  for (const l of lines)
    for (const c of l.cells) {
      if (!['employeename', 'employee'].includes(normalizeLabel(c.text).replace(/\s+/g, ''))) continue;
      const below = lines[l.index + 1]?.cells.find((x) => x.x1 > c.x0 - 4 && x.x0 < c.x1 + 4);
      if (below && looksLikeName(below.text) && !/\d/.test(below.text))
        return { name: below.text.trim(), confidence: 0.6 };
    }
  // The employee's mailing block: a name line right above a street line, away from the top-left employer.
  for (const [i, l] of lines.entries()) {
    for (const c of l.cells) {
      if (!looksLikeStreet(c.text)) continue;
      const prev = lines[i - 1]?.cells.find((p) => Math.abs(p.x0 - c.x0) < 15);
      if (prev && looksLikeName(prev.text) && i > 3) return { name: prev.text, confidence: 0.6 };
    }
  }
  return null;
}

const EMPLOYEE_ID_LABELS = [
  'employee id',
  'employee number',
  'employee no',
  'employee #',
  'emp id',
  'emp #',
  'emp no',
  'emp number',
  'employee code',
  'file #',
  'file number',
  'file no',
  'associate id',
  'personnel number',
  'payroll id',
  'staff id',
];

function employeeIdOf(lines: Line[], o: ParseDateOptions): { value: string; confidence: number } | null {
  const token = (v: string | number) =>
    String(v)
      .trim()
      .split(/\s+/)[0]!
      .replace(/^[:#]+/, '');
  const labeled = findLabeledValue(lines, EMPLOYEE_ID_LABELS, {
    kind: 'text',
    direction: 'both',
    belowLines: 1,
    accept: (v) => {
      const t = token(v);
      return /\d/.test(t) && /^[A-Z0-9][\w-]{0,19}$/i.test(t) && findDates(String(v), o).length === 0;
    },
  });
  if (labeled) return { value: token(labeled.value), confidence: labeled.confidence * 0.95 };
  // "ID 12345" at the start of a cell (a state code before a ZIP is not at the start).
  for (const l of lines)
    for (const c of l.cells) {
      const m = /^ID[:#]?\s+([A-Z0-9][\w-]*\d[\w-]*)$/.exec(c.text.trim());
      if (m) return { value: m[1]!, confidence: 0.8 };
    }
  return null;
}

/**
 * An identifier printed on the employee's name line whose caption a scan garbled ("File #" read
 * "gael"): a cell of letters then digits ("EMP-6405", "E2231"), no date, no masked number.
 */
export function idBesideName(
  lines: Line[],
  name: string | null,
): { value: string; confidence: number } | null {
  if (!name) return null;
  const target = normalizeLabel(name);
  for (const l of lines) {
    if (!l.cells.some((c) => normalizeLabel(c.text) === target)) continue;
    const ids = l.cells.filter((c) => /^[A-Z]{1,5}[-#]?\d{3,10}$/.test(c.text.trim()));
    if (ids.length === 1) return { value: ids[0]!.text.trim(), confidence: 0.6 };
  }
  return null;
}

/**
 * The value of a caption: "Label: value" in one cell, or a cell that is exactly the label with
 * its value in the next cell or right below it.
 */
function captionValue(
  lines: Line[],
  labels: string[],
  accept: (v: string) => boolean,
): { value: string; confidence: number } | null {
  for (const line of lines)
    for (const [ci, cell] of line.cells.entries())
      for (const label of labels) {
        const norm = normalizeLabel(cell.text);
        const target = normalizeLabel(label);
        const inline = new RegExp(
          `^${label.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')}\\s*:\\s*(.+)$`,
          'i',
        ).exec(cell.text.trim());
        let value: string | null = inline?.[1]?.trim() ?? null;
        if (!value && norm === target) {
          value = line.cells[ci + 1]?.text.trim() ?? null;
          if (!value) {
            const below = lines[line.index + 1];
            value = below?.cells.find((c) => c.x1 > cell.x0 - 2 && c.x0 < cell.x1 + 40)?.text.trim() ?? null;
          }
        }
        if (value && accept(value)) return { value, confidence: 0.85 };
      }
  return null;
}

/**
 * A scan that lost a decimal point breaks the pay arithmetic: earning lines to gross, deduction
 * lines to total deductions, gross − deductions to net, each over values read. Where exactly one
 * single-value repair makes a sum hold, it is made, marked "repaired" and reported.
 */
function repairDroppedDecimals(
  f: FieldSet,
  items: { rows: ChildRow[]; confidences: (number | CellConfidences)[] },
  warnings: string[],
): void {
  const fix = (key: string, from: number, to: number) => {
    const m = /^lineItems\[(\d+)\]$/.exec(key);
    if (m) {
      const i = Number(m[1]);
      const was = items.rows[i]!.amount;
      items.rows[i]!.amount = typeof was === 'number' && was < 0 ? -to : to;
      const prior = items.confidences[i] ?? 0.8;
      items.confidences[i] = Math.min(typeof prior === 'number' ? prior : prior.row, 0.6);
      f.provenance[`lineItems[${i}].amount`] = 'repaired';
    } else f.repair(key, (f.num(key) ?? 0) < 0 ? -to : to, Math.min(f.confidence[key] ?? 0.8, 0.6));
    warnings.push(`${key} read as ${from} was repaired to ${to} so the pay arithmetic holds.`);
  };
  for (const [kind, totalKey] of [
    ['earning', 'grossPay'],
    ['deduction', 'totalDeductions'],
  ] as const) {
    const total = f.num(totalKey);
    const terms = items.rows.flatMap((r, i) =>
      r.itemType === kind && typeof r.amount === 'number'
        ? [{ key: `lineItems[${i}]`, value: Math.abs(r.amount), sign: 1 as const }]
        : [],
    );
    if (total === null || terms.length === 0) continue;
    const r = repairSum(terms, { key: totalKey, value: total });
    if (r) fix(r.key, r.from, r.to);
  }
  const [g, d, n] = [f.num('grossPay'), f.num('totalDeductions'), f.num('netPay')];
  if (g === null || d === null || n === null) return;
  const r = repairSum(
    [
      { key: 'grossPay', value: g, sign: 1 },
      { key: 'totalDeductions', value: Math.abs(d), sign: -1 },
    ],
    { key: 'netPay', value: n },
  );
  if (r) fix(r.key, r.from, r.to);
}

/**
 * Hours × rate = amount on an earning line. A scan that misread one digit of the hours ("373.33"
 * for 173.33) breaks it; when amount ÷ rate, to the hours' decimals, differs from the hours read
 * in exactly one digit and gives the amount back to the cent, the hours are repaired.
 */
export function repairHours(f: FieldSet, rows: ChildRow[], warnings: string[]): void {
  rows.forEach((r, i) => {
    const [h, rate, amount] = [r.hours, r.rate, r.amount];
    if (typeof h !== 'number' || typeof rate !== 'number' || typeof amount !== 'number' || rate <= 0) return;
    const near = (a: number, b: number) => Math.abs(a - b) < 0.006;
    if (near(h * rate, Math.abs(amount))) return;
    const decimals = (String(h).split('.')[1] ?? '').length;
    const fixed = Math.round((Math.abs(amount) / rate) * 10 ** decimals) / 10 ** decimals;
    if (!near(fixed * rate, Math.abs(amount))) return;
    const [a, b] = [h.toFixed(decimals), fixed.toFixed(decimals)];
    if (a.length !== b.length || [...a].filter((ch, k) => ch !== b[k]).length !== 1) return;
    r.hours = fixed;
    f.provenance[`lineItems[${i}].hours`] = 'repaired';
    warnings.push(`lineItems[${i}].hours read as ${h} was repaired to ${fixed} so hours × rate = amount.`);
  });
}

/**
 * One line's year-to-date figure unread (a scan garbled it) while the other lines of its kind and
 * the printed year-to-date total were read: the total less the others gives it, marked derived.
 */
export function lineValueFromTotal(
  f: FieldSet,
  items: { rows: ChildRow[]; confidences: (number | CellConfidences)[] },
  warnings: string[],
): void {
  for (const [kind, totalKey] of [
    ['earning', 'ytdGrossPay'],
    ['deduction', 'ytdDeductions'],
  ] as const) {
    const total = f.num(totalKey);
    if (total === null || f.provenance[totalKey]) continue;
    const rows = items.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.itemType === kind);
    const missing = rows.filter(({ r }) => typeof r.ytdAmount !== 'number');
    if (rows.length < 2 || missing.length !== 1) continue;
    const others = rows.reduce((a, { r }) => a + (typeof r.ytdAmount === 'number' ? r.ytdAmount : 0), 0);
    const value = Math.round((Math.abs(total) - others) * 100) / 100;
    const { r, i } = missing[0]!;
    // Year to date is never below this period's amount.
    if (value <= 0 || (typeof r.amount === 'number' && value < Math.abs(r.amount) - 0.005)) continue;
    r.ytdAmount = value;
    const prior = items.confidences[i] ?? 0.8;
    items.confidences[i] =
      typeof prior === 'number'
        ? Math.min(prior, 0.6)
        : { ...prior, cells: { ...prior.cells, ytdAmount: 0.5 } };
    f.provenance[`lineItems[${i}].ytdAmount`] = 'derived';
    warnings.push(`lineItems[${i}].ytdAmount was not read; ${totalKey} less the other lines gives ${value}.`);
  }
}

const GROSS_LABELS = [
  'total gross pay',
  'gross pay',
  'gross earnings',
  'total earnings',
  'gross wages',
  'total gross',
  'gross',
];
const DEDUCTION_LABELS = [
  'total deductions',
  'deductions total',
  'total taxes and deductions',
  'total taxes deductions',
  'total deductions and taxes',
  'deductions',
];
const NET_LABELS = [
  'net pay',
  'net amount',
  'take home pay',
  'take home',
  'net salary',
  'net wages',
  'amount paid',
  'net',
];
const YTD_GROSS_LABELS = [
  'ytd gross pay',
  'ytd gross',
  'year to date gross',
  'ytd earnings',
  'year to date earnings',
];
const YTD_DEDUCTION_LABELS = ['ytd deductions', 'year to date deductions', 'ytd total deductions'];
const YTD_NET_LABELS = ['ytd net pay', 'ytd net', 'year to date net pay', 'year to date net'];

/**
 * The kind of a row no title or type column typed: a negative amount among positive ones in its
 * table is a deduction; else its words decide (a line naming neither is a deduction). One rule for
 * the final typing and for scoring the alternative readings.
 */
function untypedKind(r: RawItem, items: RawItem[]): { kind: Kind; by: 'sign' | 'words' } {
  if ((r.current ?? 0) < 0 && items.some((x) => x.table === r.table && (x.current ?? 0) > 0))
    return { kind: 'deduction', by: 'sign' };
  const earning = !DEDUCTION_WORDS.test(r.description) && EARNING_WORDS.test(r.description);
  return { kind: earning ? 'earning' : 'deduction', by: 'words' };
}

/**
 * Rows no title, type column or sign typed are typed by their words; where the printed gross pay
 * and total deductions allow exactly one split of those rows that makes both sums hold, that
 * split wins over the words.
 */
function settleKinds(
  items: RawItem[],
  gross: number | null,
  deductions: number | null,
  warnings: string[],
): void {
  for (const r of items) {
    if (r.kind) continue;
    const k = untypedKind(r, items);
    r.kind = k.kind;
    r.kindBy = k.by;
    if (k.by === 'words') r.confidence *= 0.8;
  }
  const unsure = items.filter((r) => r.kindBy === 'words');
  if (unsure.length === 0 || unsure.length > 12 || gross === null) return;
  const abs = (r: RawItem) => Math.abs(r.current ?? 0);
  const sureEarn = items
    .filter((r) => r.kindBy !== 'words' && r.kind === 'earning')
    .reduce((a, r) => a + abs(r), 0);
  const sureDed = items
    .filter((r) => r.kindBy !== 'words' && r.kind === 'deduction')
    .reduce((a, r) => a + abs(r), 0);
  const fits: number[] = [];
  for (let mask = 0; mask < 1 << unsure.length; mask++) {
    let e = sureEarn;
    let d = sureDed;
    unsure.forEach((r, k) => {
      if (mask & (1 << k)) e += abs(r);
      else d += abs(r);
    });
    if (Math.abs(e - gross) < 0.005 && (deductions === null || Math.abs(d - deductions) < 0.005))
      fits.push(mask);
  }
  const asRead = unsure.reduce((m, r, k) => (r.kind === 'earning' ? m | (1 << k) : m), 0);
  if (fits.length === 1 && fits[0] !== asRead) {
    unsure.forEach((r, k) => {
      r.kind = fits[0]! & (1 << k) ? 'earning' : 'deduction';
    });
  } else if (fits.length > 1 && !fits.includes(asRead))
    warnings.push(
      `${AMBIGUOUS} more than one split of the untitled lines into earnings and deductions adds up.`,
    );
}

/** How many of the pay sums hold under a reading of the tables (rows not yet typed go by their words). */
function paySumsHeld(lines: Line[], r: { items: RawItem[]; totals: TableTotal[] }): number {
  const rows = totalsByLine(r.totals);
  const gross = totalByLabels(lines, GROSS_LABELS, rows)?.current ?? null;
  const deductions = totalByLabels(lines, DEDUCTION_LABELS, rows)?.current ?? null;
  const net = totalByLabels(lines, NET_LABELS, rows)?.current ?? null;
  let earn = 0;
  let ded = 0;
  for (const x of r.items) {
    const kind = x.kind ?? untypedKind(x, r.items).kind;
    if (kind === 'earning') earn += Math.abs(x.current ?? 0);
    else ded += Math.abs(x.current ?? 0);
  }
  const close = (a: number, b: number) => Math.abs(a - b) < 0.005;
  let score = 0;
  if (gross !== null && earn > 0 && close(earn, gross)) score++;
  if (deductions !== null && ded > 0 && close(ded, deductions)) score++;
  if (gross !== null && net !== null && ded > 0 && close(gross - ded, net)) score++;
  return score;
}

/**
 * Two readings of the tables: strict (rows end at a number off the columns or at a second text
 * row) and lenient (numbers go to the nearest column, up to three text rows are passed over).
 * The lenient one wins only when more of the pay sums hold under it, or when none holds under
 * either and it finds more rows.
 */
function strictOrLenientTables(
  lines: Line[],
  tables: Table[],
  warnings: string[],
): { items: RawItem[]; totals: TableTotal[] } {
  const strictWarnings: string[] = [];
  const lenientWarnings: string[] = [];
  const strict = readTables(lines, tables, strictWarnings);
  const lenient = readTables(lines, tables, lenientWarnings, true);
  const s = paySumsHeld(lines, strict);
  const l = paySumsHeld(lines, lenient);
  const useLenient = l > s || (l === 0 && s === 0 && lenient.items.length > strict.items.length);
  warnings.push(...(useLenient ? lenientWarnings : strictWarnings));
  return useLenient ? lenient : strict;
}

const PAY_SUMS = new Set(['payslip.net_pay', 'payslip.earnings_sum', 'payslip.deductions_sum']);
/** Whether this period's pay sums (lines to totals, gross less deductions to net) hold; null when none can run. */
function paySumsHold(parsed: ParsedDocument): boolean | null {
  const sums = runChecks('payslip', parsed).filter((c) => PAY_SUMS.has(c.id));
  return sums.length > 0 ? sums.every((c) => c.passed) : null;
}

/**
 * The page read under the preferred choices and under each alternative the layout leaves open;
 * the pipeline keeps the reading the pay arithmetic supports (readings.ts).
 */
export const parsePayslip: TypeParser = (doc: DocumentText): ParsedDocument => {
  const lines = documentLines(doc);
  const alternatives: AlternativeReading[] = [];
  let preferred: ParsedDocument | null = null;
  for (const { what, choices } of [{ what: 'as titled', choices: PREFERRED }, ...LAYOUT_ALTERNATIVES]) {
    const read = readPayslip(doc, lines, choices);
    if (preferred) alternatives.push({ what, parsed: read.parsed });
    else preferred = read.parsed;
    // A table is memo items only where the pay sums say so: with its lines they do not add up,
    // without them they do.
    if (paySumsHold(read.parsed) !== false) continue;
    for (const memoTable of read.tables.length > 1 ? read.tables.slice(0, MAX_MEMO_CANDIDATES) : []) {
      const without = readPayslip(doc, lines, { ...choices, memoTable }).parsed;
      if (paySumsHold(without))
        alternatives.push({
          what: `${what}, the table from "${memoTable}" memo items not in net pay`,
          parsed: without,
        });
    }
  }
  return { ...preferred!, reading: 'as titled', alternatives };
};

function readPayslip(
  doc: DocumentText,
  lines: Line[],
  choices: ReadingChoices,
): { parsed: ParsedDocument; tables: string[] } {
  const numericOrder = inferNumericOrder(lines.map((l) => l.text).join('\n'));
  const dates: ParseDateOptions = { numericOrder };
  const f = new FieldSet(PAYSLIP_FIELDS);
  const warnings: string[] = [];

  const employee = employeeOf(lines);
  if (employee) f.set('employeeName', employee.name, employee.confidence);
  const id = employeeIdOf(lines, dates) ?? idBesideName(lines, employee?.name ?? null);
  if (id) f.set('employeeId', id.value, id.confidence);
  const employer = employerOf(lines, employee?.name ?? null);
  if (employer) {
    f.set('employerName', employer.name, employer.confidence);
    f.set('employerAddress', employer.address, employer.confidence * 0.9);
  }
  const period = periodOf(lines, dates);
  f.set('payPeriodStartDate', period.start, period.confidence);
  f.set('payPeriodEndDate', period.end, period.confidence);
  const payDate = findLabeledValue(
    lines,
    [
      'pay date',
      'payment date',
      'check date',
      'advice date',
      'paid on',
      'date of payment',
      'deposit date',
      'pay day',
      'date paid',
    ],
    { kind: 'date', date: dates },
  );
  if (payDate) f.set('payDate', payDate.value as string, payDate.confidence);
  const freq = frequencyOf(lines);
  if (freq) f.set('payFrequency', freq.value, freq.confidence);

  // Tables printed transposed (an item per column, a row per period) are read as such; their
  // title lines head no ordinary table.
  const transposed = transposedRows(
    lines,
    doc.pages.some((p) => p.source === 'ocr'),
  );
  const ordinary = strictOrLenientTables(
    lines,
    findTables(lines, choices).filter((t) => !transposed.headers.has(t.header.index)),
    warnings,
  );
  const read =
    transposed.items.length > 0
      ? {
          items: [...ordinary.items, ...transposed.items],
          totals: [...ordinary.totals, ...transposed.totals],
        }
      : ordinary;
  // A stub with no column titles prints its year-to-date figures behind a marker on each line.
  const marked = read.items.length > 0 ? read : markerRows(lines);
  // A scan that lost every column title (shaded header bands) still prints its rows.
  const { items: all, totals: tableTotals } =
    marked.items.length > 0 ? marked : headerlessRows(lines, warnings);
  // Each table by its first line (its number differs between readers and readings).
  const firstLines = new Map<number, string>();
  for (const r of all) if (!firstLines.has(r.table)) firstLines.set(r.table, r.description);
  const memo = [...firstLines].find(([, first]) => first === choices.memoTable)?.[0];
  const raw = memo === undefined ? all : all.filter((r) => r.table !== memo);
  const totalRows = totalsByLine(tableTotals);
  const gross = totalByLabels(lines, GROSS_LABELS, totalRows);
  const deductions = totalByLabels(lines, DEDUCTION_LABELS, totalRows);
  const net = totalByLabels(lines, NET_LABELS, totalRows);
  for (const [t, labels, cur, ytd] of [
    [gross, GROSS_LABELS, 'grossPay', 'ytdGrossPay'],
    [deductions, DEDUCTION_LABELS, 'totalDeductions', 'ytdDeductions'],
    [net, NET_LABELS, 'netPay', 'ytdNetPay'],
  ] as const) {
    if (!t) {
      // No occurrence gives this period's figure (a scan garbled its row): the year-to-date one
      // may still be printed under the same label.
      const y = totalByLabels(lines, labels, totalRows, true);
      if (y) f.set(ytd, y.ytd, y.confidence * 0.95);
      continue;
    }
    f.set(cur, t.current, t.confidence);
    // The first occurrence without a year-to-date figure ("Net Pay $899.24" closing a deductions
    // table): the same total printed again with one (the summary) gives it.
    const again = t.ytd === null ? totalByLabels(lines, labels, totalRows, true) : null;
    const same =
      again && (again.current === null || t.current === null || Math.abs(again.current - t.current) < 0.005);
    const y = same && again ? again : t;
    f.set(ytd, y.ytd, y.confidence * 0.95);
  }
  for (const [labels, key] of [
    [YTD_GROSS_LABELS, 'ytdGrossPay'],
    [YTD_DEDUCTION_LABELS, 'ytdDeductions'],
    [YTD_NET_LABELS, 'ytdNetPay'],
  ] as const) {
    const t = totalByLabels(lines, labels, totalRows);
    if (t) f.set(key, t.ytd ?? t.current, t.confidence * 0.95);
  }
  // A table's own total row ("Total", "Current Total") is its section's total when the section
  // has one table (counted before any is read as memo items: setting a table aside must not make
  // another table's total the section's).
  for (const [kind, cur, ytd] of [
    ['earning', 'grossPay', 'ytdGrossPay'],
    ['deduction', 'totalDeductions', 'ytdDeductions'],
  ] as const) {
    const rowsOfKind = new Set(all.filter((r) => r.kind === kind).map((r) => r.table));
    const own = tableTotals.filter((t) => t.topic === kind);
    if (!choices.tableTotalIsSectionTotal || own.length !== 1 || rowsOfKind.size > 1) continue;
    f.set(cur, own[0]!.current === null ? null : Math.abs(own[0]!.current), 0.75);
    f.set(ytd, own[0]!.ytd === null ? null : Math.abs(own[0]!.ytd), 0.7);
  }

  settleKinds(raw, f.num('grossPay'), f.num('totalDeductions'), warnings);
  const items = {
    rows: raw.map((r): ChildRow => ({
      itemType: r.kind!,
      description: r.description,
      category: null,
      amount: r.current === null ? null : Math.abs(r.current),
      ytdAmount: r.ytd === null ? null : Math.abs(r.ytd),
      hours: r.hours,
      rate: r.rate,
      deductionCategory: r.kind === 'deduction' ? deductionCategory(r.description) : null,
    })),
    confidences: raw.map((r) =>
      r.cells
        ? {
            row: r.confidence,
            cells: {
              ...r.cells,
              // Both follow from the line's words and this period's amount, not a smudged YTD figure.
              deductionCategory: r.cells.description ?? r.confidence,
              itemType: Math.min(r.cells.description ?? r.confidence, r.cells.amount ?? 1),
            },
          }
        : r.confidence,
    ),
  };
  if (items.rows.length === 0) warnings.push('No earnings or deductions table was found.');
  const sum = (kind: Kind, key: 'amount' | 'ytdAmount') =>
    Math.round(
      items.rows
        .filter((r) => r.itemType === kind)
        .reduce((a, r) => a + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0) * 100,
    ) / 100;
  if (doc.pages.some((p) => p.source === 'ocr')) {
    repairDroppedDecimals(f, items, warnings);
    repairHours(f, items.rows, warnings);
  }
  lineValueFromTotal(f, items, warnings);
  // A summary printed with the taxes in a column of their own ("Gross | Taxes | Deductions | Net")
  // names only the other deductions "Deductions": when gross − that ≠ net but gross − the deduction
  // lines = net, the lines' sum is the total.
  if (items.rows.some((r) => r.itemType === 'deduction'))
    for (const [gk, dk, nk, key] of [
      ['grossPay', 'totalDeductions', 'netPay', 'amount'],
      ['ytdGrossPay', 'ytdDeductions', 'ytdNetPay', 'ytdAmount'],
    ] as const) {
      const [g, d, n] = [f.num(gk), f.num(dk), f.num(nk)];
      const lines = sum('deduction', key);
      const close = (a: number, b: number) => Math.abs(a - b) < 0.005;
      if (g === null || d === null || n === null || close(g - d, n) || !close(g - lines, n)) continue;
      f.rederive(dk, lines, 0.6);
      warnings.push(
        `The printed deductions (${d}) are only part of them: gross less the deduction lines (${lines}) gives net pay.`,
      );
    }
  if (items.rows.length > 0) {
    if (items.rows.some((r) => r.itemType === 'earning')) f.derive('grossPay', sum('earning', 'amount'), 0.6);
    if (items.rows.some((r) => r.itemType === 'deduction'))
      f.derive('totalDeductions', sum('deduction', 'amount'), 0.6);
  }
  const g = f.num('grossPay');
  const d = f.num('totalDeductions');
  const n = f.num('netPay');
  if (g !== null && n !== null) f.derive('totalDeductions', Math.round((g - n) * 100) / 100, 0.55);
  if (g !== null && d !== null) f.derive('netPay', Math.round((g - d) * 100) / 100, 0.55);
  const yg = f.num('ytdGrossPay');
  const yd = f.num('ytdDeductions');
  const yn = f.num('ytdNetPay');
  if (yg !== null && yn !== null) f.derive('ytdDeductions', Math.round((yg - yn) * 100) / 100, 0.5);
  if (yg !== null && yd !== null) f.derive('ytdNetPay', Math.round((yg - yd) * 100) / 100, 0.5);

  const fieldConfidence: Record<string, number> = { ...f.confidence };
  rowConfidence('lineItems', items.rows, items.confidences, fieldConfidence);
  return {
    parsed: {
      fields: f.fields,
      lineItems: items.rows,
      fieldConfidence,
      checks: [],
      provenance: f.provenance,
      warnings,
    },
    tables: [...firstLines.values()],
  };
}
