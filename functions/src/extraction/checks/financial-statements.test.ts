import { describe, expect, it } from 'vitest';
import type { ChildRow, ParsedDocument, ScalarValue } from '../types';
import { checkBalanceSheet } from './balance-sheet';
import { checkCashFlow } from './cash-flow';
import { checkProfitLoss } from './profit-loss';
import { runChecks } from './registry';

const doc = (fields: Record<string, ScalarValue>, lineItems: ChildRow[] = []): ParsedDocument => ({
  fields,
  lineItems,
  fieldConfidence: {},
  checks: [],
});
const byId = (checks: { id: string }[]) =>
  Object.fromEntries(checks.map((c) => [c.id, c])) as Record<
    string,
    ReturnType<typeof checkCashFlow>[number]
  >;

describe('checkBalanceSheet', () => {
  const items = [
    { section: 'assets', accountName: 'Cash', category: 'Current', amount: 600 },
    { section: 'assets', accountName: 'Equipment', category: 'Fixed', amount: 400 },
    { section: 'liabilities', accountName: 'Loans', category: 'Current', amount: 300 },
    { section: 'equity', accountName: 'Capital', category: 'Equity', amount: 700 },
  ];

  it('without a printed total liabilities (a 10-K), checks the liability and equity lines against total assets', () => {
    const r = byId(checkBalanceSheet(doc({ totalAssets: 1000, totalEquity: 700 }, items)));
    expect(r['balance_sheet.accounting_equation']).toBeUndefined();
    expect(r['balance_sheet.liability_and_equity_items']?.passed).toBe(true);
    const lost = items.filter((i) => i.accountName !== 'Loans');
    const broken = byId(
      checkBalanceSheet(
        doc({ totalAssets: 1000, totalEquity: 700 }, [...lost, { ...items[2]!, amount: 30 }]),
      ),
    );
    expect(broken['balance_sheet.liability_and_equity_items']?.passed).toBe(false);
  });

  it("with one total not read (or computed, hidden), checks the equation with that side's lines for it", () => {
    const r = byId(checkBalanceSheet(doc({ totalAssets: 1000, totalLiabilities: 300 }, items)));
    expect(r['balance_sheet.equation_with_items']).toMatchObject({
      passed: true,
      values: { totalAssets: 1000, totalLiabilities: 300, totalEquity: 700 },
    });
    expect(r['balance_sheet.equation_with_items']!.verified).toContain('totalLiabilities');
    const equityRow = items.findIndex((i) => i.section === 'equity');
    const misread = items.map((i, n) => (n === equityRow ? { ...i, amount: Number(i.amount) + 90 } : i));
    expect(
      byId(checkBalanceSheet(doc({ totalAssets: 1000, totalLiabilities: 300 }, misread)))[
        'balance_sheet.equation_with_items'
      ]?.passed,
    ).toBe(false);
    // Total assets not read: the asset lines stand in.
    expect(
      byId(checkBalanceSheet(doc({ totalLiabilities: 300, totalEquity: 700 }, items)))[
        'balance_sheet.equation_with_items'
      ],
    ).toMatchObject({ passed: true, values: { totalAssets: 1000 } });
  });

  it('passes the accounting equation and section sums', () => {
    const r = byId(
      checkBalanceSheet(doc({ totalAssets: 1000, totalLiabilities: 300, totalEquity: 700 }, items)),
    );
    expect(Object.values(r).map((c) => [c.id, c.passed])).toEqual([
      ['balance_sheet.accounting_equation', true],
      ['balance_sheet.assets_items', true],
      ['balance_sheet.liabilities_items', true],
      ['balance_sheet.equity_items', true],
    ]);
  });

  it('fails when assets differ from liabilities + equity, naming the fields and line items', () => {
    const r = byId(
      checkBalanceSheet(doc({ totalAssets: 1000.5, totalLiabilities: 300, totalEquity: 700 }, items)),
    );
    expect(r['balance_sheet.accounting_equation']).toMatchObject({
      passed: false,
      values: { difference: 0.5 },
    });
    expect(r['balance_sheet.assets_items']).toMatchObject({
      passed: false,
      fields: ['totalAssets', 'lineItems[0].amount', 'lineItems[1].amount'],
    });
  });
});

