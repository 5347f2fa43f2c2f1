// Tuned payslip and IRS 1099 layout families written as one render function each (session 11), modelled on
// layouts real documents of the type show in general. Tuned: tests and tuning loops may use them.
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { IRS_1099_VARIANTS } from '@docledger/shared/domain/document-types';
import { cityLine } from '../fake-data';
import { addDays } from '../format';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { BOXES, TITLE, data1099, truth1099, type Data1099 } from '../types/irs-1099';
import { FREQ_LABEL, payslipData, payslipTruth, type Item, type PayslipData } from '../types/payslip';
import { col, type Block, type FormCell, type TableBlock, type TableRow } from './compose';
import { HEADER_DATE_STYLES, amount, date, pickAmountStyle, plain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const sumOf = (xs: readonly Item[], k: 'amount' | 'ytdAmount') =>
  Math.round(xs.reduce((s, x) => s + x[k], 0) * 100) / 100;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)]! + (r % 10 ? `-${ONES[r % 10]}` : ''));
  else if (r) parts.push(ONES[r]!);
  return parts.join(' ');
}

/** A check's amount in words: "One Thousand Two Hundred Four and 56/100". */
export function amountInWords(v: number): string {
  const dollars = Math.floor(v + 1e-9);
  const cents = Math.round((v - dollars) * 100);
  const th = Math.floor(dollars / 1000);
  const rest = dollars % 1000;
  const words = [th ? `${under1000(th)} Thousand` : '', rest ? under1000(rest) : '']
    .filter(Boolean)
    .join(' ');
  return `${words || 'Zero'} and ${String(cents).padStart(2, '0')}/100`;
}

/**
 * A small business's stub printed by accounting software on a voucher check: the check on top
 * (date, "Pay to the order of", the net pay in figures and in words, the employee's window address,
 * "VOID AFTER 90 DAYS"), then the same pay stub twice (the employee's part and the one the employer
 * keeps): company and employee lines, the pay period and pay date on one line, earnings with
 * quantity and rate, taxes, "Adjustments to Net Pay"/other deductions, and Net Pay, each with the
 * current and year-to-date amounts; paid time off available in hours on the stub's last line.
 * Every line item is printed twice; the truth lists each once.
 */
function voucherCheckTwice(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x766f7563);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const neg = (v: number) => amount(-v, money, { currency: false });
  const dstyle = k.pick(['us', 'us-short-year', 'short-month'] as const);
  const negDeds = k.bool(0.5);
  const showFreq = k.bool(0.5);
  const checkNo = k.digits(4);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const ded = (v: number) => (negDeds ? neg(v) : m(v));
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
        size: 9,
      },
      right: { kind: 'text', lines: [checkNo, `Date ${date(d.payDate, dstyle)}`], size: 9, align: 'right' },
      split: 0.6,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`${k.pick(['PAY TO THE ORDER OF', 'Pay to the Order of'])}  ${d.employee.name}`],
        size: 9,
      },
      right: { kind: 'text', lines: [`**${m(d.net)}`], size: 10, bold: true, align: 'right' },
      split: 0.7,
    },
    {
      kind: 'text',
      lines: [`${amountInWords(d.net)}${'*'.repeat(k.int(8, 30))} DOLLARS`],
      size: 9,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employee.name, d.employee.address.street, cityLine(d.employee.address)],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [k.pick(['VOID AFTER 90 DAYS', 'NON-NEGOTIABLE', 'THIS IS NOT A CHECK']), 'MEMO'],
        size: 7.5,
        align: 'right',
        color: 'grey',
      },
      split: 0.6,
    },
    { kind: 'rule' },
  ];
  const ordered: Item[] = [...earnings, ...taxes, ...other];
  const stub = (copy: number): Block[] => {
    const s = new Rng(seed ^ 0x5731b); // the same draws for both copies: one stub printed twice
    const curH = s.pick(['Current', 'This Period']);
    const ytdH = s.pick(['YTD Amount', 'YTD', 'Year To Date']);
    const out: Block[] = [];
    const title = s.pick(['Employee Pay Stub', 'PAY STUB', 'Earnings Statement']);
    out.push({
      kind: 'pair',
      left: { kind: 'text', lines: [d.employer], size: 9, bold: true },
      right: {
        kind: 'text',
        lines: [copy === 0 ? title : 'Employer Copy'],
        size: 8,
        align: 'right',
      },
      split: 0.6,
    });
    out.push({
      kind: 'kv',
      style: 'colon',
      columns: 2,
      size: 8,
      pairs: [
        ['Employee', d.employee.name],
        [s.pick(['Employee ID', 'Emp. No.']), d.employeeId],
        ['Pay Period', `${date(d.start, dstyle)} - ${date(d.end, dstyle)}`],
        [s.pick(['Pay Date', 'Check Date']), date(d.payDate, dstyle)],
        ...(showFreq ? ([['Pay Frequency', FREQ_LABEL[d.frequency]]] as [string, string][]) : []),
        ['Check No.', checkNo],
      ],
    });
    const earnRows: TableRow[] = earnings.map((i) => ({
      cells: [
        i.description,
        i.hours === null ? '' : i.hours.toFixed(2),
        i.rate === null ? '' : i.rate.toFixed(2),
        m(i.amount),
        m(i.ytdAmount),
      ],
    }));
    earnRows.push({ kind: 'subtotal', cells: ['Gross Pay', '', '', m(d.gross), m(d.ytdGross)] });
    const e: TableBlock = {
      kind: 'table',
      columns: [
        col(s.pick(['Earnings and Hours', 'Earnings', 'Pay']), 2.2),
        col(s.pick(['Qty', 'Hours']), 0.8, 'right'),
        col('Rate', 0.8, 'right'),
        col(curH, 1.1, 'right'),
        col(ytdH, 1.2, 'right'),
      ],
      rows: earnRows,
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    };
    const dedRows: TableRow[] = [
      ...taxes.map((i) => ({ cells: [i.description, ded(i.amount), ded(i.ytdAmount)] })),
      {
        kind: 'subtotal' as const,
        cells: ['Total Taxes', ded(sumOf(taxes, 'amount')), ded(sumOf(taxes, 'ytdAmount'))],
      },
    ];
    const t: TableBlock = {
      kind: 'table',
      columns: [
        col(s.pick(['Taxes', 'Taxes Withheld']), 2.2),
        col(curH, 1.1, 'right'),
        col(ytdH, 1.2, 'right'),
      ],
      rows: dedRows,
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    };
    const o: TableBlock | null = other.length
      ? {
          kind: 'table',
          columns: [
            col(s.pick(['Adjustments to Net Pay', 'Deductions', 'Other Deductions']), 2.2),
            col(curH, 1.1, 'right'),
            col(ytdH, 1.2, 'right'),
          ],
          rows: other.map((i) => ({ cells: [i.description, ded(i.amount), ded(i.ytdAmount)] })),
          ruling: 'none',
          repeatHeader: false,
          size: 7.5,
        }
      : null;
    out.push({ kind: 'pair', left: e, right: o ? { kind: 'stack', blocks: [t, o] } : t, split: 0.55 });
    out.push({
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          `${s.pick(['Sick', 'Sick Leave'])}: ${(s.int(0, 4000) / 100).toFixed(2)} hrs available   ${s.pick(['Vacation', 'PTO'])}: ${(s.int(0, 9000) / 100).toFixed(2)} hrs available`,
        ],
        size: 7,
        color: 'grey',
      },
      right: {
        kind: 'kv',
        style: 'aligned',
        size: 8,
        pairs: [
          ['Total Deductions', `${ded(d.deductions)}   ${ded(d.ytdDeductions)}`],
          ['Net Pay', `${m(d.net)}   ${m(d.ytdNet)}`],
        ],
      },
      split: 0.55,
    });
    return out;
  };
  blocks.push(...stub(0), { kind: 'space', h: 14 }, { kind: 'rule' }, { kind: 'space', h: 8 }, ...stub(1));
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: showFreq }, ordered),
    font: k.pick(['helvetica', 'courier'] as const),
    margin: k.int(32, 42),
  };
}

