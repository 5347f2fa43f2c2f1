import { describe, expect, it } from 'vitest';
import { aggregate, alignRows, scoreDocument, valuesMatch } from './score';

describe('valuesMatch', () => {
  it('accepts amounts within a cent and numeric strings', () => {
    expect(valuesMatch(1234.56, 1234.565)).toBe(true);
    expect(valuesMatch(1234.56, '1,234.56')).toBe(true);
    expect(valuesMatch(1234.56, 1234.58)).toBe(false);
  });

  it('ignores case, spacing and punctuation in text but compares dates exactly', () => {
    expect(valuesMatch("O'Brien  Ltd.", 'OBRIEN LTD')).toBe(true);
    expect(valuesMatch('912-34-5678', '912345678')).toBe(true);
    expect(valuesMatch('2024-01-05', '2024-01-05')).toBe(true);
    expect(valuesMatch('2024-01-05', '2024-01-06')).toBe(false);
  });
});

describe('scoreDocument', () => {
  it('counts a wrong value as both a false positive and a miss, and a value where the truth has none as a false positive', () => {
    const s = scoreDocument(
      { fields: { a: 1, b: 'x', c: 5, d: null } },
      { fields: { a: 1, b: 'y', c: null, d: 3 } },
    );
    expect(s).toMatchObject({ tp: 1, fp: 2, fn: 2, allRight: false });
  });

  it('aligns child rows by content, so a missing row costs only its own fields', () => {
    const truth = {
      fields: {},
      transactions: [1, 2, 3, 4].map((n) => ({ amount: n, description: `row ${n}` })),
    };
    const result = {
      fields: {},
      transactions: [1, 3, 4].map((n) => ({ amount: n, description: `row ${n}` })),
    };
    const s = scoreDocument(result, truth);
    expect(s).toMatchObject({ tp: 6, fp: 0, fn: 2 });
  });

  it('counts extra predicted rows as false positives and ignores keys the truth does not list', () => {
    const truth = { fields: {}, lineItems: [{ amount: 10 }] };
    const result = {
      fields: {},
      lineItems: [
        { amount: 10, category: 'x' },
        { amount: 99, category: null },
      ],
    };
    expect(scoreDocument(result, truth)).toMatchObject({ tp: 1, fp: 1, fn: 0 });
  });

  it('is all right only with nothing missed or invented', () => {
    const truth = { fields: { a: 'Acme', b: null }, dependents: [{ firstName: 'Ann' }] };
    expect(
      scoreDocument({ fields: { a: 'ACME', b: null }, dependents: [{ firstName: 'ann' }] }, truth).allRight,
    ).toBe(true);
    expect(
      scoreDocument({ fields: { a: 'ACME', b: 'x' }, dependents: [{ firstName: 'ann' }] }, truth).allRight,
    ).toBe(false);
  });
});

describe('alignRows', () => {
  it('keeps document order when rows repeat', () => {
    const rows = [{ amount: 5 }, { amount: 5 }, { amount: 7 }];
    expect(alignRows(rows, rows)).toEqual([0, 1, 2]);
  });
});

describe('aggregate', () => {
  it('micro-averages precision and recall', () => {
    const a = aggregate([
      { tp: 9, fp: 1, fn: 0 },
      { tp: 1, fp: 0, fn: 1 },
    ]);
    expect(a.precision).toBeCloseTo(10 / 11);
    expect(a.recall).toBeCloseTo(10 / 11);
  });
});

describe('alignRows on long tables', () => {
  it('recovers after a long run of missed rows', () => {
    const truth = Array.from({ length: 400 }, (_, i) => ({ amount: i + 0.5, description: `row ${i}` }));
    const predicted = truth.filter((_, i) => i < 10 || i >= 100);
    const a = alignRows(truth, predicted);
    expect(a.filter((x) => x !== null)).toHaveLength(310);
    expect(a[150]).toBe(60);
  });
});
