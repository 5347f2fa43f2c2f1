// Cell-level rules shared by the text writers: formula-injection neutralising, RFC 4180 quoting,
// money/date rendering (decision 051).

/** A cell that a spreadsheet would run as a formula (OWASP CSV injection), or a leading tab/CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, optionally negative: stays numeric, cannot be a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Prefixes a single quote to any cell that starts with `=`, `+`, `-`, `@`, tab or CR, except a
 * plain negative number like `-12.50`, so amounts stay numeric in spreadsheets and QuickBooks.
 */
export function neutraliseCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type Cell = string | null | undefined;

/** One RFC 4180 field: neutralised, then quoted when it holds a comma, quote, CR or LF. */
export function csvField(value: Cell): string {
  const v = neutraliseCell(value ?? '');
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** RFC 4180 text: CRLF record ends, including after the last record. */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

/**
 * One IIF field: folded to ASCII (QuickBooks Desktop reads IIF in the Windows code page; folding
 * first so that e.g. a full-width equals sign cannot become a formula after it), neutralised, then
 * tabs and line breaks become spaces (IIF has no quoting: they would split the record).
 */
export function iifField(value: Cell): string {
  return neutraliseCell(toAscii(value ?? '')).replace(/[\t\r\n]+/g, ' ');
}

export function iifText(rows: readonly (readonly Cell[])[]): string {
  return rows.map((r) => r.map(iifField).join('\t') + '\r\n').join('');
}

/** Accents dropped (é → e), other non-ASCII and control characters replaced, for ASCII-only formats. */
export function toAscii(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\t\r\n]/g, '?');
}

const money2 = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
});
const price = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
  useGrouping: false,
  signDisplay: 'negative',
});
const plain = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 6,
  useGrouping: false,
  signDisplay: 'negative',
});

/** `1234.50`, `-12.00`: en-US, two decimals, no grouping or symbol (numeric for every importer). */
export function money(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : money2.format(n);
}

/** Unit prices and rates: at least 2, at most 4 decimals. */
export function unitPrice(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : price.format(n);
}

/** Quantities, hours, percentages, years. */
export function plainNumber(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : plain.format(n);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → `MM/DD/YYYY` (QuickBooks); anything else unchanged. */
export function usDate(iso: string | null | undefined): string {
  const m = iso ? ISO_DATE.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (iso ?? '');
}
