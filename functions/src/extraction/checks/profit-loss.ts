// Profit and loss: revenue − expenses = net income, and the line items add up to their totals.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2 } from './arithmetic';
import { expenseContribution } from '../parsers/financial-statement';
import { sectionTotalCheck } from './statement-sections';

export function checkProfitLoss(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const out: CheckResult[] = [];
  const revenue = num(f, 'totalRevenue');
  const expenses = num(f, 'totalExpenses');
  const net = num(f, 'netIncome');
  if (revenue !== null && expenses !== null && net !== null) {
    // Expenses may be printed as negatives (in parentheses); they are subtracted by size.
    const expected = round2(revenue - Math.abs(expenses));
    out.push(
      asEquality({
        id: 'profit_loss.net_income',
        description: 'Total revenue − total expenses = net income',
        passed: approxEqual(expected, net),
        values: {
          totalRevenue: revenue,
          totalExpenses: expenses,
          expected,
          netIncome: net,
          difference: round2(net - expected),
        },
        fields: ['netIncome', 'totalRevenue', 'totalExpenses'],
      }),
    );
  }
  // Revenue − the expense lines = net income: the statement's arithmetic over the lines read, which
  // still runs where total expenses is not printed (a multi-step statement).
  const expenseItems = (parsed.lineItems ?? [])
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row.section === 'expenses' && num(row, 'amount') !== null);
  if (revenue !== null && net !== null && expenseItems.length > 0) {
    const lines = round2(
      expenseItems.reduce(
        (a, { row }) => a + expenseContribution(String(row.accountName ?? ''), num(row, 'amount')!),
        0,
      ),
    );
    const expected = round2(revenue - lines);
    out.push(
      asEquality({
        id: 'profit_loss.lines_net_income',
        description: 'Total revenue − the expense lines = net income',
        passed: approxEqual(expected, net),
        values: {
          totalRevenue: revenue,
          expenseLines: lines,
          expected,
          netIncome: net,
          difference: round2(net - expected),
        },
        fields: ['netIncome', 'totalRevenue', ...expenseItems.map(({ i }) => `lineItems[${i}].amount`)],
      }),
    );
  }
  const rev = sectionTotalCheck(parsed, 'profit_loss.revenue_items', 'revenue', 'totalRevenue');
  const exp = sectionTotalCheck(parsed, 'profit_loss.expense_items', 'expenses', 'totalExpenses', {
    absolute: true,
    contribution: (row, amount) => expenseContribution(String(row.accountName ?? ''), amount),
  });
  for (const c of [rev, exp]) if (c) out.push(c);
  return out;
}
