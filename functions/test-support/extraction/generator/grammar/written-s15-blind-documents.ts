// Session 15's BLIND document families (decision 230): written by a helper who never runs the
// engine, and not registered in grammar/index.ts until the session's tuners stop, so no tuner can
// generate them. They measure whether the session's general mechanisms read layouts nobody shaped
// to the engine. Each is modelled on how a kind of real document is laid out in general (a credit
// union's Visa statement, an HR portal's payslip, a desktop payroll voucher check, ...); decision 233
// describes them. Every value the truth holds is printed on the page; totals and box relations hold.
import { MONTHS, address, cityLine, fullAddress, person } from '../fake-data';
import { addDays } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { bankData, bankStatementFields, type Tx } from '../types/bank-statement';
import { cardData, cardStatementFields, type CardData, type CardTx } from '../types/credit-card-statement';
import { invoiceData } from '../types/invoice';
import { payslipData, payslipTruth, type Item, type PayslipData } from '../types/payslip';
import { profitLossStatement } from '../types/profit-loss';
import { col, type Block, type TableRow } from './compose';
import { amount, date, plain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';
const qtyText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2));
/** "Mar 04": a statement row's date without its year. */
const monthDay = (iso: string) =>
  `${(MONTHS[Number(iso.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${iso.slice(8)}`;
const phone = (k: Rng) => `(${k.int(201, 989)}) ${k.int(200, 999)}-${k.digits(4)}`;

/** A card transaction as the truth holds it; `category` only where the family prints one. */
function cardRow(t: CardTx, category?: string): Record<string, string | number | null> {
  return {
    transactionDate: t.date,
    postDate: t.postDate,
    description: t.description,
    ...(category !== undefined ? { category } : {}),
    transactionType: t.type,
    amount: t.amount,
  };
}

/** Fees and interest charged so far this year: at least this statement's, as issuers print them. */
function yearToDate(d: CardData, k: Rng): { fees: number; interest: number; year: string } {
  const months = Number(d.end.slice(5, 7)) - 1;
  return {
    fees: round2(d.fees + (months > 0 && k.bool(0.4) ? k.pick([29, 39, 2.15]) : 0)),
    interest: round2(d.interest + months * k.money(1, 40)),
    year: d.end.slice(0, 4),
  };
}

// ------------------------------------------------------------------------------- card statements

const CREDIT_UNIONS = [
  'Cedar Valley Federal Credit Union',
  'Tri-County Teachers Credit Union',
  'Riverbend Community Credit Union',
  'Mountain West Federal Credit Union',
  'Lakeview Employees Credit Union',
] as const;

/**
 * A credit union's Visa statement in the US disclosure format: the member's name and a masked card
 * number; an "Account Summary" box whose lines carry their operator (- payments, + purchases, +
 * cash advances and balance transfers at zero, + fees, + interest, = new balance) beside a "Payment
 * Information" box with the minimum payment warning (a late fee and a penalty APR, amounts that are
 * not fields); an account information block (credit line, available credit, cash advance limit and
 * the cash available, the billing cycle, days in it). The transaction table has transaction date,
 * posting date, a reference number and the amount, credits with a leading minus, in sections:
 * payments and other credits, then purchases per cardholder (the primary and, on most statements,
 * an authorized user) each with its own total, then fees and interest each with its period total
 * (printed even at zero). The year-to-date fee and interest totals and an interest charge
 * calculation table (purchases and cash advances: APR, balance subject to interest, interest) close
 * it. The billing cycle is printed as a range; dates in rows carry no year on some statements.
 */
