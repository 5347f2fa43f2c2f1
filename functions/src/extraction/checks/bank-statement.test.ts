import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { checkBankStatement } from './bank-statement';

function doc(
  fields: ParsedDocument['fields'],
  transactions: ParsedDocument['transactions'] = [],
): ParsedDocument {
  return { fields, transactions, fieldConfidence: {}, checks: [] };
}
const rows = [
  { transactionDate: '2025-01-02', description: 'Salary', creditDebit: 'credit', amount: 500, balance: 1500 },
  { transactionDate: '2025-01-03', description: 'Rent', creditDebit: 'debit', amount: 300, balance: 1200 },
  { transactionDate: '2025-01-03', description: 'Coffee', creditDebit: 'debit', amount: 4.5, balance: null },
  {
    transactionDate: '2025-01-04',
    description: 'Grocer',
    creditDebit: 'debit',
    amount: 20.25,
    balance: 1175.25,
  },
];
const fields = {
  beginningBalance: 1000,
  endingBalance: 1175.25,
  totalDeposits: 500,
  totalWithdrawals: 324.75,
};

describe('checkBankStatement', () => {
  it('passes a consistent statement, carrying the balance across rows without one', () => {
    const checks = checkBankStatement(doc(fields, rows));
    expect(checks.map((c) => [c.id, c.passed])).toEqual([
      ['bank.balance_equation', true],
      ['bank.transaction_totals', true],
      ['bank.running_balance', true],
    ]);
    expect(checks[0]!.values).toMatchObject({ expected: 1175.25, closing: 1175.25 });
  });

  it('lists the values a passed equality confirms, and none when it failed', () => {
    const checks = checkBankStatement(doc(fields, rows));
    expect(checks[0]!.verified).toEqual([
      'beginningBalance',
      'endingBalance',
      'totalDeposits',
      'totalWithdrawals',
    ]);
    expect(checks[2]!.verified).toContain('transactions[3].balance');
    const broken = checkBankStatement(doc({ ...fields, endingBalance: 1175.52 }, rows));
    expect(broken.find((c) => c.id === 'bank.balance_equation')?.verified).toBeUndefined();
  });

  it('fails the balance equation with the values involved', () => {
    const [eq] = checkBankStatement(doc({ ...fields, endingBalance: 1100 }));
    expect(eq).toMatchObject({
      id: 'bank.balance_equation',
      passed: false,
      values: { expected: 1175.25, closing: 1100, difference: -75.25 },
    });
    expect(eq!.fields).toContain('endingBalance');
  });

  it('names the first row where the running balance breaks', () => {
    const broken = rows.map((r, i) => (i === 1 ? { ...r, amount: 30 } : r));
    const running = checkBankStatement(doc(fields, broken)).find((c) => c.id === 'bank.running_balance')!;
    expect(running.passed).toBe(false);
    expect(running.values).toMatchObject({
      firstBrokenRow: 1,
      description: 'Rent',
      expected: 1470,
      printed: 1200,
    });
    expect(running.fields).toEqual(['transactions[1].amount', 'transactions[1].balance']);
  });

  it('fails the totals check when rows do not add up to the printed totals', () => {
    const totals = checkBankStatement(doc({ ...fields, totalDeposits: 600 }, rows)).find(
      (c) => c.id === 'bank.transaction_totals',
    )!;
    expect(totals.passed).toBe(false);
    expect(totals.values).toMatchObject({ totalDeposits: 600, sumOfCredits: 500 });
  });

  it('uses row sums when the statement prints no totals, and skips what it cannot evaluate', () => {
    const checks = checkBankStatement(doc({ beginningBalance: 1000, endingBalance: 1175.25 }, rows));
    expect(checks.find((c) => c.id === 'bank.balance_equation')?.passed).toBe(true);
    expect(checkBankStatement(doc({}))).toEqual([]);
  });

  describe('the period covers the transactions', () => {
    const period = (start: string, end: string) =>
      checkBankStatement(doc({ ...fields, statementStartDate: start, statementEndDate: end }, rows)).find(
        (c) => c.id === 'bank.period_covers_transactions',
      );

    it('passes a period holding every transaction date, with a few days of posting slack', () => {
      expect(period('2025-01-01', '2025-01-31')?.passed).toBe(true);
      expect(period('2025-01-05', '2025-01-31')?.passed).toBe(true);
    });

    it('fails a one-day period read from a single date, and one that misses the transactions', () => {
      expect(period('2025-01-03', '2025-01-03')).toMatchObject({ passed: false });
      expect(period('2025-02-01', '2025-02-28')).toMatchObject({
        passed: false,
        values: { transactionsOutside: 4, firstOutside: '2025-01-02' },
      });
    });

    it('does not run without both dates or without dated transactions', () => {
      expect(
        checkBankStatement(doc({ ...fields, statementEndDate: '2025-01-31' }, rows)).map((c) => c.id),
      ).not.toContain('bank.period_covers_transactions');
      expect(period('2025-01-01', '2025-01-31')).toBeDefined();
    });
  });
});
