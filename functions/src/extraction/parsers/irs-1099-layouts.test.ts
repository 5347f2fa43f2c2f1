// 1099 presentations of decision 197: payers' statements with the box number after its words,
// letters with uncaptioned address blocks, ids in any wording, corrected amounts beside the originals.
import { describe, expect, it } from 'vitest';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { parseIrs1099 } from './irs-1099';

describe('parseIrs1099: presentations of decision 197', () => {
  it("reads a payer's statement: box numbers after the words, ids and account in their own wording, the window address", () => {
    const r = parseIrs1099(
      makeDoc({
        rows: [
          [
            [40, 'Prairie National Bank'],
            [420, '2024 Tax Information Statement'],
          ],
          [
            [40, '8656 Park Pl Apt 40'],
            [440, 'Acct # 206453'],
          ],
          [
            [40, 'Portland, OR 97205'],
            [400, 'Taxpayer ID: XXX-XX-7186'],
          ],
          [[40, 'Federal ID Number: 69-6192550']],
          null,
          [[40, 'KEVIN ANDERSON']],
          [[40, '6352 PARK WAY APT 13A']],
          [[40, 'ATLANTA, GA 30303']],
          null,
          [[40, '2024 Form 1099-INT Interest Income']],
          [
            [40, 'Interest Income (Box 1) ..........'],
            [500, '1,661.14'],
          ],
          [
            [40, 'Early Withdrawal Penalty (Box 2)'],
            [500, '0.00'],
          ],
          [
            [40, '8- Tax-Exempt Interest'],
            [500, '133.28'],
          ],
          null,
          [[40, 'Detail for Interest Income']],
          [
            [40, 'Security Description'],
            [300, 'Date Paid'],
            [500, 'Amount'],
          ],
          [
            [40, 'US TREASURY BILL'],
            [300, '04/25/2024'],
            [500, '1,661.14'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'INT',
      taxYear: 2024,
      payerName: 'Prairie National Bank',
      payerTIN: '69-6192550',
      recipientName: 'KEVIN ANDERSON',
      recipientTIN: 'XXX-XX-7186',
      accountNumber: '206453',
      box1_interestIncome: 1661.14,
      box2_earlyWithdrawalPenalty: 0,
      box8_taxExemptInterest: 133.28,
    });
  });

  it('reads a corrected 1099 letter: the corrected column, the letterhead above a letter as the payer', () => {
    const r = parseIrs1099(
      makeDoc({
        rows: [
          [
            [40, 'William Rodriguez'],
            [420, 'CORRECTED Form 1099-NEC'],
          ],
          [
            [40, '7851 Washington Blvd'],
            [450, 'Tax Year 2022'],
          ],
          [[40, 'Sacramento, CA 95814']],
          null,
          [[40, 'Olivia Wright']],
          [[40, '1954 Lincoln Ct Apt 7A']],
          [[40, 'Newark, NJ 07102']],
          null,
          [[40, 'Dear Olivia,']],
          [
            [
              40,
              'We have corrected the Form 1099-NEC we issued to you for 2022. The corrected amounts below',
            ],
          ],
          [[40, 'replace those previously reported to you and to the IRS.']],
          [
            [40, "Payer's TIN: 942-98-6421"],
            [300, "Recipient's TIN: XXX-XX-3072"],
          ],
          [
            [40, 'Box'],
            [80, 'Description'],
            [300, 'Originally Reported'],
            [420, 'Corrected Amount'],
            [520, 'Change'],
          ],
          [
            [40, '1'],
            [80, 'Nonemployee compensation'],
            [355, '1,834.66'],
            [455, '1,646.05'],
            [520, '-188.61'],
          ],
          [
            [40, '4'],
            [80, 'Federal income tax withheld'],
            [375, '0.00'],
            [475, '0.00'],
            [540, '-'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      payerName: 'William Rodriguez',
      recipientName: 'Olivia Wright',
      payerTIN: '942-98-6421',
      recipientTIN: 'XXX-XX-3072',
      box1_nonemployeeCompensation: 1646.05,
      box4_federalTaxWithheld: 0,
    });
  });

  it("takes an address block whose state OCR read in lower case ('Madison, Wi 53703')", () => {
    const r = parseIrs1099(
      makeDoc({
        rows: [
          [
            [40, 'Charles Schwab & Co., Inc.'],
            [420, '2024 Form 1099 Statement'],
          ],
          [[40, '8712 Elm Way Apt 28']],
          [[40, 'Madison, Wi 53703']],
          [[40, "Payer's Federal ID No.: 56-6521924"]],
          null,
          [[40, 'JENNIFER JONES']],
          [[40, '2485 ELM BLVD']],
          [[40, 'RICHMOND, VA 23219']],
          null,
          [[40, '2024 Form 1099-DIV Dividends and Distributions']],
          [
            [40, '1a- Total Ordinary Dividends'],
            [500, '$3,082.40'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      payerName: 'Charles Schwab & Co., Inc.',
      payerTIN: '56-6521924',
      recipientName: 'JENNIFER JONES',
      box1a_totalOrdinaryDividends: 3082.4,
    });
  });
});
