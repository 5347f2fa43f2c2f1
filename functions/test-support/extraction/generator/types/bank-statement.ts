// Bank statements: four layouts that differ in column order, amount convention (separate
// withdrawal/deposit columns, signed amounts, CR/DR markers, grouped sections), date format,
// running balance, summary position and per-page headers.
import {
  DocBuilder,
  Flow,
  GREY,
  LIGHT,
  drawTableHeader,
  pageFooters,
  type Column,
  type PageBuilder,
} from '../draw';
import { BANKS, EMPLOYERS, MERCHANTS, cityLine, person, type Person } from '../fake-data';
import {
  addDays,
  endOfMonth,
  formatDate,
  formatMoney,
  isoDate,
  monthBefore,
  type DateStyle,
} from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export interface Tx {
  date: string;
  description: string;
  creditDebit: 'credit' | 'debit';
  amount: number;
  balance: number;
}

export interface BankData {
  /** Picks wording (labels, headers) so one layout still varies between documents. */
  words: Rng;
  bank: string;
  bankAddress: string;
  holder: Person;
  accountName: string;
  accountNumber: string;
  start: string;
  end: string;
  beginning: number;
  ending: number;
  deposits: number;
  withdrawals: number;
  txs: Tx[];
}

const ACCOUNT_NAMES = [
  'Everyday Checking',
  'Premier Checking',
  'Business Checking',
  'High Yield Savings',
  'Student Checking',
];

function description(rng: Rng, credit: boolean, holder: Person): string {
  if (credit) {
    return rng.pick([
      () =>
        `DIRECT DEPOSIT ${rng.pick(EMPLOYERS).toUpperCase().replace(/[.,]/g, '')} PAYROLL PPD ID ${rng.digits(10)}`,
      () => `MOBILE DEPOSIT REF ${rng.digits(9)}`,
      () => `ZELLE FROM ${person(rng).name.toUpperCase()} CONF ${rng.digits(8)}`,
      () => `ONLINE TRANSFER FROM SAVINGS XXXXXX${rng.digits(4)}`,
      () => 'INTEREST PAYMENT',
      () => `IRS TREAS 310 TAX REF`,
    ])();
  }
  const m = rng.pick(MERCHANTS);
  return rng.pick([
    () =>
      `POS PURCHASE ${m.name} #${rng.digits(4)} ${holder.address.city.toUpperCase()} ${holder.address.state}`,
    () => `DEBIT CARD PURCHASE ${m.name} ${holder.address.city.toUpperCase()}`,
    () =>
      `ACH DEBIT ${rng.pick(['COMCAST XFINITY', 'STATE FARM INSURANCE', 'CITY WATER UTIL', 'PG&E WEB ONLINE', 'AT&T PAYMENT'])} WEB ID ${rng.digits(9)}`,
    () => `CHECK #${rng.int(1001, 1999)}`,
    () =>
      `ATM WITHDRAWAL ${rng.int(100, 9999)} ${rng.pick(['MAIN ST', 'MARKET ST', 'BROADWAY'])} ${holder.address.city.toUpperCase()}`,
    () => `ZELLE PAYMENT TO ${person(rng).name.toUpperCase()}`,
    () => `ONLINE TRANSFER TO SAVINGS XXXXXX${rng.digits(4)}`,
    () => `MONTHLY SERVICE FEE`,
  ])();
}

