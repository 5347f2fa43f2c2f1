// Held-out layout families written by a helper who does not tune the engine (session 15).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { GREY } from '../draw';
import { cityLine } from '../fake-data';
import { Rng, round2 } from '../random';
import { BOXES, TITLE, data1099, truth1099 } from '../types/irs-1099';
import { cardData, cardStatementFields } from '../types/credit-card-statement';
import { returnData, truth1040 } from '../types/irs-1040';
import { w2Data, w2Truth } from '../types/w2';
import { col, type Block, type TableRow } from './compose';
import { amount, date, pickAmountStyle, printStamp, syn, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

/** A masked identifier as self-service sites print it; the truth holds what is printed. */
function masked(id: string, r: Rng): string {
  const last4 = id.replace(/\D/g, '').slice(-4);
  return `${r.pick(['***-**-', 'XXX-XX-', 'xxx-xx-'])}${last4}`;
}

/** How an empty amount box is shown, and what the truth then holds (a printed zero is a value). */
type EmptyBox = 'zero' | 'dash' | 'blank' | 'omit';
function emptyText(e: EmptyBox, s: AmountStyle): string {
  return e === 'zero' ? `${s.currency}0.00` : e === 'dash' ? '--' : '';
}

// ---------------------------------------------------------------------------------------------
// h15-a: a W-2 as an employee self-service portal shows it, printed from the browser.

const W2_CODE_TEXT: Record<string, string> = {
  D: 'Elective deferrals to a section 401(k) cash or deferred arrangement',
  DD: 'Cost of employer-sponsored health coverage (not taxable)',
  W: 'Employer contributions to your Health Savings Account (incl. pre-tax payroll)',
  C: 'Taxable cost of group-term life insurance over $50,000',
};

function w2Portal(seed: number): GrammarOutput {
  const d = w2Data(seed);
  const r = new Rng(seed).fork('h15-a');
  const t = w2Truth(d);
  const s = pickAmountStyle(r, { negative: ['minus', 'parens'] });
  const money = (v: number) => amount(v, { ...s, zero: 'number' });
  const [portal, host] = r.pick([
    ['PayCentral', 'paycentral-ess.com'],
    ['StaffLink Employee Center', 'stafflink.hr'],
    ['MyPayroll Online', 'mypayroll.online'],
    ['Workbench HR', 'workbench-hr.net'],
  ] as const);
  const stamp = printStamp(r, `${d.year + 1}-01-20`);
  const issued = `${d.year + 1}-01-${String(r.int(15, 31)).padStart(2, '0')}`;
  const dateStyle = r.pick(['us', 'short-month', 'long'] as const);
  const ssnShown = r.bool(0.7) ? masked(d.employeeSSN, r) : d.employeeSSN;
  t.fields.employeeSSN = ssnShown;
  const empty = r.pick(['zero', 'dash', 'blank', 'omit'] as const);
  const boxFirst = r.bool(0.5);
  const employerLeft = r.bool(0.5);
  const blocks: Block[] = [];

  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [stamp.replace(/^[A-Za-z: ]+ /, '')], size: 7, color: 'grey' },
    right: { kind: 'text', lines: [`${portal} - Tax Documents`], size: 7, color: 'grey', align: 'right' },
  });
  blocks.push({ kind: 'text', lines: [portal], size: 15, bold: true });
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([
        'Home    My Pay    Tax Documents    Benefits    Time Off    Profile    Sign out',
        'Dashboard | Pay Statements | Tax Forms | Direct Deposit | Settings | Log out',
      ]),
    ],
    size: 8,
    color: 'grey',
  });
  blocks.push({ kind: 'rule' });
  blocks.push({
    kind: 'text',
    lines: [`Tax Documents > W-2 > ${d.year}`],
    size: 8,
  });
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([`${d.year} Form W-2 Details`, `W-2 Wage and Tax Statement - ${d.year}`, `Your ${d.year} W-2`]),
    ],
    size: 14,
    bold: true,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${r.pick(['Status: Original', 'Status: Final', 'Type: Original W-2'])}    ${syn(r, ['Issued', 'Posted', 'Available since'])} ${date(issued, dateStyle)}    ${r.pick(['Delivery: Electronic', 'Paperless: Yes', 'Delivery method: Online only'])}`,
      '[ Download PDF ]   [ Print ]   [ W-2 instructions ]',
    ],
    size: 8,
    color: 'grey',
  });
  blocks.push({ kind: 'space', h: 4 });

  const employee: Block = {
    kind: 'kv',
    title: syn(r, ['Employee', 'Employee information', 'Your information']),
    style: 'stacked',
    pairs: [
      ['Name', d.employee.name],
      ['Home address', d.employee.address.street],
      ['City, state, ZIP', cityLine(d.employee.address)],
      [syn(r, ['Social security number', 'SSN']), ssnShown],
      ['Employee ID', `${r.pick(['E', 'EMP', ''])}${r.digits(6)}`],
    ],
  };
  const employer: Block = {
    kind: 'kv',
    title: syn(r, ['Employer', 'Employer information', 'Issued by']),
    style: 'stacked',
    pairs: [
      ['Company', d.employer],
      ['Address', d.employerAddress.street],
      ['City, state, ZIP', cityLine(d.employerAddress)],
      [syn(r, ['Employer ID number (EIN)', 'Federal EIN', 'EIN']), d.employerEIN],
      ...(d.control ? [[syn(r, ['Control number', 'Control #']), d.control] as [string, string]] : []),
    ],
  };
  blocks.push({
    kind: 'pair',
    left: employerLeft ? employer : employee,
    right: employerLeft ? employee : employer,
  });

  // Boxes 1-11, in the order the portal lists them (by box number, or wages then taxes).
  const b = d.boxes;
  type Row = { no: string; text: string; field: string | null };
  const rows: Row[] = [
    {
      no: '1',
      text: syn(r, ['Wages, tips, other compensation', 'Federal taxable wages']),
      field: 'box1_wages',
    },
    {
      no: '2',
      text: syn(r, ['Federal income tax withheld', 'Federal withholding']),
      field: 'box2_federalTaxWithheld',
    },
    { no: '3', text: syn(r, ['Social security wages', 'OASDI wages']), field: 'box3_socialSecurityWages' },
    {
      no: '4',
      text: syn(r, ['Social security tax withheld', 'OASDI tax']),
      field: 'box4_socialSecurityTaxWithheld',
    },
    { no: '5', text: 'Medicare wages and tips', field: 'box5_medicareWages' },
    { no: '6', text: syn(r, ['Medicare tax withheld', 'Medicare tax']), field: 'box6_medicareTaxWithheld' },
    { no: '7', text: 'Social security tips', field: 'box7_socialSecurityTips' },
    { no: '8', text: 'Allocated tips', field: 'box8_allocatedTips' },
    { no: '9', text: 'Verification code', field: null },
    { no: '10', text: 'Dependent care benefits', field: 'box10_dependentCareBenefits' },
    { no: '11', text: 'Nonqualified plans', field: 'box11_nonqualifiedPlans' },
  ];
  const ordered = r.bool(0.5) ? rows : [0, 2, 4, 6, 7, 9, 10, 1, 3, 5, 8].map((k) => rows[k] as Row);
  const boxRows: TableRow[] = [];
  for (const row of ordered) {
    const v = row.field ? b[row.field] : undefined;
    let shown: string;
    if (v !== undefined) shown = money(v);
    else if (!row.field) {
      if (empty === 'omit') continue;
      shown = '';
    } else {
      if (empty === 'omit') continue;
      shown = emptyText(empty, s);
      t.fields[row.field] = empty === 'zero' ? 0 : null;
    }
    const label = `Box ${row.no}`;
    boxRows.push({ cells: boxFirst ? [label, row.text, shown] : [row.text, label, shown] });
  }
  blocks.push({
    kind: 'table',
    title: syn(r, ['Wages and withholding', 'Federal wages and taxes', 'Earnings and taxes']),
    columns: boxFirst
      ? [col('Box', 0.8), col('Description', 4), col('Amount', 1.6, 'right')]
      : [col('Description', 4), col('Box', 0.8), col('Amount', 1.6, 'right')],
    rows: boxRows,
    ruling: r.pick(['rules', 'zebra'] as const),
    repeatHeader: true,
  });

  blocks.push({
    kind: 'table',
    title: syn(r, ['Box 12 items', 'Box 12 - codes and amounts', 'Other amounts (Box 12)']),
    columns: [col('Code', 0.7), col('What it means', 5, 'left', true), col('Amount', 1.6, 'right')],
    rows: d.box12.length
      ? d.box12.map((x) => ({ cells: [x.code, W2_CODE_TEXT[x.code] ?? '', money(x.amount)] }))
      : [{ cells: ['', 'No box 12 amounts were reported for this year.', ''] }],
    ruling: 'rules',
    repeatHeader: true,
  });

  const yes = (on: boolean) => (on ? 'Yes' : 'No');
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: 'Box 13',
      style: 'aligned',
      pairs: [
        ['Statutory employee', yes(d.box13.statutory)],
        ['Retirement plan', yes(d.box13.retirement)],
        ['Third-party sick pay', yes(d.box13.sickPay)],
      ],
    },
    right: {
      kind: 'kv',
      title: syn(r, ['Box 14 - Other', 'Other (Box 14)']),
      style: 'aligned',
      pairs: d.box14.length
        ? d.box14.map((x) => [x.description, money(x.amount)] as [string, string])
        : [['None reported', '']],
    },
  });

  if (d.states.length)
    blocks.push({
      kind: 'table',
      title: syn(r, ['State and local', 'State and local taxes (Boxes 15-20)']),
      columns: [
        col('State', 0.7),
        col('Employer state ID', 1.6),
        col('State wages', 1.4, 'right'),
        col('State tax', 1.2, 'right'),
        col('Local wages', 1.4, 'right'),
        col('Local tax', 1.2, 'right'),
        col('Locality', 1.3),
      ],
      rows: d.states.map((st) => ({
        cells: [
          st.state,
          st.employerStateId,
          money(st.stateWages),
          money(st.stateIncomeTax),
          st.localWages === null ? '' : money(st.localWages),
          st.localIncomeTax === null ? '' : money(st.localIncomeTax),
          st.locality ?? '',
        ],
      })),
      ruling: 'grid',
      repeatHeader: true,
    });
  else
    blocks.push({
      kind: 'text',
      lines: ['State and local: no state or local wages were reported on this W-2.'],
      size: 8.5,
    });

  // The portal's wage reconciliation: from the year's gross pay to each taxable wage figure.
  if (r.bool(0.6)) {
    const gross = b.box5_medicareWages ?? 0;
    const deferral = round2(gross - (b.box1_wages ?? 0));
    const tips = b.box7_socialSecurityTips ?? 0;
    const ssWages = round2((b.box3_socialSecurityWages ?? 0) + tips);
    const overBase = round2(gross - ssWages);
    const state = d.states[0];
    const cells = (label: string, fed: string, ss: string, med: string, st: string) =>
      state ? [label, fed, ss, med, st] : [label, fed, ss, med];
    const minus = (v: number) => (v ? money(-v) : '');
    const recRows: TableRow[] = [
      { cells: cells('Gross pay (year to date)', money(gross), money(gross), money(gross), money(gross)) },
    ];
    if (deferral > 0)
      recRows.push({ cells: cells('Less 401(k) deferrals', minus(deferral), '', '', minus(deferral)) });
    if (overBase > 0)
      recRows.push({ cells: cells('Less wages over the social security base', '', minus(overBase), '', '') });
    if (tips > 0) recRows.push({ cells: cells('Less tips reported in box 7', '', minus(tips), '', '') });
    recRows.push({
      kind: 'subtotal',
      cells: cells(
        'Taxable wages',
        money(b.box1_wages ?? 0),
        money(b.box3_socialSecurityWages ?? 0),
        money(gross),
        state ? money(state.stateWages) : '',
      ),
    });
    blocks.push({
      kind: 'table',
      title: syn(r, ['Wage reconciliation', 'How your taxable wages were figured']),
      columns: [
        col('', 3),
        col('Federal', 1.4, 'right'),
        col('Soc. Sec.', 1.4, 'right'),
        col('Medicare', 1.4, 'right'),
        ...(state ? [col(`State (${state.state})`, 1.4, 'right')] : []),
      ],
      rows: recRows,
      ruling: 'none',
      repeatHeader: true,
    });
  }

  const prior = [d.year - 1, d.year - 2, d.year - 3].filter((y) => y >= 2019);
  blocks.push({
    kind: 'note',
    title: syn(r, ['Good to know', 'Notes', 'About your W-2']),
    lines: [
      'Box 1 does not include amounts you chose to defer into a pre-tax retirement plan; those are shown in box 12. Social security wages are limited to the annual wage base.',
      'If your name, address or social security number is wrong, contact your payroll administrator; a corrected form (W-2c) will be issued.',
      `Prior years available: ${prior.join(', ')}. Forms for earlier years are kept for seven years.`,
    ],
    size: 7.5,
    box: r.bool(0.5),
  });

  const doc = r.digits(8);
  return {
    blocks,
    truth: t,
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: 36,
    footer: (page, pages) =>
      `https://${host}/ess/tax-documents/w2/${d.year}?doc=${doc}        ${page}/${pages}`,
    runningHeader: (p) => {
      p.text(`${portal} - Tax Documents`, p.width - 36, 20, { size: 7, align: 'right', color: GREY });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// h15-b: a payer's year-end tax statement carrying one 1099 (any variant), its boxes as captioned
// cells including the ones the schema does not hold, and on some seeds a page of payment detail.

interface Box1099 {
  no: string;
  caption: string;
  /** The schema field, when the box is one. */
  field?: string;
  /** A check box rather than an amount. */
  check?: boolean;
  /** A state box (text or amount) filled from the state line. */
  state?: 'tax' | 'id' | 'income' | 'code';
}

const BOXES_1099: Record<Irs1099Variant, Box1099[]> = {
  NEC: [
    { no: '1', caption: 'Nonemployee compensation', field: 'box1_nonemployeeCompensation' },
    { no: '2', caption: 'Direct sales of $5,000 or more for resale', check: true },
    { no: '3', caption: 'Excess golden parachute payments' },
    { no: '4', caption: 'Federal income tax withheld', field: 'box4_federalTaxWithheld' },
    { no: '5', caption: 'State tax withheld', state: 'tax' },
    { no: '6', caption: "State/Payer's state no.", state: 'id' },
    { no: '7', caption: 'State income', state: 'income' },
  ],
  MISC: [
    { no: '1', caption: 'Rents', field: 'box1_rents' },
    { no: '2', caption: 'Royalties', field: 'box2_royalties' },
    { no: '3', caption: 'Other income', field: 'box3_otherIncome' },
    { no: '4', caption: 'Federal income tax withheld', field: 'box4_federalTaxWithheld' },
    { no: '5', caption: 'Fishing boat proceeds' },
    { no: '6', caption: 'Medical and health care payments', field: 'box6_medicalPayments' },
    { no: '7', caption: 'Direct sales of $5,000 or more for resale', check: true },
    { no: '8', caption: 'Substitute payments in lieu of dividends or interest' },
    { no: '9', caption: 'Crop insurance proceeds' },
    { no: '10', caption: 'Gross proceeds paid to an attorney', field: 'box10_grossProceedsAttorney' },
    { no: '11', caption: 'Fish purchased for resale' },
    { no: '12', caption: 'Section 409A deferrals' },
    { no: '14', caption: 'Excess golden parachute payments' },
    { no: '15', caption: 'Nonqualified deferred compensation' },
    { no: '16', caption: 'State tax withheld', state: 'tax' },
    { no: '17', caption: "State/Payer's state no.", state: 'id' },
    { no: '18', caption: 'State income', state: 'income' },
  ],
  INT: [
    { no: '1', caption: 'Interest income', field: 'box1_interestIncome' },
    { no: '2', caption: 'Early withdrawal penalty', field: 'box2_earlyWithdrawalPenalty' },
    {
      no: '3',
      caption: 'Interest on U.S. Savings Bonds and Treas. obligations',
      field: 'box3_treasuryInterest',
    },
    { no: '4', caption: 'Federal income tax withheld', field: 'box4_federalTaxWithheld' },
    { no: '5', caption: 'Investment expenses' },
    { no: '6', caption: 'Foreign tax paid' },
    { no: '7', caption: 'Foreign country or U.S. possession' },
    { no: '8', caption: 'Tax-exempt interest', field: 'box8_taxExemptInterest' },
    { no: '9', caption: 'Specified private activity bond interest' },
    { no: '10', caption: 'Market discount' },
    { no: '11', caption: 'Bond premium' },
    { no: '12', caption: 'Bond premium on Treasury obligations' },
    { no: '13', caption: 'Bond premium on tax-exempt bond' },
    { no: '14', caption: 'Tax-exempt and tax credit bond CUSIP no.' },
    { no: '15', caption: 'State', state: 'code' },
    { no: '16', caption: 'State identification no.', state: 'id' },
    { no: '17', caption: 'State tax withheld', state: 'tax' },
  ],
  DIV: [
    { no: '1a', caption: 'Total ordinary dividends', field: 'box1a_totalOrdinaryDividends' },
    { no: '1b', caption: 'Qualified dividends', field: 'box1b_qualifiedDividends' },
    { no: '2a', caption: 'Total capital gain distr.', field: 'box2a_totalCapitalGain' },
    { no: '2b', caption: 'Unrecap. Sec. 1250 gain' },
    { no: '2c', caption: 'Section 1202 gain' },
    { no: '2d', caption: 'Collectibles (28%) gain' },
    { no: '2e', caption: 'Section 897 ordinary dividends' },
    { no: '2f', caption: 'Section 897 capital gain' },
    { no: '3', caption: 'Nondividend distributions' },
    { no: '4', caption: 'Federal income tax withheld', field: 'box4_federalTaxWithheld' },
    { no: '5', caption: 'Section 199A dividends', field: 'box5_section199A' },
    { no: '6', caption: 'Investment expenses' },
    { no: '7', caption: 'Foreign tax paid', field: 'box7_foreignTaxPaid' },
    { no: '8', caption: 'Foreign country or U.S. possession' },
    { no: '9', caption: 'Cash liquidation distributions' },
    { no: '10', caption: 'Noncash liquidation distributions' },
    { no: '11', caption: 'FATCA filing requirement', check: true },
    { no: '12', caption: 'Exempt-interest dividends' },
    { no: '13', caption: 'Specified private activity bond interest dividends' },
    { no: '14', caption: 'State', state: 'code' },
    { no: '15', caption: 'State identification no.', state: 'id' },
    { no: '16', caption: 'State tax withheld', state: 'tax' },
  ],
};

const OMB_1099: Record<Irs1099Variant, string> = {
  NEC: '1545-0116',
  MISC: '1545-0115',
  INT: '1545-0112',
  DIV: '1545-0110',
};

const RECIPIENT_NOTES: Record<Irs1099Variant, string[]> = {
  NEC: [
    'You received this form instead of Form W-2 because the payer did not consider you an employee and did not withhold income tax or social security and Medicare tax.',
    'Box 1. Shows nonemployee compensation of $600 or more. Report it on Schedule C or F if you are in business; it may be subject to self-employment tax.',
  ],
  MISC: [
    'Box 1. Report rents from real estate on Schedule E. Box 2. Report royalties from oil, gas, or mineral properties, copyrights, and patents on Schedule E.',
    'Box 3. Generally, report this amount on the "Other income" line of Schedule 1 (Form 1040). Box 6. For individuals, report on Schedule C.',
  ],
  INT: [
    'Box 1. Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3.',
    'Box 2. Shows interest or principal forfeited because of early withdrawal of time savings. You may deduct this amount to figure your adjusted gross income.',
  ],
  DIV: [
    'Box 1a. Shows total ordinary dividends that are taxable. Include this amount on the "Ordinary dividends" line of Form 1040.',
    'Box 1b. Shows the portion of the amount in box 1a that may be eligible for reduced capital gains rates.',
  ],
};

function payerStatement1099(seed: number): GrammarOutput {
  const r = new Rng(seed).fork('h15-b');
  const variant = r.pick(['NEC', 'MISC', 'INT', 'DIV'] as const);
  const d = data1099(seed, variant);
  const t = truth1099(d);
  const s = pickAmountStyle(r);
  const money = (v: number) => amount(v, { ...s, zero: 'number' });
  const empty = r.pick(['blank', 'zero', 'dash', 'dollar'] as const);
  const font = r.pick(['helvetica', 'times', 'courier'] as const);
  // Courier's wide letters fit a box's caption only two boxes to a row.
  const perRow = font === 'courier' ? 2 : r.pick([2, 3, 3]);
  const main = BOXES[variant][0]?.field ?? '';
  const mainAmount = d.amounts[main] ?? 0;
  const stateCode = d.recipientAddress.state;
  const withState = r.bool(0.55);
  const stateTax = withState && r.bool(0.4) ? round2(mainAmount * r.pick([0.02, 0.03, 0.05])) : 0;
  const stateId = `${r.digits(3)}-${r.digits(4)}`;
  // Boxes the schema does not hold: mostly empty, now and then a real amount.
  const extra: Record<string, number> = {};
  if (variant === 'DIV' && r.bool(0.25)) extra['3'] = r.money(5, Math.max(10, mainAmount * 0.1));
  if (variant === 'DIV' && r.bool(0.15)) extra['12'] = r.money(5, Math.max(10, mainAmount * 0.2));
  if (variant === 'INT' && r.bool(0.2)) extra['11'] = r.money(2, Math.max(5, mainAmount * 0.05));
  if (variant === 'MISC' && r.bool(0.15)) extra['8'] = r.money(10, 400);
  const emptyShown =
    empty === 'zero' ? `${s.currency}0.00` : empty === 'dash' ? '-' : empty === 'dollar' ? '$' : '';

  const cells = BOXES_1099[variant].map((b) => {
    let value = '';
    if (b.check) value = r.pick(['[ ]', '']);
    else if (b.field) {
      const v = d.amounts[b.field];
      if (v !== undefined) value = money(v);
      else {
        value = emptyShown;
        t.fields[b.field] = empty === 'zero' ? 0 : null;
      }
    } else if (b.state) {
      if (!withState) value = b.state === 'tax' || b.state === 'income' ? emptyShown : '';
      else
        value =
          b.state === 'code'
            ? stateCode
            : b.state === 'id'
              ? variant === 'NEC' || variant === 'MISC'
                ? `${stateCode} ${stateId}`
                : stateId
              : b.state === 'tax'
                ? stateTax
                  ? money(stateTax)
                  : emptyShown
                : money(mainAmount);
    } else
      value =
        extra[b.no] !== undefined
          ? money(extra[b.no] ?? 0)
          : /country|CUSIP/.test(b.caption)
            ? ''
            : emptyShown;
    return { caption: `${b.no} ${b.caption}`, value };
  });
  const formRows = [];
  for (let i = 0; i < cells.length; i += perRow) formRows.push(cells.slice(i, i + perRow));

  const accountShown = d.account ? (r.bool(0.5) ? `****${d.account.slice(-4)}` : d.account) : null;
  t.fields.accountNumber = accountShown;
  const statementDate = `${d.year + 1}-01-${String(r.int(10, 31)).padStart(2, '0')}`;
  const phone = `1-${r.pick(['800', '866', '877', '888'])}-${r.digits(3)}-${r.digits(4)}`;
  const upper = r.bool(0.3);
  const cap = (x: string) => (upper ? x.toUpperCase() : x);

  const payer: Block = {
    kind: 'kv',
    title: cap(syn(r, ['Payer', "Payer's information", 'Issued by'])),
    style: 'stacked',
    pairs: [
      ['Name', d.payer],
      ['Street address', d.payerAddress.street],
      ['City, state and ZIP code', cityLine(d.payerAddress)],
      [syn(r, ["Payer's TIN", "Payer's federal identification number", 'Federal ID']), d.payerTIN],
      ['Telephone', phone],
    ],
  };
  const recipient: Block = {
    kind: 'kv',
    title: cap(syn(r, ['Recipient', "Recipient's information", 'Prepared for'])),
    style: 'stacked',
    pairs: [
      ['Name', d.recipient],
      ['Street address', d.recipientAddress.street],
      ['City, state and ZIP code', cityLine(d.recipientAddress)],
      [syn(r, ["Recipient's TIN", 'Taxpayer ID', "Recipient's identification number"]), d.recipientTIN],
      ...(accountShown ? [[syn(r, ['Account number', 'Account']), accountShown] as [string, string]] : []),
    ],
  };
  const parties: Block = r.bool(0.5)
    ? { kind: 'pair', left: payer, right: recipient }
    : { kind: 'pair', left: recipient, right: payer };
  const partiesFirst = r.bool(0.6);

  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.6,
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: [d.payer], size: 14, bold: true },
          {
            kind: 'text',
            lines: [`${d.payerAddress.street}  |  ${cityLine(d.payerAddress)}`, `Questions? Call ${phone}`],
            size: 8,
            color: 'grey',
          },
        ],
      },
      right: {
        kind: 'text',
        align: 'right',
        size: 8.5,
        lines: [
          `${syn(r, ['Tax year', 'Tax Year', 'Calendar year'])} ${d.year}`,
          `${syn(r, ['Statement date', 'Date prepared', 'Mailed'])} ${date(statementDate, r.pick(['us', 'long', 'short-month'] as const))}`,
          ...(accountShown ? [`Account ${accountShown}`] : []),
        ],
      },
    },
    { kind: 'rule' },
    {
      kind: 'text',
      lines: [cap(`${d.year} Form 1099-${variant}  ${TITLE[variant]}`)],
      size: 12,
      bold: true,
    },
    {
      kind: 'note',
      lines: [
        `Copy B for Recipient    OMB No. ${OMB_1099[variant]}    CORRECTED (if checked) [ ]    This is important tax information and is being furnished to the IRS.`,
      ],
      size: 7,
    },
  ];
  const form: Block = { kind: 'form', rows: formRows, captionSize: perRow === 3 ? 5.6 : 6.5, cellHeight: 27 };
  if (partiesFirst) blocks.push(parties, form);
  else blocks.push(form, parties);
  blocks.push({
    kind: 'note',
    title: 'Instructions for Recipient',
    lines: [
      `${syn(r, ["Recipient's taxpayer identification number (TIN).", 'Your TIN.'])} For your protection, this form may show only the last four digits of your TIN. However, the payer has reported your complete TIN to the IRS.`,
      ...RECIPIENT_NOTES[variant],
      'Future developments. For the latest information about developments related to this form and its instructions, such as legislation enacted after they were published, go to www.irs.gov.',
    ],
    size: 7,
    box: r.bool(0.4),
  });

  // A page listing the payments that make up the main box, totalled to it.
  if (r.bool(0.5)) {
    const n = r.int(3, 8);
    const weights = Array.from({ length: n }, () => r.int(2, 10));
    const wsum = weights.reduce((a, b) => a + b, 0);
    const parts = weights.map((w) => round2((mainAmount * w) / wsum));
    parts[n - 1] = round2(mainAmount - parts.slice(0, n - 1).reduce((a, b) => a + b, 0));
    const dateStyle = r.pick(['us', 'short-month', 'iso'] as const);
    const what: Record<Irs1099Variant, () => string> = {
      NEC: () => `${r.pick(['ACH', 'Check'])} ${r.digits(5)} - Invoice ${r.digits(4)}`,
      MISC: () => r.pick(['Rent collected', 'Royalty payment', 'Monthly payment']),
      INT: () =>
        r.pick(['Savings interest', 'Money market interest', 'Certificate interest', 'Checking interest']),
      DIV: () => r.pick(['Dividend - cash', 'Dividend reinvested', 'Ordinary dividend']),
    };
    const rows: TableRow[] = parts.map((v, i) => {
      const m = Math.min(12, 1 + Math.floor(((i + 0.5) * 12) / n));
      const day = String(r.int(1, 28)).padStart(2, '0');
      return {
        cells: [date(`${d.year}-${String(m).padStart(2, '0')}-${day}`, dateStyle), what[variant](), money(v)],
      };
    });
    rows.push({
      kind: 'subtotal',
      cells: [syn(r, ['Total', `Total ${d.year}`, 'Total reported']), '', money(mainAmount)],
    });
    blocks.push(
      { kind: 'pageBreak' },
      {
        kind: 'table',
        title: syn(r, [
          `${d.year} payment detail`,
          'Detail of amounts paid',
          'Supplemental information (not furnished to the IRS)',
        ]),
        columns: [col('Date', 1.2), col('Description', 3.5), col('Amount', 1.4, 'right')],
        rows,
        ruling: r.pick(['rules', 'none', 'zebra'] as const),
        repeatHeader: true,
      },
      {
        kind: 'text',
        lines: [
          'Amounts on this page are shown for your information; the form on page 1 is what was reported.',
        ],
        size: 7.5,
        color: 'grey',
      },
    );
  }
  return {
    blocks,
    truth: t,
    font,
    margin: 40,
    footer: (page, pages) => `${d.payer}  -  Form 1099-${variant} (${d.year})  -  Page ${page} of ${pages}`,
  };
}

