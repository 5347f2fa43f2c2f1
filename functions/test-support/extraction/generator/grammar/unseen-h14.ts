// Held-out layout families written by a helper who does not tune the engine (session 14).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { COMPANIES, address, cityLine, fullAddress, person } from '../fake-data';
import { addDays, endOfMonth, formatDate, type DateStyle } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { BOXES, data1099, truth1099 } from '../types/irs-1099';
import { FREQ_LABEL, payslipData, type Item } from '../types/payslip';
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

/** Splits a total in the given proportions, to the cent, the last part taking the rounding. */
function splitBy(weights: readonly number[], total: number): number[] {
  const w = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((x) => round2((total * x) / w));
  return [...parts, round2(total - sum(parts))];
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

  const loss = rng.bool(0.15);
  // A company in a loss year says so: 'Net loss' or 'Net income (loss)', never a bare 'Net income'.
  const resultLabel = nonprofit
    ? 'Change in net assets'
    : rng.pick(loss ? ['Net loss', 'Net income (loss)'] : ['Net income', 'Net income (loss)']);
  const result = row(resultLabel, 20_000, 900_000, loss ? -1 : 1);
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
  // The direct method lists operating receipts and payments, and reconciles the result to them below.
  const direct = rng.bool(0.25);
  const directGroups: CfGroup[] = [];
  if (direct) {
    const floor = { cur: Math.max(0, -op.cur), prior: Math.max(0, -op.prior) };
    const employees = row('Cash paid to employees', 50_000, 900_000, -1);
    const payments: CfRow[] = [
      { ...employees, cur: round2(employees.cur - floor.cur), prior: round2(employees.prior - floor.prior) },
      row(
        rng.pick(['Cash paid to suppliers and vendors', 'Cash paid for goods and services']),
        20_000,
        600_000,
        -1,
      ),
      ...(rng.bool(0.6) ? [row('Interest paid', 500, 40_000, -1)] : []),
      ...(!nonprofit && rng.bool(0.6) ? [row('Income taxes paid', 1_000, 120_000, -1)] : []),
    ];
    const received = {
      cur: round2(op.cur - sum(payments.map((r) => r.cur))),
      prior: round2(op.prior - sum(payments.map((r) => r.prior))),
    };
    const names = nonprofit
      ? ['Contributions and grants received', 'Program service fees received']
      : rng.bool(0.5)
        ? ['Cash received from customers']
        : ['Cash received from customers', 'Interest and dividends received'];
    const weights = names.map((_, k) => (k === 0 ? 4 + rng.next() * 4 : 0.2 + rng.next()));
    // Whole-dollar statements split into whole dollars, the last part taking the rest.
    const parts = (total: number) => {
      const p = splitBy(weights, total).slice(0, -1);
      const head = cents ? p : p.map((x) => Math.round(x));
      return [...head, round2(total - sum(head))];
    };
    const cur = parts(received.cur);
    const prior = parts(received.prior);
    directGroups.push({
      rows: [...names.map((label, k) => ({ label, cur: cur[k] ?? 0, prior: prior[k] ?? 0 })), ...payments],
    });
  }
  const operatingPrinted = direct ? directGroups : operating;
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
    ...rowsOf(operatingPrinted, true),
    totalRow(flowWord('Net cash', 'operating', op), op),
    sectionTitle(invTitle),
    ...rowsOf(investing, false),
    totalRow(flowWord('Net cash', 'investing', inv), inv),
  ];
  const supplemental: TableRow[] = [];
  if (direct) {
    const heading = `Reconciliation of ${resultLabel.toLowerCase()} to net cash ${flowWord('', 'operating', op).trim()}:`;
    const words = heading.split(' ');
    const cut = Math.ceil(words.length / 2);
    supplemental.push(sectionTitle(title(words.slice(0, cut).join(' '))));
    supplemental.push(sectionTitle(title(`  ${words.slice(cut).join(' ')}`)));
    supplemental.push(...rowsOf(operating, false));
    supplemental.push(totalRow(flowWord('Net cash', 'operating', op), op));
  }
  const interestListed = directGroups.some((g) => g.rows.some((r) => r.label === 'Interest paid'));
  if (rng.bool(0.75) && !interestListed) {
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
      ...lineItems('operating', operatingPrinted),
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

// ---------------------------------------------------------------------------------------------
// h14-b: IRS 1099

const INT_ACCOUNTS = [
  'Share Savings',
  'Money Market Savings',
  'Interest Checking',
  '12 Month Certificate',
  '24 Month Certificate',
  'Holiday Club Savings',
] as const;

const FUNDS = [
  'Total Stock Market Index Fund',
  'Intermediate-Term Bond Fund',
  'Dividend Growth Fund',
  'International Value Fund',
  'Real Estate Index Fund',
  'Treasury Money Market Fund',
  'Balanced Index Fund',
] as const;

/** Boxes real substitute statements print that the schema does not hold (always zero or small). */
const OTHER_BOXES: Record<'INT' | 'DIV', [string, string][]> = {
  INT: [
    ['5', 'Investment expenses'],
    ['6', 'Foreign tax paid'],
    ['9', 'Specified private activity bond interest'],
    ['10', 'Market discount'],
    ['11', 'Bond premium'],
  ],
  DIV: [
    ['2b', 'Unrecap. Sec. 1250 gain'],
    ['3', 'Nondividend distributions'],
    ['6', 'Investment expenses'],
    ['12', 'Exempt-interest dividends'],
  ],
};

function irs1099H14b(seed: number): GrammarOutput {
  const rng = new Rng(`h14-b/${seed}`);
  const variant: Irs1099Variant & ('INT' | 'DIV') = rng.bool(0.55) ? 'INT' : 'DIV';
  const drawn = data1099(rng.int(1, 2_000_000_000), variant);
  // Dividends listed by fund come from a fund company; an institution has a suite, not an apartment.
  const d = {
    ...drawn,
    payer:
      variant === 'DIV' && !/Brokerage|Marketing|Schwab/.test(drawn.payer)
        ? rng.pick(['Larkspur Mutual Funds', 'Ridgeline Investment Trust', 'Keel Harbor Funds'])
        : drawn.payer,
    payerAddress: {
      ...drawn.payerAddress,
      street: drawn.payerAddress.street.replace(/ Apt (\w+)$/, ' Suite $1'),
    },
  };
  const creditUnion = variant === 'INT' && /credit union/i.test(d.payer);
  const account = d.account ?? rng.digits(rng.int(7, 10));
  const accountPrinted = rng.bool(0.4) ? `${'*'.repeat(account.length - 4)}${account.slice(-4)}` : account;
  const a = d.amounts;
  const m = (v: number) => money(v, { cents: true });

  // The detail by account (interest) or by fund (dividends) that adds up to the boxes.
  const detailRows: TableRow[] = [];
  let detailColumns: ReturnType<typeof col>[] = [];
  let detailTitle = '';
  if (variant === 'INT') {
    const box1 = a.box1_interestIncome ?? 0;
    const n = box1 < 50 ? 1 : rng.int(1, 4);
    const names = rng.shuffle(INT_ACCOUNTS).slice(0, n);
    // An early-withdrawal penalty is charged on a certificate.
    if (a.box2_earlyWithdrawalPenalty !== undefined && !names.some((x) => x.includes('Certificate')))
      names[names.length - 1] = '12 Month Certificate';
    const weights = names.map(() => 0.2 + rng.next());
    const interest = splitBy(weights, box1);
    const withheld =
      a.box4_federalTaxWithheld === undefined ? null : splitBy(weights, a.box4_federalTaxWithheld);
    const certificates = names.filter((x) => x.includes('Certificate')).length;
    let certSeen = 0;
    const penalties = names.map((x) => {
      if (a.box2_earlyWithdrawalPenalty === undefined || !x.includes('Certificate')) return 0;
      certSeen++;
      // The whole penalty on the last certificate listed.
      return certSeen === certificates ? a.box2_earlyWithdrawalPenalty : 0;
    });
    const suffixes = names.map((x, k) =>
      creditUnion
        ? `${x.includes('Certificate') ? 'C' : x.includes('Checking') ? 'D' : 'S'}${String(k + 1).padStart(2, '0')}`
        : `${account.slice(-4)}-${String(k + 1).padStart(2, '0')}`,
    );
    detailTitle = rng.pick(['Interest Detail by Account', 'Interest Paid by Account', 'Account Detail']);
    detailColumns = [
      col(creditUnion ? 'Suffix' : 'Account', 1.1),
      col('Description', 3),
      // Credit unions call the interest on share accounts dividends; the form is still a 1099-INT.
      col(creditUnion && rng.bool(0.6) ? 'Dividends\nPaid' : 'Interest\nPaid', 1.4, 'right'),
      col('Early Withdrawal\nPenalty', 1.6, 'right'),
      ...(withheld ? [col('Federal Tax\nWithheld', 1.4, 'right')] : []),
    ];
    names.forEach((x, k) =>
      detailRows.push({
        cells: [
          suffixes[k] ?? '',
          x,
          m(interest[k] ?? 0),
          m(penalties[k] ?? 0),
          ...(withheld ? [m(withheld[k] ?? 0)] : []),
        ],
      }),
    );
    detailRows.push({
      cells: [
        '',
        'Total',
        m(box1),
        m(a.box2_earlyWithdrawalPenalty ?? 0),
        ...(withheld ? [m(a.box4_federalTaxWithheld ?? 0)] : []),
      ],
      kind: 'subtotal',
    });
  } else {
    const box1a = a.box1a_totalOrdinaryDividends ?? 0;
    const n = rng.int(1, 4);
    const funds = rng.shuffle(FUNDS).slice(0, n);
    const weights = funds.map(() => 0.2 + rng.next());
    const parts = (v: number | undefined) => (v === undefined ? null : splitBy(weights, v));
    const ordinary = splitBy(weights, box1a);
    const qualified = parts(a.box1b_qualifiedDividends);
    const gains = parts(a.box2a_totalCapitalGain);
    const foreign = parts(a.box7_foreignTaxPaid);
    detailTitle = rng.pick(['Dividends and Distributions by Fund', 'Detail of Dividends and Distributions']);
    detailColumns = [
      col('Fund', 3.2),
      col('Fund No.', 1),
      col('Ordinary\nDividends (1a)', 1.5, 'right'),
      col('Qualified\nDividends (1b)', 1.5, 'right'),
      col('Capital Gain\nDistr. (2a)', 1.5, 'right'),
      col('Foreign Tax\nPaid (7)', 1.3, 'right'),
    ];
    funds.forEach((f, k) =>
      detailRows.push({
        cells: [
          f,
          String(rng.int(10, 999)).padStart(4, '0'),
          m(ordinary[k] ?? 0),
          m(qualified?.[k] ?? 0),
          m(gains?.[k] ?? 0),
          m(foreign?.[k] ?? 0),
        ],
      }),
    );
    detailRows.push({
      cells: [
        'Total',
        '',
        m(box1a),
        m(a.box1b_qualifiedDividends ?? 0),
        m(a.box2a_totalCapitalGain ?? 0),
        m(a.box7_foreignTaxPaid ?? 0),
      ],
      kind: 'subtotal',
    });
  }

  // The form's boxes: every box with zeros printed, or only the boxes with an amount.
  const onlyReported = rng.bool(0.35);
  const boxes = BOXES[variant];
  const extras = OTHER_BOXES[variant].map(([no, label]) => ({ no, label, value: 0 }));
  const listed = [
    ...boxes.map((b) => ({ no: b.no, label: b.label, value: a[b.field], field: b.field })),
    ...extras.map((x) => ({ ...x, field: '' })),
  ]
    .filter((b) => !onlyReported || (b.value !== undefined && b.value !== 0))
    .sort((x, y) => parseFloat(x.no) - parseFloat(y.no) || x.no.localeCompare(y.no));
  const boxStyle = rng.pick(['table', 'leaders'] as const);
  const boxWord = rng.pick(['Box ', '']);
  const formName = `Form 1099-${variant}`;
  const formTitle = variant === 'INT' ? 'Interest Income' : 'Dividends and Distributions';
  const boxesBlock: Block =
    boxStyle === 'table'
      ? {
          kind: 'table',
          title: `${formName}  ${formTitle}`,
          columns: [col('Box', 0.8), col('Description', 5), col('Amount', 1.6, 'right')],
          rows: listed.map((b) => ({ cells: [b.no, b.label, m(b.value ?? 0)] })),
          ruling: rng.pick(['rules', 'zebra'] as const),
          repeatHeader: true,
          size: 9,
        }
      : {
          kind: 'kv',
          title: `${formName} - ${formTitle}`,
          pairs: listed.map((b) => [`${boxWord}${b.no}  ${b.label}`, m(b.value ?? 0)]),
          style: 'leaders',
          box: true,
          size: 9,
        };

  const statementDate = `${d.year + 1}-01-${String(rng.int(15, 31)).padStart(2, '0')}`;
  const phone = `${rng.pick(['1-800', '(888)', '(877)'])} ${rng.int(200, 999)}-${rng.digits(4)}`;
  const accountCaption = creditUnion ? 'Member Number' : rng.pick(['Account Number', 'Account No.']);
  const header: Block = {
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.payer], bold: true, size: 13 },
        {
          kind: 'text',
          lines: [
            d.payerAddress.street,
            cityLine(d.payerAddress),
            `${rng.pick(['Telephone', 'Questions? Call', 'Member Service'])}: ${phone}`,
          ],
          size: 8.5,
        },
      ],
    },
    right: {
      kind: 'text',
      lines: [
        `${d.year} ${rng.pick(['Tax Reporting Statement', 'Year-End Tax Statement', 'Tax Information Statement'])}`,
        `${formName}  Copy B for Recipient`,
        `OMB No. ${variant === 'INT' ? '1545-0112' : '1545-0110'}`,
        `${rng.pick(['Statement Date', 'Date Prepared', 'Mailed'])}: ${formatDate(statementDate, 'us')}`,
      ],
      align: 'right',
      size: 8.5,
    },
    split: 0.55,
  };
  const parties: Block = {
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.recipient.toUpperCase(),
        // A joint account prints the second owner under the first; the form is the first owner's.
        ...(rng.bool(0.2) ? [person(rng).name.toUpperCase()] : []),
        d.recipientAddress.street.toUpperCase(),
        cityLine(d.recipientAddress).toUpperCase(),
      ],
      size: 9.5,
    },
    right: {
      kind: 'kv',
      pairs: [
        [accountCaption, accountPrinted],
        [rng.pick(["Recipient's TIN", "Recipient's Identification No.", 'Taxpayer ID']), d.recipientTIN],
        [rng.pick(["Payer's TIN", "Payer's Federal ID No.", 'Federal ID Number']), d.payerTIN],
      ],
      style: 'aligned',
      box: true,
      size: 8.5,
    },
    split: 0.5,
  };
  const importance: Block = {
    kind: 'text',
    lines: [
      'This is important tax information and is being furnished to the Internal Revenue Service. If you are required',
      'to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and',
      'the IRS determines that it has not been reported.',
    ],
    size: 7,
  };
  const instructions: Block = {
    kind: 'note',
    title: 'Instructions for Recipient',
    lines:
      variant === 'INT'
        ? [
            "Recipient's taxpayer identification number (TIN). For your protection, this form may show only the last four digits of your TIN. However, the issuer has reported your complete TIN to the IRS.",
            'Account number. May show an account or other unique number the payer assigned to distinguish your account.',
            'Box 1. Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3.',
            'Box 2. Shows interest or principal forfeited because of early withdrawal of time savings. You may deduct this amount to figure your adjusted gross income on your income tax return.',
            'Box 4. Shows backup withholding. Generally, a payer must backup withhold if you did not furnish your TIN or you did not furnish the correct TIN to the payer.',
            'Box 8. Shows tax-exempt interest paid to you during the calendar year by the payer.',
          ]
        : [
            "Recipient's taxpayer identification number (TIN). For your protection, this form may show only the last four digits of your TIN. However, the issuer has reported your complete TIN to the IRS.",
            'Box 1a. Shows total ordinary dividends that are taxable. Include this amount on the "Ordinary dividends" line of Form 1040 or 1040-SR.',
            'Box 1b. Shows the portion of the amount in box 1a that may be eligible for reduced capital gains rates.',
            'Box 2a. Shows total capital gain distributions from a regulated investment company or real estate investment trust.',
            'Box 5. Shows the portion of the amount in box 1a that may be eligible for the 20% qualified business income deduction under section 199A.',
            'Box 7. Shows the foreign tax that you may be able to claim as a deduction or a credit on Form 1040 or 1040-SR.',
          ],
    size: 7,
    box: rng.bool(0.5),
  };
  const detailBlock: Block = {
    kind: 'table',
    title: detailTitle,
    columns: detailColumns,
    rows: detailRows,
    ruling: 'rules',
    repeatHeader: true,
    size: 8,
  };
  const detailFirst = rng.bool(0.25);
  const showDetail = detailRows.length > 2 || rng.bool(0.6);
  const instructionsApart = rng.bool(0.5);
  const body: Block[] =
    detailFirst && showDetail
      ? [detailBlock, boxesBlock]
      : [boxesBlock, ...(showDetail ? [detailBlock] : [])];
  const blocks: Block[] = [
    header,
    { kind: 'rule' },
    { kind: 'space', h: 12 },
    parties,
    { kind: 'space', h: 14 },
    ...body,
    ...(onlyReported
      ? [
          {
            kind: 'text',
            lines: ['Boxes not shown have no amounts to report.'],
            size: 7.5,
            color: 'grey',
          } as Block,
        ]
      : []),
    importance,
    ...(instructionsApart ? [{ kind: 'pageBreak' } as Block] : [{ kind: 'space', h: 8 } as Block]),
    instructions,
  ];

  const t = truth1099({ ...d, account: accountPrinted });
  // A box printed as 0.00 is a reported zero; a box left off the statement is not shown at all.
  for (const b of boxes) {
    const shown = listed.some((x) => x.field === b.field);
    t.fields[b.field] = shown ? (a[b.field] ?? 0) : null;
  }
  return {
    blocks,
    truth: t,
    font: rng.pick(['helvetica', 'times'] as const),
    margin: 44,
    footer: (page, pages) => `${formName} ${d.year}   Page ${page} of ${pages}`,
  };
}

