import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';
import { formatDate, formatDateNumeric, formatPeriod } from './dates';

describe('money', () => {
  it('formats en-US USD with two decimals, negatives with a sign', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('-98.765')).toBe('-$98.77');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
  });
  it('parses form and plaintext values', () => {
    expect(parseMoney('$1,234.56')).toBe(1234.56);
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('12x')).toBeNull();
    expect(parseMoney(Infinity)).toBeNull();
  });
});

describe('dates', () => {
  it('never shifts calendar dates with the time zone', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDateNumeric('2025-12-31')).toBe('12/31/2025');
  });
  it('leaves non-dates as they are and formats periods', () => {
    expect(formatDate('n/a')).toBe('n/a');
    expect(formatPeriod('2025-01-01', '2025-01-31')).toBe('Jan 1, 2025 – Jan 31, 2025');
    expect(formatPeriod(null, undefined)).toBe('');
  });
});
