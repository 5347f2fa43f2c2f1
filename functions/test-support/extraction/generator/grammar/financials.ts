// Layout grammar for profit and loss, balance sheet and cash-flow statements: single or
// comparative columns (current first or prior first), a "% of revenue" column, multi-row column
// headers, period headers in several wordings, account codes, dot leaders, subtotal lines and
// supplemental disclosures (printed, never line items), dashes for zero, print timestamps.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { Rng, round2 } from '../random';
import type { GroundTruth } from '../truth';
import { balanceSheetStatement } from '../types/balance-sheet';
import { cashFlowStatement } from '../types/cash-flow';
import type { Statement, StatementRow } from '../types/financial-statement';
import { profitLossStatement } from '../types/profit-loss';
import type { Block, TableColumn, TableRow } from './compose';
import { footerOf } from './statements';
import { HEADER_DATE_STYLES, amount, date, periodText, pickAmountStyle, printStamp, syn } from './style';
import type { GrammarOutput } from './types';

export interface FinancialChoices {
  columns: 'single' | 'current-prior' | 'prior-current' | 'current-percent';
  multiHeader: boolean;
  codes: boolean;
  leaders: boolean;
  subtotals: boolean;
  supplemental: boolean;
  stamp: boolean;
  zeroDash: boolean;
  negative: 'parens' | 'minus' | 'trailing-minus';
}

const F = (o: Partial<FinancialChoices>): FinancialChoices => ({
  columns: 'single',
  multiHeader: false,
  codes: false,
  leaders: false,
  subtotals: false,
  supplemental: false,
  stamp: false,
  zeroDash: false,
  negative: 'parens',
  ...o,
});

export const PL_FAMILIES: Record<string, FinancialChoices> = {
  'single-plain': F({}),
  'comparative-multiheader': F({ columns: 'current-prior', multiHeader: true }),
  'coded-minus': F({ codes: true, negative: 'minus', stamp: true }),
  'gross-profit-subtotal': F({ subtotals: true, leaders: true }),
  'prior-first-percent': F({
    columns: 'prior-current',
    multiHeader: true,
    subtotals: true,
    negative: 'trailing-minus',
  }),
  'months-header-codes': F({ columns: 'current-percent', codes: true, stamp: true, zeroDash: true }),
};

export const BS_FAMILIES: Record<string, FinancialChoices> = {
  'single-plain': F({}),
  'comparative-multiheader': F({ columns: 'current-prior', multiHeader: true }),
  'coded-current-subtotals': F({ codes: true, subtotals: true, negative: 'minus' }),
  'leaders-single': F({ leaders: true }),
  'prior-first-subtotals': F({ columns: 'prior-current', subtotals: true, multiHeader: true }),
  'leaders-timestamp': F({ leaders: true, stamp: true, codes: true, zeroDash: true, negative: 'minus' }),
};

export const CF_FAMILIES: Record<string, FinancialChoices> = {
  'single-plain': F({}),
  'comparative-multiheader': F({ columns: 'current-prior', multiHeader: true }),
  'coded-minus': F({ codes: true, negative: 'minus', stamp: true }),
  'supplemental-single': F({ supplemental: true }),
  'prior-first-supplemental': F({
    columns: 'prior-current',
    multiHeader: true,
    supplemental: true,
    negative: 'trailing-minus',
  }),
  'leaders-dash-zero': F({ leaders: true, zeroDash: true, stamp: true }),
};

const CURRENT_ASSETS = ['Cash and Cash Equivalents', 'Accounts Receivable', 'Inventory', 'Prepaid Expenses'];
const CURRENT_LIABILITIES = [
  'Accounts Payable',
  'Accrued Liabilities',
  'Deferred Revenue',
  'Short-Term Debt',
];

