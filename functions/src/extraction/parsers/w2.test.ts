import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseW2 } from './w2';
import {
  corpusBytes,
  corpusFile,
  documentOf,
  fillForm,
  page,
  readPdf,
} from '../../../test-support/extraction/test-forms';

const W2_PLACEHOLDERS = corpusFile('irs_forms/w2_idp_data_generator/fw2_2024_copyB_placeholders.pdf');

const VALUES: Record<string, string | boolean> = {
  'f2_01[0]': '987654321',
  'f2_02[0]': '12-3456789',
  'f2_03[0]': 'Acme Widgets LLC\n100 Industrial Way\nDenver, CO 80202',
  'f2_04[0]': 'A-1138',
  'f2_05[0]': 'Maria L',
  'f2_06[0]': 'Garcia',
  'f2_08[0]': '742 Evergreen Ter Apt 2\nSpringfield, IL 62704',
  'f2_09[0]': '85,250.00',
  'f2_10[0]': '9,870.12',
  'f2_11[0]': '88,000.00',
  'f2_12[0]': '5,456.00',
  'f2_13[0]': '88,000.00',
  'f2_14[0]': '1,276.00',
  'f2_15[0]': '0.00',
  'f2_18[0]': '2,500.00',
  'f2_20[0]': 'D',
  'f2_21[0]': '2,750.00',
  'f2_22[0]': 'DD',
  'f2_23[0]': '7,400.00',
  'c2_3[0]': true,
  'f2_28[0]': 'UNION DUES 420.00\nSDI 98.50',
  'f2_29[0]': 'IL',
  'f2_30[0]': '4411-0021',
  'f2_33[0]': '85,250.00',
  'f2_35[0]': '4,219.88',
  'f2_37[0]': '85,250.00',
  'f2_39[0]': '612.00',
  'f2_41[0]': 'SPRINGFLD',
};

/**
 * The same W-2 printed: each value drawn inside its widget's rectangle (top-left, 8 pt, lines
 * downwards), a check box as an "X", and the form fields removed.
 */
async function printed(bytes: Uint8Array, fieldsJson: string): Promise<Uint8Array> {
  const widgets = (
    JSON.parse(readFileSync(fieldsJson, 'utf8')) as { fields: { name: string; rect: number[] }[] }
  ).fields;
  const pdf = await PDFDocument.load(bytes);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.getPages()[0]!;
  page.node.delete(PDFName.of('Annots'));
  for (const [name, value] of Object.entries(VALUES)) {
    const [x0, , , y1] = widgets.find((w) => w.name === name)!.rect as [number, number, number, number];
    const lines = value === true ? ['X'] : String(value).split('\n');
    lines.forEach((line, i) => page.drawText(line, { x: x0 + 2, y: y1 - 9 - i * 10, size: 8, font }));
  }
  return pdf.save();
}

describe('parseW2 from a filled 2024 W-2 copy B AcroForm', () => {
  it.skipIf(!W2_PLACEHOLDERS)('maps every official widget to its field', async () => {
    const bytes = await fillForm(corpusBytes(W2_PLACEHOLDERS!), VALUES);
    const doc = await readPdf(bytes, 'w2');
    const r = parseW2(doc);
    expectFilledW2(r);
    expect(r.fieldConfidence.box1_wages).toBeGreaterThan(0.95);
  });

  const FIELDS_JSON = corpusFile('irs_forms/w2_idp_data_generator/fw2_2024_copyB_placeholders.fields.json');
  it.skipIf(!W2_PLACEHOLDERS || !FIELDS_JSON)(
    'reads the same W-2 printed on the official layout (no form fields)',
    async () => {
      const doc = await readPdf(await printed(corpusBytes(W2_PLACEHOLDERS!), FIELDS_JSON!), 'w2');
      expect(doc.formFields).toEqual({});
      expectFilledW2(parseW2(doc));
    },
  );
});

function expectFilledW2(r: ReturnType<typeof parseW2>): void {
  expect(r.fields).toMatchObject({
    taxYear: 2024,
    employeeName: 'Maria L Garcia',
    employeeSSN: '987-65-4321',
    employeeAddress: '742 Evergreen Ter Apt 2',
    employeeCity: 'Springfield',
    employeeState: 'IL',
    employeeZipCode: '62704',
    employerName: 'Acme Widgets LLC',
    employerEIN: '12-3456789',
    employerAddress: '100 Industrial Way',
    employerCity: 'Denver',
    employerState: 'CO',
    employerZipCode: '80202',
    controlNumber: 'A-1138',
    box1_wages: 85250,
    box2_federalTaxWithheld: 9870.12,
    box3_socialSecurityWages: 88000,
    box4_socialSecurityTaxWithheld: 5456,
    box5_medicareWages: 88000,
    box6_medicareTaxWithheld: 1276,
    box7_socialSecurityTips: 0,
    box8_allocatedTips: null,
    box10_dependentCareBenefits: 2500,
    box11_nonqualifiedPlans: null,
    box13_statutoryEmployee: false,
    box13_retirementPlan: true,
    box13_thirdPartySickPay: false,
  });
  expect(r.box12_codes).toEqual([
    { code: 'D', codeType: 'Elective deferrals to a 401(k) plan', amount: 2750 },
    { code: 'DD', codeType: 'Cost of employer-sponsored health coverage', amount: 7400 },
  ]);
  expect(r.box14_other).toEqual([
    { description: 'UNION DUES', amount: 420 },
    { description: 'SDI', amount: 98.5 },
  ]);
  expect(r.stateTaxInfo).toEqual([
    {
      state: 'IL',
      employerStateId: '4411-0021',
      stateWages: 85250,
      stateIncomeTax: 4219.88,
      localWages: 85250,
      localIncomeTax: 612,
      locality: 'SPRINGFLD',
    },
  ]);
}

