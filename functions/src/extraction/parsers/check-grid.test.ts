import { describe, expect, it } from 'vitest';
import { documentLines } from '../parse/layout';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { balanceGridLines } from './check-grid';

describe('balanceGridLines', () => {
  it('takes the lines of a daily-balance grid whose balances carry a currency code ("USD 7,937.90")', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'DAILY BALANCE SUMMARY']],
        [
          [40, 'Date'],
          [180, 'Balance'],
          [260, 'Date'],
          [400, 'Balance'],
        ],
        [
          [40, '03/01/2024'],
          [160, 'USD 7,937.90'],
          [260, '03/04/2024'],
          [380, 'USD 7,752.54'],
        ],
        [
          [40, '03/08/2024'],
          [160, 'USD 9,589.76'],
        ],
        [[40, 'Thank you for banking with us']],
      ],
    });
    const lines = documentLines(doc);
    const taken = balanceGridLines(lines, { referenceYear: 2024 });
    expect(lines.filter((l) => taken.has(l.index)).map((l) => l.text.slice(0, 10))).toEqual([
      'Date Balan',
      '03/01/2024',
      '03/08/2024',
    ]);
  });
});