/** Wordings of section titles, totals and closing lines; one is picked per document. */
const LABEL_SYNONYMS: Record<string, readonly string[]> = {
  Revenue: ['Revenue', 'Income', 'Revenues', 'Sales'],
  Expenses: ['Expenses', 'Operating Expenses', 'Costs and Expenses'],
  'Total Revenue': ['Total Revenue', 'Total Income', 'Net Revenues', 'TOTAL REVENUE'],
  'Total Expenses': ['Total Expenses', 'Total Costs and Expenses', 'TOTAL EXPENSES'],
  'Net Income': ['Net Income', 'Net Profit', 'NET INCOME', 'Net Income (Loss)'],
  'Net Loss': ['Net Loss', 'Net Income (Loss)', 'NET LOSS'],
  Assets: ['Assets', 'ASSETS'],
  Liabilities: ['Liabilities', 'LIABILITIES'],
  'Total Assets': ['Total Assets', 'TOTAL ASSETS'],
  'Total Liabilities': ['Total Liabilities', 'TOTAL LIABILITIES'],
  'Total Equity': [
    "Total Stockholders' Equity",
    'Total Equity',
    "Total Shareholders' Equity",
    "Total Owner's Equity",
  ],
  'Total Liabilities and Equity': [
    'Total Liabilities and Equity',
    "TOTAL LIABILITIES AND STOCKHOLDERS' EQUITY",
  ],
  'Net Cash Provided by Operating Activities': [
    'Net Cash Provided by Operating Activities',
    'Net cash from operating activities',
    'NET CASH PROVIDED BY (USED IN) OPERATING ACTIVITIES',
  ],
  'Net Cash Used in Investing Activities': [
    'Net Cash Used in Investing Activities',
    'Net cash from investing activities',
    'Net Cash Provided by (Used in) Investing Activities',
  ],
  'Net Cash from Financing Activities': [
    'Net Cash from Financing Activities',
    'Net cash provided by (used in) financing activities',
    'NET CASH FROM FINANCING ACTIVITIES',
  ],
  'Net Increase in Cash': [
    'Net Increase in Cash',
    'Net change in cash and cash equivalents',
    'NET INCREASE (DECREASE) IN CASH',
  ],
  'Net Decrease in Cash': [
    'Net Decrease in Cash',
    'Net change in cash and cash equivalents',
    'NET INCREASE (DECREASE) IN CASH',
  ],
  'Cash at Beginning of Period': [
    'Cash at Beginning of Period',
    'CASH AT BEGINNING OF PERIOD',
    'Cash and cash equivalents, beginning of year',
  ],
  'Cash at End of Period': [
    'Cash at End of Period',
    'CASH AT END OF PERIOD',
    'Cash and cash equivalents, end of year',
  ],
};

interface PrintedRow {
  label: string;
  code?: string;
  amount: number | null;
  prior: number | null;
  kind: TableRow['kind'];
  /** A line item of the truth (section key). */
  item?: string;
}

