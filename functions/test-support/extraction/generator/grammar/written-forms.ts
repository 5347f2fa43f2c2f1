// Tuned IRS 1040 layout families written as one render function each (session 11), modelled on
// layouts real documents of the type show in general. Tuned: tests and tuning loops may use them.
//
// - preparer-letter-jurisdictions: a paid preparer's cover letter (firm letterhead, the clients'
//   address block, the result in sentences, the state's result beside the federal one) and a
//   return summary with one column per jurisdiction (Federal, then the state).
// - form-line-detail: a tax program's return detail by form: one table of Form / Line /
//   Description / Amount rows, the 1040's lines among its schedules' and the W-2s' (Schedule 1
//   line 10, Schedule B line 4, Schedule D line 16 ... whose numbers are also 1040 line numbers).
// - efile-joint-columns: a tax program's e-file copy: submission id and acceptance date, the
//   filing status as the program's numbered code, line references after the captions ("(Ln 1z)"),
//   and the income and withholding split into Taxpayer / Spouse / Total columns on a joint return.
//
// W-2 (session 12):
// - payroll-copies-quadrants: a payroll provider's employee sheet: the same W-2 printed four times
//   on one page (Copy B, Copy C, Copy 2, Copy 2), two copies side by side, each a compact grid of
//   the boxes (box 12 as four code/amount cells, box 13 as three cells). The truth is one W-2.
// - earnings-summary-reconciliation: an employer's "W-2 and earnings summary": the W-2's boxes,
//   then a table reconciling gross pay to the wages of boxes 1, 3, 5 and 16 (one column each,
//   headed by the box), whose first row (gross pay) is no box and whose last row repeats them.
import { cityLine, person } from '../fake-data';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { returnData, truth1040, type ReturnData } from '../types/irs-1040';
import { w2Data, w2Truth, type W2Data } from '../types/w2';
import type { Block, FormCell } from './compose';
import { amount, pickAmountStyle, plain, printStamp, signedPlain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const STATES: Record<string, string> = {
  CA: 'California',
  NY: 'New York',
  IL: 'Illinois',
  GA: 'Georgia',
  OH: 'Ohio',
  PA: 'Pennsylvania',
  NC: 'North Carolina',
  MI: 'Michigan',
  NJ: 'New Jersey',
  VA: 'Virginia',
  AZ: 'Arizona',
  MA: 'Massachusetts',
  CO: 'Colorado',
  OR: 'Oregon',
  MN: 'Minnesota',
};

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Keeps only the truth fields a family prints; the others are null (they are not on the page). */
export function keepOnly(truth: GroundTruth, keep: Iterable<string>): void {
  const k = new Set(keep);
  for (const key of Object.keys(truth.fields)) if (!k.has(key)) truth.fields[key] = null;
}

const IDENTITY = [
  'taxYear',
  'filingStatus',
  'taxpayerFirstName',
  'taxpayerLastName',
  'spouseFirstName',
  'spouseLastName',
  'homeAddress',
  'city',
  'state',
  'zipCode',
];

/** The state return's figures, consistent with the federal ones but never equal to them. */
function stateReturn(d: ReturnData, k: Rng): { agi: number; taxable: number; tax: number; paid: number } {
  const agi = (d.lines.line11_agi ?? 0) + k.int(-900, 900);
  const taxable = Math.max(0, Math.round(agi * (0.82 + k.next() * 0.1)));
  const tax = Math.round(taxable * (0.03 + k.next() * 0.04));
  const paid = Math.round(tax * (0.75 + k.next() * 0.5));
  return { agi, taxable, tax, paid };
}

function money(v: number, s: AmountStyle): string {
  return signedPlain(v, s);
}

/**
 * A preparer's letter and summary. The letter states the federal and the state result in words;
 * the summary prints one column per jurisdiction. The truth holds the federal figures it prints.
 */
function preparerLetter(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x1e77e4);
  const d = returnData(seed, k.pick([2023, 2024, 2024]));
  const truth = truth1040(d);
  delete truth.dependents;
  const L = d.lines;
  const m: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'number' };
  const whole = k.bool(0.5);
  const fmt = (v: number) =>
    whole ? `${v < 0 ? '-' : ''}${m.currency}${Math.abs(v).toLocaleString('en-US')}` : money(v, m);
  const usd = (v: number) =>
    `$${Math.abs(v).toLocaleString('en-US', whole ? {} : { minimumFractionDigits: 2 })}`;
  const st = d.taxpayer.address.state;
  const stName = STATES[st] ?? st;
  const s = stateReturn(d, k);
  const preparer = person(k);
  const firm = `${preparer.lastName} ${k.pick(['Tax & Accounting', 'CPA Group', 'Tax Services, LLC', '& Co., CPAs'])}`;
  const clients = d.spouse ? `${d.taxpayer.firstName} and ${fullName(d.spouse)}` : fullName(d.taxpayer);
  const clientsJoint = d.spouse
    ? d.spouse.lastName === d.taxpayer.lastName
      ? `${d.taxpayer.firstName} & ${d.spouse.firstName} ${d.taxpayer.lastName}`
      : `${fullName(d.taxpayer)} & ${fullName(d.spouse)}`
    : fullName(d.taxpayer);
  const refund = L.line35a_refund ?? null;
  const owe = L.line36_amountYouOwe ?? null;
  const due = `April 15, ${d.year + 1}`;
  const fedSentence =
    refund !== null
      ? `Your ${d.year} Federal income tax return shows a refund of ${usd(refund)}.` +
        (d.account
          ? ` It will be deposited directly into your ${d.accountType?.toLowerCase() ?? ''} account ending in ${d.account.slice(-4)}.`
          : ' A check will be mailed to you by the Internal Revenue Service.')
      : `Your ${d.year} Federal income tax return shows a balance due of ${usd(owe ?? 0)}. Please pay it by ${due}.`;
  const stDiff = s.paid - s.tax;
  const stSentence =
    stDiff >= 0
      ? `Your ${stName} return shows a refund of ${usd(stDiff)}.`
      : `Your ${stName} return shows a balance due of ${usd(-stDiff)}, payable by ${due}.`;
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        firm,
        preparer.address.street,
        cityLine(preparer.address),
        `(${k.digits(3)}) ${k.digits(3)}-${k.digits(4)}`,
      ],
      size: 8.5,
      align: k.pick(['left', 'center'] as const),
    },
    { kind: 'space', h: 14 },
    {
      kind: 'text',
      lines: [
        `${k.pick(['January', 'February', 'March'])} ${k.int(2, 28)}, ${d.year + 1}`,
        '',
        clientsJoint.toUpperCase(),
        d.taxpayer.address.street.toUpperCase(),
        cityLine(d.taxpayer.address).toUpperCase(),
      ],
      size: 9,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'note',
      lines: [
        `Dear ${d.spouse ? `${d.taxpayer.firstName} and ${d.spouse.firstName}` : d.taxpayer.firstName}:`,
        '',
        `We have prepared your ${d.year} Federal and ${stName} income tax returns from the information you provided. ${fedSentence} ${stSentence}`,
        `Your returns will be filed electronically once we receive your signed Forms 8879. Please review the returns carefully before signing. ${k.pick(['Thank you for the opportunity to serve you.', 'Please call us if you have any questions.'])}`,
        '',
        'Sincerely,',
        fullName(preparer),
      ],
      size: 9,
    },
    { kind: 'pageBreak' },
  ];
  const title = k.pick([
    `${d.year} Tax Return Summary`,
    `Summary of ${d.year} Returns`,
    `${d.year} Return Summary`,
  ]);
  blocks.push(
    { kind: 'text', lines: [title], size: 12, bold: true, align: 'center' },
    { kind: 'text', lines: [`Prepared for ${clients}`], size: 9, align: 'center' },
    { kind: 'space', h: 8 },
  );
  const stCol = k.pick([stName, st, `${st} State`]);
  // The federal figures (the return) and the state's beside them; a row a jurisdiction lacks is blank.
  const rows: [string, number | null, number | null, string][] = [
    ['Filing status', null, null, d.status],
    ['Wages', L.line1z_wages ?? null, L.line1z_wages ?? null, 'line1z_wages'],
    ['Interest and dividends', null, null, ''],
    ['Capital gain (loss)', L.line7_capitalGain ?? null, L.line7_capitalGain ?? null, 'line7_capitalGain'],
    ['Total income', L.line9_totalIncome ?? null, null, 'line9_totalIncome'],
    ['Adjusted gross income', L.line11_agi ?? null, s.agi, 'line11_agi'],
    [
      k.pick(['Standard deduction', 'Standard/itemized deduction']),
      L.line12_standardDeduction ?? null,
      null,
      'line12_standardDeduction',
    ],
    ['Taxable income', L.line15_taxableIncome ?? null, s.taxable, 'line15_taxableIncome'],
    ['Total tax', L.line24_totalTax ?? null, s.tax, 'line24_totalTax'],
    [
      k.pick(['Withholding', 'Tax withheld']),
      L.line25d_totalWithholding ?? null,
      s.paid,
      'line25d_totalWithholding',
    ],
    ['Estimated payments', L.line26_estimatedPayments ?? null, null, 'line26_estimatedPayments'],
    ['Total payments', L.line32_totalPayments ?? null, s.paid, 'line32_totalPayments'],
    ['Refund', refund, stDiff >= 0 ? stDiff : null, 'line35a_refund'],
    ['Balance due', owe, stDiff < 0 ? -stDiff : null, 'line36_amountYouOwe'],
  ];
  const inc = (L.line2b_taxableInterest ?? 0) + (L.line3b_ordinaryDividends ?? 0);
  const printed = new Set(IDENTITY);
  const tableRows: { cells: string[] }[] = [];
  for (const [label, fed, state, field] of rows) {
    if (label === 'Filing status') {
      tableRows.push({ cells: [label, field, k.pick([field, ''])] });
      continue;
    }
    if (label === 'Interest and dividends') {
      // A combined line is no line of the form: its truth stays with the lines themselves (null here).
      if (inc) tableRows.push({ cells: [label, fmt(inc), fmt(inc)] });
      continue;
    }
    if (fed === null && state === null) continue;
    if (fed !== null) printed.add(field);
    tableRows.push({ cells: [label, fed === null ? '' : fmt(fed), state === null ? '' : fmt(state)] });
  }
  if (refund !== null) printed.add('line34_refundAmount');
  const rate = (L.line11_agi ?? 0) > 0 ? ((L.line24_totalTax ?? 0) / (L.line11_agi ?? 1)) * 100 : 0;
  tableRows.push({
    cells: [
      'Effective tax rate',
      `${rate.toFixed(1)}%`,
      `${((s.tax / Math.max(1, s.agi)) * 100).toFixed(1)}%`,
    ],
  });
  blocks.push({
    kind: 'table',
    columns: [
      { header: '', weight: 2.4 },
      { header: 'Federal', weight: 1.2, align: 'right' },
      { header: stCol, weight: 1.2, align: 'right' },
    ],
    rows: tableRows,
    ruling: k.pick(['rules', 'zebra', 'none'] as const),
    repeatHeader: true,
  });
  if (d.account && d.routing && k.bool(0.7)) {
    blocks.push({
      kind: 'kv',
      title: 'Direct deposit of federal refund',
      style: 'colon',
      pairs: [
        ['Routing number', d.routing],
        ['Account number', `XXXXXX${d.account.slice(-4)}`],
        ['Account type', d.accountType ?? ''],
      ],
      size: 8.5,
    });
    printed.add('line35b_routingNumber');
    printed.add('line35c_accountType');
  }
  keepOnly(truth, printed);
  return {
    blocks,
    truth,
    font: k.pick(['times', 'helvetica'] as const),
    margin: k.int(40, 56),
    footer: (i, n) => (i === 1 ? '' : `${firm}  -  Page ${i - 1} of ${n - 1}`),
  };
}

