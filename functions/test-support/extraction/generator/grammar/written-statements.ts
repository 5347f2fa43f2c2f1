// Tuned card and bank statement layout families written as one render function each (session 11), modelled on
// layouts real documents of the type show in general. Tuned: tests and tuning loops may use them.
import { cityLine, person } from '../fake-data';
import { addDays } from '../format';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { bankData, bankStatementFields, type Tx } from '../types/bank-statement';
import { cardData, cardStatementFields, type CardTx } from '../types/credit-card-statement';
import { col, type Block, type TableRow } from './compose';
import { footerOf } from './statements';
import {
  HEADER_DATE_STYLES,
  ROW_DATE_STYLES,
  amount,
  date,
  periodText,
  pickAmountStyle,
  plain,
  syn,
  type AmountStyle,
} from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const round = (v: number) => Math.round(v * 100) / 100;
const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

function cardTruth(
  d: ReturnType<typeof cardData>,
  ordered: CardTx[],
  o: { postDate: boolean; category: boolean },
): GroundTruth {
  return {
    documentType: 'credit_card_statement',
    fields: cardStatementFields(d),
    transactions: ordered.map((t) => ({
      transactionDate: t.date,
      ...(o.postDate ? { postDate: t.postDate } : {}),
      description: t.description,
      ...(o.category ? { category: t.category } : {}),
      transactionType: t.type,
      amount: t.amount,
    })),
  };
}

/** The year-to-date fee and interest totals a US card statement prints under its activity (not this period's). */
function ytdTotals(w: Rng, d: ReturnType<typeof cardData>, money: AmountStyle): Block {
  const year = d.end.slice(0, 4);
  const months = Number(d.end.slice(5, 7));
  return {
    kind: 'table',
    title: `${year} ${syn(w, ['Totals Year-to-Date', 'Year-to-Date Totals', 'TOTALS YEAR-TO-DATE'])}`,
    columns: [col('', 3.5), col('', 1.4, 'right')],
    rows: [
      { cells: [`Total fees charged in ${year}`, amount(round(d.fees + (months > 1 ? 39 : 0)), money)] },
      {
        cells: [
          `Total interest charged in ${year}`,
          amount(round(d.interest * Math.max(1, months - 1) + 12.4), money),
        ],
      },
    ],
    ruling: 'none',
    repeatHeader: false,
  };
}

function interestTable(w: Rng, d: ReturnType<typeof cardData>, money: AmountStyle): Block {
  return {
    kind: 'table',
    title: syn(w, ['INTEREST CHARGES', 'Interest Charge Calculation']),
    columns: [
      col('Balance Type', 2),
      col('Annual Percentage Rate (APR)', 1.7, 'right'),
      col('Balance Subject To Interest Rate', 1.8, 'right'),
      col('Interest Charges', 1.4, 'right'),
    ],
    rows: [
      { kind: 'section', cells: ['PURCHASES', '', '', ''] },
      {
        cells: [
          'Purchases',
          `${d.apr.toFixed(2)}%(v)(d)`,
          plain(round(d.previous * 0.93), money),
          plain(d.interest, money),
        ],
      },
      { kind: 'section', cells: ['CASH ADVANCES', '', '', ''] },
      {
        cells: [
          'Cash Advances',
          `${Math.min(29.99, d.apr + 5).toFixed(2)}%(v)(d)`,
          plain(0, money),
          plain(0, money),
        ],
      },
      {
        cells: ['Balance Transfers', '0.00%', plain(0, money), plain(0, money)],
      },
    ],
    ruling: 'rules',
    repeatHeader: true,
  };
}

/**
 * A US issuer's summary-first statement: page 1 holds the account summary, the payment information
 * with the late-payment and minimum-payment warnings, and a detachable payment coupon at its foot
 * (the new balance and minimum again, "Amount Enclosed"); the activity starts on page 2 as one table
 * whose kinds of rows are section headings inside it (payments and credits, purchases, fees,
 * interest), each closed by a "total ... for this period" line; then the year-to-date fee and
 * interest totals and the interest charge calculation.
 */
function couponActivityPage2(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x11c0_0001);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'us-short-year', 'month-day'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const masked = `XXXX XXXX XXXX ${d.last4}`;
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.issuer], size: 16, bold: true },
    right: {
      kind: 'text',
      lines: [
        `${syn(w, ['Manage your account online', 'Customer Service'])}: 1-800-${w.int(200, 999)}-${w.digits(4)}`,
        `${syn(w, ['Opening/Closing Date', 'Statement Period'])} ${period.text}`,
        `${syn(w, ['Account Number', 'Account number'])}: ${masked}`,
      ],
      size: 8,
      align: 'right',
    },
    split: 0.45,
  });
  const summary: Block = {
    kind: 'kv',
    title: syn(w, ['ACCOUNT SUMMARY', 'Account Summary']),
    style: 'aligned',
    box: true,
    pairs: [
      [syn(w, ['Previous Balance', 'Previous balance']), amount(d.previous, money)],
      [syn(w, ['Payment, Credits', 'Payments, Credits']), amount(-d.payments, money)],
      [syn(w, ['Purchases', 'Purchases and Adjustments']), `+${amount(d.purchases, money)}`],
      ['Cash Advances', `+${amount(0, money)}`],
      ['Balance Transfers', `+${amount(0, money)}`],
      [syn(w, ['Fees Charged', 'Fees']), `+${amount(d.fees, money)}`],
      [syn(w, ['Interest Charged', 'Interest Charge']), `+${amount(d.interest, money)}`],
      [syn(w, ['New Balance', 'New Balance Total']), amount(d.newBalance, money)],
      [syn(w, ['Credit Access Line', 'Credit Limit']), amount(d.limit, money)],
      [syn(w, ['Available Credit', 'Credit Available']), amount(d.available, money)],
      ['Cash Access Line', amount(round(d.limit * 0.2), money)],
      ['Available for Cash', amount(round(Math.min(d.available, d.limit * 0.2)), money)],
    ],
  };
  const paymentInfo: Block = {
    kind: 'stack',
    blocks: [
      {
        kind: 'kv',
        title: syn(w, ['PAYMENT INFORMATION', 'Payment Information']),
        style: 'aligned',
        box: true,
        pairs: [
          ['New Balance', amount(d.newBalance, money)],
          [syn(w, ['Payment Due Date', 'Payment due date']), date(d.due, headDate)],
          [syn(w, ['Minimum Payment Due', 'Minimum Payment']), amount(d.minimum, money)],
        ],
      },
      {
        kind: 'note',
        lines: [
          `Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $${w.pick([29, 40, 41])}.00 and your APRs may be increased up to the Penalty APR of 29.99%.`,
        ],
        size: 7,
      },
      {
        kind: 'note',
        box: true,
        lines: [
          'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance.',
          `If you make no additional charges and each month you pay ${amount(round(d.newBalance / 33), money)}, you will pay off the balance in 3 years and save ${amount(round(d.newBalance * 0.18), money)}.`,
        ],
        size: 7,
      },
    ],
  };
  blocks.push({ kind: 'pair', left: summary, right: paymentInfo, split: 0.5 });
  blocks.push({ kind: 'space', h: 10 });
  blocks.push({
    kind: 'note',
    lines: [
      syn(w, [
        'Please detach and return this coupon with your payment',
        'Make your check payable to ' + d.issuer,
      ]),
    ],
    size: 7,
  });
  blocks.push({ kind: 'rule' });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      style: 'aligned',
      box: true,
      size: 8,
      pairs: [
        ['Payment Due Date', date(d.due, headDate)],
        ['New Balance', amount(d.newBalance, money)],
        ['Minimum Payment Due', amount(d.minimum, money)],
        ['Amount Enclosed', '$ ____________'],
      ],
    },
    right: {
      kind: 'text',
      lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${d.issuer.toUpperCase()}`,
      `P.O. BOX ${w.int(1000, 99999)}`,
      syn(w, ['WILMINGTON DE 19886-5298', 'PALATINE IL 60055-6294', 'CAROL STREAM IL 60197-5085']),
    ],
    size: 8,
    align: 'right',
  });
  blocks.push({ kind: 'pageBreak' });
  // Page 2: the activity, one table with its kinds of rows as headings inside it.
  const columns = [
    col(syn(w, ['Date of Transaction', 'Date', 'Trans Date']), 1.4),
    col(syn(w, ['Merchant Name or Transaction Description', 'Description']), 4.5, 'left', true),
    col(syn(w, ['$ Amount', 'Amount']), 1.4, 'right'),
  ];
  const groups: [string, CardTx['type'][], string][] = [
    ['PAYMENTS AND OTHER CREDITS', ['payment', 'refund'], ''],
    ['PURCHASE', ['purchase'], ''],
    ['FEES CHARGED', ['fee'], 'TOTAL FEES FOR THIS PERIOD'],
    ['INTEREST CHARGED', ['interest'], 'TOTAL INTEREST FOR THIS PERIOD'],
  ];
  const rows: TableRow[] = [];
  const ordered: CardTx[] = [];
  for (const [title, types, total] of groups) {
    const txs = d.txs.filter((t) => types.includes(t.type));
    // Fees and interest print their heading and total even with nothing in them.
    if (txs.length === 0 && !total) continue;
    rows.push({ kind: 'section', cells: ['', title, ''] });
    for (const t of txs) {
      ordered.push(t);
      rows.push({
        cells: [date(t.date, rowDate), t.description, amount(isCredit(t) ? -t.amount : t.amount, money)],
      });
    }
    if (total)
      rows.push({
        kind: 'subtotal',
        cells: ['', total, amount(round(txs.reduce((a, t) => a + t.amount, 0)), money)],
      });
  }
  blocks.push({
    kind: 'table',
    title: syn(w, ['ACCOUNT ACTIVITY', 'Account Activity']),
    columns,
    rows,
    ruling: 'none',
    repeatHeader: true,
    continuedNote: '(continued)',
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push(ytdTotals(w, d, money));
  blocks.push(interestTable(w, d, money));
  blocks.push({
    kind: 'note',
    lines: [
      `Your Annual Percentage Rate (APR) is the annual interest rate on your account. ${w.int(30, 31)} Days in Billing Period`,
    ],
    size: 7,
  });
  return {
    blocks,
    truth: cardTruth(d, ordered, { postDate: false, category: false }),
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 44),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.holder.name.toUpperCase()}   ${masked}`, 40, 30, { size: 8 }),
  };
}

