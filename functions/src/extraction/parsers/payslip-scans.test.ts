// Pay stub readings that do not depend on one layout, found on tuned scans (decision 212): a row
// of period titles closes the table above it, totals named "YTD Gross" are no line items, an
// amount OCR ran into the next column's words, garbled captions.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
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

describe('parsePayslip: structure-independent readings (decision 212)', () => {
  it('ends a table at a row of period titles: the summary of totals under it gives no line items', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earnings'],
            [200, 'Current'],
            [270, 'YTD'],
            [320, 'Deductions'],
            [470, 'Current'],
            [540, 'YTD'],
          ],
          [
            [40, 'Regular Pay'],
            [195, '2,000.00'],
            [255, '10,000.00'],
            [320, 'Federal Income Tax'],
            [475, '200.00'],
            [530, '1,000.00'],
          ],
          [
            [320, 'Social Security'],
            [475, '124.00'],
            [535, '620.00'],
          ],
          [
            [40, 'This Period'],
            [320, 'Year to Date'],
          ],
          [
            [40, 'Total Gross'],
            [245, '2,000.00'],
            [320, 'YTD Gross'],
            [515, '10,000.00'],
          ],
          [
            [40, 'Deductions'],
            [250, '324.00'],
            [320, 'YTD Deductions'],
            [520, '1,620.00'],
          ],
          [
            [40, 'Take Home Pay'],
            [245, '1,676.00'],
            [320, 'Year-to-Date Net'],
            [520, '8,380.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems!.map((i) => i.description)).toEqual([
      'Regular Pay',
      'Federal Income Tax',
      'Social Security',
    ]);
    expect(r.fields).toMatchObject({
      grossPay: 2000,
      totalDeductions: 324,
      netPay: 1676,
      ytdGrossPay: 10000,
      ytdDeductions: 1620,
      ytdNetPay: 8380,
    });
  });
});
