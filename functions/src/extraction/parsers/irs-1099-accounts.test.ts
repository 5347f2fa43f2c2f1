// 1099 presentation of decision 205: a bank's combined statement of several accounts, one table
// with a row per account, a column per box (box number in the title or in a row over it) and a
// total row.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { parseIrs1099 } from './irs-1099';

const top: (RowSpec | null)[] = [
  [
    [40, 'Redwood Community Bank'],
    [440, '2022 Tax Reporting Statement'],
  ],
  [
    [40, '8187 Hill Way'],
    [440, "Payer's Federal ID: 59-1159960"],
  ],
  [[40, 'Salt Lake City, UT 84111']],
  null,
  [
    [40, 'Lisa Patel'],
    [440, "RECIPIENT'S TIN: XXX-XX-7272"],
  ],
  [[40, '9124 Hill Ave']],
  [[40, 'Newark, NJ 07102']],
  null,
  [[40, 'Form 1099-INT Interest Income 2022']],
  null,
];

describe('parseIrs1099: a statement of several accounts (decision 205)', () => {
  it('reads each box from the total row under its column, and no account number', () => {
    const r = parseIrs1099(
      makeDoc({
        rows: [
          ...top,
          [
            [400, 'Box 1'],
            [520, 'Box 8'],
          ],
          [
            [40, 'Acct No.'],
            [175, 'Type'],
            [394, 'Interest income'],
            [500, 'Tax-exempt interest'],
          ],
          [
            [40, 'XXXX4633'],
            [175, 'Savings'],
            [410, '131.55'],
            [540, '6.24'],
          ],
          [
            [40, '967774241'],
            [175, 'Certificate of Deposit'],
            [410, '394.58'],
            [540, '9.92'],
          ],
          [
            [40, 'Total'],
            [410, '526.13'],
            [535, '16.16'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      formVariant: 'INT',
      payerName: 'Redwood Community Bank',
      recipientName: 'Lisa Patel',
      payerTIN: '59-1159960',
      box1_interestIncome: 526.13,
      box8_taxExemptInterest: 16.16,
      accountNumber: null,
    });
  });

  it('reads the box number printed before the words in the column title', () => {
    const r = parseIrs1099(
      makeDoc({
        rows: [
          ...top,
          [
            [40, 'Account'],
            [175, 'Type'],
            [330, '1 Interest income'],
            [450, '4 Federal tax withheld'],
          ],
          [
            [40, '98760363'],
            [175, 'Savings'],
            [350, '50.62'],
            [480, '1.64'],
          ],
          [
            [40, '603904526'],
            [175, 'Money Market'],
            [350, '44.27'],
            [480, '6.52'],
          ],
          [
            [40, 'Totals'],
            [350, '94.89'],
            [480, '8.16'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      box1_interestIncome: 94.89,
      box4_federalTaxWithheld: 8.16,
      accountNumber: null,
    });
  });
});