function creditUnionVisaCardholderSections(seed: number): GrammarOutput {
  const d = cardData(seed);
  const k = new Rng(seed ^ 0x15c0_0001);
  const union = k.pick(CREDIT_UNIONS);
  const money: AmountStyle = {
    currency: k.pick(['', '$']),
    thousands: true,
    negative: 'minus',
    zero: 'number',
  };
  const $ = (v: number) => amount(v, { ...money, currency: '$' });
  const rowStyle = k.pick(['month-day', 'us-short-year'] as const);
  const rowDate = (iso: string) => date(iso, rowStyle);
  const headDate = k.pick(['us', 'long', 'short-month'] as const);
  const authorized = k.bool(0.75) ? person(k).name.toUpperCase() : null;
  const otherLast4 = k.digits(4);
  const ref = () => `${k.digits(5)}${k.pick(['A', 'F', 'K', 'X'])}${k.digits(6)}`;

  const credits = d.txs.filter(isCredit);
  const purchases = d.txs.filter((t) => t.type === 'purchase');
  const byAuthorized = new Set(authorized ? purchases.filter(() => k.bool(0.4)) : []);
  const primary = purchases.filter((t) => !byAuthorized.has(t));
  const secondary = purchases.filter((t) => byAuthorized.has(t));
  const fees = d.txs.filter((t) => t.type === 'fee');
  const interest = d.txs.filter((t) => t.type === 'interest');

  const row = (t: CardTx): TableRow => ({
    cells: [
      rowDate(t.date),
      rowDate(t.postDate),
      ref(),
      t.description,
      amount(isCredit(t) ? -t.amount : t.amount, money),
    ],
  });
  const section = (title: string): TableRow => ({ cells: ['', '', '', title, ''], kind: 'section' });
  const total = (label: string, v: number): TableRow => ({
    cells: ['', '', '', label, $(v)],
    kind: 'subtotal',
  });
  const rows: TableRow[] = [section('PAYMENTS AND OTHER CREDITS'), ...credits.map(row)];
  rows.push(section('PURCHASES AND OTHER DEBITS'));
  const holder = d.holder.name.toUpperCase();
  for (const [name, last4, txs] of [
    [holder, d.last4, primary],
    [authorized, otherLast4, secondary],
  ] as const) {
    if (!name || txs.length === 0) continue;
    rows.push(section(`${name}  CARD ENDING ${last4}`), ...txs.map(row));
    rows.push(total(`TOTAL PURCHASES FOR ${name}`, sum(txs.map((t) => t.amount))));
  }
  rows.push(section('FEES'), ...fees.map(row), total('TOTAL FEES FOR THIS PERIOD', d.fees));
  rows.push(section('INTEREST CHARGED'), ...interest.map(row));
  rows.push(total('TOTAL INTEREST FOR THIS PERIOD', d.interest));
  const printed = [...credits, ...primary, ...secondary, ...fees, ...interest];

  const ytd = yearToDate(d, k);
  const cashLimit = round2(Math.round((d.limit * k.pick([0.2, 0.3, 0.5])) / 100) * 100);
  const penalty = k.pick([29.99, 28.99, 27.99]);
  const lateFee = k.pick([25, 35, 40]);
  const averageDaily = round2(d.previous * k.pick([0.8, 0.9, 1.0]) + 0.01);
  const summary: [string, string][] = [
    ['Previous Balance', $(d.previous)],
    ['Payments and Other Credits', `- ${plain(d.payments, money)}`],
    ['Purchases', `+ ${plain(d.purchases, money)}`],
    ['Balance Transfers', `+ ${plain(0, money)}`],
    ['Cash Advances', `+ ${plain(0, money)}`],
    ['Fees Charged', `+ ${plain(d.fees, money)}`],
    ['Interest Charged', `+ ${plain(d.interest, money)}`],
    ['New Balance', `= ${$(d.newBalance)}`],
  ];
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.55,
      left: {
        kind: 'text',
        lines: [union, `${k.pick(['Visa Platinum', 'Visa Signature', 'Visa Classic'])} Statement`],
        size: 13,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`Card Number XXXX XXXX XXXX ${d.last4}`, `Member ${d.holder.name}`],
        align: 'right',
        size: 9,
      },
    },
    { kind: 'text', lines: [holder, d.holder.address.street, cityLine(d.holder.address)], size: 9 },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      split: 0.5,
      left: { kind: 'kv', title: 'Account Summary', pairs: summary, style: 'aligned', box: true, size: 9 },
      right: {
        kind: 'stack',
        blocks: [
          {
            kind: 'kv',
            title: 'Payment Information',
            pairs: [
              ['New Balance', $(d.newBalance)],
              ['Minimum Payment Due', $(d.minimum)],
              ['Payment Due Date', date(d.due, headDate)],
            ],
            style: 'aligned',
            box: true,
            size: 9,
          },
          {
            kind: 'note',
            lines: [
              'Late Payment Warning: If we do not receive your minimum',
              `payment by the date listed above, you may have to pay a late`,
              `fee of up to ${$(lateFee)} and your APRs may be increased up to`,
              `the Penalty APR of ${penalty.toFixed(2)}%.`,
            ],
            size: 7,
          },
        ],
      },
    },
    { kind: 'space', h: 6 },
    {
      kind: 'kv',
      title: 'Account Information',
      pairs: [
        ['Credit Line', $(d.limit)],
        ['Available Credit', $(d.available)],
        ['Cash Advance Limit', $(cashLimit)],
        ['Available for Cash', $(Math.min(cashLimit, d.available))],
        ['Billing Cycle', `${date(d.start, headDate)} - ${date(d.end, headDate)}`],
        ['Statement Closing Date', date(d.end, headDate)],
        ['Days in Billing Cycle', '30'],
      ],
      style: 'colon',
      columns: 2,
      size: 8,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: 'Transactions',
      columns: [
        col('Trans Date', 1.1),
        col('Post Date', 1.1),
        col('Reference Number', 2.1),
        col('Description', 4.4),
        col('Amount', 1.6, 'right'),
      ],
      rows,
      ruling: 'rules',
      repeatHeader: true,
      continuedNote: 'Continued on next page',
      size: 8,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: `${ytd.year} Totals Year-to-Date`,
      columns: [col('', 4), col('', 1.5, 'right')],
      rows: [
        { cells: [`Total fees charged in ${ytd.year}`, $(ytd.fees)] },
        { cells: [`Total interest charged in ${ytd.year}`, $(ytd.interest)] },
      ],
      ruling: 'none',
      repeatHeader: false,
      size: 8,
    },
    {
      kind: 'table',
      title: 'Interest Charge Calculation',
      columns: [
        col('Type of Balance', 2.4),
        col('Annual Percentage Rate (APR)', 2.2, 'right'),
        col('Balance Subject to Interest Rate', 2.4, 'right'),
        col('Interest Charge', 1.6, 'right'),
      ],
      rows: [
        {
          cells: [
            'Purchases',
            `${d.apr.toFixed(2)}% (v)`,
            $(d.interest > 0 ? averageDaily : 0),
            $(d.interest),
          ],
        },
        { cells: ['Cash Advances', `${(d.apr + 3).toFixed(2)}% (v)`, $(0), $(0)] },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
  ];
  return {
    blocks,
    truth: {
      documentType: 'credit_card_statement',
      fields: { ...cardStatementFields(d), cardIssuer: union },
      transactions: printed.map((t) => cardRow(t)),
    },
    font: 'helvetica',
    margin: 40,
    footer: (i, n) => `${union}  ·  Page ${i} of ${n}`,
  };
}

const REWARDS_CARDS = [
  'Beacon Rewards Card',
  'Cobalt Miles Visa Signature',
  'Summit Cash Preferred Mastercard',
  'Harbor Everyday Points Card',
] as const;

/** The spending category a rewards issuer prints beside a transaction. */
function rewardsCategory(t: CardTx): string {
  if (t.type === 'payment') return 'Payment';
  if (t.type === 'fee') return 'Fees & Adjustments';
  if (t.type === 'interest') return 'Interest';
  const c: Record<string, string> = {
    Groceries: 'Supermarkets',
    Gas: 'Gasoline',
    Dining: 'Restaurants',
    Travel: 'Travel/Entertainment',
    Shopping: 'Merchandise',
    Electronics: 'Merchandise',
    Utilities: 'Services',
    Entertainment: 'Services',
    Health: 'Services',
    'Home Improvement': 'Home Improvement',
  };
  return c[t.category ?? ''] ?? 'Merchandise';
}

/**
 * A rewards card issuer's statement: a banner with the closing date and "Account Ending", a left
 * column with the new balance large, the minimum payment and its due date, and a right column with
 * the summary (previous balance, payments/credits as a negative, new charges, fees, interest, new
 * balance), the credit and cash limits and the cash available. A rewards summary in points (whole
 * numbers: last statement, earned base and bonus, redeemed, available) sits between them and the
 * activity. The activity is one chronological list (date without a year, description, spending
 * category, amount with a dollar sign) where payments and refunds carry a CR suffix and no minus; it
 * breaks to a second page inside the table with "Continued on next page" and a repeated header. Fees
 * and interest are totalled after the list with the year's totals, then the interest charge
 * calculation with its variable rates and the days in the billing period.
 */
