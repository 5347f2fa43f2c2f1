// Layout grammar for bank and credit-card statements. A family pins the structural choices
// (sign convention, extra columns and their order, where the summary sits, ruling, how tables
// break across pages, which excluded blocks are printed); wording, date and amount styles, fonts
// and margins vary with the seed inside a family.
import { cityLine, person } from '../fake-data';
import { addDays } from '../format';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { bankData, bankStatementFields, type BankData, type Tx } from '../types/bank-statement';
import { cardData, cardStatementFields, type CardData, type CardTx } from '../types/credit-card-statement';
import { col, type Block, type KvBlock, type TableBlock, type TableColumn, type TableRow } from './compose';
import {
  HEADER_DATE_STYLES,
  ROW_DATE_STYLES,
  amount,
  date,
  periodText,
  pickAmountStyle,
  plain,
  printStamp,
  syn,
  type AmountStyle,
  type Negative,
} from './style';
import type { GrammarOutput } from './types';

// ------------------------------------------------------------------------------------ bank

export interface BankChoices {
  signs: 'split' | 'signed' | 'marker' | 'sections';
  /** Force a negative style for signed amounts (e.g. parentheses). */
  negative?: Negative;
  balance: boolean;
  extras: readonly ('ref' | 'category' | 'posted')[];
  /** Extra columns before the description (true) or between description and amounts. */
  extrasFirst: boolean;
  summary: 'box-top' | 'sidebar' | 'end' | 'kv-top';
  ruling: TableBlock['ruling'];
  pageBreak: 'repeat' | 'bare' | 'carry';
  excluded: readonly ('daily-balances' | 'fees-summary' | 'service-note' | 'subtotals' | 'print-stamp')[];
  /** Decision 184: date columns as wide as their longest titles ("Transaction Date"). Off unless set. */
  wideDates?: boolean;
}

export const BANK_FAMILIES: Record<string, BankChoices> = {
  'ledger-split': {
    signs: 'split',
    balance: true,
    extras: [],
    extrasFirst: true,
    summary: 'box-top',
    ruling: 'none',
    pageBreak: 'repeat',
    excluded: ['service-note'],
  },
  'signed-ref': {
    signs: 'signed',
    balance: true,
    extras: ['ref'],
    extrasFirst: true,
    summary: 'end',
    ruling: 'rules',
    pageBreak: 'bare',
    excluded: ['daily-balances'],
  },
  'marker-plain': {
    signs: 'marker',
    balance: false,
    extras: [],
    extrasFirst: true,
    summary: 'kv-top',
    ruling: 'zebra',
    pageBreak: 'repeat',
    excluded: [],
  },
  'sections-subtotal': {
    signs: 'sections',
    balance: false,
    extras: [],
    extrasFirst: true,
    summary: 'kv-top',
    ruling: 'rules',
    pageBreak: 'repeat',
    excluded: ['subtotals'],
  },
  'posted-split-grid': {
    signs: 'split',
    balance: true,
    extras: ['posted'],
    extrasFirst: true,
    summary: 'sidebar',
    ruling: 'grid',
    pageBreak: 'carry',
    excluded: ['fees-summary'],
  },
  'category-signed': {
    signs: 'signed',
    balance: false,
    extras: ['category'],
    extrasFirst: false,
    summary: 'box-top',
    ruling: 'none',
    pageBreak: 'repeat',
    excluded: ['print-stamp'],
  },
  'category-parens-sidebar': {
    signs: 'signed',
    negative: 'parens',
    balance: false,
    extras: ['category', 'ref'],
    extrasFirst: false,
    summary: 'sidebar',
    ruling: 'rules',
    pageBreak: 'carry',
    excluded: ['daily-balances', 'fees-summary'],
  },
  'posted-marker-grid': {
    signs: 'marker',
    balance: true,
    extras: ['posted', 'ref'],
    extrasFirst: true,
    summary: 'end',
    ruling: 'grid',
    pageBreak: 'bare',
    excluded: ['subtotals', 'service-note', 'print-stamp'],
  },
  'sections-ref-zebra': {
    signs: 'sections',
    balance: false,
    extras: ['ref'],
    extrasFirst: false,
    summary: 'sidebar',
    ruling: 'zebra',
    pageBreak: 'carry',
    excluded: ['daily-balances', 'service-note'],
  },
  // Decision 184 (held out): a credit union's ledger: one signed amount column with the minus
  // after the number, a running balance, transaction and posted dates, the summary as label/value
  // lines on top, a balance carried at page breaks.
  'trailing-minus-posted-balance': {
    signs: 'signed',
    negative: 'trailing-minus',
    balance: true,
    extras: ['posted'],
    extrasFirst: true,
    wideDates: true,
    summary: 'kv-top',
    ruling: 'none',
    pageBreak: 'carry',
    excluded: ['daily-balances', 'fees-summary', 'print-stamp'],
  },
};

/**
 * A column title longer than `max` characters on two lines, broken at the space (or after the "/")
 * nearest its middle: "Payments & Credits" -> "Payments &\nCredits", "Credits/Payments" ->
 * "Credits/\nPayments". A title that fits, or has nowhere to break, is returned as it is.
 */
