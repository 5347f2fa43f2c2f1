// Tuned W-2, 1099 and 1040 layout families written by a helper who does not run the engine
// (session 14, decision 222), so the tuners meet layouts they did not design. Modelled on
// presentations real forms use in general. Tuned: tests and tuning loops may use them.
//
// W-2:
// - employee-copy-instructions: a payroll provider's employee W-2 page: one or two copies of the
//   form (Copy B, then Copy C) as captioned cells in the form's geography with the captions
//   abbreviated as small prints do ("1 Wages, tips, other comp."), box 12 as a code and amount in
//   one cell ("D   4,500.00"), box 13's three check boxes as three cells marked X or [X]/[ ], an
//   empty box blank or (one time in four) 0.00, then the back of the form printed below:
//   "Notice to Employee" and "Instructions for Employee" in two columns, whose box-by-box notes
//   quote box numbers, box 12 codes and dollar limits ($50,000, $5,000) that are no value of this W-2.
// - year-end-tax-groups: a payroll provider's year-end wage and tax summary: the employer's and
//   the employee's identity at the top (an employee ID that is no field, the SSN masked), then the
//   W-2's amounts grouped by tax in titled sections side by side (Federal, Social Security,
//   Medicare, Benefits, State and Local), each amount named in words with the box after it
//   ("Federal taxable wages (Box 1)"), before it ("Box 1 - ..."), or not at all; the Federal
//   section starts from gross earnings and the pre-tax 401(k) that are no box, box 12 as "Code D -
//   401(k) deferrals", box 13 as "Retirement plan participant: Yes".
//
// 1099:
// - fund-detail-totals: a fund company's (1099-DIV) or a bank's (1099-INT) year-end detail: the
//   payer's letterhead and the recipient's window address, then ONE table with a row per fund or
//   account (fund number and name, or account type and masked number) and a column per box headed
//   by its number and caption, columns the schema does not hold among them (3 Nondividend
//   distributions, 12 Exempt-interest dividends, a bank's balance at year end), and a total row that is
//   the form: the truth is the totals. One time in three the totals are also listed above the table
//   as "Box 1a Total ordinary dividends .... 1,234.56".
// - payee-letter-monthly-payments: a payer's year-end letter to a contractor (1099-NEC) or a
//   property manager's to an owner (1099-MISC rents): letterhead, the payee's window address, a
//   letter naming the total paid, a month-by-month table of payments whose total is the form's
//   main box (the manager's table also has management fees and net paid to the owner, no boxes),
//   and the Copy B form as captioned cells with the state boxes (state tax withheld, state income)
//   filled, in either order (letter first or form first).
//
// 1040:
// - efile-authorization-packet: the pages a preparer or tax program hands over for signing an
//   e-filed return: "Filing Instructions" (the clients' address block, a short summary of the
//   return in the program's words, the refund's direct deposit or the balance due), a Form 1040-V
//   payment voucher when money is owed, and Form 8879 (IRS e-file Signature Authorization) whose
//   Part I lists the return's figures on the 8879's OWN line numbers 1-5, each caption naming the
//   1040 line it comes from ("1 Adjusted gross income (Form 1040, 1040-SR, or 1040-NR, line 11)"),
//   in whole dollars, with the declaration's PIN, EFIN and submission id digits around it. Only
//   the figures and parties printed are the truth.
// - form-cells-small-captions: Form 1040 as a form-filling program redraws it: every line a row
//   of boxed cells, the line's number and caption printed small in the top corner of a wide cell
//   and again in its amount cell ("1a"), the amount under it; paired lines ("2a Tax-exempt
//   interest | 2b Taxable interest") and the blank 1b-1i lines two to a row; the lines the schema
//   does not name printed with their values (1a, 3a qualified dividends, 14, 18, 19, 21, 23), the
//   identity and dependents as captioned cells, the filing statuses as check-box lines beside a
//   boxed standard deduction chart ($14,600 / $29,200 / $21,900: no value of the return), the
//   digital-asset question, and the sign-here and paid-preparer cells (PTIN, firm EIN); the cells
//   flow over three pages. A zero prints "0", "-0-" or nothing (then the truth has it empty).
import { MONTHS, cityLine, person } from '../fake-data';
import { Rng, round2 } from '../random';
import type { GroundTruth } from '../truth';
import { returnData, truth1040 } from '../types/irs-1040';
import { BOXES, data1099, truth1099 } from '../types/irs-1099';
import { w2Data, w2Truth, type W2Data } from '../types/w2';
import { col, type Block, type FormCell, type KvBlock, type TableRow } from './compose';
import { pickAmountStyle, plain, signedPlain, type AmountStyle } from './style';
import { keepOnly } from './written-forms';
import type { GrammarOutput, WrittenFamilies } from './types';

/** A W-2's amount in one of the money styles payroll programs print (no sign: boxes are never negative). */
function w2Money(k: Rng): (v: number) => string {
  const m: AmountStyle = {
    ...pickAmountStyle(k),
    currency: k.pick(['', '', '$']) as AmountStyle['currency'],
  };
  return (v) => plain(v, m);
}

/**
 * Optional boxes real W-2s carry that the shared data leaves out: allocated tips (box 8, never in
 * boxes 1, 3, 5 or 7) and a nonqualified plan distribution (box 11, already inside boxes 1 and 5).
 */
function withOptionalBoxes(d: W2Data, k: Rng): W2Data {
  if (k.bool(0.15)) d.boxes.box8_allocatedTips = k.money(200, 3_000);
  if (k.bool(0.15))
    d.boxes.box11_nonqualifiedPlans = round2((d.boxes.box1_wages ?? 0) * k.pick([0.02, 0.05]));
  return d;
}

// ------------------------------------------------------------------------------------------------
// W-2: employee-copy-instructions

const COPY_LINES = [
  "Copy B - To Be Filed With Employee's FEDERAL Tax Return.",
  "Copy C - For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)",
  "Copy 2 - To Be Filed With Employee's State, City, or Local Income Tax Return.",
];

/** The back of Copy B/C, shortened: notes that quote box numbers, codes and limits, never this W-2's values. */
function employeeInstructions(year: number): { notice: string[]; instructions: string[] } {
  return {
    notice: [
      'Do you have to file? Refer to the Instructions for Forms 1040 and 1040-SR to determine if you are required to file a tax return. Even if you do not have to file a tax return, you may be eligible for a refund if box 2 shows an amount or if you are eligible for any credit.',
      `Earned income credit (EIC). You may be able to take the EIC for ${year} if your adjusted gross income (AGI) is less than a certain amount. The amount of the credit is based on income and family size.`,
      'Clergy and religious workers. If you are not subject to social security and Medicare taxes, see Pub. 517.',
      'Corrections. If your name, SSN, or address is incorrect, correct Copies B, C, and 2 and ask your employer to correct your employment record.',
    ],
    instructions: [
      'Box 1. Enter this amount on the wages line of your tax return.',
      'Box 2. Enter this amount on the federal income tax withheld line of your tax return.',
      'Box 5. You may be required to report this amount on Form 8959, Additional Medicare Tax. See the Instructions for Forms 1040 and 1040-SR to determine if you are required to complete Form 8959.',
      'Box 8. This amount is not included in box 1, 3, 5, or 7.',
      'Box 10. This amount includes the total dependent care benefits that your employer paid to you or incurred on your behalf. Any amount over $5,000 is also included in box 1.',
      'Box 12. The following list explains the codes shown in box 12.',
      'C - Taxable cost of group-term life insurance over $50,000 (included in boxes 1, 3 (up to the social security wage base), and 5).',
      'D - Elective deferrals to a section 401(k) cash or deferred arrangement. Also includes deferrals under a SIMPLE retirement account that is part of a section 401(k) arrangement.',
      'E - Elective deferrals under a section 403(b) salary reduction agreement.',
      'W - Employer contributions (including amounts the employee elected to contribute using a section 125 (cafeteria) plan) to your health savings account.',
      'DD - Cost of employer-sponsored health coverage. The amount reported with code DD is not taxable.',
      "Box 13. If the 'Retirement plan' box is checked, special limits may apply to the amount of traditional IRA contributions you may deduct.",
      'Box 14. Employers may use this box to report information such as state disability insurance taxes withheld, union dues, uniform payments, or health insurance premiums deducted.',
    ],
  };
}

