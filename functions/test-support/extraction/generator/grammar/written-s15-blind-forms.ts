// BLIND W-2, 1099 and 1040 layout families (session 15, decision 232), written by a helper who never
// runs the engine, to measure whether the session's general mechanisms reach layouts nobody tuned
// on. NOT registered in grammar/index.ts until the lead scores them (decision 230): tuners must not
// open this file or generate these families. Each family is documented above its render function.
import { cityLine, ein, person } from '../fake-data';
import { Rng, round2 } from '../random';
import { returnData, truth1040, type ReturnData } from '../types/irs-1040';
import { BOXES, data1099, truth1099, type Data1099 } from '../types/irs-1099';
import { w2Data, w2Truth, type W2Data } from '../types/w2';
import { col, type Block, type FormCell, type FormLine, type TableRow } from './compose';
import { amount, pickAmountStyle, plain, type AmountStyle } from './style';
import { keepOnly } from './written-forms';
import type { GrammarOutput, WrittenFamilies } from './types';

/** Splits a total into n positive parts (in cents) that add up to it exactly. */
function splitCents(total: number, n: number, k: Rng): number[] {
  if (n <= 1 || total <= 0) return [total, ...Array<number>(Math.max(0, n - 1)).fill(0)].slice(0, n);
  const weights = Array.from({ length: n }, () => k.int(1, 10));
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => round2((total * w) / sum));
  parts[n - 1] = round2(total - parts.slice(0, -1).reduce((s, p) => s + p, 0));
  return parts;
}

/** A money style with no currency sign most of the time (boxes on forms rarely carry one). */
function formMoney(k: Rng): AmountStyle {
  return { ...pickAmountStyle(k), currency: k.pick(['', '', '$']) as AmountStyle['currency'] };
}

const maskSsn = (s: string, k: Rng) => (k.bool(0.5) ? `XXX-XX-${s.slice(-4)}` : `***-**-${s.slice(-4)}`);

// ================================================================================================
// W-2: four-up-copies-sheet

const FOUR_UP_COPIES = [
  ['Copy B', "To Be Filed With Employee's FEDERAL Tax Return."],
  ['Copy C', "For EMPLOYEE'S RECORDS (See Notice to Employee on back of Copy B.)"],
  ['Copy 2', "To Be Filed With Employee's State, City, or Local Income Tax Return."],
  ['Copy 2', "To Be Filed With Employee's State, City, or Local Income Tax Return."],
] as const;

/** Box captions in the two wordings 4-up sheets print: the form's own, and a payroll program's cramped one. */
const FOUR_UP_CAPTIONS: Record<string, [string, string]> = {
  box1_wages: ['1 Wages, tips, other comp.', '1 Wages,tips,oth comp'],
  box2_federalTaxWithheld: ['2 Federal income tax w/held', '2 Fed income tax w/h'],
  box3_socialSecurityWages: ['3 Social security wages', '3 Soc sec wages'],
  box4_socialSecurityTaxWithheld: ['4 Social sec. tax withheld', '4 Soc sec tax w/h'],
  box5_medicareWages: ['5 Medicare wages and tips', '5 Medicare wages & tips'],
  box6_medicareTaxWithheld: ['6 Medicare tax withheld', '6 Medicare tax w/h'],
  box7_socialSecurityTips: ['7 Social security tips', '7 Soc sec tips'],
  box8_allocatedTips: ['8 Allocated tips', '8 Alloc tips'],
  box10_dependentCareBenefits: ['10 Dependent care benefits', '10 Dep care bnfts'],
  box11_nonqualifiedPlans: ['11 Nonqualified plans', '11 Nonqual plans'],
};

function fourUpCopy(
  d: W2Data,
  $: (v: number) => string,
  words: 0 | 1,
  partiesRight: boolean,
  empty: string,
): FormCell[][] {
  const cap = (f: string) => FOUR_UP_CAPTIONS[f]![words];
  const box = (f: string): FormCell => {
    const v = d.boxes[f];
    return { caption: cap(f), value: v === undefined ? empty : $(v), weight: 1 };
  };
  const b12 = (i: number): FormCell => {
    const b = d.box12[i];
    return { caption: `12${'abcd'[i]}`, value: b ? `${b.code}  ${$(b.amount)}` : '', weight: 1 };
  };
  const x = (on: boolean) => (on ? 'X' : '_');
  const row = (party: FormCell, a: FormCell, b: FormCell): FormCell[] =>
    partiesRight ? [a, b, party] : [party, a, b];
  const s = d.states[0];
  const er = d.employerAddress;
  const ee = d.employee;
  return [
    row(
      { caption: "a Employee's SSA number", value: d.employeeSSN, weight: 2 },
      box('box1_wages'),
      box('box2_federalTaxWithheld'),
    ),
    row(
      { caption: 'b Employer ID number (EIN)', value: d.employerEIN, weight: 2 },
      box('box3_socialSecurityWages'),
      box('box4_socialSecurityTaxWithheld'),
    ),
    row(
      {
        caption: "c Employer's name, address, and ZIP code",
        value: '',
        lines: [d.employer, er.street, cityLine(er)],
        weight: 2,
      },
      box('box5_medicareWages'),
      box('box6_medicareTaxWithheld'),
    ),
    row(
      { caption: 'd Control number', value: d.control ?? '', weight: 2 },
      box('box7_socialSecurityTips'),
      box('box8_allocatedTips'),
    ),
    row(
      {
        caption: "e/f Employee's name, address and ZIP code",
        value: '',
        lines: [ee.name, ee.address.street, cityLine(ee.address)],
        weight: 2,
      },
      box('box10_dependentCareBenefits'),
      box('box11_nonqualifiedPlans'),
    ),
    row(
      {
        caption: '13 Stat emp   Ret plan   3rd party sick pay',
        value: `  ${x(d.box13.statutory)}            ${x(d.box13.retirement)}             ${x(d.box13.sickPay)}`,
        weight: 2,
      },
      b12(0),
      b12(1),
    ),
    row(
      {
        caption: '14 Other',
        value: '',
        lines: d.box14.length ? d.box14.map((b) => `${b.description} ${$(b.amount)}`) : [''],
        weight: 2,
      },
      b12(2),
      b12(3),
    ),
    [
      {
        caption: '15 State  Employer state ID',
        value: s ? `${s.state}  ${s.employerStateId}` : '',
        weight: 2,
      },
      { caption: '16 State wages', value: s ? $(s.stateWages) : '', weight: 1 },
      { caption: '17 State income tax', value: s ? $(s.stateIncomeTax) : '', weight: 1 },
    ],
    [
      { caption: '18 Local wages, tips, etc.', value: s?.localWages ? $(s.localWages) : '', weight: 1.4 },
      { caption: '19 Local income tax', value: s?.localIncomeTax ? $(s.localIncomeTax) : '', weight: 1.3 },
      { caption: '20 Locality name', value: s?.locality ?? '', weight: 1.3 },
    ],
  ];
}

