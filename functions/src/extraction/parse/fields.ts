// Collecting a parser's output: values with their confidence, and address blocks.
import type { ChildArrayName, ChildRow, ParsedDocument, Provenance, ScalarValue } from '../types';
import { roundMoney } from './amounts';
import type { Line } from './layout';
import { looksLikeCaption } from './labels';

/**
 * The one accumulator every parser fills: scalar values with their confidence (0-1, rounded to
 * 3 places), how each was obtained (provenance), warnings, and child rows. The first value set
 * for a field wins unless `override`; null, undefined, '' and non-finite numbers are ignored;
 * numbers are rounded to cents (every scalar number a parser returns is money or a count).
 */
export class FieldSet {
  readonly fields: Record<string, ScalarValue> = {};
  readonly confidence: Record<string, number> = {};
  readonly warnings: string[] = [];
  /** Values computed from others or repaired rather than read (see derive/repair). */
  readonly provenance: Record<string, Provenance> = {};

  constructor(names: readonly string[]) {
    for (const n of names) this.fields[n] = null;
  }

  has(name: string): boolean {
    return this.fields[name] !== null && this.fields[name] !== undefined;
  }

  /** Sets a value unless one is already there (or the new one is empty); `override` replaces. */
  set(name: string, value: ScalarValue | undefined, confidence: number, override = false): void {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'number' && !Number.isFinite(value)) return;
    if (!override && this.has(name)) return;
    this.fields[name] = typeof value === 'number' ? roundMoney(value) : value;
    this.confidence[name] = Math.round(Math.max(0, Math.min(1, confidence)) * 1000) / 1000;
    if (override) delete this.provenance[name];
  }

  /**
   * Sets a value computed from others (a total summed from rows) when none was read. It is marked
   * "derived": checks do not use it, since they would only repeat the arithmetic that made it.
   */
  derive(name: string, value: ScalarValue | undefined, confidence: number): void {
    if (this.has(name)) return;
    this.set(name, value, confidence);
    if (this.has(name)) this.provenance[name] = 'derived';
  }

  /**
   * Replaces a read value that the document's arithmetic shows is not this field (a part of a
   * total printed under the total's name) with one computed from others, marked "derived".
   */
  rederive(name: string, value: ScalarValue, confidence: number): void {
    this.set(name, value, confidence, true);
    if (this.has(name)) this.provenance[name] = 'derived';
  }

  /** Replaces a misread value with one the checks showed to be the only consistent repair. */
  repair(name: string, value: ScalarValue, confidence: number): void {
    this.set(name, value, confidence, true);
    if (this.has(name)) this.provenance[name] = 'repaired';
  }

  /** Replaces a value (e.g. a corrected one); use sparingly. */
  replace(name: string, value: ScalarValue, confidence: number): void {
    this.set(name, value, confidence, true);
  }

  get(name: string): ScalarValue {
    return this.fields[name] ?? null;
  }

  num(name: string): number | null {
    const v = this.fields[name];
    return typeof v === 'number' ? v : null;
  }

  /**
   * Child rows with "array[i].key" confidences: the row's for each cell, or a cell's own where the
   * parser knows it (`cells`: a name's words, the chosen amount's words).
   */
  rows(arrayName: string, rows: ConfidentRow[]): ChildRow[] {
    rowConfidence(
      arrayName,
      rows.map((r) => r.row),
      rows.map((r) => (r.cells ? { row: r.confidence, cells: r.cells } : r.confidence)),
      this.confidence,
    );
    return rows.map((r) => r.row);
  }

  /** The parser's result: fields, the given child arrays, confidences, provenance, warnings. */
  result(children: Partial<Pick<ParsedDocument, ChildArrayName>> = {}): ParsedDocument {
    return {
      fields: this.fields,
      ...children,
      fieldConfidence: this.confidence,
      checks: [],
      ...(Object.keys(this.provenance).length > 0 ? { provenance: this.provenance } : {}),
      ...(this.warnings.length > 0 ? { warnings: this.warnings } : {}),
    };
  }
}

