// Credit-card statements: sectioned US-issuer style, merchant/category table with CR markers,
// separate debit/credit columns with a type column, and a compact grid summary with parenthesised credits.
import { DocBuilder, Flow, GREY, LIGHT, drawTableHeader, pageFooters, type Column } from '../draw';
import { CARD_ISSUERS, MERCHANTS, cityLine, person, type Person } from '../fake-data';
import { addDays, formatDate, formatMoney, type DateStyle } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export type TxType = 'purchase' | 'payment' | 'fee' | 'interest' | 'refund';

export interface CardTx {
  date: string;
  postDate: string;
  description: string;
  merchant: string | null;
  category: string | null;
  type: TxType;
  amount: number;
}

export interface CardData {
  /** Picks wording (labels) so one layout still varies between documents. */
  words: Rng;
  issuer: string;
  holder: Person;
  last4: string;
  start: string;
  end: string;
  due: string;
  previous: number;
  purchases: number;
  payments: number;
  fees: number;
  interest: number;
  newBalance: number;
  minimum: number;
  limit: number;
  available: number;
  apr: number;
  txs: CardTx[];
}

export function cardData(seed: number, rows?: number, anchor?: string): CardData {
  const rng = new Rng(seed);
  const holder = person(rng);
  // Drawn also with an anchor, so everything after the dates stays what the seed gives.
  const year = rng.int(2022, 2025);
  const month = rng.int(1, 12);
  const startDay = rng.int(2, 25);
  // A 30-day cycle; with an anchor it closes 2-11 days before the anchor date.
  const start = anchor
    ? addDays(anchor, -31 - (startDay % 10))
    : `${year}-${String(month).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`;
  const end = addDays(start, 29);
  const limit = rng.pick([2500, 5000, 7500, 10000, 15000, 25000]);
  const previous = rng.money(150, limit * 0.5);
  const apr = rng.pick([17.99, 19.49, 21.24, 22.99, 24.99, 27.49, 29.99]);
  const n = rows ?? rng.int(10, 30);
  const txs: CardTx[] = [];
  const payDate = addDays(start, rng.int(3, 12));
  txs.push({
    date: payDate,
    postDate: payDate,
    description: 'PAYMENT - THANK YOU',
    merchant: null,
    category: 'Payment',
    type: 'payment',
    amount: round2(Math.min(previous, rng.money(50, previous))),
  });
  for (let i = 0; i < n - 1; i++) {
    const m = rng.pick(MERCHANTS);
    const date = addDays(start, rng.int(0, 28));
    const refund = rng.bool(0.06);
    txs.push({
      date,
      postDate: addDays(date, rng.int(0, 2)),
      description: `${m.name}${rng.bool(0.5) ? ` #${rng.digits(4)}` : ''} ${holder.address.city.toUpperCase()} ${holder.address.state}`,
      merchant: m.name,
      category: m.category,
      type: refund ? 'refund' : 'purchase',
      amount: rng.money(m.min, m.max),
    });
  }
  if (rng.bool(0.5)) {
    const d = addDays(start, rng.int(5, 25));
    txs.push({
      date: d,
      postDate: d,
      description: rng.pick(['FOREIGN TRANSACTION FEE', 'LATE FEE', 'ANNUAL MEMBERSHIP FEE']),
      merchant: null,
      category: 'Fees',
      type: 'fee',
      amount: rng.pick([2.15, 29.0, 39.0, 95.0]),
    });
  }
  const interestAmount = round2((previous * apr) / 100 / 12);
  if (interestAmount > 0.5 && rng.bool(0.7))
    txs.push({
      date: end,
      postDate: end,
      description: 'INTEREST CHARGE ON PURCHASES',
      merchant: null,
      category: 'Interest',
      type: 'interest',
      amount: interestAmount,
    });
  txs.sort((a, b) => (a.postDate < b.postDate ? -1 : a.postDate > b.postDate ? 1 : 0));
  const total = (t: TxType[]) => sum(txs.filter((x) => t.includes(x.type)).map((x) => x.amount));
  const purchases = total(['purchase']);
  const payments = total(['payment', 'refund']);
  const fees = total(['fee']);
  const interest = total(['interest']);
  const newBalance = round2(previous - payments + purchases + fees + interest);
  return {
    words: rng.fork('words'),
    issuer: rng.pick(CARD_ISSUERS),
    holder,
    last4: rng.digits(4),
    start,
    end,
    due: addDays(end, 25),
    previous,
    purchases,
    payments,
    fees,
    interest,
    newBalance,
    minimum:
      newBalance <= 0 ? 0 : round2(Math.min(newBalance, Math.max(35, newBalance * 0.02 + interest + fees))),
    limit,
    available: round2(Math.max(0, limit - newBalance)),
    apr,
    txs,
  };
}