/** Abbreviated captions as small W-2 prints carry them, two wordings each. */
const SHORT_CAPTIONS: Record<string, [string, string]> = {
  box1_wages: ['1 Wages, tips, other comp.', '1 Wages, tips, other compensation'],
  box2_federalTaxWithheld: ['2 Federal income tax withheld', '2 Fed. income tax withheld'],
  box3_socialSecurityWages: ['3 Social security wages', '3 Soc. sec. wages'],
  box4_socialSecurityTaxWithheld: ['4 Social security tax withheld', '4 Soc. sec. tax withheld'],
  box5_medicareWages: ['5 Medicare wages and tips', '5 Medicare wages & tips'],
  box6_medicareTaxWithheld: ['6 Medicare tax withheld', '6 Medicare tax withheld'],
  box7_socialSecurityTips: ['7 Social security tips', '7 Soc. sec. tips'],
  box8_allocatedTips: ['8 Allocated tips', '8 Allocated tips'],
  box10_dependentCareBenefits: ['10 Dependent care benefits', '10 Dependent care benefits'],
  box11_nonqualifiedPlans: ['11 Nonqualified plans', '11 Nonqualified plans'],
};

/** One copy of the W-2 as captioned cells in the form's geography (ids and parties left, amounts right). */
function employeeCopyCells(
  d: W2Data,
  $: (v: number) => string,
  words: 0 | 1,
  emptyBox: string,
  mark: (on: boolean) => string,
): FormCell[][] {
  const amountCell = (field: string): FormCell => {
    const v = d.boxes[field];
    return { caption: SHORT_CAPTIONS[field]![words], value: v === undefined ? emptyBox : $(v), weight: 1 };
  };
  const box12 = (i: number): FormCell => {
    const b = d.box12[i];
    return {
      caption: `12${'abcd'[i]} ${i === 0 ? 'See instructions for box 12' : ''}`.trim(),
      value: b ? `${b.code}   ${$(b.amount)}` : '',
      weight: 1,
    };
  };
  const er = d.employerAddress;
  const emp = d.employee;
  const rows: FormCell[][] = [
    [
      { caption: "a Employee's social security number", value: d.employeeSSN, weight: 2 },
      amountCell('box1_wages'),
      amountCell('box2_federalTaxWithheld'),
    ],
    [
      { caption: 'b Employer identification number (EIN)', value: d.employerEIN, weight: 2 },
      amountCell('box3_socialSecurityWages'),
      amountCell('box4_socialSecurityTaxWithheld'),
    ],
    [
      {
        caption: "c Employer's name, address, and ZIP code",
        value: '',
        lines: [d.employer, er.street, cityLine(er)],
        weight: 2,
      },
      amountCell('box5_medicareWages'),
      amountCell('box6_medicareTaxWithheld'),
    ],
    [
      { caption: 'd Control number', value: d.control ?? '', weight: 2 },
      amountCell('box7_socialSecurityTips'),
      amountCell('box8_allocatedTips'),
    ],
    [
      {
        caption: "e/f Employee's name, address, and ZIP code",
        value: '',
        lines: [emp.name, emp.address.street, cityLine(emp.address)],
        weight: 2,
      },
      { caption: '9', value: '', weight: 1 },
      amountCell('box10_dependentCareBenefits'),
    ],
    [{ ...amountCell('box11_nonqualifiedPlans'), weight: 2 }, box12(0), box12(1)],
    // Box 13's three check boxes, each under its own caption.
    [
      { caption: '13 Statutory employee', value: mark(d.box13.statutory), weight: 0.66 },
      { caption: 'Retirement plan', value: mark(d.box13.retirement), weight: 0.67 },
      { caption: 'Third-party sick pay', value: mark(d.box13.sickPay), weight: 0.67 },
      box12(2),
      box12(3),
    ],
    [
      {
        caption: '14 Other',
        value: '',
        lines: d.box14.length ? d.box14.map((b) => `${b.description}   ${$(b.amount)}`) : [''],
        weight: 1,
      },
    ],
  ];
  const states = d.states.length ? d.states : [null];
  for (const s of states)
    rows.push([
      { caption: '15 State', value: s?.state ?? '', weight: 0.55 },
      { caption: "Employer's state ID number", value: s?.employerStateId ?? '', weight: 1.2 },
      { caption: '16 State wages, tips', value: s ? $(s.stateWages) : '', weight: 1 },
      { caption: '17 State income tax', value: s ? $(s.stateIncomeTax) : '', weight: 1 },
      { caption: '18 Local wages, tips', value: s?.localWages ? $(s.localWages) : '', weight: 1 },
      { caption: '19 Local income tax', value: s?.localIncomeTax ? $(s.localIncomeTax) : '', weight: 1 },
      { caption: '20 Locality name', value: s?.locality ?? '', weight: 1 },
    ]);
  return rows;
}

/**
 * A payroll provider's employee W-2 page: one or two copies of the form as captioned cells (the
 * ids and parties on the left, the amounts two to a row on the right, box 12 as "D   4,500.00"
 * cells, box 13's check boxes as X marks in one cell), each headed by its copy line and the form's
 * title, then the back of the form: "Notice to Employee" and "Instructions for Employee" as small
 * notes side by side. An empty box is blank, or one time in four "0.00" (a printed zero is a value).
 */
function employeeCopyInstructions(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xe3c0b1e5);
  const d = withOptionalBoxes(w2Data(seed), k);
  const truth: GroundTruth = w2Truth(d);
  const $ = w2Money(k);
  const zeros = k.bool(0.25);
  const emptyBox = zeros ? $(0) : '';
  if (zeros) for (const f of Object.keys(SHORT_CAPTIONS)) if (d.boxes[f] === undefined) truth.fields[f] = 0;
  const words = k.pick([0, 1] as const);
  const markOn = k.pick(['X', 'X', '[X]']);
  const mark = (on: boolean) => (on ? markOn : markOn === '[X]' ? '[ ]' : '');
  const copies = k.bool(0.6) ? [0, 1] : [k.pick([0, 1, 2])];
  const blocks: Block[] = [];
  for (const [n, c] of copies.entries()) {
    if (n > 0)
      blocks.push(
        { kind: 'space', h: 10 },
        {
          kind: 'text',
          lines: [
            '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
          ],
          size: 7,
          color: 'grey',
          align: 'center',
        },
      );
    blocks.push(
      {
        kind: 'pair',
        left: {
          kind: 'text',
          lines: [COPY_LINES[c]!, 'This information is being furnished to the Internal Revenue Service.'],
          size: 6.5,
        },
        right: {
          kind: 'stack',
          blocks: [
            {
              kind: 'text',
              lines: [`Form W-2 Wage and Tax Statement ${d.year}`],
              size: 8,
              bold: true,
              align: 'right',
            },
            {
              kind: 'text',
              lines: ['Department of the Treasury', 'Internal Revenue Service   OMB No. 1545-0008'],
              size: 6.5,
              align: 'right',
            },
          ],
        },
        split: 0.6,
      },
      {
        kind: 'form',
        rows: employeeCopyCells(d, $, words, emptyBox, mark),
        captionSize: 5.5,
        cellHeight: 24,
      },
    );
  }
  const text = employeeInstructions(d.year);
  blocks.push(
    { kind: 'space', h: 8 },
    {
      kind: 'pair',
      left: { kind: 'note', title: 'Notice to Employee', lines: text.notice, size: 6.5 },
      right: { kind: 'note', title: 'Instructions for Employee', lines: text.instructions, size: 6.5 },
      split: 0.45,
    },
  );
  return { blocks, truth, font: k.pick(['helvetica', 'times', 'courier'] as const), margin: k.int(30, 40) };
}

// ------------------------------------------------------------------------------------------------
// W-2: year-end-tax-groups

/** Box 12 codes in a payroll provider's short words. */
const BOX12_SHORT: Record<string, string> = {
  C: 'Group-term life insurance',
  D: '401(k) deferrals',
  DD: 'Employer health coverage',
  W: 'HSA employer contributions',
  E: '403(b) deferrals',
};

/**
 * A payroll provider's year-end wage and tax summary: the W-2's amounts grouped by tax in titled
 * sections, two columns of them, each amount named in words with its box number after it, before
 * it, or nowhere.
 */
