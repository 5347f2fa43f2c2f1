// Tuned profit & loss, balance sheet and cash flow layout families written as one render function each
// (session 11), modelled on layouts real financial statements show in general. Tuned: tests and tuning loops
// may use them.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { MONTHS } from '../fake-data';
import { addDays, formatDate } from '../format';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { col, type Block, type TableColumn, type TableRow } from './compose';
import type { GrammarOutput, WrittenFamilies } from './types';

/**
 * Audited financial statements as an auditor's report binds them (decision 201): the company name in
 * capitals centred over the statement's title, the period ("DECEMBER 31, 2023 AND 2022", "FOR THE
 * YEARS ENDED …"), the currency line "(Amounts in Philippine Peso)"; a "Notes" column of
 * references; two years, the current first; the currency sign ("P") in a cell of its own on the
 * first row of a block and on totals only; negatives in parentheses; a single rule over each total
 * and a double rule under the statement's closing totals, drawn under the amounts only; headings
 * in capitals; long captions wrapped over two lines with the amounts on the last; "See accompanying
 * Notes to Financial Statements." under the table or at the foot of every page; one document in two
 * a "RECEIVED" stamp box of the regulator beside the title block, with its own date.
 */

const AFS_COMPANIES = [
  'Pacific Meridian Logistics Corporation',
  'Luzon Agri-Ventures, Inc.',
  'Mindanao Coastal Resources Corp.',
  'Visayas Digital Solutions Inc.',
  'Cordillera Holdings Philippines, Inc.',
  'Manila Bay Trading Co., Inc.',
  'Northgate Wireless Services Inc.',
  'Bayanihan Food Processing Corporation',
  'Tagaytay Ridge Properties, Inc.',
  'Southbridge Outsourcing Solutions Corp.',
] as const;

type Kind = 'profit_loss' | 'balance_sheet' | 'cash_flow';

/** One printed line of the statement; `item` marks a line item of the truth (its section). */
interface Line {
  label: string;
  cur: number | null;
  prior: number | null;
  kind: 'heading' | 'subheading' | 'data' | 'total' | 'grand';
  item?: string;
  note?: string;
  /** The currency sign on this line (the first amount of a block, or a total). */
  sign?: boolean;
  /** A total printed with no caption (the amounts under a rule). */
  bare?: boolean;
  /** A line item printed at the left margin in the headings' case ("COST OF SERVICES  4  1,234"). */
  top?: boolean;
}

interface AfsStyle {
  k: Rng;
  unit: 1 | 1000;
  cents: boolean;
  notes: boolean;
  signCell: 'cell' | 'attached' | 'none';
  sign: string;
  capsHeadings: boolean;
  wrap: boolean;
  margin: number;
  font: 'times' | 'helvetica';
}

function afsStyle(seed: number): AfsStyle {
  const k = new Rng(seed ^ 0x616673);
  const thousands = k.bool(0.15);
  return {
    k,
    unit: thousands ? 1000 : 1,
    cents: !thousands && k.bool(0.3),
    notes: k.bool(0.75),
    signCell: k.pick(['cell', 'cell', 'attached', 'none'] as const),
    sign: k.pick(['P', 'P', 'Php']),
    capsHeadings: k.bool(0.7),
    wrap: k.bool(0.8),
    margin: k.int(46, 62),
    font: k.pick(['times', 'helvetica', 'times'] as const),
  };
}

