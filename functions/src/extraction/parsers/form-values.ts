// Shared pieces of the tax-form and statement parsers: AcroForm lookups, value normalisation and
// the field/confidence accumulator every parser returns.
import type { CheckOption, FieldRef } from './irs-form-maps';
import { amountValue } from '../parse/amounts';
import type { Line } from '../parse/layout';

/** Confidence of a value read from a filled AcroForm widget: the form says exactly what it holds. */
export const FORM_FIELD_CONFIDENCE = 0.99;

function refKey(name: string): string {
  return name.replace(/\[0\]/g, '');
}

/** Index of form-field names for suffix lookups ("Page1[0].c1_3[0]" matches "topmostSubform[0].Page1[0].c1_3[0]"). */
export class FormFieldIndex {
  private readonly entries: [string, string][];

  constructor(formFields: Record<string, string>) {
    this.entries = Object.entries(formFields).map(([k, v]) => [refKey(k), v]);
  }

  get size(): number {
    return this.entries.length;
  }

  /** True when a field with this reference exists (filled or not, as the reader reports it). */
  has(ref: FieldRef): boolean {
    return this.lookup(ref) !== undefined;
  }

  /** The trimmed value, null when absent or empty. */
  text(ref: FieldRef): string | null {
    const v = this.lookup(ref)?.trim();
    return v ? v : null;
  }

  /** null when the widget is absent; otherwise whether it is in the given on-state. */
  checked(option: CheckOption<unknown>): boolean | null {
    const v = this.lookup(option.ref);
    if (v === undefined) return null;
    return isOnValue(v, option.onState);
  }

  private lookup(ref: FieldRef): string | undefined {
    const key = refKey(ref);
    for (const [k, v] of this.entries) if (k === key || k.endsWith(`.${key}`)) return v;
    return undefined;
  }
}

