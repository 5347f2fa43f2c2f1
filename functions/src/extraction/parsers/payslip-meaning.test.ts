// Payslips read by meaning (decision 172): tables typed by their headings, columns named by their
// titles wherever they stand, excluded blocks skipped, and readings chosen by the pay arithmetic.
import { describe, expect, it } from 'vitest';
import { generateDocument } from '../../../test-support/extraction/generator/generate';
import { tunedFamilies } from '../../../test-support/extraction/generator/grammar/index';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { runChecks } from '../checks/registry';
import { readDocument } from '../read/read-document';
import { scoreDocument } from '../score';
import { parsePayslip } from './payslip';

const items = (r: ReturnType<typeof parsePayslip>) =>
  r.lineItems?.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount, i.deductionCategory]);

describe('parsePayslip reads tables by meaning', () => {
  it('reads year-to-date printed before current by the column titles', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Acme Widgets Inc.']],
          [[40, 'EARNINGS']],
          [
            [40, 'Description'],
            [340, 'YTD'],
            [450, 'Current'],
          ],
          [
            [40, 'Salary'],
            [330, '12,000.00'],
            [450, '3,000.00'],
          ],
          [[40, 'DEDUCTIONS']],
          [
            [40, 'Description'],
            [340, 'YTD'],
            [450, 'Current'],
          ],
          [
            [40, 'Federal Income Tax'],
            [330, '1,600.00'],
            [460, '400.00'],
          ],
        ],
      }),
    );
    expect(items(r)).toEqual([
      ['earning', 'Salary', 3000, 12000, null],
      ['deduction', 'Federal Income Tax', 400, 1600, 'taxes'],
    ]);
  });

  it('types a taxes table printed first by its heading, skips employer-paid benefits and reads the summary boxes', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Acme Widgets Inc.']],
          [[40, 'TAXES']],
          [
            [40, 'Item'],
            [340, 'Amount'],
            [450, 'YTD'],
          ],
          [
            [40, 'Federal Income Tax'],
            [340, '400.00'],
            [440, '1,600.00'],
          ],
          [
            [40, 'Social Security'],
            [340, '186.00'],
            [450, '744.00'],
          ],
          [[40, 'Earnings']],
          [
            [40, 'Description'],
            [340, 'Amount'],
            [450, 'YTD'],
          ],
          [
            [40, 'Salary'],
            [330, '3,000.00'],
            [440, '12,000.00'],
          ],
          null,
          [
            [40, 'Summary'],
            [300, 'Year to Date'],
          ],
          [
            [40, 'Gross Pay'],
            [200, 'USD 3,000.00'],
            [300, 'Year-to-Date Gross'],
            [450, 'USD 12,000.00'],
          ],
          [
            [40, 'Deductions'],
            [210, 'USD 586.00'],
            [300, 'YTD Deductions'],
            [455, 'USD 2,344.00'],
          ],
          [
            [40, 'Net Pay'],
            [200, 'USD 2,414.00'],
            [300, 'Year-to-Date Net'],
            [455, 'USD 9,656.00'],
          ],
          [[40, 'Employer Paid Benefits']],
          [
            [40, 'Description'],
            [340, 'Amount'],
            [450, 'YTD'],
          ],
          [
            [40, '401(k) Employer Match'],
            [340, '90.00'],
            [450, '360.00'],
          ],
        ],
      }),
    );
    expect(items(r)).toEqual([
      ['deduction', 'Federal Income Tax', 400, 1600, 'taxes'],
      ['deduction', 'Social Security', 186, 744, 'taxes'],
      ['earning', 'Salary', 3000, 12000, null],
    ]);
    expect(r.fields).toMatchObject({
      grossPay: 3000,
      totalDeductions: 586,
      netPay: 2414,
      ytdGrossPay: 12000,
      ytdDeductions: 2344,
      ytdNetPay: 9656,
    });
    expect(runChecks('payslip', r).every((c) => c.passed)).toBe(true);
  });

  it('names columns from a period title grouped above them ("This Period" over Hours/Rate/Earnings)', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'EARNINGS']],
          [
            [290, 'This Period'],
            [500, 'YTD'],
          ],
          [
            [40, 'Earnings'],
            [280, 'Units'],
            [340, 'Pay Rate'],
            [430, 'Earnings'],
            [510, 'Amount'],
          ],
          [
            [40, 'Regular Pay'],
            [280, '80.00'],
            [345, '25.00'],
            [430, '2000.00'],
            [505, '10000.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems).toEqual([
      expect.objectContaining({
        description: 'Regular Pay',
        amount: 2000,
        ytdAmount: 10000,
        hours: 80,
        rate: 25,
      }),
    ]);
  });

  it('keeps a code column and merged column titles out of the descriptions', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [
            [40, 'Code'],
            [90, 'Description'],
            [330, 'Current Amount YTD Amount'],
          ],
          [[90, 'Earnings']],
          [
            [40, 'REG'],
            [90, 'Regular Pay'],
            [330, '2,000.00'],
            [405, '8,000.00'],
          ],
          [[90, 'Deductions']],
          [
            [40, 'FIT'],
            [90, 'Federal Income Tax'],
            [340, '200.00'],
            [410, '800.00'],
          ],
        ],
      }),
    );
    expect(items(r)).toEqual([
      ['earning', 'Regular Pay', 2000, 8000, null],
      ['deduction', 'Federal Income Tax', 200, 800, 'taxes'],
    ]);
  });

  it('types untitled lines by the split that makes gross and total deductions add up', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [
            [40, 'Description'],
            [340, 'Current'],
            [450, 'YTD'],
          ],
          [
            [40, 'Salary'],
            [330, '3,000.00'],
            [440, '12,000.00'],
          ],
          [
            [40, 'Referral Award'],
            [340, '450.00'],
            [450, '450.00'],
          ],
          [
            [40, 'Federal Income Tax'],
            [340, '400.00'],
            [440, '1,600.00'],
          ],
          [
            [40, 'Parking'],
            [340, '125.00'],
            [450, '500.00'],
          ],
          null,
          [
            [40, 'Gross Pay:'],
            [200, '3,450.00'],
          ],
          [
            [40, 'Total Deductions:'],
            [210, '525.00'],
          ],
          [
            [40, 'Net Pay:'],
            [200, '2,925.00'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => [i.description, i.itemType])).toEqual([
      ['Salary', 'earning'],
      ['Referral Award', 'earning'],
      ['Federal Income Tax', 'deduction'],
      ['Parking', 'deduction'],
    ]);
  });
});

