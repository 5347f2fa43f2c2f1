// Pay stub presentations of decision 197: a stub printed twice under a voucher check, column titles
// that are phrases, a line printer's stub with YTD markers, summary boxes with stacked figures.
import { describe, expect, it } from 'vitest';
import { makeDoc, ocrDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { parsePayslip } from './payslip';

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

// Earnings on the left, taxes and other deductions on the right, totals under the right half with
// paid time off beside them.
const stub: (RowSpec | null)[] = [
  [
    [40, 'Earnings'],
    [150, 'Hours'],
    [190, 'Rate'],
    [230, 'Current'],
    [280, 'YTD'],
    [330, 'Taxes Withheld'],
    [470, 'Current'],
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
    [40, 'Gross Pay'],
    [230, '2,000.00'],
    [275, '10,000.00'],
    [330, 'Social Security'],
    [470, '124.00'],
    [530, '620.00'],
  ],
  [
    [330, 'Medicare'],
    [475, '29.00'],
    [530, '145.00'],
  ],
  null,
  [
    [330, 'Adjustments to Net Pay'],
    [470, 'Current'],
    [530, 'YTD'],
  ],
  [
    [330, '401(k) Contribution'],
    [470, '100.00'],
    [530, '500.00'],
  ],
  null,
  [
    [40, 'Sick: 12.00 hrs available'],
    [330, 'Total Deductions'],
    [470, '453.00'],
    [525, '2,265.00'],
  ],
  [
    [330, 'Net Pay'],
    [465, '1,547.00'],
    [530, '7,735.00'],
  ],
];

describe('parsePayslip: presentations of decision 197', () => {
  it('reads a stub printed twice on its page once, with phrase titles ("Taxes Withheld", "Adjustments to Net Pay")', () => {
    const r = parsePayslip(
      makeDoc({ rows: [...head, ...stub, null, null, [[40, 'Harbor Tools Inc.']], ...stub] }),
    );
    expect(r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular Pay', 2000, 10000],
      ['deduction', 'Federal Income Tax', 200, 1000],
      ['deduction', 'Social Security', 124, 620],
      ['deduction', 'Medicare', 29, 145],
      ['deduction', '401(k) Contribution', 100, 500],
    ]);
    expect(r.lineItems?.[0]).toMatchObject({ hours: 80, rate: 25 });
    expect(r.fields).toMatchObject({ grossPay: 2000, totalDeductions: 453, netPay: 1547, ytdNetPay: 7735 });
  });

  it('reads a line printer stub whose lines print the year to date behind a marker', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [[40, 'EARNINGS']],
          [
            [50, 'REGULAR PAY'],
            [170, '80.00 HRS @ 25.0000'],
            [320, '2,000.00'],
            [380, 'YTD:'],
            [420, '10,000.00'],
          ],
          [
            [190, 'GROSS PAY'],
            [320, '2,000.00'],
            [380, 'YTD:'],
            [420, '10,000.00'],
          ],
          [[40, 'TAXES']],
          [
            [50, 'FEDERAL INCOME TAX'],
            [330, '200.00'],
            [380, 'YTD:'],
            [420, '1,000.00'],
          ],
          [
            [190, 'TOTAL DEDUCTIONS'],
            [330, '200.00'],
            [380, 'YTD:'],
            [420, '1,000.00'],
          ],
          [
            [190, 'NET PAY'],
            [320, '1,800.00'],
            [380, 'YTD:'],
            [425, '9,000.00'],
          ],
        ],
      }),
    );
    expect(
      r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount, i.hours, i.rate]),
    ).toEqual([
      ['earning', 'REGULAR PAY', 2000, 10000, 80, 25],
      ['deduction', 'FEDERAL INCOME TAX', 200, 1000, null, null],
    ]);
    expect(r.fields).toMatchObject({ ytdGrossPay: 10000, ytdDeductions: 1000, ytdNetPay: 9000 });
  });

  it('reads summary boxes with figures stacked under captions, and the period from captions over values', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [
            [40, 'Harbor Tools Inc.'],
            [430, 'Net Pay $1,800.00'],
          ],
          [[460, 'Mar 19, 2025']],
          [[40, '12 Dock Street']],
          [[40, 'Portland, ME 04101']],
          null,
          [
            [40, 'Employee'],
            [200, 'Period Start'],
            [300, 'Period End'],
          ],
          [
            [40, 'Dana Reyes'],
            [200, '03/01/2025'],
            [300, '03/14/2025'],
          ],
          null,
          [
            [40, 'Gross pay'],
            [200, 'Taxes'],
            [300, 'Net pay'],
          ],
          [
            [40, '2,000.00'],
            [200, '200.00'],
            [300, '1,800.00'],
          ],
          [
            [40, 'YTD 10,000.00'],
            [200, 'YTD 1,000.00'],
            [300, 'YTD 9,000.00'],
          ],
          null,
          [
            [40, 'Earnings'],
            [140, 'This Period'],
            [210, 'YTD'],
            [280, 'Taxes'],
            [400, 'This Period'],
            [470, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [140, '2,000.00'],
            [200, '10,000.00'],
            [280, 'Federal Income Tax'],
            [410, '200.00'],
            [465, '1,000.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      employerAddress: '12 Dock Street, Portland, ME 04101',
      payPeriodStartDate: '2025-03-01',
      payPeriodEndDate: '2025-03-14',
      netPay: 1800,
      ytdNetPay: 9000,
    });
    expect(r.lineItems?.map((i) => [i.description, i.amount, i.ytdAmount])).toEqual([
      ['Regular Pay', 2000, 10000],
      ['Federal Income Tax', 200, 1000],
    ]);
  });
});

