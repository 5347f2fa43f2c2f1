// Held-out layout families written by a helper who does not tune the engine (decision 211).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { cityLine } from '../fake-data';
import { addDays } from '../format';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { bankData, bankStatementFields, type Tx } from '../types/bank-statement';
import { BOXES, TITLE, data1099, truth1099 } from '../types/irs-1099';
import { FREQ_LABEL, payslipData, payslipTruth, type Item } from '../types/payslip';
import { lineItems } from '../types/financial-statement';
import { profitLossStatement } from '../types/profit-loss';
import { col, type Block, type TableRow } from './compose';
import { amount, date, plain, printStamp, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

// ------------------------------------------------------------------------------------ payslip

/** A block in a narrow column in the middle of the page (the width a phone screen prints at). */
function narrow(b: Block, from: number, width: number): Block {
  return {
    kind: 'pair',
    left: { kind: 'space', h: 0 },
    right: { kind: 'pair', left: b, right: { kind: 'space', h: 0 }, split: width / (1 - from) },
    split: from,
  };
}

/** One line of a card: words at the left, a figure at the right edge of the column. */
function cardLine(
  left: string,
  right: string,
  size: number,
  o: { bold?: boolean; grey?: boolean } = {},
): Block {
  return {
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [left],
      size,
      ...(o.bold ? { bold: true } : {}),
      ...(o.grey ? { color: 'grey' as const } : {}),
    },
    right: {
      kind: 'text',
      lines: [right],
      size,
      align: 'right',
      ...(o.bold ? { bold: true } : {}),
      ...(o.grey ? { color: 'grey' as const } : {}),
    },
    split: 0.62,
  };
}

/**
 * A payroll app's pay stub as its phone view prints: one narrow column down the middle of the
 * page; the net pay large at the top; then each earning, tax and deduction as a small card of two
 * lines: the description with this period's amount at the right, and under it in small grey type
 * the hours and rate at the left and the year-to-date amount (behind a "YTD" word) at the right.
 * No table, no column titles. A summary of the same cards closes it; time off balances in hours.
 */
