// Layout grammar for profit and loss, balance sheet and cash-flow statements: single or
// comparative columns (current first or prior first), a "% of revenue" column, multi-row column
// headers, period headers in several wordings, account codes, dot leaders, subtotal lines and
// supplemental disclosures (printed, never line items), dashes for zero, print timestamps.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { balanceSheetStatement } from '../types/balance-sheet';
import { cashFlowStatement } from '../types/cash-flow';
import type { Statement, StatementLine, StatementRow } from '../types/financial-statement';
import { profitLossStatement } from '../types/profit-loss';
import type { PageBuilder } from '../draw';
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
  /**
   * Annual-report features (decision 170). Optional: a family without them renders exactly as
   * before (no draw from the document's wording Rng depends on them).
   * years: a third period column (two prior years, current first).
   */
  years?: 3;
  /**
   * Amounts printed in whole thousands or millions under a "(In thousands, except per-share data)"
   * note; the truth holds them as printed (decision 174).
   */
  scale?: 'thousands' | 'millions';
  /** A "Note" column of references to the notes ("4", "5, 6"). */
  noteRefs?: boolean;
  /** A line that is nil in the current period, printed as an em dash ("—"). */
  emDashZero?: boolean;
  /**
   * Headings by meaning and indented sub-items: "Current assets:" / "Current liabilities:" and
   * "Commitments and contingencies"; a multi-step income statement (cost of revenue, gross profit,
   * operating expenses, operating income, income taxes, per-share data, no printed total
   * expenses); the cash-flow reconciliation headings.
   */
  classified?: boolean;
  /** Supplemental cash-flow disclosures as rows of the statement's own table, after ending cash. */
  supplementalInTable?: boolean;
  /** The table breaks across two pages: "(continued)" title and the column header repeated. */
  continued?: boolean;
  /**
   * A public company's Form 10-K presentation (decision 174): "X AND SUBSIDIARIES" over a
   * "CONSOLIDATED STATEMENTS OF …" title, "Table of Contents" above and "X | 2024 Form 10-K | 62"
   * below, the "$" in a column of its own on first and total rows, the closing parenthesis of a
   * negative printed in its own cell, years under "Year Ended December 31," or stacked or dated column
   * headers ("December 31," over "2024"); non-operating lines and the net income attributable to
   * noncontrolling interests; par-value and treasury-stock equity lines, no "Total liabilities";
   * "Net change in operating assets and liabilities" and a cash reconciliation block.
   */
  tenK?: boolean;
  /**
   * Decision 182: a bookkeeping package's P&L (QuickBooks style): "Ordinary Income/Expense",
   * "Income" / "Total Income", "Expense" / "Total Expense", "Net Ordinary Income"; account numbers
   * in the name ("6110 · Rent"); a parent account over some expense lines with its own "Total 6100 ·
   * …" line; a "% of Income" column beside each period. Profit and loss only; own Rng.
   */
  ledger?: boolean;
  /**
   * Decision 189: a P&L broken down by period or against a budget (profit and loss only, own Rng):
   * month columns (quarters for a year) with a total column at the right, which is the statement's
   * figure; or "Actual", "Budget", "$ Over Budget" and "% of Budget" columns, the actual being the
   * figure. The other columns' arithmetic holds to the cent only roughly (each row split alike).
   */
  breakdown?: boolean;
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
  'annual-report-3yr': F({
    columns: 'current-prior',
    years: 3,
    multiHeader: true,
    scale: 'thousands',
    noteRefs: true,
    emDashZero: true,
    classified: true,
    subtotals: true,
  }),
  'multi-step-continued': F({
    columns: 'current-prior',
    scale: 'millions',
    classified: true,
    subtotals: true,
    continued: true,
  }),
  'ledger-nested-pct': F({ columns: 'current-prior', ledger: true, subtotals: true }),
  // Decision 189: months (or quarters) with a total column, or actual against budget.
  'breakdown-months-budget': F({ codes: true, subtotals: true, breakdown: true }),
  '10k-consolidated': F({
    columns: 'current-prior',
    years: 3,
    multiHeader: true,
    scale: 'millions',
    classified: true,
    subtotals: true,
    tenK: true,
  }),
  // Held out (families.ts): a 10-K layout nobody tunes on, with two columns and a notes column.
  '10k-notes-thousands': F({
    columns: 'current-prior',
    multiHeader: true,
    scale: 'thousands',
    noteRefs: true,
    emDashZero: true,
    classified: true,
    subtotals: true,
    tenK: true,
  }),
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
  'annual-report-classified': F({
    columns: 'current-prior',
    multiHeader: true,
    scale: 'thousands',
    noteRefs: true,
    emDashZero: true,
    classified: true,
    subtotals: true,
  }),
  'classified-continued': F({
    columns: 'current-prior',
    scale: 'millions',
    classified: true,
    subtotals: true,
    continued: true,
  }),
  '10k-consolidated': F({
    columns: 'current-prior',
    scale: 'millions',
    emDashZero: true,
    classified: true,
    subtotals: true,
    tenK: true,
  }),
  // Held out (families.ts): a 10-K balance sheet in thousands with a notes column, over two pages.
  '10k-notes-continued': F({
    columns: 'current-prior',
    multiHeader: true,
    scale: 'thousands',
    noteRefs: true,
    classified: true,
    subtotals: true,
    continued: true,
    tenK: true,
  }),
  'prior-first-subtotals': F({ columns: 'prior-current', subtotals: true, multiHeader: true }),
  'leaders-timestamp': F({ leaders: true, stamp: true, codes: true, zeroDash: true, negative: 'minus' }),
};