describe("parsePayslip places a row's numbers one to a column", () => {
  it('keeps the current amount when both numbers sit nearer the year-to-date title', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'EARNINGS']],
          [
            [40, 'Description'],
            [340, 'Current'],
            [400, 'YTD'],
          ],
          [
            [40, 'Salary'],
            [380, '2,000.00'],
            [440, '8,000.00'],
          ],
        ],
      }),
    );
    expect(items(r)).toEqual([['earning', 'Salary', 2000, 8000, null]]);
  });
});

describe('parsePayslip keeps a line with nothing this period', () => {
  it('reads a line with only a year-to-date figure, its current amount not printed', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'EARNINGS']],
          [
            [40, 'Description'],
            [340, 'Current'],
            [450, 'YTD'],
          ],
          [
            [40, 'Salary'],
            [330, '2,000.00'],
            [440, '8,000.00'],
          ],
          [
            [40, 'Holiday Pay'],
            [450, '480.00'],
          ],
        ],
      }),
    );
    expect(items(r)).toEqual([
      ['earning', 'Salary', 2000, 8000, null],
      ['earning', 'Holiday Pay', null, 480, null],
    ]);
    expect(r.fields.grossPay).toBe(2000);
  });
});

describe('parsePayslip header fields by caption', () => {
  it('reads an employee number under its caption, not a state code before a ZIP, and no employer from a block title', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Juniper Retail Holdings']],
          [[40, '12 Main St']],
          [[40, 'Boise, ID 83702']],
          [
            [40, 'Name'],
            [300, 'Employee Number'],
          ],
          [
            [40, 'Luis Hill'],
            [300, '654895'],
          ],
          [[40, 'Employer Paid Benefits']],
          [
            [40, 'Description'],
            [340, 'Amount'],
            [450, 'YTD'],
          ],
          [
            [40, '401(k) Employer Match'],
            [340, '90.00'],
            [450, '360.00'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      employeeName: 'Luis Hill',
      employeeId: '654895',
      employerName: 'Juniper Retail Holdings',
    });
    expect(r.lineItems).toEqual([]);
  });

  it('reads a check stub printed above the letterhead: the payee after "Pay to the order of", the employer with its address', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'THIS IS NOT A CHECK']],
          [
            [40, 'Check No.'],
            [180, '004512'],
            [260, 'Pay to the order of'],
            [420, 'DMITRI BERGSTROM'],
          ],
          [],
          [[40, 'Golden Gate Analytics Inc.']],
          [[40, '1004 Lake Rd']],
          [[40, 'Tampa, FL 33602']],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      employeeName: 'DMITRI BERGSTROM',
      employerName: 'Golden Gate Analytics Inc.',
      employerAddress: '1004 Lake Rd, Tampa, FL 33602',
    });
  });
});