// ---------------------------------------------------------------------------------------------
// h14-c: pay stub

function payslipH14c(seed: number): GrammarOutput {
  const rng = new Rng(`h14-c/${seed}`);
  const d = payslipData(rng.int(1, 2_000_000_000));
  // An employer's office has a suite, not an apartment.
  const employerAddress = {
    ...d.employerAddress,
    street: d.employerAddress.street.replace(/ Apt (\w+)$/, ' Suite $1'),
  };
  const ds: DateStyle = rng.pick(['us', 'us', 'us-short-year', 'short-month'] as const);
  const dt = (iso: string) => formatDate(iso, ds);
  const m = (v: number) => money(v, { cents: true, parens: false });
  const st = d.employee.address.state;

  // Printed names: payroll providers word taxes and benefits their own way.
  const fica = rng.int(0, 2);
  const rename: Record<string, string> = {
    'Regular Pay': rng.pick(['Regular', 'Regular Pay', 'Hourly']),
    Overtime: rng.pick(['Overtime', 'Overtime 1.5x', 'OT']),
    'Federal Income Tax': rng.pick(['Federal Income Tax', 'Federal Withholding', 'Fed Income Tax']),
    'Social Security': ['Social Security', 'OASDI', 'FICA - Social Security'][fica] ?? 'Social Security',
    Medicare: ['Medicare', 'Medicare', 'FICA - Medicare'][fica] ?? 'Medicare',
    'State Income Tax': rng.pick([`${st} State Income Tax`, `${st} Withholding`, `${st} SIT`]),
    '401(k) Contribution': rng.pick(['401(k)', '401K Pre-Tax', '401(k) Deferral']),
    'Medical Insurance': rng.pick(['Medical', 'Medical Pre-Tax', 'Medical Insurance']),
    'Health Insurance PPO': rng.pick(['PPO Medical', 'Health Insurance PPO']),
    'Dental Insurance': rng.pick(['Dental', 'Dental Pre-Tax']),
  };
  const items: Item[] = d.items.map((i) => ({ ...i, description: rename[i.description] ?? i.description }));
  // An earning paid earlier this year prints its year-to-date amount with nothing this period.
  const ytdOnlyName = rng.pick(['Bonus', 'Retro Pay', 'Vacation Payout', 'Referral Bonus']);
  const ytdOnly: Item | null =
    rng.bool(0.35) && !items.some((i) => i.description === ytdOnlyName)
      ? {
          itemType: 'earning',
          description: ytdOnlyName,
          amount: 0,
          ytdAmount: rng.money(150, 3_000),
          hours: null,
          rate: null,
          deductionCategory: null,
        }
      : null;
  const earnings = [...items.filter((i) => i.itemType === 'earning'), ...(ytdOnly ? [ytdOnly] : [])];
  const taxes = items.filter((i) => i.deductionCategory === 'taxes');
  const preTax = items.filter((i) => i.deductionCategory === 'benefits');
  const postTax = items.filter((i) => i.deductionCategory === 'other');
  const ytdGross = round2(d.ytdGross + (ytdOnly?.ytdAmount ?? 0));
  const ytdNet = round2(ytdGross - d.ytdDeductions);
  const tot = (xs: Item[], k: 'amount' | 'ytdAmount') => sum(xs.map((i) => i[k]));

  // Header: employer left, the statement's name right.
  const fein = `${rng.int(10, 98)}-${rng.digits(7)}`;
  const header: Block = {
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.employer], bold: true, size: 12 },
        {
          kind: 'text',
          lines: [
            employerAddress.street,
            cityLine(employerAddress),
            ...(rng.bool(0.4) ? [`FEIN ${fein}`] : []),
          ],
          size: 8,
        },
      ],
    },
    right: {
      kind: 'text',
      lines: [rng.pick(['Earnings Statement', 'Pay Statement', 'Statement of Earnings and Deductions'])],
      bold: true,
      size: 13,
      align: 'right',
    },
    split: 0.55,
  };
  const periodTogether = rng.bool(0.5);
  const frequencyShown = rng.bool(0.6);
  const idCaption = rng.pick(['Employee ID', 'Employee No.', 'File Number', 'Emp #']);
  const infoPairs: [string, string][] = [
    ['Employee', d.employee.name],
    [idCaption, d.employeeId],
    [
      'Department',
      rng.pick(['Operations', 'Finance', 'Customer Support', 'Warehouse', 'Engineering', 'Sales']),
    ],
    ...(periodTogether
      ? [['Pay Period', `${dt(d.start)} - ${dt(d.end)}`] as [string, string]]
      : [['Period Start', dt(d.start)] as [string, string], ['Period End', dt(d.end)] as [string, string]]),
    [rng.pick(['Pay Date', 'Check Date', 'Payment Date']), dt(d.payDate)],
    ...(frequencyShown ? [['Pay Frequency', FREQ_LABEL[d.frequency]] as [string, string]] : []),
  ];
  const info: Block = { kind: 'kv', pairs: infoPairs, style: 'stacked', columns: 4, box: true, size: 8.5 };
  const mailing: Block | null = rng.bool(0.5)
    ? {
        kind: 'text',
        lines: [d.employee.name.toUpperCase(), d.employee.address.street, cityLine(d.employee.address)],
        size: 9,
      }
    : null;

  // The summary band: this period and the year so far, by kind of deduction.
  const totalShown = rng.bool(0.5);
  const summaryCols = [
    col('', 1.2),
    col('Gross Pay', 1.3, 'right'),
    col('Pre-Tax\nDeductions', 1.3, 'right'),
    col(rng.pick(['Employee\nTaxes', 'Taxes']), 1.3, 'right'),
    col('Post-Tax\nDeductions', 1.3, 'right'),
    ...(totalShown ? [col('Total\nDeductions', 1.3, 'right')] : []),
    col('Net Pay', 1.3, 'right'),
  ];
  const summaryRow = (label: string, k: 'amount' | 'ytdAmount', gross: number, net: number): TableRow => ({
    cells: [
      label,
      m(gross),
      m(tot(preTax, k)),
      m(tot(taxes, k)),
      m(tot(postTax, k)),
      ...(totalShown ? [m(k === 'amount' ? d.deductions : d.ytdDeductions)] : []),
      m(net),
    ],
  });
  const summary: Block = {
    kind: 'table',
    columns: summaryCols,
    rows: [
      summaryRow('Current', 'amount', d.gross, d.net),
      summaryRow('Year to Date', 'ytdAmount', ytdGross, ytdNet),
    ],
    ruling: 'grid',
    repeatHeader: false,
    size: 8.5,
  };

  const hoursFirst = rng.bool(0.5);
  const rateDecimals = rng.pick([2, 4]);
  const earnTable: Block = {
    kind: 'table',
    title: 'Earnings',
    columns: [
      col('Description', 3),
      ...(hoursFirst
        ? [col('Hours', 1, 'right'), col('Rate', 1, 'right')]
        : [col('Rate', 1, 'right'), col('Hours', 1, 'right')]),
      col('Current', 1.3, 'right'),
      col('YTD', 1.3, 'right'),
    ],
    rows: [
      ...earnings.map((e) => {
        const hr = e.hours === null ? '' : e.hours.toFixed(2);
        const rt = e.rate === null ? '' : e.rate.toFixed(rateDecimals);
        return {
          cells: [
            e.description,
            ...(hoursFirst ? [hr, rt] : [rt, hr]),
            e === ytdOnly ? '' : m(e.amount),
            m(e.ytdAmount),
          ],
        };
      }),
      {
        cells: [rng.pick(['Gross Pay', 'Total Earnings', 'Gross Earnings']), '', '', m(d.gross), m(ytdGross)],
        kind: 'subtotal',
      },
    ],
    ruling: 'rules',
    repeatHeader: true,
    size: 8,
  };
  const dedTable = (title: string, xs: Item[], totalLabel: string): Block => ({
    kind: 'table',
    title,
    columns: [col('Description', 2.4), col('Current', 1.2, 'right'), col('YTD', 1.2, 'right')],
    rows: [
      ...xs.map((x) => ({ cells: [x.description, m(x.amount), m(x.ytdAmount)] })),
      { cells: [totalLabel, m(tot(xs, 'amount')), m(tot(xs, 'ytdAmount'))], kind: 'subtotal' as const },
    ],
    ruling: 'rules',
    repeatHeader: true,
    size: 8,
  });
  const deductionsBlock: Block = {
    kind: 'pair',
    left: dedTable(rng.pick(['Taxes', 'Employee Taxes', 'Withholdings']), taxes, 'Total Taxes'),
    right: {
      kind: 'stack',
      blocks: [
        ...(preTax.length ? [dedTable('Pre-Tax Deductions', preTax, 'Total Pre-Tax')] : []),
        ...(postTax.length ? [dedTable('Post-Tax Deductions', postTax, 'Total Post-Tax')] : []),
      ],
    },
  };

  // Blocks real stubs print that are not the employee's pay: what the employer paid, time off, the deposit.
  const periods = Math.max(1, Math.round(d.ytdGross / Math.max(1, d.gross)));
  const employerPaid: [string, number][] = [
    ...(preTax.some((x) => /401/.test(x.description))
      ? [['401(k) Employer Match', round2(d.gross * rng.pick([0.03, 0.04, 0.05]))] as [string, number]]
      : []),
    ...(preTax.some((x) => /Medical|PPO|Health/.test(x.description))
      ? [['Employer Medical Contribution', rng.money(150, 600)] as [string, number]]
      : []),
    ['Group Term Life', rng.money(2, 15)],
  ];
  const employerBlock: Block | null = rng.bool(0.6)
    ? {
        kind: 'table',
        title: rng.pick(['Employer Paid Benefits', 'Company Contributions (not included in gross pay)']),
        columns: [col('Description', 2.4), col('Current', 1.2, 'right'), col('YTD', 1.2, 'right')],
        rows: employerPaid.map(([n, v]) => ({ cells: [n, m(v), m(round2(v * periods))] })),
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      }
    : null;
  const timeOff: Block | null = rng.bool(0.6)
    ? {
        kind: 'table',
        title: 'Time Off (hours)',
        columns: [
          col('Plan', 1.6),
          col('Accrued', 1, 'right'),
          col('Used', 1, 'right'),
          col('Available', 1, 'right'),
        ],
        rows: ['Vacation', 'Sick'].map((plan) => {
          const accrued = rng.int(8, 120) + (rng.bool() ? 0.5 : 0);
          const used = Math.min(accrued, rng.int(0, 40));
          return { cells: [plan, accrued.toFixed(2), used.toFixed(2), (accrued - used).toFixed(2)] };
        }),
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      }
    : null;
  const twoAccounts = d.net > 400 && rng.bool(0.5);
  const savings = twoAccounts ? rng.pick([50, 100, 150, 200, 250]) : 0;
  const deposits: [string, string, number][] = [
    ['Checking', `XXXXXX${rng.digits(4)}`, round2(d.net - savings)],
    ...(twoAccounts ? [['Savings', `XXXXXX${rng.digits(4)}`, savings] as [string, string, number]] : []),
  ];
  const depositBlock: Block = {
    kind: 'table',
    title: rng.pick(['Net Pay Distribution', 'Direct Deposits']),
    columns: [col('Account Type', 1.4), col('Account Number', 1.6), col('Amount', 1.2, 'right')],
    rows: deposits.map(([t, n, v]) => ({ cells: [t, n, m(v)] })),
    ruling: 'none',
    repeatHeader: false,
    size: 7.5,
  };
  const sideBlocks: Block[] = [employerBlock, timeOff].filter((b) => b !== null);
  const advice = `${rng.pick(['', 'DD', 'V'])}${rng.digits(7)}`;
  const voucher: Block[] = [
    { kind: 'space', h: 14 },
    {
      kind: 'text',
      lines: [
        '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
      ],
      size: 7,
      color: 'grey',
      align: 'center',
    },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          d.employer,
          'Deposited to the account of',
          d.employee.name.toUpperCase(),
          'NON-NEGOTIABLE - THIS IS NOT A CHECK',
        ],
        size: 8.5,
      },
      right: {
        kind: 'kv',
        pairs: [
          [rng.pick(['Advice No.', 'Voucher Number']), advice],
          ['Date', dt(d.payDate)],
          ['Amount', money(d.net, { cents: true, dollar: '$' })],
        ],
        style: 'aligned',
        box: true,
        size: 8.5,
      },
    },
  ];
  const blocks: Block[] = [
    header,
    { kind: 'rule' },
    ...(mailing ? [mailing] : []),
    info,
    { kind: 'space', h: 6 },
    summary,
    ...(rng.bool(0.4)
      ? [
          {
            kind: 'text',
            lines: [
              `Your federal taxable wages this period are ${money(round2(d.gross - tot(preTax, 'amount')), { cents: true, dollar: '$' })}`,
            ],
            size: 7.5,
          } as Block,
        ]
      : []),
    earnTable,
    deductionsBlock,
    ...(sideBlocks[0] && sideBlocks[1]
      ? [{ kind: 'pair', left: sideBlocks[0], right: sideBlocks[1] } as Block]
      : sideBlocks),
    depositBlock,
    ...voucher,
  ];

  // Line items in printed order: earnings, then the taxes, pre-tax and post-tax tables.
  const printed = [...earnings, ...taxes, ...preTax, ...postTax];
  const truth: GroundTruth = {
    documentType: 'payslip',
    fields: {
      employeeName: d.employee.name,
      employeeId: d.employeeId,
      employerName: d.employer,
      employerAddress: fullAddress(employerAddress),
      payPeriodStartDate: d.start,
      payPeriodEndDate: d.end,
      payDate: d.payDate,
      ...(frequencyShown ? { payFrequency: d.frequency } : {}),
      grossPay: d.gross,
      netPay: d.net,
      // Printed only in the summary's total column; otherwise the stub shows its parts alone.
      ...(totalShown ? { totalDeductions: d.deductions, ytdDeductions: d.ytdDeductions } : {}),
      ytdGrossPay: ytdGross,
      ytdNetPay: ytdNet,
    },
    lineItems: printed.map((i) => ({
      itemType: i.itemType,
      description: i.description,
      amount: i === ytdOnly ? null : i.amount,
      ytdAmount: i.ytdAmount,
      ...(i.itemType === 'earning'
        ? { hours: i.hours, rate: i.rate }
        : { deductionCategory: i.deductionCategory }),
    })),
  };
  return { blocks, truth, font: 'helvetica', margin: 36 };
}