function rewardsIssuerCreditSuffixActivity(seed: number): GrammarOutput {
  const d = cardData(seed);
  const k = new Rng(seed ^ 0x15c0_0002);
  const card = k.pick(REWARDS_CARDS);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'cr', zero: 'number' };
  const $ = (v: number) => amount(v, money);
  const headDate = k.pick(['us-short-year', 'us', 'short-month'] as const);
  const words = d.words;
  const ytd = yearToDate(d, k);
  const cashLimit = round2(Math.round((d.limit * k.pick([0.1, 0.2, 0.25])) / 100) * 100);
  const base = Math.round(d.purchases);
  const bonus = Math.round(d.purchases * k.pick([0.5, 1, 2]) * k.next());
  const lastPoints = k.int(1200, 88000);
  const redeemed = k.bool(0.3) ? Math.min(lastPoints, k.int(5, 50) * 500) : 0;
  const points = (n: number) => n.toLocaleString('en-US');
  const rows: TableRow[] = d.txs.map((t) => ({
    cells: [
      monthDay(t.date),
      t.description,
      rewardsCategory(t),
      amount(isCredit(t) ? -t.amount : t.amount, money),
    ],
  }));
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.5,
      left: { kind: 'text', lines: [card], size: 15, bold: true },
      right: {
        kind: 'text',
        lines: [d.holder.name, `Closing Date ${date(d.end, headDate)}   Account Ending in ${d.last4}`],
        align: 'right',
        size: 9,
      },
    },
    { kind: 'rule' },
    {
      kind: 'pair',
      split: 0.45,
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'kv', pairs: [['New Balance', $(d.newBalance)]], style: 'stacked', size: 14 },
          {
            kind: 'kv',
            pairs: [
              ['Minimum Payment Due', $(d.minimum)],
              ['Payment Due Date', date(d.due, headDate)],
            ],
            style: 'stacked',
            columns: 2,
            size: 10,
          },
          {
            kind: 'note',
            lines: [
              `Billing Period: ${date(d.start, headDate)} to ${date(d.end, headDate)}`,
              'Pay online, by phone, or mail the coupon below.',
            ],
            size: 8,
          },
        ],
      },
      right: {
        kind: 'kv',
        title: words.pick(['Account Summary', 'Summary of Account Activity']),
        pairs: [
          ['Previous Balance', $(d.previous)],
          [
            words.pick(['Payments/Credits', 'Payments and Credits']),
            amount(-d.payments, { ...money, negative: 'minus' }),
          ],
          [words.pick(['New Charges', 'Purchases']), `+${$(d.purchases)}`],
          ['Fees', `+${$(d.fees)}`],
          ['Interest Charged', `+${$(d.interest)}`],
          ['New Balance', $(d.newBalance)],
          ['Credit Limit', $(d.limit)],
          ['Available Credit', $(d.available)],
          ['Cash Advance Limit', $(cashLimit)],
          ['Available Cash', $(Math.min(cashLimit, d.available))],
        ],
        style: 'leaders',
        size: 9,
      },
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      title: 'Rewards Summary',
      columns: [
        col('Points from last statement', 2, 'right'),
        col('Base points earned', 2, 'right'),
        col('Bonus points', 1.6, 'right'),
        col('Redeemed', 1.4, 'right'),
        col('Available points', 1.8, 'right'),
      ],
      rows: [
        {
          cells: [
            points(lastPoints),
            points(base),
            points(bonus),
            points(redeemed),
            points(lastPoints + base + bonus - redeemed),
          ],
        },
      ],
      ruling: 'grid',
      repeatHeader: false,
      size: 8,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: words.pick(['Account Activity', 'Transaction Details', 'Activity Since Last Statement']),
      columns: [col('Date', 1), col('Description', 5), col('Category', 2.2), col('Amount', 1.6, 'right')],
      rows,
      ruling: k.pick(['zebra', 'rules'] as const),
      repeatHeader: true,
      continuedNote: 'Continued on next page',
      breakAfter: Math.min(rows.length - 2, k.int(7, 14)),
      size: 8,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: 'Fees and Interest',
      columns: [col('', 4), col('This Period', 1.5, 'right'), col(`${ytd.year} Year-to-Date`, 1.8, 'right')],
      rows: [
        { cells: ['Total Fees for This Period', $(d.fees), $(ytd.fees)] },
        { cells: ['Total Interest Charged for This Period', $(d.interest), $(ytd.interest)] },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
    {
      kind: 'table',
      title: 'Interest Charge Calculation   Days in Billing Period: 30',
      columns: [
        col('', 2.5),
        col('Annual Percentage Rate', 2, 'right'),
        col('Balance Subject to Interest Rate', 2.4, 'right'),
        col('Interest Charge', 1.6, 'right'),
      ],
      rows: [
        {
          cells: [
            'Purchases',
            `${d.apr.toFixed(2)}% (v)`,
            $(d.interest > 0 ? round2(d.previous * 0.95) : 0),
            $(d.interest),
          ],
        },
        { cells: ['Cash Advances', `${Math.min(29.99, d.apr + 5).toFixed(2)}% (v)`, $(0), $(0)] },
      ],
      ruling: 'none',
      repeatHeader: false,
      size: 8,
    },
  ];
  return {
    blocks,
    truth: {
      documentType: 'credit_card_statement',
      fields: { ...cardStatementFields(d), cardIssuer: card },
      transactions: d.txs.map((t) => cardRow(t, rewardsCategory(t))),
    },
    font: 'helvetica',
    margin: 36,
    footer: (i, n) => `${card} · Account Ending in ${d.last4} · p. ${i}/${n}`,
  };
}

// ------------------------------------------------------------------------------------ pay stubs

const itemsOf = (d: PayslipData, f: (i: Item) => boolean) => d.items.filter(f);
const total = (xs: readonly Item[], key: 'amount' | 'ytdAmount') => sum(xs.map((i) => i[key]));
/** Pay periods elapsed this year, as a stub's year-to-date hours imply. */
const periodsSoFar = (d: PayslipData) => Math.max(1, Math.round(d.ytdGross / Math.max(1, d.gross)));

/** Employer-paid benefits an HR portal or payroll voucher lists apart from the employee's deductions. */
function employerPaid(d: PayslipData, k: Rng): [string, number, number][] {
  const n = periodsSoFar(d);
  const out: [string, number, number][] = [];
  const match = d.items.find((i) => /401\(k\)/.test(i.description));
  if (match) out.push(['Employer 401(k) Match', round2(match.amount * 0.5), round2(match.ytdAmount * 0.5)]);
  const medical = k.money(180, 620);
  out.push([k.pick(['Employer Medical', 'Medical - Employer Paid']), medical, round2(medical * n)]);
  if (k.bool(0.6)) {
    const life = k.money(2, 18);
    out.push(['Basic Life Insurance', life, round2(life * n)]);
  }
  return out;
}

/** A net pay split between accounts, as the deposit advice prints it: a fixed savings share, the rest to checking. */
function depositSplit(k: Rng, net: number): [string, string, number][] {
  const bank = k.pick(['Lakeshore Bank & Trust', 'First Harbor Bank', 'Summit FCU', 'Prairie National Bank']);
  if (k.bool(0.45) || net < 300) return [[bank, `Checking ******${k.digits(4)}`, net]];
  const saving = Math.min(round2(net / 3), k.pick([50, 100, 150, 200, 250]));
  return [
    [bank, `Savings ******${k.digits(4)}`, saving],
    [bank, `Checking ******${k.digits(4)}`, round2(net - saving)],
  ];
}