/** A parsed child row with its confidence, and the cells whose own words gave them another one. */
export interface ConfidentRow {
  row: ChildRow;
  confidence: number;
  cells?: Record<string, number>;
}

/** A row's confidence, with the cells whose own words gave them another one. */
export interface CellConfidences {
  row: number;
  cells: Record<string, number>;
}

/**
 * Puts per-cell confidences for child rows under "<array>[i].<key>" keys: the row's confidence,
 * or a cell's own where one is given.
 */
export function rowConfidence(
  array: string,
  rows: ChildRow[],
  confidences: (number | CellConfidences)[],
  into: Record<string, number>,
): void {
  const round = (c: number) => Math.round(Math.max(0, Math.min(1, c)) * 1000) / 1000;
  rows.forEach((row, i) => {
    const given = confidences[i] ?? 0.8;
    const rowConf = typeof given === 'number' ? given : given.row;
    const cells = typeof given === 'number' ? {} : given.cells;
    for (const key of Object.keys(row))
      if (row[key] !== null) into[`${array}[${i}].${key}`] = round(cells[key] ?? rowConf);
  });
}

export function emptyParsed(): ParsedDocument {
  return { fields: {}, fieldConfidence: {}, checks: [] };
}

// ---------------------------------------------------------------------------------------------
// Addresses

