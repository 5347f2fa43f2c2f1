// Tuned IRS 1099 layout families written as one render function each (session 13), modelled on
// presentations real 1099s show in general. Tuned: tests and tuning loops may use them.
//
// Session 13 (decision 215):
// - brokerage-composite-sections: a broker's consolidated 1099 ("Tax Reporting Statement"): the
//   broker's name, address and federal ID in the page header, the account number, the customer's
//   window address (no heading), then one section per form one after another (1099-DIV, 1099-INT,
//   1099-MISC in the broker's order, and a 1099-B summary of proceeds), each under its own title
//   line with its own box list printed in TWO columns of "number  caption ....  amount" lines side by
//   side, the boxes the schema does not hold among them. Only one section reports amounts (the
//   form the truth is); the others print 0.00 in every box or one "no reportable income" line. The
//   1099-B summary's proceeds and gains are never a box of the form.
// - tax-information-statement: a payer's year-end statement on letter paper: the payer's letterhead
//   in the page header, the recipient as a window address, then a Description | Amount table of the
//   boxes in the payer's own words (sometimes "(Box 1)" after them), the form named only in a
//   closing note or not at all.
import { IRS_1099_VARIANTS, type Irs1099Variant } from '@docledger/shared/domain/document-types';
import { cityLine } from '../fake-data';
import { Rng } from '../random';
import { BOXES, TITLE, data1099, truth1099 } from '../types/irs-1099';
import { col, type Block, type KvBlock, type TableRow } from './compose';
import { pickAmountStyle, plain } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

/** Boxes a section prints that the schema does not hold (their amounts are never a field). */
const EXTRA_BOXES: Record<Irs1099Variant, [string, string][]> = {
  DIV: [
    ['2b', 'Unrecap. Sec. 1250 gain'],
    ['2c', 'Section 1202 gain'],
    ['2e', 'Section 897 ordinary dividends'],
    ['3', 'Nondividend distributions'],
    ['6', 'Investment expenses'],
    ['12', 'Exempt-interest dividends'],
  ],
  INT: [
    ['5', 'Investment expenses'],
    ['6', 'Foreign tax paid'],
    ['9', 'Specified private activity bond interest'],
    ['10', 'Market discount'],
    ['11', 'Bond premium'],
  ],
  MISC: [
    ['5', 'Fishing boat proceeds'],
    ['8', 'Substitute payments in lieu of dividends or interest'],
  ],
  NEC: [],
};

const OMB: Record<Irs1099Variant, string> = { DIV: '0110', INT: '0112', MISC: '0115', NEC: '0116' };

