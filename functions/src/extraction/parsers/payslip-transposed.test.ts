// Pay stubs whose tables are transposed (session 13, decision 214): an item per column, a row per
// period (Hours, Rate, Current, YTD).
import { describe, expect, it } from 'vitest';
import { cellDocument as page, type Cell } from '../../../test-support/extraction/test-forms';
import { ocrDoc, ocrWords, ocrWordsTo } from '../../../test-support/extraction/parse/test-helpers';
import { parsePayslip } from './payslip';

/** A row of a transposed grid: its title at the left, the figures right-aligned at 260, 380, 500. */
const row = (title: string, ...values: string[]): Cell[] => [
  [title, 40],
  ...values.flatMap((v, i): [string, number, 'r'][] => (v ? [[v, 260 + i * 120, 'r']] : [])),
];

describe('transposed pay stub tables', () => {
  it('reads an item per column and the period of each figure from its row title', () => {
    const r = parsePayslip(
      page([
        [['Employee: Dana Smith', 40]],
        [['Pay Period: 03/01/2024 - 03/15/2024', 40]],
        [['Pay Date: 03/20/2024', 40]],
        [],
        [
          ['EARNINGS', 40],
          ['Regular Pay', 260, 'r'],
          ['Overtime', 380, 'r'],
          ['Gross Pay', 500, 'r'],
        ],
        row('Hours', '80.00', '4.00'),
        row('Rate', '25.00', '37.50'),
        row('This Period', '2,000.00', '150.00', '2,150.00'),
        row('Year to Date', '10,000.00', '450.00', '10,450.00'),
        [],
        [
          ['TAXES', 40],
          ['Federal Income Tax', 260, 'r'],
          ['Social Security', 380, 'r'],
          ['Medicare', 500, 'r'],
        ],
        row('This Period', '200.00', '133.30', '31.18'),
        row('Year to Date', '1,000.00', '647.90', '151.53'),
        [],
        [
          ['Gross Pay', 260, 'r'],
          ['Deductions', 380, 'r'],
          ['Net Pay', 500, 'r'],
        ],
        row('This Period', '2,150.00', '364.48', '1,785.52'),
        row('Year to Date', '10,450.00', '1,799.43', '8,650.57'),
      ]),
    );
    expect(r.fields.grossPay).toBe(2150);
    expect(r.fields.ytdGrossPay).toBe(10450);
    expect(r.fields.netPay).toBe(1785.52);
    expect(r.fields.ytdDeductions).toBe(1799.43);
    expect(
      r.lineItems!.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount, i.hours, i.rate]),
    ).toEqual([
      ['earning', 'Regular Pay', 2000, 10000, 80, 25],
      ['earning', 'Overtime', 150, 450, 4, 37.5],
      ['deduction', 'Federal Income Tax', 200, 1000, null, null],
      ['deduction', 'Social Security', 133.3, 647.9, null, null],
      ['deduction', 'Medicare', 31.18, 151.53, null, null],
    ]);
  });

  it('reads a scan of one: glued titles, a garbled row title, specks and misread separators', () => {
    const [R, L] = [ocrWordsTo, ocrWords];
    const r = parsePayslip(
      ocrDoc([
        [
          ['Employee:', 40, 0.9],
          ['Dana', 95, 0.9],
          ['Smith', 122, 0.9],
        ],
        [],
        [...L('EARNINGS', 40), ...R('Regular Pay', 300), ...R('Bonus', 420), ...R('Total Earnings', 560)],
        [['1', 32, 0.4], ['Rate', 40, 0.8], ...R('25.00', 300)],
        [...L('Current', 40), ...R('2.000 00', 300, 0.6), ...R('150.00', 420), ...R('2,150.00', 560)],
        [['PI', 180, 0.5]],
        [['oA', 40, 0.3], ...R('10,000.00IE', 300, 0.5), ...R('450.00', 420), ...R('10,450.00', 560)],
        [],
        [...L('TAXES', 40), ...R('Federal Income TaxSocial Security', 420), ...R('Medicare', 560)],
        [...L('Current', 40), ...R('200.00', 300), ...R('133.30', 420), ...R('31.18', 560)],
        [
          ...L('YTD', 40),
          ['SIE', 200, 0.3],
          ...R('1.00000', 300, 0.6),
          ...R('647.90', 420),
          ...R('151.53', 560),
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular Pay', 2000, 10000],
      ['earning', 'Bonus', 150, 450],
      ['deduction', 'Federal Income Tax', 200, 1000],
      ['deduction', 'Social Security', 133.3, 647.9],
      ['deduction', 'Medicare', 31.18, 151.53],
    ]);
    expect(r.fields.grossPay).toBe(2150);
    expect(r.fields.ytdGrossPay).toBe(10450);
  });
});
