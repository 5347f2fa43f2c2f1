// Profit and loss statements over the shared financial-statement renderer.
import { COMPANIES } from '../fake-data';
import { addDays, endOfMonth, formatDate } from '../format';
import { Rng, round2, sum } from '../random';
import type { RenderedDocument, TypeGeneratorOptions } from '../truth';
import {
  STATEMENT_STYLES,
  lineItems,
  priorOf,
  renderStatement,
  type Statement,
  type StatementRow,
} from './financial-statement';

const REVENUE: [string, string, number, number][] = [
  ['4000', 'Sales Revenue', 80_000, 2_400_000],
  ['4100', 'Service Revenue', 20_000, 900_000],
  ['4200', 'Consulting Income', 5_000, 250_000],
  ['4900', 'Interest Income', 100, 9_000],
  ['4950', 'Other Income', 200, 25_000],
];
const EXPENSES: [string, string, number, number][] = [
  ['5000', 'Cost of Goods Sold', 30_000, 900_000],
  ['6000', 'Salaries and Wages', 40_000, 700_000],
  ['6100', 'Payroll Taxes', 3_000, 60_000],
  ['6200', 'Rent Expense', 12_000, 120_000],
  ['6300', 'Utilities', 2_000, 30_000],
  ['6400', 'Advertising and Marketing', 1_000, 80_000],
  ['6500', 'Insurance', 1_500, 30_000],
  ['6600', 'Depreciation Expense', 2_000, 60_000],
  ['6700', 'Office Supplies', 500, 15_000],
  ['6800', 'Professional Fees', 1_000, 40_000],
  ['6900', 'Travel and Entertainment', 500, 30_000],
  ['7000', 'Software Subscriptions', 600, 24_000],
];

export function profitLossStatement(seed: number): Statement {
  const rng = new Rng(seed);
  const company = rng.pick(COMPANIES);
  const year = rng.int(2021, 2025);
  const quarter = rng.bool(0.35) ? rng.int(1, 4) : 0;
  const start = quarter ? `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01` : `${year}-01-01`;
  const end = quarter ? endOfMonth(year, quarter * 3) : `${year}-12-31`;
  const scale = quarter ? 0.25 : 1;
  const pick = (list: typeof REVENUE, min: number): StatementRow[] =>
    list
      .filter((_, i) => i < min || rng.bool(0.6))
      .map(([code, name, lo, hi]) => {
        const amount = rng.money(lo * scale, hi * scale);
        return { code, name, amount, prior: priorOf(rng, amount) };
      });
  const revenue = pick(REVENUE, 1);
  const expenses = pick(EXPENSES, 3);
  const totalRevenue = sum(revenue.map((r) => r.amount));
  const totalExpenses = sum(expenses.map((r) => r.amount));
  const priorRevenue = sum(revenue.map((r) => r.prior));
  const priorExpenses = sum(expenses.map((r) => r.prior));
  const net = round2(totalRevenue - totalExpenses);
  const priorNet = round2(priorRevenue - priorExpenses);
  return {
    title: rng.pick([
      'Profit and Loss',
      'Income Statement',
      'Statement of Operations',
      'Profit & Loss Statement',
    ]),
    company,
    periodLabel: quarter
      ? `${formatDate(start, 'long')} through ${formatDate(end, 'long')}`
      : `For the Year Ended ${formatDate(end, 'long')}`,
    currentLabel: quarter ? `Q${quarter} ${year}` : String(year),
    priorLabel: quarter ? `Q${quarter} ${year - 1}` : String(year - 1),
    reportDate: addDays(end, rng.int(10, 60)),
    periodStart: start,
    periodEnd: end,
    sections: [
      {
        key: 'revenue',
        title: 'Revenue',
        rows: revenue,
        totalLabel: 'Total Revenue',
        total: totalRevenue,
        priorTotal: priorRevenue,
      },
      {
        key: 'expenses',
        title: 'Expenses',
        rows: expenses,
        totalLabel: 'Total Expenses',
        total: totalExpenses,
        priorTotal: priorExpenses,
      },
    ],
    after: {
      1: [{ label: net >= 0 ? 'Net Income' : 'Net Loss', amount: net, prior: priorNet, strong: true }],
    },
  };
}

export async function generateProfitLoss(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const s = profitLossStatement(seed);
  const style = STATEMENT_STYLES[layout % STATEMENT_STYLES.length] ?? 'plain';
  const { pdf, pages } = await renderStatement(s, style);
  const [rev, exp] = s.sections;
  return {
    layout: style,
    pdf,
    pages,
    truth: {
      documentType: 'profit_loss',
      fields: {
        companyName: s.company,
        ...(style === 'leaders' || style === 'coded' ? { reportDate: s.reportDate } : {}),
        periodStartDate: s.periodStart,
        periodEndDate: s.periodEnd,
        totalRevenue: rev?.total ?? null,
        totalExpenses: exp?.total ?? null,
        netIncome: s.after[1]?.[0]?.amount ?? null,
      },
      lineItems: lineItems(s),
    },
  };
}
