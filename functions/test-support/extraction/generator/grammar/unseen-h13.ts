// Held-out layout families written by a helper who does not tune the engine (decision 217).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import { address, cityLine } from '../fake-data';
import { daysBetween } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { balanceSheetStatement } from '../types/balance-sheet';
import { cardData, cardStatementFields, type CardTx } from '../types/credit-card-statement';
import { LABELS as LINE_LABELS, returnData, truth1040 } from '../types/irs-1040';
import { w2Data, w2Truth } from '../types/w2';
import { col, type Block, type TableRow } from './compose';
import { amount, date, plain, printStamp, signedPlain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

// ------------------------------------------------------------------------------------ card

const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

/**
 * A credit union's card statement as statement processors print it: the remittance coupon at the
 * TOP of page 1 (a strip of boxed cells: account, due date, new balance, minimum, an empty "amount
 * enclosed" box; the holder's window address beside the remit-to address) above a fold line; then
 * the statement's own boxed cells (account, billing period, days in the cycle, credit line, available
 * credit, cash advance line); the summary with + and - before each figure beside the payment
 * information; the activity as two-line entries: the transaction date, description and amount on
 * the first line, and under the description the posting date, a long reference number and the
 * category; then the interest charge calculation (the APR beside balances that are not totals).
 */
function cardA(seed: number): GrammarOutput {
  const d = cardData(seed);
  const r = new Rng(seed ^ 0x48313341);
  const money: AmountStyle = {
    currency: '$',
    thousands: true,
    negative: r.pick(['minus', 'parens'] as const),
    zero: 'number',
  };
  const rowMoney: AmountStyle = { ...money, currency: r.pick(['', '$'] as const) };
  const m = (v: number) => plain(v, money);
  const head = r.pick(['us', 'short-month', 'long'] as const);
  const rowDs = r.pick(['us', 'us-short-year', 'month-day'] as const);
  const acct = r.pick([`XXXX XXXX XXXX ${d.last4}`, `****-****-****-${d.last4}`, `Ending in ${d.last4}`]);
  const blocks: Block[] = [];
  // The coupon.
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([
        `Please detach and return this portion with your payment. Make check payable to ${d.issuer}.`,
        'Return this coupon with your payment. Write your account number on your check.',
      ]),
    ],
    size: 7,
    color: 'grey',
  });
  blocks.push({
    kind: 'form',
    rows: [
      [
        { caption: 'Account Number', value: acct, weight: 1.5 },
        { caption: r.pick(['Payment Due Date', 'Payment Due']), value: date(d.due, head), weight: 1.1 },
        { caption: r.pick(['New Balance', 'Statement Balance']), value: m(d.newBalance) },
        {
          caption: r.pick(['Minimum Payment Due', 'Minimum Payment']),
          value: m(d.minimum),
          weight: 1.1,
        },
        { caption: 'Amount Enclosed', value: '$ ____________', weight: 1.1 },
      ],
    ],
    cellHeight: 28,
  });
  const remit = address(r);
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
      size: 9,
    },
    right: {
      kind: 'text',
      lines: [
        r.pick(['Send payment to:', 'Remit to:', 'Mail payments to:']),
        d.issuer,
        `P.O. Box ${r.digits(5)}`,
        cityLine(remit),
      ],
      size: 8.5,
    },
    split: 0.55,
  });
  blocks.push({
    kind: 'text',
    lines: [`${'- '.repeat(34)} ${r.pick(['fold and detach here', 'detach here'])} ${'- '.repeat(34)}`],
    size: 6,
    align: 'center',
    color: 'grey',
  });
  blocks.push({ kind: 'space', h: 4 });
  // The statement.
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.issuer], size: 15, bold: true },
    right: {
      kind: 'text',
      lines: [r.pick(['Visa Account Statement', 'Credit Card Statement', 'Card Account Statement'])],
      size: 10,
      align: 'right',
    },
    split: 0.6,
  });
  const cashLine = Math.round(d.limit * r.pick([0.2, 0.3, 0.5]));
  blocks.push({
    kind: 'form',
    rows: [
      [
        { caption: 'Account Number', value: acct, weight: 1.3 },
        {
          caption: r.pick(['Billing Period', 'Statement Period']),
          value: `${date(d.start, head)} - ${date(d.end, head)}`,
          weight: 2,
        },
        { caption: 'Days in Billing Cycle', value: String(daysBetween(d.start, d.end) + 1) },
      ],
      [
        { caption: r.pick(['Credit Limit', 'Credit Line']), value: m(d.limit), weight: 1.3 },
        { caption: 'Available Credit', value: m(d.available), weight: 2 },
        { caption: r.pick(['Cash Advance Limit', 'Cash Advance Line']), value: m(cashLine) },
      ],
    ],
    cellHeight: 26,
  });
  const signedMoney = (sign: '+' | '-' | '=' | '', v: number) => (sign ? `${sign} ${m(v)}` : m(v));
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: r.pick(['Account Summary', 'Summary of Account Activity']),
      style: 'aligned',
      box: true,
      pairs: [
        [r.pick(['Previous Balance', 'Previous Statement Balance']), signedMoney('', d.previous)],
        [r.pick(['Payments and Credits', 'Payments & Other Credits']), signedMoney('-', d.payments)],
        [r.pick(['Purchases', 'Purchases & Other Charges']), signedMoney('+', d.purchases)],
        [r.pick(['Fees Charged', 'Fees']), signedMoney('+', d.fees)],
        [r.pick(['Interest Charged', 'Finance Charges']), signedMoney('+', d.interest)],
        [r.pick(['New Balance', 'New Balance Total']), signedMoney('=', d.newBalance)],
      ],
    },
    right: {
      kind: 'stack',
      blocks: [
        {
          kind: 'kv',
          title: 'Payment Information',
          style: 'aligned',
          pairs: [
            ['New Balance', m(d.newBalance)],
            [r.pick(['Minimum Payment Due', 'Minimum Payment']), m(d.minimum)],
            [r.pick(['Payment Due Date', 'Due Date']), date(d.due, head)],
          ],
        },
        {
          kind: 'note',
          lines: [
            `Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $${r.pick([29, 35, 40])}.00.`,
          ],
          size: 6.5,
        },
      ],
    },
    split: 0.5,
  });
  const sep = r.pick(['   ', ' · ', '  |  ']);
  const postWord = r.pick(['Posted', 'Post date', 'Posting Date']);
  const refWord = r.pick(['Ref', 'Reference #', 'Ref No.']);
  const rows: TableRow[] = [];
  for (const t of d.txs) {
    rows.push({
      cells: [
        date(t.date, rowDs),
        t.description,
        isCredit(t) ? amount(-t.amount, rowMoney) : plain(t.amount, rowMoney),
      ],
    });
    const ref = `${r.digits(4)}${r.digits(6)}${r.digits(r.int(6, 9))}`;
    rows.push({
      cells: [
        '',
        [`${postWord} ${date(t.postDate, rowDs)}`, `${refWord} ${ref}`, t.category ?? ''].join(sep),
        '',
      ],
    });
  }
  blocks.push({
    kind: 'table',
    title: r.pick(['Transactions', 'Account Activity', 'Transaction Detail']),
    columns: [
      col(r.pick(['Date', 'Trans Date', 'Tran Date']), 0.9),
      col('Description', 5),
      col(r.pick(['Amount', 'Amount ($)']), 1.3, 'right'),
    ],
    rows,
    ruling: r.pick(['none', 'rules'] as const),
    repeatHeader: true,
    size: 8,
  });
  const cashApr = d.apr >= 28 ? 26.99 : 29.99;
  blocks.push({
    kind: 'table',
    title: 'Interest Charge Calculation',
    columns: [
      col('Type of Balance', 1.6),
      col('Annual Percentage Rate (APR)', 1.6, 'right'),
      col('Balance Subject to Interest Rate', 1.8, 'right'),
      col('Interest Charge', 1.2, 'right'),
    ],
    rows: [
      { cells: ['Purchases', `${d.apr.toFixed(2)}%`, m(round2(d.previous * 0.83)), m(d.interest)] },
      { cells: ['Cash Advances', `${cashApr.toFixed(2)}%`, m(0), m(0)] },
    ],
    ruling: 'rules',
    repeatHeader: false,
    size: 7.5,
  });
  blocks.push({
    kind: 'note',
    lines: [`Questions about your account? Call Member Services at 1-800-${r.digits(3)}-${r.digits(4)}.`],
    size: 7,
  });
  const truth: GroundTruth = {
    documentType: 'credit_card_statement',
    fields: cardStatementFields(d),
    transactions: d.txs.map((t) => ({
      transactionDate: t.date,
      postDate: t.postDate,
      description: t.description,
      category: t.category,
      transactionType: t.type,
      amount: t.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times'] as const),
    margin: r.int(30, 40),
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------------ W-2

/**
 * A payroll program's W-2 register ("W-2 preview" or verification report) printed for one
 * employee: the employer in the report's header, then the boxes as COLUMNS of bands of a wide
 * register, each column titled by its box number and caption and the values on one register row;
 * the employee's identity (name, SSN, address, control number, an employee number) stacked in the
 * band's first column; box 12 codes, box 13 and box 14 as lines inside their columns of the second
 * band; the state and local boxes a band of their own with a row per state; a report total row.
 */
function w2B(seed: number): GrammarOutput {
  const d = w2Data(seed);
  const r = new Rng(seed ^ 0x48313342);
  const money: AmountStyle = { currency: '', thousands: r.bool(0.8), negative: 'minus', zero: 'number' };
  const blank = r.pick(['', '-'] as const);
  const m = (v: number | undefined | null) => (v === undefined || v === null ? blank : plain(v, money));
  const b = d.boxes;
  const size = r.pick([7, 7.5] as const);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        r.pick(['W-2 Preview Report', 'Form W-2 Verification Report', 'W-2 Register', 'Employee W-2 Review']),
      ],
      size: 13,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [`${r.pick(['Tax Year', 'Year'])} ${d.year}`, printStamp(r, `${d.year + 1}-01-03`)],
      size: 8,
      align: 'right',
    },
    split: 0.6,
  });
  blocks.push({
    kind: 'kv',
    style: 'colon',
    columns: 2,
    size: 8,
    pairs: [
      [r.pick(['Employer', 'Company']), d.employer],
      [r.pick(['Federal EIN', 'EIN', 'Employer ID (EIN)']), d.employerEIN],
      ['Address', d.employerAddress.street],
      [r.pick(['City/State/ZIP', 'City, State ZIP']), cityLine(d.employerAddress)],
    ],
  });
  blocks.push({ kind: 'rule' });
  const idLines = [
    d.employee.name,
    `SSN ${d.employeeSSN}`,
    d.employee.address.street,
    cityLine(d.employee.address),
    ...(d.control ? [`${r.pick(['Control #', 'Ctrl No.'])} ${d.control}`] : []),
    `${r.pick(['Emp #', 'Employee ID'])} ${r.digits(5)}`,
  ];
  const band1: TableRow[] = idLines.map((l, i) => ({
    cells:
      i === 0
        ? [
            l,
            m(b.box1_wages),
            m(b.box2_federalTaxWithheld),
            m(b.box3_socialSecurityWages),
            m(b.box4_socialSecurityTaxWithheld),
            m(b.box5_medicareWages),
            m(b.box6_medicareTaxWithheld),
          ]
        : [l, '', '', '', '', '', ''],
  }));
  const totals = r.bool(0.5);
  if (totals)
    band1.push({
      cells: [
        r.pick(['Report Total (1 employee)', 'Totals: 1 employee']),
        m(b.box1_wages),
        m(b.box2_federalTaxWithheld),
        m(b.box3_socialSecurityWages),
        m(b.box4_socialSecurityTaxWithheld),
        m(b.box5_medicareWages),
        m(b.box6_medicareTaxWithheld),
      ],
      kind: 'subtotal',
    });
  blocks.push({
    kind: 'table',
    columns: [
      col('Employee', 2.1),
      col('1 Wages, tips,\nother comp.', 1, 'right'),
      col('2 Federal\nincome tax', 1, 'right'),
      col('3 Social\nsecurity wages', 1, 'right'),
      col('4 Social\nsecurity tax', 1, 'right'),
      col('5 Medicare\nwages and tips', 1, 'right'),
      col('6 Medicare\ntax withheld', 1, 'right'),
    ],
    rows: band1,
    ruling: r.pick(['none', 'rules'] as const),
    repeatHeader: true,
    size,
  });
  const checked = [
    ...(d.box13.statutory ? ['Statutory employee'] : []),
    ...(d.box13.retirement ? ['Retirement plan'] : []),
    ...(d.box13.sickPay ? ['Third-party sick pay'] : []),
  ];
  const n2 = Math.max(1, d.box12.length, d.box14.length, checked.length);
  const band2: TableRow[] = Array.from({ length: n2 }, (_, i) => {
    const c12 = d.box12[i];
    const c14 = d.box14[i];
    return {
      cells: [
        i === 0 ? m(b.box7_socialSecurityTips) : '',
        i === 0 ? m(b.box8_allocatedTips) : '',
        i === 0 ? m(b.box10_dependentCareBenefits) : '',
        i === 0 ? m(b.box11_nonqualifiedPlans) : '',
        c12 ? `${c12.code}  ${plain(c12.amount, money)}` : i === 0 ? blank : '',
        checked[i] ?? (i === 0 ? blank : ''),
        c14 ? `${c14.description}  ${plain(c14.amount, money)}` : i === 0 ? blank : '',
      ],
    };
  });
  blocks.push({
    kind: 'table',
    columns: [
      col('7 Social\nsecurity tips', 1, 'right'),
      col('8 Allocated\ntips', 1, 'right'),
      col('10 Dependent\ncare benefits', 1, 'right'),
      col('11 Nonqualified\nplans', 1, 'right'),
      col('12 Code /\nAmount', 1.3, 'right'),
      col('13 Checked', 1.3),
      col('14 Other', 1.4),
    ],
    rows: band2,
    ruling: r.pick(['none', 'rules'] as const),
    repeatHeader: true,
    size,
  });
  if (d.states.length)
    blocks.push({
      kind: 'table',
      columns: [
        col('15 State', 0.6),
        col("Employer's state\nID number", 1.3),
        col('16 State wages,\ntips, etc.', 1.2, 'right'),
        col('17 State\nincome tax', 1, 'right'),
        col('18 Local\nwages, tips', 1.1, 'right'),
        col('19 Local\nincome tax', 1, 'right'),
        col('20 Locality\nname', 1.1),
      ],
      rows: d.states.map((s) => ({
        cells: [
          s.state,
          s.employerStateId,
          m(s.stateWages),
          m(s.stateIncomeTax),
          m(s.localWages),
          m(s.localIncomeTax),
          s.locality ?? blank,
        ],
      })),
      ruling: r.pick(['none', 'rules'] as const),
      repeatHeader: true,
      size,
    });
  blocks.push({
    kind: 'note',
    lines: [
      r.pick([
        'Review this report before the W-2s are filed. Corrections after filing require Form W-2c.',
        'This report lists the amounts that will print on each Form W-2 Wage and Tax Statement.',
      ]),
    ],
    size: 7,
  });
  return {
    blocks,
    truth: w2Truth(d),
    font: r.pick(['helvetica', 'courier', 'times'] as const),
    margin: r.int(28, 36),
    footer: (i, n) => `${d.employer}  -  Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------------ 1040

/** Three blocks side by side on one row (fewer are padded with space). */
function row3(xs: Block[]): Block {
  const [a, b, c] = [xs[0], xs[1], xs[2]].map((x) => x ?? ({ kind: 'space', h: 0 } as Block));
  return {
    kind: 'pair',
    left: a as Block,
    right: { kind: 'pair', left: b as Block, right: c as Block },
    split: 1 / 3,
  };
}

/**
 * A tax app's "return at a glance" for a filed return: the result (refund or amount owed) in
 * large type at the top with the e-file status, then the return's figures as tiles three to a row
 * under section headings: each tile the amount in large type with the caption under it and the
 * form's line number under that; lines with nothing are left out. The identity, filing status,
 * dependents and the refund's bank account come last, SSNs masked in most documents.
 */
function irs1040C(seed: number): GrammarOutput {
  const d = returnData(seed);
  const r = new Rng(seed ^ 0x48313343);
  const truth = truth1040(d);
  const f = truth.fields;
  const money: AmountStyle = {
    currency: '$',
    thousands: true,
    negative: r.pick(['minus', 'parens'] as const),
    zero: 'number',
  };
  const cents = r.bool(0.5);
  const m = (v: number) => {
    const s = signedPlain(v, money);
    return cents ? s : s.replace(/\.00(?=\)?$)/, '');
  };
  const lineNo = Object.fromEntries(LINE_LABELS.map(([no, field]) => [field, no]));
  const lineWord = r.pick([
    (no: string) => `Form 1040, line ${no}`,
    (no: string) => `Line ${no}`,
    (no: string) => `1040 line ${no}`,
  ]);
  const tile = (field: string, caption: string): Block | null => {
    const v = d.lines[field];
    if (v === undefined) return null;
    return {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [m(v)], size: 13, bold: true },
        { kind: 'text', lines: [caption], size: 8 },
        { kind: 'text', lines: [lineWord(lineNo[field] ?? '')], size: 7, color: 'grey' },
        { kind: 'space', h: 4 },
      ],
    };
  };
  const section = (title: string, tiles: [string, string][]): void => {
    const ts = tiles.map(([fld, cap]) => tile(fld, cap)).filter((x): x is Block => x !== null);
    if (!ts.length) return;
    blocks.push({ kind: 'text', lines: [title], size: 10.5, bold: true });
    blocks.push({ kind: 'rule' });
    for (let i = 0; i < ts.length; i += 3) blocks.push(row3(ts.slice(i, i + 3)));
    blocks.push({ kind: 'space', h: 4 });
  };
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        r.pick([
          `Your ${d.year} tax return`,
          `${d.year} Federal Return Summary`,
          `Tax Year ${d.year} at a Glance`,
        ]),
      ],
      size: 14,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [
        'Form 1040 - U.S. Individual Income Tax Return',
        `${r.pick(['E-file status:', 'Federal return:'])} ${r.pick(['Accepted', 'Accepted by the IRS'])} ${date(`${d.year + 1}-0${r.int(2, 4)}-${10 + r.int(0, 18)}`, 'us')}`,
      ],
      size: 8,
      align: 'right',
    },
    split: 0.55,
  });
  const refund = d.lines.line35a_refund;
  const owe = d.lines.line36_amountYouOwe;
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'text',
    lines: [
      refund !== undefined
        ? r.pick(['Your federal refund', 'Federal refund'])
        : r.pick(['Federal amount due', 'You owe']),
    ],
    size: 9,
    color: 'grey',
  });
  blocks.push({
    kind: 'text',
    lines: [m(refund ?? owe ?? 0)],
    size: 24,
    bold: true,
  });
  blocks.push({
    kind: 'text',
    lines: [lineWord(refund !== undefined ? '35a' : '37')],
    size: 7,
    color: 'grey',
  });
  blocks.push({ kind: 'space', h: 8 });
  section('Income', [
    ['line1z_wages', 'Wages, salaries, tips'],
    ['line2b_taxableInterest', 'Taxable interest'],
    ['line3b_ordinaryDividends', 'Ordinary dividends'],
    ['line7_capitalGain', 'Capital gain or (loss)'],
    ['line8_additionalIncome', 'Additional income (Schedule 1)'],
    ['line9_totalIncome', 'Total income'],
    ['line10_adjustments', 'Adjustments to income'],
    ['line11_agi', 'Adjusted gross income'],
  ]);
  section(r.pick(['Deductions and tax', 'Tax and credits']), [
    ['line12_standardDeduction', 'Standard deduction'],
    ['line15_taxableIncome', 'Taxable income'],
    ['line16_tax', 'Tax'],
    ['line22_taxAfterCredits', 'Tax after credits'],
    ['line24_totalTax', 'Total tax'],
  ]);
  section('Payments', [
    ['line25a_w2Withholding', 'Withholding from W-2s'],
    ['line25b_1099Withholding', 'Withholding from 1099s'],
    ['line25d_totalWithholding', 'Total federal withholding'],
    ['line26_estimatedPayments', 'Estimated tax payments'],
    ['line32_totalPayments', 'Total payments'],
  ]);
  section(refund !== undefined ? 'Refund' : 'Amount you owe', [
    ['line33_overpayment', 'Amount overpaid'],
    ['line35a_refund', 'Amount refunded to you'],
    ['line36_amountYouOwe', 'Amount you owe'],
  ]);
  const masked = r.bool(0.65);
  const ssnText = (s: string) => (masked ? `XXX-XX-${s.slice(-4)}` : s);
  if (masked) {
    delete f.taxpayerSSN;
    delete f.spouseSSN;
  }
  blocks.push({
    kind: 'text',
    lines: [r.pick(['Return information', 'About this return'])],
    size: 10.5,
    bold: true,
  });
  blocks.push({ kind: 'rule' });
  const pairs: [string, string][] = [
    ['Filing status', d.status],
    [r.pick(['Taxpayer', 'Your name']), `${d.taxpayer.firstName} ${d.taxpayer.lastName}`],
    [r.pick(['Taxpayer SSN', 'Your SSN']), ssnText(d.taxpayerSSN)],
  ];
  if (d.spouse && d.spouseSSN)
    pairs.push(
      ['Spouse', `${d.spouse.firstName} ${d.spouse.lastName}`],
      ['Spouse SSN', ssnText(d.spouseSSN)],
    );
  pairs.push(['Home address', d.taxpayer.address.street], ['City, state, ZIP', cityLine(d.taxpayer.address)]);
  blocks.push({ kind: 'kv', style: 'stacked', columns: 2, pairs, size: 9 });
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [
        col('Name', 2),
        col('Relationship', 1.2),
        col('SSN', 1.2),
        col(r.pick(['Child tax credit', 'Qualifies for child tax credit']), 1.6),
      ],
      rows: d.dependents.map((x) => ({
        cells: [
          `${x.firstName} ${x.lastName}`,
          x.relationship,
          ssnText(x.ssn),
          x.childTaxCredit ? 'Yes' : 'No',
        ],
      })),
      ruling: 'rules',
      repeatHeader: true,
      size: 8.5,
    });
  if (d.routing && d.account && d.accountType)
    blocks.push({
      kind: 'kv',
      title: r.pick(['Refund direct deposit', 'Where your refund goes']),
      style: 'colon',
      size: 8.5,
      pairs: [
        ['Account type', d.accountType],
        ['Routing number', d.routing],
        ['Account number', d.account],
      ],
    });
  if (typeof f.line35a_refund === 'number') f.line34_refundAmount ??= f.line35a_refund;
  blocks.push({
    kind: 'note',
    lines: ['This summary is not a tax return. Keep a copy of the filed return for your records.'],
    size: 7,
  });
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: r.int(36, 48),
    footer: (i, n) => `${i} / ${n}`,
  };
}

// ------------------------------------------------------------------------------------ balance sheet

const CURRENT_ASSETS = ['Cash and Cash Equivalents', 'Accounts Receivable', 'Inventory', 'Prepaid Expenses'];
const CURRENT_LIABILITIES = [
  'Accounts Payable',
  'Accrued Liabilities',
  'Deferred Revenue',
  'Short-Term Debt',
];

/**
 * An accountant's compiled balance sheet for a small business: one time in two the accountant's
 * compilation report on page 1 and the statement on page 2; the amounts staggered in two columns as
 * accountants type them: the items of a group in an inner column with a rule under the last, the
 * group's total in an outer column, and a group of one item (or an item outside any group) directly
 * in the outer column; totals of totals in the outer column with single and double rules; one
 * period, whole dollars in some documents.
 */
function balanceSheetD(seed: number): GrammarOutput {
  const s = balanceSheetStatement(seed);
  const r = new Rng(seed ^ 0x48313344);
  const whole = r.bool(0.5);
  const rd = (v: number) => (whole ? Math.round(v) : round2(v));
  const rows = (k: 0 | 1 | 2) =>
    (s.sections[k]?.rows ?? []).map((x) => ({ name: x.name, amount: rd(x.amount) }));
  const lower = r.bool(0.5);
  const nm = (n: string) => (lower ? n.charAt(0) + n.slice(1).toLowerCase() : n);
  const assets = rows(0);
  const liabs = rows(1);
  const equity = rows(2);
  const totalAssets = round2(sum(assets.map((x) => x.amount)));
  const totalLiab = round2(sum(liabs.map((x) => x.amount)));
  // Retained earnings balances the statement after any rounding.
  const re = equity[equity.length - 1];
  if (re) re.amount = round2(totalAssets - totalLiab - sum(equity.slice(0, -1).map((x) => x.amount)));
  const totalEquity = round2(sum(equity.map((x) => x.amount)));
  const money: AmountStyle = { currency: '', thousands: true, negative: 'parens', zero: 'number' };
  const cur: AmountStyle = { ...money, currency: '$' };
  const a = (v: number, dollar = false) => {
    const t = amount(v, dollar ? cur : money);
    return whole ? t.replace(/\.00(?=\)?$)/, '') : t;
  };
  const table: TableRow[] = [];
  const heading = (t: string) => table.push({ cells: [t, '', '', ''], kind: 'section' });
  const items: { section: string; accountName: string; amount: number }[] = [];
  let firstDollar = true;
  /** A group: its items inner with the total outer, or a lone item outer. */
  const group = (
    key: string,
    title: string | null,
    xs: { name: string; amount: number }[],
    total: string,
  ): number => {
    const t = round2(sum(xs.map((x) => x.amount)));
    if (!xs.length) return 0;
    for (const x of xs) items.push({ section: key, accountName: nm(x.name), amount: x.amount });
    if (xs.length === 1 || title === null) {
      for (const x of xs) {
        table.push({ cells: ['', nm(x.name), '', a(x.amount, firstDollar)] });
        firstDollar = false;
      }
      return t;
    }
    heading(title);
    xs.forEach((x, i) =>
      table.push({
        cells: ['', nm(x.name), a(x.amount, i === 0 && firstDollar), ''],
        ...(i === xs.length - 1 ? { rules: { below: 'single' as const } } : {}),
      }),
    );
    firstDollar = false;
    table.push({ cells: ['', total, '', a(t)] });
    return t;
  };
  heading(r.pick(['ASSETS', 'Assets']));
  group(
    'assets',
    'Current Assets',
    assets.filter((x) => CURRENT_ASSETS.includes(x.name)),
    r.pick(['Total Current Assets', 'Total current assets']),
  );
  const fixed = assets.filter((x) => !CURRENT_ASSETS.includes(x.name));
  const otherTitle = r.pick(['Other Assets', 'Noncurrent Assets']);
  group('assets', fixed.length > 1 ? otherTitle : null, fixed, `Total ${otherTitle}`);
  table.push({
    cells: [r.pick(['TOTAL ASSETS', 'Total Assets']), '', '', a(totalAssets, true)],
    kind: 'subtotal',
    rules: { above: true, below: 'double' },
  });
  table.push({ cells: ['', '', '', ''] });
  heading(r.pick(["LIABILITIES AND STOCKHOLDERS' EQUITY", 'LIABILITIES AND EQUITY']));
  firstDollar = true;
  group(
    'liabilities',
    'Current Liabilities',
    liabs.filter((x) => CURRENT_LIABILITIES.includes(x.name)),
    r.pick(['Total Current Liabilities', 'Total current liabilities']),
  );
  group(
    'liabilities',
    null,
    liabs.filter((x) => !CURRENT_LIABILITIES.includes(x.name)),
    '',
  );
  table.push({
    cells: ['', r.pick(['Total Liabilities', 'Total liabilities']), '', a(totalLiab)],
    rules: { above: true },
  });
  group(
    'equity',
    r.pick(["Stockholders' Equity", 'Equity']),
    equity,
    r.pick(['Total Equity', "Total Stockholders' Equity"]),
  );
  table.push({
    cells: [
      r.pick(['TOTAL LIABILITIES AND EQUITY', "TOTAL LIABILITIES AND STOCKHOLDERS' EQUITY"]),
      '',
      '',
      a(round2(totalLiab + totalEquity), true),
    ],
    kind: 'subtotal',
    rules: { above: true, below: 'double' },
  });
  const endText = date(s.periodEnd, 'long');
  const blocks: Block[] = [];
  const letter = r.bool(0.5);
  const firm = `${r.pick(['Harmon', 'Whitfield', 'Delgado', 'Okafor', 'Lindqvist'])} & ${r.pick(['Associates', 'Company', 'Partners'])}, ${r.pick(['CPAs', 'P.C.', 'LLP'])}`;
  if (letter) {
    const where = address(r);
    blocks.push({ kind: 'text', lines: [firm], size: 12, bold: true, align: 'center' });
    blocks.push({ kind: 'text', lines: [where.street, cityLine(where)], size: 8, align: 'center' });
    blocks.push({ kind: 'space', h: 14 });
    blocks.push({
      kind: 'text',
      lines: [r.pick(["Accountant's Compilation Report", "Independent Accountant's Compilation Report"])],
      size: 11,
      bold: true,
      align: 'center',
    });
    blocks.push({ kind: 'space', h: 6 });
    blocks.push({
      kind: 'note',
      lines: [
        'To Management',
        s.company,
        '',
        `Management is responsible for the accompanying financial statements of ${s.company}, which comprise the balance sheet as of ${endText}, and the related statements of income and retained earnings for the period then ended, in accordance with accounting principles generally accepted in the United States of America. We have performed a compilation engagement in accordance with Statements on Standards for Accounting and Review Services promulgated by the Accounting and Review Services Committee of the AICPA. We did not audit or review the financial statements nor were we required to perform any procedures to verify the accuracy or completeness of the information provided by management. Accordingly, we do not express an opinion, a conclusion, nor provide any form of assurance on these financial statements.`,
        '',
        "Management has elected to omit substantially all of the disclosures required by accounting principles generally accepted in the United States of America. If the omitted disclosures were included in the financial statements, they might influence the user's conclusions about the company's financial position. Accordingly, the financial statements are not designed for those who are not informed about such matters.",
        '',
        firm,
        date(s.reportDate, 'long'),
      ],
      size: 9,
    });
    blocks.push({ kind: 'pageBreak' });
  }
  blocks.push({ kind: 'text', lines: [s.company], size: 13, bold: true, align: 'center' });
  blocks.push({
    kind: 'text',
    lines: [r.pick(['Balance Sheet', 'BALANCE SHEET', 'Statement of Financial Position'])],
    size: 11,
    bold: true,
    align: 'center',
  });
  blocks.push({
    kind: 'text',
    lines: [r.pick([endText, `As of ${endText}`, `${endText}`.toUpperCase()])],
    size: 9.5,
    align: 'center',
  });
  blocks.push({ kind: 'space', h: 10 });
  blocks.push({
    kind: 'table',
    columns: [col('', 0.25), col('', 3.6), col('', 1.2, 'right'), col('', 1.2, 'right')],
    rows: table,
    ruling: 'none',
    repeatHeader: false,
    size: 9,
  });
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([
        "See accountant's compilation report.",
        "See accompanying notes and accountant's report.",
        "Unaudited - see accountant's compilation report",
      ]),
    ],
    size: 7.5,
    align: 'center',
  });
  return {
    blocks,
    truth: {
      documentType: 'balance_sheet',
      fields: {
        companyName: s.company,
        periodEndDate: s.periodEnd,
        totalAssets,
        totalLiabilities: totalLiab,
        totalEquity,
      },
      lineItems: items,
    },
    font: r.pick(['times', 'helvetica', 'courier'] as const),
    margin: r.int(50, 64),
  };
}

/** Per type, the families of this file (all held out). */
export const H13_FAMILIES: WrittenFamilies = {
  credit_card_statement: { 'h13-a': cardA },
  w2: { 'h13-b': w2B },
  irs_1040: { 'h13-c': irs1040C },
  balance_sheet: { 'h13-d': balanceSheetD },
};
