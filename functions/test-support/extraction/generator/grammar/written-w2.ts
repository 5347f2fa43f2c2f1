// Tuned W-2 layout families written as one render function each (session 12), modelled on presentations
// real W-2s show in general. Tuned: tests and tuning loops may use them.
//
// Session 12 (decision 208):
// - payroll-list-letter: a payroll program's W-2 printed on plain paper as a letter: the employer's
//   letterhead and the employee's window address as uncaptioned address blocks, the ids as
//   "label: value" lines, then every box as one line of a list ("Box 1 - Wages, tips, other
//   compensation: 52,000.00", with leaders, or label left and amount right), in the form's order or
//   grouped (wages first, then taxes), box 12 as "Box 12a - Code D" lines, box 13 as Yes/No lines,
//   a long box 14 under its own line, and a state and local table of up to two states with local rows.
// - box-description-table: an HR portal's W-2 view: one Box / Description / Amount table holding the
//   federal boxes, box 12's codes, box 14's lines and the state and local boxes (the state named in the
//   description: "16 State wages, tips, etc. (NY)"), the parties below the table as "Employer" and
//   "Employee" blocks side by side (a heading, then name, street, city), ids beside them.
import { cityLine } from '../fake-data';
import { Rng, round2 } from '../random';
import { w2Data, w2Truth, type W2Data } from '../types/w2';
import { col, type Block, type TableRow } from './compose';
import { pickAmountStyle, plain, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const BOX_WORDS: [string, string, string][] = [
  ['box1_wages', '1', 'Wages, tips, other compensation'],
  ['box2_federalTaxWithheld', '2', 'Federal income tax withheld'],
  ['box3_socialSecurityWages', '3', 'Social security wages'],
  ['box4_socialSecurityTaxWithheld', '4', 'Social security tax withheld'],
  ['box5_medicareWages', '5', 'Medicare wages and tips'],
  ['box6_medicareTaxWithheld', '6', 'Medicare tax withheld'],
  ['box7_socialSecurityTips', '7', 'Social security tips'],
  ['box8_allocatedTips', '8', 'Allocated tips'],
  ['box10_dependentCareBenefits', '10', 'Dependent care benefits'],
  ['box11_nonqualifiedPlans', '11', 'Nonqualified plans'],
];

const BOX12_WORDS: Record<string, string> = {
  C: 'Taxable cost of group-term life insurance over $50,000',
  D: 'Elective deferrals to a 401(k) plan',
  DD: 'Cost of employer-sponsored health coverage',
  W: 'Employer contributions to a health savings account',
  E: 'Elective deferrals to a 403(b) plan',
};

const BOX14_EXTRA = ['HEALTH INS', 'PARKING', 'TUITION ASST', 'ROTH 401K', 'VOL LIFE', 'NY PFL'];

/**
 * A W-2 with more than one state (the employee moved or worked in two states) and local rows, and a
 * longer box 14, as payroll programs print them for such employees. The states split the wages.
 */
function richW2(seed: number, k: Rng): W2Data {
  const d = w2Data(seed);
  const wages = d.boxes.box1_wages ?? 0;
  const codes = ['CA', 'NY', 'OH', 'PA', 'MI', 'NJ', 'GA', 'IL'];
  if (d.states.length === 0 || k.bool(0.6)) {
    const first = d.states[0]?.state ?? k.pick(codes);
    const second = k.pick(codes.filter((c) => c !== first));
    const share = k.pick([0.35, 0.5, 0.62, 0.8]);
    const w1 = round2(wages * share);
    const w2 = round2(wages - w1);
    const local = (w: number, on: boolean) =>
      on
        ? {
            localWages: w,
            localIncomeTax: round2(w * k.pick([0.01, 0.015, 0.025])),
            locality: k.pick(['CITY OF DETROIT', 'NYC', 'PHILADELPHIA', 'COLUMBUS', 'TOLEDO']),
          }
        : { localWages: null, localIncomeTax: null, locality: null };
    d.states = [
      {
        state: first,
        employerStateId: `${k.int(100, 999)}-${k.int(10000, 99999)}`,
        stateWages: w1,
        stateIncomeTax: round2(w1 * k.pick([0.03, 0.045, 0.05])),
        ...local(w1, k.bool(0.5)),
      },
      {
        state: second,
        employerStateId: `${k.int(10, 99)}${k.int(1000000, 9999999)}`,
        stateWages: w2,
        stateIncomeTax: round2(w2 * k.pick([0.035, 0.04, 0.06])),
        ...local(w2, k.bool(0.4)),
      },
    ];
  }
  const extra = k.int(1, 3);
  const used = new Set(d.box14.map((b) => b.description));
  for (const desc of BOX14_EXTRA) {
    if (d.box14.length >= 2 + extra) break;
    if (used.has(desc) || !k.bool(0.5)) continue;
    d.box14.push({ description: desc, amount: k.money(40, 2600) });
  }
  return d;
}

const nameOf = (d: W2Data) => d.employee.name;

/**
 * A payroll program's W-2 on plain paper, printed as a letter: uncaptioned address blocks for the
 * parties, the ids as "label: value" lines and every box as a line of a list.
 */
function payrollListLetter(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x5a11e77e);
  const d = richW2(seed, k);
  const truth = w2Truth(d);
  const m: AmountStyle = { ...pickAmountStyle(k), currency: k.pick(['', '$']) as AmountStyle['currency'] };
  const $ = (v: number) => plain(v, m);
  const dash = k.pick([' - ', ' — ', '  ', ': ']);
  const boxWord = k.pick(['Box ', 'Box ', '']);
  const caption = (no: string, words: string) =>
    boxWord ? `${boxWord}${no}${dash}${words}` : `${no}.${dash === ': ' ? ' ' : dash}${words}`;
  const style = k.pick(['colon', 'leaders', 'aligned'] as const);
  const order = k.pick(['official', 'grouped'] as const);
  const boxes = BOX_WORDS.filter(([f]) => d.boxes[f] !== undefined);
  const ordered =
    order === 'official'
      ? boxes
      : [
          ...boxes.filter(([, no]) => ['1', '3', '5', '7', '8', '10', '11'].includes(no)),
          ...boxes.filter(([, no]) => ['2', '4', '6'].includes(no)),
        ];
  const pairs: [string, string][] = ordered.map(([f, no, words]) => [caption(no, words), $(d.boxes[f]!)]);
  d.box12.forEach((b, i) => {
    const letter = 'abcd'[i] ?? '';
    pairs.push([
      k.bool(0.5)
        ? `${boxWord || ''}12${letter}${dash}Code ${b.code}`
        : `${boxWord || ''}12${letter}${dash}Code ${b.code} (${BOX12_WORDS[b.code] ?? 'see instructions'})`,
      $(b.amount),
    ]);
  });
  const yes = (v: boolean) => (v ? 'Yes' : 'No');
  const box13: [string, string][] = [
    [caption('13', 'Statutory employee'), yes(d.box13.statutory)],
    [caption('13', 'Retirement plan'), yes(d.box13.retirement)],
    [caption('13', 'Third-party sick pay'), yes(d.box13.sickPay)],
  ];
  const er = d.employerAddress;
  const emp = d.employee;
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.employer, er.street, cityLine(er)], size: 9.5 },
      right: {
        kind: 'text',
        lines: [
          `Form W-2 Wage and Tax Statement ${d.year}`,
          k.pick(['Employee Copy', 'Copy C - For Employee Records', 'Reissued Statement']),
        ],
        size: 9,
        bold: true,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 26 },
    { kind: 'text', lines: [nameOf(d), emp.address.street, cityLine(emp.address)], size: 10 },
    { kind: 'space', h: 22 },
    {
      kind: 'text',
      lines: [
        k.pick([
          `Dear ${emp.firstName},`,
          'Below is your Form W-2 information for your records.',
          `Your ${d.year} wage and tax statement follows.`,
        ]),
      ],
      size: 9,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'kv',
      pairs: [
        ["Employee's social security number", d.employeeSSN],
        [k.pick(['Employer identification number (EIN)', 'Employer ID number', 'EIN']), d.employerEIN],
        ...(d.control ? ([['Control number', d.control]] as [string, string][]) : []),
      ],
      style: 'colon',
      size: 9,
    },
    { kind: 'space', h: 8 },
    { kind: 'kv', pairs: [...pairs, ...box13], style, size: 9 },
  ];
  if (d.box14.length) {
    blocks.push(
      { kind: 'space', h: 4 },
      { kind: 'text', lines: [caption('14', 'Other')], size: 9 },
      {
        kind: 'kv',
        pairs: d.box14.map((b) => [`    ${b.description}`, $(b.amount)] as [string, string]),
        style: style === 'colon' ? 'aligned' : style,
        size: 9,
      },
    );
  }
  if (d.states.length) {
    blocks.push(
      { kind: 'space', h: 8 },
      {
        kind: 'table',
        title: k.pick(['State and local information', 'State and Local Taxes']),
        columns: [
          col('15 State', 0.7),
          col("Employer's state\nID number", 1.3),
          col('16 State wages,\ntips, etc.', 1.2, 'right'),
          col('17 State\nincome tax', 1.1, 'right'),
          col('18 Local wages,\ntips, etc.', 1.2, 'right'),
          col('19 Local\nincome tax', 1.1, 'right'),
          col('20 Locality\nname', 1.4),
        ],
        rows: d.states.map((s): TableRow => ({
          cells: [
            s.state,
            s.employerStateId,
            $(s.stateWages),
            $(s.stateIncomeTax),
            s.localWages === null ? '' : $(s.localWages),
            s.localIncomeTax === null ? '' : $(s.localIncomeTax),
            s.locality ?? '',
          ],
        })),
        ruling: k.pick(['rules', 'none'] as const),
        repeatHeader: false,
        size: 7.5,
      },
    );
  }
  blocks.push(
    { kind: 'space', h: 10 },
    {
      kind: 'text',
      lines: [
        'This information is being furnished to the Internal Revenue Service. Keep this statement with your tax records.',
      ],
      size: 7,
      color: 'grey',
    },
  );
  return { blocks, truth, font: k.pick(['helvetica', 'times', 'courier'] as const), margin: k.int(36, 46) };
}