/**
 * A card issuer's e-statement as the app prints it: the summary as captions over large figures in a
 * row of columns ("Previous Monthly Balance", "Payments & Credits", "New Charges", "Total Balance"),
 * payments in a table of their own first, then the transactions with a rewards column ("Daily Cash":
 * a percentage and an amount) between the description and the amount. Every amount carries "$";
 * credits a minus before the "$".
 */
function eStatementRewardsColumn(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x11c0_0002);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const rowDate = w.pick(['us', 'short-month', 'us-short-year'] as const);
  const headDate = w.pick(['long', 'short-month', 'us'] as const);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.issuer], size: 15, bold: true },
    right: {
      kind: 'text',
      lines: [
        d.holder.name,
        `${syn(w, ['Statement', 'Monthly Statement'])}  ${date(d.start, headDate)} ${syn(w, ['-', 'to', '—'])} ${date(d.end, headDate)}`,
        `${syn(w, ['Card ending in', 'Account ending in'])} ${d.last4}`,
      ],
      size: 9,
      align: 'right',
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'kv',
    style: 'stacked',
    columns: 4,
    pairs: [
      [syn(w, ['Previous Monthly Balance', 'Previous Balance']), amount(d.previous, money)],
      [syn(w, ['Payments & Credits', 'Payments and Credits']), amount(-d.payments, money)],
      [syn(w, ['New Charges', 'Purchases']), amount(d.purchases, money)],
      [syn(w, ['Total Balance', 'Statement Balance']), amount(d.newBalance, money)],
    ],
  });
  blocks.push({
    kind: 'kv',
    style: 'stacked',
    columns: 4,
    pairs: [
      [syn(w, ['Minimum Payment Due', 'Minimum Payment']), amount(d.minimum, money)],
      [syn(w, ['Payment Due By', 'Payment Due Date']), date(d.due, headDate)],
      [syn(w, ['Credit Limit', 'Credit Line']), amount(d.limit, money)],
      [syn(w, ['Available Credit', 'Credit Available']), amount(d.available, money)],
    ],
  });
  blocks.push({
    kind: 'kv',
    style: 'stacked',
    columns: 4,
    pairs: [
      [syn(w, ['Fees Charged', 'Fees']), amount(d.fees, money)],
      [syn(w, ['Interest Charged', 'Interest']), amount(d.interest, money)],
      [syn(w, ['Purchase APR', 'APR']), `${d.apr.toFixed(2)}%`],
      [syn(w, ['Daily Cash Earned', 'Cash Back Earned']), amount(round(d.purchases * 0.015), money)],
    ],
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.address.street, cityLine(d.holder.address)],
    size: 8,
    color: 'grey',
  });
  blocks.push({ kind: 'space', h: 8 });
  const payments = d.txs.filter(isCredit);
  const charges = d.txs.filter((t) => !isCredit(t));
  blocks.push({
    kind: 'table',
    title: syn(w, ['Payments', 'Payments & Credits']),
    columns: [col('Date', 1.4), col('Description', 5, 'left', true), col('Amount', 1.5, 'right')],
    rows: [
      ...payments.map((t) => ({ cells: [date(t.date, rowDate), t.description, amount(-t.amount, money)] })),
      {
        kind: 'subtotal' as const,
        cells: ['', syn(w, ['Total payments for this period', 'Total']), amount(-d.payments, money)],
      },
    ],
    ruling: 'rules',
    repeatHeader: true,
  });
  const cashRate = (t: CardTx) => (t.type === 'purchase' ? w.pick([1, 2, 3]) : 0);
  const rates = charges.map(cashRate);
  blocks.push({
    kind: 'table',
    title: syn(w, ['Transactions', 'Charges']),
    columns: [
      col('Date', 1.4),
      col('Description', 4, 'left', true),
      col(syn(w, ['Daily Cash', 'Cash Back']), 1.5, 'right'),
      col('Amount', 1.5, 'right'),
    ],
    rows: [
      ...charges.map((t, i) => ({
        cells: [
          date(t.date, rowDate),
          t.description,
          rates[i] ? `${rates[i]}%  ${amount(round((t.amount * (rates[i] ?? 0)) / 100), money)}` : '',
          amount(t.amount, money),
        ],
      })),
      {
        kind: 'subtotal' as const,
        cells: [
          '',
          syn(w, ['Total charges, credits and returns', 'Total']),
          amount(round(charges.reduce((a, t, i) => a + (t.amount * (rates[i] ?? 0)) / 100, 0)), money),
          amount(round(charges.reduce((a, t) => a + t.amount, 0)), money),
        ],
      },
    ],
    ruling: 'rules',
    repeatHeader: true,
  });
  return {
    blocks,
    truth: cardTruth(d, [...payments, ...charges], { postDate: false, category: false }),
    font: 'helvetica',
    margin: w.int(36, 48),
    footer: footerOf(w),
  };
}

/**
 * A charge-card style statement with one table per card member: the summary with dot leaders, then
 * for each member a heading ("Card Member JANE DOE  Account Ending 1-23456") and their own table
 * (date, description, amount; credits in parentheses), closed by "Total for JANE DOE"; the
 * payments in a table of their own before them; fees and interest as label/amount lines after.
 */