const US_CITY_LINE = /^(.+?),?\s+([A-Z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;
const STREET_LINE =
  /^(\d+[A-Z]?\s+.+|p\.?\s?o\.?\s+box\s+\d+.*|.*\b(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|suite|ste|apt|unit|parkway|pkwy|highway|hwy|strasse|straße|weg|laan|straat|rue|avenue|plein|kade)\b\.?.*)$/i;

export interface CityStateZip {
  city: string;
  state: string;
  zipCode: string;
}

/** "Springfield, IL 62704" → parts; null for anything else. */
export function parseCityLine(text: string): CityStateZip | null {
  const m = text.trim().match(US_CITY_LINE);
  if (!m) return null;
  return { city: m[1]!.replace(/,$/, '').trim(), state: m[2]!, zipCode: m[3]! };
}

export function looksLikeStreet(text: string): boolean {
  return STREET_LINE.test(text.trim()) && !/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(text);
}

/**
 * A company's legal form, printed after its name ("Inc.", "L.L.C.", "GmbH", "S.A."): the one list
 * every reader of company names builds on, each in its own shape (a statement's entity line joins a
 * cell that holds only a form; the invoice finds and cuts its vendor at one; the review sees a name
 * read without the form printed after it; a name ending in one may run longer). `pattern` is the
 * form's letters (regex source, case-insensitive) without its final dot. `alsoAWord`: the letters
 * are also an everyday word or another abbreviation ("Co" of a column, "company", "PC", "LP", "NV" of Nevada,
 * "kg", "as", "AG"), so a shape that could meet them elsewhere takes them only with their dot (`legalFormPattern`).
 * `abroad`: a form used outside the US. Longer forms come before their prefixes.
 */
export interface LegalForm {
  readonly pattern: string;
  readonly alsoAWord?: true;
  readonly abroad?: true;
}
export const LEGAL_FORMS: readonly LegalForm[] = [
  { pattern: 'incorporated' },
  { pattern: 'inc' },
  { pattern: 'corporation' },
  { pattern: 'corp' },
  { pattern: 'company', alsoAWord: true },
  { pattern: 'co', alsoAWord: true },
  { pattern: 'l\\.l\\.c' },
  { pattern: 'llc' },
  { pattern: 'llp' },
  { pattern: 'pllc' },
  { pattern: 'plc' },
  { pattern: 'lp', alsoAWord: true },
  { pattern: 'p\\.c' },
  { pattern: 'pc', alsoAWord: true },
  { pattern: 'limited' },
  { pattern: 'ltd' },
  { pattern: 'n\\.a', alsoAWord: true },
  { pattern: 'gmbh', abroad: true },
  { pattern: 'pty', abroad: true },
  { pattern: 'pvt', abroad: true },
  { pattern: 'kg', abroad: true, alsoAWord: true },
  { pattern: 'b\\.?v', abroad: true },
  { pattern: 'n\\.?v', abroad: true, alsoAWord: true },
  { pattern: 'bvba', abroad: true },
  { pattern: 's\\.?a\\.?s', abroad: true },
  { pattern: 's\\.?a\\.?r\\.?l', abroad: true },
  { pattern: 'sarl', abroad: true },
  { pattern: 'srl', abroad: true },
  { pattern: 'spa', abroad: true, alsoAWord: true },
  { pattern: 's\\.?a', abroad: true, alsoAWord: true },
  { pattern: 'ag', abroad: true, alsoAWord: true },
  { pattern: 'ab', abroad: true, alsoAWord: true },
  { pattern: 'as', abroad: true, alsoAWord: true },
  { pattern: 'oy', abroad: true, alsoAWord: true },
];

/**
 * The forms a reader takes, as one regex group (source, for the 'i' flag): `take` picks them, and a
 * form `plain` refuses is taken only with its dot after it ("co(?=\.)": "Co." but not the "Co" of a
 * column). The dot itself is left to the reader's shape.
 */
export function legalFormPattern(
  take: (form: LegalForm) => boolean = () => true,
  plain: (form: LegalForm) => boolean = () => true,
): string {
  const forms = LEGAL_FORMS.filter(take).map((f) => (plain(f) ? f.pattern : `${f.pattern}(?=\\.)`));
  return `(?:${forms.join('|')})`;
}

/** The forms as printed in capitals or capitalised ("Inc", "INC", "GmbH"), for case-sensitive shapes. */
export function legalFormSpellings(take: (form: LegalForm) => boolean = () => true): string[] {
  return LEGAL_FORMS.filter((f) => take(f) && /^[a-z]+$/.test(f.pattern)).flatMap((f) => {
    const upper = f.pattern.toUpperCase();
    return [f.pattern === 'gmbh' ? 'GmbH' : upper[0] + f.pattern.slice(1), upper];
  });
}

/** A name that ends in its legal form after a comma ("Merrill Lynch, Pierce, Fenner & Smith Inc."). */
const ENDS_IN_LEGAL_FORM = new RegExp(
  `,.*\\b${legalFormPattern(
    (f) => !f.abroad,
    (f) => !f.alsoAWord,
  )}\\.?$`,
  'i',
);

/** A person/company name line: letters, no amounts, no label colon, 2-6 words. */
export function looksLikeName(text: string): boolean {
  const t = text.trim();
  // A firm's name may hold a star inside a word ("E*TRADE Securities LLC").
  if (!/^[A-Za-zÀ-ÿ](?:[A-Za-zÀ-ÿ.'&,\- ]|\*(?=[A-Za-z])){2,60}$/.test(t)) return false;
  const words = t.split(/\s+/);
  // A partnership's name ending in its legal form runs longer ("Merrill Lynch, Pierce, Fenner & Smith Inc.").
  const max = ENDS_IN_LEGAL_FORM.test(t) ? 8 : 6;
  return words.length >= 2 && words.length <= max;
}

export interface AddressBlock {
  name: string | null;
  street: string;
  cityLine: CityStateZip | null;
  nameLine: Line | null;
  streetLine: Line;
}

/**
 * Address blocks (name / street / "City, ST 12345") in the left-most cell of consecutive lines
 * on the first page, top to bottom. The name is the line above the street when it reads as a name.
 */
export function findAddressBlocks(lines: Line[], maxPage = 1): AddressBlock[] {
  const out: AddressBlock[] = [];
  const page = lines.filter((l) => l.pageNumber <= maxPage);
  // The cell in a later/earlier line that starts at the same x (blocks sit in their own column).
  const aligned = (from: number, step: 1 | -1, x0: number, reach = 3) => {
    for (let k = from + step, n = 0; k >= 0 && k < page.length && n < reach; k += step, n++) {
      const c = page[k]!.cells.find((x) => Math.abs(x.x0 - x0) < 15);
      if (c) return { line: page[k]!, cell: c, k };
    }
    return null;
  };
  for (const [i, line] of page.entries()) {
    for (const cell of line.cells) {
      if (!looksLikeStreet(cell.text)) continue;
      let street = cell.text;
      const next = aligned(i, 1, cell.x0);
      let city = next ? parseCityLine(next.cell.text) : null;
      if (
        !city &&
        next &&
        /\d|\b(apt|suite|ste|unit|floor|fl|building|bldg|po box)\b/i.test(next.cell.text)
      ) {
        const after = aligned(next.k, 1, cell.x0);
        city = after ? parseCityLine(after.cell.text) : null;
        if (city) street = `${street}, ${next.cell.text}`;
      }
      if (!city) continue;
      const prev = aligned(i, -1, cell.x0, 2);
      const nameOk = prev && looksLikeName(prev.cell.text) && line.top - prev.line.bottom < 20;
      out.push({
        name: nameOk ? prev.cell.text : null,
        street,
        cityLine: city,
        nameLine: nameOk ? prev.line : null,
        streetLine: line,
      });
    }
  }
  return out;
}

/** An address block printed without a caption: its name, the lines under it, their confidence. */
export interface NamedAddressBlock {
  name: string;
  /** Street (one or two lines) and "City, ST ZIP", as printed. */
  address: string[];
  confidence: number;
  /** The line holding the name. */
  line: Line;
}

/**
 * Address blocks on the first page, top to bottom: a name line over a street over a "City, ST ZIP"
 * line, in one column (a letterhead, a return address, an envelope window's address). Unlike
 * findAddressBlocks, the name is required (the forms take parties from it) and a state OCR read in
 * lower case ("Madison, Wi 53703") still ends the block.
 */
export function namedAddressBlocks(lines: Line[], max = 2): NamedAddressBlock[] {
  const names: NamedAddressBlock[] = [];
  const page1 = lines.filter((l) => l.pageNumber === (lines[0]?.pageNumber ?? 1));
  for (let i = 0; i + 2 < page1.length && names.length < max; i++) {
    const a = page1[i]!;
    for (const cell of a.cells) {
      const name = cell.text.trim();
      if (!looksLikeName(name) || looksLikeCaption(name) || /\d/.test(name)) continue;
      const at = (l: Line) => l.cells.find((c) => Math.abs(c.x0 - cell.x0) <= 6);
      const street = at(page1[i + 1]!);
      // A street may take two lines ("Suite 200").
      const cityAt = [page1[i + 2], page1[i + 3]].map((l) => (l ? at(l) : undefined));
      const h = (a.bottom - a.top || 9) * 2.2;
      if (!street || !looksLikeStreet(street.text) || page1[i + 1]!.top - a.bottom > h) continue;
      // The state as OCR may read it ("Madison, Wi 53703").
      const cityLike = (t: string) =>
        !!parseCityLine(t) || /,\s*[A-Za-z]{2}\.?\s+\d{5}(?:-\d{4})?$/.test(t.trim());
      const cityIndex = cityAt.findIndex((c) => c && cityLike(c.text));
      if (cityIndex < 0) continue;
      const address = [
        street.text.trim(),
        ...cityAt.slice(0, cityIndex + 1).map((c) => c?.text.trim() ?? ''),
      ].filter(Boolean);
      names.push({ name, address, confidence: 0.7 * a.confidence, line: a });
      break;
    }
  }
  return names;
}

/**
 * A W-2 box 12 code, as a pattern source: the IRS's letters, which have no I, O, U or X (an "X"
 * beside box 12 is box 13's check mark). Two letters first, so "AA" is not read as "A".
 */
export const BOX12_CODE_PATTERN = '(?:AA|BB|DD|EE|FF|GG|HH|II|[A-HJ-NP-TVWYZ])';
