import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  findDateRange,
  findDates,
  inferNumericOrder,
  inferYear,
  leadingDate,
  parseDate,
} from './dates';

describe('parseDate', () => {
  it.each([
    ['01/05/2025', '2025-01-05'],
    ['1/5/25', '2025-01-05'],
    ['2025-01-05', '2025-01-05'],
    ['Jan 5 2025', '2025-01-05'],
    ['Jan 5, 2025', '2025-01-05'],
    ['January 5, 2025', '2025-01-05'],
    ['05-Jan-25', '2025-01-05'],
    ['5 Jan 2025', '2025-01-05'],
    ['5th January 2025', '2025-01-05'],
    ['05.01.2025', '2025-01-05'],
    ['18 april 2014', '2014-04-18'],
    ['5. März 2024', '2024-03-05'],
    ['12 déc. 2023', '2023-12-12'],
    ['Monday, Jan 6 2025', '2025-01-06'],
    ['13/07/2023', '2023-07-13'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('uses day-first order for an ambiguous pair when told', () => {
    expect(parseDate('01/05/2025', { numericOrder: 'dmy' })).toBe('2025-05-01');
  });

  it('rejects impossible dates and non-dates', () => {
    expect(parseDate('02/30/2025')).toBeNull();
    expect(parseDate('13/13/2025')).toBeNull();
    expect(parseDate('1,234.56')).toBeNull();
    expect(parseDate('Invoice 12')).toBeNull();
    expect(parseDate('01/05/2025 extra words')).toBeNull();
  });

  it('infers a missing year from the statement period, across a year end', () => {
    const period = { start: '2024-12-15', end: '2025-01-14' };
    expect(parseDate('12/20', { period })).toBe('2024-12-20');
    expect(parseDate('01/03', { period })).toBe('2025-01-03');
    expect(parseDate('Dec 20', { period })).toBe('2024-12-20');
    expect(parseDate('03 Jan', { period })).toBe('2025-01-03');
  });

  it('returns null for a yearless date with nothing to infer the year from', () => {
    expect(parseDate('12/20')).toBeNull();
    expect(parseDate('12/20', { referenceYear: 2023 })).toBe('2023-12-20');
  });
});

describe('inferYear', () => {
  it('picks the year that puts the date nearest the period', () => {
    expect(inferYear(2, 29, { period: { end: '2024-03-10' } })).toBe('2024-02-29');
    expect(inferYear(7, 2, { period: { start: '2023-07-01', end: '2023-07-31' } })).toBe('2023-07-02');
  });
});

describe('leadingDate and findDates', () => {
  it('finds the date that starts a transaction row', () => {
    const m = leadingDate('02/07 PAYMENT BY INTERNET', { referenceYear: 2023, numericOrder: 'dmy' });
    expect(m).toMatchObject({ iso: '2023-07-02', yearInferred: true, length: 5 });
    expect(leadingDate('PAYMENT 02/07')).toBeNull();
    expect(
      leadingDate('21 /07 TRANQUIL TRANSIT', { referenceYear: 2023, numericOrder: 'dmy' }),
    ).toMatchObject({ iso: '2023-07-21', length: 6 });
    expect(leadingDate('02/07/2023abc')).toBeNull();
  });

  it('finds every date in free text', () => {
    const found = findDates('Statement period: Jan 1, 2025 to Jan 31, 2025 (ref 2024-001)');
    expect(found.map((d) => d.iso)).toEqual(['2025-01-01', '2025-01-31']);
  });
});

describe('inferNumericOrder', () => {
  it('detects day-first documents from unambiguous dates', () => {
    expect(inferNumericOrder('02/07 x 13/07 y 15/07')).toBe('dmy');
    expect(inferNumericOrder('01/05/2025 and 01/15/2025')).toBe('mdy');
    expect(inferNumericOrder('no dates')).toBe('mdy');
  });
});

describe('daysBetween', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2024-12-31', '2025-01-31')).toBe(31);
  });
});

describe('findDateRange', () => {
  it.each([
    ['Statement period: Jan 1, 2025 to Jan 31, 2025', '2025-01-01', '2025-01-31'],
    ['01/01/2024 - 01/31/2024', '2024-01-01', '2024-01-31'],
    ['For the period January - December 2024', '2024-01-01', '2024-12-31'],
    ['Jan-Mar 2024', '2024-01-01', '2024-03-31'],
    ['October 2023 through March 2024', '2023-10-01', '2024-03-31'],
    ['Fiscal year July - June 2024', '2023-07-01', '2024-06-30'],
    ['Pay period: March 1-15, 2024', '2024-03-01', '2024-03-15'],
    ['Dec 15 - Jan 14, 2025', '2024-12-15', '2025-01-14'],
    ['January 1 through December 31, 2024', '2024-01-01', '2024-12-31'],
  ])('reads "%s" as %s … %s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });

  it('is null for lone dates, reversed ranges and spans of years', () => {
    expect(findDateRange('Statement date: 01/31/2024')).toBeNull();
    expect(findDateRange('01/31/2024 - 01/01/2024')).toBeNull();
    expect(findDateRange('January 2020 - December 2024')).toBeNull();
    expect(findDateRange('Printed 2024-02-03 10:15, as of 2024-01-31')).toBeNull();
  });
});

describe('a date followed by a colon', () => {
  it('is a date when a label value follows ("Balance on May 31, 2023: 922.18"), not when a time does', () => {
    expect(findDates('Balance on May 31, 2023: 922.18').map((d) => d.iso)).toEqual(['2023-05-31']);
    expect(findDates('Closing 5 Jan 2025: 10.00').map((d) => d.iso)).toEqual(['2025-01-05']);
    expect(findDates('Printed Jan 5, 10:30').map((d) => d.iso)).not.toContain('2010-01-05');
  });
});

describe('dates glued to the next cell (decision 179)', () => {
  it('reads a period whose end is printed against the next date', () => {
    const t = 'October 1, 2025 - October 15, 2025October 21, 2025';
    expect(findDateRange(t, {})).toMatchObject({ start: '2025-10-01', end: '2025-10-15' });
    expect(findDates(t, {}).map((d) => d.iso)).toEqual(['2025-10-01', '2025-10-15', '2025-10-21']);
  });
});
