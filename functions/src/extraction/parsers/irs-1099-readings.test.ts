import { describe, expect, it } from 'vitest';
import { chooseVariant, parseIrs1099 } from './irs-1099';
import { cellDocument, type Cell } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';
import { AMBIGUOUS_PREFIX } from '../review';

// Split evidence for the variant: the page is read as each variant it shows, and the reading that
// places the page's amounts in that variant's boxes (its relations holding) is kept.
const parties: Cell[][] = [
  [['Lakeshore Savings Bank', 40]],
  [
    ["PAYER'S TIN 12-3456789", 40],
    ["RECIPIENT'S TIN 123-45-6789", 300],
  ],
];
const boxesOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([k, v]) => /^box/.test(k) && v !== null));
const interestBoxes: Cell[][] = [
  [
    ['1 Interest earned on deposits', 40],
    ['812.44', 400, 'r'],
  ],
  [
    ['8 Tax-exempt interest', 40],
    ['95.10', 400, 'r'],
  ],
  [
    ['4 Federal income tax withheld', 40],
    ['20.00', 400, 'r'],
  ],
];

describe('parseIrs1099: the variant whose reading the page supports', () => {
  it('places an interest form’s boxes by number under a wrong title, and still flags the title (before: read as a 1099-MISC)', () => {
    const doc = cellDocument([...parties, [['Form 1099-MISC', 40]], ...interestBoxes]);
    expect(chooseVariant(documentLines(doc))).toMatchObject({ variant: 'MISC', settled: false });
    const r = parseIrs1099(doc);
    expect(r.fields.formVariant).toBe('INT');
    expect(boxesOf(r.fields)).toEqual({
      box1_interestIncome: 812.44,
      box8_taxExemptInterest: 95.1,
      box4_federalTaxWithheld: 20,
    });
    expect(r.warnings?.some((w) => w.startsWith(AMBIGUOUS_PREFIX))).toBe(true);
  });

  it('reads the same boxes under their own title, settled and unflagged', () => {
    const r = parseIrs1099(cellDocument([...parties, [['Form 1099-INT', 40]], ...interestBoxes]));
    expect(r.fields.formVariant).toBe('INT');
    expect(boxesOf(r.fields)).toEqual({
      box1_interestIncome: 812.44,
      box8_taxExemptInterest: 95.1,
      box4_federalTaxWithheld: 20,
    });
    expect(r.warnings ?? []).toEqual([]);
  });

  it('keeps the flag and the captions-only reading when two variants place as many amounts', () => {
    const doc = cellDocument([
      ...parties,
      [
        ['Interest income', 40],
        ['812.44', 400, 'r'],
      ],
      [
        ['Foreign tax paid', 40],
        ['12.00', 400, 'r'],
      ],
    ]);
    const r = parseIrs1099(doc);
    expect(r.warnings?.some((w) => w.startsWith(AMBIGUOUS_PREFIX))).toBe(true);
  });
});