function yearEndTaxGroups(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x7e6a12);
  const d = withOptionalBoxes(w2Data(seed), k);
  const truth = w2Truth(d);
  const $ = w2Money(k);
  const refStyle = k.pick(['after', 'before', 'none'] as const);
  const named = (box: string, words: string) =>
    refStyle === 'after' ? `${words} (Box ${box})` : refStyle === 'before' ? `Box ${box} - ${words}` : words;
  const B = d.boxes;
  const deferral = d.box12.find((b) => b.code === 'D' || b.code === 'E')?.amount ?? 0;
  const kvStyle = k.pick(['aligned', 'leaders'] as const);
  const kvs: KvBlock[] = [];
  const kv = (pairs: [string, string][]): Block => {
    const b: KvBlock = { kind: 'kv', pairs, style: kvStyle, size: 8.5 };
    kvs.push(b);
    return b;
  };
  const section = (title: string, pairs: [string, string][]): Block => ({
    kind: 'stack',
    blocks: [
      { kind: 'text', lines: [title], size: 9, bold: true },
      { kind: 'rule' },
      kv(pairs),
      { kind: 'space', h: 6 },
    ],
  });
  const federal: [string, string][] = [
    [k.pick(['Gross earnings', 'Total gross pay', 'Gross wages']), $(B.box5_medicareWages ?? 0)],
    ...(deferral
      ? ([[k.pick(['Less pre-tax 401(k)', 'Pre-tax retirement deductions']), $(deferral)]] as [
          string,
          string,
        ][])
      : []),
    [named('1', k.pick(['Federal taxable wages', 'Wages, tips, other compensation'])), $(B.box1_wages ?? 0)],
    [
      named('2', k.pick(['Federal income tax withheld', 'Federal withholding'])),
      $(B.box2_federalTaxWithheld ?? 0),
    ],
  ];
  if (B.box11_nonqualifiedPlans !== undefined)
    federal.push([named('11', 'Nonqualified plans'), $(B.box11_nonqualifiedPlans)]);
  if (B.box10_dependentCareBenefits !== undefined)
    federal.push([named('10', 'Dependent care benefits'), $(B.box10_dependentCareBenefits)]);
  const social: [string, string][] = [
    [
      named('3', k.pick(['Social security wages', 'OASDI taxable wages'])),
      $(B.box3_socialSecurityWages ?? 0),
    ],
    [
      named('4', k.pick(['Social security tax withheld', 'OASDI tax withheld'])),
      $(B.box4_socialSecurityTaxWithheld ?? 0),
    ],
  ];
  if (B.box7_socialSecurityTips !== undefined)
    social.push([named('7', 'Social security tips'), $(B.box7_socialSecurityTips)]);
  if (B.box8_allocatedTips !== undefined)
    social.push([named('8', 'Allocated tips'), $(B.box8_allocatedTips)]);
  const medicare: [string, string][] = [
    [named('5', k.pick(['Medicare wages and tips', 'Medicare taxable wages'])), $(B.box5_medicareWages ?? 0)],
    [
      named('6', k.pick(['Medicare tax withheld', 'Medicare withholding'])),
      $(B.box6_medicareTaxWithheld ?? 0),
    ],
  ];
  // Box 12 is named by the section's title; its lines by their codes.
  const benefits: [string, string][] = d.box12.map((b) => [
    `Code ${b.code} - ${BOX12_SHORT[b.code] ?? 'See instructions'}`,
    $(b.amount),
  ]);
  const yes = (v: boolean) => (v ? 'Yes' : 'No');
  benefits.push([
    k.pick(['Retirement plan participant', 'Retirement plan (Box 13)']),
    yes(d.box13.retirement),
  ]);
  if (d.box13.sickPay) benefits.push(['Third-party sick pay (Box 13)', 'Yes']);
  if (d.box13.statutory) benefits.push(['Statutory employee (Box 13)', 'Yes']);
  const other: [string, string][] = d.box14.map((b) => [
    `${b.description}${refStyle === 'none' ? '' : ' (Box 14)'}`,
    $(b.amount),
  ]);
  const states: Block[] = d.states.map((st) =>
    section(`${k.pick(['State', 'State and Local'])} - ${st.state}`, [
      [named('15', "Employer's state ID"), `${st.state} ${st.employerStateId}`],
      [named('16', `${st.state} taxable wages`), $(st.stateWages)],
      [named('17', `${st.state} income tax withheld`), $(st.stateIncomeTax)],
      ...(st.localWages !== null
        ? ([
            [named('18', `Local wages (${st.locality ?? ''})`), $(st.localWages)],
            [named('19', `Local income tax (${st.locality ?? ''})`), $(st.localIncomeTax ?? 0)],
            [named('20', 'Locality'), st.locality ?? ''],
          ] as [string, string][])
        : []),
    ]),
  );
  const left: Block[] = [
    section('Federal', federal),
    section(k.pick(['Social Security', 'Social Security (OASDI)']), social),
    section('Medicare', medicare),
  ];
  const right: Block[] = [
    section(k.pick(['Benefits (Box 12)', 'Box 12 and 13 items', 'Benefits and Other']), benefits),
    ...(other.length ? [section('Other (Box 14)', other)] : []),
    ...states,
  ];
  const maskSSN = k.bool(0.6);
  const ssnShown = maskSSN ? `XXX-XX-${d.employeeSSN.slice(-4)}` : d.employeeSSN;
  if (maskSSN) truth.fields.employeeSSN = ssnShown;
  const er = d.employerAddress;
  const emp = d.employee;
  const employeeId = `${k.pick(['E', 'EMP', ''])}${k.digits(5)}`;
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.employer, er.street, cityLine(er)], size: 9 },
      right: {
        kind: 'text',
        lines: [
          k.pick([
            `${d.year} Year-End Wage and Tax Summary`,
            `W-2 Statement Detail - ${d.year}`,
            `Annual Earnings and Tax Summary ${d.year}`,
          ]),
          `${k.pick(['Federal EIN', 'FEIN', 'Employer ID (EIN)'])}: ${d.employerEIN}`,
          ...(d.control ? [`${k.pick(['Control number', 'Control #'])}: ${d.control}`] : []),
        ],
        size: 9,
        align: 'right',
      },
      split: 0.5,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'pair',
      left: { kind: 'text', lines: [emp.name, emp.address.street, cityLine(emp.address)], size: 9.5 },
      right: {
        kind: 'kv',
        pairs: [
          [k.pick(['Employee ID', 'Employee number', 'File #']), employeeId],
          [k.pick(['SSN', 'Social security number']), ssnShown],
          ['Tax year', String(d.year)],
        ],
        style: 'colon',
        size: 8.5,
      },
      split: 0.55,
    },
    { kind: 'space', h: 12 },
    {
      kind: 'pair',
      left: { kind: 'stack', blocks: left },
      right: { kind: 'stack', blocks: right },
      split: 0.5,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'text',
      lines: [
        k.pick([
          'This summary is provided for your information. Your official Form W-2 is enclosed or available in your employee portal.',
          'Amounts shown are those reported on your Form W-2. Pre-tax deductions reduce federal taxable wages but not Medicare wages.',
        ]),
      ],
      size: 7,
      color: 'grey',
    },
  ];
  const font = k.pick(['helvetica', 'times', 'courier'] as const);
  // Courier's wide letters need a smaller size for "Box 1 - Wages, tips, other compensation" and
  // its amount to fit half the page.
  if (font === 'courier') for (const b of kvs) b.size = 7.5;
  return { blocks, truth, font, margin: k.int(34, 46) };
}

// ------------------------------------------------------------------------------------------------
// 1099: fund-detail-totals

