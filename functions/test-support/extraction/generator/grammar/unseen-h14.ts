// Held-out layout families written by a helper who does not tune the engine (session 14).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import { COMPANIES } from '../fake-data';
import { addDays, endOfMonth, formatDate } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { col, type Block, type TableRow } from './compose';
import type { GrammarOutput, WrittenFamilies } from './types';

/** Amounts as audited statements print them: whole dollars or cents, negatives in parentheses. */
function money(v: number, o: { cents: boolean; dollar?: string; parens?: boolean }): string {
  const abs = Math.abs(v).toLocaleString('en-US', {
    minimumFractionDigits: o.cents ? 2 : 0,
    maximumFractionDigits: o.cents ? 2 : 0,
  });
  const body = `${o.dollar ?? ''}${abs}`;
  if (v >= 0) return body;
  return (o.parens ?? true) ? `(${body})` : `-${body}`;
}

// ---------------------------------------------------------------------------------------------
// h14-a: cash flow statement

interface CfRow {
  label: string;
  cur: number;
  prior: number;
}

interface CfGroup {
  /** A caption printed above the rows with no amount ("Adjustments to reconcile ..."). */
  caption?: string;
  rows: CfRow[];
}

const NONPROFITS = [
  'Riverbend Community Health Center, Inc.',
  'Friends of the Eastside Library',
  'Harbor Lights Youth Services',
  'Mountain Valley Land Trust',
  'Grace Street Food Pantry, Inc.',
  'Lakeview Arts Council',
] as const;