/**
 * four-up-copies-sheet: the "4-up" employee W-2 that payroll services print on one perforated
 * sheet: four quarter-page copies of the same W-2 in a 2x2 grid (Copy B, Copy C, Copy 2, Copy 2 in
 * one of two orders), each a grid of captioned cells headed by its copy line and "W-2 Wage and Tax
 * Statement YEAR / OMB No. 1545-0008". Every copy prints the same values. Captions are the form's
 * or a payroll program's cramped abbreviations ("2 Fed income tax w/h"); the parties' cells (SSN,
 * EIN, employer, control number, employee, box 13 marks, box 14) sit in the left or the right
 * third; box 12 prints "D  4,500.00" in cells 12a-12d; box 13 marks are X or "_" under one
 * caption line; empty amount boxes are blank, or on one sheet in four 0.00 (then the truth has
 * 0). A perforation line separates the rows of copies; the sheet may carry an envelope-window
 * address block above or a "Keep Copy C for your records" note below.
 */
function fourUpCopiesSheet(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x4a11c0de);
  const d = w2Data(seed);
  if (k.bool(0.2)) d.boxes.box8_allocatedTips = k.money(150, 2_500);
  const truth = w2Truth(d);
  const style = formMoney(k);
  const $ = (v: number) => plain(v, style);
  const words = k.pick([0, 1] as const);
  const partiesRight = k.bool(0.35);
  // One sheet in four prints an empty amount box as 0.00: a printed zero is a value.
  const zeros = k.bool(0.25);
  if (zeros) for (const f of Object.keys(FOUR_UP_CAPTIONS)) if (d.boxes[f] === undefined) truth.fields[f] = 0;
  const order = k.bool(0.5) ? [0, 1, 2, 3] : [0, 2, 1, 3];
  const copy = (i: number): Block => {
    const [name, purpose] = FOUR_UP_COPIES[i]!;
    return {
      kind: 'stack',
      blocks: [
        {
          kind: 'text',
          lines: [`W-2 Wage and Tax Statement ${d.year}   OMB No. 1545-0008`],
          size: 7.5,
          bold: true,
        },
        { kind: 'text', lines: [`${name} ${purpose}`], size: 5.5 },
        {
          kind: 'form',
          rows: fourUpCopy(d, $, words, partiesRight, zeros ? plain(0, style) : ''),
          captionSize: 4.6,
          cellHeight: 21,
        },
      ],
    };
  };
  const blocks: Block[] = [];
  // The envelope-window address or the note below: the sheet has room for one of them.
  const windowAddress = k.bool(0.5);
  if (windowAddress)
    blocks.push(
      {
        kind: 'pair',
        left: {
          kind: 'text',
          lines: [
            d.employee.name.toUpperCase(),
            d.employee.address.street.toUpperCase(),
            cityLine(d.employee.address).toUpperCase(),
          ],
          size: 8.5,
        },
        right: {
          kind: 'text',
          lines: ['IMPORTANT TAX RETURN DOCUMENT ENCLOSED', `Tax year ${d.year} - Employee copies`],
          size: 7.5,
          align: 'right',
        },
        split: 0.55,
      },
      { kind: 'space', h: 6 },
    );
  const perforation: Block = {
    kind: 'text',
    lines: [
      '- - - - - - - - - - - - - - - - - - - - - - - - fold and tear along perforation - - - - - - - - - - - - - - - - - - - - - - - -',
    ],
    size: 6,
    color: 'grey',
    align: 'center',
  };
  blocks.push({ kind: 'pair', left: copy(order[0]!), right: copy(order[1]!), split: 0.5 }, perforation, {
    kind: 'pair',
    left: copy(order[2]!),
    right: copy(order[3]!),
    split: 0.5,
  });
  if (!windowAddress && k.bool(0.7))
    blocks.push({
      kind: 'note',
      lines: [
        'Keep Copy C for your records. File Copy B with your federal return and Copy 2 with your state, city or local return.',
        'If your name, SSN, or address is incorrect, notify your employer; do not correct the form yourself. Box 1 does not include elective deferrals shown in box 12 with codes D, E, F, G or S.',
      ],
      size: 6,
    });
  return { blocks, truth, font: k.pick(['helvetica', 'helvetica', 'times'] as const), margin: k.int(22, 30) };
}

// ================================================================================================
// W-2: wage-reconciliation-summary

const PRETAX_PLANS = ['Section 125 cafeteria plan', 'Pre-tax medical/dental/vision', 'Health FSA (Sec. 125)'];

/**
 * wage-reconciliation-summary: a payroll provider's "W-2 wage reconciliation" page that accompanies
 * an employee's W-2: the employer's letterhead (name, address, "Federal EIN"), the employee's
 * window address with the masked or full SSN and an employee number (no field), then a table that
 * walks gross pay down to each W-2 wage box: one column per box (Federal box 1, Social security
 * box 3, Medicare box 5, and State box 16 when there is a state), rows "Gross earnings", pre-tax
 * 401(k) (box 12 D), a Section 125 plan that is taken out of gross first for every column and added
 * back as a separate row, wages over the social security base, tips reported in box 7, and the
 * reportable wage row (the boxes). Then the withheld taxes as a list with the box named in words
 * before or after, and "Other W-2 items" (box 7, 8, 10, 12 codes, 13 flags as Yes/No, 14, state
 * ID, locality and local boxes, control number). Deductions print negative in the page's style.
 */