/** Splits a total into n parts (cents) that add up to it exactly, the first ones larger or smaller at random. */
function splitAmount(total: number, n: number, k: Rng): number[] {
  const weights = Array.from({ length: n }, () => 0.2 + k.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((w) => round2((total * w) / sum));
  return [...parts, round2(total - parts.reduce((a, b) => a + b, 0))];
}

const FUNDS = [
  'Total Stock Market Index Fund',
  'Growth & Income Fund',
  'International Equity Index Fund',
  'Balanced Index Fund',
  'Dividend Appreciation Fund',
  'Mid-Cap Value Fund',
  'Short-Term Bond Fund',
  'Target Retirement 2045 Fund',
  'Small-Cap Index Fund',
  'Equity Income Fund',
];

const FUND_COMPANIES = [
  'Vanguard Marketing Corporation',
  'T. Rowe Price Investment Services, Inc.',
  'American Funds Service Company',
  'Fidelity Investments Institutional Operations Co.',
  'Dodge & Cox Funds',
  'TIAA-CREF Individual & Institutional Services, LLC',
];

const ACCOUNT_KINDS = [
  'Savings',
  'Money Market',
  'Certificate of Deposit',
  'Interest Checking',
  'Holiday Club',
];

/** Words wrapped into lines of at most `width` characters (a long word keeps its own line). */
function wrapWords(text: string, width: number): string {
  const lines: string[] = [];
  for (const w of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + w.length <= width) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines.join('\n');
}

/**
 * Columns a detail prints that are no box of the schema: a fund's boxes 3 and 12 (a share of its
 * dividends), a bank account's year-end balance (many times its interest).
 */
const DETAIL_EXTRAS: Record<'DIV' | 'INT', [head: string, perRow: (main: number, k: Rng) => number][]> = {
  DIV: [
    ['3 Nondiv. distributions', (main, k) => (k.bool(0.5) ? round2(main * 0.06 * k.next()) : 0)],
    ['12 Exempt-int. dividends', (main, k) => (k.bool(0.4) ? round2(main * 0.15 * k.next()) : 0)],
  ],
  INT: [['Balance at year end', (main, k) => round2(main * (12 + 40 * k.next()))]],
};

/**
 * A fund company's or a bank's year-end detail: one row per fund or account, one column per box
 * (headed by its number and caption), and a total row that is the form. Boxes with no amount in
 * any row are left out of the table, or printed as a column of dashes whose total is 0.00.
 */
function fundDetailTotals(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xf00d7e7a);
  const variant = k.pick(['DIV', 'DIV', 'INT'] as const);
  const d = data1099(seed, variant);
  if (variant === 'DIV') d.payer = k.pick(FUND_COMPANIES);
  d.account ??= k.digits(k.int(8, 11));
  const truth = truth1099(d);
  const m = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, m);
  const dash = k.pick(['-', '--', '0.00']);
  const n = k.int(2, 5);
  const rowNames =
    variant === 'DIV'
      ? k
          .shuffle(FUNDS)
          .slice(0, n)
          .map((f) => `${k.int(10, 99)}${k.int(10, 99)}  ${f}`)
      : k
          .shuffle(ACCOUNT_KINDS)
          .slice(0, n)
          .map((a) => `${a}  xxxx${k.digits(4)}`);
  // The main box's amount comes from every row; the other boxes from some of them.
  const cells: Record<string, (number | null)[]> = {};
  const boxes = BOXES[variant];
  for (const b of boxes) {
    const total = d.amounts[b.field];
    if (total === undefined) continue;
    if (b.field === 'box1b_qualifiedDividends') {
      // Qualified dividends are a part of each fund's ordinary dividends.
      const ord = cells.box1a_totalOrdinaryDividends ?? [];
      const share = total / (d.amounts.box1a_totalOrdinaryDividends ?? total);
      const parts = ord.slice(0, -1).map((o) => round2((o ?? 0) * share));
      cells[b.field] = [...parts, round2(total - parts.reduce((a, c) => a + c, 0))];
      continue;
    }
    const from = b === boxes[0] ? n : k.int(1, n);
    const parts = splitAmount(total, from, k);
    const rows: (number | null)[] = Array.from({ length: n }, () => null);
    k.shuffle(Array.from({ length: n }, (_, i) => i))
      .slice(0, from)
      .forEach((r, i) => (rows[r] = parts[i] ?? 0));
    cells[b.field] = b === boxes[0] ? parts : rows;
  }
  const zeroColumns = k.bool(0.5);
  const shown = boxes.filter((b) => cells[b.field] || zeroColumns);
  for (const b of shown) if (!cells[b.field]) truth.fields[b.field] = dash === '0.00' ? 0 : null;
  const extras = DETAIL_EXTRAS[variant].filter(() => k.bool(0.6));
  const mainCells = cells[boxes[0]!.field] ?? [];
  const extraCells = extras.map(([, perRow]) => mainCells.map((v) => perRow(v ?? 0, k)));
  // Column heads wrapped to a narrow column, as detail tables print them.
  const header = (no: string, label: string) => wrapWords(`${no} ${label}`, 12);
  const rows: TableRow[] = rowNames.map((name, r) => ({
    cells: [
      name,
      ...shown.map((b) => {
        const v = cells[b.field]?.[r];
        return v === null || v === undefined || v === 0 ? dash : $(v);
      }),
      ...extraCells.map((c) => (c[r] ? $(c[r]!) : dash)),
    ],
  }));
  rows.push({
    cells: [
      k.pick(['Total', 'Totals', `Total ${d.year} Form 1099-${variant}`, 'Amounts reported to the IRS']),
      ...shown.map((b) => (d.amounts[b.field] === undefined ? dash : $(d.amounts[b.field]!))),
      ...extraCells.map((c) => $(round2(c.reduce((a, b) => a + b, 0)))),
    ],
    kind: 'subtotal',
    rules: { above: true, below: 'double' },
  });
  const firstHead =
    variant === 'DIV'
      ? k.pick(['Fund', 'Fund name', 'Fund / Account'])
      : k.pick(['Account', 'Account type and number', 'Deposit account']);
  const table: Block = {
    kind: 'table',
    columns: [
      col(firstHead, 2.7),
      ...shown.map((b) => col(header(b.no, b.label), 1.15, 'right')),
      ...extras.map(([h]) => col(wrapWords(h, 12), 1.15, 'right')),
    ],
    rows,
    ruling: k.pick(['rules', 'none', 'zebra'] as const),
    repeatHeader: false,
    size: 7.5,
  };
  const pa = d.payerAddress;
  const title =
    variant === 'DIV'
      ? k.pick([
          `${d.year} Form 1099-DIV  Dividends and Distributions - Detail by Fund`,
          `${d.year} Tax Information: Dividends and Capital Gains by Fund`,
          `Form 1099-DIV Supplemental Detail ${d.year}`,
        ])
      : k.pick([
          `${d.year} Year-End Interest Summary`,
          `${d.year} Form 1099-INT  Interest Income by Account`,
          `Interest Paid in ${d.year} - All Accounts`,
        ]);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.payer], size: 12, bold: true },
      right: {
        kind: 'text',
        lines: [
          pa.street,
          cityLine(pa),
          `${k.pick(["Payer's TIN", 'Federal ID No.', "Payer's federal identification number"])}: ${d.payerTIN}`,
        ],
        size: 7.5,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'rule' },
    { kind: 'space', h: 14 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)],
        size: 9.5,
      },
      right: {
        kind: 'kv',
        pairs: [
          [k.pick(['Account number', 'Account No.', 'Customer account']), d.account],
          [k.pick(["Recipient's TIN", 'Taxpayer ID', 'SSN']), d.recipientTIN],
          ['Tax year', String(d.year)],
        ],
        style: k.pick(['colon', 'aligned'] as const),
        size: 8.5,
      },
      split: 0.55,
    },
    { kind: 'space', h: 16 },
    { kind: 'text', lines: [title], size: 10.5, bold: true },
  ];
  if (k.bool(0.33))
    blocks.push({
      kind: 'kv',
      pairs: boxes
        .filter((b) => d.amounts[b.field] !== undefined)
        .map((b): [string, string] => [`Box ${b.no}  ${b.label}`, $(d.amounts[b.field]!)]),
      style: 'leaders',
      size: 8.5,
    });
  blocks.push(table, {
    kind: 'note',
    lines: [
      variant === 'DIV'
        ? 'The totals above are reported to the IRS on Form 1099-DIV. Fund-level detail is provided to help you prepare your return; amounts for funds held in IRAs or other tax-advantaged accounts are not included. Qualified dividends are a part of total ordinary dividends.'
        : 'The totals above are reported to the IRS on Form 1099-INT. Interest of less than $10 on an account is included in the total. Early withdrawal penalties may be deductible on your return.',
    ],
    size: 7,
  });
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 48) };
}

// ------------------------------------------------------------------------------------------------
// 1099: payee-letter-monthly-payments

