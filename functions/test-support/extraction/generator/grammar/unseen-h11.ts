// Held-out layout families written by a helper who does not tune the engine (decision 204).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import { cityLine } from '../fake-data';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { cardData, cardStatementFields, type CardTx } from '../types/credit-card-statement';
import { returnData, truth1040 } from '../types/irs-1040';
import { BOXES, TITLE, data1099, truth1099 } from '../types/irs-1099';
import { FREQ_LABEL, payslipData, payslipTruth, type Item } from '../types/payslip';
import { w2Data, w2Truth } from '../types/w2';
import { col, type Block, type FormCell, type TableColumn, type TableRow } from './compose';
import { amount, date, pickAmountStyle, plain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const IRS_VARIANTS = ['NEC', 'MISC', 'INT', 'DIV'] as const;

// ------------------------------------------------------------------------------------ payslip

/**
 * A check-stub strip: each earning and each deduction is a column of its own, its caption over the
 * column, and the kinds of figure are rows down the left (hours, rate, this period, year to date),
 * as pre-printed payroll check stubs and older payroll systems print them. A summary strip of the
 * same shape (gross, total deductions, net) closes it.
 */
function payslipA(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const r = new Rng(seed ^ 0x48313141);
  const money: AmountStyle = { ...pickAmountStyle(r, { negative: ['minus'] }), zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const ds = r.pick(['us', 'us-short-year', 'short-month', 'iso'] as const);
  const upper = r.bool(0.5);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const curL = r.pick(['Current', 'This Period', 'This Pay']);
  const ytdL = r.pick(['YTD', 'Year to Date', 'Y-T-D']);
  const ruling = r.pick(['grid', 'grid', 'rules'] as const);
  const rate4 = r.bool(0.5);
  const showFreq = r.bool(0.6);
  const labelW = 1;
  // Columns of one width on every strip: a short strip leaves the rest of the line empty.
  const strip = (title: string, heads: string[], rows: [string, string[]][]): Block => {
    const table: Block = {
      kind: 'table',
      title,
      columns: [col('', labelW), ...heads.map((h) => col(h, 1.25, 'right'))],
      rows: rows.map(([label, cells]) => ({ cells: [label, ...cells] })),
      ruling,
      repeatHeader: false,
      size: 7.8,
    };
    const share = (labelW + 1.25 * heads.length) / (labelW + 1.25 * 5);
    return share >= 0.95
      ? table
      : { kind: 'pair', left: table, right: { kind: 'space', h: 0 }, split: share };
  };
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.employer], size: 12, bold: true },
        { kind: 'text', lines: [d.employerAddress.street, cityLine(d.employerAddress)], size: 8 },
      ],
    },
    right: {
      kind: 'text',
      lines: [
        U(r.pick(['Statement of Earnings and Deductions', 'Earnings Statement', 'Pay Advice'])),
        r.pick(['Detach and retain for your records', 'Retain this statement', 'Non-negotiable']),
      ],
      size: 9,
      bold: true,
      align: 'right',
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 6 });
  const headPairs: [string, string][] = [
    [U(r.pick(['Employee', 'Employee Name', 'Name'])), d.employee.name],
    [U(r.pick(['Employee No.', 'Employee ID', 'Emp. #'])), d.employeeId],
    [U(r.pick(['Pay Period', 'Period Covered'])), `${date(d.start, ds)} to ${date(d.end, ds)}`],
    [U(r.pick(['Pay Date', 'Check Date'])), date(d.payDate, ds)],
  ];
  if (showFreq) headPairs.push([U(r.pick(['Pay Frequency', 'Pay Cycle'])), FREQ_LABEL[d.frequency]]);
  headPairs.push([U(r.pick(['Dept.', 'Department'])), r.pick(['100', '2040', 'ADMIN', 'OPS-3', '7710'])]);
  blocks.push({ kind: 'kv', style: 'stacked', columns: 3, pairs: headPairs, size: 9 });
  blocks.push({ kind: 'space', h: 4 });
  const hr = (v: number | null, f: (x: number) => string) => (v === null ? '' : f(v));
  blocks.push(
    strip(
      U(r.pick(['Earnings', 'Hours and Earnings'])),
      [...earnings.map((i) => i.description), r.pick(['Gross Pay', 'Gross Earnings', 'Total Gross'])],
      [
        [r.pick(['Hours', 'Hrs']), [...earnings.map((i) => hr(i.hours, (x) => x.toFixed(2))), '']],
        ['Rate', [...earnings.map((i) => hr(i.rate, (x) => x.toFixed(rate4 ? 4 : 2))), '']],
        [curL, [...earnings.map((i) => m(i.amount)), m(d.gross)]],
        [ytdL, [...earnings.map((i) => m(i.ytdAmount)), m(d.ytdGross)]],
      ],
    ),
  );
  const dedStrip = (title: string, items: Item[]) =>
    strip(
      title,
      items.map((i) => i.description),
      [
        [curL, items.map((i) => m(i.amount))],
        [ytdL, items.map((i) => m(i.ytdAmount))],
      ],
    );
  if (taxes.length + other.length <= 5)
    blocks.push(dedStrip(U(r.pick(['Taxes and Deductions', 'Deductions'])), [...taxes, ...other]));
  else {
    blocks.push(dedStrip(U(r.pick(['Taxes', 'Taxes Withheld', 'Withholdings'])), taxes));
    blocks.push(dedStrip(U(r.pick(['Other Deductions', 'Voluntary Deductions', 'Deductions'])), other));
  }
  blocks.push(
    strip(
      U(r.pick(['Summary', 'Pay Summary', 'Totals'])),
      [
        r.pick(['Gross Pay', 'Total Gross']),
        r.pick(['Total Deductions', 'Taxes & Deductions']),
        r.pick(['Net Pay', 'Net Amount']),
      ],
      [
        [curL, [m(d.gross), m(d.deductions), m(d.net)]],
        [ytdL, [m(d.ytdGross), m(d.ytdDeductions), m(d.ytdNet)]],
      ],
    ),
  );
  const deposit = r.bool(0.6);
  blocks.push({
    kind: 'text',
    lines: [
      deposit
        ? `${r.pick(['Direct deposit to', 'Deposited to'])} ${r.pick(['Checking', 'Savings'])} account ending ${r.digits(4)}`
        : `${r.pick(['Check number', 'Check No.'])} ${r.digits(6)}`,
      r.pick([
        'Questions about your pay? Contact your payroll administrator.',
        'Keep this statement for your records.',
        '',
      ]),
    ],
    size: 7.5,
    color: 'grey',
  });
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: showFreq }, [...earnings, ...taxes, ...other]),
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: r.int(32, 42),
  };
}