describe('parsePayslip totals by arithmetic', () => {
  it("takes a summary's 'Deductions' column beside a 'Taxes' column for a part: the deduction lines make gross - net", () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Ironwood Construction Corp.']],
          [[40, '7108 Lake Pl']],
          [[40, 'Salt Lake City, UT 84111']],
          [
            [40, 'Code'],
            [90, 'Item'],
            [380, 'Current Amount'],
            [480, 'YTD'],
          ],
          [[90, 'EARNINGS']],
          [
            [40, 'REG'],
            [90, 'Regular Pay'],
            [400, '4,315.18'],
            [480, '13,371.34'],
          ],
          [[90, 'Taxes and Deductions']],
          [
            [40, 'FIT'],
            [90, 'Federal Income Tax'],
            [406, '715.28'],
            [486, '2,213.51'],
          ],
          [
            [40, 'SS'],
            [90, 'Social Security'],
            [406, '262.11'],
            [486, '815.09'],
          ],
          [],
          [[40, 'Summary']],
          [
            [120, 'Gross Pay'],
            [220, 'Employee Taxes'],
            [340, 'Deductions'],
            [450, 'NET PAY'],
          ],
          [
            [40, 'Current'],
            [130, '4,315.18'],
            [240, '977.39'],
            [360, '0.00'],
            [460, '3,337.79'],
          ],
          [
            [40, 'YTD'],
            [124, '13,371.34'],
            [234, '3,028.60'],
            [360, '0.00'],
            [454, '10,342.74'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      grossPay: 4315.18,
      netPay: 3337.79,
      totalDeductions: 977.39,
      ytdDeductions: 3028.6,
    });
  });
  it("reads 'Take Home' as net pay and takes no column title beside 'Employee Taxes' for the employee", () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Orchard Payroll Inc.']],
          [[40, '12 Main St']],
          [[40, 'Boise, ID 83702']],
          [
            [40, 'Name'],
            [300, 'Employee Number'],
          ],
          [
            [40, 'John Martin'],
            [300, '654895'],
          ],
          [[40, 'Pay Summary']],
          [
            [120, 'Gross Earnings'],
            [220, 'Employee Taxes'],
            [340, 'Benefits & Deductions'],
            [470, 'Take Home'],
          ],
          [
            [40, 'This Period'],
            [130, '5,559.29'],
            [240, '1,120.20'],
            [360, '54.38'],
            [470, '4,384.71'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ employeeName: 'John Martin', grossPay: 5559.29, netPay: 4384.71 });
  });
});

describe('parsePayslip beside a payroll summary whose last title is "Take Home"', () => {
  it('takes the mailing block\'s name, not the "Take Home" title beside "Employee Taxes"', () => {
    const r = parsePayslip(
      makeDoc({
        rows: [
          [[40, 'Orchard Payroll Inc.']],
          [[40, '12 Main St']],
          [[40, 'Boise, ID 83702']],
          [
            [40, 'DMITRI THOMPSON'],
            [300, 'Employee Number: 153998'],
          ],
          [
            [40, '8581 Lincoln Pl'],
            [300, 'Pay Date: 06/01/2024'],
          ],
          [[40, 'Denver, CO 80202']],
          null,
          [[40, 'Pay Summary']],
          [
            [171, 'Gross Earnings'],
            [282, 'Employee Taxes Benefits & Deductions'],
            [528, 'Take Home'],
          ],
          [
            [40, 'This Period'],
            [202, '5,559.29'],
            [322, '1,120.20'],
            [433, '54.38'],
            [533, '4,384.71'],
          ],
        ],
      }),
    );
    expect(r.fields.employeeName).not.toBe('Take Home');
    expect(r.fields.netPay).toBe(4384.71);
  });
});

describe('parsePayslip on every tuned payslip family', () => {
  it('reads two documents of each family without a mistake', async () => {
    for (const family of tunedFamilies('payslip'))
      for (const seed of [211, 5003]) {
        const doc = await generateDocument({ type: 'payslip', family, seed });
        const text = await readDocument({ documentType: 'payslip', files: doc.files, maxPages: 5 });
        const score = scoreDocument(parsePayslip(text), doc.truth);
        expect(score.mismatches, `${family} seed ${seed}`).toEqual([]);
      }
  }, 60_000);
});
