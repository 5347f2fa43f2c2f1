// Printed styles the layout grammar draws from: amounts (negative convention, currency symbol,
// thousands separator), dates, blank-box markers and header synonyms. Every choice comes from a
// seeded Rng so a document is reproducible from its seed.
import { MONTHS } from '../fake-data';
import { formatDate, type DateStyle } from '../format';
import type { Rng } from '../random';

export type Negative = 'minus' | 'parens' | 'trailing-minus' | 'cr' | 'dr-suffix';

export interface AmountStyle {
  currency: '' | '$' | 'USD ';
  thousands: boolean;
  negative: Negative;
  /** How a zero is printed where the layout prints zeros at all ("-", "0.00", "$0.00"). */
  zero: 'number' | 'dash';
}

export function pickAmountStyle(rng: Rng, o: { negative?: readonly Negative[] } = {}): AmountStyle {
  return {
    currency: rng.pick(['', '', '$', 'USD '] as const),
    thousands: rng.bool(0.85),
    negative: rng.pick(o.negative ?? (['minus', 'parens', 'trailing-minus', 'cr'] as const)),
    zero: rng.pick(['number', 'dash'] as const),
  };
}

export function amount(v: number, s: AmountStyle, o: { currency?: boolean } = {}): string {
  if (v === 0 && s.zero === 'dash') return '-';
  const abs = Math.abs(v).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: s.thousands,
  });
  const body = `${(o.currency ?? true) ? s.currency : ''}${abs}`;
  if (v >= 0) return body;
  switch (s.negative) {
    case 'minus':
      return `-${body}`;
    case 'parens':
      return `(${body})`;
    case 'trailing-minus':
      return `${body}-`;
    case 'cr':
      return `${body} CR`;
    case 'dr-suffix':
      return `${body} DR`;
  }
}

/** A value printed with no sign at all (the column or a marker carries the direction). */
export function plain(v: number, s: AmountStyle, o: { currency?: boolean } = {}): string {
  return amount(Math.abs(v), { ...s, zero: 'number' }, o);
}

/** `plain`, but a negative value keeps its sign in the style's negative form (a 1040's capital loss). */
export function signedPlain(v: number, s: AmountStyle): string {
  return v < 0 ? amount(v, { ...s, zero: 'number' }) : plain(v, s);
}

export type BlankMarker = '' | '-' | '—' | 'N/A' | '0';

export function pickBlank(rng: Rng): BlankMarker {
  return rng.pick(['', '-', '—', 'N/A'] as const);
}

export const ROW_DATE_STYLES: readonly DateStyle[] = [
  'us',
  'us-short-year',
  'month-day',
  'short-month',
  'iso',
];
export const HEADER_DATE_STYLES: readonly DateStyle[] = ['us', 'long', 'short-month', 'iso', 'day-month'];

export function date(iso: string, style: DateStyle): string {
  return formatDate(iso, style);
}

/** A period as headers print it, in one of several wordings. */
export function periodText(
  start: string | null,
  end: string,
  rng: Rng,
  style: DateStyle,
): { text: string; kind: 'range' | 'months' | 'as-of' | 'ended' } {
  if (!start) return { text: `As of ${date(end, style)}`, kind: 'as-of' };
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  const wholeMonths = sd === 1 && endOfMonthDay(end);
  const kind = wholeMonths ? rng.pick(['range', 'months', 'ended'] as const) : 'range';
  if (kind === 'months' && sy === ey) {
    const a = MONTHS[(sm ?? 1) - 1] ?? '';
    const b = MONTHS[(em ?? 1) - 1] ?? '';
    return { text: a === b ? `${a} ${ey}` : `${a} - ${b} ${ey}`, kind };
  }
  if (kind === 'ended' && sy === ey && sm === 1 && em === 12)
    return { text: `For the Year Ended ${date(end, 'long')}`, kind };
  const sep = rng.pick([' - ', ' to ', ' through ', ' – ']);
  return { text: `${date(start, style)}${sep}${date(end, style)}`, kind: 'range' };
}

function endOfMonthDay(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.getUTCDate() === 1;
}

/** "Printed 03/14/2025 10:22 AM": a timestamp that is neither a period nor a statement date. */
export function printStamp(rng: Rng, afterIso: string): string {
  const d = new Date(`${afterIso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + rng.int(3, 90));
  const iso = d.toISOString().slice(0, 10);
  const h = rng.int(1, 12);
  const m = String(rng.int(0, 59)).padStart(2, '0');
  return `${rng.pick(['Printed', 'Generated', 'Run date:', 'Printed on'])} ${date(iso, 'us')} ${h}:${m} ${rng.pick(['AM', 'PM'])}`;
}

/** Picks one synonym; `words` is a per-document Rng so one family still varies its wording. */
export function syn(rng: Rng, options: readonly string[]): string {
  return rng.pick(options);
}

export function maybeUpper(rng: Rng, s: string, p = 0.3): string {
  return rng.bool(p) ? s.toUpperCase() : s;
}
