// 1099s printed by tax-document portals (decision 208): the boxes as tiles of a caption over its
// value, the parties at the bottom under headings in the portal's words. Fixtures are invented.
import { describe, expect, it } from 'vitest';
import { documentOf, page } from '../../../test-support/extraction/test-forms';
import { parseIrs1099 } from './irs-1099';

const tiles: [string, number, number][] = [
  ['2024 Form 1099-NEC', 50, 40],
  ['Nonemployee Compensation', 50, 56],
  ['Box 1 Nonemployee compensation', 50, 90],
  ['Box 4 Federal income tax withheld', 230, 90],
  ['Account', 400, 90],
  ['12,400.00', 50, 102],
  ['0.00', 230, 102],
  ['55120987', 400, 102],
];

describe('parseIrs1099 on a portal printout with the parties at the bottom', () => {
  it("reads 'Issued by' / 'Issued to' blocks, each block's unlabelled TIN line, and an 'Account' tile", () => {
    const doc = documentOf([
      page([
        ...tiles,
        ['Issued by', 50, 150],
        ['Issued to', 320, 150],
        ['Lakeside Design Studio LLC', 50, 164],
        ['Jordan Ellis', 320, 164],
        ['12 Harbor Rd', 50, 176],
        ['95 Aspen Ct', 320, 176],
        ['Duluth, MN 55802', 50, 188],
        ['Fargo, ND 58102', 320, 188],
        ['TIN: 41-2233445', 50, 200],
        ['TIN: XXX-XX-6612', 320, 200],
      ]),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      payerName: 'Lakeside Design Studio LLC',
      payerTIN: '41-2233445',
      recipientName: 'Jordan Ellis',
      recipientTIN: 'XXX-XX-6612',
      accountNumber: '55120987',
      box1_nonemployeeCompensation: 12400,
    });
  });

  it("takes no heading for a name: 'Recipient' beside 'Filer' heads two blocks", () => {
    const doc = documentOf([
      page([
        ...tiles,
        ['Recipient', 50, 150],
        ['Filer', 320, 150],
        ['Jordan Ellis', 50, 164],
        ['Lakeside Design Studio LLC', 320, 164],
        ['95 Aspen Ct', 50, 176],
        ['12 Harbor Rd', 320, 176],
        ['Fargo, ND 58102', 50, 188],
        ['Duluth, MN 55802', 320, 188],
        ['TIN: XXX-XX-6612', 50, 200],
        ['Federal ID: 41-2233445', 320, 200],
      ]),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      payerName: 'Lakeside Design Studio LLC',
      recipientName: 'Jordan Ellis',
      recipientTIN: 'XXX-XX-6612',
      payerTIN: '41-2233445',
    });
  });
});

describe('parseIrs1099 on a scan of tiles whose box numbers OCR cut from their captions', () => {
  it("reads each box under its caption, takes no box number for a value, and reads 'Federal 1D:' as the payer's id", () => {
    const doc = documentOf([
      page(
        [
          ['2024 Form 1099-MISC', 50, 40],
          ['Box', 50, 90],
          ['Rents', 68, 90],
          ['4', 230, 90],
          ['Federal income tax withheld', 238, 90],
          ['$18,499.37', 50, 102],
          ['$135.53', 229, 102],
          ['Filer', 50, 150],
          ['Lakeside Design Studio LLC', 50, 164],
          ['12 Harbor Rd', 50, 176],
          ['Duluth, MN 55802', 50, 188],
          ['Federal 1D: 41-2233445', 50, 200],
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(parseIrs1099(doc).fields).toMatchObject({
      box1_rents: 18499.37,
      box4_federalTaxWithheld: 135.53,
      payerTIN: '41-2233445',
    });
  });
});
