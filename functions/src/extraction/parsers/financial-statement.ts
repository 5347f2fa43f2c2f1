// Generic reading of a financial statement (balance sheet, income statement, cash flow statement):
// find the statement in the document (annual reports bind several together), its amount columns
// (several years, a notes column), the period each column covers, the scale ("in thousands"), and
// its rows as label + amount with the headings above them. The per-type parsers decide what
// each row means.
import { findDateRange, findDates, parseDate } from '../parse/dates';
import { legalFormPattern } from '../parse/fields';
import { documentLines, type Cell, type Line } from '../parse/layout';
import type { DocumentText } from '../types';
import { amountValue, closeSeparatorSpaces } from '../parse/amounts';

export type StatementKind = 'profit_loss' | 'balance_sheet' | 'cash_flow';

const TITLES: Record<StatementKind, RegExp> = {
  balance_sheet:
    /\bbalance\s+sheets?\b|statements?\s+of\s+(?:financial\s+(?:position|condition)|condition|assets,?\s+liabilities)/i,
  profit_loss:
    /\b(?:income\s+statements?|statements?\s+of\s+(?:comprehensive\s+)?(?:income|operations|earnings|profit\s+or\s+loss)(?:\s+and\s+comprehensive\s+income)?|profit\s*(?:and|&)\s*loss|profit\s+or\s+loss\s+from\s+business|p\s*&\s*l\s+statement)\b/i,
  cash_flow:
    /\bstatements?\s+of\s+(?:consolidated\s+)?cash\s+flows?\b|\bcash\s+flows?\s+statements?\b|^\s*(?:consolidated\s+)?cash\s+flows?\s*$/i,
};
/** Other statements an annual report binds with these (they end a statement's region). */
const OTHER_TITLES =
  /statements?\s+of\s+changes\s+in\s+(?:stockholders['’]?\s+|shareholders['’]?\s+|members['’]?\s+|partners['’]?\s+)?(?:equity|capital|net\s+worth)|notes\s+to\s+(?:the\s+)?financial\s+statements|statement\s+of\s+cost\s+of\s+goods|statement\s+of\s+retained\s+earnings|independent\s+auditor/i;

export interface StatementRow {
  label: string;
  /** Amount in the chosen (most recent) column, as printed (not scaled); null for a heading. */
  amount: number | null;
  /** Every column's amount, left to right. */
  values: (number | null)[];
  /** Every column's amount as printed (read), left to right. */
  texts?: (string | null)[];
  /** Per column: a cell with digits stands there but reads as no amount (a scan garbled it). */
  unread?: boolean[];
  line: Line;
  /** Left edge of the label: indentation shows hierarchy. */
  indent: number;
  confidence: number;
  /** Lowest OCR confidence of the name's own words (the row's name is its own evidence). */
  nameConfidence?: number;
  /** Right edge of the label's words (how far the caption runs toward the amounts). */
  labelRight?: number;
}

/** A line item's name cell: its own words' confidence (not its amount's), discounted as every name is. */
export function nameCell(row: StatementRow): Record<string, number> {
  return { accountName: (row.nameConfidence ?? row.confidence) * 0.9 };
}

export interface StatementColumn {
  x0: number;
  x1: number;
  /** Year or ISO date printed above the column. */
  year: number | null;
  date: string | null;
  /** True when the year was not read above the column but follows from its neighbours' years. */
  inferred?: boolean;
}

export interface Statement {
  rows: StatementRow[];
  columns: StatementColumn[];
  chosen: number;
  /** The unit the amounts are stated in (1_000 for "in thousands"); amounts are not multiplied by it. */
  scale: number;
  companyName: string | null;
  companyConfidence: number;
  periodEndDate: string | null;
  periodStartDate: string | null;
  reportDate: string | null;
  warnings: string[];
  /** True when the statement's title was found (not only its rows). */
  titled: boolean;
  /** True when no year is printed and the header's words ("Current year") chose the column. */
  chosenByWords: boolean;
  /** True when the chosen column is the sum of the others (a total beside its months or quarters). */
  chosenBySum?: boolean;
}

/** Titles matched only on short heading-like lines, not in sentences or notes. */
function isTitleLine(line: Line, re: RegExp): boolean {
  const t = line.text.trim();
  if (t.length > 90 || !re.test(t)) return false;
  return line.cells.every((c) => amountOf(c.text) === null || /^(?:19|20)\d{2}$/.test(c.text.trim()));
}

export function findStatementRegion(
  lines: Line[],
  kind: StatementKind,
): { from: number; to: number; titled: boolean } {
  const start = lines.findIndex((l) => isTitleLine(l, TITLES[kind]));
  if (start < 0) return { from: 0, to: lines.length, titled: false };
  const others = Object.entries(TITLES)
    .filter(([k]) => k !== kind)
    .map(([, re]) => re);
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i]!;
    const isOther = others.some((re) => isTitleLine(l, re)) || isTitleLine(l, OTHER_TITLES);
    // Another statement begins, usually on its own page.
    if (isOther && (l.pageNumber !== lines[start]!.pageNumber || l.top > lines[start]!.top + 40)) {
      end = i;
      break;
    }
  }
  // The company name and dates usually sit just above the title.
  let from = start;
  while (from > 0 && lines[from - 1]!.pageNumber === lines[start]!.pageNumber && start - from < 4) from--;
  return { from, to: end, titled: true };
}

/** An amount cell of a statement (whole units): "1,234", "(1,234)", "P 1,234", "-" (nil). */
function amountOf(text: string): number | null {
  // A share of revenue ("43.3%", a "% of Income" column) is no amount.
  if (/%\s*\)?$/.test(text.trim())) return null;
  return amountValue(text, { wholeUnits: true });
}

/** A garbled amount's row is kept at no more than this confidence (it is to be reviewed). */
const GARBLED_CONFIDENCE = 0.3;

/**
 * An amount a scan garbled with separators no amount prints ("32;7711:32" for 32,771.32): digits
 * with ";", ":" or "'" among them. Read as its digits, the last separator before two final digits
 * taken as the point. The value is likely wrong, but the row is kept (with its name and section,
 * at low confidence): dropped, every later row was matched to the wrong line.
 */