export const CF_FAMILIES: Record<string, FinancialChoices> = {
  'single-plain': F({}),
  'comparative-multiheader': F({ columns: 'current-prior', multiHeader: true }),
  'coded-minus': F({ codes: true, negative: 'minus', stamp: true }),
  'supplemental-single': F({ supplemental: true }),
  'annual-report-3yr': F({
    columns: 'current-prior',
    years: 3,
    multiHeader: true,
    scale: 'thousands',
    emDashZero: true,
    classified: true,
    supplementalInTable: true,
  }),
  'continued-supplemental': F({
    columns: 'current-prior',
    classified: true,
    supplementalInTable: true,
    continued: true,
  }),
  '10k-consolidated': F({
    columns: 'current-prior',
    years: 3,
    multiHeader: true,
    scale: 'millions',
    classified: true,
    supplementalInTable: true,
    tenK: true,
  }),
  // Held out (families.ts): a 10-K cash flow in thousands, two columns, over two pages.
  '10k-continued-thousands': F({
    columns: 'current-prior',
    scale: 'thousands',
    emDashZero: true,
    classified: true,
    supplementalInTable: true,
    continued: true,
    tenK: true,
  }),
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

/** Wordings only the annual-report families use (the tables above stay as the other families draw them). */
const ANNUAL_SYNONYMS: Record<string, readonly string[]> = {
  Revenue: ['Revenues:', 'Net sales:', 'Revenue:'],
  'Total Revenue': ['Total revenues', 'Total net sales', 'Total revenue'],
  'Net Income': ['Net income', 'Net earnings', 'NET INCOME'],
  'Net Loss': ['Net loss', 'Net income (loss)', 'Net loss attributable to the company'],
  Assets: ['ASSETS', 'Assets'],
  Liabilities: ["LIABILITIES AND STOCKHOLDERS' EQUITY", "Liabilities and shareholders' equity"],
  "Stockholders' Equity": ["Stockholders' equity:", "Shareholders' equity:", "STOCKHOLDERS' EQUITY"],
  'Total Assets': ['Total assets', 'TOTAL ASSETS'],
  'Total Liabilities': ['Total liabilities', 'TOTAL LIABILITIES'],
  'Total Equity': ["Total stockholders' equity", "Total shareholders' equity"],
  'Total Liabilities and Equity': [
    "Total liabilities and stockholders' equity",
    "Total liabilities and shareholders' equity",
    "TOTAL LIABILITIES AND STOCKHOLDERS' EQUITY",
  ],
  'Cash Flows from Operating Activities': [
    'Operating activities:',
    'Cash flows from operating activities:',
    'OPERATING ACTIVITIES',
  ],
  'Cash Flows from Investing Activities': [
    'Investing activities:',
    'Cash flows from investing activities:',
    'INVESTING ACTIVITIES',
  ],
  'Cash Flows from Financing Activities': [
    'Financing activities:',
    'Cash flows from financing activities:',
    'FINANCING ACTIVITIES',
  ],
  'Net Cash Provided by Operating Activities': [
    'Net cash provided by operating activities',
    'Cash generated by operating activities',
    'Net cash provided by (used in) operating activities',
  ],
  'Net Cash Used in Investing Activities': [
    'Net cash used in investing activities',
    'Cash used in investing activities',
    'Net cash provided by (used in) investing activities',
  ],
  'Net Cash from Financing Activities': [
    'Net cash provided by (used in) financing activities',
    'Cash used in financing activities',
    'Net cash from financing activities',
  ],
  'Net Increase in Cash': [
    'Net increase (decrease) in cash, cash equivalents and restricted cash',
    'Increase in cash and cash equivalents',
    'Net change in cash and cash equivalents',
  ],
  'Net Decrease in Cash': [
    'Net increase (decrease) in cash, cash equivalents and restricted cash',
    'Decrease in cash and cash equivalents',
    'Net change in cash and cash equivalents',
  ],
  'Cash at Beginning of Period': [
    'Cash, cash equivalents and restricted cash, beginning of period',
    'Cash and cash equivalents at beginning of year',
    'Beginning cash balance',
    'Cash and equivalents, beginning of year',
  ],
  'Cash at End of Period': [
    'Cash, cash equivalents and restricted cash, end of period',
    'Cash and cash equivalents at end of year',
    'Ending cash balance',
    'Cash and equivalents, end of year',
  ],
};

interface PrintedRow {
  label: string;
  code?: string;
  amount: number | null;
  prior: number | null;
  /** Two years before the current period (three-column statements). */
  prior2?: number | null;
  kind: TableRow['kind'];
  /** A line item of the truth (section key). */
  item?: string;
  /** Printed as a per-share amount ("1.23") or a share count, never scaled. */
  unscaled?: 'per-share' | 'count';
  note?: string;
}

const TAX_ROW = 'Provision for Income Taxes';
/** Non-operating lines of a 10-K income statement, printed between operating income and income before taxes. */
const INTEREST_ROW = 'Interest expense';
/** Other income, kept in the expense section as a negative expense (printed as income). */
const OTHER_NET_ROW = 'Other income (loss) — net';
const NON_OPERATING = [INTEREST_ROW, OTHER_NET_ROW];
const CHANGES_NET_ROW = 'Net change in operating assets and liabilities';

/** Totals, net income, equity and ending cash again from the rows (after rows were added or rounded). */
function recompute(s: Statement, type: 'profit_loss' | 'balance_sheet' | 'cash_flow'): void {
  for (const sec of s.sections) {
    sec.total = sum(sec.rows.map((r) => r.amount));
    sec.priorTotal = sum(sec.rows.map((r) => r.prior));
  }
  const [a, b, c] = s.sections;
  if (!a || !b) return;
  if (type === 'profit_loss') {
    const net = s.after[1]?.[0];
    if (!net) return;
    net.amount = round2(a.total - b.total);
    net.prior = round2(a.priorTotal - b.priorTotal);
    net.label = net.amount >= 0 ? 'Net Income' : 'Net Loss';
    return;
  }
  if (!c) return;
  if (type === 'balance_sheet') {
    const re = c.rows.find((r) => r.name === 'Retained Earnings');
    if (re) {
      const others = c.rows.filter((r) => r !== re);
      re.amount = round2(a.total - b.total - sum(others.map((r) => r.amount)));
      re.prior = round2(a.priorTotal - b.priorTotal - sum(others.map((r) => r.prior)));
      c.total = sum(c.rows.map((r) => r.amount));
      c.priorTotal = sum(c.rows.map((r) => r.prior));
    }
    const le = s.after[2]?.[0];
    if (le) {
      le.amount = round2(b.total + c.total);
      le.prior = round2(b.priorTotal + c.priorTotal);
    }
    return;
  }
  const [net, begin, end] = s.after[2] ?? [];
  if (!net || !begin || !end) return;
  net.amount = round2(a.total + b.total + c.total);
  net.prior = round2(a.priorTotal + b.priorTotal + c.priorTotal);
  net.label = net.amount >= 0 ? 'Net Increase in Cash' : 'Net Decrease in Cash';
  end.amount = round2(begin.amount + net.amount);
  end.prior = round2(begin.prior + net.prior);
}

/**
 * The annual-report variations of the data (decision 170): a nil line, an income-tax line for a
 * multi-step income statement, amounts rounded to whole thousands or millions. Only families that
 * ask for them come here.
 */
function annualReportData(
  s: Statement,
  type: 'profit_loss' | 'balance_sheet' | 'cash_flow',
  c: FinancialChoices,
): { unit: number } {
  const [a, b, cc] = s.sections;
  if (c.emDashZero) {
    const nil = (name: string) => ({ code: '', name, amount: 0, prior: 0 });
    if (type === 'profit_loss') b?.rows.push(nil('Restructuring Charges'));
    else if (type === 'balance_sheet') cc?.rows.unshift(nil('Preferred Stock'));
    else cc?.rows.push(nil('Proceeds from Issuance of Common Stock'));
  }
  if (c.classified && type === 'profit_loss' && a && b) {
    const pre = round2(a.total - b.total);
    const priorPre = round2(a.priorTotal - b.priorTotal);
    if (pre > 0)
      b.rows.push({
        code: '7900',
        name: TAX_ROW,
        amount: round2(pre * 0.21),
        prior: round2(Math.max(0, priorPre) * 0.21),
      });
  }
  let unit = 0;
  if (c.scale) {
    unit = c.scale === 'thousands' ? 1_000 : 1_000_000;
    const div = c.scale === 'thousands' ? 1 : 1_000;
    const q = (v: number) => {
      if (v === 0) return 0;
      const p = Math.round(v / div);
      return (p === 0 ? Math.sign(v) : p) * unit;
    };
    for (const sec of s.sections)
      for (const r of sec.rows) {
        r.amount = q(r.amount);
        r.prior = q(r.prior);
      }
    const begin = type === 'cash_flow' ? s.after[2]?.[1] : undefined;
    if (begin) {
      begin.amount = q(begin.amount);
      begin.prior = q(begin.prior);
    }
  }
  recompute(s, type);
  return { unit };
}

/**
 * The 10-K variations of the data (decision 174), before the annual-report step scales them:
 * interest and other income below operating income instead of in revenue, equity with additional
 * paid-in capital, treasury stock and noncontrolling interests, and (one document in two) the
 * working-capital changes of a cash flow as one net line.
 */
function tenKData(s: Statement, type: 'profit_loss' | 'balance_sheet' | 'cash_flow', k: Rng): void {
  const [a, b, cc] = s.sections;
  if (!a || !b) return;
  const row = (name: string, amount: number) => ({
    code: '',
    name,
    amount: round2(amount),
    prior: round2(amount * (0.8 + k.next() * 0.35)),
  });
  if (type === 'profit_loss') {
    const moved = a.rows.filter((r) => r.name === 'Interest Income' || r.name === 'Other Income');
    if (moved.length < a.rows.length) a.rows = a.rows.filter((r) => !moved.includes(r));
    const scale = Math.max(
      1,
      a.rows.reduce((t, r) => t + r.amount, 0),
    );
    b.rows.push(row(INTEREST_ROW, scale * (0.004 + k.next() * 0.01)));
    // Other income: a negative expense; one document in four a net loss (a positive expense).
    b.rows.push(row(OTHER_NET_ROW, scale * (k.bool(0.75) ? -1 : 1) * (0.002 + k.next() * 0.01)));
  } else if (type === 'balance_sheet' && cc) {
    const equity = cc.rows.reduce((t, r) => t + r.amount, 0);
    const base = Math.max(10_000, Math.abs(equity));
    const at = cc.rows.findIndex((r) => r.name === 'Retained Earnings');
    cc.rows.splice(Math.max(0, at), 0, row('Additional Paid-in Capital', base * (0.1 + k.next() * 0.3)));
    cc.rows.push(row('Treasury Stock', -base * (0.02 + k.next() * 0.08)));
    cc.rows.push(row('Noncontrolling Interests', base * (0.01 + k.next() * 0.04)));
  } else if (type === 'cash_flow' && k.bool(0.5)) {
    const changes = a.rows.filter((r) => /^Changes in /.test(r.name));
    if (changes.length > 1) {
      const net = {
        code: '',
        name: CHANGES_NET_ROW,
        amount: sum(changes.map((r) => r.amount)),
        prior: sum(changes.map((r) => r.prior)),
      };
      a.rows = [...a.rows.filter((r) => !changes.includes(r)), net];
    }
  }
  recompute(s, type);
}

/** "Fabrikam, Inc. | 2024 Form 10-K | 62": the filing's page numbers run on from earlier sections. */
function tenKFooter(company: string, periodEnd: string, tk: Rng): (i: number, n: number) => string {
  const first = tk.int(28, 90);
  const year = Number(periodEnd.slice(0, 4));
  return tk.bool(0.5)
    ? (i) => `${company} | ${year} Form 10-K | ${first + i - 1}`
    : (i) => String(first + i - 1);
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
  const annual =
    c.years !== undefined ||
    c.scale !== undefined ||
    c.noteRefs === true ||
    c.emDashZero === true ||
    c.classified === true ||
    c.supplementalInTable === true ||
    c.continued === true;
  // The annual-report families draw their extra choices from their own Rng, so the wording
  // Rng below draws exactly as it did before they existed.
  const x = new Rng(seed ^ 0x616e6e);
  // The 10-K families draw from a third Rng, for the same reason.
  const tk = new Rng(seed ^ 0x31306b);
  if (c.tenK) tenKData(s, type, tk);
  const { unit } = annual ? annualReportData(s, type, c) : { unit: 0 };
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
  const labelOf = (key: string, fallback: readonly string[] = [key]) =>
    c.classified && ANNUAL_SYNONYMS[key]
      ? syn(x, ANNUAL_SYNONYMS[key])
      : syn(w, LABEL_SYNONYMS[key] ?? fallback);
  const heading = (label: string) => rows.push({ label, amount: null, prior: null, kind: 'section' });
  // The multi-step income statement's own lines (decision 170).
  const multiStep = c.classified === true && type === 'profit_loss';
  let operatingDone = false;
  let opIncome = 0;
  let opPrior = 0;
  const operatingTotals = (sec: Statement['sections'][number]) => {
    if (operatingDone) return;
    operatingDone = true;
    const opex = sec.rows.filter(
      (r) => r.name !== 'Cost of Goods Sold' && r.name !== TAX_ROW && !NON_OPERATING.includes(r.name),
    );
    const cogs = sec.rows.find((r) => r.name === 'Cost of Goods Sold');
    const rev = s.sections[0];
    const opexTotal = sum(opex.map((r) => r.amount));
    const opexPrior = sum(opex.map((r) => r.prior));
    rows.push({
      label: syn(x, ['Total operating expenses', 'Total operating costs and expenses']),
      amount: opexTotal,
      prior: opexPrior,
      kind: 'subtotal',
    });
    opIncome = round2((rev?.total ?? 0) - (cogs?.amount ?? 0) - opexTotal);
    opPrior = round2((rev?.priorTotal ?? 0) - (cogs?.prior ?? 0) - opexPrior);
    rows.push({
      label: opIncome >= 0 ? syn(x, ['Operating income', 'Income from operations']) : 'Operating loss',
      amount: opIncome,
      prior: opPrior,
      kind: 'subtotal',
    });
  };
  let pretaxDone = false;
  const operatingLines = (sec: Statement['sections'][number]) => {
    operatingTotals(sec);
    if (pretaxDone) return;
    pretaxDone = true;
    const nonOp = sec.rows.filter((r) => NON_OPERATING.includes(r.name));
    if (sec.rows.some((r) => r.name === TAX_ROW))
      rows.push({
        label: syn(x, ['Income before income taxes', 'Income before provision for income taxes']),
        amount: round2(opIncome - sum(nonOp.map((r) => r.amount))),
        prior: round2(opPrior - sum(nonOp.map((r) => r.prior))),
        kind: 'subtotal',
      });
  };
  // 10-K wordings of the generator's account names.
  const shareCounts = [tk.int(600, 12_000), tk.int(40, 3_000)];
  const tenKLabel = (name: string): string => {
    switch (name) {
      case 'Common Stock':
        return `Common stock, $${tk.pick(['0.01', '0.001', '0.25'])} par value; authorized — ${shareCounts[0]!.toLocaleString('en-US')} shares; issued — ${Math.round(shareCounts[0]! * 0.6).toLocaleString('en-US')} shares`;
      case 'Additional Paid-in Capital':
        return tk.pick(['Additional paid-in capital', 'Capital surplus']);
      case 'Retained Earnings':
        return tk.pick(['Retained earnings', 'Reinvested earnings']);
      case 'Treasury Stock':
        return `Treasury stock, at cost — ${shareCounts[1]!.toLocaleString('en-US')} and ${Math.round(shareCounts[1]! * 0.9).toLocaleString('en-US')} shares, respectively`;
      case 'Noncontrolling Interests':
        return tk.pick(['Noncontrolling interests', 'Equity attributable to noncontrolling interests']);
      case 'Net Income':
        return type === 'cash_flow' ? tk.pick(['Consolidated net income', 'Net income']) : name;
      default:
        return name;
    }
  };
  const q = (v: number) => (unit ? Math.round(v / unit) * unit : round2(v));
  /** The lines after a section as a 10-K prints them; true when printed here. */
  const afterTenK = (k: number): boolean => {
    const after = s.after[k] ?? [];
    if (type === 'profit_loss' && after[0]) {
      // Net income, then what of it belongs to the noncontrolling interests and to the company.
      const net = after[0];
      const share = 0.005 + tk.next() * 0.03;
      const nci = q(net.amount * share);
      const nciPrior = q(net.prior * share);
      rows.push({
        label: tk.pick(['Consolidated net income', 'Net income']),
        amount: net.amount,
        prior: net.prior,
        kind: 'subtotal',
      });
      rows.push({
        label: tk.pick([
          'Less: Net income attributable to noncontrolling interests',
          'Net income attributable to noncontrolling interests',
        ]),
        amount: nci,
        prior: nciPrior,
        kind: 'data',
      });
      rows.push({
        label: tk.pick([
          `Net income attributable to ${s.company}`,
          `Net income attributable to shareowners of ${s.company}`,
        ]),
        amount: round2(net.amount - nci),
        prior: round2(net.prior - nciPrior),
        kind: 'subtotal',
      });
      return true;
    }
    if (type === 'cash_flow' && after.length === 3 && tk.bool(0.6)) {
      // "Cash and cash equivalents:" over the year's change, the opening and the closing balance.
      const [net, begin, end] = after as [StatementLine, StatementLine, StatementLine];
      heading(tk.pick(['Cash and cash equivalents:', 'Cash, cash equivalents and restricted cash']));
      const period = /H\d/.test(s.currentLabel) ? 'period' : 'year';
      rows.push({
        label: `Net increase (decrease) during the ${period}`,
        amount: net.amount,
        prior: net.prior,
        kind: 'data',
      });
      rows.push({
        label: `Balance at beginning of ${period}`,
        amount: begin.amount,
        prior: begin.prior,
        kind: 'data',
      });
      rows.push({
        label: `Balance at end of ${period}`,
        amount: end.amount,
        prior: end.prior,
        kind: 'subtotal',
      });
      return true;
    }
    return false;
  };
  s.sections.forEach((sec, k) => {
    if (c.classified && type === 'balance_sheet' && sec.key === 'equity')
      heading(`Commitments and contingencies (Note ${x.int(6, 14)})`);
    // A multi-step statement prints cost of revenue straight under revenue, with no heading.
    if (!(multiStep && sec.key === 'expenses'))
      heading(labelOf(sec.title, [sec.title, sec.title.toUpperCase()]));
    const push = (r: StatementRow, label = r.name) => {
      rows.push({ label, code: r.code, amount: r.amount, prior: r.prior, kind: 'data', item: sec.key });
      items.push({ section: sec.key, accountName: label, amount: r.amount });
    };
    let subtotalDone = false;
    let changesDone = false;
    sec.rows.forEach((r, i) => {
      if (c.classified && type === 'balance_sheet' && i === 0 && sec.key !== 'equity')
        heading(sec.key === 'assets' ? 'Current assets:' : 'Current liabilities:');
      if (c.classified && type === 'cash_flow' && sec.key === 'operating') {
        if (i === 1)
          heading(
            syn(x, [
              'Adjustments to reconcile net income to net cash provided by operating activities:',
              'Adjustments to reconcile net income to cash generated by operating activities:',
            ]),
          );
        if (!changesDone && /^Changes in /.test(r.name)) {
          changesDone = true;
          heading(
            syn(x, ['Changes in operating assets and liabilities:', 'Changes in assets and liabilities:']),
          );
        }
        if (/^Changes in /.test(r.name)) {
          const rest = r.name.replace(/^Changes in /, '');
          push(r, `${rest[0]?.toUpperCase() ?? ''}${rest.slice(1).toLowerCase()}`);
          return;
        }
      }
      if (multiStep && r.name === TAX_ROW) operatingLines(sec);
      if (c.tenK) {
        if (multiStep && NON_OPERATING.includes(r.name)) operatingTotals(sec);
        // Other income is printed as income: its amount is the negative of the expense it stands for.
        if (r.name === OTHER_NET_ROW) return push({ ...r, amount: -r.amount, prior: -r.prior });
        const label = tenKLabel(r.name);
        if (r.name === 'Noncontrolling Interests') {
          const owners = sec.rows.slice(0, i);
          rows.push({
            label: tk.pick([
              `Total ${s.company} stockholders' equity`,
              `Equity attributable to shareholders of ${s.company}`,
            ]),
            amount: sum(owners.map((o) => o.amount)),
            prior: sum(owners.map((o) => o.prior)),
            kind: 'subtotal',
          });
        }
        if (label !== r.name) return push(r, label);
      }
      if (c.subtotals && type === 'balance_sheet' && r.name === 'Property and Equipment, Net') {
        const accShare = 0.2 + w.next() * 0.3;
        // Whole thousands or millions when the statement is printed in them.
        const acc = unit ? Math.round((r.amount * accShare) / unit) * unit : round2(r.amount * accShare);
        const accPrior = unit ? Math.round((r.prior * 0.25) / unit) * unit : round2(r.prior * 0.25);
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
            label: multiStep ? syn(x, ['Gross profit', 'Gross margin']) : 'Gross Profit',
            amount: round2(revenueTotal - r.amount),
            prior: multiStep ? round2((s.sections[0]?.priorTotal ?? 0) - r.prior) : null,
            kind: 'subtotal',
          });
          if (multiStep) heading(syn(x, ['Operating expenses:', 'Operating costs and expenses:']));
          subtotalDone = true;
        }
      }
    });
    if (multiStep && sec.key === 'expenses') operatingLines(sec);
    // A multi-step statement prints no total of all its expenses; a 10-K balance sheet often no
    // total of its liabilities.
    else if (!(c.tenK && sec.key === 'liabilities' && tk.bool(0.7)))
      rows.push({
        label: labelOf(sec.totalLabel),
        amount: sec.total,
        prior: sec.priorTotal,
        kind: 'subtotal',
      });
    if (c.tenK && afterTenK(k)) return;
    for (const l of s.after[k] ?? [])
      rows.push({
        label: labelOf(l.label),
        amount: l.amount,
        prior: l.prior,
        kind: 'subtotal',
      });
  });
  if (multiStep) {
    // Per-share data below net income: not scaled ("except per-share data"), never line items.
    const net = s.after[1]?.[0];
    const shares = x.int(2_000, 90_000) * 1_000;
    const priorShares = Math.round(shares * (0.95 + x.next() * 0.08));
    const perShare = (v: number, n: number) => round2(v / n);
    heading(syn(x, ['Earnings per share:', 'Net income per share:']));
    const dil = 1 + x.next() * 0.03;
    rows.push({
      label: 'Basic',
      amount: perShare(net?.amount ?? 0, shares),
      prior: perShare(net?.prior ?? 0, priorShares),
      kind: 'data',
      unscaled: 'per-share',
    });
    rows.push({
      label: 'Diluted',
      amount: perShare(net?.amount ?? 0, shares * dil),
      prior: perShare(net?.prior ?? 0, priorShares * dil),
      kind: 'data',
      unscaled: 'per-share',
    });
    heading(syn(x, ['Weighted-average shares outstanding:', 'Shares used in computing earnings per share:']));
    const count = (n: number) => (unit ? Math.round((n * 1_000) / unit) : n);
    rows.push({
      label: 'Basic',
      amount: count(shares),
      prior: count(priorShares),
      kind: 'data',
      unscaled: 'count',
    });
    rows.push({
      label: 'Diluted',
      amount: count(Math.round(shares * dil)),
      prior: count(Math.round(priorShares * dil)),
      kind: 'data',
      unscaled: 'count',
    });
  }
  if (c.supplementalInTable && type === 'cash_flow') {
    // Disclosures printed as rows of the statement after ending cash: never line items.
    const m = (lo: number, hi: number) => {
      const v = round2(lo + x.next() * (hi - lo));
      return unit ? Math.max(1, Math.round(v / (unit / 1_000))) * unit : v;
    };
    heading(
      syn(x, [
        'Supplemental disclosures of cash flow information:',
        'Supplemental cash flow data:',
        'SUPPLEMENTAL CASH FLOW INFORMATION',
      ]),
    );
    rows.push({
      label: 'Cash paid for interest',
      amount: m(2_000, 40_000),
      prior: m(2_000, 40_000),
      kind: 'data',
    });
    rows.push({
      label: syn(x, ['Cash paid for income taxes, net of refunds', 'Income taxes paid']),
      amount: m(5_000, 90_000),
      prior: m(5_000, 90_000),
      kind: 'data',
    });
    heading('Non-cash investing and financing activities:');
    rows.push({
      label: 'Property and equipment acquired under finance leases',
      amount: m(1_000, 30_000),
      prior: m(1_000, 30_000),
      kind: 'data',
    });
  }
  if (c.years === 3) {
    // The third column: two years back, one growth factor per document.
    const k2 = 0.8 + x.next() * 0.15;
    for (const r of rows)
      r.prior2 =
        r.prior === null
          ? null
          : r.unscaled === 'per-share'
            ? round2(r.prior * k2)
            : r.unscaled === 'count'
              ? Math.round(r.prior * (2 - k2))
              : unit
                ? Math.round((r.prior * k2) / unit) * unit
                : round2(r.prior * k2);
  }
  if (c.noteRefs)
    for (const r of rows)
      if ((r.kind === 'data' && !r.unscaled) || (r.kind === 'subtotal' && x.bool(0.2)))
        if (x.bool(0.3)) {
          const n = x.int(2, 14);
          r.note = x.bool(0.15) ? `${n}, ${n + 1}` : String(n);
        }
  if (c.ledger && type === 'profit_loss') ledgerRows(rows, new Rng(seed ^ 0x1ed6e7));
  // Period header.
  const period = periodText(s.periodStart, s.periodEnd, w, headDate);
  const blocks: Block[] = [];
  if (c.tenK) {
    // A 10-K page: the filing's navigation link above, the consolidated group, the title in capitals.
    if (tk.bool(0.7)) blocks.push({ kind: 'text', lines: ['Table of Contents'], size: 7, align: 'left' });
    blocks.push({
      kind: 'text',
      lines: [tk.bool(0.6) ? `${s.company.toUpperCase()} AND SUBSIDIARIES` : `${s.company} and Subsidiaries`],
      size: 11,
      bold: true,
      align: 'center',
    });
    blocks.push({
      kind: 'text',
      lines: [
        type === 'profit_loss'
          ? tk.pick(['CONSOLIDATED STATEMENTS OF INCOME', 'CONSOLIDATED STATEMENTS OF OPERATIONS'])
          : type === 'balance_sheet'
            ? 'CONSOLIDATED BALANCE SHEETS'
            : 'CONSOLIDATED STATEMENTS OF CASH FLOWS',
      ],
      size: 11,
      bold: true,
      align: 'center',
    });
  } else {
    blocks.push({ kind: 'text', lines: [s.company], size: 13, bold: true, align: 'center' });
    blocks.push({ kind: 'text', lines: [s.title], size: 11, bold: true, align: 'center' });
  }
  // A 10-K states the period only in the column headers, one statement in two.
  if (!c.tenK || tk.bool(0.5)) blocks.push({ kind: 'text', lines: [period.text], size: 9, align: 'center' });
  if (c.scale)
    blocks.push({
      kind: 'text',
      lines: [
        c.scale === 'thousands'
          ? syn(x, [
              '(In thousands, except per-share data)',
              '(Dollars in thousands)',
              '(in thousands of U.S. dollars, except per share amounts)',
            ])
          : syn(x, ['(In millions, except per-share amounts)', '($ in millions)', '(Dollars in millions)']),
      ],
      size: 8,
      align: 'center',
    });
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
  const priorLabel2 = priorLabel.replace(/\d{4}/, (y) => String(Number(y) - 1));
  const valueCols: ('cur' | 'prior' | 'prior2' | 'pct' | 'pctPrior')[] = c.ledger
    ? ['cur', 'pct', 'prior', 'pctPrior']
    : c.columns === 'single'
      ? ['cur']
      : c.columns === 'current-prior'
        ? c.years === 3
          ? ['cur', 'prior', 'prior2']
          : ['cur', 'prior']
        : c.columns === 'prior-current'
          ? ['prior', 'cur']
          : ['cur', 'pct'];
  const columns: TableColumn[] = [
    ...(c.codes ? [{ header: syn(w, ['Acct', 'Account', 'Code']), weight: 0.7 }] : []),
    // Long account names wrap in annual reports rather than run into the amounts.
    { header: '', weight: 4.2, ...(annual ? { wrap: true } : {}) },
    ...(c.noteRefs ? [{ header: syn(x, ['Note', 'Notes']), weight: 0.6, align: 'center' as const }] : []),
    ...valueCols.map((v) => ({
      header:
        v === 'cur'
          ? c.columns === 'single' && w.bool()
            ? syn(w, ['Amount', 'Total', curLabel])
            : curLabel
          : v === 'prior'
            ? priorLabel
            : v === 'prior2'
              ? priorLabel2
              : c.ledger
                ? '% of Income'
                : syn(w, ['% of Revenue', '% of Income', '%']),
      weight: c.ledger && v.startsWith('pct') ? 1.2 : v === 'pct' ? 0.9 : 1.5,
      align: 'right' as const,
    })),
  ];
  const baseGroups = c.multiHeader
    ? [
        { text: '', span: (c.codes ? 1 : 0) + 1 + (c.noteRefs ? 1 : 0) },
        {
          text:
            type === 'balance_sheet'
              ? syn(w, ['As of', 'At'])
              : `${syn(w, ['Year Ended', 'For the Period Ended', 'Period Ending'])} ${date(s.periodEnd, 'long').replace(/, \d{4}$/, ',')}`,
          span: valueCols.length,
        },
      ]
    : undefined;
  // Dollar signs on the first row and on totals, or nowhere: one choice per document (a 10-K
  // always prints them).
  const dollars = w.bool(0.5) || c.tenK === true;
  // A 10-K's columns: each period's "$", amount and closing parenthesis in cells of their own,
  // headed by years under "Year Ended December 31," or by stacked dates ("December 31," over "2024").
  const endYear = Number(s.periodEnd.slice(0, 4));
  const monthDay = date(s.periodEnd, 'long').replace(/,? \d{4}$/, '');
  const months = s.periodStart
    ? Math.round((Date.parse(s.periodEnd) - Date.parse(s.periodStart)) / (30.44 * 86_400_000))
    : 12;
  // Stacked: "December 31," over "2024"; dated: "December 31, 2024" on one line under "Years ended".
  const picked = c.tenK ? tk.pick(['years', 'stacked', 'dated'] as const) : 'years';
  // Three full dates do not fit side by side: they stack.
  const headerStyle = picked === 'dated' && valueCols.length > 2 ? 'stacked' : picked;
  const stacked = headerStyle !== 'years';
  const yearOf = (v: (typeof valueCols)[number]) =>
    String(endYear - (v === 'prior' ? 1 : v === 'prior2' ? 2 : 0));
  if (c.tenK) {
    const label = columns.slice(0, columns.length - valueCols.length);
    columns.length = 0;
    columns.push(...label);
    for (const v of valueCols)
      columns.push(
        { header: '', weight: 0.22 },
        {
          header:
            headerStyle === 'stacked'
              ? `${monthDay},\n${yearOf(v)}`
              : headerStyle === 'dated'
                ? `${monthDay}, ${yearOf(v)}`
                : yearOf(v),
          weight: 1.2,
          align: 'right',
        },
        { header: '', weight: 0.14 },
      );
  }
  const span = (c.tenK ? 3 : 1) * valueCols.length;
  const periodWords =
    months >= 11
      ? tk.pick(['Year Ended', 'Years Ended', 'Fiscal Years Ended'])
      : months >= 5
        ? 'Six Months Ended'
        : 'Three Months Ended';
  const groups = c.tenK
    ? [
        { text: '', span: columns.length - span },
        {
          text:
            type === 'balance_sheet'
              ? stacked
                ? ''
                : `${monthDay},`
              : stacked
                ? periodWords
                : `${periodWords} ${monthDay},`,
          span,
        },
      ]
    : baseGroups;
  const fmt = (v: number | null, strong: boolean, unscaled?: PrintedRow['unscaled']) => {
    if (v === null) return '';
    if (!annual) return amount(v, { ...money, currency: strong && dollars ? '$' : '' });
    if (unscaled === 'count') return v.toLocaleString('en-US');
    if (v === 0 && c.emDashZero) return '—';
    const shown = unscaled === 'per-share' || !unit ? v : v / unit;
    const digits = unscaled === 'per-share' || !unit ? 2 : 0;
    const body = `${strong && dollars ? '$' : ''}${Math.abs(shown).toLocaleString('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    })}`;
    if (shown >= 0) return body;
    return money.negative === 'parens' ? `(${body})` : money.negative === 'minus' ? `-${body}` : `${body}-`;
  };
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
          ? fmt(r.amount, first, r.unscaled)
          : v === 'prior'
            ? fmt(r.prior, first, r.unscaled)
            : v === 'prior2'
              ? fmt(r.prior2 ?? null, first, r.unscaled)
              : v === 'pctPrior'
                ? r.prior === null
                  ? ''
                  : `${((r.prior / (s.sections[0]?.priorTotal || 1)) * 100).toFixed(1)}%`
                : r.amount === null
                  ? ''
                  : `${((r.amount / revenueTotal) * 100).toFixed(1)}%`,
    );
    // "$", the amount and ")" in three cells: "$ (1,234 )" as a 10-K's table prints it.
    const cells = c.tenK
      ? values.flatMap((v) => {
          const m = /^(\(?)(\$?)(.*?)(\)?)$/.exec(v);
          return m ? [m[2] ?? '', `${m[1] ?? ''}${m[3] ?? ''}`, m[4] ?? ''] : ['', v, ''];
        })
      : values;
    return {
      kind: r.kind,
      cells: [...(c.codes ? [r.code ?? ''] : []), label, ...(c.noteRefs ? [r.note ?? ''] : []), ...cells],
    };
  });
  const breakdownGroups =
    c.breakdown && type === 'profit_loss' && c.columns === 'single' && !c.tenK && !c.ledger
      ? breakdown(rows, tableRows, columns, s, new Rng(seed ^ 0x62726b64), (v, strong) => fmt(v, strong))
      : undefined;
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'table',
    columns,
    ...(groups ? { groups } : breakdownGroups ? { groups: breakdownGroups } : {}),
    rows: tableRows,
    ruling: 'none',
    repeatHeader: w.bool(0.7) || c.continued === true,
    size: breakdownGroups !== undefined || (c.breakdown && type === 'profit_loss') ? 7.5 : 9,
    ...(c.continued
      ? {
          // Break about halfway through the accounts: the statement runs on to a second page.
          breakAfter: Math.floor(items.length / 2),
          continuedNote: syn(x, ['(Continued on next page)', 'Continued', '(continued)']),
        }
      : {}),
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
  // A statement "(In thousands)" is read as printed (decision 174): its truth is in the unit too.
  const printed = (v: number) => (unit ? Math.round(v / unit) : v);
  for (const [key, v] of Object.entries(fields)) if (typeof v === 'number') fields[key] = printed(v);
  const truth: GroundTruth = {
    documentType: type as ExtractableTypeCode,
    fields,
    lineItems: items.map((x) => ({ ...x, amount: printed(x.amount) })),
  };
  const continuedTitle = `${s.title} (continued)`;
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(40, 60),
    footer: c.tenK ? tenKFooter(s.company, s.periodEnd, tk) : footerOf(w),
    ...(c.continued
      ? {
          runningHeader: (p: PageBuilder) => {
            p.text(s.company, p.width / 2, 26, { size: 10, bold: true, align: 'center' });
            p.text(continuedTitle, p.width / 2, 40, { size: 9, align: 'center' });
          },
        }
      : {}),
  };
}