function wageReconciliationSummary(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x7eca11ed);
  const d = w2Data(seed);
  if (k.bool(0.15)) d.boxes.box10_dependentCareBenefits = k.money(500, 5_000);
  const truth = w2Truth(d);
  const style = pickAmountStyle(k, { negative: ['minus', 'parens'] });
  const dash = k.bool(0.5);
  const $ = (v: number) => amount(v, { ...style, zero: dash ? 'dash' : 'number' });
  const money = (v: number) => plain(v, style);
  const b = d.boxes;
  const gross = b.box5_medicareWages ?? 0;
  const deferral = d.box12.find((x) => x.code === 'D')?.amount ?? 0;
  const ssCapped = Math.min(gross, (b.box3_socialSecurityWages ?? 0) + (b.box7_socialSecurityTips ?? 0));
  const overBase = round2(gross - ssCapped);
  const tips = b.box7_socialSecurityTips ?? 0;
  const state = d.states[0];
  // A Section 125 plan reduces every wage box; printed as gross before it, then the reduction.
  const cafeteria = k.bool(0.5) ? k.money(600, 6_000) : 0;
  const cols: [string, number][] = [
    [k.pick(['Federal (Box 1)', 'Fed Taxable\nBox 1', 'Federal wages\nW-2 box 1']), b.box1_wages ?? 0],
    [
      k.pick(['Soc. Sec. (Box 3)', 'Social Security\nBox 3', 'OASDI wages\nW-2 box 3']),
      b.box3_socialSecurityWages ?? 0,
    ],
    [k.pick(['Medicare (Box 5)', 'Medicare\nBox 5', 'Medicare wages\nW-2 box 5']), gross],
  ];
  if (state)
    cols.push([k.pick([`State ${state.state} (Box 16)`, `${state.state} State\nBox 16`]), state.stateWages]);
  const line = (label: string, per: number[]): TableRow => ({ cells: [label, ...per.map($)] });
  const fedState = (v: number) => cols.map((_, i) => (i === 0 || i === 3 ? v : 0));
  const rows: TableRow[] = [
    line(
      k.pick(['Gross earnings', 'Total gross pay (YTD)', 'Gross wages paid']),
      cols.map(() => round2(gross + cafeteria)),
    ),
  ];
  if (cafeteria)
    rows.push(
      line(
        `Less: ${k.pick(PRETAX_PLANS)}`,
        cols.map(() => -cafeteria),
      ),
    );
  if (deferral)
    rows.push(
      line(k.pick(['Less: 401(k) deferral (12 D)', 'Less: Pre-tax 401(k) deductions']), fedState(-deferral)),
    );
  if (overBase)
    rows.push(
      line(
        'Less: Wages over SS wage base',
        cols.map((_, i) => (i === 1 ? -overBase : 0)),
      ),
    );
  if (tips)
    rows.push(
      line(
        'Less: Social security tips (Box 7)',
        cols.map((_, i) => (i === 1 ? -tips : 0)),
      ),
    );
  rows.push({
    cells: [
      k.pick(['W-2 reportable wages', 'Taxable wages reported on W-2', 'Wages per Form W-2']),
      ...cols.map(([, v]) => money(v)),
    ],
    kind: 'subtotal',
    rules: { above: true, below: 'double' },
  });
  const boxFirst = k.bool(0.5);
  const named = (no: string, words: string) => (boxFirst ? `Box ${no} - ${words}` : `${words} (Box ${no})`);
  const taxes: [string, string][] = [
    [named('2', 'Federal income tax withheld'), money(b.box2_federalTaxWithheld ?? 0)],
    [named('4', 'Social security tax withheld'), money(b.box4_socialSecurityTaxWithheld ?? 0)],
    [named('6', 'Medicare tax withheld'), money(b.box6_medicareTaxWithheld ?? 0)],
  ];
  if (state)
    taxes.push([named('17', `${state.state} state income tax withheld`), money(state.stateIncomeTax)]);
  if (state?.localIncomeTax)
    taxes.push([named('19', `Local income tax - ${state.locality}`), money(state.localIncomeTax)]);
  const other: [string, string][] = [];
  if (tips) other.push([named('7', 'Social security tips'), money(tips)]);
  if (b.box8_allocatedTips) other.push([named('8', 'Allocated tips'), money(b.box8_allocatedTips)]);
  if (b.box10_dependentCareBenefits)
    other.push([named('10', 'Dependent care benefits'), money(b.box10_dependentCareBenefits)]);
  d.box12.forEach((x, i) => other.push([`Box 12${'abcd'[i]} - Code ${x.code}`, money(x.amount)]));
  const yn = (v: boolean) => (v ? 'Yes' : 'No');
  other.push(
    [named('13', 'Statutory employee'), yn(d.box13.statutory)],
    [named('13', 'Retirement plan'), yn(d.box13.retirement)],
    [named('13', 'Third-party sick pay'), yn(d.box13.sickPay)],
  );
  for (const x of d.box14) other.push([`Box 14 - ${x.description}`, money(x.amount)]);
  if (state) {
    other.push([`Box 15 - ${state.state} employer state ID`, state.employerStateId]);
    if (state.localWages)
      other.push(
        [named('18', 'Local wages'), money(state.localWages)],
        [named('20', 'Locality'), state.locality ?? ''],
      );
  }
  if (d.control) other.push(['Control number (Box d)', d.control]);
  const er = d.employerAddress;
  const employeeNo = `EE ${k.digits(5)}`;
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employer, er.street, cityLine(er), `Federal EIN ${d.employerEIN}`],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [
          k.pick(['W-2 Wage Reconciliation', 'Form W-2 Wage Summary', 'Year-End W-2 Reconciliation']),
          `Tax Year ${d.year}`,
        ],
        size: 11,
        bold: true,
        align: 'right',
      },
      split: 0.5,
    },
    { kind: 'space', h: 16 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employee.name, d.employee.address.street, cityLine(d.employee.address)],
        size: 10,
      },
      right: {
        kind: 'kv',
        style: 'aligned',
        pairs: [
          ['Employee number', employeeNo],
          ['SSN', k.bool(0.5) ? maskSsn(d.employeeSSN, k) : d.employeeSSN],
          ['Last pay date', `12/${k.int(20, 31)}/${d.year}`],
        ],
        size: 8.5,
      },
      split: 0.55,
    },
    { kind: 'space', h: 12 },
    {
      kind: 'text',
      lines: [
        'The amounts below explain how the wages in the boxes of your Form W-2 were computed from your gross pay.',
      ],
      size: 8,
    },
    {
      kind: 'table',
      title: 'Wage reconciliation',
      columns: [col('', 2.4), ...cols.map(([h]) => col(h, 1.1, 'right'))],
      rows,
      ruling: k.pick(['rules', 'grid', 'zebra'] as const),
      repeatHeader: false,
      size: 8.5,
    },
    { kind: 'space', h: 8 },
    {
      kind: 'pair',
      left: {
        kind: 'kv',
        title: 'Taxes withheld',
        style: k.pick(['aligned', 'leaders'] as const),
        pairs: taxes,
        size: 8.5,
      },
      right: { kind: 'kv', title: 'Other W-2 items', style: 'aligned', pairs: other, size: 8 },
      split: 0.5,
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 50) };
}

// ================================================================================================
// 1099: brokerage-consolidated-statement