/** The Copy B boxes of NEC and MISC in their printed order: [number, caption, schema field or null]. */
const COPY_B_BOXES: Record<'NEC' | 'MISC', [string, string, string | null][]> = {
  NEC: [
    ['1', 'Nonemployee compensation', 'box1_nonemployeeCompensation'],
    ['2', 'Payer made direct sales totaling $5,000 or more', null],
    ['3', 'Excess golden parachute payments', null],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
  ],
  MISC: [
    ['1', 'Rents', 'box1_rents'],
    ['2', 'Royalties', 'box2_royalties'],
    ['3', 'Other income', 'box3_otherIncome'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['5', 'Fishing boat proceeds', null],
    ['6', 'Medical and health care payments', 'box6_medicalPayments'],
    ['8', 'Substitute payments in lieu of dividends or interest', null],
    ['10', 'Gross proceeds paid to an attorney', 'box10_grossProceedsAttorney'],
  ],
};

const PROPERTY_MANAGERS = [
  'Keystone Property Management LLC',
  'Lakeshore Realty & Management',
  'Cornerstone Residential Services',
  'Pinecrest Property Group',
];

/**
 * A payer's year-end letter with a month-by-month payment table whose total is the form's main
 * box, and the Copy B form itself as captioned cells (state boxes filled, no schema field).
 */
function payeeLetterMonthlyPayments(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x9a7ee1e7);
  const variant = k.pick(['NEC', 'NEC', 'MISC'] as const);
  const d = data1099(seed, variant);
  if (variant === 'MISC') {
    d.payer = k.pick(PROPERTY_MANAGERS);
    d.payerTIN = `${k.int(10, 99)}-${k.digits(7)}`;
  }
  const truth = truth1099(d);
  if (!d.account) truth.fields.accountNumber = null;
  const m = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, m);
  const main = BOXES[variant][0]!.field;
  const total = d.amounts[main] ?? 0;
  // Months with no payment print a dash; the others share the total.
  const active = k
    .shuffle(Array.from({ length: 12 }, (_, i) => i))
    .slice(0, k.int(variant === 'MISC' ? 10 : 4, 12))
    .sort((a, b) => a - b);
  const parts = splitAmount(total, active.length, k);
  const byMonth = Array.from({ length: 12 }, () => 0);
  active.forEach((mo, i) => (byMonth[mo] = parts[i] ?? 0));
  const feeRate = k.pick([0.06, 0.08, 0.1]);
  const monthWords = k.bool(0.5);
  const rows: TableRow[] = byMonth.map((v, i) => {
    const month = monthWords ? `${MONTHS[i]} ${d.year}` : `${String(i + 1).padStart(2, '0')}/${d.year}`;
    if (variant === 'MISC') {
      const fee = round2(v * feeRate);
      return { cells: [month, v ? $(v) : '-', v ? $(fee) : '-', v ? $(round2(v - fee)) : '-'] };
    }
    return { cells: [month, v ? $(v) : '-'] };
  });
  const fees = round2(byMonth.reduce((a, v) => a + round2(v * feeRate), 0));
  rows.push({
    cells:
      variant === 'MISC'
        ? ['Total', $(total), $(fees), $(round2(total - fees))]
        : [k.pick(['Total', 'Total paid', `Total ${d.year}`]), $(total)],
    kind: 'subtotal',
  });
  const table: Block = {
    kind: 'table',
    title: k.pick(['Payments by month', 'Monthly payment detail', `${d.year} payment history`]),
    columns:
      variant === 'MISC'
        ? [
            col('Month', 1.4),
            col('Rents collected', 1.2, 'right'),
            col('Management fees', 1.2, 'right'),
            col('Net paid to owner', 1.2, 'right'),
          ]
        : [col('Month', 1.6), col(k.pick(['Amount paid', 'Gross payments', 'Payments']), 1.2, 'right')],
    rows,
    ruling: k.pick(['rules', 'none', 'zebra'] as const),
    repeatHeader: false,
    size: 8,
  };
  const first = d.recipient.split(' ')[0] ?? d.recipient;
  const letter: Block = {
    kind: 'note',
    lines: [
      `Dear ${first},`,
      variant === 'NEC'
        ? `Enclosed is your ${d.year} Form 1099-NEC. It reports $${total.toLocaleString('en-US', { minimumFractionDigits: 2 })} paid to you for services as an independent contractor during ${d.year}. The same amount is reported to the Internal Revenue Service. Because you are not our employee, no social security or Medicare tax was withheld.`
        : `Enclosed is your ${d.year} Form 1099-MISC for the property we manage on your behalf. Box 1 reports the gross rents we collected for you; management fees and repairs paid from the rents are deductible expenses on your Schedule E and are shown below for your records.`,
      'Please review the information and let us know by January 31 if anything needs to be corrected.',
      'Sincerely,',
      k.pick(['Accounts Payable', 'Owner Accounting', 'Contractor Payments Team']),
    ],
    size: 8.5,
  };
  // Copy B as captioned cells: parties left, boxes right, two boxes to a row.
  const boxes = COPY_B_BOXES[variant];
  const stateTax = d.amounts.box4_federalTaxWithheld ? round2(total * 0.03) : null;
  const stateCode = d.payerAddress.state;
  // The form's cells print their own "$" before the amount.
  const inBox = (v: number) => `$ ${plain(v, m, { currency: false })}`;
  const boxCell = ([no, caption, field]: [string, string, string | null]): FormCell => ({
    caption: `${no} ${caption}`,
    value: field
      ? d.amounts[field] !== undefined
        ? inBox(d.amounts[field]!)
        : '$'
      : no === '2' && variant === 'NEC'
        ? '[ ]'
        : '',
    weight: 1,
  });
  const boxRows: FormCell[][] = [];
  for (let i = 0; i < boxes.length; i += 2) boxRows.push(boxes.slice(i, i + 2).map(boxCell));
  boxRows.push([
    {
      caption: `${variant === 'NEC' ? '5' : '16'} State tax withheld`,
      value: stateTax === null ? '$' : inBox(stateTax),
      weight: 0.8,
    },
    {
      caption: `${variant === 'NEC' ? '6' : '17'} State/Payer's state no.`,
      value: `${stateCode} ${k.digits(7)}`,
      weight: 0.8,
    },
    { caption: `${variant === 'NEC' ? '7' : '18'} State income`, value: inBox(total), weight: 0.8 },
  ]);
  const pa = d.payerAddress;
  const ra = d.recipientAddress;
  const form: Block = {
    kind: 'stack',
    blocks: [
      {
        kind: 'pair',
        left: {
          kind: 'text',
          lines: [
            `Form 1099-${variant}  ${variant === 'NEC' ? 'Nonemployee Compensation' : 'Miscellaneous Information'}`,
          ],
          size: 10,
          bold: true,
        },
        right: { kind: 'text', lines: [`Copy B For Recipient   ${d.year}`], size: 8, align: 'right' },
        split: 0.6,
      },
      {
        kind: 'pair',
        left: {
          kind: 'form',
          captionSize: 5.5,
          rows: [
            [
              {
                caption: "PAYER'S name, street address, city or town, state, ZIP, and telephone no.",
                value: '',
                lines: [d.payer, pa.street, cityLine(pa)],
              },
            ],
            [
              { caption: "PAYER'S TIN", value: d.payerTIN },
              { caption: "RECIPIENT'S TIN", value: d.recipientTIN },
            ],
            [{ caption: "RECIPIENT'S name", value: d.recipient }],
            [
              {
                caption: 'Street address (including apt. no.), city or town, state, and ZIP',
                value: '',
                lines: [ra.street, cityLine(ra)],
              },
            ],
            [{ caption: 'Account number (see instructions)', value: d.account ?? '' }],
          ],
        },
        right: { kind: 'form', captionSize: 5.5, rows: boxRows },
        split: 0.48,
      },
      {
        kind: 'text',
        lines: ['This is important tax information and is being furnished to the IRS.'],
        size: 6.5,
        color: 'grey',
      },
    ],
  };
  const head: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.payer], size: 12, bold: true },
      right: { kind: 'text', lines: [pa.street, cityLine(pa)], size: 8, align: 'right' },
      split: 0.6,
    },
    { kind: 'rule' },
    { kind: 'space', h: 10 },
    { kind: 'text', lines: [d.recipient, ra.street, cityLine(ra)], size: 9.5 },
    { kind: 'space', h: 10 },
  ];
  const body: Block[] = [letter, ...(k.bool(0.85) ? [table] : [])];
  const blocks: Block[] = k.bool(0.5)
    ? [...head, ...body, { kind: 'space', h: 12 }, form]
    : [form, { kind: 'space', h: 18 }, ...head, ...body];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 48) };
}

