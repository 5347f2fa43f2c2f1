// Pay stub readings that do not depend on one layout, found on tuned scans (decision 212): a row
// of period titles closes the table above it, totals named "YTD Gross" are no line items, an
// amount OCR ran into the next column's words, garbled captions.
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

  it("splits an amount OCR ran into the next column's words, and repairs one misread digit of the hours by hours × rate", () => {
    const r = parsePayslip(
      ocrDoc([
        [['Harbor Tools Inc.', 40, 0.95]],
        [['12 Dock Street', 40, 0.95]],
        [['Portland, ME 04101', 40, 0.95]],
        [
          ['Employee: Dana Reyes', 40, 0.95],
          ['Employee ID: E2231', 330, 0.95],
        ],
        [
          ['Earnings', 30, 0.95],
          ['Hours', 150, 0.95],
          ['Rate', 210, 0.95],
          ['Current', 265, 0.95],
          ['YTD', 345, 0.95],
          ['Deductions', 400, 0.95],
          ['Current', 520, 0.95],
          ['YTD', 580, 0.95],
        ],
        [
          ['Regular Pay', 30, 0.95],
          ['30.00', 150, 0.9],
          ['25.00', 210, 0.95],
          ['2,000.00', 265, 0.95],
          ['10,000.00 Federal Income Tax', 330, 0.9],
          ['200.00', 520, 0.95],
          ['1,000.00', 555, 0.95],
        ],
        [
          ['Social Security', 400, 0.95],
          ['124.00', 520, 0.95],
          ['620.00', 565, 0.95],
        ],
        [
          ['Gross Pay', 30, 0.95],
          ['2,000.00', 265, 0.95],
          ['10,000.00', 330, 0.95],
          ['Total Deductions', 400, 0.95],
          ['324.00', 520, 0.95],
          ['1,620.00', 555, 0.95],
        ],
      ]),
    );
    expect(r.lineItems).toMatchObject([
      { description: 'Regular Pay', hours: 80, rate: 25, amount: 2000, ytdAmount: 10000 },
      { description: 'Federal Income Tax', amount: 200, ytdAmount: 1000 },
      { description: 'Social Security', amount: 124, ytdAmount: 620 },
    ]);
    expect(r.provenance?.['lineItems[0].hours']).toBe('repaired');
    expect(r.fields).toMatchObject({ grossPay: 2000, totalDeductions: 324, ytdGrossPay: 10000 });
  });

  it('reads a garbled amount as unread (not description) and gives it back from the printed total; a lone digit is no total', () => {
    const r = parsePayslip(
      ocrDoc([
        [['Harbor Tools Inc.', 40, 0.95]],
        [['12 Dock Street', 40, 0.95]],
        [['Portland, ME 04101', 40, 0.95]],
        [
          ['Employee: Dana Reyes', 40, 0.95],
          ['Employee ID: E2231', 330, 0.95],
        ],
        [
          ['Description', 40, 0.95],
          ['Current', 400, 0.95],
          ['Year to Date', 500, 0.95],
        ],
        [['EARNINGS', 40, 0.95]],
        [
          ['Regular Pay', 40, 0.95],
          ['2,000.00', 400, 0.95],
          ['10,000.00', 500, 0.95],
        ],
        [['DEDUCTIONS', 40, 0.95]],
        [
          ['Federal Income Tax', 40, 0.95],
          ['200.00', 405, 0.95],
          ['1,000.00', 510, 0.95],
        ],
        [
          ['Medicare', 40, 0.95],
          ['29.00', 410, 0.95],
          ['TAT.00', 515, 0.4],
        ],
        [
          ['Total Deductions', 40, 0.95],
          ['4', 420, 0.3],
          ['1,145.00', 510, 0.95],
        ],
        [
          ['Net Pay', 40, 0.95],
          ['1,771.00', 400, 0.95],
          ['8,855.00', 500, 0.95],
        ],
      ]),
    );
    expect(r.lineItems![2]).toMatchObject({ description: 'Medicare', amount: 29, ytdAmount: 145 });
    expect(r.provenance?.['lineItems[2].ytdAmount']).toBe('derived');
    expect(r.fields.totalDeductions).toBe(229);
  });

  it("takes an identifier on the employee name's line when its caption was garbled", () => {
    const r = parsePayslip(
      ocrDoc([
        [['Harbor Tools Inc.', 40, 0.95]],
        [['12 Dock Street', 40, 0.95]],
        [['Portland, ME 04101', 40, 0.95]],
        [
          ['Name', 40, 0.9],
          ['gael', 300, 0.3],
        ],
        [
          ['Dana Reyes', 40, 0.95],
          ['EMP-2231', 300, 0.95],
        ],
      ]),
    );
    expect(r.fields.employeeName).toBe('Dana Reyes');
    expect(r.fields.employeeId).toBe('EMP-2231');
  });

  it('knows a code column whose title was garbled by its values: codes are no part of the descriptions', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          ...head,
          [
            [40, 'Earn Coddarnings'],
            [300, 'Current'],
            [400, 'YTD'],
          ],
          [
            [40, 'REG'],
            [80, 'Regular Pay'],
            [295, '2,000.00'],
            [385, '10,000.00'],
          ],
          [
            [40, 'OVT'],
            [80, 'Overtime'],
            [300, '150.00'],
            [395, '600.00'],
          ],
          [
            [80, 'Total Earnings'],
            [295, '2,150.00'],
            [385, '10,600.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems!.map((i) => i.description)).toEqual(['Regular Pay', 'Overtime']);
  });

  it('reads the name under a caption a scan glued ("(EmployeeName") and the one date range whose caption was lost', () => {
    const r = parsePayslip(
      ocrDoc([
        [['Harbor Tools Inc.', 40, 0.95]],
        [['12 Dock Street', 40, 0.95]],
        [['Portland, ME 04101', 40, 0.95]],
        [
          ['(EmployeeName', 40, 0.6],
          ['Check', 400, 0.6],
        ],
        [
          ['Dana Reyes', 40, 0.95],
          ['Mar 01, 2025 - Mar 14, 2025', 200, 0.95],
          ['Mar 19, 2025', 400, 0.95],
        ],
      ]),
    );
    expect(r.fields).toMatchObject({
      employeeName: 'Dana Reyes',
      payPeriodStartDate: '2025-03-01',
      payPeriodEndDate: '2025-03-14',
    });
  });

  it('reads the rows of a scan that lost every column title by the shape of their amounts', () => {
    const r = parsePayslip(
      ocrDoc([
        [['Harbor Tools Inc.', 40, 0.95]],
        [['12 Dock Street', 40, 0.95]],
        [['Portland, ME 04101', 40, 0.95]],
        [['Employee: Dana Reyes', 40, 0.95]],
        [['EARNINGS', 40, 0.9]],
        [
          ['Regular Pay', 40, 0.9],
          ['80.00', 200, 0.9],
          ['25.00', 260, 0.9],
          ['2,000.00', 380, 0.9],
          ['10,000.00', 480, 0.9],
        ],
        [['TAXES AND DEDUCTIONS', 40, 0.9]],
        [
          ['Federal Income Tax', 40, 0.9],
          ['200.00', 390, 0.9],
          ['1,000.00', 485, 0.9],
        ],
        [
          ['Dental Insurance', 40, 0.9],
          ['10.00', 395, 0.9],
          ['50.00', 495, 0.9],
        ],
        [
          ['Net Pay', 40, 0.9],
          ['1,790.00', 380, 0.9],
          ['8,950.00', 480, 0.9],
        ],
      ]),
    );
    expect(r.lineItems).toMatchObject([
      {
        itemType: 'earning',
        description: 'Regular Pay',
        hours: 80,
        rate: 25,
        amount: 2000,
        ytdAmount: 10000,
      },
      { itemType: 'deduction', description: 'Federal Income Tax', amount: 200, ytdAmount: 1000 },
      { itemType: 'deduction', description: 'Dental Insurance', amount: 10, ytdAmount: 50 },
    ]);
    expect(r.fields).toMatchObject({ grossPay: 2000, netPay: 1790, totalDeductions: 210 });
    expect(r.warnings?.some((w) => /No column titles/.test(w))).toBe(true);
  });
});