/**
 * A payroll service's line-printer stub: no table rules or column titles, one line per item in a
 * fixed-width font with the hours and rate in words ("80.00 HRS @ 25.5000"), the current amount,
 * and the year-to-date amount behind a "YTD" marker on the same line; section words ("EARNINGS",
 * "TAXES", "DEDUCTIONS") on lines of their own; totals as right-aligned captions ("GROSS PAY",
 * "TOTAL DEDUCTIONS", "NET PAY") with their YTD after the same marker; the header as
 * "LABEL: value" runs several to a line.
 */
function ledgerLines(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x6c656467);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus'] }), currency: '', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const upper = k.bool(0.7);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const dstyle = k.pick(['us', 'iso', 'us-short-year'] as const);
  const ytdWord = k.pick(['YTD', 'YTD:', 'Y-T-D']);
  const at = k.pick(['@', 'x', 'AT']);
  const hrsWord = k.pick(['HRS', 'hrs', 'Hrs']);
  const W = 84; // characters a line
  const line = (left: string, cur: string, ytd: string) => {
    const a = `${left}`.padEnd(52, ' ');
    const b = cur.padStart(12, ' ');
    const c = `${ytdWord} ${ytd.padStart(12, ' ')}`;
    return `${a}${b}   ${c}`.slice(0, W + 10);
  };
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const lines: string[] = [];
  lines.push(U('Earnings'));
  for (const i of earnings) {
    const hr =
      i.hours !== null && i.rate !== null
        ? `${i.hours.toFixed(2)} ${hrsWord} ${at} ${i.rate.toFixed(4)}`
        : '';
    lines.push(line(`  ${U(i.description).padEnd(24, ' ')}${hr}`, m(i.amount), m(i.ytdAmount)));
  }
  lines.push(line(`${' '.repeat(30)}${U('Gross Pay')}`, m(d.gross), m(d.ytdGross)));
  lines.push('');
  lines.push(U(k.pick(['Taxes', 'Taxes Withheld', 'Withholdings'])));
  for (const i of taxes) lines.push(line(`  ${U(i.description)}`, m(i.amount), m(i.ytdAmount)));
  if (other.length) {
    lines.push('');
    lines.push(U(k.pick(['Deductions', 'Other Deductions', 'Voluntary Deductions'])));
    for (const i of other) lines.push(line(`  ${U(i.description)}`, m(i.amount), m(i.ytdAmount)));
  }
  lines.push('');
  lines.push(line(`${' '.repeat(30)}${U('Total Deductions')}`, m(d.deductions), m(d.ytdDeductions)));
  lines.push(line(`${' '.repeat(30)}${U('Net Pay')}`, m(d.net), m(d.ytdNet)));
  const head: string[] = [
    U(d.employer),
    U(`${d.employerAddress.street}, ${cityLine(d.employerAddress)}`),
    '',
    `${U('Employee')}: ${U(d.employee.name)}    ${U(k.pick(['Emp No', 'Employee ID', 'ID']))}: ${d.employeeId}`,
    `${U(k.pick(['Period', 'Pay Period']))}: ${date(d.start, dstyle)} ${U(k.pick(['thru', 'to', '-']))} ${date(d.end, dstyle)}    ${U(k.pick(['Pay Date', 'Check Date']))}: ${date(d.payDate, dstyle)}`,
    `${U('Frequency')}: ${U(FREQ_LABEL[d.frequency])}    ${U('Check No')}: ${k.digits(6)}`,
    '',
  ];
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [U(k.pick(['Statement of Earnings', 'Payroll Check Stub', 'Earnings Statement']))],
      size: 10,
      bold: true,
    },
    { kind: 'text', lines: head, size: 8.5 },
    { kind: 'rule' },
    { kind: 'text', lines, size: 8.5 },
    { kind: 'rule' },
    {
      kind: 'text',
      lines: [U('Net pay deposited to account ending ') + k.digits(4) + `   ${m(d.net)}`],
      size: 8,
    },
  ];
  return {
    blocks,
    truth: payslipTruth(
      d,
      { hours: true, frequency: true },
      [...earnings, ...taxes, ...other].map((i) => ({ ...i, description: U(i.description) })),
    ),
    font: 'courier',
    margin: k.int(30, 40),
  };
}

/**
 * An online payroll service's stub: the net pay large at the top with the pay date, a row of
 * summary figures (gross, taxes, deductions, net) with current and YTD stacked in each, the
 * employee and employer blocks side by side with "Period beginning"/"Period ending" as separate
 * fields, then three panels side by side: earnings, employee taxes and deductions, each with
 * current and YTD columns, and "Employer contributions" (not deducted) under them.
 */
