import { describe, expect, it } from 'vitest';
import { parseIrs1099 } from './irs-1099';
import { cellDocument, type Cell } from '../../../test-support/extraction/test-forms';

// Payers' own year-end statements (session 14): general readings of how they print a 1099.
describe('parseIrs1099: payers’ statements', () => {
  it('takes a last row that sums the rows above as the total, whatever its words (before: no box read)', () => {
    const r = parseIrs1099(
      cellDocument([
        [
          ['Granite Funds', 40],
          ["Payer's TIN: 52-2166217", 420],
        ],
        [
          ['Emily Clark', 40],
          ['Taxpayer ID', 340],
          ['939-69-2095', 560, 'r'],
        ],
        [['Form 1099-DIV Supplemental Detail 2023', 40]],
        [
          ['Fund / Account', 40],
          ['1a Total', 280],
          ['7 Foreign', 360],
          ['3 Nondiv.', 440],
          ['12', 550],
        ],
        [
          ['ordinary dividends', 280],
          ['tax paid', 360],
          ['distributions', 440],
          ['Exempt-int.', 520],
        ],
        [
          ['Equity Income Fund', 40],
          ['34.00', 330, 'r'],
          ['11.24', 410, 'r'],
          ['--', 490, 'r'],
          ['4.10', 570, 'r'],
        ],
        [
          ['Index Fund', 40],
          ['150.89', 330, 'r'],
          ['--', 410, 'r'],
          ['5.14', 490, 'r'],
          ['--', 570, 'r'],
        ],
        [
          ['Small-Cap Fund', 40],
          ['95.21', 330, 'r'],
          ['31.54', 410, 'r'],
          ['0.66', 490, 'r'],
          ['12.60', 570, 'r'],
        ],
        [
          ['Amounts reported to the IRS', 40],
          ['280.10', 330, 'r'],
          ['42.78', 410, 'r'],
          ['5.80', 490, 'r'],
          ['16.70', 570, 'r'],
        ],
      ]),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'DIV',
      box1a_totalOrdinaryDividends: 280.1,
      box7_foreignTaxPaid: 42.78,
      // "Taxpayer ID" names the recipient's number (before: not read).
      recipientTIN: '939-69-2095',
    });
  });

  it('reads "SSN:" as the recipient\'s and a labelled account beside a table of accounts (before: neither)', () => {
    const rows: Cell[][] = [
      [
        ['Granite Trust Bank', 40],
        ['Federal ID No.: 96-2313139', 420],
      ],
      [
        ['Wei Young', 40],
        ['Account No.: 7393622669', 340],
      ],
      [
        ['4510 Cedar Ct', 40],
        ['SSN: XXX-XX-2601', 340],
      ],
      [
        ['Austin, TX 78701', 40],
        ['Tax year: 2025', 340],
      ],
      [['Interest Paid in 2025 - All Accounts', 40]],
      [
        ['Account type and number', 40],
        ['1 Interest income', 280],
        ['4 Federal income tax withheld', 420],
      ],
      [
        ['Savings xxxx3405', 40],
        ['$3,058.04', 330, 'r'],
        ['-', 480, 'r'],
      ],
      [
        ['Checking xxxx7224', 40],
        ['$891.06', 330, 'r'],
        ['$25.34', 480, 'r'],
      ],
      [
        ['Totals', 40],
        ['$3,949.10', 330, 'r'],
        ['$25.34', 480, 'r'],
      ],
      [['The totals above are reported to the IRS on Form 1099-INT.', 40]],
    ];
    const r = parseIrs1099(cellDocument(rows));
    expect(r.fields).toMatchObject({
      recipientTIN: 'XXX-XX-2601',
      accountNumber: '7393622669',
      box1_interestIncome: 3949.1,
    });
  });

  it('numbers no caption from "Box 1" inside a sentence (before: the sentence was box 1\'s caption)', () => {
    const r = parseIrs1099(
      cellDocument([
        [['Keystone Property Management LLC', 40]],
        [
          [
            'Enclosed is your 2022 Form 1099-MISC for the property we manage. Box 1 reports the gross rents we collected;',
            40,
          ],
        ],
        [['Form 1099-MISC Miscellaneous Information', 40]],
        [
          ["PAYER'S name, street address, city or town", 40],
          ['1 Rents', 310],
          ['2 Royalties', 440],
        ],
        [
          ['Keystone Property Management LLC', 40],
          ['$ 135747.50', 312],
          ['$', 443],
        ],
      ]),
    );
    expect(r.fields.box1_rents).toBe(135747.5);
  });

  it('reads a composite whose other forms say they have nothing to report (at 442b2df: flagged, read on split titles)', () => {
    const r = parseIrs1099(
      cellDocument([
        [
          ['Harbor Securities LLC', 40],
          ["PAYER'S TIN: 51-4952787", 420],
        ],
        [
          ['Robert Haddad', 40],
          ["Recipient's ID No.: 998-44-3548", 340],
        ],
        [['2022 Form 1099-DIV Dividends and Distributions', 40]],
        [
          ['1a Total ordinary dividends', 40],
          ['17,301.22', 300, 'r'],
          ['4 Federal income tax withheld', 316],
          ['181.81', 560, 'r'],
        ],
        [['2022 Form 1099-MISC Miscellaneous Information', 40]],
        [['There is no 1099-MISC information for this account.', 40]],
        [['2022 Form 1099-INT Interest Income', 40]],
        [['There is no 1099-INT information for this account.', 40]],
      ]),
    );
    expect(r.fields).toMatchObject({ formVariant: 'DIV', box1a_totalOrdinaryDividends: 17301.22 });
    expect(r.warnings ?? []).toEqual([]);
  });

  it('reads the name under "Prepared for:" as the recipient\'s (before: "Prepared for:")', () => {
    const r = parseIrs1099(
      cellDocument([
        [
          ['Vantage Point Architects', 40],
          ['Payer TIN: 88-6411662', 480],
        ],
        [['Year-End Tax Statement for 2025', 220]],
        [
          ['Prepared for:', 40],
          ["Recipient's TIN: XXX-XX-7936", 340],
        ],
        [
          ['Michelle Ivanova', 40],
          ['Account number: 953136', 340],
        ],
        [['5263 Madison Rd', 40]],
        [['Phoenix, AZ 85004', 40]],
        [
          ['Total compensation paid', 46],
          ['7,338.63', 560, 'r'],
        ],
      ]),
    );
    expect(r.fields.recipientName).toBe('Michelle Ivanova');
  });

  it("takes no row of a form's grid for a table head (before: foreign tax paid read from a 1099-B total)", () => {
    const r = parseIrs1099(
      cellDocument([
        [
          ['Harbor Securities LLC', 40],
          ["PAYER'S TIN: 81-7948792", 420],
        ],
        [
          ['Mark Taylor', 40],
          ['SSN', 340],
          ['958-77-3519', 560, 'r'],
        ],
        [['2023 Form 1099-DIV Dividends and Distributions', 40]],
        [
          ['1a Total ordinary dividends', 40],
          ['1,138.24', 300, 'r'],
          ['3 Nondividend distributions', 316],
          ['-', 560, 'r'],
        ],
        [
          ['2c Section 1202 gain', 40],
          ['-', 300, 'r'],
          ['7 Foreign tax paid', 316],
          ['-', 560, 'r'],
        ],
        [['2023 1099-B Proceeds From Broker and Barter Exchange Transactions - Summary', 40]],
        [
          ['Term', 40],
          ['Proceeds', 230],
          ['Cost Basis', 320],
          ['Realized Gain/Loss', 480],
        ],
        [
          ['Short-term covered', 40],
          ['23,551.87', 280, 'r'],
          ['2,752.05', 370, 'r'],
          ['20,799.82', 560, 'r'],
        ],
        [
          ['Long-term covered', 40],
          ['12,124.98', 280, 'r'],
          ['582.70', 370, 'r'],
          ['11,542.28', 560, 'r'],
        ],
        [
          ['Total', 40],
          ['35,676.85', 280, 'r'],
          ['3,334.75', 370, 'r'],
          ['32,342.10', 560, 'r'],
        ],
      ]),
    );
    expect(r.fields.box7_foreignTaxPaid).toBeNull();
    expect(r.fields.box1a_totalOrdinaryDividends).toBe(1138.24);
    // "SSN" printed apart from the number labels the recipient's (before: not read).
    expect(r.fields.recipientTIN).toBe('958-77-3519');
  });

  it('reads an account number whose colon OCR read as a period beside a table of accounts (at 36e0947: not read)', () => {
    const r = parseIrs1099(
      cellDocument([
        [
          ['Granite Trust Bank', 40],
          ['Federal ID No.: 96-2313139', 420],
        ],
        [
          ['Wei Young', 40],
          ['Account No.. 7393622669', 340],
        ],
        [['Interest Paid in 2025 - All Accounts', 40]],
        [
          ['Account type and number', 40],
          ['1 Interest income', 280],
          ['4 Federal income tax withheld', 420],
        ],
        [
          ['Savings xxxx3405', 40],
          ['$3,058.04', 330, 'r'],
          ['-', 480, 'r'],
        ],
        [
          ['Checking xxxx7224', 40],
          ['$891.06', 330, 'r'],
          ['$25.34', 480, 'r'],
        ],
        [
          ['Totals', 40],
          ['$3,949.10', 330, 'r'],
          ['$25.34', 480, 'r'],
        ],
        [['The totals above are reported to the IRS on Form 1099-INT.', 40]],
      ]),
    );
    expect(r.fields.accountNumber).toBe('7393622669');
  });
});
