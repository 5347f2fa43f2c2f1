// Pay stub presentations of decision 205: one wide table holding earnings and deductions side by
// side row for row (the deductions running longer, "Taxes & Deductions" as the right-hand title,
// one totals row for both), and this period and the year to date as two stacked tables.
import { describe, expect, it } from 'vitest';
import { makeDoc, ocrDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { parsePayslip, withPeriodTablesJoined } from './payslip';

const head: (RowSpec | null)[] = [
  [[40, 'Harbor Tools Inc.']],
  [[40, '12 Dock Street']],
  [[40, 'Portland, ME 04101']],
  null,
  [
    [40, 'Employee: Dana Reyes'],
    [330, 'Employee ID: E2231'],
  ],
  [
    [40, 'Pay Period: 03/01/2025 - 03/14/2025'],
    [330, 'Check Date: 03/19/2025'],
  ],
  null,
];

describe('parsePayslip: presentations of decision 205', () => {
  it('reads one wide table whose rows hold an earning and a deduction, with both totals on one row', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Pay Type'],
            [150, 'Hrs'],
            [190, 'Rate'],
            [230, 'Amount'],
            [280, 'YTD'],
            [330, 'Taxes & Deductions'],
            [470, 'Amount'],
            [530, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [150, '80.00'],
            [190, '25.00'],
            [230, '2,000.00'],
            [275, '10,000.00'],
            [330, 'Federal Income Tax'],
            [470, '200.00'],
            [525, '1,000.00'],
          ],
          [
            [330, 'Social Security'],
            [470, '124.00'],
            [530, '620.00'],
          ],
          [
            [330, 'Medicare'],
            [475, '29.00'],
            [530, '145.00'],
          ],
          [
            [330, '401(k) Contribution'],
            [470, '100.00'],
            [530, '500.00'],
          ],
          [
            [330, 'Dental Insurance'],
            [475, '10.00'],
            [535, '50.00'],
          ],
          [
            [40, 'Gross Pay'],
            [230, '2,000.00'],
            [275, '10,000.00'],
            [330, 'Total Deductions'],
            [470, '463.00'],
            [525, '2,315.00'],
          ],
          null,
          [
            [40, 'Net Pay'],
            [465, '1,537.00'],
            [530, '7,685.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular Pay', 2000, 10000],
      ['deduction', 'Federal Income Tax', 200, 1000],
      ['deduction', 'Social Security', 124, 620],
      ['deduction', 'Medicare', 29, 145],
      ['deduction', '401(k) Contribution', 100, 500],
      ['deduction', 'Dental Insurance', 10, 50],
    ]);
    expect(r.fields).toMatchObject({
      grossPay: 2000,
      ytdGrossPay: 10000,
      totalDeductions: 463,
      ytdDeductions: 2315,
      netPay: 1537,
    });
  });

  it('ends the shorter table beside at a block below the longer one (a summary of totals)', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Description'],
            [190, 'This Period'],
            [250, 'YTD Amount'],
            [330, 'Deduction'],
            [470, 'This Period'],
            [530, 'YTD Amount'],
          ],
          [
            [40, 'Regular Pay'],
            [200, '2,000.00'],
            [255, '10,000.00'],
            [330, 'Federal Income Tax'],
            [480, '200.00'],
            [535, '1,000.00'],
          ],
          [
            [330, 'Social Security'],
            [480, '124.00'],
            [540, '620.00'],
          ],
          [
            [330, 'Medicare'],
            [485, '29.00'],
            [540, '145.00'],
          ],
          null,
          [
            [40, 'This Period'],
            [330, 'YTD Summary'],
          ],
          [
            [40, 'Gross Earnings'],
            [255, '2,000.00'],
            [330, 'YTD Gross'],
            [530, '10,000.00'],
          ],
          [
            [40, 'Total Deductions'],
            [262, '353.00'],
            [330, 'YTD Deductions'],
            [535, '1,765.00'],
          ],
          [
            [40, 'Net Pay'],
            [255, '1,647.00'],
            [330, 'YTD Net Pay'],
            [535, '8,235.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      grossPay: 2000,
      ytdGrossPay: 10000,
      totalDeductions: 353,
      ytdDeductions: 1765,
      netPay: 1647,
      ytdNetPay: 8235,
    });
  });

  it('reads this period and the year to date printed as two stacked tables', () => {
    const table = (ytd: boolean): (RowSpec | null)[] => [
      [[40, ytd ? 'Year to Date' : 'Current Period']],
      [
        [40, 'Description'],
        [500, 'Amount'],
      ],
      [[40, 'Earnings']],
      [
        [40, 'Regular Pay'],
        [500, ytd ? '10,000.00' : '2,000.00'],
      ],
      [
        [40, 'Gross Pay'],
        [500, ytd ? '10,000.00' : '2,000.00'],
      ],
      [[40, 'Taxes']],
      [
        [40, 'Federal Income Tax'],
        [500, ytd ? '1,000.00' : '200.00'],
      ],
      [
        [40, 'Total Deductions'],
        [500, ytd ? '1,000.00' : '200.00'],
      ],
      [
        [40, 'Net Pay'],
        [500, ytd ? '9,000.00' : '1,800.00'],
      ],
      null,
    ];
    const r = parsePayslip(makeDoc({ rows: [...head, ...table(false), ...table(true)] }));
    expect(r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular Pay', 2000, 10000],
      ['deduction', 'Federal Income Tax', 200, 1000],
    ]);
    expect(r.fields).toMatchObject({
      grossPay: 2000,
      ytdGrossPay: 10000,
      totalDeductions: 200,
      ytdDeductions: 1000,
      netPay: 1800,
      ytdNetPay: 9000,
    });
  });

  it('reads a total label alone on its line (its amount lost) as a row, not as a header', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [[40, 'Year to Date']],
          [
            [40, 'Description'],
            [500, 'Amount'],
          ],
          [
            [40, 'Regular Pay'],
            [500, '10,000.00'],
          ],
          [
            [40, 'Federal Income Tax'],
            [500, '1,000.00'],
          ],
          [[40, 'Total Taxes and Deductions']],
          [
            [40, 'Net Pay Amount'],
            [500, '9,000.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ ytdNetPay: 9000 });
  });

  it('reads a title of two description words as one title ("Tax Withholdings") beside another table', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earnings'],
            [230, 'Current'],
            [280, 'YTD'],
            [330, 'Tax Withholdings'],
            [470, 'Current'],
            [530, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [230, '2,000.00'],
            [275, '10,000.00'],
            [330, 'Federal Income Tax'],
            [470, '200.00'],
            [525, '1,000.00'],
          ],
          [
            [330, 'Medicare'],
            [475, '29.00'],
            [530, '145.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular Pay', 2000, 10000],
      ['deduction', 'Federal Income Tax', 200, 1000],
      ['deduction', 'Medicare', 29, 145],
    ]);
  });

  it('joins a year-to-date table to the earlier rows only when every description is one of them', () => {
    const rows = [
      { table: 0, description: 'Regular Pay', current: 100, ytd: null },
      { table: 1, description: 'Regular Pay', current: null, ytd: 900 },
      { table: 2, description: 'Bonus', current: null, ytd: 50 },
    ];
    expect(withPeriodTablesJoined(rows)).toEqual([
      { table: 0, description: 'Regular Pay', current: 100, ytd: 900 },
      { table: 2, description: 'Bonus', current: null, ytd: 50 },
    ]);
  });

  it("passes over a scan's noise lines from a ruled grid's empty cells inside a table", () => {
    const w = (text: string, x: number, c = 0.9): [string, number, number] => [text, x, c];
    const r = parsePayslip(
      ocrDoc([
        [w('Earnings', 40), w('Current', 300), w('YTD', 420)],
        [w('Regular', 40), w('Pay', 80), w('2,000.00', 300), w('10,000.00', 410)],
        [w('IRISwhi', 150, 0.28), w('Pride,CTRRNTE', 220, 0.05)],
        [w('[Real', 130, 0.11)],
        [w('GndTog', 237, 0.39)],
        [w('(ESR', 35, 0.35)],
        [w('Overtime', 40), w('150.00', 305), w('750.00', 415)],
      ]),
    );
    expect(r.lineItems?.map((i) => [i.description, i.amount, i.ytdAmount])).toEqual([
      ['Regular Pay', 2000, 10000],
      ['Overtime', 150, 750],
    ]);
  });
});