// ---------------------------------------------------------------------------------------------
// h14-d: invoice

type Trade = 'hvac' | 'plumbing' | 'electrical';

const CONTRACTORS: readonly [string, Trade][] = [
  ['Summit Mechanical Services LLC', 'hvac'],
  ['ProAir Heating & Cooling Inc.', 'hvac'],
  ['Blue Flame Plumbing & Heating', 'plumbing'],
  ['Riverside Pump & Well Co.', 'plumbing'],
  ['Northgate Electric Co.', 'electrical'],
  ['Brightwire Electrical Contractors', 'electrical'],
];

const WORK_NOTES: Record<Trade, readonly string[]> = {
  hvac: [
    'Responded to no-cooling call. Found failed run capacitor and clogged condensate line. Replaced capacitor, flushed drain line, checked refrigerant charge and verified operation.',
    'Performed seasonal maintenance: replaced filter, cleaned coils, tested controls and safeties. System operating within manufacturer specifications.',
  ],
  plumbing: [
    'Inspected water heater for leak at relief valve. Replaced relief valve and supply connector, tested for leaks, relit pilot and confirmed temperature.',
    'Located leak on supply line under slab access. Cut out damaged section, installed new copper and shutoff valve, pressure tested.',
  ],
  electrical: [
    'Troubleshot tripping circuit in kitchen. Replaced damaged receptacle with GFCI, tightened connections at panel, tested all outlets on circuit.',
    'Added dedicated 20A circuit for garage equipment. Pulled new wire, installed breaker and receptacles, labeled panel.',
  ],
};