function memberTablesLeaders(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x11c0_0003);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['parens'] }), zero: 'number' };
  const rowDate = w.pick(ROW_DATE_STYLES);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const account = `XXXX-XXXXXX-${w.digits(1)}${d.last4}`;
  const blocks: Block[] = [];
  blocks.push({ kind: 'text', lines: [d.issuer], size: 15, bold: true });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
    },
    right: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [syn(w, ['Closing Date', 'Statement Closing Date']), date(d.end, headDate)],
        [syn(w, ['Billing Period', 'Statement Period']), period.text],
        [syn(w, ['Account Number', 'Account']), account],
      ],
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: syn(w, ['Summary of Account Activity', 'Account Summary']),
      style: 'leaders',
      pairs: [
        [syn(w, ['Previous Balance', 'Previous balance']), amount(d.previous, money)],
        [syn(w, ['Payments/Credits', 'Payments and Credits']), amount(-d.payments, money)],
        [syn(w, ['New Charges', 'Purchases']), amount(d.purchases, money)],
        [syn(w, ['Fees', 'Fees Charged']), amount(d.fees, money)],
        [syn(w, ['Interest Charged', 'Interest Charge']), amount(d.interest, money)],
        [syn(w, ['New Balance', 'Statement Balance']), amount(d.newBalance, money)],
      ],
    },
    right: {
      kind: 'kv',
      title: syn(w, ['Payment Due', 'Payment Information']),
      style: 'leaders',
      box: true,
      pairs: [
        [syn(w, ['Minimum Payment Due', 'Minimum Amount Due']), amount(d.minimum, money)],
        [syn(w, ['Payment Due Date', 'Due Date']), date(d.due, headDate)],
        [syn(w, ['Credit Limit', 'Credit Line']), amount(d.limit, money)],
        [syn(w, ['Available Credit', 'Credit Available']), amount(d.available, money)],
        [syn(w, ['Pay Over Time APR', 'Purchase APR']), `${d.apr.toFixed(2)}%`],
      ],
    },
    split: 0.52,
  });
  blocks.push({ kind: 'space', h: 8 });
  const payments = d.txs.filter(isCredit);
  const charges = d.txs.filter((t) => t.type === 'purchase');
  const fees = d.txs.filter((t) => t.type === 'fee');
  const interest = d.txs.filter((t) => t.type === 'interest');
  const cols = () => [
    col(syn(w, ['Date', 'Trans. Date']), 1.3),
    col(syn(w, ['Description', 'Transaction Description']), 5, 'left', true),
    col(syn(w, ['Amount', 'Amount ($)']), 1.4, 'right'),
  ];
  const ordered: CardTx[] = [];
  if (payments.length) {
    ordered.push(...payments);
    blocks.push({
      kind: 'table',
      title: syn(w, ['Payments and Credits', 'Payments & Credits Detail']),
      columns: cols(),
      rows: [
        ...payments.map((t) => ({ cells: [date(t.date, rowDate), t.description, amount(-t.amount, money)] })),
        { kind: 'subtotal' as const, cells: ['', 'Total Payments and Credits', amount(-d.payments, money)] },
      ],
      ruling: 'rules',
      repeatHeader: true,
    });
  }
  // The members: the primary card member's charges, then an additional card member's.
  const second = person(w);
  const cut = charges.length >= 4 ? w.int(1, charges.length - 2) : charges.length;
  const members: [string, CardTx[]][] = [
    [d.holder.name, charges.slice(0, cut)],
    [second.name, charges.slice(cut)],
  ];
  for (const [name, txs] of members) {
    if (txs.length === 0) continue;
    ordered.push(...txs);
    blocks.push({
      kind: 'text',
      lines: [
        `${syn(w, ['Card Member', 'New Charges for'])} ${name.toUpperCase()}   ${syn(w, ['Card Ending', 'Account Ending'])} ${w.digits(1)}-${w.digits(5)}`,
      ],
      bold: true,
      size: 9,
    });
    blocks.push({
      kind: 'table',
      columns: cols(),
      rows: [
        ...txs.map((t) => ({ cells: [date(t.date, rowDate), t.description, amount(t.amount, money)] })),
        {
          kind: 'subtotal' as const,
          cells: [
            '',
            `Total for ${name.toUpperCase()}`,
            amount(round(txs.reduce((a, t) => a + t.amount, 0)), money),
          ],
        },
      ],
      ruling: 'rules',
      repeatHeader: true,
    });
  }
  // Fees and interest as their own short tables.
  for (const [title, txs, total] of [
    ['Fees', fees, 'Total Fees for this Period'],
    ['Interest Charged', interest, 'Total Interest Charged for this Period'],
  ] as const) {
    ordered.push(...txs);
    blocks.push({
      kind: 'table',
      title,
      columns: cols(),
      rows: [
        ...txs.map((t) => ({ cells: [date(t.date, rowDate), t.description, amount(t.amount, money)] })),
        {
          kind: 'subtotal' as const,
          cells: ['', total, amount(round(txs.reduce((a, t) => a + t.amount, 0)), money)],
        },
      ],
      ruling: 'rules',
      repeatHeader: true,
    });
  }
  return {
    blocks,
    truth: cardTruth(d, ordered, { postDate: false, category: false }),
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.holder.name.toUpperCase()}  ${account}`, 40, 30, { size: 8 }),
  };
}

// ------------------------------------------------------------------------------------ bank

const FX = [
  ['EUR', 'EURO', 0.92],
  ['GBP', 'POUND STERLING', 0.79],
  ['CAD', 'CANADIAN DOLLAR', 1.36],
  ['MXN', 'MEXICAN PESO', 17.1],
  ['JPY', 'YEN', 149.5],
] as const;

/**
 * A travel card's statement: some purchases were made abroad, and under each of them a second line
 * gives the amount in the foreign currency and the exchange rate ("EUR 45.00 @ 1.08731" or "45.00
 * EURO X 1.0873 (EXCHG RATE)"): numbers that are neither an amount of the row nor a row of their
 * own. Payments, credits and purchases in one table with two dates and minus-signed credits; fees
 * and interest each as a section of their own after it, with its own total line ("Total Fees for
 * This Period"), the interest section printing the rate and balance it was charged on.
 */
function foreignCurrencyDetail(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x13c0_0001);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus'] }), zero: 'number' };
  const rowDate = w.pick(['month-day', 'us', 'us-short-year'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.issuer, syn(w, ['World Travel Card', 'Travel Rewards Visa', 'Global Card'])],
      size: 13,
      bold: true,
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      pairs: [
        [
          syn(w, ['Account Number', 'Account ending in']),
          `${syn(w, ['XXXX XXXX XXXX ', '...', 'ending '])}${d.last4}`,
        ],
        [syn(w, ['Billing Period', 'Statement Period']), period.text],
        [syn(w, ['Closing Date', 'Statement Closing Date']), date(d.end, headDate)],
      ],
      size: 8,
    },
    split: 0.45,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: syn(w, ['Account Summary', 'ACCOUNT SUMMARY']),
      style: 'aligned',
      box: true,
      pairs: [
        [syn(w, ['Previous Balance', 'Previous Statement Balance']), amount(d.previous, money)],
        [syn(w, ['Payments and Credits', 'Payments/Credits']), amount(-d.payments, money)],
        [syn(w, ['Purchases', 'Purchases and Adjustments']), `+${amount(d.purchases, money)}`],
        [syn(w, ['Fees Charged', 'Total Fees']), `+${amount(d.fees, money)}`],
        [syn(w, ['Interest Charged', 'Total Interest']), `+${amount(d.interest, money)}`],
        [syn(w, ['New Balance', 'New Balance Total']), amount(d.newBalance, money)],
        [syn(w, ['Credit Limit', 'Credit Line']), amount(d.limit, money)],
        [syn(w, ['Available Credit', 'Available Credit Line']), amount(d.available, money)],
      ],
    },
    right: {
      kind: 'kv',
      title: syn(w, ['Payment Information', 'PAYMENT INFORMATION']),
      style: 'aligned',
      box: true,
      pairs: [
        [syn(w, ['New Balance', 'Statement Balance']), amount(d.newBalance, money)],
        [syn(w, ['Minimum Payment Due', 'Minimum Payment']), amount(d.minimum, money)],
        [syn(w, ['Payment Due Date', 'Payment Due']), date(d.due, headDate)],
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 8 });
  const main = d.txs.filter((t) => t.type !== 'fee' && t.type !== 'interest');
  const fees = d.txs.filter((t) => t.type === 'fee');
  const interest = d.txs.filter((t) => t.type === 'interest');
  const fxLine = (t: CardTx): string => {
    const [code, name, rate] = w.pick(FX);
    const r = rate * (1 + (w.int(0, 400) - 200) / 10000);
    const foreign = (t.amount * r).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const usdPer = (1 / r).toFixed(w.pick([4, 5, 6]));
    return w.pick([
      `${code} ${foreign} @ ${usdPer}`,
      `${foreign} ${name} X ${usdPer} (EXCHG RATE)`,
      `FOREIGN CURRENCY ${foreign} ${code}  RATE ${usdPer}`,
    ]);
  };
  const rows: TableRow[] = [];
  for (const t of main) {
    rows.push({
      cells: [
        date(t.date, rowDate),
        date(t.postDate, rowDate),
        t.description,
        amount(isCredit(t) ? -t.amount : t.amount, money),
      ],
    });
    if (t.type === 'purchase' && w.bool(0.3)) rows.push({ cells: ['', '', fxLine(t), ''] });
  }
  const cols = [
    col(syn(w, ['Trans Date', 'Trans. Date', 'Sale Date']), 1.1),
    col(syn(w, ['Post Date', 'Posting Date']), 1.1),
    col(syn(w, ['Description', 'Transaction Description']), 5),
    col('Amount', 1.5, 'right'),
  ];
  blocks.push({
    kind: 'table',
    title: syn(w, ['TRANSACTIONS', 'Account Activity', 'Transaction Details']),
    columns: cols,
    rows,
    ruling: w.pick(['none', 'rules'] as const),
    repeatHeader: true,
  });
  const section = (title: string, txs: CardTx[], total: string, sum: number): Block => ({
    kind: 'table',
    title,
    columns: cols,
    rows: [
      ...txs.map((t) => ({
        cells: [date(t.date, rowDate), date(t.postDate, rowDate), t.description, amount(t.amount, money)],
      })),
      { kind: 'subtotal' as const, cells: ['', '', total, amount(sum, money)] },
    ],
    ruling: 'none',
    repeatHeader: true,
  });
  blocks.push(
    section(
      syn(w, ['FEES', 'Fees Charged']),
      fees,
      syn(w, ['TOTAL FEES FOR THIS PERIOD', 'Total Fees for This Period']),
      d.fees,
    ),
  );
  blocks.push(
    section(
      syn(w, ['INTEREST CHARGED', 'Interest Charged']),
      interest,
      syn(w, ['TOTAL INTEREST FOR THIS PERIOD', 'Total Interest for This Period']),
      d.interest,
    ),
  );
  blocks.push(interestTable(w, d, money));
  return {
    blocks,
    truth: cardTruth(d, [...main, ...fees, ...interest], { postDate: true, category: false }),
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
  };
}

/**
 * A store card's statement: the summary printed as an equation across the page ("Previous Balance",
 * "(-) Payments & Credits", "(+) Purchases", "(+) Fees", "(+) Interest", "(=) New Balance"), a
 * promotional-balance table (each financing promotion with its expiry date, its rate, its balance
 * and the deferred interest accrued on it: amounts that are neither transactions nor totals), then
 * the activity with a promotion code column between the description and the amount and credits in
 * parentheses.
 */
function storeCardPromoBalances(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x13c0_0002);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['parens'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'month-day', 'short-month'] as const);
  const headDate = w.pick(['us', 'long', 'short-month'] as const);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.issuer, syn(w, ['Store Credit Card', 'Home Store Card', 'Retail Card'])],
      size: 14,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [
        `${syn(w, ['Account Number Ending In', 'Account ending'])} ${d.last4}`,
        `${syn(w, ['Statement Closing Date', 'Closing Date'])}: ${date(d.end, headDate)}`,
        `${syn(w, ['Customer Care', 'Questions?'])} 1-866-${w.int(200, 999)}-${w.digits(4)}`,
      ],
      size: 8,
      align: 'right',
    },
    split: 0.45,
  });
  blocks.push({
    kind: 'text',
    lines: [`${syn(w, ['Billing Period', 'Statement Period'])}: ${period.text}`],
    size: 8,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name, d.holder.address.street, cityLine(d.holder.address)],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'kv',
    title: syn(w, ['Account Summary', 'Your Account at a Glance']),
    style: 'stacked',
    columns: 6,
    box: true,
    pairs: [
      ['Previous Balance', amount(d.previous, money)],
      [syn(w, ['(-) Payments & Credits', '- Payments/Credits']), amount(d.payments, money)],
      [syn(w, ['(+) Purchases', '+ Purchases/Debits']), amount(d.purchases, money)],
      [syn(w, ['(+) Fees', '+ Fees Charged']), amount(d.fees, money)],
      [syn(w, ['(+) Interest', '+ Interest Charged']), amount(d.interest, money)],
      [syn(w, ['(=) New Balance', '= New Balance']), amount(d.newBalance, money)],
    ],
  });
  blocks.push({
    kind: 'kv',
    style: 'aligned',
    columns: 2,
    pairs: [
      [syn(w, ['Total Minimum Payment Due', 'Minimum Payment Due']), amount(d.minimum, money)],
      [syn(w, ['Credit Limit', 'Total Credit Line']), amount(d.limit, money)],
      [syn(w, ['Payment Due Date', 'Payment Due']), date(d.due, headDate)],
      [syn(w, ['Available Credit', 'Available Credit Line']), amount(d.available, money)],
    ],
  });
  blocks.push({ kind: 'space', h: 6 });
  // The promotions: balances carried on financing plans (not this period's activity).
  const promoBal = round(d.newBalance * (0.2 + w.int(0, 40) / 100));
  const expires = (months: number) => {
    const [y, m] = d.end.split('-').map(Number) as [number, number];
    const t = m - 1 + months;
    return `${String((t % 12) + 1).padStart(2, '0')}/${String(w.int(1, 28)).padStart(2, '0')}/${y + Math.floor(t / 12)}`;
  };
  const plans = [
    [
      syn(w, ['No Interest if Paid in Full 12 Mo', '12 Months Deferred Interest']),
      expires(w.int(2, 11)),
      '0.00%',
      promoBal,
      round(promoBal * 0.021 * w.int(2, 9)),
    ],
    [
      syn(w, ['Standard Purchases', 'Regular Purchases']),
      '',
      `${d.apr.toFixed(2)}%`,
      round(d.newBalance - promoBal),
      0,
    ],
  ] as const;
  blocks.push({
    kind: 'table',
    title: syn(w, ['Promotional Balance Summary', 'PROMOTIONAL PURCHASES', 'Your Promotions']),
    columns: [
      col(syn(w, ['Promotion', 'Promotion Description']), 2.6),
      col(syn(w, ['Expires', 'Promo End Date']), 1.3),
      col(syn(w, ['APR', 'Promo APR']), 1, 'right'),
      col(syn(w, ['Promo Balance', 'Balance']), 1.5, 'right'),
      col(syn(w, ['Accrued Deferred Interest', 'Deferred Interest']), 2.2, 'right'),
    ],
    rows: plans.map(([name, exp, apr, bal, def]) => ({
      cells: [name, exp || '-', apr, amount(bal, money), def ? amount(def, money) : '-'],
    })),
    ruling: 'rules',
    repeatHeader: false,
  });
  const promo = (t: CardTx) =>
    t.type === 'purchase' && w.bool(0.25)
      ? syn(w, ['P12', 'D12', 'A06'])
      : t.type === 'purchase'
        ? 'STD'
        : '';
  blocks.push({
    kind: 'table',
    title: syn(w, ['Transactions', 'ACCOUNT ACTIVITY']),
    columns: [
      col('Date', 1.2),
      col(syn(w, ['Reference #', 'Ref. Number']), 1.6),
      col('Description', 4.2),
      col(syn(w, ['Promo', 'Plan']), 0.8),
      col('Amount', 1.4, 'right'),
    ],
    rows: d.txs.map((t) => ({
      cells: [
        date(t.date, rowDate),
        `${w.digits(4)}${w.digits(4)}${w.digits(3)}`,
        t.description,
        promo(t),
        amount(isCredit(t) ? -t.amount : t.amount, money),
      ],
    })),
    ruling: w.pick(['none', 'zebra'] as const),
    repeatHeader: true,
  });
  blocks.push({
    kind: 'kv',
    title: syn(w, ['Interest Charge Calculation', 'INTEREST CHARGES']),
    style: 'aligned',
    pairs: [
      [`${syn(w, ['Purchases', 'Standard Purchases'])} APR`, `${d.apr.toFixed(2)}%`],
      [syn(w, ['Promotional Purchases APR', 'Promo APR']), '0.00%'],
      [syn(w, ['Interest Charged', 'Total Interest']), amount(d.interest, money)],
    ],
  });
  return {
    blocks,
    truth: cardTruth(d, d.txs, { postDate: false, category: false }),
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
  };
}

/**
 * A card statement whose purchases are grouped by spending category, as some issuers print them: a
 * heading line per category ("Dining", "Groceries", "Travel") with the category's rows beneath (no
 * category column: the heading is the category) and a "Total <category>" line under each; payments
 * and credits first in a table of their own; fees and interest as the last two groups. Above the
 * activity, an installment-plan table ("pay over time" plans: the plan, its start date months before
 * this period, the original amount, the monthly installment, payments left and the remaining
 * balance): dated rows with amounts that are not this period's transactions.
 */
function categoryGroupsInstallments(seed: number): GrammarOutput {
  const d = cardData(seed);
  const w = new Rng(seed ^ 0x14f0_0001);
  const money: AmountStyle = {
    ...pickAmountStyle(w, { negative: ['minus', 'parens'] }),
    currency: w.pick(['', '$'] as const),
    zero: 'number',
  };
  const rowDate = w.pick(['us', 'month-day', 'short-month', 'us-short-year'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.issuer, d.holder.name, d.holder.address.street, cityLine(d.holder.address)],
    },
    right: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [
          syn(w, ['Account ending in', 'Card number ending', 'Account Number']),
          w.bool() ? d.last4 : `XXXX XXXX XXXX ${d.last4}`,
        ],
        [syn(w, ['Billing Period', 'Statement Period', 'Statement Closing Date']), period.text],
        [syn(w, ['Payment Due Date', 'Payment Due']), date(d.due, headDate)],
      ],
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: syn(w, ['Account Summary', 'Summary of Account Activity']),
      style: w.pick(['aligned', 'leaders'] as const),
      pairs: [
        ['Previous Balance', amount(d.previous, money)],
        [syn(w, ['Payments and Credits', 'Payments/Credits']), amount(-d.payments, money)],
        [syn(w, ['Purchases', 'New Purchases']), amount(d.purchases, money)],
        [syn(w, ['Fees Charged', 'Fees']), amount(d.fees, money)],
        [syn(w, ['Interest Charged', 'Interest']), amount(d.interest, money)],
        [syn(w, ['New Balance', 'Statement Balance']), amount(d.newBalance, money)],
      ],
    },
    right: {
      kind: 'kv',
      title: syn(w, ['Payment Information', 'Your Payment']),
      style: 'aligned',
      pairs: [
        [syn(w, ['Minimum Payment Due', 'Minimum Payment']), amount(d.minimum, money)],
        [syn(w, ['Credit Limit', 'Credit Line']), amount(d.limit, money)],
        [syn(w, ['Available Credit', 'Credit Available']), amount(d.available, money)],
        [syn(w, ['Purchase APR', 'Annual Percentage Rate']), `${d.apr.toFixed(2)}%`],
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 8 });
  const plans = w.int(1, 3);
  const planRows: TableRow[] = [];
  for (let i = 0; i < plans; i++) {
    const months = w.pick([6, 12, 18, 24]);
    const original = w.money(300, 2400);
    const paid = w.int(1, months - 1);
    const installment = round(original / months);
    const startPlan = addDays(d.start, -30 * paid - w.int(1, 20));
    planRows.push({
      cells: [
        `${syn(w, ['Plan', 'PLAN', 'Pay Over Time'])} ${i + 1}: ${w.pick(['ELECTRONICS STORE', 'FURNITURE OUTLET', 'AIRLINE TICKETS', 'HOME APPLIANCES'])}`,
        date(startPlan, rowDate),
        plain(original, money),
        plain(installment, money),
        `${months - paid} of ${months}`,
        plain(round(installment * (months - paid)), money),
      ],
    });
  }
  blocks.push({
    kind: 'table',
    title: syn(w, ['Installment Plans', 'PAY OVER TIME PLANS', 'Your Plans']),
    columns: [
      col('Plan', 3, 'left', true),
      col(syn(w, ['Start Date', 'Date Created']), 1.2),
      col(syn(w, ['Original Amount', 'Plan Amount']), 1.3, 'right'),
      col(syn(w, ['Monthly Installment', 'Monthly Payment']), 1.3, 'right'),
      col(syn(w, ['Payments Left', 'Remaining Payments']), 1.2, 'right'),
      col(syn(w, ['Remaining Balance', 'Plan Balance']), 1.3, 'right'),
    ],
    rows: planRows,
    ruling: w.pick(['rules', 'grid'] as const),
    repeatHeader: false,
    size: 8,
  });
  blocks.push({ kind: 'space', h: 8 });
  const credits = d.txs.filter(isCredit);
  blocks.push({
    kind: 'table',
    title: syn(w, ['Payments and Credits', 'PAYMENTS, CREDITS AND ADJUSTMENTS']),
    columns: [
      col(syn(w, ['Date', 'Trans Date']), 1.2),
      col('Description', 5, 'left', true),
      col('Amount', 1.5, 'right'),
    ],
    rows: [
      ...credits.map((t) => ({ cells: [date(t.date, rowDate), t.description, amount(-t.amount, money)] })),
      {
        kind: 'subtotal' as const,
        cells: ['', syn(w, ['Total Payments and Credits', 'Total']), amount(-d.payments, money)],
      },
    ],
    ruling: 'rules',
    repeatHeader: true,
  });
  const groups: { name: string; txs: CardTx[] }[] = [];
  const purchases = d.txs.filter((t) => t.type === 'purchase');
  for (const t of purchases) {
    const g = groups.find((x) => x.name === (t.category ?? 'Other'));
    if (g) g.txs.push(t);
    else groups.push({ name: t.category ?? 'Other', txs: [t] });
  }
  groups.sort((a, b) => (a.name < b.name ? -1 : 1));
  const fees = d.txs.filter((t) => t.type === 'fee');
  const interest = d.txs.filter((t) => t.type === 'interest');
  if (fees.length > 0) groups.push({ name: syn(w, ['Fees', 'Fees Charged']), txs: fees });
  if (interest.length > 0) groups.push({ name: syn(w, ['Interest Charged', 'Interest']), txs: interest });
  const rows: TableRow[] = [];
  for (const g of groups) {
    rows.push({ kind: 'section', cells: ['', g.name, ''] });
    for (const t of g.txs)
      rows.push({ cells: [date(t.date, rowDate), t.description, amount(t.amount, money)] });
    rows.push({
      kind: 'subtotal',
      cells: [
        '',
        `${syn(w, ['Total', 'Total for'])} ${g.name}`,
        amount(round(g.txs.reduce((a, t) => a + t.amount, 0)), money),
      ],
    });
  }
  blocks.push({
    kind: 'table',
    title: syn(w, ['Purchases by Category', 'Transactions by Category', 'YOUR SPENDING BY CATEGORY']),
    columns: [
      col(syn(w, ['Date', 'Trans Date']), 1.2),
      col('Description', 5, 'left', true),
      col('Amount', 1.5, 'right'),
    ],
    rows,
    ruling: w.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: true,
  });
  return {
    blocks,
    truth: cardTruth(d, [...credits, ...groups.flatMap((g) => g.txs)], { postDate: false, category: false }),
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(36, 48),
    footer: footerOf(w),
  };
}

function bankTruth(d: ReturnType<typeof bankData>, ordered: Tx[], balances: Map<Tx, number>): GroundTruth {
  return {
    documentType: 'bank_statement',
    fields: bankStatementFields(d),
    transactions: ordered.map((t) => ({
      transactionDate: t.date,
      description: t.description,
      creditDebit: t.creditDebit,
      amount: t.amount,
      ...(balances.has(t) ? { balance: balances.get(t) } : {}),
    })),
  };
}

/**
 * A bank statement whose summary is a strip of captions over figures across the page (beginning
 * balance, deposits, withdrawals, ending balance), then one ledger with debits and credits in
 * columns of their own and the balance printed only on the last transaction of each day (as many
 * banks print a daily ledger balance), the rest of that column blank.
 */
function summaryStripDailyBalance(seed: number): GrammarOutput {
  const d = bankData(seed);
  const w = new Rng(seed ^ 0x11c0_0004);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'month-day', 'short-month', 'us-short-year'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.bank, d.bankAddress], size: 10, bold: true },
    right: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [syn(w, ['Statement Period', 'Statement Dates']), period.text],
        [syn(w, ['Account Number', 'Account #']), d.accountNumber],
        ['Statement Date', date(d.end, headDate)],
      ],
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({ kind: 'text', lines: [`${d.accountName} - ${d.accountNumber}`], bold: true, size: 11 });
  blocks.push({
    kind: 'kv',
    style: 'stacked',
    columns: 4,
    box: true,
    pairs: [
      [syn(w, ['Beginning Balance', 'Opening Balance']), amount(d.beginning, money)],
      [syn(w, ['Deposits/Credits', 'Total Deposits', 'Credits']), `+${amount(d.deposits, money)}`],
      [syn(w, ['Withdrawals/Debits', 'Total Withdrawals', 'Debits']), amount(-d.withdrawals, money)],
      [syn(w, ['Ending Balance', 'Closing Balance']), amount(d.ending, money)],
    ],
  });
  blocks.push({ kind: 'space', h: 8 });
  const balances = new Map<Tx, number>();
  d.txs.forEach((t, i) => {
    if (d.txs[i + 1]?.date !== t.date) balances.set(t, t.balance);
  });
  blocks.push({
    kind: 'table',
    title: syn(w, ['Account Activity', 'Transaction Detail', 'ACTIVITY']),
    columns: [
      col(syn(w, ['Date', 'Post Date']), 1.2),
      col(syn(w, ['Description', 'Transaction']), 4.2, 'left', true),
      col(syn(w, ['Debits', 'Withdrawals']), 1.4, 'right'),
      col(syn(w, ['Credits', 'Deposits']), 1.4, 'right'),
      col(syn(w, ['Daily Balance', 'Ledger Balance', 'Balance']), 1.5, 'right'),
    ],
    rows: [
      {
        kind: 'carry',
        cells: [
          date(d.start, rowDate),
          syn(w, ['Beginning Balance', 'Opening Balance']),
          '',
          '',
          amount(d.beginning, money, { currency: false }),
        ],
      },
      ...d.txs.map((t) => ({
        cells: [
          date(t.date, rowDate),
          t.description,
          t.creditDebit === 'debit' ? plain(t.amount, money, { currency: false }) : '',
          t.creditDebit === 'credit' ? plain(t.amount, money, { currency: false }) : '',
          balances.has(t) ? amount(t.balance, money, { currency: false }) : '',
        ],
      })),
      {
        kind: 'subtotal' as const,
        cells: [
          '',
          syn(w, ['Totals', 'Total']),
          plain(d.withdrawals, money, { currency: false }),
          plain(d.deposits, money, { currency: false }),
          '',
        ],
      },
    ],
    ruling: w.pick(['none', 'zebra'] as const),
    repeatHeader: true,
  });
  return {
    blocks,
    truth: bankTruth(d, d.txs, balances),
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(34, 48),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.bank}  ${d.accountNumber}`, 40, 30, { size: 8 }),
  };
}