/** A card statement's header fields, as every layout prints them. */
export function cardStatementFields(d: CardData): GroundTruth['fields'] {
  return {
    cardIssuer: d.issuer,
    cardHolderName: d.holder.name,
    accountNumber: d.last4,
    statementStartDate: d.start,
    statementEndDate: d.end,
    paymentDueDate: d.due,
    minimumPaymentDue: d.minimum,
    newBalance: d.newBalance,
    previousBalance: d.previous,
    totalPurchases: d.purchases,
    totalPayments: d.payments,
    totalFees: d.fees,
    totalInterest: d.interest,
    creditLimit: d.limit,
    availableCredit: d.available,
    apr: d.apr,
  };
}

function truth(
  d: CardData,
  txs: readonly CardTx[],
  show: { postDate: boolean; merchant: boolean; category: boolean },
): GroundTruth {
  return {
    documentType: 'credit_card_statement',
    fields: cardStatementFields(d),
    transactions: txs.map((t) => ({
      transactionDate: t.date,
      ...(show.postDate ? { postDate: t.postDate } : {}),
      description: show.merchant ? (t.merchant ?? t.description) : t.description,
      ...(show.merchant ? { merchant: t.merchant } : {}),
      ...(show.category ? { category: t.category } : {}),
      transactionType: t.type,
      amount: t.amount,
    })),
  };
}

const credit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