/** The boxes of the 1099-DIV and 1099-INT as the broker prints them, the schema's and the others. */
const CONSOLIDATED_BOXES: Record<'DIV' | 'INT', [no: string, caption: string, field: string | null][]> = {
  DIV: [
    ['1a', 'Total ordinary dividends', 'box1a_totalOrdinaryDividends'],
    ['1b', 'Qualified dividends', 'box1b_qualifiedDividends'],
    ['2a', 'Total capital gain distributions', 'box2a_totalCapitalGain'],
    ['2b', 'Unrecaptured Section 1250 gain', null],
    ['2c', 'Section 1202 gain', null],
    ['2d', 'Collectibles (28%) gain', null],
    ['3', 'Nondividend distributions', null],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['5', 'Section 199A dividends', 'box5_section199A'],
    ['6', 'Investment expenses', null],
    ['7', 'Foreign tax paid', 'box7_foreignTaxPaid'],
    ['8', 'Foreign country or U.S. possession', null],
    ['9', 'Cash liquidation distributions', null],
    ['12', 'Exempt-interest dividends', null],
    ['13', 'Specified private activity bond interest dividends', null],
  ],
  INT: [
    ['1', 'Interest income', 'box1_interestIncome'],
    ['2', 'Early withdrawal penalty', 'box2_earlyWithdrawalPenalty'],
    ['3', 'Interest on U.S. Savings Bonds & Treasury obligations', 'box3_treasuryInterest'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['5', 'Investment expenses', null],
    ['6', 'Foreign tax paid', null],
    ['8', 'Tax-exempt interest', 'box8_taxExemptInterest'],
    ['9', 'Specified private activity bond interest', null],
    ['10', 'Market discount', null],
    ['11', 'Bond premium', null],
    ['13', 'Bond premium on tax-exempt bond', null],
  ],
};

const SECURITIES = [
  ['VANGUARD TOTAL STOCK MKT IDX ADM', '922908728'],
  ['APPLE INC', '037833100'],
  ['ISHARES CORE S&P 500 ETF', '464287200'],
  ['MICROSOFT CORP', '594918104'],
  ['SCHWAB US DIVIDEND EQUITY ETF', '808524797'],
  ['JOHNSON & JOHNSON', '478160104'],
  ['PROCTER & GAMBLE CO', '742718109'],
  ['VANGUARD TOTAL INTL STOCK ETF', '921909768'],
  ['US TREASURY BILL 0% 03/2025', '912797GK7'],
  ['FIDELITY GOVERNMENT MONEY MARKET', '316175108'],
  ['BANK DEPOSIT SWEEP PROGRAM', 'N/A'],
  ['AT&T INC 4.35% 03/01/2029', '00206RHJ4'],
] as const;

/** The detail table's column heads under their box numbers: short, as wide tables print them. */
const DETAIL_HEADS: Record<string, string> = {
  box1a_totalOrdinaryDividends: 'Ordinary div.',
  box1b_qualifiedDividends: 'Qualified div.',
  box2a_totalCapitalGain: 'Cap. gain distr.',
  box4_federalTaxWithheld: 'Fed. tax withheld',
  box5_section199A: 'Sec. 199A div.',
  box7_foreignTaxPaid: 'Foreign tax paid',
  box1_interestIncome: 'Interest income',
  box2_earlyWithdrawalPenalty: 'Early w/d penalty',
  box3_treasuryInterest: 'U.S. Treasury int.',
  box8_taxExemptInterest: 'Tax-exempt int.',
};

const BROKERS = [
  'Northgate Securities LLC',
  'Summit Ridge Brokerage, Inc.',
  'Beacon Point Investments',
  'Lakeshore Clearing Corporation',
  'Granite Peak Wealth Services',
];

/**
 * brokerage-consolidated-statement: a broker's "Consolidated Form 1099" tax reporting statement
 * for one account whose reportable income is dividends (1099-DIV) or interest (1099-INT): page 1 is
 * the summary: broker's letterhead and the payer's TIN, the recipient's window address and TIN,
 * account number, a document id and preparation date (no fields), then the reported form's boxes
 * as a list in two columns (the schema's boxes and the form's others, every one printed, zeros as
 * 0.00), then the other sections of a composite statement saying there is nothing to report
 * ("1099-INT: No reportable income", "1099-MISC"), and a 1099-B summary of short- and long-term
 * proceeds, cost basis and gain (no fields). Page 2 is the per-security detail (description,
 * CUSIP, a column per amount box) whose totals row equals the boxes. The running header repeats
 * the account and recipient.
 */
function brokerageConsolidatedStatement(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xb40c3e11);
  const variant = k.pick(['DIV', 'DIV', 'INT'] as const);
  const d = data1099(seed, variant);
  d.payer = k.pick(BROKERS);
  if (!d.account) d.account = `${k.digits(4)}-${k.digits(4)}`;
  const truth = truth1099(d);
  // Every box of the reported form is printed; a schema box with nothing in it prints 0.00 (a value).
  for (const b of BOXES[variant]) if (truth.fields[b.field] === null) truth.fields[b.field] = 0;
  const style = formMoney(k);
  const money = (v: number) => plain(v, { ...style, zero: 'number' });
  const boxes = CONSOLIDATED_BOXES[variant];
  const other = variant === 'DIV' ? 'INT' : 'DIV';
  const docId = `${k.digits(4)} ${k.digits(5)}`;
  const prepared = `02/${String(k.int(1, 15)).padStart(2, '0')}/${d.year + 1}`;
  const boxSep = k.pick([' ', '- ', '. ']);
  const boxText = (no: string, cap: string) => `${no}${boxSep}${cap}`;
  const pairs: [string, string][] = boxes.map(([no, cap, field]) => [
    boxText(no, cap),
    no === '8' && variant === 'DIV' ? '' : money(field ? (d.amounts[field] ?? 0) : 0),
  ]);
  // 1099-B summary: proceeds less basis is the gain (not a field of the 1099 schema).
  const bRows: TableRow[] = [];
  if (k.bool(0.7))
    for (const term of ['Short-term (Box A - basis reported)', 'Long-term (Box D - basis reported)']) {
      const proceeds = k.money(1_000, 60_000);
      const basis = round2(proceeds * k.pick([0.7, 0.9, 1.05, 1.2]));
      bRows.push({
        cells: [term, money(proceeds), money(basis), money(0), amount(round2(proceeds - basis), style)],
      });
    }
  const rows = k.int(2, 6);
  const secs = k.shuffle(SECURITIES).slice(0, rows);
  const amountFields = BOXES[variant].map((b) => b.field).filter((f) => (d.amounts[f] ?? 0) > 0);
  const splits = Object.fromEntries(amountFields.map((f) => [f, splitCents(d.amounts[f]!, rows, k)]));
  const detailRows: TableRow[] = secs.map(([name, cusip], i) => ({
    cells: [name, cusip, ...amountFields.map((f) => money(splits[f]![i]!))],
  }));
  detailRows.push({
    cells: ['Total', '', ...amountFields.map((f) => money(d.amounts[f]!))],
    kind: 'subtotal',
  });
  const boxNo = (f: string) => BOXES[variant].find((b) => b.field === f)!;
  const r = d.recipientAddress;
  const p = d.payerAddress;
  const formTitle = variant === 'DIV' ? 'Dividends and Distributions' : 'Interest Income';
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.payer, p.street, cityLine(p), `PAYER'S Federal ID No: ${d.payerTIN}`],
        size: 9,
      },
      right: {
        kind: 'text',
        lines: [`${d.year} TAX REPORTING STATEMENT`, 'Consolidated Form 1099', `Account ${d.account}`],
        size: 10,
        bold: true,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.recipient.toUpperCase(), r.street.toUpperCase(), cityLine(r).toUpperCase()],
        size: 9.5,
      },
      right: {
        kind: 'kv',
        style: 'aligned',
        pairs: [
          ["RECIPIENT'S TIN", d.recipientTIN],
          ['Document ID', docId],
          ['Date prepared', prepared],
          ['Original', 'Copy B for Recipient'],
        ],
        size: 8,
      },
      split: 0.55,
    },
    { kind: 'space', h: 12 },
    {
      kind: 'text',
      lines: [
        `Form 1099-${variant}   ${formTitle}   ${d.year}   OMB No. 1545-${variant === 'DIV' ? '0110' : '0112'}`,
      ],
      size: 10,
      bold: true,
    },
    { kind: 'kv', style: 'leaders', pairs, columns: 2, size: 7.5, box: true },
    {
      kind: 'text',
      lines: [`Form 1099-${other}   ${other === 'DIV' ? 'Dividends and Distributions' : 'Interest Income'}`],
      size: 9.5,
      bold: true,
    },
    {
      kind: 'text',
      lines: [`There is no reportable 1099-${other} information for this account for ${d.year}.`],
      size: 8,
    },
    { kind: 'text', lines: ['Form 1099-MISC   Miscellaneous Information'], size: 9.5, bold: true },
    { kind: 'text', lines: ['No reportable information.'], size: 8 },
    {
      kind: 'text',
      lines: ['Form 1099-B   Proceeds From Broker and Barter Exchange Transactions'],
      size: 9.5,
      bold: true,
    },
    bRows.length
      ? {
          kind: 'table',
          columns: [
            col('Term / basis reporting', 2.4),
            col('Proceeds', 1, 'right'),
            col('Cost basis', 1, 'right'),
            col('Wash sale\nloss disallowed', 1.1, 'right'),
            col('Realized gain\nor (loss)', 1.1, 'right'),
          ],
          rows: bRows,
          ruling: 'rules',
          repeatHeader: false,
          size: 7.5,
        }
      : { kind: 'text', lines: ['No sales or redemptions were reported for this account.'], size: 8 },
    {
      kind: 'note',
      lines: [
        'This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
        'Amounts may be reclassified by issuers after year end; if so, a corrected statement will be mailed.',
      ],
      size: 6.5,
    },
    { kind: 'pageBreak' },
    {
      kind: 'table',
      title: `Detail for ${formTitle}`,
      columns: [
        col('Security description', 2.6),
        col('CUSIP', 1),
        ...amountFields.map((f) => col(`Box ${boxNo(f).no}\n${DETAIL_HEADS[f]}`, 1.1, 'right')),
      ],
      rows: detailRows,
      ruling: k.pick(['rules', 'zebra'] as const),
      repeatHeader: true,
      size: 7.5,
    },
  ];
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'times'] as const),
    margin: k.int(34, 46),
    runningHeader: (pg) => {
      pg.text(`${d.payer}   Account ${d.account}   ${d.recipient}`, 40, 24, { size: 7 });
    },
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