export function bankData(seed: number, rows?: number, anchor?: string): BankData {
  const rng = new Rng(seed);
  const holder = person(rng);
  // Drawn also with an anchor, so everything after the dates stays what the seed gives.
  const seeded = { year: rng.int(2022, 2025), month: rng.int(1, 12) };
  const { year, month } = anchor ? monthBefore(anchor) : seeded;
  const start = isoDate(year, month, 1);
  const end = endOfMonth(year, month);
  const days = Number(end.slice(8));
  const n = rows ?? rng.int(10, 32);
  const beginning = rng.money(400, 18000);
  const dates = Array.from({ length: n }, () => addDays(start, rng.int(0, days - 1))).sort();
  let balance = beginning;
  const txs: Tx[] = dates.map((date) => {
    // Keep the balance positive so the statement looks like a real, non-overdrawn account.
    const credit = balance < 300 || rng.bool(0.3);
    const amount = credit ? rng.money(40, 4200) : rng.money(4, Math.min(1800, Math.max(20, balance * 0.5)));
    balance = round2(balance + (credit ? amount : -amount));
    return {
      date,
      description: description(rng, credit, holder),
      creditDebit: credit ? 'credit' : 'debit',
      amount,
      balance,
    };
  });
  const deposits = sum(txs.filter((t) => t.creditDebit === 'credit').map((t) => t.amount));
  const withdrawals = sum(txs.filter((t) => t.creditDebit === 'debit').map((t) => t.amount));
  const bank = rng.pick(BANKS);
  return {
    words: rng.fork('words'),
    bank,
    bankAddress: `P.O. Box ${rng.int(1000, 99999)}, ${rng.pick(['Wilmington, DE 19850', 'Charlotte, NC 28255', 'Sioux Falls, SD 57117'])}`,
    holder,
    accountName: rng.pick(ACCOUNT_NAMES),
    accountNumber: rng.digits(rng.int(10, 12)),
    start,
    end,
    beginning,
    ending: round2(beginning + deposits - withdrawals),
    deposits,
    withdrawals,
    txs,
  };
}

/** A bank statement's header fields, as every layout prints them. */
export function bankStatementFields(d: BankData): GroundTruth['fields'] {
  return {
    bankName: d.bank,
    accountHolderName: d.holder.name,
    accountName: d.accountName,
    accountNumber: d.accountNumber,
    address: d.holder.address.street,
    city: d.holder.address.city,
    state: d.holder.address.state,
    zipCode: d.holder.address.zip,
    statementStartDate: d.start,
    statementEndDate: d.end,
    beginningBalance: d.beginning,
    endingBalance: d.ending,
    totalDeposits: d.deposits,
    totalWithdrawals: d.withdrawals,
  };
}

function truth(d: BankData, txs: readonly Tx[], withBalance: boolean): GroundTruth {
  return {
    documentType: 'bank_statement',
    fields: bankStatementFields(d),
    transactions: txs.map((t) => ({
      transactionDate: t.date,
      description: t.description,
      creditDebit: t.creditDebit,
      amount: t.amount,
      ...(withBalance ? { balance: t.balance } : {}),
    })),
  };
}

function holderBlock(p: PageBuilder, d: BankData, x: number, y: number, size = 9): number {
  return p.lines([d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)], x, y, {
    size,
  });
}

const money = (v: number) => formatMoney(v);

