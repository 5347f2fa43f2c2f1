import { describe, expect, it } from 'vitest';
import {
  CORROBORATED_CONFIDENCE,
  SUSPECT_CONFIDENCE,
  SUSPECT_PAIR_CONFIDENCE,
  VERIFIED_CONFIDENCE,
  reviewExtraction,
} from './review';
import type { CheckResult, ChildRow, ParsedDocument } from './types';

const check = (passed: boolean, fields: string[]): CheckResult => ({
  id: 'bank.balance_equation',
  description: 'Opening balance + credits − debits = closing balance',
  passed,
  values: {},
  fields,
});
/** A check of another id that ran and held (its description and values do not matter here). */
const held = (id: string, verified?: string[]): CheckResult => ({
  ...check(true, []),
  id,
  ...(verified ? { verified } : {}),
});

/** A parsed document: its fields, with rows and confidences as the test gives them. */
function doc(fields: Record<string, unknown>, more: Partial<ParsedDocument> = {}): ParsedDocument {
  return { fields: fields as ParsedDocument['fields'], fieldConfidence: {}, checks: [], ...more };
}
/** Every given field read at the same confidence. */
const confident = (fields: Record<string, unknown>, c = 0.95) =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, c]));

/** The expected fields of a type, read (each test changes what it is about). */
const W2 = {
  taxYear: 2024,
  employeeName: 'Jane Roe',
  employerName: 'Acme Inc',
  employerEIN: '12-3456789',
  employerAddress: '1 Main St',
  box1_wages: 50000,
  box2_federalTaxWithheld: 5000,
};
const INVOICE = { invoiceNumber: 'A-1', invoiceDate: '2024-01-02', vendorName: 'Acme', totalAmount: 10 };
const PAYSLIP = {
  employerName: 'Acme',
  employerAddress: '1 Main St, Springfield, IL 62704',
  payDate: '2024-01-31',
  payPeriodEndDate: '2024-01-31',
  grossPay: 100,
  netPay: 90,
};
const PAYSLIP_CHECKS = [held('payslip.net_pay'), held('payslip.earnings_sum')];

