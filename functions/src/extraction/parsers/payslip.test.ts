import { describe, expect, it } from 'vitest';
import { runChecks } from '../checks/registry';
import { generateDocument, LAYOUT_COUNT } from '../../../test-support/extraction/generator/generate';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { readDocument } from '../read/read-document';
import { scoreDocument } from '../score';
import { parsePayslip } from './payslip';

describe('parsePayslip on stacked earnings and deductions tables', () => {
  const doc = makeDoc({
    rows: [
      [
        [40, 'Acme Widgets Inc.'],
        [400, 'PAY STATEMENT'],
      ],
      [[40, '100 Main Street']],
      [[40, 'Springfield, IL 62704']],
      null,
      [
        [40, 'Employee Name:'],
        [140, 'Jane Doe'],
        [330, 'Employee ID: E12345'],
      ],
      [
        [40, 'Pay Period:'],
        [140, '01/01/2025 - 01/15/2025'],
        [330, 'Pay Date:'],
        [420, '01/20/2025'],
      ],
      [
        [40, 'Pay Frequency:'],
        [140, 'Bi-Weekly'],
      ],
      null,
      [[40, 'EARNINGS']],
      [
        [40, 'Description'],
        [200, 'Rate'],
        [260, 'Hours'],
        [340, 'Current'],
        [450, 'YTD'],
      ],
      [
        [40, 'Regular'],
        [200, '25.00'],
        [260, '80.00'],
        [340, '2,000.00'],
        [450, '2,000.00'],
      ],
      [
        [40, 'Overtime'],
        [200, '37.50'],
        [265, '4.00'],
        [350, '150.00'],
        [460, '150.00'],
      ],
      [
        [40, 'Gross Pay'],
        [340, '2,150.00'],
        [450, '2,150.00'],
      ],
      null,
      [[40, 'DEDUCTIONS']],
      [
        [40, 'Description'],
        [340, 'Current'],
        [450, 'YTD'],
      ],
      [
        [40, 'Federal Income Tax'],
        [350, '215.00'],
        [460, '215.00'],
      ],
      [
        [40, '401(k)'],
        [350, '100.00'],
        [460, '100.00'],
      ],
      [
        [40, 'Union Dues'],
        [355, '20.00'],
        [465, '20.00'],
      ],
      [
        [40, 'Total Deductions'],
        [350, '335.00'],
        [460, '335.00'],
      ],
      null,
      [
        [40, 'Net Pay'],
        [340, '1,815.00'],
        [450, '1,815.00'],
      ],
    ],
  });
  const parsed = parsePayslip(doc);

  it('reads identity, period and totals', () => {
    expect(parsed.fields).toEqual({
      employeeName: 'Jane Doe',
      employeeId: 'E12345',
      employerName: 'Acme Widgets Inc.',
      employerAddress: '100 Main Street, Springfield, IL 62704',
      payPeriodStartDate: '2025-01-01',
      payPeriodEndDate: '2025-01-15',
      payDate: '2025-01-20',
      payFrequency: 'biweekly',
      grossPay: 2150,
      netPay: 1815,
      totalDeductions: 335,
      ytdGrossPay: 2150,
      ytdDeductions: 335,
      ytdNetPay: 1815,
    });
  });

  it('types and categorises line items, with hours and rate mapped by title', () => {
    expect(parsed.lineItems).toEqual([
      {
        itemType: 'earning',
        description: 'Regular',
        category: null,
        amount: 2000,
        ytdAmount: 2000,
        hours: 80,
        rate: 25,
        deductionCategory: null,
      },
      {
        itemType: 'earning',
        description: 'Overtime',
        category: null,
        amount: 150,
        ytdAmount: 150,
        hours: 4,
        rate: 37.5,
        deductionCategory: null,
      },
      {
        itemType: 'deduction',
        description: 'Federal Income Tax',
        category: null,
        amount: 215,
        ytdAmount: 215,
        hours: null,
        rate: null,
        deductionCategory: 'taxes',
      },
      {
        itemType: 'deduction',
        description: '401(k)',
        category: null,
        amount: 100,
        ytdAmount: 100,
        hours: null,
        rate: null,
        deductionCategory: 'benefits',
      },
      {
        itemType: 'deduction',
        description: 'Union Dues',
        category: null,
        amount: 20,
        ytdAmount: 20,
        hours: null,
        rate: null,
        deductionCategory: 'other',
      },
    ]);
    expect(runChecks('payslip', parsed).every((c) => c.passed)).toBe(true);
  });
});