export function garbledAmount(text: string): number | null {
  const t = text.trim();
  const m = /^(\(?)(?:\$|P|Php|PHP|₱)?\s*(\d[\d,.;:' ]*\d)(\)?)$/.exec(t);
  if (!m || (m[2]!.match(/\d/g) ?? []).length < 3) return null;
  const body = m[2]!;
  // Separators where no notation puts them ("7.348662", "6,345847": a comma read as a point, one
  // lost): the figure's digits, the point only before two final digits.
  const misplaced = /[.,]/.test(body) && !/[;:' ]/.test(body) && amountValue(body) === null;
  if (!/[;:']/.test(body) && !misplaced) return null;
  // A last group of five digits after groups of three ("8,268,16731") lost its point before the cents.
  const lostPoint = misplaced && /^\d{1,3}(?:[.,]\d{3})*[.,]\d{5}$/.test(body);
  const point = lostPoint ? body.length - 2 : /[.,;:']\d{2}$/.test(body) ? body.length - 3 : -1;
  const digits = (point >= 0 ? body.slice(0, point) : body).replace(/\D/g, '');
  const cents = point >= 0 ? body.slice(lostPoint ? point : point + 1) : '';
  const value = Number(cents ? `${digits}.${cents}` : digits);
  if (!Number.isFinite(value)) return null;
  return m[1] && m[3] ? -value : value;
}

function isNoteRef(cell: Cell): boolean {
  return /^(?:notes?\s*)?\d{1,2}(?:[.:]\d{1,2})?[a-z]?(?:\s*[,&]\s*\d{1,2}(?:[.:]\d{1,2})?[a-z]?)*$/i.test(
    cell.text.trim(),
  );
}

/** The year of a period column header that is not a date: "Q3 2024", "FY2024", "H2 2024", "Fiscal 2024". */
function periodYear(text: string, scanned = false): number | null {
  const m = /^(?:Q[1-4]|H[12]|FY|fiscal(?:\s+year)?|year)\s*['’]?((?:19|20)\d{2})$/i.exec(text.trim());
  if (m) return Number(m[1]);
  // On a scan a quarter's "Q" is read as a zero or an "O" and the space is lost ("022023" for
  // "Q2 2023"): taken only on a line of column titles, where no amount stands.
  const o = scanned ? /^[0O][1-4]\s*((?:19|20)\d{2})$/.exec(text.trim()) : null;
  return o ? Number(o[1]) : null;
}

function isYear(text: string): boolean {
  return /^(?:19|20)\d{2}$/.test(text.trim());
}

/**
 * Right-aligned amount columns: clusters of amount right edges shared by several rows. A column of
 * small whole numbers left of the amounts is the notes column, not an amount column.
 */
function amountColumns(lines: Line[]): StatementColumn[] {
  const edges: { x0: number; x1: number; text: string }[] = [];
  for (const l of lines) {
    for (const c of l.cells.slice(1)) {
      if (isYear(c.text)) continue;
      if (amountOf(c.text) !== null) edges.push({ x0: c.x0, x1: c.x1, text: c.text });
    }
  }
  edges.sort((a, b) => a.x1 - b.x1);
  const clusters: { x0: number; x1: number; n: number; sum: number; texts: string[] }[] = [];
  for (const e of edges) {
    const last = clusters.at(-1);
    if (last && e.x1 - last.sum / last.n <= 12) {
      last.n++;
      last.sum += e.x1;
      last.x0 = Math.min(last.x0, e.x0);
      last.x1 = Math.max(last.x1, e.x1);
      last.texts.push(e.text);
    } else clusters.push({ x0: e.x0, x1: e.x1, n: 1, sum: e.x1, texts: [e.text] });
  }
  const minRows = Math.max(2, Math.min(3, Math.floor(edges.length / 6)));
  const kept = clusters.filter((c) => c.n >= minRows);
  const notes = (c: (typeof kept)[number]) =>
    c.texts.every((t) => /^\d{1,2}(?:[.:,]\d{1,2})?[a-z]?$/i.test(t.trim()));
  return kept
    .filter((c, i) => !(notes(c) && kept.slice(i + 1).some((other) => !notes(other))))
    .map((c) => ({ x0: c.x0, x1: c.sum / c.n, year: null, date: null }));
}

/** Years/dates printed above the amount columns. */
function labelColumns(lines: Line[], columns: StatementColumn[]): void {
  const heads = (c: { text: string }) =>
    isYear(c.text) || periodYear(c.text) !== null || parseDate(c.text) !== null;
  const garbled = new Set<StatementColumn>();
  // The header nearest the table heads its columns: the lines above the first row of amounts are
  // read upwards from it (a date above the columns further up, a "RECEIVED" stamp's or a title's,
  // is not a column's period), then the rest (a header repeated on a later page).
  const firstAmounts = lines.findIndex((l) =>
    l.cells.some(
      (c) =>
        /\d/.test(c.text) &&
        !isYear(c.text) &&
        amountOf(c.text) !== null &&
        columns.some((col) => Math.abs(c.x1 - col.x1) <= 12),
    ),
  );
  const order =
    firstAmounts > 0 ? [...lines.slice(0, firstAmounts).reverse(), ...lines.slice(firstAmounts)] : lines;
  for (const l of order) {
    // A year run into the next column's title ("2021 % of Income" over an amount and its share)
    // heads the column under that word, on a line of column titles only (every cell a period or
    // starting with a year): a title's "years ended December 31, 2021 and 2020" heads nothing.
    const startsWithYear = (c: Cell) => isYear(c.items[0]?.text ?? '');
    const scannedQuarter = (c: Cell) => periodYear(c.text, true) !== null;
    const titlesOnly = l.cells.every((c) => heads(c) || startsWithYear(c) || scannedQuarter(c));
    const years = l.cells.flatMap((c) =>
      heads(c) || (titlesOnly && scannedQuarter(c))
        ? [c]
        : titlesOnly
          ? [{ text: c.items[0]!.text.trim(), x0: c.items[0]!.x, x1: c.items[0]!.x + c.items[0]!.width }]
          : [],
    );
    if (years.length === 0) continue;
    const nearest = (cell: { x0: number; x1: number }) => {
      const mid = (cell.x0 + cell.x1) / 2;
      let best: StatementColumn | null = null;
      let bestD = Infinity;
      for (const col of columns) {
        const d = Math.min(Math.abs(cell.x1 - col.x1), Math.abs(mid - (col.x0 + col.x1) / 2));
        if (d < bestD) {
          bestD = d;
          best = col;
        }
      }
      return bestD <= 45 ? best : null;
    };
    // Beside the years read, a title with digits that is no year ("Q3 2O23" garbled by a scan).
    for (const c of l.cells)
      if (!years.includes(c) && /\d.*\d/.test(c.text) && amountOf(c.text) === null) {
        const col = nearest(c);
        if (col) garbled.add(col);
      }
    for (const cell of years) {
      const best = nearest(cell);
      if (!best || best.year !== null) continue;
      const date = findDates(cell.text)[0]?.iso ?? null;
      best.date = date;
      best.year = date
        ? Number(date.slice(0, 4))
        : (periodYear(cell.text, titlesOnly) ?? Number(cell.text.trim()));
    }
    if (columns.every((c) => c.year !== null)) return;
  }
  inferMissingYears(columns, garbled);
}

/**
 * A column whose year was not read (a scan garbled "Q2 2023" over it) takes one from its printed
 * neighbours: the years run in the printed columns' order (descending when one year alone was
 * read, the current period first, as statements print it). Without this the one column whose
 * year was read was taken as the latest, though it was the prior period. Only a column with a
 * garbled title (digits beside the years read) is given one; it is marked `inferred`.
 */
export function inferMissingYears(columns: StatementColumn[], garbled: ReadonlySet<StatementColumn>): void {
  const known = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.year !== null);
  if (known.length === 0 || known.length === columns.length) return;
  let step = -1;
  if (known.length >= 2) {
    const a = known[0]!;
    const b = known.at(-1)!;
    const s = (b.c.year! - a.c.year!) / (b.i - a.i);
    if (s !== 1 && s !== -1) return;
    step = s;
  }
  const anchor = known[0]!;
  for (const [i, c] of columns.entries()) {
    if (c.year !== null || !garbled.has(c)) continue;
    c.year = anchor.c.year! + step * (i - anchor.i);
    c.inferred = true;
  }
}

const SCALES: [RegExp, number, string][] = [
  [/\bin\s+millions\b|\(\s*in\s+millions|\$\s*m(?:illions)?\b|\(millions\)/i, 1_000_000, 'millions'],
  [
    /\bin\s+thousands\b|\(\s*in\s+thousands|\(\s*000['’]?s?\s*\)|['’]000s?\b|\bthousands\s+of\b/i,
    1_000,
    'thousands',
  ],
];

/** Legal forms (parse/fields' list); one that is also a word ("Co", "NV") only with its dot. */
const LEGAL_FORM = legalFormPattern(undefined, (form) => !form.alsoAWord);
const LEGAL_FORM_ONLY = new RegExp(`^${LEGAL_FORM}\\.?$`, 'i');

const COMPANY_SUFFIX = new RegExp(
  `\\b(?:${LEGAL_FORM}\\.?|company|group|holdings|enterprises?|partners)\\s*$`,
  'i',
);

/** A currency's name, with the country's adjective a statement may print before it ("Philippine Peso"). */
const CURRENCY = String.raw`(?:[a-z]+\s+)?(?:pesos?|dollars?|euros?|pounds?(?:\s+sterling)?|rupees?|yen|yuan|francs?|rand)`;

/** "Amounts in thousands", "In Thousands of Philippine Peso", "in US dollars", "(Philippine Peso)". */
const SCALE_OR_CURRENCY_LINE = new RegExp(
  String.raw`amounts?\s*in\b|\bin\s*(?:thousands|millions)|(?:thousands|millions)\s*of\b|\bexpressed\s+in\b|\bin\s+${CURRENCY}\b|^\W*${CURRENCY}\W*$`,
  'i',
);

/** "Business name:", "Name of business", "Company name", "Entity:" and the name after it, if in the cell. */
const COMPANY_CAPTION =
  /^(?:(?:legal\s+|trade\s+|registered\s+)?(?:business|company|entity)(?:'s)?\s+name|name\s+of\s+(?:the\s+)?(?:business|company|entity)|company|entity|business)\s*(?::\s*(.*)|$)/i;

function companyOf(
  lines: Line[],
  region: { from: number; to: number },
  kind: StatementKind,
): { name: string | null; confidence: number } {
  // A name printed by its caption ("Business name: …", "Name of business   …", a worksheet's or a
  // sole proprietor's statement) is the company wherever the caption sits in the header.
  for (const l of lines.slice(0, Math.min(lines.length, region.from + 14))) {
    for (const [i, c] of l.cells.entries()) {
      const m = COMPANY_CAPTION.exec(c.text.trim());
      if (!m) continue;
      const value = (m[1] ?? '').trim() || (l.cells[i + 1]?.text.trim() ?? '');
      if (/[A-Za-z]{2,}/.test(value) && !COMPANY_CAPTION.test(value))
        return { name: value.replace(/[,\s]+$/, ''), confidence: 0.9 * l.confidence };
    }
  }
  const candidateLines = lines
    .slice(region.from, Math.min(region.to, region.from + 8))
    .concat(lines.slice(0, 4));
  // Each cell on its own: a header line can carry the name and a report date side by side.
  // A legal form a gap set apart ("MANILA BAY TRADING CO.," … "INC.", as a scan spaces a centred
  // title) belongs to the name before it on its line; alone it is no name.
  const candidates = candidateLines.flatMap((l) =>
    l.cells.reduce<{ text: string; confidence: number; line: Line }[]>((out, c) => {
      const text = c.text.trim();
      const prev = out.at(-1);
      if (prev && LEGAL_FORM_ONLY.test(text)) prev.text = `${prev.text} ${text}`;
      else out.push({ text, confidence: l.confidence, line: l });
      return out;
    }, []),
  );
  const plain = (t: string, l: Line) =>
    l.cells.every((c) => amountOf(c.text) === null || !/\d{3}/.test(c.text)) &&
    !TITLES[kind].test(t) &&
    !OTHER_TITLES.test(t) &&
    findDates(t).length === 0 &&
    !/^(?:table\s+of\s+contents|index\s+to\s+(?:consolidated\s+)?financial|for\s+the|as\s+(?:of|at)|years?\s+ended|\(?in\s+(?:thousands|millions)|page\s+\d|(?:accrual|cash|modified\s+cash)\s+basis|(?:tax|fiscal)\s+year|report\s+date|account|total|notes?)\b/i.test(
      t,
    ) &&
    !/^(?:assets|liabilities|revenues?|income|expenses|equity|cash flows? from)/i.test(t) &&
    // The line stating the amounts' unit or currency, also as a scan glues or clips it
    // ("tAmounts in Thousandsof Philippine Peso)"), is never the company.
    !SCALE_OR_CURRENCY_LINE.test(t) &&
    /[A-Za-z]{2,}/.test(t);
  // OCR picks up table rules and stamp edges as stray marks around the name. "X Inc. and
  // Subsidiaries" heads consolidated statements: the company is X.
  const clean = (t: string) =>
    t
      .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9.)]+$/g, '')
      .replace(/,?\s+(?:and|&)\s+(?:its\s+)?(?:consolidated\s+)?(?:subsidiaries|subsidiary|affiliates)$/i, '')
      .replace(/[,\s]+$/, '');
  const withSuffix = candidates.find(
    (c) => plain(c.text, c.line) && COMPANY_SUFFIX.test(clean(c.text).replace(/,$/, '')),
  );
  if (withSuffix) return { name: clean(withSuffix.text), confidence: 0.9 * withSuffix.confidence };
  const first = candidates.find((c) => plain(c.text, c.line) && c.text.length >= 3 && c.text.length <= 70);
  return first
    ? { name: clean(first.text), confidence: 0.6 * first.confidence }
    : { name: null, confidence: 0 };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  // Period ends on a month end map to month ends ("June 30" minus 3 months is "March 31").
  const monthEnd = new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
  target.setUTCDate(monthEnd ? last : Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

const PERIOD_MONTHS: Record<string, number> = {
  one: 1,
  three: 3,
  six: 6,
  nine: 9,
  twelve: 12,
  '3': 3,
  '6': 6,
  '9': 9,
  '12': 12,
};

const PERIOD_LINE =
  /\b(?:end(?:ed|ing)|as\s+(?:of|at)|through|for\s+the\s+(?:years?|periods?|months?|quarters?))\b|\b(?:19|20)\d{2}\s+(?:and|&)\s+(?:19|20)\d{2}\b/i;

/** The period the chosen column covers, from the header text ("for the year ended December 31, 2024 and 2023"). */
function periodOf(
  header: string,
  chosenYear: number | null,
  columnDate: string | null,
  kind: StatementKind,
  oneColumn = false,
): { start: string | null; end: string | null } {
  // The lines that state the period ("For the years ended …", "December 31, 2024 and 2023", "As
  // of …") before any other date of the header (a "RECEIVED" stamp's, a print date).
  const parts = header.split('\n');
  const stated = parts.filter((p) => PERIOD_LINE.test(p));
  const ranked = [...stated, ...parts.filter((p) => !stated.includes(p))].join('\n');
  const dates = findDates(ranked, { referenceYear: chosenYear ?? undefined });
  let end: string | null = columnDate;
  // "January 1 to December 31, 2024", "January - December 2024": an explicit range.
  const range = kind === 'balance_sheet' ? null : findDateRange(header);
  if (range && (!chosenYear || oneColumn || Number(range.end.slice(0, 4)) === chosenYear))
    return { start: range.start, end: range.end };
  if (!end) {
    const candidates = dates.map((d) => d.iso);
    end =
      (chosenYear ? candidates.find((d) => Number(d.slice(0, 4)) === chosenYear) : undefined) ??
      candidates[0] ??
      null;
    // "December 31, 2024 and 2023": the month and day apply to the chosen year.
    if (!end && chosenYear) {
      const md = ranked.match(/((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2})/i);
      end = md ? (findDates(`${md[1]}, ${chosenYear}`)[0]?.iso ?? null) : null;
    }
    if (end && chosenYear && Number(end.slice(0, 4)) !== chosenYear) end = `${chosenYear}${end.slice(4)}`;
  }
  if (!end) return { start: null, end: null };
  if (kind === 'balance_sheet') return { start: null, end };
  const months = header.match(/\b(one|three|six|nine|twelve|3|6|9|12)[\s-]+months?\s+(?:period\s+)?ended\b/i);
  if (months) return { start: addDays(addMonths(end, -PERIOD_MONTHS[months[1]!.toLowerCase()]!), 1), end };
  if (
    /\b(?:years?|fiscal\s+year|annual)\b.*\bended\b|\bfor\s+the\s+years?\b|\byear\s+ended\b/i.test(header) ||
    /years?\s+ended/i.test(header)
  ) {
    return { start: addDays(addMonths(end, -12), 1), end };
  }
  return { start: null, end };
}

/** "(In millions except per share data)", "(Dollars in thousands)": the scale, not a heading. */
const SCALE_NOTE =
  /^\(?\s*(?:(?:amounts|dollars|figures|\$|us\$)\s+)?(?:expressed\s+)?in\s+(?:thousands|millions|billions)\b/i;
/** A filing's page furniture: "Table of Contents", "Fabrikam, Inc. | 2024 Form 10-K | 62", "62". */
const PAGE_FURNITURE = /^table\s+of\s+contents$|\bform\s+10-?[kq]\b|^\d{1,3}$/i;

/** A column header's period wording: "Year Ended December 31,", "Three Months Ended", "As of". */
const PERIOD_HEADER =
  /\b(?:years?|months?|weeks?|period|quarters?)\s+end(?:ed|ing)\b|^(?:as\s+(?:of|at)|at)\b|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?$/i;

/** Rows of one table: its amount columns, the chosen (most recent) column, label + amounts per line. */
const CURRENT_WORD =
  /^(?:current(?:\s+(?:year|period|month|quarter))?|this\s+(?:year|period|month|quarter)|actual)$/i;
const PRIOR_WORD = /^(?:prior|previous|last|preceding|comparative)(?:\s+(?:year|period|month|quarter))?$/i;

/**
 * With no year above the columns, the header's words: the column headed "Current year" / "This
 * period", or the one column left beside a "Prior year" column. Null when the words say nothing.
 */
function currentByWords(lines: Line[], columns: StatementColumn[]): number | null {
  const labelled = new Map<number, 'current' | 'prior'>();
  for (const l of lines) {
    for (const cell of l.cells) {
      const t = cell.text.trim();
      const kind = CURRENT_WORD.test(t) ? 'current' : PRIOR_WORD.test(t) ? 'prior' : null;
      if (!kind) continue;
      const mid = (cell.x0 + cell.x1) / 2;
      let best = -1;
      let bestD = Infinity;
      columns.forEach((col, i) => {
        const d = Math.min(Math.abs(cell.x1 - col.x1), Math.abs(mid - (col.x0 + col.x1) / 2));
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      if (best >= 0 && bestD <= 45 && !labelled.has(best)) labelled.set(best, kind);
    }
  }
  const current = [...labelled].filter(([, k]) => k === 'current').map(([i]) => i);
  if (current.length === 1) return current[0]!;
  const unlabelled = columns.map((_, i) => i).filter((i) => !labelled.has(i));
  if (current.length === 0 && labelled.size > 0 && unlabelled.length === 1) return unlabelled[0]!;
  return null;
}

function readRows(lines: Line[]): {
  rows: StatementRow[];
  columns: StatementColumn[];
  chosen: number;
  byWords: boolean;
  bySum: boolean;
} {
  const columns = amountColumns(lines);
  labelColumns(lines, columns);
  // The most recent period: by the printed year, else by the header's words ("Current year"),
  // else the first amount column (statements put the current period first).
  let chosen = 0;
  let byWords = false;
  const withYear = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.year !== null);
  if (columns.length > 1 && withYear.length > 0)
    chosen = withYear.reduce((a, b) => (b.c.year! > a.c.year! ? b : a)).i;
  else if (columns.length > 1) {
    const word = currentByWords(lines, columns);
    if (word !== null) {
      chosen = word;
      byWords = true;
    }
  }
  const firstAmountX = columns.length > 0 ? Math.min(...columns.map((c) => c.x0)) - 4 : Infinity;
  const isNote = (c: Cell) => isNoteRef(c) && c.x1 < firstAmountX;
  const rows: StatementRow[] = [];
  // The line of years over the amounts: the company, title, period and scale note above it are
  // the statement's header, not headings of its rows.
  const firstAmountLine = lines.find((line) =>
    line.cells.some(
      (c) => c.x1 >= firstAmountX && /\d/.test(c.text) && amountOf(c.text) !== null && !isYear(c.text),
    ),
  );
  // Years, or dates ("December 31, 2024"), over the amount columns; the last such line above the
  // first amounts (a date further up, a stamp's, is not the columns' header).
  const isYearsLine = (line: Line) => {
    const numeric = line.cells.filter(
      (c) =>
        c.x1 >= firstAmountX &&
        (amountOf(c.text) !== null || (/\d/.test(c.text) && parseDate(c.text) !== null)),
    );
    return (
      numeric.length > 0 &&
      numeric.every((c) => isYear(c.text) || (amountOf(c.text) === null && parseDate(c.text) !== null))
    );
  };
  const yearsLine = lines
    .filter((l) => isYearsLine(l) && (!firstAmountLine || l.index < firstAmountLine.index))
    .at(-1);
  const headerEnd =
    yearsLine && firstAmountLine && yearsLine.index < firstAmountLine.index ? yearsLine.index : -1;
  // A statement that numbers its lines as a form does ("8 | Advertising", "22 | Supplies"): a number
  // run into a caption's cell ("24a Travel", "16b Interest - other") is that line's number too.
  const numbersItsLines =
    lines.filter((l) => {
      const [first, second] = l.cells;
      return !!first && !!second && LINE_REFERENCE.test(first.text.trim()) && /[A-Za-z]{3}/.test(second.text);
    }).length >= 3;
  for (const line of lines) {
    if (columns.length === 0) break;
    const labelCells = line.cells.filter(
      (c) => c.x1 < firstAmountX || (c.x0 < firstAmountX && amountOf(c.text) === null),
    );
    // An account-code column ("2000", "4100-01") printed as its own cell is not part of the name,
    // even when the code looks like a year.
    // A form's line number in a column of its own ("1", "16b", "Line 24a", "Ln 8": a tax
    // worksheet in the order of its form) is no more part of the name than an account code.
    const codeCell =
      labelCells.length > 1 &&
      (/^\d{3,6}(?:[-.]\d{1,4})?$/.test(labelCells[0]!.text.trim()) ||
        LINE_REFERENCE.test(labelCells[0]!.text.trim()) ||
        // "Line" whose number a scan lost.
        (/^(?:line|ln\.?)$/i.test(labelCells[0]!.text.trim()) && /[A-Za-z]{3}/.test(labelCells[1]!.text)) ||
        // On a scan, a speck in the margin read as a letter or two ("O" before "Interest Income").
        (line.confidence < 1 &&
          /^[^\d\s]{1,2}$/.test(labelCells[0]!.text.trim()) &&
          /[A-Za-z]{3}/.test(labelCells[1]!.text)))
        ? labelCells[0]
        : undefined;
    const label = labelCells
      .filter((c) => c !== codeCell && (!isNote(c) || c === labelCells[0]))
      .map((c) => c.text)
      .join(' ')
      .replace(/[\s.·…_]{3,}$/, '')
      .replace(/\s+(?:P[p/]?|₱|PHP|USD)$|\s*\$$/, '')
      // Chart-of-accounts numbers ("4000 Sales Revenue") are not part of the account's name.
      // A bookkeeping package separates them with a dot or a dash ("6110 · Rent", "4000 - Sales").
      .replace(/^(?!(?:19|20)\d{2}\s)\d{3,6}(?:[-.]\d{1,4})?(?:\s+|\s*[·•–-]\s*)(?=[A-Za-z])/, '')
      // "Line 16b Interest" run together in one cell: the line number goes as in its own cell.
      .replace(/^(?:line|ln\.?)\s*\d{1,3}[a-z]?\s+(?=[A-Za-z(])/i, '')
      .replace(numbersItsLines ? /^\d{1,2}[a-z]?\s+(?=[A-Za-z(])/ : /(?!)/, '')
      // On a scan, an account code with a digit read as its look-alike letter ("S000 Cost of
      // Goods Sold", "6O10 Rent"): three digits or more, the rest 'S', 'O', 'o', 'l', 'I', 'B'.
      .replace(line.confidence < 1 ? OCR_ACCOUNT_CODE : /(?!)/, '')
      .replace(/\s+/g, ' ')
      .trim();
    // Rules drawn across the page (OCR reads them as dashes) are not accounts.
    if (/[-–—_=]{3,}/.test(label)) continue;
    const values: (number | null)[] = columns.map(() => null);
    const valueCells: (Cell | null)[] = columns.map(() => null);
    const unread: boolean[] = columns.map(() => false);
    let garbled = false;
    for (const c of line.cells) {
      if (labelCells.includes(c) || isNote(c) || isYear(c.text)) continue;
      let v = amountOf(c.text);
      const mended = v === null ? garbledAmount(c.text) : null;
      if (mended !== null) v = mended;
      if (v === null) {
        // Digits in an amount column that read as no amount ("511:5%"): the line's figure was
        // printed and lost, the line is no heading.
        if (line.confidence < 1 && /\d/.test(c.text) && c.x0 >= firstAmountX - 4) {
          const k = columns.findIndex((col) => Math.abs(c.x1 - col.x1) < 12);
          if (k >= 0) unread[k] = true;
        }
        continue;
      }
      let best = -1;
      let bestD = Infinity;
      columns.forEach((col, i) => {
        const d = Math.abs(c.x1 - col.x1);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      if (best >= 0 && bestD < 40) {
        values[best] = v;
        valueCells[best] = c;
        if (mended !== null && best === chosen) garbled = true;
      }
    }
    // The row reports its name and the chosen period's amount: a doubtful OCR word elsewhere on the
    // line (another period's figure, a speck in the margin) says nothing about them.
    const own = [...labelCells, valueCells[chosen]].flatMap((c) => c?.items ?? []);
    const rowConfidence = Math.min(
      own.length > 0 ? Math.min(...own.map((i) => i.confidence)) : line.confidence,
      garbled ? GARBLED_CONFIDENCE : 1,
    );
    if (!label || !/[A-Za-z]/.test(label)) continue;
    if (line.index < headerEnd && values.every((v) => v === null)) continue;
    // A column-header line ("Notes  2022  2021", or a section title carrying the years) holds no amounts.
    const numericCells = line.cells.filter(
      (c) => !isNote(c) && amountOf(c.text) !== null && c.x1 >= firstAmountX,
    );
    if (numericCells.length > 0 && numericCells.every((c) => isYear(c.text))) {
      // "Year Ended December 31,  2024  2023" heads the columns; it is not a section heading.
      if (/[A-Za-z]{4,}/.test(label) && !/^notes?$/i.test(label) && !PERIOD_HEADER.test(label))
        rows.push({
          label,
          amount: null,
          values: columns.map(() => null),
          line,
          indent: labelCells[0]?.x0 ?? line.x0,
          confidence: line.confidence,
        });
      continue;
    }
    if (
      ANY_TITLE.some((re) => isTitleLine(line, re)) ||
      (values.every((v) => v === null) &&
        (findDates(label).length > 0 ||
          /^(?:notes?|in\s+(?:thousands|millions)|\(?amounts?\s+in|account|page\s+\d)/i.test(label) ||
          SCALE_NOTE.test(label) ||
          PAGE_FURNITURE.test(label)))
    )
      continue;
    rows.push({
      label,
      amount: values[chosen] ?? null,
      values,
      texts: valueCells.map((c) => c?.text ?? null),
      ...(unread.some(Boolean) ? { unread } : {}),
      line,
      indent: labelCells[0]?.x0 ?? line.x0,
      confidence: rowConfidence,
      nameConfidence: Math.min(1, ...labelCells.flatMap((c) => c.items.map((i) => i.confidence))),
      labelRight: Math.max(...labelCells.filter((c) => !isNote(c) || c === labelCells[0]).map((c) => c.x1)),
    });
  }
  // A breakdown (months or quarters beside their total, actual beside budget and variance): the
  // column that is the sum of the others on every row is the statement's figure, whatever the
  // headers say (every breakdown column carries the same year).
  const total = sumColumn(rows, columns.length);
  if (total !== null && total !== chosen) {
    chosen = total;
    byWords = false;
    for (const r of rows) r.amount = r.values[chosen] ?? null;
  }
  // Where the label column ends: the first notes reference or amount of any row.
  const labelEdge = Math.min(
    ...lines.flatMap((l) =>
      l.cells
        .filter((c) => isNote(c) || (c.x1 >= firstAmountX && amountOf(c.text) !== null))
        .map((c) => c.x0),
    ),
  );
  return { rows: joinWrappedLabels(rows, labelEdge), columns, chosen, byWords, bySum: total !== null };
}

/**
 * The one amount column equal to the sum of all the others on most of the rows that fill them
 * all: a total beside its months or quarters, or an actual beside its budget and the difference
 * (actual = budget + variance; a comparative's current = prior + change likewise). Three columns
 * or more, at least three full rows; null when none or more than one column is such a sum.
 */
export function sumColumn(rows: { values: (number | null)[] }[], n: number): number | null {
  if (n < 3) return null;
  const full = rows.filter(
    (r) => r.values.length === n && r.values.every((v) => v !== null && v !== undefined),
  );
  // A row with a zero proves nothing: (100, 100, 0) sums either way, and comparatives print
  // many "—" rows and unchanged figures.
  const varied = full.filter((r) => r.values.every((v) => v !== 0));
  if (varied.length < 3) return null;
  const found: number[] = [];
  for (let j = 0; j < n; j++) {
    // A row where this column repeats another's figure is a balance, no sum (a cash flow's total
    // column prints the first period's opening cash and the last period's closing cash): it
    // proves nothing either way.
    const judged = varied.filter((r) => {
      const vs = r.values as number[];
      return !vs.some((v, i) => i !== j && Math.abs(v - vs[j]!) <= 0.005);
    });
    const ok = judged.filter((r) => {
      const vs = r.values as number[];
      const rest = vs.reduce((a, v, i) => (i === j ? a : a + v), 0);
      const whole = vs.every((v) => Number.isInteger(v));
      const tol = Math.max(0.011 * (n - 1), whole ? (n - 1) / 2 : 0, Math.abs(vs[j]!) * 1e-5);
      return Math.abs(vs[j]! - rest) <= tol;
    }).length;
    // Most rows, not all: a scan misreads a digit or a point here and there (exact sums of three
    // rows or more do not hold by chance).
    if (ok >= Math.max(3, Math.ceil(judged.length * 0.6))) found.push(j);
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * A long account name wraps onto a second line that starts in lower case (or follows a name cut
 * after a dash, a comma or a joining word). With the amounts on
 * the first line ("Net increase in cash, cash  120" / "equivalents and restricted cash") the
 * continuation belongs to the row above; with the amounts on the last line ("Net cash provided by
 * operating" / "activities  250") the first line is not a heading but the start of the name.
 */
/** "upper" (no lower-case letter), "title" (every word of four letters or more capitalised), else "sentence". */
function captionCase(label: string): 'upper' | 'title' | 'sentence' {
  if (!/[a-z]/.test(label)) return 'upper';
  const words = label.match(/[A-Za-z]{4,}/g) ?? [];
  return words.length > 0 && words.every((w) => /^[A-Z]/.test(w)) ? 'title' : 'sentence';
}

export function joinWrappedLabels(rows: StatementRow[], labelEdge = Infinity): StatementRow[] {
  const out: StatementRow[] = [];
  // A caption cut by the label column's edge fills most of the room before the first notes
  // reference or amount (the column's own edge, left of them, is not printed).
  const cut = (r: StatementRow) =>
    r.labelRight !== undefined && r.labelRight - r.indent >= 0.45 * (labelEdge - r.indent);
  for (const [k, row] of rows.entries()) {
    const prev = out.at(-1);
    // "NET INCREASE (DECREASE) IN CASH AND CASH" / "  EQUIVALENTS  234,306": a caption in capitals
    // that ran to the label column's edge (title case is not enough: a ledger's parent account over
    // its first item looks the same on a scan), its last words on the next line under a hanging
    // indent, the amounts beside them, and the next caption not at that indent. A heading's items
    // stay at their indent line after line.
    const after = rows[k + 1];
    const hanging =
      prev !== undefined &&
      prev.values.every((v) => v === null) &&
      row.values.some((v) => v !== null) &&
      cut(prev) &&
      row.indent > prev.indent + 4 &&
      (!after || after.line.pageNumber !== row.line.pageNumber || after.indent < row.indent - 4) &&
      row.label.split(/\s+/).length <= 4 &&
      !/:\s*$/.test(prev.label) &&
      captionCase(prev.label) === 'upper' &&
      captionCase(row.label) === 'upper';
    const next =
      prev !== undefined &&
      // "… shares; issued" / "— 647 shares": a continuation also starts at a dash or an
      // ampersand, or follows a name cut after a dash, a comma or a joining word.
      (/^(?:[a-z]|[—–-]\s|&\s)/.test(row.label) ||
        /(?:\s[—–-]|[,;]|\s(?:and|or|of|to|in|for|by|from|on|with|at))$/i.test(prev.label)) &&
      row.line.pageNumber === prev.line.pageNumber &&
      row.line.top - prev.line.top > 0 &&
      row.line.top - prev.line.top <= 1.9 * Math.max(8, row.line.bottom - row.line.top, 10);
    const joined = prev ? `${prev.label} ${row.label}`.replace(/\s+/g, ' ') : row.label;
    if (hanging && row.line.pageNumber === prev.line.pageNumber) {
      out[out.length - 1] = { ...row, label: joined, indent: prev.indent };
      continue;
    }
    if (next && row.values.every((v) => v === null)) {
      out[out.length - 1] = { ...prev, label: joined };
      continue;
    }
    if (next && prev.values.every((v) => v === null) && !/:\s*$/.test(prev.label)) {
      out[out.length - 1] = { ...row, label: joined, indent: prev.indent };
      continue;
    }
    out.push(row);
  }
  return out;
}

const OCR_ACCOUNT_CODE = /^(?=[\dSOolIB]{4,6}\s)(?=(?:\D?\d){3})[\dSOolIB]{4,6}\s+(?=[A-Z])/;

/** A form's line number: "1", "16b", "24a", "Line 8", "Ln 27a". */
const LINE_REFERENCE = /^(?:(?:line|ln\.?)\s*)?\d{1,2}[a-z]?$/i;

const ANY_TITLE = [...Object.values(TITLES), OTHER_TITLES];
/**
 * A line that dates the printout, not the period: "Report date", "Printed on", "Page 1 of 2", or
 * any line with a clock time ("Printed 01/15/2025 10:32 AM", "Run: 2025-01-15 10:32").
 */
const REPORT_DATE_LINE =
  /\b(?:report(?:ed)?|prepared|printed|run|generated)\s*(?:date|on)\b|\bpage\s+\d+\s+of\s+\d+|\b(?:printed|generated|run)\b.*\d|(?<![\d.,])\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?(?![\d.,])/i;

/** "Sales Revenue ........ 1,463,134.01" in one run: the label and the amount become two cells. */
/**
 * On a scan, a caption and its amount OCR ran into one cell ("Net Cash Used in Investing
 * Activities ($96,982.21)"): the last word, an amount a statement prints (thousands grouped or
 * cents, or in parentheses), is a cell of its own.
 */
function splitCaptionThenAmount(cell: Cell): Cell[] {
  const last = cell.items.at(-1);
  if (cell.items.length < 2 || !last) return [cell];
  const t = last.text.trim();
  const printed =
    /^[-(]?\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?\)?$|^[-(]?\$?\d+\.\d{2}\)?$|^\(\$?[\d,]+(?:\.\d{2})?\)$/.test(t);
  const words = cell.items.slice(0, -1);
  if (!printed || !words.some((i) => /[A-Za-z]{3}/.test(i.text))) return [cell];
  const right = Math.max(...words.map((i) => i.x + i.width));
  return [
    { text: words.map((i) => i.text).join(' '), x0: cell.x0, x1: right, items: words },
    { text: t, x0: last.x, x1: cell.x1, items: [last] },
  ];
}

function splitLeaders(line: Line): Line {
  const cells: Cell[] = [];
  for (const [k, c] of line.cells.entries()) {
    if (k === 0 && line.confidence < 1) {
      const split = splitCaptionThenAmount(c);
      if (split.length === 2) {
        cells.push(...split);
        continue;
      }
    }
    const m = c.text.match(/^(.*?[A-Za-z)].*?)\s*[.·…_]{3,}\s*([-(]?\s*(?:P|₱|\$)?\s*[\d,.]+\)?-?)$/);
    if (!m) {
      cells.push(c);
      continue;
    }
    const perChar = (c.x1 - c.x0) / Math.max(1, c.text.length);
    cells.push({ ...c, text: m[1]!.trim(), x1: c.x0 + m[1]!.trim().length * perChar });
    cells.push({ ...c, text: m[2]!.trim(), x0: c.x1 - m[2]!.trim().length * perChar });
  }
  return cells.length === line.cells.length
    ? line
    : { ...line, cells, text: cells.map((c) => c.text).join(' ') };
}

/**
 * Amount cells as a published statement's table prints them (10-K, audited accounts): the "$" in
 * a cell of its own on first and total rows, and the closing parenthesis of a negative in its own
 * narrow cell after the digits ("(1,597" + ")"), or run into the next column's "$" ("(23 ) $").
 * The "$" cells go; the parenthesis joins its amount, whose right edge stays at the digits (the
 * column's alignment; the parenthesis hangs outside it).
 */
const CURRENCY_SIGN = /^(?:\$|US\$|P|Php|PHP|₱)$/;

/**
 * Two columns' amounts a scan read as one run of words ("Php 5,062,362.09 Php 3,926,692.82": the
 * rules under them close the gap): one cell per amount, each with the currency sign before it.
 * A cell of anything else is returned as it is.
 */
function splitAmountRun(cell: Cell): Cell[] {
  if (cell.items.length < 2) return [cell];
  const groups: (typeof cell.items)[] = [];
  let pending: typeof cell.items = [];
  for (const item of cell.items) {
    const t = item.text.trim();
    if (CURRENCY_SIGN.test(t)) {
      pending.push(item);
      continue;
    }
    // A percentage column's figure ("107.5%" after the variance) is a cell of its own too.
    const percent = /^\(?-?\d{1,4}(?:\.\d+)?%\)?$/.test(t);
    if (!/\d/.test(t) || (amountOf(t) === null && garbledAmount(t) === null && !percent)) return [cell];
    groups.push([...pending, item]);
    pending = [];
  }
  if (groups.length < 2 || pending.length > 0) return [cell];
  // "251 777.81": one amount whose thousands separator a scan read as a space, not two amounts.
  const words = groups.map((g) => g.at(-1)!.text.trim());
  if (
    groups.every((g) => g.length === 1) &&
    /^\(?\$?\d{1,3}$/.test(words[0]!) &&
    words.slice(1).every((w) => /^\d{3}(?:[.,]\d{2})?\)?$/.test(w))
  )
    return [cell];
  return groups.map((items) => ({
    ...cell,
    items,
    text: items.map((i) => i.text.trim()).join(' '),
    x0: items[0]!.x,
    x1: Math.max(...items.map((i) => i.x + i.width)),
  }));
}

/**
 * An amount run into the next column's caption ("2,408.91 Line 18", "10,341.60 Office expense":
 * ruled cells of two lists side by side touch) is two cells: the amount, then the words. Only an
 * amount a statement prints (thousands grouped or cents) is split off, never a year or a count.
 */
function splitAmountThenWords(cell: Cell): Cell[] {
  if (cell.items.length < 2) return [cell];
  const first = cell.items[0]!.text.trim();
  if (!/^\(?\$?(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})\)?$/.test(first)) return [cell];
  const rest = cell.items.slice(1);
  // The next list's line number ("24b", "Ln 18") or caption follows the amount.
  if (!rest.some((i) => /[A-Za-z]{2,}/.test(i.text)) && !/^\d{1,2}[a-z]$/.test(rest[0]!.text.trim()))
    return [cell];
  const part = (items: typeof cell.items): Cell => ({
    ...cell,
    items,
    text: items.map((i) => i.text.trim()).join(' '),
    x0: items[0]!.x,
    x1: Math.max(...items.map((i) => i.x + i.width)),
  });
  return [part(cell.items.slice(0, 1)), part(rest)];
}

export function tidyAmountCells(line: Line): Line {
  const cells: Cell[] = [];
  let changed = false;
  const split = line.cells.flatMap((c, k) => (k > 0 ? splitAmountRun(c) : [c])).flatMap(splitAmountThenWords);
  if (split.length !== line.cells.length) changed = true;
  for (const c of split) {
    const text = c.text.trim();
    const prev = cells.at(-1);
    // A currency sign in a cell of its own ("$", the peso's "P" / "Php"), never the row's caption.
    if (text === '$' || text === 'US$' || (CURRENCY_SIGN.test(text) && cells.length > 0)) {
      changed = true;
      continue;
    }
    if (/^\)\s*\$?$/.test(text) && prev && /^\(\s*\$?\s*[\d,.]+$/.test(prev.text.trim())) {
      cells[cells.length - 1] = { ...prev, text: `${prev.text.trim()})`, items: [...prev.items, ...c.items] };
      changed = true;
      continue;
    }
    // "(23 ) $", "926,172.98 Php": the next column's currency sign run into this amount.
    const dollarAfter = /^(.*[\d)])\s+(?:\$|US\$|P|Php|PHP|₱)$/.exec(text);
    const t = dollarAfter ? dollarAfter[1]! : text;
    // The right edge of the digits: a parenthesis printed apart from them hangs outside the column.
    const digitsEnd = (cell: Cell): number => {
      const lastDigit = [...cell.items].reverse().find((i) => /\d/.test(i.text));
      return /^\(.*\)$/.test(t) && lastDigit && !/\)/.test(lastDigit.text)
        ? lastDigit.x + lastDigit.width
        : cell.x1;
    };
    if (dollarAfter || (/^\(.*\d.*\)$/.test(t) && digitsEnd(c) !== c.x1)) {
      // Without the sign run in after it, the amount ends at its last word with a digit or ")".
      const amountEnd = dollarAfter ? [...c.items].reverse().find((i) => /[\d)]/.test(i.text)) : undefined;
      const items = amountEnd ? c.items.slice(0, c.items.indexOf(amountEnd) + 1) : c.items;
      const x1 = amountEnd
        ? Math.min(amountEnd.x + amountEnd.width, digitsEnd({ ...c, items }))
        : digitsEnd(c);
      cells.push({ ...c, text: t, x1, items });
      changed = true;
      continue;
    }
    cells.push(c);
  }
  // A scan's slips at an amount's edges: a closing parenthesis lost ("(10" for "(10)"), an opening
  // one read as a brace ("{15"), a stray letter or "$" after it ("(9)s", the next column's dollar
  // sign), a quote mark before it ("“3"). Only a cell that is otherwise a whole amount is mended;
  // one still followed by its ")" was joined above.
  for (const [i, c] of cells.entries()) {
    let text = c.text.trim();
    // A space after a thousands comma or the point ("32, 771.32"), or every separator read as a
    // space with the cents last ("$127 716 30").
    if (/^[($]*\d[\d,. ]*\d\)?$/.test(text)) {
      const closed = closeSeparatorSpaces(text).replace(
        /^([($]*)(\d{1,3}(?: \d{3})+) (\d{2})(\)?)$/,
        (_, a, g, cts, b) => `${a}${g.replace(/ /g, ',')}.${cts}${b}`,
      );
      if (closed !== text) {
        cells[i] = { ...c, text: closed };
        changed = true;
        text = closed;
      }
    }
    // "5.062.362.09", "3.926,692.82": groups of three, then two digits: whatever marks a scan read,
    // the last is the point and the others group thousands (no notation prints it otherwise).
    // "6277.943": a point before three final digits, after four digits or more with no grouping,
    // is a thousands separator read as a point, another one lost (money prints two decimals).
    // Both are misreads: the cell's words are kept at a garbled amount's confidence.
    const grouped = /^(\(?(?:P|Php|PHP|₱|\$)?\s*)(\d{1,3}(?:[.,]\d{3})+)[.,](\d{2})(\)?)$/.exec(text);
    const ungrouped = /^(\(?(?:P|Php|PHP|₱|\$)?\s*)(\d{4,})\.(\d{3})(\)?)$/.exec(text);
    const fixed =
      grouped && /\.\d{3}.*[.,]\d{2}\)?$|,\d{3}.*,\d{2}\)?$/.test(text)
        ? `${grouped[1]}${grouped[2]!.replace(/[.,]/g, ',')}.${grouped[3]}${grouped[4]}`
        : ungrouped
          ? `${ungrouped[1]}${ungrouped[2]}${ungrouped[3]}${ungrouped[4]}`
          : null;
    if (fixed !== null) {
      const items = cells[i]!.items.map((it) => ({
        ...it,
        confidence: Math.min(it.confidence, GARBLED_CONFIDENCE),
      }));
      cells[i] = { ...cells[i]!, text: fixed, items };
      changed = true;
      text = fixed;
    }
    if (/^\(.*\)$/.test(text)) continue;
    const m = /^[“”"'‘’]?([({])\s*(\$?\s*\d[\d,]*(?:\.\d+)?)\s*([)}]?)\s*[sS$§]?$/.exec(text);
    const q = /^[“”"'‘’]\s*(\$?\s*\d[\d,]*(?:\.\d+)?)$/.exec(text);
    // On a scanned line, after the caption: a minus sign read as a tilde ("~4,135.60"), or the
    // opening parenthesis lost ("4)": no notation closes a figure it did not open).
    const scanned = line.confidence < 1 && i > 0;
    const tilde = scanned ? /^~\s*(\d[\d,]*(?:\.\d+)?)$/.exec(text) : null;
    const closedOnly = scanned ? /^(\d[\d,]*(?:\.\d+)?)\)$/.exec(text) : null;
    const mended = m
      ? `(${m[2]})`
      : q
        ? q[1]!
        : tilde
          ? `-${tilde[1]}`
          : closedOnly
            ? `(${closedOnly[1]})`
            : null;
    if (mended === null || mended === text) continue;
    cells[i] = { ...cells[i]!, text: mended };
    changed = true;
  }
  return changed ? { ...line, cells, text: cells.map((c) => c.text).join(' ') } : line;
}

/**
 * A balance sheet printed in two halves (assets left, liabilities and equity right): lines whose
 * cells run label, amount, label, amount are split at the second label, and the halves read one
 * after the other.
 */
function splitSideBySide(lines: Line[]): Line[][] {
  const secondLabelX: number[] = [];
  for (const l of lines) {
    const i = l.cells.findIndex((c, k) => k > 0 && amountOf(c.text) !== null && /\d/.test(c.text));
    // An amount with its currency ("Php 67,861", as a scan reads a sign beside the digits) is no label.
    // The second half starts at its label, or at the line number printed before it ("Ln 18").
    const after = i >= 0 ? l.cells.slice(i + 1) : [];
    const next =
      after[0] && LINE_REFERENCE.test(after[0].text.trim()) && /[A-Za-z]{3,}/.test(after[1]?.text ?? '')
        ? after[0]
        : after.find((c) => /[A-Za-z]{3,}/.test(c.text) && amountOf(c.text) === null);
    if (
      next &&
      l.cells.slice(l.cells.indexOf(next) + 1).some((c) => amountOf(c.text) !== null && /\d/.test(c.text))
    )
      secondLabelX.push(next.x0);
  }
  // Two lists inside a statement may be short (two lines each); halves of a whole statement need three.
  if (secondLabelX.length < 2) return [lines];
  const splitX = Math.min(...secondLabelX) - 12;
  const half = (part: Line[], keep: (c: Cell) => boolean) =>
    part
      .map((l) => {
        const cells = l.cells.filter(keep);
        return { ...l, cells, text: cells.map((c) => c.text).join(' '), x0: cells[0]?.x0 ?? l.x0 };
      })
      .filter((l) => l.cells.length > 0);
  // Two lists side by side INSIDE one statement (a tax worksheet's expenses in two columns, lines
  // 8-17 left and 18-27 right): lines above or below the lists run across the page, their caption
  // left of the split and their amount right of it. Only the lists' lines are read in halves; the
  // statement's other lines stay whole, in their place.
  // A line's first cell is its caption or its line number ("1", "16b"), never its amount.
  const twoSided = (l: Line) => {
    const left = l.cells.filter((c) => c.x0 < splitX && c !== l.cells[0]);
    const right = l.cells.filter((c) => c.x0 >= splitX);
    const hasAmount = (cs: Cell[]) => cs.some((c) => amountOf(c.text) !== null && /\d/.test(c.text));
    return (
      hasAmount(left) &&
      right.some((c) => /[A-Za-z]{3,}/.test(c.text) && amountOf(c.text) === null) &&
      hasAmount(right)
    );
  };
  const firstTwo = lines.findIndex(twoSided);
  let lastTwo = lines.length - 1 - [...lines].reverse().findIndex(twoSided);
  // The longer list runs on alone under the shorter one: its lines belong to the lists too.
  const oneSided = (l: Line) =>
    l.cells.some((c) => c !== l.cells[0] && amountOf(c.text) !== null && /\d/.test(c.text)) &&
    (l.cells.every((c) => c.x1 < splitX) || l.cells.every((c) => c.x0 >= splitX));
  while (firstTwo >= 0 && lastTwo + 1 < lines.length && oneSided(lines[lastTwo + 1]!)) lastTwo++;
  const across = (l: Line) =>
    l.cells.some((c) => c.x1 < splitX && /[A-Za-z]{3,}/.test(c.text) && amountOf(c.text) === null) &&
    !l.cells.some(
      (c) => c.x0 < splitX && c !== l.cells[0] && amountOf(c.text) !== null && /\d/.test(c.text),
    ) &&
    l.cells.some((c) => c.x0 >= splitX && amountOf(c.text) !== null && /\d/.test(c.text)) &&
    !l.cells.some((c) => c.x0 >= splitX && /[A-Za-z]{3,}/.test(c.text) && amountOf(c.text) === null);
  const outside = [...lines.slice(0, firstTwo), ...lines.slice(lastTwo + 1)];
  if (firstTwo >= 0 && outside.filter(across).length >= 2) {
    const block = lines.slice(firstTwo, lastTwo + 1);
    // Each list's amounts are the statement's one amount column: they move under the amounts of
    // the lines across the page.
    const isAmount = (c: Cell) => amountOf(c.text) !== null && /\d/.test(c.text);
    const edges = outside
      .filter(across)
      .flatMap((l) => l.cells.filter((c) => c.x0 >= splitX && isAmount(c)).map((c) => c.x1))
      .sort((a, b) => a - b);
    const edge = edges[Math.floor(edges.length / 2)]!;
    const aligned = (part: Line[]) => {
      const xs = part.flatMap((l) => l.cells.filter(isAmount).map((c) => c.x1)).sort((a, b) => a - b);
      const dx = xs.length > 0 ? edge - xs[Math.floor(xs.length / 2)]! : 0;
      return part.map((l) => {
        const cells = l.cells.map((c) =>
          isAmount(c) && c !== l.cells[0]
            ? { ...c, x0: c.x0 + dx, x1: c.x1 + dx, items: c.items.map((i) => ({ ...i, x: i.x + dx })) }
            : c,
        );
        return { ...l, cells };
      });
    };
    return [
      [
        ...lines.slice(0, firstTwo),
        ...aligned(half(block, (c) => c.x0 < splitX)),
        ...aligned(half(block, (c) => c.x0 >= splitX)),
        ...lines.slice(lastTwo + 1),
      ],
    ];
  }
  if (secondLabelX.length < 3) return [lines];
  return [half(lines, (c) => c.x0 < splitX), half(lines, (c) => c.x0 >= splitX)];
}

export function readStatement(doc: DocumentText, kind: StatementKind): Statement {
  // Company name and period repeat at the top of every statement page: they are content here.
  const all = documentLines(doc, { keepFurniture: true });
  const region = findStatementRegion(all, kind);
  const warnings: string[] = [];
  // A report that binds other statements but not this one: nothing here belongs to this type.
  const othersPresent =
    !region.titled &&
    all.some((l) => Object.entries(TITLES).some(([k, re]) => k !== kind && isTitleLine(l, re)));
  if (othersPresent)
    warnings.push(
      `The document holds other financial statements but no ${kind.replace('_', ' ')} statement.`,
    );
  const lines = othersPresent ? [] : all.slice(region.from, region.to);
  const halves = splitSideBySide(lines.map((l) => tidyAmountCells(splitLeaders(l))));
  const parts = halves.map((half) => readRows(half));
  const { columns, chosen, byWords, bySum } = parts[0]!;
  const rows = parts.flatMap((p) => p.rows);
  if (bySum)
    warnings.push(
      `Amounts taken from column ${chosen + 1} of ${columns.length}: on every row it is the sum of the other columns (a total beside its breakdown, or an actual beside a budget and its variance).`,
    );
  else if (byWords)
    warnings.push(
      `No period is printed above the amount columns; column ${chosen + 1} is headed as the current one.`,
    );
  else if (columns.length > 1 && columns.every((c) => c.year === null))
    warnings.push(
      `Ambiguous reading: ${columns.length} amount columns with no period printed above them; the first was taken as the current period.`,
    );
  else if (columns[chosen]?.inferred)
    warnings.push(
      `Ambiguous reading: the period above column ${chosen + 1} was not read; it was taken as ${columns[chosen]!.year}, from the years printed beside it.`,
    );
  if (columns.length > 1 && !bySum) {
    const others = columns
      .filter((_, i) => i !== chosen)
      .map((c) => (c.year ? String(c.year) : 'an earlier period'));
    warnings.push(
      `Amounts taken from the ${columns[chosen]!.year ?? (chosen === 0 ? 'first' : `number ${chosen + 1}`)} column; the statement also shows ${others.join(', ')}.`,
    );
  }
  const headerText = lines
    .filter(
      (l) =>
        l.index <
        (lines.find((x) =>
          x.cells.some(
            (c) => /\d/.test(c.text) && amountOf(c.text) !== null && !isYear(c.text) && !isNoteRef(c),
          ),
        )?.index ?? Infinity),
    )
    .filter((l) => !REPORT_DATE_LINE.test(l.text))
    .map((l) => l.text)
    .join(' \n ');
  const scaleHit = SCALES.find(
    ([re]) =>
      re.test(headerText) ||
      re.test(
        lines
          .slice(0, 12)
          .map((l) => l.text)
          .join(' '),
      ),
  );
  // Amounts stay as printed (decision 174): a statement "(In millions)" reports 38,655, as the page
  // and the Claude path read it; the unit is named in a warning, and `scale` carries it.
  const scale = scaleHit?.[1] ?? 1;
  if (scaleHit)
    warnings.push(
      `Amounts are stated in ${scaleHit[2]}, as printed (multiply by ${scaleHit[1].toLocaleString('en-US')} for whole units).`,
    );
  const company = othersPresent ? { name: null, confidence: 0 } : companyOf(all, region, kind);
  // With one amount column there is no period to choose: a year read above it (a scan's garbled
  // print date, "02 2026") does not overrule the period the header states.
  const period = periodOf(
    headerText,
    columns[chosen]?.year ?? null,
    columns[chosen]?.date ?? null,
    kind,
    columns.length === 1,
  );
  // "Report date: 02/22/2024" in the header, or the print date in a "Page 1 of 1" footer.
  const reportLine = othersPresent
    ? undefined
    : all.find((l) => REPORT_DATE_LINE.test(l.text) && findDates(l.text).length > 0);
  const reportDate = (reportLine ? findDates(reportLine.text)[0]?.iso : null) ?? period.end;
  return {
    rows,
    columns,
    chosen,
    scale,
    companyName: company.name,
    companyConfidence: company.confidence,
    periodEndDate: period.end,
    periodStartDate: period.start,
    reportDate,
    warnings,
    titled: region.titled,
    chosenByWords: byWords,
    chosenBySum: bySum,
  };
}

/** Lower-case label without leading numbering, notes and punctuation, for matching. */
export function normLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/^(?:[ivx]+\.|[a-z]\.|\d+\.)\s+/, '')
      // "Part I - Income", "Part II Expenses": a form's part number before a heading.
      // A scan may lose the space after "Part" ("PartI Income").
      .replace(/^part\s*(?:[ivx]+|\d+)\b\s*[-–—:.]?\s*(?=[a-z])/, '')
      .replace(/[:.]+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const isTotalLabel = (l: string): boolean => /^total\b|\btotals?$/.test(normLabel(l));

/**
 * What an expense-section row adds to total expenses: its size for an expense, or minus its signed
 * amount for a net income line ("Other income (expenses)  (26,278)" is an expense of 26,278).
 */
export function expenseContribution(accountName: string, amount: number): number {
  return /\bincome\b/i.test(accountName) && !/\btax/i.test(accountName) ? -amount : Math.abs(amount);
}

/**
 * Rows printed without "Total" that sum the rows just above them ("Net property and equipment"
 * under cost and accumulated depreciation, "Current assets" after its accounts) are subtotals, not
 * accounts. The section's printed total decides: a candidate is dropped only when the items do not
 * add up to the total with it and do without it (one reading holds, the other not). `amounts` are
 * one section's items in printed order; returns the indexes to drop (none when all rows already
 * add up, when no total was read, or when no single reading holds).
 */
export function subtotalsByArithmetic(
  amounts: readonly number[],
  total: number | null,
  contribution: (a: number) => number = (a) => a,
): number[] & { ambiguous?: boolean } {
  if (total === null || amounts.length < 3) return [];
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.01 + 1e-9;
  const sumOf = (idx: (i: number) => boolean) =>
    amounts.reduce((a, v, i) => (idx(i) ? a + contribution(v) : a), 0);
  if (
    close(
      sumOf(() => true),
      total,
    )
  )
    return [];
  const candidates: number[] = [];
  amounts.forEach((v, i) => {
    let run = 0;
    for (let j = i - 1; j >= 0; j--) {
      run += amounts[j]!;
      if (i - j >= 2 && close(run, v) && v !== 0) {
        candidates.push(i);
        return;
      }
    }
  });
  if (candidates.length === 0) return [];
  // The whole set, or one candidate alone: the reading under which the items add up. Two
  // readings that both hold are ambiguous, and nothing is dropped.
  const sets = candidates.length === 1 ? [candidates] : [candidates, ...candidates.map((c) => [c])];
  const holding = sets.filter((drop) =>
    close(
      sumOf((i) => !drop.includes(i)),
      total,
    ),
  );
  if (holding.length > 1) return Object.assign([] as number[], { ambiguous: true });
  return holding.length === 1 ? holding[0]! : [];
}
