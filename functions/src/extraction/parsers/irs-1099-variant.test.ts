import { describe, expect, it } from 'vitest';
import { chooseVariant, compositeSection, fieldByNumber, parseIrs1099 } from './irs-1099';
import { cellDocument, type Cell } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';
import { AMBIGUOUS_PREFIX } from '../review';

// A wrong variant turns a box number into a wrong field ("1" is rents on a 1099-MISC, nonemployee
// compensation on a 1099-NEC): the variant is chosen on all the page shows, and a number alone
// places an amount only when that choice is settled and the box's words do not name another box.
const parties: Cell[][] = [
  [['Brightline Consulting LLC', 40]],
  [
    ["PAYER'S TIN 12-3456789", 40],
    ["RECIPIENT'S TIN 123-45-6789", 300],
  ],
];
const boxesOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([k, v]) => /^box/.test(k) && v !== null));

describe('parseIrs1099: the variant from all its evidence', () => {
  it('takes the title over another form named in a sentence, and places its own box by number', () => {
    const doc = cellDocument([
      ...parties,
      [
        ['Form 1099-NEC', 40],
        ['2024', 400],
      ],
      [
        ['1 Payments for services', 40],
        ['5,000.00', 400, 'r'],
      ],
      [
        ['4 Federal income tax withheld', 40],
        ['0.00', 400, 'r'],
      ],
      [
        [
          'Before 2020 these payments were reported on Form 1099-MISC, box 7; Form 1099-MISC now reports rents.',
          40,
        ],
      ],
    ]);
    const r = parseIrs1099(doc);
    // Before: the two mentions outnumbered the title, the form was read as a 1099-MISC and box 1's
    // amount became rents.
    expect(r.fields.formVariant).toBe('NEC');
    expect(boxesOf(r.fields)).toEqual({ box1_nonemployeeCompensation: 5000, box4_federalTaxWithheld: 0 });
    expect(r.warnings ?? []).toEqual([]);
  });

  it('flags a title the boxes contradict and places nothing by number alone', () => {
    const doc = cellDocument([
      ...parties,
      [
        ['Form 1099-MISC', 40],
        ['2024', 400],
      ],
      [
        ['1 Interest income', 40],
        ['812.44', 400, 'r'],
      ],
      [
        ['3 Tax-exempt interest', 40],
        ['95.10', 400, 'r'],
      ],
      [
        ['6 Payments received', 40],
        ['40.00', 400, 'r'],
      ],
    ]);
    const choice = chooseVariant(documentLines(doc));
    expect(choice.evidence.INT.boxes).toBe(2);
    expect(choice.settled).toBe(false);
    const r = parseIrs1099(doc);
    expect(r.warnings?.some((w) => w.startsWith(AMBIGUOUS_PREFIX))).toBe(true);
    // "6 Payments received" is box 6 of a 1099-MISC only if the form is one: not placed.
    expect(r.fields.box6_medicalPayments).toBeNull();
    expect(r.fields.box1_rents).toBeNull();
  });

  it('reads a form whose title was lost by its boxes that print amounts', () => {
    const choice = chooseVariant(
      documentLines(
        cellDocument([
          [
            ['1a Total ordinary dividends', 40],
            ['1,210.00', 400, 'r'],
          ],
          [
            ['1b Qualified dividends', 40],
            ['900.00', 400, 'r'],
          ],
          [
            ['7 Foreign tax paid', 40],
            ['12.00', 400, 'r'],
          ],
        ]),
      ),
    );
    expect(choice).toMatchObject({ variant: 'DIV', settled: true });
  });
});

describe('fieldByNumber', () => {
  it("gives the variant's box for the payer's own words", () => {
    expect(fieldByNumber('NEC', '1', 'Payments for services')).toBe('box1_nonemployeeCompensation');
    expect(fieldByNumber('MISC', '2', 'Royalty income')).toBe('box2_royalties');
  });

  it("refuses words that name another box or another variant's payments", () => {
    // Before: any words after "1" gave box 1 of the chosen variant.
    expect(fieldByNumber('MISC', '1', 'Nonemployee compensation')).toBeNull();
    expect(fieldByNumber('MISC', '1', 'Interest earned on deposits')).toBeNull();
    expect(fieldByNumber('INT', '2', 'Interest income')).toBeNull();
    expect(fieldByNumber('DIV', '1', 'Anything')).toBeNull();
  });
});

describe('compositeSection', () => {
  it('is no composite when a second form is only named, its boxes not printed', () => {
    const lines = documentLines(
      cellDocument([
        ...parties,
        [['2024 Form 1099-INT Interest Income', 40]],
        [
          ['1 Interest income', 40],
          ['812.44', 400, 'r'],
        ],
        [['1099-DIV dividends are reported to you on a separate statement.', 40]],
        [
          ['Total paid this year', 40],
          ['44.00', 400, 'r'],
        ],
        [
          ['Payments by check', 40],
          ['12.00', 400, 'r'],
        ],
      ]),
    );
    // Before: the named form's "section" held more amounts and the interest boxes were dropped.
    expect(compositeSection(lines)).toBeNull();
  });
});