// ------------------------------------------------------------------------------------ 1040

/** Words of a caption cut into lines of at most n characters. */
function wrapWords(s: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of s.split(' ')) {
    if (cur && cur.length + 1 + w.length > n) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The large-print return for seniors: the same line numbers as the 1040 in a bigger type, so long
 * captions run over two or three lines and the amount sits on the caption's last line beside the
 * line number printed again; the line number at the left stands on the caption's first line. The
 * standard deduction chart (figures that are not lines of the return) is printed on the page.
 */
function irs1040B(seed: number): GrammarOutput {
  const r = new Rng(seed ^ 0x48313142);
  const year = r.pick([2022, 2023, 2024]);
  const d = returnData(seed, year);
  const truth = truth1040(d);
  const L = d.lines;
  const font = r.pick(['helvetica', 'times'] as const);
  const size = 9.5;
  // Characters a caption line holds in the caption column (Times runs narrower).
  const width = font === 'times' ? 62 : 54;
  const dollars = (v: number | undefined) =>
    v === undefined ? '' : v < 0 ? `(${Math.abs(v).toLocaleString('en-US')})` : v.toLocaleString('en-US');
  const X = (b: boolean) => (b ? '[X]' : '[ ]');
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: ['Form 1040-SR', 'Department of the Treasury—Internal Revenue Service'],
      size: 11,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [`U.S. Tax Return for Seniors ${year}`, 'OMB No. 1545-0074'],
      size: 11,
      bold: true,
      align: 'right',
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'text',
    lines: [`For the year Jan. 1–Dec. 31, ${year}, or other tax year beginning , ${year}, ending , 20`],
    size: 7.5,
  });
  const st = d.status;
  blocks.push({
    kind: 'text',
    lines: [
      `Filing Status  ${X(st === 'Single')} Single   ${X(st === 'Married filing jointly')} Married filing jointly   ${X(st === 'Married filing separately')} Married filing separately (MFS)`,
      `${X(st === 'Head of household')} Head of household (HOH)   ${X(false)} Qualifying surviving spouse (QSS)`,
    ],
    size: 8.5,
  });
  const idRows: FormCell[][] = [
    [
      { caption: 'Your first name and middle initial', value: d.taxpayer.firstName, weight: 2 },
      { caption: 'Last name', value: d.taxpayer.lastName, weight: 2 },
      { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.5 },
    ],
    [
      {
        caption: "If joint return, spouse's first name and middle initial",
        value: d.spouse?.firstName ?? '',
        weight: 2,
      },
      { caption: 'Last name', value: d.spouse?.lastName ?? '', weight: 2 },
      { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1.5 },
    ],
    [
      {
        caption: 'Home address (number and street). If you have a P.O. box, see instructions.',
        value: d.taxpayer.address.street,
        weight: 4,
      },
      { caption: 'Apt. no.', value: '', weight: 1.5 },
    ],
    [
      {
        caption: 'City, town, or post office. If you have a foreign address, also complete spaces below.',
        value: d.taxpayer.address.city,
        weight: 3,
      },
      { caption: 'State', value: d.taxpayer.address.state, weight: 1 },
      { caption: 'ZIP code', value: d.taxpayer.address.zip, weight: 1.5 },
    ],
  ];
  blocks.push({ kind: 'form', rows: idRows, captionSize: 6.5, cellHeight: 25 });
  blocks.push({
    kind: 'text',
    lines: [
      `Digital Assets  At any time during ${year}, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,`,
      `exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)?   ${X(false)} Yes  ${X(true)} No`,
      `Standard Deduction  Someone can claim: ${X(false)} You as a dependent  ${X(false)} Your spouse as a dependent`,
      `Age/Blindness  You: ${X(true)} Were born before January 2, ${year - 64}  ${X(false)} Are blind    Spouse: ${X(!!d.spouse && r.bool(0.6))} Was born before January 2, ${year - 64}  ${X(false)} Is blind`,
    ],
    size: 7.5,
  });
  blocks.push({
    kind: 'table',
    title: 'Dependents (see instructions)',
    columns: [
      col('(1) First name     Last name', 2.4),
      col('(2) Social security\nnumber', 1.4),
      col('(3) Relationship\nto you', 1.2),
      col('(4) Child tax\ncredit', 0.9, 'center'),
      col('Credit for other\ndependents', 1.1, 'center'),
    ],
    rows: [
      ...d.dependents.map((x) => ({
        cells: [
          `${x.firstName}     ${x.lastName}`,
          x.ssn,
          x.relationship,
          x.childTaxCredit ? '[X]' : '[ ]',
          x.childTaxCredit ? '[ ]' : '[X]',
        ],
      })),
      ...(d.dependents.length ? [] : [{ cells: ['', '', '', '[ ]', '[ ]'] }]),
    ],
    ruling: 'grid',
    repeatHeader: false,
    size: 7.5,
  });
  // Lines: the number at the left on the caption's first line, the amount on its last line with
  // the number printed again beside it.
  const columns: TableColumn[] = [col('', 0.45), col('', 6.2), col('', 0.5, 'right'), col('', 1.7, 'right')];
  const line = (no: string, caption: string, v?: number | string, box = no): TableRow[] => {
    const parts = wrapWords(caption, width);
    const value = typeof v === 'string' ? v : dollars(v);
    return parts.map((p, k) => ({
      cells: [k === 0 ? no : '', p, k === parts.length - 1 ? box : '', k === parts.length - 1 ? value : ''],
    }));
  };
  const section = (title: string): TableRow => ({ kind: 'section', cells: [title, '', '', ''] });
  const linesTable = (rows: TableRow[]): Block => ({
    kind: 'table',
    columns,
    rows,
    ruling: 'none',
    repeatHeader: false,
    size,
  });
  blocks.push(
    linesTable([
      section('Income'),
      ...line('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', L.line1z_wages),
      ...line('b', 'Household employee wages not reported on Form(s) W-2', undefined, '1b'),
      ...line('c', 'Tip income not reported on line 1a (see instructions)', undefined, '1c'),
      ...line('z', 'Add lines 1a through 1h', L.line1z_wages, '1z'),
      ...line('2a', 'Tax-exempt interest', undefined),
      ...line('b', 'Taxable interest', L.line2b_taxableInterest, '2b'),
      ...line('3a', 'Qualified dividends', undefined),
      ...line('b', 'Ordinary dividends', L.line3b_ordinaryDividends, '3b'),
      ...line('4a', 'IRA distributions', undefined),
      ...line('b', 'Taxable amount', undefined, '4b'),
      ...line('5a', 'Pensions and annuities', undefined),
      ...line('b', 'Taxable amount', undefined, '5b'),
      ...line('6a', 'Social security benefits', undefined),
      ...line('b', 'Taxable amount', undefined, '6b'),
      ...line(
        '7',
        'Capital gain or (loss). Attach Schedule D if required. If not required, check here',
        L.line7_capitalGain,
      ),
      ...line('8', 'Additional income from Schedule 1, line 10', L.line8_additionalIncome),
      ...line(
        '9',
        'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income',
        L.line9_totalIncome,
      ),
    ]),
  );
  const pageHead = (n: number): Block[] => [
    { kind: 'pageBreak' },
    {
      kind: 'pair',
      left: { kind: 'text', lines: [`Form 1040-SR (${year})`], size: 8 },
      right: { kind: 'text', lines: [`Page ${n}`], size: 8, align: 'right' },
    },
  ];
  blocks.push(...pageHead(2));
  blocks.push(
    linesTable([
      ...line('10', 'Adjustments to income from Schedule 1, line 26', L.line10_adjustments),
      ...line('11', 'Subtract line 10 from line 9. This is your adjusted gross income', L.line11_agi),
      ...line(
        '12',
        'Standard deduction or itemized deductions (from Schedule A). See Standard Deduction Chart on the last page of this form',
        L.line12_standardDeduction,
      ),
      ...line('13', 'Qualified business income deduction from Form 8995 or Form 8995-A', undefined),
      ...line('14', 'Add lines 12 and 13', L.line12_standardDeduction),
      ...line(
        '15',
        'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
        L.line15_taxableIncome,
      ),
    ]),
  );
  const credits = (L.line16_tax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const otherTaxes = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const acct = (label: string, v: string) => `${label}  ${v}`;
  blocks.push(
    linesTable([
      section('Tax and Credits'),
      ...line('16', 'Tax (see instructions). Check if any from Form(s): 1 8814  2 4972  3', L.line16_tax),
      ...line('17', 'Amount from Schedule 2, line 3', undefined),
      ...line('18', 'Add lines 16 and 17', L.line16_tax),
      ...line(
        '19',
        'Child tax credit or credit for other dependents from Schedule 8812',
        credits || undefined,
      ),
      ...line('20', 'Amount from Schedule 3, line 8', undefined),
      ...line('21', 'Add lines 19 and 20', credits || undefined),
      ...line('22', 'Subtract line 21 from line 18. If zero or less, enter -0-', L.line22_taxAfterCredits),
      ...line(
        '23',
        'Other taxes, including self-employment tax, from Schedule 2, line 21',
        otherTaxes || undefined,
      ),
      ...line('24', 'Add lines 22 and 23. This is your total tax', L.line24_totalTax),
    ]),
  );
  blocks.push(...pageHead(3));
  blocks.push(
    linesTable([
      section('Payments'),
      ...line('25', 'Federal income tax withheld from:', undefined, ''),
      ...line('a', 'Form(s) W-2', L.line25a_w2Withholding, '25a'),
      ...line('b', 'Form(s) 1099', L.line25b_1099Withholding, '25b'),
      ...line('c', 'Other forms (see instructions)', L.line25c_otherWithholding, '25c'),
      ...line('d', 'Add lines 25a through 25c', L.line25d_totalWithholding, '25d'),
      ...line(
        '26',
        `${year} estimated tax payments and amount applied from ${year - 1} return`,
        L.line26_estimatedPayments,
      ),
      ...line('27', 'Earned income credit (EIC)', L.line27_eic),
      ...line('28', 'Additional child tax credit from Schedule 8812', L.line28_additionalChildTaxCredit),
      ...line('29', 'American opportunity credit from Form 8863, line 8', L.line29_americanOpportunityCredit),
      ...line('30', 'Reserved for future use', undefined),
      ...line('31', 'Amount from Schedule 3, line 15', L.line30_schedule3Line15),
      ...line(
        '32',
        'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits',
        undefined,
      ),
      ...line('33', 'Add lines 25d, 26, and 32. These are your total payments', L.line32_totalPayments),
      section('Refund'),
      ...line(
        '34',
        'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
        L.line33_overpayment,
      ),
      ...line(
        '35a',
        'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here',
        L.line35a_refund,
      ),
      {
        cells: ['b', acct('Routing number', d.routing ?? ''), '', ''],
      },
      {
        cells: [
          'c',
          `Type: ${X(d.accountType === 'Checking')} Checking  ${X(d.accountType === 'Savings')} Savings`,
          '',
          '',
        ],
      },
      { cells: ['d', acct('Account number', d.account ?? ''), '', ''] },
      ...line('36', `Amount of line 34 you want applied to your ${year + 1} estimated tax`, undefined),
      section('Amount You Owe'),
      ...line(
        '37',
        'Subtract line 33 from line 24. This is the amount you owe. For details on how to pay, go to www.irs.gov/Payments or see instructions',
        L.line36_amountYouOwe,
      ),
      ...line('38', 'Estimated tax penalty (see instructions)', L.line37_estimatedTaxPenalty),
    ]),
  );
  blocks.push({
    kind: 'text',
    lines: [
      'Sign Here   Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements,',
      'and to the best of my knowledge and belief, they are true, correct, and complete.',
      `Your signature ______________________   Date ________   Your occupation  ${r.pick(['Retired', 'Consultant', 'Teacher', 'Retired engineer'])}`,
    ],
    size: 7.5,
  });
  // The chart the 1040-SR prints for line 12: amounts that are not lines of this return.
  const chart: TableRow[] = [
    {
      cells: [
        'Single or Married filing separately',
        year === 2022 ? '14,700' : year === 2023 ? '15,700' : '16,550',
      ],
    },
    {
      cells: [
        'Married filing jointly (one spouse born before January 2)',
        year === 2022 ? '27,300' : year === 2023 ? '29,200' : '30,750',
      ],
    },
    {
      cells: [
        'Married filing jointly (both spouses born before January 2)',
        year === 2022 ? '28,700' : year === 2023 ? '30,700' : '32,300',
      ],
    },
    { cells: ['Head of household', year === 2022 ? '21,150' : year === 2023 ? '22,650' : '23,850'] },
  ];
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'table',
    title: `Standard Deduction Chart* (for people who were born before January 2, ${year - 64}, or were blind)`,
    columns: [
      col('IF your filing status is . . .', 5),
      col('THEN your standard\ndeduction is . . .', 1.6, 'right'),
    ],
    rows: chart,
    ruling: 'grid',
    repeatHeader: false,
    size: 7.5,
  });
  blocks.push({
    kind: 'note',
    lines: [
      '*Don’t use this chart if someone can claim you (or your spouse if filing jointly) as a dependent, your spouse itemizes on a separate return, or you were a dual-status alien.',
    ],
    size: 6.5,
  });
  if (typeof truth.fields.line35a_refund === 'number')
    truth.fields.line34_refundAmount = truth.fields.line35a_refund;
  truth.fields.taxYear = year;
  return {
    blocks,
    truth,
    font,
    margin: r.int(28, 36),
    footer: (i) => (i === 1 ? `Form 1040-SR (${year})` : ''),
  };
}