// ================================================================================================
// 1099: payer-substitute-statement

const SUBSTITUTE_EXTRAS: Record<'NEC' | 'MISC' | 'INT', [string, string][]> = {
  NEC: [
    ['2', 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale'],
    ['3', 'Excess golden parachute payments'],
    ['5', 'State tax withheld'],
    ['7', 'State income'],
  ],
  MISC: [
    ['5', 'Fishing boat proceeds'],
    ['7', 'Payer made direct sales totaling $5,000 or more'],
    ['8', 'Substitute payments in lieu of dividends or interest'],
    ['9', 'Crop insurance proceeds'],
    ['16', 'State tax withheld'],
    ['18', 'State income'],
  ],
  INT: [
    ['5', 'Investment expenses'],
    ['6', 'Foreign tax paid'],
    ['9', 'Specified private activity bond interest'],
    ['11', 'Bond premium'],
    ['17', 'State tax withheld'],
  ],
};

const RECIPIENT_NOTES: Record<'NEC' | 'MISC' | 'INT', string[]> = {
  NEC: [
    "Recipient's taxpayer identification number (TIN). For your protection, this form may show only the last four digits of your TIN.",
    'Box 1. Shows nonemployee compensation. If the amount in this box is self-employment income, report it on Schedule C or F (Form 1040) and complete Schedule SE. You received this form instead of Form W-2 because the payer did not consider you an employee.',
    'Box 4. Shows backup withholding. A payer must backup withhold on certain payments if you did not give your TIN to the payer. Generally, the rate is 24%.',
  ],
  MISC: [
    'Box 1. Report rents from real estate on Schedule E (Form 1040). However, report rents on Schedule C if you provided significant services to the tenant.',
    'Box 2. Report royalties from oil, gas, or mineral properties, copyrights, and patents on Schedule E (Form 1040).',
    'Box 3. Generally, report this amount on the "Other income" line of Schedule 1 (Form 1040). Box 4. Shows backup withholding (24%).',
  ],
  INT: [
    'Box 1. Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3.',
    'Box 2. Shows interest or principal forfeited because of early withdrawal of time savings. You may deduct this amount to figure your adjusted gross income.',
    'Box 8. Shows tax-exempt interest paid to you during the calendar year. Report the amount on line 2a of Form 1040.',
  ],
};

/**
 * payer-substitute-statement: a payer's own "substitute" recipient statement printed by an
 * accounts-payable or core-banking system instead of the official Copy B (1099-NEC, -MISC or -INT):
 * "IMPORTANT TAX DOCUMENT" banner, the form's title with "Substitute Statement / Copy B For
 * Recipient", the payer's and recipient's blocks side by side as small stacked captions (either
 * side first), then the boxes as a three-column table (Box | Description | Amount) or as caption
 * lines with the box after the caption ("Rents (Box 1)"), the form's other boxes printed blank or
 * 0.00, a quarterly payments table for NEC/MISC whose total is box 1 (no field), a "CORRECTED"
 * indicator left unchecked, and the instructions for the recipient as notes that quote box numbers
 * and a percentage that are no value. A schema box the page prints as 0.00 is a zero value; one it
 * leaves blank has none.
 */
function payerSubstituteStatement(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x5ab57a7e);
  const variant = k.pick(['NEC', 'MISC', 'INT'] as const);
  const d: Data1099 = data1099(seed, variant);
  const truth = truth1099(d);
  const style = formMoney(k);
  const money = (v: number) => plain(v, style);
  const zeroBlank = k.bool(0.5);
  const blank = zeroBlank ? '' : money(0);
  if (!zeroBlank)
    for (const b of BOXES[variant]) if (truth.fields[b.field] === null) truth.fields[b.field] = 0;
  const boxes: [no: string, caption: string, value: string][] = [
    ...BOXES[variant].map((b): [string, string, string] => [
      b.no,
      b.label,
      d.amounts[b.field] === undefined ? blank : money(d.amounts[b.field]!),
    ]),
    ...SUBSTITUTE_EXTRAS[variant].map(([no, cap]): [string, string, string] => [
      no,
      cap,
      /direct sales/.test(cap) ? '[ ]' : blank,
    ]),
  ].sort((a, b) => parseInt(a[0]) - parseInt(b[0]) || a[0].localeCompare(b[0]));
  const title = {
    NEC: 'Nonemployee Compensation',
    MISC: 'Miscellaneous Information',
    INT: 'Interest Income',
  }[variant];
  const p = d.payerAddress;
  const r = d.recipientAddress;
  const phone = `(${k.int(201, 989)}) ${k.int(200, 989)}-${k.digits(4)}`;
  const payer: Block = {
    kind: 'kv',
    style: 'stacked',
    title: k.pick(["PAYER'S information", 'Payer', 'FROM']),
    pairs: [
      ["PAYER'S name", d.payer],
      ['Street address', p.street],
      ['City, state, ZIP', cityLine(p)],
      ['Telephone', phone],
      ["PAYER'S TIN", d.payerTIN],
    ],
    size: 8.5,
    box: true,
  };
  const recipientPairs: [string, string][] = [
    ["RECIPIENT'S name", d.recipient],
    ['Street address (including apt. no.)', r.street],
    ['City, state, ZIP', cityLine(r)],
    ["RECIPIENT'S TIN", d.recipientTIN],
  ];
  if (d.account)
    recipientPairs.push([k.pick(['Account number (see instructions)', 'Account number']), d.account]);
  const recipient: Block = {
    kind: 'kv',
    style: 'stacked',
    title: k.pick(["RECIPIENT'S information", 'Recipient', 'TO']),
    pairs: recipientPairs,
    size: 8.5,
    box: true,
  };
  const asTable = k.bool(0.5);
  const amounts: Block = asTable
    ? {
        kind: 'table',
        columns: [col('Box', 0.5), col('Description', 4, 'left', true), col('Amount', 1.2, 'right')],
        rows: boxes.map(([no, cap, v]) => ({ cells: [no, cap, v] })),
        ruling: 'grid',
        repeatHeader: false,
        size: 8,
      }
    : {
        kind: 'kv',
        style: 'aligned',
        pairs: boxes.map(([no, cap, v]) => [
          `${cap.length > 62 ? `${cap.slice(0, 58)}...` : cap} (Box ${no})`,
          v,
        ]),
        size: 8,
        box: true,
      };
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: ['IMPORTANT TAX DOCUMENT - RETAIN FOR YOUR RECORDS'],
      size: 8,
      bold: true,
      align: 'center',
    },
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`Form 1099-${variant}  ${title}`, `Tax Year ${d.year}`],
        size: 12,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [
          'Substitute Statement - Copy B For Recipient',
          `OMB No. 1545-${variant === 'INT' ? '0112' : '0116'}`,
          '[ ] CORRECTED (if checked)',
        ],
        size: 7.5,
        align: 'right',
      },
      split: 0.6,
    },
    { kind: 'space', h: 8 },
    k.bool(0.5)
      ? { kind: 'pair', left: payer, right: recipient }
      : { kind: 'pair', left: recipient, right: payer },
    { kind: 'space', h: 6 },
    amounts,
  ];
  const main = d.amounts[BOXES[variant][0]!.field] ?? 0;
  if (variant !== 'INT' && k.bool(0.6)) {
    const q = splitCents(main, 4, k);
    blocks.push({
      kind: 'table',
      title: `Payments made in ${d.year} (for your information)`,
      columns: [col('Quarter', 2), col('Amount paid', 1, 'right')],
      rows: [
        ...q.map((v, i) => ({
          cells: [`Q${i + 1} ${['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'][i]}`, money(v)],
        })),
        { cells: ['Total paid', money(main)], kind: 'subtotal' as const },
      ],
      ruling: 'rules',
      repeatHeader: false,
      size: 8,
    });
  }
  blocks.push({
    kind: 'note',
    title: 'Instructions for Recipient',
    lines: RECIPIENT_NOTES[variant],
    size: 6.5,
  });
  return { blocks, truth, font: k.pick(['courier', 'helvetica', 'times'] as const), margin: k.int(40, 54) };
}