// ---------------------------------------------------------------------------------------------
// h15-c: a 1040 as consumer tax software prints its "tax summary" report for the filer's records.

type LineRow = { no: string; caption: string; field: string | null; value: number | null; total?: boolean };

function returnSummary1040(seed: number): GrammarOutput {
  const r = new Rng(seed).fork('h15-c');
  const year = r.pick([2023, 2024]);
  const d = returnData(seed, year);
  const t = truth1040(d);
  const L = d.lines;
  const whole = r.bool(0.6);
  const currency = r.pick(['$', '', ''] as const);
  const negative = r.pick(['minus', 'parens'] as const);
  const money = (v: number) => {
    const body = `${currency}${Math.abs(v).toLocaleString('en-US', {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    })}`;
    return v >= 0 ? body : negative === 'parens' ? `(${body})` : `-${body}`;
  };
  const absent = r.pick(['omit', 'omit', 'zero', 'dash'] as const);
  const software = r.pick(['ClearFile Tax', 'Filewise Online', 'TaxHarbor Deluxe', 'LedgerLine Tax']);
  const maskIds = r.bool(0.7);
  const shownSSN = (x: string) => (maskIds ? masked(x, r) : x);
  const taxpayerSSN = shownSSN(d.taxpayerSSN);
  t.fields.taxpayerSSN = taxpayerSSN;
  const spouseSSN = d.spouseSSN ? shownSSN(d.spouseSSN) : null;
  t.fields.spouseSSN = spouseSSN;
  const refund = L.line35a_refund ?? 0;
  const owe = L.line36_amountYouOwe ?? 0;
  const credits = (L.line16_tax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const otherTaxes = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const deduction = L.line12_standardDeduction ?? 0;

  // A schema line the return leaves empty: left out, printed as 0 (then it is a value) or "-".
  const optional = (no: string, caption: string, field: string): LineRow | null => {
    const v = L[field];
    if (v !== undefined) return { no, caption, field, value: v };
    if (absent === 'omit') return null;
    t.fields[field] = absent === 'zero' ? 0 : null;
    return { no, caption, field, value: absent === 'zero' ? 0 : null };
  };
  const row = (no: string, caption: string, field: string | null, value: number, total = false): LineRow => ({
    no,
    caption,
    field,
    value,
    total,
  });
  const qualified =
    L.line3b_ordinaryDividends && r.bool(0.5)
      ? Math.round(L.line3b_ordinaryDividends * r.pick([0.55, 0.7, 0.85]))
      : 0;
  const taxExempt = r.bool(0.15) ? r.int(15, 900) : 0;
  const sections: { title: string; rows: (LineRow | null)[] }[] = [
    {
      title: syn(r, ['Income', 'Your income', 'Total income']),
      rows: [
        row(
          '1z',
          syn(r, ['Wages, salaries, tips', 'Wages (Forms W-2)', 'Wage income']),
          'line1z_wages',
          L.line1z_wages ?? 0,
        ),
        taxExempt ? row('2a', 'Tax-exempt interest', null, taxExempt) : null,
        optional('2b', syn(r, ['Taxable interest', 'Interest income']), 'line2b_taxableInterest'),
        qualified ? row('3a', 'Qualified dividends', null, qualified) : null,
        optional('3b', syn(r, ['Ordinary dividends', 'Dividend income']), 'line3b_ordinaryDividends'),
        optional('7', syn(r, ['Capital gain or (loss)', 'Capital gains (losses)']), 'line7_capitalGain'),
        optional('8', syn(r, ['Other income (Schedule 1)', 'Additional income']), 'line8_additionalIncome'),
        row(
          '9',
          syn(r, ['Total income', 'Total income']),
          'line9_totalIncome',
          L.line9_totalIncome ?? 0,
          true,
        ),
      ],
    },
    {
      title: syn(r, ['Adjustments', 'Adjustments to income']),
      rows: [
        optional(
          '10',
          syn(r, ['Adjustments to income (Schedule 1)', 'Total adjustments']),
          'line10_adjustments',
        ),
        row(
          '11',
          syn(r, ['Adjusted gross income', 'Adjusted gross income (AGI)']),
          'line11_agi',
          L.line11_agi ?? 0,
          true,
        ),
      ],
    },
    {
      title: syn(r, ['Deductions', 'Deductions and taxable income']),
      rows: [
        row(
          '12',
          syn(r, ['Standard deduction', 'Standard or itemized deduction']),
          'line12_standardDeduction',
          deduction,
        ),
        absent === 'zero' ? row('13', 'Qualified business income deduction', null, 0) : null,
        row('14', 'Total deductions', null, deduction),
        row('15', 'Taxable income', 'line15_taxableIncome', L.line15_taxableIncome ?? 0, true),
      ],
    },
    {
      title: syn(r, ['Tax and credits', 'Tax, credits and other taxes']),
      rows: [
        row('16', syn(r, ['Tax', 'Income tax']), 'line16_tax', L.line16_tax ?? 0),
        credits ? row('19', 'Child tax credit / credit for other dependents', null, credits) : null,
        credits ? row('21', 'Total credits', null, credits) : null,
        row(
          '22',
          syn(r, ['Tax after credits', 'Tax less credits']),
          'line22_taxAfterCredits',
          L.line22_taxAfterCredits ?? 0,
        ),
        otherTaxes ? row('23', 'Other taxes (Schedule 2)', null, otherTaxes) : null,
        row(
          '24',
          syn(r, ['Total tax', 'Total tax liability']),
          'line24_totalTax',
          L.line24_totalTax ?? 0,
          true,
        ),
      ],
    },
    {
      title: syn(r, ['Payments', 'Payments and withholding']),
      rows: [
        row(
          '25a',
          syn(r, ['Withholding from Forms W-2', 'Federal tax withheld (W-2)']),
          'line25a_w2Withholding',
          L.line25a_w2Withholding ?? 0,
        ),
        optional(
          '25b',
          syn(r, ['Withholding from Forms 1099', 'Federal tax withheld (1099)']),
          'line25b_1099Withholding',
        ),
        row('25d', 'Total federal withholding', 'line25d_totalWithholding', L.line25d_totalWithholding ?? 0),
        optional(
          '26',
          syn(r, ['Estimated tax payments', 'Estimated payments and prior-year overpayment applied']),
          'line26_estimatedPayments',
        ),
        row(
          '33',
          syn(r, ['Total payments', 'Total payments and credits']),
          'line32_totalPayments',
          L.line32_totalPayments ?? 0,
          true,
        ),
      ],
    },
  ];
  const result: (LineRow | null)[] = [];
  if (refund) {
    result.push(
      row('34', syn(r, ['Amount overpaid', 'Overpayment']), 'line33_overpayment', L.line33_overpayment ?? 0),
    );
    result.push(row('35a', syn(r, ['Refund', 'Amount refunded to you']), 'line35a_refund', refund, true));
    if (absent === 'zero') result.push(row('36', `Applied to ${year + 1} estimated tax`, null, 0));
    if (absent !== 'omit') {
      result.push({
        no: '37',
        caption: 'Amount you owe',
        field: 'line36_amountYouOwe',
        value: absent === 'zero' ? 0 : null,
      });
      t.fields.line36_amountYouOwe = absent === 'zero' ? 0 : null;
    }
  } else {
    if (absent !== 'omit') {
      const z = absent === 'zero' ? 0 : null;
      result.push({ no: '34', caption: 'Amount overpaid', field: 'line33_overpayment', value: z });
      result.push({ no: '35a', caption: 'Refund', field: 'line35a_refund', value: z });
      t.fields.line33_overpayment = z;
      t.fields.line35a_refund = z;
      t.fields.line34_refundAmount = z;
    }
    result.push(row('37', syn(r, ['Amount you owe', 'Balance due']), 'line36_amountYouOwe', owe, true));
  }
  sections.push({
    title: refund ? syn(r, ['Refund', 'Your refund']) : syn(r, ['Amount owed', 'Balance due']),
    rows: result,
  });

  const lineStyle = r.pick(['first', 'middle', 'caption'] as const);
  const lineHead = syn(r, ['Line', '1040 line', 'Form line']);
  const columns =
    lineStyle === 'first'
      ? [col(lineHead, 0.9), col('', 5), col(String(year), 1.6, 'right')]
      : lineStyle === 'middle'
        ? [col('', 5), col(lineHead, 0.9, 'center'), col(String(year), 1.6, 'right')]
        : [col('', 5.9), col(syn(r, ['Amount', String(year)]), 1.6, 'right')];
  const tableRows = (rows: (LineRow | null)[]): TableRow[] =>
    rows
      .filter((x): x is LineRow => x !== null)
      .map((x) => {
        const v = x.value === null ? '-' : money(x.value);
        const cells =
          lineStyle === 'first'
            ? [x.no, x.caption, v]
            : lineStyle === 'middle'
              ? [x.caption, x.no, v]
              : [`${x.caption} (line ${x.no})`, v];
        return x.total ? { cells, kind: 'subtotal' as const } : { cells };
      });

  const names = d.spouse
    ? `${d.taxpayer.firstName} ${d.taxpayer.lastName} and ${d.spouse.firstName} ${d.spouse.lastName}`
    : `${d.taxpayer.firstName} ${d.taxpayer.lastName}`;
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.62,
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: [software], size: 9, color: 'grey' },
          {
            kind: 'text',
            lines: [
              syn(r, [
                `${year} Federal Tax Summary`,
                `Your ${year} Tax Return Summary`,
                `${year} Return at a Glance`,
              ]),
            ],
            size: 15,
            bold: true,
          },
          { kind: 'text', lines: [`Form 1040 - U.S. Individual Income Tax Return`], size: 8.5 },
        ],
      },
      right: {
        kind: 'text',
        align: 'right',
        size: 8,
        lines: [
          `Prepared for ${names}`,
          r.pick([
            `Status: Accepted by the IRS ${date(`${year + 1}-0${r.int(2, 4)}-${String(r.int(10, 28))}`, 'us')}`,
            'Status: Ready to file',
            `E-filed ${date(`${year + 1}-0${r.int(2, 4)}-${String(r.int(10, 28))}`, 'short-month')}`,
          ]),
          `Submission ID ${r.digits(6)}${year + 1}${r.digits(3)}${r.digits(7)}`,
        ],
      },
    },
    { kind: 'rule' },
  ];
  const identity: [string, string][] = [
    [syn(r, ['Taxpayer', 'Your name', 'Primary taxpayer']), `${d.taxpayer.firstName} ${d.taxpayer.lastName}`],
    [syn(r, ['SSN', 'Social security number']), taxpayerSSN],
    ...(d.spouse && spouseSSN
      ? ([
          ['Spouse', `${d.spouse.firstName} ${d.spouse.lastName}`],
          ["Spouse's SSN", spouseSSN],
        ] as [string, string][])
      : []),
    ['Address', d.taxpayer.address.street],
    ['City, state, ZIP', cityLine(d.taxpayer.address)],
    [syn(r, ['Filing status', 'Filing status']), d.status],
    ['Dependents claimed', String(d.dependents.length)],
  ];
  const effective = (L.line11_agi ?? 0) > 0 ? ((L.line24_totalTax ?? 0) / (L.line11_agi ?? 1)) * 100 : 0;
  const bracket = [10, 12, 22, 24, 32, 35, 37].find((b, k, all) => {
    const taxable = L.line15_taxableIncome ?? 0;
    const tops = d.spouse
      ? [23_200, 94_300, 201_050, 383_900, 487_450, 731_200]
      : [11_600, 47_150, 100_525, 191_950, 243_725, 609_350];
    return k === all.length - 1 || taxable <= (tops[k] ?? Infinity);
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: syn(r, ['Taxpayer information', 'Who is filing']),
      style: r.pick(['aligned', 'colon'] as const),
      pairs: identity,
    },
    right: {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [
            refund
              ? `${syn(r, ['Federal refund', 'Your federal refund'])}: ${money(refund)}`
              : `${syn(r, ['Federal amount you owe', 'Federal balance due'])}: ${money(owe)}`,
          ],
          size: 13,
          bold: true,
        },
        {
          kind: 'kv',
          style: 'aligned',
          pairs: [
            ['Effective tax rate', `${effective.toFixed(2)}%`],
            ['Tax bracket', `${bracket ?? 10}%`],
            ...(r.bool(0.5)
              ? ([['Adjusted gross income', money(L.line11_agi ?? 0)]] as [string, string][])
              : []),
          ],
        },
      ],
    },
  });
  if (r.bool(0.4)) blocks.push({ kind: 'pageBreak' });
  for (const sec of sections)
    blocks.push({
      kind: 'table',
      title: sec.title,
      columns,
      rows: tableRows(sec.rows),
      ruling: r.pick(['rules', 'none'] as const),
      repeatHeader: true,
    });

  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [
        col('Name', 3),
        col('SSN', 1.6),
        col('Relationship', 1.4),
        col('Child tax credit', 1.3, 'center'),
      ],
      rows: d.dependents.map((x) => ({
        cells: [
          `${x.firstName} ${x.lastName}`,
          shownSSN(x.ssn),
          x.relationship,
          x.childTaxCredit ? 'Yes' : 'No',
        ],
      })),
      ruling: 'rules',
      repeatHeader: true,
    });
  if (d.routing && d.account && d.accountType) {
    const acct = r.bool(0.5) ? `${'X'.repeat(d.account.length - 4)}${d.account.slice(-4)}` : d.account;
    t.fields.line35d_accountNumber = acct;
    blocks.push({
      kind: 'kv',
      title: syn(r, ['Direct deposit', 'How you get your refund']),
      style: 'colon',
      pairs: [
        ['Routing number', d.routing],
        ['Account number', acct],
        ['Account type', d.accountType],
      ],
    });
  } else if (owe)
    blocks.push({
      kind: 'note',
      lines: [
        `Pay ${money(owe)} by April 15, ${year + 1} to avoid interest and penalties. You chose to pay by ${r.pick(['check with Form 1040-V', 'electronic funds withdrawal', 'IRS Direct Pay'])}.`,
      ],
      size: 8,
    });
  if (r.bool(0.4)) {
    const st = d.taxpayer.address.state;
    const stTax = Math.round((L.line15_taxableIncome ?? 0) * r.pick([0.03, 0.045, 0.05]));
    blocks.push({
      kind: 'kv',
      title: `${st} state return`,
      style: 'leaders',
      pairs: [
        ['State taxable income', money(Math.round((L.line11_agi ?? 0) * 0.93))],
        ['State tax', money(stTax)],
        ['State withholding', money(Math.round(stTax * r.pick([0.9, 1.1, 1.2])))],
      ],
    });
  }
  if (r.bool(0.35)) {
    const quarter = Math.round((L.line24_totalTax ?? 0) / 4);
    blocks.push({
      kind: 'table',
      title: `${year + 1} estimated tax vouchers (Form 1040-ES)`,
      columns: [col('Voucher', 1), col('Due', 2), col('Amount', 1.5, 'right')],
      rows: [`04/15/${year + 1}`, `06/15/${year + 1}`, `09/15/${year + 1}`, `01/15/${year + 2}`].map(
        (due, k) => ({
          cells: [String(k + 1), due, money(quarter)],
        }),
      ),
      ruling: 'none',
      repeatHeader: true,
    });
  }
  blocks.push({
    kind: 'note',
    lines: [
      'This summary is for your records and is not a copy of your return. Keep a copy of your complete return and all supporting documents for at least three years.',
      `You will need your adjusted gross income to sign next year's return electronically.`,
    ],
    size: 7,
  });
  return {
    blocks,
    truth: t,
    font: r.pick(['helvetica', 'times'] as const),
    margin: 40,
    footer: (page, pages) => `${software}  |  ${names}  |  Page ${page} of ${pages}`,
    runningHeader: (p) =>
      p.text(`${year} Federal Tax Summary - ${names} (continued)`, 40, 24, { size: 8, color: GREY }),
  };
}