interface DetailRow {
  form: string;
  line: string;
  desc: string;
  value: string;
}

/**
 * A tax program's return detail by form: the W-2s and schedules with their own line numbers beside
 * the 1040's lines. Only the rows whose form is the 1040 are the return's lines.
 */
function formLineDetail(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xde7a11);
  const d = returnData(seed, 2024);
  const truth = truth1040(d);
  delete truth.dependents;
  const L = d.lines;
  const m: AmountStyle = {
    ...pickAmountStyle(k, { negative: ['minus', 'parens'] }),
    zero: 'number',
    currency: '',
  };
  const whole = k.bool(0.4);
  const fmt = (v: number) =>
    whole ? `${v < 0 ? '-' : ''}${Math.abs(v).toLocaleString('en-US')}` : amount(v, m);
  const f1040 = k.pick(['1040', 'Form 1040', 'F1040']);
  const sched = (x: string) => k.pick([`Sch ${x}`, `Schedule ${x}`]);
  const out1040: DetailRow[] = [];
  const add = (line: string, desc: string, v: number | null | undefined) => {
    if (v === null || v === undefined) return;
    out1040.push({ form: f1040, line, desc, value: fmt(v) });
  };
  add('1a', 'Wages from Form(s) W-2, box 1', L.line1z_wages);
  add('1z', 'Total wages', L.line1z_wages);
  add('2b', 'Taxable interest', L.line2b_taxableInterest);
  add('3b', 'Ordinary dividends', L.line3b_ordinaryDividends);
  add('7', 'Capital gain or (loss)', L.line7_capitalGain);
  add('8', 'Additional income from Schedule 1', L.line8_additionalIncome);
  add('9', 'Total income', L.line9_totalIncome);
  add('10', 'Adjustments to income', L.line10_adjustments);
  add('11', 'Adjusted gross income', L.line11_agi);
  add('12', 'Standard deduction', L.line12_standardDeduction);
  add('14', 'Total deductions', L.line12_standardDeduction);
  add('15', 'Taxable income', L.line15_taxableIncome);
  add('16', 'Tax', L.line16_tax);
  const credits = (L.line16_tax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const other = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  add('18', 'Tax plus Schedule 2, line 3', L.line16_tax);
  if (credits) add('19', 'Child tax credit / credit for other dependents', credits);
  add('22', 'Tax after credits', L.line22_taxAfterCredits);
  if (other) add('23', 'Other taxes from Schedule 2', other);
  add('24', 'Total tax', L.line24_totalTax);
  add('25a', 'Federal withholding from W-2', L.line25a_w2Withholding);
  add('25b', 'Federal withholding from 1099', L.line25b_1099Withholding);
  add('25d', 'Total federal withholding', L.line25d_totalWithholding);
  add('26', 'Estimated tax payments', L.line26_estimatedPayments);
  add('33', 'Total payments', L.line32_totalPayments);
  add('34', 'Overpayment', L.line33_overpayment);
  add('35a', 'Refund', L.line35a_refund);
  if (d.routing && d.account) {
    out1040.push({ form: f1040, line: '35b', desc: 'Routing number', value: d.routing });
    out1040.push({ form: f1040, line: '35c', desc: 'Account type', value: d.accountType ?? '' });
    out1040.push({ form: f1040, line: '35d', desc: 'Account number', value: d.account });
  }
  add('37', 'Amount you owe', L.line36_amountYouOwe);
  // The sources: W-2s (boxes 1 and 2 split between employers), Schedules B, D, 1, 2, 8812.
  const sources: DetailRow[][] = [];
  const wages = L.line1z_wages ?? 0;
  const wh = L.line25a_w2Withholding ?? 0;
  const split = k.bool(0.5) ? Math.round(wages * (0.3 + k.next() * 0.4)) : wages;
  const splitWh = split === wages ? wh : Math.round((wh * split) / Math.max(1, wages));
  const employers = [person(k).lastName, person(k).lastName].map(
    (n) => `${n} ${k.pick(['Inc', 'LLC', 'Corp', 'Group'])}`,
  );
  const w2 = k.pick(['W-2', 'W2']);
  const w2rows: DetailRow[] = [
    { form: w2, line: '1', desc: `Wages - ${employers[0]}`, value: fmt(split) },
    { form: w2, line: '2', desc: `Federal withholding - ${employers[0]}`, value: fmt(splitWh) },
  ];
  if (split !== wages)
    w2rows.push(
      { form: w2, line: '1', desc: `Wages - ${employers[1]}`, value: fmt(wages - split) },
      { form: w2, line: '2', desc: `Federal withholding - ${employers[1]}`, value: fmt(wh - splitWh) },
    );
  sources.push(w2rows);
  if (L.line2b_taxableInterest || L.line3b_ordinaryDividends) {
    const b: DetailRow[] = [];
    if (L.line2b_taxableInterest)
      b.push(
        {
          form: sched('B'),
          line: '1',
          desc: `Interest - ${person(k).lastName} Bank`,
          value: fmt(L.line2b_taxableInterest),
        },
        { form: sched('B'), line: '4', desc: 'Taxable interest', value: fmt(L.line2b_taxableInterest) },
      );
    if (L.line3b_ordinaryDividends)
      b.push({
        form: sched('B'),
        line: '6',
        desc: 'Ordinary dividends',
        value: fmt(L.line3b_ordinaryDividends),
      });
    sources.push(b);
  }
  if (L.line7_capitalGain) {
    const lt = Math.round(L.line7_capitalGain * 0.6);
    sources.push([
      {
        form: sched('D'),
        line: '7',
        desc: 'Net short-term capital gain or (loss)',
        value: fmt(L.line7_capitalGain - lt),
      },
      { form: sched('D'), line: '15', desc: 'Net long-term capital gain or (loss)', value: fmt(lt) },
      { form: sched('D'), line: '16', desc: 'Combine lines 7 and 15', value: fmt(L.line7_capitalGain) },
    ]);
  }
  if (L.line8_additionalIncome || L.line10_adjustments) {
    const one: DetailRow[] = [];
    if (L.line8_additionalIncome)
      one.push(
        {
          form: sched('1'),
          line: '7',
          desc: 'Unemployment compensation',
          value: fmt(L.line8_additionalIncome),
        },
        { form: sched('1'), line: '10', desc: 'Additional income', value: fmt(L.line8_additionalIncome) },
      );
    if (L.line10_adjustments)
      one.push(
        {
          form: sched('1'),
          line: '13',
          desc: 'Health savings account deduction',
          value: fmt(L.line10_adjustments),
        },
        { form: sched('1'), line: '26', desc: 'Adjustments to income', value: fmt(L.line10_adjustments) },
      );
    sources.push(one);
  }
  if (other) sources.push([{ form: sched('2'), line: '21', desc: 'Total other taxes', value: fmt(other) }]);
  if (credits)
    sources.push([
      {
        form: k.pick(['8812', 'Sch 8812']),
        line: '14',
        desc: 'Nonrefundable child tax credit',
        value: fmt(credits),
      },
    ]);
  const rows: DetailRow[] = k.bool(0.5) ? [...sources.flat(), ...out1040] : [...out1040, ...sources.flat()];
  const header: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [k.pick(['Return Detail by Form', 'Tax Return Line Detail', 'Federal Form and Line Report'])],
        size: 12,
        bold: true,
      },
      right: { kind: 'text', lines: [`Tax year ${d.year}`], size: 10, bold: true, align: 'right' },
      split: 0.65,
    },
    { kind: 'text', lines: [printStamp(k, `${d.year + 1}-01-20`)], size: 7, align: 'right', color: 'grey' },
  ];
  const ids: [string, string][] = [
    ['Taxpayer', fullName(d.taxpayer)],
    ['SSN', d.taxpayerSSN],
  ];
  if (d.spouse && d.spouseSSN) ids.push(['Spouse', fullName(d.spouse)], ['Spouse SSN', d.spouseSSN]);
  ids.push(
    ['Address', d.taxpayer.address.street],
    ['City, state, ZIP', cityLine(d.taxpayer.address)],
    ['Filing status', d.status],
  );
  const blocks: Block[] = [
    ...header,
    {
      kind: 'kv',
      style: k.pick(['colon', 'aligned'] as const),
      columns: k.pick([1, 2]),
      pairs: ids,
      size: 8.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'table',
      columns: [
        { header: k.pick(['Form', 'Form/Sch']), weight: 0.9 },
        { header: k.pick(['Line', 'Ln', 'Line/Box']), weight: 0.6 },
        { header: 'Description', weight: 3.4, wrap: true },
        { header: 'Amount', weight: 1.2, align: 'right' },
      ],
      rows: rows.map((r) => ({ cells: [r.form, r.line, r.desc, r.value] })),
      ruling: k.pick(['none', 'rules', 'zebra'] as const),
      repeatHeader: true,
      size: 8,
    },
  ];
  // Lines with nothing are not printed: their truth stays null. Line 34's amount is the refund's.
  if (typeof truth.fields.line35a_refund === 'number')
    truth.fields.line34_refundAmount = truth.fields.line35a_refund;
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'courier'] as const),
    margin: k.int(30, 42),
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