function payslipA(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const r = new Rng(seed ^ 0x48313241);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const m = (v: number) => plain(v, money);
  const minus = r.pick(['-', '-', '']);
  const dm = (v: number) => (minus ? `${minus}${m(v)}` : m(v));
  const ds = r.pick(['short-month', 'short-month', 'long', 'us'] as const);
  const ytdWord = r.pick(['YTD', 'YTD:', 'Year to date']);
  const at = r.pick([
    (h: number, x: number) => `${h.toFixed(2)} hrs × ${m(x)}`,
    (h: number, x: number) => `${h.toFixed(2)} hours @ ${m(x)}/hr`,
    (h: number, x: number) => `${h.toFixed(2)} h at ${x.toFixed(4)}`,
  ]);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const from = r.pick([0.16, 0.18, 0.2]);
  const width = 1 - 2 * from;
  const N = (b: Block) => narrow(b, from, width);
  const blocks: Block[] = [];
  // A card is one block, so a page break never parts its two lines.
  const card = (title: string, cur: string, detail: string, ytd: string): void => {
    blocks.push(
      N({
        kind: 'stack',
        blocks: [
          cardLine(title, cur, 9.5, { bold: true }),
          cardLine(detail, `${ytdWord} ${ytd}`, 7.5, { grey: true }),
          { kind: 'rule' },
        ],
      }),
    );
  };
  const heading = (t: string): void => {
    blocks.push({ kind: 'space', h: 6 });
    blocks.push(N({ kind: 'text', lines: [t], size: 11, bold: true }));
  };
  blocks.push(
    N({
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.employer], size: 13, bold: true },
        {
          kind: 'text',
          lines: [d.employerAddress.street, cityLine(d.employerAddress)],
          size: 8,
          color: 'grey',
        },
      ],
    }),
  );
  blocks.push({ kind: 'space', h: 6 });
  blocks.push(
    N({
      kind: 'text',
      lines: [r.pick(['Pay stub', 'Paystub', 'Your pay', 'Payment details'])],
      size: 9,
      color: 'grey',
    }),
  );
  blocks.push(N({ kind: 'text', lines: [m(d.net)], size: 22, bold: true }));
  blocks.push(
    N({ kind: 'text', lines: [r.pick(['Net pay', 'Take-home pay', 'Net pay this period'])], size: 9 }),
  );
  blocks.push({ kind: 'space', h: 8 });
  const showFreq = r.bool(0.6);
  const details: [string, string][] = [
    [r.pick(['Employee', 'Paid to']), d.employee.name],
    [r.pick(['Employee ID', 'Employee #', 'Worker ID']), d.employeeId],
    [r.pick(['Pay period', 'Period']), `${date(d.start, ds)} – ${date(d.end, ds)}`],
    [r.pick(['Pay date', 'Pay day', 'Paid on']), date(d.payDate, ds)],
  ];
  if (showFreq) details.push([r.pick(['Pay schedule', 'Pay frequency']), FREQ_LABEL[d.frequency]]);
  blocks.push(N({ kind: 'kv', style: 'stacked', columns: 2, pairs: details, size: 9 }));
  heading(r.pick(['Earnings', 'Hours and earnings', 'Gross earnings']));
  for (const i of earnings)
    card(
      i.description,
      m(i.amount),
      i.hours !== null && i.rate !== null ? at(i.hours, i.rate) : '',
      m(i.ytdAmount),
    );
  const oneGroup = r.bool(0.35);
  if (oneGroup) {
    heading(r.pick(['Taxes and deductions', 'Withholdings']));
    for (const i of [...taxes, ...other]) card(i.description, dm(i.amount), '', m(i.ytdAmount));
  } else {
    heading(r.pick(['Taxes', 'Employee taxes', 'Taxes withheld']));
    for (const i of taxes) card(i.description, dm(i.amount), '', m(i.ytdAmount));
    if (other.length) {
      heading(r.pick(['Deductions', 'Benefits and deductions', 'Other deductions']));
      for (const i of other) card(i.description, dm(i.amount), '', m(i.ytdAmount));
    }
  }
  heading(r.pick(['Summary', 'Pay summary', 'Totals']));
  card(r.pick(['Gross pay', 'Gross earnings']), m(d.gross), '', m(d.ytdGross));
  card(
    r.pick(['Total taxes and deductions', 'Total deductions', 'Taxes & deductions']),
    dm(d.deductions),
    '',
    m(d.ytdDeductions),
  );
  card(r.pick(['Net pay', 'Take-home pay']), m(d.net), '', m(d.ytdNet));
  if (r.bool(0.55)) {
    heading(r.pick(['Time off', 'Paid time off']));
    for (const k of r.pick([
      ['Vacation', 'Sick'],
      ['PTO', 'Sick leave'],
      ['Vacation', 'Sick', 'Personal'],
    ])) {
      const avail = r.int(400, 12000) / 100;
      blocks.push(N(cardLine(k, `${avail.toFixed(2)} ${r.pick(['hrs available', 'hours available'])}`, 8.5)));
    }
  }
  blocks.push({ kind: 'space', h: 8 });
  blocks.push(
    N({
      kind: 'note',
      lines: [
        r.bool(0.6)
          ? `${r.pick(['Deposited to', 'Direct deposit:'])} ${r.pick(['Checking', 'Savings'])} ••${r.digits(4)}`
          : `${r.pick(['Paid by check', 'Check'])} #${r.digits(5)}`,
        r.pick([
          'This is not a check. Questions about your pay? Contact your employer.',
          'Generated from your payroll account. Keep for your records.',
        ]),
      ],
      size: 7,
    }),
  );
  const ordered: Item[] = [...earnings, ...taxes, ...other];
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: showFreq }, ordered),
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: r.int(30, 40),
  };
}