/**
 * An HR portal's payslip (Workday-, UKG-like): a one-row header table (name, company, employee ID,
 * pay period begin and end, check date, check number), a Current/YTD summary grid whose columns are
 * the hours worked, gross pay, pre-tax deductions, employee taxes, post-tax deductions, the total of
 * all deductions and net pay. Earnings list each line's dates, hours, rate, amount and the
 * year-to-date hours and amount; employee taxes and pre-tax deductions stand side by side; post-tax
 * deductions and the employer-paid benefits (amounts that are not the employee's) follow, then the
 * taxable wages, the withholding elections, the absence plans (hours accrued, used, available) and
 * the payment information splitting the net pay between accounts. Amounts have no dollar sign; an
 * empty hours or rate cell is blank.
 */
function hrPortalSummaryGridPayslip(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x15c0_0003);
  const m = (v: number) => plain(v, { currency: '', thousands: true, negative: 'minus', zero: 'number' });
  const rowDate = k.pick(['us', 'us-short-year'] as const);
  const headDate = k.pick(['us', 'us', 'iso'] as const);
  const earnings = itemsOf(d, (i) => i.itemType === 'earning');
  const taxes = itemsOf(d, (i) => i.deductionCategory === 'taxes');
  const preTax = itemsOf(d, (i) => i.deductionCategory === 'benefits');
  const postTax = itemsOf(d, (i) => i.deductionCategory === 'other');
  const n = periodsSoFar(d);
  const hours = sum(earnings.map((i) => i.hours ?? 0));
  const ytdHours = round2(hours * n);
  const name = k.bool(0.5) ? d.employee.name.toUpperCase() : d.employee.name;
  const period = `${date(d.start, rowDate)} - ${date(d.end, rowDate)}`;
  const amountTable = (title: string, xs: readonly Item[], totalLabel: string): Block => ({
    kind: 'table',
    title,
    columns: [col('Description', 3), col('Amount', 1.4, 'right'), col('YTD', 1.6, 'right')],
    rows: [
      ...xs.map((i) => ({ cells: [i.description, m(i.amount), m(i.ytdAmount)] })),
      { cells: [totalLabel, m(total(xs, 'amount')), m(total(xs, 'ytdAmount'))], kind: 'subtotal' as const },
    ],
    ruling: 'rules',
    repeatHeader: false,
    size: 8,
  });
  const employer = employerPaid(d, k);
  const taxable = round2(d.gross - total(preTax, 'amount'));
  const taxableYtd = round2(d.ytdGross - total(preTax, 'ytdAmount'));
  const accrue = k.pick([3.08, 4.62, 6.15]);
  const vacation = round2(k.int(8, 120) + 0.25 * k.int(0, 3));
  const sick = round2(k.int(4, 60) + 0.5 * k.int(0, 1));
  const deposits = depositSplit(k, d.net);
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.6,
      left: { kind: 'text', lines: [d.employer, fullAddress(d.employerAddress)], size: 10, bold: false },
      right: {
        kind: 'text',
        lines: [k.pick(['Pay Slip', 'Payslip', 'Pay Statement'])],
        size: 16,
        bold: true,
        align: 'right',
      },
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      columns: [
        col('Name', 2.2),
        col('Company', 2.6),
        col('Employee ID', 1.3),
        col('Pay Period Begin', 1.4),
        col('Pay Period End', 1.4),
        col('Check Date', 1.3),
        col('Check Number', 1.2),
      ],
      rows: [
        {
          cells: [
            name,
            d.employer,
            d.employeeId,
            date(d.start, headDate),
            date(d.end, headDate),
            date(d.payDate, headDate),
            k.bool(0.6) ? k.digits(6) : '',
          ],
        },
      ],
      ruling: 'grid',
      repeatHeader: false,
      size: 7.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      columns: [
        col('', 0.8),
        col('Hours Worked', 1.3, 'right'),
        col('Gross Pay', 1.2, 'right'),
        col('Pre Tax Deductions', 1.8, 'right'),
        col('Employee Taxes', 1.6, 'right'),
        col('Post Tax Deductions', 1.8, 'right'),
        col(k.pick(['Total Deductions', 'Deductions & Taxes']), 1.9, 'right'),
        col('Net Pay', 1.4, 'right'),
      ],
      rows: [
        {
          cells: [
            'Current',
            hours.toFixed(2),
            m(d.gross),
            m(total(preTax, 'amount')),
            m(total(taxes, 'amount')),
            m(total(postTax, 'amount')),
            m(d.deductions),
            m(d.net),
          ],
        },
        {
          cells: [
            'YTD',
            ytdHours.toFixed(2),
            m(d.ytdGross),
            m(total(preTax, 'ytdAmount')),
            m(total(taxes, 'ytdAmount')),
            m(total(postTax, 'ytdAmount')),
            m(d.ytdDeductions),
            m(d.ytdNet),
          ],
        },
      ],
      ruling: 'grid',
      repeatHeader: false,
      size: 7,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: 'Earnings',
      columns: [
        col('Description', 2.4),
        col('Dates', 2.6),
        col('Hours', 1, 'right'),
        col('Rate', 1, 'right'),
        col('Amount', 1.3, 'right'),
        col('YTD Hours', 1.2, 'right'),
        col('YTD Amount', 1.4, 'right'),
      ],
      rows: [
        ...earnings.map((i) => ({
          cells: [
            i.description,
            period,
            i.hours === null ? '' : i.hours.toFixed(2),
            i.rate === null ? '' : i.rate.toFixed(2),
            m(i.amount),
            i.hours === null ? '' : round2(i.hours * n).toFixed(2),
            m(i.ytdAmount),
          ],
        })),
        {
          cells: ['Earnings', '', hours.toFixed(2), '', m(d.gross), ytdHours.toFixed(2), m(d.ytdGross)],
          kind: 'subtotal' as const,
        },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      split: 0.5,
      left: amountTable('Employee Taxes', taxes, 'Employee Taxes'),
      right: amountTable('Pre Tax Deductions', preTax, 'Pre Tax Deductions'),
    },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      split: 0.5,
      left: amountTable('Post Tax Deductions', postTax, 'Post Tax Deductions'),
      right: {
        kind: 'table',
        title: 'Employer Paid Benefits',
        columns: [col('Description', 3), col('Amount', 1.4, 'right'), col('YTD', 1.6, 'right')],
        rows: employer.map(([label, a, y]) => ({ cells: [label, m(a), m(y)] })),
        ruling: 'rules',
        repeatHeader: false,
        size: 8,
      },
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      title: 'Taxable Wages',
      columns: [col('Description', 4), col('Amount', 1.4, 'right'), col('YTD', 1.6, 'right')],
      rows: [
        { cells: ['OASDI - Taxable Wages', m(d.gross), m(d.ytdGross)] },
        { cells: ['Medicare - Taxable Wages', m(d.gross), m(d.ytdGross)] },
        { cells: ['Federal Withholding - Taxable Wages', m(taxable), m(taxableYtd)] },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
    {
      kind: 'pair',
      split: 0.5,
      left: {
        kind: 'table',
        title: 'Withholding',
        columns: [col('', 2), col('Federal', 1.2), col('State', 1.2)],
        rows: [
          { cells: ['Marital Status', k.pick(['Single', 'Married']), k.pick(['Single', 'Married'])] },
          { cells: ['Allowances', '0', String(k.int(0, 3))] },
          { cells: ['Additional Withholding', '0', '0'] },
        ],
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
      right: {
        kind: 'table',
        title: 'Absence Plans',
        columns: [
          col('Description', 2),
          col('Accrued', 1, 'right'),
          col('Reduced', 1, 'right'),
          col('Available', 1, 'right'),
        ],
        rows: [
          { cells: ['Vacation (hours)', accrue.toFixed(2), '0.00', vacation.toFixed(2)] },
          { cells: ['Sick (hours)', '1.54', k.pick(['0.00', '8.00']), sick.toFixed(2)] },
        ],
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      title: 'Payment Information',
      columns: [
        col('Bank', 2.4),
        col('Account Name', 2.2),
        col('Account Number', 2),
        col('USD Amount', 1.4, 'right'),
      ],
      rows: deposits.map(([bank, acct, a]) => ({
        cells: [bank, acct.split(' ')[0] ?? '', acct.split(' ')[1] ?? '', m(a)],
      })),
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
  ];
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: false }, [...earnings, ...taxes, ...preTax, ...postTax]),
    font: 'helvetica',
    margin: 34,
  };
}

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