const STATUS_CODES: Record<string, [number, string]> = {
  Single: [1, 'Single'],
  'Married filing jointly': [2, 'Married filing jointly'],
  'Married filing separately': [3, 'Married filing separately'],
  'Head of household': [4, 'Head of household'],
  'Qualifying surviving spouse': [5, 'Qualifying surviving spouse'],
};

/**
 * A tax program's e-file copy: submission id and acceptance, the filing status as the program's
 * numbered code, line references after the captions, and income and withholding in Taxpayer /
 * Spouse / Total columns on a joint return (the Total is the return's line).
 */
function efileJointColumns(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xef11e);
  const d = returnData(seed, k.pick([2023, 2024]));
  const truth = truth1040(d);
  const L = d.lines;
  const m: AmountStyle = {
    ...pickAmountStyle(k, { negative: ['minus', 'parens'] }),
    zero: 'number',
    currency: '',
  };
  const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '' : amount(v, m));
  const ref = k.pick([(n: string) => `(Ln ${n})`, (n: string) => `(line ${n})`, (n: string) => `[${n}]`]);
  const joint = d.spouse !== null;
  const share = 0.35 + k.next() * 0.3;
  const part = (v: number | undefined): [number, number] => {
    const a = Math.round((v ?? 0) * share);
    return [a, (v ?? 0) - a];
  };
  const [code, words] = STATUS_CODES[d.status] ?? [1, d.status];
  const accepted = `${String(k.int(2, 4)).padStart(2, '0')}/${String(k.int(1, 28)).padStart(2, '0')}/${d.year + 1}`;
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [k.pick(['ELECTRONIC FILING COPY - DO NOT MAIL', 'E-FILE COPY - KEEP FOR YOUR RECORDS'])],
      size: 9,
      bold: true,
      align: 'center',
    },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`Form 1040  U.S. Individual Income Tax Return  ${d.year}`],
        size: 11,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`Submission ID ${d.year + 1}${k.digits(2)}${k.digits(14)}`, `Accepted ${accepted}`],
        size: 7.5,
        align: 'right',
      },
      split: 0.62,
    },
    { kind: 'rule' },
  ];
  const ids: [string, string][] = [
    ['Taxpayer name', fullName(d.taxpayer)],
    ['Taxpayer SSN', d.taxpayerSSN],
  ];
  if (d.spouse && d.spouseSSN) ids.push(['Spouse name', fullName(d.spouse)], ['Spouse SSN', d.spouseSSN]);
  ids.push(
    ['Address', d.taxpayer.address.street],
    ['City/State/ZIP', cityLine(d.taxpayer.address)],
    ['Filing status', k.bool(0.6) ? `${code} - ${words}` : `${code}`],
  );
  blocks.push({ kind: 'kv', style: 'colon', columns: 2, pairs: ids, size: 8.5 });
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [
        { header: 'Name', weight: 2 },
        { header: 'SSN', weight: 1.2 },
        { header: 'Relationship', weight: 1 },
        { header: 'CTC', weight: 0.6, align: 'center' },
        { header: 'ODC', weight: 0.6, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [fullName(x), x.ssn, x.relationship, x.childTaxCredit ? 'X' : '', x.childTaxCredit ? '' : 'X'],
      })),
      ruling: 'rules',
      repeatHeader: true,
      size: 8,
    });
  const split: [string, string, number | undefined][] = [
    ['Wages, salaries, tips', '1z', L.line1z_wages],
    ['Taxable interest', '2b', L.line2b_taxableInterest],
    ['Ordinary dividends', '3b', L.line3b_ordinaryDividends],
    ['Federal income tax withheld, Forms W-2', '25a', L.line25a_w2Withholding],
    ['Federal income tax withheld, Forms 1099', '25b', L.line25b_1099Withholding],
  ];
  const rest: [string, string, number | undefined][] = [
    ['Capital gain or (loss)', '7', L.line7_capitalGain],
    ['Additional income', '8', L.line8_additionalIncome],
    ['Total income', '9', L.line9_totalIncome],
    ['Adjustments to income', '10', L.line10_adjustments],
    ['Adjusted gross income', '11', L.line11_agi],
    ['Standard deduction', '12', L.line12_standardDeduction],
    ['Taxable income', '15', L.line15_taxableIncome],
    ['Tax', '16', L.line16_tax],
    ['Tax after credits', '22', L.line22_taxAfterCredits],
    ['Total tax', '24', L.line24_totalTax],
    ['Total federal income tax withheld', '25d', L.line25d_totalWithholding],
    ['Estimated tax payments', '26', L.line26_estimatedPayments],
    ['Total payments', '33', L.line32_totalPayments],
    ['Amount overpaid', '34', L.line33_overpayment],
    ['Refunded to you', '35a', L.line35a_refund],
    ['Amount you owe', '37', L.line36_amountYouOwe],
  ];
  const caption = (c: string, n: string) => `${c} ${ref(n)}`;
  if (joint) {
    blocks.push({
      kind: 'table',
      title: k.pick(['Income and Withholding', 'INCOME AND WITHHOLDING']),
      columns: [
        { header: '', weight: 3.2 },
        { header: 'Taxpayer', weight: 1, align: 'right' },
        { header: 'Spouse', weight: 1, align: 'right' },
        { header: k.pick(['Total', 'Joint', 'Total (joint)']), weight: 1, align: 'right' },
      ],
      rows: split
        .filter(([, , v]) => v !== undefined)
        .map(([c, n, v]) => {
          const [a, b] = part(v);
          return { cells: [caption(c, n), fmt(a), fmt(b), fmt(v)] };
        }),
      ruling: k.pick(['none', 'rules'] as const),
      repeatHeader: true,
      size: 8.5,
    });
  } else rest.unshift(...split.slice(0, 3));
  const after = joint ? rest : [...rest.slice(0, 13), ...split.slice(3), ...rest.slice(13)];
  blocks.push({
    kind: 'kv',
    title: k.pick(['Return Lines', 'Tax Computation and Payments', 'FORM 1040 LINES']),
    style: k.pick(['leaders', 'aligned'] as const),
    pairs: after.filter(([, , v]) => v !== undefined).map(([c, n, v]) => [caption(c, n), fmt(v)]),
    size: 8.5,
  });
  if (d.routing && d.account)
    blocks.push({
      kind: 'kv',
      title: 'Direct Deposit',
      style: 'colon',
      columns: 3,
      pairs: [
        [`Routing ${ref('35b')}`, d.routing],
        [`Type ${ref('35c')}`, d.accountType ?? ''],
        [`Account ${ref('35d')}`, d.account],
      ],
      size: 8.5,
    });
  if (typeof truth.fields.line35a_refund === 'number')
    truth.fields.line34_refundAmount = truth.fields.line35a_refund;
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'courier', 'times'] as const),
    margin: k.int(30, 44),
    footer: (i, n) => `${d.year} Form 1040 - e-file copy   Page ${i} of ${n}`,
  };
}

