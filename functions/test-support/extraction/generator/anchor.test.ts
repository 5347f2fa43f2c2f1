// The anchor date of generated statements (the first-run demo dates its samples relative to today, so the
// financial analysis charts of the last 12 months show them): statements cover the month before the
// anchor and end before it; without an anchor a seed gives exactly what it always gave.
import { describe, expect, it } from 'vitest';
import { monthBefore } from './format';
import { bankData } from './types/bank-statement';
import { cardData } from './types/credit-card-statement';
import { sampleDocument } from '../../../src/domain/documents/samples';

const datesOf = (txs: { date: string }[]) => txs.map((t) => t.date);

describe('monthBefore', () => {
  it('steps back one calendar month, across a year and from a 31st', () => {
    expect(monthBefore('2026-01-15')).toEqual({ year: 2025, month: 12 });
    expect(monthBefore('2026-03-31')).toEqual({ year: 2026, month: 2 });
    expect(monthBefore('2026-11-24')).toEqual({ year: 2026, month: 10 });
  });
});

describe('anchored statements', () => {
  it.each([1, 7, 2025, 4242])('a bank statement of seed %i covers the month before the anchor', (seed) => {
    const anchored = bankData(seed, undefined, '2026-11-24');
    expect(anchored.start).toBe('2026-10-01');
    expect(anchored.end).toBe('2026-10-31');
    for (const date of datesOf(anchored.txs)) expect(date.slice(0, 7)).toBe('2026-10');
    // Only the dates move: amounts, descriptions and balances are the seed's.
    const plain = bankData(seed);
    expect(anchored.txs.map((t) => [t.description, t.amount, t.balance])).toEqual(
      plain.txs.map((t) => [t.description, t.amount, t.balance]),
    );
    expect(plain.start.slice(0, 4) >= '2022' && plain.start.slice(0, 4) <= '2025').toBe(true);
  });

  it.each([1, 7, 2026, 4242])(
    'a card statement of seed %i closes before the anchor, within a month and a half',
    (seed) => {
      const anchor = '2026-01-05';
      const d = cardData(seed, undefined, anchor);
      expect(d.end < anchor).toBe(true);
      expect(d.start >= '2025-11-20').toBe(true);
      for (const date of datesOf(d.txs)) {
        expect(date >= d.start && date <= d.end, date).toBe(true);
      }
      expect(cardData(seed).txs.map((t) => t.amount)).toEqual(d.txs.map((t) => t.amount));
    },
  );

  it('the demo samples pass the anchor through to the generator (ground truth dated last month)', async () => {
    const sample = await sampleDocument('bank_statement', { seed: 2025, anchor: '2026-11-24' });
    expect(sample.truth?.fields.statementStartDate).toBe('2026-10-01');
    const unanchored = await sampleDocument('bank_statement', { seed: 2025 });
    expect(String(unanchored.truth?.fields.statementStartDate) < '2026').toBe(true);
  });
});
