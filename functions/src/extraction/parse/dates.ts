// Date parsing for statements and forms of unknown origin. Everything returns ISO `YYYY-MM-DD` or null.

/** A statement or pay period used to infer the year of dates printed without one. */
export interface DatePeriod {
  start?: string | null;
  end?: string | null;
}

export interface ParseDateOptions {
  /** Infer a missing year from this period (the date closest to the period wins). */
  period?: DatePeriod;
  /** Used for a missing year when no period is known. */
  referenceYear?: number;
  /**
   * Order of an ambiguous numeric day/month pair (both ≤ 12). 'mdy' (US) unless the document is
   * known to be European; a pair with one part > 12 is resolved whatever this says.
   */
  numericOrder?: 'mdy' | 'dmy';
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  janvier: 1,
  januar: 1,
  januari: 1,
  ene: 1,
  enero: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  februar: 2,
  februari: 2,
  mar: 3,
  march: 3,
  mars: 3,
  marz: 3,
  maart: 3,
  mrt: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  avr: 4,
  avril: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mai: 5,
  mei: 5,
  mayo: 5,
  jun: 6,
  june: 6,
  juin: 6,
  juni: 6,
  junio: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  juli: 7,
  julio: 7,
  aug: 8,
  august: 8,
  aout: 8,
  augustus: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  okt: 10,
  oktober: 10,
  octubre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
  dez: 12,
  dezember: 12,
  dic: 12,
  diciembre: 12,
};

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Month number of an English/French/German/Dutch/Spanish month name or abbreviation, else null. */
export function monthFromName(name: string): number | null {
  const key = stripAccents(name.toLowerCase()).replace(/\.$/, '');
  return MONTHS[key] ?? null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO date for y/m/d when it is a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function expandYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  // Two-digit years on financial documents are recent ones.
  return n >= 70 ? 1900 + n : 2000 + n;
}

function isoToTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** Picks the year for a month/day printed without one. */
export function inferYear(month: number, day: number, options: ParseDateOptions = {}): string | null {
  const { period, referenceYear } = options;
  const anchors = [period?.end, period?.start].filter(
    (d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d),
  );
  if (anchors.length === 0) {
    return referenceYear ? isoDate(referenceYear, month, day) : null;
  }
  const start = isoToTime(period?.start ?? anchors[0]!);
  const end = isoToTime(period?.end ?? anchors[0]!);
  const years = new Set<number>();
  for (const a of anchors) {
    const y = Number(a.slice(0, 4));
    years
      .add(y - 1)
      .add(y)
      .add(y + 1);
  }
  let best: { iso: string; distance: number } | null = null;
  for (const y of years) {
    const iso = isoDate(y, month, day);
    if (!iso) continue;
    const t = isoToTime(iso);
    const distance = t < start ? start - t : t > end ? t - end : 0;
    if (!best || distance < best.distance) best = { iso, distance };
  }
  return best?.iso ?? null;
}

function resolveNumeric(a: number, b: number, order: 'mdy' | 'dmy'): [month: number, day: number] | null {
  if (a > 12 && b > 12) return null;
  if (a > 12) return [b, a];
  if (b > 12) return [a, b];
  return order === 'mdy' ? [a, b] : [b, a];
}

const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,10}\\.?)';

interface DatePattern {
  re: RegExp;
  build: (m: RegExpMatchArray, o: ParseDateOptions) => string | null;
}

