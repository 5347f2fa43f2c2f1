// Held-out layout families written by a helper who does not tune the engine (decision 195).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { cityLine, fullAddress } from '../fake-data';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { returnData, truth1040 } from '../types/irs-1040';
import { data1099, truth1099 } from '../types/irs-1099';
import { payslipData, type Item } from '../types/payslip';
import { profitLossStatement } from '../types/profit-loss';
import type { Block, FormCell, FormLine, TableColumn, TableRow } from './compose';
import { amount, date, plain, type AmountStyle } from './style';
import type { GrammarOutput } from './types';

type Family = (seed: number) => GrammarOutput;

const col = (header: string, weight: number, align?: TableColumn['align']): TableColumn => ({
  header,
  weight,
  ...(align ? { align } : {}),
});

// ------------------------------------------------------------------------------------ payslip

function payslipA(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const r = new Rng(seed ^ 0x48313041);
  const money: AmountStyle = { currency: '', thousands: true, negative: 'minus', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const neg = (v: number) => amount(-v, money, { currency: false });
  const ds = r.pick(['us', 'us', 'iso', 'short-month'] as const);
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const taxes = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = d.items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const lower = r.bool(0.6);
  const h = (s: string) => (lower ? s.toLowerCase() : s);
  const rate4 = r.bool(0.6);
  const rows: TableRow[] = [];
  for (const i of earnings)
    rows.push({
      cells: [
        i.description,
        i.rate === null ? '' : rate4 ? i.rate.toFixed(4) : i.rate.toFixed(2),
        i.hours === null ? '' : i.hours.toFixed(2),
        m(i.amount),
        m(i.ytdAmount),
      ],
    });
  rows.push({ kind: 'subtotal', cells: ['Gross Pay', '', '', `$${m(d.gross)}`, m(d.ytdGross)] });
  rows.push({ kind: 'section', cells: ['', '', '', '', ''] });
  rows.push({
    kind: 'section',
    cells: [r.pick(['Deductions  Statutory', 'Deductions   Statutory']), '', '', '', ''],
  });
  for (const i of taxes) rows.push({ cells: [i.description, '', '', neg(i.amount), m(i.ytdAmount)] });
  if (other.length) {
    rows.push({
      kind: 'section',
      cells: [r.pick(['Other', 'Other Deductions', 'Voluntary']), '', '', '', ''],
    });
    for (const i of other) rows.push({ cells: [i.description, '', '', neg(i.amount), m(i.ytdAmount)] });
  }
  rows.push({ kind: 'subtotal', cells: ['Net Pay', '', '', `$${m(d.net)}`, ''] });
  const split = r.bool(0.35);
  const save = split ? round2(Math.round(d.net * r.pick([0.1, 0.15, 0.2]))) : 0;
  if (split) {
    rows.push({ cells: [`Savings`, '', '', neg(save), ''] });
    rows.push({ cells: [`Checking 1`, '', '', neg(round2(d.net - save)), ''] });
  } else rows.push({ cells: [r.pick(['Checking 1', 'Checking']), '', '', neg(d.net), ''] });
  rows.push({ kind: 'subtotal', cells: ['Net Check', '', '', '$0.00', ''] });
  const table: Block = {
    kind: 'table',
    columns: [
      col('Earnings', 2.3),
      col(h('Rate'), 1, 'right'),
      col(h('Hours'), 0.9, 'right'),
      col(h(r.pick(['This Period', 'this period'])), 1.2, 'right'),
      col(h(r.pick(['Year to Date', 'year to date'])), 1.3, 'right'),
    ],
    rows,
    ruling: 'none',
    repeatHeader: true,
    size: 8,
  };
  // Numbers beside the tables that are not line items: benefits and balances, taxable wages.
  const taxable = round2(
    d.gross -
      sum(
        other.filter((i) => /401|medical|dental|vision|health|ppo/i.test(i.description)).map((i) => i.amount),
      ),
  );
  const benefitRows: TableRow[] = [
    {
      cells: [
        r.pick(['Group Term Life', 'GTL']),
        m(round2(r.int(50, 900) / 100)),
        m(round2(r.int(500, 9000) / 100)),
      ],
    },
    { cells: [r.pick(['Vacation Hrs', 'PTO Balance']), '', (r.int(400, 12000) / 100).toFixed(2)] },
    { cells: [r.pick(['Sick Hrs', 'Sick Balance']), '', (r.int(200, 6000) / 100).toFixed(2)] },
  ];
  if (r.bool())
    benefitRows.unshift({
      cells: ['401K ER Match', m(round2(d.gross * 0.03)), m(round2(d.ytdGross * 0.03))],
    });
  const right: Block[] = [
    {
      kind: 'table',
      title: 'Other Benefits and Information',
      columns: [col('', 1.5), col(h('this period'), 1.1, 'right'), col(h('total to date'), 1.3, 'right')],
      rows: benefitRows,
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    },
    {
      kind: 'note',
      title: 'Important Notes',
      lines: [
        `Your federal taxable wages this period are $${m(taxable)}`,
        r.pick([
          'Basis of pay: Hourly',
          'Basis of pay: Salaried',
          'Please review your direct deposit information for accuracy.',
        ]),
      ],
      size: 7.5,
    },
  ];
  const blocks: Block[] = [];
  // Top: company code line and company left, the title and period block right.
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [
            `${r.pick(['CO.', 'Company Code'])} ${r.pick(['FILE', 'Loc/Dept'])} ${r.pick(['DEPT.', 'Number'])}  ${r.pick(['ABC', 'RX7', 'Z2K', 'HQ1'])} ${r.digits(3)}  ${r.digits(6)}`,
            d.employer,
            d.employerAddress.street,
            cityLine(d.employerAddress),
          ],
          size: 7.5,
        },
        { kind: 'space', h: 4 },
        {
          kind: 'kv',
          style: 'aligned',
          pairs: [
            [r.pick(['Taxable Marital Status:', 'Filing Status:']), r.pick(['Single', 'Married'])],
            ['Exemptions/Allowances:', `Federal: ${r.int(0, 4)}  State: ${r.int(0, 4)}`],
            [r.pick(['Employee ID', 'File Number', 'Employee Number']), d.employeeId],
            ['Social Security Number', `XXX-XX-${r.digits(4)}`],
          ],
          size: 7.5,
        },
      ],
    },
    right: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: ['Earnings Statement'], size: 14, bold: true, align: 'right' },
        {
          kind: 'kv',
          style: 'aligned',
          pairs: [
            ['Period Beginning:', date(d.start, ds)],
            ['Period Ending:', date(d.end, ds)],
            ['Pay Date:', date(d.payDate, ds)],
          ],
          size: 8,
        },
        { kind: 'space', h: 8 },
        {
          kind: 'text',
          lines: [d.employee.name.toUpperCase(), d.employee.address.street, cityLine(d.employee.address)],
          size: 10,
          bold: true,
        },
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 12 });
  // The tables in the left column, the information blocks in the right one.
  blocks.push({ kind: 'pair', left: table, right: { kind: 'stack', blocks: right }, split: 0.62 });
  blocks.push({ kind: 'space', h: 12 });
  blocks.push({ kind: 'rule' });
  blocks.push({
    kind: 'text',
    lines: [
      `${d.employer}   ${r.pick(['Advice number:', 'Voucher No.'])} ${r.digits(8)}   Pay date: ${date(d.payDate, ds)}`,
      `Deposited to the account of ${d.employee.name.toUpperCase()}   ${split ? 'Savings / Checking' : 'Checking'} xxxx${r.digits(4)}`,
      'NON-NEGOTIABLE',
    ],
    size: 7.5,
  });
  const ordered: Item[] = [...earnings, ...taxes, ...other];
  const truth: GroundTruth = {
    documentType: 'payslip',
    fields: {
      employeeName: d.employee.name,
      employeeId: d.employeeId,
      employerName: d.employer,
      employerAddress: fullAddress(d.employerAddress),
      payPeriodStartDate: d.start,
      payPeriodEndDate: d.end,
      payDate: d.payDate,
      grossPay: d.gross,
      netPay: d.net,
      ytdGrossPay: d.ytdGross,
    },
    lineItems: ordered.map((i) => ({
      itemType: i.itemType,
      description: i.description,
      amount: i.amount,
      ytdAmount: i.ytdAmount,
      ...(i.itemType === 'earning' ? { hours: i.hours, rate: i.rate } : {}),
      ...(i.itemType === 'deduction' ? { deductionCategory: i.deductionCategory } : {}),
    })),
  };
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'helvetica', 'courier'] as const),
    margin: r.int(30, 40),
  };
}

