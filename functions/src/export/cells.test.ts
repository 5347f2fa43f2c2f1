import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, iifText, money, neutraliseCell, toAscii, unitPrice, usDate } from './cells';

/** What every exported CSV/IIF cell must satisfy (DESIGN §8): no formula start unless a plain number. */
export function isSafeCell(cell: string): boolean {
  return /^-?\d+(?:\.\d+)?$/.test(cell) || !/^[=+\-@\t\r]/.test(cell);
}

/** Strings biased towards the dangerous starts, separators and line breaks, over all of Unicode. */
export const nastyString = fc
  .tuple(
    fc.constantFrom(
      '',
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '"',
      ',',
      "'",
      ' ',
      '-1',
      '=1+2',
      '\uff1d',
      '\u0301=',
    ),
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.constantFrom('', ',', '"', '\r\n', '\n', '\t', '""', '=cmd'),
  )
  .map(([a, b, c]) => a + b + c);

const PROPERTY_RUNS = 10_000;

describe('neutraliseCell', () => {
  it('prefixes a quote to cells starting with = + - @ tab or CR', () => {
    expect(neutraliseCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutraliseCell('+1 (800) CALL')).toBe("'+1 (800) CALL");
    expect(neutraliseCell('-Wire fee')).toBe("'-Wire fee");
    expect(neutraliseCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell('\rx')).toBe("'\rx");
    expect(neutraliseCell('Groceries')).toBe('Groceries');
    expect(neutraliseCell('')).toBe('');
  });

  it('keeps plain negative numbers numeric', () => {
    expect(neutraliseCell('-12.50')).toBe('-12.50');
    expect(neutraliseCell('-3')).toBe('-3');
    expect(neutraliseCell('-1+2')).toBe("'-1+2");
    expect(neutraliseCell('-1e5')).toBe("'-1e5");
    expect(neutraliseCell('-.5')).toBe("'-.5");
  });

  it(`makes every cell safe and stays reversible (${PROPERTY_RUNS} runs)`, () => {
    fc.assert(
      fc.property(nastyString, (s) => {
        const out = neutraliseCell(s);
        return isSafeCell(out) && (out === s || out === `'${s}`);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('csvText (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks and ends records with CRLF', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
    expect(csvText([[null, undefined, '']])).toBe(',,\r\n');
  });

  it(`parses back, through csv-parse, to exactly the neutralised cells, every one safe (${PROPERTY_RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(nastyString, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        (rows) => {
          const text = csvText(rows);
          const parsed = parse(text, { relax_column_count: true }) as string[][];
          const expected = rows.map((r) => r.map(neutraliseCell));
          return (
            JSON.stringify(parsed) === JSON.stringify(expected) && parsed.every((r) => r.every(isSafeCell))
          );
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('iifText', () => {
  it(`keeps one record per line and one field per tab, every cell safe (${PROPERTY_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(nastyString, { minLength: 1, maxLength: 6 }), (cells) => {
        const text = iifText([cells]);
        const line = text.slice(0, -2);
        const fields = line.split('\t');
        return (
          text.endsWith('\r\n') &&
          !/[\r\n]/.test(line) &&
          fields.length === cells.length &&
          fields.every((f) => isSafeCell(f) && /^[\x20-\x7e]*$/.test(f))
        );
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('folds accents, and a full-width equals sign cannot turn into a formula', () => {
    expect(iifText([['Café', '\uff1dcmd', '\u0301=x', 'a\tb\r\nc']])).toBe("Cafe\t'=cmd\t'=x\ta b c\r\n");
  });
});

describe('numbers and dates', () => {
  it('writes money en-US with two decimals, no grouping, no negative zero', () => {
    expect(money(1234.5)).toBe('1234.50');
    expect(money(-98.765)).toBe('-98.77');
    expect(money(1e6)).toBe('1000000.00');
    expect(money(-0)).toBe('0.00');
    expect(money(-0.001)).toBe('0.00');
    expect(money(null)).toBe('');
    expect(money(Number.NaN)).toBe('');
    expect(unitPrice(166.41333)).toBe('166.4133');
    expect(unitPrice(2)).toBe('2.00');
  });

  it('writes QuickBooks dates as MM/DD/YYYY', () => {
    expect(usDate('2025-01-05')).toBe('01/05/2025');
    expect(usDate(null)).toBe('');
  });

  it('folds to printable ASCII', () => {
    expect(toAscii('Zoë’s “café” – naïve 日本')).toBe('Zoe\'s "cafe" - naive ??');
  });
});