describe('parsePayslip on scans of decision 197 presentations', () => {
  it("takes a total row whose words a scan glued ('Grosspay') as a total, not an earning", () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earnings'],
            [200, 'Current'],
            [300, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [200, '2,000.00'],
            [290, '10,000.00'],
          ],
          [
            [40, 'Grosspay'],
            [200, '2,000.00'],
            [290, '10,000.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.description)).toEqual(['Regular Pay']);
    expect(r.fields).toMatchObject({ grossPay: 2000, ytdGrossPay: 10000 });
  });

  it('keeps a line printer line whose year-to-date figure a scan garbled, without that figure', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [[40, 'TAXES']],
          [
            [50, 'FEDERAL INCOME TAX'],
            [330, '200.00'],
            [380, 'YTD:'],
            [420, '1,000.00'],
          ],
          [
            [50, 'STATE INCOME TAX'],
            [330, '109.84'],
            [380, 'YTD:'],
            [420, '54ST .31'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => [i.description, i.amount, i.ytdAmount])).toEqual([
      ['FEDERAL INCOME TAX', 200, 1000],
      ['STATE INCOME TAX', 109.84, null],
    ]);
  });

  it("keeps a scan's garbled code title ('Earn Cod') glued to 'Pay Type' a column of its own", () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earn Cod'],
            [85, 'Pay Type'],
            [200, 'Current'],
            [300, 'YTD'],
          ],
          [
            [40, 'REG'],
            [85, 'Regular Pay'],
            [200, '2,000.00'],
            [290, '10,000.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.description)).toEqual(['Regular Pay']);
  });

  it("reads the YTD row of a summary grid whose 'This Period' row title a scan garbled", () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earnings'],
            [200, 'Current'],
            [300, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [200, '2,000.00'],
            [290, '10,000.00'],
          ],
          [
            [40, 'Taxes'],
            [200, 'Current'],
            [300, 'YTD'],
          ],
          [
            [40, 'Federal Income Tax'],
            [205, '200.00'],
            [295, '1,000.00'],
          ],
          null,
          [[40, 'Pay Summary']],
          [
            [170, 'Gross Earnings'],
            [330, 'Taxes'],
            [480, 'Net Pay'],
          ],
          [
            [45, 'ThagenP d'],
            [200, '2'],
            [330, '200.00'],
            [480, '1,800.00'],
          ],
          [
            [45, 'YTD'],
            [190, '10,000.00'],
            [320, '1,000.00'],
            [475, '9,000.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ grossPay: 2000, ytdGrossPay: 10000, ytdNetPay: 9000 });
  });
});

describe('parsePayslip on OCR text', () => {
  it("reads an amount whose point OCR read as a colon ('8457:31') as the amount, not as the description's", () => {
    const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
    const r = parsePayslip(
      ocrDoc([
        [w('Deductions', 40), w('Current', 300), w('YTD', 420)],
        [w('Federal', 40), w('Income', 80), w('Tax', 115), w('195.26', 305), w('9,346.32', 410)],
        [w('State', 40), w('Income', 70), w('Tax', 105), w('109.84', 305), w('8457:31', 415)],
      ]),
    );
    expect(r.lineItems?.map((i) => [i.description, i.amount, i.ytdAmount])).toEqual([
      ['Federal Income Tax', 195.26, 9346.32],
      ['State Income Tax', 109.84, 8457.31],
    ]);
  });

  it('reads a total whose year-to-date figure follows a marker on its line, under titled tables', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earnings'],
            [200, 'Current'],
            [300, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [200, '2,000.00'],
            [290, '10,000.00'],
          ],
          null,
          null,
          null,
          null,
          [
            [40, 'Gross Pay'],
            [200, '2,000.00'],
            [260, 'YTD:'],
            [290, '10,000.00'],
          ],
          [
            [40, 'Net Pay'],
            [200, '1,800.00'],
            [260, 'YTD:'],
            [295, '9,000.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ grossPay: 2000, ytdGrossPay: 10000, netPay: 1800, ytdNetPay: 9000 });
  });
});