// ------------------------------------------------------------------------------------ 1040

function irs1040B(seed: number): GrammarOutput {
  const r = new Rng(seed ^ 0x48313042);
  const year = r.pick([2015, 2016, 2017]);
  const d = returnData(seed, year);
  const truth = truth1040(d);
  const f = truth.fields;
  const L = d.lines;
  // One return in three is printed with cents.
  const cents = new Rng(seed ^ 0x63656e74).bool(0.35) ? 2 : 0;
  const num = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: cents });
  const dollars = (v: number | undefined) => (v === undefined ? '' : v < 0 ? `(${num(-v)})` : num(v));
  const nExempt = 1 + (d.spouse ? 1 : 0) + d.dependents.length;
  const exemptions = 4050 * nExempt;
  const deduction = L.line12_standardDeduction ?? 0;
  const line40 = Math.max(0, deduction - exemptions);
  const agi = L.line11_agi ?? 0;
  const line41 = Math.max(0, agi - line40);
  const line42 = deduction - line40;
  const X = (b: boolean) => (b ? '[X]' : '[  ]');
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: ['Form 1040', 'Department of the Treasury—Internal Revenue Service'],
      size: 9.5,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: [`U.S. Individual Income Tax Return ${year}`, `OMB No. 1545-0074   IRS Use Only`],
      size: 9.5,
      bold: true,
      align: 'right',
    },
    split: 0.45,
  });
  blocks.push({
    kind: 'text',
    lines: [`For the year Jan. 1–Dec. 31, ${year}, or other tax year beginning , ${year}, ending , 20`],
    size: 7,
  });
  const idRows: FormCell[][] = [
    [
      { caption: 'Your first name and initial', value: d.taxpayer.firstName, weight: 2 },
      { caption: 'Last name', value: d.taxpayer.lastName, weight: 2 },
      { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.4 },
    ],
    [
      {
        caption: "If a joint return, spouse's first name and initial",
        value: d.spouse?.firstName ?? '',
        weight: 2,
      },
      { caption: 'Last name', value: d.spouse?.lastName ?? '', weight: 2 },
      { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1.4 },
    ],
    [
      {
        caption: 'Home address (number and street). If you have a P.O. box, see instructions.',
        value: d.taxpayer.address.street,
        weight: 4,
      },
      { caption: 'Apt. no.', value: '', weight: 1.4 },
    ],
    [
      {
        caption:
          'City, town or post office, state, and ZIP code. If you have a foreign address, also complete spaces below.',
        value: `${d.taxpayer.address.city}, ${d.taxpayer.address.state} ${d.taxpayer.address.zip}`,
        weight: 4,
      },
      {
        caption: 'Presidential Election Campaign',
        value: `${X(r.bool(0.3))} You  ${X(false)} Spouse`,
        weight: 1.4,
      },
    ],
  ];
  blocks.push({ kind: 'form', rows: idRows, captionSize: 5.5, cellHeight: 22 });
  const st = d.status;
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        `Filing Status   1 ${X(st === 'Single')} Single`,
        `2 ${X(st === 'Married filing jointly')} Married filing jointly (even if only one had income)`,
        `3 ${X(st === 'Married filing separately')} Married filing separately. Enter spouse's SSN above`,
      ],
      size: 7,
    },
    right: {
      kind: 'text',
      lines: [
        `4 ${X(st === 'Head of household')} Head of household (with qualifying person). (See instructions.)`,
        `5 ${X(false)} Qualifying widow(er) with dependent child`,
      ],
      size: 7,
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `Exemptions   6a ${X(true)} Yourself. If someone can claim you as a dependent, do not check box 6a.   b ${X(!!d.spouse)} Spouse      Boxes checked on 6a and 6b  ${d.spouse ? 2 : 1}`,
      'c Dependents:',
    ],
    size: 7,
  });
  blocks.push({
    kind: 'table',
    columns: [
      col('(1) First name', 1.3),
      col('Last name', 1.3),
      col("(2) Dependent's\nsocial security number", 1.5),
      col("(3) Dependent's\nrelationship to you", 1.3),
      col('(4) if child under age 17\nqualifying for child tax credit', 1.6, 'center'),
    ],
    rows: [
      ...d.dependents.map((x) => ({
        cells: [x.firstName, x.lastName, x.ssn, x.relationship, x.childTaxCredit ? 'X' : ''],
      })),
      ...Array.from({ length: d.dependents.length ? 0 : 1 }, () => ({ cells: ['', '', '', '', ''] })),
    ],
    ruling: 'grid',
    repeatHeader: false,
    size: 6.5,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `d Total number of exemptions claimed . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . 6d  ${nExempt}`,
    ],
    size: 7,
  });
  const out = (no: string, caption: string, v?: number | string): FormLine => ({
    no,
    caption,
    box: { no, value: typeof v === 'string' ? v : dollars(v) },
  });
  const inn = (no: string, caption: string, v?: number | string): FormLine => ({
    no,
    caption,
    inner: { no, value: typeof v === 'string' ? v : dollars(v) },
  });
  const section = (title: string): Block => ({ kind: 'text', lines: [title], size: 7.5, bold: true });
  const fl = (lines: FormLine[], size = 6.8): Block => ({
    kind: 'formLines',
    lines,
    size,
    leaders: true,
    boxes: true,
    amountWidth: 80,
  });
  blocks.push(section('Income'));
  blocks.push(
    fl(
      [
        out('7', 'Wages, salaries, tips, etc. Attach Form(s) W-2', L.line1z_wages),
        out('8a', 'Taxable interest. Attach Schedule B if required', L.line2b_taxableInterest),
        inn('b', 'Tax-exempt interest. Do not include on line 8a', ''),
        out('9a', 'Ordinary dividends. Attach Schedule B if required', L.line3b_ordinaryDividends),
        inn('b', 'Qualified dividends', ''),
        out('10', 'Taxable refunds, credits, or offsets of state and local income taxes'),
        out('11', 'Alimony received'),
        out('12', 'Business income or (loss). Attach Schedule C or C-EZ'),
        out('13', 'Capital gain or (loss). Attach Schedule D if required', L.line7_capitalGain),
        out('14', 'Other gains or (losses). Attach Form 4797'),
        {
          no: '15a',
          caption: 'IRA distributions',
          inner: { no: '15a', value: '' },
          second: 'b Taxable amount',
          box: { no: '15b', value: '' },
        },
        {
          no: '16a',
          caption: 'Pensions and annuities',
          inner: { no: '16a', value: '' },
          second: 'b Taxable amount',
          box: { no: '16b', value: '' },
        },
        out('17', 'Rental real estate, royalties, partnerships, S corporations, trusts, etc.'),
        out('18', 'Farm income or (loss). Attach Schedule F'),
        out('19', 'Unemployment compensation'),
        {
          no: '20a',
          caption: 'Social security benefits',
          inner: { no: '20a', value: '' },
          second: 'b Taxable amount',
          box: { no: '20b', value: '' },
        },
        out('21', 'Other income. List type and amount', L.line8_additionalIncome),
        out(
          '22',
          'Combine the amounts in the far right column for lines 7 through 21. This is your total income',
          L.line9_totalIncome,
        ),
      ],
      6.3,
    ),
  );
  const adjAt = r.pick(['25', '28', '32']);
  const adj = L.line10_adjustments;
  const adjLines: [string, string][] = [
    ['23', 'Educator expenses'],
    ['24', 'Certain business expenses of reservists, performing artists, etc.'],
    ['25', 'Health savings account deduction. Attach Form 8889'],
    ['26', 'Moving expenses. Attach Form 3903'],
    ['27', 'Deductible part of self-employment tax. Attach Schedule SE'],
    ['28', 'Self-employed SEP, SIMPLE, and qualified plans'],
    ['29', 'Self-employed health insurance deduction'],
    ['30', 'Penalty on early withdrawal of savings'],
    ['31a', "Alimony paid  b Recipient's SSN"],
    ['32', 'IRA deduction'],
    ['33', 'Student loan interest deduction'],
    ['34', 'Tuition and fees. Attach Form 8917'],
    ['35', 'Domestic production activities deduction. Attach Form 8903'],
  ];
  blocks.push(section('Adjusted Gross Income'));
  blocks.push(
    fl(
      [
        ...adjLines.map(([no, cap]) => inn(no, cap, no === adjAt ? adj : undefined)),
        out('36', 'Add lines 23 through 35', adj),
        out('37', 'Subtract line 36 from line 22. This is your adjusted gross income', agi),
      ],
      6.3,
    ),
  );
  blocks.push({
    kind: 'text',
    lines: [
      `For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.      Form 1040 (${year})`,
    ],
    size: 6.5,
  });
  blocks.push({ kind: 'pageBreak' });
  blocks.push({
    kind: 'text',
    lines: [
      `Form 1040 (${year})                                                                                   Page 2`,
    ],
    size: 7.5,
  });
  const credits = (L.line16_tax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const other = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  blocks.push(section('Tax and Credits'));
  blocks.push(
    fl([
      out('38', 'Amount from line 37 (adjusted gross income)', agi),
      {
        no: '39a',
        caption: `Check { You were born before January 2, ${year - 64},  [  ] Blind.  Spouse was born before January 2, ${year - 64},  [  ] Blind.   Total boxes checked  39a  [  ]`,
      },
      {
        no: 'b',
        caption:
          'If your spouse itemizes on a separate return or you were a dual-status alien, check here  39b  [  ]',
      },
      out('40', 'Itemized deductions (from Schedule A) or your standard deduction (see left margin)', line40),
      out('41', 'Subtract line 40 from line 38', line41),
      out(
        '42',
        'Exemptions. If line 38 is $155,650 or less, multiply $4,050 by the number on line 6d. Otherwise, see instructions',
        line42,
      ),
      out(
        '43',
        'Taxable income. Subtract line 42 from line 41. If line 42 is more than line 41, enter -0-',
        L.line15_taxableIncome,
      ),
      out('44', 'Tax (see instructions). Check if any from: a Form(s) 8814  b Form 4972  c', L.line16_tax),
      out('45', 'Alternative minimum tax (see instructions). Attach Form 6251'),
      out('46', 'Excess advance premium tax credit repayment. Attach Form 8962'),
      out('47', 'Add lines 44, 45, and 46', L.line16_tax),
      inn('48', 'Foreign tax credit. Attach Form 1116 if required'),
      inn('49', 'Credit for child and dependent care expenses. Attach Form 2441'),
      inn('50', 'Education credits from Form 8863, line 19'),
      inn('51', 'Retirement savings contributions credit. Attach Form 8880'),
      inn('52', 'Child tax credit. Attach Schedule 8812, if required', credits || undefined),
      inn('53', 'Residential energy credit. Attach Form 5695'),
      inn('54', 'Other credits from Form: a 3800  b 8801  c'),
      out('55', 'Add lines 48 through 54. These are your total credits', credits || undefined),
      out(
        '56',
        'Subtract line 55 from line 47. If line 55 is more than line 47, enter -0-',
        L.line22_taxAfterCredits,
      ),
    ]),
  );
  blocks.push(section('Other Taxes'));
  blocks.push(
    fl([
      out('57', 'Self-employment tax. Attach Schedule SE', other || undefined),
      out('58', 'Unreported social security and Medicare tax from Form: a 4137  b 8919'),
      out(
        '59',
        'Additional tax on IRAs, other qualified retirement plans, etc. Attach Form 5329 if required',
      ),
      out('60a', 'Household employment taxes from Schedule H'),
      out('b', 'First-time homebuyer credit repayment. Attach Form 5405 if required'),
      out('61', 'Health care: individual responsibility (see instructions)  Full-year coverage'),
      out('62', 'Taxes from: a Form 8959  b Form 8960  c Instructions; enter code(s)'),
      out('63', 'Add lines 56 through 62. This is your total tax', L.line24_totalTax),
    ]),
  );
  blocks.push(section('Payments'));
  blocks.push(
    fl([
      inn('64', 'Federal income tax withheld from Forms W-2 and 1099', L.line25d_totalWithholding),
      inn(
        '65',
        `${year} estimated tax payments and amount applied from ${year - 1} return`,
        L.line26_estimatedPayments,
      ),
      inn('66a', 'Earned income credit (EIC)'),
      inn('b', 'Nontaxable combat pay election'),
      inn('67', 'Additional child tax credit. Attach Schedule 8812'),
      inn('68', 'American opportunity credit from Form 8863, line 8'),
      inn('69', 'Net premium tax credit. Attach Form 8962'),
      inn('70', 'Amount paid with request for extension to file'),
      inn('71', 'Excess social security and tier 1 RRTA tax withheld'),
      inn('72', 'Credit for federal tax on fuels. Attach Form 4136'),
      inn('73', 'Credits from Form: a 2439  b Reserved  c 8885  d'),
      out(
        '74',
        'Add lines 64, 65, 66a, and 67 through 73. These are your total payments',
        L.line32_totalPayments,
      ),
    ]),
  );
  blocks.push(section('Refund'));
  blocks.push(
    fl([
      out(
        '75',
        'If line 74 is more than line 63, subtract line 63 from line 74. This is the amount you overpaid',
        L.line33_overpayment,
      ),
      out(
        '76a',
        'Amount of line 75 you want refunded to you. If Form 8888 is attached, check here',
        L.line35a_refund,
      ),
    ]),
  );
  const comb = (caption: string, digits: string, n: number): FormCell[] => [
    { caption, value: '', weight: 5 },
    ...Array.from({ length: n }, (_, i) => ({ caption: '', value: digits[i] ?? '', weight: 1 })),
  ];
  blocks.push({
    kind: 'form',
    rows: [
      [
        ...comb('b Routing number', d.routing ?? '', 9),
        {
          caption: 'c Type:',
          value: `${X(d.accountType === 'Checking')} Checking  ${X(d.accountType === 'Savings')} Savings`,
          weight: 9,
        },
      ],
      comb('d Account number', d.account ?? '', 17),
    ],
    cellHeight: 20,
    captionSize: 6,
  });
  blocks.push(fl([inn('77', `Amount of line 75 you want applied to your ${year + 1} estimated tax`)]));
  blocks.push(section('Amount You Owe'));
  blocks.push(
    fl([
      out(
        '78',
        'Amount you owe. Subtract line 74 from line 63. For details on how to pay, see instructions',
        L.line36_amountYouOwe,
      ),
      inn('79', 'Estimated tax penalty (see instructions)'),
    ]),
  );
  // Truth: what this year's form prints, under the spec's fields by meaning.
  f.taxYear = year;
  f.line12_standardDeduction = line40;
  f.line25a_w2Withholding = null;
  f.line25b_1099Withholding = null;
  if (typeof f.line35a_refund === 'number') f.line34_refundAmount = f.line35a_refund;
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times'] as const),
    margin: r.int(24, 30),
  };
}