/** Layout A: withdrawals and deposits in separate columns with a running balance, summary box at the top. */
async function layoutClassic(d: BankData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const ds: DateStyle = 'month-day';
  const w = d.words;
  const cols: Column[] = [
    { header: w.pick(['Date', 'Posted', 'Post Date']), x: 40 },
    { header: w.pick(['Description', 'Transaction Details', 'Details']), x: 90 },
    { header: w.pick(['Withdrawals', 'Debits', 'Money Out', 'Payments']), x: 420, align: 'right' },
    { header: w.pick(['Deposits', 'Credits', 'Money In', 'Receipts']), x: 490, align: 'right' },
    { header: w.pick(['Balance', 'Running Balance', 'Daily Balance']), x: 570, align: 'right' },
  ];
  const summary: [string, string, string, string] = [
    w.pick(['Beginning Balance', 'Opening Balance', 'Previous Balance', 'Balance Forward']),
    w.pick(['Deposits and Other Credits', 'Total Deposits', 'Credits', 'Total Money In']),
    w.pick(['Withdrawals and Other Debits', 'Total Withdrawals', 'Debits', 'Total Money Out']),
    w.pick(['Ending Balance', 'Closing Balance', 'New Balance']),
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.bank, 40, 36, { size: 16, bold: true });
      p.text(d.bankAddress, 40, 56, { size: 8, color: GREY });
      if (i === 0) {
        let y = holderBlock(p, d, 40, 100);
        y += 14;
        p.text(`${d.accountName}`, 40, y, { size: 10, bold: true });
        p.text(`Account Number: ${d.accountNumber}`, 40, y + 14);
        p.text(`Statement Period: ${formatDate(d.start, 'us')} - ${formatDate(d.end, 'us')}`, 40, y + 27);
        p.rect(340, 92, 232, 92, { stroke: GREY });
        p.text('Account Summary', 350, 100, { size: 10, bold: true });
        const rows: [string, number][] = [
          [summary[0], d.beginning],
          [summary[1], d.deposits],
          [summary[2], -d.withdrawals],
          [summary[3], d.ending],
        ];
        rows.forEach(([l, v], k) => {
          p.text(l, 350, 118 + k * 15, { bold: k === 3 });
          p.text(formatMoney(v, { currency: true }), 562, 118 + k * 15, { align: 'right', bold: k === 3 });
        });
        p.text('Transaction Detail', 40, 205, { size: 11, bold: true });
        return drawTableHeader(p, cols, 224, { shade: true });
      }
      p.text(`${d.accountName} - Account Number: ${d.accountNumber} (continued)`, 40, 76, { size: 8 });
      return drawTableHeader(p, cols, 96, { shade: true });
    },
    740,
  );
  for (const t of d.txs) {
    flow.ensure(14);
    const p = flow.page;
    p.text(formatDate(t.date, ds), 40, flow.y);
    p.text(t.description, 90, flow.y, { size: 8 });
    p.text(money(t.amount), t.creditDebit === 'debit' ? 420 : 490, flow.y, { align: 'right' });
    p.text(money(t.balance), 570, flow.y, { align: 'right' });
    flow.y += 14;
  }
  flow.ensure(20);
  flow.page.line(40, flow.y, 572, flow.y);
  flow.page.text(summary[3], 90, flow.y + 6, { bold: true });
  flow.page.text(money(d.ending), 570, flow.y + 6, { bold: true, align: 'right' });
  pageFooters(doc, (i, n) => `Page ${i} of ${n}`);
  return { layout: 'classic', pdf: await doc.save(), pages: doc.pages.length, truth: truth(d, d.txs, true) };
}

/** Layout B: signed single amount column, wrapped multi-line descriptions, summary at the end. */
async function layoutSigned(d: BankData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const cols: Column[] = [
    { header: 'Posted', x: 48 },
    { header: 'Transaction description', x: 130 },
    { header: 'Amount', x: 470, align: 'right' },
    { header: 'Balance', x: 560, align: 'right' },
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.rect(0, 0, p.width, 60, { fill: LIGHT });
      p.text(d.bank.toUpperCase(), 48, 22, { size: 15, bold: true });
      p.text(
        `Statement of Account  |  ${formatDate(d.start, 'long')} through ${formatDate(d.end, 'long')}`,
        48,
        42,
        { size: 9 },
      );
      if (i === 0) {
        p.text('Prepared for', 48, 80, { size: 8, color: GREY });
        holderBlock(p, d, 48, 92, 10);
        p.text('Account', 360, 80, { size: 8, color: GREY });
        p.text(d.accountName, 360, 92, { size: 10, bold: true });
        p.text(`Acct # ${d.accountNumber}`, 360, 106, { size: 10 });
        return drawTableHeader(p, cols, 150, { left: 48, right: 564 });
      }
      return drawTableHeader(p, cols, 80, { left: 48, right: 564 });
    },
    730,
  );
  flow.ensure(14);
  flow.page.text(formatDate(d.start, 'short-month'), 48, flow.y, { size: 9.5 });
  flow.page.text('Opening balance', 130, flow.y, { size: 9.5, bold: true });
  flow.page.text(money(d.beginning), 560, flow.y, { align: 'right', size: 9.5 });
  flow.y += 15;
  for (const t of d.txs) {
    const lines = flow.page.wrap(t.description, 210, 9.5);
    flow.ensure(lines.length * 12 + 3);
    const p = flow.page;
    p.text(formatDate(t.date, 'short-month'), 48, flow.y, { size: 9.5 });
    p.lines(lines, 130, flow.y, { size: 9.5, leading: 12 });
    p.text(formatMoney(t.creditDebit === 'debit' ? -t.amount : t.amount), 470, flow.y, {
      align: 'right',
      size: 9.5,
    });
    p.text(money(t.balance), 560, flow.y, { align: 'right', size: 9.5 });
    flow.y += lines.length * 12 + 3;
  }
  flow.ensure(90);
  const p = flow.page;
  let y = flow.y + 16;
  p.line(48, y - 6, 564, y - 6);
  p.text('Summary of account activity', 48, y, { size: 11, bold: true });
  const rows: [string, string][] = [
    [`Opening balance on ${formatDate(d.start, 'short-month')}`, money(d.beginning)],
    ['Total credits', `+${money(d.deposits)}`],
    ['Total debits', `-${money(d.withdrawals)}`],
    [`Closing balance on ${formatDate(d.end, 'short-month')}`, money(d.ending)],
  ];
  for (const [l, v] of rows) {
    y += 15;
    p.text(l, 48, y, { size: 10 });
    p.text(v, 330, y, { size: 10, align: 'right' });
  }
  pageFooters(doc, (i, n) => `${d.bank} - Member FDIC - page ${i}/${n}`);
  return { layout: 'signed', pdf: await doc.save(), pages: doc.pages.length, truth: truth(d, d.txs, true) };
}