/**
 * An HR portal's W-2 view: one Box / Description / Amount table of every printed box (federal,
 * box 12 codes, box 14 lines, state and local), the parties below it side by side.
 */
function boxDescriptionTable(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x7ab1e2);
  const d = richW2(seed, k);
  const truth = w2Truth(d);
  const m: AmountStyle = { ...pickAmountStyle(k), currency: k.pick(['', '$']) as AmountStyle['currency'] };
  const $ = (v: number) => plain(v, m);
  const rows: TableRow[] = [];
  for (const [f, no, words] of BOX_WORDS)
    if (d.boxes[f] !== undefined) rows.push({ cells: [no, words, $(d.boxes[f]!)] });
  d.box12.forEach((b, i) =>
    rows.push({
      cells: [
        `12${'abcd'[i] ?? ''}`,
        `${b.code} - ${BOX12_WORDS[b.code] ?? 'See instructions'}`,
        $(b.amount),
      ],
    }),
  );
  // The form's three check boxes, marked or left blank.
  const mark = k.pick(['X', 'Yes']);
  rows.push(
    { cells: ['13', 'Statutory employee', d.box13.statutory ? mark : ''] },
    { cells: ['13', 'Retirement plan', d.box13.retirement ? mark : ''] },
    { cells: ['13', 'Third-party sick pay', d.box13.sickPay ? mark : ''] },
  );
  for (const b of d.box14) rows.push({ cells: ['14', b.description, $(b.amount)] });
  for (const s of d.states) {
    rows.push(
      { cells: ['15', `State / Employer's state ID: ${s.state} ${s.employerStateId}`, ''] },
      { cells: ['16', `State wages, tips, etc. (${s.state})`, $(s.stateWages)] },
      { cells: ['17', `State income tax (${s.state})`, $(s.stateIncomeTax)] },
    );
    if (s.localWages !== null)
      rows.push(
        { cells: ['18', `Local wages, tips, etc. (${s.locality})`, $(s.localWages)] },
        { cells: ['19', `Local income tax (${s.locality})`, $(s.localIncomeTax ?? 0)] },
        { cells: ['20', `Locality name`, s.locality ?? ''] },
      );
  }
  const er = d.employerAddress;
  const emp = d.employee;
  const heads = k.pick([
    ['Employer', 'Employee'],
    ['EMPLOYER', 'EMPLOYEE'],
    ['Employer Information', 'Employee Information'],
  ] as const);
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        `${k.pick(['Form W-2', 'W-2 Wage and Tax Statement', 'Tax Statement (W-2)'])} - ${k.pick(['Tax Year', 'Year'])} ${d.year}`,
      ],
      size: 12,
      bold: true,
    },
    {
      kind: 'text',
      lines: [k.pick(['Online copy - view only', 'Printed from the employee self-service portal'])],
      size: 8,
      color: 'grey',
    },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      columns: [col('Box', 0.6), col('Description', 4), col(k.pick(['Amount', 'Value']), 1.3, 'right')],
      rows,
      ruling: k.pick(['zebra', 'rules', 'grid'] as const),
      repeatHeader: false,
      size: 8.5,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'pair',
      left: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: [heads[0]], size: 9, bold: true },
          { kind: 'text', lines: [d.employer, er.street, cityLine(er)], size: 9 },
          {
            kind: 'kv',
            pairs: [
              ['EIN', d.employerEIN],
              ...(d.control ? ([['Control number', d.control]] as [string, string][]) : []),
            ],
            style: 'colon',
            size: 8.5,
          },
        ],
      },
      right: {
        kind: 'stack',
        blocks: [
          { kind: 'text', lines: [heads[1]], size: 9, bold: true },
          { kind: 'text', lines: [emp.name, emp.address.street, cityLine(emp.address)], size: 9 },
          { kind: 'kv', pairs: [['SSN', d.employeeSSN]], style: 'colon', size: 8.5 },
        ],
      },
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 50) };
}