// ------------------------------------------------------------------------------------ 1099

const INSTRUCTIONS: Record<string, string> = {
  box1_nonemployeeCompensation:
    'Shows nonemployee compensation. If the amount in this box is self-employment income, report it on Schedule C or F (Form 1040) and complete Schedule SE (Form 1040). You received this form instead of Form W-2 because the payer did not consider you an employee.',
  box4_federalTaxWithheld:
    'Shows backup withholding or withholding you asked for. Generally, a payer must backup withhold at a 24% rate if you did not furnish your TIN. Include this amount on your income tax return as tax withheld.',
  box1_rents:
    'Report rents from real estate on Schedule E (Form 1040). However, report rents on Schedule C (Form 1040) if you provided significant services to the tenant, sold real estate as a business, or rented personal property as a business.',
  box2_royalties:
    'Report royalties from oil, gas, or mineral properties, copyrights, and patents on Schedule E (Form 1040). For royalties on timber, coal, and iron ore, see Pub. 544.',
  box3_otherIncome:
    'Generally, report this amount on the "Other income" line of Schedule 1 (Form 1040) and identify the payment. The amount shown may be payments received as the beneficiary of a deceased employee, prizes, awards, or taxable damages.',
  box6_medicalPayments: 'For individuals, report on Schedule C (Form 1040).',
  box10_grossProceedsAttorney:
    'Shows gross proceeds paid to an attorney in connection with legal services. Report only the taxable part as income on your return.',
  box1_interestIncome:
    'Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3. May also show the total amount of the credits from clean renewable energy bonds.',
  box2_earlyWithdrawalPenalty:
    'Shows interest or principal forfeited because of early withdrawal of time savings. You may deduct this amount to figure your adjusted gross income on your income tax return.',
  box3_treasuryInterest:
    'Shows interest on U.S. Savings Bonds, Treasury bills, Treasury bonds, and Treasury notes. This may or may not all be taxable. See Pub. 550. This interest is exempt from state and local income taxes and is not included in box 1.',
  box8_taxExemptInterest:
    'Shows tax-exempt interest paid to you during the calendar year by the payer. Report the amount on line 2a of Form 1040 or 1040-SR. This amount may be subject to backup withholding.',
  box1a_totalOrdinaryDividends:
    'Shows total ordinary dividends that are taxable. Include this amount on the "Ordinary dividends" line of Form 1040 or 1040-SR. Also report it on Schedule B (Form 1040), if required.',
  box1b_qualifiedDividends:
    'Shows the portion of the amount in box 1a that may be eligible for reduced capital gains rates. See the Instructions for Form 1040 for how to determine this amount and where to report.',
  box2a_totalCapitalGain:
    'Shows total capital gain distributions from a regulated investment company (RIC) or real estate investment trust (REIT). See How To Report in the Instructions for Schedule D (Form 1040).',
  box5_section199A:
    'Shows the portion of the amount in box 1a that may be eligible for the 20% qualified business income deduction under section 199A.',
  box7_foreignTaxPaid:
    'Shows the foreign tax that you may be able to claim as a deduction or a credit on Form 1040 or 1040-SR. See the Instructions for Form 1040.',
};

const OMB: Record<Irs1099Variant, string> = { NEC: '0116', MISC: '0115', INT: '0112', DIV: '0110' };

/**
 * A payer's year-end tax letter in the second person: the payer only as the letterhead, the
 * recipient only as the window address (neither captioned as payer or recipient), the numbers as
 * "your" and "our" taxpayer identification numbers; then one table whose rows are the boxes that
 * apply, with the amount in the MIDDLE column and the IRS's explanation of the box, full of other
 * numbers (rates, form lines, schedules, other boxes), wrapped in a wide column to its right.
 * Box 4 is always listed (0.00 when nothing was withheld); other empty boxes are left out.
 */
