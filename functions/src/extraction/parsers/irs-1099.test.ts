import { describe, expect, it } from 'vitest';
import { chooseVariant, parseIrs1099 } from './irs-1099';
import { cellDocument, documentOf, page, type Cell } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';

// The official two-column layout: payer/recipient boxes left, numbered boxes right, values below captions.
function form(title: string, boxes: [string, string][]): ReturnType<typeof documentOf> {
  const runs: [string, number, number][] = [
    ["PAYER'S name, street address, city or town, state or province, country, ZIP", 40, 40],
    ['Harbor Consulting Group', 44, 52],
    ['77 Pier Rd, Boston, MA 02110', 44, 64],
    ["PAYER'S TIN", 40, 100],
    ["RECIPIENT'S TIN", 160, 100],
    ['04-1234567', 44, 112],
    ['XXX-XX-6789', 164, 112],
    ["RECIPIENT'S name", 40, 130],
    ['Dana Whitfield', 44, 142],
    ['Account number (see instructions)', 40, 200],
    ['ACCT-5521', 44, 212],
    [title, 400, 20],
    ['For calendar year 2024', 330, 40],
  ];
  boxes.forEach(([caption, value], i) => {
    const x = i % 2 === 0 ? 300 : 490;
    const y = 70 + Math.floor(i / 2) * 30;
    runs.push([caption, x, y], [value, x + 6, y + 12]);
  });
  return documentOf([page(runs, { size: 6 })]);
}