/**
 * An online bank's e-statement: transactions grouped under a heading row per day ("Tuesday, March 5,
 * 2024" or "Mar 5, 2024"), the rows beneath carrying no date of their own: description, a signed
 * amount ("+$1,200.00" / "-$45.10") and the balance after it. The summary is a short label/value
 * list at the top.
 */
function dayHeadingsSigned(seed: number): GrammarOutput {
  const d = bankData(seed);
  const w = new Rng(seed ^ 0x11c0_0005);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const headDate = w.pick(['long', 'short-month', 'us'] as const);
  const dayStyle = w.pick(['long', 'short-month', 'weekday'] as const);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({ kind: 'text', lines: [d.bank], size: 16, bold: true });
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.holder.name, d.holder.address.street, cityLine(d.holder.address)] },
    right: {
      kind: 'kv',
      style: 'aligned',
      pairs: [
        [syn(w, ['Account', 'Account type']), d.accountName],
        [syn(w, ['Account number', 'Account No.']), d.accountNumber],
        [syn(w, ['Statement period', 'Period']), period.text],
        [syn(w, ['Opening balance', 'Starting balance']), amount(d.beginning, money)],
        [syn(w, ['Money in', 'Total in']), `+${amount(d.deposits, money)}`],
        [syn(w, ['Money out', 'Total out']), amount(-d.withdrawals, money)],
        [syn(w, ['Closing balance', 'Ending balance']), amount(d.ending, money)],
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 8 });
  const rows: TableRow[] = [];
  const days: string[] = [];
  for (const t of d.txs) if (days[days.length - 1] !== t.date) days.push(t.date);
  const weekday = (iso: string) =>
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
      new Date(`${iso}T00:00:00Z`).getUTCDay()
    ]!;
  for (const day of days) {
    const label = dayStyle === 'weekday' ? `${weekday(day)}, ${date(day, 'long')}` : date(day, dayStyle);
    rows.push({ kind: 'section', cells: [label, '', ''] });
    for (const t of d.txs.filter((x) => x.date === day))
      rows.push({
        cells: [
          t.description,
          t.creditDebit === 'credit' ? `+${amount(t.amount, money)}` : amount(-t.amount, money),
          amount(t.balance, money),
        ],
      });
  }
  blocks.push({
    kind: 'table',
    title: syn(w, ['Transactions', 'Account activity']),
    columns: [
      col(syn(w, ['Description', 'Details']), 5, 'left', true),
      col(syn(w, ['Amount', 'Money in/out']), 1.6, 'right'),
      col('Balance', 1.6, 'right'),
    ],
    rows,
    ruling: 'rules',
    repeatHeader: w.bool(),
  });
  return {
    blocks,
    truth: bankTruth(d, d.txs, new Map(d.txs.map((t) => [t, t.balance]))),
    font: 'helvetica',
    margin: w.int(36, 48),
    footer: footerOf(w),
  };
}