// ------------------------------------------------------------------------------------ P&L

function profitLossC(seed: number): GrammarOutput {
  const s = profitLossStatement(seed);
  const r = new Rng(seed ^ 0x48313043);
  const [rev, exp] = s.sections;
  const net = s.after[1]?.[0]?.amount ?? 0;
  const money = (v: number, cur = false) => {
    const a = Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const body = cur ? `$ ${a}` : a;
    return v < 0 ? `(${body})` : body;
  };
  const caps = r.bool(0.6);
  const cap = (x: string) => (caps ? x.toUpperCase() : x);
  const sameLine = r.bool(0.5);
  const dash = r.pick(['-', '_']);
  const rule = dash.repeat(14);
  const dbl = '='.repeat(14);
  const [sy, sm] = (s.periodStart ?? '').split('-').map(Number);
  const [ey, em] = s.periodEnd.split('-').map(Number);
  const months = (ey! - sy!) * 12 + (em! - sm!) + 1;
  const endLong = date(s.periodEnd, 'long');
  const word = { 3: 'Three', 6: 'Six', 9: 'Nine' }[months];
  const period =
    months === 12
      ? `For the Year Ended ${endLong}`
      : word
        ? `For the ${word} Months Ended ${endLong}`
        : `For the Period ${date(s.periodStart ?? s.periodEnd, 'long')} to ${endLong}`;
  const title = r.pick([
    'Statement of Income',
    'Statement of Revenues and Expenses',
    'Statement of Operations',
    'Income Statement',
  ]);
  const rows: TableRow[] = [];
  const items: { section: string; accountName: string; amount: number }[] = [];
  const section = (heading: string, sec: NonNullable<typeof rev>, first: boolean) => {
    rows.push({ cells: [cap(heading), '', ''] });
    sec.rows.forEach((x, i) => {
      const last = i === sec.rows.length - 1;
      items.push({ section: sec.key, accountName: x.name, amount: x.amount });
      rows.push({
        cells: [
          `    ${x.name}`,
          money(x.amount, first && i === 0),
          sameLine && last ? money(sec.total, first) : '',
        ],
      });
    });
    rows.push({ cells: ['', rule, sameLine ? rule : ''] });
    if (!sameLine)
      rows.push({ cells: [r.bool(0.5) ? `        ${sec.totalLabel}` : '', '', money(sec.total, first)] });
  };
  section(r.pick(['Revenue', 'Revenues', 'Income']), rev!, true);
  section(r.pick(['Expenses', 'Operating Expenses', 'Costs and Expenses']), exp!, false);
  if (!sameLine) rows.push({ cells: ['', '', rule] });
  rows.push({
    cells: [cap(net >= 0 ? r.pick(['Net Income', 'Net Profit']) : 'Net Loss'), '', money(net, true)],
  });
  rows.push({ cells: ['', '', dbl] });
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [s.company.toUpperCase(), cap(title), period],
      size: 10,
      bold: true,
      align: 'center',
    },
    ...(r.bool(0.5)
      ? [
          {
            kind: 'text' as const,
            lines: ["See Accountant's Compilation Report"],
            size: 7.5,
            align: 'center' as const,
          },
        ]
      : []),
    { kind: 'space', h: 14 },
    {
      kind: 'table',
      columns: [col('', 4), col('', 1.4, 'right'), col('', 1.4, 'right')],
      rows,
      ruling: 'none',
      repeatHeader: false,
      size: 9,
    },
  ];
  if (r.bool(0.6))
    blocks.push({
      kind: 'note',
      lines: [
        r.pick([
          "See accountant's compilation report and accompanying notes.",
          'Substantially all disclosures required by accounting principles generally accepted in the United States of America are omitted.',
        ]),
      ],
      size: 7,
    });
  return {
    blocks,
    truth: {
      documentType: 'profit_loss',
      fields: {
        companyName: s.company,
        periodStartDate: s.periodStart,
        periodEndDate: s.periodEnd,
        totalRevenue: rev!.total,
        totalExpenses: exp!.total,
        netIncome: net,
      },
      lineItems: items,
    },
    font: r.pick(['courier', 'courier', 'times'] as const),
    margin: r.int(50, 64),
    footer: () => r.pick(['', '', 'See accompanying notes']),
  };
}