function panelsNetFirst(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x70616e65);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const $ = (v: number) => amount(v, { ...money, currency: '$' });
  const dstyle = k.pick(HEADER_DATE_STYLES);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const curH = k.pick(['Current', 'This Period', 'Amount']);
  const ytdH = k.pick(['YTD', 'Year to Date']);
  const panel = (title: string, items: Item[], totalLabel: string, total: [number, number]): TableBlock => ({
    kind: 'table',
    columns: [col(title, 2), col(curH, 1.1, 'right'), col(ytdH, 1.2, 'right')],
    rows: [
      ...items.map((i) => ({ cells: [i.description, m(i.amount), m(i.ytdAmount)] })),
      { kind: 'subtotal' as const, cells: [totalLabel, m(total[0]), m(total[1])] },
    ],
    ruling: k.pick(['none', 'rules'] as const),
    repeatHeader: false,
    size: 7.5,
  });
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.employer], size: 12, bold: true },
      right: {
        kind: 'text',
        lines: [
          `${k.pick(['Net Pay', 'Your net pay', 'Take-home pay'])} ${$(d.net)}`,
          date(d.payDate, dstyle),
        ],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'text', lines: [d.employerAddress.street, cityLine(d.employerAddress)], size: 8 },
    { kind: 'space', h: 6 },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          { caption: 'Employee', value: d.employee.name, weight: 1.6 },
          { caption: k.pick(['Employee ID', 'Employee #']), value: d.employeeId },
          { caption: k.pick(['Period beginning', 'Period Start']), value: date(d.start, dstyle) },
          { caption: k.pick(['Period ending', 'Period End']), value: date(d.end, dstyle) },
          { caption: k.pick(['Pay date', 'Check date']), value: date(d.payDate, dstyle) },
          { caption: k.pick(['Pay schedule', 'Pay frequency']), value: FREQ_LABEL[d.frequency] },
        ],
      ],
    },
  ];
  const taxT: [number, number] = [sumOf(taxes, 'amount'), sumOf(taxes, 'ytdAmount')];
  const othT: [number, number] = [sumOf(other, 'amount'), sumOf(other, 'ytdAmount')];
  const summary: FormCell[] = [
    {
      caption: k.pick(['Gross pay', 'Gross earnings']),
      value: '',
      lines: [m(d.gross), `${ytdH} ${m(d.ytdGross)}`],
    },
    { caption: k.pick(['Employee taxes', 'Taxes']), value: '', lines: [m(taxT[0]), `${ytdH} ${m(taxT[1])}`] },
    {
      caption: k.pick(['Deductions', 'Benefits & deductions']),
      value: '',
      lines: [m(othT[0]), `${ytdH} ${m(othT[1])}`],
    },
    { caption: 'Net pay', value: '', lines: [m(d.net), `${ytdH} ${m(d.ytdNet)}`] },
  ];
  blocks.push({ kind: 'form', captionSize: 6.5, rows: [summary] });
  const e = panel(k.pick(['Earnings', 'Gross earnings']), earnings, 'Gross pay', [d.gross, d.ytdGross]);
  const t = panel(k.pick(['Employee taxes', 'Taxes']), taxes, 'Total taxes', taxT);
  const o = other.length
    ? panel(k.pick(['Deductions', 'Pre/post-tax deductions']), other, 'Total deductions', othT)
    : null;
  blocks.push(
    o
      ? { kind: 'pair', left: e, right: { kind: 'pair', left: t, right: o, split: 0.5 }, split: 0.34 }
      : { kind: 'pair', left: e, right: t, split: 0.5 },
  );
  blocks.push({
    kind: 'kv',
    style: 'aligned',
    size: 8,
    pairs: [
      [
        k.pick(['Total taxes and deductions', 'Total deductions']),
        `${m(d.deductions)}   ${m(d.ytdDeductions)}`,
      ],
    ],
  });
  blocks.push({
    kind: 'table',
    title: k.pick(['Employer contributions', 'Company contributions (not deducted from pay)']),
    columns: [col('Contribution', 2), col(curH, 1.1, 'right'), col(ytdH, 1.2, 'right')],
    rows: [
      {
        cells: [
          'Employer Social Security',
          m(Math.round(d.gross * 6.2) / 100),
          m(Math.round(d.ytdGross * 6.2) / 100),
        ],
      },
      {
        cells: [
          'Employer Medicare',
          m(Math.round(d.gross * 1.45) / 100),
          m(Math.round(d.ytdGross * 1.45) / 100),
        ],
      },
    ],
    ruling: 'none',
    repeatHeader: false,
    size: 7.5,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${k.pick(['Direct deposit', 'Payment method: Direct deposit'])}  ${k.pick(['Checking', 'Savings'])} ••••${k.digits(4)}  ${m(d.net)}`,
    ],
    size: 8,
  });
  const ordered = [...earnings, ...taxes, ...other];
  return {
    blocks,
    truth: payslipTruth(d, { hours: false, frequency: true }, ordered),
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(30, 40),
  };
}

/**
 * Extra pay types a stub often lists (retro pay, holiday, bonus with hours), added to the data
 * with the totals recomputed so gross - deductions = net still holds.
 */
function withMorePayTypes(d: PayslipData, k: Rng): PayslipData {
  const rate = d.items[0]?.rate ?? 25;
  const more: Item[] = [];
  const add = (description: string, hours: number | null, r: number | null, amt: number, periods: number) =>
    more.push({
      itemType: 'earning',
      description,
      amount: amt,
      ytdAmount: Math.round(amt * periods * 100) / 100,
      hours,
      rate: r,
      deductionCategory: null,
    });
  const has = (s: string) => d.items.some((i) => i.description === s);
  if (k.bool(0.5) && !has('Holiday Pay')) add('Holiday Pay', 8, rate, Math.round(8 * rate * 100) / 100, 3);
  if (k.bool(0.4)) add(k.pick(['Retro Pay', 'Retroactive Pay']), null, null, k.money(20, 400), 1);
  if (k.bool(0.3) && !has('Bonus'))
    add(k.pick(['Bonus', 'Incentive Bonus']), null, null, k.money(100, 1500), 2);
  if (!more.length) return d;
  const earnings = [...d.items.filter((i) => i.itemType === 'earning'), ...more];
  const deds = d.items.filter((i) => i.itemType === 'deduction');
  const gross = sumOf(earnings, 'amount');
  const ytdGross = sumOf(earnings, 'ytdAmount');
  return {
    ...d,
    items: [...earnings, ...deds],
    gross,
    ytdGross,
    net: Math.round((gross - d.deductions) * 100) / 100,
    ytdNet: Math.round((ytdGross - d.ytdDeductions) * 100) / 100,
  };
}

/**
 * A payroll bureau's stub whose earnings and deductions share ONE wide table: each printed row
 * holds an earning (description, hours, rate, current, YTD) on the left and a deduction
 * (description, current, YTD) on the right, so a row is two line items; the shorter side leaves
 * its cells empty. Several pay types (regular, overtime, holiday, retro, bonus). The totals row
 * gives gross pay on the left and total deductions on the right; net pay is a line under it.
 */
function wideRowEarningsDeductions(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x77696465);
  const d = withMorePayTypes(payslipData(seed), k);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus'] }), currency: '', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const dstyle = k.pick(HEADER_DATE_STYLES);
  const upper = k.bool(0.4);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const deds = d.items.filter((i) => i.itemType === 'deduction');
  const cur = k.pick(['Current', 'This Period', 'Amount']);
  const ytd = k.pick(['YTD', 'Year to Date', 'YTD Amount']);
  const grouped = k.bool(0.5);
  const columns = [
    col(grouped ? 'Description' : k.pick(['Earnings', 'Pay Type']), 1.5),
    col(k.pick(['Hours', 'Hrs', 'Units']), 0.6, 'right'),
    col('Rate', 0.7, 'right'),
    col(cur, 0.9, 'right'),
    col(ytd, 1, 'right'),
    col(grouped ? 'Description' : k.pick(['Deductions', 'Taxes & Deductions', 'Withholdings']), 1.9),
    col(cur, 0.9, 'right'),
    col(ytd, 1, 'right'),
  ].map((c) => ({ ...c, header: U(c.header) }));
  const rows: TableRow[] = [];
  for (let r = 0; r < Math.max(earnings.length, deds.length); r++) {
    const e = earnings[r];
    const x = deds[r];
    rows.push({
      cells: [
        e ? U(e.description) : '',
        e?.hours != null ? e.hours.toFixed(2) : '',
        e?.rate != null ? e.rate.toFixed(k.pick([2, 4])) : '',
        e ? m(e.amount) : '',
        e ? m(e.ytdAmount) : '',
        x ? U(x.description) : '',
        x ? m(x.amount) : '',
        x ? m(x.ytdAmount) : '',
      ],
    });
  }
  rows.push({
    kind: 'subtotal',
    cells: [
      U(k.pick(['Gross Pay', 'Total Earnings', 'Gross Earnings'])),
      '',
      '',
      m(d.gross),
      m(d.ytdGross),
      U(k.pick(['Total Deductions', 'Total Taxes & Deductions'])),
      m(d.deductions),
      m(d.ytdDeductions),
    ],
  });
  const showFreq = k.bool(0.5);
  const header: [string, string][] = [
    [k.pick(['Employee', 'Employee Name']), d.employee.name],
    [k.pick(['Employee ID', 'Emp #', 'Employee Number']), d.employeeId],
    [k.pick(['Period Beginning', 'Period Start']), date(d.start, dstyle)],
    [k.pick(['Period Ending', 'Period End']), date(d.end, dstyle)],
    [k.pick(['Pay Date', 'Check Date', 'Advice Date']), date(d.payDate, dstyle)],
    ...(showFreq
      ? [[k.pick(['Pay Frequency', 'Frequency']), FREQ_LABEL[d.frequency]] as [string, string]]
      : []),
  ];
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
        size: 9,
      },
      right: { kind: 'kv', style: k.pick(['colon', 'aligned'] as const), pairs: header, size: 8 },
      split: 0.5,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      title: k.pick([undefined, 'Earnings and Deductions', 'EARNINGS STATEMENT']),
      columns,
      ...(grouped
        ? {
            groups: [
              { text: U('Earnings'), span: 5 },
              { text: U(k.pick(['Deductions', 'Taxes and Deductions'])), span: 3 },
            ],
          }
        : {}),
      rows,
      ruling: k.pick(['grid', 'rules', 'zebra'] as const),
      repeatHeader: false,
      size: 7.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      columns: [col('', 3), col(U(cur), 1, 'right'), col(U(ytd), 1, 'right')],
      rows: [
        {
          kind: 'subtotal',
          cells: [U(k.pick(['Net Pay', 'Net Check', 'Net Amount'])), m(d.net), m(d.ytdNet)],
        },
      ],
      ruling: 'none',
      repeatHeader: false,
      size: 8,
    },
    {
      kind: 'text',
      lines: [
        `${k.pick(['Direct Deposit', 'Deposited to'])} ${k.pick(['Checking', 'Savings'])} XXXXXX${k.digits(4)}   ${m(d.net)}`,
      ],
      size: 7.5,
      color: 'grey',
    },
  ];
  const ordered = [...earnings, ...deds].map((i) => ({ ...i, description: U(i.description) }));
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: showFreq }, ordered),
    font: k.pick(['helvetica', 'times', 'courier'] as const),
    margin: k.int(28, 40),
  };
}

/**
 * A stub that prints this period and the year to date as two separate tables one under the
 * other: "Current Period" (earnings with hours and rate, taxes, deductions, each group under a
 * section row, with gross, total deductions and net) then "Year to Date" with the same rows and
 * only the YTD amount. A line item's YTD figure is the row of the second table with its
 * description.
 */
function currentThenYtdTables(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x79746473);
  const d = withMorePayTypes(payslipData(seed), k);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const dstyle = k.pick(HEADER_DATE_STYLES);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const taxW = k.pick(['Taxes', 'Tax Withholdings', 'Statutory Deductions']);
  const dedW = k.pick(['Deductions', 'Other Deductions', 'Voluntary Deductions']);
  const grossW = k.pick(['Gross Pay', 'Total Earnings']);
  const totDedW = k.pick(['Total Deductions', 'Total Taxes and Deductions']);
  const netW = k.pick(['Net Pay', 'Net Pay Amount']);
  const withHours = k.bool(0.7);
  const kvStyle = k.pick(['leaders', 'colon', 'aligned'] as const);
  const body = (ytdTable: boolean): TableRow[] => {
    const v = (i: Item) => m(ytdTable ? i.ytdAmount : i.amount);
    const hr = (i: Item): string[] =>
      withHours && !ytdTable
        ? [i.hours != null ? i.hours.toFixed(2) : '', i.rate != null ? i.rate.toFixed(2) : '']
        : [];
    const pad = withHours && !ytdTable ? ['', ''] : [];
    const sec = (t: string): TableRow => ({ kind: 'section', cells: [t, ...pad, ''] });
    return [
      sec(k.pick(['Earnings', 'EARNINGS'])),
      ...earnings.map((i) => ({ cells: [i.description, ...hr(i), v(i)] })),
      { kind: 'subtotal', cells: [grossW, ...pad, m(ytdTable ? d.ytdGross : d.gross)] },
      sec(taxW),
      ...taxes.map((i) => ({ cells: [i.description, ...pad, v(i)] })),
      ...(other.length ? [sec(dedW), ...other.map((i) => ({ cells: [i.description, ...pad, v(i)] }))] : []),
      { kind: 'subtotal', cells: [totDedW, ...pad, m(ytdTable ? d.ytdDeductions : d.deductions)] },
      { kind: 'subtotal', cells: [netW, ...pad, m(ytdTable ? d.ytdNet : d.net)] },
    ];
  };
  const showFreq = k.bool(0.5);
  const curT: TableBlock = {
    kind: 'table',
    title: k.pick(['Current Period', 'This Pay Period', 'CURRENT']),
    columns: [
      col('Description', 2.4),
      ...(withHours ? [col('Hours', 0.8, 'right'), col('Rate', 0.8, 'right')] : []),
      col(k.pick(['Amount', 'Current']), 1.1, 'right'),
    ],
    rows: body(false),
    ruling: k.pick(['rules', 'none', 'zebra'] as const),
    repeatHeader: false,
    size: 8,
  };
  const ytdT: TableBlock = {
    kind: 'table',
    title: k.pick(['Year to Date', 'YEAR-TO-DATE', 'Year-to-Date Totals']),
    columns: [col('Description', 2.4), col(k.pick(['Amount', 'YTD Amount', 'Year to Date']), 1.1, 'right')],
    rows: body(true),
    ruling: curT.ruling,
    repeatHeader: false,
    size: 8,
  };
  const blocks: Block[] = [
    { kind: 'text', lines: [d.employer], size: 12, bold: true },
    { kind: 'text', lines: [d.employerAddress.street, cityLine(d.employerAddress)], size: 8.5 },
    { kind: 'space', h: 8 },
    {
      kind: 'kv',
      style: kvStyle,
      size: 8.5,
      // Aligned values sit at their column's right edge: one column, so a value never touches the next label.
      columns: kvStyle === 'colon' ? 2 : 1,
      pairs: [
        ['Employee', d.employee.name],
        [k.pick(['Employee ID', 'Employee No.']), d.employeeId],
        [k.pick(['Pay Period', 'Period']), `${date(d.start, dstyle)} - ${date(d.end, dstyle)}`],
        [k.pick(['Pay Date', 'Check Date']), date(d.payDate, dstyle)],
        ...(showFreq ? [['Pay Frequency', FREQ_LABEL[d.frequency]] as [string, string]] : []),
      ],
    },
    { kind: 'space', h: 10 },
    curT,
    { kind: 'space', h: 12 },
    ytdT,
  ];
  return {
    blocks,
    truth: payslipTruth(d, { hours: withHours, frequency: showFreq }, [...earnings, ...taxes, ...other]),
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(34, 46),
  };
}

/**
 * A stub that groups deductions by their tax treatment: earnings, then "Pre-Tax Deductions"
 * (retirement, medical, dental: taken before taxes), "Taxes" and "Post-Tax Deductions" (dues,
 * charity) as tables of their own, two of them side by side, then the employer-paid benefits
 * (match, health contribution: NOT deducted, an excluded block with the same columns) and a
 * summary grid with a column per group and rows for this period and the year to date.
 */
function pretaxPosttaxEmployer(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x70726574);
  const d = payslipData(seed);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus'] }), currency: '', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const dstyle = k.pick(HEADER_DATE_STYLES);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const pre = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'benefits');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const post = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'other');
  const cur = k.pick(['Current', 'This Period']);
  const ytd = k.pick(['YTD', 'Year to Date']);
  const ruling = k.pick(['rules', 'none', 'zebra'] as const);
  const table = (title: string, items: Item[], hours = false): TableBlock => ({
    kind: 'table',
    columns: [
      col(title, 2.2),
      ...(hours ? [col('Hours', 0.8, 'right'), col('Rate', 0.8, 'right')] : []),
      col(cur, 1, 'right'),
      col(ytd, 1.1, 'right'),
    ],
    rows: items.map((i) => ({
      cells: [
        i.description,
        ...(hours
          ? [i.hours != null ? i.hours.toFixed(2) : '', i.rate != null ? i.rate.toFixed(2) : '']
          : []),
        m(i.amount),
        m(i.ytdAmount),
      ],
    })),
    ruling,
    repeatHeader: false,
    size: 7.5,
  });
  const preT = sumOf(pre, 'amount');
  const preY = sumOf(pre, 'ytdAmount');
  const taxT = sumOf(taxes, 'amount');
  const taxY = sumOf(taxes, 'ytdAmount');
  const postT = sumOf(post, 'amount');
  const postY = sumOf(post, 'ytdAmount');
  const match = Math.round(d.gross * k.pick([0.03, 0.04, 0.05]) * 100) / 100;
  const health = k.money(150, 600);
  const showFreq = k.bool(0.5);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [k.pick(['Earnings Statement', 'Pay Statement', 'Statement of Earnings and Deductions'])],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.6,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          { caption: k.pick(['Employee Name', 'Employee']), value: d.employee.name, weight: 1.6 },
          { caption: k.pick(['Employee ID', 'Employee Number']), value: d.employeeId },
          {
            caption: k.pick(['Pay Period', 'Pay Period Dates']),
            value: `${date(d.start, dstyle)} - ${date(d.end, dstyle)}`,
            weight: 1.8,
          },
          { caption: k.pick(['Pay Date', 'Check Date']), value: date(d.payDate, dstyle) },
          ...(showFreq ? [{ caption: 'Pay Frequency', value: FREQ_LABEL[d.frequency] }] : []),
        ],
      ],
    },
    { kind: 'space', h: 8 },
    table(k.pick(['Earnings', 'Earnings and Hours']), earnings, true),
    { kind: 'space', h: 6 },
  ];
  const taxesT = table(k.pick(['Taxes', 'Employee Taxes', 'Tax Withholdings']), taxes);
  const preB = pre.length ? table(k.pick(['Pre-Tax Deductions', 'Pre Tax Deductions']), pre) : null;
  const postB = post.length ? table(k.pick(['Post-Tax Deductions', 'After-Tax Deductions']), post) : null;
  const right: Block | null =
    preB && postB ? { kind: 'stack', blocks: [preB, { kind: 'space', h: 6 }, postB] } : (preB ?? postB);
  blocks.push(right ? { kind: 'pair', left: right, right: taxesT, split: 0.5 } : taxesT);
  blocks.push(
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      columns: [
        col(k.pick(['Employer Paid Benefits', 'Company Paid Benefits', 'Employer Contributions']), 2.2),
        col(cur, 1, 'right'),
        col(ytd, 1.1, 'right'),
      ],
      rows: [
        {
          cells: [
            k.pick(['401(k) Match', 'Employer 401(k) Match']),
            m(match),
            m(Math.round(match * 9 * 100) / 100),
          ],
        },
        {
          cells: [
            k.pick(['Health Contribution', 'Employer Medical']),
            m(health),
            m(Math.round(health * 9 * 100) / 100),
          ],
        },
      ],
      ruling,
      repeatHeader: false,
      size: 7.5,
    },
    { kind: 'space', h: 8 },
  );
  const totalWords = k.pick(['Total Deductions', 'Total Taxes & Deductions']);
  blocks.push({
    kind: 'table',
    title: k.pick([undefined, 'Summary']),
    columns: [
      col('', 1),
      col('Gross Pay', 1, 'right'),
      col('Pre-Tax', 0.9, 'right'),
      col('Taxes', 0.9, 'right'),
      col('Post-Tax', 0.9, 'right'),
      col(totalWords, 1.3, 'right'),
      col('Net Pay', 1, 'right'),
    ],
    rows: [
      { cells: [cur, m(d.gross), m(preT), m(taxT), m(postT), m(d.deductions), m(d.net)] },
      { cells: [ytd, m(d.ytdGross), m(preY), m(taxY), m(postY), m(d.ytdDeductions), m(d.ytdNet)] },
    ],
    ruling: 'grid',
    repeatHeader: false,
    size: 7.5,
  });
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: showFreq }, [...earnings, ...pre, ...taxes, ...post]),
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(30, 42),
  };
}

/**
 * A stub whose tables are TRANSPOSED: each earning, tax or deduction is a COLUMN, titled with its
 * description, and the rows are what is known of it (Hours, Rate, this period's amount, the year
 * to date), as government and some payroll bureaus print them. A table has a total column ("Gross
 * Pay", "Total Deductions") at its right one time in two; wide groups run on in a second grid under
 * the first. The summary is a grid of Gross / Deductions / Net Pay columns with the same rows, or
 * a "Net Pay" line. The truth: one line item per column that is no total.
 */
function transposedColumnsPerItem(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x7472616e);
  const d = withMorePayTypes(payslipData(seed), k);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus'] }), currency: '', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const dstyle = k.pick(HEADER_DATE_STYLES);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const withHours = k.bool(0.75);
  const curW = k.pick(['Current', 'This Period', 'Current Period', 'Amount']);
  const ytdW = k.pick(['YTD', 'Year to Date', 'Year-to-Date', 'YTD Amount']);
  const hoursW = k.pick(['Hours', 'Hrs', 'Units']);
  const ruling = k.pick(['grid', 'rules', 'zebra'] as const);
  const perGrid = k.pick([4, 5]);
  const titleInCorner = k.bool(0.5);
  const showTotals = k.bool(0.5);
  const size = 7.5;
  const grids = (
    title: string,
    items: Item[],
    totalW: string | null,
    total: [number, number],
    earningsGrid: boolean,
  ): Block[] => {
    const chunks: Item[][] = [];
    for (let i = 0; i < items.length; i += perGrid) chunks.push(items.slice(i, i + perGrid));
    const out: Block[] = [];
    chunks.forEach((chunk, ci) => {
      const last = ci === chunks.length - 1;
      const tot = last && totalW !== null;
      const cols = [...chunk.map((i) => i.description), ...(tot ? [totalW] : [])];
      const hoursRows = withHours && earningsGrid;
      const rows: TableRow[] = [
        ...(hoursRows
          ? [
              {
                cells: [
                  hoursW,
                  ...chunk.map((i) => (i.hours != null ? i.hours.toFixed(2) : '')),
                  ...(tot ? [''] : []),
                ],
              },
              {
                cells: [
                  'Rate',
                  ...chunk.map((i) => (i.rate != null ? i.rate.toFixed(2) : '')),
                  ...(tot ? [''] : []),
                ],
              },
            ]
          : []),
        { cells: [curW, ...chunk.map((i) => m(i.amount)), ...(tot ? [m(total[0])] : [])] },
        { cells: [ytdW, ...chunk.map((i) => m(i.ytdAmount)), ...(tot ? [m(total[1])] : [])] },
      ];
      const corner = titleInCorner ? (ci === 0 ? title : `${title} (cont.)`) : '';
      out.push({
        kind: 'table',
        ...(titleInCorner ? {} : { title: ci === 0 ? title : `${title} (continued)` }),
        columns: [col(corner, 1.3), ...cols.map(() => col('', 1, 'right'))].map((c, i) =>
          i === 0 ? c : { ...c, header: cols[i - 1]! },
        ),
        rows,
        ruling,
        repeatHeader: false,
        size,
      });
      out.push({ kind: 'space', h: 8 });
    });
    return out;
  };
  const grossW = k.pick(['Gross Pay', 'Total Earnings', 'Total']);
  const dedSplit = k.bool(0.5);
  const taxTitle = k.pick(['Taxes', 'Tax Withholdings', 'TAXES']);
  const dedTitle = k.pick(['Deductions', 'Other Deductions', 'DEDUCTIONS']);
  const allDedTitle = k.pick(['Taxes and Deductions', 'Deductions', 'Withholdings and Deductions']);
  const totDedW = k.pick(['Total Deductions', 'Total']);
  const summaryGrid = k.bool(0.6);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [k.pick(['EARNINGS STATEMENT', 'Statement of Earnings and Deductions', 'PAY ADVICE'])],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'kv',
      style: k.pick(['colon', 'aligned'] as const),
      size: 8.5,
      columns: 1,
      pairs: [
        [k.pick(['Employee', 'Employee Name']), d.employee.name],
        [k.pick(['Employee ID', 'Employee No.', 'Emp #']), d.employeeId],
        [k.pick(['Pay Period', 'Period']), `${date(d.start, dstyle)} - ${date(d.end, dstyle)}`],
        [k.pick(['Pay Date', 'Check Date']), date(d.payDate, dstyle)],
      ],
    },
    { kind: 'space', h: 10 },
    ...grids(
      k.pick(['Earnings', 'EARNINGS']),
      earnings,
      showTotals ? grossW : null,
      [d.gross, d.ytdGross],
      true,
    ),
    ...(dedSplit
      ? [
          ...grids(taxTitle, taxes, null, [0, 0], false),
          ...(other.length ? grids(dedTitle, other, null, [0, 0], false) : []),
        ]
      : grids(
          allDedTitle,
          [...taxes, ...other],
          showTotals ? totDedW : null,
          [d.deductions, d.ytdDeductions],
          false,
        )),
  ];
  if (summaryGrid)
    blocks.push({
      kind: 'table',
      columns: [
        col('', 1.3),
        col(k.pick(['Gross Pay', 'Gross Earnings']), 1, 'right'),
        col(k.pick(['Total Deductions', 'Deductions']), 1, 'right'),
        col('Net Pay', 1, 'right'),
      ],
      rows: [
        { cells: [curW, m(d.gross), m(d.deductions), m(d.net)] },
        { cells: [ytdW, m(d.ytdGross), m(d.ytdDeductions), m(d.ytdNet)] },
      ],
      ruling,
      repeatHeader: false,
      size,
    });
  else
    blocks.push({
      kind: 'kv',
      style: 'aligned',
      size: 9,
      columns: 1,
      pairs: [
        ['Gross Pay', `${m(d.gross)}   YTD ${m(d.ytdGross)}`],
        ['Total Deductions', `${m(d.deductions)}   YTD ${m(d.ytdDeductions)}`],
        ['Net Pay', `${m(d.net)}   YTD ${m(d.ytdNet)}`],
      ],
    });
  return {
    blocks,
    truth: payslipTruth(d, { hours: withHours, frequency: false }, [...earnings, ...taxes, ...other]),
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(34, 46),
  };
}

// ------------------------------------------------------------------------------------ 1099

const variantOf = (seed: number): Irs1099Variant =>
  IRS_1099_VARIANTS[seed % IRS_1099_VARIANTS.length] ?? 'NEC';

function base1099(seed: number): { d: Data1099; truth: GroundTruth } {
  const d = data1099(seed, variantOf(seed));
  const truth = truth1099(d);
  if (!d.account) truth.fields.accountNumber = null;
  return { d, truth };
}

/** A caption cut at a word to fit its box (the form wraps it; the first line is what a box this narrow shows). */
const rowsOf = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const short = (s: string, n: number) => (s.length > n ? s.slice(0, Math.max(s.lastIndexOf(' ', n), 1)) : s);

/**
 * The recipient's copies printed two to a page (Copy B "For Recipient" and Copy 2 "To be filed with
 * recipient's state income tax return"), as e-file services print them, each copy compact: payer
 * and TIN cells in one row, the recipient and account in the next, and the amount boxes ACROSS the
 * form as one row of cells under their captions (box number and words), a blank box left empty. A
 * dashed cut line between the copies. The values are printed twice; the truth holds them once.
 */
function copiesAcross(seed: number): GrammarOutput {
  const { d, truth } = base1099(seed);
  const k = new Rng(seed ^ 0xc0b1e5);
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const copies = k.pick([
    ['Copy B For Recipient', "Copy 2 To be filed with recipient's state income tax return, when required"],
    ['Copy B - For Recipient', 'Copy C - For Payer'],
  ] as const);
  const blocks: Block[] = [];
  copies.forEach((copy, n) => {
    blocks.push({
      kind: 'pair',
      left: { kind: 'text', lines: [`Form 1099-${d.variant}  ${TITLE[d.variant]}`], size: 10, bold: true },
      right: {
        kind: 'text',
        lines: [`${d.year}   ${copy.split(' ').slice(0, 2).join(' ')}`],
        size: 9,
        bold: true,
        align: 'right',
      },
      split: 0.6,
    });
    blocks.push({
      kind: 'form',
      captionSize: 5.5,
      rows: [
        [
          {
            caption: "PAYER'S name, street address, city, state, ZIP",
            value: '',
            lines: [d.payer, `${d.payerAddress.street}, ${cityLine(d.payerAddress)}`],
            weight: 2.4,
          },
          { caption: "PAYER'S TIN", value: d.payerTIN },
          { caption: "RECIPIENT'S TIN", value: d.recipientTIN },
        ],
        [
          {
            caption: "RECIPIENT'S name and address",
            value: '',
            lines: [d.recipient, `${d.recipientAddress.street}, ${cityLine(d.recipientAddress)}`],
            weight: 2.4,
          },
          { caption: 'Account number (see instructions)', value: d.account ?? '', weight: 2 },
        ],
        // The boxes across, three to a row at most, as wide as the form allows.
        ...rowsOf(
          BOXES[d.variant].map((b) => ({
            caption: `${b.no} ${short(b.label.replace('Treasury', 'Treas.'), 56)}`,
            value: d.amounts[b.field] === undefined ? '' : $(d.amounts[b.field]!),
          })),
          3,
        ),
      ],
    });
    blocks.push({ kind: 'text', lines: [copy], size: 7, color: 'grey' });
    if (n === 0)
      blocks.push(
        { kind: 'space', h: 10 },
        {
          kind: 'text',
          lines: ['- - - - - - - - - - - - - - - - - - - - cut here - - - - - - - - - - - - - - - - - - - -'],
          size: 7,
          align: 'center',
          color: 'grey',
        },
        { kind: 'space', h: 10 },
      );
  });
  return { blocks, truth, font: k.pick(['helvetica', 'courier'] as const), margin: k.int(30, 42) };
}

/**
 * A payer's or broker's year-end statement: the box summary with the box number after its words
 * ("Total ordinary dividends (Box 1a)" or "Interest income ..... Box 1"), then a detail table of
 * the payments that make up the main box: per security (description, CUSIP, date paid, type,
 * amount) for dividends and interest, per invoice or month for compensation and rents (date,
 * check or reference number, memo, amount), with a total line equal to the box. The detail's rows
 * are not boxes.
 */
function boxAfterDetail(seed: number): GrammarOutput {
  const { d, truth } = base1099(seed);
  const k = new Rng(seed ^ 0xde7a11);
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const blocks: Block[] = [];
  const broker = d.variant === 'DIV' || d.variant === 'INT';
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.payer,
        d.payerAddress.street,
        cityLine(d.payerAddress),
        `${k.pick(["Payer's Federal ID No.", "PAYER'S TIN", 'Federal ID Number'])}: ${d.payerTIN}`,
      ],
      size: 8.5,
    },
    right: {
      kind: 'text',
      lines: [
        `${d.year} ${k.pick(['Tax Information Statement', 'Year-End Tax Statement', 'Form 1099 Statement'])}`,
        ...(d.account ? [`${k.pick(['Account No.', 'Account Number', 'Acct #'])} ${d.account}`] : []),
        `${k.pick(["Recipient's ID No.", "RECIPIENT'S TIN", 'Taxpayer ID'])}: ${d.recipientTIN}`,
      ],
      size: 8.5,
      align: 'right',
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 12 });
  blocks.push({
    kind: 'text',
    lines: [
      d.recipient.toUpperCase(),
      d.recipientAddress.street.toUpperCase(),
      cityLine(d.recipientAddress).toUpperCase(),
    ],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 12 });
  const after = k.pick(['paren', 'box-right', 'dash'] as const);
  const pairs: [string, string][] = BOXES[d.variant].map((b) => {
    const v = d.amounts[b.field];
    const words = b.label.replace(/\b\w/g, (x) => x.toUpperCase());
    const label =
      after === 'paren'
        ? `${words} (Box ${b.no})`
        : after === 'dash'
          ? `${b.no}- ${words}`
          : `${words}  Box ${b.no}`;
    return [label, v === undefined ? $(0) : $(v)];
  });
  for (const b of BOXES[d.variant]) if (d.amounts[b.field] === undefined) truth.fields[b.field] = 0;
  blocks.push({
    kind: 'kv',
    title: `${d.year} Form 1099-${d.variant} ${TITLE[d.variant]}`,
    style: k.pick(['aligned', 'leaders'] as const),
    pairs,
    size: 8.5,
  });
  // The main box's payments, summing to it.
  const main = BOXES[d.variant][0]!;
  const total = d.amounts[main.field] ?? 0;
  const n = k.int(3, 7);
  const weights = Array.from({ length: n }, () => 0.3 + k.next());
  const ws = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.round((total * w * 100) / ws) / 100);
  parts[n - 1] = Math.round((total - parts.slice(0, -1).reduce((a, b) => a + b, 0)) * 100) / 100;
  const day = (i: number) => addDays(`${d.year}-01-15`, Math.round((i * 350) / n));
  const us = (iso: string) => date(iso, 'us');
  const rows: TableRow[] = parts.map((p, i) =>
    broker
      ? {
          cells: [
            k.pick([
              'VANGUARD TOTAL STK MKT IDX ADM',
              'APPLE INC',
              'ISHARES CORE S&P 500 ETF',
              'US TREASURY BILL',
              'MICROSOFT CORP',
              'FIDELITY GOVT MONEY MARKET',
            ]),
            `${k.digits(3)}${k.pick(['ABC', 'XYZ', 'Q10', '2K4'])}${k.digits(3)}`,
            us(day(i)),
            d.variant === 'DIV' ? k.pick(['Qualified dividend', 'Nonqualified div', 'Dividend']) : 'Interest',
            $(p),
          ],
        }
      : {
          cells: [
            us(day(i)),
            `${k.pick(['CHK', 'ACH', 'INV'])} ${k.digits(5)}`,
            d.variant === 'MISC'
              ? k.pick(['Rent - office', 'Rent', 'Royalty payment'])
              : k.pick(['Consulting services', 'Design work', 'Contract labor']),
            $(p),
          ],
        },
  );
  rows.push({
    kind: 'subtotal',
    cells: broker
      ? [`Total ${main.label}`, '', '', '', $(total)]
      : ['', '', `Total ${k.pick(['payments', main.label])}`, $(total)],
  });
  blocks.push({
    kind: 'table',
    title: k.pick([`Detail for ${TITLE[d.variant]}`, `${main.label} - Detail`, 'Transaction Detail']),
    columns: broker
      ? [
          col('Security Description', 2.6),
          col('CUSIP', 1.1),
          col('Date Paid', 1),
          col('Type', 1.4),
          col('Amount', 1.1, 'right'),
        ]
      : [
          col('Date', 1),
          col(k.pick(['Reference', 'Check No.']), 1.1),
          col('Memo', 2.6),
          col('Amount', 1.1, 'right'),
        ],
    rows,
    ruling: k.pick(['none', 'rules'] as const),
    repeatHeader: true,
    size: 8,
  });
  blocks.push({
    kind: 'note',
    lines: [
      'This is important tax information and is being furnished to the Internal Revenue Service. Keep this statement for your records.',
    ],
    size: 7,
  });
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(30, 42) };
}

/**
 * A corrected 1099 as a payer's letter: the recipient's window address first, "CORRECTED" in the
 * title, a short letter, then the boxes in a table with the amount previously reported beside the
 * corrected amount (and sometimes the difference). The corrected column is the form.
 */
function correctedColumns(seed: number): GrammarOutput {
  const { d, truth } = base1099(seed);
  const k = new Rng(seed ^ 0xc0cec7);
  const money = pickAmountStyle(k, { negative: ['minus', 'parens'] });
  const $ = (v: number) => plain(v, money);
  const diff = k.bool(0.5);
  const origFirst = k.bool(0.7);
  const changed = new Set(
    BOXES[d.variant]
      .filter((b, i) => i === 0 || (d.amounts[b.field] !== undefined && k.bool(0.4)))
      .map((b) => b.field),
  );
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress)], size: 8.5 },
      right: {
        kind: 'text',
        lines: [`${k.pick(['CORRECTED', 'Corrected'])} Form 1099-${d.variant}`, `Tax Year ${d.year}`],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 18 },
    {
      kind: 'text',
      lines: [d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)],
      size: 9.5,
    },
    { kind: 'space', h: 12 },
    {
      kind: 'note',
      lines: [
        `Dear ${d.recipient.split(' ')[0]},`,
        `We have corrected the Form 1099-${d.variant} (${TITLE[d.variant]}) we issued to you for ${d.year}. The corrected amounts below replace those previously reported to you and to the IRS. If you have already filed your return, you may need to file an amended return.`,
      ],
      size: 8,
    },
    {
      kind: 'kv',
      style: 'colon',
      columns: 2,
      size: 8.5,
      pairs: [
        [k.pick(["Payer's TIN", 'Payer Federal ID']), d.payerTIN],
        [k.pick(["Recipient's TIN", 'Your Taxpayer ID']), d.recipientTIN],
        ...(d.account
          ? ([[k.pick(['Account Number', 'Account No.']), d.account]] as [string, string][])
          : []),
      ],
    },
  ];
  const origH = k.pick(['Originally Reported', 'Previously Reported', 'Original Amount']);
  const corrH = k.pick(['Corrected Amount', 'Corrected', 'Revised Amount']);
  const rows: TableRow[] = BOXES[d.variant].map((b) => {
    const v = d.amounts[b.field] ?? 0;
    const o = changed.has(b.field)
      ? Math.round(v * k.pick([0.8, 0.9, 1.1, 1.25]) * 100) / 100 + k.int(1, 99)
      : v;
    const orig = Math.round(o * 100) / 100;
    const cells = origFirst ? [$(orig), $(v)] : [$(v), $(orig)];
    return {
      cells: [b.no, b.label, ...cells, ...(diff ? [amount(Math.round((v - orig) * 100) / 100, money)] : [])],
    };
  });
  for (const b of BOXES[d.variant]) if (d.amounts[b.field] === undefined) truth.fields[b.field] = 0;
  blocks.push({
    kind: 'table',
    columns: [
      col('Box', 0.5),
      col('Description', 2.8),
      ...(origFirst
        ? [col(origH, 1.3, 'right'), col(corrH, 1.3, 'right')]
        : [col(corrH, 1.3, 'right'), col(origH, 1.3, 'right')]),
      ...(diff ? [col(k.pick(['Difference', 'Change']), 1.1, 'right')] : []),
    ],
    rows,
    ruling: k.pick(['rules', 'grid', 'none'] as const),
    repeatHeader: true,
    size: 8,
  });
  blocks.push({
    kind: 'text',
    lines: [k.pick(['Reason for correction: payment amount', 'Reason: amount corrected by payer'])],
    size: 7.5,
    color: 'grey',
  });
  return { blocks, truth, font: k.pick(['helvetica', 'times', 'courier'] as const), margin: k.int(32, 44) };
}

/**
 * A bank's or broker's combined 1099-INT / 1099-DIV statement for a customer with several
 * accounts: letterhead with the payer's TIN, the recipient's window address and TIN, then ONE
 * table with a row per account (account number, account type, an amount column per box, titled
 * with the box number and its words in either order) and a total row. The boxes are the totals;
 * no single account number belongs to the form.
 */
function bankAccountsStatement(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xba4c5a);
  const variant = k.pick(['INT', 'INT', 'DIV'] as const);
  const d = data1099(seed, variant);
  const truth = truth1099(d);
  truth.fields.accountNumber = null;
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const n = k.int(2, 4);
  const accounts = Array.from({ length: n }, () => k.digits(k.int(8, 10)));
  const types =
    variant === 'INT'
      ? ['Savings', 'Money Market', 'Certificate of Deposit', 'Interest Checking']
      : ['Brokerage', 'Individual', 'Joint', 'IRA Rollover'];
  // Split each box over the accounts in cents so the rows add to the box exactly.
  const boxes = BOXES[variant].filter((b) => d.amounts[b.field] !== undefined);
  const split = (total: number): number[] => {
    const cents = Math.round(total * 100);
    const w = accounts.map(() => k.int(1, 10));
    const sw = w.reduce((a, b) => a + b, 0);
    const parts = w.map((x) => Math.floor((cents * x) / sw));
    parts[0]! += cents - parts.reduce((a, b) => a + b, 0);
    return parts.map((c) => c / 100);
  };
  const per = boxes.map((b) =>
    d.amounts[b.field] === undefined ? accounts.map(() => 0) : split(d.amounts[b.field]!),
  );
  const SHORT: Record<string, string> = {
    'Early withdrawal penalty': 'Early withdrawal',
    'Interest on U.S. Savings Bonds and Treasury obligations': 'Treasury interest',
    'Federal income tax withheld': 'Federal tax withheld',
    'Total ordinary dividends': 'Ordinary dividends',
    'Total capital gain distr.': 'Capital gain distr.',
    'Section 199A dividends': 'Sec. 199A dividends',
  };
  // The box number over the words in a group row, or before them in the column title.
  const numbered = k.bool(0.5);
  const title = (b: (typeof boxes)[number]) => {
    const words = SHORT[b.label] ?? b.label;
    return numbered ? words : `${b.no} ${words}`;
  };
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress)],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [
          `${d.year} ${k.pick(['Consolidated Tax Statement', 'Tax Reporting Statement', 'Combined Form 1099'])}`,
          `${k.pick(["PAYER'S TIN", "Payer's Federal ID", 'Federal ID No.'])}: ${d.payerTIN}`,
        ],
        size: 8.5,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [
          `${k.pick(["RECIPIENT'S TIN", 'Your Taxpayer ID', "Recipient's ID Number"])}: ${d.recipientTIN}`,
        ],
        size: 8.5,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'text',
      lines: [`Form 1099-${variant}  ${TITLE[variant]}  ${d.year}`],
      size: 10,
      bold: true,
    },
    {
      kind: 'text',
      lines: [
        k.pick([
          'The amounts below are reported to the IRS for all accounts listed.',
          'This statement combines the Form 1099 information of your accounts with us.',
        ]),
      ],
      size: 7.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      columns: [
        col(k.pick(['Account', 'Account Number', 'Acct No.']), 1.3),
        col(k.pick(['Type', 'Account Type', 'Description']), 1.3),
        ...boxes.map((b) => col(title(b), 1.25, 'right')),
      ],
      ...(numbered
        ? { groups: [{ text: '', span: 2 }, ...boxes.map((b) => ({ text: `Box ${b.no}`, span: 1 }))] }
        : {}),
      rows: [
        ...accounts.map((a, i) => ({
          cells: [
            k.bool(0.5) ? `XXXX${a.slice(-4)}` : a,
            types[i % types.length]!,
            ...per.map((p) => $(p[i]!)),
          ],
        })),
        {
          kind: 'subtotal' as const,
          cells: [
            k.pick(['Total', 'Totals', 'Total all accounts']),
            '',
            ...boxes.map((b) => $(d.amounts[b.field] ?? 0)),
          ],
        },
      ],
      ruling: k.pick(['grid', 'rules', 'none'] as const),
      repeatHeader: false,
      size: 6.5,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'note',
      lines: [
        'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
      ],
      size: 6.5,
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(32, 44) };
}

/**
 * A 1099-NEC or -MISC printed by accounting software on plain paper: no grid, the parties as
 * labelled lines on the left, the federal boxes as a list of "number words ...... amount" on the
 * right, then the state information as a small table with a row for EACH of two states (state
 * tax withheld, the state and the payer's state number, state income), as a contractor working in
 * two states gets it. The state amounts are not federal boxes (box 4 is the federal withholding).
 */
function softwareTwoStates(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x2574a7e5);
  const variant = k.pick(['NEC', 'MISC'] as const);
  const d = data1099(seed, variant);
  const truth = truth1099(d);
  if (!d.account) truth.fields.accountNumber = null;
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const main = d.amounts[BOXES[variant][0]!.field] ?? 1000;
  const states = k.pick([
    ['CA', 'OR'],
    ['NY', 'NJ'],
    ['IL', 'WI'],
    ['GA', 'AL'],
    ['PA', 'OH'],
  ] as const);
  const cents = Math.round(main * 100);
  const firstIncome = Math.round(cents * (0.3 + k.next() * 0.4)) / 100;
  const incomes = [firstIncome, Math.round(cents - firstIncome * 100) / 100];
  const withheld = incomes.map((v) => Math.round(v * k.pick([0.02, 0.03, 0.04, 0.05]) * 100) / 100);
  const nos = [
    variant === 'NEC' ? ['5', '6', '7'] : ['16', '17', '18'],
    ['State tax withheld', "State/Payer's state no.", 'State income'],
  ] as const;
  const leaders = k.bool(0.5);
  const boxLine = (no: string, words: string, value: string) =>
    leaders ? `${no}  ${words} ${'.'.repeat(Math.max(3, 40 - words.length))} ${value}` : `${no}  ${words}`;
  const boxes = BOXES[variant];
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`Form 1099-${variant}`, TITLE[variant]],
        size: 11,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`Tax Year ${d.year}`, k.pick(['Copy B - For Recipient', 'Recipient Copy'])],
        size: 9,
        align: 'right',
      },
      split: 0.6,
    },
    { kind: 'rule' },
    {
      kind: 'pair',
      left: {
        kind: 'kv',
        style: 'colon',
        size: 8.5,
        pairs: [
          ["PAYER'S name", d.payer],
          ['Address', `${d.payerAddress.street}, ${cityLine(d.payerAddress)}`],
          ["PAYER'S TIN", d.payerTIN],
          ["RECIPIENT'S name", d.recipient],
          ['Address', `${d.recipientAddress.street}, ${cityLine(d.recipientAddress)}`],
          ["RECIPIENT'S TIN", d.recipientTIN],
          ...(d.account ? [['Account number', d.account] as [string, string]] : []),
        ],
      },
      right: leaders
        ? {
            kind: 'text',
            size: 8.5,
            lines: boxes.map((b) =>
              boxLine(b.no, b.label, d.amounts[b.field] === undefined ? '' : $(d.amounts[b.field]!)),
            ),
          }
        : {
            kind: 'kv',
            style: 'aligned',
            size: 8.5,
            pairs: boxes.map((b) => [
              `${b.no}  ${b.label}`,
              d.amounts[b.field] === undefined ? '' : $(d.amounts[b.field]!),
            ]),
          },
      split: 0.5,
    },
    { kind: 'space', h: 12 },
    {
      kind: 'table',
      title: k.pick(['State Information', 'State tax information']),
      columns: nos[0].map((no, i) => col(`${no} ${nos[1][i]}`, 1.3, i === 1 ? 'left' : 'right')),
      rows: states.map((st, i) => ({
        cells: [$(withheld[i]!), `${st} ${k.digits(k.int(7, 9))}`, $(incomes[i]!)],
      })),
      ruling: k.pick(['rules', 'grid'] as const),
      repeatHeader: false,
      size: 8,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'note',
      lines: ['This is important tax information and is being furnished to the IRS. Keep for your records.'],
      size: 6.5,
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'courier', 'times'] as const), margin: k.int(34, 46) };
}

/**
 * A tax-document portal's printout of a 1099 (decision 208): the boxes first, as tiles of a small
 * caption over its value, two or three to a row, with no ruling (empty boxes left out or printed as
 * 0.00); the account number as one more tile; the parties at the BOTTOM of the page, the
 * recipient's block on the left and the payer's on the right or the other way round, under
 * headings in the portal's words ("Issued by" / "Issued to", "Payer information" / "Recipient
 * information", "Filer" / "Recipient"), each a name over an address with its TIN on a labelled line.
 */
function portalTilesPartiesBelow(seed: number): GrammarOutput {
  const { d, truth } = base1099(seed);
  const k = new Rng(seed ^ 0x9e7a11e5);
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const zeros = k.bool(0.5);
  const boxWord = k.pick(['', 'Box ']);
  const pairs: [string, string][] = [];
  for (const b of BOXES[d.variant]) {
    const v = d.amounts[b.field];
    if (v === undefined && !zeros) continue;
    if (v === undefined) truth.fields[b.field] = 0;
    pairs.push([`${boxWord}${b.no} ${b.label}`, $(v ?? 0)]);
  }
  if (d.account) pairs.push([k.pick(['Account number', 'Account No.', 'Account']), d.account]);
  const heads = k.pick([
    ['Issued by', 'Issued to'],
    ['Payer information', 'Recipient information'],
    ['Filer', 'Recipient'],
    ["Payer's information", 'Your information'],
  ] as const);
  const party = (
    head: string,
    name: string,
    a: typeof d.payerAddress,
    tinLabel: string,
    tin: string,
  ): Block => ({
    kind: 'stack',
    blocks: [
      { kind: 'text', lines: [head], size: 8.5, bold: true },
      { kind: 'text', lines: [name, a.street, cityLine(a)], size: 9 },
      { kind: 'text', lines: [`${tinLabel}: ${tin}`], size: 8.5 },
    ],
  });
  const payer = party(
    heads[0],
    d.payer,
    d.payerAddress,
    k.pick(["Payer's TIN", 'TIN', 'Federal ID']),
    d.payerTIN,
  );
  const recipient = party(
    heads[1],
    d.recipient,
    d.recipientAddress,
    k.pick(["Recipient's TIN", 'TIN', 'Taxpayer ID']),
    d.recipientTIN,
  );
  const recipientLeft = k.bool(0.5);
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [`${d.year} Form 1099-${d.variant}`, TITLE[d.variant]],
      size: 13,
      bold: true,
    },
    {
      kind: 'text',
      lines: [
        k.pick([
          'Tax document - downloaded copy. This is important tax information and is being furnished to the IRS.',
          'Printed from your online tax documents. Keep for your records.',
        ]),
      ],
      size: 7.5,
      color: 'grey',
    },
    { kind: 'space', h: 12 },
    { kind: 'kv', pairs, style: 'stacked', columns: k.pick([2, 3]), size: 9 },
    { kind: 'space', h: 22 },
    {
      kind: 'pair',
      left: recipientLeft ? recipient : payer,
      right: recipientLeft ? payer : recipient,
    },
    { kind: 'space', h: 16 },
    {
      kind: 'text',
      lines: ['If you have questions about this form, contact the payer at the address shown above.'],
      size: 7,
      color: 'grey',
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 54) };
}

export const WRITTEN_PAY_FAMILIES: WrittenFamilies = {
  payslip: {
    'voucher-check-twice': voucherCheckTwice,
    'ledger-lines-ytd-marker': ledgerLines,
    'panels-net-first': panelsNetFirst,
    'wide-row-earnings-deductions': wideRowEarningsDeductions,
    'current-then-ytd-tables': currentThenYtdTables,
    'pretax-posttax-employer-paid': pretaxPosttaxEmployer,
    'transposed-columns-per-item': transposedColumnsPerItem,
  },
  irs_1099: {
    'copies-boxes-across': copiesAcross,
    'box-after-words-detail': boxAfterDetail,
    'corrected-original-columns': correctedColumns,
    'bank-accounts-statement': bankAccountsStatement,
    'software-two-states': softwareTwoStates,
    'portal-tiles-parties-below': portalTilesPartiesBelow,
  },
};