function underThousand(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const tens = r < 20 ? ONES[r] : `${TENS[Math.floor(r / 10)]}${r % 10 ? `-${ONES[r % 10]}` : ''}`;
  return [h ? `${ONES[h]} Hundred` : '', tens ?? ''].filter(Boolean).join(' ');
}

/** A check's written amount: "One Thousand Two Hundred Four and 56/100". */
function checkWords(v: number): string {
  const dollars = Math.floor(v);
  const cents = Math.round((v - dollars) * 100);
  const thousands = Math.floor(dollars / 1000);
  const words = [thousands ? `${underThousand(thousands)} Thousand` : '', underThousand(dollars % 1000)]
    .filter(Boolean)
    .join(' ');
  return `${words || 'Zero'} and ${String(cents).padStart(2, '0')}/100`;
}

/**
 * A small business's payroll voucher check from desktop accounting software: the check on top (the
 * employer, a bank, the check number and date, "Pay to the order of" the employee, the net pay with
 * asterisks and in words, the employee's address, a memo with the pay period, "NON-NEGOTIABLE") then
 * the voucher stub: employee, ID and the pay period and pay date on one line; the earnings (hours,
 * rate, current, YTD) beside the taxes, which print as negative numbers, as do the other deductions
 * below them; a summary (gross, taxes, deductions, the total withheld, net pay, current and YTD);
 * company contributions and paid time off (hours used and available). Half the vouchers print the
 * stub a second time below a perforation, marked as the company's copy, as the real three-part
 * voucher does; the truth counts each item once.
 */
function desktopPayrollVoucherCheck(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x15c0_0004);
  const style: AmountStyle = {
    currency: '',
    thousands: true,
    negative: k.pick(['minus', 'trailing-minus'] as const),
    zero: 'number',
  };
  const m = (v: number) => amount(v, style);
  const headDate = k.pick(['us', 'us-short-year'] as const);
  const earnings = itemsOf(d, (i) => i.itemType === 'earning');
  const taxes = itemsOf(d, (i) => i.deductionCategory === 'taxes');
  const others = itemsOf(d, (i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const checkNo = String(k.int(1001, 9899));
  const bank = k.pick(['Lakeshore Bank & Trust', 'Granite Trust Bank', 'Redwood Community Bank']);
  const employer = employerPaid(d, k).slice(0, 2);
  const used = k.pick([0, 0, 4, 8]);
  const available = round2(k.int(6, 96) + 0.5 * k.int(0, 1));
  const stub = (copy: string): Block[] => [
    { kind: 'rule' },
    {
      kind: 'pair',
      split: 0.6,
      left: {
        kind: 'text',
        lines: [`${d.employee.name}    Employee ID: ${d.employeeId}`, d.employer],
        size: 9,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [
          `Pay Period: ${date(d.start, headDate)} - ${date(d.end, headDate)}`,
          `Pay Date: ${date(d.payDate, headDate)}   ${copy}`,
        ],
        size: 8,
        align: 'right',
      },
    },
    {
      kind: 'pair',
      split: 0.55,
      left: {
        kind: 'table',
        columns: [
          col('Earnings', 2.4),
          col('Hours', 1, 'right'),
          col('Rate', 1, 'right'),
          col('Current', 1.3, 'right'),
          col('YTD Amount', 1.4, 'right'),
        ],
        rows: earnings.map((i) => ({
          cells: [
            i.description,
            i.hours === null ? '' : i.hours.toFixed(2),
            i.rate === null ? '' : i.rate.toFixed(2),
            m(i.amount),
            m(i.ytdAmount),
          ],
        })),
        ruling: 'none',
        repeatHeader: false,
        size: 8,
      },
      right: {
        kind: 'table',
        columns: [col('Taxes', 2.2), col('Current', 1.2, 'right'), col('YTD Amount', 1.4, 'right')],
        rows: taxes.map((i) => ({ cells: [i.description, m(-i.amount), m(-i.ytdAmount)] })),
        ruling: 'none',
        repeatHeader: false,
        size: 8,
      },
    },
    {
      kind: 'pair',
      split: 0.55,
      left: {
        kind: 'table',
        columns: [
          col('Other Deductions', 2.4),
          col('Current', 1.3, 'right'),
          col('YTD Amount', 1.4, 'right'),
        ],
        rows: others.length
          ? others.map((i) => ({ cells: [i.description, m(-i.amount), m(-i.ytdAmount)] }))
          : [{ cells: ['None', '', ''] }],
        ruling: 'none',
        repeatHeader: false,
        size: 8,
      },
      right: {
        kind: 'table',
        columns: [col('Summary', 2.2), col('Current', 1.2, 'right'), col('YTD Amount', 1.4, 'right')],
        rows: [
          { cells: ['Gross Pay', m(d.gross), m(d.ytdGross)] },
          { cells: ['Taxes', m(-total(taxes, 'amount')), m(-total(taxes, 'ytdAmount'))] },
          { cells: ['Deductions', m(-total(others, 'amount')), m(-total(others, 'ytdAmount'))] },
          { cells: ['Total Withheld', m(-d.deductions), m(-d.ytdDeductions)] },
          { cells: ['Net Pay', m(d.net), m(d.ytdNet)], kind: 'subtotal' },
        ],
        ruling: 'none',
        repeatHeader: false,
        size: 8,
      },
    },
    {
      kind: 'pair',
      split: 0.55,
      left: {
        kind: 'table',
        columns: [
          col('Company Contributions', 2.4),
          col('Current', 1.3, 'right'),
          col('YTD Amount', 1.4, 'right'),
        ],
        rows: employer.map(([label, a, y]) => ({ cells: [label, m(a), m(y)] })),
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
      right: {
        kind: 'table',
        columns: [col('Paid Time Off', 2.2), col('Used', 1.2, 'right'), col('Available', 1.4, 'right')],
        rows: [{ cells: ['Vacation/PTO hrs', used.toFixed(2), available.toFixed(2)] }],
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
    },
  ];
  const secondCopy = k.bool(0.5);
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.5,
      left: {
        kind: 'text',
        lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
        size: 9,
        bold: false,
      },
      right: {
        kind: 'text',
        lines: [bank, `${checkNo}`, `Date ${date(d.payDate, headDate)}`],
        size: 9,
        align: 'right',
      },
    },
    { kind: 'space', h: 8 },
    {
      kind: 'kv',
      pairs: [['PAY TO THE ORDER OF', `${d.employee.name}      **${plain(d.net, style)}`]],
      style: 'colon',
      size: 10,
    },
    { kind: 'text', lines: [`${checkWords(d.net)} ${'*'.repeat(12)} Dollars`], size: 9 },
    {
      kind: 'text',
      lines: [d.employee.name, d.employee.address.street, cityLine(d.employee.address)],
      size: 9,
    },
    {
      kind: 'pair',
      split: 0.6,
      left: {
        kind: 'text',
        lines: [`MEMO  Pay period ${date(d.start, headDate)} - ${date(d.end, headDate)}`],
        size: 8,
      },
      right: { kind: 'text', lines: ['NON-NEGOTIABLE'], size: 9, bold: true, align: 'right' },
    },
    { kind: 'space', h: 14 },
    ...stub(secondCopy ? 'Employee copy' : ''),
    ...(secondCopy ? [{ kind: 'space', h: 18 } as Block, ...stub('Company copy')] : []),
  ];
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: false }, [...earnings, ...taxes, ...others]),
    font: k.pick(['helvetica', 'courier'] as const),
    margin: 36,
  };
}