/**
 * A bookkeeping package's wording and nesting over the printed rows (decision 182): the line items
 * (the truth) keep their names; only what is printed changes.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Decision 189: the single amount column replaced by a breakdown. Months (quarters when the period
 * is longer than six months) then a total column that is the statement's figure; or the actual
 * (the figure) beside a budget, the difference and the actual as a percentage of the budget. Every
 * row is split with the same weights, so the breakdown columns' sums hold to within cents.
 * Returns the header groups when the layout has them.
 */
function breakdown(
  rows: PrintedRow[],
  tableRows: TableRow[],
  columns: TableColumn[],
  s: Statement,
  k: Rng,
  fmt: (v: number | null, strong: boolean) => string,
): { text: string; span: number }[] | undefined {
  const prefix = columns.length - 1;
  // The account names give way to the amounts (wrapping when long).
  const label = columns[prefix - 1];
  if (label) Object.assign(label, { weight: 2.6, wrap: true });
  const start = s.periodStart ?? `${s.periodEnd.slice(0, 4)}-01-01`;
  const y0 = Number(start.slice(0, 4));
  const m0 = Number(start.slice(5, 7)) - 1;
  const span = Math.max(
    1,
    (Number(s.periodEnd.slice(0, 4)) - y0) * 12 + Number(s.periodEnd.slice(5, 7)) - 1 - m0 + 1,
  );
  const shortYear = k.bool();
  const monthName = (i: number) => {
    const m = (m0 + i) % 12;
    const y = y0 + Math.floor((m0 + i) / 12);
    return `${MONTHS[m]} ${shortYear ? `'${String(y).slice(2)}` : y}`;
  };
  const budget = span > 6 ? k.bool(0.5) : k.bool(0.35);
  columns.length = prefix;
  let groups: { text: string; span: number }[] | undefined;
  if (budget) {
    const factor = 0.88 + k.next() * 0.24;
    const actualH = k.pick(['Actual', 'Actuals', `${MONTHS[(m0 + span - 1) % 12]} ${s.periodEnd.slice(0, 4)} Actual`]);
    columns.push(
      { header: actualH, weight: 1.3, align: 'right' },
      { header: k.pick(['Budget', 'Budgeted']), weight: 1.3, align: 'right' },
      { header: k.pick(['$ Over Budget', 'Variance', '$ Variance']), weight: 1.3, align: 'right' },
      { header: k.pick(['% of Budget', 'Var %', '% Variance']), weight: 1, align: 'right' },
    );
    const pctOfBudget = /of Budget/.test(columns.at(-1)!.header);
    for (const [i, r] of rows.entries()) {
      const tr = tableRows[i]!;
      const head = tr.cells.slice(0, prefix);
      if (r.kind === 'section' || r.amount === null) {
        tr.cells = [...head, '', '', '', ''];
        continue;
      }
      const first = i === 1 || r.kind === 'subtotal';
      const b = Math.round(r.amount * factor);
      const diff = round2(r.amount - b);
      const pct = b === 0 ? '' : `${((pctOfBudget ? r.amount / b : diff / b) * 100).toFixed(1)}%`;
      tr.cells = [...head, fmt(r.amount, first), fmt(b, first), fmt(diff, first), pct];
    }
    if (k.bool(0.5))
      groups = [
        { text: '', span: prefix },
        { text: periodLabel(s), span: 4 },
      ];
    return groups;
  }
  const quarters = span > 6;
  const parts = quarters ? Math.ceil(span / 3) : span;
  const qNames = k.bool();
  const labels = Array.from({ length: parts }, (_, i) =>
    quarters
      ? qNames
        ? `Q${i + 1} ${s.periodEnd.slice(0, 4)}`
        : `${MONTHS[(m0 + i * 3) % 12]}-${MONTHS[(m0 + Math.min(span - 1, i * 3 + 2)) % 12]}`
      : monthName(i),
  );
  const raw = Array.from({ length: parts }, () => 0.6 + k.next() * 0.8);
  const total = raw.reduce((a, b) => a + b, 0);
  const weights = raw.map((x) => x / total);
  const totalH = k.pick(['Total', 'TOTAL', periodLabel(s)]);
  for (const l of labels) columns.push({ header: l, weight: 1.05, align: 'right' });
  columns.push({ header: totalH, weight: 1.25, align: 'right' });
  for (const [i, r] of rows.entries()) {
    const tr = tableRows[i]!;
    const head = tr.cells.slice(0, prefix);
    if (r.kind === 'section' || r.amount === null) {
      tr.cells = [...head, ...labels.map(() => ''), ''];
      continue;
    }
    const first = i === 1 || r.kind === 'subtotal';
    const split = weights.map((wt) => round2(r.amount! * wt));
    split[split.length - 1] = round2(r.amount - split.slice(0, -1).reduce((a, b) => a + b, 0));
    tr.cells = [...head, ...split.map((v) => fmt(v, first)), fmt(r.amount, first)];
  }
  return undefined;
}