export function financialGrammar(
  type: 'profit_loss' | 'balance_sheet' | 'cash_flow',
  seed: number,
  c: FinancialChoices,
): GrammarOutput {
  const s: Statement =
    type === 'profit_loss'
      ? profitLossStatement(seed)
      : type === 'balance_sheet'
        ? balanceSheetStatement(seed)
        : cashFlowStatement(seed);
  const w = new Rng(seed ^ 0x66696e);
  const money = {
    ...pickAmountStyle(w, { negative: [c.negative] }),
    zero: c.zeroDash ? ('dash' as const) : ('number' as const),
    currency: '' as const,
  };
  const headDate = w.pick(HEADER_DATE_STYLES);
  const rows: PrintedRow[] = [];
  const items: { section: string; accountName: string; amount: number }[] = [];
  const revenueTotal = s.sections[0]?.total ?? 1;
  s.sections.forEach((sec, k) => {
    rows.push({
      label: syn(w, LABEL_SYNONYMS[sec.title] ?? [sec.title, sec.title.toUpperCase()]),
      amount: null,
      prior: null,
      kind: 'section',
    });
    const push = (r: StatementRow, label = r.name) => {
      rows.push({ label, code: r.code, amount: r.amount, prior: r.prior, kind: 'data', item: sec.key });
      items.push({ section: sec.key, accountName: label, amount: r.amount });
    };
    let subtotalDone = false;
    sec.rows.forEach((r, i) => {
      if (c.subtotals && type === 'balance_sheet' && r.name === 'Property and Equipment, Net') {
        const acc = round2(r.amount * (0.2 + w.next() * 0.3));
        const accPrior = round2(r.prior * 0.25);
        push({
          ...r,
          name: 'Property and Equipment',
          amount: round2(r.amount + acc),
          prior: round2(r.prior + accPrior),
        });
        push({
          ...r,
          code: r.code ? String(Number(r.code) + 10) : undefined,
          name: 'Less Accumulated Depreciation',
          amount: -acc,
          prior: -accPrior,
        });
        rows.push({
          label: 'Net Property and Equipment',
          amount: r.amount,
          prior: r.prior,
          kind: 'subtotal',
        });
        return;
      }
      push(r);
      if (c.subtotals && !subtotalDone) {
        const next = sec.rows[i + 1];
        const cur =
          type === 'balance_sheet' ? (sec.key === 'assets' ? CURRENT_ASSETS : CURRENT_LIABILITIES) : [];
        if (type === 'balance_sheet' && cur.includes(r.name) && (!next || !cur.includes(next.name))) {
          const upTo = sec.rows.slice(0, i + 1);
          rows.push({
            label: sec.key === 'assets' ? 'Total Current Assets' : 'Total Current Liabilities',
            amount: round2(upTo.reduce((a, x) => a + x.amount, 0)),
            prior: round2(upTo.reduce((a, x) => a + x.prior, 0)),
            kind: 'subtotal',
          });
          subtotalDone = true;
        }
        if (type === 'profit_loss' && sec.key === 'expenses' && r.name === 'Cost of Goods Sold') {
          rows.push({
            label: 'Gross Profit',
            amount: round2(revenueTotal - r.amount),
            prior: null,
            kind: 'subtotal',
          });
          subtotalDone = true;
        }
      }
    });
    rows.push({
      label: syn(w, LABEL_SYNONYMS[sec.totalLabel] ?? [sec.totalLabel]),
      amount: sec.total,
      prior: sec.priorTotal,
      kind: 'subtotal',
    });
    for (const l of s.after[k] ?? [])
      rows.push({
        label: syn(w, LABEL_SYNONYMS[l.label] ?? [l.label]),
        amount: l.amount,
        prior: l.prior,
        kind: 'subtotal',
      });
  });
  // Period header.
  const period = periodText(s.periodStart, s.periodEnd, w, headDate);
  const blocks: Block[] = [];
  blocks.push({ kind: 'text', lines: [s.company], size: 13, bold: true, align: 'center' });
  blocks.push({ kind: 'text', lines: [s.title], size: 11, bold: true, align: 'center' });
  blocks.push({ kind: 'text', lines: [period.text], size: 9, align: 'center' });
  if (c.stamp)
    blocks.push({
      kind: 'text',
      lines: [printStamp(w, s.periodEnd), syn(w, ['Accrual Basis', 'Cash Basis', 'Unaudited'])],
      size: 7,
      align: 'right',
      color: 'grey',
    });
  const curLabel = s.currentLabel;
  const priorLabel = s.priorLabel;
  const valueCols: ('cur' | 'prior' | 'pct')[] =
    c.columns === 'single'
      ? ['cur']
      : c.columns === 'current-prior'
        ? ['cur', 'prior']
        : c.columns === 'prior-current'
          ? ['prior', 'cur']
          : ['cur', 'pct'];
  const columns: TableColumn[] = [
    ...(c.codes ? [{ header: syn(w, ['Acct', 'Account', 'Code']), weight: 0.7 }] : []),
    { header: '', weight: 4.2 },
    ...valueCols.map((v) => ({
      header:
        v === 'cur'
          ? c.columns === 'single' && w.bool()
            ? syn(w, ['Amount', 'Total', curLabel])
            : curLabel
          : v === 'prior'
            ? priorLabel
            : syn(w, ['% of Revenue', '% of Income', '%']),
      weight: v === 'pct' ? 0.9 : 1.5,
      align: 'right' as const,
    })),
  ];
  const groups = c.multiHeader
    ? [
        { text: '', span: (c.codes ? 1 : 0) + 1 },
        {
          text:
            type === 'balance_sheet'
              ? syn(w, ['As of', 'At'])
              : `${syn(w, ['Year Ended', 'For the Period Ended', 'Period Ending'])} ${date(s.periodEnd, 'long').replace(/, \d{4}$/, ',')}`,
          span: valueCols.length,
        },
      ]
    : undefined;
  // Dollar signs on the first row and on totals, or nowhere: one choice per document.
  const dollars = w.bool(0.5);
  const fmt = (v: number | null, strong: boolean) =>
    v === null ? '' : amount(v, { ...money, currency: strong && dollars ? '$' : '' });
  const tableRows: TableRow[] = rows.map((r, i) => {
    const first = i === 1 || r.kind === 'subtotal';
    const label =
      c.leaders && r.kind === 'data'
        ? `${r.label} ${'.'.repeat(Math.max(3, 48 - r.label.length))}`
        : r.kind === 'data' && w.bool(0.5)
          ? `  ${r.label}`
          : r.label;
    const values = valueCols.map((v) =>
      r.kind === 'section'
        ? ''
        : v === 'cur'
          ? fmt(r.amount, first)
          : v === 'prior'
            ? fmt(r.prior, first)
            : r.amount === null
              ? ''
              : `${((r.amount / revenueTotal) * 100).toFixed(1)}%`,
    );
    return { kind: r.kind, cells: [...(c.codes ? [r.code ?? ''] : []), label, ...values] };
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'table',
    columns,
    ...(groups ? { groups } : {}),
    rows: tableRows,
    ruling: 'none',
    repeatHeader: w.bool(0.7),
    size: 9,
  });
  if (c.supplemental && type === 'cash_flow')
    blocks.push({
      kind: 'kv',
      title: syn(w, [
        'Supplemental Disclosures of Cash Flow Information',
        'SUPPLEMENTAL CASH FLOW INFORMATION',
      ]),
      style: 'aligned',
      pairs: [
        [
          syn(w, ['Cash paid for interest', 'Interest paid']),
          amount(round2(2_000 + w.next() * 40_000), money),
        ],
        [
          syn(w, ['Cash paid for income taxes', 'Income taxes paid']),
          amount(round2(5_000 + w.next() * 90_000), money),
        ],
        [
          'Non-cash: equipment acquired under finance leases',
          amount(round2(1_000 + w.next() * 30_000), money),
        ],
      ],
    });
  if (w.bool(0.4))
    blocks.push({
      kind: 'note',
      lines: [
        syn(w, [
          'See accompanying notes to the financial statements.',
          'The accompanying notes are an integral part of these statements.',
          'Prepared without audit or review.',
        ]),
      ],
      size: 7,
    });
  const [a, b, cc] = s.sections;
  const after = type === 'balance_sheet' ? [] : (s.after[type === 'profit_loss' ? 1 : 2] ?? []);
  const fields: GroundTruth['fields'] =
    type === 'profit_loss'
      ? {
          companyName: s.company,
          periodStartDate: s.periodStart,
          periodEndDate: s.periodEnd,
          totalRevenue: a?.total ?? null,
          totalExpenses: b?.total ?? null,
          netIncome: after[0]?.amount ?? null,
        }
      : type === 'balance_sheet'
        ? {
            companyName: s.company,
            periodEndDate: s.periodEnd,
            totalAssets: a?.total ?? null,
            totalLiabilities: b?.total ?? null,
            totalEquity: cc?.total ?? null,
          }
        : {
            companyName: s.company,
            periodStartDate: s.periodStart,
            periodEndDate: s.periodEnd,
            operatingCashFlow: a?.total ?? null,
            investingCashFlow: b?.total ?? null,
            financingCashFlow: cc?.total ?? null,
            netCashFlow: after[0]?.amount ?? null,
            beginningCash: after[1]?.amount ?? null,
            endingCash: after[2]?.amount ?? null,
          };
  const truth: GroundTruth = {
    documentType: type as ExtractableTypeCode,
    fields,
    lineItems: items.map((x) => ({ ...x })),
  };
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(40, 60),
    footer: footerOf(w),
  };
}