function brokerageCompositeSections(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0xc0a905e);
  const variant = k.pick(['DIV', 'DIV', 'INT', 'MISC'] as const);
  const d = data1099(seed, variant);
  d.payer = k.pick([
    'Fidelity Brokerage Services LLC',
    'Charles Schwab & Co., Inc.',
    'Vanguard Marketing Corp.',
    'E*TRADE Securities LLC',
    'Merrill Lynch, Pierce, Fenner & Smith Inc.',
    'Morgan Stanley Smith Barney LLC',
  ]);
  d.account ??= `${k.int(1000, 9999)}-${k.int(1000, 9999)}`;
  const truth = truth1099(d);
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money);
  const zero = k.pick(['0.00', '0.00', '-']);
  // Every box of the truth's form is printed: an empty one as the zero marker (truth 0 for 0.00).
  for (const b of BOXES[variant])
    if (d.amounts[b.field] === undefined) truth.fields[b.field] = zero === '-' ? null : 0;
  const caps = k.bool(0.4);
  const cap = (s: string) => (caps ? s.toUpperCase() : s);
  const boxStyle = k.pick(['leaders', 'aligned'] as const);
  const others = IRS_1099_VARIANTS.filter((v) => v !== variant && v !== 'NEC');
  const order = k.shuffle([variant, ...others.filter(() => k.bool(0.8)), 'B' as const]);
  const blocks: Block[] = [];
  const title = k.pick([
    `${d.year} TAX REPORTING STATEMENT`,
    `${d.year} Consolidated Form 1099`,
    `Tax Information Statement ${d.year}`,
  ]);
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.payer, d.payerAddress.street, cityLine(d.payerAddress)],
      size: 9,
      bold: false,
    },
    right: {
      kind: 'text',
      lines: [
        title,
        `${k.pick(["Payer's Federal ID No.", "PAYER'S TIN", 'Federal ID Number'])}: ${d.payerTIN}`,
        `${k.pick(['Account No.', 'Account Number', 'Account'])} ${d.account}`,
      ],
      size: 9,
      align: 'right',
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 16 });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)],
      size: 9.5,
    },
    right: {
      kind: 'text',
      lines: [
        `${k.pick(["Recipient's ID No.", "RECIPIENT'S TIN", 'Taxpayer ID'])}: ${d.recipientTIN}`,
        k.pick([
          'Copy B for Recipient',
          'This is important tax information and is being furnished to the IRS.',
        ]),
      ],
      size: 8,
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 14 });
  for (const v of order) {
    if (v === 'B') {
      const st = k.money(2_000, 60_000);
      const stBasis = k.money(1_000, st * 1.1);
      const lt = k.money(1_000, 90_000);
      const ltBasis = k.money(500, lt);
      const row = (label: string, p: number, c: number): TableRow => ({
        cells: [label, $(p), $(c), $(0), $(Math.round((p - c) * 100) / 100)],
      });
      blocks.push(
        { kind: 'rule' },
        {
          kind: 'text',
          lines: [cap(`${d.year} 1099-B* Proceeds From Broker and Barter Exchange Transactions - Summary`)],
          size: 9.5,
          bold: true,
        },
        {
          kind: 'table',
          columns: [
            col('Term', 2),
            col('Proceeds', 1.1, 'right'),
            col('Cost Basis', 1.1, 'right'),
            col('Wash Sale Loss Disallowed', 1.6, 'right'),
            col('Realized Gain/Loss', 1.1, 'right'),
          ],
          rows: [
            row('Short-term covered (Box A)', st, stBasis),
            row('Long-term covered (Box D)', lt, ltBasis),
            {
              cells: [
                'Total',
                $(st + lt),
                $(stBasis + ltBasis),
                $(0),
                $(Math.round((st + lt - stBasis - ltBasis) * 100) / 100),
              ],
              kind: 'subtotal',
            },
          ],
          ruling: 'rules',
          repeatHeader: false,
          size: 8,
        },
        { kind: 'space', h: 10 },
      );
      continue;
    }
    const own = v === variant;
    blocks.push(
      { kind: 'rule' },
      {
        kind: 'pair',
        left: {
          kind: 'text',
          lines: [cap(`${d.year} Form 1099-${v}  ${TITLE[v]}`)],
          size: 9.5,
          bold: true,
        },
        right: { kind: 'text', lines: [`OMB No. 1545-${OMB[v]}`], size: 7.5, align: 'right' },
        split: 0.7,
      },
    );
    if (!own && k.bool(0.4)) {
      blocks.push({
        kind: 'text',
        lines: [
          k.pick([
            `No reportable 1099-${v} income for ${d.year}.`,
            `There is no 1099-${v} information for this account.`,
          ]),
        ],
        size: 8.5,
      });
      blocks.push({ kind: 'space', h: 10 });
      continue;
    }
    const lines: [string, string][] = [
      ...BOXES[v].map((b): [string, string] => [
        `${b.no} ${cap(b.label)}`,
        own && d.amounts[b.field] !== undefined ? $(d.amounts[b.field]!) : zero,
      ]),
      ...EXTRA_BOXES[v].map(([no, w]): [string, string] => [`${no} ${cap(w)}`, zero]),
    ];
    const sorted = lines.sort((a, b) => boxKey(a[0]) - boxKey(b[0]));
    const half = Math.ceil(sorted.length / 2);
    const column = (pairs: [string, string][]): KvBlock => ({
      kind: 'kv',
      pairs,
      style: boxStyle,
      size: 8.5,
    });
    blocks.push({
      kind: 'pair',
      left: column(sorted.slice(0, half)),
      right: column(sorted.slice(half)),
      split: 0.5,
    });
    blocks.push({ kind: 'space', h: 10 });
  }
  blocks.push({
    kind: 'text',
    lines: [
      '* This is important tax information and is being furnished to the Internal Revenue Service. If you are',
      'required to file a return, a negligence penalty or other sanction may be imposed on you if this income is',
      'taxable and the IRS determines that it has not been reported.',
    ],
    size: 7,
    color: 'grey',
  });
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(36, 48) };
}