// ================================================================================================
// 1040: two-year-comparison-summary

/** A 1040 line as a summary names it, in one of a few programs' wordings. */
const SUMMARY_ROWS: [field: string | null, words: string[]][] = [
  ['line1z_wages', ['Wages, salaries, tips', 'Wages', 'W-2 income']],
  ['line2b_taxableInterest', ['Taxable interest', 'Interest income']],
  ['line3b_ordinaryDividends', ['Ordinary dividends', 'Dividend income']],
  ['line7_capitalGain', ['Capital gain or (loss)', 'Capital gains/losses']],
  ['line8_additionalIncome', ['Other income (Schedule 1)', 'Additional income']],
  ['line9_totalIncome', ['Total income', 'TOTAL INCOME']],
  ['line10_adjustments', ['Adjustments to income', 'Total adjustments']],
  ['line11_agi', ['Adjusted gross income', 'AGI']],
  ['line12_standardDeduction', ['Standard deduction', 'Standard/itemized deduction']],
  ['line15_taxableIncome', ['Taxable income', 'TAXABLE INCOME']],
  ['line16_tax', ['Tax', 'Income tax']],
  [null, ['Credits', 'Total credits']],
  ['line22_taxAfterCredits', ['Tax after credits', 'Net tax']],
  [null, ['Other taxes', 'Other taxes (Schedule 2)']],
  ['line24_totalTax', ['Total tax', 'TOTAL TAX']],
  ['line25d_totalWithholding', ['Federal tax withheld', 'Withholding']],
  ['line26_estimatedPayments', ['Estimated tax payments', 'Estimated payments']],
  ['line32_totalPayments', ['Total payments', 'TOTAL PAYMENTS']],
  ['line35a_refund', ['Refund', 'Federal refund']],
  ['line36_amountYouOwe', ['Balance due', 'Amount you owe']],
];

function summaryValues(d: ReturnData): Record<string, number> {
  const l = d.lines;
  return {
    ...l,
    credits: (l.line16_tax ?? 0) - (l.line22_taxAfterCredits ?? 0),
    other: (l.line24_totalTax ?? 0) - (l.line22_taxAfterCredits ?? 0),
  };
}

/**
 * two-year-comparison-summary: the "Tax Summary - Two-Year Comparison" page tax software prints with
 * a return: the taxpayers' names, masked SSNs, address and filing status at the top, then one
 * table with a row per figure (wages through refund or balance due, in one of a few programs'
 * wordings, lines that are zero in both years left out) and three amount columns: the prior year,
 * this year and the difference, in either order (this year first or last); credits and other
 * taxes rows that are no field; an effective and marginal tax rate in percent. Then the dependents
 * (name, relationship, last four of the SSN, child tax credit yes/no) and the refund's direct
 * deposit (routing, account type, masked account). Amounts in whole dollars or with cents; a line
 * zero this year prints "0" or "-0-" (a zero) or is left blank (no value).
 */