function irs1099B(seed: number): GrammarOutput {
  const r = new Rng(seed ^ 0x48313242);
  const variant = (['NEC', 'MISC', 'INT', 'DIV'] as const)[(seed >>> 2) % 4] ?? 'NEC';
  const d = data1099(seed, variant);
  const truth = truth1099(d);
  const f = truth.fields;
  const money: AmountStyle = {
    currency: r.pick(['$', '']),
    thousands: true,
    negative: 'minus',
    zero: 'number',
  };
  const phone = `${r.pick(['1-800', '(800)', '1-888', '(877)'])} ${r.int(200, 989)}-${r.digits(4)}`;
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.payer], size: 13, bold: true },
        {
          kind: 'text',
          lines: [
            d.payerAddress.street,
            cityLine(d.payerAddress),
            `${r.pick(['Tel.', 'Phone', 'Questions?'])} ${phone}`,
          ],
          size: 8,
        },
      ],
    },
    right: {
      kind: 'text',
      lines: [
        `${d.year} Form 1099-${variant}`,
        TITLE[variant],
        `Copy B ${r.pick(['For Recipient', '(keep for your records)'])}`,
        `OMB No. 1545-${OMB[variant]}`,
      ],
      size: 9,
      bold: true,
      align: 'right',
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 22 });
  const ids: [string, string][] = [];
  if (d.account) ids.push([r.pick(['Account number', 'Your account', 'Account no.']), d.account]);
  ids.push([
    r.pick(['Your taxpayer ID number', 'Your TIN', 'Your taxpayer identification no.']),
    d.recipientTIN,
  ]);
  ids.push([r.pick(['Our federal ID number', 'Our TIN', 'Our taxpayer identification no.']), d.payerTIN]);
  ids.push([
    r.pick(['Statement date', 'Date']),
    `${r.pick(['January', 'February'])} ${r.int(5, 31)}, ${d.year + 1}`,
  ]);
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.recipient.toUpperCase(),
        d.recipientAddress.street.toUpperCase(),
        cityLine(d.recipientAddress).toUpperCase(),
      ],
      size: 9.5,
    },
    right: { kind: 'kv', style: 'aligned', pairs: ids, size: 8.5 },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 14 });
  const what = {
    NEC: 'the compensation we paid you',
    MISC: 'the payments we made to you',
    INT: 'the interest we paid you',
    DIV: 'the dividends and distributions we paid you',
  }[variant];
  blocks.push({
    kind: 'note',
    lines: [
      r.pick([
        'Dear Customer,',
        `Dear ${d.recipient.split(' ')[0] ?? ''},`,
        `Hello ${d.recipient.split(' ')[0] ?? ''},`,
      ]),
      `This statement reports ${what} in ${d.year}. We have also reported these amounts to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.`,
    ],
    size: 8,
  });
  const rows: TableRow[] = [];
  for (const b of BOXES[variant]) {
    const v = d.amounts[b.field];
    const always = b.field === 'box4_federalTaxWithheld';
    if (v === undefined && !always) continue;
    f[b.field] = v ?? 0;
    rows.push({ cells: [b.no, b.label, amount(v ?? 0, money), INSTRUCTIONS[b.field] ?? ''] });
  }
  blocks.push({
    kind: 'table',
    title: r.pick(['Amounts reported', 'Your tax information', `${d.year} reportable amounts`]),
    columns: [
      col(r.pick(['Box', 'Box no.']), 0.5, 'center'),
      col(r.pick(['Description', 'Item']), 1.9, 'left', true),
      col(r.pick(['Amount', 'Amount reported']), 1.2, 'right'),
      col(r.pick(['What this means', 'Explanation', 'Instructions for recipient']), 3.6, 'left', true),
    ],
    rows,
    ruling: r.pick(['rules', 'grid', 'none'] as const),
    repeatHeader: true,
    size: 8,
  });
  blocks.push({
    kind: 'note',
    lines: [
      r.pick([
        'Boxes that do not apply to you are not shown.',
        'Only the boxes with amounts for you are listed.',
      ]),
      r.pick([
        'Keep this statement with your tax records. This is not a bill.',
        `Need help? Call us at ${phone}.`,
      ]),
    ],
    size: 7.5,
  });
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times'] as const),
    margin: r.int(36, 48),
    footer: (i, n) => (n > 1 ? `Page ${i} of ${n}` : ''),
  };
}