function bank(over: Partial<ParsedDocument> = {}): ParsedDocument {
  return {
    fields: {
      statementEndDate: '2024-01-31',
      beginningBalance: 10,
      endingBalance: 15,
      totalDeposits: 5,
      accountName: 'Everyday Checking',
      accountNumber: 'XXXX1234',
    },
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
    const w2 = doc(W2, { fieldConfidence: confident(W2) });
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
    const inv = doc(INVOICE, { fieldConfidence: confident(INVOICE) });
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

  it('notes an expected total computed by the parser that a passed check reached on its own', () => {
    const fields = { companyName: 'Acme', totalAssets: 1000, totalLiabilities: 300, totalEquity: 700 };
    const parsed = doc(fields, {
      fieldConfidence: confident(fields),
      provenance: { totalEquity: 'derived' },
      lineItems: [{ section: 'equity', accountName: 'Capital', amount: 700 }],
    });
    const equation = (totalEquity: number, passed = true): CheckResult => ({
      ...held('balance_sheet.equation_with_items', ['totalAssets', 'totalLiabilities']),
      passed,
      values: { totalAssets: 1000, totalLiabilities: 300, totalEquity },
    });
    expect(reviewExtraction('balance_sheet', parsed, [equation(700)]).reviewRequired).toBe(false);
    expect(reviewExtraction('balance_sheet', parsed, [equation(690)]).reviewReasons).toContain(
      'Computed from other values, not read: totalEquity',
    );
    expect(reviewExtraction('balance_sheet', parsed, [equation(700, false)]).reviewReasons).toContain(
      'Computed from other values, not read: totalEquity',
    );
  });

  it('notes a start taken from the rows that opens the calendar month the read end closes', () => {
    const start = (statementStartDate: string, provenance: Record<string, 'derived'>) =>
      reviewExtraction(
        'bank_statement',
        bank({ fields: { ...bank().fields, statementStartDate }, provenance }),
        [check(true, BALANCE)],
      ).reviewRequired;
    // Read to end on January 31: the month's first day agrees with it.
    expect(start('2024-01-01', { statementStartDate: 'derived' })).toBe(false);
    expect(start('2024-01-02', { statementStartDate: 'derived' })).toBe(true);
    // Both ends from the rows: nothing read to agree with.
    expect(start('2024-01-01', { statementStartDate: 'derived', statementEndDate: 'derived' })).toBe(true);
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
    const p = doc(
      { ...INVOICE, totalAmount: 30 },
      {
        lineItems: [
          { description: 'a', unitPrice: 10, amount: 10 },
          { description: 'b', unitPrice: 10, amount: 20 },
        ],
        fieldConfidence: confident(INVOICE, 0.9),
      },
    );
    const r = reviewExtraction('invoice', p, [held('invoice.total')]);
    expect(r.reviewReasons.some((x) => x.startsWith('Unit prices without quantities'))).toBe(true);
  });

  it('flags a reading the parser called ambiguous', () => {
    const p = bank({ warnings: ['Ambiguous reading: two columns and no period above them.', 'Other note.'] });
    const r = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toEqual(['Ambiguous reading: two columns and no period above them.']);
  });

  it('flags a name that holds a caption or an address (label bleed), not an ordinary name', () => {
    const w2 = (employeeName: string) =>
      doc({ ...W2, employeeName, employerName: '3M Company' }, { fieldConfidence: { employeeName: 0.9 } });
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
    const payslip = (lineItems: ParsedDocument['lineItems']) =>
      doc(PAYSLIP, { lineItems, fieldConfidence: { grossPay: 0.95, netPay: 0.95 } });
    const [netPay, earnings] = PAYSLIP_CHECKS as [CheckResult, CheckResult];
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

describe('reviewExtraction: values no arithmetic checks (decision 173)', () => {
  const invoice = (over: Record<string, unknown> = {}) =>
    doc(
      {
        ...INVOICE,
        dueDate: '2024-02-01',
        paymentTerms: 'Net 30',
        vendorName: 'Vantage Point Architects',
        customerName: 'Blue Ridge Outfitters Inc.',
        ...over,
      },
      { fieldConfidence: confident(INVOICE, 0.9) },
    );
  const reasons = (p: ParsedDocument, type: Parameters<typeof reviewExtraction>[0] = 'invoice') =>
    reviewExtraction(type, p, []).reviewReasons;

  it('passes an invoice whose dates agree with its terms and whose parties differ', () => {
    expect(reviewExtraction('invoice', invoice(), []).reviewRequired).toBe(false);
  });

  it('flags a due date that does not follow from the invoice date and the terms', () => {
    // The due date read for both dates (Net 45 printed): only the terms show it.
    expect(reasons(invoice({ invoiceDate: '2024-02-01' }))).toContain(
      'Due date does not follow from the invoice date and the terms (Net 30): invoiceDate, dueDate',
    );
    expect(reasons(invoice({ invoiceDate: '2024-03-01' }))).toContain(
      'Dates out of order: invoiceDate is after dueDate',
    );
    // A weekend shift of a day or two is not a misreading.
    expect(reviewExtraction('invoice', invoice({ dueDate: '2024-02-03' }), []).reviewRequired).toBe(false);
  });

  it('takes dates the terms confirm as confirmed, whatever the reader thought of their label', () => {
    const p = invoice();
    p.fieldConfidence.invoiceDate = 0.4;
    expect(reviewExtraction('invoice', p, []).reviewRequired).toBe(false);
    const unconfirmed = invoice({ paymentTerms: null });
    unconfirmed.fieldConfidence.invoiceDate = 0.4;
    expect(reasons(unconfirmed)).toContain('Low confidence in 1 value: invoiceDate');
  });

  it('flags one name read for both parties', () => {
    expect(reasons(invoice({ vendorName: 'Blue Ridge Outfitters, Inc.' }))).toContain(
      'The same name was read for both parties: vendorName and customerName',
    );
  });

  it('flags a caption read as a name, a name printed twice and an amount inside a name', () => {
    expect(reasons(invoice({ vendorName: 'Sales' }))).toContain('A caption read as a name: vendorName');
    expect(reasons(invoice({ customerName: 'Copperfield LLC Issued' }))).toContain(
      'A caption read as a name: customerName',
    );
    expect(
      reasons(invoice({ customerName: 'Copperfield Engineering LLC Copperfield Engineering LLC' })),
    ).toContain('A name printed twice was joined: customerName');
    expect(reasons(invoice({ vendorName: 'Acme Supply 1,250.00' }))).toContain(
      'An amount or a date inside a name: vendorName',
    );
    for (const name of [
      'Sales Force Staffing Inc.',
      '3M Company',
      'Studio 54 LLC',
      'Walla Walla Foods',
      'Bill Tobin',
    ])
      expect(reviewExtraction('invoice', invoice({ vendorName: name }), []).reviewRequired).toBe(false);
  });

  it('flags an identifier holding an amount or a caption, not an ordinary one', () => {
    expect(reasons(invoice({ invoiceNumber: 'RENTS: $1,414.18' }))).toContain(
      'An identifier holding an amount or a caption: invoiceNumber',
    );
    for (const id of ['INV-2024-0012', '2024.10', '2024-10-15', 'A707707', 'No. 4471'])
      expect(reviewExtraction('invoice', invoice({ invoiceNumber: id }), []).reviewRequired).toBe(false);
  });

  it('flags a date outside any plausible range', () => {
    expect(reasons(invoice({ invoiceDate: '1924-01-02', dueDate: null }))).toContain(
      'Date outside any plausible range: invoiceDate',
    );
  });

  const card = (over: Record<string, unknown> = {}) =>
    doc(
      {
        statementStartDate: '2024-03-18',
        statementEndDate: '2024-04-16',
        paymentDueDate: '2024-05-11',
        minimumPaymentDue: 58.85,
        previousBalance: 100,
        newBalance: 200,
        accountNumber: '4091',
        ...over,
      },
      {
        transactions: [
          { transactionDate: '2024-03-20', description: 'Coffee', amount: 100, transactionType: 'purchase' },
        ],
        fieldConfidence: { newBalance: 0.95 },
      },
    );
  const cardCheck = held('credit_card.balance_equation');

  it("flags a card's due date that is not after the closing date, or missing when a payment is due", () => {
    expect(reviewExtraction('credit_card_statement', card(), [cardCheck]).reviewRequired).toBe(false);
    expect(
      reviewExtraction('credit_card_statement', card({ paymentDueDate: '2024-03-18' }), [cardCheck])
        .reviewReasons,
    ).toContain('Payment due date is not after the statement closing date: paymentDueDate');
    // A month late: the next cycle's due date.
    expect(
      reviewExtraction('credit_card_statement', card({ paymentDueDate: '2024-06-11' }), [cardCheck])
        .reviewReasons,
    ).toContain('Payment due date is not after the statement closing date: paymentDueDate');
    expect(
      reviewExtraction('credit_card_statement', card({ paymentDueDate: null }), [cardCheck]).reviewReasons,
    ).toContain('Expected field not found: paymentDueDate (a minimum payment is due)');
    // Nothing to pay: no due date is printed.
    const paidOff = card({ paymentDueDate: null, minimumPaymentDue: 0 });
    expect(reviewExtraction('credit_card_statement', paidOff, [cardCheck]).reviewRequired).toBe(false);
  });

  it('flags a code column read into the descriptions, not a description that starts with an acronym', () => {
    const payslip = (descriptions: string[]) =>
      doc(PAYSLIP, {
        lineItems: descriptions.map((description, i) => ({
          itemType: i === 0 ? 'earning' : 'deduction',
          description,
          amount: 10,
        })),
        fieldConfidence: { grossPay: 0.95 },
      });
    const ran = PAYSLIP_CHECKS;
    const merged = payslip([
      'REG Regular Pay',
      'FIT Federal Income Tax',
      'SS Social Security',
      'MED Medicare',
    ]);
    expect(reviewExtraction('payslip', merged, ran).reviewReasons).toContain(
      'A code column read into the descriptions on 4 of 4 rows: lineItems.description',
    );
    const plain = payslip([
      'Regular Pay',
      'Federal Income Tax',
      'FICA Social Security',
      'Medicare',
      'ACH Deposit',
    ]);
    expect(reviewExtraction('payslip', plain, ran).reviewRequired).toBe(false);
  });

  it('flags a debit/credit marker column read into the descriptions, not one street ending in DR', () => {
    const statement = (descriptions: string[]) =>
      bank({
        transactions: descriptions.map((description, i) => ({
          transactionDate: '2024-01-02',
          description,
          amount: 5,
          creditDebit: i % 3 === 2 ? ('credit' as const) : ('debit' as const),
        })),
      });
    const merged = statement(['MONTHLY SERVICE FEE DR', 'ATM WITHDRAWAL DR', 'INTEREST PAYMENT CR']);
    expect(reviewExtraction('bank_statement', merged, [check(true, BALANCE)]).reviewReasons).toContain(
      'A debit/credit marker read into the descriptions on 3 of 3 rows: transactions.description',
    );
    const street = statement([
      'SHELL 1234 OAK DR',
      'ATM WITHDRAWAL',
      'PAYROLL',
      'COFFEE',
      'RENT',
      'GROCERIES',
    ]);
    expect(reviewExtraction('bank_statement', street, [check(true, BALANCE)]).reviewRequired).toBe(false);
  });

  it('flags a date or an amount column read into the descriptions, not a date inside one', () => {
    const statement = (descriptions: string[]) =>
      bank({
        transactions: descriptions.map((description) => ({
          transactionDate: '2024-01-02',
          description,
          amount: 5,
          creditDebit: 'debit' as const,
        })),
      });
    const review = (d: string[]) => reviewExtraction('bank_statement', statement(d), [check(true, BALANCE)]);
    expect(review(['01/02 COFFEE', '01/03 RENT', 'PAYROLL']).reviewReasons).toContain(
      'A date column read into the descriptions on 2 of 3 rows: transactions.description',
    );
    expect(review(['COFFEE 4.50', 'RENT 1,200.00', 'PAYROLL']).reviewReasons).toContain(
      'An amount column read into the descriptions on 2 of 3 rows: transactions.description',
    );
    expect(review(['TRANSFER ON 01/02', 'CHECK 1042', 'RENT JAN 2024', 'FX 1.25 EUR']).reviewRequired).toBe(
      false,
    );
  });

  it('flags a row read twice where rows cannot repeat (a running balance), not two equal purchases', () => {
    const row = {
      transactionDate: '2024-01-02',
      description: 'Coffee',
      amount: 2,
      creditDebit: 'debit' as const,
    };
    const twice = bank({
      transactions: [
        { ...row, balance: 8 },
        { ...row, balance: 8 },
      ],
    });
    expect(reviewExtraction('bank_statement', twice, [check(true, BALANCE)]).reviewReasons).toContain(
      'The same row was read twice (1 repeated): transactions',
    );
    const twoCoffees = bank({ transactions: [row, { ...row }] });
    expect(reviewExtraction('bank_statement', twoCoffees, [check(true, BALANCE)]).reviewRequired).toBe(false);
  });

  it('lowers the confidence of the values a finding names and raises the ones the terms confirm', () => {
    const p = invoice({ vendorName: 'Sales' });
    p.fieldConfidence.invoiceDate = 0.4;
    const r = reviewExtraction('invoice', p, []);
    expect(r.fieldConfidence.vendorName).toBe(SUSPECT_CONFIDENCE);
    expect(r.fieldConfidence.invoiceDate).toBeGreaterThanOrEqual(0.9);
    expect(r.fieldConfidence.totalAmount).toBe(0.9);
    // Of two dates that contradict the terms one is wrong: each is as likely right as not.
    const dates = reviewExtraction('invoice', invoice({ invoiceDate: '2024-02-01' }), []);
    expect(dates.fieldConfidence.invoiceDate).toBe(SUSPECT_PAIR_CONFIDENCE);
    // A column read into the descriptions: every row's description is suspect.
    const rows = bank({
      transactions: ['FEE DR', 'ATM DR'].map((description) => ({
        description,
        amount: 1,
        creditDebit: 'debit',
      })),
      fieldConfidence: {
        ...bank().fieldConfidence,
        'transactions[0].description': 0.9,
        'transactions[1].description': 0.9,
      },
    });
    const marked = reviewExtraction('bank_statement', rows, [check(true, BALANCE)]).fieldConfidence;
    expect([marked['transactions[0].description'], marked['transactions[1].description']]).toEqual([
      SUSPECT_CONFIDENCE,
      SUSPECT_CONFIDENCE,
    ]);
    expect(marked.endingBalance).toBe(0.95);
  });

  it('takes a line with only an amount (shipping, a discount) as complete once the lines add up', () => {
    const lines: ChildRow[] = [
      { description: 'Widget', quantity: 2, unitPrice: 10, amount: 20 },
      { description: 'Shipping', amount: 5 },
    ];
    const p = invoice({ subtotal: 25, totalAmount: 25 });
    p.lineItems = lines;
    const lineArithmetic = (sumPassed: boolean): CheckResult[] => [
      held('invoice.line_amounts'),
      { ...check(sumPassed, []), id: 'invoice.lines_subtotal' },
    ];
    expect(reviewExtraction('invoice', p, lineArithmetic(true)).reviewRequired).toBe(false);
    // Lines that do not add up: the empty cells may be the misreading.
    expect(reviewExtraction('invoice', p, lineArithmetic(false)).reviewReasons).toContain(
      'Column read on only 1 of 2 rows: lineItems.quantity',
    );
    // A unit price without its quantity is half a line whatever the sum.
    p.lineItems = [lines[0]!, { description: 'Gadget', unitPrice: 5, amount: 5 }];
    expect(reviewExtraction('invoice', p, lineArithmetic(true)).reviewReasons).toContain(
      'Column read on only 1 of 2 rows: lineItems.quantity',
    );
  });

  it('flags a title-case category repeated after upper-case descriptions, not mixed-case merchants', () => {
    const statement = (descriptions: string[]) =>
      bank({
        transactions: descriptions.map((description) => ({
          transactionDate: '2024-01-02',
          description,
          amount: 5,
          creditDebit: 'debit' as const,
        })),
      });
    const review = (d: string[]) => reviewExtraction('bank_statement', statement(d), [check(true, BALANCE)]);
    expect(
      review([
        'POS PURCHASE SAFEWAY #7149 MN Fees',
        'CHECK #1577 Transfer Out',
        'ATM WITHDRAWAL Fees',
        'RENT Transfer Out',
      ]).reviewReasons,
    ).toContain('A category column read into the descriptions on 4 of 4 rows: transactions.description');
    expect(
      review(['Amazon.com Seattle', 'STARBUCKS Denver', 'SHELL Boise', 'Netflix Subscription'])
        .reviewRequired,
    ).toBe(false);
  });

  it("flags one 1099 box's amount read into a second box, not a box and its own part", () => {
    const form = (boxes: Record<string, number>) =>
      doc(
        {
          formVariant: 'DIV',
          taxYear: 2024,
          payerName: 'Schwab',
          payerTIN: '12-3456789',
          recipientName: 'Ann Lee',
          recipientTIN: 'XXX-XX-1234',
          ...boxes,
        },
        {
          fieldConfidence: { payerName: 0.95, box4_federalTaxWithheld: 0.92, box1b_qualifiedDividends: 0.92 },
        },
      );
    const r = reviewExtraction(
      'irs_1099',
      form({
        box1a_totalOrdinaryDividends: 327,
        box1b_qualifiedDividends: 90.98,
        box4_federalTaxWithheld: 90.98,
      }),
      [],
    );
    expect(r.reviewReasons).toContain(
      'The same amount was read into two boxes: box1b_qualifiedDividends and box4_federalTaxWithheld',
    );
    expect(r.fieldConfidence.box4_federalTaxWithheld).toBe(SUSPECT_PAIR_CONFIDENCE);
    // All dividends qualified: 1b is part of 1a and equal to it.
    const allQualified = form({ box1a_totalOrdinaryDividends: 327, box1b_qualifiedDividends: 327 });
    expect(reviewExtraction('irs_1099', allQualified, []).reviewRequired).toBe(false);
  });

  it('asks a bank statement for the name of the account it covers', () => {
    const p = bank();
    p.fields.accountName = null;
    expect(reviewExtraction('bank_statement', p, [check(true, BALANCE)]).reviewReasons).toEqual([
      'Expected field not found: accountName',
    ]);
  });
});

describe('reviewExtraction: evidence on the values that matter (decision 178)', () => {
  const verifying = (passed: boolean, keys: string[]): CheckResult => ({
    ...check(passed, keys),
    ...(passed ? { verified: keys } : {}),
  });

  it('takes values a passed equality check ties together as confirmed, whatever their reading confidence', () => {
    // A scan: the OCR was unsure of the opening balance's line, but the balance equation holds to the cent.
    const p = bank({ fieldConfidence: { ...bank().fieldConfidence, beginningBalance: 0.4 } });
    const doubted = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(doubted.reviewReasons).toContain('Low confidence in 1 value: beginningBalance');
    const r = reviewExtraction('bank_statement', p, [verifying(true, BALANCE)]);
    expect(r.reviewRequired).toBe(false);
    expect(r.fieldConfidence.beginningBalance).toBe(VERIFIED_CONFIDENCE);
    expect(r.confidence).toBeGreaterThan(doubted.confidence);
  });

  it('does not confirm a value another check failed on, nor a derived or missing one', () => {
    const p = bank({
      fieldConfidence: { ...bank().fieldConfidence, beginningBalance: 0.4, totalDeposits: 0.4 },
      provenance: { totalDeposits: 'derived' },
    });
    const r = reviewExtraction('bank_statement', p, [
      verifying(true, [...BALANCE, 'totalWithdrawals']),
      { ...check(false, ['beginningBalance']), id: 'bank.running_balance' },
    ]);
    expect(r.reviewRequired).toBe(true);
    expect(r.fieldConfidence.beginningBalance).toBe(0.4);
    expect(r.fieldConfidence.totalDeposits).toBe(0.4);
    expect(r.fieldConfidence.totalWithdrawals).toBeUndefined();
  });
});

describe('reviewExtraction: periods, row order and fragments (decision 178)', () => {
  const reasons = (type: Parameters<typeof reviewExtraction>[0], p: Partial<ParsedDocument>) =>
    reviewExtraction(type, doc({}, p), []).reviewReasons;

  it('flags a pay period no pay frequency has, or one that disagrees with the printed frequency', () => {
    const stub = (start: string, end: string, payFrequency: string | null = null, payDate = end) => ({
      fields: { payPeriodStartDate: start, payPeriodEndDate: end, payDate, payFrequency },
    });
    for (const [s, e, f] of [
      ['2025-06-01', '2025-06-07', 'Weekly'],
      ['2025-06-01', '2025-06-14', 'Bi-Weekly'],
      ['2025-06-16', '2025-06-30', 'Semi-Monthly'],
      ['2025-06-16', '2025-07-13', 'Monthly'],
      ['2025-02-01', '2025-02-28', null],
    ] as const)
      expect(reasons('payslip', stub(s, e, f)).filter((r) => /pay period|Pay date/.test(r))).toEqual([]);
    // The end read a month off (another period's date), or a biweekly stub with a weekly period.
    expect(reasons('payslip', stub('2025-06-01', '2025-07-14'))).toContain(
      'A pay period of 44 days matches no pay frequency: payPeriodStartDate, payPeriodEndDate',
    );
    expect(reasons('payslip', stub('2025-06-01', '2025-06-07', 'Biweekly')).join()).toMatch(
      /A pay period of 7 days matches no biweekly period/,
    );
    expect(reasons('payslip', stub('2025-06-01', '2025-06-14', null, '2025-07-20'))).toContain(
      'Pay date more than a month after the pay period: payPeriodEndDate, payDate',
    );
  });

  it("flags a financial statement's period that is no month, quarter, half or year", () => {
    const pl = (periodStartDate: string, periodEndDate: string) => ({
      fields: { periodStartDate, periodEndDate },
    });
    const period = (r: string[]) => r.filter((x) => x.startsWith('A reporting period'));
    expect(period(reasons('profit_loss', pl('2024-01-01', '2024-12-31')))).toEqual([]);
    expect(period(reasons('cash_flow', pl('2024-07-01', '2024-09-30')))).toEqual([]);
    // A 52-week fiscal year (ends on the last Saturday of September).
    expect(period(reasons('profit_loss', pl('2023-10-01', '2024-09-28')))).toEqual([]);
    expect(period(reasons('profit_loss', pl('2024-02-01', '2024-12-31')))).toHaveLength(1);
    expect(period(reasons('cash_flow', pl('2024-01-01', '2025-01-31')))).toHaveLength(1);
  });

  it('flags card rows made after they posted and line numbers out of sequence', () => {
    const rows = [
      { transactionDate: '2025-03-02', postDate: '2025-03-03', description: 'A', amount: 1 },
      { transactionDate: '2025-03-05', postDate: '2025-03-05', description: 'B', amount: 2 },
    ];
    expect(reasons('credit_card_statement', { transactions: rows }).join()).not.toMatch(/post date/);
    const swapped = [{ ...rows[0]!, transactionDate: '2025-03-28' }, rows[1]!];
    expect(reasons('credit_card_statement', { transactions: swapped })).toContain(
      'Transaction date after the post date on 1 of 2 rows: transactions.transactionDate, transactions.postDate',
    );
    const line = (lineNumber: number) => ({ lineNumber, description: 'x', amount: 1 });
    expect(reasons('invoice', { lineItems: [line(1), line(2), line(3)] }).join()).not.toMatch(/Line numbers/);
    expect(reasons('invoice', { lineItems: [line(1), line(3), line(4)] })).toContain(
      'Line numbers not in sequence (1, 3, 4): lineItems.lineNumber',
    );
  });

  it('flags a name that is only a legal form, a value with no letter or digit, and an impossible tax year', () => {
    expect(reasons('invoice', { fields: { vendorName: 'Inc.', paymentTerms: '&' } })).toEqual(
      expect.arrayContaining([
        'Only a fragment of a name was read: vendorName',
        'A value with no letter or digit: paymentTerms',
      ]),
    );
    expect(reasons('invoice', { fields: { vendorName: 'Acme Inc.' } }).join()).not.toMatch(/fragment/);
    expect(reasons('bank_statement', { fields: { bankName: 'Savings' } })).toContain(
      'Only a fragment of a name was read: bankName',
    );
    expect(reasons('bank_statement', { fields: { bankName: 'Bluewater Savings Bank' } }).join()).not.toMatch(
      /fragment/,
    );
    expect(reasons('irs_1099', { fields: { payerName: 'street', recipientName: 'Sarah' } })).toEqual(
      expect.arrayContaining([
        'A caption read as a name: payerName',
        'Only a fragment of a name was read: recipientName',
        'Expected field not found: payerTIN',
      ]),
    );
    expect(
      reasons('irs_1099', { fields: { payerName: 'Acme', recipientName: 'Sarah Davis' } }).join(),
    ).not.toMatch(/caption|fragment/);
    expect(reasons('w2', { fields: { taxYear: 2324 } })).toContain(
      'Tax year outside any plausible range: taxYear',
    );
    expect(reasons('w2', { fields: { taxYear: 2024 } }).join()).not.toMatch(/Tax year/);
  });
});

describe('reviewExtraction: expected periods (decision 178)', () => {
  it('asks a pay stub for the period it pays and an income statement for both ends of its period', () => {
    const stub = doc({ ...PAYSLIP, payPeriodEndDate: null });
    expect(reviewExtraction('payslip', stub, []).reviewReasons).toContain(
      'Expected field not found: payPeriodEndDate',
    );
    const pl = doc({ companyName: 'Acme', periodEndDate: '2024-12-31', totalRevenue: 10, netIncome: 2 });
    expect(reviewExtraction('profit_loss', pl, []).reviewReasons).toContain(
      'Expected field not found: periodStartDate',
    );
  });
});

describe('reviewExtraction: box numbers read as values (decision 178)', () => {
  it("flags a form amount that is its own or a neighbouring line's number, not an ordinary amount", () => {
    const form = (fields: ParsedDocument['fields']) => doc(fields);
    expect(reviewExtraction('irs_1040', form({ line8_additionalIncome: 6 }), []).reviewReasons).toContain(
      'A line or box number read as the value: line8_additionalIncome',
    );
    const fine = reviewExtraction(
      'irs_1040',
      form({ line8_additionalIncome: 4596, line2b_taxableInterest: 25 }),
      [],
    );
    expect(fine.reviewReasons.join()).not.toMatch(/line or box number/);
    expect(reviewExtraction('w2', form({ box1_wages: 2 }), []).reviewReasons).toContain(
      'A line or box number read as the value: box1_wages',
    );
  });
});

describe('reviewExtraction: rows the arithmetic confirmed, cited form numbers (decision 178)', () => {
  it("takes a row's other cells as confirmed when its amount is, unless the parser doubted them more", () => {
    const rows = [
      { transactionDate: '2024-01-02', description: 'Payroll', creditDebit: 'credit', amount: 5 },
      { transactionDate: '2024-01-03', description: 'Coffee', creditDebit: 'debit', amount: 2 },
    ];
    // The parser guessed the rows' direction from the wording: the whole row scores 0.665.
    const p = bank({
      transactions: rows,
      fieldConfidence: {
        ...bank().fieldConfidence,
        ...Object.fromEntries(
          rows.flatMap((r, i) =>
            Object.keys(r).map((k) => [
              `transactions[${i}].${k}`,
              k === 'description' && i === 1 ? 0.3 : 0.665,
            ]),
          ),
        ),
      },
    });
    const totals = held('bank.transaction_totals', [
      'transactions[0].amount',
      'transactions[1].amount',
      'transactions[0].creditDebit',
      'transactions[1].creditDebit',
    ]);
    const r = reviewExtraction('bank_statement', p, [{ ...check(true, BALANCE), verified: BALANCE }, totals]);
    expect(r.fieldConfidence['transactions[0].transactionDate']).toBe(CORROBORATED_CONFIDENCE);
    // The second row's description was doubted more than its amount: still low, still flagged.
    expect(r.fieldConfidence['transactions[1].description']).toBe(0.3);
    expect(r.reviewReasons).toContain('Low confidence in 1 value: transactions[1].description');
  });

  it('flags a 1040 line holding the number of a form its caption cites', () => {
    const form = doc({ line16_tax: 8814, line35a_refund: 8888 });
    expect(reviewExtraction('irs_1040', form, []).reviewReasons).toEqual(
      expect.arrayContaining([
        'The number of a form its caption cites read as the value: line16_tax',
        'The number of a form its caption cites read as the value: line35a_refund',
        'Expected field not found: homeAddress',
      ]),
    );
  });
});

describe('reviewExtraction: text the arithmetic does not confirm (decision 178)', () => {
  it("leaves a confirmed row's free text to its own evidence (an OCR tail on a name keeps the sum)", () => {
    const p = doc(
      { companyName: 'Acme', totalAssets: 10, totalEquity: 10 },
      {
        lineItems: [{ section: 'assets', accountName: 'Long-Term Debt i', amount: 10 }],
        fieldConfidence: {
          'lineItems[0].section': 0.4,
          'lineItems[0].accountName': 0.4,
          'lineItems[0].amount': 0.4,
        },
      },
    );
    const sum = held('balance_sheet.assets_items', [
      'totalAssets',
      'lineItems[0].amount',
      'lineItems[0].section',
    ]);
    const r = reviewExtraction('balance_sheet', p, [sum]);
    // Not lifted by the sum (and since decision 210 the tail itself is a finding).
    expect(r.fieldConfidence['lineItems[0].accountName']).toBeLessThanOrEqual(0.4);
    expect(r.reviewReasons).toContain('Low confidence in 1 value: lineItems[0].accountName');
    expect(r.reviewReasons).toContain(
      'A speck read as a short word at the end of 1 values: lineItems[0].accountName',
    );
  });

  it('flags a caption read as an identifier and a currency code after every description', () => {
    const w2 = doc(
      { controlNumber: 'Box 1' },
      { box14_other: [{ description: 'UNION DUES USD', amount: 12 }] },
    );
    expect(reviewExtraction('w2', w2, []).reviewReasons).toEqual(
      expect.arrayContaining([
        'An identifier holding an amount or a caption: controlNumber',
        'A currency column read into the descriptions on 1 rows: box14_other.description',
      ]),
    );
    const fine = {
      ...w2,
      fields: { controlNumber: 'A1234' },
      box14_other: [{ description: 'UNION DUES', amount: 12 }],
    };
    expect(reviewExtraction('w2', fine, []).reviewReasons.join()).not.toMatch(/identifier|currency/);
  });
});

describe('reviewExtraction: signs, statement periods, row order and bled captions (decision 181)', () => {
  const reasons = (type: Parameters<typeof reviewExtraction>[0], p: ParsedDocument) =>
    reviewExtraction(type, p, []).reviewReasons;

  it('flags a negative amount where the field is never negative, not a negative balance or gain', () => {
    expect(reasons('w2', doc({ ...W2, box2_federalTaxWithheld: -5000 }))).toContain(
      'A negative amount where the field is never negative: box2_federalTaxWithheld',
    );
    expect(reasons('irs_1040', doc({ line7_capitalGain: -3000, line11_agi: -10 })).join()).not.toMatch(
      /negative/,
    );
    expect(reasons('irs_1040', doc({ line16_tax: -120 }))).toContain(
      'A negative amount where the field is never negative: line16_tax',
    );
    const stub = doc(PAYSLIP, {
      lineItems: [
        { itemType: 'earning', description: 'Regular', amount: 100 },
        { itemType: 'deduction', description: 'Tax', amount: -10 },
      ],
    });
    expect(reasons('payslip', stub)).toContain(
      'A negative amount where the column is never negative on 1 rows: lineItems[1].amount',
    );
    expect(
      reasons('bank_statement', bank({ fields: { ...bank().fields, endingBalance: -15 } })).join(),
    ).not.toMatch(/negative/);
  });

  it('flags a statement period no billing cycle has and rows dated outside it', () => {
    const statement = (start: string, end: string, rowDates: string[]) =>
      bank({
        fields: { ...bank().fields, statementStartDate: start, statementEndDate: end },
        transactions: rowDates.map((transactionDate) => ({
          transactionDate,
          description: 'Coffee',
          amount: 1,
          creditDebit: 'debit' as const,
        })),
      });
    const review = (p: ParsedDocument) => reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(review(statement('2024-01-01', '2024-01-31', ['2024-01-02', '2024-01-31'])).reviewRequired).toBe(
      false,
    );
    expect(review(statement('2024-01-06', '2024-02-05', ['2024-01-06', '2024-02-05'])).reviewRequired).toBe(
      false,
    );
    // The start read from another printed date (the previous cycle's opening balance line).
    expect(review(statement('2023-11-20', '2024-01-31', ['2024-01-02'])).reviewReasons).toContain(
      'A statement period of 73 days is no billing cycle: statementStartDate, statementEndDate',
    );
    expect(
      review(statement('2024-01-01', '2024-01-31', ['2024-01-02', '2024-03-02', '2024-01-09', '2024-01-20']))
        .reviewReasons,
    ).toContain('Row dates outside the statement period on 1 of 4 rows: transactions[1].transactionDate');
    // Most rows outside: the period's dates are the ones in doubt, not every row's.
    const shifted = statement('2024-02-01', '2024-02-29', ['2024-01-02', '2024-01-09', '2024-01-20']);
    shifted.fieldConfidence = { ...shifted.fieldConfidence, 'transactions[0].transactionDate': 0.9 };
    const r = review(shifted);
    expect(r.reviewReasons).toContain(
      'Row dates outside the statement period on 3 of 3 rows: statementStartDate, statementEndDate',
    );
    expect(r.fieldConfidence['transactions[0].transactionDate']).toBe(0.9);
    // A card purchase made a few days before the cycle opened posts inside it.
    const card = doc(
      { statementStartDate: '2024-03-18', statementEndDate: '2024-04-16', newBalance: 10 },
      {
        transactions: [
          { transactionDate: '2024-03-12', postDate: '2024-03-18', description: 'A', amount: 10 },
        ],
      },
    );
    expect(reasons('credit_card_statement', card).join()).not.toMatch(/period/);
  });

  it("flags two rows' dates swapped against the table's order, not a new section starting over", () => {
    const statement = (dates: string[]) =>
      bank({
        transactions: dates.map((d) => ({
          transactionDate: `2024-01-${d}`,
          description: 'Coffee',
          amount: 1,
          creditDebit: 'debit' as const,
        })),
      });
    const review = (d: string[]) => reviewExtraction('bank_statement', statement(d), [check(true, BALANCE)]);
    expect(review(['02', '09', '05', '12', '20']).reviewReasons).toContain(
      "Two rows' dates out of the table's date order (1): transactions[1].transactionDate, transactions[2].transactionDate",
    );
    // Only the two rows' dates are in doubt, not the column's.
    const conf = Object.fromEntries(
      [0, 1, 2, 3, 4].map((i) => [`transactions[${i}].transactionDate`, 0.9] as const),
    );
    const swapped = statement(['02', '09', '05', '12', '20']);
    swapped.fieldConfidence = { ...swapped.fieldConfidence, ...conf };
    const cells = reviewExtraction('bank_statement', swapped, [check(true, BALANCE)]).fieldConfidence;
    expect([0, 1, 2, 3, 4].map((i) => cells[`transactions[${i}].transactionDate`])).toEqual([
      0.9,
      SUSPECT_CONFIDENCE,
      SUSPECT_CONFIDENCE,
      0.9,
      0.9,
    ]);
    // Deposits, then withdrawals: each section in date order.
    expect(review(['03', '15', '28', '02', '09', '30']).reviewRequired).toBe(false);
  });

  it('flags a caption read before or after a name, and a form title inside one', () => {
    for (const name of [
      'Bill To Orchard Street Bakery Inc.',
      'Payer Fidelity Brokerage Services LLC',
      'Contoso Consulting Group Account Number',
      'Harborview Hospitality LLC Phone',
    ])
      expect(reasons('invoice', doc({ ...INVOICE, vendorName: name })).join()).toMatch(
        /A caption read as a name/,
      );
    expect(reasons('irs_1099', doc({ recipientName: 'Dividends and Distributions' }))).toContain(
      'Label or address text inside a name: recipientName',
    );
    expect(
      reasons('irs_1099', doc({ payerName: 'Acme Inc. Form 1099-NEC Nonemployee Compensation' })),
    ).toContain('Label or address text inside a name: payerName');
    for (const name of [
      'Total Wine & More',
      'Fromm Family Foods',
      'Clientele Partners LLC',
      'Period Furniture Co',
    ])
      expect(reasons('invoice', doc({ ...INVOICE, vendorName: name })).join()).not.toMatch(/name/);
  });

  it('flags an identifier holding a caption word ("2nd TIN not."), not a code', () => {
    expect(reasons('irs_1099', doc({ accountNumber: '2nd TIN not.' }))).toContain(
      'An identifier holding an amount or a caption: accountNumber',
    );
    for (const id of ['INV-2024-0012', 'No. 4471', 'XXXX2722', 'Acct 12-55'])
      expect(reasons('invoice', doc({ ...INVOICE, invoiceNumber: id })).join()).not.toMatch(/identifier/);
  });
});

describe('reviewExtraction: an itemised invoice prints the net it taxes (decision 181)', () => {
  it('asks an invoice with lines and tax for its subtotal, not one without lines or tax', () => {
    const lines = [{ description: 'Widget', quantity: 1, unitPrice: 55, amount: 55 }];
    const taxed = doc(
      { ...INVOICE, taxAmount: 11, totalAmount: 66 },
      { lineItems: lines, fieldConfidence: confident(INVOICE) },
    );
    expect(reviewExtraction('invoice', taxed, [held('invoice.lines_subtotal')]).reviewReasons).toContain(
      'Expected field not found: subtotal (the lines are taxed)',
    );
    const untaxed = doc(
      { ...INVOICE, totalAmount: 55 },
      { lineItems: lines, fieldConfidence: confident(INVOICE) },
    );
    expect(reviewExtraction('invoice', untaxed, [held('invoice.lines_subtotal')]).reviewRequired).toBe(false);
    expect(
      reviewExtraction(
        'invoice',
        doc({ ...INVOICE, taxAmount: 1 }, { fieldConfidence: confident(INVOICE) }),
        [],
      ).reviewRequired,
    ).toBe(false);
  });
});

describe('reviewExtraction: values of a fixed shape (decision 181)', () => {
  const reasons = (type: Parameters<typeof reviewExtraction>[0], fields: Record<string, unknown>) =>
    reviewExtraction(type, doc(fields), []).reviewReasons.join('\n');

  it("flags a TIN, ZIP code or state not of its shape, and a telephone number read as the account's", () => {
    expect(reasons('w2', { employerEIN: '12-34567' })).toMatch(/fixed shape: employerEIN/);
    expect(reasons('w2', { employerZipCode: 'Kansas City' })).toMatch(/fixed shape: employerZipCode/);
    expect(reasons('irs_1040', { state: 'Missouri 64106' })).toMatch(/fixed shape: state/);
    expect(reasons('credit_card_statement', { accountNumber: '1-800-432-1000' })).toMatch(
      /A telephone number read as the account number: accountNumber/,
    );
    const w2 = doc(W2, { stateTaxInfo: [{ state: 'Employer state ID' }] });
    expect(reviewExtraction('w2', w2, []).reviewReasons).toContain(
      "A value not of its field's fixed shape on 1 rows: stateTaxInfo.state",
    );
    for (const [k, v] of [
      ['employerEIN', '12-3456789'],
      ['recipientTIN', 'XXX-XX-1234'],
      ['payerTIN', '***-**-1234'],
      ['employerZipCode', '64106-1234'],
      ['employerState', 'MO'],
      ['taxpayerSsnLast4', '1234'],
    ])
      expect(reasons('w2', { [k!]: v })).not.toMatch(/fixed shape/);
    expect(reasons('bank_statement', { accountNumber: '000-123-4567' })).not.toMatch(/telephone/);
  });
});

describe('reviewExtraction: blocks a form prints under a caption it read (decision 186)', () => {
  it("asks a W-2 whose employer name was read for the rest of box c (the employer's address)", () => {
    const { employerAddress: _, ...noAddress } = W2;
    const w2 = doc(noAddress, { fieldConfidence: confident(noAddress) });
    expect(reviewExtraction('w2', w2, []).reviewReasons).toContain(
      "Expected field not found: employerAddress (box c prints it under the employer's name)",
    );
    // Any line of the block read (a city, a ZIP code) means the block was found.
    for (const part of [{ employerCity: 'Phoenix' }, { employerZipCode: '85004' }])
      expect(reviewExtraction('w2', doc({ ...noAddress, ...part }), []).reviewReasons.join()).not.toMatch(
        /employerAddress/,
      );
  });

  it('asks a 1040 claiming the additional child tax credit for its dependents', () => {
    const f = {
      taxYear: 2024,
      filingStatus: 'Married filing jointly',
      taxpayerFirstName: 'Jane',
      taxpayerLastName: 'Roe',
      homeAddress: '1 Main St',
      line9_totalIncome: 60000,
      line11_agi: 60000,
    };
    const reason = 'Expected rows not found: dependents (line 28 claims the additional child tax credit)';
    expect(
      reviewExtraction('irs_1040', doc({ ...f, line28_additionalChildTaxCredit: 1700 }), []).reviewReasons,
    ).toContain(reason);
    const withChild = doc(
      { ...f, line28_additionalChildTaxCredit: 1700 },
      { dependents: [{ firstName: 'Sam', lastName: 'Roe', relationship: 'Son' }] },
    );
    expect(reviewExtraction('irs_1040', withChild, []).reviewReasons).not.toContain(reason);
    expect(
      reviewExtraction('irs_1040', doc({ ...f, line28_additionalChildTaxCredit: 0 }), []).reviewReasons,
    ).not.toContain(reason);
  });
});

describe('reviewExtraction: a 1099 reports a payment (decision 186)', () => {
  const IDS = {
    formVariant: 'DIV',
    taxYear: 2024,
    payerName: 'Acme Funds',
    payerTIN: '12-3456789',
    recipientName: 'Jane Roe',
    recipientTIN: 'XXX-XX-1234',
  };
  const reasons = (fields: Record<string, unknown>) =>
    reviewExtraction('irs_1099', doc({ ...IDS, ...fields }), []).reviewReasons;

  it('flags a 1099 with no amount in any box (withholding alone is no payment)', () => {
    expect(reasons({})).toContain('No payment was found in any box of the 1099');
    expect(reasons({ box4_federalTaxWithheld: 12, box1a_totalOrdinaryDividends: 0 })).toContain(
      'No payment was found in any box of the 1099',
    );
    expect(reasons({ box1a_totalOrdinaryDividends: 512.3 }).join()).not.toMatch(/payment|box1a/);
  });

  it('asks for total ordinary dividends (1a) when a part of them (1b, 5) was read', () => {
    expect(reasons({ box1b_qualifiedDividends: 400 })).toContain(
      'Expected field not found: box1a_totalOrdinaryDividends (box1b_qualifiedDividends are part of it)',
    );
    expect(
      reasons({ box1a_totalOrdinaryDividends: 512.3, box1b_qualifiedDividends: 400 }).join(),
    ).not.toMatch(/payment|box1a/);
  });
});

describe('reviewExtraction: interleaved lines and a lost YTD cell (decision 188)', () => {
  it("flags a name whose words are interleaved with the next line's street number", () => {
    const fields = { ...INVOICE, vendorName: 'Blue6182 RidgeWashingtonOutfittersSt AptInc.8B' };
    const r = reviewExtraction('invoice', doc(fields, { fieldConfidence: confident(fields) }), []);
    expect(r.reviewReasons).toContain("Two lines' words interleaved in a name: vendorName");
    // Numbers printed apart, or short ones, are a name's own ("Studio 54", "Area51 Labs").
    for (const name of ['Studio 54 Ltd', 'Area51 Labs', 'Route 66 Diner', 'Acme 2000 Inc.']) {
      const ok = { ...INVOICE, vendorName: name };
      expect(
        reviewExtraction('invoice', doc(ok, { fieldConfidence: confident(ok) }), []).reviewReasons,
        name,
      ).not.toContain("Two lines' words interleaved in a name: vendorName");
    }
  });

  it('flags a pay stub line without its year-to-date figure when the other lines print one', () => {
    const lineItems: ChildRow[] = [
      { description: 'Regular', itemType: 'earning', amount: 100, ytdAmount: 1200 },
      { description: 'Federal Tax', itemType: 'deduction', amount: 10, ytdAmount: 120 },
      { description: 'Medicare', itemType: 'deduction', amount: 1.45, ytdAmount: null },
    ];
    const parsed = doc(PAYSLIP, { lineItems, fieldConfidence: confident(PAYSLIP) });
    expect(reviewExtraction('payslip', parsed, PAYSLIP_CHECKS).reviewReasons).toContain(
      'Column read on only 2 of 3 rows: lineItems.ytdAmount',
    );
    // A stub without a YTD column is not asked for one.
    const noYtd = lineItems.map(({ ytdAmount: _, ...r }) => r);
    expect(
      reviewExtraction(
        'payslip',
        doc(PAYSLIP, { lineItems: noYtd, fieldConfidence: confident(PAYSLIP) }),
        PAYSLIP_CHECKS,
      ).reviewReasons.join(' '),
    ).not.toMatch(/ytdAmount/);
  });

  it('reports calibrated confidences (values a check confirms stay confirmed) without moving the per-value findings', () => {
    const fields = { ...W2, box3_socialSecurityWages: 50000 };
    const parsed = doc(fields, {
      fieldConfidence: { ...confident(fields, 0.9), box1_wages: 0.4, box3_socialSecurityWages: 0.4 },
    });
    const checks = [held('w2.social_security_tax', ['box3_socialSecurityWages'])];
    const raw = reviewExtraction('w2', parsed, checks);
    const cal = reviewExtraction('w2', parsed, checks, [], {
      calibrate: (_p, _k, c) => Math.min(0.99, c + 0.4),
    });
    expect(raw.fieldConfidence.box1_wages).toBe(0.4);
    expect(cal.fieldConfidence.box1_wages).toBeCloseTo(0.8);
    expect(cal.fieldConfidence.employerName).toBeCloseTo(0.99);
    expect(cal.fieldConfidence.box3_socialSecurityWages).toBe(VERIFIED_CONFIDENCE);
    // The reader doubted box 1: still a finding, on the reader's own scale.
    expect(cal.reviewRequired).toBe(true);
    expect(cal.reviewReasons).toEqual(raw.reviewReasons.filter((r) => !r.startsWith('Low overall')));
    expect(cal.confidence).toBeGreaterThan(raw.confidence);
  });

  it('lists the read values a check confirmed, for their provenance (not a repaired or derived one)', () => {
    const fields = { ...W2, box3_socialSecurityWages: 50000, box4_socialSecurityTaxWithheld: 3100 };
    const parsed = doc(fields, {
      fieldConfidence: confident(fields),
      provenance: { box4_socialSecurityTaxWithheld: 'repaired' },
    });
    const r = reviewExtraction('w2', parsed, [
      held('w2.social_security_tax', ['box4_socialSecurityTaxWithheld', 'box3_socialSecurityWages']),
    ]);
    expect(r.verified).toEqual(['box3_socialSecurityWages']);
  });

  it('takes a pay period that is exactly what the printed frequency makes it as confirming both dates', () => {
    const stub = (start: string, end: string, payFrequency: string) => {
      const fields = {
        ...PAYSLIP,
        payDate: end,
        payPeriodStartDate: start,
        payPeriodEndDate: end,
        payFrequency,
      };
      return reviewExtraction(
        'payslip',
        doc(fields, {
          fieldConfidence: { ...confident(fields), payPeriodStartDate: 0.24, payPeriodEndDate: 0.24 },
          lineItems: [{ description: 'Regular', itemType: 'earning', amount: 100 }],
        }),
        PAYSLIP_CHECKS,
      );
    };
    for (const [a, b, freq] of [
      ['2024-03-01', '2024-03-07', 'Weekly'],
      ['2024-03-04', '2024-03-17', 'Bi-Weekly'],
      ['2024-02-16', '2024-02-29', 'Semi-Monthly'],
      ['2024-01-01', '2024-01-31', 'Monthly'],
    ] as const) {
      const r = stub(a, b, freq);
      expect(r.reviewRequired).toBe(false);
      expect(r.fieldConfidence.payPeriodStartDate).toBeGreaterThanOrEqual(0.9);
    }
    // A day off (a misread digit), or no frequency printed: the dates stand on their own words.
    expect(stub('2024-03-01', '2024-03-08', 'Biweekly').reviewReasons.join()).toMatch(/Low confidence/);
    expect(stub('2024-01-01', '2024-01-30', 'Monthly').reviewReasons.join()).toMatch(/Low confidence/);
    expect(stub('2024-03-01', '2024-03-07', '').reviewReasons.join()).toMatch(/Low confidence/);
  });

  it('does not expect the names, address or line 9 of a transcript of a return (SSN masked, figures from the AGI)', () => {
    const fields = {
      taxYear: 2024,
      filingStatus: 'Single',
      taxpayerSsnLast4: '1140',
      line11_agi: 112927,
      line15_taxableIncome: 98327,
      line24_totalTax: 16685,
    };
    const transcript = reviewExtraction('irs_1040', doc(fields, { fieldConfidence: confident(fields) }), []);
    expect(transcript.reviewReasons.join()).not.toMatch(/Expected field not found/);
    expect(transcript.reviewRequired).toBe(false);
    // A form whose wages were read but not its filer: the name was missed.
    const form = { ...fields, line1z_wages: 100000 };
    expect(
      reviewExtraction('irs_1040', doc(form, { fieldConfidence: confident(form) }), []).reviewReasons,
    ).toContain('Expected field not found: taxpayerFirstName');
    // The full SSN read: not a transcript.
    const full = { ...fields, taxpayerSSN: '123-45-1140' };
    expect(
      reviewExtraction('irs_1040', doc(full, { fieldConfidence: confident(full) }), []).reviewRequired,
    ).toBe(true);
  });

  it('flags an address that is only its city line, and a scanned ruling line read as a letter', () => {
    const inv = (more: Record<string, unknown>, lineItems: ChildRow[] = []) => {
      const fields = { ...INVOICE, ...more };
      return reviewExtraction('invoice', doc(fields, { fieldConfidence: confident(fields), lineItems }), [])
        .reviewReasons;
    };
    expect(inv({ vendorAddress: 'Kansas City, MO 64106' })).toContain(
      'An address without its street line: vendorAddress',
    );
    expect(inv({ vendorAddress: '3741 Elm Ct Apt 4, Kansas City, MO 64106' })).toEqual([]);
    expect(inv({ vendorAddress: 'PO Box 12, Kansas City, MO 64106' })).toEqual([]);
    const row = (description: string): ChildRow => ({ description, quantity: 1, unitPrice: 10, amount: 10 });
    expect(inv({}, [row('ATM WITHDRAWAL 100 MAIN ST SALT LAKE I CITY')]).join()).toContain(
      'A ruling line read as a letter: lineItems[0].description',
    );
    expect(inv({}, [row('Consulting | hours')]).join()).toContain('A ruling line read as a letter');
    for (const fine of ['I-95 TOLL PLAZA', 'Phase I design', 'Team lunch, l. 12'])
      expect(inv({}, [row(fine)]).join()).not.toContain('ruling line');
  });

  it('only notes a repair an equality now confirms; a repair nothing ties down still needs a look', () => {
    const fields = { ...W2, box3_socialSecurityWages: 50000, box4_socialSecurityTaxWithheld: 3100 };
    const parsed = doc(fields, {
      fieldConfidence: confident(fields),
      provenance: { box4_socialSecurityTaxWithheld: 'repaired' },
    });
    const confirmed = reviewExtraction('w2', parsed, [
      held('w2.social_security_tax', ['box4_socialSecurityTaxWithheld', 'box3_socialSecurityWages']),
    ]);
    expect(confirmed.reviewRequired).toBe(false);
    const loose = reviewExtraction('w2', parsed, [held('w2.social_security_tax')]);
    expect(loose.reviewReasons).toContain(
      'Value repaired to satisfy the checks: box4_socialSecurityTaxWithheld',
    );
  });

  it('expects a line of 25a-25c under a positive line 25d total, except on a transcript (no form line read)', () => {
    const fields = {
      taxYear: 2024,
      filingStatus: 'Single',
      taxpayerFirstName: 'Ana',
      taxpayerLastName: 'Li',
      taxpayerSSN: '123-45-6789',
      homeAddress: '1 Main St',
      line1z_wages: 50000,
      line9_totalIncome: 50000,
      line11_agi: 50000,
      line25d_totalWithholding: 3971,
    };
    const r = (f: Record<string, unknown>) =>
      reviewExtraction('irs_1040', doc(f, { fieldConfidence: confident(f) }), []).reviewReasons;
    expect(r(fields)).toContain('Expected field not found: line 25a, 25b or 25c (line 25d totals them)');
    expect(r({ ...fields, line25a_w2Withholding: 3971 }).join()).not.toContain('25d totals');
    // A preparer's summary of the return prints "Tax withheld" alone, and no SSN (decision 199).
    const { taxpayerSSN: _, ...summary } = fields;
    expect(r(summary).join()).not.toContain('25d totals');
    const transcript = {
      taxYear: 2024,
      filingStatus: 'Single',
      taxpayerSsnLast4: '1140',
      line11_agi: 50000,
      line25d_totalWithholding: 3971,
    };
    expect(r(transcript).join()).not.toContain('25d totals');
  });
});

describe('reviewExtraction: values nothing on the page confirmed (decision 199)', () => {
  it("flags a statement's start date taken from its first row, not a computed total", () => {
    const guessed = bank({
      fields: { ...bank().fields, statementStartDate: '2024-01-02' },
      provenance: { statementStartDate: 'derived' },
    });
    expect(reviewExtraction('bank_statement', guessed, [check(true, BALANCE)]).reviewReasons).toEqual([
      'A date taken from the rows, not read: statementStartDate',
    ]);
    const total = bank({ provenance: { totalDeposits: 'derived' } });
    expect(reviewExtraction('bank_statement', total, [check(true, BALANCE)]).reviewRequired).toBe(false);
  });

  it('notes a start taken from the rows that opens the calendar month the read end closes', () => {
    const start = (statementStartDate: string, provenance: Record<string, 'derived'>) =>
      reviewExtraction(
        'bank_statement',
        bank({ fields: { ...bank().fields, statementStartDate }, provenance }),
        [check(true, BALANCE)],
      ).reviewRequired;
    // Read to end on January 31: the month's first day agrees with it.
    expect(start('2024-01-01', { statementStartDate: 'derived' })).toBe(false);
    expect(start('2024-01-02', { statementStartDate: 'derived' })).toBe(true);
    // Both ends from the rows: nothing read to agree with.
    expect(start('2024-01-01', { statementStartDate: 'derived', statementEndDate: 'derived' })).toBe(true);
  });

  it("asks a return that prints the filer's SSN and a spouse for the spouse's SSN", () => {
    const fields = {
      taxYear: 2024,
      filingStatus: 'Married filing jointly',
      taxpayerFirstName: 'Ana',
      taxpayerLastName: 'Li',
      taxpayerSSN: '123-45-6789',
      spouseFirstName: 'Bo',
      spouseLastName: 'Li',
      homeAddress: '1 Main St',
      line9_totalIncome: 50000,
      line11_agi: 50000,
    };
    const r = (f: Record<string, unknown>) =>
      reviewExtraction('irs_1040', doc(f, { fieldConfidence: confident(f) }), []).reviewReasons;
    expect(r(fields)).toContain(
      "Expected field not found: spouseSSN (the return prints the filer's SSN and a spouse)",
    );
    expect(r({ ...fields, spouseSSN: '987-65-4321' })).toEqual([]);
    // A preparer's letter or a transcript prints no full SSN: nothing to expect.
    const { taxpayerSSN: _, ...letter } = fields;
    expect(r(letter)).toEqual([]);
  });

  it("asks a pay stub whose employer name was read for the employer's address", () => {
    const { employerAddress: _, ...noAddress } = PAYSLIP;
    const stub = (f: Record<string, unknown>) =>
      reviewExtraction(
        'payslip',
        doc(f, {
          fieldConfidence: confident(f),
          lineItems: [{ description: 'Regular', itemType: 'earning', amount: 100 }],
        }),
        PAYSLIP_CHECKS,
      ).reviewReasons;
    expect(stub(noAddress)).toEqual([
      "Expected field not found: employerAddress (the stub prints it under the employer's name)",
    ]);
    expect(stub(PAYSLIP)).toEqual([]);
  });
});

describe('reviewExtraction: printed under a caption but not read (decision 199)', () => {
  const card = (more: Record<string, unknown> = {}) => {
    const fields = {
      statementEndDate: '2025-12-19',
      newBalance: 100,
      minimumPaymentDue: 35,
      paymentDueDate: '2026-01-13',
      ...more,
    };
    return doc(fields, {
      fieldConfidence: confident(fields),
      transactions: [
        {
          transactionDate: '2025-12-01',
          postDate: '2025-12-02',
          description: 'X',
          amount: 100,
          transactionType: 'purchase',
        },
      ],
    });
  };
  const cardChecks = [{ ...held('credit_card.balance_equation'), description: 'balance' }];
  const reasons = (parsed: ParsedDocument, plainText: string) =>
    reviewExtraction('credit_card_statement', parsed, cardChecks, [], { text: { plainText } }).reviewReasons;

  it('flags an account number or a credit limit printed after its caption and not read', () => {
    expect(reasons(card(), 'LISA NGUYEN Account #: **** 8406\nTotal Credit Line $7,500.00')).toEqual([
      'Printed under its caption but not read: accountNumber',
      'Printed under its caption but not read: creditLimit',
    ]);
    expect(reasons(card(), 'Account: Account ending 5-44182')).toEqual([
      'Printed under its caption but not read: accountNumber',
    ]);
    expect(
      reasons(
        card({ accountNumber: '8406', creditLimit: 7500 }),
        'Account #: **** 8406\nCredit Limit $7,500.00',
      ),
    ).toEqual([]);
  });

  it('leaves a blacked-out number, what is left of the limit and a card reported lost', () => {
    expect(
      reasons(
        card(),
        'Account Number: ████\nAvailable Credit Line $20,362.93\nCash Access Line $7,500.00\nReport lost card 1-800-404-9783',
      ),
    ).toEqual([]);
    // Without the document's text (Claude's result without a reading, an old caller): nothing to compare.
    expect(reviewExtraction('credit_card_statement', card(), cardChecks).reviewReasons).toEqual([]);
  });
});

describe("reviewExtraction: a card's name read as its holder's (decision 199)", () => {
  it("flags a card's product or issuer read as the cardholder, not a person's name", () => {
    const card = (cardHolderName: string) => {
      const fields = {
        statementEndDate: '2025-12-19',
        newBalance: 100,
        minimumPaymentDue: 35,
        paymentDueDate: '2026-01-13',
        cardHolderName,
      };
      return reviewExtraction(
        'credit_card_statement',
        doc(fields, {
          fieldConfidence: confident(fields),
          transactions: [{ transactionDate: '2025-12-01', description: 'X', amount: 100 }],
        }),
        [held('credit_card.balance_equation')],
      ).reviewReasons;
    };
    expect(card('PINNACLE TRAVEL CARD')).toEqual([
      "An issuer's or a card's name read as a person's: cardHolderName",
    ]);
    expect(card('Keystone Bank')).toHaveLength(1);
    expect(card('LINDA MARTIN')).toEqual([]);
    expect(card('Cardona Rivera')).toEqual([]);
  });
});

describe('reviewExtraction: a minimum payment and a street type a scan misread (decision 199)', () => {
  it('asks a card statement with a balance owed for its minimum payment, not one that owes nothing', () => {
    const card = (more: Record<string, unknown>) => {
      const fields = { statementEndDate: '2025-12-19', paymentDueDate: '2026-01-13', ...more };
      return reviewExtraction(
        'credit_card_statement',
        doc(fields, {
          fieldConfidence: confident(fields),
          transactions: [{ transactionDate: '2025-12-01', description: 'X', amount: 100 }],
        }),
        [held('credit_card.balance_equation')],
      ).reviewReasons;
    };
    expect(card({ newBalance: 100 })).toEqual([
      'Expected field not found: minimumPaymentDue (a balance is owed)',
    ]);
    expect(card({ newBalance: 100, minimumPaymentDue: 35 })).toEqual([]);
    expect(card({ newBalance: 0 })).toEqual([]);
  });

  it('flags "PI" for "Pl" in a mixed-case address, not an upper-case one', () => {
    const bankWith = (address: string) =>
      reviewExtraction('bank_statement', bank({ fields: { ...bank().fields, address } }), [
        check(true, BALANCE),
      ]).reviewReasons;
    expect(bankWith('3242 Willow PI')).toEqual([
      'A street type read with a capital I for an l ("PI" for "Pl"): address',
    ]);
    expect(bankWith('3242 Willow Pl')).toEqual([]);
    expect(bankWith('3242 WILLOW PL')).toEqual([]);
  });
});

describe('reviewExtraction: a name cut before its legal form (decision 199)', () => {
  it('flags a name the page prints only with a legal form after it, not a name printed whole', () => {
    const inv = (customerName: string, plainText: string) => {
      const fields = { ...INVOICE, customerName };
      return reviewExtraction('invoice', doc(fields, { fieldConfidence: confident(fields) }), [], [], {
        text: { plainText },
      }).reviewReasons;
    };
    const page =
      'Customer SHIP TO\nHelios Solar Installations Inc. Helios Solar Installations Inc. Date of Issue';
    expect(inv('Helios Solar Installations', page)).toContain(
      'A name cut before its legal form: customerName',
    );
    expect(inv('Helios Solar Installations Inc.', page)).toEqual([]);
    // Printed once without it (a greeting, a signature): the name may be read so.
    expect(inv('Helios Solar Installations', `${page}\nThank you, Helios Solar Installations`)).toEqual([]);
    expect(inv('Bolt', 'Bolt Co-op Market')).toEqual([]);
    // Two name blocks side by side, the text layer's runs joined without a space.
    const glued =
      'Billed To SHIP TO\nSagebrush Veterinary Clinic PCSagebrush Veterinary Clinic PCDate July 14';
    expect(inv('Sagebrush Veterinary Clinic', glued)).toContain(
      'A name cut before its legal form: customerName',
    );
    expect(inv('Sagebrush Veterinary Clinic PC', glued)).toEqual([]);
    expect(inv('Orchard', 'Orchard Corporate Services\nOrchard Corporate')).toEqual([]);
    // Their lines interleaved: the form glued to another word of the name.
    const interleaved =
      'Bill To SHIP TO\nSagebrush Veterinary Clinic SagebrushPC Veterinary Clinic InvoicePC Date 2022-10-18';
    expect(inv('Sagebrush Veterinary Clinic', interleaved)).toContain(
      'A name cut before its legal form: customerName',
    );
  });
});

describe('reviewExtraction: an invoice letterhead address not read, a masked number with a letter (decision 203)', () => {
  const inv = (fields: Record<string, unknown>, plainText: string) =>
    reviewExtraction(
      'invoice',
      doc({ ...INVOICE, ...fields }, { fieldConfidence: confident({ ...INVOICE, ...fields }) }),
      [],
      [],
      { text: { plainText } },
    ).reviewReasons;
  const page =
    'Acme\nSales Invoice\n3881 Washington Dr\nAustin, TX 78701\nBilled To Ship To\nRichard Roe\nNewark, NJ 07102';
  it("flags a vendor address printed under the vendor's name and not read", () => {
    expect(inv({}, page)).toContain(
      "Expected field not found: vendorAddress (printed under the vendor's name)",
    );
    expect(inv({ vendorAddress: '3881 Washington Dr, Austin, TX 78701' }, page)).toEqual([]);
    // Only the customer's block prints a US address; a European letterhead has none of that shape.
    expect(inv({}, 'Acme\nBilled To\nRichard Roe\nNewark, NJ 07102')).toEqual([]);
    expect(inv({}, 'Acme\nRue de la Paix 3\n75002 Paris, France')).toEqual([]);
  });

  it('flags a masked number with a letter between the mask and its digits', () => {
    const rows = (description: string) =>
      reviewExtraction(
        'bank_statement',
        bank({
          transactions: [{ transactionDate: '2024-01-05', description, amount: 5, creditDebit: 'credit' }],
        }),
        [held('bank.balance_equation')],
      ).reviewReasons;
    expect(rows('ONLINE TRANSFER TO SAVINGS XXXXXXI1810')).toContain(
      'A letter inside a masked number: transactions[0].description',
    );
    expect(rows('ONLINE TRANSFER TO SAVINGS XXXXXX1810')).toEqual([]);
    expect(rows('EXXON MOBIL 4471')).toEqual([]);
  });
});

describe('reviewExtraction: details that do not fit (decision 210)', () => {
  const rows = (description: string) =>
    reviewExtraction(
      'bank_statement',
      bank({
        transactions: [{ transactionDate: '2024-01-05', description, amount: 5, creditDebit: 'credit' }],
      }),
      [held('bank.balance_equation')],
    ).reviewReasons;

  it("flags a foreign purchase's exchange rate read into the description", () => {
    expect(rows('CVS PHARMACY #4569 MINNEAPOLIS MN CAD 9.85 @ 0.744300')).toContain(
      'An exchange rate read into the text of 1 rows: transactions[0].description',
    );
    expect(rows('TRADER JOES 92.39 POUND STERLING X 1.27 (EXCHG RATE)').join()).toContain('exchange rate');
    expect(rows('CVS PHARMACY #4569 MINNEAPOLIS MN')).toEqual([]);
    expect(rows('INTEREST 0.05% APY')).toEqual([]);
    // The parser's own test of a foreign purchase's detail line (parse/transactions.ts): a rate of
    // two or three decimals beside words of conversion.
    expect(rows('HOTEL LISBOA FOREIGN CURRENCY 72.34 EUR RATE 1.08').join()).toContain('exchange rate');
    expect(rows('CAFE CENTRAL EUR 45.00 @ 1.087').join()).toContain('exchange rate');
  });

  it('flags a speck read as a short word at the end of a name or a description', () => {
    expect(rows('INTEREST PAYMENT fe')).toContain(
      'A speck read as a short word at the end of 1 values: transactions[0].description',
    );
    for (const fine of [
      'LED panel light 2x4 ft',
      'Other income (loss) — net',
      'Payment Thank you',
      'Bank of',
    ])
      expect(rows(fine)).toEqual([]);
    const fields = { ...INVOICE, vendorName: 'Acme Supply se' };
    expect(
      reviewExtraction('invoice', doc(fields, { fieldConfidence: confident(fields) }), []).reviewReasons,
    ).toContain('A speck read as a short word at the end of a name: vendorName');
  });

  it('flags an APR of 0 on a card statement that charged interest', () => {
    const card = (apr: number, totalInterest: number) => {
      const fields = {
        statementClosingDate: '2024-01-31',
        newBalance: 100,
        previousBalance: 50,
        cardHolderName: 'Jane Roe',
        apr,
        totalInterest,
      };
      return reviewExtraction(
        'credit_card_statement',
        doc(fields, { fieldConfidence: confident(fields) }),
        [],
      ).reviewReasons;
    };
    expect(card(0, 12.5)).toContain('An APR of 0 on a statement that charged interest: apr');
    expect(card(0, 0).join()).not.toContain('APR of 0');
    expect(card(19.99, 12.5).join()).not.toContain('APR of 0');
  });

  it('flags a W-2 whose box 13 check boxes were read in part', () => {
    const w2 = (more: Record<string, unknown>) => {
      const fields = { ...W2, ...more };
      return reviewExtraction('w2', doc(fields, { fieldConfidence: confident(fields) }), []).reviewReasons;
    };
    expect(w2({ box13_retirementPlan: true }).join()).toContain(
      'Box 13 read in part (the form prints its three check boxes together): box13_statutoryEmployee, box13_thirdPartySickPay',
    );
    const all = {
      box13_retirementPlan: true,
      box13_statutoryEmployee: false,
      box13_thirdPartySickPay: false,
    };
    expect(w2(all).join()).not.toContain('Box 13');
    expect(w2({}).join()).not.toContain('Box 13');
  });
});

describe('reviewExtraction: a unit number a scan misread (decision 210)', () => {
  it('flags "Apt IB" for "Apt 1B" in an address, not a numbered unit', () => {
    const addr = (address: string) =>
      reviewExtraction('bank_statement', bank({ fields: { ...bank().fields, address } }), [
        held('bank.balance_equation'),
      ]).reviewReasons;
    expect(addr('9753 Lake Pl Apt IB')).toContain(
      'A unit number read with a letter for a digit ("Apt IB"): address',
    );
    expect(addr('400 Main St Suite O4, Dayton, OH 45402').join()).toContain('unit number');
    for (const fine of ['9753 Lake Pl Apt 1B', '400 Main St Suite 400', '12 Oak Unit B', 'Apt Ivy Court 3'])
      expect(addr(fine).join()).not.toContain('unit number');
  });
});

describe('reviewExtraction: a box printed with its number and not read (decision 216)', () => {
  const form1099 = {
    formVariant: 'NEC',
    taxYear: 2024,
    payerName: 'Harbor Design Studio LLC',
    payerTIN: '12-3456789',
    recipientName: 'Dana Whitfield',
    recipientTIN: '123-45-6789',
    box1_nonemployeeCompensation: 18250,
  };
  const reasons = (fields: Record<string, unknown>, plainText: string) =>
    reviewExtraction('irs_1099', doc(fields, { fieldConfidence: confident(fields) }), [], [], {
      text: { plainText },
    }).reviewReasons;
  const page = 'Nonemployee Compensation Box 1 $18,250.00\nFederal Income Tax Withheld Box 4 $412.50\n';

  it("flags a 1099 box whose number and amount are on the page when none of the box's fields was read", () => {
    expect(reasons(form1099, page)).toContain(
      'Printed under its box number but not read: box4_federalTaxWithheld',
    );
    expect(reasons({ ...form1099, box4_federalTaxWithheld: 412.5 }, page).join()).not.toContain('box number');
  });

  it("does not pair a box number with the next box's amount, nor take a box the schema has no field for", () => {
    // "Box 3 … Treasury- Boxobligations4 … 14.18": box 4's caption run into box 3's; the amount is box 4's.
    const glued =
      'Box 1 $18,250.00\nBox 3 Interest on Treasury- Boxobligations4 Federal income tax withheld 14.18\n';
    expect(reasons({ ...form1099, box4_federalTaxWithheld: 14.18 }, glued).join()).not.toContain(
      'box number',
    );
    expect(
      reasons(form1099, 'Box 1 $18,250.00\nBox 2b Unrecaptured gain 75.00\nBox 4 $0.00\n').join(),
    ).not.toContain('box number');
  });
});

describe('reviewExtraction: a W-2 box 12 code printed with its amount and not read (decision 237)', () => {
  const reasons = (rows: { code: string; amount: number }[], plainText: string) =>
    reviewExtraction(
      'w2',
      doc(W2, { fieldConfidence: confident(W2), box12_codes: rows }),
      [held('w2.social_security_tax')],
      [],
      { text: { plainText } },
    ).reviewReasons;
  const missed = 'A box 12 code printed with its amount but not read: box12_codes';

  it('flags a code written out with its amount, or a grid cell opening with the code, that no row carries', () => {
    const summary =
      'Federal Box 12 and 13 items\nGross earnings $54,406.42 Box 12 Code D - 401(k) deferrals $4,352.51\n';
    expect(reasons([], summary)).toContain(missed);
    expect(reasons([{ code: 'D', amount: 4352.51 }], summary)).not.toContain(missed);
    expect(reasons([], '12 See instructions for box 12\nD USD 2115.17 [ ] Statutory employee\n')).toContain(
      missed,
    );
  });

  it('does not take a word opening a line, or a code without cents, for an entry', () => {
    expect(reasons([], 'Deferred compensation 1,200.00\nCode DD 401\n')).not.toContain(missed);
  });
});

describe('reviewExtraction: a computed total the page prints is not a value read (decision 237)', () => {
  // Revenue summed from its two rows (sales and other income); the page prints that sum as its gross
  // income, and the schema's revenue may be the sales alone: the match says nothing of the meaning.
  const statement = (netIncome: number) => {
    const fields = {
      companyName: 'Harbor Light Photography',
      periodStartDate: '2024-01-01',
      periodEndDate: '2024-12-31',
      totalRevenue: 1500,
      totalExpenses: 400,
      netIncome,
    };
    return doc(fields, {
      fieldConfidence: confident(fields),
      provenance: { totalRevenue: 'derived' },
      lineItems: [
        { section: 'revenue', accountName: 'Sales', amount: 1000 },
        { section: 'revenue', accountName: 'Other income', amount: 500 },
        { section: 'expenses', accountName: 'Rent', amount: 400 },
      ],
    });
  };
  const rows = 'Sales 1,000.00\nOther income 500.00\nRent 400.00\nTotal expenses 400.00';
  const review = (netIncome: number, plainText: string) =>
    reviewExtraction('profit_loss', statement(netIncome), [], [], { text: { plainText } });

  it('flags the document whether or not the page prints the sum', () => {
    for (const page of [
      `${rows}\nGross income 1,500.00\nNet profit 1,100.00`,
      `${rows}\nNet profit 1,100.00`,
    ]) {
      const r = review(1100, page);
      expect(r.reviewReasons).toContain('Computed from other values, not read: totalRevenue');
      expect(r.reviewReasons).toContain(
        'Check could not run (inputs missing or only derived): revenue − expenses = net income',
      );
      expect(r.reviewRequired).toBe(true);
    }
  });
});

describe('reviewExtraction: a capital I read for an l inside a word (decision 228)', () => {
  it('flags "EIm Way" in an address and "FIorida" in a name, not "McIntyre" or "AIG"', () => {
    const reasons = (fields: Record<string, unknown>) =>
      reviewExtraction(
        'w2',
        doc({ ...W2, ...fields }, { fieldConfidence: confident({ ...W2, ...fields }) }),
        [held('w2.social_security_tax')],
      ).reviewReasons.filter((r) => r.startsWith('A word read with a capital I'));
    expect(reasons({ employerAddress: '3668 EIm Way, Austin, TX 78701' })).toHaveLength(1);
    expect(reasons({ employerName: 'FIorida Citrus Growers' })).toHaveLength(1);
    expect(reasons({ employerName: 'McIntyre AIG Services', employerAddress: '3668 Elm Way' })).toEqual([]);
  });
});