function twoYearComparisonSummary(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x2e7a5c01);
  const year = k.pick([2023, 2024]);
  const d = returnData(seed, year);
  const prior = returnData(seed ^ 0x51f00d, year - 1);
  const truth = truth1040(d);
  const cents = k.bool(0.4);
  const thousands = k.bool(0.85);
  const neg = k.pick(['minus', 'parens'] as const);
  const num = (v: number) => {
    const s = Math.abs(v).toLocaleString('en-US', {
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
      useGrouping: thousands,
    });
    return v >= 0 ? s : neg === 'minus' ? `-${s}` : `(${s})`;
  };
  const zero = k.pick(['0', '-0-', ''] as const);
  const cur = summaryValues(d);
  const pre = summaryValues(prior);
  const currentFirst = k.bool(0.4);
  const printed = new Set([
    'taxYear',
    'filingStatus',
    'taxpayerFirstName',
    'taxpayerLastName',
    'taxpayerSSN',
    'taxpayerSsnLast4',
    'homeAddress',
    'city',
    'state',
    'zipCode',
  ]);
  const rows: TableRow[] = [];
  const key = (f: string | null, i: number) => f ?? (i === 11 ? 'credits' : 'other');
  SUMMARY_ROWS.forEach(([field, words], i) => {
    const c = cur[key(field, i)] ?? 0;
    const p = pre[key(field, i)] ?? 0;
    if (c === 0 && p === 0) return;
    if (field) {
      if (c !== 0 || zero !== '') printed.add(field);
      if (c === 0 && zero !== '') truth.fields[field] = 0;
    }
    const cs = c === 0 ? zero : num(c);
    const ps = p === 0 ? zero : num(p);
    const diff = c - p === 0 ? zero : num(c - p);
    const label = k.pick(words);
    const total = /TOTAL|Total|Adjusted|AGI|Taxable/.test(label);
    rows.push({
      cells: currentFirst ? [label, cs, ps, diff] : [label, ps, cs, diff],
      ...(total ? { kind: 'subtotal' as const } : {}),
    });
  });
  // The refund's other names in the schema follow the printed refund.
  if (printed.has('line35a_refund')) {
    printed.add('line33_overpayment');
    printed.add('line34_refundAmount');
    if (truth.fields.line35a_refund === 0)
      truth.fields.line33_overpayment = truth.fields.line34_refundAmount = 0;
  }
  const rate = (dd: ReturnData) =>
    dd.lines.line11_agi
      ? `${(((dd.lines.line24_totalTax ?? 0) / dd.lines.line11_agi) * 100).toFixed(2)}%`
      : '0.00%';
  rows.push({
    cells: currentFirst
      ? ['Effective tax rate', rate(d), rate(prior), '']
      : ['Effective tax rate', rate(prior), rate(d), ''],
  });
  const cy = String(year);
  const py = String(year - 1);
  const head = currentFirst ? [cy, py] : [py, cy];
  const names = d.spouse
    ? `${d.taxpayer.firstName} & ${d.spouse.firstName} ${d.taxpayer.lastName}`
    : `${d.taxpayer.firstName} ${d.taxpayer.lastName}`;
  if (d.spouse)
    for (const f of ['spouseFirstName', 'spouseLastName', 'spouseSSN', 'spouseSsnLast4']) printed.add(f);
  const a = d.taxpayer.address;
  const ids: [string, string][] = [
    ['Taxpayer SSN', maskSsn(d.taxpayerSSN, k)],
    ...(d.spouseSSN ? [['Spouse SSN', maskSsn(d.spouseSSN, k)] as [string, string]] : []),
    ['Filing status', d.status],
    ['Return', `Form 1040 - ${year}`],
  ];
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        k.pick([
          'Tax Summary - Two-Year Comparison',
          'Two Year Comparison Report',
          'Federal Tax Return Comparison',
        ]),
      ],
      size: 13,
      bold: true,
    },
    { kind: 'text', lines: [`Tax years ${py} and ${cy}`], size: 8.5, color: 'grey' },
    { kind: 'space', h: 6 },
    {
      kind: 'pair',
      left: { kind: 'text', lines: [names, a.street, cityLine(a)], size: 9.5 },
      right: { kind: 'kv', style: 'aligned', pairs: ids, size: 8.5 },
      split: 0.5,
    },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      columns: [
        col('', 2.6),
        col(head[0]!, 1, 'right'),
        col(head[1]!, 1, 'right'),
        col(k.pick(['Difference', 'Change', 'Increase (Decrease)']), 1.1, 'right'),
      ],
      rows,
      ruling: k.pick(['rules', 'zebra', 'none'] as const),
      repeatHeader: false,
      size: 8.5,
    },
  ];
  if (d.dependents.length) {
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [col('Name', 2), col('Relationship', 1), col('SSN', 1), col('Child tax credit', 1, 'center')],
      rows: d.dependents.map((x) => ({
        cells: [
          `${x.firstName} ${x.lastName}`,
          x.relationship,
          `XXX-XX-${x.ssn.slice(-4)}`,
          x.childTaxCredit ? 'Yes' : 'No',
        ],
      })),
      ruling: 'rules',
      repeatHeader: false,
      size: 8.5,
    });
  }
  if (d.routing && d.account) {
    printed.add('line35b_routingNumber');
    printed.add('line35c_accountType');
    printed.add('line35d_accountNumber');
    blocks.push({
      kind: 'kv',
      title: 'Direct deposit of refund',
      style: 'colon',
      pairs: [
        ['Routing number', d.routing],
        ['Account type', d.accountType ?? ''],
        ['Account number', `${'X'.repeat(d.account.length - 4)}${d.account.slice(-4)}`],
      ],
      size: 8.5,
    });
  }
  blocks.push({
    kind: 'note',
    lines: [
      'Prior-year amounts are shown as filed and are not adjusted for amended returns. This summary is not a substitute for the return.',
    ],
    size: 6.5,
  });
  keepOnly(truth, printed);
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(40, 56) };
}

// ================================================================================================
// 1040: two-column-line-listing

/**
 * two-column-line-listing: a 1040 as a return-preparation program prints its "filing copy" in a
 * compact lookalike: a title band ("Form 1040 U.S. Individual Income Tax Return YEAR", OMB, "Filing
 * copy"), the names, SSNs and address as captioned cells, the filing status as one checked line among
 * the five, the dependents as cells, then the lines in TWO columns side by side: income and deduction
 * lines (1a-15) on the left, tax, payments and refund lines (16-38) on the right, each line's number,
 * caption with dot leaders and amount; lines the schema does not name carry values too (1a, 3a, 13,
 * 14, 17, 18, 19, 21, 23, 31), with 1a the W-2 wages also in 1z. Whole dollars, with or without
 * ".00"; a blank line prints nothing or "0" (a zero). The direct deposit, sign-here and paid
 * preparer cells (PTIN, firm EIN, phone) follow.
 */