// ------------------------------------------------------------------------------------------------
// 1040: efile-authorization-packet

/** Whole dollars as the 8879 and the 1040-V print them ("52,114" or "52114"). */
function wholeDollars(v: number, thousands: boolean): string {
  const s = Math.abs(v).toLocaleString('en-US', { useGrouping: thousands, maximumFractionDigits: 0 });
  return v < 0 ? `-${s}` : s;
}

/**
 * A return's signing packet: filing instructions, a payment voucher when a balance is due, and
 * Form 8879 whose Part I repeats five of the return's figures on its own line numbers.
 */
function efileAuthorizationPacket(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x88790e1f);
  const d = returnData(seed, k.pick([2023, 2024, 2024]));
  const truth = truth1040(d);
  delete truth.dependents;
  const L = d.lines;
  const printed = new Set<string>([
    'taxYear',
    'taxpayerFirstName',
    'taxpayerLastName',
    'homeAddress',
    'city',
    'state',
    'zipCode',
  ]);
  if (d.spouse) printed.add('spouseFirstName').add('spouseLastName');
  const m: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus', 'parens'] }), zero: 'number' };
  const cents = k.bool(0.5);
  const $ = (v: number) => (cents ? signedPlain(v, m) : `${m.currency}${wholeDollars(v, m.thousands)}`);
  const comma = k.bool(0.7);
  const refund = L.line35a_refund ?? null;
  const owe = L.line36_amountYouOwe ?? null;
  const names = d.spouse
    ? `${d.taxpayer.firstName} ${d.taxpayer.lastName} and ${d.spouse.firstName} ${d.spouse.lastName}`
    : `${d.taxpayer.firstName} ${d.taxpayer.lastName}`;
  const addr = d.taxpayer.address;
  const due = `April 15, ${d.year + 1}`;
  const preparer = k.pick([
    'Summit Tax Advisors LLC',
    'Northgate Accounting Group',
    'Beacon Street Tax & Bookkeeping',
    'Riverside CPA Partners',
  ]);
  const upper = k.bool(0.4);
  const addressLines = [names, addr.street, cityLine(addr)].map((l) => (upper ? l.toUpperCase() : l));
  // Page 1: filing instructions.
  const summary: [string, string][] = [
    ['Tax year', String(d.year)],
    ...(k.bool(0.7) ? ([['Filing status', d.status]] as [string, string][]) : []),
    [k.pick(['Adjusted gross income', 'Your adjusted gross income']), $(L.line11_agi ?? 0)],
    [k.pick(['Total tax', 'Total federal tax']), $(L.line24_totalTax ?? 0)],
    [k.pick(['Total payments', 'Total payments and credits']), $(L.line32_totalPayments ?? 0)],
    refund !== null
      ? [k.pick(['Refund', 'Federal refund', 'Amount to be refunded']), $(refund)]
      : [k.pick(['Balance due', 'Amount you owe', 'Federal balance due']), $(owe ?? 0)],
  ];
  for (const f of ['line11_agi', 'line24_totalTax', 'line32_totalPayments']) printed.add(f);
  if (summary.some(([l]) => l === 'Filing status')) printed.add('filingStatus');
  if (refund !== null) printed.add('line35a_refund').add('line34_refundAmount');
  else printed.add('line36_amountYouOwe');
  const deposit: Block[] = [];
  if (refund !== null && d.routing && d.account) {
    const masked = k.bool(0.5);
    deposit.push({
      kind: 'kv',
      title: k.pick(['Direct deposit', 'Your refund will be deposited to']),
      pairs: [
        ['Routing number', d.routing],
        ['Account number', masked ? `XXXXXX${d.account.slice(-4)}` : d.account],
        ['Account type', d.accountType ?? ''],
      ],
      style: 'colon',
      size: 9,
    });
    printed.add('line35b_routingNumber').add('line35c_accountType').add('line35d_accountNumber');
    // A masked account number is the truth as printed (its last four digits are what it shows).
    if (masked) truth.fields.line35d_accountNumber = `XXXXXX${d.account.slice(-4)}`;
  }
  const sentence =
    refund !== null
      ? `Your ${d.year} federal income tax return shows a refund of $${wholeDollars(refund, true)}. ${d.account ? 'It will be deposited directly into the account shown below, usually within 21 days of acceptance.' : 'The IRS will mail a check to the address on your return.'}`
      : `Your ${d.year} federal income tax return shows a balance due of $${wholeDollars(owe ?? 0, true)}. Mail the payment voucher below with your check, payable to "United States Treasury", by ${due}, or pay online at IRS.gov/payments.`;
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [preparer], size: 11, bold: true },
      right: {
        kind: 'text',
        lines: [
          k.pick([
            `${d.year} Filing Instructions`,
            'Federal Filing Instructions',
            'Form 1040 Filing Instructions',
          ]),
        ],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.5,
    },
    { kind: 'rule' },
    { kind: 'space', h: 12 },
    { kind: 'text', lines: addressLines, size: 9.5 },
    { kind: 'space', h: 14 },
    {
      kind: 'note',
      lines: [
        sentence,
        'Your return will be filed electronically after we receive your signed Form 8879. Do not mail a paper copy of your return to the Internal Revenue Service.',
      ],
      size: 8.5,
    },
    { kind: 'space', h: 6 },
    {
      kind: 'kv',
      title: k.pick(['Return summary', 'Summary of your return']),
      pairs: summary,
      style: k.pick(['leaders', 'aligned'] as const),
      size: 9,
    },
    ...deposit,
  ];
  if (owe !== null && k.bool(0.7)) {
    blocks.push(
      { kind: 'space', h: 18 },
      {
        kind: 'text',
        lines: [
          '- - - - - - - - - - - - - - - - - - Detach here and mail with your payment - - - - - - - - - - - - - - - - - -',
        ],
        size: 7,
        align: 'center',
        color: 'grey',
      },
      {
        kind: 'form',
        title: `Form 1040-V  Payment Voucher  ${d.year}`,
        captionSize: 6,
        rows: [
          [
            { caption: '1 Your social security number (SSN)', value: d.taxpayerSSN },
            { caption: '2 If a joint return, SSN shown second on your return', value: d.spouseSSN ?? '' },
            {
              caption: '3 Amount you are paying by check or money order',
              value: `${wholeDollars(owe, true)}.00`,
              weight: 1.2,
            },
          ],
          [{ caption: '4 Your name (first and last) and address', value: '', lines: addressLines }],
        ],
      },
    );
    printed.add('taxpayerSSN').add('taxpayerSsnLast4');
    if (d.spouseSSN) printed.add('spouseSSN').add('spouseSsnLast4');
  }
  // Page 2: Form 8879.
  const w = (v: number | null) => (v === null ? '' : wholeDollars(v, comma));
  const blankAsZero = k.bool(0.5);
  const ref = (line: string) => `(Form 1040, 1040-SR, or 1040-NR, line ${line})`;
  const part1 = [
    { no: '1', caption: `Adjusted gross income ${ref('11')}`, value: w(L.line11_agi ?? null) },
    { no: '2', caption: `Total tax ${ref('24')}`, value: w(L.line24_totalTax ?? null) },
    {
      no: '3',
      caption: `Federal income tax withheld from Form(s) W-2 and Form(s) 1099 ${ref('25d')}`,
      value: w(L.line25d_totalWithholding ?? null),
    },
    {
      no: '4',
      caption: `Amount you want refunded to you ${ref('35a')}`,
      value: refund !== null ? w(refund) : blankAsZero ? '0' : '',
    },
    {
      no: '5',
      caption: `Amount you owe ${ref('37')}`,
      value: owe !== null ? w(owe) : blankAsZero ? '0' : '',
    },
  ];
  printed.add('line25d_totalWithholding').add('taxpayerSSN').add('taxpayerSsnLast4');
  if (d.spouseSSN) printed.add('spouseSSN').add('spouseSsnLast4');
  if (blankAsZero) {
    if (refund === null) printed.add('line35a_refund').add('line34_refundAmount');
    else printed.add('line36_amountYouOwe');
  }
  const sid = `${k.digits(6)}${d.year + 1}${k.digits(3)}${k.digits(7)}`;
  const efin = k.digits(6);
  const pin = k.digits(5);
  blocks.push(
    { kind: 'pageBreak' },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          'Form 8879',
          'IRS e-file Signature Authorization',
          'ERO must obtain and retain completed Form 8879.',
          'Department of the Treasury  Internal Revenue Service',
        ],
        size: 8.5,
        bold: false,
      },
      right: {
        kind: 'text',
        lines: ['OMB No. 1545-0074', String(d.year)],
        size: 10,
        bold: true,
        align: 'right',
      },
      split: 0.7,
    },
    { kind: 'text', lines: [`Submission Identification Number (SID)  ${sid}`], size: 8 },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          { caption: "Taxpayer's name", value: `${d.taxpayer.firstName} ${d.taxpayer.lastName}`, weight: 2 },
          { caption: 'Social security number', value: d.taxpayerSSN, weight: 1 },
        ],
        ...(d.spouse
          ? [
              [
                { caption: "Spouse's name", value: `${d.spouse.firstName} ${d.spouse.lastName}`, weight: 2 },
                { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1 },
              ],
            ]
          : []),
      ],
    },
    {
      kind: 'text',
      lines: [
        `Part I   Tax Return Information - Tax Year Ending December 31, ${d.year} (Whole dollars only)`,
      ],
      size: 8.5,
      bold: true,
    },
    {
      kind: 'formLines',
      lines: part1.map((l) => ({ no: l.no, caption: l.caption, box: { no: l.no, value: l.value } })),
      size: 7.5,
      leaders: true,
      boxes: true,
      amountWidth: 80,
    },
    {
      kind: 'text',
      lines: [
        'Part II   Taxpayer Declaration and Signature Authorization (Be sure you get and keep a copy of your return)',
      ],
      size: 8.5,
      bold: true,
    },
    {
      kind: 'note',
      lines: [
        `Under penalties of perjury, I declare that I have examined a copy of the income tax return (original or amended) I am now authorizing, including accompanying schedules and statements, for the tax year indicated above, and to the best of my knowledge and belief, it is true, correct, and complete. I further declare that the amounts in Part I above are the amounts from the income tax return I am now authorizing.`,
        `Taxpayer's PIN: check one box only.  [X] I authorize ${preparer} to enter or generate my PIN  ${pin}  (enter five digits, but don't enter all zeros) as my signature on my tax year ${d.year} electronically filed income tax return.`,
        'Your signature ________________________________    Date ____________',
      ],
      size: 7,
    },
    { kind: 'text', lines: ['Part III   Certification and Authentication'], size: 8.5, bold: true },
    {
      kind: 'note',
      lines: [
        `ERO's EFIN/PIN. Enter your six-digit EFIN followed by your five-digit self-selected PIN.   ${efin}${k.digits(5)}`,
        'I certify that the above numeric entry is my PIN, which is my signature for the tax year indicated above. I confirm that I am submitting this return in accordance with the requirements of Pub. 1345.',
        `ERO's signature ______________________    Date ${k.int(1, 12)}/${k.int(1, 28)}/${d.year + 1}`,
      ],
      size: 7,
    },
  );
  keepOnly(truth, printed);
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(40, 54),
    footer: (i, n) => `${preparer}  -  Page ${i} of ${n}`,
  };
}

