// Cash flow statements (indirect method) over the shared financial-statement renderer.
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

export function cashFlowStatement(seed: number): Statement {
  const rng = new Rng(seed);
  const year = rng.int(2021, 2025);
  const half = rng.bool(0.3);
  const start = half ? `${year}-07-01` : `${year}-01-01`;
  const end = half ? endOfMonth(year, 12) : `${year}-12-31`;
  const row = (code: string, name: string, lo: number, hi: number, sign: 1 | -1 | 0): StatementRow => {
    const s = sign === 0 ? (rng.bool() ? 1 : -1) : sign;
    const amount = round2(s * rng.money(lo, hi));
    return { code, name, amount, prior: priorOf(rng, amount) };
  };
  const operating = [
    row('', 'Net Income', 10_000, 600_000, 1),
    row('', 'Depreciation and Amortization', 2_000, 80_000, 1),
    row('', 'Changes in Accounts Receivable', 1_000, 60_000, 0),
    ...(rng.bool(0.6) ? [row('', 'Changes in Inventory', 1_000, 50_000, 0)] : []),
    row('', 'Changes in Accounts Payable', 1_000, 40_000, 0),
    ...(rng.bool(0.4) ? [row('', 'Changes in Accrued Liabilities', 500, 20_000, 0)] : []),
  ];
  const investing = [
    row('', 'Purchase of Property and Equipment', 5_000, 300_000, -1),
    ...(rng.bool(0.4) ? [row('', 'Proceeds from Sale of Equipment', 1_000, 40_000, 1)] : []),
    ...(rng.bool(0.3) ? [row('', 'Purchase of Investments', 2_000, 90_000, -1)] : []),
  ];
  const financing = [
    ...(rng.bool(0.6) ? [row('', 'Proceeds from Long-Term Debt', 10_000, 250_000, 1)] : []),
    row('', 'Repayment of Debt', 2_000, 120_000, -1),
    ...(rng.bool(0.5)
      ? [row('', rng.pick(['Dividends Paid', 'Owner Distributions']), 5_000, 150_000, -1)]
      : []),
  ];
  const tot = (rows: StatementRow[], k: 'amount' | 'prior') => sum(rows.map((r) => r[k]));
  const op = tot(operating, 'amount');
  const inv = tot(investing, 'amount');
  const fin = tot(financing, 'amount');
  const net = round2(op + inv + fin);
  const priorNet = round2(tot(operating, 'prior') + tot(investing, 'prior') + tot(financing, 'prior'));
  // Beginning cash large enough that ending cash stays positive.
  const beginning = round2(Math.max(0, -net) + rng.money(5_000, 400_000));
  const priorBeginning = round2(Math.max(0, -priorNet) + rng.money(5_000, 300_000));
  return {
    title: rng.pick([
      'Statement of Cash Flows',
      'Cash Flow Statement',
      'Statement of Cash Flows (Indirect Method)',
    ]),
    company: rng.pick(COMPANIES),
    periodLabel: half
      ? `${formatDate(start, 'long')} through ${formatDate(end, 'long')}`
      : `For the Year Ended ${formatDate(end, 'long')}`,
    currentLabel: half ? `H2 ${year}` : String(year),
    priorLabel: half ? `H2 ${year - 1}` : String(year - 1),
    reportDate: addDays(end, rng.int(10, 60)),
    periodStart: start,
    periodEnd: end,
    sections: [
      {
        key: 'operating',
        title: 'Cash Flows from Operating Activities',
        rows: operating,
        totalLabel: 'Net Cash Provided by Operating Activities',
        total: op,
        priorTotal: tot(operating, 'prior'),
      },
      {
        key: 'investing',
        title: 'Cash Flows from Investing Activities',
        rows: investing,
        totalLabel: 'Net Cash Used in Investing Activities',
        total: inv,
        priorTotal: tot(investing, 'prior'),
      },
      {
        key: 'financing',
        title: 'Cash Flows from Financing Activities',
        rows: financing,
        totalLabel: 'Net Cash from Financing Activities',
        total: fin,
        priorTotal: tot(financing, 'prior'),
      },
    ],
    after: {
      2: [
        { label: net >= 0 ? 'Net Increase in Cash' : 'Net Decrease in Cash', amount: net, prior: priorNet },
        { label: 'Cash at Beginning of Period', amount: beginning, prior: priorBeginning },
        {
          label: 'Cash at End of Period',
          amount: round2(beginning + net),
          prior: round2(priorBeginning + priorNet),
          strong: true,
        },
      ],
    },
  };
}

export async function generateCashFlow(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const s = cashFlowStatement(seed);
  const style = STATEMENT_STYLES[layout % STATEMENT_STYLES.length] ?? 'plain';
  const { pdf, pages } = await renderStatement(s, style);
  const [op, inv, fin] = s.sections;
  const after = s.after[2] ?? [];
  return {
    layout: style,
    pdf,
    pages,
    truth: {
      documentType: 'cash_flow',
      fields: {
        companyName: s.company,
        ...(style === 'leaders' || style === 'coded' ? { reportDate: s.reportDate } : {}),
        periodStartDate: s.periodStart,
        periodEndDate: s.periodEnd,
        operatingCashFlow: op?.total ?? null,
        investingCashFlow: inv?.total ?? null,
        financingCashFlow: fin?.total ?? null,
        netCashFlow: after[0]?.amount ?? null,
        beginningCash: after[1]?.amount ?? null,
        endingCash: after[2]?.amount ?? null,
      },
      lineItems: lineItems(s),
    },
  };
}