interface WorkLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

const LABOR: readonly [string, number, number][] = [
  ['Service technician labor', 85, 145],
  ['Apprentice / helper labor', 45, 75],
  ['Overtime labor (after hours)', 120, 210],
];
const FLAT_FEES: readonly [string, number, number][] = [
  ['Diagnostic fee', 69, 149],
  ['Trip charge', 35, 95],
  ['Disposal fee', 25, 80],
];
const PARTS: readonly [string, number, number, 'each' | 'decimal', Trade][] = [
  ['Run capacitor 45/5 MFD 440V', 18, 65, 'each', 'hvac'],
  ['Condensate pump 115V', 55, 140, 'each', 'hvac'],
  ['Refrigerant R-410A (lb)', 45, 110, 'decimal', 'hvac'],
  ['Programmable thermostat', 65, 240, 'each', 'hvac'],
  ['Air filter 16x25x1 MERV 11', 9, 26, 'each', 'hvac'],
  ['Contactor 2-pole 30A', 22, 70, 'each', 'hvac'],
  ['Drain line cleaning kit', 12, 40, 'each', 'hvac'],
  ['Ball valve 1/2" brass', 9, 32, 'each', 'plumbing'],
  ['Copper pipe type L 3/4" (ft)', 3.5, 9, 'decimal', 'plumbing'],
  ['Water heater flex connector 18"', 11, 29, 'each', 'plumbing'],
  ['PVC fittings and cement', 8, 35, 'each', 'plumbing'],
  ['Pressure relief valve 3/4"', 18, 48, 'each', 'plumbing'],
  ['SharkBite coupling 3/4"', 9, 19, 'each', 'plumbing'],
  ['Angle stop valve 3/8"', 8, 22, 'each', 'plumbing'],
  ['GFCI receptacle 20A', 16, 38, 'each', 'electrical'],
  ['Wire THHN 12 AWG (ft)', 0.45, 1.4, 'decimal', 'electrical'],
  ['Breaker 20A single pole', 9, 45, 'each', 'electrical'],
  ['Duplex receptacle 15A', 2, 8, 'each', 'electrical'],
  ['Weatherproof box cover', 7, 24, 'each', 'electrical'],
  ['EMT conduit 3/4" x 10 ft', 9, 22, 'each', 'electrical'],
  ['Wire connectors (box)', 6, 18, 'each', 'electrical'],
  ['Permit fee (pass-through)', 45, 180, 'each', 'electrical'],
];