// ------------------------------------------------------------------------------------ P&L

/**
 * The account form of the statement (the "horizontal" profit and loss account small businesses'
 * accounting programs print): ONE table split down the middle, expenses with their amounts on the
 * left half and revenue on the right half, the two lists side by side in the same rows; each side
 * totalled on the same row; the net profit printed on the expenses side (a net loss on the revenue
 * side, as a positive figure) so that both halves close on the same grand total.
 */
function profitLossC(seed: number): GrammarOutput {
  const s = profitLossStatement(seed);
  const r = new Rng(seed ^ 0x48313243);
  const [rev, exp] = s.sections;
  if (!rev || !exp) throw new Error('profit and loss without its sections');
  const net = s.after[1]?.[0]?.amount ?? 0;
  const cur = r.pick(['', '$'] as const);
  const money: AmountStyle = { currency: '', thousands: r.bool(0.9), negative: 'minus', zero: 'number' };
  const m = (v: number, sign = false) => `${sign && cur ? cur : ''}${plain(v, money)}`;
  const [leftHead, rightHead] = r.pick([
    ['Expenses', 'Income'],
    ['Expenditure', 'Income'],
    ['Dr.  Expenses', 'Revenue  Cr.'],
    ['Particulars (Expenses)', 'Particulars (Revenue)'],
  ] as const);
  const amtHead = r.pick(['Amount', `Amount (${cur || 'USD'})`, cur ? `${cur}` : 'USD']);
  const totalExpL = r.pick(['Total Expenses', 'Total Expenditure', 'Expenses, total']);
  const totalRevL = r.pick(['Total Revenue', 'Total Income', 'Revenue, total']);
  const left: [string, string][] = exp.rows.map((x) => [x.name, m(x.amount)]);
  const right: [string, string][] = rev.rows.map((x) => [x.name, m(x.amount)]);
  const n = Math.max(left.length, right.length);
  const rows: TableRow[] = [];
  for (let i = 0; i < n; i++) {
    const a = left[i] ?? ['', ''];
    const b = right[i] ?? ['', ''];
    rows.push({ cells: [a[0], a[1], b[0], b[1]] });
  }
  rows.push({
    kind: 'subtotal',
    cells: [totalExpL, m(exp.total, true), totalRevL, m(rev.total, true)],
  });
  const profitL = r.pick(['Net Profit', 'Net Income', 'Excess of Revenue over Expenses']);
  const lossL = r.pick(['Net Loss', 'Excess of Expenses over Revenue']);
  rows.push(
    net >= 0 ? { cells: [profitL, m(net, true), '', ''] } : { cells: ['', '', lossL, m(-net, true)] },
  );
  const grand = Math.max(rev.total, exp.total);
  rows.push({
    cells: [r.pick(['Total', '']), m(grand, true), r.pick(['Total', '']), m(grand, true)],
    rules: { above: true, below: 'double' },
  });
  const [sy, sm] = (s.periodStart ?? s.periodEnd).split('-').map(Number);
  const [ey, em] = s.periodEnd.split('-').map(Number);
  const months = ((ey ?? 0) - (sy ?? 0)) * 12 + ((em ?? 0) - (sm ?? 0)) + 1;
  const ds = r.pick(['long', 'day-month', 'us'] as const);
  const period =
    months === 12 && r.bool(0.6)
      ? `for the year ended ${date(s.periodEnd, ds)}`
      : `for the period from ${date(s.periodStart ?? s.periodEnd, ds)} to ${date(s.periodEnd, ds)}`;
  const title = r.pick([
    'Profit & Loss Account',
    'Profit and Loss Account',
    'Statement of Revenue and Expenses',
    'Income and Expenditure Account',
  ]);
  const blocks: Block[] = [
    { kind: 'text', lines: [s.company], size: 13, bold: true, align: 'center' },
    { kind: 'text', lines: [title, period], size: 10, align: 'center' },
    { kind: 'space', h: 12 },
    {
      kind: 'table',
      columns: [
        col(leftHead, 3, 'left', true),
        col(amtHead, 1.3, 'right'),
        col(rightHead, 3, 'left', true),
        col(amtHead, 1.3, 'right'),
      ],
      rows,
      ruling: r.pick(['grid', 'grid', 'none'] as const),
      repeatHeader: true,
      size: 8.5,
    },
  ];
  if (r.bool(0.5))
    blocks.push({
      kind: 'note',
      lines: [
        r.pick([
          'Prepared from the books of account without audit.',
          'Unaudited. For management use only.',
          'The accompanying notes are an integral part of this statement.',
        ]),
      ],
      size: 7.5,
    });
  const truth: GroundTruth = {
    documentType: 'profit_loss',
    fields: {
      companyName: s.company,
      periodStartDate: s.periodStart,
      periodEndDate: s.periodEnd,
      totalRevenue: rev.total,
      totalExpenses: exp.total,
      netIncome: net,
    },
    lineItems: lineItems(s),
  };
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times', 'courier'] as const),
    margin: r.int(36, 50),
  };
}