describe('parseW2 from printed boxes', () => {
  // The official layout: captions at the top of each box, values below them.
  const official = documentOf([
    page(
      [
        ["a Employee's social security number", 165, 40],
        ['OMB No. 1545-0008', 289, 52],
        ['123-45-6789', 170, 52],
        ['b Employer identification number (EIN)', 42, 68],
        ['1 Wages, tips, other compensation', 339, 68],
        ['2 Federal income tax withheld', 461, 68],
        ['98-7654321', 45, 80],
        ['61,500.00', 345, 80],
        ['7,012.40', 470, 80],
        ["c Employer's name, address, and ZIP code", 42, 92],
        ['3 Social security wages', 339, 92],
        ['4 Social security tax withheld', 461, 92],
        ['Northwind Traders Inc', 45, 104],
        ['64,000.00', 345, 104],
        ['3,968.00', 470, 104],
        ['55 Harbor Blvd', 45, 116],
        ['5 Medicare wages and tips', 339, 116],
        ['6 Medicare tax withheld', 461, 116],
        ['Tampa, FL 33602', 45, 128],
        ['64,000.00', 345, 128],
        ['928.00', 470, 128],
        ['d Control number', 42, 164],
        ['9', 339, 164],
        ['10 Dependent care benefits', 458, 164],
        ['00417', 45, 176],
        ["e Employee's first name and initial", 42, 188],
        ['Last name', 177, 188],
        ['Suff.', 313, 188],
        ['11 Nonqualified plans', 335, 188],
        ['12a See instructions for box 12', 458, 188],
        ['Wei', 45, 200],
        ['Chen', 180, 200],
        ['D', 465, 200],
        ['2,500.00', 520, 200],
        ['300 Lake Ave', 45, 212],
        ['13 Statutory', 335, 212],
        ['Retirement', 385, 212],
        ['Third-party', 421, 212],
        ['12b', 458, 212],
        ['Boston, MA 02108', 45, 224],
        ['X', 390, 224],
        ['14 Other', 335, 236],
        ['12c', 458, 236],
        ['CASDI 120.00', 340, 248],
        ["f Employee's address and ZIP code", 42, 284],
        ['15 State', 38, 296],
        ["Employer's state ID number", 71, 296],
        ['16 State wages, tips, etc.', 197, 296],
        ['17 State income tax', 284, 296],
        ['18 Local wages, tips, etc.', 363, 296],
        ['19 Local income tax', 449, 296],
        ['20 Locality name', 528, 296],
        ['MA', 40, 310],
        ['0012-55', 75, 310],
        ['61,500.00', 200, 310],
        ['3,075.00', 290, 310],
        ['Form W-2 Wage and Tax Statement', 36, 350],
        ['2024', 289, 350],
      ],
      { size: 6 },
    ),
  ]);

  it('reads values under their captions, identifiers and address blocks', () => {
    const r = parseW2(official);
    expect(r.fields).toMatchObject({
      taxYear: 2024,
      employeeSSN: '123-45-6789',
      employerEIN: '98-7654321',
      employerName: 'Northwind Traders Inc',
      employerAddress: '55 Harbor Blvd',
      employerCity: 'Tampa',
      employerState: 'FL',
      employerZipCode: '33602',
      controlNumber: '00417',
      employeeName: 'Wei Chen',
      employeeAddress: '300 Lake Ave',
      employeeCity: 'Boston',
      employeeState: 'MA',
      employeeZipCode: '02108',
      box1_wages: 61500,
      box2_federalTaxWithheld: 7012.4,
      box3_socialSecurityWages: 64000,
      box4_socialSecurityTaxWithheld: 3968,
      box5_medicareWages: 64000,
      box6_medicareTaxWithheld: 928,
      box10_dependentCareBenefits: null,
      box13_statutoryEmployee: false,
      box13_retirementPlan: true,
      box13_thirdPartySickPay: false,
    });
    expect(r.box12_codes).toEqual([
      { code: 'D', codeType: 'Elective deferrals to a 401(k) plan', amount: 2500 },
    ]);
    expect(r.box14_other).toEqual([{ description: 'CASDI', amount: 120 }]);
    expect(r.stateTaxInfo).toEqual([
      {
        state: 'MA',
        employerStateId: '0012-55',
        stateWages: 61500,
        stateIncomeTax: 3075,
        localWages: null,
        localIncomeTax: null,
        locality: null,
      },
    ]);
  });

  it('reads a payroll-software substitute W-2 with values beside the captions', () => {
    const doc = documentOf([
      page([
        ['2025 W-2 Wage and Tax Statement', 50, 40],
        ['Employee SSN: XXX-XX-4321', 50, 60],
        ['Box 1 Wages, tips, other compensation', 50, 80],
        ['52,000.00', 400, 80],
        ['Box 2 Federal income tax withheld', 50, 94],
        ['4,100.00', 400, 94],
      ]),
    ]);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2025,
      employeeSSN: 'XXX-XX-4321',
      box1_wages: 52000,
      box2_federalTaxWithheld: 4100,
    });
  });

  it('reads an earnings summary with employee and employer blocks, box 12 lines and Yes/No box 13', () => {
    const doc = documentOf([
      page(
        [
          ['2021 W-2 and EARNINGS SUMMARY', 50, 44],
          ['Employee', 50, 96],
          ['Employer', 320, 96],
          ['Kevin Okafor', 50, 110],
          ['Harborview Hospitality LLC', 320, 110],
          ['8011 Franklin Way', 50, 123],
          ['4603 Hill St', 320, 123],
          ['Atlanta, GA 30303', 50, 136],
          ['Boston, MA 02108', 320, 136],
          ['SSN: 934-42-6064', 50, 149],
          ['EIN: 91-6710231', 320, 149],
          ['Box 1 Wages, tips, other compensation', 50, 200],
          ['49,324.75', 338, 200],
          ['Box 12 Code D', 50, 304],
          ['1,525.51', 343, 304],
          ['Box 12 Code DD', 50, 320],
          ['3,984.07', 343, 320],
          ['Box 13 Statutory employee', 50, 352],
          ['No', 367, 352],
          ['Box 13 Retirement plan', 50, 368],
          ['Yes', 365, 368],
          ['State', 50, 428],
          ['State ID', 95, 428],
          ['State wages', 205, 428],
          ['State tax', 286, 428],
          ['GA', 50, 442],
          ['549-28922', 95, 442],
          ['49,324.75', 212, 442],
          ['1,479.74', 287, 442],
        ],
        { size: 7 },
      ),
    ]);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2021,
      employeeName: 'Kevin Okafor',
      employeeAddress: '8011 Franklin Way',
      employeeCity: 'Atlanta',
      employerName: 'Harborview Hospitality LLC',
      employerZipCode: '02108',
      employeeSSN: '934-42-6064',
      employerEIN: '91-6710231',
      box1_wages: 49324.75,
      box13_statutoryEmployee: false,
      box13_retirementPlan: true,
    });
    expect(r.box12_codes?.map((b) => [b.code, b.amount])).toEqual([
      ['D', 1525.51],
      ['DD', 3984.07],
    ]);
    expect(r.stateTaxInfo).toEqual([
      {
        state: 'GA',
        employerStateId: '549-28922',
        stateWages: 49324.75,
        stateIncomeTax: 1479.74,
        localWages: null,
        localIncomeTax: null,
        locality: null,
      },
    ]);
  });

  it('reads a wage-and-income transcript: labels instead of box numbers, Yes/No indicators, code lines', () => {
    const doc = documentOf([
      page([
        ['Wage and Income Transcript', 200, 40],
        ['Tax Period Requested: December, 2023', 40, 60],
        ['Employer Identification Number (EIN): 92-5132281', 40, 80],
        ['Employer: Golden Gate Analytics Inc.', 40, 94],
        ['Employer Address: 8370 Maple Way, Austin, TX 78701', 40, 108],
        ['Employee: Matthew Jones', 40, 122],
        ['Employee Address: 5127 Lake Ave, Boise, ID 83702', 40, 136],
        ['Wages, Tips and Other Compensation: $29136.67', 40, 150],
        ['Social Security Tips: $0.00', 40, 164],
        ['Code DD Amount: $3279.22', 40, 178],
        ['Code W: $1340.20', 40, 192],
        ['Statutory Employee: No', 40, 206],
        ['Retirement Plan Indicator: Yes', 40, 220],
        ['Third Party Sick Pay Indicator: No', 40, 234],
      ]),
    ]);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2023,
      employerEIN: '92-5132281',
      employerName: 'Golden Gate Analytics Inc.',
      employerAddress: '8370 Maple Way',
      employerCity: 'Austin',
      employerState: 'TX',
      employerZipCode: '78701',
      employeeName: 'Matthew Jones',
      employeeCity: 'Boise',
      box1_wages: 29136.67,
      box7_socialSecurityTips: 0,
      box13_statutoryEmployee: false,
      box13_retirementPlan: true,
      box13_thirdPartySickPay: false,
    });
    expect(r.box12_codes?.map((b) => [b.code, b.amount])).toEqual([
      ['DD', 3279.22],
      ['W', 1340.2],
    ]);
  });

  it('splits a tight two-column form where a value runs into the next caption; "-" keeps its box', () => {
    // Each value ends 6 pt (two-thirds of a line height) before the next box's caption: closer
    // than a cell gap, wider than a word space.
    const doc = documentOf([
      page([
        ["Employer's name", 44, 65],
        ['Fulton & Reyes LLP', 300 - 81, 65],
        ["Employee's name", 306, 65],
        ['Amanda Haddad', 430, 65],
        ['Box 1 Wages, tips, other compensation', 44, 121],
        ['$40,189.33', 300 - 45, 121],
        ['Box 2 Federal income tax withheld', 306, 121],
        ['$3,215.15', 526, 121],
        ['Box 7 Social security tips', 44, 160],
        ['-', 295, 160],
        ['Box 8 Allocated tips', 306, 160],
        ['125.00', 530, 160],
        ['[ ] Statutory employee', 225, 202],
        ['[X] Retirement plan', 225, 213],
        ['[ ] Third-party sick pay', 225, 224],
      ]),
    ]);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      employerName: 'Fulton & Reyes LLP',
      employeeName: 'Amanda Haddad',
      box1_wages: 40189.33,
      box2_federalTaxWithheld: 3215.15,
      box7_socialSecurityTips: null,
      box8_allocatedTips: 125,
      box13_statutoryEmployee: false,
      box13_retirementPlan: true,
      box13_thirdPartySickPay: false,
    });
  });

  it('splits label-value pairs run together in a list layout, and keeps a control number printed blank empty', () => {
    const doc = documentOf([
      page([
        ['Employer ID (EIN)', 35, 60],
        ['79-3049888', 190, 60],
        ["Employer's name", 245, 60],
        ['Evergreen Dental Partners', 420, 60],
        ["Employer's address8410 Franklin Pl, Raleigh, NC 27601 Employee's SSN", 35, 74],
        ['943-76-2162', 520, 74],
        ["Employee's name", 35, 88],
        ["Priya Lopez Employee's address7953 Oak Blvd, Nashville, TN 37203", 245, 88],
        ['Control number', 35, 102],
        ['—', 295, 102],
        ['Box 1  Wages, tips, other compensation', 35, 116],
        ['43,616.91', 520, 116],
      ]),
    ]);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      employerName: 'Evergreen Dental Partners',
      employerAddress: '8410 Franklin Pl',
      employerCity: 'Raleigh',
      employeeName: 'Priya Lopez',
      employeeAddress: '7953 Oak Blvd',
      employeeCity: 'Nashville',
      employeeState: 'TN',
      controlNumber: null,
      box1_wages: 43616.91,
    });
  });

  it('reads the state row under two-line captions ("16 State" over "wages") with right-aligned amounts', () => {
    const doc = documentOf([
      page([
        ['15 State', 46, 342],
        ["Employer's state", 91, 342],
        ['16 State', 225, 342],
        ['17 State', 303, 342],
        ['18 Local', 381, 342],
        ['19 Local', 453, 342],
        ['20 Locality', 505, 342],
        ['ID number', 91, 352],
        ['wages', 241, 352],
        ['income tax', 293, 352],
        ['VA', 46, 370],
        ['788-17016', 91, 370],
        ['$113,779.41', 216, 370],
        ['$3,413.38', 304, 370],
        ['Reconciliation of Box 1 Wages', 46, 400],
        ['Gross pay', 46, 412],
        ['45,389.75', 520, 412],
      ]),
    ]);
    const r = parseW2(doc);
    expect(r.stateTaxInfo).toEqual([
      {
        state: 'VA',
        employerStateId: '788-17016',
        stateWages: 113779.41,
        stateIncomeTax: 3413.38,
        localWages: null,
        localIncomeTax: null,
        locality: null,
      },
    ]);
  });

  it('reads the text layer when the PDF carries empty AcroForm fields (values drawn as text)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const p = pdf.addPage([612, 792]);
    const form = pdf.getForm();
    // The official widget names, present but empty, over the printed values.
    for (const [name, y] of [
      ['f2_09[0]', 700],
      ['f2_10[0]', 660],
      ['f2_01[0]', 620],
    ] as const) {
      const field = form.createTextField(name);
      field.addToPage(p, { x: 300, y: y - 4, width: 150, height: 14 });
    }
    const draw = (t: string, x: number, y: number) => p.drawText(t, { x, y, size: 9, font });
    draw('Form W-2 Wage and Tax Statement 2024', 40, 750);
    draw('1 Wages, tips, other compensation', 40, 712);
    draw('52,000.00', 44, 700);
    draw('2 Federal income tax withheld', 40, 672);
    draw('4,100.00', 44, 660);
    draw("a Employee's social security number", 40, 632);
    draw('123-45-6789', 44, 620);
    const doc = await readPdf(await pdf.save(), 'w2');
    expect(Object.values(doc.formFields).every((v) => !v)).toBe(true);
    const r = parseW2(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2024,
      box1_wages: 52000,
      box2_federalTaxWithheld: 4100,
      employeeSSN: '123-45-6789',
    });
  });

  it('keeps a currency printed before a box 14 amount out of its description', () => {
    const r = parseW2(
      documentOf([
        page([
          ['14 Other', 335, 236],
          ['UNION DUES USD 420.00', 340, 248],
        ]),
      ]),
    );
    expect(r.box14_other).toEqual([{ description: 'UNION DUES', amount: 420 }]);
  });
});

