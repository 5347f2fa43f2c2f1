import { describe, expect, it } from 'vitest';
import { boxOfMeaning, parseW2 } from './w2';
import { cellDocument } from '../../../test-support/extraction/test-forms';

// A payroll program's W-2 summary: its own words for each box, the box number after them, the
// parties as labels. Boxes are placed by their fixed numbers when the words speak of that box's money.
const summary = cellDocument([
  [['Annual Wage Statement for tax year 2024 (Form W-2)', 40]],
  [
    ['Employer', 40],
    ['Northwind Logistics Inc.', 200],
  ],
  [
    ['Employee', 40],
    ['Jordan A. Reyes', 200],
  ],
  [
    ['Employer ID', 40],
    ['31-4455667', 200],
  ],
  [
    ['Employee SSN', 40],
    ['XXX-XX-6789', 200],
  ],
  [
    ['Taxable wages (box 1)', 40],
    ['52,000.00', 500, 'r'],
  ],
  [
    ['Federal tax withheld (box 2)', 40],
    ['6,100.00', 500, 'r'],
  ],
  [
    ['Social security wages (box 3)', 40],
    ['54,000.00', 500, 'r'],
  ],
  [
    ['Social security tax (box 4)', 40],
    ['3,348.00', 500, 'r'],
  ],
  [
    ['Medicare wages (box 5)', 40],
    ['54,000.00', 500, 'r'],
  ],
  [
    ['Medicare tax (box 6)', 40],
    ['783.00', 500, 'r'],
  ],
  [
    ['Box 10 - State wages', 40],
    ['52,000.00', 500, 'r'],
  ],
]);

describe('parseW2: boxes by their number and their meaning', () => {
  it("reads boxes 1-6 worded in a payroll program's own words (before: only box 3's caption was read)", () => {
    const r = parseW2(summary);
    expect(r.fields).toMatchObject({
      box1_wages: 52000,
      box2_federalTaxWithheld: 6100,
      box3_socialSecurityWages: 54000,
      box4_socialSecurityTaxWithheld: 3348,
      box5_medicareWages: 54000,
      box6_medicareTaxWithheld: 783,
    });
    // "Box 10 - State wages" speaks of a state's wages, not of dependent care benefits.
    expect(r.fields.box10_dependentCareBenefits).toBeNull();
  });

  it('takes no lines of captions under the employee for an address (before: "Employee SSN, Taxable wages…")', () => {
    const r = parseW2(summary);
    expect(r.fields.employeeName).toBe('Jordan A. Reyes');
    expect(r.fields.employeeAddress).toBeNull();
  });

  it('gives each box its meaning, most specific first', () => {
    expect(boxOfMeaning('Wages, tips, other compensation')).toBe(1);
    expect(boxOfMeaning('Social security tips')).toBe(7);
    expect(boxOfMeaning('SS wages')).toBe(3);
    expect(boxOfMeaning('Fed. income tax')).toBe(2);
    expect(boxOfMeaning('State income tax')).toBeNull();
    expect(boxOfMeaning('Dependent care benefits')).toBe(10);
  });
});

describe('parseW2: box 15 on a numbered line', () => {
  it('reads the state beside the caption\'s "ID" (before: the state was read as ID, Idaho)', () => {
    const r = parseW2(
      cellDocument([
        [['2024 W-2 Wage and Tax Statement', 40]],
        [['Box 15 - State OH  Employer state ID 1234567', 40]],
        [
          ['Box 16 - State wages', 40],
          ['52,000.00', 500, 'r'],
        ],
        [
          ['Box 17 - State income tax', 40],
          ['1,480.00', 500, 'r'],
        ],
      ]),
    );
    expect(r.stateTaxInfo).toEqual([
      expect.objectContaining({
        state: 'OH',
        employerStateId: '1234567',
        stateWages: 52000,
        stateIncomeTax: 1480,
      }),
    ]);
  });
});