/** Layout C: monospaced, ISO dates, a DR/CR marker column, no running balance, amount before description. */
async function layoutDrCr(d: BankData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('courier');
  const cols: Column[] = [
    { header: 'DATE', x: 36 },
    { header: 'CR/DR', x: 116 },
    { header: 'AMOUNT', x: 240, align: 'right' },
    { header: 'PARTICULARS', x: 262 },
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.bank.toUpperCase(), 36, 30, { size: 12, bold: true });
      p.text(`ACCOUNT STATEMENT   ${d.accountName.toUpperCase()}   NO. ${d.accountNumber}`, 36, 46, {
        size: 8,
      });
      if (i === 0) {
        holderBlock(p, d, 36, 74, 9);
        const rows: [string, string][] = [
          ['PERIOD FROM', formatDate(d.start, 'iso')],
          ['PERIOD TO', formatDate(d.end, 'iso')],
          ['OPENING BALANCE', money(d.beginning)],
          ['TOTAL CREDITS', money(d.deposits)],
          ['TOTAL DEBITS', money(d.withdrawals)],
          ['CLOSING BALANCE', money(d.ending)],
        ];
        rows.forEach(([l, v], k) => {
          p.text(l, 330, 74 + k * 12, { size: 8.5 });
          p.text(v, 572, 74 + k * 12, { size: 8.5, align: 'right' });
        });
        return drawTableHeader(p, cols, 160, { left: 36, right: 576 });
      }
      return drawTableHeader(p, cols, 70, { left: 36, right: 576 });
    },
    745,
  );
  for (const t of d.txs) {
    flow.ensure(12);
    const p = flow.page;
    p.text(formatDate(t.date, 'iso'), 36, flow.y, { size: 8.5 });
    p.text(t.creditDebit === 'credit' ? 'CR' : 'DR', 116, flow.y, { size: 8.5 });
    p.text(money(t.amount), 240, flow.y, { size: 8.5, align: 'right' });
    p.text(t.description, 262, flow.y, { size: 7.5 });
    flow.y += 12;
  }
  flow.ensure(24);
  flow.page.text('*** END OF STATEMENT ***', 306, flow.y + 10, { size: 8, align: 'center' });
  doc.pages.forEach((p, i) => p.text(`PAGE ${i + 1}`, 576, 30, { size: 8, align: 'right' }));
  return { layout: 'dr-cr', pdf: await doc.save(), pages: doc.pages.length, truth: truth(d, d.txs, false) };
}