// --------------------------------------------------------------------------------------- invoice

/** What a subscription or service line covers, printed under it in grey on billing platforms. */
function lineDetail(description: string, k: Rng, invoiceDate: string): string | null {
  if (/subscription|hosting|retainer|maintenance/i.test(description)) {
    const end = addDays(invoiceDate, 29);
    return `${monthDay(invoiceDate)} - ${monthDay(end)}, ${end.slice(0, 4)}`;
  }
  if (/consulting|bookkeeping|design|labor/i.test(description))
    return k.pick(['Billed hourly', 'Per timesheet', null]);
  return null;
}

/**
 * An online billing platform's invoice (Stripe-, Square-like): "Invoice" large with the seller's
 * name at the right; the invoice number, date of issue and date due as label/value pairs; the seller
 * (address, phone, e-mail) beside "Bill to"; a headline "$1,234.56 USD due March 3, 2025" and a pay
 * online link; line items (description, quantity, unit price, amount) where a subscription or
 * hourly line has a detail row under it in the description column only (the period it covers,
 * "Billed hourly"); subtotal, the tax with its rate and the taxable base, total, the amount already
 * paid (a deposit on some invoices) and the amount due, in dollars with the currency code; payment
 * terms and a memo. The footer repeats the number, the amount due and its date on every page.
 */