function invoiceH14d(seed: number): GrammarOutput {
  const rng = new Rng(`h14-d/${seed}`);
  const [vendor, trade] = rng.pick(CONTRACTORS) ?? ['', 'hvac'];
  const vendorAddress = address(rng);
  vendorAddress.street = vendorAddress.street.replace(/ Apt (\w+)$/, ' Unit $1');
  const business = rng.bool(0.4);
  const customer = business ? rng.pick(COMPANIES) : person(rng).name;
  const billing = address(rng);
  const serviceSame = rng.bool(0.5);
  const service = serviceSame ? billing : address(rng);
  const year = rng.int(2022, 2025);
  const date = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const serviceDate = addDays(date, -rng.int(0, 6));
  const termsDays = rng.pick([0, 10, 15, 30]);
  const terms = termsDays === 0 ? 'Due upon receipt' : `Net ${termsDays}`;
  const due = addDays(date, termsDays);
  const ds: DateStyle = rng.pick(['us', 'us', 'short-month', 'long'] as const);
  const dt = (iso: string) => formatDate(iso, ds);
  const number = rng.pick([
    `${rng.int(10, 99)}${rng.digits(4)}`,
    `INV-${rng.digits(6)}`,
    `S${rng.digits(5)}`,
  ]);

  const price = (lo: number, hi: number) => rng.money(lo, hi);
  const line = (description: string, quantity: number, unitPrice: number): WorkLine => ({
    description,
    quantity,
    unitPrice,
    amount: round2(quantity * unitPrice),
  });
  const labor: WorkLine[] = [];
  const [laborName, lLo, lHi] = (rng.bool(0.2) ? LABOR[2] : LABOR[0]) ?? ['', 0, 0];
  labor.push(line(laborName, rng.int(1, 16) / 2, price(lLo, lHi)));
  if (rng.bool(0.35)) {
    const [n, lo, hi] = LABOR[1] ?? ['', 0, 0];
    labor.push(line(n, rng.int(1, 12) / 2, price(lo, hi)));
  }
  for (const [n, lo, hi] of rng.shuffle(FLAT_FEES).slice(0, rng.int(0, 2)))
    labor.push(line(n, 1, price(lo, hi)));
  // A large job (a remodel, a replacement) bills many materials and runs past one page.
  const largeJob = rng.bool(0.3);
  const tradeParts = PARTS.filter((x) => x[4] === trade);
  const parts: WorkLine[] = rng
    .shuffle(largeJob ? PARTS.filter((x) => x[4] === trade || x[4] === 'electrical') : tradeParts)
    .slice(0, largeJob ? rng.int(9, 14) : rng.int(1, 5))
    .map(([n, lo, hi, unit]) =>
      line(
        n,
        unit === 'each' ? rng.int(1, 6) : n.includes('lb') ? rng.int(2, 12) / 2 : rng.int(5, 80),
        price(lo, hi),
      ),
    );
  if (largeJob)
    for (const n of ['Rough-in labor', 'Finish labor', 'Clean-up and haul-away'])
      labor.push(line(n, rng.int(2, 16) / 2, price(65, 125)));
  const laborTotal = sum(labor.map((l) => l.amount));
  const partsTotal = sum(parts.map((l) => l.amount));
  const subtotal = round2(laborTotal + partsTotal);
  const taxRate = rng.pick([6, 6.25, 7, 7.25, 8, 8.25, 8.875]);
  // Many states tax the parts and not the labor.
  const partsOnly = rng.bool(0.6);
  const tax = round2(((partsOnly ? partsTotal : subtotal) * taxRate) / 100);
  const total = round2(subtotal + tax);

  const dollar = rng.pick(['', '$']);
  const m = (v: number) => money(v, { cents: true, dollar });
  const q = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
  const qtyFirst = rng.bool(0.4);
  const groupTotals = rng.bool(0.5);
  const [laborWord, partsWord] = rng.pick([
    ['LABOR', 'MATERIALS'],
    ['Labor & Service Charges', 'Parts & Materials'],
    ['SERVICES', 'PARTS'],
  ] as const);
  const cols = qtyFirst
    ? [
        col('Qty', 0.8, 'right'),
        col('Description', 4.4),
        col('Unit Price', 1.3, 'right'),
        col('Amount', 1.3, 'right'),
      ]
    : [
        col('Description', 4.4),
        col(rng.pick(['Qty/Hrs', 'Qty', 'Quantity']), 0.9, 'right'),
        col(rng.pick(['Rate', 'Price', 'Unit Price']), 1.3, 'right'),
        col(rng.pick(['Amount', 'Total', 'Ext. Price']), 1.3, 'right'),
      ];
  const cells = (l: WorkLine) =>
    qtyFirst
      ? [q(l.quantity), l.description, m(l.unitPrice), m(l.amount)]
      : [l.description, q(l.quantity), m(l.unitPrice), m(l.amount)];
  const group = (title: string, ls: WorkLine[], t: number): TableRow[] =>
    ls.length === 0
      ? []
      : [
          { cells: qtyFirst ? ['', title, '', ''] : [title, '', '', ''], kind: 'section' },
          ...ls.map((l) => ({ cells: cells(l) })),
          ...(groupTotals
            ? [
                {
                  cells: qtyFirst ? ['', `${title} total`, '', m(t)] : [`${title} total`, '', '', m(t)],
                  kind: 'subtotal' as const,
                },
              ]
            : []),
        ];
  const lines: Block = {
    kind: 'table',
    columns: cols,
    rows: [...group(laborWord, labor, laborTotal), ...group(partsWord, parts, partsTotal)],
    ruling: rng.pick(['rules', 'grid', 'none'] as const),
    repeatHeader: true,
    continuedNote: 'Continued on next page',
    // Invoicing software printing onto its form template fits a fixed number of lines per page.
    ...(largeJob ? { breakAfter: rng.int(10, 14) } : {}),
    size: 8.5,
  };

  const phone = `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`;
  const license = `${rng.pick(['Lic.', 'License', 'Contractor Lic.'])} #${rng.pick(['', 'MC', 'EC', 'PL'])}${rng.digits(6)}`;
  const meta: [string, string][] = [
    [rng.pick(['Invoice #', 'Invoice No.', 'Invoice Number']), number],
    [rng.pick(['Invoice Date', 'Date']), dt(date)],
    ...(rng.bool(0.7) ? [['Terms', terms] as [string, string]] : []),
    [rng.pick(['Due Date', 'Payment Due']), dt(due)],
    [rng.pick(['Job #', 'Work Order', 'Ticket #']), rng.digits(5)],
  ];
  const termsShown = meta.some(([k]) => k === 'Terms');
  const header: Block = {
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [vendor], bold: true, size: 14 },
        {
          kind: 'text',
          lines: [vendorAddress.street, cityLine(vendorAddress), `Tel ${phone}`, license],
          size: 8.5,
        },
      ],
    },
    right: {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [rng.pick(['INVOICE', 'Service Invoice', 'INVOICE'])],
          bold: true,
          size: 16,
          align: 'right',
        },
        { kind: 'kv', pairs: meta, style: 'aligned', size: 8.5 },
      ],
    },
    split: 0.55,
  };
  const partyBlock = (title: string, lines: string[]): Block => ({
    kind: 'stack',
    blocks: [
      { kind: 'text', lines: [title], bold: true, size: 8, color: 'grey' },
      { kind: 'text', lines, size: 9 },
    ],
  });
  const billLines = [customer, billing.street, cityLine(billing)];
  const parties: Block = {
    kind: 'pair',
    left: partyBlock(rng.pick(['BILL TO', 'Billing Address', 'Customer']), billLines),
    right: partyBlock(
      rng.pick(['SERVICE LOCATION', 'Job Site', 'Service Address']),
      serviceSame ? ['Same as billing address'] : [service.street, cityLine(service)],
    ),
  };
  const job: Block = {
    kind: 'kv',
    pairs: [
      ['Technician', person(rng).name],
      ['Service Date', dt(serviceDate)],
      ['Job Type', rng.pick(['Repair', 'Maintenance', 'Installation', 'Emergency call'])],
      ...(business ? [['Customer PO', `PO-${rng.digits(5)}`] as [string, string]] : []),
    ],
    style: 'stacked',
    columns: 4,
    box: true,
    size: 8.5,
  };
  const work: Block = {
    kind: 'note',
    title: rng.pick(['Work Performed', 'Description of Work', 'Technician Notes']),
    lines: [
      rng.pick(WORK_NOTES[trade]),
      ...(rng.bool(0.5) ? ['Recommend follow-up inspection in 6 months.'] : []),
    ],
    size: 8,
    box: true,
  };
  const taxLabel = partsOnly
    ? `${rng.pick(['Sales Tax', 'Tax'])} (${taxRate}% on materials)`
    : `${rng.pick(['Sales Tax', 'Tax'])} ${taxRate}%`;
  const totals: Block = {
    kind: 'kv',
    pairs: [
      [rng.pick(['Subtotal', 'Sub Total']), m(subtotal)],
      [taxLabel, m(tax)],
      [
        rng.pick(['Total', 'Invoice Total', 'Total Due', 'Amount Due']),
        money(total, { cents: true, dollar: '$' }),
      ],
    ],
    style: 'aligned',
    box: true,
    size: 9.5,
  };
  const currencyShown = rng.bool(0.4);
  const payment: Block = {
    kind: 'note',
    lines: [
      `Please make checks payable to ${vendor.replace(/\.$/, '')}.`,
      `Pay online or by phone: ${phone}. Please include the invoice number with your payment.`,
      ...(currencyShown ? ['All amounts are in US dollars (USD).'] : []),
      ...(termsDays > 0 ? ['A finance charge of 1.5% per month may apply to balances past due.'] : []),
    ],
    size: 7.5,
  };
  const signature: Block = {
    kind: 'text',
    lines: [
      'I acknowledge that the work above was completed to my satisfaction.',
      '',
      'Customer signature: ______________________________     Date: ______________',
    ],
    size: 8,
  };
  const conditions: Block | null = rng.bool(0.5)
    ? {
        kind: 'note',
        title: 'Terms and Conditions',
        lines: [
          'Warranty: parts are covered by the manufacturer warranty; labor is warranted for 90 days from the service date. The warranty does not cover damage from misuse, power surges or work by others.',
          'Title to materials remains with the contractor until the invoice is paid in full. Returned checks are subject to a $35 fee. The customer agrees to pay reasonable collection costs on past-due accounts.',
          'Estimates are valid for 30 days. Additional work found during service will be performed only with the approval of the customer.',
        ],
        size: 6.5,
      }
    : null;
  const blocks: Block[] = [
    header,
    { kind: 'rule' },
    parties,
    { kind: 'space', h: 6 },
    job,
    ...(rng.bool(0.7) ? [work] : []),
    lines,
    { kind: 'pair', left: payment, right: totals, split: 0.55 },
    signature,
    ...(conditions ? [conditions] : []),
  ];
  const truth: GroundTruth = {
    documentType: 'invoice',
    fields: {
      invoiceNumber: number,
      invoiceDate: date,
      dueDate: due,
      ...(termsShown ? { paymentTerms: terms } : {}),
      vendorName: vendor,
      vendorAddress: fullAddress(vendorAddress),
      customerName: customer,
      customerAddress: fullAddress(billing),
      subtotal,
      taxAmount: tax,
      totalAmount: total,
      ...(currencyShown ? { currency: 'USD' } : {}),
    },
    lineItems: [...labor, ...parts].map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: rng.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: 40,
    footer: (page, pages) => `${vendor}  |  Invoice ${number}  |  Page ${page} of ${pages}`,
  };
}

/** Per type, the families of this file (all held out). */
export const H14_FAMILIES: WrittenFamilies = {
  cash_flow: { 'h14-a': cashFlowH14a },
  irs_1099: { 'h14-b': irs1099H14b },
  payslip: { 'h14-c': payslipH14c },
  invoice: { 'h14-d': invoiceH14d },
};
