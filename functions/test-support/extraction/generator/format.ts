// Printed forms of dates and amounts. Documents vary these per layout so parsers cannot rely on one.
import { MONTHS } from './fake-data';

export type DateStyle = 'us' | 'us-short-year' | 'iso' | 'long' | 'short-month' | 'day-month' | 'month-day';

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function endOfMonth(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  return d.toISOString().slice(0, 10);
}

/** The calendar month before the one of an ISO date: `2026-01-15` → { year: 2025, month: 12 }. */
export function monthBefore(iso: string): { year: number; month: number } {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const month = MONTHS[Number(m) - 1] ?? '';
  switch (style) {
    case 'us':
      return `${m}/${d}/${y}`;
    case 'us-short-year':
      return `${m}/${d}/${y?.slice(2)}`;
    case 'iso':
      return iso;
    case 'long':
      return `${month} ${Number(d)}, ${y}`;
    case 'short-month':
      return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'day-month':
      return `${d} ${month.slice(0, 3)} ${y}`;
    case 'month-day':
      // Statements often print transaction dates without the year; the period supplies it.
      return `${m}/${d}`;
  }
}

export interface MoneyStyle {
  currency?: boolean;
  /** How a negative amount is printed. */
  negative?: 'minus' | 'parens' | 'trailing-minus' | 'cr';
}

export function formatMoney(value: number, style: MoneyStyle = {}): string {
  const abs = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const body = `${style.currency ? '$' : ''}${abs}`;
  if (value >= 0 || Object.is(value, 0)) return body;
  switch (style.negative ?? 'minus') {
    case 'minus':
      return `-${body}`;
    case 'parens':
      return `(${body})`;
    case 'trailing-minus':
      return `${body}-`;
    case 'cr':
      return `${body} CR`;
  }
}