// Each pattern is anchored to the whole token at its position (see matchDateAt), longest first.
const PATTERNS: DatePattern[] = [
  // 2025-01-05, 2025/01/05, 2025.01.05
  {
    re: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:T[\d:.]+Z?)?/,
    build: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // 05.01.2025 / 05.01.25 — dotted numeric dates are day-first everywhere they are used.
  {
    re: /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?!\d)/,
    build: (m) => isoDate(expandYear(m[3]!), Number(m[2]), Number(m[1])),
  },
  // 01/05/2025, 1-5-25
  {
    re: /^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/,
    build: (m, o) => {
      const md = resolveNumeric(Number(m[1]), Number(m[3]), o.numericOrder ?? 'mdy');
      return md ? isoDate(expandYear(m[4]!), md[0], md[1]) : null;
    },
  },
  // 05-Jan-25, 5 Jan 2025, 5. Januar 2025, 05 JAN 2025, 5th January, 2025
  {
    re: new RegExp(
      `^(\\d{1,2})(?:st|nd|rd|th)?\\.?[\\s-]*${MONTH_WORD}[\\s,-]*(\\d{4}|\\d{2})(?!\\d|:\\d|[.,]\\d)`,
    ),
    build: (m) => {
      const month = monthFromName(m[2]!);
      return month ? isoDate(expandYear(m[3]!), month, Number(m[1])) : null;
    },
  },
  // Jan 5 2025, January 5, 2025, Jan-05-25
  {
    re: new RegExp(
      `^${MONTH_WORD}[\\s-]*(\\d{1,2})(?:st|nd|rd|th)?[\\s,-]+(\\d{4}|\\d{2})(?!\\d|:\\d|[.,]\\d)`,
    ),
    build: (m) => {
      const month = monthFromName(m[1]!);
      return month ? isoDate(expandYear(m[3]!), month, Number(m[2])) : null;
    },
  },
  // 05 Jan, 5-Jan (no year)
  {
    re: new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?[\\s-]*${MONTH_WORD}(?![A-Za-z])`),
    build: (m, o) => {
      const month = monthFromName(m[2]!);
      return month ? inferYear(month, Number(m[1]), o) : null;
    },
  },
  // Jan 5 (no year)
  {
    re: new RegExp(`^${MONTH_WORD}[\\s-]*(\\d{1,2})(?:st|nd|rd|th)?(?![\\d,/.]\\d)(?!\\d)`),
    build: (m, o) => {
      const month = monthFromName(m[1]!);
      return month ? inferYear(month, Number(m[2]), o) : null;
    },
  },
  // 01/05 (no year)
  {
    re: /^(\d{1,2})[/-](\d{1,2})(?![\d/.-]*\d)/,
    build: (m, o) => {
      const md = resolveNumeric(Number(m[1]), Number(m[2]), o.numericOrder ?? 'mdy');
      return md ? inferYear(md[0], md[1], o) : null;
    },
  },
];

export interface DateMatch {
  iso: string;
  /** Characters of the input consumed, from `index`. */
  index: number;
  length: number;
  /** True when the printed date had no year. */
  yearInferred: boolean;
}

const NO_YEAR_PATTERNS = new Set([5, 6, 7]);

function matchDateAt(text: string, index: number, options: ParseDateOptions): DateMatch | null {
  const rest = text.slice(index);
  for (const [i, p] of PATTERNS.entries()) {
    const m = rest.match(p.re);
    if (!m) continue;
    const iso = p.build(m, options);
    if (iso) return { iso, index, length: m[0].length, yearInferred: NO_YEAR_PATTERNS.has(i) };
  }
  return null;
}

/**
 * Parses a date written the way statements and invoices print it; null when `text` is not
 * (only) a date. Surrounding punctuation and weekday names are ignored.
 */
export function parseDate(text: string, options: ParseDateOptions = {}): string | null {
  const cleaned = text
    .trim()
    .replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '')
    .replace(/^[([:]+|[)\]:;,.]+$/g, '')
    .trim();
  if (!cleaned) return null;
  const m = matchDateAt(cleaned, 0, options);
  if (!m) return null;
  return cleaned.slice(m.length).trim() === '' ? m.iso : null;
}

/** The date at the very start of `text` (e.g. the first cell of a transaction row), or null. */
export function leadingDate(text: string, options: ParseDateOptions = {}): DateMatch | null {
  const lead = text.match(/^\s*/)?.[0].length ?? 0;
  // OCR may put a space inside a numeric date ("21 /07"): read it compacted, report original length.
  const spaced = text.slice(lead).match(/^(\d{1,2})\s+([/-])\s*(\d{1,2})(?!\d)/);
  if (spaced) {
    const compact = `${spaced[1]}${spaced[2]}${spaced[3]}`;
    const rest = text.slice(lead + spaced[0].length);
    const m = matchDateAt(compact + rest, 0, options);
    const after = (compact + rest)[m ? m.length : 0];
    if (m && m.length >= compact.length && (after === undefined || /[\s,;:)]/.test(after))) {
      return { ...m, index: lead, length: m.length + spaced[0].length - compact.length };
    }
  }
  const m = matchDateAt(text, lead, options);
  if (!m) return null;
  const after = text[m.index + m.length];
  return after === undefined || /[\s,;:)]/.test(after) ? m : null;
}

/** Every date in free text, left to right, not overlapping. */
/**
 * A word boundary at `at`, or the seam of a year and a capitalised word printed against each
 * other ("October 15, 2025October 21, 2025": a period's end glued to the next cell's date).
 */
function dateBoundary(text: string, at: number): boolean {
  const before = at > 0 ? text[at - 1]! : ' ';
  const after = text[at] ?? ' ';
  if (!/[A-Za-z0-9À-ÿ]/.test(before) || !/[A-Za-z0-9À-ÿ]/.test(after)) return true;
  return /\d/.test(before) && /[A-Z]/.test(after);
}

export function findDates(text: string, options: ParseDateOptions = {}): DateMatch[] {
  const out: DateMatch[] = [];
  let i = 0;
  while (i < text.length) {
    if (!dateBoundary(text, i) || !/[A-Za-z0-9]/.test(text[i]!)) {
      i++;
      continue;
    }
    const m = matchDateAt(text, i, options);
    if (m && dateBoundary(text, m.index + m.length)) {
      out.push(m);
      i += m.length;
    } else {
      i++;
    }
  }
  return out;
}

/** Day difference b − a between two ISO dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((isoToTime(b) - isoToTime(a)) / 86_400_000);
}

/**
 * Decides whether a document's numeric dates are month-first or day-first from the unambiguous
 * ones (a part above 12); 'mdy' when nothing decides it.
 */
export function inferNumericOrder(text: string): 'mdy' | 'dmy' {
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2}|\d{4}))?(?![\d/])/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dmy++;
    else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy++;
  }
  return dmy > mdy ? 'dmy' : 'mdy';
}

export interface DateRange {
  start: string;
  end: string;
  /** Where the range was printed in the text. */
  index: number;
  length: number;
}

const RANGE_JOIN = /\s*(?:[-–—]|\b(?:to|through|thru|until|till|au|bis|tot|al|hasta)\b)\s*/gi;
const MONTH_RANGE = new RegExp(
  `(?<![A-Za-z\\d])${MONTH_WORD}(?:,?\\s+(\\d{4}))?\\s*(?:[-–—]|\\bto\\b|\\bthrough\\b|\\bthru\\b)\\s*${MONTH_WORD},?\\s+(\\d{4})(?![\\d/.-]?\\d)`,
  'g',
);
const DAY_RANGE = new RegExp(
  `(?<![A-Za-z\\d])${MONTH_WORD}\\s+(\\d{1,2})\\s*[-–—]\\s*(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`,
  'g',
);
/** A printed period spans at most this many days (a fiscal year plus a little). */
const MAX_RANGE_DAYS = 400;

/**
 * The first period printed in `text`, in any of the forms statements, pay stubs and financial
 * statements use: two dates joined by "-", "to", "through"… (the first may omit its year: "Dec 15
 * - Jan 14, 2025"), whole months ("January - December 2024", "Jan 2024 to Mar 2024") and a day
 * range inside one month ("March 1-31, 2024"). Null when there is none, or the end precedes the
 * start, or it spans more than ~13 months.
 */
export function findDateRange(text: string, options: ParseDateOptions = {}): DateRange | null {
  const found: DateRange[] = [];
  const ok = (s: string | null, e: string | null) =>
    !!s && !!e && s <= e && daysBetween(s, e) <= MAX_RANGE_DAYS;
  for (const m of text.matchAll(MONTH_RANGE)) {
    const m1 = monthFromName(m[1]!);
    const m2 = monthFromName(m[3]!);
    if (!m1 || !m2) continue;
    const endYear = Number(m[4]);
    const startYear = m[2] ? Number(m[2]) : m1 > m2 ? endYear - 1 : endYear;
    const start = isoDate(startYear, m1, 1);
    const end = isoDate(endYear, m2, daysInMonth(endYear, m2));
    if (ok(start, end)) found.push({ start: start!, end: end!, index: m.index, length: m[0].length });
  }
  for (const m of text.matchAll(DAY_RANGE)) {
    const month = monthFromName(m[1]!);
    if (!month) continue;
    const start = isoDate(Number(m[4]), month, Number(m[2]));
    const end = isoDate(Number(m[4]), month, Number(m[3]));
    if (ok(start, end)) found.push({ start: start!, end: end!, index: m.index, length: m[0].length });
  }
  for (const join of text.matchAll(RANGE_JOIN)) {
    const at = join.index + join[0].length;
    const b = matchDateAt(text, at, options);
    if (!b || b.yearInferred || !dateBoundary(text, at + b.length)) continue;
    const head = text.slice(0, join.index);
    // A start printed without its year takes the end's year, or the one before if that is later.
    const a = findDates(head, { ...options, referenceYear: Number(b.iso.slice(0, 4)) }).at(-1);
    if (!a || a.index + a.length !== head.length) continue;
    const start =
      a.yearInferred && a.iso > b.iso ? `${Number(a.iso.slice(0, 4)) - 1}${a.iso.slice(4)}` : a.iso;
    if (ok(start, b.iso)) found.push({ start, end: b.iso, index: a.index, length: at + b.length - a.index });
  }
  found.sort((x, y) => x.index - y.index || y.length - x.length);
  return found[0] ?? null;
}
