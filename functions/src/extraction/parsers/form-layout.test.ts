import { describe, expect, it } from 'vitest';
import { documentLines } from '../parse/layout';
import type { DocumentText, TextItem } from '../types';
import { boxValue, boxValueAbove, findCaption, formLines, isAmountText, pageAmounts } from './form-layout';
import { cellDocument } from '../../../test-support/extraction/test-forms';
import { parseIrs1099 } from './irs-1099';

/** Words of a line as OCR boxes them: ink height `h`, the given gap between words. */
function ocrWords(words: string[], x: number, y: number, h: number, gap: number, charW: number): TextItem[] {
  const out: TextItem[] = [];
  for (const w of words) {
    out.push({ text: w, x, y, width: w.length * charW, height: h, confidence: 0.95 });
    x += w.length * charW + gap;
  }
  return out;
}

describe('formLines on OCR pages', () => {
  it('keeps a monospace caption one cell although its OCR word gaps exceed 0.9 word heights', () => {
    // Courier at 6.5pt: ink height ~5, a space plus both side bearings ~5.5 between words' ink.
    const items = [
      ...ocrWords(["PAYER'S", 'name,', 'street', 'address,', 'city'], 46, 83, 5, 5.5, 3.9),
      ...ocrWords(['Granite', 'Trust', 'Bank'], 50, 93, 7, 6, 5.4),
      ...ocrWords(["PAYER'S", 'TIN'], 47, 131, 6, 5.5, 3.9),
      ...ocrWords(["RECIPIENT'S", 'TIN'], 307, 131, 6, 5.5, 3.9),
      ...ocrWords(['56-3933127'], 51, 142, 7, 5, 5.2),
      ...ocrWords(['930-61-5316'], 311, 142, 7, 5, 5.2),
    ];
    const doc: DocumentText = {
      pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'ocr' }],
      formFields: {},
      plainText: '',
    };
    const lines = formLines(documentLines(doc, { keepFurniture: true }));
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ["PAYER'S name, street address, city"],
      ['Granite Trust Bank'],
      ["PAYER'S TIN", "RECIPIENT'S TIN"],
      ['56-3933127', '930-61-5316'],
    ]);
  });

  it('leaves text-layer lines as the page split them', () => {
    const items = ocrWords(['Granite', 'Trust', 'Bank'], 50, 93, 9, 8.5, 5.4).map((i) => ({
      ...i,
      confidence: 1,
    }));
    const doc: DocumentText = {
      pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'text-layer' }],
      formFields: {},
      plainText: '',
    };
    expect(formLines(documentLines(doc)).map((l) => l.cells.length)).toEqual([3]);
  });
});

describe('1099 boxes read through OCR', () => {
  it('takes a TIN beside a speck read as a word, a name and an account number without a speck far to their right', () => {
    const items = [
      ...ocrWords(['1099-MISC', 'Miscellaneous', 'Information'], 30, 31, 9, 4, 6),
      ...ocrWords(["PAYER'S", 'name,', 'street', 'address'], 33, 65, 6, 3, 4),
      ...ocrWords(['Blue', 'Ridge', 'Outfitters', 'Inc.'], 36, 76, 8, 4, 5),
      ...ocrWords(["PAYER'S", 'TIN'], 33, 115, 6, 3, 4),
      ...ocrWords(["RECIPIENT'S", 'TIN'], 307, 115, 6, 3, 4),
      ...ocrWords(['i', '32-8579477'], 29, 125, 8, 3, 5),
      ...ocrWords(['XXX-XX-2958'], 310, 125, 8, 3, 5),
      ...ocrWords(["RECIPIENT'S", 'name'], 33, 148, 6, 3, 4),
      ...ocrWords(['Richard', 'Hill'], 36, 158, 8, 4, 5),
      ...ocrWords(['2'], 565, 158, 8, 3, 3),
      ...ocrWords(['Account', 'number', '(see', 'instructions)'], 33, 239, 6, 3, 4),
      ...ocrWords(['4'], 531, 239, 6, 3, 3),
      ...ocrWords(['5831845193'], 36, 249, 8, 3, 5),
    ];
    const doc: DocumentText = {
      pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'ocr' }],
      formFields: {},
      plainText: '1099-MISC Miscellaneous Information',
    };
    expect(parseIrs1099(doc).fields).toMatchObject({
      payerName: 'Blue Ridge Outfitters Inc.',
      payerTIN: '32-8579477',
      recipientTIN: 'XXX-XX-2958',
      recipientName: 'Richard Hill',
      accountNumber: '5831845193',
    });
  });
});

describe('boxValue below a caption', () => {
  it('stops at the next "Box N" row: an empty box whose blank mark OCR lost takes no later box value', () => {
    const items = [
      ...ocrWords(['1099-INT', 'Interest', 'Income'], 30, 31, 9, 4, 6),
      ...ocrWords(['Box', '1'], 34, 252, 7, 3, 5),
      ...ocrWords(['Interest', 'income'], 72, 252, 7, 3, 5),
      ...ocrWords(['299.92'], 538, 252, 7, 3, 5),
      ...ocrWords(['Box', '3'], 34, 278, 7, 3, 5),
      ...ocrWords(
        ['Interest', 'on', 'U.S.', 'Savings', 'Bonds', 'and', 'Treasury', 'obligations'],
        72,
        278,
        7,
        3,
        5,
      ),
      ...ocrWords(['Box', '4'], 34, 292, 7, 3, 5),
      ...ocrWords(['Federal', 'income', 'tax', 'withheld'], 71, 292, 7, 3, 5),
      ...ocrWords(['Box', '8'], 34, 304, 7, 3, 5),
      ...ocrWords(['Tax-exempt', 'interest'], 71, 304, 7, 3, 5),
      ...ocrWords(['73.55'], 543, 304, 7, 3, 5),
    ];
    const doc: DocumentText = {
      pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'ocr' }],
      formFields: {},
      plainText: '1099-INT Interest Income',
    };
    expect(parseIrs1099(doc).fields).toMatchObject({
      box1_interestIncome: 299.92,
      box3_treasuryInterest: null,
      box4_federalTaxWithheld: null,
      box8_taxExemptInterest: 73.55,
    });
  });
});

describe('pageAmounts and boxValueAbove (readings of a box’s amount)', () => {
  const tiles = documentLines(
    cellDocument([
      [
        ['54,000.00', 40],
        ['3,348.00', 300],
      ],
      [
        ['Social security wages', 40],
        ['Social security tax withheld', 300],
      ],
      [['Medicare tax withheld 790.25', 40]],
    ]),
  );

  it('lists every amount printed, in its own cell or after a caption’s words', () => {
    expect(pageAmounts(tiles).map((a) => a.value)).toEqual([54000, 3348, 790.25]);
  });

  it('takes the amount above a caption, inside its span', () => {
    const lc = findCaption(tiles, ['Social security tax withheld'])!;
    expect(boxValueAbove(tiles, lc, { accept: isAmountText })?.text).toBe('3,348.00');
    expect(boxValue(tiles, lc, { accept: isAmountText })).toBeNull();
  });
});