/** A check box or radio value is "on" when it names this widget's on-state, or reads as a generic yes. */
export function isOnValue(value: string, onState: string): boolean {
  const v = value.trim().replace(/^\//, '').toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === 'no') return false;
  if (v === onState.toLowerCase()) return true;
  return ['on', 'yes', 'true', 'x', 'checked', '✓', '✔'].includes(v);
}

/**
 * An SSN/EIN/TIN in its printed form: kept as printed when already dashed (masked ones too,
 * "XXX-XX-1234"); nine bare digits (comb fields) get the IRS dashes for their kind.
 */
export function formatTaxId(text: string | null | undefined, kind: 'ssn' | 'ein' | 'tin'): string | null {
  if (!text) return null;
  const t = text.trim().replace(/\s*-\s*/g, '-');
  if (/^[\dX*•]{3}-[\dX*•]{2}-\d{4}$/i.test(t) || /^[\dX*•]{2}-[\dX*•]{3}\d{4}$/i.test(t)) return t;
  const digits = t.replace(/\D/g, '');
  if (digits.length === 9 && /^[\d\s-]+$/.test(t)) {
    return kind === 'ein'
      ? `${digits.slice(0, 2)}-${digits.slice(2)}`
      : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
  return /\d{4}/.test(t) ? t : null;
}

/**
 * The digits of a comb field as OCR reads it: one digit to a box, the boxes' walls read as brackets
 * or bars ("(0 [9 {7 [1 [3"), a speck between two boxes as a point ("1.46"). Null unless the text
 * is only digits, spaces and such marks, in four groups or more of which at most one has more than
 * two digits (a comb, not one number or an amount's thousands groups).
 */
export function combDigits(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim();
  if (!/^[\d\s.,[\]{}()|!-]+$/.test(t)) return null;
  // Mostly one or two digits to a group: boxes, not an amount's thousands groups.
  const groups = t.split(/[\s.,[\]{}()|!-]+/).filter(Boolean);
  if (groups.length < 4 || groups.filter((g) => g.length > 2).length > 1) return null;
  const digits = t.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

export function last4(id: string | null): string | null {
  if (!id) return null;
  const d = id.replace(/[^0-9]/g, '');
  return d.length >= 4 ? d.slice(-4) : null;
}

export interface CityStateZip {
  city: string;
  state: string;
  zipCode: string;
}

/** "Springfield, IL 62704" / "SPRINGFIELD IL 62704-1234" → parts; null for anything else. */
export function splitCityStateZip(line: string): CityStateZip | null {
  const m = line.trim().match(/^(.*?)[,\s]+([A-Z]{2})\.?[,\s]+(\d{5}(?:-\d{4})?)$/);
  if (!m || !m[1]) return null;
  return { city: m[1].replace(/,$/, '').trim(), state: m[2]!, zipCode: m[3]! };
}

export interface AddressParts {
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** Street lines plus a final "City, ST ZIP" line (as address blocks print them). */
export function splitAddressLines(lines: string[]): AddressParts {
  const clean = lines.map((l) => l.trim()).filter(Boolean);
  let cszIndex = -1;
  for (let i = clean.length - 1; i >= 0; i--) {
    if (splitCityStateZip(clean[i]!)) {
      cszIndex = i;
      break;
    }
  }
  if (cszIndex < 0) return { street: clean.join(', ') || null, city: null, state: null, zipCode: null };
  const csz = splitCityStateZip(clean[cszIndex]!)!;
  const streetLines = clean.slice(0, cszIndex);
  let city = csz.city;
  const comma = city.lastIndexOf(',');
  if (comma >= 0) {
    // "123 Main St, Springfield, IL 62704" on one line.
    streetLines.push(city.slice(0, comma).trim());
    city = city.slice(comma + 1).trim();
  }
  // OCR reads the suffix "Pl" (Place) as "PI"; no street suffix is "PI".
  const street = streetLines.filter(Boolean).join(', ').replace(/\bPI$/, 'Pl');
  return { street: street || null, city, state: csz.state, zipCode: csz.zipCode };
}

/**
 * An amount box's rules read by OCR as characters beside the amount: a bracket, bar or unopened
 * parenthesis glued after it ("116074]", "2,091|", "20893)"), or a lone "1", "l", "I", "|" or "[" and a space before an amount grouped
 * by thousands or with cents ("1 20,893.00": a grouped 120,893.00 prints its comma after "120").
 */
export function withoutBoxRules(text: string): string {
  return text
    .trim()
    .replace(/(?<=\d)[\]|]+$/, '')
    .replace(/^([^(]*\d)\)$/, '$1')
    .replace(/^[[|]+(?=\$?\d)/, '')
    .replace(/^[1lI|[]\s+(?=\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?$|\$?\d+\.\d{2}$)/, '');
}

/**
 * An amount printed on a form. OCR reads a thousands comma as a period ("187.081.00"); a last group
 * of two digits after several periods is the cents, never a thousands group (a continental amount
 * puts a comma there), so the earlier periods are thousands separators. A form's money box holds
 * whole dollars or dollars and cents, never three decimals: a whole-dollar amount whose one comma
 * was read as a period ("116.356" for 116,356) is thousands too.
 */
export function formAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const fixed = withoutBoxRules(text)
    .replace(/\d{1,3}(?:\.\d{3})+\.\d{2}(?!\d)/g, (m) => {
      const cut = m.lastIndexOf('.');
      return m.slice(0, cut).replace(/\./g, ',') + m.slice(cut);
    })
    .replace(/^([^\d]*\d{1,3})\.(\d{3})([^\d.,]*)$/, '$1,$2$3');
  return amountValue(fixed);
}

/**
 * A box's number printed after its words ("Interest income (Box 1) ....", "Nonemployee
 * compensation  Box 1") or with a dash ("1a- Total ordinary dividends") is put where the official
 * form prints it, before the words ("1 Interest income ...."), so the caption lookups read one form.
 */
export function boxNumbersFirst(lines: Line[]): Line[] {
  return lines.map((l) => {
    let changed = false;
    // A box number OCR cut from its caption ("4 | Federal income tax withheld", "Box | Rents") is the
    // caption's: one cell, so the number is no value beside the caption and the box starts at it.
    const joined: typeof l.cells = [];
    for (const c of l.cells) {
      const prev = joined[joined.length - 1];
      // "Box 1 -" | "Federal taxable wages": a number printed with a dash leads to its words
      // across a wider gap.
      const dashed = /^(?:box\s*)?\d{1,2}[a-h]?\s*[-–—:]$/i.test(prev?.text.trim() ?? '');
      if (
        prev &&
        (/^(?:box\s*)?(?:\d{1,2}[a-h]?)?$/i.test(prev.text.trim()) || dashed) &&
        /\S/.test(prev.text) &&
        /^[A-Za-z]{3,}/.test(c.text.trim()) &&
        c.x0 - prev.x1 <= (dashed ? 30 : 12)
      ) {
        joined[joined.length - 1] = {
          ...prev,
          text: `${prev.text.trim()} ${c.text.trim()}`,
          x1: c.x1,
          items: [...prev.items, ...c.items],
        };
        changed = true;
      } else joined.push(c);
    }
    const cells = joined.map((c) => {
      const t = c.text;
      const found =
        /^([A-Za-z][^()]*?[A-Za-z.])\s*(?:\(\s*box\s*(\d{1,2}[a-h]?)\s*\)|\bbox\s*(\d{1,2}[a-h]?))(?=$|\s|:)(.*)$/i.exec(
          t,
        );
      // A caption is a few words; "Box 1" inside a sentence ("Enclosed is your Form 1099-MISC …
      // Box 1 reports the gross rents") numbers no caption.
      const after = found && found[1]!.trim().split(/\s+/).length <= 8 ? found : null;
      const dash = /^(\d{1,2}[a-h]?)\s*[-–]\s*(?=[A-Za-z])(.*)$/.exec(t);
      const text = after
        ? `${after[2] ?? after[3]} ${after[1]}${after[4]}`
        : dash
          ? `${dash[1]} ${dash[2]}`
          : t;
      if (text === t) return c;
      changed = true;
      return { ...c, text };
    });
    return changed ? { ...l, cells, text: cells.map((c) => c.text).join(' ') } : l;
  });
}
