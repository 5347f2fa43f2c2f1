// Money as the spec shows it: en-US, USD, two decimals (part 1 §9, part 2 §9).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.56`; null/undefined/NaN show as `$0.00` (part 2 §5: empty amount displays $0.00). */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return usd.format(n == null || Number.isNaN(n) ? 0 : n);
}

/** Parses a numeric string from a form or a plaintext list field; null when blank or not a number. */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}