/** The boxes of one W-2 copy as a compact grid (a payroll provider's multi-copy sheet). */
function w2CopyRows(d: W2Data, m: AmountStyle, k: Rng): FormCell[][] {
  const v = (field: string) => {
    const x = d.boxes[field];
    return x === undefined ? '' : plain(x, m);
  };
  const emp = d.employee;
  const er = d.employerAddress;
  const b12 = ['a', 'b', 'c', 'd'].map((l, i) => ({
    caption: `12${l}`,
    value: d.box12[i] ? `${d.box12[i]!.code}  ${plain(d.box12[i]!.amount, m)}` : '',
  }));
  const mark = (b: boolean) => (b ? 'X' : '');
  const st = d.states[0];
  return [
    [
      { caption: "a Employee's social security number", value: d.employeeSSN },
      { caption: 'b Employer identification number (EIN)', value: d.employerEIN, weight: 1.2 },
      { caption: 'd Control number', value: d.control ?? '', weight: 0.8 },
    ],
    [
      {
        caption: "c Employer's name, address, and ZIP code",
        value: '',
        lines: [d.employer, er.street, cityLine(er)],
        weight: 1.35,
      },
      {
        caption: k.pick([
          "e/f Employee's name, address, and ZIP code",
          "e Employee's name, address and ZIP code",
        ]),
        value: '',
        lines: [emp.name, emp.address.street, cityLine(emp.address)],
      },
    ],
    [
      { caption: '1 Wages, tips, other compensation', value: v('box1_wages') },
      { caption: '2 Federal income tax withheld', value: v('box2_federalTaxWithheld') },
    ],
    [
      { caption: '3 Social security wages', value: v('box3_socialSecurityWages') },
      { caption: '4 Social security tax withheld', value: v('box4_socialSecurityTaxWithheld') },
    ],
    [
      { caption: '5 Medicare wages and tips', value: v('box5_medicareWages') },
      { caption: '6 Medicare tax withheld', value: v('box6_medicareTaxWithheld') },
    ],
    [
      { caption: '7 Social security tips', value: v('box7_socialSecurityTips') },
      { caption: '8 Allocated tips', value: v('box8_allocatedTips') },
      { caption: '10 Dependent care benefits', value: v('box10_dependentCareBenefits') },
      { caption: '11 Nonqualified plans', value: v('box11_nonqualifiedPlans') },
    ],
    b12.slice(0, 2),
    b12.slice(2),
    [
      { caption: '13 Statutory employee', value: mark(d.box13.statutory), weight: 0.8 },
      { caption: 'Retirement plan', value: mark(d.box13.retirement), weight: 0.7 },
      { caption: 'Third-party sick pay', value: mark(d.box13.sickPay), weight: 0.8 },
      {
        caption: '14 Other',
        value: '',
        lines: d.box14.length ? d.box14.map((b) => `${b.description} ${plain(b.amount, m)}`) : [''],
        weight: 1.7,
      },
    ],
    [
      {
        caption: "15 State  Employer's state ID no.",
        value: st ? `${st.state}  ${st.employerStateId}` : '',
        weight: 1.4,
      },
      { caption: '16 State wages, tips, etc.', value: st ? plain(st.stateWages, m) : '' },
      { caption: '17 State income tax', value: st ? plain(st.stateIncomeTax, m) : '' },
    ],
  ];
}