/** Layout A: issuer-style summary and payment box, then sections Payments / Purchases / Fees / Interest. */
async function layoutSections(d: CardData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const cols: Column[] = [
    { header: 'Trans Date', x: 40 },
    { header: 'Post Date', x: 100 },
    { header: 'Description', x: 165 },
    { header: 'Amount', x: 570, align: 'right' },
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.issuer, 40, 34, { size: 15, bold: true });
      p.text(`Account ending in ${d.last4}`, 572, 34, { size: 9, align: 'right' });
      p.text(`Statement Closing Date ${formatDate(d.end, 'us')}`, 572, 47, {
        size: 8,
        align: 'right',
        color: GREY,
      });
      if (i > 0) return 80;
      p.lines([d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)], 40, 70);
      p.text(
        `Opening/Closing Date ${formatDate(d.start, 'us-short-year')} - ${formatDate(d.end, 'us-short-year')}`,
        40,
        120,
        { size: 8.5 },
      );
      p.rect(40, 136, 260, 150, { stroke: GREY });
      p.text('Account Summary', 48, 144, { size: 10, bold: true });
      const w = d.words;
      const rows: [string, string][] = [
        [
          w.pick(['Previous Balance', 'Previous Statement Balance', 'Balance Last Statement']),
          formatMoney(d.previous, { currency: true }),
        ],
        [
          w.pick(['Payment, Credits', 'Payments and Credits', 'Payments & Other Credits']),
          `-${formatMoney(d.payments, { currency: true })}`,
        ],
        [
          w.pick(['Purchases', 'Purchases and Adjustments', 'New Purchases']),
          `+${formatMoney(d.purchases, { currency: true })}`,
        ],
        [w.pick(['Fees Charged', 'Fees', 'Total Fees']), `+${formatMoney(d.fees, { currency: true })}`],
        [
          w.pick(['Interest Charged', 'Interest Charge', 'Finance Charges']),
          `+${formatMoney(d.interest, { currency: true })}`,
        ],
        [
          w.pick(['New Balance', 'New Statement Balance', 'Closing Balance']),
          formatMoney(d.newBalance, { currency: true }),
        ],
        [
          w.pick(['Credit Limit', 'Credit Line', 'Total Credit Line']),
          formatMoney(d.limit, { currency: true }),
        ],
        [
          w.pick(['Available Credit', 'Credit Available', 'Available Credit Line']),
          formatMoney(d.available, { currency: true }),
        ],
      ];
      rows.forEach(([l, v], k) => {
        p.text(l, 48, 162 + k * 14, { bold: k === 5 });
        p.text(v, 292, 162 + k * 14, { align: 'right', bold: k === 5 });
      });
      p.rect(320, 136, 252, 90, { fill: LIGHT });
      p.text('Payment Information', 328, 144, { size: 10, bold: true });
      p.text('New Balance', 328, 162);
      p.text(formatMoney(d.newBalance, { currency: true }), 564, 162, { align: 'right' });
      p.text(w.pick(['Minimum Payment Due', 'Minimum Amount Due', 'Minimum Payment']), 328, 176);
      p.text(formatMoney(d.minimum, { currency: true }), 564, 176, { align: 'right' });
      p.text(w.pick(['Payment Due Date', 'Due Date', 'Please Pay By']), 328, 190);
      p.text(formatDate(d.due, 'us'), 564, 190, { align: 'right' });
      p.text(`Annual Percentage Rate (APR) for purchases: ${d.apr.toFixed(2)}%`, 328, 208, { size: 7.5 });
      p.text('ACCOUNT ACTIVITY', 40, 304, { size: 11, bold: true });
      return drawTableHeader(p, cols, 322, { shade: true });
    },
    740,
  );
  const ordered: CardTx[] = [];
  const sections: [string, TxType[]][] = [
    ['PAYMENTS AND OTHER CREDITS', ['payment', 'refund']],
    ['PURCHASES', ['purchase']],
    ['FEES CHARGED', ['fee']],
    ['INTEREST CHARGED', ['interest']],
  ];
  for (const [title, types] of sections) {
    const txs = d.txs.filter((t) => types.includes(t.type));
    if (txs.length === 0) continue;
    ordered.push(...txs);
    flow.ensure(30);
    flow.page.text(title, 40, flow.y + 2, { size: 9, bold: true });
    flow.y += 16;
    for (const t of txs) {
      flow.ensure(13);
      flow.page.text(formatDate(t.date, 'month-day'), 40, flow.y);
      flow.page.text(formatDate(t.postDate, 'month-day'), 100, flow.y);
      flow.page.text(t.description, 165, flow.y);
      flow.page.text(formatMoney(credit(t) ? -t.amount : t.amount), 570, flow.y, { align: 'right' });
      flow.y += 13;
    }
    flow.y += 6;
  }
  flow.ensure(40);
  flow.page.text(
    `Total fees charged in ${d.end.slice(0, 4)}: ${formatMoney(d.fees, { currency: true })}`,
    40,
    flow.y + 10,
    { size: 8 },
  );
  pageFooters(doc, (i, n) => `Page ${i} of ${n}`);
  return {
    layout: 'sections',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, ordered, { postDate: true, merchant: false, category: false }),
  };
}

