import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { checkCreditCardStatement } from './credit-card-statement';

const rows = [
  { transactionType: 'payment', amount: 412.16 },
  { transactionType: 'purchase', amount: 100 },
  { transactionType: 'purchase', amount: 50.5 },
  { transactionType: 'refund', amount: 0.5 },
  { transactionType: 'fee', amount: 25 },
];
function doc(fields: ParsedDocument['fields']): ParsedDocument {
  return { fields, transactions: rows, fieldConfidence: {}, checks: [] };
}

describe('checkCreditCardStatement', () => {
  it('checks available credit against the limit (confirmed by limit − new balance when that holds), and the minimum against the balance', () => {
    const byId = (f: ParsedDocument['fields']) =>
      Object.fromEntries(checkCreditCardStatement(doc(f)).map((c) => [c.id, c]));
    const ok = byId({ newBalance: 175, creditLimit: 5000, availableCredit: 4825, minimumPaymentDue: 35 });
    expect(ok['credit_card.available_credit']?.passed).toBe(true);
    expect(ok['credit_card.available_credit']?.verified).toEqual([
      'availableCredit',
      'creditLimit',
      'newBalance',
    ]);
    expect(ok['credit_card.minimum_payment']?.passed).toBe(true);
    // Printed as of the print date (pending charges since the close): passes, confirms nothing.
    const later = byId({ newBalance: 702.1, creditLimit: 22800, availableCredit: 22058.11 })[
      'credit_card.available_credit'
    ];
    expect(later?.passed).toBe(true);
    expect(later?.verified).toBeUndefined();
    // More than the limit is a misread.
    expect(
      byId({ newBalance: 175, creditLimit: 5000, availableCredit: 48250 })['credit_card.available_credit']
        ?.passed,
    ).toBe(false);
    // A limit far from what is available plus what is owed: a dropped point ("$5,000.00" as 500000).
    expect(
      byId({ newBalance: 175, creditLimit: 500000, availableCredit: 4825 })['credit_card.available_credit']
        ?.passed,
    ).toBe(false);
    // Over the limit: nothing is available.
    expect(
      byId({ newBalance: 5100, creditLimit: 5000, availableCredit: 0 })['credit_card.available_credit']
        ?.passed,
    ).toBe(true);
    expect(
      byId({ newBalance: 6118.86, creditLimit: 2500, availableCredit: 0 })['credit_card.available_credit']
        ?.passed,
    ).toBe(true);
    expect(byId({ newBalance: 175, minimumPaymentDue: 350 })['credit_card.minimum_payment']?.passed).toBe(
      false,
    );
  });

  it('passes when previous + purchases + fees + interest − payments = new balance', () => {
    const checks = checkCreditCardStatement(
      doc({
        previousBalance: 412.16,
        totalPurchases: 150.5,
        totalPayments: 412.66,
        totalFees: 25,
        totalInterest: 0,
        newBalance: 175,
      }),
    );
    expect(checks.map((c) => [c.id, c.passed])).toEqual([
      ['credit_card.balance_equation', true],
      ['credit_card.purchase_total', true],
      ['credit_card.payment_total', true],
      ['credit_card.fee_total', true],
    ]);
  });

  it('fails the fee total when a fee row was read as another kind, and skips a kind with no rows', () => {
    const asRefund = rows.map((r) => (r.transactionType === 'fee' ? { ...r, transactionType: 'refund' } : r));
    const checks = checkCreditCardStatement({
      ...doc({ totalFees: 25, totalInterest: 3.1 }),
      transactions: [...asRefund, { transactionType: 'fee', amount: 2 }],
    });
    expect(checks.find((c) => c.id === 'credit_card.fee_total')).toMatchObject({
      passed: false,
      values: { totalFees: 25, sumOfRows: 2 },
    });
    // Interest printed in the summary only: nothing to add up.
    expect(checks.find((c) => c.id === 'credit_card.interest_total')).toBeUndefined();
  });

  it('confirms refund rows by the purchase total only when the sum that held nets them out', () => {
    const plain = checkCreditCardStatement(doc({ totalPurchases: 150.5 })).find(
      (c) => c.id === 'credit_card.purchase_total',
    );
    expect(plain?.verified).toEqual(['totalPurchases', 'transactions[1].amount', 'transactions[2].amount']);
    const netted = checkCreditCardStatement(doc({ totalPurchases: 150 })).find(
      (c) => c.id === 'credit_card.purchase_total',
    );
    expect(netted?.verified).toContain('transactions[3].amount');
  });

  it('fails the posting order when a row posts before it was made', () => {
    const dated = (made: string, posted: string) => ({ transactionDate: made, postDate: posted, amount: 1 });
    const run = (r: ParsedDocument['transactions']) =>
      checkCreditCardStatement({ fields: {}, transactions: r, fieldConfidence: {}, checks: [] }).find(
        (c) => c.id === 'credit_card.posted_after_transaction',
      );
    expect(run([dated('2025-01-02', '2025-01-03'), dated('2025-01-04', '2025-01-04')])?.passed).toBe(true);
    expect(run([dated('2025-01-02', '2025-01-03'), dated('2025-01-05', '2025-01-04')])).toMatchObject({
      passed: false,
      fields: ['transactions[1].transactionDate', 'transactions[1].postDate'],
    });
  });

  it('fails with the difference when the new balance does not follow', () => {
    const [eq] = checkCreditCardStatement(doc({ previousBalance: 412.16, newBalance: 200 }));
    // Totals come from the rows: purchases 150.5, payments+refunds 412.66, fees 25.
    expect(eq).toMatchObject({ passed: false, values: { expected: 175, newBalance: 200, difference: 25 } });
  });

  it('fails the purchase total when rows miss a purchase', () => {
    const total = checkCreditCardStatement(doc({ totalPurchases: 999 })).find(
      (c) => c.id === 'credit_card.purchase_total',
    )!;
    expect(total.passed).toBe(false);
    expect(total.fields).toContain('totalPurchases');
  });

  it('fails the payment total when a payment row was lost (the balance equation uses the printed totals and holds)', () => {
    const fields = {
      previousBalance: 742.7,
      totalPayments: 554.56,
      totalPurchases: 150.5,
      totalFees: 25,
      totalInterest: 0,
      newBalance: 363.64,
    };
    const lost: ParsedDocument = {
      fields,
      transactions: rows.filter((r) => r.transactionType !== 'payment'),
      fieldConfidence: {},
      checks: [],
    };
    const byId = (p: ParsedDocument) => Object.fromEntries(checkCreditCardStatement(p).map((c) => [c.id, c]));
    expect(byId(lost)['credit_card.balance_equation']?.passed).toBe(true);
    expect(byId(lost)['credit_card.payment_total']).toMatchObject({
      passed: false,
      values: { totalPayments: 554.56, sumOfPayments: 0, sumOfRefunds: 0.5 },
    });
    // Printed as a negative ("Payments and Credits -412.66"), refunds netted in or not.
    const paid = (totalPayments: number) => byId(doc({ totalPayments }))['credit_card.payment_total'];
    expect(paid(-412.66)).toMatchObject({ passed: true });
    expect(paid(-412.66)?.verified).toEqual([
      'totalPayments',
      'transactions[0].amount',
      'transactions[3].amount',
    ]);
    expect(paid(412.16)).toMatchObject({
      passed: true,
      verified: ['totalPayments', 'transactions[0].amount'],
    });
  });
});