/**
 * A business checking statement whose activity is split by kind, as many US banks print it:
 * deposits and other credits, electronic withdrawals and other debits, each a table of its own with
 * its total; the cleared checks in a grid of three "Check No. | Date Paid | Amount" columns across
 * the page ("*" after a number that breaks the sequence); the balance only in a daily-balance grid
 * of "Date | Balance" pairs at the end (never a row). The summary prints checks and electronic
 * withdrawals as separate lines, so the total withdrawn is their sum.
 */
function businessSectionsCheckGrid(seed: number): GrammarOutput {
  const d = bankData(seed);
  const w = new Rng(seed ^ 0x12c0_0001);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'month-day', 'us-short-year'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const checkNo = new Map<Tx, string>();
  let next = w.int(1001, 4800);
  for (const t of d.txs) {
    if (t.creditDebit !== 'debit' || !(/^CHECK #/.test(t.description) || w.bool(0.3))) continue;
    const gap = checkNo.size > 0 && w.bool(0.2);
    next += gap ? w.int(2, 4) : 1;
    checkNo.set(t, `${next}${gap ? '*' : ''}`);
  }
  const credits = d.txs.filter((t) => t.creditDebit === 'credit');
  const debits = d.txs.filter((t) => t.creditDebit === 'debit' && !checkNo.has(t));
  const checks = d.txs.filter((t) => checkNo.has(t));
  const sumOf = (ts: Tx[]) => round(ts.reduce((a, t) => a + t.amount, 0));
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.bank, d.bankAddress], size: 11, bold: true },
    right: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [syn(w, ['Account Number', 'Account No.']), d.accountNumber],
        [syn(w, ['Statement Period', 'Statement Dates']), period.text],
      ],
    },
    split: 0.55,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
  });
  blocks.push({ kind: 'space', h: 10 });
  blocks.push({ kind: 'text', lines: [d.accountName.toUpperCase()], bold: true, size: 11 });
  const countOf = (n: number, label: string) => (w.bool() ? `${label} (${n})` : label);
  const summary: [string, string][] = [
    [
      `${syn(w, ['Beginning Balance', 'Opening Balance'])} on ${date(d.start, headDate)}`,
      amount(d.beginning, money),
    ],
    [
      countOf(credits.length, syn(w, ['Deposits and Other Credits', 'Deposits/Credits'])),
      amount(d.deposits, money),
    ],
    [
      countOf(debits.length, syn(w, ['Electronic Withdrawals', 'Withdrawals and Other Debits'])),
      amount(-sumOf(debits), money),
    ],
    [countOf(checks.length, 'Checks Paid'), amount(-sumOf(checks), money)],
    [`${syn(w, ['Ending Balance', 'Closing Balance'])} on ${date(d.end, headDate)}`, amount(d.ending, money)],
  ];
  blocks.push({
    kind: 'kv',
    title: 'ACCOUNT SUMMARY',
    style: w.pick(['aligned', 'leaders'] as const),
    pairs: summary,
  });
  blocks.push({ kind: 'space', h: 8 });
  const section = (title: string, total: string, ts: Tx[]): Block => ({
    kind: 'table',
    title,
    columns: [col('Date', 1.1), col('Description', 5, 'left', true), col('Amount', 1.5, 'right')],
    rows: [
      ...ts.map((t) => ({ cells: [date(t.date, rowDate), t.description, plain(t.amount, money)] })),
      { kind: 'subtotal' as const, cells: ['', total, amount(sumOf(ts), money)] },
    ],
    ruling: w.pick(['none', 'rules'] as const),
    repeatHeader: true,
  });
  if (credits.length > 0)
    blocks.push(
      section(
        syn(w, ['DEPOSITS AND OTHER CREDITS', 'Deposits and Additions']),
        syn(w, ['Total Deposits and Other Credits', 'Total Deposits']),
        credits,
      ),
    );
  if (debits.length > 0)
    blocks.push(
      section(
        syn(w, ['ELECTRONIC WITHDRAWALS', 'WITHDRAWALS AND OTHER DEBITS', 'Other Debits']),
        syn(w, ['Total Electronic Withdrawals', 'Total Withdrawals and Other Debits']),
        debits,
      ),
    );
  const across = 3;
  if (checks.length > 0) {
    const checkTitles = [
      col(syn(w, ['Check No.', 'Check #', 'Number']), 1),
      col(syn(w, ['Date Paid', 'Date']), 1),
      col('Amount', 1.2, 'right'),
    ];
    const rows: TableRow[] = [];
    for (let i = 0; i < checks.length; i += across) {
      const cells: string[] = [];
      for (let k = 0; k < across; k++) {
        const t = checks[i + k];
        cells.push(t ? checkNo.get(t)! : '', t ? date(t.date, rowDate) : '', t ? plain(t.amount, money) : '');
      }
      rows.push({ cells });
    }
    blocks.push({
      kind: 'table',
      title: syn(w, ['CHECKS PAID', 'Checks Cleared']),
      columns: Array.from({ length: across }, () => checkTitles).flat(),
      rows,
      ruling: w.pick(['none', 'grid'] as const),
      repeatHeader: true,
    });
    blocks.push({
      kind: 'text',
      lines: [
        `${syn(w, ['Total Checks Paid', 'Total Checks'])}  ${amount(sumOf(checks), money)}`,
        '* Indicates a break in check number sequence',
      ],
      size: 8,
    });
  }
  const days: Tx[] = d.txs.filter((t, i) => d.txs[i + 1]?.date !== t.date);
  const balRows: TableRow[] = [];
  for (let i = 0; i < days.length; i += across) {
    const cells: string[] = [];
    for (let k = 0; k < across; k++) {
      const t = days[i + k];
      cells.push(t ? date(t.date, rowDate) : '', t ? amount(t.balance, money) : '');
    }
    balRows.push({ cells });
  }
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'table',
    title: syn(w, ['DAILY BALANCE SUMMARY', 'Daily Ending Balance', 'DAILY LEDGER BALANCES']),
    columns: Array.from({ length: across }, () => [col('Date', 1), col('Balance', 1.3, 'right')]).flat(),
    rows: balRows,
    ruling: 'none',
    repeatHeader: false,
  });
  const ordered = [...credits, ...debits, ...checks];
  const truth = bankTruth(d, ordered, new Map());
  truth.transactions = truth.transactions!.map((t, i) =>
    checkNo.has(ordered[i]!)
      ? { ...t, description: `Check ${checkNo.get(ordered[i]!)!.replace('*', '')}` }
      : t,
  );
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.accountName}  ${d.accountNumber}`, 40, 30, { size: 8 }),
  };
}

/**
 * A bank statement whose activity runs over several pages as its own pages print it: the table
 * stops at each page's foot with a page subtotal of its debits and credits ("Page Subtotal"), and
 * the next page opens with "Transaction Detail (continued)" and a "Balance Forward" row; the summary
 * is two columns side by side (the balances and totals on the left; average and minimum balances,
 * interest and fees on the right: amounts that are not the statement's totals).
 */
function continuedPageSubtotals(seed: number): GrammarOutput {
  const d = bankData(seed);
  const w = new Rng(seed ^ 0x13c0_0003);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'month-day', 'short-month', 'us-short-year'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.bank, d.bankAddress], size: 11, bold: true },
    right: {
      kind: 'text',
      lines: [
        `${syn(w, ['Statement Period', 'For the period'])} ${period.text}`,
        `${syn(w, ['Account Number', 'Account No.'])} ${d.accountNumber}`,
        `Page 1`,
      ],
      size: 8,
      align: 'right',
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({ kind: 'text', lines: [d.accountName.toUpperCase()], bold: true, size: 10 });
  const avg = round((d.beginning + d.ending) / 2 + w.int(-200, 200));
  const minBal = round(Math.min(d.beginning, d.ending, ...d.txs.map((t) => t.balance)));
  blocks.push({
    kind: 'kv',
    title: syn(w, ['Account Summary', 'SUMMARY OF YOUR ACCOUNT']),
    style: 'aligned',
    columns: 2,
    box: true,
    pairs: [
      [syn(w, ['Beginning Balance', 'Previous Balance']), amount(d.beginning, money)],
      [syn(w, ['Average Ledger Balance', 'Average Daily Balance']), amount(avg, money)],
      [syn(w, ['Deposits and Other Credits', 'Total Credits']), amount(d.deposits, money)],
      [syn(w, ['Minimum Balance', 'Lowest Daily Balance']), amount(minBal, money)],
      [syn(w, ['Withdrawals and Other Debits', 'Total Debits']), amount(d.withdrawals, money)],
      [
        syn(w, ['Interest Paid Year-to-Date', 'Interest Earned YTD']),
        amount(round(w.int(0, 900) / 100), money),
      ],
      [syn(w, ['Ending Balance', 'Closing Balance']), amount(d.ending, money)],
      [syn(w, ['Service Charges', 'Monthly Service Fee']), amount(0, money)],
    ],
  });
  blocks.push({ kind: 'space', h: 8 });
  const n = d.txs.length;
  const first = Math.max(1, Math.min(n - 2, w.int(12, 20)));
  const chunks: Tx[][] = [d.txs.slice(0, first)];
  for (let i = first; i < n; i += 24) chunks.push(d.txs.slice(i, i + 24));
  const title = syn(w, ['Transaction Detail', 'ACCOUNT ACTIVITY', 'Transaction History']);
  const cols = [
    col('Date', 1.1),
    col('Description', 4.4),
    col(syn(w, ['Debits', 'Withdrawals']), 1.4, 'right'),
    col(syn(w, ['Credits', 'Deposits']), 1.4, 'right'),
    col('Balance', 1.5, 'right'),
  ];
  const sum = (txs: Tx[], k: Tx['creditDebit']) =>
    round(txs.filter((t) => t.creditDebit === k).reduce((a, t) => a + t.amount, 0));
  const subtotal = syn(w, ['Page Subtotal', 'Subtotal This Page', 'Page Total']);
  const forward = syn(w, ['Balance Forward', 'Balance Brought Forward', 'Balance carried forward']);
  const continued = syn(w, ['Continued on next page', 'Continued']);
  let before = d.beginning;
  chunks.forEach((txs, k) => {
    if (k > 0) {
      blocks.push({ kind: 'text', lines: [continued], size: 7, align: 'right', color: 'grey' });
      blocks.push({ kind: 'pageBreak' });
    }
    const last = k === chunks.length - 1;
    blocks.push({
      kind: 'table',
      title: k === 0 ? title : `${title} ${syn(w, ['(continued)', '- continued', 'continued'])}`,
      columns: cols,
      rows: [
        {
          kind: 'carry',
          cells: [
            k === 0 ? date(d.start, rowDate) : '',
            k === 0 ? syn(w, ['Beginning Balance', 'Opening Balance']) : forward,
            '',
            '',
            amount(before, money),
          ],
        },
        ...txs.map((t) => ({
          cells: [
            date(t.date, rowDate),
            t.description,
            t.creditDebit === 'debit' ? plain(t.amount, money) : '',
            t.creditDebit === 'credit' ? plain(t.amount, money) : '',
            amount(t.balance, money),
          ],
        })),
        {
          kind: 'subtotal' as const,
          cells: [
            '',
            last && chunks.length === 1 ? syn(w, ['Totals', 'Total']) : subtotal,
            plain(sum(txs, 'debit'), money),
            plain(sum(txs, 'credit'), money),
            '',
          ],
        },
        ...(last
          ? [
              {
                kind: 'carry' as const,
                cells: [
                  date(d.end, rowDate),
                  syn(w, ['Ending Balance', 'Closing Balance']),
                  '',
                  '',
                  amount(d.ending, money),
                ],
              },
            ]
          : []),
      ],
      ruling: w.pick(['none', 'rules'] as const),
      repeatHeader: true,
    });
    before = txs[txs.length - 1]?.balance ?? before;
  });
  const balances = new Map<Tx, number>(d.txs.map((t) => [t, t.balance]));
  return {
    blocks,
    truth: bankTruth(d, d.txs, balances),
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
    runningHeader: (p, i) => {
      if (i > 0) p.text(`${d.accountName}  ${d.accountNumber}`, 40, 30, { size: 8 });
    },
  };
}

/**
 * A credit union's member statement: the member's sub-accounts one after another, each under a
 * heading of its own ("<name> - ID 10") with its own opening and closing balance rows: the primary
 * checking (share draft) account first, then a share savings account (a dividend, a transfer) and a
 * loan (a payment split into principal and interest, the loan's balance falling). A "Summary of
 * Accounts" table at the top has one row per sub-account. Only the primary account's rows and
 * balances are the statement's (the spec reads one account).
 */
function creditUnionSubAccounts(seed: number): GrammarOutput {
  const d = bankData(seed);
  const w = new Rng(seed ^ 0x14f0_0002);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus', 'parens'] }), zero: 'number' };
  const rowDate = w.pick(['us', 'month-day', 'us-short-year', 'short-month'] as const);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const savingsId = w.pick(['00', 'S00', '01']);
  const mainId = w.pick(['10', 'S10', '0010']);
  const loanId = w.pick(['50', 'L50', '0070']);
  const savingsStart = w.money(25, 9000);
  const dividend = round(savingsStart * 0.0025);
  const transfer = w.money(25, 400);
  const savingsEnd = round(savingsStart + dividend + transfer);
  const loanStart = w.money(3000, 24000);
  const loanPay = w.money(180, 620);
  const loanInterest = round(loanStart * 0.0055);
  const loanPrincipal = round(loanPay - loanInterest);
  const loanEnd = round(loanStart - loanPrincipal);
  const mid = (k: number) => d.start.slice(0, 8) + String(Math.min(28, k)).padStart(2, '0');
  const union = `${d.bank} ${syn(w, ['Federal Credit Union', 'Credit Union'])}`;
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [union, d.bankAddress],
      size: 11,
      bold: true,
    },
    right: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [syn(w, ['Member Number', 'Account Number', 'Member #']), d.accountNumber],
        [syn(w, ['Statement Period', 'Statement Dates']), period.text],
      ],
    },
    split: 0.55,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
  });
  blocks.push({ kind: 'space', h: 8 });
  const nameOf = (name: string, id: string) => `${name} - ID ${id}`;
  const savingsName = syn(w, ['Share Savings', 'Primary Share', 'Regular Share']);
  const loanName = syn(w, ['Auto Loan', 'New Vehicle Loan', 'Personal Loan']);
  blocks.push({
    kind: 'table',
    title: syn(w, ['Summary of Accounts', 'ACCOUNT SUMMARY', 'Your Accounts']),
    columns: [
      col('Account', 2.2),
      col(syn(w, ['Beginning Balance', 'Previous Balance']), 1.6, 'right'),
      col(syn(w, ['Deposits', 'Deposits/Credits']), 1.6, 'right'),
      col(syn(w, ['Withdrawals', 'Withdrawals/Debits']), 1.6, 'right'),
      col(syn(w, ['Ending Balance', 'New Balance']), 1.6, 'right'),
    ],
    rows: [
      {
        cells: [
          nameOf(d.accountName, mainId),
          plain(d.beginning, money),
          plain(d.deposits, money),
          plain(d.withdrawals, money),
          plain(d.ending, money),
        ],
      },
      {
        cells: [
          nameOf(savingsName, savingsId),
          plain(savingsStart, money),
          plain(dividend + transfer, money),
          plain(0, money),
          plain(savingsEnd, money),
        ],
      },
      {
        cells: [
          nameOf(loanName, loanId),
          plain(loanStart, money),
          plain(loanPrincipal, money),
          plain(0, money),
          plain(loanEnd, money),
        ],
      },
    ],
    ruling: w.pick(['rules', 'grid'] as const),
    repeatHeader: false,
  });
  blocks.push({ kind: 'space', h: 10 });
  const cols = [
    col(syn(w, ['Date', 'Eff. Date', 'Post Date']), 1.5),
    col(syn(w, ['Transaction Description', 'Description']), 4.6, 'left', true),
    col(syn(w, ['Withdrawals', 'Debits']), 1.4, 'right'),
    col(syn(w, ['Deposits', 'Credits']), 1.4, 'right'),
    col('Balance', 1.5, 'right'),
  ];
  const opening = syn(w, ['Beginning Balance', 'Previous Balance', 'Balance Forward']);
  const closing = syn(w, ['Ending Balance', 'New Balance', 'Closing Balance']);
  blocks.push({ kind: 'text', lines: [nameOf(d.accountName, mainId).toUpperCase()], bold: true, size: 10 });
  blocks.push({
    kind: 'table',
    columns: cols,
    rows: [
      { kind: 'carry', cells: [date(d.start, rowDate), opening, '', '', amount(d.beginning, money)] },
      ...d.txs.map((t) => ({
        cells: [
          date(t.date, rowDate),
          t.description,
          t.creditDebit === 'debit' ? plain(t.amount, money) : '',
          t.creditDebit === 'credit' ? plain(t.amount, money) : '',
          amount(t.balance, money),
        ],
      })),
      { kind: 'carry', cells: [date(d.end, rowDate), closing, '', '', amount(d.ending, money)] },
    ],
    ruling: w.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: true,
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({ kind: 'text', lines: [nameOf(savingsName, savingsId).toUpperCase()], bold: true, size: 10 });
  blocks.push({
    kind: 'table',
    columns: cols,
    rows: [
      { kind: 'carry', cells: [date(d.start, rowDate), opening, '', '', amount(savingsStart, money)] },
      {
        cells: [
          date(mid(w.int(5, 20)), rowDate),
          `${syn(w, ['Transfer From', 'TRANSFER FROM SHARE'])} ${mainId}`,
          '',
          plain(transfer, money),
          amount(round(savingsStart + transfer), money),
        ],
      },
      {
        cells: [
          date(d.end, rowDate),
          syn(w, ['Dividend', 'DIVIDEND EARNED']),
          '',
          plain(dividend, money),
          amount(savingsEnd, money),
        ],
      },
      { kind: 'carry', cells: [date(d.end, rowDate), closing, '', '', amount(savingsEnd, money)] },
    ],
    ruling: 'none',
    repeatHeader: true,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${syn(w, ['Dividends Paid Year-to-Date', 'YTD Dividends'])}: ${plain(round(dividend * Number(d.end.slice(5, 7))), money)}`,
      `${syn(w, ['Annual Percentage Yield Earned', 'APY Earned'])} 0.30%`,
    ],
    size: 8,
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({ kind: 'text', lines: [nameOf(loanName, loanId).toUpperCase()], bold: true, size: 10 });
  blocks.push({
    kind: 'table',
    columns: [
      col('Date', 1.5),
      col('Description', 3.4, 'left', true),
      col(syn(w, ['Payment', 'Amount']), 1.3, 'right'),
      col('Principal', 1.3, 'right'),
      col('Interest', 1.2, 'right'),
      col(syn(w, ['Loan Balance', 'Balance']), 1.4, 'right'),
    ],
    rows: [
      { kind: 'carry', cells: [date(d.start, rowDate), opening, '', '', '', amount(loanStart, money)] },
      {
        cells: [
          date(mid(w.int(3, 25)), rowDate),
          syn(w, ['Loan Payment', 'PAYMENT - THANK YOU', 'Payment']),
          plain(loanPay, money),
          plain(loanPrincipal, money),
          plain(loanInterest, money),
          amount(loanEnd, money),
        ],
      },
      { kind: 'carry', cells: [date(d.end, rowDate), closing, '', '', '', amount(loanEnd, money)] },
    ],
    ruling: 'none',
    repeatHeader: true,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${syn(w, ['Next Payment Due', 'Payment Due Date'])}: ${date(addMonth(d.end), headDate)}   ${syn(w, ['Interest Paid Year-to-Date', 'YTD Interest Paid'])}: ${plain(round(loanInterest * Number(d.end.slice(5, 7))), money)}`,
    ],
    size: 8,
  });
  const truth = bankTruth(d, d.txs, new Map(d.txs.map((t) => [t, t.balance])));
  return {
    blocks,
    truth: { ...truth, fields: { ...truth.fields, bankName: union } },
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
    runningHeader: (p, i) => {
      if (i > 0) p.text(`${d.holder.name.toUpperCase()}  ${d.accountNumber}`, 40, 30, { size: 8 });
    },
  };
}

/** The same day of the next month (the 28th at most). */
function addMonth(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const day = Math.min(28, Number(iso.slice(8, 10)));
  return `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const WRITTEN_STATEMENT_FAMILIES: WrittenFamilies = {
  credit_card_statement: {
    'coupon-activity-page2': couponActivityPage2,
    'estatement-rewards-column': eStatementRewardsColumn,
    'member-tables-leaders': memberTablesLeaders,
    'foreign-currency-detail': foreignCurrencyDetail,
    'store-card-promo-balances': storeCardPromoBalances,
    'category-groups-installments': categoryGroupsInstallments,
  },
  bank_statement: {
    'summary-strip-daily-balance': summaryStripDailyBalance,
    'day-headings-signed': dayHeadingsSigned,
    'business-sections-check-grid': businessSectionsCheckGrid,
    'continued-page-subtotals': continuedPageSubtotals,
    'credit-union-sub-accounts': creditUnionSubAccounts,
  },
};