// ------------------------------------------------------------------------------------ card

const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

/**
 * An issuer whose summary is an equation across the page (previous balance − payments and credits +
 * purchases + fees + interest = new balance, each figure under its caption with the operator
 * between), the billing cycle as separate open and close dates, and the purchases grouped by spending
 * category: a heading per category, its purchases under it and a total line for the category (the
 * category is read from the heading; there is no category column). Payments and credits, fees and
 * interest are sections of their own.
 */
function cardC(seed: number): GrammarOutput {
  const d = cardData(seed);
  const r = new Rng(seed ^ 0x48313143);
  const money: AmountStyle = { ...pickAmountStyle(r, { negative: ['minus', 'parens'] }), zero: 'number' };
  const $ = (v: number) => amount(v, { ...money, currency: '$' });
  const m = (v: number) => plain(v, money, { currency: false });
  const hs = r.pick(['short-month', 'long', 'us'] as const);
  const rs = r.pick(['month-day', 'us-short-year', 'short-month'] as const);
  const twoDates = r.bool(0.5);
  const caps = r.bool(0.5);
  const C = (s: string) => (caps ? s.toUpperCase() : s);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.issuer], size: 15, bold: true },
    right: {
      kind: 'text',
      lines: [
        `${r.pick(['Account number ending in', 'Account ending in', 'Acct. ending'])} ${d.last4}`,
        `${r.pick(['Open Date:', 'Opening Date:', 'Cycle Start:'])} ${date(d.start, hs)}   ${r.pick(['Close Date:', 'Closing Date:', 'Cycle End:'])} ${date(d.end, hs)}`,
      ],
      size: 8.5,
      align: 'right',
    },
    split: 0.45,
  });
  blocks.push({
    kind: 'text',
    lines: [d.holder.name.toUpperCase(), d.holder.address.street, cityLine(d.holder.address)],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 4 });
  // The equation strip: captions over figures with the operators in cells of their own.
  const op = (s: string): FormCell => ({ caption: '', value: `  ${s}`, weight: 0.3 });
  blocks.push({
    kind: 'form',
    title: C(r.pick(['Account Summary', 'Your Account at a Glance', 'Balance Summary'])),
    captionSize: 6.5,
    rows: [
      [
        { caption: r.pick(['Previous Balance', 'Previous balance']), value: $(d.previous), weight: 1.2 },
        op('-'),
        {
          caption: r.pick(['Payments and Credits', 'Payments & Credits']),
          value: $(d.payments),
          weight: 1.2,
        },
        op('+'),
        { caption: r.pick(['Purchases', 'Purchases & Adjustments']), value: $(d.purchases), weight: 1.2 },
        op('+'),
        { caption: r.pick(['Fees Charged', 'Fees']), value: $(d.fees), weight: 1 },
        op('+'),
        { caption: r.pick(['Interest Charged', 'Interest']), value: $(d.interest), weight: 1 },
        op('='),
        { caption: r.pick(['New Balance', 'New balance']), value: $(d.newBalance), weight: 1.2 },
      ],
    ],
  });
  const payPairs: [string, string][] = [
    [r.pick(['Minimum Payment Due', 'Minimum Payment']), $(d.minimum)],
    [r.pick(['Payment Due Date', 'Due Date']), date(d.due, hs)],
  ];
  const creditPairs: [string, string][] = [
    [r.pick(['Credit Line', 'Credit Limit']), $(d.limit)],
    [r.pick(['Credit Line Available', 'Available Credit']), $(d.available)],
    [r.pick(['Cash Advance Line', 'Cash Credit Line']), $(Math.round(d.limit * 0.2))],
    [r.pick(['APR for Purchases', 'Purchase APR', 'Standard Purchase APR']), `${d.apr.toFixed(2)}%`],
  ];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: r.pick(['Payment Information', 'Payment Due']),
      style: 'leaders',
      box: true,
      pairs: payPairs,
      size: 8.5,
    },
    right: {
      kind: 'kv',
      title: r.pick(['Credit Information', 'Credit Summary']),
      style: 'leaders',
      box: true,
      pairs: creditPairs,
      size: 8.5,
    },
    split: 0.48,
  });
  // Transactions: sections, purchases grouped by category.
  const dateCols = twoDates
    ? [col(r.pick(['Trans. Date', 'Trans']), 1), col(r.pick(['Post Date', 'Posted']), 1)]
    : [col(r.pick(['Trans. Date', 'Date']), 1.1)];
  const nDate = dateCols.length;
  const columns: TableColumn[] = [
    ...dateCols,
    col(r.pick(['Description', 'Merchant / Description', 'Transaction']), 5, 'left', true),
    col(r.pick(['Amount', 'Amount ($)']), 1.3, 'right'),
  ];
  const blank = Array.from({ length: nDate }, () => '');
  const rows: TableRow[] = [];
  const ordered: { t: CardTx; category: boolean }[] = [];
  const txRow = (t: CardTx, signed: string): TableRow => ({
    cells: [date(t.date, rs), ...(twoDates ? [date(t.postDate, rs)] : []), t.description, signed],
  });
  const heading = (s: string) => rows.push({ kind: 'section', cells: [s, ...blank.slice(1), '', ''] });
  const total = (label: string, v: number) => rows.push({ kind: 'subtotal', cells: [...blank, label, m(v)] });
  const credits = d.txs.filter(isCredit);
  const purchases = d.txs.filter((t) => t.type === 'purchase');
  const fees = d.txs.filter((t) => t.type === 'fee');
  const interest = d.txs.filter((t) => t.type === 'interest');
  if (credits.length) {
    heading(C(r.pick(['Payments and Credits', 'Payments & Credits'])));
    for (const t of credits) {
      rows.push(txRow(t, amount(-t.amount, money, { currency: false })));
      ordered.push({ t, category: false });
    }
  }
  if (purchases.length) {
    heading(C(r.pick(['Purchases', 'Purchases and Adjustments', 'Purchases by Category'])));
    const cats = [...new Set(purchases.map((t) => t.category ?? ''))].sort();
    for (const c of cats) {
      const group = purchases.filter((t) => (t.category ?? '') === c);
      rows.push({ kind: 'section', cells: [...blank, `   ${c}`, ''] });
      for (const t of group) {
        rows.push(txRow(t, m(t.amount)));
        ordered.push({ t, category: true });
      }
      total(`${r.pick(['Total', 'Total for'])} ${c}`, sum(group.map((t) => t.amount)));
    }
    total(r.pick(['Total Purchases', 'Total purchases this period']), d.purchases);
  }
  if (fees.length) {
    heading(C(r.pick(['Fees', 'Fees Charged'])));
    for (const t of fees) {
      rows.push(txRow(t, m(t.amount)));
      ordered.push({ t, category: false });
    }
  }
  if (interest.length) {
    heading(C(r.pick(['Interest Charged', 'Interest'])));
    for (const t of interest) {
      rows.push(txRow(t, m(t.amount)));
      ordered.push({ t, category: false });
    }
  }
  blocks.push({
    kind: 'table',
    title: C(r.pick(['Transactions', 'Account Activity', 'Transaction Detail'])),
    columns,
    rows,
    ruling: r.pick(['none', 'rules'] as const),
    repeatHeader: true,
    continuedNote: r.pick(['Continued on next page', '(continued)']),
  });
  blocks.push({
    kind: 'table',
    title: r.pick(['Interest Charge Calculation', 'Interest Charges']),
    columns: [
      col('Type of Balance', 2.2),
      col('Annual Percentage Rate (APR)', 1.6, 'right'),
      col('Balance Subject to Interest Rate', 1.8, 'right'),
      col('Interest Charge', 1.3, 'right'),
    ],
    rows: [
      { cells: ['Purchases', `${d.apr.toFixed(2)}% (v)`, m(round2(d.previous * 0.91)), m(d.interest)] },
      { cells: ['Cash Advances', `${Math.min(29.99, d.apr + 4).toFixed(2)}% (v)`, m(0), m(0)] },
    ],
    ruling: 'rules',
    repeatHeader: false,
    size: 7.5,
  });
  const truth: GroundTruth = {
    documentType: 'credit_card_statement',
    fields: cardStatementFields(d),
    transactions: ordered.map(({ t, category }) => ({
      transactionDate: t.date,
      ...(twoDates ? { postDate: t.postDate } : {}),
      description: t.description,
      ...(category ? { category: t.category } : {}),
      transactionType: t.type,
      amount: t.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times'] as const),
    margin: r.int(32, 42),
    footer: (i, n) => `${d.issuer}   Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------------ 1099

/**
 * An app's tax document: the figures in tiles, each a large amount with its caption and box number
 * in small type UNDER it, three to a row; the payer and the recipient in two cards whose fields carry
 * the same captions (name, TIN, address), told apart only by each card's heading. Every box of the
 * variant has a tile; an empty box shows $0.00.
 */
function irs1099D(seed: number): GrammarOutput {
  const r = new Rng(seed ^ 0x48313144);
  const variant = IRS_VARIANTS[(seed >>> 1) % 4] ?? 'NEC';
  const d = data1099(seed, variant);
  const truth = truth1099(d);
  const f = truth.fields;
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const boxWord = r.pick([
    (n: string) => `Box ${n}`,
    (n: string) => `(Box ${n})`,
    (n: string) => `Box ${n} ·`,
  ]);
  const after = r.bool(0.5);
  const tiles: Block[] = BOXES[variant].map((b) => {
    const v = d.amounts[b.field] ?? 0;
    f[b.field] = v;
    const caption = after ? `${b.label} ${boxWord(b.no)}` : `${boxWord(b.no)} ${b.label}`;
    return {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [amount(v, money)], size: 15, bold: true },
        // A note wraps a long caption inside its tile.
        { kind: 'note', lines: [caption.replace(/ ·$/, '')], size: 7 },
      ],
    };
  });
  const rowsOf3: Block[] = [];
  for (let i = 0; i < tiles.length; i += 3) {
    const [a, b, c] = tiles.slice(i, i + 3);
    const empty: Block = { kind: 'space', h: 0 };
    rowsOf3.push({
      kind: 'pair',
      left: a ?? empty,
      right: { kind: 'pair', left: b ?? empty, right: c ?? empty, split: 0.5 },
      split: 0.33,
    });
    rowsOf3.push({ kind: 'space', h: 8 });
  }
  const nameL = r.pick(['Name', 'Legal name']);
  const tinL = r.pick(['TIN', 'Tax ID', 'Taxpayer ID']);
  const addrL = r.pick(['Address', 'Mailing address']);
  const card = (title: string, pairs: [string, string][]): Block => ({
    kind: 'kv',
    title,
    style: 'stacked',
    box: true,
    pairs,
    size: 8.5,
  });
  const [payerH, recipH] = r.pick([
    ['Payer', 'Recipient'],
    ['Issued by', 'Issued to'],
    ['Payer information', 'Recipient information'],
    ['Payer', 'Payee'],
  ] as const);
  const payerCard = card(payerH, [
    [nameL, d.payer],
    [tinL, d.payerTIN],
    [addrL, `${d.payerAddress.street}, ${cityLine(d.payerAddress)}`],
  ]);
  const recipCard = card(recipH, [
    [nameL, d.recipient],
    [tinL, d.recipientTIN],
    [addrL, `${d.recipientAddress.street}, ${cityLine(d.recipientAddress)}`],
    ...(d.account ? ([[r.pick(['Account', 'Account number']), d.account]] as [string, string][]) : []),
  ]);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [r.pick(['Tax Documents', 'Your tax document', 'Tax Center'])],
      size: 9,
      color: 'grey',
    },
    right: {
      kind: 'text',
      lines: [
        `${r.pick(['Issued', 'Date issued', 'Generated'])} ${r.pick(['Jan', 'Feb'])} ${r.int(10, 31)}, ${d.year + 1}`,
      ],
      size: 8,
      align: 'right',
      color: 'grey',
    },
    split: 0.5,
  });
  blocks.push({ kind: 'text', lines: [`${d.year} Form 1099-${variant}`], size: 20, bold: true });
  blocks.push({
    kind: 'text',
    lines: [
      `${TITLE[variant]}   ·   ${r.pick(['Copy B for Recipient', 'Copy B — For Recipient'])}   ·   OMB No. 1545-${variant === 'NEC' ? '0116' : variant === 'MISC' ? '0115' : variant === 'INT' ? '0112' : '0110'}`,
    ],
    size: 9,
  });
  blocks.push({ kind: 'space', h: 10 });
  const idsFirst = r.bool(0.5);
  const ids: Block = { kind: 'pair', left: payerCard, right: recipCard, split: 0.5 };
  if (idsFirst) blocks.push(ids, { kind: 'space', h: 12 });
  blocks.push({
    kind: 'text',
    lines: [r.pick(['Summary', 'Reported amounts', 'Amounts reported to the IRS'])],
    size: 10.5,
    bold: true,
  });
  blocks.push({ kind: 'rule' }, { kind: 'space', h: 4 });
  blocks.push(...rowsOf3);
  if (!idsFirst) blocks.push({ kind: 'space', h: 6 }, ids);
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'note',
    lines: [
      'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
      r.pick([
        'Amounts shown are in U.S. dollars. Boxes not shown do not apply to you.',
        'Questions about this form? Visit the help center in the app.',
      ]),
    ],
    size: 7,
  });
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: r.int(36, 48),
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------------ W-2

const B12_WORDS: Record<string, string> = {
  D: 'Elective deferrals to a 401(k) plan',
  DD: 'Cost of employer-sponsored health coverage',
  W: 'Employer contributions to your Health Savings Account',
  C: 'Taxable cost of group-term life insurance over $50,000',
};

/**
 * A payroll provider's earnings summary sent with the W-2 instead of the form's face: the wage boxes
 * are the COLUMNS of a reconciliation (federal, social security, Medicare and state wages across;
 * gross pay, the amounts taken out and the reported W-2 wages down), the taxes withheld one row of
 * columns under their box captions, and the other boxes (tips, dependent care, box 12 codes with
 * their meaning, box 13 check boxes, box 14, the state ID) as a list after.
 */
function w2E(seed: number): GrammarOutput {
  const d = w2Data(seed);
  const r = new Rng(seed ^ 0x48313145);
  const money: AmountStyle = { ...pickAmountStyle(r, { negative: ['minus', 'parens'] }), zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const neg = (v: number) => amount(-v, { ...money, zero: 'number' }, { currency: false });
  const b = d.boxes;
  const gross = b.box5_medicareWages ?? 0;
  const box1 = b.box1_wages ?? 0;
  const box3 = b.box3_socialSecurityWages ?? 0;
  const tips = b.box7_socialSecurityTips ?? 0;
  const deferral = round2(gross - box1);
  const overBase = round2(gross - box3 - tips);
  const st = d.states[0];
  // Local wages follow the state's column (the same wages here); the reported row prints their own value.
  const local =
    st && st.localWages !== null
      ? { wages: st.localWages, cell: (sw: string) => (sw === m(st.stateWages) ? m(st.localWages ?? 0) : sw) }
      : null;
  const boxWord = r.pick([(n: string) => `(Box ${n})`, (n: string) => `Box ${n}`]);
  // Captions over narrow money columns: the words on two lines, the box under them.
  const head = (words: string, n: string) => {
    const w = words.split(' ');
    const cut = Math.ceil(w.length / 2);
    return `${w.slice(0, cut).join(' ')}\n${w.slice(cut).join(' ')}\n${boxWord(n)}`;
  };
  const wageCols: TableColumn[] = [
    col('', 2.2),
    col(head('Federal Income Tax Wages', '1'), 1.4, 'right'),
    col(head('Social Security Wages', '3'), 1.4, 'right'),
    col(head('Medicare Wages', '5'), 1.4, 'right'),
    ...(st ? [col(head(`${st.state} State Wages`, '16'), 1.4, 'right')] : []),
    ...(local ? [col(head('Local Wages', '18'), 1.4, 'right')] : []),
  ];
  const row = (
    label: string,
    f: string,
    s: string,
    md: string,
    sw: string,
    kind?: TableRow['kind'],
  ): TableRow => ({
    ...(kind ? { kind } : {}),
    cells: [label, f, s, md, ...(st ? [sw] : []), ...(local ? [sw === '' ? '' : local.cell(sw)] : [])],
  });
  const wageRows: TableRow[] = [row('Gross Pay', m(gross), m(gross), m(gross), m(gross))];
  if (deferral > 0)
    wageRows.push(
      row(
        r.pick(['Less 401(k) Deferrals', 'Less Retirement Deferrals']),
        neg(deferral),
        '',
        '',
        neg(deferral),
      ),
    );
  if (tips > 0) wageRows.push(row('Less Tips Reported in Box 7', '', neg(tips), '', ''));
  if (overBase > 0) wageRows.push(row('Less Wages over SS Wage Base', '', neg(overBase), '', ''));
  wageRows.push(
    row(
      r.pick(['Reported W-2 Wages', 'W-2 Wages Reported', 'Wages Reported on W-2']),
      m(box1),
      m(box3),
      m(gross),
      st ? m(st.stateWages) : '',
      'subtotal',
    ),
  );
  const taxCols: TableColumn[] = [
    col(head('Federal Income Tax', '2'), 1.4, 'right'),
    col(head('Social Security Tax', '4'), 1.4, 'right'),
    col(head('Medicare Tax', '6'), 1.4, 'right'),
    ...(st ? [col(head(`${st.state} Income Tax`, '17'), 1.4, 'right')] : []),
    ...(st?.localIncomeTax !== null && st?.localIncomeTax !== undefined
      ? [col(head('Local Income Tax', '19'), 1.4, 'right')]
      : []),
  ];
  const taxCells = [
    m(b.box2_federalTaxWithheld ?? 0),
    m(b.box4_socialSecurityTaxWithheld ?? 0),
    m(b.box6_medicareTaxWithheld ?? 0),
    ...(st ? [m(st.stateIncomeTax)] : []),
    ...(st?.localIncomeTax !== null && st?.localIncomeTax !== undefined ? [m(st.localIncomeTax)] : []),
  ];
  const X = (v: boolean) => (v ? '[X]' : '[ ]');
  const other: [string, string][] = [];
  if (b.box7_socialSecurityTips !== undefined)
    other.push([`${boxWord('7')} Social security tips`, m(b.box7_socialSecurityTips)]);
  if (b.box8_allocatedTips !== undefined)
    other.push([`${boxWord('8')} Allocated tips`, m(b.box8_allocatedTips)]);
  if (b.box10_dependentCareBenefits !== undefined)
    other.push([`${boxWord('10')} Dependent care benefits`, m(b.box10_dependentCareBenefits)]);
  if (b.box11_nonqualifiedPlans !== undefined)
    other.push([`${boxWord('11')} Nonqualified plans`, m(b.box11_nonqualifiedPlans)]);
  d.box12.forEach((x, i) =>
    other.push([
      `${boxWord(`12${'abcd'[i] ?? ''}`)} Code ${x.code} - ${B12_WORDS[x.code] ?? 'See instructions'}`,
      m(x.amount),
    ]),
  );
  for (const x of d.box14) other.push([`${boxWord('14')} Other: ${x.description}`, m(x.amount)]);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [`${d.year} W-2 ${r.pick(['and Earnings Summary', 'Earnings Summary', 'Wage Summary'])}`],
      size: 14,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [r.pick(['Employee Reference Copy', 'Keep for your records']), 'Wage and Tax Statement'],
      size: 8.5,
      align: 'right',
    },
    split: 0.6,
  });
  blocks.push({
    kind: 'note',
    lines: [
      r.pick([
        'This summary is included with your W-2 to explain how the amounts reported on it were figured. It is not the form itself; the amounts are the ones reported to the Social Security Administration.',
        'The amounts below are the amounts on your Form W-2. Your gross pay is reduced by the deductions that are excluded from each kind of wages.',
      ]),
    ],
    size: 7.5,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [r.pick(['Employee', 'Employee name and address'])],
          size: 7.5,
          color: 'grey',
        },
        {
          kind: 'text',
          lines: [d.employee.name, d.employee.address.street, cityLine(d.employee.address)],
          size: 9.5,
        },
        { kind: 'text', lines: [`Social Security Number  ${d.employeeSSN}`], size: 8.5 },
      ],
    },
    right: {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [r.pick(['Employer', 'Employer name and address'])],
          size: 7.5,
          color: 'grey',
        },
        {
          kind: 'text',
          lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
          size: 9.5,
        },
        {
          kind: 'text',
          lines: [
            `${r.pick(['Employer ID Number (EIN)', 'Federal EIN', "Employer's FED ID number"])}  ${d.employerEIN}`,
            ...(d.control ? [`Control Number  ${d.control}`] : []),
          ],
          size: 8.5,
        },
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'table',
    title: r.pick(['Wages', 'Your Wages', 'Earnings Summary']),
    columns: wageCols,
    rows: wageRows,
    ruling: r.pick(['none', 'rules'] as const),
    repeatHeader: false,
    size: 8,
  });
  blocks.push({
    kind: 'table',
    title: r.pick(['Taxes Withheld', 'Tax Withholding']),
    columns: taxCols,
    rows: [{ cells: taxCells }],
    ruling: 'none',
    repeatHeader: false,
    size: 8,
  });
  if (other.length)
    blocks.push({
      kind: 'kv',
      title: r.pick(['Other Amounts Reported', 'Other Information']),
      style: 'leaders',
      pairs: other,
      size: 8,
    });
  blocks.push({
    kind: 'text',
    lines: [
      `${boxWord('13')}  ${X(d.box13.statutory)} Statutory employee   ${X(d.box13.retirement)} Retirement plan   ${X(d.box13.sickPay)} Third-party sick pay`,
      ...(st
        ? [
            `${boxWord('15')}  State ${st.state}   Employer's state ID number ${st.employerStateId}`,
            ...(st.locality ? [`${boxWord('20')}  Locality name ${st.locality}`] : []),
          ]
        : []),
    ],
    size: 8,
  });
  return {
    blocks,
    truth: w2Truth(d),
    font: r.pick(['helvetica', 'times', 'courier'] as const),
    margin: r.int(34, 44),
  };
}

/** Per type, the families of this file (all held out). */
export const H11_FAMILIES: WrittenFamilies = {
  payslip: { 'h11-a': payslipA },
  irs_1040: { 'h11-b': irs1040B },
  credit_card_statement: { 'h11-c': cardC },
  irs_1099: { 'h11-d': irs1099D },
  w2: { 'h11-e': w2E },
};