describe('parseIrs1099', () => {
  it('reads a 1099-NEC', () => {
    const r = parseIrs1099(
      form('Form 1099-NEC Nonemployee Compensation', [
        ['1 Nonemployee compensation', '$ 48,250.00'],
        ['4 Federal income tax withheld', '$ 0.00'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'NEC',
      taxYear: 2024,
      payerName: 'Harbor Consulting Group',
      payerTIN: '04-1234567',
      recipientName: 'Dana Whitfield',
      recipientTIN: 'XXX-XX-6789',
      accountNumber: 'ACCT-5521',
      box1_nonemployeeCompensation: 48250,
      box4_federalTaxWithheld: 0,
      box1_rents: null,
    });
  });

  it('reads a 1099-MISC', () => {
    const r = parseIrs1099(
      form('Form 1099-MISC Miscellaneous Information', [
        ['1 Rents', '$ 12,000.00'],
        ['2 Royalties', '$ 350.00'],
        ['3 Other income', '$ 800.00'],
        ['4 Federal income tax withheld', '$ 120.00'],
        ['6 Medical and health care payments', '$ 0.00'],
        ['10 Gross proceeds paid to an attorney', '$ 2,500.00'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'MISC',
      box1_rents: 12000,
      box2_royalties: 350,
      box3_otherIncome: 800,
      box4_federalTaxWithheld: 120,
      box6_medicalPayments: 0,
      box10_grossProceedsAttorney: 2500,
    });
  });

  it('reads a 1099-INT', () => {
    const r = parseIrs1099(
      form('Form 1099-INT Interest Income', [
        ['1 Interest income', '$ 1,204.17'],
        ['2 Early withdrawal penalty', '$ 15.00'],
        ['3 Interest on U.S. Savings Bonds and Treasury obligations', '$ 96.40'],
        ['4 Federal income tax withheld', '$ 0.00'],
        ['8 Tax-exempt interest', '$ 310.00'],
        ['9 Specified private activity bond interest', '$ 0.00'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'INT',
      box1_interestIncome: 1204.17,
      box2_earlyWithdrawalPenalty: 15,
      box3_treasuryInterest: 96.4,
      box4_federalTaxWithheld: 0,
      box8_taxExemptInterest: 310,
    });
  });

  it('reads a 1099-DIV', () => {
    const r = parseIrs1099(
      form('Form 1099-DIV Dividends and Distributions', [
        ['1a Total ordinary dividends', '$ 2,310.55'],
        ['1b Qualified dividends', '$ 1,980.00'],
        ['2a Total capital gain distr.', '$ 410.00'],
        ['4 Federal income tax withheld', '$ 0.00'],
        ['5 Section 199A dividends', '$ 75.25'],
        ['7 Foreign tax paid', '$ 18.90'],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'DIV',
      box1a_totalOrdinaryDividends: 2310.55,
      box1b_qualifiedDividends: 1980,
      box2a_totalCapitalGain: 410,
      box4_federalTaxWithheld: 0,
      box5_section199A: 75.25,
      box7_foreignTaxPaid: 18.9,
    });
  });

  it('recognises the variant from box captions when the title is missing', () => {
    const variant = (cells: Cell[][]) => chooseVariant(documentLines(cellDocument(cells))).variant;
    expect(
      variant([
        [
          ['1 Interest income', 40],
          ['10.00', 300, 'r'],
        ],
        [['2 Early withdrawal penalty', 40]],
      ]),
    ).toBe('INT');
    expect(variant([[['Form 1099-DIV', 40]], [['1099-DIV', 40]]])).toBe('DIV');
    expect(
      variant([
        [
          ['Invoice total', 40],
          ['10.00', 300, 'r'],
        ],
      ]),
    ).toBeNull();
  });

  it('reads a broker statement: names beside their TINs and boxes as lines', () => {
    const doc = documentOf([
      page(
        [
          ['Prairie National Bank', 48, 40],
          ['2022 TAX INFORMATION STATEMENT', 366, 40],
          ['8545 Madison Dr, Nashville, TN 37203', 48, 58],
          ["Payer's Federal ID Number: 50-2503707", 48, 72],
          ['Michelle Wright', 48, 110],
          ["Recipient's Identification Number: 930-38-1626", 320, 110],
          ['Form 1099-INT Interest Income', 56, 186],
          ['2022', 535, 186],
          ['Box 1', 56, 212],
          ['Interest income', 110, 212],
          ['287.57', 529, 212],
          ['Box 3', 56, 244],
          ['Interest on U.S. Savings Bonds and Treasury obligations', 110, 244],
          ['65.47', 534, 244],
        ],
        { size: 7 },
      ),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      formVariant: 'INT',
      taxYear: 2022,
      payerName: 'Prairie National Bank',
      payerTIN: '50-2503707',
      recipientName: 'Michelle Wright',
      recipientTIN: '930-38-1626',
      box1_interestIncome: 287.57,
      box3_treasuryInterest: 65.47,
    });
  });

  it('reads a wage-and-income transcript 1099: payer and recipient found by their labels, not by position', () => {
    const doc = documentOf([
      page([
        ['WAGE AND INCOME TRANSCRIPT', 212, 49],
        ['TAX PERIOD REQUESTED: December, 2022', 32, 82],
        ['FORM 1099-NEC NONEMPLOYEE COMPENSATION', 32, 125],
        ["RECIPIENT'S IDENTIFICATION NUMBER: 914-28-6815", 32, 141],
        ['RECIPIENT: Jessica Rodriguez', 32, 154],
        ['ACCOUNT NUMBER: 43581038', 32, 167],
        ['NONEMPLOYEE COMPENSATION: $102,925.43', 32, 184],
        ['FEDERAL INCOME TAX WITHHELD: $7,780.61', 32, 197],
        ["PAYER'S FEDERAL IDENTIFICATION NUMBER (FIN): 51-4062604", 32, 214],
        ['PAYER: Orchard Street Bakery Inc.', 32, 227],
      ]),
    ]);
    const r = parseIrs1099(doc);
    expect(r.fields).toMatchObject({
      formVariant: 'NEC',
      taxYear: 2022,
      payerName: 'Orchard Street Bakery Inc.',
      payerTIN: '51-4062604',
      recipientName: 'Jessica Rodriguez',
      recipientTIN: '914-28-6815',
      accountNumber: '43581038',
      box1_nonemployeeCompensation: 102925.43,
      box4_federalTaxWithheld: 7780.61,
    });
  });
});

describe('parseIrs1099: boxes and labels printed empty', () => {
  it('keeps a box with a dash beside its caption empty instead of taking the value below it', () => {
    const doc = documentOf([
      page([
        ['1099-DIV Dividends and Distributions', 35, 60],
        ['Box 1a  Total ordinary dividends', 40, 200],
        ['318.67', 230, 200],
        ['Box 1b  Qualified dividends', 262, 200],
        ['-', 470, 200],
        ['Box 2a  Total capital gain distr.', 40, 214],
        ['-', 240, 214],
        ['Box 4  Federal income tax withheld', 262, 214],
        ['62.84', 455, 214],
      ]),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      box1a_totalOrdinaryDividends: 318.67,
      box1b_qualifiedDividends: null,
      box2a_totalCapitalGain: null,
      box4_federalTaxWithheld: 62.84,
    });
  });

  it('reads "ACCOUNT NUMBER:" with nothing after it as no account number', () => {
    const doc = documentOf([
      page([
        ['FORM 1099-MISC MISCELLANEOUS INFORMATION', 40, 60],
        ['PAYER: Orchard Street Bakery Inc.', 40, 74],
        ['ACCOUNT NUMBER:', 40, 88],
        ['RENTS: $61,784.15', 40, 102],
      ]),
    ]);
    const r = parseIrs1099(doc);
    expect(r.fields.accountNumber).toBeNull();
    expect(r.fields.box1_rents).toBe(61784.15);
  });

  it('reads the full face whose two columns of boxes do not share rows, with a title block beside the payer', () => {
    const doc = documentOf([
      page(
        [
          ['CORRECTED (if checked)', 31, 31],
          ["PAYER'S name, street address, city or town, state, ZIP, and telephone no.", 34, 47],
          ['OMB No. 1545-0116', 275, 47],
          ['Tall Pine Brewing Co.', 37, 57],
          ['Form 1099-MISC', 278, 57],
          ['Miscellaneous Information', 433, 57],
          ['4052 Cedar Pl', 37, 68],
          ['(Rev. January 2024)', 278, 68],
          ['Springfield, IL 62704', 37, 79],
          ['For calendar year 2024', 278, 79],
          ['1 Rents', 275, 90],
          ['2 Royalties', 430, 90],
          ["PAYER'S TIN", 34, 106],
          ["RECIPIENT'S TIN", 145, 106],
          ['$ 3,152.53', 278, 106],
          ['45-6621458', 37, 117],
          ['913-75-8641', 148, 117],
          ['3 Other income', 275, 117],
          ['4 Federal income tax withheld', 430, 117],
          ["RECIPIENT'S name", 34, 133],
          ['785.01', 278, 133],
          ['Ahmed Martin', 37, 144],
          ['5 Fishing boat proceeds', 275, 144],
          ['6 Medical and health care payments', 430, 144],
          ['Account number (see instructions)', 34, 215],
          ['2nd TIN not.', 181, 215],
          ['11 Fish purchased for resale', 275, 225],
        ],
        { size: 5.5 },
      ),
    ]);
    const r = parseIrs1099(doc);
    expect(r.fields).toMatchObject({
      payerName: 'Tall Pine Brewing Co.',
      payerTIN: '45-6621458',
      recipientTIN: '913-75-8641',
      recipientName: 'Ahmed Martin',
      accountNumber: null,
      box1_rents: 3152.53,
      box3_otherIncome: 785.01,
    });
  });

  it("reads a broker's substitute statement: party blocks under headings, a box table with an empty box, the statement's year", () => {
    const doc = documentOf([
      page([
        ['Granite Trust Bank', 40, 30],
        ['Copy B for Recipient', 480, 30],
        ['2021 TAX REPORTING STATEMENT', 40, 44],
        ['PAYER', 40, 70],
        ['RECIPIENT', 320, 70],
        ['Granite Trust Bank', 40, 82],
        ['Priya Kim', 320, 82],
        ['12 Harbor St', 40, 94],
        ['3392 Elm Ln', 320, 94],
        ["Payer's TIN: 50-9232721", 40, 106],
        ["Recipient's TIN: XXX-XX-1056", 320, 106],
        ['Form 1099-INT Interest Income', 40, 130],
        ['Box', 40, 144],
        ['Description', 80, 144],
        ['Amount', 520, 144],
        ['1', 40, 158],
        ['Interest income', 80, 158],
        ['1,204.55', 530, 158],
        ['2', 40, 172],
        ['Early withdrawal penalty', 80, 172],
        ['3', 40, 186],
        ['Interest on U.S. Savings Bonds and Treasury obligations', 80, 186],
        ['4', 40, 200],
        ['Federal income tax withheld', 80, 200],
        ['120.00', 536, 200],
      ]),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      formVariant: 'INT',
      taxYear: 2021,
      payerName: 'Granite Trust Bank',
      recipientName: 'Priya Kim',
      box1_interestIncome: 1204.55,
      box2_earlyWithdrawalPenalty: null,
      box3_treasuryInterest: null,
      box4_federalTaxWithheld: 120,
    });
  });
});

describe('parseIrs1099: titles beside the parties', () => {
  it("does not take the form's title printed beside the recipient's name caption for the name", () => {
    const r = parseIrs1099(
      documentOf([
        page(
          [
            ["PAYER'S name, street address, city or town, state or province, country, ZIP", 40, 40],
            ['Harbor Consulting Group', 44, 52],
            ['77 Pier Rd, Boston, MA 02110', 44, 64],
            ["PAYER'S TIN", 40, 100],
            ["RECIPIENT'S TIN", 160, 100],
            ['04-1234567', 44, 112],
            ['XXX-XX-6789', 164, 112],
            ['Form 1099-DIV', 306, 112],
            ["RECIPIENT'S name", 40, 130],
            ['Dividends and Distributions', 306, 130],
            ['Dana Whitfield', 44, 142],
            ['Tax year 2024', 306, 150],
            ['1a Total ordinary dividends', 420, 40],
            ['$ 1,514.37', 426, 52],
          ],
          { size: 6 },
        ),
      ]),
    );
    expect(r.fields).toMatchObject({ recipientName: 'Dana Whitfield', payerName: 'Harbor Consulting Group' });
  });

  it("keeps a payer's name ending in its legal form when a title is printed to its right", () => {
    const r = parseIrs1099(
      documentOf([
        page(
          [
            ['Charles Schwab & Co., Inc.', 48, 40],
            ['2025 TAX INFORMATION STATEMENT', 364, 40],
            ['6201 Maple Rd, Columbus, OH 43215', 48, 58],
            ["Payer's Federal ID Number: 89-9067774", 48, 72],
            ['Robert Wright', 48, 110],
            ["Recipient's Identification Number: 928-47-5236", 320, 110],
            ['6260 River Ave', 48, 123],
            ['Austin, TX 78701', 48, 136],
            ['Form 1099-DIV Dividends and Distributions', 56, 186],
            ['Box 1a', 56, 212],
            ['Total ordinary dividends', 110, 212],
            ['3,342.25', 521, 212],
          ],
          { size: 9 },
        ),
      ]),
    );
    expect(r.fields).toMatchObject({
      payerName: 'Charles Schwab & Co., Inc.',
      recipientName: 'Robert Wright',
    });
  });
});