/** Layout D: deposits and withdrawals in separate sections (credits first), US dates with year. */
async function layoutGrouped(d: BankData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const header = (p: PageBuilder, i: number): number => {
    p.text(d.bank, 306, 30, { size: 14, bold: true, align: 'center' });
    p.text(`${formatDate(d.start, 'long')} through ${formatDate(d.end, 'long')}`, 572, 56, {
      size: 8,
      align: 'right',
    });
    p.text(`Account Number: ${d.accountNumber}`, 572, 67, { size: 8, align: 'right' });
    if (i > 0) return 96;
    holderBlock(p, d, 60, 90, 9.5);
    p.rect(40, 150, 532, 20, { fill: LIGHT });
    p.text(`${d.accountName.toUpperCase()} SUMMARY`, 48, 156, { size: 9.5, bold: true });
    const rows: [string, string, string][] = [
      ['Beginning Balance', '', formatMoney(d.beginning, { currency: true })],
      [
        'Deposits and Additions',
        String(d.txs.filter((t) => t.creditDebit === 'credit').length),
        formatMoney(d.deposits, { currency: true }),
      ],
      [
        'Withdrawals and Subtractions',
        String(d.txs.filter((t) => t.creditDebit === 'debit').length),
        formatMoney(-d.withdrawals, { currency: true }),
      ],
      ['Ending Balance', String(d.txs.length), formatMoney(d.ending, { currency: true })],
    ];
    p.text('INSTANCES', 420, 176, { size: 7, color: GREY, align: 'right' });
    p.text('AMOUNT', 560, 176, { size: 7, color: GREY, align: 'right' });
    rows.forEach(([l, c, v], k) => {
      p.text(l, 48, 188 + k * 13, { bold: k === 3 });
      p.text(c, 420, 188 + k * 13, { align: 'right' });
      p.text(v, 560, 188 + k * 13, { align: 'right', bold: k === 3 });
    });
    return 260;
  };
  const flow = new Flow(doc, header, 735);
  const ordered: Tx[] = [];
  for (const [title, kind] of [
    ['DEPOSITS AND ADDITIONS', 'credit'],
    ['WITHDRAWALS AND SUBTRACTIONS', 'debit'],
  ] as const) {
    const txs = d.txs.filter((t) => t.creditDebit === kind);
    ordered.push(...txs);
    const cols: Column[] = [
      { header: 'DATE', x: 48 },
      { header: 'DESCRIPTION', x: 120 },
      { header: 'AMOUNT', x: 560, align: 'right' },
    ];
    flow.ensure(50);
    flow.page.rect(40, flow.y, 532, 18, { fill: LIGHT });
    flow.page.text(title, 48, flow.y + 5, { size: 9.5, bold: true });
    flow.y = drawTableHeader(flow.page, cols, flow.y + 26, { size: 7.5 });
    for (const t of txs) {
      flow.ensure(13);
      flow.page.text(formatDate(t.date, 'us'), 48, flow.y, { size: 8.5 });
      flow.page.text(t.description, 120, flow.y, { size: 8.5 });
      flow.page.text(formatMoney(t.amount, { currency: true }), 560, flow.y, { size: 8.5, align: 'right' });
      flow.y += 13;
    }
    flow.ensure(16);
    flow.page.line(40, flow.y, 572, flow.y, 0.4);
    flow.page.text(`Total ${title.toLowerCase().replace(/^./, (c) => c.toUpperCase())}`, 48, flow.y + 4, {
      size: 8.5,
      bold: true,
    });
    flow.page.text(
      formatMoney(kind === 'credit' ? d.deposits : d.withdrawals, { currency: true }),
      560,
      flow.y + 4,
      { size: 8.5, bold: true, align: 'right' },
    );
    flow.y += 30;
  }
  pageFooters(doc, (i, n) => `Page ${i} of ${n}`);
  return {
    layout: 'grouped',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, ordered, false),
  };
}

export const BANK_LAYOUTS = [layoutClassic, layoutSigned, layoutDrCr, layoutGrouped];

export async function generateBankStatement(
  seed: number,
  layout: number,
  opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const fn = BANK_LAYOUTS[layout % BANK_LAYOUTS.length];
  if (!fn) throw new Error('no layout');
  return fn(bankData(seed, opts.rows, opts.anchor));
}