/** A payer's own words for each box (statements paraphrase the form's captions). */
const OWN_WORDS: Record<string, string[]> = {
  box1_nonemployeeCompensation: [
    'Nonemployee compensation',
    'Non-employee compensation',
    'Total compensation paid',
  ],
  box4_federalTaxWithheld: ['Federal income tax withheld', 'Federal tax withheld', 'Backup withholding'],
  box1_rents: ['Rents', 'Rent paid', 'Rental payments'],
  box2_royalties: ['Royalties', 'Royalty payments'],
  box3_otherIncome: ['Other income', 'Other income payments'],
  box6_medicalPayments: ['Medical and health care payments', 'Medical payments'],
  box10_grossProceedsAttorney: ['Gross proceeds paid to an attorney', 'Attorney gross proceeds'],
  box1_interestIncome: ['Interest income', 'Interest paid', 'Taxable interest paid'],
  box2_earlyWithdrawalPenalty: ['Early withdrawal penalty', 'Penalty for early withdrawal'],
  box3_treasuryInterest: [
    'Interest on U.S. Savings Bonds and Treasury obligations',
    'U.S. Treasury obligation interest',
  ],
  box8_taxExemptInterest: ['Tax-exempt interest', 'Tax exempt interest paid'],
  box1a_totalOrdinaryDividends: ['Total ordinary dividends', 'Ordinary dividends, total'],
  box1b_qualifiedDividends: ['Qualified dividends'],
  box2a_totalCapitalGain: ['Total capital gain distributions', 'Capital gain distributions'],
  box5_section199A: ['Section 199A dividends'],
  box7_foreignTaxPaid: ['Foreign tax paid', 'Foreign taxes paid'],
};

/**
 * A payer's year-end "Tax Information Statement" on letter paper: the payer's letterhead in the
 * page header (name, address, telephone, federal ID), the statement's title, the recipient as a
 * window address under "Prepared for" or with no heading, the TIN and account as labelled lines,
 * then a two-column Description | Amount table of the boxes in the payer's OWN words (with "(Box
 * 1)" after them one time in two, no box number otherwise), an empty box printed 0.00 (truth 0),
 * "-" or "N/A" (truth null) or left out (null). The form's name only in a closing note, one time in
 * three not at all: the variant is told by the box words.
 */
