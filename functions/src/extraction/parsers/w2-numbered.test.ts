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

// A payroll provider's year-end summary: sections by tax, each box named in words with leaders,
// box 12 as "Code" cells, box 14 in a column of its own, one state's boxes as labels.
const yearEnd = cellDocument([
  [
    ['Acme Tools Inc.', 40],
    ['Year-End Wage Summary 2024', 380],
  ],
  [
    ['Federal', 40],
    ['Benefits and Other', 316],
  ],
  [
    ['Gross earnings ........ 60,000.00', 40],
    ['Code D - 401(k) deferrals', 316],
    ['2,500.00', 560, 'r'],
  ],
  [
    ['Less pre-tax 401(k) ........ 2,500.00', 40],
    ['Code DD -', 316],
    ['Employer health coverage .... 7,100.00', 360],
  ],
  [
    ['Federal taxable wages ........ 57,500.00', 40],
    ['Retirement plan (Box 13)', 316],
    ['Yes', 560, 'r'],
  ],
  [
    ['Federal withholding ........ 6,210.00', 40],
    ['Other (Box 14)', 316],
  ],
  [
    ['OASDI taxable wages', 40],
    ['60,000.00', 260, 'r'],
    ['SDI', 316],
    ['410.00', 560, 'r'],
  ],
  [
    ['OASDI tax withheld', 40],
    ['3,720.00', 260, 'r'],
    ['UNION DUES', 316],
    ['380.00', 560, 'r'],
  ],
  [['Medicare', 40]],
  [
    ['Medicare taxable wages', 40],
    ['60,000.00', 260, 'r'],
    ['State - MN', 316],
  ],
  [
    ['Medicare tax withheld', 40],
    ['870.00', 260, 'r'],
    ["Employer's state ID", 316],
    ['MN 273-27347', 560, 'r'],
  ],
  [
    ['MN taxable wages', 316],
    ['57,500.00', 560, 'r'],
  ],
  [
    ['MN income tax withheld', 316],
    ['2,870.00', 560, 'r'],
  ],
]);

describe('parseW2: a year-end summary in words', () => {
  it('reads boxes 1-6 by their meaning, not gross earnings (before: boxes 1, 3, 4, 5 empty)', () => {
    expect(parseW2(yearEnd).fields).toMatchObject({
      box1_wages: 57500,
      box2_federalTaxWithheld: 6210,
      box3_socialSecurityWages: 60000,
      box4_socialSecurityTaxWithheld: 3720,
      box5_medicareWages: 60000,
      box6_medicareTaxWithheld: 870,
    });
  });

  it('reads box 12 code cells, box 14 as a column, box 13 as a list (before: all empty)', () => {
    const r = parseW2(yearEnd);
    expect(r.box12_codes).toEqual([
      expect.objectContaining({ code: 'D', amount: 2500 }),
      expect.objectContaining({ code: 'DD', amount: 7100 }),
    ]);
    expect(r.box14_other).toEqual([
      { description: 'SDI', amount: 410 },
      { description: 'UNION DUES', amount: 380 },
    ]);
    expect(r.fields).toMatchObject({
      box13_retirementPlan: true,
      box13_statutoryEmployee: false,
      box13_thirdPartySickPay: false,
    });
  });

  it("reads one state's boxes printed as labels (before: no state row)", () => {
    expect(parseW2(yearEnd).stateTaxInfo).toEqual([
      expect.objectContaining({
        state: 'MN',
        employerStateId: '273-27347',
        stateWages: 57500,
        stateIncomeTax: 2870,
      }),
    ]);
  });

  it('reads "14. — Other" with its entries under it (before: the two marks hid the caption)', () => {
    const r = parseW2(
      cellDocument([
        [['Form W-2 Wage and Tax Statement 2024', 40]],
        [
          ['1. — Wages, tips, other compensation', 40],
          ['52,000.00', 500, 'r'],
        ],
        [['14. — Other', 40]],
        [
          ['HEALTH INS', 53],
          ['1,584.58', 500, 'r'],
        ],
        [
          ['NY PFL', 53],
          ['109.38', 500, 'r'],
        ],
      ]),
    );
    expect(r.box14_other).toEqual([
      { description: 'HEALTH INS', amount: 1584.58 },
      { description: 'NY PFL', amount: 109.38 },
    ]);
  });

  it('takes no other box\'s numbered caption for the control number (before: "7 Soc. sec. tips")', () => {
    const r = parseW2(
      cellDocument([
        [
          ['d Control number', 40],
          ['7 Soc. sec. tips', 309],
          ['8 Allocated tips', 444],
        ],
        [
          ['66991-A', 43],
          ['0.00', 312],
          ['0.00', 447],
        ],
      ]),
    );
    expect(r.fields.controlNumber).toBe('66991-A');
    expect(r.fields.box7_socialSecurityTips).toBe(0);
  });
});

describe('parseW2: local boxes as labels', () => {
  it("reads boxes 18-20 beside the state's labels (before: no state row)", () => {
    const r = parseW2(
      cellDocument([
        [['W-2 Statement Detail - 2023', 40]],
        [['State - MN', 316]],
        [["Employer's state ID (Box 15) ........ MN 363-90645", 316]],
        [['MN taxable wages (Box 16) ........ 53,174.59', 316]],
        [['Local wages (MINNEAPOLI) (Box 18) ........ 53174.59', 316]],
        [['Local income tax (MINNEAPOLI) (Box 19) ........ 531.75', 316]],
        [['Locality (Box 20) ........ MINNEAPOLI', 316]],
      ]),
    );
    expect(r.stateTaxInfo).toEqual([
      expect.objectContaining({
        state: 'MN',
        employerStateId: '363-90645',
        stateWages: 53174.59,
        localWages: 53174.59,
        localIncomeTax: 531.75,
        locality: 'MINNEAPOLI',
      }),
    ]);
  });
});

describe('parseW2: the state table on a scan', () => {
  it('reads no speck as a local amount (before: local wages 1)', () => {
    const r = parseW2(
      cellDocument([
        [
          ['15 State', 40],
          ["Employer's state ID number", 84],
          ['16 State wages, tips, etc.', 179],
          ['17 State income tax', 259],
          ['18 Local wages, tips, etc.', 339],
          ['19 Local income tax', 419],
          ['20 Locality name', 498],
        ],
        [
          ['MN', 43],
          ['273-27347', 87],
          ['89,150.93', 230, 'r'],
          ['4,011.79', 310, 'r'],
          ['1', 360],
        ],
      ]),
    );
    expect(r.stateTaxInfo).toEqual([
      expect.objectContaining({
        state: 'MN',
        stateWages: 89150.93,
        stateIncomeTax: 4011.79,
        localWages: null,
      }),
    ]);
  });
});
