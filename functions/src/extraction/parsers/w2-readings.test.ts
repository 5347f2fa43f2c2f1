import { describe, expect, it } from 'vitest';
import { parseW2 } from './w2';
import { cellDocument } from '../../../test-support/extraction/test-forms';
import { checkW2 } from '../checks/w2';
import { AMBIGUOUS_PREFIX } from '../review';

type Row = [text: string, x: number][];

// One W-2's content (2024) under layouts the captions alone misread. The payroll-tax rates
// (box 4 = 6.2% of box 3, box 6 = 1.45% of box 5) tell the right reading from the wrong one.
const TRUTH = {
  box1_wages: 52000,
  box2_federalTaxWithheld: 6100,
  box3_socialSecurityWages: 54000,
  box4_socialSecurityTaxWithheld: 3348,
  box5_medicareWages: 54500,
  box6_medicareTaxWithheld: 790.25,
};

const head: Row[] = [
  [['Form W-2 Wage and Tax Statement 2024', 40]],
  [
    ['Employer', 40],
    ['Northwind Logistics Inc.', 200],
  ],
  [
    ['Employee', 40],
    ['Jordan A. Reyes', 200],
  ],
];
const captions: Row[] = [
  [
    ['Wages, tips, other compensation', 40],
    ['Federal income tax withheld', 300],
  ],
  [
    ['Social security wages', 40],
    ['Social security tax withheld', 300],
  ],
  [
    ['Medicare wages and tips', 40],
    ['Medicare tax withheld', 300],
  ],
];
const amounts: Row[] = [
  [
    ['52,000.00', 40],
    ['6,100.00', 300],
  ],
  [
    ['54,000.00', 40],
    ['3,348.00', 300],
  ],
  [
    ['54,500.00', 40],
    ['790.25', 300],
  ],
];

// The official grid's reading: each amount under its caption.
const amountsUnderCaptions = cellDocument([...head, ...captions.flatMap((c, i) => [c, amounts[i]!])]);
// Tiles: each amount above its caption, so the box under a caption holds the next box's amount.
const amountsAboveCaptions = cellDocument([...head, ...captions.flatMap((c, i) => [amounts[i]!, c])]);
// Tiles whose first row of amounts was lost: boxes 1 and 2 unread, boxes 3-6 still above.
const firstRowLost = cellDocument([
  ...head,
  captions[0]!,
  ...captions.slice(1).flatMap((c, i) => [amounts[i + 1]!, c]),
]);

describe('parseW2: the payroll-tax rates choose among the readings of the amount boxes', () => {
  for (const [name, doc] of [
    ['amounts under their captions', amountsUnderCaptions],
    [
      'amounts above their captions (failed before: box 1 read 54,000, box 3 54,500, box 5 none)',
      amountsAboveCaptions,
    ],
  ] as const)
    it(`reads boxes 1-6 with ${name}`, () => {
      const r = parseW2(doc);
      expect(r.fields).toMatchObject(TRUTH);
      expect(checkW2(r).filter((c) => !c.passed)).toEqual([]);
      expect(r.warnings ?? []).not.toContainEqual(expect.stringContaining(AMBIGUOUS_PREFIX));
    });

  it('takes the pair the rate ties from the page when the captions read another box (failed before: box 3 54,500)', () => {
    const r = parseW2(firstRowLost);
    expect(r.fields).toMatchObject({
      box3_socialSecurityWages: 54000,
      box4_socialSecurityTaxWithheld: 3348,
      box5_medicareWages: 54500,
      box6_medicareTaxWithheld: 790.25,
    });
  });

  it('keeps the captions’ reading and says so when two pairs on the page fit the rate', () => {
    // The captions read 50,000.00 and 100.00, which the rate does not tie; two other pairs on the
    // page fit it equally.
    const twoPairs = cellDocument([
      ...head,
      [
        ['Social security wages', 40],
        ['50,000.00', 300],
      ],
      [
        ['Social security tax withheld', 40],
        ['100.00', 300],
      ],
      [
        ['First quarter', 40],
        ['54,000.00', 300],
        ['3,348.00', 400],
      ],
      [
        ['Second quarter', 40],
        ['60,000.00', 300],
        ['3,720.00', 400],
      ],
    ]);
    const r = parseW2(twoPairs);
    expect(r.fields.box3_socialSecurityWages).toBe(50000);
    expect(r.warnings ?? []).toContainEqual(expect.stringContaining(AMBIGUOUS_PREFIX));
  });
});