function cashFlowH14a(seed: number): GrammarOutput {
  const rng = new Rng(`h14-a/${seed}`);
  const nonprofit = rng.bool(0.4);
  const comparative = rng.bool(0.7);
  const cents = rng.bool(0.3);
  const fyEnd = rng.pick([12, 12, 6, 9]);
  const year = rng.int(2021, 2025);
  const end = endOfMonth(year, fyEnd);
  const start = addDays(endOfMonth(year - 1, fyEnd), 1);
  const company = nonprofit ? rng.pick(NONPROFITS) : rng.pick(COMPANIES);
  const amt = (lo: number, hi: number, sign: 1 | -1 | 0): number => {
    const s = sign === 0 ? (rng.bool() ? 1 : -1) : sign;
    const v = rng.money(lo, hi);
    return s * (cents ? v : Math.round(v));
  };
  const row = (label: string, lo: number, hi: number, sign: 1 | -1 | 0): CfRow => {
    const cur = amt(lo, hi, sign);
    // The prior year moves with the current one but not in lockstep; a working-capital change may flip.
    const p = cur * (0.6 + rng.next() * 0.7) * (sign === 0 && rng.bool(0.3) ? -1 : 1);
    return { label, cur, prior: cents ? round2(p) : Math.round(p) };
  };

  const resultLabel = nonprofit ? 'Change in net assets' : rng.pick(['Net income', 'Net income (loss)']);
  const result = row(resultLabel, 20_000, 900_000, rng.bool(0.15) ? -1 : 1);
  const restricted = nonprofit && rng.bool(0.6) ? row('', 10_000, 250_000, 1) : null;
  const adjustments: CfRow[] = [
    row('Depreciation', 5_000, 160_000, 1),
    ...(rng.bool(0.4) ? [row('Amortization of debt issuance costs', 300, 6_000, 1)] : []),
    ...(rng.bool(0.35) ? [row('(Gain) loss on disposal of property and equipment', 200, 12_000, 0)] : []),
    ...(nonprofit
      ? [
          ...(rng.bool(0.6)
            ? [row('Net realized and unrealized (gains) losses on investments', 1_000, 60_000, 0)]
            : []),
          ...(restricted
            ? [
                {
                  label: 'Contributions restricted for long-term purposes',
                  cur: -restricted.cur,
                  prior: -restricted.prior,
                },
              ]
            : []),
        ]
      : [
          ...(rng.bool(0.4) ? [row('Stock-based compensation', 2_000, 90_000, 1)] : []),
          ...(rng.bool(0.5) ? [row('Deferred income taxes', 1_000, 40_000, 0)] : []),
          ...(rng.bool(0.3) ? [row('Provision for doubtful accounts', 500, 15_000, 1)] : []),
        ]),
  ];
  const assets: CfRow[] = [
    row('Accounts receivable', 1_000, 120_000, 0),
    ...(nonprofit && rng.bool(0.6) ? [row('Grants and pledges receivable', 1_000, 90_000, 0)] : []),
    ...(!nonprofit && rng.bool(0.6) ? [row('Inventories', 1_000, 110_000, 0)] : []),
    row('Prepaid expenses and other assets', 300, 30_000, 0),
  ];
  const liabilities: CfRow[] = [
    row('Accounts payable', 1_000, 80_000, 0),
    row(rng.pick(['Accrued expenses', 'Accrued payroll and related liabilities']), 500, 50_000, 0),
    ...(rng.bool(0.5) ? [row(nonprofit ? 'Refundable advances' : 'Deferred revenue', 1_000, 70_000, 0)] : []),
  ];
  const changesStyle = rng.pick(['split', 'single'] as const);
  const operating: CfGroup[] = [
    { rows: [result] },
    {
      caption: `Adjustments to reconcile ${resultLabel.toLowerCase()} to net cash provided by (used in) operating activities:`,
      rows: adjustments,
    },
    ...(changesStyle === 'split'
      ? [
          { caption: '(Increase) decrease in:', rows: assets },
          { caption: 'Increase (decrease) in:', rows: liabilities },
        ]
      : [{ caption: 'Changes in operating assets and liabilities:', rows: [...assets, ...liabilities] }]),
  ];
  const investing: CfGroup[] = [
    {
      rows: [
        row('Purchases of property and equipment', 5_000, 400_000, -1),
        ...(rng.bool(0.35) ? [row('Proceeds from sale of property and equipment', 1_000, 40_000, 1)] : []),
        ...(rng.bool(0.5)
          ? [
              row('Purchases of investments', 5_000, 300_000, -1),
              row('Proceeds from sales and maturities of investments', 5_000, 280_000, 1),
            ]
          : []),
      ],
    },
  ];
  const financing: CfGroup[] = [
    {
      rows: [
        ...(restricted
          ? [
              {
                label: 'Proceeds from contributions restricted for long-term purposes',
                cur: restricted.cur,
                prior: restricted.prior,
              },
            ]
          : []),
        ...(rng.bool(0.5) ? [row('Proceeds from issuance of long-term debt', 10_000, 500_000, 1)] : []),
        row('Principal payments on long-term debt', 2_000, 150_000, -1),
        ...(rng.bool(0.4) ? [row('Net borrowings (repayments) on line of credit', 5_000, 120_000, 0)] : []),
        ...(rng.bool(0.35) ? [row('Payments on finance lease obligations', 1_000, 25_000, -1)] : []),
        ...(!nonprofit && rng.bool(0.6)
          ? [
              row(
                rng.pick(['Distributions to members', 'Dividends paid', 'Distributions to shareholders']),
                5_000,
                200_000,
                -1,
              ),
            ]
          : []),
      ],
    },
  ];
  const total = (gs: CfGroup[], k: 'cur' | 'prior') => sum(gs.flatMap((g) => g.rows.map((r) => r[k])));
  const op = { cur: total(operating, 'cur'), prior: total(operating, 'prior') };
  const inv = { cur: total(investing, 'cur'), prior: total(investing, 'prior') };
  const fin = { cur: total(financing, 'cur'), prior: total(financing, 'prior') };
  const net = { cur: round2(op.cur + inv.cur + fin.cur), prior: round2(op.prior + inv.prior + fin.prior) };
  // The prior year's ending cash is this year's beginning cash; both years end with cash on hand.
  const cushion = cents ? rng.money(20_000, 900_000) : Math.round(rng.money(20_000, 900_000));
  const priorBeginning = round2(cushion + Math.max(0, -net.prior) + Math.max(0, -net.cur));
  const beginning = round2(priorBeginning + net.prior);
  const ending = round2(beginning + net.cur);

  const curLabel = String(year);
  const priorLabel = String(year - 1);
  const dollarSign = rng.pick(['$ ', '$']);
  const cash = rng.pick([
    'cash and cash equivalents',
    'cash',
    ...(nonprofit ? ['cash, cash equivalents, and restricted cash'] : []),
  ]);
  const flowWord = (base: string, activity: string, v: { cur: number; prior: number }): string => {
    const signs = comparative ? [v.cur, v.prior] : [v.cur];
    const verb = signs.every((x) => x >= 0)
      ? `${base} provided by`
      : signs.every((x) => x < 0)
        ? `${base} used in`
        : `${base} provided by (used in)`;
    return `${verb} ${activity} activities`;
  };
  const netLabel = (() => {
    const signs = comparative ? [net.cur, net.prior] : [net.cur];
    if (rng.bool(0.3)) return `Net change in ${cash}`;
    if (signs.every((x) => x >= 0)) return `Net increase in ${cash}`;
    if (signs.every((x) => x < 0)) return `Net decrease in ${cash}`;
    return `Net increase (decrease) in ${cash}`;
  })();
  const periodWord = fyEnd === 12 && rng.bool(0.4) ? 'period' : 'year';
  const capCash = cash.charAt(0).toUpperCase() + cash.slice(1);

  const amounts = (v: { cur: number; prior: number }, dollar = false): string[] => {
    const o = { cents, ...(dollar ? { dollar: dollarSign } : {}) };
    return comparative ? [money(v.cur, o), money(v.prior, o)] : [money(v.cur, o)];
  };
  const blanks = comparative ? ['', ''] : [''];
  const indent = '    ';
  const rowsOf = (gs: CfGroup[], firstDollar: boolean): TableRow[] => {
    const out: TableRow[] = [];
    let first = firstDollar;
    for (const g of gs) {
      // A long caption runs on to a second, further indented line, as typeset statements wrap it.
      const words = g.caption?.split(' ') ?? [];
      const cut = words.length > 8 ? Math.ceil(words.length / 2) + 1 : words.length;
      if (cut > 0) out.push({ cells: [`  ${words.slice(0, cut).join(' ')}`, ...blanks] });
      if (cut < words.length) out.push({ cells: [`      ${words.slice(cut).join(' ')}`, ...blanks] });
      for (const r of g.rows) {
        out.push({ cells: [`${g.caption ? indent : '  '}${r.label}`, ...amounts(r, first)] });
        first = false;
      }
    }
    return out;
  };
  const totalRow = (label: string, v: { cur: number; prior: number }): TableRow => ({
    cells: [label, ...amounts(v)],
    rules: { above: true },
  });
  const sectionTitle = (s: string): TableRow => ({ cells: [s, ...blanks], kind: 'section' });
  const opTitle = rng.pick([
    'Cash flows from operating activities:',
    'CASH FLOWS FROM OPERATING ACTIVITIES',
    'Operating activities',
  ]);
  const upper = opTitle === opTitle.toUpperCase();
  const title = (s: string) => (upper ? s.toUpperCase() : s);
  const invTitle = opTitle.startsWith('Operating')
    ? 'Investing activities'
    : title('Cash flows from investing activities:').replace(/:$/, upper ? '' : ':');
  const finTitle = opTitle.startsWith('Operating')
    ? 'Financing activities'
    : title('Cash flows from financing activities:').replace(/:$/, upper ? '' : ':');

  const part1: TableRow[] = [
    sectionTitle(opTitle),
    ...rowsOf(operating, true),
    totalRow(flowWord('Net cash', 'operating', op), op),
    sectionTitle(invTitle),
    ...rowsOf(investing, false),
    totalRow(flowWord('Net cash', 'investing', inv), inv),
  ];
  const supplemental: TableRow[] = [];
  if (rng.bool(0.75)) {
    supplemental.push(sectionTitle(title('Supplemental disclosure of cash flow information:')));
    supplemental.push({
      cells: [
        `  Cash paid during the ${periodWord} for interest`,
        ...amounts({ cur: amt(500, 40_000, 1), prior: amt(500, 40_000, 1) }, true),
      ],
    });
    if (!nonprofit && rng.bool(0.6))
      supplemental.push({
        cells: [
          '  Cash paid during the year for income taxes',
          ...amounts({ cur: amt(1_000, 120_000, 1), prior: amt(1_000, 120_000, 1) }),
        ],
      });
    if (rng.bool(0.5)) {
      supplemental.push(sectionTitle(title('Noncash investing and financing activities:')));
      supplemental.push({
        cells: [
          `  ${rng.pick(['Equipment acquired under finance leases', 'Property acquired through issuance of notes payable', 'Purchases of equipment included in accounts payable'])}`,
          ...amounts({ cur: amt(2_000, 90_000, 1), prior: amt(2_000, 90_000, 1) }, true),
        ],
      });
    }
  }
  const part2: TableRow[] = [
    sectionTitle(finTitle),
    ...rowsOf(financing, false),
    totalRow(flowWord('Net cash', 'financing', fin), fin),
    { cells: [netLabel, ...amounts(net)], rules: { above: true } },
    {
      cells: [
        `${capCash}, beginning of ${periodWord}`,
        ...amounts({ cur: beginning, prior: priorBeginning }),
      ],
    },
    {
      cells: [`${capCash}, end of ${periodWord}`, ...amounts({ cur: ending, prior: beginning }, true)],
      rules: { above: true, below: 'double' },
    },
  ];

  const plural = comparative ? 'Statements' : 'Statement';
  const periodText = comparative
    ? `Years Ended ${formatDate(end, 'long').replace(/, \d{4}$/, '')}, ${year} and ${year - 1}`
    : `${rng.pick(['For the', ''])} Year Ended ${formatDate(end, 'long')}`.trim();
  const heading = (continued: boolean): Block => ({
    kind: 'text',
    lines: [
      upper ? company.toUpperCase() : company,
      `${upper ? `${plural.toUpperCase()} OF CASH FLOWS` : `${plural} of Cash Flows`}${continued ? ' (Continued)' : ''}`,
      periodText,
    ],
    bold: true,
    align: 'center',
    size: 10.5,
  });
  const columns = [
    col('', 6),
    col(comparative || rng.bool(0.5) ? curLabel : '', 1.5, 'right'),
    ...(comparative ? [col(priorLabel, 1.5, 'right')] : []),
  ];
  const table = (rows: TableRow[]): Block => ({
    kind: 'table',
    columns,
    rows,
    ruling: 'none',
    repeatHeader: true,
    size: 8.5,
  });
  const continued = rng.bool(0.35);
  const notesLine: Block = {
    kind: 'text',
    lines: [
      rng.pick([
        'See accompanying notes to financial statements.',
        'The accompanying notes are an integral part of these financial statements.',
        'See notes to the financial statements.',
      ]),
    ],
    size: 7.5,
    align: 'center',
  };
  const blocks: Block[] = continued
    ? [
        heading(false),
        { kind: 'space', h: 10 },
        table(part1),
        { kind: 'text', lines: ['(Continued)'], align: 'right', size: 8 },
        notesLine,
        { kind: 'pageBreak' },
        heading(true),
        { kind: 'space', h: 10 },
        table([...part2, ...supplemental]),
        notesLine,
      ]
    : [heading(false), { kind: 'space', h: 10 }, table([...part1, ...part2, ...supplemental]), notesLine];

  const firstPage = rng.int(3, 9);
  const lineItems = (key: string, gs: CfGroup[]) =>
    gs.flatMap((g) => g.rows.map((r) => ({ section: key, accountName: r.label, amount: r.cur })));
  const truth: GroundTruth = {
    documentType: 'cash_flow',
    fields: {
      companyName: company,
      periodStartDate: start,
      periodEndDate: end,
      operatingCashFlow: op.cur,
      investingCashFlow: inv.cur,
      financingCashFlow: fin.cur,
      netCashFlow: net.cur,
      beginningCash: beginning,
      endingCash: ending,
    },
    lineItems: [
      ...lineItems('operating', operating),
      ...lineItems('investing', investing),
      ...lineItems('financing', financing),
    ],
  };
  return {
    blocks,
    truth,
    font: rng.pick(['times', 'times', 'helvetica'] as const),
    margin: 60,
    footer: (page) => `- ${firstPage + page - 1} -`,
  };
}

/** Per type, the families of this file (all held out). */
export const H14_FAMILIES: WrittenFamilies = {
  cash_flow: { 'h14-a': cashFlowH14a },
};
