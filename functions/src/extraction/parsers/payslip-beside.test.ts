// Pay stubs with blocks beside their tables (session 14): a block's titles printed beside a table
// that is still running are no header of that table, and the deposit voucher below is no deduction.
import { describe, expect, it } from 'vitest';
import { cellDocument as page, type Cell } from '../../../test-support/extraction/test-forms';
import { parsePayslip } from './payslip';

const HEAD: Cell[][] = [
  [['Harbor Tools Inc.', 40]],
  [
    ['Employee: Dana Reyes', 40],
    ['Employee ID: E2231', 330],
  ],
  [
    ['Pay Period: 03/01/2025 - 03/14/2025', 40],
    ['Check Date: 03/19/2025', 330],
  ],
];

describe('a pay stub with blocks beside its table', () => {
  it('reads the rows under a deposits block’s titles printed beside the table, and no deposit', () => {
    const r = parsePayslip(
      page([
        ...HEAD,
        [
          ['Earnings', 40],
          ['this period', 220],
          ['year to date', 270],
          ['Other Benefits and Information', 340],
          ['this period', 470],
          ['total to date', 530],
        ],
        [
          ['Regular', 40],
          ['2,000.00', 257, 'r'],
          ['10,000.00', 314, 'r'],
          ['Er 401K Match', 340],
          ['80.00', 513, 'r'],
          ['400.00', 574, 'r'],
        ],
        [
          ['Gross Pay', 40],
          ['2,000.00', 257, 'r'],
          ['10,000.00', 314, 'r'],
        ],
        [['Deductions Statutory', 40]],
        [
          ['Federal Income Tax', 40],
          ['-200.00', 257, 'r'],
          ['1,000.00', 314, 'r'],
        ],
        [
          ['Social Security Tax', 40],
          ['-124.00', 257, 'r'],
          ['620.00', 314, 'r'],
        ],
        [
          ['Deposits', 340],
          ['account number', 400],
          ['amount', 574, 'r'],
        ],
        [
          ['Medicare Tax', 40],
          ['-29.00', 257, 'r'],
          ['145.00', 314, 'r'],
          ['Checking', 340],
          ['XXXXXX7344', 400],
          ['1,647.00', 574, 'r'],
        ],
        [['Other', 40]],
        [
          ['Medical', 40],
          ['-100.00', 257, 'r'],
          ['500.00', 314, 'r'],
        ],
        [
          ['Total Deductions', 40],
          ['-453.00', 257, 'r'],
          ['2,265.00', 314, 'r'],
        ],
        [
          ['Net Pay', 40],
          ['1,547.00', 257, 'r'],
          ['7,735.00', 314, 'r'],
        ],
        [],
        [
          ['Deposited to the account of', 40],
          ['account number', 260],
          ['amount', 574, 'r'],
        ],
        [
          ['DANA REYES', 40],
          ['XXXXXX7344', 260],
          ['1,547.00', 574, 'r'],
        ],
      ]),
    );
    expect(r.fields.netPay).toBe(1547);
    expect(r.lineItems!.map((i) => [i.itemType, i.description, i.amount, i.ytdAmount])).toEqual([
      ['earning', 'Regular', 2000, 10000],
      ['deduction', 'Federal Income Tax', 200, 1000],
      ['deduction', 'Social Security Tax', 124, 620],
      ['deduction', 'Medicare Tax', 29, 145],
      ['deduction', 'Medical', 100, 500],
    ]);
  });

  it('reads on past a note printed beside the table and a sub-heading of its own', () => {
    const r = parsePayslip(
      page([
        ...HEAD,
        [
          ['Earnings', 40],
          ['this period', 220],
          ['year to date', 270],
          ['Other Benefits and Information', 340],
          ['this period', 470],
          ['total to date', 530],
        ],
        [
          ['Regular', 40],
          ['2,000.00', 257, 'r'],
          ['10,000.00', 314, 'r'],
          ['Sick Bal', 340],
          ['6.00', 513, 'r'],
        ],
        [['Deductions Statutory', 40]],
        [
          ['Federal Income Tax', 40],
          ['-200.00', 257, 'r'],
          ['1,000.00', 314, 'r'],
        ],
        [['Important Notes', 338]],
        [['Other', 40]],
        [
          ['Medical PPO', 40],
          ['-100.00', 257, 'r'],
          ['500.00', 314, 'r'],
        ],
        [
          ['Net Pay', 40],
          ['1,700.00', 257, 'r'],
          ['8,500.00', 314, 'r'],
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.itemType, i.description, i.amount])).toEqual([
      ['earning', 'Regular', 2000],
      ['deduction', 'Federal Income Tax', 200],
      ['deduction', 'Medical PPO', 100],
    ]);
  });

  it('takes a row captioned with its table’s title for the total a scan cut "Total" from, and "SocialSecurity" for a tax', () => {
    const r = parsePayslip(
      page([
        ...HEAD,
        [
          ['Earnings', 40],
          ['Amount', 470, 'r'],
          ['Year to date', 560, 'r'],
        ],
        [
          ['Salary', 40],
          ['2,000.00', 470, 'r'],
          ['10,000.00', 560, 'r'],
        ],
        [
          ['Employee Taxes Withheld', 40],
          ['Amount', 470, 'r'],
          ['Year to date', 560, 'r'],
        ],
        [
          ['SocialSecurity', 40],
          ['124.00', 470, 'r'],
          ['620.00', 560, 'r'],
        ],
        [
          ['Pre-Tax Deductions', 40],
          ['Amount', 470, 'r'],
          ['Year to date', 560, 'r'],
        ],
        [
          ['Health Insurance PPO', 40],
          ['32.69', 470, 'r'],
          ['326.90', 560, 'r'],
        ],
        [
          ['Pre-Tax Deductions', 60],
          ['32.69', 470, 'r'],
          ['326.90', 560, 'r'],
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.description, i.amount, i.deductionCategory ?? null])).toEqual([
      ['Salary', 2000, null],
      ['SocialSecurity', 124, 'taxes'],
      ['Health Insurance PPO', 32.69, 'benefits'],
    ]);
  });
});
