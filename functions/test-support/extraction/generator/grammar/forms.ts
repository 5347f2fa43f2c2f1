// Layout grammar for the tax forms (W-2, 1099, 1040): box grids in several arrangements, lists
// with box numbers, and transcript-style pages (labels instead of box or line numbers, as the
// IRS account and wage-and-income transcripts print them). Empty boxes print a blank marker
// ("", "-", "—", "N/A") and are null in the truth; transcripts print $0.00 and their truth is 0.
import { IRS_1099_VARIANTS, type Irs1099Variant } from '@docledger/shared/domain/document-types';
import { FILING_STATUSES } from '../../../../src/extraction/parsers/irs-form-maps';
import { cityLine, person } from '../fake-data';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { LABELS as LINE_LABELS, returnData, truth1040, type ReturnData } from '../types/irs-1040';
import { BOXES, TITLE, data1099, truth1099, type Data1099 } from '../types/irs-1099';
import { w2Data, w2Truth, type W2Data } from '../types/w2';
import type { Block, FormCell, FormLine } from './compose';
import {
  amount,
  pickAmountStyle,
  plain,
  printStamp,
  signedPlain,
  syn,
  type AmountStyle,
  type BlankMarker,
} from './style';
import type { GrammarOutput } from './types';

export interface FormChoices {
  style: 'grid' | 'list' | 'transcript' | 'two-column';
  /** Box-grid arrangement: the official order, or cells in a shuffled order, or the payer block moved. */
  arrangement: 'official' | 'shuffled' | 'payer-bottom';
  blank: BlankMarker | 'random';
  caps: boolean;
  stamp: boolean;
  /** W-2: a payroll provider's "How box 1 was calculated" note (numbers that are not boxes). */
  box1Note?: boolean;
  /**
   * 1040 (decision 179): a prior year's line numbering and wording (line 1 for wages, 10a-10c or
   * 12a-12c, recovery rebate credit on line 30), with the paired lines (2a/2b … 6a/6b) printed two
   * to a row as the official form prints them. Its words come from a second Rng.
   */
  priorYear?: 2020 | 2021;
  /**
   * 1040 (decision 182): one return in two is printed as the official form is when filled and
   * flattened: line numbers in a left gutter, dot leaders, the number again beside a right-hand
   * amount box and a middle box for the "a" line of a pair, identity boxes with captions above
   * values, the filing-status checkboxes, the official dependents table, "-0-" for a zero, page 2
   * from line 16 with its running head, and the sign-here and paid-preparer blocks. Drawn from its
   * own Rng, so the other half of the seeds renders as before.
   */
  official?: boolean;
  /**
   * 1099 (decision 182): the official form's full face: payer, TINs, recipient and account boxes in
   * the left column, every box of the variant (the schema's and the others: state tax withheld,
   * state/payer's state no., state income in two rows, FATCA, foreign country, CUSIP …) in a grid
   * beside them with the form's title block, VOID / CORRECTED checkboxes on top.
   */
  fullFace?: boolean;
  /**
   * 1040 (decision 184): a tax program's two-year comparison: a table of the return's lines with the
   * prior year's amount and this year's side by side (the prior year first or last) and sometimes
   * a difference column. Only this year's column is the return. Off unless set; own Rng.
   */
  comparison?: boolean;
  /**
   * 1040 (decision 189): a tax program's "Form 1040 Summary": the return's lines in two columns of
   * (line, description, amount) side by side, read down the left column first or across each row,
   * the line printed as "9" or "Line 9", lines with nothing left out, sometimes section rows
   * ("Income", "Tax and Credits", "Payments", "Refund or Amount You Owe"). Off unless set; own Rng.
   */
  summary?: boolean;
  /**
   * 1040 (decision 189): a tax program's "Federal Tax Summary" by words, no line numbers: identity
   * as "Taxpayer: name", sections of label/value pairs in the program's wording ("Wages", "AGI",
   * "Federal withholding - W-2", "Balance due"), a line with nothing printed as 0 or left out,
   * effective and marginal tax rates, and one time in two the state return's figures ("State
   * taxable income", "State refund") after the federal ones. Off unless set; own Rng.
   */
  softwareLabels?: boolean;
  /**
   * 1099 (decision 189): a payer's substitute statement: title and "Copy B" lines, payer and
   * recipient blocks side by side, then a Box / Description / Amount table of every box of the
   * variant (0.00 or nothing for the empty ones); for interest and dividends one time in two a
   * brokerage's consolidated statement whose summary names the other 1099 sections without amounts.
   * Off unless set; own Rng.
   */
  substitute?: boolean;
  /**
   * 1040 (decision 189): the IRS account transcript: masked identity (name control, last four
   * digits, no address), the account balance and accruals, "information from the return" (filing
   * status in the IRS's words, AGI, taxable income, tax per return, self-employment figures) and the
   * transactions table (150 return filed, 806 withholding, 766 credits, 846 refund, 610 payment).
   * Its truth holds only what it prints. Off unless set; own Rng.
   */
  accountTranscript?: boolean;
}

export const W2_FAMILIES: Record<string, FormChoices> = {
  'grid-official': { style: 'grid', arrangement: 'official', blank: '', caps: false, stamp: false },
  'list-box-numbers': {
    style: 'list',
    arrangement: 'official',
    blank: 'random',
    caps: false,
    stamp: false,
    box1Note: true,
  },
  'transcript-mixed': { style: 'transcript', arrangement: 'official', blank: '', caps: false, stamp: true },
  'two-column-boxes': { style: 'two-column', arrangement: 'official', blank: '-', caps: false, stamp: false },
  'transcript-caps': { style: 'transcript', arrangement: 'official', blank: '', caps: true, stamp: true },
  'grid-shuffled-dash': {
    style: 'grid',
    arrangement: 'shuffled',
    blank: '—',
    caps: false,
    stamp: false,
    box1Note: true,
  },
};

export const IRS1099_FAMILIES: Record<string, FormChoices> = {
  'grid-official': { style: 'grid', arrangement: 'official', blank: '', caps: false, stamp: false },
  // Decision 189: a bank's or broker's substitute statement, a box table, sometimes consolidated.
  'substitute-box-table': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: false,
    substitute: true,
  },
  'statement-list': { style: 'list', arrangement: 'official', blank: 'random', caps: false, stamp: false },
  'two-column-boxes': { style: 'two-column', arrangement: 'official', blank: '-', caps: false, stamp: true },
  'transcript-plain': { style: 'transcript', arrangement: 'official', blank: '', caps: true, stamp: true },
  // Decision 182: the official form's full face (every box of the variant, state rows, VOID and
  // CORRECTED checkboxes, the title block among the boxes, the payer's telephone number).
  'official-full-face': {
    style: 'grid',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: false,
    fullFace: true,
  },
  'payer-bottom-grid': {
    style: 'grid',
    arrangement: 'payer-bottom',
    blank: 'N/A',
    caps: false,
    stamp: false,
  },
  'transcript-dash': { style: 'transcript', arrangement: 'shuffled', blank: '-', caps: false, stamp: false },
};

export const IRS1040_FAMILIES: Record<string, FormChoices> = {
  'line-list': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: false,
    official: true,
  },
  'line-list-dash': { style: 'list', arrangement: 'official', blank: '-', caps: false, stamp: true },
  'transcript-caps': { style: 'transcript', arrangement: 'official', blank: '', caps: true, stamp: true },
  'grid-lines': { style: 'grid', arrangement: 'official', blank: 'random', caps: false, stamp: false },
  // Decision 179: prior-year returns, paired lines two to a row.
  'prior-2020-pairs': {
    style: 'list',
    arrangement: 'official',
    blank: '-',
    caps: false,
    stamp: false,
    priorYear: 2020,
    official: true,
  },
  'prior-2021-pairs': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: true,
    priorYear: 2021,
    official: true,
  },
  // Decision 189: the IRS account transcript (the return's figures and its account's transactions).
  'account-transcript': {
    style: 'transcript',
    arrangement: 'official',
    blank: '',
    caps: true,
    stamp: false,
    accountTranscript: true,
  },
  // Decision 189: a tax program's summary by words (no line numbers), with the state return after it.
  'software-labels': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: false,
    softwareLabels: true,
  },
  // Decision 189: a tax program's one-page "Form 1040 Summary": the return's lines in a table of two
  // columns of (line, description, amount), the lines with nothing left out.
  'software-summary': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: false,
    stamp: true,
    summary: true,
  },
  'transcript-plain': { style: 'transcript', arrangement: 'official', blank: '', caps: false, stamp: false },
  'two-column-lines': { style: 'two-column', arrangement: 'official', blank: '—', caps: false, stamp: true },
  // Decision 184 (held out): a tax program's two-year comparison of the return's lines.
  'two-year-comparison': {
    style: 'list',
    arrangement: 'official',
    blank: '',
    caps: true,
    stamp: true,
    comparison: true,
  },
};

interface Item {
  no: string;
  label: string;
  /** Transcript wording. */
  tlabel: string;
  field: string;
  value: number | null;
}

function blankOf(c: FormChoices, w: Rng): BlankMarker {
  return c.blank === 'random' ? w.pick(['', '-', '—', 'N/A'] as const) : c.blank;
}

const up = (s: string, c: FormChoices) => (c.caps ? s.toUpperCase() : s);

/** Amount items as a form prints them, adjusting the truth (transcripts print 0.00 for an empty box). */
function amountBlocks(
  items: Item[],
  c: FormChoices,
  w: Rng,
  money: AmountStyle,
  fields: GroundTruth['fields'],
  columns = 2,
  prefix: 'Box' | 'Line' = 'Box',
): Block[] {
  const blank = blankOf(c, w);
  const val = (v: number | null) =>
    v === null
      ? c.style === 'transcript'
        ? plain(0, { ...money, currency: '$' })
        : blank
      : signedPlain(v, c.style === 'transcript' ? { ...money, currency: '$' } : money);
  const ordered = c.arrangement === 'shuffled' ? w.shuffle(items) : items;
  for (const it of ordered) if (it.value === null && c.style === 'transcript') fields[it.field] = 0;
  switch (c.style) {
    case 'grid': {
      const rows: FormCell[][] = [];
      for (let i = 0; i < ordered.length; i += columns)
        rows.push(
          ordered
            .slice(i, i + columns)
            .map((it) => ({ caption: `${it.no} ${it.label}`, value: val(it.value) })),
        );
      return [{ kind: 'form', rows }];
    }
    case 'list':
      return [
        {
          kind: 'kv',
          style: w.pick(['aligned', 'leaders'] as const),
          pairs: ordered.map((it) => [`${prefix} ${it.no}  ${it.label}`, val(it.value)]),
        },
      ];
    case 'two-column':
      return [
        {
          kind: 'kv',
          style: 'aligned',
          columns: 2,
          pairs: ordered.map((it) => [`${prefix} ${it.no}  ${it.label}`, val(it.value)]),
        },
      ];
    case 'transcript':
      return [
        {
          kind: 'kv',
          style: w.pick(['colon', 'leaders'] as const),
          pairs: ordered.map((it) => [up(it.tlabel, c), val(it.value)]),
          size: 8.5,
        },
      ];
  }
}