export function stackTitle(title: string, max: number): string {
  if (title.length <= max) return title;
  let best = -1;
  for (let i = 1; i < title.length - 1; i++) {
    const ch = title[i];
    if (ch !== ' ' && ch !== '/') continue;
    if (best < 0 || Math.abs(i - title.length / 2) <= Math.abs(best - title.length / 2)) best = i;
  }
  if (best < 0) return title;
  return title[best] === '/'
    ? `${title.slice(0, best + 1)}\n${title.slice(best + 1)}`
    : `${title.slice(0, best)}\n${title.slice(best + 1)}`;
}

function pageBreakProps(
  c: { pageBreak: 'repeat' | 'bare' | 'carry' },
  words: Rng,
  carry?: (n: number) => string[],
): Pick<TableBlock, 'repeatHeader' | 'continuedNote' | 'carryRow'> {
  return {
    repeatHeader: c.pageBreak !== 'bare',
    ...(c.pageBreak !== 'repeat'
      ? { continuedNote: syn(words, ['Continued on next page', '(continued)', 'Continued ›']) }
      : {}),
    ...(c.pageBreak === 'carry' && carry ? { carryRow: carry } : {}),
  };
}

export function bankGrammar(seed: number, c: BankChoices, rows?: number): GrammarOutput {
  const d: BankData = bankData(seed, rows);
  const w = new Rng(seed ^ 0x6b61);
  const money: AmountStyle = {
    ...pickAmountStyle(w, { negative: ['minus', 'parens', 'trailing-minus', 'dr-suffix'] }),
    zero: 'number',
  };
  if (c.negative) money.negative = c.negative;
  const rowDate = w.pick(ROW_DATE_STYLES);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const refs = d.txs.map(() => w.digits(w.int(6, 10)));
  const posted = d.txs.map((t) => addDays(t.date, w.int(0, 2)));
  const category = (t: Tx) =>
    t.creditDebit === 'credit'
      ? syn(w, ['Income', 'Deposit', 'Transfer In'])
      : syn(w, ['Purchase', 'Bills', 'Cash', 'Transfer Out', 'Fees']);
  const cats = d.txs.map(category);
  const postedFirst = w.bool();
  const blocks: Block[] = [];
  blocks.push({
    kind: 'text',
    lines: [d.bank],
    size: w.pick([14, 16, 18]),
    bold: true,
    align: w.pick(['left', 'center'] as const),
  });
  blocks.push({ kind: 'text', lines: [d.bankAddress], size: 7.5, color: 'grey' });
  if (c.excluded.includes('print-stamp'))
    blocks.push({ kind: 'text', lines: [printStamp(w, d.end)], size: 7, align: 'right', color: 'grey' });
  const accountLabel = syn(w, ['Account Number', 'Account #', 'Acct No.', 'Account No', 'Primary Account']);
  const periodLabel = syn(w, ['Statement Period', 'Statement period', 'For the period', 'Period']);
  const holder: Block = {
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
  };
  const ident: KvBlock = {
    kind: 'kv',
    style: w.pick(['colon', 'aligned'] as const),
    pairs: [
      [syn(w, ['Account', 'Account Type', 'Product']), d.accountName],
      [accountLabel, d.accountNumber],
      [periodLabel, period.text],
    ],
  };
  const sumLabels = {
    begin: syn(w, [
      'Beginning Balance',
      'Opening Balance',
      'Previous Balance',
      'Balance Forward',
      'Starting balance',
    ]),
    dep: syn(w, [
      'Deposits and Other Credits',
      'Total Deposits',
      'Deposits & Additions',
      'Total Credits',
      'Money In',
    ]),
    wd: syn(w, [
      'Withdrawals and Other Debits',
      'Total Withdrawals',
      'Checks & Debits',
      'Total Debits',
      'Money Out',
    ]),
    end: syn(w, ['Ending Balance', 'Closing Balance', 'New Balance', 'Balance on ' + date(d.end, headDate)]),
  };
  const summary: KvBlock = {
    kind: 'kv',
    title: syn(w, ['Account Summary', 'Summary', 'Balance Summary', 'Your account at a glance']),
    style: 'aligned',
    box: c.summary !== 'kv-top',
    pairs: [
      [sumLabels.begin, amount(d.beginning, money)],
      [sumLabels.dep, amount(d.deposits, money)],
      [sumLabels.wd, w.bool() ? amount(-d.withdrawals, money) : amount(d.withdrawals, money)],
      [sumLabels.end, amount(d.ending, money)],
    ],
  };
  if (c.summary === 'sidebar') {
    blocks.push({ kind: 'pair', left: holder, right: summary, split: 0.5 });
    blocks.push(ident);
  } else if (c.summary === 'kv-top') {
    blocks.push({
      kind: 'pair',
      left: holder,
      right: { ...summary, style: 'colon', title: undefined },
      split: 0.5,
    });
    blocks.push(ident);
  } else {
    blocks.push({ kind: 'pair', left: holder, right: ident, split: 0.45 });
    if (c.summary === 'box-top') blocks.push(summary);
  }
  if (c.excluded.includes('service-note'))
    blocks.push({
      kind: 'note',
      lines: [
        `${syn(w, ['Customer Service', 'Questions? Call', 'Contact us'])}: 1-800-${w.int(200, 999)}-${w.digits(4)}   ${syn(w, ['TTY', 'Lost or stolen card', 'Outside the U.S.'])}: 1-${w.int(200, 999)}-${w.int(200, 999)}-${w.digits(4)}`,
      ],
      size: 7.5,
    });
  blocks.push({ kind: 'space', h: 6 });
  // Columns.
  const dateCols = c.extras.includes('posted')
    ? postedFirst
      ? [syn(w, ['Posted', 'Post Date', 'Posting Date']), syn(w, ['Trans.', 'Trans. Date', 'Tran Date'])]
      : [syn(w, ['Trans. Date', 'Transaction Date', 'Trans.']), syn(w, ['Post Date', 'Posted'])]
    : [syn(w, ['Date', 'Posted', 'Post Date', 'Transaction Date'])];
  const extraCols: [string, (t: Tx, i: number) => string][] = [];
  if (c.extras.includes('ref'))
    extraCols.push([syn(w, ['Ref #', 'Reference', 'Ref. No.', 'Trace Number']), (_, i) => refs[i] ?? '']);
  if (c.extras.includes('category'))
    extraCols.push([syn(w, ['Category', 'Type', 'Class']), (_, i) => cats[i] ?? '']);
  const descHeader = syn(w, [
    'Description',
    'Transaction Details',
    'Details',
    'Transaction Description',
    'Activity',
  ]);
  const dirCols: [string, (t: Tx) => string][] =
    c.signs === 'split'
      ? [
          [
            syn(w, ['Withdrawals', 'Debits', 'Money Out', 'Payments', 'Subtractions']),
            (t) => (t.creditDebit === 'debit' ? plain(t.amount, money, { currency: false }) : ''),
          ],
          [
            syn(w, ['Deposits', 'Credits', 'Money In', 'Receipts', 'Additions']),
            (t) => (t.creditDebit === 'credit' ? plain(t.amount, money, { currency: false }) : ''),
          ],
        ]
      : c.signs === 'marker'
        ? (() => {
            const [cr, dr] = w.pick([
              ['CR', 'DR'],
              ['Credit', 'Debit'],
              ['+', '-'],
            ] as const);
            return [
              [
                syn(w, ['Amount', 'Transaction Amount']),
                (t: Tx) => plain(t.amount, money, { currency: false }),
              ],
              [syn(w, ['CR/DR', 'Type', 'Dr/Cr']), (t: Tx) => (t.creditDebit === 'credit' ? cr : dr)],
            ] as [string, (t: Tx) => string][];
          })()
        : c.signs === 'signed'
          ? [
              [
                syn(w, ['Amount', 'Amount ($)', 'Net Amount']),
                (t) => amount(t.creditDebit === 'debit' ? -t.amount : t.amount, money, { currency: false }),
              ],
            ]
          : [[syn(w, ['Amount', 'AMOUNT']), (t) => plain(t.amount, money)]];
  const columns: TableColumn[] = [];
  const cell: ((t: Tx, i: number) => string)[] = [];
  const dateWeight = rowDate === 'short-month' || rowDate === 'iso' || c.wideDates ? 1.7 : 1.25;
  dateCols.forEach((h, k) => {
    columns.push(col(h, dateWeight));
    cell.push((t, i) => {
      const trans = t.date;
      const post = posted[i] ?? t.date;
      return date(dateCols.length === 1 ? trans : (k === 0) === postedFirst ? post : trans, rowDate);
    });
  });
  const pushExtras = () =>
    extraCols.forEach(([h, f]) => {
      columns.push(col(h, 1.3));
      cell.push(f);
    });
  if (c.extrasFirst) pushExtras();
  columns.push(col(descHeader, 4.2, 'left', true));
  cell.push((t) => t.description);
  if (!c.extrasFirst) pushExtras();
  dirCols.forEach(([h, f], k) => {
    columns.push(col(h, 1.4, c.signs === 'marker' && k === 1 ? 'center' : 'right'));
    cell.push(f);
  });
  if (c.balance) {
    columns.push(
      col(syn(w, ['Balance', 'Running Balance', 'Daily Balance', 'Ending Balance']), 1.5, 'right'),
    );
    cell.push((t) => amount(t.balance, money, { currency: false }));
  }
  const rowOf = (t: Tx, i: number): TableRow => ({ cells: cell.map((f) => f(t, i)) });
  const ruling = c.ruling;
  const ordered: Tx[] = [];
  const txTitle = syn(w, ['Transaction Detail', 'Account Activity', 'Transactions', 'TRANSACTION HISTORY']);
  const balanceAt = (n: number) => (n === 0 ? d.beginning : (d.txs[n - 1]?.balance ?? d.beginning));
  const carry = (n: number) =>
    columns.map((_, k) =>
      k === 1
        ? syn(w, ['Balance forward', 'Carried forward', 'Balance brought forward'])
        : k === columns.length - 1 && c.balance
          ? amount(balanceAt(n), money, { currency: false })
          : '',
    );
  if (c.signs === 'sections') {
    for (const kind of w.bool(0.7) ? (['credit', 'debit'] as const) : (['debit', 'credit'] as const)) {
      const txs = d.txs.filter((t) => t.creditDebit === kind);
      ordered.push(...txs);
      const title =
        kind === 'credit'
          ? syn(w, ['Deposits and Additions', 'DEPOSITS AND OTHER CREDITS', 'Credits'])
          : syn(w, ['Withdrawals and Subtractions', 'CHECKS AND OTHER DEBITS', 'Debits']);
      const rowsOut: TableRow[] = txs.map((t) => rowOf(t, d.txs.indexOf(t)));
      if (c.excluded.includes('subtotals') || w.bool(0.6))
        rowsOut.push({
          kind: 'subtotal',
          cells: columns.map((_, k) =>
            k === 0
              ? `Total ${title.toLowerCase()}`
              : k === columns.length - 1
                ? plain(kind === 'credit' ? d.deposits : d.withdrawals, money)
                : '',
          ),
        });
      blocks.push({ kind: 'table', title, columns, rows: rowsOut, ruling, ...pageBreakProps(c, w) });
    }
  } else {
    ordered.push(...d.txs);
    const rowsOut: TableRow[] = [];
    if (c.balance && w.bool(0.5))
      rowsOut.push({
        kind: 'carry',
        cells: columns.map((_, k) =>
          k === 0
            ? date(d.start, rowDate)
            : k === columns.length - 1
              ? amount(d.beginning, money, { currency: false })
              : columns[k]?.wrap
                ? sumLabels.begin
                : '',
        ),
      });
    d.txs.forEach((t, i) => {
      rowsOut.push(rowOf(t, i));
      // A monthly subtotal line every so often: a total, not a transaction.
      if (c.excluded.includes('subtotals') && i > 0 && i % 12 === 11)
        rowsOut.push({
          kind: 'subtotal',
          cells: columns.map((_, k) =>
            columns[k]?.wrap
              ? syn(w, ['Subtotal', 'Page subtotal'])
              : k === columns.length - 1 && c.balance
                ? amount(t.balance, money, { currency: false })
                : '',
          ),
        });
    });
    blocks.push({
      kind: 'table',
      title: txTitle,
      columns,
      rows: rowsOut,
      ruling,
      ...pageBreakProps(c, w, carry),
      // A page break inside the table even when the rows would fit on the page.
      ...(c.pageBreak !== 'repeat' ? { breakAfter: Math.max(3, Math.floor(d.txs.length * 0.6)) } : {}),
    });
  }
  if (c.summary === 'end') blocks.push({ ...summary, box: w.bool() });
  if (c.excluded.includes('daily-balances')) {
    const picks = d.txs.filter((_, i) => i % 3 === 2).slice(0, 12);
    blocks.push({
      kind: 'table',
      title: syn(w, ['Daily Balance Summary', 'Daily Ending Balance', 'Balance by Date']),
      columns: [col('Date', 1), col('Balance', 1, 'right'), col('Date', 1), col('Balance', 1, 'right')],
      rows: chunk(picks, 2).map((pair) => ({
        cells: pair.flatMap((t) => [date(t.date, rowDate), amount(t.balance, money, { currency: false })]),
      })),
      ruling: 'none',
      repeatHeader: true,
    });
  }
  if (c.excluded.includes('fees-summary'))
    blocks.push({
      kind: 'table',
      title: syn(w, ['Total Overdraft and Returned Item Fees', 'Fee Summary']),
      columns: [
        col('', 3),
        col('Total for this period', 1.4, 'right'),
        col('Total year-to-date', 1.4, 'right'),
      ],
      rows: [
        {
          cells: [
            'Total Overdraft Fees',
            amount(0, { ...money, zero: 'number' }),
            amount(w.pick([0, 35, 70]), money),
          ],
        },
        {
          cells: [
            'Total Returned Item Fees',
            amount(0, { ...money, zero: 'number' }),
            amount(w.pick([0, 34]), money),
          ],
        },
      ],
      ruling: 'rules',
      repeatHeader: true,
    });
  const truth: GroundTruth = {
    documentType: 'bank_statement',
    fields: bankStatementFields(d),
    transactions: ordered.map((t) => ({
      transactionDate: t.date,
      description: t.description,
      creditDebit: t.creditDebit,
      amount: t.amount,
      ...(c.balance ? { balance: t.balance } : {}),
    })),
  };
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(34, 48),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.bank} - ${accountLabel} ${d.accountNumber}`, 40, 30, { size: 8 }),
  };
}

export function footerOf(w: Rng): (i: number, n: number) => string {
  const [a, b] = w.pick([
    ['Page', 'of'],
    ['page', '/'],
    ['Page', '/'],
  ] as const);
  return (i, n) => `${a} ${i} ${b} ${n}`;
}

function chunk<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

// ------------------------------------------------------------------------------------ card

export interface CardChoices {
  signs: 'signed' | 'split' | 'cr-suffix' | 'sections';
  dates: 'trans' | 'trans-post' | 'post-trans';
  extras: readonly ('category' | 'ref')[];
  summary: 'box-top' | 'sidebar' | 'end';
  ruling: TableBlock['ruling'];
  pageBreak: 'repeat' | 'bare' | 'carry';
  excluded: readonly (
    'interest-table' | 'rewards' | 'min-warning' | 'subtotals' | 'service-note' | 'product-name'
  )[];
  // Later choices (decision 179). Their words are drawn from a second Rng so the families above
  // render exactly as before.
  /** How a signed amount prints a credit (else drawn). */
  negative?: 'minus' | 'parens' | 'trailing-minus' | 'cr';
  /** The reference column before the dates. */
  refFirst?: boolean;
  /** A narrow description column: long descriptions wrap onto a second line. */
  narrow?: boolean;
  /** A boxed credit-line panel (credit line, cash access line, available credit and cash) beside the payment box. */
  creditBox?: boolean;
  /** With sections: payments and credits in a table of their own, with its own (shorter) columns. */
  paymentsTable?: boolean;
  /**
   * Decision 182: one statement in two groups its transactions by card member, as a statement with
   * an authorised user's card prints them: a heading row per member ("JANE DOE  Card ending 1234")
   * and a "Total for JANE DOE" row after each group (no transaction). Single-table families only;
   * own Rng.
   */
  members?: boolean;
  /**
   * Split amount columns whose titles are longer than the column is wide print them on two lines
   * ("Payments &" over "Credits"), as statements with narrow money columns do; without it the
   * right-aligned long title runs over the title beside it. No Rng draw.
   */
  stackTitles?: boolean;
}

export const CARD_FAMILIES: Record<string, CardChoices> = {
  'sections-two-dates': {
    signs: 'sections',
    dates: 'trans-post',
    extras: [],
    summary: 'box-top',
    ruling: 'none',
    pageBreak: 'repeat',
    excluded: ['interest-table', 'subtotals'],
  },
  'signed-single-date': {
    signs: 'signed',
    dates: 'trans',
    extras: [],
    summary: 'sidebar',
    ruling: 'rules',
    pageBreak: 'repeat',
    excluded: ['min-warning'],
    members: true,
  },
  'split-charges-credits': {
    signs: 'split',
    dates: 'trans-post',
    extras: ['ref'],
    summary: 'box-top',
    ruling: 'zebra',
    pageBreak: 'bare',
    excluded: ['interest-table'],
    stackTitles: true,
  },
  'cr-suffix-category': {
    signs: 'cr-suffix',
    dates: 'trans',
    extras: ['category'],
    summary: 'end',
    ruling: 'none',
    pageBreak: 'repeat',
    excluded: ['rewards', 'service-note'],
    members: true,
  },
  'signed-posted-first': {
    signs: 'signed',
    dates: 'post-trans',
    extras: [],
    summary: 'box-top',
    ruling: 'grid',
    pageBreak: 'carry',
    excluded: ['interest-table', 'service-note'],
  },
  // Decision 179: the layouts real card statements show that the families above lacked.
  'parens-category-credit-box': {
    signs: 'signed',
    negative: 'parens',
    dates: 'post-trans',
    extras: ['category'],
    summary: 'sidebar',
    creditBox: true,
    ruling: 'rules',
    pageBreak: 'carry',
    excluded: ['product-name', 'min-warning'],
  },
  'ref-first-cr-narrow': {
    signs: 'cr-suffix',
    dates: 'trans-post',
    extras: ['ref'],
    refFirst: true,
    narrow: true,
    summary: 'box-top',
    ruling: 'zebra',
    pageBreak: 'bare',
    excluded: ['service-note', 'interest-table'],
  },
  'payments-table-minus': {
    signs: 'sections',
    paymentsTable: true,
    negative: 'minus',
    dates: 'trans',
    extras: ['category'],
    summary: 'end',
    creditBox: true,
    ruling: 'grid',
    pageBreak: 'repeat',
    excluded: ['subtotals', 'rewards'],
  },
  'trailing-minus-wrap': {
    signs: 'signed',
    negative: 'trailing-minus',
    dates: 'trans-post',
    extras: ['ref', 'category'],
    narrow: true,
    summary: 'box-top',
    ruling: 'none',
    pageBreak: 'carry',
    excluded: ['interest-table', 'product-name'],
  },
  'category-parens-grid': {
    signs: 'signed',
    dates: 'post-trans',
    extras: ['category', 'ref'],
    summary: 'sidebar',
    ruling: 'grid',
    pageBreak: 'bare',
    excluded: ['rewards', 'product-name', 'min-warning'],
  },
  'sections-cr-sidebar': {
    signs: 'sections',
    dates: 'trans',
    extras: ['ref'],
    summary: 'sidebar',
    ruling: 'zebra',
    pageBreak: 'carry',
    excluded: ['interest-table', 'product-name', 'subtotals'],
  },
  'split-category-end': {
    signs: 'split',
    dates: 'post-trans',
    extras: ['category'],
    summary: 'end',
    ruling: 'rules',
    pageBreak: 'repeat',
    excluded: ['interest-table', 'rewards', 'service-note'],
  },
  // Decision 184 (held out): charges and credits in columns of their own, the reference number
  // first, a narrow description column that wraps, a credit-line panel, an authorised user's
  // transactions grouped, and a balance carried at page breaks.
  'split-ref-first-members': {
    signs: 'split',
    dates: 'trans',
    extras: ['ref'],
    refFirst: true,
    narrow: true,
    summary: 'sidebar',
    creditBox: true,
    ruling: 'grid',
    pageBreak: 'carry',
    excluded: ['min-warning', 'subtotals'],
    members: true,
  },
};

const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

export function cardGrammar(seed: number, c: CardChoices, rows?: number, family = ''): GrammarOutput {
  const d: CardData = cardData(seed, rows);
  const w = new Rng(seed ^ 0x63617264);
  const money = pickAmountStyle(w, {
    negative:
      family === 'category-parens-grid'
        ? ['parens']
        : c.negative
          ? [c.negative]
          : ['minus', 'parens', 'trailing-minus', 'cr'],
  });
  // Words of the later choices only (see CardChoices).
  const v = new Rng(seed ^ 0x76617231);
  money.zero = 'number';
  const rowDate = w.pick(ROW_DATE_STYLES);
  const headDate = w.pick(HEADER_DATE_STYLES);
  const period = periodText(d.start, d.end, w, headDate);
  const refs = d.txs.map(() => `${w.digits(4)}${w.pick(['', 'A', 'K'])}${w.digits(w.int(4, 8))}`);
  const blocks: Block[] = [];
  blocks.push({ kind: 'text', lines: [d.issuer], size: w.pick([14, 16]), bold: true });
  if (c.excluded.includes('product-name'))
    blocks.push({
      kind: 'text',
      lines: [
        `${syn(w, ['Platinum', 'Cash Back', 'Rewards', 'Travel'])} ${syn(w, ['Mastercard', 'Visa Signature', 'Card'])} ${syn(w, ['Statement', 'Account Statement'])}`,
      ],
      size: 10,
    });
  const last4Label = syn(w, [
    'Account ending in',
    'Account Number: XXXX XXXX XXXX',
    'Card ending',
    'Account #: ****',
  ]);
  const accountText = `${last4Label} ${d.last4}`;
  const holder: Block = {
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
  };
  const labels = {
    prev: syn(w, ['Previous Balance', 'Previous balance', 'Balance from last statement']),
    pay: syn(w, ['Payments and Credits', 'Payments, Credits', 'Payments/Credits', 'Total Payments']),
    pur: syn(w, ['Purchases', 'Purchases and Adjustments', 'New Charges']),
    fee: syn(w, ['Fees Charged', 'Fees', 'Total Fees']),
    int: syn(w, ['Interest Charged', 'Interest Charge', 'Total Interest']),
    nb: syn(w, ['New Balance', 'New Balance Total', 'Statement Balance']),
    min: syn(w, ['Minimum Payment Due', 'Minimum Payment', 'Minimum Amount Due']),
    due: syn(w, ['Payment Due Date', 'Payment Due', 'Due Date']),
    lim: syn(w, ['Credit Limit', 'Total Credit Line', 'Credit Line']),
    avail: syn(w, ['Available Credit', 'Available Credit Line', 'Credit Available']),
  };
  const payCredits = w.bool() ? amount(-d.payments, money) : `-${plain(d.payments, money)}`;
  const summaryPairs: [string, string][] = [
    [labels.prev, amount(d.previous, money)],
    [labels.pay, payCredits],
    [labels.pur, `${w.bool(0.5) ? '+' : ''}${amount(d.purchases, money)}`],
    [labels.fee, amount(d.fees, money)],
    [labels.int, amount(d.interest, money)],
    [labels.nb, amount(d.newBalance, money)],
  ];
  const paymentPairs: [string, string][] = [
    [labels.min, amount(d.minimum, money)],
    [labels.due, date(d.due, headDate)],
  ];
  const creditPairs: [string, string][] = [
    [labels.lim, amount(d.limit, money)],
    [labels.avail, amount(d.available, money)],
    [syn(w, ['Statement Period', 'Billing Period', 'Opening/Closing Date']), period.text],
  ];
  const aprPair: [string, string] = [
    syn(w, ['Purchase APR', 'Annual Percentage Rate (APR) for Purchases', 'APR - Purchases']),
    `${d.apr.toFixed(2)}%`,
  ];
  if (!c.excluded.includes('interest-table')) creditPairs.push(aprPair);
  const summary: KvBlock = {
    kind: 'kv',
    title: syn(w, ['Account Summary', 'Summary of Account Activity', 'ACCOUNT SUMMARY']),
    style: 'aligned',
    box: true,
    pairs: summaryPairs,
  };
  const payment: KvBlock = {
    kind: 'kv',
    title: syn(w, ['Payment Information', 'Payment Due']),
    style: w.pick(['aligned', 'colon'] as const),
    box: w.bool(),
    pairs: paymentPairs,
  };
  const credit: KvBlock = c.creditBox
    ? {
        kind: 'kv',
        title: syn(v, ['Credit Summary', 'Your Credit Line', 'CREDIT LIMITS']),
        style: 'aligned',
        box: true,
        pairs: [
          [labels.lim, amount(d.limit, money)],
          [labels.avail, amount(d.available, money)],
          [
            syn(v, ['Cash Access Line', 'Cash Advance Limit', 'Cash Credit Line']),
            amount(round(d.limit * 0.3), money),
          ],
          [
            syn(v, ['Available for Cash', 'Available Cash Credit', 'Cash Available']),
            amount(round(Math.min(d.available, d.limit * 0.3)), money),
          ],
        ],
      }
    : { kind: 'kv', style: 'aligned', pairs: creditPairs };
  // With a credit box, the period and the APR print full width below (a box beside the payment
  // box is too narrow for them).
  const creditRest: KvBlock | null = c.creditBox
    ? { kind: 'kv', style: 'aligned', pairs: creditPairs.slice(2) }
    : null;
  blocks.push({
    kind: 'pair',
    left: holder,
    right: { kind: 'text', lines: [accountText], align: 'right' },
    split: 0.55,
  });
  if (c.summary === 'sidebar') {
    blocks.push({ kind: 'pair', left: payment, right: summary, split: 0.5 });
    blocks.push(credit);
  } else if (c.summary === 'box-top') {
    blocks.push({ kind: 'pair', left: summary, right: payment, split: 0.55 });
    blocks.push(credit);
  } else {
    blocks.push({ kind: 'pair', left: payment, right: credit, split: 0.5 });
  }
  if (creditRest) blocks.push(creditRest);
  if (c.excluded.includes('min-warning'))
    blocks.push({
      kind: 'note',
      box: true,
      title: 'Minimum Payment Warning',
      lines: [
        `If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance. If you pay ${amount(round(d.newBalance / 30), money)} each month you would pay off the balance in 3 years and save ${amount(round(d.newBalance * 0.21), money)}.`,
      ],
    });
  if (c.excluded.includes('service-note'))
    blocks.push({
      kind: 'note',
      lines: [
        `Customer Service 1-888-${w.int(200, 999)}-${w.digits(4)}  •  Report a lost card 1-800-${w.int(200, 999)}-${w.digits(4)}`,
      ],
      size: 7.5,
    });
  // Transactions table.
  const dateHeaders =
    c.dates === 'trans'
      ? [syn(w, ['Date', 'Trans Date', 'Transaction Date'])]
      : c.dates === 'trans-post'
        ? [syn(w, ['Trans Date', 'Trans.', 'Sale Date']), syn(w, ['Post Date', 'Posted', 'Posting Date'])]
        : [syn(w, ['Post Date', 'Posted']), syn(w, ['Trans Date', 'Trans.', 'Transaction Date'])];
  const columns: TableColumn[] = [];
  const cell: ((t: CardTx, i: number) => string)[] = [];
  const refColumn = () => col(syn(w, ['Reference Number', 'Ref #', 'Reference']), 1.8);
  if (c.extras.includes('ref') && c.refFirst) {
    columns.push(refColumn());
    cell.push((_, i) => refs[i] ?? '');
  }
  dateHeaders.forEach((h, k) => {
    columns.push(col(h, rowDate === 'short-month' || rowDate === 'iso' ? 1.7 : 1.25));
    cell.push((t) =>
      date(
        c.dates === 'post-trans' ? (k === 0 ? t.postDate : t.date) : k === 0 ? t.date : t.postDate,
        rowDate,
      ),
    );
  });
  if (c.extras.includes('ref') && !c.refFirst) {
    columns.push(refColumn());
    cell.push((_, i) => refs[i] ?? '');
  }
  columns.push(
    col(
      // A narrow column takes a title that fits it (a long one would print over the next title).
      syn(
        w,
        c.narrow
          ? ['Description', 'Transaction Description', 'Merchant Description', 'Details']
          : ['Description', 'Transaction Description', 'Merchant Name or Transaction Description', 'Details'],
      ),
      c.narrow ? 2.4 : 4,
      'left',
      true,
    ),
  );
  cell.push((t) => t.description);
  if (c.extras.includes('category')) {
    columns.push(col(syn(w, ['Category', 'Spend Category', 'Type']), 1.4));
    cell.push((t) => t.category ?? '');
  }
  if (c.signs === 'split') {
    const fit = (title: string) => (c.stackTitles ? stackTitle(title, 9) : title);
    columns.push(col(fit(syn(w, ['Charges', 'Debits', 'Purchases'])), 1.3, 'right'));
    cell.push((t) => (isCredit(t) ? '' : plain(t.amount, money, { currency: false })));
    columns.push(col(fit(syn(w, ['Credits', 'Payments & Credits', 'Credits/Payments'])), 1.3, 'right'));
    cell.push((t) => (isCredit(t) ? plain(t.amount, money, { currency: false }) : ''));
  } else {
    columns.push(col(syn(w, ['Amount', 'Amount ($)', '$ Amount']), 1.4, 'right'));
    cell.push((t) =>
      c.signs === 'cr-suffix'
        ? `${plain(t.amount, money)}${isCredit(t) ? ' CR' : ''}`
        : c.signs === 'sections'
          ? isCredit(t) && w.bool(0.5)
            ? amount(-t.amount, money)
            : plain(t.amount, money)
          : amount(isCredit(t) ? -t.amount : t.amount, money),
    );
  }
  const ordered: CardTx[] = [];
  /** Rows printed in a table without the category column. */
  const noCategory = new Set<CardTx>();
  const pb = pageBreakProps(c, w, (n) =>
    columns.map((_, k) =>
      k === 0
        ? ''
        : columns[k]?.wrap
          ? `${syn(w, ['Continued from previous page', 'Transactions continued'])} (${n})`
          : '',
    ),
  );
  if (c.signs === 'sections') {
    const groups: [string, CardTx['type'][]][] = [
      [
        syn(w, ['Payments and Other Credits', 'PAYMENTS AND CREDITS', 'Payments & Credits']),
        ['payment', 'refund'],
      ],
      [syn(w, ['Purchases and Adjustments', 'PURCHASES', 'Purchases and Other Charges']), ['purchase']],
      [syn(w, ['Fees Charged', 'FEES', 'Fees']), ['fee']],
      [syn(w, ['Interest Charged', 'INTEREST CHARGED', 'Interest']), ['interest']],
    ];
    for (const [title, types] of groups) {
      const txs = d.txs.filter((t) => types.includes(t.type));
      if (txs.length === 0) continue;
      ordered.push(...txs);
      if (c.paymentsTable && types.includes('payment')) {
        // Payments and credits in a table of their own: date, description, amount (as a credit).
        const own = [
          col(syn(v, ['Date', 'Payment Date', 'Trans Date']), 1.3),
          col(syn(v, ['Description', 'Payments and Credits', 'Details']), 4, 'left', true),
          col(syn(v, ['Amount', 'Credit Amount', 'Amount ($)']), 1.4, 'right'),
        ];
        for (const t of txs) noCategory.add(t);
        blocks.push({
          kind: 'table',
          title,
          columns: own,
          rows: txs.map((t) => ({
            cells: [date(t.date, rowDate), t.description, amount(-t.amount, money)],
          })),
          ruling: c.ruling,
          ...pb,
        });
        continue;
      }
      const rowsOut: TableRow[] = txs.map((t) => ({ cells: cell.map((f) => f(t, d.txs.indexOf(t))) }));
      if (c.excluded.includes('subtotals'))
        rowsOut.push({
          kind: 'subtotal',
          cells: columns.map((_, k) =>
            columns[k]?.wrap
              ? `${syn(w, ['Total', 'TOTAL'])} ${title.toLowerCase()} ${syn(w, ['for this period', ''])}`.trim()
              : k === columns.length - 1
                ? plain(
                    txs.reduce((s, t) => s + t.amount, 0),
                    money,
                  )
                : '',
          ),
        });
      blocks.push({ kind: 'table', title, columns, rows: rowsOut, ruling: c.ruling, ...pb });
    }
  } else {
    ordered.push(...d.txs);
    const mb = c.members ? new Rng(seed ^ 0x6d656d62) : null;
    const grouped = mb?.bool() && d.txs.length >= 4 ? mb : null;
    let tableRows: TableRow[] = d.txs.map((t, i) => ({ cells: cell.map((f) => f(t, i)) }));
    if (grouped) {
      // The primary member's transactions, then an authorised user's (their purchases only).
      const second = person(grouped);
      const cut = grouped.int(1, d.txs.length - 2);
      const descK = columns.findIndex((x) => x.wrap);
      const amountK = columns.length - 1;
      const group = (name: string, from: number, to: number): TableRow[] => {
        const txs = d.txs.slice(from, to);
        const sum = round(txs.reduce((a, t) => a + (isCredit(t) ? -t.amount : t.amount), 0));
        const at = (k: number, text: string) => columns.map((_, j) => (j === k ? text : ''));
        return [
          {
            kind: 'section',
            cells: at(
              descK,
              `${name.toUpperCase()}  ${grouped.pick(['Card ending', 'Card ending in', 'Card #'])} ${grouped.digits(4)}`,
            ),
          },
          ...tableRows.slice(from, to),
          {
            kind: 'subtotal',
            cells: columns.map((_, j) =>
              j === descK
                ? `${grouped.pick(['Total for', 'Total transactions for', 'TOTAL'])} ${name.toUpperCase()}`
                : j === amountK && c.signs !== 'split'
                  ? amount(sum, money)
                  : '',
            ),
          },
        ];
      };
      tableRows = [...group(d.holder.name, 0, cut), ...group(second.name, cut, d.txs.length)];
    }
    blocks.push({
      kind: 'table',
      title: syn(w, ['Transactions', 'Account Activity', 'TRANSACTION DETAIL']),
      columns,
      rows: tableRows,
      ruling: c.ruling,
      ...pb,
      ...(c.pageBreak !== 'repeat' ? { breakAfter: Math.max(3, Math.floor(d.txs.length * 0.6)) } : {}),
    });
  }
  if (c.summary === 'end') blocks.push({ ...summary, box: w.bool() });
  if (c.excluded.includes('interest-table'))
    blocks.push({
      kind: 'table',
      title: syn(w, ['Interest Charge Calculation', 'INTEREST CHARGES']),
      columns: [
        col('Type of Balance', 2.2),
        col('Annual Percentage Rate (APR)', 1.6, 'right'),
        col('Balance Subject to Interest Rate', 1.8, 'right'),
        col('Interest Charge', 1.3, 'right'),
      ],
      rows: [
        {
          cells: [
            'Purchases',
            `${d.apr.toFixed(2)}%`,
            plain(round(d.previous * 0.97), money),
            plain(d.interest, money),
          ],
        },
        {
          cells: [
            'Cash Advances',
            `${Math.min(29.99, d.apr + 5).toFixed(2)}%`,
            plain(0, money),
            plain(0, money),
          ],
        },
      ],
      ruling: 'rules',
      repeatHeader: true,
    });
  if (c.excluded.includes('rewards'))
    blocks.push({
      kind: 'kv',
      title: syn(w, ['Rewards Summary', 'Cash Back Summary']),
      style: 'aligned',
      box: true,
      pairs: [
        ['Previous points balance', String(w.int(1000, 40000))],
        ['Points earned this period', String(Math.round(d.purchases))],
        [syn(w, ['Cash back earned', 'Rewards value']), plain(round(d.purchases * 0.015), money)],
      ],
    });
  const show = { postDate: c.dates !== 'trans', category: c.extras.includes('category') };
  const truth: GroundTruth = {
    documentType: 'credit_card_statement',
    fields: cardStatementFields(d),
    transactions: ordered.map((t) => ({
      transactionDate: t.date,
      ...(show.postDate ? { postDate: t.postDate } : {}),
      description: t.description,
      ...(show.category && !noCategory.has(t) ? { category: t.category } : {}),
      transactionType: t.type,
      amount: t.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times'] as const),
    margin: w.int(34, 46),
    footer: footerOf(w),
    runningHeader: (p) => p.text(`${d.holder.name.toUpperCase()}  ${accountText}`, 40, 30, { size: 8 }),
  };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