function periodLabel(s: Statement): string {
  const start = s.periodStart ?? `${s.periodEnd.slice(0, 4)}-01-01`;
  const a = MONTHS[Number(start.slice(5, 7)) - 1];
  const b = MONTHS[Number(s.periodEnd.slice(5, 7)) - 1];
  return `${a} - ${b} ${s.periodEnd.slice(0, 4)}`;
}

function ledgerRows(rows: PrintedRow[], lg: Rng): void {
  const sep = lg.pick([' · ', ' - ', ' ']);
  const out: PrintedRow[] = [];
  let section = 0;
  let subtotal = 0;
  let code = lg.pick([4000, 40000]);
  for (const r of rows) {
    if (r.kind === 'section') {
      section++;
      if (section === 1) out.push({ ...r, label: 'Ordinary Income/Expense' }, { ...r, label: 'Income' });
      else out.push({ ...r, label: 'Expense' });
      code = section === 1 ? code : code * 1.5;
      continue;
    }
    if (r.kind === 'subtotal') {
      subtotal++;
      if (/gross/i.test(r.label)) out.push(r);
      else if (section === 1) out.push({ ...r, label: 'Total Income' });
      else if (/^total/i.test(r.label) || subtotal === 2) out.push({ ...r, label: 'Total Expense' });
      else {
        out.push({ ...r, label: 'Net Ordinary Income', kind: 'subtotal' });
        out.push({ ...r, label: r.amount !== null && r.amount < 0 ? 'Net Loss' : 'Net Income' });
      }
      continue;
    }
    code += lg.pick([10, 20, 100]);
    out.push({ ...r, label: `${r.code && lg.bool(0.5) ? r.code : code}${sep}${r.label}` });
  }
  // A parent account over two or three expense lines (not the cost of goods sold), with its total.
  const expenseIdx = out
    .map((r, i) => (r.kind === 'data' && r.item === 'expenses' && !/cost of goods/i.test(r.label) ? i : -1))
    .filter((i) => i >= 0);
  if (expenseIdx.length >= 3) {
    const n = lg.int(2, Math.min(3, expenseIdx.length - 1));
    const start = expenseIdx[lg.int(0, expenseIdx.length - n)]!;
    const run = out.slice(start, start + n);
    if (run.every((r) => r.kind === 'data' && r.item === 'expenses')) {
      const parent = `${Math.floor(code / 100) * 100 + 900}${sep}${lg.pick(['Operating Expenses', 'Payroll Expenses', 'General & Administrative'])}`;
      const sumOf = (k: 'amount' | 'prior') => round2(run.reduce((a, r) => a + (r[k] ?? 0), 0));
      out.splice(
        start,
        n,
        { label: parent, amount: null, prior: null, kind: 'section' },
        ...run.map((r) => ({ ...r, label: `    ${r.label.trim()}` })),
        { label: `Total ${parent}`, amount: sumOf('amount'), prior: sumOf('prior'), kind: 'subtotal' },
      );
    }
  }
  rows.splice(0, rows.length, ...out);
}