describe('parsePayslip on side-by-side tables and a Current/YTD totals grid', () => {
  it('splits the sections by their titles and reads totals under their titles', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'NORTHWIND TRADERS LLC']],
        [
          [40, 'EMPLOYEE: SAM LEE'],
          [250, 'EMP ID: 778899'],
        ],
        [
          [40, 'PERIOD: 2025-03-01 TO 2025-03-31'],
          [250, 'CHECK DATE: 2025-04-02'],
          [420, 'FREQ: MONTHLY'],
        ],
        null,
        [
          [150, 'GROSS PAY'],
          [280, 'DEDUCTIONS'],
          [410, 'NET PAY'],
        ],
        [
          [40, 'CURRENT'],
          [160, '5,000.00'],
          [290, '1,200.00'],
          [420, '3,800.00'],
        ],
        [
          [40, 'YTD'],
          [160, '15,000.00'],
          [290, '3,600.00'],
          [420, '11,400.00'],
        ],
        null,
        [
          [40, 'Earnings'],
          [150, 'Current'],
          [220, 'YTD'],
          [300, 'Deductions'],
          [430, 'Current'],
          [510, 'YTD'],
        ],
        [
          [40, 'Salary'],
          [150, '5,000.00'],
          [220, '15,000.00'],
          [300, 'Medicare'],
          [440, '-72.50'],
          [515, '217.50'],
        ],
        [
          [300, 'Social Security'],
          [435, '-310.00'],
          [515, '930.00'],
        ],
        [
          [300, 'Dental Insurance'],
          [435, '-817.50'],
          [505, '2,452.50'],
        ],
      ],
    });
    const parsed = parsePayslip(doc);
    expect(parsed.fields).toMatchObject({
      employeeName: 'SAM LEE',
      employeeId: '778899',
      employerName: 'NORTHWIND TRADERS LLC',
      payPeriodStartDate: '2025-03-01',
      payPeriodEndDate: '2025-03-31',
      payDate: '2025-04-02',
      payFrequency: 'monthly',
      grossPay: 5000,
      totalDeductions: 1200,
      netPay: 3800,
      ytdGrossPay: 15000,
      ytdDeductions: 3600,
      ytdNetPay: 11400,
    });
    expect(
      parsed.lineItems?.map((r) => [r.itemType, r.description, r.amount, r.ytdAmount, r.deductionCategory]),
    ).toEqual([
      ['earning', 'Salary', 5000, 15000, null],
      ['deduction', 'Medicare', 72.5, 217.5, 'taxes'],
      ['deduction', 'Social Security', 310, 930, 'taxes'],
      ['deduction', 'Dental Insurance', 817.5, 2452.5, 'benefits'],
    ]);
    expect(runChecks('payslip', parsed).every((c) => c.passed)).toBe(true);
  });

  it('derives totals from the lines when none are printed and warns without a table', () => {
    const noTotals = parsePayslip(
      makeDoc({
        rows: [
          [
            [40, 'Item'],
            [200, 'Type'],
            [330, 'This pay'],
            [450, 'Year to date'],
          ],
          [
            [40, 'Salary'],
            [200, 'Earning'],
            [330, '1,000.00'],
            [450, '4,000.00'],
          ],
          [
            [40, 'State Tax'],
            [200, 'Deduction'],
            [340, '-50.00'],
            [460, '200.00'],
          ],
        ],
      }),
    );
    expect(noTotals.fields).toMatchObject({ grossPay: 1000, totalDeductions: 50, netPay: 950 });
    expect(noTotals.fieldConfidence.netPay).toBeLessThan(0.6);
    expect(parsePayslip(makeDoc({ rows: [[[40, 'Hello']]] })).warnings).toContain(
      'No earnings or deductions table was found.',
    );
  });
});

