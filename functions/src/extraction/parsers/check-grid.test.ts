import { describe, expect, it } from 'vitest';
import { documentLines } from '../parse/layout';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { balanceGridLines, readCheckGrids } from './check-grid';

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

describe('grids on a scan', () => {
  it('skips one line of speck letters under the header ("ARCS RNIN") instead of ending the grid', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Check #'],
          [100, 'Date Paid'],
          [180, 'Amount'],
          [220, 'Check #'],
          [280, 'Date Paid'],
          [360, 'Amount'],
        ],
        [
          [100, 'ARCS'],
          [300, 'RNIN'],
        ],
        [
          [40, '4508'],
          [100, '03/05/2024'],
          [180, 'USD 5.90'],
          [220, '4509'],
          [280, '03/11/2024'],
          [350, 'USD 469.83'],
        ],
        [
          [40, 'Date'],
          [180, 'Balance'],
          [260, 'Date'],
          [400, 'Balance'],
        ],
        [
          [40, 'CRESS'],
          [100, 'ra'],
        ],
        [
          [40, '03/01/2024'],
          [160, '7,937.90'],
          [260, '03/04/2024'],
          [380, '7,752.54'],
        ],
      ],
    });
    const lines = documentLines(doc);
    const checks = readCheckGrids(lines, { referenceYear: 2024 });
    expect(checks.rows.map((r) => [r.number, r.amount])).toEqual([
      ['4508', 5.9],
      ['4509', 469.83],
    ]);
    const taken = balanceGridLines(lines, { referenceYear: 2024 });
    expect(lines.filter((l) => taken.has(l.index)).map((l) => l.text.slice(0, 10))).toEqual([
      'Date Balan',
      '03/01/2024',
    ]);
  });
});