// ------------------------------------------------------------------------------------------------
// 1040: form-cells-small-captions

type CellLine = [no: string, caption: string, value: number | null];

/**
 * Form 1040 redrawn by a form-filling program as rows of captioned cells: each line's caption in
 * small type at the top of a wide cell, its number again over the amount's cell, paired lines and
 * blank lines two to a row, identity and dependents as cells, the standard deduction chart boxed
 * beside the filing statuses.
 */
function formCellsSmallCaptions(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xf0a3ce11);
  const year = k.pick([2023, 2024] as const);
  const d = returnData(seed, year);
  const truth = truth1040(d);
  const L = d.lines;
  const get = (f: string): number | null => L[f] ?? null;
  const m: AmountStyle = {
    ...pickAmountStyle(k, { negative: ['minus', 'parens'] }),
    currency: '',
    zero: 'number',
  };
  const style = k.pick(['whole', 'whole', 'cents'] as const);
  const zero = k.pick(['0', '-0-', ''] as const);
  if (zero === '')
    for (const [f, v] of Object.entries(truth.fields))
      if (v === 0 && f.startsWith('line')) truth.fields[f] = null;
  const fmt = (v: number | null): string => {
    if (v === null) return '';
    if (v === 0) return zero;
    if (style === 'cents') return signedPlain(v, m);
    const body = wholeDollars(Math.abs(v), m.thousands);
    return v < 0 ? (m.negative === 'parens' ? `(${body})` : `-${body}`) : body;
  };
  const wages = get('line1z_wages');
  const dividends = get('line3b_ordinaryDividends');
  const tax = get('line16_tax') ?? 0;
  const afterCredits = get('line22_taxAfterCredits') ?? 0;
  const credits = tax - afterCredits;
  const otherTaxes = (get('line24_totalTax') ?? 0) - afterCredits;
  const ded = get('line12_standardDeduction');
  const refund = get('line35a_refund');
  const single = (no: string, caption: string, value: number | null): FormCell[] => [
    { caption: `${no}  ${caption}`, value: '', weight: 5.2 },
    { caption: no, value: fmt(value), weight: 1.3 },
  ];
  const paired = (a: CellLine, b: CellLine): FormCell[] => [
    { caption: `${a[0]}  ${a[1]}`, value: '', weight: 2.1 },
    { caption: a[0], value: fmt(a[2]), weight: 1.3 },
    { caption: `${b[0].replace(/^\d+/, '')}  ${b[1]}`, value: '', weight: 2 },
    { caption: b[0], value: fmt(b[2]), weight: 1.3 },
  ];
  const income: FormCell[][] = [
    single('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', wages),
    paired(
      ['1b', 'Household employee wages not on a W-2', null],
      ['1c', 'Tip income not reported on line 1a', null],
    ),
    paired(
      ['1d', 'Medicaid waiver payments not on a W-2', null],
      ['1e', 'Taxable dependent care benefits (Form 2441)', null],
    ),
    paired(
      ['1f', 'Employer-provided adoption benefits from Form 8839', null],
      ['1g', 'Wages from Form 8919, line 6', null],
    ),
    paired(
      ['1h', 'Other earned income (see instructions)', null],
      ['1i', 'Nontaxable combat pay election', null],
    ),
    single('1z', 'Add lines 1a through 1h', wages),
    paired(['2a', 'Tax-exempt interest', null], ['2b', 'Taxable interest', get('line2b_taxableInterest')]),
    paired(
      ['3a', 'Qualified dividends', dividends === null ? null : Math.round(dividends * 0.6)],
      ['3b', 'Ordinary dividends', dividends],
    ),
    paired(['4a', 'IRA distributions', null], ['4b', 'Taxable amount', null]),
    paired(['5a', 'Pensions and annuities', null], ['5b', 'Taxable amount', null]),
    paired(['6a', 'Social security benefits', null], ['6b', 'Taxable amount', null]),
    single('7', 'Capital gain or (loss). Attach Schedule D if required', get('line7_capitalGain')),
    single('8', 'Additional income from Schedule 1, line 10', get('line8_additionalIncome')),
    single(
      '9',
      'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income',
      get('line9_totalIncome'),
    ),
    single('10', 'Adjustments to income from Schedule 1, line 26', get('line10_adjustments')),
    single('11', 'Subtract line 10 from line 9. This is your adjusted gross income', get('line11_agi')),
    single('12', 'Standard deduction or itemized deductions (from Schedule A)', ded),
    single('13', 'Qualified business income deduction from Form 8995 or Form 8995-A', null),
    single('14', 'Add lines 12 and 13', ded),
    single(
      '15',
      'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
      get('line15_taxableIncome'),
    ),
  ];
  const taxLines: FormCell[][] = [
    single('16', 'Tax (see instructions). Check if any from Form(s): 8814, 4972', tax),
    single('17', 'Amount from Schedule 2, line 3', null),
    single('18', 'Add lines 16 and 17', tax),
    single('19', 'Child tax credit or credit for other dependents from Schedule 8812', credits || null),
    single('20', 'Amount from Schedule 3, line 8', null),
    single('21', 'Add lines 19 and 20', credits || null),
    single('22', 'Subtract line 21 from line 18. If zero or less, enter -0-', afterCredits),
    single('23', 'Other taxes, including self-employment tax, from Schedule 2, line 21', otherTaxes || null),
    single('24', 'Add lines 22 and 23. This is your total tax', get('line24_totalTax')),
    paired(
      ['25a', 'Federal income tax withheld from: Form(s) W-2', get('line25a_w2Withholding')],
      ['25b', 'Form(s) 1099', get('line25b_1099Withholding')],
    ),
    paired(
      ['25c', 'Other forms (see instructions)', null],
      ['25d', 'Add lines 25a through 25c', get('line25d_totalWithholding')],
    ),
    single(
      '26',
      `${year} estimated tax payments and amount applied from ${year - 1} return`,
      get('line26_estimatedPayments'),
    ),
    paired(
      ['27', 'Earned income credit (EIC)', null],
      ['28', 'Additional child tax credit from Schedule 8812', null],
    ),
    paired(
      ['29', 'American opportunity credit from Form 8863, line 8', null],
      ['31', 'Amount from Schedule 3, line 15', null],
    ),
    single(
      '32',
      'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits',
      null,
    ),
    single('33', 'Add lines 25d, 26, and 32. These are your total payments', get('line32_totalPayments')),
    single(
      '34',
      'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
      get('line33_overpayment'),
    ),
    single('35a', 'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here', refund),
    [
      { caption: 'b  Routing number', value: d.routing ?? '', weight: 2.4 },
      {
        caption: 'c  Type:  Checking   Savings',
        value: d.accountType ? `[X] ${d.accountType}` : '',
        weight: 1.6,
      },
      { caption: 'd  Account number', value: d.account ?? '', weight: 2.5 },
    ],
    single('36', `Amount of line 34 you want applied to your ${year + 1} estimated tax`, null),
    single('37', 'Subtract line 33 from line 24. This is the amount you owe', get('line36_amountYouOwe')),
    single('38', 'Estimated tax penalty (see instructions)', null),
  ];
  const statuses = [
    'Single',
    'Married filing jointly',
    'Married filing separately (MFS)',
    'Head of household (HOH)',
    'Qualifying surviving spouse (QSS)',
  ];
  const box = (on: boolean) => (on ? '[X]' : '[ ]');
  const statusLines = statuses.map((st) => `${box(st.startsWith(d.status))} ${st}`);
  const t = d.taxpayer;
  const s2 = d.spouse;
  const identity: FormCell[][] = [
    [
      { caption: 'Your first name and middle initial', value: t.firstName, weight: 2 },
      { caption: 'Last name', value: t.lastName, weight: 2 },
      { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.5 },
    ],
    [
      {
        caption: "If joint return, spouse's first name and middle initial",
        value: s2?.firstName ?? '',
        weight: 2,
      },
      { caption: 'Last name', value: s2?.lastName ?? '', weight: 2 },
      { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1.5 },
    ],
    [
      {
        caption: 'Home address (number and street). If you have a P.O. box, see instructions.',
        value: t.address.street,
        weight: 4,
      },
      { caption: 'Apt. no.', value: '', weight: 0.8 },
      {
        caption: 'Presidential Election Campaign',
        value: k.pick(['[ ] You  [ ] Spouse', '[X] You  [ ] Spouse']),
        weight: 1.5,
      },
    ],
    [
      {
        caption: 'City, town, or post office. If you have a foreign address, also complete spaces below.',
        value: t.address.city,
        weight: 3.2,
      },
      { caption: 'State', value: t.address.state, weight: 0.8 },
      { caption: 'ZIP code', value: t.address.zip, weight: 1 },
    ],
  ];
  const dependents: FormCell[][] = [
    [
      { caption: 'Dependents (see instructions): (1) First name   Last name', value: '', weight: 2.6 },
      { caption: '(2) Social security number', value: '', weight: 1.4 },
      { caption: '(3) Relationship to you', value: '', weight: 1.2 },
      { caption: '(4) Child tax credit   Credit for other dependents', value: '', weight: 1.6 },
    ],
    ...d.dependents.map((x): FormCell[] => [
      { caption: '', value: `${x.firstName} ${x.lastName}`, weight: 2.6 },
      { caption: '', value: x.ssn, weight: 1.4 },
      { caption: '', value: x.relationship, weight: 1.2 },
      { caption: '', value: x.childTaxCredit ? '[X]          [ ]' : '[ ]          [X]', weight: 1.6 },
    ]),
  ];
  const preparer = person(k);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`Form 1040   U.S. Individual Income Tax Return   ${year}`],
        size: 11,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [
          'Department of the Treasury - Internal Revenue Service',
          'OMB No. 1545-0074   IRS Use Only - Do not write or staple in this space.',
        ],
        size: 6.5,
        align: 'right',
      },
      split: 0.55,
    },
    {
      kind: 'text',
      lines: [
        `For the year Jan. 1 - Dec. 31, ${year}, or other tax year beginning ________, ${year}, ending ________, 20___`,
      ],
      size: 6.5,
    },
    { kind: 'form', rows: identity, captionSize: 5.5 },
    {
      kind: 'pair',
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: ['Filing Status   Check only one box.'], size: 7.5, bold: true },
          { kind: 'text', lines: statusLines, size: 7.5 },
        ],
      },
      right: {
        kind: 'note',
        title: 'Standard Deduction for-',
        lines: [
          '- Single or Married filing separately, $14,600',
          '- Married filing jointly or Qualifying surviving spouse, $29,200',
          '- Head of household, $21,900',
          '- If you checked any box under Standard Deduction, see instructions.',
        ],
        size: 6.5,
        box: true,
      },
      split: 0.5,
    },
    {
      kind: 'text',
      lines: [
        `Digital Assets  At any time during ${year}, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,`,
        'exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)     [ ] Yes   [X] No',
      ],
      size: 6.5,
    },
    { kind: 'form', rows: dependents, captionSize: 5.5, cellHeight: 16 },
    {
      kind: 'text',
      lines: ['Income   Attach Form(s) W-2 here. Also attach Forms W-2G and 1099-R if tax was withheld.'],
      size: 7.5,
      bold: true,
    },
    { kind: 'form', rows: income, captionSize: 6, cellHeight: 20 },
    { kind: 'text', lines: ['Tax and Credits'], size: 7.5, bold: true },
    { kind: 'form', rows: taxLines, captionSize: 6, cellHeight: 20 },
    {
      kind: 'form',
      captionSize: 5.5,
      rows: [
        [
          { caption: 'Sign Here   Your signature', value: '', weight: 2.2 },
          { caption: 'Date', value: '', weight: 0.8 },
          {
            caption: 'Your occupation',
            value: k.pick(['Engineer', 'Teacher', 'Nurse', 'Sales manager', 'Analyst']),
            weight: 1.4,
          },
        ],
        [
          { caption: "Paid Preparer Use Only   Preparer's name", value: preparer.name, weight: 2.2 },
          { caption: 'PTIN', value: `P${k.digits(8)}`, weight: 1 },
          { caption: "Firm's EIN", value: `${k.int(10, 99)}-${k.digits(7)}`, weight: 1.2 },
        ],
        [
          { caption: "Firm's name", value: `${preparer.lastName} Tax Service`, weight: 2.2 },
          {
            caption: "Firm's address",
            value: `${preparer.address.street}, ${cityLine(preparer.address)}`,
            weight: 2.2,
          },
        ],
      ],
    },
    {
      kind: 'text',
      lines: [
        `Go to www.irs.gov/Form1040 for instructions and the latest information.   Form 1040 (${year})`,
      ],
      size: 6.5,
      color: 'grey',
    },
  ];
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(28, 36),
    footer: (i, n) => `Form 1040 (${year})   Page ${i} of ${n}`,
  };
}

export const WRITTEN_S14_FORM_FAMILIES: WrittenFamilies = {
  w2: {
    'employee-copy-instructions': employeeCopyInstructions,
    'year-end-tax-groups': yearEndTaxGroups,
  },
  irs_1099: {
    'fund-detail-totals': fundDetailTotals,
    'payee-letter-monthly-payments': payeeLetterMonthlyPayments,
  },
  irs_1040: {
    'efile-authorization-packet': efileAuthorizationPacket,
    'form-cells-small-captions': formCellsSmallCaptions,
  },
};