describe('checkProfitLoss', () => {
  it('passes revenue − expenses = net income, with expenses printed either sign', () => {
    expect(
      checkProfitLoss(doc({ totalRevenue: 500, totalExpenses: 320.25, netIncome: 179.75 }))[0]?.passed,
    ).toBe(true);
    expect(
      checkProfitLoss(doc({ totalRevenue: 500, totalExpenses: -320.25, netIncome: 179.75 }))[0]?.passed,
    ).toBe(true);
  });

  it('fails a net income that does not follow', () => {
    const [c] = checkProfitLoss(doc({ totalRevenue: 500, totalExpenses: 320, netIncome: 200 }));
    expect(c).toMatchObject({
      id: 'profit_loss.net_income',
      passed: false,
      values: { expected: 180, difference: 20 },
    });
  });

  it('compares line items with their totals', () => {
    const items = [
      { section: 'revenue', accountName: 'Sales', category: null, amount: 500 },
      { section: 'expenses', accountName: 'Rent', category: null, amount: 300 },
    ];
    const r = byId(checkProfitLoss(doc({ totalRevenue: 500, totalExpenses: 320, netIncome: 180 }, items)));
    expect(r['profit_loss.revenue_items']?.passed).toBe(true);
    expect(r['profit_loss.expense_items']).toMatchObject({
      passed: false,
      values: { itemsTotal: 300, difference: -20 },
    });
  });
});

describe('checkCashFlow', () => {
  const good = {
    operatingCashFlow: 1200,
    investingCashFlow: -500,
    financingCashFlow: -200,
    netCashFlow: 500,
    beginningCash: 1000,
    endingCash: 1500,
  };

  it('passes the net change and the ending cash', () => {
    const r = byId(checkCashFlow(doc(good)));
    expect(r['cash_flow.net_change']?.passed).toBe(true);
    expect(r['cash_flow.ending_cash']?.passed).toBe(true);
  });

  it('fails each relation when broken', () => {
    const r = byId(checkCashFlow(doc({ ...good, financingCashFlow: -100, endingCash: 1600.02 })));
    expect(r['cash_flow.net_change']).toMatchObject({
      passed: false,
      values: { expected: 600, netCashFlow: 500 },
    });
    expect(r['cash_flow.ending_cash']).toMatchObject({
      passed: false,
      values: { expected: 1500, endingCash: 1600.02 },
    });
  });

  it('checks each section against its line items', () => {
    const items = [
      { section: 'operating', accountName: 'Net income', category: null, amount: 1000 },
      { section: 'operating', accountName: 'Depreciation', category: null, amount: 150 },
      { section: 'investing', accountName: 'Equipment', category: null, amount: -500 },
    ];
    const r = byId(checkCashFlow(doc(good, items)));
    expect(r['cash_flow.operating_items']).toMatchObject({
      passed: false,
      values: { itemsTotal: 1150, difference: -50 },
    });
    expect(r['cash_flow.investing_items']?.passed).toBe(true);
  });
});

describe('checkCashFlow with a computed section flow', () => {
  it('does not add up the sections when one of them was computed (hidden from the checks, not zero)', () => {
    const parsed: ParsedDocument = {
      ...doc({
        operatingCashFlow: 500,
        investingCashFlow: -200,
        financingCashFlow: -100,
        netCashFlow: 200,
        beginningCash: 1000,
        endingCash: 1200,
      }),
      provenance: { financingCashFlow: 'derived' },
    };
    const checks = runChecks('cash_flow', parsed);
    expect(checks.find((c) => c.id === 'cash_flow.net_change')).toBeUndefined();
    expect(checks.find((c) => c.id === 'cash_flow.ending_cash')?.passed).toBe(true);
    // Read, the three sections are added up as before.
    expect(
      runChecks('cash_flow', { ...parsed, provenance: {} }).find((c) => c.id === 'cash_flow.net_change')
        ?.passed,
    ).toBe(true);
  });
});