function twoColumnLineListing(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x1040c2c2);
  const year = k.pick([2023, 2024]);
  const d = returnData(seed, year);
  const truth = truth1040(d);
  const l = d.lines;
  const dotZero = k.bool(0.4);
  const zeroMark = k.pick(['', '0'] as const);
  const w = (v: number) => `${v < 0 ? '-' : ''}${Math.abs(v).toLocaleString('en-US')}${dotZero ? '.00' : ''}`;
  const val = (field: string | null, v?: number): string => {
    const x = v ?? (field ? l[field] : undefined);
    if (x === undefined || x === 0) {
      if (field && zeroMark === '0' && truth.fields[field] === null) truth.fields[field] = 0;
      return zeroMark;
    }
    return w(x);
  };
  const qualified = l.line3b_ordinaryDividends
    ? Math.round(l.line3b_ordinaryDividends * k.pick([0.5, 0.7, 0.9]))
    : 0;
  const credits = (l.line16_tax ?? 0) - (l.line22_taxAfterCredits ?? 0);
  const other = (l.line24_totalTax ?? 0) - (l.line22_taxAfterCredits ?? 0);
  const line = (no: string, caption: string, field: string | null, v?: number): FormLine => ({
    no,
    caption,
    box: { no, value: val(field, v) },
  });
  const left: FormLine[] = [
    line('1a', 'Amount from Form(s) W-2, box 1', null, l.line1z_wages),
    line('1z', 'Add lines 1a through 1h', 'line1z_wages'),
    line('2a', 'Tax-exempt interest', null, 0),
    line('2b', 'Taxable interest', 'line2b_taxableInterest'),
    line('3a', 'Qualified dividends', null, qualified),
    line('3b', 'Ordinary dividends', 'line3b_ordinaryDividends'),
    line('4b', 'IRA distributions, taxable amount', null, 0),
    line('5b', 'Pensions and annuities, taxable', null, 0),
    line('6b', 'Social security benefits, taxable', null, 0),
    line('7', 'Capital gain or (loss)', 'line7_capitalGain'),
    line('8', 'Additional income (Schedule 1)', 'line8_additionalIncome'),
    line('9', 'Total income', 'line9_totalIncome'),
    line('10', 'Adjustments to income (Sch. 1)', 'line10_adjustments'),
    line('11', 'Adjusted gross income', 'line11_agi'),
    line('12', 'Standard deduction', 'line12_standardDeduction'),
    line('13', 'Qualified business income ded.', null, 0),
    line('14', 'Add lines 12 and 13', null, l.line12_standardDeduction),
    line('15', 'Taxable income', 'line15_taxableIncome'),
  ];
  const right: FormLine[] = [
    line('16', 'Tax', 'line16_tax'),
    line('17', 'Amount from Schedule 2, line 3', null, 0),
    line('18', 'Add lines 16 and 17', null, l.line16_tax),
    line('19', 'Child tax credit / other dep.', null, credits),
    line('21', 'Add lines 19 and 20', null, credits),
    line('22', 'Subtract line 21 from line 18', 'line22_taxAfterCredits'),
    line('23', 'Other taxes (Schedule 2, line 21)', null, other),
    line('24', 'Total tax', 'line24_totalTax'),
    line('25a', 'Federal tax withheld: Form(s) W-2', 'line25a_w2Withholding'),
    line('25b', 'Form(s) 1099', 'line25b_1099Withholding'),
    line('25c', 'Other forms', 'line25c_otherWithholding'),
    line('25d', 'Add lines 25a through 25c', 'line25d_totalWithholding'),
    line('26', 'Estimated tax payments', 'line26_estimatedPayments'),
    line('27', 'Earned income credit (EIC)', 'line27_eic'),
    line('31', 'Amount from Schedule 3, line 15', null, 0),
    line('32', 'Other payments & refundable cr.', null, 0),
    line('33', 'Total payments', 'line32_totalPayments'),
    line('34', 'Amount overpaid', 'line33_overpayment'),
    line('35a', 'Amount to be refunded to you', 'line35a_refund'),
    line('37', 'Amount you owe', 'line36_amountYouOwe'),
    line('38', 'Estimated tax penalty', 'line37_estimatedTaxPenalty'),
  ];
  // The schema keeps the old numbering after line 30: its line32 is the printed line 33 (total
  // payments), its line33 and line34 the printed 34 (overpaid), its line36 the printed 37 (owed).
  truth.fields.line34_refundAmount = truth.fields.line33_overpayment ?? null;
  const a = d.taxpayer.address;
  const statusLines = (
    [
      'Single',
      'Married filing jointly',
      'Married filing separately',
      'Head of household',
      'Qualifying surviving spouse',
    ] as const
  ).map((s) => `${s === d.status ? '[X]' : '[ ]'} ${s}`);
  const identity: FormCell[][] = [
    [
      { caption: 'Your first name and middle initial', value: d.taxpayer.firstName, weight: 2 },
      { caption: 'Last name', value: d.taxpayer.lastName, weight: 2 },
      { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.5 },
    ],
  ];
  if (d.spouse)
    identity.push([
      { caption: "If joint return, spouse's first name", value: d.spouse.firstName, weight: 2 },
      { caption: 'Last name', value: d.spouse.lastName, weight: 2 },
      { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1.5 },
    ]);
  identity.push([
    { caption: 'Home address (number and street)', value: a.street, weight: 3 },
    { caption: 'City, town, or post office', value: a.city, weight: 1.6 },
    { caption: 'State', value: a.state, weight: 0.5 },
    { caption: 'ZIP code', value: a.zip, weight: 0.8 },
  ]);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [`Form 1040  U.S. Individual Income Tax Return  ${year}`],
        size: 11,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`OMB No. 1545-0074   ${k.pick(['Filing copy', 'Client copy', 'Government copy'])}`],
        size: 7.5,
        align: 'right',
      },
      split: 0.7,
    },
    { kind: 'rule' },
    { kind: 'form', rows: identity, captionSize: 6 },
    {
      kind: 'text',
      lines: [`Filing Status:  ${statusLines.slice(0, 3).join('   ')}`, statusLines.slice(3).join('   ')],
      size: 7,
    },
    { kind: 'space', h: 4 },
  ];
  if (d.dependents.length)
    blocks.push({
      kind: 'form',
      rows: d.dependents.map((x) => [
        { caption: 'Dependent: first name / last name', value: `${x.firstName} ${x.lastName}`, weight: 2 },
        { caption: 'SSN', value: x.ssn, weight: 1.2 },
        { caption: 'Relationship', value: x.relationship, weight: 1 },
        { caption: 'Child tax credit', value: x.childTaxCredit ? 'X' : '', weight: 0.8 },
      ]),
      captionSize: 5.5,
      cellHeight: 22,
    });
  const lines = (ls: FormLine[]): Block => ({
    kind: 'formLines',
    lines: ls,
    leaders: true,
    boxes: k.bool(0.5),
    size: 7.5,
    amountWidth: 58,
  });
  blocks.push(
    {
      kind: 'pair',
      left: {
        kind: 'stack',
        blocks: [{ kind: 'text', lines: ['Income'], size: 9, bold: true }, lines(left)],
      },
      right: {
        kind: 'stack',
        blocks: [{ kind: 'text', lines: ['Tax and Credits / Payments'], size: 9, bold: true }, lines(right)],
      },
      split: 0.5,
    },
    { kind: 'space', h: 6 },
  );
  const printed = Object.keys(truth.fields).filter(
    (f) => !['line35b_routingNumber', 'line35c_accountType', 'line35d_accountNumber'].includes(f),
  );
  if (d.routing && d.account) {
    printed.push('line35b_routingNumber', 'line35c_accountType', 'line35d_accountNumber');
    blocks.push({
      kind: 'form',
      rows: [
        [
          { caption: '35b Routing number', value: d.routing, weight: 1.5 },
          {
            caption: 'c Type',
            value: d.accountType === 'Checking' ? '[X] Checking  [ ] Savings' : '[ ] Checking  [X] Savings',
            weight: 1.6,
          },
          { caption: 'd Account number', value: d.account, weight: 2 },
        ],
      ],
      captionSize: 6,
      cellHeight: 22,
    });
  }
  blocks.push({
    kind: 'form',
    rows: [
      [
        {
          caption: 'Sign Here - Your occupation',
          value: k.pick(['Engineer', 'Teacher', 'Nurse', 'Analyst', 'Manager']),
          weight: 2,
        },
        { caption: 'Date', value: '', weight: 1 },
        {
          caption: 'Phone no.',
          value: `(${k.int(201, 989)}) ${k.int(200, 989)}-${k.digits(4)}`,
          weight: 1.5,
        },
      ],
      [
        { caption: "Paid Preparer - Preparer's name", value: person(k).name, weight: 2 },
        { caption: 'PTIN', value: `P${k.digits(8)}`, weight: 1 },
        { caption: "Firm's EIN", value: ein(k), weight: 1.5 },
      ],
    ],
    captionSize: 6,
    cellHeight: 22,
  });
  keepOnly(truth, printed);
  return { blocks, truth, font: k.pick(['helvetica', 'times', 'courier'] as const), margin: k.int(30, 40) };
}

export const WRITTEN_S15_BLIND_FORM_FAMILIES: WrittenFamilies = {
  w2: {
    'four-up-copies-sheet': fourUpCopiesSheet,
    'wage-reconciliation-summary': wageReconciliationSummary,
  },
  irs_1099: {
    'brokerage-consolidated-statement': brokerageConsolidatedStatement,
    'payer-substitute-statement': payerSubstituteStatement,
  },
  irs_1040: {
    'two-year-comparison-summary': twoYearComparisonSummary,
    'two-column-line-listing': twoColumnLineListing,
  },
};