function header(c: FormChoices, w: Rng, title: string, year: number, asOf: string): Block[] {
  const out: Block[] = [];
  if (c.style === 'transcript') {
    out.push({
      kind: 'text',
      lines: [
        up(syn(w, ['Internal Revenue Service', 'Department of the Treasury - Internal Revenue Service']), c),
      ],
      size: 10,
      bold: true,
      align: 'center',
    });
    out.push({ kind: 'text', lines: [up(title, c)], size: 12, bold: true, align: 'center' });
    out.push({
      kind: 'kv',
      style: 'colon',
      pairs: [
        [up('Request Date', c), asOf],
        [up('Tax Period Requested', c), `December, ${year}`],
        [up('Response Date', c), asOf],
      ],
    });
  } else {
    out.push({
      kind: 'pair',
      left: { kind: 'text', lines: [title], size: 13, bold: true },
      right: {
        kind: 'text',
        lines: [`${syn(w, ['Tax Year', 'For calendar year', ''])} ${year}`.trim()],
        size: 12,
        bold: true,
        align: 'right',
      },
      split: 0.7,
    });
  }
  if (c.stamp)
    out.push({
      kind: 'text',
      lines: [printStamp(w, `${year + 1}-01-20`)],
      size: 7,
      align: 'right',
      color: 'grey',
    });
  return out;
}

// ------------------------------------------------------------------------------------ W-2

const W2_ITEMS: [string, string, string, string][] = [
  ['1', 'box1_wages', 'Wages, tips, other compensation', 'Wages, Tips and Other Compensation'],
  ['2', 'box2_federalTaxWithheld', 'Federal income tax withheld', 'Federal Income Tax Withheld'],
  ['3', 'box3_socialSecurityWages', 'Social security wages', 'Social Security Wages'],
  ['4', 'box4_socialSecurityTaxWithheld', 'Social security tax withheld', 'Social Security Tax Withheld'],
  ['5', 'box5_medicareWages', 'Medicare wages and tips', 'Medicare Wages and Tips'],
  ['6', 'box6_medicareTaxWithheld', 'Medicare tax withheld', 'Medicare Tax Withheld'],
  ['7', 'box7_socialSecurityTips', 'Social security tips', 'Social Security Tips'],
  ['8', 'box8_allocatedTips', 'Allocated tips', 'Allocated Tips'],
  ['10', 'box10_dependentCareBenefits', 'Dependent care benefits', 'Dependent Care Benefits'],
  ['11', 'box11_nonqualifiedPlans', 'Nonqualified plans', 'Non-Qualified Plans'],
];