/**
 * A payroll provider's sheet of four copies of one W-2 (Copy B, Copy C, Copy 2, Copy 2), two side
 * by side, the values the same in each. Local wages are left off (the compact copy has no room).
 */
function payrollCopiesQuadrants(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x4c0b1e5);
  const d = w2Data(seed);
  d.states = d.states
    .slice(0, 1)
    .map((s) => ({ ...s, localWages: null, localIncomeTax: null, locality: null }));
  d.box12 = d.box12.slice(0, 4);
  d.box14 = d.box14.slice(0, 2);
  const truth = w2Truth(d);
  const m: AmountStyle = {
    ...pickAmountStyle(k),
    currency: k.pick(['', '', '$']) as AmountStyle['currency'],
  };
  const titles = [
    "Copy B To Be Filed With Employee's FEDERAL Tax Return",
    "Copy C For EMPLOYEE'S RECORDS",
    "Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return",
    "Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return",
  ];
  const copy = (t: string): Block => ({
    kind: 'stack',
    blocks: [
      { kind: 'text', lines: [`Form W-2 Wage and Tax Statement ${d.year}`], size: 7.5, bold: true },
      { kind: 'text', lines: [t], size: 5.5 },
      { kind: 'form', rows: w2CopyRows(d, m, new Rng(seed ^ 0x77)), captionSize: 5 },
    ],
  });
  const provider = k.pick(['PayPoint Payroll Services', 'Summit Payroll, Inc.', 'Ledgerline HR & Payroll']);
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [`${provider}   ${k.pick(['Employee W-2 copies', 'W-2 Forms - Employee Copies', 'Tax Forms'])}`],
      size: 7,
      color: 'grey',
    },
    { kind: 'pair', left: copy(titles[0]!), right: copy(titles[1]!) },
    { kind: 'space', h: 6 },
    { kind: 'pair', left: copy(titles[2]!), right: copy(titles[3]!) },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'courier'] as const), margin: 24 };
}

/**
 * An employer's "W-2 and earnings summary": the employee's and employer's identity, a table that
 * reconciles gross pay to the wages of boxes 1, 3, 5 (and 16), one column per box headed by it,
 * the taxes withheld by box, then the W-2 itself as a compact grid. Gross pay and the
 * reconciliation's deductions are no boxes; its last row repeats the boxes' wages.
 */
function earningsSummaryReconciliation(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x3ec0c11e);
  const d = w2Data(seed);
  d.states = d.states
    .slice(0, 1)
    .map((s) => ({ ...s, localWages: null, localIncomeTax: null, locality: null }));
  d.box12 = d.box12.slice(0, 4);
  d.box14 = d.box14.slice(0, 2);
  const truth = w2Truth(d);
  const m: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'dash' };
  const B = d.boxes;
  const box1 = B.box1_wages ?? 0;
  const box3 = B.box3_socialSecurityWages ?? 0;
  const box5 = B.box5_medicareWages ?? 0;
  const tips = B.box7_socialSecurityTips ?? 0;
  const deferral = d.box12
    .filter((b) => ['D', 'E', 'G', 'S'].includes(b.code))
    .reduce((a, b) => a + b.amount, 0);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  const s125 = r2(box5 * k.pick([0.015, 0.025, 0.035]));
  const gross = r2(box5 + s125);
  const overBase = r2(box5 - tips - box3);
  const st = d.states[0];
  const cols = [
    { header: k.pick(['Federal Wages\n(Box 1)', 'Box 1\nFederal']), box: box1, less401k: true },
    { header: k.pick(['Social Security\nWages (Box 3)', 'Box 3\nSoc. Sec.']), box: box3, less401k: false },
    { header: k.pick(['Medicare Wages\n(Box 5)', 'Box 5\nMedicare']), box: box5, less401k: false },
    ...(st ? [{ header: `${st.state} Wages\n(Box 16)`, box: st.stateWages, less401k: true }] : []),
  ];
  const amt = (v: number) => amount(v, m);
  const rows: { cells: string[]; kind?: 'subtotal' }[] = [
    { cells: [k.pick(['Gross Pay', 'Total Gross Earnings', 'Gross wages']), ...cols.map(() => amt(gross))] },
    { cells: ['Less Section 125 (pre-tax benefits)', ...cols.map(() => amt(-s125))] },
  ];
  if (deferral > 0)
    rows.push({ cells: ['Less 401(k) deferrals', ...cols.map((c) => amt(c.less401k ? -r2(deferral) : 0))] });
  if (tips > 0)
    rows.push({ cells: ['Less tips reported in Box 7', ...cols.map((_, i) => amt(i === 1 ? -tips : 0))] });
  if (overBase > 0.005)
    rows.push({
      cells: ['Less wages over the wage base', ...cols.map((_, i) => amt(i === 1 ? -overBase : 0))],
    });
  rows.push({
    cells: [k.pick(['Reportable W-2 Wages', 'W-2 Wages', 'Taxable Wages']), ...cols.map((c) => amt(c.box))],
    kind: 'subtotal',
  });
  const emp = d.employee;
  const er = d.employerAddress;
  const withheld: [string, string][] = [
    ['Federal Income Tax (Box 2)', plain(B.box2_federalTaxWithheld ?? 0, m)],
    ['Social Security Tax (Box 4)', plain(B.box4_socialSecurityTaxWithheld ?? 0, m)],
    ['Medicare Tax (Box 6)', plain(B.box6_medicareTaxWithheld ?? 0, m)],
    ...(st ? ([[`${st.state} Income Tax (Box 17)`, plain(st.stateIncomeTax, m)]] as [string, string][]) : []),
  ];
  const blocks: Block[] = [
    { kind: 'text', lines: [d.employer], size: 11, bold: true },
    {
      kind: 'text',
      lines: [`${d.year} ${k.pick(['W-2 and Earnings Summary', 'Form W-2 Earnings Summary'])}`],
      size: 9.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [emp.name, emp.address.street, cityLine(emp.address)],
        size: 8.5,
      },
      right: {
        kind: 'text',
        lines: [
          `SSN: ${d.employeeSSN}`,
          `Employer ID: ${d.employerEIN}`,
          d.employer,
          er.street,
          cityLine(er),
        ],
        size: 8,
      },
    },
    { kind: 'space', h: 8 },
    {
      kind: 'table',
      title: k.pick([
        'This summary shows how your W-2 wages were calculated',
        'Reconciliation of Gross Pay to W-2 Wages',
      ]),
      columns: [
        { header: '', weight: 2.6 },
        ...cols.map((c) => ({ header: c.header, weight: 1.2, align: 'right' as const })),
      ],
      rows,
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    },
    { kind: 'kv', title: 'Taxes Withheld', pairs: withheld, style: 'aligned', size: 8 },
    { kind: 'space', h: 8 },
    {
      kind: 'text',
      lines: [
        `Form W-2 Wage and Tax Statement ${d.year}   Copy B To Be Filed With Employee's FEDERAL Tax Return`,
      ],
      size: 7.5,
      bold: true,
    },
    { kind: 'form', rows: w2CopyRows(d, m, new Rng(seed ^ 0x79)), captionSize: 5.5 },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: 36 };
}

/** A masked SSN as summaries and transcripts print it: only its last four digits are known. */
const maskedSsn = (ssn: string, k: Rng) => k.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])! + ssn.slice(-4);