// ---------------------------------------------------------------------------------------------
// h15-d: a bank card statement in the regulated US shape: summary and payment box with the
// warnings, a detachable coupon closing page 1, then one running list of transactions in posting
// order, the period's fee and interest totals, the year's totals and the interest calculation.

function cardCouponStatement(seed: number): GrammarOutput {
  const d = cardData(seed);
  const r = new Rng(seed).fork('h15-d');
  const fields = cardStatementFields(d);
  const negative = r.pick(['minus', 'trailing-minus', 'cr'] as const);
  const s: AmountStyle = { currency: '$', thousands: true, negative, zero: 'number' };
  const money = (v: number) => amount(v, s);
  const bare = (v: number) => amount(v, { ...s, currency: '' });
  const signedSummary = r.bool(0.5);
  const rowDates = r.pick(['month-day', 'us-short-year'] as const);
  const headDates = r.pick(['us', 'us-short-year', 'short-month'] as const);
  const postFirst = r.bool(0.4);
  const withRef = r.bool(0.65);
  const ending = r.pick([
    `Account number ending in ${d.last4}`,
    `Account Number: XXXX XXXX XXXX ${d.last4}`,
    `Card ending ${d.last4}`,
  ]);
  const product = r.pick(['Visa Signature', 'World Mastercard', 'Platinum', 'Rewards Card']);
  const cashApr = round2(d.apr + r.pick([3, 5, 6]));
  const cashLine = Math.round((d.limit * r.pick([0.2, 0.3, 0.5])) / 100) * 100;
  const period = `${date(d.start, headDates)} - ${date(d.end, headDates)}`;

  const summaryPairs: [string, string][] = [
    [syn(r, ['Previous Balance', 'Previous balance']), money(d.previous)],
    [
      syn(r, ['Payments, Credits', 'Payments and Other Credits', 'Payments/Credits']),
      signedSummary ? `-${money(d.payments)}` : money(d.payments),
    ],
    [
      syn(r, ['Purchases', 'Purchases and Adjustments']),
      signedSummary ? `+${money(d.purchases)}` : money(d.purchases),
    ],
    ['Balance Transfers', signedSummary ? `+${money(0)}` : money(0)],
    ['Cash Advances', signedSummary ? `+${money(0)}` : money(0)],
    [syn(r, ['Fees Charged', 'Fees']), signedSummary ? `+${money(d.fees)}` : money(d.fees)],
    [
      syn(r, ['Interest Charged', 'Interest Charge']),
      signedSummary ? `+${money(d.interest)}` : money(d.interest),
    ],
    [syn(r, ['New Balance', 'New Balance Total']), money(d.newBalance)],
  ];
  const creditPairs: [string, string][] = [
    [syn(r, ['Credit Limit', 'Credit Access Line', 'Total Credit Line']), money(d.limit)],
    ['Available Credit', money(d.available)],
    ['Cash Access Line', money(cashLine)],
    ['Available for Cash', money(Math.min(cashLine, d.available))],
    ['Days in Billing Cycle', '30'],
  ];
  const dueLong = date(d.due, r.pick(['long', 'us'] as const));
  const paymentBox: Block = {
    kind: 'stack',
    blocks: [
      {
        kind: 'kv',
        title: syn(r, ['Payment Information', 'PAYMENT INFORMATION', 'Your Payment']),
        style: 'aligned',
        box: true,
        pairs: [
          ['New Balance', money(d.newBalance)],
          [syn(r, ['Minimum Payment Due', 'Minimum Payment']), money(d.minimum)],
          ['Payment Due Date', dueLong],
        ],
      },
      {
        kind: 'note',
        lines: [
          `Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $${r.pick(['30.00', '41.00', '40.00'])} and your APRs may be increased up to the Penalty APR of 29.99%.`,
        ],
        size: 7,
      },
    ],
  };
  const blocks: Block[] = [
    {
      kind: 'pair',
      split: 0.55,
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: [d.issuer], size: 15, bold: true },
          { kind: 'text', lines: [product], size: 9, color: 'grey' },
        ],
      },
      right: {
        kind: 'text',
        align: 'right',
        size: 8.5,
        lines: [
          `${syn(r, ['Opening/Closing Date', 'Statement Period', 'Billing Period'])} ${period}`,
          ending,
        ],
      },
    },
    { kind: 'rule' },
    {
      kind: 'text',
      lines: [
        d.holder.name.toUpperCase(),
        d.holder.address.street.toUpperCase(),
        cityLine(d.holder.address).toUpperCase(),
      ],
      size: 9.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      left: {
        kind: 'stack',
        blocks: [
          {
            kind: 'kv',
            title: syn(r, ['Account Summary', 'ACCOUNT SUMMARY']),
            style: 'aligned',
            pairs: summaryPairs,
          },
          { kind: 'kv', style: 'aligned', pairs: creditPairs, size: 8 },
        ],
      },
      right: paymentBox,
    },
  ];
  if (d.newBalance > 100) {
    const years = r.int(9, 24);
    const minTotal = Math.round(d.newBalance * r.pick([1.7, 2.1, 2.6]));
    const threeYear = Math.round((d.newBalance * 1.34) / 36);
    blocks.push({
      kind: 'table',
      title: 'Minimum Payment Warning',
      columns: [
        col('If you make no additional charges\nusing this card and each month\nyou pay...', 4),
        col('You will pay off the balance\nshown on this statement\nin about...', 2.4),
        col('And you will end up\npaying an estimated\ntotal of...', 2.2, 'right'),
      ],
      rows: [
        { cells: ['Only the minimum payment', `${years} years`, `$${minTotal.toLocaleString('en-US')}`] },
        {
          cells: [
            `$${threeYear.toLocaleString('en-US')}`,
            '3 years',
            `$${(threeYear * 36).toLocaleString('en-US')} (Savings = $${Math.max(0, minTotal - threeYear * 36).toLocaleString('en-US')})`,
          ],
        },
      ],
      ruling: 'grid',
      repeatHeader: false,
      size: 7.5,
    });
  }
  if (r.bool(0.5))
    blocks.push({
      kind: 'kv',
      title: syn(r, ['Rewards Summary', 'Your Rewards']),
      style: 'leaders',
      pairs: [
        ['Points earned on purchases', String(Math.round(d.purchases * r.pick([1, 1.5, 2])))],
        ['Bonus points', String(r.pick([0, 250, 500]))],
        ['Total points available', r.int(2000, 90000).toLocaleString('en-US')],
      ],
    });
  // The coupon closes page 1; transactions start on page 2.
  blocks.push(
    { kind: 'rule' },
    {
      kind: 'text',
      lines: [
        `Please detach and return this portion with your payment. Make your check payable to ${d.issuer}.`,
      ],
      size: 7,
      color: 'grey',
    },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        size: 8.5,
        lines: [
          d.holder.name.toUpperCase(),
          d.holder.address.street.toUpperCase(),
          cityLine(d.holder.address).toUpperCase(),
          '',
          `${d.issuer.toUpperCase()}`,
          `P.O. BOX ${r.int(1000, 99999)}`,
          r.pick(['WILMINGTON, DE 19886', 'CAROL STREAM, IL 60197', 'PHOENIX, AZ 85062']),
        ],
      },
      right: {
        kind: 'form',
        rows: [
          [{ caption: 'Account number', value: `XXXX XXXX XXXX ${d.last4}` }],
          [
            { caption: 'Payment Due Date', value: date(d.due, 'us') },
            { caption: 'New Balance', value: money(d.newBalance) },
          ],
          [
            { caption: 'Minimum Payment Due', value: money(d.minimum) },
            { caption: 'Amount Enclosed', value: '$' },
          ],
        ],
        cellHeight: 24,
      },
    },
    { kind: 'pageBreak' },
  );

  const rows: TableRow[] = d.txs.map((x) => {
    const credit = x.type === 'payment' || x.type === 'refund';
    const amt = bare(credit ? -x.amount : x.amount);
    const dates = postFirst
      ? [date(x.postDate, rowDates), date(x.date, rowDates)]
      : [date(x.date, rowDates), date(x.postDate, rowDates)];
    const ref = `${r.digits(4)}${r.pick(['A', 'K', 'P', 'Q', 'Z'])}${r.digits(3)}${r.pick(['M', 'X', 'W', 'T'])}${r.digits(3)}`;
    return { cells: withRef ? [...dates, ref, x.description, amt] : [...dates, x.description, amt] };
  });
  const dateCols = postFirst
    ? [col('Post\nDate', 0.8), col('Trans\nDate', 0.8)]
    : [col('Trans\nDate', 0.8), col('Post\nDate', 0.8)];
  const rowDatesWide = rowDates === 'us-short-year' ? 1 : 0.8;
  dateCols.forEach((c) => (c.weight = rowDatesWide));
  blocks.push({
    kind: 'table',
    title: syn(r, ['Transactions', 'ACCOUNT ACTIVITY', 'Transaction Detail']),
    columns: [
      ...dateCols,
      ...(withRef ? [col('Reference\nNumber', 1.5)] : []),
      col('Description', 4.2),
      col('Amount', 1.2, 'right'),
    ],
    rows,
    ruling: r.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: r.bool(0.7),
    continuedNote: 'Continued on next page',
    size: 8,
  });
  blocks.push({
    kind: 'kv',
    style: 'aligned',
    pairs: [
      [syn(r, ['TOTAL FEES FOR THIS PERIOD', 'Total fees charged this period']), money(d.fees)],
      [syn(r, ['TOTAL INTEREST FOR THIS PERIOD', 'Total interest charged this period']), money(d.interest)],
    ],
  });
  const ytdYear = d.end.slice(0, 4);
  const month = Number(d.end.slice(5, 7));
  blocks.push({
    kind: 'kv',
    title: `${ytdYear} Totals Year-to-Date`,
    style: 'aligned',
    box: true,
    pairs: [
      [
        `Total fees charged in ${ytdYear}`,
        money(round2(d.fees + r.pick([0, 0, 39, 78]) * Math.min(1, month - 1))),
      ],
      [
        `Total interest charged in ${ytdYear}`,
        money(round2(d.interest + d.interest * r.int(0, month - 1) * 0.9)),
      ],
    ],
  });
  const subject = d.interest > 0 ? round2((d.interest * 36500) / (d.apr * 30)) : 0;
  blocks.push({
    kind: 'table',
    title: 'Interest Charge Calculation',
    columns: [
      col('Type of Balance', 2.2),
      col('Annual Percentage\nRate (APR)', 1.6, 'right'),
      col('Balance Subject\nto Interest Rate', 1.8, 'right'),
      col('Interest\nCharge', 1.3, 'right'),
    ],
    rows: [
      { cells: ['Purchases', `${d.apr.toFixed(2)}% (v)`, money(subject), money(d.interest)] },
      { cells: ['Cash Advances', `${cashApr.toFixed(2)}% (v)`, money(0), money(0)] },
      { cells: ['Balance Transfers', `${d.apr.toFixed(2)}% (v)`, money(0), money(0)] },
    ],
    ruling: 'rules',
    repeatHeader: true,
  });
  blocks.push({
    kind: 'note',
    title: 'Important Information',
    lines: [
      '(v) = Variable Rate. Your APRs may vary with the market based on the Prime Rate. Interest is calculated using the average daily balance method (including new transactions).',
      'Billing Rights Summary: If you think there is an error on your statement, write to us within 60 days after we sent you the first statement on which the error appeared. You do not have to pay any amount in question while we are investigating.',
      `Payments received by 5 p.m. Eastern Time on a business day are credited as of that day.`,
    ],
    size: 7,
  });

  return {
    blocks,
    truth: {
      documentType: 'credit_card_statement',
      fields,
      transactions: d.txs.map((x) => ({
        transactionDate: x.date,
        postDate: x.postDate,
        description: x.description,
        transactionType: x.type,
        amount: x.amount,
      })),
    },
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: 38,
    footer: (page, pages) => `Page ${page} of ${pages}    Statement Closing Date ${date(d.end, 'us')}`,
    runningHeader: (p) => {
      p.text(d.holder.name.toUpperCase(), 38, 22, { size: 8 });
      p.text(ending, p.width - 38, 22, { size: 8, align: 'right' });
    },
  };
}

export const H15_FAMILIES: WrittenFamilies = {
  w2: { 'h15-a': w2Portal },
  irs_1099: { 'h15-b': payerStatement1099 },
  irs_1040: { 'h15-c': returnSummary1040 },
  credit_card_statement: { 'h15-d': cardCouponStatement },
};