/** Layout B: one table with merchant and category columns, credits marked CR, summary at the bottom. */
async function layoutMerchant(d: CardData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const cols: Column[] = [
    { header: 'Date', x: 44 },
    { header: 'Merchant', x: 110 },
    { header: 'Category', x: 300 },
    { header: 'Amount', x: 560, align: 'right' },
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.rect(0, 0, p.width, 70, { fill: LIGHT });
      p.text(d.issuer, 44, 24, { size: 17, bold: true });
      p.text(
        `Statement period ${formatDate(d.start, 'short-month')} to ${formatDate(d.end, 'short-month')}`,
        44,
        48,
        { size: 9 },
      );
      if (i > 0) return drawTableHeader(p, cols, 90, { left: 40, right: 572 });
      p.text('Cardholder', 44, 90, { size: 8, color: GREY });
      p.lines([d.holder.name, d.holder.address.street, cityLine(d.holder.address)], 44, 102, { size: 9.5 });
      p.text(`Card number XXXX XXXX XXXX ${d.last4}`, 330, 90, { size: 9 });
      p.text(`Payment due ${formatDate(d.due, 'short-month')}`, 330, 104, { size: 9, bold: true });
      p.text(`Minimum payment ${formatMoney(d.minimum, { currency: true })}`, 330, 118, {
        size: 9,
        bold: true,
      });
      return drawTableHeader(p, cols, 160, { left: 40, right: 572 });
    },
    730,
  );
  for (const t of d.txs) {
    flow.ensure(14);
    flow.page.text(formatDate(t.date, 'short-month').slice(0, 6), 44, flow.y);
    flow.page.text(t.merchant ?? t.description, 110, flow.y);
    flow.page.text(t.category ?? '', 300, flow.y, { color: GREY });
    flow.page.text(credit(t) ? `${formatMoney(t.amount)} CR` : formatMoney(t.amount), 560, flow.y, {
      align: 'right',
    });
    flow.y += 14;
  }
  flow.ensure(150);
  const p = flow.page;
  let y = flow.y + 20;
  p.text('Statement summary', 44, y, { size: 11, bold: true });
  const rows: [string, string][] = [
    ['Previous balance', formatMoney(d.previous)],
    ['Payments & credits', `${formatMoney(d.payments)} CR`],
    ['New purchases', formatMoney(d.purchases)],
    ['Fees', formatMoney(d.fees)],
    ['Interest charged', formatMoney(d.interest)],
    ['New balance', formatMoney(d.newBalance)],
    ['Credit limit', formatMoney(d.limit)],
    ['Available credit', formatMoney(d.available)],
    ['Purchase APR', `${d.apr.toFixed(2)}%`],
  ];
  for (const [l, v] of rows) {
    y += 13;
    p.text(l, 44, y);
    p.text(v, 260, y, { align: 'right' });
  }
  pageFooters(doc, (i, n) => `${d.issuer} | ${i}/${n}`);
  // The merchant column shows the merchant name, so it is also the printed description.
  return {
    layout: 'merchant',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, d.txs, { postDate: false, merchant: true, category: true }),
  };
}

/** Layout C: Times, day-month dates, explicit type column and separate debit/credit columns. */
async function layoutDebitCredit(d: CardData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const ds: DateStyle = 'day-month';
  const cols: Column[] = [
    { header: 'Transaction', x: 40 },
    { header: 'Posted', x: 104 },
    { header: 'Details', x: 168 },
    { header: 'Type', x: 380 },
    { header: 'Debit', x: 500, align: 'right' },
    { header: 'Credit', x: 570, align: 'right' },
  ];
  const label: Record<TxType, string> = {
    purchase: 'Purchase',
    payment: 'Payment',
    fee: 'Fee',
    interest: 'Interest',
    refund: 'Refund',
  };
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.issuer.toUpperCase(), 306, 30, { size: 14, bold: true, align: 'center' });
      p.text('MONTHLY STATEMENT', 306, 48, { size: 9, align: 'center' });
      if (i > 0) return drawTableHeader(p, cols, 76, { left: 40, right: 572 });
      p.lines([d.holder.name, d.holder.address.street, cityLine(d.holder.address)], 40, 74, { size: 10 });
      const info: [string, string][] = [
        ['Statement date', formatDate(d.end, ds)],
        ['Period', `${formatDate(d.start, ds)} - ${formatDate(d.end, ds)}`],
        ['Credit limit', formatMoney(d.limit)],
        ['Available credit', formatMoney(d.available)],
        ['Interest rate (APR)', `${d.apr}%`],
      ];
      info.forEach(([l, v], k) => {
        p.text(l, 340, 74 + k * 13, { size: 9.5 });
        p.text(v, 572, 74 + k * 13, { size: 9.5, align: 'right' });
      });
      const sum: [string, string][] = [
        ['Previous balance', formatMoney(d.previous)],
        ['Purchases', formatMoney(d.purchases)],
        ['Payments and credits', formatMoney(d.payments)],
        ['Interest', formatMoney(d.interest)],
        ['Fees and charges', formatMoney(d.fees)],
        ['Closing balance', formatMoney(d.newBalance)],
      ];
      p.line(40, 150, 572, 150);
      sum.forEach(([l, v], k) => {
        const x = 40 + (k % 3) * 180;
        const y = 158 + Math.floor(k / 3) * 30;
        p.text(l, x, y, { size: 8.5, color: GREY });
        p.text(v, x, y + 11, { size: 10.5, bold: true });
      });
      p.line(40, 214, 572, 214);
      p.text(`Minimum amount due ${formatMoney(d.minimum)} by ${formatDate(d.due, ds)}`, 40, 222, {
        size: 10,
        bold: true,
      });
      return drawTableHeader(p, cols, 250, { left: 40, right: 572 });
    },
    740,
  );
  for (const t of d.txs) {
    flow.ensure(13);
    flow.page.text(formatDate(t.date, ds), 40, flow.y, { size: 9.5 });
    flow.page.text(formatDate(t.postDate, ds), 104, flow.y, { size: 9.5 });
    flow.page.text(t.description, 168, flow.y, { size: 9.5 });
    flow.page.text(label[t.type], 380, flow.y, { size: 9.5 });
    flow.page.text(formatMoney(t.amount), credit(t) ? 570 : 500, flow.y, { size: 9.5, align: 'right' });
    flow.y += 13;
  }
  pageFooters(doc, (i, n) => `Page ${i} of ${n}`);
  return {
    layout: 'debit-credit',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, d.txs, { postDate: true, merchant: false, category: false }),
  };
}