/**
 * A tax program's "return at a glance": the result in large figures with their captions UNDER them
 * (value above label), then the return's figures in tiles (caption above the value, three to a
 * row, section by section), names and address as a letter's block, the SSNs masked. Only the
 * figures it prints are the truth; the credits, the other taxes and the effective rate are none.
 */
function glanceTiles(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x91a7ce);
  const d = returnData(seed, k.pick([2023, 2024, 2024]));
  const truth = truth1040(d);
  delete truth.dependents;
  const L = d.lines;
  const whole = k.bool(0.6);
  const fmt = (v: number) =>
    `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', whole ? {} : { minimumFractionDigits: 2 })}`;
  const printed = new Set<string>(['taxYear', 'filingStatus']);
  const names = d.spouse
    ? k.bool(0.5)
      ? `${d.taxpayer.firstName} & ${d.spouse.firstName} ${d.taxpayer.lastName}`
      : `${fullName(d.taxpayer)} and ${fullName(d.spouse)}`
    : fullName(d.taxpayer);
  printed.add('taxpayerFirstName').add('taxpayerLastName');
  if (d.spouse) printed.add('spouseFirstName').add('spouseLastName');
  const hero = (value: string, caption: string): Block => ({
    kind: 'stack',
    blocks: [
      { kind: 'text', lines: [value], size: 18, bold: true, align: 'center' },
      { kind: 'text', lines: [caption], size: 8, align: 'center', color: 'grey' },
    ],
  });
  const refund = L.line35a_refund ?? null;
  const owe = L.line36_amountYouOwe ?? null;
  const rate = (L.line11_agi ?? 0) > 0 ? ((L.line24_totalTax ?? 0) / (L.line11_agi ?? 1)) * 100 : 0;
  const result =
    refund !== null
      ? hero(fmt(refund), k.pick(['Federal refund', 'Your federal refund']))
      : hero(fmt(owe ?? 0), k.pick(['Federal amount you owe', 'Federal balance due']));
  printed.add(refund !== null ? 'line35a_refund' : 'line36_amountYouOwe');
  if (refund !== null) printed.add('line34_refundAmount');
  const agiHero = k.bool(0.5);
  const second = agiHero
    ? hero(fmt(L.line11_agi ?? 0), k.pick(['Adjusted gross income', 'Your AGI']))
    : hero(fmt(L.line24_totalTax ?? 0), 'Total tax');
  printed.add(agiHero ? 'line11_agi' : 'line24_totalTax');
  const heroes: Block = {
    kind: 'pair',
    left: result,
    right: {
      kind: 'pair',
      left: second,
      right: hero(`${rate.toFixed(1)}%`, 'Effective tax rate'),
      split: 0.5,
    },
    split: 0.34,
  };
  const tiles = (title: string, items: [string, string, number | null | undefined][]): Block[] => {
    const pairs: [string, string][] = [];
    for (const [label, field, v] of items) {
      if (v === null || v === undefined) continue;
      pairs.push([label, fmt(v)]);
      if (field) printed.add(field);
    }
    return pairs.length
      ? [
          { kind: 'text', lines: [title], size: 10, bold: true },
          { kind: 'kv', style: 'stacked', columns: 3, pairs, size: 10, box: k.bool(0.5) },
          { kind: 'space', h: 6 },
        ]
      : [];
  };
  const credits = (L.line16_tax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const other = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const statusLine = k.bool(0.5) ? `Filing status: ${d.status}` : d.status;
  const addr = [d.taxpayer.address.street, cityLine(d.taxpayer.address)];
  printed.add('homeAddress').add('city').add('state').add('zipCode');
  const ssns = [`Taxpayer SSN: ${maskedSsn(d.taxpayerSSN, k)}`];
  printed.add('taxpayerSsnLast4');
  if (d.spouseSSN) {
    ssns.push(`Spouse SSN: ${maskedSsn(d.spouseSSN, k)}`);
    printed.add('spouseSsnLast4');
  }
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        k.pick([
          `Your ${d.year} Tax Return at a Glance`,
          `${d.year} Federal Return Snapshot`,
          `Your ${d.year} Federal Tax Summary`,
        ]),
      ],
      size: 15,
      bold: true,
    },
    { kind: 'text', lines: [printStamp(k, `${d.year + 1}-02-10`)], size: 7, color: 'grey' },
    { kind: 'space', h: 8 },
    {
      kind: 'pair',
      left: { kind: 'text', lines: [names, ...addr], size: 9.5 },
      right: { kind: 'text', lines: [statusLine, ...ssns], size: 9, align: 'right' },
      split: 0.55,
    },
    { kind: 'space', h: 14 },
    heroes,
    { kind: 'space', h: 14 },
    { kind: 'rule' },
    ...tiles('Income', [
      ['Wages', 'line1z_wages', L.line1z_wages],
      ['Taxable interest', 'line2b_taxableInterest', L.line2b_taxableInterest],
      ['Ordinary dividends', 'line3b_ordinaryDividends', L.line3b_ordinaryDividends],
      ['Capital gain (loss)', 'line7_capitalGain', L.line7_capitalGain],
      ['Other income', 'line8_additionalIncome', L.line8_additionalIncome],
      ['Total income', 'line9_totalIncome', L.line9_totalIncome],
    ]),
    ...tiles(k.pick(['Deductions', 'Adjustments and deductions']), [
      ['Adjustments to income', 'line10_adjustments', L.line10_adjustments],
      ['Adjusted gross income', 'line11_agi', L.line11_agi],
      ['Standard deduction', 'line12_standardDeduction', L.line12_standardDeduction],
      ['Taxable income', 'line15_taxableIncome', L.line15_taxableIncome],
    ]),
    ...tiles('Tax and credits', [
      ['Tax', 'line16_tax', L.line16_tax],
      ['Child tax credit', '', credits || null],
      ['Tax after credits', 'line22_taxAfterCredits', L.line22_taxAfterCredits],
      ['Other taxes', '', other || null],
      ['Total tax', 'line24_totalTax', L.line24_totalTax],
    ]),
    ...tiles('Payments', [
      ['W-2 withholding', 'line25a_w2Withholding', L.line25a_w2Withholding],
      ['1099 withholding', 'line25b_1099Withholding', L.line25b_1099Withholding],
      ['Total withholding', 'line25d_totalWithholding', L.line25d_totalWithholding],
      ['Estimated payments', 'line26_estimatedPayments', L.line26_estimatedPayments],
      ['Total payments', 'line32_totalPayments', L.line32_totalPayments],
      ['Overpayment', 'line33_overpayment', L.line33_overpayment],
    ]),
  ];
  if (d.account && d.routing && refund !== null) {
    blocks.push({
      kind: 'note',
      lines: [
        `Your refund will be deposited to your ${d.accountType?.toLowerCase()} account ending in ${d.account.slice(-4)} `,
      ],
      size: 8.5,
    });
    // A sentence's account type is not read as a field (as in the preparer's letter).
  }
  keepOnly(truth, printed);
  const note = k.pick(['', 'This summary is not a tax return. Keep it with your records.']);
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(40, 54),
    footer: () => note,
  };
}

/**
 * Form 1040-SR as a large-print form: the lines at a larger size in boxes, the filing statuses one
 * per line with the checked one marked, the age and blindness boxes, and the standard deduction
 * chart (amounts for every status and box count: no line of this return) on its last page.
 */