export function w2Grammar(seed: number, c: FormChoices): GrammarOutput {
  const d: W2Data = w2Data(seed);
  const w = new Rng(seed ^ 0x7732);
  const money = pickAmountStyle(w);
  const truth = w2Truth(d);
  const fields = truth.fields;
  const blocks: Block[] = header(
    c,
    w,
    c.style === 'transcript'
      ? 'Wage and Income Transcript'
      : syn(w, ['Form W-2 Wage and Tax Statement', 'W-2 Wage and Tax Statement', 'Form W-2 - Copy B']),
    d.year,
    `${String(w.int(1, 12)).padStart(2, '0')}-${String(w.int(10, 28))}-${d.year + 1}`,
  );
  const emp = d.employee;
  const er = d.employerAddress;
  const transcript = c.style === 'transcript';
  const yn = (b: boolean) => (transcript ? (b ? 'Yes' : 'No') : b ? 'X' : '');
  if (c.style === 'grid') {
    const party: FormCell[][] = [
      [
        { caption: "a Employee's social security number", value: d.employeeSSN },
        { caption: 'b Employer identification number (EIN)', value: d.employerEIN },
        { caption: 'd Control number', value: d.control ?? '' },
      ],
      [
        {
          caption: "c Employer's name, address, and ZIP code",
          value: '',
          lines: [d.employer, er.street, cityLine(er)],
          weight: 1.5,
        },
        {
          caption: "e/f Employee's name, address, and ZIP code",
          value: '',
          lines: [emp.name, emp.address.street, cityLine(emp.address)],
          weight: 1.5,
        },
      ],
    ];
    const ordered = c.arrangement === 'shuffled' ? w.shuffle(party) : party;
    blocks.push({ kind: 'form', rows: ordered });
  } else {
    blocks.push({
      kind: 'kv',
      style: transcript ? 'colon' : 'aligned',
      columns: transcript ? 1 : 2,
      pairs: [
        [up(transcript ? 'Employer Identification Number (EIN)' : 'Employer ID (EIN)', c), d.employerEIN],
        [up(transcript ? 'Employer' : "Employer's name", c), d.employer],
        [up(transcript ? 'Employer Address' : "Employer's address", c), `${er.street}, ${cityLine(er)}`],
        [up(transcript ? 'Employee Social Security Number' : "Employee's SSN", c), d.employeeSSN],
        [up(transcript ? 'Employee' : "Employee's name", c), emp.name],
        [
          up(transcript ? 'Employee Address' : "Employee's address", c),
          `${emp.address.street}, ${cityLine(emp.address)}`,
        ],
        ...(transcript ? [] : ([[`Control number`, d.control ?? blankOf(c, w)]] as [string, string][])),
      ],
    });
    if (transcript) delete fields.controlNumber;
    if (!transcript && !d.control) fields.controlNumber = null;
  }
  const items: Item[] = W2_ITEMS.map(([no, field, label, tlabel]) => ({
    no,
    field,
    label,
    tlabel,
    value: d.boxes[field] ?? null,
  }));
  blocks.push(...amountBlocks(items, c, w, money, fields));
  // Box 12, 13, 14 and state.
  if (transcript) {
    const pairs: [string, string][] = d.box12.map((b) => [
      up(`Code ${b.code} ${syn(w, ['Amount', ''])}`.trim(), c),
      plain(b.amount, { ...money, currency: '$' }),
    ]);
    pairs.push(
      [up('Statutory Employee', c), yn(d.box13.statutory)],
      [up('Retirement Plan Indicator', c), yn(d.box13.retirement)],
      [up('Third Party Sick Pay Indicator', c), yn(d.box13.sickPay)],
    );
    blocks.push({ kind: 'kv', style: 'colon', pairs, size: 8.5 });
    delete truth.box14_other;
    delete truth.stateTaxInfo;
  } else {
    const b12 = d.box12.map((b) => `${b.code}  ${plain(b.amount, money)}`);
    const mark = (b: boolean) => (b ? '[X]' : '[ ]');
    const checks = [
      `${mark(d.box13.statutory)} Statutory employee`,
      `${mark(d.box13.retirement)} Retirement plan`,
      `${mark(d.box13.sickPay)} Third-party sick pay`,
    ];
    blocks.push({
      kind: 'form',
      rows: [
        [
          { caption: '12 See instructions for box 12', value: '', lines: b12.length ? b12 : [blankOf(c, w)] },
          { caption: '13', value: '', lines: checks },
          {
            caption: '14 Other',
            value: '',
            lines: d.box14.length ? d.box14.map((b) => `${b.description} ${plain(b.amount, money)}`) : [''],
          },
        ],
      ],
    });
    if (d.states.length)
      blocks.push({
        kind: 'table',
        columns: [
          { header: '15 State', weight: 0.7 },
          { header: "Employer's state\nID number", weight: 1.6 },
          { header: '16 State\nwages', weight: 1.2, align: 'right' },
          { header: '17 State\nincome tax', weight: 1.2, align: 'right' },
          { header: '18 Local\nwages', weight: 1.2, align: 'right' },
          { header: '19 Local\ntax', weight: 1.1, align: 'right' },
          { header: '20 Locality', weight: 1.1 },
        ],
        rows: d.states.map((s) => ({
          cells: [
            s.state,
            s.employerStateId,
            plain(s.stateWages, money),
            plain(s.stateIncomeTax, money),
            s.localWages === null ? '' : plain(s.localWages, money),
            s.localIncomeTax === null ? '' : plain(s.localIncomeTax, money),
            s.locality ?? '',
          ],
        })),
        ruling: c.style === 'grid' ? 'grid' : 'rules',
        repeatHeader: true,
      });
  }
  if (c.box1Note) {
    const deferred = d.box12
      .filter((b) => ['D', 'E', 'G', 'W'].includes(b.code))
      .reduce((a, b) => a + b.amount, 0);
    const section125 = Math.round((d.boxes.box5_medicareWages ?? 0) * 0.02 * 100) / 100;
    const box1 = d.boxes.box1_wages ?? 0;
    blocks.push({
      kind: 'table',
      title: syn(w, ['How Box 1 was calculated', 'Reconciliation of Box 1 Wages', 'Earnings Summary']),
      columns: [
        { header: '', weight: 3 },
        { header: syn(w, ['Amount', 'Total']), weight: 1.2, align: 'right' },
      ],
      rows: [
        { cells: ['Gross pay', plain(Math.round((box1 + deferred + section125) * 100) / 100, money)] },
        {
          cells: [
            'Less 401(k) / 403(b) deferrals',
            amount(-deferred, { ...money, negative: 'minus', zero: 'number' }),
          ],
        },
        {
          cells: [
            'Less Section 125 (cafeteria plan)',
            amount(-section125, { ...money, negative: 'minus', zero: 'number' }),
          ],
        },
        { kind: 'subtotal', cells: ['Reported W-2 wages', plain(box1, money)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  }
  return { blocks, truth, font: w.pick(['helvetica', 'courier', 'times'] as const), margin: w.int(30, 44) };
}

// ------------------------------------------------------------------------------------ 1099

export function irs1099Grammar(seed: number, c: FormChoices): GrammarOutput {
  const variant: Irs1099Variant = IRS_1099_VARIANTS[seed % IRS_1099_VARIANTS.length] ?? 'NEC';
  const d: Data1099 = data1099(seed, variant);
  if (c.fullFace) return fullFace1099(d, new Rng(seed ^ 0xface));
  if (c.substitute) return substitute1099(d, new Rng(seed ^ 0x5b5b1099));
  const w = new Rng(seed ^ 0x1099);
  const money = pickAmountStyle(w);
  const truth = truth1099(d);
  const fields = truth.fields;
  const transcript = c.style === 'transcript';
  const title = transcript
    ? `Form 1099-${variant} ${TITLE[variant]}`
    : `${syn(w, ['Form', ''])} 1099-${variant} ${TITLE[variant]}`.trim();
  const blocks: Block[] = header(
    c,
    w,
    transcript ? 'Wage and Income Transcript' : title,
    d.year,
    `0${w.int(1, 9)}-${w.int(10, 28)}-${d.year + 1}`,
  );
  if (transcript) blocks.push({ kind: 'text', lines: [up(title, c)], bold: true });
  const payer: Block = transcript
    ? {
        kind: 'kv',
        style: 'colon',
        pairs: [
          [up("Payer's Federal Identification Number (FIN)", c), d.payerTIN],
          [up('Payer', c), d.payer],
          [up('Payer Address', c), `${d.payerAddress.street}, ${cityLine(d.payerAddress)}`],
        ],
      }
    : {
        kind: 'form',
        rows: [
          [
            {
              caption: "PAYER'S name, street address, city or town, state, ZIP",
              value: '',
              lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress)],
            },
          ],
          [
            { caption: "PAYER'S TIN", value: d.payerTIN },
            { caption: "RECIPIENT'S TIN", value: d.recipientTIN },
          ],
        ],
      };
  const recipient: Block = transcript
    ? {
        kind: 'kv',
        style: 'colon',
        pairs: [
          [up("Recipient's Identification Number", c), d.recipientTIN],
          [up('Recipient', c), d.recipient],
          [up('Account Number', c), d.account ?? blankOf(c, w)],
        ],
      }
    : {
        kind: 'form',
        rows: [
          [{ caption: "RECIPIENT'S name", value: d.recipient }],
          [{ caption: 'Street address (including apt. no.)', value: d.recipientAddress.street }],
          [
            {
              caption: 'City or town, state or province, country, and ZIP',
              value: cityLine(d.recipientAddress),
            },
          ],
          [{ caption: 'Account number (see instructions)', value: d.account ?? blankOf(c, w) }],
        ],
      };
  if (!d.account) fields.accountNumber = null;
  const items: Item[] = BOXES[variant].map((b) => ({
    no: b.no,
    field: b.field,
    label: b.label,
    tlabel: b.label.replace(/\b\w/g, (x) => x.toUpperCase()),
    value: d.amounts[b.field] ?? null,
  }));
  const boxes = amountBlocks(items, c, w, money, fields, c.style === 'grid' ? 1 : 2);
  if (c.arrangement === 'payer-bottom') blocks.push(recipient, ...boxes, payer);
  else blocks.push(payer, recipient, ...boxes);
  if (!transcript)
    blocks.push({
      kind: 'note',
      lines: [
        syn(w, [
          'This is important tax information and is being furnished to the IRS.',
          'Copy B For Recipient. Keep for your records.',
        ]),
      ],
      size: 7,
    });
  return { blocks, truth, font: w.pick(['helvetica', 'courier'] as const), margin: w.int(32, 46) };
}

// ------------------------------------------------------------------------------------ 1040

const TRANSCRIPT_1040: Record<string, string> = {
  line1z_wages: 'Wages, salaries, tips, etc',
  line2b_taxableInterest: 'Taxable interest income',
  line3b_ordinaryDividends: 'Ordinary dividend income',
  line7_capitalGain: 'Capital gain or loss',
  line8_additionalIncome: 'Other income (Schedule 1)',
  line9_totalIncome: 'Total income',
  line10_adjustments: 'Adjustments to income',
  line11_agi: 'Adjusted gross income',
  line12_standardDeduction: 'Standard deduction per computer',
  line15_taxableIncome: 'Taxable income',
  line16_tax: 'Tentative tax',
  line22_taxAfterCredits: 'Income tax after credits',
  line24_totalTax: 'Total tax liability taxpayer figures',
  line25a_w2Withholding: 'Federal income tax withheld (W-2)',
  line25b_1099Withholding: 'Federal income tax withheld (1099)',
  line25c_otherWithholding: 'Withholding from other forms',
  line25d_totalWithholding: 'Total federal income tax withheld',
  line26_estimatedPayments: 'Estimated tax payments',
  line27_eic: 'Earned income credit',
  line28_additionalChildTaxCredit: 'Additional child tax credit',
  line29_americanOpportunityCredit: 'American opportunity credit',
  line30_schedule3Line15: 'Other payments (Schedule 3)',
  line32_totalPayments: 'Total payments',
  line33_overpayment: 'Amount you overpaid',
  line34_refundAmount: 'Refund amount',
  line35a_refund: 'Amount to be refunded',
  line36_amountYouOwe: 'Balance due',
  line37_estimatedTaxPenalty: 'Estimated tax penalty',
};

export function irs1040Grammar(seed: number, c: FormChoices): GrammarOutput {
  const d: ReturnData = returnData(seed, c.priorYear ?? 2024);
  const w = new Rng(seed ^ 0x1040);
  const money: AmountStyle = { ...pickAmountStyle(w, { negative: ['minus', 'parens'] }), zero: 'number' };
  const truth = truth1040(d);
  const fields = truth.fields;
  const transcript = c.style === 'transcript';
  const cmp = c.comparison ? new Rng(seed ^ 0x32797273) : null;
  if (c.official) {
    const o = new Rng(seed ^ 0x0ff1c1a1);
    if (o.bool()) return officialReturn(d, o, money, truth, c.priorYear ?? 2024);
  }
  if (c.softwareLabels) return softwareSummary(d, truth, new Rng(seed ^ 0x736f6674), money, c);
  if (c.accountTranscript) return accountTranscript(d, truth, new Rng(seed ^ 0x61636374));
  const blocks: Block[] = header(
    c,
    w,
    transcript
      ? 'Tax Return Transcript'
      : cmp
        ? syn(cmp, [
            'Two-Year Comparison',
            'Federal Tax Return Two-Year Comparison',
            'Tax Summary - Two Year Comparison',
          ])
        : syn(w, [
            'Form 1040 U.S. Individual Income Tax Return',
            'Form 1040 - Individual Income Tax Return',
            '1040 Return Summary',
          ]),
    d.year,
    `0${w.int(1, 9)}-${w.int(10, 28)}-${d.year + 1}`,
  );
  const masked = transcript;
  const ssnText = (s: string) => (masked ? `XXX-XX-${s.slice(-4)}` : s);
  if (masked) {
    delete fields.taxpayerSSN;
    delete fields.spouseSSN;
  }
  const pairs: [string, string][] = [
    [up(transcript ? 'Filing Status' : 'Filing status', c), d.status],
    [up(transcript ? "Taxpayer's First Name" : 'Your first name', c), d.taxpayer.firstName],
    [up(transcript ? "Taxpayer's Last Name" : 'Last name', c), d.taxpayer.lastName],
    [up(transcript ? 'SSN Provided' : 'Your social security number', c), ssnText(d.taxpayerSSN)],
  ];
  if (d.spouse && d.spouseSSN)
    pairs.push(
      [up("Spouse's first name", c), d.spouse.firstName],
      [up("Spouse's last name", c), d.spouse.lastName],
      [up("Spouse's SSN", c), ssnText(d.spouseSSN)],
    );
  pairs.push(
    [up(transcript ? 'Address' : 'Home address', c), d.taxpayer.address.street],
    [up(transcript ? 'City, State, ZIP' : 'City, town, state, ZIP', c), cityLine(d.taxpayer.address)],
  );
  blocks.push({ kind: 'kv', style: transcript ? 'colon' : 'aligned', columns: transcript ? 1 : 2, pairs });
  if (d.dependents.length && !transcript)
    blocks.push({
      kind: 'table',
      title: 'Dependents',
      columns: [
        { header: 'First name', weight: 1.2 },
        { header: 'Last name', weight: 1.2 },
        { header: 'SSN', weight: 1.2 },
        { header: 'Relationship', weight: 1 },
        { header: 'Child tax credit', weight: 1, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [x.firstName, x.lastName, x.ssn, x.relationship, x.childTaxCredit ? 'X' : ''],
      })),
      ruling: 'rules',
      repeatHeader: true,
    });
  if (transcript) delete truth.dependents;
  const items: Item[] = LINE_LABELS.map(([no, field, label]) => ({
    no: transcript ? '' : no,
    field,
    label: c.style === 'two-column' ? shortLabel(label) : label,
    tlabel: TRANSCRIPT_1040[field] ?? label,
    value: d.lines[field] ?? null,
  }));
  if (c.priorYear) blocks.push(...priorYearLines(d, c.priorYear, new Rng(seed ^ 0x70726972), money, c));
  else if (cmp) {
    const prior = returnData(cmp.int(1, 2 ** 30), d.year - 1).lines;
    blocks.push(comparisonTable(items, prior, d.year, cmp, money, c));
  } else if (c.summary) blocks.push(summaryTable(items, new Rng(seed ^ 0x53554d4d), money));
  else blocks.push(...amountBlocks(items, c, w, money, fields, 2, 'Line'));
  // The spec's line34_refundAmount and line35a_refund name one printed amount: a transcript's
  // "AMOUNT TO BE REFUNDED: $0.00" is both, as the refund of every other family is.
  if (typeof fields.line35a_refund === 'number') fields.line34_refundAmount ??= fields.line35a_refund;
  if (d.routing && d.account && d.accountType) {
    blocks.push({
      kind: 'kv',
      style: 'colon',
      pairs: [
        [up('Routing number', c), d.routing],
        [up('Account type', c), d.accountType],
        [up('Account number', c), d.account],
      ],
    });
  }
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'courier', 'times'] as const),
    margin: w.int(30, 44),
    footer: (i, n) => `Form 1040 (${d.year})  Page ${i} of ${n}`,
  };
}

/**
 * Decision 184: a tax program's two-year comparison. Each line with last year's amount (a return of
 * its own, so its arithmetic holds too: only the column's year tells which is the return) and this
 * year's, the prior year's column first or last, and sometimes the change between them.
 */
function comparisonTable(
  items: Item[],
  priorLines: Record<string, number>,
  year: number,
  k: Rng,
  money: AmountStyle,
  c: FormChoices,
): Block {
  const blank = c.blank === 'random' ? '' : c.blank;
  const val = (v: number | null) => (v === null ? blank : signedPlain(v, money));
  const priorFirst = k.bool();
  const diff = k.bool(0.4);
  const rows = items.map((it) => {
    const prior = priorLines[it.field] ?? null;
    const cur = val(it.value);
    const pre = val(prior);
    const change = Math.round(((it.value ?? 0) - (prior ?? 0)) * 100) / 100;
    return {
      cells: [
        it.no,
        shortLabel(it.label),
        ...(priorFirst ? [pre, cur] : [cur, pre]),
        ...(diff ? [it.value === null && prior === null ? '' : signedPlain(change, money)] : []),
      ],
    };
  });
  const years = priorFirst ? [String(year - 1), String(year)] : [String(year), String(year - 1)];
  return {
    kind: 'table',
    title: up(syn(k, ['Form 1040 Line Items', 'Income and Tax Comparison', 'Federal Return Summary']), c),
    columns: [
      { header: 'Line', weight: 0.5 },
      { header: 'Description', weight: 3.4, wrap: true },
      ...years.map((h) => ({ header: h, weight: 1, align: 'right' as const })),
      ...(diff ? [{ header: syn(k, ['Difference', 'Change']), weight: 1, align: 'right' as const }] : []),
    ],
    rows,
    ruling: k.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: true,
  };
}