function taxInformationStatement(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x7a15e7a7);
  const variant = k.pick(IRS_1099_VARIANTS);
  const d = data1099(seed, variant);
  const truth = truth1099(d);
  if (!d.account) truth.fields.accountNumber = null;
  const money = pickAmountStyle(k, { negative: ['minus'] });
  const $ = (v: number) => plain(v, money, { currency: k.bool(0.3) });
  const blank = k.pick(['0.00', '-', 'N/A', 'omit'] as const);
  const boxRef = k.bool(0.5);
  const rows: TableRow[] = [];
  for (const b of BOXES[variant]) {
    const v = d.amounts[b.field];
    const words = `${k.pick(OWN_WORDS[b.field] ?? [b.label])}${boxRef ? ` (Box ${b.no})` : ''}`;
    if (v !== undefined) rows.push({ cells: [words, $(v)] });
    else if (blank !== 'omit') {
      rows.push({ cells: [words, blank] });
      if (blank === '0.00') truth.fields[b.field] = 0;
    }
  }
  const pa = d.payerAddress;
  const phone = `(${k.int(200, 989)}) ${k.int(200, 989)}-${k.int(1000, 9999)}`;
  const title = k.pick([
    `${d.year} Tax Information Statement`,
    `Year-End Tax Statement for ${d.year}`,
    `Annual Tax Summary - ${d.year}`,
  ]);
  const formNote = k.pick([
    `The amounts above are reported to the Internal Revenue Service on Form 1099-${variant}.`,
    `This statement is furnished in place of Form 1099-${variant} (keep for your records).`,
    'Keep this statement for your records. These amounts are reported to the IRS.',
  ]);
  const blocks: Block[] = [
    {
      kind: 'pair',
      left: { kind: 'text', lines: [d.payer], size: 13, bold: true },
      right: {
        kind: 'text',
        lines: [
          pa.street,
          cityLine(pa),
          phone,
          `${/^\d{2}-\d{7}$/.test(d.payerTIN) ? k.pick(['Federal ID', 'Payer TIN', 'EIN']) : 'Payer TIN'}: ${d.payerTIN}`,
        ],
        size: 8,
        align: 'right',
      },
      split: 0.55,
    },
    { kind: 'rule' },
    { kind: 'space', h: 10 },
    { kind: 'text', lines: [title], size: 12, bold: true, align: k.pick(['left', 'center'] as const) },
    { kind: 'space', h: 12 },
    {
      kind: 'pair',
      left: {
        kind: 'stack',
        blocks: [
          ...(k.bool(0.5)
            ? [{ kind: 'text', lines: ['Prepared for:'], size: 8, color: 'grey' } as Block]
            : []),
          {
            kind: 'text',
            lines: [d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)],
            size: 9.5,
          },
        ],
      },
      right: {
        kind: 'kv',
        pairs: [
          [k.pick(['Taxpayer ID', "Recipient's TIN", 'SSN/TIN']), d.recipientTIN],
          ...(d.account ? ([[k.pick(['Account number', 'Account'])!, d.account]] as [string, string][]) : []),
          ['Tax year', String(d.year)],
        ],
        style: 'colon',
        size: 8.5,
      },
      split: 0.55,
    },
    { kind: 'space', h: 16 },
    {
      kind: 'table',
      columns: [
        col(k.pick(['Description', 'Item', 'Income type']), 3),
        col(k.pick(['Amount', 'Total', `${d.year} Amount`]), 1.2, 'right'),
      ],
      rows,
      ruling: k.pick(['rules', 'zebra', 'none'] as const),
      repeatHeader: false,
      size: 9,
    },
    { kind: 'space', h: 14 },
    {
      kind: 'text',
      lines: [
        k.bool(0.67)
          ? formNote
          : 'Keep this statement for your records. These amounts are reported to the IRS.',
      ],
      size: 7.5,
      color: 'grey',
    },
  ];
  return { blocks, truth, font: k.pick(['helvetica', 'times'] as const), margin: k.int(40, 56) };
}

/** A box number's place in the form's order: 1a < 1b < 2a < … < 10 < 12. */
function boxKey(label: string): number {
  const m = /^(\d+)([a-z]?)/.exec(label);
  return m ? Number(m[1]) * 10 + (m[2] ? m[2].charCodeAt(0) - 96 : 0) : 999;
}

export const WRITTEN_1099_FAMILIES: WrittenFamilies = {
  irs_1099: {
    'brokerage-composite-sections': brokerageCompositeSections,
    'tax-information-statement': taxInformationStatement,
  },
};