// ------------------------------------------------------------------------------------ bank

/**
 * An online bank's account activity as its website prints it for a month: newest first. The
 * header is the bank, the account's nickname and masked number, the holder, and the printed date
 * range; the balances in a row of captions over figures with the ending balance first. Pending
 * items (dated after the period, no balance) sit in a small table of their own above the posted
 * ones. The posted table runs from the last day of the month back to the first, one signed amount
 * column and the balance after each row, and closes on a "Beginning balance" row (not a
 * transaction). A print time stamp heads every page.
 */
function bankD(seed: number): GrammarOutput {
  // A busy month runs over a page or two, as such printouts do.
  const busy = new Rng(seed ^ 0x62757379);
  const d = bankData(seed, busy.bool(0.4) ? busy.int(34, 60) : undefined);
  const r = new Rng(seed ^ 0x48313244);
  const money: AmountStyle = {
    currency: r.pick(['$', '']),
    thousands: true,
    negative: r.pick(['minus', 'minus', 'parens'] as const),
    zero: 'number',
  };
  const rowDate = r.pick(['us', 'short-month', 'us-short-year'] as const);
  const headDate = r.pick(['us', 'long', 'short-month'] as const);
  const stamp = printStamp(r, d.end);
  const newest = [...d.txs].reverse();
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.bank], size: 15, bold: true },
    right: { kind: 'text', lines: [stamp], size: 7.5, align: 'right', color: 'grey' },
    split: 0.6,
  });
  blocks.push({
    kind: 'text',
    lines: [r.pick(['Account Activity', 'Transaction History', 'Account History'])],
    size: 11,
    bold: true,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      style: 'colon',
      pairs: [
        [r.pick(['Account', 'Account nickname']), `${d.accountName} (...${d.accountNumber.slice(-4)})`],
        [r.pick(['Account number', 'Account #']), d.accountNumber],
        [
          r.pick(['Date range', 'Showing transactions from', 'Dates']),
          `${date(d.start, headDate)} ${r.pick(['to', '-', 'through'])} ${date(d.end, headDate)}`,
        ],
      ],
      size: 8.5,
    },
    right: {
      kind: 'text',
      lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
      size: 8.5,
    },
    split: 0.6,
  });
  const inOut = r.pick([
    ['Ending balance', 'Total credits', 'Total debits', 'Beginning balance'],
    ['Closing balance', 'Deposits and credits', 'Withdrawals and debits', 'Opening balance'],
    ['Ending balance', 'Money in', 'Money out', 'Starting balance'],
  ] as const);
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'table',
    columns: [
      col(inOut[0], 1, 'right'),
      col(inOut[1], 1, 'right'),
      col(inOut[2], 1, 'right'),
      col(inOut[3], 1, 'right'),
    ],
    rows: [
      {
        cells: [
          amount(d.ending, money),
          amount(d.deposits, money),
          amount(d.withdrawals, money),
          amount(d.beginning, money),
        ],
      },
    ],
    ruling: r.pick(['grid', 'none'] as const),
    repeatHeader: false,
    size: 9,
  });
  const signed = (t: Tx) => amount(t.creditDebit === 'credit' ? t.amount : -t.amount, money);
  if (r.bool(0.6)) {
    const n = r.int(1, 3);
    const rows: TableRow[] = [];
    for (let i = 0; i < n; i++) {
      const debit = r.bool(0.75);
      const v = debit ? r.money(5, 240) : r.money(50, 900);
      rows.push({
        cells: [
          date(addDays(d.end, r.int(1, 3)), rowDate),
          debit
            ? `${r.pick(['DEBIT CARD AUTH', 'POS PENDING', 'CARD PURCHASE'])} ${r.pick(['SHELL OIL', 'TARGET', 'AMAZON MKTPL', 'STARBUCKS', 'WALGREENS'])} ${r.digits(4)}`
            : `${r.pick(['MOBILE DEPOSIT', 'ZELLE FROM'])} ${r.pick(['PENDING', 'IN PROCESS'])}`,
          amount(debit ? -v : v, money),
          '',
        ],
      });
    }
    blocks.push({
      kind: 'table',
      title: r.pick(['Pending Transactions', 'Pending (not yet posted)']),
      columns: [
        col('Date', 1.1),
        col('Description', 5, 'left', true),
        col('Amount', 1.4, 'right'),
        col('', 1.4, 'right'),
      ],
      rows,
      ruling: 'none',
      repeatHeader: false,
      size: 8,
    });
    blocks.push({
      kind: 'note',
      lines: ['Pending transactions are not included in the balances shown and may change.'],
      size: 7,
    });
  }
  const rows: TableRow[] = newest.map((t) => ({
    cells: [date(t.date, rowDate), t.description, signed(t), amount(t.balance, money)],
  }));
  rows.push({
    cells: [
      date(d.start, rowDate),
      r.pick(['Beginning Balance', 'Opening Balance']),
      '',
      amount(d.beginning, money),
    ],
  });
  blocks.push({
    kind: 'table',
    title: r.pick(['Posted Transactions', 'Posted', 'Transactions (newest first)']),
    columns: [
      col(r.pick(['Date', 'Posted']), 1.1),
      col('Description', 5, 'left', true),
      col(r.pick(['Amount', 'Debit/Credit']), 1.4, 'right'),
      col(r.pick(['Balance', 'Running Balance']), 1.4, 'right'),
    ],
    rows,
    ruling: r.pick(['rules', 'zebra', 'none'] as const),
    repeatHeader: true,
    size: 8,
  });
  const truth: GroundTruth = {
    documentType: 'bank_statement',
    fields: bankStatementFields(d),
    transactions: newest.map((t) => ({
      transactionDate: t.date,
      description: t.description,
      creditDebit: t.creditDebit,
      amount: t.amount,
      balance: t.balance,
    })),
  };
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: r.int(32, 44),
    footer: (i, n) => `${d.bank}   ${stamp}   Page ${i} of ${n}`,
  };
}

/** Per type, the families of this file (all held out). */
export const H12_FAMILIES: WrittenFamilies = {
  payslip: { 'h12-a': payslipA },
  irs_1099: { 'h12-b': irs1099B },
  profit_loss: { 'h12-c': profitLossC },
  bank_statement: { 'h12-d': bankD },
};