const IRS_STATUS: Record<string, string> = {
  Single: 'Single',
  'Married filing jointly': 'Married Filing Joint',
  'Married filing separately': 'Married Filing Separate',
  'Head of household': 'Head of Household',
  'Qualifying surviving spouse': 'Qualifying Widow(er)',
};

/**
 * Decision 189: the IRS account transcript. The return's figures it prints (filing status, AGI,
 * taxable income, tax per return) and the account's transactions (806 withholding, 846 refund)
 * are the truth; everything it masks or leaves out is null.
 */
function accountTranscript(d: ReturnData, truth: GroundTruth, k: Rng): GrammarOutput {
  const f = truth.fields;
  const keep = new Set([
    'taxYear',
    'filingStatus',
    'taxpayerSsnLast4',
    'line11_agi',
    'line15_taxableIncome',
    'line24_totalTax',
    'line25d_totalWithholding',
    'line35a_refund',
    'line34_refundAmount',
  ]);
  for (const key of Object.keys(f)) if (!keep.has(key)) f[key] = null;
  delete truth.dependents;
  const usd = (v: number) => `$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const neg = (v: number) => `-${usd(v)}`;
  const ymd = (m: number, day: number) =>
    `${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}-${d.year + 1}`;
  const filed = [k.int(2, 4), k.int(1, 28)] as const;
  const tax = d.lines.line24_totalTax ?? 0;
  const withheld = d.lines.line25d_totalWithholding ?? null;
  const refund = d.lines.line35a_refund ?? null;
  const owe = d.lines.line36_amountYouOwe ?? null;
  f.line25d_totalWithholding = withheld;
  f.line35a_refund = refund;
  f.line34_refundAmount = refund;
  const name = (p: { firstName: string; lastName: string }) =>
    `${p.firstName.slice(0, 4)}${'*'.repeat(Math.max(0, p.firstName.length - 4))} ${p.lastName.slice(0, 4)}${'*'.repeat(Math.max(0, p.lastName.length - 4))}`.toUpperCase();
  const blocks: Block[] = [
    { kind: 'text', lines: ['This Product Contains Sensitive Taxpayer Data'], size: 8, align: 'center', color: 'grey' },
    { kind: 'text', lines: ['Account Transcript'], size: 13, bold: true, align: 'center' },
    {
      kind: 'kv',
      style: 'colon',
      pairs: [
        ['Request Date', ymd(k.int(5, 9), k.int(1, 28))],
        ['Response Date', ymd(k.int(5, 9), k.int(1, 28))],
        ['Tracking Number', k.digits(12)],
      ],
      size: 8.5,
    },
    {
      kind: 'kv',
      style: 'colon',
      pairs: [
        ['FORM NUMBER', '1040'],
        ['TAX PERIOD', `Dec. 31, ${d.year}`],
        ['TAXPAYER IDENTIFICATION NUMBER', `XXX-XX-${d.taxpayerSSN.slice(-4)}`],
      ],
      size: 8.5,
    },
    {
      kind: 'text',
      lines: [
        name(d.taxpayer) + (d.spouse ? ` & ${name(d.spouse)}` : ''),
        `${d.taxpayer.address.street.replace(/^(\d+\s+\w)\w*/, '$1***')} ${'*'.repeat(3)}`,
      ],
      size: 8.5,
    },
    {
      kind: 'kv',
      style: 'colon',
      pairs: [
        ['ACCOUNT BALANCE', usd(0)],
        ['ACCRUED INTEREST', `${usd(0)} AS OF: ${ymd(k.int(5, 9), k.int(1, 28))}`],
        ['ACCRUED PENALTY', `${usd(0)} AS OF: ${ymd(k.int(5, 9), k.int(1, 28))}`],
        ['ACCOUNT BALANCE PLUS ACCRUALS (this is not a payoff amount)', usd(0)],
      ],
      size: 8.5,
    },
    { kind: 'text', lines: ['** INFORMATION FROM THE RETURN OR AS ADJUSTED **'], size: 8.5, bold: true },
    {
      kind: 'kv',
      style: 'colon',
      pairs: [
        ['EXEMPTIONS', String(1 + (d.spouse ? 1 : 0) + d.dependents.length).padStart(2, '0')],
        ['FILING STATUS', IRS_STATUS[d.status] ?? d.status],
        ['ADJUSTED GROSS INCOME', usd(d.lines.line11_agi ?? 0)],
        ['TAXABLE INCOME', usd(d.lines.line15_taxableIncome ?? 0)],
        ['TAX PER RETURN', usd(tax)],
        ['SE TAXABLE INCOME TAXPAYER', usd(0)],
        ['SE TAXABLE INCOME SPOUSE', usd(0)],
        ['TOTAL SELF EMPLOYMENT TAX', usd(0)],
        ['RETURN DUE DATE OR RETURN RECEIVED DATE', `Apr. 15, ${d.year + 1}`],
        ['PROCESSING DATE', `Mar. ${String(k.int(1, 28)).padStart(2, '0')}, ${d.year + 1}`],
      ],
      size: 8.5,
    },
  ];
  const tx: string[][] = [
    ['150', 'Tax return filed', `${d.year + 1}0${filed[0]}05`, ymd(filed[0], filed[1]), usd(tax)],
  ];
  if (withheld) tx.push(['806', 'W-2 or 1099 withholding', '', ymd(4, 15), neg(withheld)]);
  const credits = Math.round(
    (d.lines.line27_eic ?? 0) +
      (d.lines.line28_additionalChildTaxCredit ?? 0) +
      (d.lines.line29_americanOpportunityCredit ?? 0),
  );
  if (credits > 0) tx.push(['766', 'Credit to your account', '', ymd(4, 15), neg(credits)]);
  if (refund) tx.push(['846', 'Refund issued', '', ymd(filed[0], Math.min(28, filed[1] + 14)), usd(refund)]);
  if (owe) tx.push(['610', 'Payment with return', '', ymd(4, 15), neg(owe)]);
  blocks.push({
    kind: 'table',
    title: 'TRANSACTIONS',
    columns: [
      { header: 'CODE', weight: 0.6 },
      { header: 'EXPLANATION OF TRANSACTION', weight: 3 },
      { header: 'CYCLE', weight: 1 },
      { header: 'DATE', weight: 1 },
      { header: 'AMOUNT', weight: 1.2, align: 'right' },
    ],
    rows: tx.map((cells) => ({ cells })),
    ruling: 'none',
    repeatHeader: true,
    size: 8,
  });
  return { blocks, truth, font: k.pick(['courier', 'helvetica'] as const), margin: k.int(30, 40) };
}

const SOFTWARE_1040: Record<string, [section: number, labels: string[]]> = {
  line1z_wages: [0, ['Wages, salaries, tips', 'Wages', 'W-2 wages']],
  line2b_taxableInterest: [0, ['Taxable interest', 'Interest income']],
  line3b_ordinaryDividends: [0, ['Ordinary dividends', 'Dividend income']],
  line7_capitalGain: [0, ['Capital gain (loss)', 'Capital gain or loss']],
  line8_additionalIncome: [0, ['Additional income (Schedule 1)', 'Other income']],
  line9_totalIncome: [0, ['Total income']],
  line10_adjustments: [1, ['Adjustments to income', 'Total adjustments']],
  line11_agi: [1, ['Adjusted gross income', 'Adjusted gross income (AGI)']],
  line12_standardDeduction: [1, ['Standard deduction', 'Standard or itemized deduction']],
  line15_taxableIncome: [1, ['Taxable income']],
  line16_tax: [2, ['Tax', 'Income tax', 'Tax on taxable income']],
  line22_taxAfterCredits: [2, ['Tax after credits', 'Income tax after credits']],
  line24_totalTax: [2, ['Total tax', 'Total tax liability']],
  line25a_w2Withholding: [3, ['Federal withholding - W-2', 'W-2 withholding', 'Withholding from Form(s) W-2']],
  line25b_1099Withholding: [3, ['Federal withholding - 1099', '1099 withholding']],
  line25c_otherWithholding: [3, ['Other withholding']],
  line25d_totalWithholding: [3, ['Total withholding', 'Total federal income tax withheld']],
  line26_estimatedPayments: [3, ['Estimated tax payments', 'Estimated payments']],
  line27_eic: [3, ['Earned income credit', 'Earned income credit (EIC)']],
  line28_additionalChildTaxCredit: [3, ['Additional child tax credit']],
  line29_americanOpportunityCredit: [3, ['American opportunity credit']],
  line30_schedule3Line15: [3, ['Other payments (Schedule 3)', 'Amount from Schedule 3, line 15']],
  line32_totalPayments: [3, ['Total payments', 'Total payments and credits']],
  line33_overpayment: [4, ['Overpayment', 'Amount overpaid']],
  line35a_refund: [4, ['Refund', 'Federal refund', 'Amount to be refunded']],
  line36_amountYouOwe: [4, ['Balance due', 'Amount you owe', 'Federal balance due']],
  line37_estimatedTaxPenalty: [4, ['Estimated tax penalty', 'Underpayment penalty']],
};

/**
 * Decision 189: a tax program's federal summary by words: label/value sections without line
 * numbers, the identity as "Taxpayer: name", tax rates among the amounts, and one time in two the
 * state return's figures after the federal ones (labels that contain the federal ones' words).
 */
function softwareSummary(d: ReturnData, truth: GroundTruth, k: Rng, money: AmountStyle, c: FormChoices): GrammarOutput {
  const fields = truth.fields;
  const style = k.pick(['colon', 'aligned', 'leaders'] as const);
  const zeros = k.bool();
  const blocks: Block[] = header(
    c,
    k,
    k.pick(['Federal Tax Summary', `${d.year} Tax Return Summary`, 'Form 1040 Summary', 'Tax Summary Report']),
    d.year,
    `0${k.int(1, 9)}-${k.int(10, 28)}-${d.year + 1}`,
  );
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const identity: [string, string][] = [
    [k.pick(['Taxpayer', 'Primary taxpayer']), name(d.taxpayer)],
    ['Taxpayer SSN', d.taxpayerSSN],
  ];
  if (d.spouse && d.spouseSSN)
    identity.push(["Spouse's first name", d.spouse.firstName], ["Spouse's last name", d.spouse.lastName], ['Spouse SSN', d.spouseSSN]);
  identity.push(['Filing status', d.status], ['Address', `${d.taxpayer.address.street}, ${cityLine(d.taxpayer.address)}`]);
  blocks.push({ kind: 'kv', style: 'colon', pairs: identity });
  // "Primary taxpayer: Ana Diaz" gives the name; the truth keeps first and last apart as ever.
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: k.pick(['Dependents', 'DEPENDENTS']),
      columns: [
        { header: 'First name', weight: 1.2 },
        { header: 'Last name', weight: 1.2 },
        { header: 'SSN', weight: 1.2 },
        { header: 'Relationship', weight: 1 },
        { header: k.pick(['Child tax credit', 'CTC']), weight: 1, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [x.firstName, x.lastName, x.ssn, x.relationship, x.childTaxCredit ? 'X' : ''],
      })),
      ruling: 'rules',
      repeatHeader: true,
    });
  const titles = [
    k.pick(['Income', 'INCOME', 'Income Summary']),
    k.pick(['Adjustments and Deductions', 'AGI and Deductions']),
    k.pick(['Tax', 'Tax and Credits', 'TAX']),
    k.pick(['Payments', 'Payments and Credits', 'PAYMENTS']),
    k.pick(['Refund or Amount Due', 'Result', 'REFUND / BALANCE DUE']),
  ];
  const sections: [string, string][][] = titles.map(() => []);
  for (const [field, [sec, labels]] of Object.entries(SOFTWARE_1040)) {
    const v = d.lines[field];
    if (v === undefined || v === null) {
      if (!zeros || field === 'line35a_refund' || field === 'line36_amountYouOwe' || field === 'line33_overpayment')
        continue;
      fields[field] = 0;
      sections[sec]!.push([k.pick(labels), plain(0, money)]);
      continue;
    }
    sections[sec]!.push([k.pick(labels), signedPlain(v, money)]);
  }
  const rate = (x: number) => `${(x * 100).toFixed(k.bool() ? 1 : 2)}%`;
  const agi = d.lines.line11_agi ?? 0;
  const tax = d.lines.line24_totalTax ?? 0;
  if (agi > 0 && k.bool(0.7))
    sections[2]!.push(
      [k.pick(['Effective tax rate', 'Effective rate']), rate(tax / agi)],
      [k.pick(['Marginal tax rate', 'Tax bracket']), k.pick(['12%', '22%', '24%', '32%'])],
    );
  sections.forEach((pairs, i) => {
    if (pairs.length) blocks.push({ kind: 'kv', title: titles[i], style, pairs, size: 8.5 });
  });
  if (typeof fields.line35a_refund === 'number') fields.line34_refundAmount ??= fields.line35a_refund;
  if (k.bool()) {
    const st = d.taxpayer.address.state;
    const f = 0.04 + k.next() * 0.03;
    const stTaxable = Math.round(agi * 0.9);
    const stTax = Math.round(stTaxable * f);
    const stWh = Math.round(stTax * (0.8 + k.next() * 0.4));
    const diff = stWh - stTax;
    blocks.push({
      kind: 'kv',
      title: k.pick([`State Return (${st})`, `${st} State Summary`, 'State Tax Summary']),
      style,
      pairs: [
        ['State adjusted gross income', plain(agi, money)],
        ['State taxable income', plain(stTaxable, money)],
        ['State tax', plain(stTax, money)],
        ['State withholding', plain(stWh, money)],
        diff >= 0 ? ['State refund', plain(diff, money)] : ['State balance due', plain(-diff, money)],
      ],
      size: 8.5,
    });
  }
  if (d.routing && d.account && d.accountType)
    blocks.push({
      kind: 'kv',
      title: k.pick(['Direct Deposit', 'Refund Direct Deposit']),
      style: 'colon',
      pairs: [
        ['Routing number', d.routing],
        ['Account type', d.accountType],
        ['Account number', d.account],
      ],
    });
  return {
    blocks,
    truth,
    font: k.pick(['helvetica', 'courier', 'times'] as const),
    margin: k.int(30, 44),
    footer: (i, n) => `Page ${i} of ${n}`,
  };
}

/**
 * Decision 189: a tax program's summary page: the return's lines in two columns of (line,
 * description, amount), down the left column first or across each row; lines with no amount are
 * left out (their truth is null), section rows between the groups of lines one time in two.
 */
function summaryTable(items: Item[], k: Rng, money: AmountStyle): Block {
  const lineWord = k.bool();
  const lineText = lineWord ? (no: string) => `Line ${no}` : (no: string) => no;
  const sections = k.bool();
  const SECTION_OF: [RegExp, string][] = [
    [/^(1z|2b|3b|7|8|9)$/, 'Income'],
    [/^(10|11|12|15)$/, 'Adjusted Gross Income'],
    [/^(16|22|24)$/, 'Tax and Credits'],
    [/^(25[a-d]|26|27|28|29|31|33)$/, 'Payments'],
    [/^(34|35a|37|38)$/, 'Refund or Amount You Owe'],
  ];
  const shown = items.filter((it) => it.value !== null);
  const cells: string[][] = [];
  let last = '';
  for (const it of shown) {
    const sec = SECTION_OF.find(([re]) => re.test(it.no))?.[1] ?? '';
    if (sections && sec !== last) cells.push(['', sec.toUpperCase(), '']);
    last = sec;
    cells.push([lineText(it.no), shortLabel(it.label), signedPlain(it.value ?? 0, money)]);
  }
  const half = Math.ceil(cells.length / 2);
  const downFirst = k.bool(0.6);
  const rows: { cells: string[] }[] = [];
  for (let i = 0; i < half; i++) {
    const a = downFirst ? cells[i] : cells[2 * i];
    const b = downFirst ? cells[half + i] : cells[2 * i + 1];
    rows.push({ cells: [...(a ?? ['', '', '']), ...(b ?? ['', '', ''])] });
  }
  const desc = k.pick(['Description', 'Item', '']);
  return {
    kind: 'table',
    title: k.pick(['Form 1040 Summary', 'Federal Return Summary', 'Return Summary - Form 1040']),
    columns: [
      // "Line 25a" needs the room to stay clear of its caption.
      { header: 'Line', weight: lineWord ? 0.9 : 0.6 },
      { header: desc, weight: 2.4, wrap: true },
      { header: 'Amount', weight: 1.1, align: 'right' as const },
      { header: 'Line', weight: lineWord ? 0.9 : 0.6 },
      { header: desc, weight: 2.4, wrap: true },
      { header: 'Amount', weight: 1.1, align: 'right' as const },
    ],
    rows,
    ruling: k.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: true,
    size: 8,
  };
}

function shortLabel(label: string): string {
  const m = /This is (?:your|the) (.+)$/.exec(label) ?? /These are your (.+)$/.exec(label);
  const s = m?.[1] ?? label;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

type PriorLine = [no: string, label: string, value: number | null | undefined];

/**
 * A 2020 or 2021 Form 1040's lines 1-38 as printed, the paired lines two to a row. Lines that are
 * no field of the schema (tax-exempt interest, qualified dividends, lines 13-14, 17-21, 23, 30, 32,
 * 36) are printed with values consistent with the return, so a reader that goes by position or by
 * a later year's numbering takes the wrong ones. Amounts keep their sign (a capital loss).
 */
function priorYearLines(
  d: ReturnData,
  year: 2020 | 2021,
  v: Rng,
  money: AmountStyle,
  c: FormChoices,
): Block[] {
  const L = d.lines;
  const blank = c.blank === 'random' ? '' : c.blank;
  const val = (x: number | null | undefined) => (x === null || x === undefined ? blank : amount(x, money));
  const tax = L.line16_tax ?? 0;
  const credits = tax - (L.line22_taxAfterCredits ?? 0);
  const other = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const dividends = L.line3b_ordinaryDividends;
  const style = v.pick(['aligned', 'leaders'] as const);
  const prefix = v.bool(0.3) ? 'Line ' : '';
  const line = ([no, label, value]: PriorLine): [string, string] => [`${prefix}${no}  ${label}`, val(value)];
  // The second of a pair is printed "b Taxable interest" with its number by the amount, or whole.
  const second = ([no, label, value]: PriorLine): [string, string] =>
    v.bool() ? [`${no.replace(/^\d+/, '')}  ${label}  ${no}`, val(value)] : line([no, label, value]);
  const first: PriorLine[] = [['1', 'Wages, salaries, tips, etc. Attach Form(s) W-2', L.line1z_wages]];
  const pairs: [PriorLine, PriorLine][] = [
    [
      ['2a', 'Tax-exempt interest', v.bool() ? v.money(20, 900) : null],
      ['2b', 'Taxable interest', L.line2b_taxableInterest],
    ],
    [
      ['3a', 'Qualified dividends', dividends ? Math.round(dividends * v.int(40, 90)) / 100 : null],
      ['3b', 'Ordinary dividends', dividends],
    ],
    [
      ['4a', 'IRA distributions', null],
      ['4b', 'Taxable amount', null],
    ],
    [
      ['5a', 'Pensions and annuities', null],
      ['5b', 'Taxable amount', null],
    ],
    [
      ['6a', 'Social security benefits', null],
      ['6b', 'Taxable amount', null],
    ],
  ];
  const adj = L.line10_adjustments;
  const ded = L.line12_standardDeduction;
  const rest: PriorLine[] = [
    ['7', 'Capital gain or (loss). Attach Schedule D if required', L.line7_capitalGain],
    ['8', `Other income from Schedule 1, line ${year === 2020 ? 9 : 10}`, L.line8_additionalIncome],
    ['9', 'Add lines 1, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', L.line9_totalIncome],
    ...((year === 2020
      ? [
          ['10a', 'Adjustments to income: From Schedule 1, line 22', adj],
          ['10b', 'Charitable contributions if you take the standard deduction', null],
          ['10c', 'Add lines 10a and 10b. These are your total adjustments to income', adj],
          ['11', 'Subtract line 10c from line 9. This is your adjusted gross income', L.line11_agi],
          ['12', 'Standard deduction or itemized deductions (from Schedule A)', ded],
        ]
      : [
          ['10', 'Adjustments to income from Schedule 1, line 26', adj],
          ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', L.line11_agi],
          ['12a', 'Standard deduction or itemized deductions (from Schedule A)', ded],
          ['12b', 'Charitable contributions if you take the standard deduction', null],
          ['12c', 'Add lines 12a and 12b', ded],
        ]) as PriorLine[]),
    ['13', 'Qualified business income deduction. Attach Form 8995 or Form 8995-A', null],
    ['14', `Add lines ${year === 2020 ? '12' : '12c'} and 13`, ded],
    [
      '15',
      'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
      L.line15_taxableIncome,
    ],
    ['16', 'Tax (see instructions). Check if any from Form(s): 1 8814 2 4972 3', L.line16_tax],
    ['17', 'Amount from Schedule 2, line 3', null],
    ['18', 'Add lines 16 and 17', tax],
    ['19', 'Child tax credit or credit for other dependents', credits || null],
    ['20', 'Amount from Schedule 3, line 7', null],
    ['21', 'Add lines 19 and 20', credits || null],
    ['22', 'Subtract line 21 from line 18. If zero or less, enter -0-', L.line22_taxAfterCredits],
    ['23', 'Other taxes, including self-employment tax, from Schedule 2, line 10', other || null],
    ['24', 'Add lines 22 and 23. This is your total tax', L.line24_totalTax],
    ['25a', 'Federal income tax withheld from: Form(s) W-2', L.line25a_w2Withholding],
    ['25b', 'Form(s) 1099', L.line25b_1099Withholding],
    ['25c', 'Other forms (see instructions)', L.line25c_otherWithholding],
    ['25d', 'Add lines 25a through 25c', L.line25d_totalWithholding],
    [
      '26',
      `${year} estimated tax payments and amount applied from ${year - 1} return`,
      L.line26_estimatedPayments,
    ],
    [year === 2020 ? '27' : '27a', 'Earned income credit (EIC)', L.line27_eic],
    ['28', 'Additional child tax credit. Attach Schedule 8812', L.line28_additionalChildTaxCredit],
    ['29', 'American opportunity credit from Form 8863, line 8', L.line29_americanOpportunityCredit],
    ['30', 'Recovery rebate credit. See instructions', null],
    ['31', `Amount from Schedule 3, line ${year === 2020 ? 13 : 15}`, L.line30_schedule3Line15],
    ['32', 'Add lines 27 through 31. These are your total other payments and refundable credits', null],
    ['33', 'Add lines 25d, 26, and 32. These are your total payments', L.line32_totalPayments],
    [
      '34',
      'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
      L.line33_overpayment,
    ],
    [
      '35a',
      'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here',
      L.line35a_refund,
    ],
    ['36', `Amount of line 34 you want applied to your ${year + 1} estimated tax`, null],
    ['37', 'Subtract line 33 from line 24. This is the amount you owe now', L.line36_amountYouOwe],
    ['38', 'Estimated tax penalty (see instructions)', L.line37_estimatedTaxPenalty],
  ];
  // The form's small print: the longest captions (line 34's) fit beside their amounts.
  const size = 7.5;
  return [
    { kind: 'kv', style, size, pairs: first.map(line) },
    { kind: 'kv', style, size, columns: 2, pairs: pairs.flatMap(([a, b]) => [line(a), second(b)]) },
    { kind: 'kv', style, size, pairs: rest.map(line) },
  ];
}

// ------------------------------------------------------------------------------------ official 1040

type OfficialLine = [no: string, caption: string, value: number | null | undefined];

/**
 * A filled and flattened official Form 1040 (2020, 2021 or 2024 numbering): identity boxes, filing
 * status checkboxes, the dependents table, lines 1-15 on page 1 and 16-38 on page 2 with the line
 * number in the gutter and again beside the amount box, the paired "a"/"b" lines in a middle and a
 * right column, direct deposit, and the sign-here and paid-preparer blocks (a preparer's name,
 * firm, address and EIN that are not the taxpayer's).
 */
function officialReturn(
  d: ReturnData,
  o: Rng,
  money: AmountStyle,
  truth: GroundTruth,
  year: 2020 | 2021 | 2024,
): GrammarOutput {
  // Every line has a box (null: printed empty); `undefined` marks a heading line with none.
  const L = new Proxy(d.lines, { get: (t, k: string) => t[k] ?? null }) as Record<string, number | null>;
  const fields = truth.fields;
  const cents = o.pick(['cents', 'whole', 'whole-dot', 'no-comma'] as const);
  const zero = o.pick(['-0-', '0', '']);
  const fmt = (x: number | null | undefined): string => {
    if (x === null || x === undefined) return '';
    // A zero prints as the form's marker, or not at all (then the truth has the box empty).
    if (x === 0) return zero;
    if (cents === 'cents') return amount(x, { ...money, zero: 'number', currency: '' });
    const abs = Math.abs(x).toLocaleString('en-US', {
      maximumFractionDigits: 0,
      useGrouping: cents !== 'no-comma',
    });
    const body = `${abs}${cents === 'whole-dot' ? '.' : ''}`;
    return x < 0 ? (money.negative === 'parens' ? `(${body})` : `-${body}`) : body;
  };
  // Zeros the form prints where a line is 0 (the truth keeps them 0); an empty box stays null.
  if (zero === '')
    for (const [k, v] of Object.entries(fields)) if (v === 0 && k.startsWith('line')) fields[k] = null;
  const tax = L.line16_tax ?? 0;
  const credits = tax - (L.line22_taxAfterCredits ?? 0);
  const other = (L.line24_totalTax ?? 0) - (L.line22_taxAfterCredits ?? 0);
  const dividends = L.line3b_ordinaryDividends;
  const ded = L.line12_standardDeduction;
  const adj = L.line10_adjustments;
  const pairs: [OfficialLine, OfficialLine][] = [
    [
      ['2a', 'Tax-exempt interest', o.bool() ? o.int(20, 900) : null],
      ['b', 'Taxable interest', L.line2b_taxableInterest],
    ],
    [
      ['3a', 'Qualified dividends', dividends ? Math.round(dividends * o.int(40, 90)) / 100 : null],
      ['b', 'Ordinary dividends', dividends],
    ],
    [
      ['4a', 'IRA distributions', null],
      ['b', 'Taxable amount', null],
    ],
    [
      ['5a', 'Pensions and annuities', null],
      ['b', 'Taxable amount', null],
    ],
    [
      ['6a', 'Social security benefits', null],
      ['b', 'Taxable amount', null],
    ],
  ];
  const wages: OfficialLine[] =
    year === 2024
      ? [
          ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', L.line1z_wages],
          ['b', 'Household employee wages not reported on Form(s) W-2', null],
          ['c', 'Tip income not reported on line 1a (see instructions)', null],
          ['d', 'Medicaid waiver payments not reported on Form(s) W-2 (see instructions)', null],
          ['e', 'Taxable dependent care benefits from Form 2441, line 26', null],
          ['f', 'Employer-provided adoption benefits from Form 8839, line 29', null],
          ['g', 'Wages from Form 8919, line 6', null],
          ['h', 'Other earned income (see instructions)', null],
          ['z', 'Add lines 1a through 1h', L.line1z_wages],
        ]
      : [['1', 'Wages, salaries, tips, etc. Attach Form(s) W-2', L.line1z_wages]];
  const mid: OfficialLine[] = [
    [
      '7',
      'Capital gain or (loss). Attach Schedule D if required. If not required, check here',
      L.line7_capitalGain,
    ],
    ['8', `Other income from Schedule 1, line ${year === 2020 ? 9 : 10}`, L.line8_additionalIncome],
    [
      '9',
      `Add lines ${year === 2024 ? '1z' : '1'}, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income`,
      L.line9_totalIncome,
    ],
    ...((year === 2020
      ? [
          ['10', 'Adjustments to income:', undefined],
          ['a', 'From Schedule 1, line 22', adj],
          ['b', 'Charitable contributions if you take the standard deduction. See instructions', null],
          ['c', 'Add lines 10a and 10b. These are your total adjustments to income', adj],
          ['11', 'Subtract line 10c from line 9. This is your adjusted gross income', L.line11_agi],
          ['12', 'Standard deduction or itemized deductions (from Schedule A)', ded],
        ]
      : year === 2021
        ? [
            ['10', 'Adjustments to income from Schedule 1, line 26', adj],
            ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', L.line11_agi],
            ['12a', 'Standard deduction or itemized deductions (from Schedule A)', ded],
            ['b', 'Charitable contributions if you take the standard deduction (see instructions)', null],
            ['c', 'Add lines 12a and 12b', ded],
          ]
        : [
            ['10', 'Adjustments to income from Schedule 1, line 26', adj],
            ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', L.line11_agi],
            ['12', 'Standard deduction or itemized deductions (from Schedule A)', ded],
          ]) as OfficialLine[]),
    ['13', 'Qualified business income deduction from Form 8995 or Form 8995-A', null],
    ['14', `Add lines ${year === 2021 ? '12c' : '12'} and 13`, ded],
    [
      '15',
      'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
      L.line15_taxableIncome,
    ],
  ];
  const page2: OfficialLine[] = [
    ['16', 'Tax (see instructions). Check if any from Form(s): 1 8814 2 4972 3', L.line16_tax],
    ['17', 'Amount from Schedule 2, line 3', null],
    ['18', 'Add lines 16 and 17', tax],
    ['19', 'Child tax credit or credit for other dependents from Schedule 8812', credits || null],
    ['20', 'Amount from Schedule 3, line 8', null],
    ['21', 'Add lines 19 and 20', credits || null],
    ['22', 'Subtract line 21 from line 18. If zero or less, enter -0-', L.line22_taxAfterCredits],
    ['23', 'Other taxes, including self-employment tax, from Schedule 2, line 21', other || null],
    ['24', 'Add lines 22 and 23. This is your total tax', L.line24_totalTax],
    ['25', 'Federal income tax withheld from:', undefined],
    ['a', 'Form(s) W-2', L.line25a_w2Withholding],
    ['b', 'Form(s) 1099', L.line25b_1099Withholding],
    ['c', 'Other forms (see instructions)', L.line25c_otherWithholding],
    ['d', 'Add lines 25a through 25c', L.line25d_totalWithholding],
    [
      '26',
      `${year} estimated tax payments and amount applied from ${year - 1} return`,
      L.line26_estimatedPayments,
    ],
    [year === 2020 ? '27' : '27a', 'Earned income credit (EIC)', L.line27_eic],
    ['28', 'Additional child tax credit from Schedule 8812', L.line28_additionalChildTaxCredit],
    ['29', 'American opportunity credit from Form 8863, line 8', L.line29_americanOpportunityCredit],
    ['30', year === 2024 ? 'Reserved for future use' : 'Recovery rebate credit. See instructions', null],
    ['31', `Amount from Schedule 3, line ${year === 2020 ? 13 : 15}`, L.line30_schedule3Line15],
    ['32', 'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits', null],
    ['33', 'Add lines 25d, 26, and 32. These are your total payments', L.line32_totalPayments],
    [
      '34',
      'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
      L.line33_overpayment,
    ],
    [
      '35a',
      'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here',
      L.line35a_refund,
    ],
  ];
  const owe: OfficialLine[] = [
    ['36', `Amount of line 34 you want applied to your ${year + 1} estimated tax`, null],
    [
      '37',
      'Subtract line 33 from line 24. This is the amount you owe. For details on how to pay, go to www.irs.gov/Payments',
      L.line36_amountYouOwe,
    ],
    ['38', 'Estimated tax penalty (see instructions)', L.line37_estimatedTaxPenalty],
  ];
  // A sub-letter line ("b", "z") after a numbered one carries its number beside the box ("1z").
  let head = '';
  const row = ([no, caption, value]: OfficialLine, inner = false): FormLine => {
    if (/^\d/.test(no)) head = no.replace(/[a-z]$/, '');
    const boxNo = /^\d/.test(no) ? no : `${head}${no}`;
    if (value === undefined) return { no, caption };
    return inner
      ? { no, caption, inner: { no: boxNo, value: fmt(value) } }
      : { no, caption, box: { no: boxNo, value: fmt(value) } };
  };
  const lineBlock = (ls: FormLine[]): Block => ({
    kind: 'formLines',
    lines: ls,
    size: 7.5,
    leaders: leaders,
    boxes: boxes,
  });
  const leaders = o.bool(0.7);
  const boxes = o.bool(0.7);
  const pairLines = pairs.map(([a, b]): FormLine => {
    const left = row(a, true);
    head = a[0].replace(/[a-z]$/, '');
    return { ...left, second: `${b[0]} ${b[1]}`, box: { no: `${head}${b[0]}`, value: fmt(b[2]) } };
  });
  const statusLine = FILING_STATUSES.map((s) => (s === d.status ? `[X] ${s}` : `[ ] ${s}`));
  const spouseRows: FormCell[][] = [
    [
      {
        caption: "If joint return, spouse's first name and middle initial",
        value: d.spouse?.firstName ?? '',
        weight: 2,
      },
      { caption: 'Last name', value: d.spouse?.lastName ?? '', weight: 2 },
      { caption: "Spouse's social security number", value: d.spouseSSN ?? '', weight: 1.4 },
    ],
  ];
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [
          'Form 1040',
          'Department of the Treasury—Internal Revenue Service',
          'U.S. Individual Income Tax Return',
        ],
        size: 10,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`${year}`, 'OMB No. 1545-0074', 'IRS Use Only—Do not write or staple in this space.'],
        size: 8,
        align: 'right',
      },
      split: 0.6,
    },
    {
      kind: 'text',
      lines: [
        `For the year Jan. 1–Dec. 31, ${year}, or other tax year beginning , ${year}, ending , 20`,
        'See separate instructions.',
      ],
      size: 7,
    },
    { kind: 'text', lines: ['Filing Status   Check only one box.'], size: 7.5, bold: true },
    {
      kind: 'text',
      lines: [statusLine.slice(0, 3).join('    '), statusLine.slice(3).join('    ')],
      size: 7.5,
    },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          { caption: 'Your first name and middle initial', value: d.taxpayer.firstName, weight: 2 },
          { caption: 'Last name', value: d.taxpayer.lastName, weight: 2 },
          { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.4 },
        ],
        ...spouseRows,
        [
          {
            caption: 'Home address (number and street). If you have a P.O. box, see instructions.',
            value: d.taxpayer.address.street,
            weight: 4,
          },
          { caption: 'Apt. no.', value: '', weight: 0.6 },
          { caption: 'Presidential Election Campaign', value: '', weight: 1.4 },
        ],
        [
          {
            caption: 'City, town, or post office. If you have a foreign address, also complete spaces below.',
            value: d.taxpayer.address.city,
            weight: 3,
          },
          { caption: 'State', value: d.taxpayer.address.state, weight: 0.8 },
          { caption: 'ZIP code', value: d.taxpayer.address.zip, weight: 0.9 },
        ],
      ],
    },
    {
      kind: 'text',
      lines: [
        `Digital Assets  At any time during ${year}, did you receive, sell, exchange, or otherwise dispose of a digital asset? ${o.bool() ? '[ ] Yes  [X] No' : 'Yes X No'}`,
      ],
      size: 7,
    },
  ];
  if (d.dependents.length)
    blocks.push({
      kind: 'table',
      title: 'Dependents (see instructions):',
      size: 7,
      columns: [
        { header: '(1) First name', weight: 1.1 },
        { header: 'Last name', weight: 1.1 },
        { header: '(2) Social security\nnumber', weight: 1.1 },
        { header: '(3) Relationship\nto you', weight: 1 },
        { header: '(4) Child tax\ncredit', weight: 0.8, align: 'center' },
        { header: 'Credit for other\ndependents', weight: 0.9, align: 'center' },
      ],
      rows: d.dependents.map((x) => ({
        cells: [
          x.firstName,
          x.lastName,
          x.ssn,
          x.relationship,
          x.childTaxCredit ? 'X' : '',
          x.childTaxCredit ? '' : 'X',
        ],
      })),
      ruling: 'rules',
      repeatHeader: false,
    });
  blocks.push(
    lineBlock(wages.map((l) => row(l))),
    lineBlock(pairLines),
    lineBlock(mid.map((l) => row(l))),
    { kind: 'pageBreak' },
    lineBlock(page2.map((l) => row(l))),
  );
  if (d.routing && d.account && d.accountType)
    blocks.push({
      kind: 'text',
      lines: [
        `b  Routing number  ${d.routing}      c Type: ${d.accountType === 'Checking' ? '[X] Checking  [ ] Savings' : '[ ] Checking  [X] Savings'}`,
        `d  Account number  ${d.account}`,
      ],
      size: 7.5,
    });
  const preparer = person(o);
  const firm = `${person(o).lastName} ${o.pick(['Tax Services LLC', '& Associates CPAs', 'Accounting Group'])}`;
  blocks.push(
    lineBlock(owe.map((l) => row(l))),
    {
      kind: 'note',
      title: 'Sign Here',
      lines: [
        'Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements, and to the best of my knowledge and belief, they are true, correct, and complete.',
        `Your signature   Date ${o.int(1, 4)}/${o.int(10, 28)}/${year + 1}   Your occupation ${o.pick(['Engineer', 'Teacher', 'Nurse', 'Sales'])}   Phone no. (${o.digits(3)}) ${o.digits(3)}-${o.digits(4)}`,
      ],
      size: 7,
    },
    {
      kind: 'form',
      title: 'Paid Preparer Use Only',
      captionSize: 6,
      rows: [
        [
          { caption: "Preparer's name", value: `${preparer.firstName} ${preparer.lastName}`, weight: 2 },
          { caption: "Preparer's signature", value: '', weight: 2 },
          { caption: 'Date', value: `0${o.int(1, 4)}/${o.int(10, 28)}/${year + 1}`, weight: 1 },
          { caption: 'PTIN', value: `P${o.digits(8)}`, weight: 1 },
        ],
        [
          { caption: "Firm's name", value: firm, weight: 4 },
          { caption: 'Phone no.', value: `(${o.digits(3)}) ${o.digits(3)}-${o.digits(4)}`, weight: 2 },
        ],
        [
          {
            caption: "Firm's address",
            value: `${preparer.address.street}, ${cityLine(preparer.address)}`,
            weight: 4,
          },
          { caption: "Firm's EIN", value: `${o.digits(2)}-${o.digits(7)}`, weight: 2 },
        ],
      ],
    },
  );
  // A return filed with its schedules: Schedule 1 on a page of its own after the form, its lines
  // numbered 1-26 like the form's own (line 15 is not the taxable income, line 26 no estimated tax).
  const schedule1 = L.line8_additionalIncome !== null || L.line10_adjustments !== null ? o.bool(0.5) : false;
  if (schedule1) blocks.push({ kind: 'pageBreak' }, ...scheduleOne(d, o, fmt, year));
  const font = o.pick(['helvetica', 'times'] as const);
  return {
    blocks,
    truth,
    font,
    margin: o.int(28, 38),
    footer: (i) =>
      i === 1
        ? `For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.   Cat. No. 11320B   Form 1040 (${year})`
        : i === 2
          ? `Form 1040 (${year})`
          : `Schedule 1 (Form 1040) ${year}`,
    runningHeader: (p, i) => {
      if (i > 1) return;
      p.text(`Form 1040 (${year})`, 36, 24, { size: 8 });
      p.text('Page 2', p.width - 36, 24, { size: 8, bold: true, align: 'right' });
    },
  };
}

/** Schedule 1 (Additional Income and Adjustments to Income) with totals that flow to the form. */
function scheduleOne(
  d: ReturnData,
  o: Rng,
  fmt: (x: number | null | undefined) => string,
  year: number,
): Block[] {
  const extra = d.lines.line8_additionalIncome ?? null;
  const adj = d.lines.line10_adjustments ?? null;
  const business = extra !== null ? Math.round(extra * (0.4 + o.next() * 0.5)) : null;
  const unemployment = extra !== null && business !== null ? extra - business : null;
  const ira = adj !== null ? Math.round(adj * (0.3 + o.next() * 0.5)) : null;
  const student = adj !== null && ira !== null ? adj - ira : null;
  const row = (no: string, caption: string, value: number | null): FormLine => ({
    no,
    caption,
    box: { no: no.replace(/^([a-z])$/, ''), value: fmt(value) },
  });
  return [
    {
      kind: 'pair',
      left: {
        kind: 'text',
        lines: ['SCHEDULE 1 (Form 1040)', 'Department of the Treasury Internal Revenue Service'],
        size: 9,
        bold: true,
      },
      right: {
        kind: 'text',
        lines: [`OMB No. 1545-0074`, `${year}`, 'Attachment Sequence No. 01'],
        size: 8,
        align: 'right',
      },
      split: 0.6,
    },
    {
      kind: 'text',
      lines: ['Additional Income and Adjustments to Income'],
      size: 11,
      bold: true,
      align: 'center',
    },
    {
      kind: 'form',
      captionSize: 6,
      rows: [
        [
          {
            caption: 'Name(s) shown on Form 1040, 1040-SR, or 1040-NR',
            value: `${d.taxpayer.firstName} ${d.taxpayer.lastName}`,
            weight: 3,
          },
          { caption: 'Your social security number', value: d.taxpayerSSN, weight: 1.4 },
        ],
      ],
    },
    { kind: 'text', lines: ['Part I  Additional Income'], size: 9, bold: true },
    {
      kind: 'formLines',
      size: 7.5,
      leaders: true,
      boxes: true,
      lines: [
        row('1', 'Taxable refunds, credits, or offsets of state and local income taxes', null),
        row('2a', 'Alimony received', null),
        row('3', 'Business income or (loss). Attach Schedule C', business),
        row('4', 'Other gains or (losses). Attach Form 4797', null),
        row(
          '5',
          'Rental real estate, royalties, partnerships, S corporations, trusts, etc. Attach Schedule E',
          null,
        ),
        row('6', 'Farm income or (loss). Attach Schedule F', null),
        row('7', 'Unemployment compensation', unemployment),
        row('9', 'Total other income. Add lines 8a through 8z', null),
        row(
          '10',
          'Combine lines 1 through 7 and 9. Enter here and on Form 1040, 1040-SR, or 1040-NR, line 8',
          extra,
        ),
      ],
    },
    { kind: 'text', lines: ['Part II  Adjustments to Income'], size: 9, bold: true },
    {
      kind: 'formLines',
      size: 7.5,
      leaders: true,
      boxes: true,
      lines: [
        row('11', 'Educator expenses', null),
        row('13', 'Health savings account deduction. Attach Form 8889', null),
        row('15', 'Deductible part of self-employment tax. Attach Schedule SE', null),
        row('17', 'Self-employed health insurance deduction', null),
        row('18', 'Penalty on early withdrawal of savings', null),
        row('20', 'IRA deduction', ira),
        row('21', 'Student loan interest deduction', student),
        row('25', 'Total other adjustments. Add lines 24a through 24z', null),
        row(
          '26',
          'Add lines 11 through 23 and 25. These are your adjustments to income. Enter here and on Form 1040, 1040-SR, or 1040-NR, line 10',
          adj,
        ),
      ],
    },
  ];
}

// ------------------------------------------------------------------------------------ 1099 full face

/** Boxes of each variant that are no field of the schema, as the form prints them. */
const OTHER_1099_BOXES: Record<
  Irs1099Variant,
  [no: string, label: string, kind: 'money' | 'check' | 'text'][]
> = {
  NEC: [
    [
      '2',
      'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
      'check',
    ],
    ['3', 'Excess golden parachute payments', 'money'],
  ],
  MISC: [
    ['5', 'Fishing boat proceeds', 'money'],
    [
      '7',
      'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
      'check',
    ],
    ['8', 'Substitute payments in lieu of dividends or interest', 'money'],
    ['9', 'Crop insurance proceeds', 'money'],
    ['11', 'Fish purchased for resale', 'money'],
    ['12', 'Section 409A deferrals', 'money'],
    ['14', 'Excess golden parachute payments', 'money'],
    ['15', 'Nonqualified deferred compensation', 'money'],
  ],
  INT: [
    ['5', 'Investment expenses', 'money'],
    ['6', 'Foreign tax paid', 'money'],
    ['7', 'Foreign country or U.S. possession', 'text'],
    ['9', 'Specified private activity bond interest', 'money'],
    ['10', 'Market discount', 'money'],
    ['11', 'Bond premium', 'money'],
    ['13', 'Bond premium on tax-exempt bond', 'money'],
    ['14', 'Tax-exempt and tax credit bond CUSIP no.', 'text'],
  ],
  DIV: [
    ['2b', 'Unrecap. Sec. 1250 gain', 'money'],
    ['2c', 'Section 1202 gain', 'money'],
    ['2d', 'Collectibles (28%) gain', 'money'],
    ['3', 'Nondividend distributions', 'money'],
    ['6', 'Investment expenses', 'money'],
    ['8', 'Foreign country or U.S. possession', 'text'],
    ['9', 'Cash liquidation distributions', 'money'],
    ['12', 'Exempt-interest dividends', 'money'],
  ],
};

/**
 * Decision 189: a payer's substitute 1099: payer and recipient side by side, every box of the
 * variant in a Box / Description / Amount table; a brokerage's consolidated statement (interest and
 * dividends, one time in two) adds a summary naming the other sections, none with amounts.
 */
function substitute1099(d: Data1099, f: Rng): GrammarOutput {
  const truth = truth1099(d);
  const fields = truth.fields;
  const money = pickAmountStyle(f);
  const composite = (d.variant === 'INT' || d.variant === 'DIV') && f.bool();
  const zeros = f.bool();
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: composite
        ? [d.payer, f.pick([`${d.year} Consolidated Form 1099`, `${d.year} TAX REPORTING STATEMENT`])]
        : [`${d.year} Form 1099-${d.variant}`, TITLE[d.variant]],
      size: 12,
      bold: true,
    },
    right: {
      kind: 'text',
      lines: ['Copy B for Recipient', `OMB No. 1545-${f.pick(['0112', '0110', '0115', '0116'])}`],
      size: 8,
      align: 'right',
    },
    split: 0.65,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'note',
      title: f.pick(["PAYER'S Name and Address", 'Payer Information', 'PAYER']),
      lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress), `Payer's TIN: ${d.payerTIN}`],
      size: 8.5,
    },
    right: {
      kind: 'note',
      title: f.pick(["RECIPIENT'S Name and Address", 'Recipient Information', 'RECIPIENT']),
      lines: [
        d.recipient,
        d.recipientAddress.street,
        cityLine(d.recipientAddress),
        `Recipient's TIN: ${d.recipientTIN}`,
        ...(d.account ? [`Account Number: ${d.account}`] : []),
      ],
      size: 8.5,
    },
    split: 0.5,
  });
  if (!d.account) fields.accountNumber = null;
  if (composite) {
    const others = (['INT', 'DIV', 'B', 'MISC'] as const).filter((v) => v !== d.variant);
    blocks.push({
      kind: 'table',
      title: f.pick(['Summary of Form 1099 Information', 'Tax Information Summary']),
      columns: [
        { header: 'Form', weight: 1.2 },
        { header: 'Status', weight: 3 },
      ],
      rows: [
        { cells: [`1099-${d.variant}`, f.pick(['Reported below', 'See detail below'])] },
        ...others.map((v) => ({
          cells: [
            `1099-${v}`,
            f.pick(['No reportable amounts', 'Not applicable', 'No activity this year']),
          ],
        })),
      ],
      ruling: 'rules',
      repeatHeader: false,
    });
  }
  const rows: { no: string; label: string; value: string; field?: string }[] = [];
  for (const b of BOXES[d.variant]) {
    const v = d.amounts[b.field];
    if (v === undefined || v === null) {
      if (zeros) fields[b.field] = 0;
      rows.push({ no: b.no, label: b.label, value: zeros ? plain(0, money) : '' });
    } else rows.push({ no: b.no, label: b.label, value: plain(v, money) });
  }
  for (const [no, label, kind] of OTHER_1099_BOXES[d.variant])
    rows.push({ no, label, value: kind === 'money' ? (zeros ? plain(0, money) : '') : '' });
  const order = (no: string) => parseInt(no, 10) + (no.match(/[a-z]$/)?.[0].charCodeAt(0) ?? 96) / 1000;
  rows.sort((a, b) => order(a.no) - order(b.no));
  const boxWord = f.bool();
  blocks.push({
    kind: 'table',
    title: `Form 1099-${d.variant} ${TITLE[d.variant]}`,
    columns: [
      { header: 'Box', weight: 0.6 },
      { header: 'Description', weight: 4, wrap: true },
      { header: 'Amount', weight: 1.2, align: 'right' },
    ],
    rows: rows.map((r) => ({ cells: [boxWord ? `Box ${r.no}` : r.no, r.label, r.value] })),
    ruling: f.pick(['none', 'rules', 'zebra'] as const),
    repeatHeader: true,
  });
  blocks.push({
    kind: 'note',
    lines: [
      'This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
    ],
    size: 7,
  });
  return { blocks, truth, font: f.pick(['helvetica', 'times', 'courier'] as const), margin: f.int(30, 44) };
}