// ------------------------------------------------------------------------------------ 1099

const BROKERS = [
  'Fidelity Brokerage Services LLC',
  'Charles Schwab & Co., Inc.',
  'Vanguard Marketing Corporation',
  'Merrill Lynch, Pierce, Fenner & Smith Inc.',
  'E*TRADE Securities LLC',
  'Edward D. Jones & Co., L.P.',
];

const DIV_LINES: [string, string, string | null][] = [
  ['1a', 'Total Ordinary Dividends', 'box1a_totalOrdinaryDividends'],
  ['1b', 'Qualified Dividends', 'box1b_qualifiedDividends'],
  ['2a', 'Total Capital Gain Distributions', 'box2a_totalCapitalGain'],
  ['2b', 'Unrecaptured Section 1250 Gain', null],
  ['2c', 'Section 1202 Gain', null],
  ['2d', 'Collectibles (28%) Gain', null],
  ['3', 'Nondividend Distributions', null],
  ['4', 'Federal Income Tax Withheld', 'box4_federalTaxWithheld'],
  ['5', 'Section 199A Dividends', 'box5_section199A'],
  ['6', 'Investment Expenses', null],
  ['7', 'Foreign Tax Paid', 'box7_foreignTaxPaid'],
  ['8', 'Foreign Country or US Possession', null],
  ['9', 'Cash Liquidation Distributions', null],
  ['12', 'Exempt Interest Dividends', null],
];
const INT_LINES: [string, string, string | null][] = [
  ['1', 'Interest Income', 'box1_interestIncome'],
  ['2', 'Early Withdrawal Penalty', 'box2_earlyWithdrawalPenalty'],
  ['3', 'Interest on US Savings Bonds & Treasury Obligations', 'box3_treasuryInterest'],
  ['4', 'Federal Income Tax Withheld', 'box4_federalTaxWithheld'],
  ['5', 'Investment Expenses', null],
  ['6', 'Foreign Tax Paid', null],
  ['7', 'Foreign Country or US Possession', null],
  ['8', 'Tax-Exempt Interest', 'box8_taxExemptInterest'],
  ['9', 'Specified Private Activity Bond Interest', null],
  ['10', 'Market Discount', null],
  ['11', 'Bond Premium', null],
];

