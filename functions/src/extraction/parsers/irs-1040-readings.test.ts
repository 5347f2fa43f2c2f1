import { describe, expect, it } from 'vitest';
import { linesByArithmetic, parseIrs1040 } from './irs-1040';
import { cellDocument, type Cell } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';
import { FieldSet } from '../parse/fields';
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { checkIrs1040 } from '../checks/irs-1040';

// One return's summary under two layouts; the return's own arithmetic tells which reading is right.
const head: Cell[][] = [
  [['Form 1040 U.S. Individual Income Tax Return 2024', 40]],
  [['Filing status: Single', 40]],
];
const TRUTH = {
  line9_totalIncome: 85000,
  line10_adjustments: 2500,
  line11_agi: 82500,
  line12_standardDeduction: 14600,
  line15_taxableIncome: 67900,
  line24_totalTax: 9100,
  line32_totalPayments: 10000,
  line34_refundAmount: 900,
};
const tiles: [string, string, string, string][] = [
  ['85,000', 'Total income', '2,500', 'Adjustments to income'],
  ['82,500', 'Adjusted gross income', '14,600', 'Standard deduction'],
  ['67,900', 'Taxable income', '9,100', 'Total tax'],
  ['10,000', 'Total payments', '900', 'Refund'],
];
const figuresAbove = cellDocument([
  ...head,
  ...tiles.flatMap(([a, ca, b, cb]): Cell[][] => [
    [
      [a, 40],
      [b, 300],
    ],
    [
      [ca, 40],
      [cb, 300],
    ],
  ]),
]);
const figuresBeside = cellDocument([
  ...head,
  ...tiles.flatMap(([a, ca, b, cb]): Cell[][] => [
    [
      [ca, 40],
      [a, 400, 'r'],
    ],
    [
      [cb, 40],
      [b, 400, 'r'],
    ],
  ]),
]);

describe('parseIrs1040: the return’s arithmetic chooses among readings', () => {
  it('reads figures beside their captions', () => {
    expect(parseIrs1040(figuresBeside).fields).toMatchObject(TRUTH);
  });

  it('reads tiles, each figure above its caption (before: every line took the next tile’s figure, total income 82,500)', () => {
    const r = parseIrs1040(figuresAbove);
    expect(r.fields).toMatchObject(TRUTH);
    expect(checkIrs1040(r).filter((c) => !c.passed)).toEqual([]);
  });
});

describe('linesByArithmetic', () => {
  const page = documentLines(
    cellDocument([
      ...head,
      [
        ['Total income', 40],
        ['85,000', 400, 'r'],
      ],
      [
        ['Adjustments to income', 40],
        ['2,500', 400, 'r'],
      ],
      [
        ['Adjusted gross income', 40],
        ['82,500', 400, 'r'],
      ],
    ]),
  );
  const misread = () => {
    const out = new FieldSet(fieldNamesOf('irs_1040'));
    out.set('line9_totalIncome', 85000, 0.9);
    out.set('line10_adjustments', 2500, 0.9);
    // The AGI's box read from a neighbour: the equality line 11 = line 9 − line 10 fails.
    out.set('line11_agi', 8250, 0.9);
    return out;
  };

  it('takes the one printed amount that makes the equality hold', () => {
    const out = misread();
    linesByArithmetic(page, out);
    expect(out.get('line11_agi')).toBe(82500);
  });

  it('leaves the lines as read when two printed amounts would each make it hold', () => {
    const out = misread();
    // 82,500 as the AGI or 10,750 as total income (10,750 − 2,500 = 8,250) would each make it hold.
    const twoWays = documentLines(
      cellDocument([
        ...head,
        [
          ['Summary', 40],
          ['82,500', 300, 'r'],
          ['10,750', 400, 'r'],
        ],
      ]),
    );
    linesByArithmetic(twoWays, out);
    expect(out.get('line11_agi')).toBe(8250);
    expect(out.get('line9_totalIncome')).toBe(85000);
  });
});