describe('parseW2 from a scanned official form (OCR lost the box letter)', () => {
  it("reads the employer's block under a caption that starts right of it, without the next box's number", () => {
    const doc = documentOf([
      page(
        [
          ["Employer's name, address, and ZIP code", 48, 100],
          ['3', 336, 100],
          ['Social security wages', 347, 100],
          ['Juniper Retail Holdings', 38, 112],
          ['126,542.66', 409, 112],
          ['7900 Lincoln Way', 38, 124],
          ['5', 336, 124],
          ['Medicare wages and tips', 346, 124],
          ['Raleigh, NC 27601', 38, 136],
          ['126,542.66', 409, 136],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    const parsed = parseW2(doc);
    expect(parsed.fields).toMatchObject({
      employerName: 'Juniper Retail Holdings',
      employerAddress: '7900 Lincoln Way',
      employerCity: 'Raleigh',
      employerState: 'NC',
      employerZipCode: '27601',
    });
  });
});

describe('parseW2: the employee block ends at the next box number OCR cut from its caption', () => {
  it('keeps box 13 captions out of the employee address', () => {
    const doc = documentOf([
      page(
        [
          ["e Employee's first name and initial", 40, 100],
          ['Last name', 175, 100],
          ['Suff.', 290, 100],
          ['11', 333, 100],
          ['Nonqualified plans', 352, 100],
          ['Kevin', 38, 112],
          ['Jackson', 174, 112],
          ['5249 Franklin Blvd', 38, 124],
          ['13 Jetdory:', 333, 124],
          ['Fumemers.', 382, 124],
          ['Sacramento, CA 95814', 38, 136],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    const parsed = parseW2(doc);
    expect(parsed.fields).toMatchObject({
      employeeName: 'Kevin Jackson',
      employeeAddress: '5249 Franklin Blvd',
      employeeCity: 'Sacramento',
    });
  });
});

describe('parseW2 box 13 on a scan', () => {
  it("gives a mark under a caption OCR lost to no other box (the next box's caption starts right of it)", () => {
    const doc = documentOf([
      page(
        [
          ['13 Statutory', 335, 212],
          ['Rtiemnt', 385, 212],
          ['Third-party', 421, 212],
          ['X', 383, 224],
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(parseW2(doc).fields).toMatchObject({
      box13_statutoryEmployee: false,
      box13_thirdPartySickPay: false,
    });
  });
});

describe('parseW2 on a scan whose identifier captions OCR lost', () => {
  it('takes the one SSN- and the one EIN-shaped number above the state rows, never a state ID', () => {
    const doc = documentOf([
      page(
        [
          ['953-88-9193', 190, 46],
          ['OMB No. 1545-0008', 291, 46],
          ['Wages, tips, other compensation', 350, 56],
          ['20-4438416', 150, 70],
          ['71,530.66', 417, 70],
          ['15 State', 40, 283],
          ["Employer's state ID number", 73, 283],
          ['16 State wages, tips, etc.', 200, 283],
          ['MO', 42, 300],
          ['43-7785512', 75, 300],
          ['71,530.66', 243, 300],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    expect(parseW2(doc).fields).toMatchObject({ employeeSSN: '953-88-9193', employerEIN: '20-4438416' });
  });

  it('takes no number by its shape when two such numbers are printed', () => {
    const doc = documentOf([
      page(
        [
          ['953-88-9193', 190, 46],
          ['OMB No. 1545-0008', 291, 46],
          ['20-4438416', 150, 70],
          ['31-5550001', 150, 90],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    expect(parseW2(doc).fields.employerEIN).toBeNull();
  });

  it("reads a box 12 code with the box's vertical 'Code' letters glued before it ('dW')", () => {
    const doc = documentOf([
      page(
        [
          ['12a See instructions for box 12', 460, 180],
          ['D', 472, 191],
          ['3,764.77', 543, 191],
          ['12c', 460, 229],
          ['dW', 460, 239],
          ['730.07', 550, 239],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    expect(parseW2(doc).box12_codes).toMatchObject([
      { code: 'D', amount: 3764.77 },
      { code: 'W', amount: 730.07 },
    ]);
  });
});

describe('parseW2 from a payroll sheet of several copies of the form side by side', () => {
  // Two copies of one W-2 in compact boxes (a payroll provider's four-up sheet): captions run
  // together into one cell, values of the copy beside run into a box, box 13's mark sits near box 12.
  const rows: [number, [string, number, number, number][]][] = [
    [
      65,
      [
        ['a', 27, 3, 5],
        ["Employee's", 33, 30, 5],
        ['social', 66, 18, 5],
        ['security', 87, 24, 5],
        ['number', 114, 18, 5],
        ['b', 117.7, 3, 5],
        ['Employer', 123.7, 24, 5],
        ['identification', 150.7, 42, 5],
        ['number', 195.7, 18, 5],
        ['(EIN)', 216.7, 15, 5],
        ['d', 226.5, 3, 5],
        ['Control', 232.5, 21, 5],
        ['number', 256.5, 18, 5],
        ['a', 319, 3, 5],
        ["Employee's", 325, 30, 5],
        ['social', 358, 18, 5],
        ['security', 379, 24, 5],
        ['number', 406, 18, 5],
        ['b', 409.7, 3, 5],
        ['Employer', 415.7, 24, 5],
        ['identification', 442.7, 42, 5],
        ['number', 487.7, 18, 5],
        ['(EIN)', 508.7, 15, 5],
        ['d', 518.5, 3, 5],
        ['Control', 524.5, 21, 5],
        ['number', 548.5, 18, 5],
      ],
    ],
    [
      74,
      [
        ['927-82-1631', 30, 59.4, 9],
        ['13-5418905', 120.7, 54, 9],
        ['927-82-1631', 322, 59.4, 9],
        ['13-5418905', 412.7, 54, 9],
      ],
    ],
    [
      92,
      [
        ['c', 27, 3, 5],
        ["Employer's", 33, 30, 5],
        ['name,', 66, 15, 5],
        ['address,', 84, 24, 5],
        ['and', 111, 9, 5],
        ['ZIP', 123, 9, 5],
        ['code', 135, 12, 5],
        ['e/f', 183.3, 9, 5],
        ["Employee's", 195.3, 30, 5],
        ['name,', 228.3, 15, 5],
        ['address,', 246.3, 24, 5],
        ['and', 273.3, 9, 5],
        ['ZIP', 285.3, 9, 5],
        ['code', 297.3, 12, 5],
        ['c', 319, 3, 5],
        ["Employer's", 325, 30, 5],
        ['name,', 358, 15, 5],
        ['address,', 376, 24, 5],
        ['and', 403, 9, 5],
        ['ZIP', 415, 9, 5],
        ['code', 427, 12, 5],
        ['e/f', 475.3, 9, 5],
        ["Employee's", 487.3, 30, 5],
        ['name,', 520.3, 15, 5],
        ['address,', 538.3, 24, 5],
        ['and', 565.3, 9, 5],
        ['ZIP', 577.3, 9, 5],
        ['code', 589.3, 12, 5],
      ],
    ],
    [
      101,
      [
        ['Ironwood', 30, 43.2, 9],
        ['Construction', 78.6, 64.8, 9],
        ['Corp.', 148.8, 27, 9],
        ['Emily', 186.3, 27, 9],
        ['Tanaka', 218.7, 32.4, 9],
        ['Ironwood', 322, 43.2, 9],
        ['Construction', 370.6, 64.8, 9],
        ['Corp.', 440.8, 27, 9],
        ['Emily', 478.3, 27, 9],
        ['Tanaka', 510.7, 32.4, 9],
      ],
    ],
    [
      112,
      [
        ['8930', 30, 21.6, 9],
        ['Maple', 57, 27, 9],
        ['St', 89.4, 10.8, 9],
        ['Apt', 105.6, 16.2, 9],
        ['4B', 127.2, 10.8, 9],
        ['8557', 186.3, 21.6, 9],
        ['Highland', 213.3, 43.2, 9],
        ['Dr', 261.9, 10.8, 9],
        ['Apt', 278.1, 16.2, 9],
        ['24A', 299.7, 16.2, 9],
        ['8930', 322, 21.6, 9],
        ['Maple', 349, 27, 9],
        ['St', 381.4, 10.8, 9],
        ['Apt', 397.6, 16.2, 9],
        ['4B', 419.2, 10.8, 9],
        ['8557', 478.3, 21.6, 9],
        ['Highland', 505.3, 43.2, 9],
        ['Dr', 553.9, 10.8, 9],
        ['Apt', 570.1, 16.2, 9],
        ['24A', 591.7, 16.2, 9],
      ],
    ],
    [
      123,
      [
        ['Boise,', 30, 32.4, 9],
        ['ID', 67.8, 10.8, 9],
        ['83702', 84, 27, 9],
        ['Newark,', 186.3, 37.8, 9],
        ['NJ', 229.5, 10.8, 9],
        ['07102', 245.7, 27, 9],
        ['Boise,', 322, 32.4, 9],
        ['ID', 359.8, 10.8, 9],
        ['83702', 376, 27, 9],
        ['Newark,', 478.3, 37.8, 9],
        ['NJ', 521.5, 10.8, 9],
        ['07102', 537.7, 27, 9],
      ],
    ],
    [
      141,
      [
        ['1', 27, 3, 5],
        ['Wages,', 33, 18, 5],
        ['tips,', 54, 15, 5],
        ['other', 72, 15, 5],
        ['compensation', 90, 36, 5],
        ['2', 163, 3, 5],
        ['Federal', 169, 21, 5],
        ['income', 193, 18, 5],
        ['tax', 214, 9, 5],
        ['withheld', 226, 24, 5],
        ['1', 319, 3, 5],
        ['Wages,', 325, 18, 5],
        ['tips,', 346, 15, 5],
        ['other', 364, 15, 5],
        ['compensation', 382, 36, 5],
        ['2', 455, 3, 5],
        ['Federal', 461, 21, 5],
        ['income', 485, 18, 5],
        ['tax', 506, 9, 5],
        ['withheld', 518, 24, 5],
      ],
    ],
    [
      150,
      [
        ['97,031.01', 30, 48.6, 9],
        ['17,465.58', 166, 48.6, 9],
        ['97,031.01', 322, 48.6, 9],
        ['17,465.58', 458, 48.6, 9],
      ],
    ],
    [
      168,
      [
        ['3', 27, 3, 5],
        ['Social', 33, 18, 5],
        ['security', 54, 24, 5],
        ['wages', 81, 15, 5],
        ['4', 163, 3, 5],
        ['Social', 169, 18, 5],
        ['security', 190, 24, 5],
        ['tax', 217, 9, 5],
        ['withheld', 229, 24, 5],
        ['3', 319, 3, 5],
        ['Social', 325, 18, 5],
        ['security', 346, 24, 5],
        ['wages', 373, 15, 5],
        ['4', 455, 3, 5],
        ['Social', 461, 18, 5],
        ['security', 482, 24, 5],
        ['tax', 509, 9, 5],
        ['withheld', 521, 24, 5],
      ],
    ],
    [
      177,
      [
        ['100,031.97', 30, 54, 9],
        ['6,201.98', 166, 43.2, 9],
        ['100,031.97', 322, 54, 9],
        ['6,201.98', 458, 43.2, 9],
      ],
    ],
    [
      195,
      [
        ['5', 27, 3, 5],
        ['Medicare', 33, 24, 5],
        ['wages', 60, 15, 5],
        ['and', 78, 9, 5],
        ['tips', 90, 12, 5],
        ['6', 163, 3, 5],
        ['Medicare', 169, 24, 5],
        ['tax', 196, 9, 5],
        ['withheld', 208, 24, 5],
        ['5', 319, 3, 5],
        ['Medicare', 325, 24, 5],
        ['wages', 352, 15, 5],
        ['and', 370, 9, 5],
        ['tips', 382, 12, 5],
        ['6', 455, 3, 5],
        ['Medicare', 461, 24, 5],
        ['tax', 488, 9, 5],
        ['withheld', 500, 24, 5],
      ],
    ],
    [
      204,
      [
        ['100,031.97', 30, 54, 9],
        ['1,450.46', 166, 43.2, 9],
        ['100,031.97', 322, 54, 9],
        ['1,450.46', 458, 43.2, 9],
      ],
    ],
    [
      222,
      [
        ['7', 27, 3, 5],
        ['Social', 33, 18, 5],
        ['security', 54, 24, 5],
        ['tips', 81, 12, 5],
        ['8', 95, 3, 5],
        ['Allocated', 101, 27, 5],
        ['tips', 131, 12, 5],
        ['10', 163, 6, 5],
        ['Dependent', 172, 27, 5],
        ['care', 202, 12, 5],
        ['benefits', 217, 24, 5],
        ['11', 231, 6, 5],
        ['Nonqualified', 240, 36, 5],
        ['plans', 279, 15, 5],
        ['7', 319, 3, 5],
        ['Social', 325, 18, 5],
        ['security', 346, 24, 5],
        ['tips', 373, 12, 5],
        ['8', 387, 3, 5],
        ['Allocated', 393, 27, 5],
        ['tips', 423, 12, 5],
        ['10', 455, 6, 5],
        ['Dependent', 464, 27, 5],
        ['care', 494, 12, 5],
        ['benefits', 509, 24, 5],
        ['11', 523, 6, 5],
        ['Nonqualified', 532, 36, 5],
        ['plans', 571, 15, 5],
      ],
    ],
    [
      249,
      [
        ['12a', 27, 9, 5],
        ['12b', 163, 9, 5],
        ['12a', 319, 9, 5],
        ['12b', 455, 9, 5],
      ],
    ],
    [
      258,
      [
        ['D', 30, 5.4, 9],
        ['3,000.96', 46.2, 43.2, 9],
        ['DD', 166, 10.8, 9],
        ['6,306.36', 187.6, 43.2, 9],
        ['D', 322, 5.4, 9],
        ['3,000.96', 338.2, 43.2, 9],
        ['DD', 458, 10.8, 9],
        ['6,306.36', 479.6, 43.2, 9],
      ],
    ],
    [
      276,
      [
        ['12c', 27, 9, 5],
        ['12d', 163, 9, 5],
        ['12c', 319, 9, 5],
        ['12d', 455, 9, 5],
      ],
    ],
    [
      303,
      [
        ['13', 27, 6, 5],
        ['Statutory', 36, 27, 5],
        ['employee', 66, 24, 5],
        ['Retirement', 81.4, 30, 5],
        ['plan', 114.4, 12, 5],
        ['Third-party', 129, 33, 5],
        ['sick', 165, 12, 5],
        ['pay', 180, 9, 5],
        ['14', 183.4, 6, 5],
        ['Other', 192.4, 15, 5],
        ['13', 319, 6, 5],
        ['Statutory', 328, 27, 5],
        ['employee', 358, 24, 5],
        ['Retirement', 373.4, 30, 5],
        ['plan', 406.4, 12, 5],
        ['Third-party', 421, 33, 5],
        ['sick', 457, 12, 5],
        ['pay', 472, 9, 5],
        ['14', 475.4, 6, 5],
        ['Other', 484.4, 15, 5],
      ],
    ],
    [
      312,
      [
        ['X', 84.4, 5.4, 9],
        ['UNION', 186.3, 27, 9],
        ['DUES', 218.7, 21.6, 9],
        ['747.41', 245.7, 32.4, 9],
        ['X', 376.4, 5.4, 9],
        ['UNION', 478.3, 27, 9],
        ['DUES', 510.7, 21.6, 9],
        ['747.41', 537.7, 32.4, 9],
      ],
    ],
    [
      330,
      [
        ['15', 27, 6, 5],
        ['State', 36, 15, 5],
        ["Employer's", 57, 30, 5],
        ['state', 90, 15, 5],
        ['ID', 108, 6, 5],
        ['no.', 117, 9, 5],
        ['16', 139, 6, 5],
        ['State', 148, 15, 5],
        ['wages,', 166, 18, 5],
        ['tips,', 187, 15, 5],
        ['etc.', 205, 12, 5],
        ['17', 219, 6, 5],
        ['State', 228, 15, 5],
        ['income', 246, 18, 5],
        ['tax', 267, 9, 5],
        ['15', 319, 6, 5],
        ['State', 328, 15, 5],
        ["Employer's", 349, 30, 5],
        ['state', 382, 15, 5],
        ['ID', 400, 6, 5],
        ['no.', 409, 9, 5],
        ['16', 431, 6, 5],
        ['State', 440, 15, 5],
        ['wages,', 458, 18, 5],
        ['tips,', 479, 15, 5],
        ['etc.', 497, 12, 5],
        ['17', 511, 6, 5],
        ['State', 520, 15, 5],
        ['income', 538, 18, 5],
        ['tax', 559, 9, 5],
      ],
    ],
    [
      339,
      [
        ['NJ', 30, 10.8, 9],
        ['716-31890', 51.6, 48.6, 9],
        ['97,031.01', 142, 48.6, 9],
        ['4,366.40', 222, 43.2, 9],
        ['NJ', 322, 10.8, 9],
        ['716-31890', 343.6, 48.6, 9],
        ['97,031.01', 434, 48.6, 9],
        ['4,366.40', 514, 43.2, 9],
      ],
    ],
  ];
  const doc = documentOf([
    {
      pageNumber: 1,
      width: 612,
      height: 792,
      source: 'text-layer',
      items: rows.flatMap(([y, words]) =>
        words.map(([text, x, width, height]) => ({ text, x, y, width, height, confidence: 1 })),
      ),
    },
  ]);
  const parsed = parseW2(doc);

  it("reads one copy: no control number from the next copy's captions, the street cut at its box", () => {
    expect(parsed.fields).toMatchObject({
      controlNumber: null,
      employeeSSN: '927-82-1631',
      employerEIN: '13-5418905',
      employeeAddress: '8557 Highland Dr Apt 24A',
      employerName: 'Ironwood Construction Corp.',
      box13_retirementPlan: true,
    });
  });

  it("reads box 14 under a caption glued to box 13's, and no mark 'X' as a box 12 code", () => {
    expect(parsed.box12_codes).toMatchObject([
      { code: 'D', amount: 3000.96 },
      { code: 'DD', amount: 6306.36 },
    ]);
    expect(parsed.box14_other).toMatchObject([{ description: 'UNION DUES', amount: 747.41 }]);
  });

  it("reads the state row under box numbers that start their captions, up to the next copy's header", () => {
    expect(parsed.stateTaxInfo).toMatchObject([
      { state: 'NJ', employerStateId: '716-31890', stateWages: 97031.01, stateIncomeTax: 4366.4 },
    ]);
  });
});

describe('parseW2 box 12 in boxes side by side', () => {
  it('reads 12b-12d beside 12a (a wide compact copy), not only under it', () => {
    const doc = documentOf([
      page([
        ['12a', 40, 300],
        ['12b', 306, 300],
        ['D  3,764.77', 45, 312],
        ['DD  3,331.90', 311, 312],
        ['12c', 40, 330],
        ['12d', 306, 330],
        ['W  730.07', 45, 342],
        ['13 Statutory employee', 40, 360],
      ]),
    ]);
    expect(parseW2(doc).box12_codes).toMatchObject([
      { code: 'D', amount: 3764.77 },
      { code: 'DD', amount: 3331.9 },
      { code: 'W', amount: 730.07 },
    ]);
  });
});