function irs1099D(seed: number): GrammarOutput {
  const r = new Rng(seed ^ 0x48313044);
  const variant = seed % 2 === 0 ? 'DIV' : 'INT';
  const d = data1099(seed, variant);
  d.payer = r.pick(BROKERS);
  if (!d.account) d.account = `${r.digits(4)}-${r.digits(4)}`;
  const truth = truth1099(d);
  const fields = truth.fields;
  const m = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sep = r.pick(['- ', '-', '. ', ' ']);
  const section = (lines: [string, string, string | null][], mine: boolean): [string, string][] =>
    lines.map(([no, label, field]) => {
      if (/Country/.test(label)) return [`${no}${sep}${label}`, ''];
      const v = mine && field ? (d.amounts[field] ?? 0) : 0;
      if (mine && field) fields[field] = v;
      return [`${no}${sep}${label}`, m(v)];
    });
  const divMine = variant === 'DIV';
  const ein = d.payerTIN;
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.payer,
        d.payerAddress.street,
        cityLine(d.payerAddress),
        `Telephone: ${r.pick(['800', '877', '866'])}-${r.int(200, 989)}-${r.digits(4)}`,
      ],
      size: 8.5,
    },
    right: {
      kind: 'text',
      lines: [
        `${d.year} TAX REPORTING STATEMENT`,
        r.pick(['Consolidated Form 1099', 'FORM 1099 COMPOSITE', '1099 Composite & Year-End Summary']),
      ],
      size: 11,
      bold: true,
      align: 'right',
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.recipient.toUpperCase(),
        d.recipientAddress.street.toUpperCase(),
        cityLine(d.recipientAddress).toUpperCase(),
      ],
      size: 9,
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      pairs: [
        ['Account No.', d.account],
        ['Recipient ID No.', d.recipientTIN],
        ["Payer's Fed ID Number", ein],
        ['Date Prepared', `${r.pick(['February', 'January'])} ${r.int(10, 28)}, ${d.year + 1}`],
      ],
      size: 8,
    },
    split: 0.5,
  });
  blocks.push({
    kind: 'note',
    lines: [
      '* This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
    ],
    size: 6.5,
  });
  const div: Block = {
    kind: 'kv',
    title: `${d.year} 1099-DIV*  Dividends and Distributions   OMB No. 1545-0110`,
    style: 'leaders',
    pairs: section(DIV_LINES, divMine),
    size: 7.5,
  };
  const int: Block = {
    kind: 'kv',
    title: `${d.year} 1099-INT*  Interest Income   OMB No. 1545-0112`,
    style: 'leaders',
    pairs: section(INT_LINES, !divMine),
    size: 7.5,
  };
  const [first, second] = r.bool() ? [div, int] : [int, div];
  // Side by side, or one time in three one under the other.
  if (new Rng(seed ^ 0x73746b).bool(0.3)) blocks.push(first, second);
  else blocks.push({ kind: 'pair', left: first, right: second });
  blocks.push({
    kind: 'kv',
    title: `${d.year} 1099-MISC*  Miscellaneous Information   OMB No. 1545-0115`,
    style: 'leaders',
    columns: 2,
    pairs: [
      [`2${sep}Royalties`, '0.00'],
      [`3${sep}Other Income`, '0.00'],
      [`4${sep}Federal Income Tax Withheld`, '0.00'],
      [`8${sep}Substitute Payments in Lieu of Dividends or Interest`, '0.00'],
    ],
    size: 7.5,
  });
  const st = r.int(0, 40000) / 100;
  const lt = r.int(-20000, 90000) / 100;
  blocks.push({
    kind: 'table',
    title: 'Summary of Proceeds, Gains & Losses, Adjustments and Income Tax Withheld',
    columns: [
      col('Term', 2.2),
      col('Proceeds', 1.2, 'right'),
      col('Cost Basis', 1.2, 'right'),
      col('Wash Sale Loss Disallowed', 1.7, 'right'),
      col('Realized Gain or (Loss)', 1.3, 'right'),
    ],
    rows: [
      { cells: ['Short-term (Box A)', m(st * 40), m(round2(st * 40 - st)), '0.00', m(st)] },
      {
        cells: [
          'Long-term (Box D)',
          m(Math.abs(lt) * 30),
          m(round2(Math.abs(lt) * 30 - lt)),
          '0.00',
          lt < 0 ? `(${m(-lt)})` : m(lt),
        ],
      },
    ],
    ruling: 'rules',
    repeatHeader: false,
    size: 7.5,
  });
  blocks.push({
    kind: 'note',
    title: 'Important Notes',
    lines: [
      `Forms 1099 for ${d.year}: only the sections with amounts must be reported. Gross proceeds are reported to the IRS; cost basis for covered securities is reported to the IRS.`,
      'Please retain this statement for your records. Changes to dividend tax classifications may result in a corrected statement.',
    ],
    size: 6.5,
  });
  return {
    blocks,
    truth,
    font: r.pick(['helvetica', 'times'] as const),
    margin: r.int(28, 40),
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

/** Per type, the families of this file (all held out). */
export const H10_FAMILIES: Partial<Record<ExtractableTypeCode, Record<string, Family>>> = {
  payslip: { 'h10-a': payslipA },
  irs_1040: { 'h10-b': irs1040B },
  profit_loss: { 'h10-c': profitLossC },
  irs_1099: { 'h10-d': irs1099D },
};