/** A positive amount between lo and hi, in whole pesos (or centavos), log-uniform. */
function money(st: AfsStyle, lo: number, hi: number): number {
  const v = Math.exp(Math.log(lo) + st.k.next() * (Math.log(hi) - Math.log(lo)));
  if (st.unit === 1000) return Math.max(1, Math.round(v / 1000));
  return st.cents ? Math.round(v * 100) / 100 : Math.round(v);
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const total = (xs: readonly (number | null)[]) => r2(xs.reduce<number>((a, v) => a + (v ?? 0), 0));
/** A prior-year figure near the current one. */
const near = (st: AfsStyle, v: number) => {
  const p = v * (0.7 + st.k.next() * 0.5);
  return st.cents ? r2(p) : Math.round(p);
};

function fmt(st: AfsStyle, v: number | null, sign: boolean): string {
  if (v === null) return '';
  if (v === 0) return '–';
  const body = Math.abs(v).toLocaleString('en-US', {
    minimumFractionDigits: st.cents ? 2 : 0,
    maximumFractionDigits: st.cents ? 2 : 0,
  });
  const s = sign && st.signCell === 'attached' ? `${st.sign} ` : '';
  return v < 0 ? `${s}(${body})` : `${s}${body}`;
}

/** Splits a long caption at a word gap near `width` characters: [first line, rest]. */
function splitCaption(label: string, width: number): [string, string] | null {
  if (label.length <= width) return null;
  const words = label.split(' ');
  let first = '';
  for (const w of words) {
    if (first && `${first} ${w}`.length > width) break;
    first = first ? `${first} ${w}` : w;
  }
  const rest = label.slice(first.length).trim();
  return rest ? [first, rest] : null;
}

interface Rendered {
  blocks: Block[];
  lineItems: { section: string; accountName: string; amount: number }[];
}

function renderTable(
  st: AfsStyle,
  lines: Line[],
  cur: number,
  prior: number,
  periodEnd: string,
  margin: number,
): Rendered {
  const { k } = st;
  const yearHead = k.pick(['years', 'dated', 'stacked'] as const);
  const [, mm, dd] = periodEnd.split('-').map(Number) as [number, number, number];
  const monthDay = `${MONTHS[mm - 1]} ${dd}`;
  const head = (y: number) =>
    yearHead === 'years' ? String(y) : yearHead === 'dated' ? `${monthDay}, ${y}` : `${monthDay},\n${y}`;
  const labelWeight = st.notes ? 4.2 : 4.6;
  const columns: TableColumn[] = [
    { header: '', weight: labelWeight, align: 'left' },
    ...(st.notes
      ? [{ header: k.pick(['Notes', 'Note', 'Notes']), weight: 0.55, align: 'center' as const }]
      : []),
  ];
  const valueCol = (y: number): TableColumn[] =>
    st.signCell === 'cell'
      ? [
          { header: '', weight: 0.22, align: 'left' },
          { header: head(y), weight: 1.25, align: 'right' },
        ]
      : [{ header: head(y), weight: 1.45, align: 'right' }];
  columns.push(...valueCol(cur), ...valueCol(prior));
  const caps = (s: string) => (st.capsHeadings ? s.toUpperCase() : s);
  const rows: TableRow[] = [];
  const lineItems: Rendered['lineItems'] = [];
  // Characters of a caption that fit the label column before it wraps (at 9 pt; capitals are wider).
  const labelWidth = (612 - 2 * margin) * (labelWeight / columns.reduce((a, c) => a + c.weight, 0)) - 8;
  const [lower, upper] = st.font === 'times' ? [4.1, 5.4] : [4.7, 6.1];
  const width = (label: string) => Math.floor(labelWidth / (/[a-z]/.test(label) ? lower : upper));
  const cells = (label: string, l: Line | null): string[] => {
    const note = st.notes ? [l?.note ?? ''] : [];
    if (!l || l.cur === null)
      return [label, ...note, ...(st.signCell === 'cell' ? ['', '', '', ''] : ['', ''])];
    const sign = l.sign === true;
    const v = (x: number | null) =>
      st.signCell === 'cell' ? [sign && x !== null ? st.sign : '', fmt(st, x, false)] : [fmt(st, x, sign)];
    return [label, ...note, ...v(l.cur), ...v(l.prior)];
  };
  for (const l of lines) {
    if (l.kind === 'heading') {
      rows.push({ cells: cells(caps(l.label), null), kind: 'section' });
      continue;
    }
    if (l.kind === 'subheading') {
      rows.push({ cells: cells(`  ${l.label}`, null), kind: 'data' });
      continue;
    }
    const indent = l.kind === 'data' && !l.top && l.item ? '    ' : '';
    const label = l.bare ? '' : l.kind === 'grand' || l.top ? caps(l.label) : l.label;
    const split = st.wrap ? splitCaption(label, width(label) - indent.length) : null;
    const rules: TableRow['rules'] | undefined =
      l.kind === 'total'
        ? { above: true }
        : l.kind === 'grand'
          ? { above: true, below: 'double' }
          : undefined;
    if (split) {
      rows.push({ cells: cells(`${indent}${split[0]}`, null), kind: 'data' });
      rows.push({ cells: cells(`${indent}   ${split[1]}`, l), kind: 'data', ...(rules ? { rules } : {}) });
    } else rows.push({ cells: cells(`${indent}${label}`, l), kind: 'data', ...(rules ? { rules } : {}) });
    if (l.item && l.cur !== null) lineItems.push({ section: l.item, accountName: label, amount: l.cur });
  }
  return {
    blocks: [
      {
        kind: 'table',
        columns,
        rows,
        ruling: 'none',
        repeatHeader: true,
        size: 9,
      },
    ],
    lineItems,
  };
}

/** The title block, centred, with the regulator's received stamp beside it one document in two. */
function titleBlock(
  st: AfsStyle,
  company: string,
  title: string,
  period: string,
  periodEnd: string,
): Block[] {
  const { k } = st;
  const currency =
    st.unit === 1000
      ? k.pick(['(Amounts in Thousands of Philippine Peso)', '(In Thousands of Philippine Pesos)'])
      : k.pick([
          '(Amounts in Philippine Peso)',
          '(In Philippine Peso)',
          '(All amounts in Philippine Pesos)',
          '(Expressed in Philippine Peso)',
        ]);
  const name = k.bool(0.7) ? company.toUpperCase() : company;
  const text: Block = {
    kind: 'text',
    lines: [name, title, period, currency],
    size: 10,
    bold: true,
    align: 'center',
  };
  if (!k.bool(0.5)) return [text, { kind: 'space', h: 6 }];
  const received = addDays(periodEnd, k.int(95, 130));
  const d = new Date(`${received}T00:00:00Z`);
  const stampDate = `${MONTHS[d.getUTCMonth()]!.slice(0, 3).toUpperCase()} ${String(d.getUTCDate()).padStart(2, '0')} ${d.getUTCFullYear()}`;
  return [
    {
      kind: 'pair',
      left: { kind: 'space', h: 1 },
      right: {
        kind: 'note',
        box: true,
        size: 7,
        lines: [
          k.pick(['SECURITIES AND EXCHANGE COMMISSION', 'BUREAU OF INTERNAL REVENUE']),
          'RECEIVED',
          stampDate,
          `BY: ${k.pick(['JDC', 'RMA', 'LTS', 'MPG'])}`,
        ],
      },
      split: 0.68,
    },
    text,
    { kind: 'space', h: 6 },
  ];
}

function footerNote(st: AfsStyle): { blocks: Block[]; footer?: (p: number, n: number) => string } {
  const words = st.k.pick([
    'See accompanying Notes to Financial Statements.',
    'See accompanying notes to the financial statements.',
    'The accompanying notes are an integral part of these financial statements.',
  ]);
  return st.k.bool(0.5)
    ? { blocks: [], footer: () => words }
    : { blocks: [{ kind: 'note', lines: [words], size: 8 }] };
}

function dates(k: Rng): { end: string; cur: number; prior: number } {
  const cur = k.int(2019, 2024);
  const end = k.pick([`${cur}-12-31`, `${cur}-12-31`, `${cur}-12-31`, `${cur}-06-30`, `${cur}-03-31`]);
  return { end, cur, prior: cur - 1 };
}

function longDate(iso: string): string {
  return formatDate(iso, 'long');
}

/** The statement's notes: numbered in order of first reference, from 4 or 5 (the earlier notes are policies). */
function noteNumbers(k: Rng): () => string {
  let n = k.int(4, 6);
  return () => String(n++);
}

function output(
  type: Kind,
  st: AfsStyle,
  head: Block[],
  table: Rendered,
  fields: GroundTruth['fields'],
): GrammarOutput {
  const foot = footerNote(st);
  return {
    blocks: [...head, ...table.blocks, ...foot.blocks],
    truth: { documentType: type as ExtractableTypeCode, fields, lineItems: table.lineItems },
    font: st.font,
    margin: st.margin,
    ...(foot.footer ? { footer: foot.footer } : {}),
  };
}

/**
 * What every audited statement starts from: its style, company, dates and note numbers, and amounts
 * in the statement's unit (drawn in this order, so each family's documents stay as they were).
 */
function afsStatement(seed: number) {
  const st = afsStyle(seed);
  const { k } = st;
  const company = k.pick(AFS_COMPANIES);
  const { end, cur, prior } = dates(k);
  const note = noteNumbers(k);
  const scale = st.unit === 1000 ? 1 / 1000 : 1;
  const M = (lo: number, hi: number) => money(st, lo * scale, hi * scale);
  return { st, k, company, end, cur, prior, note, M };
}

/** A statement of financial position: current and non-current assets and liabilities, equity. */
function auditedFinancialPosition(seed: number): GrammarOutput {
  const { st, k, company, end, cur, prior, note, M } = afsStatement(seed);
  const pick = <T>(xs: readonly T[], min: number) => xs.filter((_, i) => i < min || k.bool(0.6));
  const line = (label: string, item: string, v: number, withNote = true): Line => ({
    label,
    cur: v,
    prior: near(st, v),
    kind: 'data',
    item,
    ...(withNote && k.bool(0.8) ? { note: note() } : {}),
  });
  const currentAssets = pick(
    [
      'Cash and cash equivalents',
      'Trade and other receivables - net',
      'Inventories',
      'Due from related parties',
      'Prepayments and other current assets',
    ],
    2,
  ).map((n) => line(n, 'assets', M(50_000, 9_000_000)));
  const nonCurrentAssets = pick(
    [
      'Property and equipment - net',
      'Right-of-use assets - net',
      'Deferred tax assets - net',
      'Other non-current assets',
    ],
    1,
  ).map((n) => line(n, 'assets', M(20_000, 12_000_000)));
  const assets = [...currentAssets, ...nonCurrentAssets];
  const assetsCur = total(assets.map((a) => a.cur));
  const assetsPrior = total(assets.map((a) => a.prior));
  const currentLiab = pick(
    [
      'Trade and other payables',
      'Loans payable - current portion',
      'Lease liabilities - current portion',
      'Income tax payable',
      'Due to related parties',
    ],
    2,
  ).map((n) => line(n, 'liabilities', M(20_000, 3_000_000)));
  const nonCurrentLiab = k.bool(0.8)
    ? pick(
        [
          'Loans payable - net of current portion',
          'Lease liabilities - net of current portion',
          'Retirement benefit obligation',
        ],
        1,
      ).map((n) => line(n, 'liabilities', M(20_000, 3_000_000)))
    : [];
  const liab = [...currentLiab, ...nonCurrentLiab];
  // Liabilities well under the assets, so equity stays positive in most documents.
  const fit = (ls: Line[], cap: number, key: 'cur' | 'prior') => {
    const t = total(ls.map((l) => l[key]));
    if (t <= cap) return;
    for (const l of ls)
      l[key] = st.cents ? r2(((l[key] ?? 0) * cap) / t) : Math.round(((l[key] ?? 0) * cap) / t);
  };
  fit(liab, assetsCur * 0.75, 'cur');
  fit(liab, assetsPrior * 0.75, 'prior');
  const liabCur = total(liab.map((l) => l.cur));
  const liabPrior = total(liab.map((l) => l.prior));
  const capital = Math.max(1, Math.round((assetsCur - liabCur) * (0.2 + k.next() * 0.5)));
  const shareCapital: Line = { ...line('Share capital', 'equity', capital), prior: capital };
  const equity: Line[] = [shareCapital];
  if (k.bool(0.35)) {
    const apic = Math.max(1, Math.round(capital * (0.1 + k.next() * 0.4)));
    equity.push({ ...line('Additional paid-in capital', 'equity', apic, false), prior: apic });
  }
  const reserve = k.bool(0.4)
    ? line(
        k.pick([
          'Remeasurement gain (loss) on retirement benefit obligation',
          'Cumulative remeasurement losses on retirement benefits',
        ]),
        'equity',
        -M(5_000, 400_000),
        false,
      )
    : null;
  const others = (key: 'cur' | 'prior') =>
    total([...equity, ...(reserve ? [reserve] : [])].map((l) => l[key]));
  const reCur = r2(assetsCur - liabCur - others('cur'));
  const rePrior = r2(assetsPrior - liabPrior - others('prior'));
  equity.push({
    label:
      reCur < 0
        ? k.pick(['Deficit', 'Retained earnings (deficit)'])
        : k.pick(['Retained earnings', 'Retained earnings (deficit)']),
    cur: reCur,
    prior: rePrior,
    kind: 'data',
    item: 'equity',
  });
  if (reserve) equity.push(reserve);
  const equityCur = total(equity.map((l) => l.cur));
  const equityPrior = total(equity.map((l) => l.prior));
  const sum = (ls: Line[], label: string, sign = true): Line => ({
    label,
    cur: total(ls.map((l) => l.cur)),
    prior: total(ls.map((l) => l.prior)),
    kind: 'total',
    sign,
  });
  const first = (ls: Line[]) => ls.map((l, i) => (i === 0 ? { ...l, sign: true } : l));
  const printTotalLiab = k.bool(0.8);
  const lines: Line[] = [
    { label: 'ASSETS', cur: null, prior: null, kind: 'heading' },
    { label: 'Current Assets', cur: null, prior: null, kind: 'heading' },
    ...first(currentAssets),
    sum(currentAssets, k.pick(['Total Current Assets', 'Total current assets']), false),
    { label: k.pick(['Non-current Assets', 'Noncurrent Assets']), cur: null, prior: null, kind: 'heading' },
    ...nonCurrentAssets,
    sum(nonCurrentAssets, k.pick(['Total Non-current Assets', 'Total noncurrent assets']), false),
    { label: 'TOTAL ASSETS', cur: assetsCur, prior: assetsPrior, kind: 'grand', sign: true },
    {
      label: k.pick(['LIABILITIES AND EQUITY', "LIABILITIES AND STOCKHOLDERS' EQUITY"]),
      cur: null,
      prior: null,
      kind: 'heading',
    },
    { label: 'Current Liabilities', cur: null, prior: null, kind: 'heading' },
    ...first(currentLiab),
    sum(currentLiab, k.pick(['Total Current Liabilities', 'Total current liabilities']), false),
    ...(nonCurrentLiab.length > 0
      ? [
          {
            label: k.pick(['Non-current Liabilities', 'Noncurrent Liabilities']),
            cur: null,
            prior: null,
            kind: 'heading',
          } as Line,
          ...nonCurrentLiab,
          sum(
            nonCurrentLiab,
            k.pick(['Total Non-current Liabilities', 'Total noncurrent liabilities']),
            false,
          ),
        ]
      : []),
    ...(printTotalLiab
      ? [{ label: 'Total Liabilities', cur: liabCur, prior: liabPrior, kind: 'total', sign: false } as Line]
      : []),
    { label: k.pick(['Equity', "Stockholders' Equity"]), cur: null, prior: null, kind: 'heading' },
    ...equity,
    {
      label: k.pick(['Total Equity', "Total Stockholders' Equity"]),
      cur: equityCur,
      prior: equityPrior,
      kind: 'total',
      sign: false,
    },
    {
      label: k.pick(['TOTAL LIABILITIES AND EQUITY', "TOTAL LIABILITIES AND STOCKHOLDERS' EQUITY"]),
      cur: r2(liabCur + equityCur),
      prior: r2(liabPrior + equityPrior),
      kind: 'grand',
      sign: true,
    },
  ];
  const title = k.pick([
    'STATEMENTS OF FINANCIAL POSITION',
    'STATEMENT OF FINANCIAL POSITION',
    'BALANCE SHEETS',
  ]);
  const period = `${k.pick(['', 'AS AT ', 'AS OF '])}${longDate(end).toUpperCase()} AND ${prior}`;
  const head = titleBlock(st, company, title, period, end);
  const table = renderTable(st, lines, cur, prior, end, st.margin);
  return output('balance_sheet', st, head, table, {
    companyName: company,
    periodEndDate: end,
    totalAssets: assetsCur,
    totalLiabilities: liabCur,
    totalEquity: equityCur,
  });
}

function periodStartOf(end: string): string {
  return addDays(`${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, 1);
}

function yearsEnded(k: Rng, end: string, prior: number): string {
  return `${k.pick(['FOR THE YEARS ENDED', 'YEARS ENDED', 'FOR THE YEARS ENDED'])} ${longDate(end).toUpperCase()} AND ${prior}`;
}

/**
 * A statement of comprehensive income by function: revenue, cost of services, gross profit,
 * operating expenses, operating income, other income (charges), income before income tax, income
 * tax expense, net income, then other comprehensive income and total comprehensive income.
 */
function auditedComprehensiveIncome(seed: number): GrammarOutput {
  const { st, k, company, end, cur, prior, note, M } = afsStatement(seed);
  const both = (v: number) => ({ cur: v, prior: near(st, v) });
  const item = (label: string, section: string, v: number, withNote = k.bool(0.6)): Line => ({
    label,
    ...both(v),
    kind: 'data',
    item: section,
    ...(withNote ? { note: note() } : {}),
  });
  const revenue = k
    .shuffle(['Service income', 'Sales', 'Rental income', 'Management fees', 'Commission income'])
    .slice(0, k.pick([1, 1, 2, 3]))
    .map((n) => item(n, 'revenue', M(2_000_000, 60_000_000)));
  const revCur = total(revenue.map((l) => l.cur));
  const revPrior = total(revenue.map((l) => l.prior));
  const amt = (v: number) => (st.cents ? r2(v) : Math.round(v));
  const cost = item(
    k.pick(['Cost of services', 'Cost of sales', 'Direct costs']),
    'expenses',
    amt(revCur * (0.45 + k.next() * 0.25)),
  );
  cost.prior = amt(revPrior * (0.45 + k.next() * 0.25));
  const costTop = k.bool(0.5);
  const opexNames = k
    .shuffle([
      'Salaries and employee benefits',
      'Professional fees',
      'Rent',
      'Depreciation and amortization',
      'Taxes and licenses',
      'Transportation and travel',
      'Communication, light and water',
      'Representation and entertainment',
      'Repairs and maintenance',
      'Insurance',
      'Supplies',
      'Miscellaneous',
    ])
    .slice(0, k.int(3, 7));
  const opex = opexNames.map((n) => item(n, 'expenses', M(30_000, 3_000_000), false));
  const interestIncome = item('Interest income', 'expenses', M(1_000, 120_000), false);
  const finance = item(k.pick(['Finance costs', 'Interest expense']), 'expenses', -M(5_000, 600_000), false);
  const otherNet = k.bool(0.5)
    ? item('Other income - net', 'expenses', M(2_000, 200_000) * (k.bool(0.8) ? 1 : -1), false)
    : null;
  const other = [interestIncome, finance, ...(otherNet ? [otherNet] : [])];
  const gross = { cur: r2(revCur - (cost.cur ?? 0)), prior: r2(revPrior - (cost.prior ?? 0)) };
  const opexTot = { cur: total(opex.map((l) => l.cur)), prior: total(opex.map((l) => l.prior)) };
  const opIncome = { cur: r2(gross.cur - opexTot.cur), prior: r2(gross.prior - opexTot.prior) };
  const otherTot = { cur: total(other.map((l) => l.cur)), prior: total(other.map((l) => l.prior)) };
  const pretax = { cur: r2(opIncome.cur + otherTot.cur), prior: r2(opIncome.prior + otherTot.prior) };
  const taxOf = (v: number) => (v > 0 ? (st.cents ? r2(v * 0.25) : Math.round(v * 0.25)) : 0);
  const tax: Line = {
    label: k.pick(['Income tax expense', 'Provision for income tax', 'Income tax expense - net']),
    cur: taxOf(pretax.cur),
    prior: taxOf(pretax.prior),
    kind: 'data',
    item: 'expenses',
    ...(k.bool(0.6) ? { note: note() } : {}),
  };
  const net = { cur: r2(pretax.cur - (tax.cur ?? 0)), prior: r2(pretax.prior - (tax.prior ?? 0)) };
  const netLabel =
    net.cur < 0
      ? k.pick(['NET LOSS', 'NET INCOME (LOSS)'])
      : k.pick(['NET INCOME', 'NET INCOME (LOSS)', 'PROFIT FOR THE YEAR']);
  const lines: Line[] = [];
  const revenueAsHeading = revenue.length > 1 || k.bool(0.5);
  if (revenueAsHeading) {
    lines.push({ label: k.pick(['REVENUES', 'REVENUE', 'INCOME']), cur: null, prior: null, kind: 'heading' });
    lines.push(...revenue.map((l, i) => (i === 0 ? { ...l, sign: true } : l)));
    if (revenue.length > 1)
      lines.push({
        label: k.pick(['Total Revenues', 'Total revenue']),
        cur: revCur,
        prior: revPrior,
        kind: 'total',
        sign: true,
      });
  } else lines.push({ ...revenue[0]!, sign: true, top: true });
  lines.push({ ...cost, top: costTop || !revenueAsHeading });
  lines.push({ label: k.pick(['GROSS PROFIT', 'GROSS INCOME']), ...gross, kind: 'total' });
  const opexOneLine = k.bool(0.25);
  if (opexOneLine) {
    lines.push(
      item(k.pick(['General and administrative expenses', 'Operating expenses']), 'expenses', 0, true),
    );
    const l = lines.at(-1)!;
    l.cur = opexTot.cur;
    l.prior = opexTot.prior;
  } else {
    lines.push({
      label: k.pick(['OPERATING EXPENSES', 'GENERAL AND ADMINISTRATIVE EXPENSES']),
      cur: null,
      prior: null,
      kind: 'heading',
    });
    lines.push(...opex);
    lines.push({
      label: k.pick(['Total Operating Expenses', 'Total operating expenses', '']),
      ...opexTot,
      kind: 'total',
      bare: false,
    });
    if (lines.at(-1)!.label === '') lines.at(-1)!.bare = true;
  }
  lines.push({
    label:
      opIncome.cur < 0
        ? 'OPERATING LOSS'
        : k.pick(['OPERATING INCOME', 'INCOME FROM OPERATIONS', 'OPERATING INCOME (LOSS)']),
    ...opIncome,
    kind: 'total',
  });
  lines.push({
    label: k.pick(['OTHER INCOME (CHARGES)', 'OTHER INCOME (EXPENSES)', 'OTHER INCOME (CHARGES) - NET']),
    cur: null,
    prior: null,
    kind: 'heading',
  });
  lines.push(...other);
  if (k.bool(0.5)) lines.push({ label: '', ...otherTot, kind: 'total', bare: true });
  lines.push({
    label: k.pick(['INCOME BEFORE INCOME TAX', 'INCOME (LOSS) BEFORE INCOME TAX', 'PROFIT BEFORE TAX']),
    ...pretax,
    kind: 'total',
  });
  lines.push(tax);
  lines.push({ label: netLabel, ...net, kind: 'grand', sign: true });
  if (k.bool(0.55)) {
    const oci = item(
      'Remeasurement gain (loss) on retirement benefit obligation, net of tax',
      'oci',
      M(2_000, 150_000) * (k.bool(0.6) ? 1 : -1),
      false,
    );
    delete oci.item;
    lines.push({ label: 'OTHER COMPREHENSIVE INCOME (LOSS)', cur: null, prior: null, kind: 'heading' });
    lines.push({
      label: 'Item that will not be reclassified to profit or loss:',
      cur: null,
      prior: null,
      kind: 'subheading',
    });
    lines.push(oci);
    lines.push({
      label: k.pick(['TOTAL COMPREHENSIVE INCOME', 'TOTAL COMPREHENSIVE INCOME (LOSS)']),
      cur: r2(net.cur + (oci.cur ?? 0)),
      prior: r2(net.prior + (oci.prior ?? 0)),
      kind: 'grand',
      sign: true,
    });
  }
  const title = k.pick([
    'STATEMENTS OF COMPREHENSIVE INCOME',
    'STATEMENTS OF INCOME',
    'STATEMENTS OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME',
    'STATEMENT OF COMPREHENSIVE INCOME',
  ]);
  const head = titleBlock(st, company, title, yearsEnded(k, end, prior), end);
  const table = renderTable(st, lines, cur, prior, end, st.margin);
  const items = table.lineItems;
  const expenses = items.filter((i) => i.section === 'expenses');
  const contribution = (i: { accountName: string; amount: number }) =>
    /\bincome\b/i.test(i.accountName) && !/\btax/i.test(i.accountName) ? -i.amount : Math.abs(i.amount);
  return output('profit_loss', st, head, table, {
    companyName: company,
    periodStartDate: periodStartOf(end),
    periodEndDate: end,
    totalRevenue: revCur,
    totalExpenses: r2(expenses.reduce((a, i) => a + contribution(i), 0)),
    netIncome: net.cur,
  });
}

/**
 * A cash flow statement by the indirect method as audited statements print it: income before income
 * tax, "Adjustments for:", operating income before working capital changes, "Decrease (increase)
 * in:" / "Increase (decrease) in:", cash generated from operations, interest received and income
 * taxes paid; investing and financing sections; the net increase (decrease), cash at the beginning
 * and at the end of the year.
 */
function auditedCashFlowsIndirect(seed: number): GrammarOutput {
  const { st, k, company, end, cur, prior, note, M } = afsStatement(seed);
  const signed = (lo: number, hi: number, p = 0.5) => M(lo, hi) * (k.bool(p) ? 1 : -1);
  const item = (label: string, section: string, v: number, pv?: number, withNote = false): Line => ({
    label,
    cur: v,
    prior: pv ?? (v === 0 ? 0 : near(st, v) * (k.bool(0.15) ? -1 : 1)),
    kind: 'data',
    item: section,
    ...(withNote ? { note: note() } : {}),
  });
  const op = 'operating';
  const pretax = item(
    k.pick(['Income before income tax', 'Profit before tax', 'Income (loss) before income tax']),
    op,
    signed(100_000, 20_000_000, 0.85),
  );
  const interestIncome = M(1_000, 90_000);
  const adjustments = [
    item('Depreciation and amortization', op, M(20_000, 2_000_000), undefined, k.bool(0.7)),
    item('Interest income', op, -interestIncome),
    ...(k.bool(0.6) ? [item(k.pick(['Finance costs', 'Interest expense']), op, M(5_000, 500_000))] : []),
    ...(k.bool(0.5)
      ? [item('Unrealized foreign exchange loss (gain) - net', op, signed(1_000, 80_000))]
      : []),
    ...(k.bool(0.5)
      ? [item('Retirement benefit expense', op, M(5_000, 300_000), undefined, k.bool(0.5))]
      : []),
  ];
  const beforeWc = [pretax, ...adjustments];
  const decreases = k
    .shuffle([
      'Trade and other receivables',
      'Inventories',
      'Prepayments and other current assets',
      'Due from related parties',
    ])
    .slice(0, k.int(1, 3))
    .map((n) => item(n, op, signed(10_000, 2_000_000)));
  const increases = k
    .shuffle(['Trade and other payables', 'Due to related parties', 'Contract liabilities'])
    .slice(0, k.int(1, 2))
    .map((n) => item(n, op, signed(10_000, 1_500_000)));
  const afterWc = [...beforeWc, ...decreases, ...increases];
  const interestInOperating = k.bool(0.6);
  const received = item(
    'Interest received',
    interestInOperating ? op : 'investing',
    interestIncome,
    near(st, interestIncome),
  );
  const taxesPaid = item(k.pick(['Income taxes paid', 'Income tax paid']), op, -M(10_000, 1_500_000));
  const operating = [...afterWc, ...(interestInOperating ? [received] : []), taxesPaid];
  const investing = [
    item(
      k.pick(['Acquisitions of property and equipment', 'Additions to property and equipment']),
      'investing',
      -M(20_000, 4_000_000),
      undefined,
      k.bool(0.6),
    ),
    ...(k.bool(0.4)
      ? [item('Proceeds from disposal of property and equipment', 'investing', M(5_000, 300_000))]
      : []),
    ...(k.bool(0.3)
      ? [item('Decrease (increase) in other non-current assets', 'investing', signed(5_000, 300_000))]
      : []),
    ...(interestInOperating ? [] : [received]),
  ];
  const financing = [
    ...(k.bool(0.6)
      ? [item('Proceeds from loans', 'financing', M(100_000, 5_000_000), undefined, k.bool(0.5))]
      : []),
    item(k.pick(['Payments of loans', 'Repayments of loans payable']), 'financing', -M(50_000, 3_000_000)),
    ...(k.bool(0.5)
      ? [item('Payments of principal portion of lease liabilities', 'financing', -M(20_000, 800_000))]
      : []),
    ...(k.bool(0.5) ? [item('Interest paid', 'financing', -M(5_000, 400_000))] : []),
    ...(k.bool(0.4)
      ? [item(k.pick(['Dividends paid', 'Cash dividends paid']), 'financing', -M(50_000, 2_000_000))]
      : []),
  ];
  const T = (ls: Line[]) => ({ cur: total(ls.map((l) => l.cur)), prior: total(ls.map((l) => l.prior)) });
  const opT = T(operating);
  const invT = T(investing);
  const finT = T(financing);
  const net = { cur: r2(opT.cur + invT.cur + finT.cur), prior: r2(opT.prior + invT.prior + finT.prior) };
  // No exchange-rate effect line: the truth has no field for it, and ending cash = beginning cash + the
  // net change is what the checks and the grammar's own test hold every cash flow to (decision 201).

  // Each year begins with the cash the year before ended with.
  const priorBegin = r2(Math.max(0, -net.prior) + M(50_000, 5_000_000));
  const begin = r2(priorBegin + net.prior);
  const endCash = r2(begin + net.cur);
  if (endCash < 0) return auditedCashFlowsIndirect(seed + 7919);
  const heading = (label: string): Line => ({ label, cur: null, prior: null, kind: 'heading' });
  const sub = (label: string): Line => ({ label, cur: null, prior: null, kind: 'subheading' });
  const netLabel = (what: string, v: number) =>
    v < 0
      ? k.pick([`Net cash used in ${what} activities`, `Net cash provided by (used in) ${what} activities`])
      : k.pick([
          `Net cash provided by ${what} activities`,
          `Net cash generated from ${what} activities`,
          `Net cash provided by (used in) ${what} activities`,
        ]);
  const lines: Line[] = [
    heading('CASH FLOWS FROM OPERATING ACTIVITIES'),
    { ...pretax, sign: true },
    sub(k.pick(['Adjustments for:', 'Adjustments to reconcile income before income tax to net cash:'])),
    ...adjustments,
    {
      label: k.pick([
        'Operating income before working capital changes',
        'Operating cash flows before working capital changes',
      ]),
      ...T(beforeWc),
      kind: 'total',
    },
    sub(k.pick(['Decrease (increase) in:', 'Decrease (Increase) in:'])),
    ...decreases,
    sub(k.pick(['Increase (decrease) in:', 'Increase (Decrease) in:'])),
    ...increases,
    { label: 'Cash generated from operations', ...T(afterWc), kind: 'total' },
    ...(interestInOperating ? [received] : []),
    taxesPaid,
    { label: netLabel('operating', opT.cur), ...opT, kind: 'total' },
    heading('CASH FLOWS FROM INVESTING ACTIVITIES'),
    ...investing,
    { label: netLabel('investing', invT.cur), ...invT, kind: 'total' },
    heading('CASH FLOWS FROM FINANCING ACTIVITIES'),
    ...financing,
    { label: netLabel('financing', finT.cur), ...finT, kind: 'total' },
    {
      label: k.pick([
        'NET INCREASE (DECREASE) IN CASH AND CASH EQUIVALENTS',
        net.cur < 0
          ? 'NET DECREASE IN CASH AND CASH EQUIVALENTS'
          : 'NET INCREASE IN CASH AND CASH EQUIVALENTS',
      ]),
      ...net,
      kind: 'total',
    },
    {
      label: k.pick(['CASH AND CASH EQUIVALENTS AT BEGINNING OF YEAR', 'CASH AT BEGINNING OF YEAR']),
      cur: begin,
      prior: priorBegin,
      kind: 'data',
    },
    {
      label: k.pick(['CASH AND CASH EQUIVALENTS AT END OF YEAR', 'CASH AT END OF YEAR']),
      cur: endCash,
      prior: begin,
      kind: 'grand',
      sign: true,
      ...(k.bool(0.6) ? { note: note() } : {}),
    },
  ];
  const title = k.pick(['STATEMENTS OF CASH FLOWS', 'STATEMENT OF CASH FLOWS']);
  const head = titleBlock(st, company, title, yearsEnded(k, end, prior), end);
  const table = renderTable(st, lines, cur, prior, end, st.margin);
  return output('cash_flow', st, head, table, {
    companyName: company,
    periodStartDate: periodStartOf(end),
    periodEndDate: end,
    operatingCashFlow: opT.cur,
    investingCashFlow: invT.cur,
    financingCashFlow: finT.cur,
    netCashFlow: net.cur,
    beginningCash: begin,
    endingCash: endCash,
  });
}

const SOLE_BUSINESSES = [
  'Harbor Light Photography',
  'Greenfield Lawn & Garden',
  'Blue Ridge Carpentry',
  'Maple Street Tutoring',
  'Summit Mobile Detailing',
  'Crescent Bookkeeping Services',
  'Riverside Dog Grooming',
  'Copper Kettle Catering',
] as const;
const PROPRIETORS = [
  'Jordan A. Ellis',
  'Maria L. Chen',
  'Samuel T. Brooks',
  'Priya N. Raman',
  'Daniel O. Foster',
];

/** Schedule C's expense lines in its order, with their line numbers. */
const SCHEDULE_C_EXPENSES: [string, string][] = [
  ['8', 'Advertising'],
  ['9', 'Car and truck expenses'],
  ['10', 'Commissions and fees'],
  ['11', 'Contract labor'],
  ['13', 'Depreciation'],
  ['15', 'Insurance (other than health)'],
  ['16b', 'Interest - other'],
  ['17', 'Legal and professional services'],
  ['18', 'Office expense'],
  ['20b', 'Rent - other business property'],
  ['21', 'Repairs and maintenance'],
  ['22', 'Supplies'],
  ['23', 'Taxes and licenses'],
  ['24a', 'Travel'],
  ['24b', 'Deductible meals'],
  ['25', 'Utilities'],
  ['26', 'Wages'],
  ['27a', 'Other expenses'],
];

/**
 * A sole proprietor's cash-basis profit and loss in the order of Schedule C, as a tax preparer's
 * worksheet prints it: the business name and the proprietor, "Cash basis", the tax year; every line
 * with its Schedule C line number in a column of its own at the left (1, 2, 4, 8, 16b, 24a: small
 * numbers that are no amounts); Part I income (gross receipts, returns and allowances in
 * parentheses, net receipts, cost of goods sold, gross profit, other income, gross income); Part II
 * expenses as ONE list or as TWO lists side by side (lines 8-17 on the left, 18-27 on the right, as
 * the form has them), total expenses (which leaves the cost of goods sold out), net profit (loss).
 * The truth: revenue is the receipts (less returns), every expense line and the cost of goods sold
 * are expenses, other income counts against them (decision 170).
 */
function scheduleCCashBasis(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x73636863);
  const cents = k.bool(0.6);
  const amt = (v: number) => (cents ? r2(v) : Math.round(v));
  const m = (lo: number, hi: number) =>
    amt(Math.exp(Math.log(lo) + k.next() * (Math.log(hi) - Math.log(lo))));
  const f = (v: number | null): string => {
    if (v === null) return '';
    const body = Math.abs(v).toLocaleString('en-US', {
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    return v < 0 ? `(${body})` : body;
  };
  const business = k.pick(SOLE_BUSINESSES);
  const owner = k.pick(PROPRIETORS);
  const year = k.int(2019, 2024);
  const gross = m(60_000, 400_000);
  const returns = k.bool(0.5) ? m(300, 6_000) : 0;
  const netReceipts = r2(gross - returns);
  const hasCogs = k.bool(0.6);
  const cogs = hasCogs ? amt(netReceipts * (0.15 + k.next() * 0.3)) : 0;
  const grossProfit = r2(netReceipts - cogs);
  const otherIncome = k.bool(0.35) ? m(100, 4_000) : 0;
  const grossIncome = r2(grossProfit + otherIncome);
  const chosen = SCHEDULE_C_EXPENSES.filter(() => k.bool(0.55));
  if (chosen.length < 4)
    chosen.push(...SCHEDULE_C_EXPENSES.filter((e) => !chosen.includes(e)).slice(0, 4 - chosen.length));
  chosen.sort((a, b) => SCHEDULE_C_EXPENSES.indexOf(a) - SCHEDULE_C_EXPENSES.indexOf(b));
  const expenses = chosen.map(([no, label]) => ({ no, label, v: m(150, grossProfit * 0.12) }));
  const totalExp = total(expenses.map((e) => e.v));
  const net = r2(grossIncome - totalExp);
  const lineWords = k.pick(['no', 'Line', 'line'] as const);
  const lineNo = (no: string) => (lineWords === 'no' ? no : `${lineWords === 'Line' ? 'Line' : 'Ln'} ${no}`);
  const sideBySide = k.bool(0.5);
  const lineItems: { section: string; accountName: string; amount: number }[] = [];
  type R = { no: string; label: string; v: number | null; item?: string; kind?: 'section' | 'total' };
  const income: R[] = [
    { no: '', label: k.pick(['Part I - Income', 'INCOME', 'Part I  Income']), v: null, kind: 'section' },
    {
      no: '1',
      label: k.pick(['Gross receipts or sales', 'Gross receipts', 'Gross sales']),
      v: gross,
      item: 'revenue',
    },
  ];
  if (returns || k.bool(0.5))
    income.push(
      {
        no: '2',
        label: 'Returns and allowances',
        v: returns ? -returns : 0,
        item: 'revenue',
      },
      {
        no: '3',
        label: k.pick(['Net receipts', 'Subtract line 2 from line 1']),
        v: netReceipts,
        kind: 'total',
      },
    );
  if (hasCogs) {
    income.push({
      no: '4',
      label: k.pick(['Cost of goods sold', 'Cost of goods sold (Part III)']),
      v: cogs,
      item: 'expenses',
    });
    income.push({ no: '5', label: 'Gross profit', v: grossProfit, kind: 'total' });
  }
  if (otherIncome) {
    income.push({
      no: '6',
      label: k.pick(['Other income', 'Other income (interest, refunds)']),
      v: otherIncome,
      item: 'expenses',
    });
    income.push({ no: '7', label: 'Gross income', v: grossIncome, kind: 'total' });
  }
  const closing: R[] = [
    {
      no: '28',
      label: k.pick(['Total expenses', 'Total expenses before business use of home']),
      v: totalExp,
      kind: 'total',
    },
    {
      no: '31',
      label: net < 0 ? 'Net loss' : k.pick(['Net profit (loss)', 'Net profit', 'Net profit or (loss)']),
      v: net,
      kind: 'total',
    },
  ];
  for (const r of income) {
    if (!r.item || r.v === null) continue;
    lineItems.push({
      section: r.item === 'expenses' ? 'expenses' : 'revenue',
      accountName: r.label,
      amount: r.v,
    });
  }
  for (const e of expenses) lineItems.push({ section: 'expenses', accountName: e.label, amount: e.v });
  const rule = (r: R): TableRow['rules'] | undefined => (r.kind === 'total' ? { above: true } : undefined);
  const row = (r: R): TableRow => ({
    cells: [r.kind === 'section' ? '' : lineNo(r.no), r.label, f(r.v)],
    kind: r.kind === 'section' ? 'section' : 'data',
    ...(rule(r) ? { rules: rule(r)! } : {}),
  });
  const noW = lineWords === 'no' ? 0.35 : 0.6;
  const partTwo = k.pick(['Part II - Expenses', 'EXPENSES', 'Part II  Expenses']);
  const blocks: Block[] = [];
  const nameFirst = k.bool(0.5);
  blocks.push({
    kind: 'text',
    lines: nameFirst
      ? [
          business,
          k.pick(['Profit and Loss Statement', 'Profit or Loss From Business', 'Income Statement']),
          k.pick([
            `Cash Basis - Year Ended December 31, ${year}`,
            `For the Year Ended December 31, ${year} (Cash Basis)`,
          ]),
        ]
      : [
          k.pick([
            'Profit or Loss From Business (Sole Proprietorship)',
            'Schedule C Worksheet - Profit or Loss From Business',
          ]),
          `Tax Year ${year}`,
        ],
    size: 11,
    bold: true,
    align: k.pick(['left', 'center'] as const),
  });
  if (!nameFirst)
    blocks.push({
      kind: 'kv',
      style: k.pick(['colon', 'aligned'] as const),
      size: 8.5,
      columns: 1,
      pairs: [
        [k.pick(['Name of proprietor', 'Proprietor']), owner],
        [k.pick(['Business name', 'Name of business']), business],
        ['Accounting method', 'Cash'],
        [k.pick(['Period', 'Tax period']), `January 1, ${year} - December 31, ${year}`],
      ],
    });
  else blocks.push({ kind: 'text', lines: [`${owner}, Proprietor`], size: 8.5 });
  blocks.push({ kind: 'space', h: 10 });
  const size = 8.5;
  blocks.push({
    kind: 'table',
    columns: [col('', noW), col('', 4.4), col('', 1.3, 'right')],
    rows: income.map(row),
    ruling: 'none',
    repeatHeader: false,
    size,
  });
  blocks.push({ kind: 'space', h: 6 });
  if (sideBySide) {
    const half = Math.ceil(expenses.length / 2);
    const left = expenses.slice(0, half);
    const right = expenses.slice(half);
    // A gutter between the two lists, as the form leaves one.
    const rows: TableRow[] = [{ cells: ['', partTwo, '', '', '', '', ''], kind: 'section' }];
    for (let i = 0; i < half; i++) {
      const a = left[i]!;
      const b = right[i];
      rows.push({
        cells: [lineNo(a.no), a.label, f(a.v), '', b ? lineNo(b.no) : '', b?.label ?? '', b ? f(b.v) : ''],
      });
    }
    blocks.push({
      kind: 'table',
      columns: [
        col('', noW),
        col('', 2.6),
        col('', 1.1, 'right'),
        col('', 0.3),
        col('', noW),
        col('', 2.6),
        col('', 1.1, 'right'),
      ],
      rows,
      ruling: k.pick(['none', 'grid'] as const),
      repeatHeader: false,
      size,
    });
    blocks.push({
      kind: 'table',
      columns: [col('', noW), col('', 4.4), col('', 1.3, 'right')],
      rows: closing.map(row),
      ruling: 'none',
      repeatHeader: false,
      size,
    });
  } else
    blocks.push({
      kind: 'table',
      columns: [col('', noW), col('', 4.4), col('', 1.3, 'right')],
      rows: [
        { cells: ['', partTwo, ''], kind: 'section' },
        ...expenses.map((e) => row({ no: e.no, label: e.label, v: e.v })),
        ...closing.map(row),
      ],
      ruling: 'none',
      repeatHeader: false,
      size,
    });
  return {
    blocks,
    truth: {
      documentType: 'profit_loss',
      fields: {
        companyName: business,
        periodStartDate: `${year}-01-01`,
        periodEndDate: `${year}-12-31`,
        totalRevenue: netReceipts,
        totalExpenses: r2(cogs + totalExp - otherIncome),
        netIncome: net,
      },
      lineItems,
    },
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(40, 60),
  };
}

export const WRITTEN_FINANCIAL_FAMILIES: WrittenFamilies = {
  profit_loss: {
    'audited-comprehensive-income': auditedComprehensiveIncome,
    'schedule-c-cash-basis': scheduleCCashBasis,
  },
  balance_sheet: { 'audited-financial-position': auditedFinancialPosition },
  cash_flow: { 'audited-indirect': auditedCashFlowsIndirect },
};
