import { describe, expect, it } from 'vitest';
import { compositeSection, parseIrs1099 } from './irs-1099';
import { documentOf, page } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';

// A broker's consolidated statement (session 13): the broker's letterhead, the customer's window
// address, then a section per form, each box list in two columns of "number caption .... amount".
function composite(first: [string, string][], second: [string, string][]): ReturnType<typeof documentOf> {
  const runs: [string, number, number][] = [
    ['Harborline Securities LLC', 40, 30],
    ['2024 TAX REPORTING STATEMENT', 420, 30],
    ['410 Wharf St', 40, 42],
    ["Payer's Federal ID No.: 41-7730215", 420, 42],
    ['Portland, ME 04101', 40, 54],
    ['Account No. 5521-0098', 420, 54],
    ['Dana Whitfield', 40, 90],
    ['Recipient ID No.: XXX-XX-6789', 340, 90],
    ['18 Alder Ln', 40, 102],
    ['Bangor, ME 04401', 40, 114],
    ['2024 Form 1099-DIV Dividends and Distributions', 40, 150],
    ['OMB No. 1545-0110', 500, 150],
  ];
  const column = (rows: [string, string][], top: number) =>
    rows.forEach(([caption, value], i) => {
      const x = i % 2 === 0 ? 40 : 320;
      const y = top + Math.floor(i / 2) * 12;
      runs.push([`${caption} ..........`, x, y], [value, x + 220, y]);
    });
  column(first, 164);
  runs.push(['2024 Form 1099-INT Interest Income', 40, 230], ['OMB No. 1545-0112', 500, 230]);
  column(second, 244);
  runs.push(
    ['2024 1099-B Proceeds From Broker and Barter Exchange Transactions - Summary', 40, 310],
    ['Term', 40, 324],
    ['Proceeds', 250, 324],
    ['Cost Basis', 340, 324],
    ['Short-term covered', 40, 336],
    ['12,406.10', 250, 336],
    ['9,880.00', 340, 336],
  );
  return documentOf([page(runs, { size: 7 })]);
}

describe('parseIrs1099: composite statements', () => {
  const div: [string, string][] = [
    ['1a Total ordinary dividends', '0.00'],
    ['2e Section 897 ordinary dividends', '0.00'],
    ['1b Qualified dividends', '0.00'],
    ['3 Nondividend distributions', '0.00'],
    ['4 Federal income tax withheld', '0.00'],
    ['7 Foreign tax paid', '0.00'],
  ];
  const int: [string, string][] = [
    ['1 Interest income', '1,204.55'],
    ['6 Foreign tax paid', '0.00'],
    ['2 Early withdrawal penalty', '0.00'],
    ['8 Tax-exempt interest', '310.20'],
    ['4 Federal income tax withheld', '120.00'],
    ['11 Bond premium', '0.00'],
  ];

  it('reads the one section that reports amounts, not the first title, and none of the 1099-B summary', () => {
    const r = parseIrs1099(composite(div, int));
    expect(r.fields).toMatchObject({
      formVariant: 'INT',
      taxYear: 2024,
      payerName: 'Harborline Securities LLC',
      box1_interestIncome: 1204.55,
      box2_earlyWithdrawalPenalty: 0,
      box4_federalTaxWithheld: 120,
      box8_taxExemptInterest: 310.2,
    });
  });

  it('leaves a statement alone when two sections report as much (no section is the form)', () => {
    const doc = composite(
      div.map(([c], i): [string, string] => [c, i === 0 ? '55.00' : '0.00']),
      int.map(([c], i): [string, string] => [c, i === 0 ? '12.00' : '0.00']),
    );
    expect(compositeSection(documentLines(doc, { keepFurniture: true }))).toBeNull();
  });

  it('leaves copies of one form alone (one variant)', () => {
    const doc = documentOf([
      page([
        ['Form 1099-NEC Nonemployee Compensation', 40, 30],
        ['1 Nonemployee compensation 4,200.00', 40, 50],
        ['Form 1099-NEC Nonemployee Compensation', 40, 200],
        ['1 Nonemployee compensation 4,200.00', 40, 220],
      ]),
    ]);
    expect(compositeSection(documentLines(doc, { keepFurniture: true }))).toBeNull();
  });
});

// A payer's year-end statement on letter paper (session 13): the letterhead at the head of the page,
// its address apart on the right, the recipient's window address, the boxes in the payer's words.
function statement(
  rows: [string, string][],
  extra: [string, number, number][] = [],
): ReturnType<typeof documentOf> {
  const runs: [string, number, number][] = [
    ['Lakeshore Design Studio LLC', 42, 40],
    ['2557 Highland Blvd', 500, 40],
    ['Springfield, IL 62704', 497, 52],
    ['EIN: 36-4418820', 510, 64],
    ['2024 Tax Information Statement', 42, 100],
    ['Prepared for:', 42, 134],
    ['SSN/TIN: XXX-XX-6641', 342, 134],
    ['Linda Nguyen', 42, 147],
    ['3248 Meadow Ln', 42, 159],
    ['Richmond, VA 23219', 42, 171],
    ['Description', 45, 206],
    ['Amount', 530, 206],
    ...extra,
  ];
  rows.forEach(([words, value], i) => runs.push([words, 45, 224 + i * 14], [value, 526, 224 + i * 14]));
  return documentOf([page(runs, { size: 8 })]);
}

describe("parseIrs1099: a tax information statement in the payer's words", () => {
  it('reads the boxes by their numbers, the variant by the words, the letterhead as the payer and the window address as the recipient', () => {
    const r = parseIrs1099(
      statement([
        ['Total compensation paid (Box 1)', '12,478.66'],
        ['Federal income tax withheld (Box 4)', '35.45'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'NEC',
      payerName: 'Lakeshore Design Studio LLC',
      payerTIN: '36-4418820',
      recipientName: 'Linda Nguyen',
      recipientTIN: 'XXX-XX-6641',
      box1_nonemployeeCompensation: 12478.66,
      box4_federalTaxWithheld: 35.45,
    });
  });

  it('reads payer wordings without box numbers', () => {
    const r = parseIrs1099(
      statement([
        ['Interest paid', '616.52'],
        ['Penalty for early withdrawal', '0.00'],
        ['Backup withholding', '41.95'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'INT',
      box1_interestIncome: 616.52,
      box2_earlyWithdrawalPenalty: 0,
      box4_federalTaxWithheld: 41.95,
    });
  });

  it("does not take a box number's amount for another box's caption", () => {
    const r = parseIrs1099(
      statement([
        ['Rents (Box 1)', '1,200.00'],
        ['2 Other income', '75.00'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'MISC',
      box1_rents: 1200,
      box2_royalties: null,
      box3_otherIncome: 75,
    });
  });
});
