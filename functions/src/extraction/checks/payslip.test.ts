import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { checkPayslip } from './payslip';

const lineItems = [
  { itemType: 'earning', description: 'Regular', amount: 2000, ytdAmount: 8000 },
  { itemType: 'earning', description: 'Overtime', amount: 150, ytdAmount: 300 },
  { itemType: 'deduction', description: 'Federal tax', amount: 300, ytdAmount: 1200 },
  { itemType: 'deduction', description: '401k', amount: 100, ytdAmount: 400 },
];
const fields = {
  grossPay: 2150,
  totalDeductions: 400,
  netPay: 1750,
  ytdGrossPay: 8300,
  ytdDeductions: 1600,
  ytdNetPay: 6700,
};
function doc(f: ParsedDocument['fields'], items: ParsedDocument['lineItems'] = lineItems): ParsedDocument {
  return { fields: f, lineItems: items, fieldConfidence: {}, checks: [] };
}

describe('checkPayslip', () => {
  it('checks the year-to-date column like the current one: net = gross − deductions, lines add up', () => {
    const byId = (p: ParsedDocument) => Object.fromEntries(checkPayslip(p).map((c) => [c.id, c]));
    // One digit of year-to-date net pay misread (6,700 as 6,100): nothing else ties it.
    const misread = byId(doc({ ...fields, ytdNetPay: 6100 }));
    expect(misread['payslip.ytd_net_pay']?.passed).toBe(false);
    expect(misread['payslip.ytd_not_below_current']?.passed).toBe(true);
    const shifted = lineItems.map((r, i) => (i === 3 ? { ...r, ytdAmount: 1200 } : r));
    expect(byId(doc(fields, shifted))['payslip.ytd_deductions_sum']?.passed).toBe(false);
    expect(byId(doc(fields))['payslip.ytd_net_pay']?.verified).toEqual([
      'ytdGrossPay',
      'ytdDeductions',
      'ytdNetPay',
    ]);
  });

  it('passes a consistent payslip', () => {
    expect(checkPayslip(doc(fields)).map((c) => [c.id, c.passed])).toEqual([
      ['payslip.net_pay', true],
      ['payslip.earnings_sum', true],
      ['payslip.deductions_sum', true],
      ['payslip.ytd_earnings_sum', true],
      ['payslip.ytd_net_pay', true],
      ['payslip.ytd_deductions_sum', true],
      ['payslip.ytd_not_below_current', true],
    ]);
  });

  it('fails when the year-to-date earning lines do not add up to year-to-date gross, and runs only when every line prints its YTD', () => {
    const c = checkPayslip(doc({ ...fields, ytdGrossPay: 8500 })).find(
      (x) => x.id === 'payslip.ytd_earnings_sum',
    )!;
    expect(c).toMatchObject({
      passed: false,
      values: { sumOfYtdEarnings: 8300, ytdGrossPay: 8500, difference: 200 },
    });
    const partial = lineItems.map((l, i) => (i === 1 ? { ...l, ytdAmount: null } : l));
    expect(checkPayslip(doc(fields, partial)).some((x) => x.id === 'payslip.ytd_earnings_sum')).toBe(false);
  });

  it('fails gross − deductions ≠ net with the values', () => {
    const net = checkPayslip(doc({ ...fields, netPay: 1705 })).find((c) => c.id === 'payslip.net_pay')!;
    expect(net).toMatchObject({ passed: false, values: { expected: 1750, netPay: 1705, difference: -45 } });
  });

  it('fails when a year-to-date amount is below the current one', () => {
    const items = lineItems.map((l, i) => (i === 1 ? { ...l, ytdAmount: 100 } : l));
    const ytd = checkPayslip(doc({ ...fields, ytdNetPay: 1000 }, items)).find(
      (c) => c.id === 'payslip.ytd_not_below_current',
    )!;
    expect(ytd.passed).toBe(false);
    expect(ytd.fields).toEqual(['netPay', 'ytdNetPay', 'lineItems[1].amount', 'lineItems[1].ytdAmount']);
  });

  it('fails when lines do not add up to gross or total deductions', () => {
    const checks = checkPayslip(doc({ ...fields, grossPay: 2200, totalDeductions: 450, netPay: 1750 }));
    expect(checks.find((c) => c.id === 'payslip.earnings_sum')?.passed).toBe(false);
    expect(checks.find((c) => c.id === 'payslip.deductions_sum')?.passed).toBe(false);
  });
});