function srLargePrint(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x5e1104);
  const d = returnData(seed, k.pick([2023, 2024]));
  const truth = truth1040(d);
  const L = d.lines;
  const size = k.pick([10, 10.5, 11]);
  const fmt = (v: number | null | undefined) =>
    v === null || v === undefined ? '' : k.bool(0.7) ? v.toLocaleString('en-US') : String(v);
  const mark = k.pick(['[X]', 'X', '[x]']);
  const empty = mark === 'X' ? '' : '[ ]';
  const status = [
    'Single',
    'Married filing jointly (even if only one had income)',
    'Married filing separately (MFS)',
    'Head of household (HOH)',
    'Qualifying surviving spouse (QSS)',
  ].map((s) => `${s.startsWith(d.status) ? mark : empty} ${s}`.trim());
  const older = d.year - 64;
  const box = (b: boolean) => (b ? mark : empty);
  const line = (no: string, caption: string, v?: number | null) => ({
    no,
    caption,
    ...(v !== undefined ? { box: { no, value: fmt(v) } } : { box: { no, value: '' } }),
  });
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          'Form 1040-SR',
          'Department of the Treasury—Internal Revenue Service',
          'U.S. Tax Return for Seniors',
        ],
        size: size + 1,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [String(d.year), 'OMB No. 1545-0074'],
        size: size + 2,
        bold: true,
        align: 'right',
      },
      split: 0.7,
    },
    { kind: 'space', h: 6 },
    { kind: 'text', lines: ['Filing Status — Check only one box.'], size, bold: true },
    { kind: 'text', lines: status, size },
    { kind: 'space', h: 6 },
    {
      kind: 'form',
      rows: [
        [
          { caption: 'Your first name and middle initial', value: d.taxpayer.firstName, weight: 1.3 },
          { caption: 'Last name', value: d.taxpayer.lastName, weight: 1.3 },
          { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1 },
        ],
        [
          {
            caption: "If joint return, spouse's first name and middle initial",
            value: d.spouse?.firstName ?? '',
            weight: 1.3,
          },
          { caption: 'Last name', value: d.spouse?.lastName ?? '', weight: 1.3 },
          { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1 },
        ],
        [
          {
            caption: 'Home address (number and street). If you have a P.O. box, see instructions.',
            value: d.taxpayer.address.street,
            weight: 2.6,
          },
          { caption: 'Apt. no.', value: '', weight: 1 },
        ],
        [
          { caption: 'City, town, or post office', value: d.taxpayer.address.city, weight: 1.6 },
          { caption: 'State', value: d.taxpayer.address.state, weight: 0.5 },
          { caption: 'ZIP code', value: d.taxpayer.address.zip, weight: 0.8 },
        ],
      ],
      captionSize: size - 3,
      cellHeight: size * 2.8,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'text',
      lines: [
        `Age/Blindness  You: ${box(true)} Were born before January 2, ${older + 1}  ${box(false)} Are blind`,
        ...(d.spouse
          ? [`Spouse: ${box(k.bool(0.6))} Was born before January 2, ${older + 1}  ${box(false)} Is blind`]
          : []),
      ],
      size: size - 1,
    },
  ];
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents (see instructions)',
      columns: [
        { header: '(1) First name', weight: 1.3 },
        { header: 'Last name', weight: 1.3 },
        { header: '(2) Social security number', weight: 1.4 },
        { header: '(3) Relationship', weight: 1.1 },
        { header: '(4) Child tax credit', weight: 0.9, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [x.firstName, x.lastName, x.ssn, x.relationship, x.childTaxCredit ? 'X' : ''],
      })),
      ruling: 'rules',
      repeatHeader: false,
      size: size - 1.5,
    });
  blocks.push(
    { kind: 'space', h: 6 },
    {
      kind: 'formLines',
      size,
      leaders: k.bool(0.5),
      boxes: true,
      amountWidth: 96,
      lines: [
        line('1z', 'Add lines 1a through 1h (wages)', L.line1z_wages),
        line('2b', 'Taxable interest', L.line2b_taxableInterest),
        line('3b', 'Ordinary dividends', L.line3b_ordinaryDividends),
        line('7', 'Capital gain or (loss)', L.line7_capitalGain),
        line('8', 'Additional income from Schedule 1, line 10', L.line8_additionalIncome),
        line('9', 'This is your total income', L.line9_totalIncome),
        line('10', 'Adjustments to income from Schedule 1, line 26', L.line10_adjustments),
        line('11', 'This is your adjusted gross income', L.line11_agi),
        line(
          '12',
          'Standard deduction or itemized deductions (see chart on last page)',
          L.line12_standardDeduction,
        ),
        line('15', 'This is your taxable income', L.line15_taxableIncome),
      ],
    },
    { kind: 'pageBreak' },
    { kind: 'text', lines: [`Form 1040-SR (${d.year})   Page 2`], size: size - 1 },
    { kind: 'space', h: 6 },
    {
      kind: 'formLines',
      size,
      leaders: k.bool(0.5),
      boxes: true,
      amountWidth: 96,
      lines: [
        line('16', 'Tax (see instructions)', L.line16_tax),
        line('22', 'Subtract line 21 from line 18', L.line22_taxAfterCredits),
        line('24', 'Add lines 22 and 23. This is your total tax', L.line24_totalTax),
        line('25a', 'Federal income tax withheld from Form(s) W-2', L.line25a_w2Withholding),
        line('25b', 'Federal income tax withheld from Form(s) 1099', L.line25b_1099Withholding),
        line('25d', 'Add lines 25a through 25c', L.line25d_totalWithholding),
        line('26', 'Estimated tax payments and amount applied from prior year', L.line26_estimatedPayments),
        line('33', 'These are your total payments', L.line32_totalPayments),
        line('34', 'If line 33 is more than line 24, this is the amount you overpaid', L.line33_overpayment),
        line('35a', 'Amount of line 34 you want refunded to you', L.line35a_refund),
        line('37', 'Subtract line 33 from line 24. This is the amount you owe', L.line36_amountYouOwe),
      ],
    },
  );
  if (d.routing && d.account)
    blocks.push({
      kind: 'text',
      lines: [
        `b Routing number ${d.routing}   c Type: ${d.accountType === 'Checking' ? mark : empty} Checking ${d.accountType === 'Savings' ? mark : empty} Savings`,
        `d Account number ${d.account}`,
      ],
      size,
    });
  // The chart: every status's deduction by boxes checked, none of them this return's line 12.
  const base = d.year === 2023 ? [13_850, 27_700, 20_800] : [14_600, 29_200, 21_900];
  const add = d.year === 2023 ? [1_850, 1_500] : [1_950, 1_550];
  blocks.push(
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      title: 'Standard Deduction Chart*',
      columns: [
        { header: 'IF your filing status is...', weight: 2.4 },
        { header: 'AND the number of boxes checked is...', weight: 1.6, align: 'center' },
        { header: 'THEN your standard deduction is...', weight: 1.6, align: 'right' },
      ],
      rows: [
        ...[1, 2].map((n) => ({
          cells: [n === 1 ? 'Single' : '', String(n), `$${(base[0]! + n * add[0]!).toLocaleString('en-US')}`],
        })),
        ...[1, 2, 3, 4].map((n) => ({
          cells: [
            n === 1 ? 'Married filing jointly' : '',
            String(n),
            `$${(base[1]! + n * add[1]!).toLocaleString('en-US')}`,
          ],
        })),
        ...[1, 2].map((n) => ({
          cells: [
            n === 1 ? 'Head of household' : '',
            String(n),
            `$${(base[2]! + n * add[0]!).toLocaleString('en-US')}`,
          ],
        })),
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: size - 1,
    },
    {
      kind: 'text',
      lines: [
        '*Don’t use this chart if someone can claim you (or your spouse if filing jointly) as a dependent.',
      ],
      size: size - 2,
    },
  );
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(34, 44),
    footer: (i) =>
      i === 1
        ? 'For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.   Form 1040-SR'
        : '',
  };
}