describe('parsePayslip on generated payslip PDFs read through pdfjs', () => {
  it('extracts every layout with field F1 of at least 0.95', async () => {
    for (let layout = 0; layout < LAYOUT_COUNT.payslip; layout++) {
      const generated = await generateDocument({ type: 'payslip', layout, seed: 31 + layout });
      const text = await readDocument({ documentType: 'payslip', files: generated.files, maxPages: 10 });
      const score = scoreDocument(parsePayslip(text), generated.truth);
      expect(
        score.f1,
        `${generated.id} ${JSON.stringify(score.mismatches.slice(0, 5))}`,
      ).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('parsePayslip on a scan that lost a decimal point', () => {
  it('repairs the one deduction that makes the deductions add up again, and says so', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Acme Widgets Inc.']],
        [
          [40, 'Pay Date:'],
          [140, '01/20/2025'],
        ],
        null,
        [[40, 'EARNINGS']],
        [
          [40, 'Description'],
          [340, 'Current'],
          [450, 'YTD'],
        ],
        [
          [40, 'Regular'],
          [340, '2,000.00'],
          [450, '2,000.00'],
        ],
        [
          [40, 'Gross Pay'],
          [340, '2,000.00'],
          [450, '2,000.00'],
        ],
        null,
        [[40, 'DEDUCTIONS']],
        [
          [40, 'Description'],
          [340, 'Current'],
          [450, 'YTD'],
        ],
        [
          [40, 'Federal Income Tax'],
          [350, '215.00'],
          [460, '215.00'],
        ],
        [
          [40, 'Union Dues'],
          [355, '2000'],
          [465, '20.00'],
        ],
        [
          [40, 'Total Deductions'],
          [350, '235.00'],
          [460, '235.00'],
        ],
        null,
        [
          [40, 'Net Pay'],
          [340, '1,765.00'],
          [450, '1,765.00'],
        ],
      ],
    });
    const text = parsePayslip(doc);
    expect(text.lineItems?.map((r) => r.amount)).toEqual([2000, 215, 2000]);
    expect(text.provenance).toEqual({});
    doc.pages[0]!.source = 'ocr';
    const scan = parsePayslip(doc);
    expect(scan.lineItems?.map((r) => r.amount)).toEqual([2000, 215, 20]);
    expect(scan.provenance).toEqual({ 'lineItems[2].amount': 'repaired' });
    expect(scan.fieldConfidence['lineItems[2].amount']).toBeLessThanOrEqual(0.6);
    expect(scan.warnings).toContain(
      'lineItems[2] read as 2000 was repaired to 20 so the pay arithmetic holds.',
    );
  });

  it('skips total lines ("CURRENT TOTAL"), net-pay deposits and time-off balances as line items', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Acme Widgets Inc.']],
        [[40, 'Employee: Jane Doe']],
        null,
        [
          [40, 'Earnings'],
          [300, 'Current'],
          [420, 'YTD'],
        ],
        [
          [40, 'Regular Pay'],
          [300, '2,000.00'],
          [420, '24,000.00'],
        ],
        [
          [40, 'CURRENT TOTAL'],
          [300, '2,000.00'],
          [420, '24,000.00'],
        ],
        [
          [40, 'Savings XXXX8517 Direct Deposit'],
          [300, '1,822.45'],
        ],
        [[40, 'Time Off']],
        [
          [40, 'Vacation'],
          [300, '7.14'],
          [420, '51.03'],
        ],
      ],
    });
    const r = parsePayslip(doc);
    expect(r.lineItems?.map((i) => i.description)).toEqual(['Regular Pay']);
  });
});