/** Layout D: boxed grid summary, ISO dates, credits in parentheses, repeated page headers with account. */
async function layoutGrid(d: CardData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const cols: Column[] = [
    { header: 'DATE', x: 40 },
    { header: 'DESCRIPTION', x: 110 },
    { header: 'AMOUNT (USD)', x: 570, align: 'right' },
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(`${d.issuer} - ${d.holder.name}`, 40, 30, { size: 10, bold: true });
      p.text(`Card ${'*'.repeat(12)}${d.last4}`, 572, 30, { size: 9, align: 'right' });
      if (i > 0) return drawTableHeader(p, cols, 60, { rule: true });
      p.lines([d.holder.address.street, cityLine(d.holder.address)], 40, 44, { size: 8.5 });
      const cells: [string, string][] = [
        ['Statement From', formatDate(d.start, 'iso')],
        ['Statement To', formatDate(d.end, 'iso')],
        ['Payment Due Date', formatDate(d.due, 'iso')],
        ['Minimum Payment', formatMoney(d.minimum)],
        ['Previous Balance', formatMoney(d.previous)],
        ['Payments/Credits', `(${formatMoney(d.payments)})`],
        ['Purchases', formatMoney(d.purchases)],
        ['Fees', formatMoney(d.fees)],
        ['Interest', formatMoney(d.interest)],
        ['New Balance', formatMoney(d.newBalance)],
        ['Credit Limit', formatMoney(d.limit)],
        ['Available Credit', formatMoney(d.available)],
      ];
      cells.forEach(([l, v], k) => {
        const x = 40 + (k % 4) * 133;
        const y = 80 + Math.floor(k / 4) * 36;
        p.rect(x, y, 133, 36, { stroke: GREY, width: 0.5 });
        p.text(l, x + 5, y + 5, { size: 7, color: GREY });
        p.text(v, x + 5, y + 18, { size: 10, bold: true });
      });
      p.text(`Purchase APR ${d.apr.toFixed(2)}% (v)`, 40, 196, { size: 8 });
      return drawTableHeader(p, cols, 220, { rule: true });
    },
    745,
  );
  for (const t of d.txs) {
    flow.ensure(12);
    flow.page.text(formatDate(t.date, 'iso'), 40, flow.y, { size: 8.5 });
    flow.page.text(t.description, 110, flow.y, { size: 8.5 });
    flow.page.text(formatMoney(credit(t) ? -t.amount : t.amount, { negative: 'parens' }), 570, flow.y, {
      size: 8.5,
      align: 'right',
    });
    flow.y += 12;
  }
  pageFooters(doc, (i) => `${i}`);
  return {
    layout: 'grid',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, d.txs, { postDate: false, merchant: false, category: false }),
  };
}

export const CARD_LAYOUTS = [layoutSections, layoutMerchant, layoutDebitCredit, layoutGrid];

export async function generateCreditCardStatement(
  seed: number,
  layout: number,
  opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const fn = CARD_LAYOUTS[layout % CARD_LAYOUTS.length];
  if (!fn) throw new Error('no layout');
  return fn(cardData(seed, opts.rows, opts.anchor));
}