/**
 * A tax program's filing copy printed as a substitute form: monospaced, the captions of the name
 * and address boxes on one line and the values in capitals on the next (no boxes), the filing
 * statuses on one line with an X before the checked one, and each line as its number, caption
 * with leaders, the number again and the amount in whole dollars with a trailing point ("52,114.").
 * Two pages, each headed by the return's names and SSN.
 */
function substituteFilingCopy(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x5b5717);
  const d = returnData(seed, k.pick([2023, 2024]));
  const truth = truth1040(d);

  const L = d.lines;
  const dollars = (v: number | null | undefined) =>
    v === null || v === undefined ? '' : `${v < 0 ? '-' : ''}${Math.abs(v).toLocaleString('en-US')}.`;
  const up = (s: string) => s.toUpperCase();
  const names = d.spouse
    ? `${up(d.taxpayer.firstName)} & ${up(d.spouse.firstName)} ${up(d.taxpayer.lastName)}`
    : up(fullName(d.taxpayer));
  const row = (no: string, caption: string, v: number | null | undefined): { cells: string[] } => ({
    cells: [no, caption, no, dollars(v)],
  });
  const lines = (rows: { cells: string[] }[]): Block => ({
    kind: 'table',
    columns: [
      { header: '', weight: 0.45 },
      { header: '', weight: 5 },
      { header: '', weight: 0.45, align: 'right' },
      { header: '', weight: 1.3, align: 'right' },
    ],
    rows,
    ruling: 'none',
    repeatHeader: false,
    size: 8,
  });
  const head = (page: number): Block => ({
    kind: 'pair',
    left: { kind: 'text', lines: [`Form 1040 (${d.year})   ${names}`], size: 8 },
    right: { kind: 'text', lines: [`${d.taxpayerSSN}   Page ${page}`], size: 8, align: 'right' },
    split: 0.7,
  });
  const statuses = [
    'Single',
    'Married filing jointly',
    'Married filing separately (MFS)',
    'Head of household (HOH)',
    'Qualifying surviving spouse (QSS)',
  ];
  const statusText = statuses.map((s) => (s.startsWith(d.status) ? `X ${s}` : s));
  const caps = (a: string[], b: string[]): Block => ({
    kind: 'table',
    columns: a.map((h, i) => ({ header: h, weight: i === 0 ? 2.8 : i === a.length - 1 ? 1.5 : 1.4 })),
    rows: [{ cells: b }],
    ruling: 'none',
    repeatHeader: false,
    size: 8,
  });
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: ['Form 1040  U.S. Individual Income Tax Return'], size: 10, bold: true },
      right: { kind: 'text', lines: [`${d.year}   OMB No. 1545-0074`], size: 10, bold: true, align: 'right' },
      split: 0.7,
    },
    {
      kind: 'text',
      lines: [
        `Filing Status   ${statusText.slice(0, 3).join('   ')}`,
        `                ${statusText.slice(3).join('   ')}`,
      ],
      size: 7.5,
    },
    { kind: 'space', h: 4 },
    caps(
      ['Your first name and middle initial', 'Last name', 'Your social security number'],
      [up(d.taxpayer.firstName), up(d.taxpayer.lastName), d.taxpayerSSN],
    ),
  ];
  if (d.spouse && d.spouseSSN)
    blocks.push(
      caps(
        ["If joint, spouse's first name and initial", 'Last name', "Spouse's social security number"],
        [up(d.spouse.firstName), up(d.spouse.lastName), d.spouseSSN],
      ),
    );
  blocks.push(
    caps(['Home address (number and street)', 'Apt. no.', ''], [up(d.taxpayer.address.street), '', '']),
    caps(
      ['City, town, or post office', 'State', 'ZIP code'],
      [up(d.taxpayer.address.city), d.taxpayer.address.state, d.taxpayer.address.zip],
    ),
  );
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [
        { header: '(1) First name', weight: 1.2 },
        { header: 'Last name', weight: 1.2 },
        { header: '(2) SSN', weight: 1.2 },
        { header: '(3) Relationship', weight: 1 },
        { header: '(4) CTC', weight: 0.7, align: 'center' },
        { header: 'ODC', weight: 0.6, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [
          up(x.firstName),
          up(x.lastName),
          x.ssn,
          up(x.relationship),
          x.childTaxCredit ? 'X' : '',
          x.childTaxCredit ? '' : 'X',
        ],
      })),
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    });
  blocks.push(
    { kind: 'space', h: 6 },
    lines([
      row('1a', 'Total amount from Form(s) W-2, box 1', L.line1z_wages),
      row('1z', 'Add lines 1a through 1h', L.line1z_wages),
      row('2b', 'Taxable interest', L.line2b_taxableInterest),
      row('3b', 'Ordinary dividends', L.line3b_ordinaryDividends),
      row('7', 'Capital gain or (loss). Attach Schedule D if required', L.line7_capitalGain),
      row('8', 'Additional income from Schedule 1, line 10', L.line8_additionalIncome),
      row('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', L.line9_totalIncome),
      row('10', 'Adjustments to income from Schedule 1, line 26', L.line10_adjustments),
      row('11', 'Subtract line 10 from line 9. This is your adjusted gross income', L.line11_agi),
      row('12', 'Standard deduction or itemized deductions (from Schedule A)', L.line12_standardDeduction),
      row('14', 'Add lines 12 and 13', L.line12_standardDeduction),
      row('15', 'Subtract line 14 from line 11. This is your taxable income', L.line15_taxableIncome),
    ]),
    { kind: 'pageBreak' },
    head(2),
    { kind: 'space', h: 6 },
    lines([
      row('16', 'Tax (see instructions)', L.line16_tax),
      row('18', 'Add lines 16 and 17', L.line16_tax),
      row('22', 'Subtract line 21 from line 18', L.line22_taxAfterCredits),
      row('24', 'Add lines 22 and 23. This is your total tax', L.line24_totalTax),
      row('25a', 'Federal income tax withheld from Form(s) W-2', L.line25a_w2Withholding),
      row('25b', 'Federal income tax withheld from Form(s) 1099', L.line25b_1099Withholding),
      row('25d', 'Add lines 25a through 25c', L.line25d_totalWithholding),
      row(
        '26',
        'Estimated tax payments and amount applied from prior year return',
        L.line26_estimatedPayments,
      ),
      row('33', 'Add lines 25d, 26, and 32. These are your total payments', L.line32_totalPayments),
      row('34', 'If line 33 is more than line 24, this is the amount you overpaid', L.line33_overpayment),
      row('35a', 'Amount of line 34 you want refunded to you', L.line35a_refund),
      row('37', 'Subtract line 33 from line 24. This is the amount you owe', L.line36_amountYouOwe),
    ]),
  );
  if (d.routing && d.account)
    blocks.push({
      kind: 'text',
      lines: [
        `Direct deposit   b Routing number ${d.routing}   c Type ${d.accountType === 'Checking' ? 'X Checking   Savings' : 'Checking   X Savings'}`,
        `d Account number ${d.account}`,
      ],
      size: 8,
    });
  const tag = k.pick(['BAA', 'REV']);
  return {
    blocks,
    truth,
    font: 'courier',
    margin: k.int(30, 40),
    footer: (i, n) =>
      `${tag} For Disclosure, Privacy Act, and Paperwork Reduction Act Notice   Page ${i} of ${n}`,
  };
}

export const WRITTEN_FORM_FAMILIES: WrittenFamilies = {
  w2: {
    'payroll-copies-quadrants': payrollCopiesQuadrants,
    'earnings-summary-reconciliation': earningsSummaryReconciliation,
  },
  irs_1040: {
    'preparer-letter-jurisdictions': preparerLetter,
    'form-line-detail': formLineDetail,
    'efile-joint-columns': efileJointColumns,
    'glance-tiles': glanceTiles,
    'sr-large-print': srLargePrint,
    'substitute-filing-copy': substituteFilingCopy,
  },
};