describe('parsePayslip with a year-to-date hours column and payroll programs\' column words', () => {
  it('keeps "YTD Hours" in its table, so the year-to-date amounts after it are read; "This Check" / "Total YTD" name the columns', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Harbor Lane Studio LLC'],
          [400, 'Earnings Statement'],
        ],
        [
          [40, 'Employee: Jane Doe'],
          [330, 'Pay Date: 01/20/2025'],
        ],
        null,
        [[40, 'Earnings']],
        [
          [40, 'Pay Type'],
          [190, 'Hours'],
          [240, 'Rate'],
          [300, 'This Check'],
          [380, 'YTD Hours'],
          [460, 'Total YTD'],
        ],
        [
          [40, 'Regular Pay'],
          [190, '40.00'],
          [240, '33.92'],
          [300, '1,356.80'],
          [380, '560.00'],
          [460, '19,225.44'],
        ],
        [
          [40, 'Overtime'],
          [190, '15.00'],
          [240, '50.88'],
          [300, '763.20'],
          [380, '225.00'],
          [460, '11,400.94'],
        ],
        null,
        [[40, 'Taxes']],
        [
          [40, 'Description'],
          [300, 'This Check'],
          [460, 'Total YTD'],
        ],
        [
          [40, 'Federal Income Tax'],
          [300, '311.45'],
          [460, '4,471.93'],
        ],
        null,
        [
          [40, 'Gross Pay'],
          [300, '2,120.00'],
        ],
        [
          [40, 'Net Pay'],
          [300, '1,808.55'],
        ],
      ],
    });
    const r = parsePayslip(doc);
    expect(r.lineItems).toMatchObject([
      { description: 'Regular Pay', amount: 1356.8, ytdAmount: 19225.44, hours: 40, rate: 33.92 },
      { description: 'Overtime', amount: 763.2, ytdAmount: 11400.94, hours: 15, rate: 50.88 },
      { description: 'Federal Income Tax', amount: 311.45, ytdAmount: 4471.93 },
    ]);
  });
});

describe('parsePayslip with the net pay closing the deductions table', () => {
  it('takes the year-to-date totals from the summary when the first "Net Pay" row prints none', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Harbor Lane Studio LLC'],
          [400, 'Earnings Statement'],
        ],
        [
          [40, 'Employee: Jane Doe'],
          [330, 'Pay Date: 03/07/2023'],
        ],
        null,
        [[40, 'EARNINGS']],
        [
          [40, 'description'],
          [200, 'hrs'],
          [250, 'pay rate'],
          [330, 'current'],
          [450, 'ytd'],
        ],
        [
          [40, 'Regular Pay'],
          [200, '86.67'],
          [250, '57.78'],
          [330, '5,007.79'],
          [450, '16,508.42'],
        ],
        null,
        [[40, 'DEDUCTIONS']],
        [
          [40, 'description'],
          [330, 'this period'],
          [450, 'ytd'],
        ],
        [[40, 'Statutory Deductions']],
        [
          [40, 'Federal Income Tax'],
          [330, '-984.02'],
          [450, '3,243.90'],
        ],
        [[40, 'Other Deductions']],
        [
          [40, '401(k) Contribution'],
          [330, '-382.55'],
          [450, '1,221.90'],
        ],
        [
          [40, 'Net Pay'],
          [330, '$3,641.22'],
        ],
        [
          [40, 'Checking 1'],
          [330, '-3,641.22'],
        ],
        [
          [40, 'Net Check'],
          [330, '$0.00'],
        ],
        null,
        [[40, 'Pay Summary']],
        [
          [150, 'Gross Pay'],
          [250, 'Taxes'],
          [350, 'Deductions'],
          [450, 'Net Pay'],
        ],
        [
          [40, 'This Period'],
          [150, '5,007.79'],
          [250, '984.02'],
          [350, '382.55'],
          [450, '3,641.22'],
        ],
        [
          [40, 'YTD'],
          [150, '16,508.42'],
          [250, '3,243.90'],
          [350, '1,221.90'],
          [450, '12,042.62'],
        ],
      ],
    });
    const r = parsePayslip(doc);
    expect(r.fields).toMatchObject({
      grossPay: 5007.79,
      netPay: 3641.22,
      totalDeductions: 1366.57,
      ytdGrossPay: 16508.42,
      ytdNetPay: 12042.62,
      ytdDeductions: 4465.8,
    });
  });
});