function onlineBillingPlatformInvoice(seed: number): GrammarOutput {
  const d = invoiceData(seed);
  const k = new Rng(seed ^ 0x15c0_0005);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const $ = (v: number) => amount(v, money);
  const headDate = k.pick(['long', 'short-month', 'long'] as const);
  const slug = d.vendor.toLowerCase().replace(/[^a-z]+/g, '');
  const paid = k.bool(0.3) ? round2(Math.round((d.total * k.pick([0.25, 0.5])) / 10) * 10) : 0;
  const due = round2(d.total - paid);
  const rows: TableRow[] = [];
  for (const l of d.lines) {
    rows.push({ cells: [l.description, qtyText(l.quantity), $(l.unitPrice), $(l.amount)] });
    const detail = lineDetail(l.description, k, d.date);
    if (detail) rows.push({ cells: [detail, '', '', ''] });
  }
  const taxLabel = d.taxRate > 0 ? `Sales tax (${d.taxRate}% on ${$(d.subtotal)})` : 'Tax (0%)';
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.5,
      left: { kind: 'text', lines: ['Invoice'], size: 20, bold: true },
      right: { kind: 'text', lines: [d.vendor], size: 12, bold: true, align: 'right' },
    },
    {
      kind: 'kv',
      pairs: [
        ['Invoice number', d.number],
        ['Date of issue', date(d.date, headDate)],
        ['Date due', date(d.due, headDate)],
      ],
      style: 'aligned',
      size: 9,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'pair',
      split: 0.5,
      left: {
        kind: 'text',
        lines: [
          d.vendor,
          d.vendorAddress.street,
          cityLine(d.vendorAddress),
          d.vendorPhone,
          `billing@${slug}.example`,
        ],
        size: 9,
      },
      right: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: ['Bill to'], size: 9, bold: true },
          {
            kind: 'text',
            lines: [d.customer, d.customerAddress.street, cityLine(d.customerAddress)],
            size: 9,
          },
        ],
      },
    },
    { kind: 'space', h: 10 },
    { kind: 'text', lines: [`${$(due)} USD due ${date(d.due, 'long')}`], size: 14, bold: true },
    {
      kind: 'text',
      lines: [`Pay online  https://pay.${slug}.example/i/${k.digits(8)}`],
      size: 8,
      color: 'grey',
    },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      columns: [
        col('Description', 5, 'left', true),
        col('Qty', 0.9, 'right'),
        col('Unit price', 1.5, 'right'),
        col('Amount', 1.6, 'right'),
      ],
      rows,
      ruling: 'none',
      repeatHeader: true,
      size: 9,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      split: 0.45,
      left: { kind: 'space', h: 1 },
      right: {
        kind: 'kv',
        pairs: [
          ['Subtotal', $(d.subtotal)],
          [taxLabel, $(d.tax)],
          ['Total', $(d.total)],
          ['Amount paid', $(paid)],
          ['Amount due', `${$(due)} USD`],
        ],
        style: 'aligned',
        size: 9,
      },
    },
    { kind: 'space', h: 12 },
    {
      kind: 'note',
      lines: [
        `Payment terms: ${d.terms}`,
        k.pick([
          'Thank you for your business!',
          'Questions? Reply to this e-mail or call us.',
          'Late payments accrue 1.5% per month.',
        ]),
      ],
      size: 8,
    },
  ];
  const truth: GroundTruth = {
    documentType: 'invoice',
    fields: {
      invoiceNumber: d.number,
      invoiceDate: d.date,
      dueDate: d.due,
      paymentTerms: d.terms,
      vendorName: d.vendor,
      vendorAddress: fullAddress(d.vendorAddress),
      customerName: d.customer,
      customerAddress: fullAddress(d.customerAddress),
      subtotal: d.subtotal,
      taxAmount: d.tax,
      totalAmount: d.total,
      currency: 'USD',
    },
    lineItems: d.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: 'helvetica',
    margin: 44,
    footer: (i, n) => `${d.number} · ${$(due)} due ${date(d.due, 'long')} · Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------- bank statement

const SHARE_DRAFT_NAMES = [
  'Share Draft Checking',
  'Free Checking',
  'Dividend Checking',
  'Member Checking',
] as const;

/**
 * A credit union's member statement: the union's name and address, the member's name and mailing
 * address, the member account number and the statement period; an account summary table over the
 * member's shares (a small savings share with its dividend and the checking share, each with
 * beginning balance, deposits and credits, withdrawals and debits, ending balance) and a total row
 * over both. The checking share's activity follows: a "Beginning Balance" row, then each posting
 * with its date (without a year on some statements), description, one amount column with the sign
 * of the posting (withdrawals with a trailing minus or a leading one) and the balance after it;
 * the table breaks across pages with a "Balance Forward" row; an "Ending Balance" row closes it. The
 * cleared checks are listed again in a check register three across (number, date, amount), then
 * the dividend rate and year-to-date figures. The savings share's only posting, its dividend, is a
 * line of text above the checking share's table.
 */
function creditUnionShareStatement(seed: number): GrammarOutput {
  const d = bankData(seed);
  const k = new Rng(seed ^ 0x15c0_0006);
  const union = k.pick(CREDIT_UNIONS);
  const accountName = k.pick(SHARE_DRAFT_NAMES);
  const sign = k.pick(['trailing-minus', 'minus'] as const);
  const style: AmountStyle = { currency: '', thousands: true, negative: sign, zero: 'number' };
  const m = (v: number) => amount(v, style);
  const rowDate = k.pick(['month-day', 'us', 'us-short-year'] as const);
  const headDate = k.pick(['us', 'long', 'short-month'] as const);
  const suffix = k.pick(['0009', 'S10', '70']);
  const savingsBegin = k.money(5, 2500);
  const dividend = round2((savingsBegin * 0.0005) / 12 + 0.01);
  const savingsEnd = round2(savingsBegin + dividend);
  const signed = (t: Tx) => (t.creditDebit === 'credit' ? t.amount : -t.amount);
  const rows: TableRow[] = [
    { cells: [date(d.start, rowDate), 'Beginning Balance', '', m(d.beginning)] },
    ...d.txs.map((t) => ({ cells: [date(t.date, rowDate), t.description, m(signed(t)), m(t.balance)] })),
    { cells: [date(d.end, rowDate), 'Ending Balance', '', m(d.ending)], kind: 'subtotal' as const },
  ];
  const checks = d.txs.filter((t) => /^CHECK #/.test(t.description));
  const checkCells = checks.map((t) => [
    t.description.replace('CHECK #', ''),
    date(t.date, 'month-day'),
    m(t.amount),
  ]);
  const checkRows: TableRow[] = [];
  for (let i = 0; i < checkCells.length; i += 3)
    checkRows.push({ cells: [0, 1, 2].flatMap((j) => checkCells[i + j] ?? ['', '', '']) });
  const unionAddress = address(k);
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.6,
      left: {
        kind: 'text',
        lines: [union, unionAddress.street, cityLine(unionAddress), `Member Service ${phone(k)}`],
        size: 9,
        bold: false,
      },
      right: {
        kind: 'kv',
        title: 'Statement of Account',
        pairs: [
          ['Member Number', d.accountNumber],
          ['Statement Period', `${date(d.start, headDate)} - ${date(d.end, headDate)}`],
        ],
        style: 'stacked',
        size: 9,
      },
    },
    { kind: 'space', h: 10 },
    {
      kind: 'text',
      lines: [
        d.holder.name.toUpperCase(),
        d.holder.address.street.toUpperCase(),
        cityLine(d.holder.address).toUpperCase(),
      ],
      size: 9,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      title: 'Account Summary',
      columns: [
        col('Account', 2.6),
        col('Beginning Balance', 1.5, 'right'),
        col('Deposits & Credits', 1.5, 'right'),
        col('Withdrawals & Debits', 1.6, 'right'),
        col('Ending Balance', 1.5, 'right'),
      ],
      rows: [
        { cells: ['Share Savings 0001', m(savingsBegin), m(dividend), m(0), m(savingsEnd)] },
        { cells: [`${accountName} ${suffix}`, m(d.beginning), m(d.deposits), m(d.withdrawals), m(d.ending)] },
        {
          cells: [
            'Total',
            m(round2(savingsBegin + d.beginning)),
            m(round2(dividend + d.deposits)),
            m(d.withdrawals),
            m(round2(savingsEnd + d.ending)),
          ],
          kind: 'subtotal',
        },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'text',
      lines: [
        `Share Savings 0001    ${date(d.end, rowDate)}  Deposit Dividend  ${m(dividend)}    Dividend Rate 0.05%    APY Earned 0.05%`,
      ],
      size: 8,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      title: `${accountName} ${suffix}`,
      columns: [
        col('Date', 1.1),
        col('Transaction Description', 6, 'left', true),
        col('Amount', 1.5, 'right'),
        col('Balance', 1.5, 'right'),
      ],
      rows,
      ruling: k.pick(['none', 'rules'] as const),
      repeatHeader: true,
      breakAfter: Math.min(rows.length - 2, k.int(9, 20)),
      carryRow: (n) => ['', 'Balance Forward', '', m(d.txs[n - 2]?.balance ?? d.beginning)],
      size: 8,
    },
    { kind: 'space', h: 6 },
    ...(checkRows.length
      ? [
          {
            kind: 'table',
            title: 'Checks Cleared',
            columns: [0, 1, 2].flatMap(() => [
              col('Check', 0.8),
              col('Date', 0.8),
              col('Amount', 1.1, 'right'),
            ]),
            rows: checkRows,
            ruling: 'none',
            repeatHeader: false,
            size: 8,
          } as Block,
        ]
      : []),
    {
      kind: 'kv',
      title: 'Year-to-Date',
      pairs: [
        ['Dividends Paid YTD', m(round2(dividend * Number(d.end.slice(5, 7))))],
        ['Total Overdraft Fees YTD', m(0)],
        ['Total Returned Item Fees YTD', m(0)],
      ],
      style: 'leaders',
      size: 8,
    },
  ];
  return {
    blocks,
    truth: {
      documentType: 'bank_statement',
      fields: { ...bankStatementFields(d), bankName: union, accountName },
      transactions: d.txs.map((t) => ({
        transactionDate: t.date,
        description: t.description,
        creditDebit: t.creditDebit,
        amount: t.amount,
        balance: t.balance,
      })),
    },
    font: k.pick(['helvetica', 'times'] as const),
    margin: 40,
    footer: (i, n) => `Page ${i} of ${n}   Federally insured by NCUA`,
  };
}

// ---------------------------------------------------------------------------------- profit & loss

/**
 * A service firm's "Profit & Loss Budget vs. Actual" from desktop accounting software: the run
 * date and time and "Accrual Basis" at the top left, the company, the title and the period in words
 * ("January through December 2024") centred; columns Actual, Budget, $ Over Budget and % of Budget;
 * "Ordinary Income/Expense" over the Income accounts (numbered on some reports, "4100 · Service
 * Revenue"), Total Income, the Expense accounts, Total Expense, Net Ordinary Income and Net Income.
 * The firm reports no cost of goods sold, and its interest and other income are left out of this
 * report. Negative figures (under budget, a net loss) are in parentheses; the truth is the Actual
 * column.
 */
function budgetVersusActualServiceFirm(seed: number): GrammarOutput {
  const s = profitLossStatement(seed);
  const k = new Rng(seed ^ 0x15c0_0007);
  const style: AmountStyle = { currency: '', thousands: true, negative: 'parens', zero: 'number' };
  const m = (v: number) => amount(round2(v), style);
  const coded = k.bool(0.5);
  const operating = /Sales|Service|Consulting/;
  const revenue = (s.sections[0]?.rows ?? []).filter((r) => operating.test(r.name));
  if (revenue.length === 0)
    revenue.push({ code: '4100', name: 'Service Revenue', amount: k.money(40_000, 600_000), prior: 0 });
  const expenses = (s.sections[1]?.rows ?? []).filter((r) => r.name !== 'Cost of Goods Sold');
  const totalIncome = sum(revenue.map((r) => r.amount));
  const totalExpense = sum(expenses.map((r) => r.amount));
  const net = round2(totalIncome - totalExpense);
  const budgetOf = (v: number) => Math.round((v * (0.85 + k.next() * 0.3)) / 100) * 100;
  const line = (label: string, actual: number, budget: number, kind?: TableRow['kind']): TableRow => ({
    cells: [
      label,
      m(actual),
      m(budget),
      m(actual - budget),
      budget === 0 ? '' : `${((actual / budget) * 100).toFixed(1)}%`,
    ],
    ...(kind ? { kind } : {}),
  });
  const account = (r: { code?: string; name: string }) => `${coded && r.code ? `${r.code} · ` : ''}${r.name}`;
  const incomeBudgets = revenue.map((r) => budgetOf(r.amount));
  const expenseBudgets = expenses.map((r) => budgetOf(r.amount));
  const incomeBudget = sum(incomeBudgets);
  const expenseBudget = sum(expenseBudgets);
  const [sy, sm] = [s.periodStart?.slice(0, 4) ?? '', Number(s.periodStart?.slice(5, 7))];
  const em = Number(s.periodEnd.slice(5, 7));
  const period = `${MONTHS[sm - 1]} through ${MONTHS[em - 1]} ${sy}`;
  const hour = k.int(8, 17);
  const runTime = `${hour > 12 ? hour - 12 : hour}:${String(k.int(0, 59)).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
  const rows: TableRow[] = [
    { cells: ['Ordinary Income/Expense', '', '', '', ''], kind: 'section' },
    { cells: ['Income', '', '', '', ''], kind: 'section' },
    ...revenue.map((r, i) => line(`   ${account(r)}`, r.amount, incomeBudgets[i] ?? 0)),
    line('Total Income', totalIncome, incomeBudget, 'subtotal'),
    { cells: ['Expense', '', '', '', ''], kind: 'section' },
    ...expenses.map((r, i) => line(`   ${account(r)}`, r.amount, expenseBudgets[i] ?? 0)),
    line('Total Expense', totalExpense, expenseBudget, 'subtotal'),
    line('Net Ordinary Income', net, incomeBudget - expenseBudget, 'subtotal'),
    {
      ...line('Net Income', net, incomeBudget - expenseBudget, 'subtotal'),
      rules: { above: true, below: 'double' },
    },
  ];
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.25,
      left: {
        kind: 'text',
        lines: [runTime, date(s.reportDate, 'us-short-year'), 'Accrual Basis'],
        size: 8,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [s.company, 'Profit & Loss Budget vs. Actual', period],
        size: 11,
        bold: true,
        align: 'center',
      },
    },
    { kind: 'space', h: 14 },
    {
      kind: 'table',
      columns: [
        col('', 4.2),
        col(`${MONTHS[sm - 1]?.slice(0, 3)} - ${MONTHS[em - 1]?.slice(0, 3)} ${sy.slice(2)}`, 1.5, 'right'),
        col('Budget', 1.5, 'right'),
        col('$ Over Budget', 1.5, 'right'),
        col('% of Budget', 1.2, 'right'),
      ],
      rows,
      ruling: 'none',
      repeatHeader: true,
      size: 8.5,
    },
  ];
  const truth: GroundTruth = {
    documentType: 'profit_loss',
    fields: {
      companyName: s.company,
      reportDate: s.reportDate,
      periodStartDate: s.periodStart,
      periodEndDate: s.periodEnd,
      totalRevenue: totalIncome,
      totalExpenses: totalExpense,
      netIncome: net,
    },
    lineItems: [
      ...revenue.map((r) => ({ section: 'revenue', accountName: r.name, amount: r.amount })),
      ...expenses.map((r) => ({ section: 'expenses', accountName: r.name, amount: r.amount })),
    ],
  };
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: 40,
    footer: (i) => `Page ${i}`,
  };
}

export const WRITTEN_S15_BLIND_DOCUMENT_FAMILIES: WrittenFamilies = {
  credit_card_statement: {
    'credit-union-visa-cardholder-sections': creditUnionVisaCardholderSections,
    'rewards-issuer-credit-suffix-activity': rewardsIssuerCreditSuffixActivity,
  },
  payslip: {
    'hr-portal-summary-grid-payslip': hrPortalSummaryGridPayslip,
    'desktop-payroll-voucher-check': desktopPayrollVoucherCheck,
  },
  invoice: { 'online-billing-platform-invoice': onlineBillingPlatformInvoice },
  bank_statement: { 'credit-union-share-statement': creditUnionShareStatement },
  profit_loss: { 'budget-versus-actual-service-firm': budgetVersusActualServiceFirm },
};