/**
 * Session 13 (decision 215): a corrected W-2 as a payroll provider prints it (the W-2c's content on
 * plain paper): "Form W-2c Corrected Wage and Tax Statement", the employer's and the employee's
 * identity in captioned cells with the W-2c's letters ("a Employer's name, address, and ZIP code",
 * "c Tax year/Form corrected 2024 / W-2"), then ONE table of every box with the amount previously
 * reported beside the correct one (the official order, or one time in four the correct column
 * first), the unchanged boxes the same in both. The correct column is the W-2.
 */
function correctedPreviousCorrect(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x3c0cec7);
  const d = richW2(seed, k);
  const truth = w2Truth(d);
  const m: AmountStyle = { ...pickAmountStyle(k), currency: k.pick(['', '$']) as AmountStyle['currency'] };
  const $ = (v: number) => plain(v, m);
  // The correction: a missed bonus or a fringe benefit changes the wages and the taxes on them.
  const delta = round2(k.money(300, 9_000));
  const before = (f: string, v: number): number => {
    const rate: Record<string, number> = {
      box1_wages: 1,
      box2_federalTaxWithheld: 0.22,
      box3_socialSecurityWages: 1,
      box4_socialSecurityTaxWithheld: 0.062,
      box5_medicareWages: 1,
      box6_medicareTaxWithheld: 0.0145,
    };
    const r = rate[f];
    return r === undefined ? v : Math.max(0, round2(v - delta * r));
  };
  const heads = k.pick([
    ['Previously reported', 'Correct information'],
    ['As previously reported', 'As corrected'],
    ['Original', 'Corrected'],
  ] as const);
  const correctFirst = k.bool(0.25);
  const two = (prev: string, now: string): [string, string] => (correctFirst ? [now, prev] : [prev, now]);
  const rows: TableRow[] = [];
  for (const [f, no, words] of BOX_WORDS)
    if (d.boxes[f] !== undefined)
      rows.push({ cells: [no, words, ...two($(before(f, d.boxes[f]!)), $(d.boxes[f]!))] });
  d.box12.forEach((b, i) =>
    rows.push({ cells: [`12${'abcd'[i] ?? ''}`, `Code ${b.code}`, ...two($(b.amount), $(b.amount))] }),
  );
  const yes = (on: boolean) => (on ? 'X' : '');
  rows.push(
    { cells: ['13', 'Statutory employee', ...two(yes(d.box13.statutory), yes(d.box13.statutory))] },
    { cells: ['13', 'Retirement plan', ...two(yes(d.box13.retirement), yes(d.box13.retirement))] },
    { cells: ['13', 'Third-party sick pay', ...two(yes(d.box13.sickPay), yes(d.box13.sickPay))] },
  );
  for (const b of d.box14) rows.push({ cells: ['14', b.description, ...two($(b.amount), $(b.amount))] });
  const shareOf = d.states.length > 1 ? 0.5 : 1;
  for (const s of d.states) {
    rows.push(
      { cells: ['15', `State ${s.state}  Employer's state ID no. ${s.employerStateId}`, '', ''] },
      {
        cells: [
          '16',
          `State wages, tips, etc.`,
          ...two($(Math.max(0, round2(s.stateWages - delta * shareOf))), $(s.stateWages)),
        ],
      },
      { cells: ['17', `State income tax`, ...two($(s.stateIncomeTax), $(s.stateIncomeTax))] },
    );
    if (s.localWages !== null)
      rows.push(
        { cells: ['18', `Local wages, tips, etc.`, ...two($(s.localWages), $(s.localWages))] },
        { cells: ['19', `Local income tax`, ...two($(s.localIncomeTax ?? 0), $(s.localIncomeTax ?? 0))] },
        { cells: ['20', `Locality name`, ...two(s.locality ?? '', s.locality ?? '')] },
      );
  }
  const er = d.employerAddress;
  const emp = d.employee;
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          k.pick(['Form W-2c  Corrected Wage and Tax Statement', 'W-2c Corrected Wage and Tax Statement']),
        ],
        size: 12,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [
          k.pick([
            "Copy B - To Be Filed With Employee's FEDERAL Tax Return",
            "Copy C - For EMPLOYEE'S RECORDS",
          ]),
        ],
        size: 7.5,
        align: 'right',
      },
      split: 0.6,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          {
            caption: "a Employer's name, address, and ZIP code",
            value: '',
            lines: [d.employer, er.street, cityLine(er)],
            weight: 1.4,
          },
          { caption: 'c Tax year/Form corrected', value: `${d.year} / W-2`, weight: 1 },
        ],
        [
          { caption: "b Employer's Federal EIN", value: d.employerEIN, weight: 1 },
          { caption: "d Employee's correct SSN", value: d.employeeSSN, weight: 1 },
          ...(d.control ? [{ caption: 'Control number', value: d.control, weight: 0.8 }] : []),
        ],
        [
          {
            caption: "f Employee's name, address, and ZIP code",
            value: '',
            lines: [emp.name, emp.address.street, cityLine(emp.address)],
            weight: 1,
          },
        ],
      ],
    },
    { kind: 'space', h: 12 },
    {
      kind: 'table',
      columns: [
        col('Box', 0.6),
        col('Description', 3),
        ...two(heads[0], heads[1]).map((h) => col(h, 1.4, 'right')),
      ],
      rows,
      ruling: k.pick(['rules', 'grid'] as const),
      repeatHeader: false,
      size: 8.5,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'text',
      lines: [
        k.pick([
          'Explain decreases here: none. Has an adjustment been made on an employment tax return? Yes',
          'This corrected statement replaces the Form W-2 previously furnished to you.',
        ]),
      ],
      size: 7.5,
      color: 'grey',
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 50) };
}

export const WRITTEN_W2_FAMILIES: WrittenFamilies = {
  w2: {
    'payroll-list-letter': payrollListLetter,
    'box-description-table': boxDescriptionTable,
    'corrected-previous-correct': correctedPreviousCorrect,
  },
};