const STATE_1099: Record<Irs1099Variant, [string, string, string]> = {
  NEC: ['5', '6', '7'],
  MISC: ['16', '17', '18'],
  INT: ['15', '16', '17'],
  DIV: ['14', '15', '16'],
};

function fullFace1099(d: Data1099, f: Rng): GrammarOutput {
  const variant = d.variant;
  const truth = truth1099(d);
  const money = pickAmountStyle(f, { negative: ['minus'] });
  const $ = (v: number) => `${f.bool(0.4) ? '$ ' : ''}${plain(v, { ...money, currency: '' })}`;
  // Every box in number order: the schema's with the document's values, the others mostly empty.
  const boxes: { no: string; label: string; value: string }[] = [
    ...BOXES[variant].map((b) => ({
      no: b.no,
      label: b.label,
      value: d.amounts[b.field] === undefined ? '' : $(d.amounts[b.field]!),
    })),
    // The form wraps a long caption; its first line is printed (the rest would run into the next box).
    ...OTHER_1099_BOXES[variant].map(([no, label, kind]) => ({
      no,
      label: label.length > 48 ? label.slice(0, label.lastIndexOf(' ', 48)) : label,
      value:
        kind === 'check'
          ? f.bool(0.2)
            ? 'X'
            : ''
          : kind === 'text'
            ? f.bool(0.2)
              ? f.pick(['Canada', 'United Kingdom', '912828XG5'])
              : ''
            : f.bool(0.15)
              ? $(f.money(10, 400))
              : '',
    })),
  ].sort((a, b) => parseInt(a.no, 10) - parseInt(b.no, 10) || a.no.localeCompare(b.no));
  if (!d.account) truth.fields.accountNumber = null;
  const phone = `(${f.digits(3)}) ${f.digits(3)}-${f.digits(4)}`;
  const left: Block = {
    kind: 'form',
    captionSize: 5.5,
    rows: [
      [
        {
          caption: "PAYER'S name, street address, city or town, state, ZIP, and telephone no.",
          value: '',
          lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress), ...(f.bool(0.6) ? [phone] : [])],
        },
      ],
      [
        { caption: "PAYER'S TIN", value: d.payerTIN },
        { caption: "RECIPIENT'S TIN", value: d.recipientTIN },
      ],
      [{ caption: "RECIPIENT'S name", value: d.recipient }],
      [{ caption: 'Street address (including apt. no.)', value: d.recipientAddress.street }],
      [
        {
          caption: 'City or town, state or province, country, and ZIP or foreign postal code',
          value: cityLine(d.recipientAddress),
        },
      ],
      [
        { caption: 'Account number (see instructions)', value: d.account ?? '', weight: 2 },
        ...(variant === 'NEC'
          ? []
          : [
              {
                caption: variant === 'MISC' ? 'FATCA filing requirement' : '2nd TIN not.',
                value: f.bool(0.2) ? 'X' : '',
                weight: 1,
              },
            ]),
      ],
    ],
  };
  const title: FormCell = {
    caption: 'OMB No. 1545-0116',
    value: '',
    lines: [
      `Form 1099-${variant}`,
      `(Rev. ${f.pick(['January', 'April'])} ${d.year})`,
      `For calendar year ${d.year}`,
    ],
  };
  const rows: FormCell[][] = [
    [title, { caption: '', value: '', lines: [TITLE[variant], 'Copy B For Recipient'] }],
  ];
  for (let i = 0; i < boxes.length; i += 2)
    rows.push(boxes.slice(i, i + 2).map((b) => ({ caption: `${b.no} ${b.label}`, value: b.value })));
  const right: Block = { kind: 'form', captionSize: 5, rows };
  const [sw, sn, si] = STATE_1099[variant];
  const main = BOXES[variant][0]!;
  const mainValue = d.amounts[main.field] ?? 0;
  const twoStates = f.bool(0.4);
  const stateRow = (k: number): FormCell[] => [
    {
      caption: k === 0 ? `${sw} State tax withheld` : '',
      value: f.bool(0.7) ? $(Math.round(mainValue * 4) / 100) : '',
    },
    {
      caption: k === 0 ? `${sn} State/Payer's state no.` : '',
      value: `${d.payerAddress.state} ${f.digits(3)}-${f.digits(4)}`,
    },
    {
      caption: k === 0 ? `${si} State income` : '',
      value: $(k === 0 ? mainValue : Math.round(mainValue * 30) / 100),
    },
  ];
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [f.pick(['[ ] VOID    [ ] CORRECTED', 'CORRECTED (if checked)', 'VOID  CORRECTED'])],
      size: 7.5,
    },
    { kind: 'pair', left, right, split: 0.42 },
    { kind: 'form', captionSize: 5.5, rows: twoStates ? [stateRow(0), stateRow(1)] : [stateRow(0)] },
    {
      kind: 'note',
      lines: [
        `Form 1099-${variant} (Rev. ${d.year})   (keep for your records)   www.irs.gov/Form1099${variant}   Department of the Treasury - Internal Revenue Service`,
        'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
      ],
      size: 6.5,
    },
  ];
  return { blocks, truth, font: f.pick(['helvetica', 'times'] as const), margin: f.int(30, 40) };
}
