// W-2s printed as lists and tables rather than the form's grid (decision 208): parties as
// uncaptioned address blocks, boxes as numbered lines ("Box 12a - Code D …", "14 | PARKING |
// 293.85", "16 State wages, tips, etc. (NY)"). Fixtures are invented.
import { describe, expect, it } from 'vitest';
import { parseW2 } from './w2';
import { documentOf, page } from '../../../test-support/extraction/test-forms';

describe('parseW2 on a payroll program W-2 letter (a list of boxes)', () => {
  const doc = documentOf([
    page([
      ['Harbor Point Logistics Inc', 50, 40],
      ['Form W-2 Wage and Tax Statement 2024', 400, 40],
      ['410 Quay Street', 50, 52],
      ['Portland, ME 04101', 50, 64],
      ['Dana Whitfield', 50, 110],
      ['88 Birch Lane', 50, 122],
      ['Bangor, ME 04401', 50, 134],
      ["Employee's social security number: 123-45-6780", 50, 170],
      ['EIN: 01-2345678', 50, 182],
      ['Box 1 — Wages, tips, other compensation ......', 50, 210],
      ['48,200.00', 520, 210],
      ['Box 12a — Code D (Elective deferrals to a 401(k) plan) ......', 50, 222],
      ['2,400.00', 520, 222],
      ['Box 12b — Code DD', 50, 234],
      ['6,100.00', 520, 234],
      ['Box 13 — Statutory employee', 50, 246],
      ['No', 540, 246],
      ['Box 13 — Retirement plan', 50, 258],
      ['Yes', 540, 258],
      ['Box 13 — Third-party sick pay', 50, 270],
      ['No', 540, 270],
      ['Box 14 — Other', 50, 282],
      ['PARKING', 60, 294],
      ['310.00', 525, 294],
      ['VOL LIFE', 60, 306],
      ['96.40', 530, 306],
      ['This information is being furnished to the Internal Revenue Service.', 50, 340],
    ]),
  ]);
  const r = parseW2(doc);

  it('reads the letterhead as the employer and the window address as the employee', () => {
    expect(r.fields).toMatchObject({
      employerName: 'Harbor Point Logistics Inc',
      employerAddress: '410 Quay Street',
      employerCity: 'Portland',
      employeeName: 'Dana Whitfield',
      employeeAddress: '88 Birch Lane',
      employeeCity: 'Bangor',
      employeeState: 'ME',
      employeeZipCode: '04401',
    });
  });

  it("takes no employee from box 13's 'Statutory employee' line", () => {
    expect(r.fields.employeeName).not.toBe('Yes');
    expect(r.fields).toMatchObject({
      box13_statutoryEmployee: false,
      box13_retirementPlan: true,
      box13_thirdPartySickPay: false,
    });
  });

  it("reads box 12 with the code's meaning between code and amount, and box 14's lines under it", () => {
    expect(r.box12_codes).toMatchObject([
      { code: 'D', amount: 2400 },
      { code: 'DD', amount: 6100 },
    ]);
    expect(r.box14_other).toMatchObject([
      { description: 'PARKING', amount: 310 },
      { description: 'VOL LIFE', amount: 96.4 },
    ]);
  });
});

describe('parseW2 on a Box / Description / Amount table', () => {
  const row = (y: number, box: string, words: string, value: string): [string, number, number][] => [
    [box, 50, y],
    [words, 100, y],
    ...(value ? ([[value, 520, y]] as [string, number, number][]) : []),
  ];
  const doc = documentOf([
    page([
      ['W-2 Wage and Tax Statement - Year 2024', 50, 30],
      ['Box', 50, 50],
      ['Description', 100, 50],
      ['Amount', 520, 50],
      ...row(62, '1', 'Wages, tips, other compensation', '61,000.00'),
      ...row(74, '12a', 'D - Elective deferrals to a 401(k) plan', '3,050.00'),
      ...row(86, '12b', 'W - Employer contributions to a health savings account', '1,200.00'),
      ...row(98, '14', 'NY PFL', '212.35'),
      ...row(110, '14', 'HEALTH INS', '640.00'),
      ...row(122, '15', "State / Employer's state ID: NY 98-7654321", ''),
      ...row(134, '16', 'State wages, tips, etc. (NY)', '40,000.00'),
      ...row(146, '17', 'State income tax (NY)', '1,800.00'),
      ...row(158, '18', 'Local wages, tips, etc. (NYC)', '40,000.00'),
      ...row(170, '19', 'Local income tax (NYC)', '1,100.00'),
      ...row(182, '20', 'Locality name', 'NYC'),
      ...row(194, '15', "State / Employer's state ID: NJ 123-45678", ''),
      ...row(206, '16', 'State wages, tips, etc. (NJ)', '21,000.00'),
      ...row(218, '17', 'State income tax (NJ)', '630.00'),
    ]),
  ]);
  const r = parseW2(doc);

  it("reads box 12 rows whose description follows the code ('D - Elective deferrals …')", () => {
    expect(r.box12_codes).toMatchObject([
      { code: 'D', amount: 3050 },
      { code: 'W', amount: 1200 },
    ]);
  });

  it('reads each box 14 row', () => {
    expect(r.box14_other).toMatchObject([
      { description: 'NY PFL', amount: 212.35 },
      { description: 'HEALTH INS', amount: 640 },
    ]);
  });

  it('reads the numbered state and local rows of two states', () => {
    expect(r.stateTaxInfo).toMatchObject([
      {
        state: 'NY',
        employerStateId: '98-7654321',
        stateWages: 40000,
        stateIncomeTax: 1800,
        localWages: 40000,
        localIncomeTax: 1100,
        locality: 'NYC',
      },
      { state: 'NJ', employerStateId: '123-45678', stateWages: 21000, stateIncomeTax: 630, localWages: null },
    ]);
  });
});

describe('parseW2 on scans of a list W-2', () => {
  it("reads a state row whose code OCR read in lower case ('wi'), and the street suffix 'Pl' read as 'PI'", () => {
    const doc = documentOf([
      page(
        [
          ["Employer's name, address, and ZIP code", 50, 30],
          ['Fairmont Tool Works', 50, 42],
          ['77 Linden PI', 50, 54],
          ['Green Bay, WI 54301', 50, 66],
          ['15 State', 48, 120],
          ["Employer's state", 94, 120],
          ['16 State wages,', 195, 120],
          ['17 State', 295, 120],
          ['ID number', 94, 130],
          ['tips, etc.', 221, 130],
          ['income tax', 284, 130],
          ['wi', 48, 144],
          ['653-42212', 94, 144],
          ['23,521.04', 218, 144],
          ['705.63', 301, 144],
        ],
        { source: 'ocr' },
      ),
    ]);
    const r = parseW2(doc);
    expect(r.fields.employerAddress).toBe('77 Linden Pl');
    expect(r.stateTaxInfo).toMatchObject([
      { state: 'WI', employerStateId: '653-42212', stateWages: 23521.04, stateIncomeTax: 705.63 },
    ]);
  });
});
