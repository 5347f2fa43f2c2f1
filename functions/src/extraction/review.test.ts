import { describe, expect, it } from 'vitest';
import { reviewExtraction } from './review';
import type { CheckResult, ParsedDocument } from './types';

const check = (passed: boolean, fields: string[]): CheckResult => ({
  id: 'bank.balance_equation',
  description: 'Opening balance + credits − debits = closing balance',
  passed,
  values: {},
  fields,
});

function bank(over: Partial<ParsedDocument> = {}): ParsedDocument {
  return {
    fields: { statementEndDate: '2024-01-31', beginningBalance: 10, endingBalance: 15, totalDeposits: 5 },
    transactions: [{ transactionDate: '2024-01-02', amount: 5, creditDebit: 'credit' }],
    fieldConfidence: {
      statementEndDate: 0.95,
      beginningBalance: 0.95,
      endingBalance: 0.95,
      totalDeposits: 0.95,
    },
    checks: [],
    ...over,
  };
}
const BALANCE = ['beginningBalance', 'endingBalance', 'totalDeposits'];

describe('reviewExtraction', () => {
  it('passes a complete document whose check held over values read from it', () => {
    const r = reviewExtraction('bank_statement', bank(), [check(true, BALANCE)]);
    expect(r).toMatchObject({ reviewRequired: false, reviewReasons: [] });
    expect(r.confidence).toBeCloseTo(0.95);
  });

  it('flags a missing expected field and lowers confidence', () => {
    const p = bank();
    p.fields.endingBalance = null;
    const r = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toContain('Expected field not found: endingBalance');
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('flags a failed check, and a core check that could not run, with a reason and lower confidence', () => {
    expect(reviewExtraction('bank_statement', bank(), [check(false, BALANCE)]).reviewReasons[0]).toMatch(
      /^Check failed/,
    );
    const unverified = reviewExtraction('bank_statement', bank(), []);
    expect(unverified.confidence).toBeLessThan(0.95 * 0.86);
    expect(unverified.reviewRequired).toBe(true);
    expect(unverified.reviewReasons).toEqual([
      'Check could not run (inputs missing or only derived): opening balance + credits − debits = closing balance',
    ]);
  });

  it('only notes that nothing was verified for a type without core arithmetic', () => {
    const w2: ParsedDocument = {
      fields: {
        taxYear: 2024,
        employeeName: 'Jane Roe',
        employerName: 'Acme Inc',
        employerEIN: '12-3456789',
        box1_wages: 50000,
        box2_federalTaxWithheld: 5000,
      },
      fieldConfidence: {
        taxYear: 0.95,
        employeeName: 0.95,
        employerName: 0.95,
        employerEIN: 0.95,
        box1_wages: 0.95,
        box2_federalTaxWithheld: 0.95,
      },
      checks: [],
    };
    const ok = reviewExtraction('w2', w2, []);
    expect(ok.reviewRequired).toBe(false);
    expect(ok.confidence).toBeLessThan(0.95);
    const weak = reviewExtraction(
      'w2',
      { ...w2, fieldConfidence: { ...w2.fieldConfidence, box1_wages: 0.6 } },
      [],
    );
    expect(weak.reviewReasons).toContain('No arithmetic check could run: nothing was verified');
  });

  it('asks an invoice for line arithmetic only when it has line items', () => {
    const inv: ParsedDocument = {
      fields: { invoiceNumber: 'A-1', invoiceDate: '2024-01-02', vendorName: 'Acme', totalAmount: 10 },
      fieldConfidence: { invoiceNumber: 0.95, invoiceDate: 0.95, vendorName: 0.95, totalAmount: 0.95 },
      checks: [],
    };
    expect(reviewExtraction('invoice', inv, []).reviewRequired).toBe(false);
    const lines = { ...inv, lineItems: [{ description: 'x', amount: 10 }] };
    expect(reviewExtraction('invoice', lines, []).reviewReasons[0]).toMatch(/^Check could not run/);
  });

  it('flags an expected field that was computed rather than read, not a computed total', () => {
    const derived = bank({ provenance: { endingBalance: 'derived' } });
    expect(reviewExtraction('bank_statement', derived, [check(true, BALANCE)]).reviewReasons).toEqual([
      'Computed from other values, not read: endingBalance',
    ]);
    const total = bank({ provenance: { totalDeposits: 'derived' } });
    expect(reviewExtraction('bank_statement', total, [check(true, BALANCE)]).reviewRequired).toBe(false);
  });

  it('flags low-confidence amounts and missing rows', () => {
    const low = bank({ fieldConfidence: { ...bank().fieldConfidence, endingBalance: 0.4 } });
    expect(reviewExtraction('bank_statement', low, [check(true, BALANCE)]).reviewReasons).toEqual([
      'Low confidence in 1 value: endingBalance',
    ]);
    const empty = bank({ transactions: [] });
    expect(reviewExtraction('bank_statement', empty, [check(true, BALANCE)]).reviewReasons).toEqual([
      'No transactions were found',
    ]);
  });
});

describe('reviewExtraction: partial columns and ambiguous readings (decision 171)', () => {
  const rows = [
    { transactionDate: '2024-01-02', description: 'Deposit', amount: 5, creditDebit: 'credit' as const },
    { transactionDate: '2024-01-03', description: 'Coffee', amount: 2, creditDebit: 'debit' as const },
  ];

  it('passes a table whose rows all carry the columns the table has', () => {
    const r = reviewExtraction('bank_statement', bank({ transactions: rows }), [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(false);
  });

  it('flags a column that some rows have and others lack, and lowers confidence', () => {
    const p = bank({ transactions: [rows[0]!, { ...rows[1]!, description: null }] });
    const r = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toContain('Column read on only 1 of 2 rows: transactions.description');
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('flags invoice lines with unit prices but no quantities (their arithmetic cannot run)', () => {
    const p: ParsedDocument = {
      fields: { invoiceNumber: 'A-1', invoiceDate: '2024-01-02', vendorName: 'V', totalAmount: 30 },
      lineItems: [
        { description: 'a', unitPrice: 10, amount: 10 },
        { description: 'b', unitPrice: 10, amount: 20 },
      ],
      fieldConfidence: { invoiceNumber: 0.9, invoiceDate: 0.9, vendorName: 0.9, totalAmount: 0.9 },
      checks: [],
    };
    const invoiceCheck: CheckResult = { ...check(true, []), id: 'invoice.total' };
    const r = reviewExtraction('invoice', p, [invoiceCheck]);
    expect(r.reviewReasons.some((x) => x.startsWith('Unit prices without quantities'))).toBe(true);
  });

  it('flags a reading the parser called ambiguous', () => {
    const p = bank({ warnings: ['Ambiguous reading: two columns and no period above them.', 'Other note.'] });
    const r = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toEqual(['Ambiguous reading: two columns and no period above them.']);
  });

  it('flags a name that holds a caption or an address (label bleed), not an ordinary name', () => {
    const w2 = (employeeName: string): ParsedDocument => ({
      fields: {
        taxYear: 2024,
        employeeName,
        employerName: '3M Company',
        employerEIN: '12-3456789',
        box1_wages: 100,
        box2_federalTaxWithheld: 10,
      },
      fieldConfidence: { employeeName: 0.9 },
      checks: [],
    });
    for (const bled of [
      "Susan Patel Employee's address355 Oak Blvd",
      'Susan Patel 355 Oak Blvd, Kansas City, MO 64106',
      'Susan Patel Address',
    ]) {
      const r = reviewExtraction('w2', w2(bled), []);
      expect(r.reviewReasons).toContain('Label or address text inside a name: employeeName');
    }
    const fine = reviewExtraction('w2', w2("Susan O'Neil-Patel"), []);
    expect(fine.reviewRequired).toBe(false);
  });

  it('asks a payslip with line items for the earnings sum: none found means they were lost or merged', () => {
    const payslip = (lineItems: ParsedDocument['lineItems']): ParsedDocument => ({
      fields: { employerName: 'Acme', payDate: '2024-01-31', grossPay: 100, netPay: 90 },
      lineItems,
      fieldConfidence: { grossPay: 0.95, netPay: 0.95 },
      checks: [],
    });
    const netPay: CheckResult = { ...check(true, []), id: 'payslip.net_pay' };
    const earnings: CheckResult = { ...check(true, []), id: 'payslip.earnings_sum' };
    const merged = payslip([
      { itemType: 'deduction', description: 'Regular Pay Federal Income Tax', amount: 10 },
    ]);
    expect(reviewExtraction('payslip', merged, [netPay]).reviewReasons).toContain(
      'Check could not run (inputs missing or only derived): earning lines add up to gross pay',
    );
    const read = payslip([
      { itemType: 'earning', description: 'Regular Pay', amount: 100 },
      { itemType: 'deduction', description: 'Federal Income Tax', amount: 10 },
    ]);
    expect(reviewExtraction('payslip', read, [netPay, earnings]).reviewRequired).toBe(false);
  });
});
