import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LEXICON, filingStatusOf, namesOf, parseIrs1040 } from './irs-1040';
import { readLabelled } from './form-layout';
import { documentLines } from '../parse/layout';
import {
  cellDocument,
  corpusBytes,
  corpusFile,
  documentOf,
  fillForm,
  page,
  readPdf,
  run,
} from '../../../test-support/extraction/test-forms';

// One return, entered on each revision's own widgets (names read off the form's printed labels).
const RETURN = {
  first: 'Jordan A',
  last: 'Rivera',
  ssn: '900112233',
  spouseFirst: 'Casey',
  spouseLast: 'Rivera',
  spouseSsn: '900445566',
  street: '48 Willow Ln',
  apt: '3B',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  dependent: 'Avery Rivera',
  dependentSsn: '900778899',
  relationship: 'Daughter',
  l1z: '91,000',
  l2b: '412',
  l3b: '1,050',
  l7: '(3,000)',
  l8: '2,500',
  l9: '91,962',
  l10: '1,200',
  l11: '90,762',
  l12: '29,200',
  l15: '61,562',
  l16: '6,823',
  l22: '4,823',
  l24: '4,823',
  l25a: '7,100',
  l25b: '150',
  l25c: '0',
  l25d: '7,250',
  l26: '500',
  l27: '0',
  l28: '0',
  l29: '0',
  l31: '0',
  l33: '7,750',
  l34: '2,927',
  l35a: '2,927',
  routing: '021000021',
  account: '123456789012',
  l37: '0',
  l38: '0',
};

const EXPECTED = {
  filingStatus: 'Married filing jointly',
  taxpayerFirstName: 'Jordan A',
  taxpayerLastName: 'Rivera',
  taxpayerSSN: '900-11-2233',
  taxpayerSsnLast4: '2233',
  spouseFirstName: 'Casey',
  spouseLastName: 'Rivera',
  spouseSSN: '900-44-5566',
  spouseSsnLast4: '5566',
  homeAddress: '48 Willow Ln Apt 3B',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  line1z_wages: 91000,
  line2b_taxableInterest: 412,
  line3b_ordinaryDividends: 1050,
  line7_capitalGain: -3000,
  line8_additionalIncome: 2500,
  line9_totalIncome: 91962,
  line10_adjustments: 1200,
  line11_agi: 90762,
  line12_standardDeduction: 29200,
  line15_taxableIncome: 61562,
  line16_tax: 6823,
  line22_taxAfterCredits: 4823,
  line24_totalTax: 4823,
  line25a_w2Withholding: 7100,
  line25b_1099Withholding: 150,
  line25c_otherWithholding: 0,
  line25d_totalWithholding: 7250,
  line26_estimatedPayments: 500,
  line27_eic: 0,
  line28_additionalChildTaxCredit: 0,
  line29_americanOpportunityCredit: 0,
  line30_schedule3Line15: 0,
  line32_totalPayments: 7750,
  line33_overpayment: 2927,
  line34_refundAmount: 2927,
  line35a_refund: 2927,
  line35b_routingNumber: '021000021',
  line35c_accountType: 'Savings',
  line35d_accountNumber: '123456789012',
  line36_amountYouOwe: 0,
  line37_estimatedTaxPenalty: 0,
};
const EXPECTED_DEPENDENTS = [
  {
    firstName: 'Avery',
    lastName: 'Rivera',
    ssnLast4: '8899',
    relationship: 'Daughter',
    childTaxCredit: true,
  },
];

const r = RETURN;
const PAGE2_2023_2024 = {
  'f2_02[0]': r.l16,
  'f2_08[0]': r.l22,
  'f2_10[0]': r.l24,
  'f2_11[0]': r.l25a,
  'f2_12[0]': r.l25b,
  'f2_13[0]': r.l25c,
  'f2_14[0]': r.l25d,
  'f2_15[0]': r.l26,
  'f2_16[0]': r.l27,
  'f2_17[0]': r.l28,
  'f2_18[0]': r.l29,
  'f2_20[0]': r.l31,
  'f2_22[0]': r.l33,
  'f2_23[0]': r.l34,
  'f2_24[0]': r.l35a,
  'f2_25[0]': r.routing,
  'Page2[0].c2_5[1]': true,
  'f2_26[0]': r.account,
  'f2_28[0]': r.l37,
  'f2_29[0]': r.l38,
};
const WIDGETS: Record<number, Record<string, string | boolean>> = {
  2023: {
    'f1_04[0]': r.first,
    'f1_05[0]': r.last,
    'f1_06[0]': r.ssn,
    'f1_07[0]': r.spouseFirst,
    'f1_08[0]': r.spouseLast,
    'f1_09[0]': r.spouseSsn,
    'f1_10[0]': r.street,
    'f1_11[0]': r.apt,
    'f1_12[0]': r.city,
    'f1_13[0]': r.state,
    'f1_14[0]': r.zip,
    'Page1[0].c1_3[2]': true,
    'f1_19[0]': r.dependent,
    'f1_20[0]': r.dependentSsn,
    'f1_21[0]': r.relationship,
    'c1_13[0]': true,
    'f1_40[0]': r.l1z,
    'f1_42[0]': r.l2b,
    'f1_44[0]': r.l3b,
    'f1_51[0]': r.l7,
    'f1_52[0]': r.l8,
    'f1_53[0]': r.l9,
    'f1_54[0]': r.l10,
    'f1_55[0]': r.l11,
    'f1_56[0]': r.l12,
    'f1_59[0]': r.l15,
    ...PAGE2_2023_2024,
  },
  2024: {
    'f1_04[0]': r.first,
    'f1_05[0]': r.last,
    'f1_06[0]': r.ssn,
    'f1_07[0]': r.spouseFirst,
    'f1_08[0]': r.spouseLast,
    'f1_09[0]': r.spouseSsn,
    'f1_10[0]': r.street,
    'f1_11[0]': r.apt,
    'f1_12[0]': r.city,
    'f1_13[0]': r.state,
    'f1_14[0]': r.zip,
    'FilingStatus_ReadOrder[0].c1_3[1]': true,
    'f1_20[0]': r.dependent,
    'f1_21[0]': r.dependentSsn,
    'f1_22[0]': r.relationship,
    'c1_14[0]': true,
    'f1_41[0]': r.l1z,
    'f1_43[0]': r.l2b,
    'f1_45[0]': r.l3b,
    'f1_52[0]': r.l7,
    'f1_53[0]': r.l8,
    'f1_54[0]': r.l9,
    'f1_55[0]': r.l10,
    'f1_56[0]': r.l11,
    'f1_57[0]': r.l12,
    'f1_60[0]': r.l15,
    ...PAGE2_2023_2024,
  },
  2025: {
    'f1_14[0]': r.first,
    'f1_15[0]': r.last,
    'f1_16[0]': r.ssn,
    'f1_17[0]': r.spouseFirst,
    'f1_18[0]': r.spouseLast,
    'f1_19[0]': r.spouseSsn,
    'f1_20[0]': r.street,
    'f1_21[0]': r.apt,
    'f1_22[0]': r.city,
    'f1_23[0]': r.state,
    'f1_24[0]': r.zip,
    'Checkbox_ReadOrder[0].c1_8[1]': true,
    'f1_31[0]': 'Avery',
    'f1_35[0]': 'Rivera',
    'f1_39[0]': r.dependentSsn,
    'f1_43[0]': r.relationship,
    'Dependent1[0].c1_28[0]': true,
    'f1_57[0]': r.l1z,
    'f1_59[0]': r.l2b,
    'f1_61[0]': r.l3b,
    'f1_70[0]': r.l7,
    'f1_72[0]': r.l8,
    'f1_73[0]': r.l9,
    'f1_74[0]': r.l10,
    'f1_75[0]': r.l11,
    'f2_01[0]': r.l11,
    'f2_02[0]': r.l12,
    'f2_06[0]': r.l15,
    'f2_08[0]': r.l16,
    'f2_14[0]': r.l22,
    'f2_16[0]': r.l24,
    'f2_17[0]': r.l25a,
    'f2_18[0]': r.l25b,
    'f2_19[0]': r.l25c,
    'f2_20[0]': r.l25d,
    'f2_21[0]': r.l26,
    'f2_23[0]': r.l27,
    'f2_24[0]': r.l28,
    'f2_25[0]': r.l29,
    'f2_27[0]': r.l31,
    'f2_29[0]': r.l33,
    'f2_30[0]': r.l34,
    'f2_31[0]': r.l35a,
    'f2_32[0]': r.routing,
    'Page2[0].c2_16[1]': true,
    'f2_33[0]': r.account,
    'f2_35[0]': r.l37,
    'f2_36[0]': r.l38,
  },
};

describe('parseIrs1040 from filled AcroForms', () => {
  for (const year of [2023, 2024, 2025]) {
    const file = corpusFile(`irs_forms/ustaxes/f1040_${year}.pdf`);
    it.skipIf(!file)(`reads every field of a filled ${year} Form 1040`, async () => {
      const doc = await readPdf(await fillForm(corpusBytes(file!), WIDGETS[year]!), 'irs_1040');
      const parsed = parseIrs1040(doc);
      expect(parsed.fields).toEqual({ taxYear: year, ...EXPECTED });
      expect(parsed.dependents).toEqual(EXPECTED_DEPENDENTS);
      expect(parsed.fieldConfidence.line9_totalIncome).toBeGreaterThan(0.95);
    });
  }

  const blank = corpusFile('irs_forms/ustaxes/f1040_2024.pdf');
  it.skipIf(!blank)(
    'leaves an unfilled form empty instead of reading numbers out of its printed captions',
    async () => {
      const doc = await readPdf(await fillForm(corpusBytes(blank!), {}), 'irs_1040');
      const parsed = parseIrs1040(doc);
      const filled = Object.entries(parsed.fields).filter(([, v]) => v !== null);
      expect(filled).toEqual([['taxYear', 2024]]);
    },
  );
});

/** The same return printed: pdf-lib draws each text widget into the page content and drops the form. */
async function flattened(bytes: Uint8Array, widgets: Record<string, string | boolean>): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const form = pdf.getForm();
  const fields = form.getFields();
  for (const [key, value] of Object.entries(widgets)) {
    if (typeof value !== 'string') continue;
    const field = fields.find((f) => f.getName().endsWith(`.${key}`));
    if (!(field instanceof PDFTextField)) throw new Error(`No text widget ${key}`);
    field.setText(value);
  }
  form.flatten();
  return pdf.save();
}

describe('parseIrs1040 from a flattened return (values printed, no form fields)', () => {
  for (const year of [2023, 2024, 2025]) {
    const file = corpusFile(`irs_forms/ustaxes/f1040_${year}.pdf`);
    it.skipIf(!file)(`reads the ${year} lines by caption and line number`, async () => {
      const doc = await readPdf(await flattened(corpusBytes(file!), WIDGETS[year]!), 'irs_1040');
      expect(doc.formFields).toEqual({});
      const parsed = parseIrs1040(doc);
      // Check marks and the dependents table are not read from print.
      const { filingStatus: _f, line35c_accountType: _a, ...printed } = EXPECTED;
      const wrong = Object.entries({ taxYear: year, ...printed, homeAddress: '48 Willow Ln' }).filter(
        ([k, v]) => parsed.fields[k] !== v,
      );
      expect(wrong.map(([k, v]) => `${k}: expected ${String(v)}, got ${String(parsed.fields[k])}`)).toEqual(
        [],
      );
    });
  }
});

describe('parseIrs1040 from a printed return', () => {
  it('takes each amount after its line number and the identity boxes below their captions', () => {
    const doc = documentOf([
      page(
        [
          ['Form 1040 U.S. Individual Income Tax Return 2024', 36, 30],
          ['For the year Jan. 1–Dec. 31, 2024, or other tax year beginning', 36, 42],
          ['Your first name and middle initial', 36, 60],
          ['Last name', 240, 60],
          ['Your social security number', 470, 60],
          ['SAM', 40, 72],
          ['LEE', 242, 72],
          ['900 55 1234', 472, 72],
          ['Home address (number and street). If you have a P.O. box, see instructions.', 36, 90],
          ['Apt. no.', 420, 90],
          ['12 Oak St', 40, 102],
          ['City, town, or post office. If foreign, see below.', 36, 114],
          ['State', 340, 114],
          ['ZIP code', 405, 114],
          ['Austin', 40, 126],
          ['TX', 342, 126],
          ['78701', 407, 126],
          ['Filing Status', 36, 140],
          ['X', 103, 140],
          ['Single', 115, 140],
          ['Head of household (HOH)', 381, 140],
          ['z Add lines 1a through 1h . . . . . . 1z', 60, 160],
          ['40,000', 530, 160],
          ['Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income . . . 9', 60, 172],
          ['40,000', 530, 172],
          ['Subtract line 10 from line 9. This is your adjusted gross income . . . 11', 60, 184],
          ['40,000', 530, 184],
          ['Standard deduction or itemized deductions (from Schedule A) . . 12', 60, 196],
          ['14,600', 530, 196],
          [
            'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income . . 15',
            60,
            208,
          ],
          ['25,400', 530, 208],
        ],
        { size: 7 },
      ),
      page(
        [
          ['Subtract line 21 from line 18. If zero or less, enter -0- . . . . 22', 60, 40],
          ['2,800', 530, 40],
          ['Add lines 22 and 23. This is your total tax . . . . 24', 60, 52],
          ['2,800', 530, 52],
          ['Payments a Form(s) W-2 . . . . . . 25a', 36, 64],
          ['3,100', 415, 64],
          ['d Add lines 25a through 25c . . . . . 25d', 60, 76],
          ['3,100', 530, 76],
          ['Add lines 25d, 26, and 32. These are your total payments . . . 33', 60, 88],
          ['3,100', 530, 88],
          [
            'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid . . 34',
            60,
            100,
          ],
          ['300', 530, 100],
          [
            '35a Amount of line 34 you want refunded to you . If Form 8888 is attached, check here . . 35a',
            36,
            112,
          ],
          ['300', 530, 112],
        ],
        { pageNumber: 2, size: 7 },
      ),
    ]);
    const parsed = parseIrs1040(doc);
    expect(parsed.fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Single',
      taxpayerFirstName: 'SAM',
      taxpayerLastName: 'LEE',
      taxpayerSSN: '900-55-1234',
      taxpayerSsnLast4: '1234',
      homeAddress: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      line1z_wages: 40000,
      line9_totalIncome: 40000,
      line11_agi: 40000,
      line12_standardDeduction: 14600,
      line15_taxableIncome: 25400,
      line22_taxAfterCredits: 2800,
      line24_totalTax: 2800,
      line25a_w2Withholding: 3100,
      line25d_totalWithholding: 3100,
      line32_totalPayments: 3100,
      line33_overpayment: 300,
      line34_refundAmount: 300,
      line35a_refund: 300,
      line26_estimatedPayments: null,
    });
  });

  it('reads a tax-software summary with labelled values, two columns of lines and a dependents table', () => {
    const doc = documentOf([
      page(
        [
          ['2024 Federal Return Summary - Form 1040', 46, 38],
          ['Filing status: Married filing separately', 46, 58],
          ['Taxpayer SSN: 917-67-7774', 46, 72],
          ['Address: 6126 Oak Way, Minneapolis, MN 55401', 46, 86],
          ['Taxpayer first name: Fatima Last name: Thompson', 46, 100],
          ['Dependents', 46, 120],
          ['(1) First name Last name', 110, 120],
          ['(2) SSN', 225, 120],
          ['(3) Relationship', 340, 120],
          ['(4) Child tax credit', 455, 120],
          ['Priya Thompson', 110, 132],
          ['959-43-3078', 225, 132],
          ['Daughter', 340, 132],
          ['X', 470, 132],
          ['Line 1z Add lines 1a through 1h', 46, 202],
          ['$44,973.00', 253, 202],
          ['Line 16 Tax', 316, 202],
          ['$4,885.00', 528, 202],
          ['Line 9 Total income', 46, 216],
          ['$57,239.00', 253, 216],
          ['Line 25a Federal income tax withheld from Form(s) W-2$6,746.00', 316, 216],
        ],
        { size: 7 },
      ),
    ]);
    const parsed = parseIrs1040(doc);
    expect(parsed.fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Married filing separately',
      taxpayerFirstName: 'Fatima',
      taxpayerLastName: 'Thompson',
      taxpayerSSN: '917-67-7774',
      homeAddress: '6126 Oak Way',
      city: 'Minneapolis',
      state: 'MN',
      zipCode: '55401',
      line1z_wages: 44973,
      line9_totalIncome: 57239,
      line16_tax: 4885,
      line25a_w2Withholding: 6746,
    });
    expect(parsed.dependents).toEqual([
      {
        firstName: 'Priya',
        lastName: 'Thompson',
        ssnLast4: '3078',
        relationship: 'Daughter',
        childTaxCredit: true,
      },
    ]);
  });

  it('reads a return transcript by label meaning: colon pairs, dot leaders, qualifiers, masked SSN', () => {
    const dots = ' ..........................';
    const doc = documentOf([
      page([
        ['TAX RETURN TRANSCRIPT', 228, 52],
        ['TAX PERIOD REQUESTED: December, 2024', 36, 85],
        ['FILING STATUS: Head of household', 36, 128],
        ["TAXPAYER'S FIRST NAME: Mary", 36, 141],
        ["TAXPAYER'S LAST NAME: Jones", 36, 154],
        ['SSN PROVIDED: XXX-XX-9624', 36, 167],
        ['ADDRESS: 5058 Maple Ave', 36, 180],
        ['CITY, STATE, ZIP: Salt Lake City, UT 84111', 36, 193],
        [`WAGES, SALARIES, TIPS, ETC${dots} $55,955.00`, 36, 210],
        [`TOTAL INCOME${dots} $57,890.00`, 36, 223],
        [`ADJUSTED GROSS INCOME${dots} $57,890.00`, 36, 236],
        [`TAXABLE INCOME PER COMPUTER${dots} $35,990.00`, 36, 249],
        [`TOTAL TAX LIABILITY TP FIGURES${dots} $2,087.00`, 36, 262],
        [`EARNED INCOME CREDIT${dots} $0.00`, 36, 275],
        [`BALANCE DUE${dots} $0.00`, 36, 288],
        ['ACCOUNT TYPE: Checking', 36, 301],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Head of household',
      taxpayerFirstName: 'Mary',
      taxpayerLastName: 'Jones',
      taxpayerSSN: null,
      taxpayerSsnLast4: '9624',
      homeAddress: '5058 Maple Ave',
      city: 'Salt Lake City',
      state: 'UT',
      zipCode: '84111',
      line1z_wages: 55955,
      line9_totalIncome: 57890,
      line11_agi: 57890,
      line15_taxableIncome: 35990,
      line24_totalTax: 2087,
      line27_eic: 0,
      line36_amountYouOwe: 0,
      line35c_accountType: 'Checking',
    });
  });

  it('reads grid boxes (caption row, amounts on the row below) and keeps a "-" box empty', () => {
    const doc = documentOf([
      page([
        ['Form 1040 U.S. Individual Income Tax Return', 36, 36],
        ['For calendar year 2024', 457, 36],
        ['Filing status', 36, 57],
        ['Single', 277, 57],
        ['16 Tax', 39, 238],
        ['22 Subtract line 21 from line 18', 309, 238],
        ['38,996.00', 42, 247],
        ['38,996.00', 312, 247],
        ['25b Federal income tax withheld from Form(s) 1099', 39, 292],
        ['25c Other forms', 309, 292],
        ['-', 60, 301],
        ['1,200.00', 312, 301],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Single',
      line16_tax: 38996,
      line22_taxAfterCredits: 38996,
      line25b_1099Withholding: null,
      line25c_otherWithholding: 1200,
    });
  });

  it('reads OCR grid boxes: a box rule read as "[" before a line number, a line number glued to its caption, thousands commas read as periods', () => {
    const doc = documentOf([
      page([
        ['Form 1040 U.S. Individual Income Tax Return', 36, 36],
        ['For calendar year 2024', 457, 36],
        ['[1z Add lines 1a through 1h', 39, 100],
        ['2b Taxable interest', 309, 100],
        ['187.081.00', 42, 110],
        ['N/A', 312, 110],
        ['8Additionalincome from Schedule 1, line 10', 39, 152],
        ['9 Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', 309, 152],
        ['1,777.00', 42, 162],
        ['188,858.00', 312, 162],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      line1z_wages: 187081,
      line8_additionalIncome: 1777,
      line9_totalIncome: 188858,
    });
  });

  it('a printed "-" after a line is an empty line, not zero', () => {
    const doc = documentOf([
      page([
        ['Line 3b', 43, 146],
        ['Ordinary dividends', 92, 146],
        ['-', 558, 146],
        ['Line 7', 43, 159],
        ['Capital gain or (loss)', 86, 159],
        ['USD 1,250.00', 500, 159],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields.line3b_ordinaryDividends).toBeNull();
    expect(r.fields.line7_capitalGain).toBe(1250);
  });

  it('reads a prior-year return: references in the wording are not amounts, a caption inside another line is not that line', () => {
    const L = (no: string, label: string, value: string, y: number): [string, number, number][] => [
      [`${no} ${label} ....`, 43, y],
      [value, 540, y],
    ];
    const doc = documentOf([
      page([
        ...L('1', 'Wages, salaries, tips, etc. Attach Form(s) W-2', '131,766.00', 100),
        ['2a Tax-exempt interest .... USD 402.37 b Taxable interest 2b ....', 43, 107],
        ['USD 961.00', 540, 107],
        ...L('10a', 'Adjustments to income: From Schedule 1, line 22', '3,392.00', 113),
        ...L('12a', 'Standard deduction or itemized deductions (from Schedule A)', '14,600.00', 126),
        ...L('16', 'Tax (see instructions). Check if any from Form(s): 1 8814 2 4972 3', '20,978.00', 139),
        ...L('22', 'Subtract line 21 from line 18. If zero or less, enter -0-', '20,978.00', 152),
        ...L('25a', 'Federal income tax withheld from: Form(s) W-2', '23,718.00', 165),
        ...L('28', 'Additional child tax credit. Attach Schedule 8812', '', 178),
        ...L(
          '35a',
          'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here',
          '2,740.00',
          191,
        ),
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      line1z_wages: 131766,
      line2b_taxableInterest: 961,
      line10_adjustments: 3392,
      line12_standardDeduction: 14600,
      line16_tax: 20978,
      line22_taxAfterCredits: 20978,
      line25a_w2Withholding: 23718,
      line28_additionalChildTaxCredit: null,
      line34_refundAmount: 2740,
    });
  });

  it('keeps the sign printed before a currency that stands apart from its amount ("-USD 2,282.00")', () => {
    const doc = documentOf([
      page([
        ['1 Wages, salaries, tips, etc. Attach Form(s) W-2 ....', 43, 100],
        ['131,766.00', 540, 100],
        ['7 Capital gain or (loss). Attach Schedule D if required ....', 43, 113],
        ['-USD 2,282.00', 520, 113],
        ['8 Other income from Schedule 1, line 10 ....', 43, 126],
        ['(USD 512.00)', 520, 126],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields.line7_capitalGain).toBe(-2282);
    expect(r.fields.line8_additionalIncome).toBe(-512);
  });

  it('reads "-0-" and an ungrouped amount that looks like a year when they follow the box number', () => {
    const doc = documentOf([
      page([
        ['1 Wages, salaries, tips, etc. Attach Form(s) W-2 . . . . 1', 43, 100],
        ['134904', 540, 100],
        ['2a Tax-exempt interest . . . . 2a', 43, 113],
        ['40', 300, 113],
        ['b Taxable interest . . . . 2b', 330, 113],
        ['2000', 540, 113],
        ['22 Subtract line 21 from line 18. If zero or less, enter -0- . . . . 22', 43, 126],
        ['-0-', 540, 126],
        ['26 2020 estimated tax payments and amount applied from 2019 return . . . . 26', 43, 139],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields.line1z_wages).toBe(134904);
    expect(r.fields.line2b_taxableInterest).toBe(2000);
    expect(r.fields.line22_taxAfterCredits).toBe(0);
    expect(r.fields.line26_estimatedPayments).toBeNull();
  });

  it('reads the official dependents table whose column titles run over two lines, and its check column', () => {
    const doc = documentOf([
      page([
        ['Your first name and middle initial', 43, 80],
        ['Last name', 250, 80],
        ['Your social security number', 450, 80],
        ['Barbara', 46, 90],
        ['Kowalski', 253, 90],
        ['986-35-2331', 453, 90],
        ['(1) First name', 43, 120],
        ['Last name', 130, 120],
        ['(2) Social security', 215, 120],
        ['(3) Relationship', 320, 120],
        ['(4) Child tax', 410, 120],
        ['Credit for other', 490, 120],
        ['number', 215, 131],
        ['to you', 320, 131],
        ['credit', 420, 131],
        ['dependents', 495, 131],
        ['Amanda', 46, 143],
        ['Kowalski', 133, 143],
        ['936-36-7315', 218, 143],
        ['Daughter', 323, 143],
        ['X', 435, 143],
        ['Hiroshi', 46, 155],
        ['Kowalski', 133, 155],
        ['936-26-3488', 218, 155],
        ['Son', 323, 155],
        ['X', 520, 155],
        ['1 Wages, salaries, tips, etc. Attach Form(s) W-2 . . . . 1', 43, 180],
        ['35,990', 540, 180],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields.taxpayerLastName).toBe('Kowalski');
    expect(r.dependents).toEqual([
      {
        firstName: 'Amanda',
        lastName: 'Kowalski',
        ssnLast4: '7315',
        relationship: 'Daughter',
        childTaxCredit: true,
      },
      {
        firstName: 'Hiroshi',
        lastName: 'Kowalski',
        ssnLast4: '3488',
        relationship: 'Son',
        childTaxCredit: false,
      },
    ]);
  });

  it('reads a home address whose house number is short ("27 Chestnut Blvd"), not taking it for a numbered line', () => {
    const doc = documentOf([
      page([
        ['Home address', 35, 94],
        ['27 Chestnut Blvd Apt 27', 120, 94],
        ['City, town, state, ZIP', 330, 94],
        ['Tampa, FL 33602', 480, 94],
        ['Line 1z Add lines 1a through 1h', 35, 110],
        ['40,841.00', 530, 110],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      homeAddress: '27 Chestnut Blvd Apt 27',
      city: 'Tampa',
      zipCode: '33602',
    });
  });

  it("reads no line from a schedule filed after the return (Schedule 1's line 10 is not the form's)", () => {
    const doc = documentOf([
      page([
        ['8 Other income from Schedule 1, line 10 . . . . 8', 43, 100],
        ['2,376', 540, 100],
        ['10 Adjustments to income from Schedule 1, line 26 . . . . 10', 43, 113],
        ['15 Subtract line 14 from line 11. This is your taxable income . . . . 15', 43, 126],
        ['41,900', 540, 126],
      ]),
      page(
        [
          ['SCHEDULE 1 (Form 1040)', 43, 40],
          ['Additional Income and Adjustments to Income', 200, 60],
          ['10 Combine lines 1 through 7 and 9. Enter here and on Form 1040, line 8 . . . . 10', 43, 100],
          ['2,376', 540, 100],
          ['15 Deductible part of self-employment tax . . . . 15', 43, 113],
          ['812', 540, 113],
        ],
        { pageNumber: 2 },
      ),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      line8_additionalIncome: 2376,
      line10_adjustments: null,
      line15_taxableIncome: 41900,
    });
  });

  it("reads an ungrouped tax after line 16's checkbox forms ('… 1 8814 2 4972 3 3341.00')", () => {
    const doc = documentOf([
      page([
        ['Line 16', 44, 100],
        ['Tax (see instructions). Check if any from Form(s): 1 8814 2 4972 3', 89, 100],
        ['3341.00', 531, 100],
      ]),
    ]);
    expect(parseIrs1040(doc).fields.line16_tax).toBe(3341);
  });

  it("reads a summary's two columns of lines whose left amount runs into the right column's line number", () => {
    // Tax software prints the return's lines as (line, description, amount) twice across: the
    // left amount and the right line number ("161,136.00 25a") read as one cell.
    const doc = documentOf([
      page([
        ['Line', 46, 100],
        ['Description', 84, 100],
        ['Amount Line', 274, 100],
        ['Description', 347, 100],
        ['Amount', 537, 100],
        ['9', 46, 114],
        ['Total income', 84, 114],
        ['161,136.00 25a', 266, 114],
        ['Federal income tax withheld from Form(s)', 347, 114],
        ['14,184.00', 533, 114],
        ['W-2', 347, 126],
        ['11', 46, 140],
        ['Adjusted gross income', 84, 140],
        ['$161136.00 Line 33', 262, 140],
        ['Total payments', 347, 140],
        ['$14184.00', 533, 140],
        ['24', 46, 154],
        ['Total tax', 84, 154],
        ['$30593.00 37', 262, 154],
        ['Amount you owe', 347, 154],
        ['$16409.00', 533, 154],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      line9_totalIncome: 161136,
      line25a_w2Withholding: 14184,
      line11_agi: 161136,
      line32_totalPayments: 14184,
      line24_totalTax: 30593,
      line36_amountYouOwe: 16409,
    });
  });

  it("reads a tax program's summary by words: its wording of the lines, a label cut in two cells, the state's figures apart", () => {
    const doc = documentOf([
      page([
        ['Federal Tax Summary 2024', 40, 40],
        ['Primary taxpayer: Ana Diaz', 40, 60],
        ['Taxpayer SSN: 900-11-2233', 40, 72],
        ['Filing status: Single', 40, 84],
        ['Income', 40, 104],
        ['W-2 wages ........................ USD 64,463.00', 40, 116],
        ['Dividend income .................. USD 2,101.00', 40, 128],
        ['Total income ..................... USD 66,564.00', 40, 140],
        ['Adjusted gross income (AGI) ...... USD 66,564.00', 40, 152],
        ['Tax after credits ................ USD 7,751.00', 40, 164],
        ['Federal withholding -', 40, 176],
        ['W-2 ............................. USD 9,669.00', 160, 176],
        ['Total payments and credits ....... USD 9,669.00', 40, 188],
        ['Federal refund ................... USD 1,918.00', 40, 200],
        ['State Return (MA)', 40, 220],
        ['State taxable income ............. USD 60,000.00', 40, 232],
        ['State refund ..................... USD 374.00', 40, 244],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      taxYear: 2024,
      taxpayerFirstName: 'Ana',
      taxpayerLastName: 'Diaz',
      line1z_wages: 64463,
      line3b_ordinaryDividends: 2101,
      line9_totalIncome: 66564,
      line11_agi: 66564,
      line15_taxableIncome: null,
      line22_taxAfterCredits: 7751,
      line25a_w2Withholding: 9669,
      line32_totalPayments: 9669,
      line35a_refund: 1918,
    });
  });

  it('reads a dependents table whose credit columns are titled by their abbreviations (CTC, ODC)', () => {
    const doc = documentOf([
      page([
        ['First name', 43, 120],
        ['Last name', 130, 120],
        ['SSN', 215, 120],
        ['Relationship', 320, 120],
        ['CTC', 420, 120],
        ['ODC', 490, 120],
        ['Amanda', 46, 134],
        ['Kowalski', 133, 134],
        ['936-36-7315', 218, 134],
        ['Daughter', 323, 134],
        ['X', 425, 134],
        ['Hiroshi', 46, 148],
        ['Kowalski', 133, 148],
        ['936-26-3488', 218, 148],
        ['Son', 323, 148],
        ['X', 495, 148],
      ]),
    ]);
    expect(parseIrs1040(doc).dependents).toMatchObject([
      { firstName: 'Amanda', relationship: 'Daughter', childTaxCredit: true },
      { firstName: 'Hiroshi', relationship: 'Son', childTaxCredit: false },
    ]);
  });

  it('reads a line whose number runs into its caption ("Line 25aFederal income tax withheld")', () => {
    const doc = documentOf([
      page([
        ['Line 9', 45, 100],
        ['Total income', 84, 100],
        ['USD 116,715.00', 235, 100],
        ['Line 25aFederal income tax withheld', 309, 100],
        ['USD 12,569.00', 504, 100],
        ['from Form(s) W-2', 348, 112],
        ['Line 35aAmount of line 34 you want', 309, 126],
        ['USD 3,004.00', 508, 126],
        ['refunded to you', 348, 138],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      line9_totalIncome: 116715,
      line25a_w2Withholding: 12569,
      line35a_refund: 3004,
    });
  });

  it("reads an IRS account transcript: the IRS's filing status words, tax per return as the total tax, withholding and refund from the transactions", () => {
    const doc = documentOf([
      page([
        ['Account Transcript', 250, 40],
        ['TAX PERIOD: Dec. 31, 2024', 40, 60],
        ['TAXPAYER IDENTIFICATION NUMBER: XXX-XX-3721', 40, 72],
        ['MICH*** LEWI*', 40, 84],
        ['ACCOUNT BALANCE: $0.00', 40, 100],
        ['** INFORMATION FROM THE RETURN OR AS ADJUSTED **', 40, 116],
        ['FILING STATUS: Married Filing Joint', 40, 128],
        ['ADJUSTED GROSS INCOME: $72,318.00', 40, 140],
        ['TAXABLE INCOME: $57,718.00', 40, 152],
        ['TAX PER RETURN: $7,751.00', 40, 164],
        ['TOTAL SELF EMPLOYMENT TAX: $0.00', 40, 176],
        ['CODE', 40, 200],
        ['EXPLANATION OF TRANSACTION', 80, 200],
        ['CYCLE', 330, 200],
        ['DATE', 400, 200],
        ['AMOUNT', 520, 200],
        ['150', 40, 212],
        ['Tax return filed', 80, 212],
        ['20250405', 330, 212],
        ['04-18-2025', 400, 212],
        ['$7,751.00', 525, 212],
        ['806', 40, 224],
        ['W-2 or 1099 withholding', 80, 224],
        ['04-15-2025', 400, 224],
        ['-$10,452.00', 515, 224],
        ['846', 40, 236],
        ['Refund issued', 80, 236],
        ['04-28-2025', 400, 236],
        ['$2,701.00', 525, 236],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Married filing jointly',
      taxpayerSsnLast4: '3721',
      line11_agi: 72318,
      line15_taxableIncome: 57718,
      line16_tax: null,
      line24_totalTax: 7751,
      line25d_totalWithholding: 10452,
      line35a_refund: 2701,
      line34_refundAmount: 2701,
    });
  });
});

describe("parseIrs1040 from preparers' and tax programs' presentations (session 11)", () => {
  it("reads a preparer's summary: the Federal column only, the clients from 'Prepared for' and the letter's address block", () => {
    const doc = documentOf([
      page([
        ['Martinez Tax & Accounting', 72, 40],
        ['9746 Chestnut Rd', 72, 52],
        ['Salt Lake City, UT 84111', 72, 64],
        ['ANA & LUIS DIAZ', 72, 110],
        ['6510 PINE WAY', 72, 122],
        ['COLUMBUS, OH 43215', 72, 134],
        ['Your Ohio return shows a refund of $1,945.00.', 72, 170],
      ]),
      page(
        [
          ['Summary of 2024 Returns', 230, 40],
          ['Prepared for Ana and Luis Diaz', 250, 60],
          ['Federal', 400, 90],
          ['OH', 540, 90],
          ['Filing status', 50, 104],
          ['Married filing jointly', 330, 104],
          ['Adjusted gross income', 50, 118],
          ['230,775.00', 400, 118],
          ['230,247.00', 520, 118],
          ['Tax withheld', 50, 132],
          ['13,847.00', 405, 132],
          ['7,340.00', 525, 132],
          ['Refund', 50, 146],
          ['1,945.00', 525, 146],
          ['Balance due', 50, 160],
          ['30,680.00', 400, 160],
        ],
        { pageNumber: 2 },
      ),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Married filing jointly',
      taxpayerFirstName: 'Ana',
      taxpayerLastName: 'Diaz',
      spouseFirstName: 'Luis',
      spouseLastName: 'Diaz',
      homeAddress: '6510 PINE WAY',
      city: 'COLUMBUS',
      state: 'OH',
      zipCode: '43215',
      line11_agi: 230775,
      line25d_totalWithholding: 13847,
      line35a_refund: null,
      line36_amountYouOwe: 30680,
    });
  });

  it("reads a return detail by form: other forms' rows are not the 1040's lines; a name before an acronym label; an amount under 1,000 without separators", () => {
    const doc = documentOf([
      page([
        ['Tax Return Line Detail', 32, 40],
        ['Tax year 2024', 515, 40],
        ['Taxpayer', 32, 70],
        ['Carlos Walker SSN', 247, 70],
        ['960-67-7894', 526, 70],
        ['Form', 35, 100],
        ['Line', 116, 100],
        ['Description', 170, 100],
        ['Amount', 546, 100],
        ['Sch 1', 35, 114],
        ['7', 116, 114],
        ['Unemployment compensation', 170, 114],
        ['5,728.00', 538, 114],
        ['Sch 1', 35, 128],
        ['10', 116, 128],
        ['Additional income', 170, 128],
        ['5,728.00', 538, 128],
        ['Schedule 1', 35, 142],
        ['26', 116, 142],
        ['Adjustments to income', 170, 142],
        ['1,200.00', 538, 142],
        ['W-2', 35, 156],
        ['1', 116, 156],
        ['Wages - Young LLC', 170, 156],
        ['124,633.00', 538, 156],
        ['1040', 35, 170],
        ['8', 116, 170],
        ['Additional income from Schedule 1', 170, 170],
        ['5,728.00', 538, 170],
        ['F1040', 35, 184],
        ['25b', 116, 184],
        ['Federal withholding from 1099', 170, 184],
        ['154', 557, 184],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      taxpayerFirstName: 'Carlos',
      taxpayerLastName: 'Walker',
      taxpayerSSN: '960-67-7894',
      line7_capitalGain: null,
      line8_additionalIncome: 5728,
      line10_adjustments: null,
      line26_estimatedPayments: null,
      line25b_1099Withholding: 154,
    });
  });

  it("reads an e-file copy: line references after the captions, a joint table's total column, the filing status by its code, dependents under 'Name'", () => {
    const doc = documentOf([
      page([
        ['Form 1040 U.S. Individual Income Tax Return 2023', 50, 50],
        ['Taxpayer name: Dmitri Okafor', 50, 80],
        ['Taxpayer SSN: 918-63-4624', 330, 80],
        ['Spouse name: Ana Okafor', 50, 92],
        ['Filing status: 2', 50, 104],
        ['Name', 50, 130],
        ['SSN', 230, 130],
        ['Relationship', 330, 130],
        ['CTC', 440, 130],
        ['Olivia Okafor', 50, 144],
        ['900-12-6535', 230, 144],
        ['Daughter', 330, 144],
        ['X', 445, 144],
        ['Taxpayer', 330, 170],
        ['Spouse', 430, 170],
        ['Total', 530, 170],
        ['Wages, salaries, tips (Ln 1z)', 50, 184],
        ['60,000.00', 320, 184],
        ['35,000.00', 420, 184],
        ['95,000.00', 520, 184],
        ['Total income (Ln 9) ........................ 96,250.00', 50, 210],
        ['Refunded to you (line 35a) ................. 1,234.00', 50, 222],
        ['Routing (Ln 35b): 021000021', 50, 246],
        ['Type (Ln 35c): Checking', 230, 246],
        ['Account (Ln 35d): 123456789', 400, 246],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2023,
      filingStatus: 'Married filing jointly',
      taxpayerFirstName: 'Dmitri',
      taxpayerLastName: 'Okafor',
      spouseFirstName: 'Ana',
      line1z_wages: 95000,
      line9_totalIncome: 96250,
      line35a_refund: 1234,
      line35b_routingNumber: '021000021',
      line35c_accountType: 'Checking',
      line35d_accountNumber: '123456789',
    });
    expect(r.dependents).toMatchObject([
      {
        firstName: 'Olivia',
        lastName: 'Okafor',
        ssnLast4: '6535',
        relationship: 'Daughter',
        childTaxCredit: true,
      },
    ]);
  });

  it("reads a scan's filing status from the check box's X although a smudge on the line read at confidence 0", () => {
    const w = (text: string, x: number, y: number, confidence = 0.9) => ({
      text,
      x,
      y,
      width: text.length * 4.5,
      height: 8,
      confidence,
    });
    const doc = documentOf([
      {
        pageNumber: 1,
        width: 612,
        height: 792,
        source: 'ocr',
        items: [
          w('Filing', 36, 100),
          w('Status', 66, 100),
          w('Single', 115, 100),
          w('Head', 382, 100),
          w('of', 405, 100),
          w('household', 417, 100),
          w('lincks', 36, 112, 0),
          w('Goly', 66, 112, 0.1),
          { text: 'X', x: 102, y: 111, width: 9, height: 9, confidence: 0.9 },
          w('Married', 115, 112),
          w('filing', 150, 112),
          w('jointly', 180, 112),
        ],
      },
    ]);
    expect(parseIrs1040(doc).fields.filingStatus).toBe('Married filing jointly');
  });

  it("trusts a caption's words over its line reference when a scan misread the number ('(Ln 1z)' as '(Ln 12)')", () => {
    const doc = documentOf([
      page([
        ['Wages, salaries, tips (Ln 12) ..................... 149,524.00', 50, 100],
        ['Standard deduction (Ln 12) ........................ 14,600.00', 50, 112],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({ line1z_wages: 149524, line12_standardDeduction: 14600 });
  });

  it('reads filing statuses by their numbered codes and couples named together', () => {
    expect(filingStatusOf('4 - Head of household')).toBe('Head of household');
    expect(filingStatusOf('3')).toBe('Married filing separately');
    expect(filingStatusOf('FS 1')).toBe('Single');
    expect(namesOf('Ana and Luis Diaz')).toEqual([
      { first: 'Ana', last: 'Diaz' },
      { first: 'Luis', last: 'Diaz' },
    ]);
    expect(namesOf("Ana Diaz & Luis O'Brien")).toEqual([
      { first: 'Ana', last: 'Diaz' },
      { first: 'Luis', last: "O'Brien" },
    ]);
    expect(namesOf('Dmitri')).toEqual([]);
  });
});

describe('parseIrs1040 from a scanned official return (OCR wording)', () => {
  it('reads glued captions, comb boxes and a comma read as a period, and no SSN digits as a line', () => {
    const doc = documentOf([
      page(
        [
          ['Form 1040 U.S. Individual Income Tax Return', 36, 30],
          ['Forthe yearJan. 1-Dec. 31, 2025, or other taxyear beginning', 36, 42],
          ['Your first name and middle initial', 36, 60],
          ['Last name', 240, 60],
          ['Your social security number', 470, 60],
          ['SAM', 40, 72],
          ['LEE', 242, 72],
          // The SSN's comb boxes, a digit misread as "$": no line 9 entry.
          ['9 4 5 1 $209', 472, 72],
          ['Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7a, and 8. This is your totalincome', 113, 160],
          ['145.461', 534, 160],
          ['11a Subtract line10 from line 9. This is youradjusted grossincome', 90, 172],
          ['11a', 485, 172],
          ['141,600', 530, 172],
          ['b Routing number (0 [9 {7 [1 [3 [7 {8 [0 [2', 99, 200],
          ['c Type:', 336, 200],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    const parsed = parseIrs1040(doc);
    expect(parsed.fields.taxYear).toBe(2025);
    expect(parsed.fields.line9_totalIncome).toBe(145461);
    expect(parsed.fields.line11_agi).toBe(141600);
    expect(parsed.fields.line35b_routingNumber).toBe('097137802');
    expect(parsed.fields.taxpayerSSN).toBeNull();
  });

  it('reads an SSN from its comb boxes when each digit is a cell', () => {
    const doc = documentOf([
      page(
        [
          ['Form 1040 U.S. Individual Income Tax Return 2025', 36, 30],
          ["If joint return, spouse's first name and middle initial", 36, 60],
          ['Last name', 254, 60],
          ["Spouse'ssocial security number", 469, 60],
          ['Priya', 36, 72],
          ['Wright', 253, 72],
          ['9', 469, 72],
          ['4', 480, 72],
          ['1 8', 493, 72],
          ['4', 516, 72],
          ['1.46', 529, 72],
          ['3', 564, 72],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    const parsed = parseIrs1040(doc);
    expect(parsed.fields.spouseSSN).toBe('941-84-1463');
    expect(parsed.fields.line9_totalIncome).toBeNull();
  });
});

describe('parseIrs1040 names on a scan whose first-name caption OCR garbled', () => {
  it("reads the first name left of the value under the 'Last name' caption", () => {
    const doc = documentOf([
      page(
        [
          ['Form 1040 U.S. Individual Income Tax Return 2023', 36, 30],
          ['name and', 73, 73],
          ['Last name', 244, 73],
          ['Yoursocisl security number', 474, 73],
          ['Ashley', 40, 86],
          ['Rodriguez', 243, 86],
          ['9841859347', 470, 86],
          ['Home address (number and street). If you have a P.O. box, see instructions.', 42, 124],
          ['4257 Pine Ln', 39, 137],
        ],
        { size: 7, source: 'ocr' },
      ),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      taxpayerFirstName: 'Ashley',
      taxpayerLastName: 'Rodriguez',
    });
  });
});

describe('parseIrs1040 labels of two words ending in an acronym', () => {
  it("reads the spouse's SSN after 'Spouse's SSN' (the cell is a whole label, not a name before 'SSN')", () => {
    const doc = documentOf([
      page([
        ['1040 Return Summary', 36, 40],
        ['Tax Year 2024', 504, 40],
        ['Filing status', 36, 70],
        ['Married filing jointly', 224, 70],
        ['Your first name', 330, 70],
        ['Jennifer', 541, 70],
        ['Last name', 36, 84],
        ['Clark', 280, 84],
        ['Your social security number', 330, 84],
        ['978-45-7993', 524, 84],
        ["Spouse's first name", 36, 98],
        ['Susan', 278, 98],
        ["Spouse's last name", 330, 98],
        ['Clark', 550, 98],
        ["Spouse's SSN", 36, 112],
        ['914-50-2177', 254, 112],
        ['Home address', 306, 112],
        ['4768 Chestnut Ct', 507, 112],
      ]),
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({ taxpayerSSN: '978-45-7993', spouseSSN: '914-50-2177' });
  });
});

describe('parseIrs1040 the official dependents table on a scan (session 12)', () => {
  it('reads rows whose SSN comb and relationship OCR glued into one cell, and no specks as a row', () => {
    const p = page(
      [
        ['Form 1040 U.S. Individual Income Tax Return 2023', 36, 30],
        ['Dependents (see instructions):', 35, 333],
        ['(2) Social security', 281, 333],
        ['(3) Relationship', 359, 333],
        ['(4) Check the box if qualifies for (see instructions):', 418, 333],
        ['more', 42, 341],
        ['(1) First name', 93, 341],
        ['Lastname', 172, 341],
        ['to you', 374, 341],
        ['Child tax credit', 411, 341],
        ['Credit for other dependents', 498, 341],
        ['than four', 35, 354],
        ['Nadia Okafor', 91, 354],
        // The comb starts left of its centred caption; OCR glued it to the relationship.
        ['900123456 Daughter', 268, 354],
        ['X', 451, 354],
        ['dependents,', 35, 366],
        ['Omar Okafor', 95, 366],
        ['900654321 Son', 268, 366],
        ['see instructions', 35, 378],
        // Specks in the empty rows, read at low confidence.
        ['Sentra2', 272, 390],
        ['Shea', 362, 390],
        ['1a Total amount from Form(s) W-2, box 1 (see instructions)', 95, 405],
      ],
      { size: 7, source: 'ocr' },
    );
    // The scan's word boxes (the test font's widths differ from the form's print).
    const boxes: Record<string, [number, number]> = {
      '(3)': [359, 368],
      Relationship: [370, 408],
      '900123456': [268, 348],
      Daughter: [355, 389],
      '900654321': [268, 348],
      Son: [355, 369],
    };
    for (const it of p.items) {
      const b = boxes[it.text];
      if (b) [it.x, it.width] = [b[0], b[1] - b[0]];
      if (/^(?:Sentra2|Shea)$/.test(it.text)) it.confidence = 0.2;
    }
    const parsed = parseIrs1040(documentOf([p]));
    expect(parsed.dependents).toEqual([
      {
        firstName: 'Nadia',
        lastName: 'Okafor',
        ssnLast4: '3456',
        relationship: 'Daughter',
        childTaxCredit: true,
      },
      { firstName: 'Omar', lastName: 'Okafor', ssnLast4: '4321', relationship: 'Son', childTaxCredit: false },
    ]);
  });

  it('gives no SSN digits when a comb read more than nine', () => {
    const p = page(
      [
        ['Dependents (see instructions):', 35, 333],
        ['(2) Social security', 281, 333],
        ['(3) Relationship', 359, 333],
        ['(1) First name', 93, 341],
        ['Child tax credit', 411, 341],
        ['Nadia Okafor', 91, 354],
        ['9001234526 Daughter', 268, 354],
      ],
      { size: 7, source: 'ocr' },
    );
    expect(parseIrs1040(documentOf([p])).dependents?.[0]).toMatchObject({
      firstName: 'Nadia',
      ssnLast4: null,
    });
  });
});

describe('parseIrs1040 the 2025 dependents: one column per dependent (session 12)', () => {
  it('reads the columns under garbled titles and captions, the SSN combs and the child tax credit marks', () => {
    const p = page(
      [
        ['Form 1040 U.S. Individual Income Tax Return 2025', 36, 30],
        ['Dependents xing! Dependent1', 37, 282],
        ['oe Dependent 2 interest asset', 257, 282],
        ['(see', 37, 312],
        ['(1) Firstname', 94, 312],
        ['Nadia', 148, 312],
        ['Omar', 256, 312],
        ['(2) Last', 94, 323],
        ['Okafor', 148, 323],
        ['Okafor', 256, 323],
        ['than four', 37, 336],
        ['@SSN', 94, 336],
        ['9 00/12[3456', 148, 336],
        ['9 00/65/4321', 256, 336],
        ['dependents,', 37, 347],
        ['SERN', 94, 347],
        ['Daughter', 148, 347],
        ['Son', 256, 347],
        ['(6) Check if Full-time student', 93, 385],
        ['(7) Credits', 93, 402],
        ['X Child tax credit', 148, 402],
        ['Credit for other', 210, 402],
        ['Child tax credit', 268, 402],
        ['X Credit for other', 310, 402],
        ['1a Total amount from Form(s) W-2, box 1 (see instructions)', 97, 453],
      ],
      { size: 7, source: 'ocr' },
    );
    expect(parseIrs1040(documentOf([p])).dependents).toEqual([
      {
        firstName: 'Nadia',
        lastName: 'Okafor',
        ssnLast4: '3456',
        relationship: 'Daughter',
        childTaxCredit: true,
      },
      { firstName: 'Omar', lastName: 'Okafor', ssnLast4: '4321', relationship: 'Son', childTaxCredit: false },
    ]);
  });

  it("takes no caption row of the older table (its words are no dependents' names)", () => {
    const p = page(
      [
        ['(1) First name', 93, 341],
        ['Lastname', 172, 341],
        ['Child tax credit', 411, 341],
        ['than four', 35, 354],
      ],
      { size: 7, source: 'ocr' },
    );
    expect(parseIrs1040(documentOf([p])).dependents ?? []).toEqual([]);
  });
});

describe('parseIrs1040 names and ZIP code on a scan (session 12)', () => {
  it("takes no address or form wording as the spouse's name, and reads the ZIP under a garbled caption", () => {
    const p = page(
      [
        ['Form 1040 U.S. Individual Income Tax Return 2023', 36, 30],
        ['Your first name and middle initial', 41, 77],
        ['Last name', 242, 77],
        ['Your social security number', 474, 77],
        ['James', 38, 91],
        ['Allen', 241, 91],
        ["If joint return, spouse's first name and middle initial", 37, 102],
        ['Last name', 242, 102],
        ["Spouse's social security number", 440, 102],
        ['Home address (number and street). If you have a P.O. box, see instructions.', 37, 126],
        ['9577 Chestnut Blvd', 39, 142],
        ['City, town, or post office. If you have a foreign address, also complete spaces below.', 41, 150],
        ['State', 343, 150],
        ['Tap code', 415, 150],
        ['Sacramento', 38, 161],
        ['CA', 366, 161],
        ['95814', 425, 161],
        ['Age/Blindness You:', 35, 320],
        ['Spouse:', 323, 320],
        ['Was born before January 2, 1959', 373, 320],
      ],
      { size: 7, source: 'ocr' },
    );
    const f = parseIrs1040(documentOf([p])).fields;
    expect(f).toMatchObject({
      spouseFirstName: null,
      spouseLastName: null,
      zipCode: '95814',
      city: 'Sacramento',
    });
  });

  it("reads the spouse's last name when OCR garbled the first name", () => {
    const p = page(
      [
        ['Form 1040 U.S. Individual Income Tax Return 2025', 36, 30],
        ["If joint return, spouse's first name and middle initial", 37, 112],
        ['Last name', 257, 112],
        ["Spouse's social security number", 473, 112],
        ['cums', 39, 124],
        ['Johnson', 255, 124],
        ['Home address (number and street). If you have a P.O. box, see instructions.', 37, 132],
      ],
      { size: 7, source: 'ocr' },
    );
    expect(parseIrs1040(documentOf([p])).fields).toMatchObject({
      spouseFirstName: null,
      spouseLastName: 'Johnson',
    });
  });
});

describe('parseIrs1040 more scan readings of the dependents and names (session 12)', () => {
  it("finds the table under 'Firstname' (OCR lost the space), keeps marks out of the relationship, and takes no lower-case speck row", () => {
    const p = page(
      [
        ['Dependents (see instructions):', 36, 353],
        ['(2) Social security', 281, 353],
        ['(3) Relationship', 360, 353],
        ['If more', 36, 365],
        ['Firstname', 105, 365],
        ['number', 297, 365],
        ['to you', 375, 365],
        ['Ahmed Davis', 95, 388],
        ['974954394', 268, 388],
        ['Son', 355, 388],
        ['X', 452, 388],
        ['an.', 131, 397],
        ['TN', 354, 397],
      ],
      { size: 7, source: 'ocr' },
    );
    for (const it of p.items) if (it.text === '974954394') it.width = 81;
    expect(parseIrs1040(documentOf([p])).dependents).toEqual([
      { firstName: 'Ahmed', lastName: 'Davis', ssnLast4: '4394', relationship: 'Son', childTaxCredit: false },
    ]);
  });

  it('reads the 2025 credit marks when the check rows between take many lines', () => {
    const rows: [string, number, number][] = [
      ['(1) First name', 92, 308],
      ['Wei', 148, 308],
      ['(2) Last name', 92, 317],
      ['Thompson', 148, 317],
      ['(3) SSN', 93, 330],
      ['900 11 2505', 148, 330],
      ['(4) Relationship', 93, 343],
      ['Daughter', 255, 343],
    ];
    for (let k = 0; k < 8; k++) rows.push([`check row words ${k}`, 160, 352 + 5 * k]);
    rows.push(['(7) Credits', 93, 398], ['X Child tax credit', 147, 398]);
    const deps = parseIrs1040(documentOf([page(rows, { size: 7, source: 'ocr' })])).dependents;
    expect(deps?.[0]).toMatchObject({
      firstName: 'Wei',
      lastName: 'Thompson',
      ssnLast4: '2505',
      childTaxCredit: true,
    });
  });

  it("takes no caption as a labelled name ('Last name' beside 'Yoursocial security')", () => {
    const p = page(
      [
        ['Form 1040 U.S. Individual Income Tax Return 2024', 36, 30],
        ['Last name', 36, 80],
        ['Yoursocial security', 120, 80],
      ],
      { size: 7, source: 'ocr' },
    );
    expect(parseIrs1040(documentOf([p])).fields.taxpayerLastName).toBeNull();
  });
});

describe('parseIrs1040 a printed dependents table on a scan (session 12)', () => {
  it('keeps an unsurely read SSN and takes the words under the "Last name" caption as the last name', () => {
    const p = page(
      [
        ['Dependents (see instructions):', 31, 261],
        ['(1) First name', 34, 276],
        ['Last name', 134, 276],
        ['(2) Social security', 235, 276],
        ['(3) Relationship', 335, 276],
        ['Michelle', 31, 297],
        ['Thomas', 133, 297],
        ['900-66-1197', 235, 297],
        ['Son', 335, 297],
        ['wid.', 31, 323],
        ['Thomas', 132, 323],
        ['900-22-9073', 235, 323],
        ['Son', 335, 323],
      ],
      { size: 7, source: 'ocr' },
    );
    for (const it of p.items) if (it.text === '900-66-1197' || it.text === 'wid.') it.confidence = 0.2;
    expect(parseIrs1040(documentOf([p])).dependents).toEqual([
      {
        firstName: 'Michelle',
        lastName: 'Thomas',
        ssnLast4: '1197',
        relationship: 'Son',
        childTaxCredit: false,
      },
      { firstName: null, lastName: 'Thomas', ssnLast4: '9073', relationship: 'Son', childTaxCredit: false },
    ]);
  });
});

describe('1040 presentations without a line grid (session 13)', () => {
  it("reads a summary's large figures over their captions, tiles of captions over values, an unlabelled addressee block and status, masked SSNs", () => {
    const top = page([
      ['Your 2024 Tax Return at a Glance', 50, 60],
      ['Ana Diaz and Luis Diaz', 50, 100],
      ['Head of household', 430, 100],
      ['12 Elm St', 50, 112],
      ['Taxpayer SSN: XXX-XX-4321', 430, 112],
      ['Austin, TX 78701', 50, 124],
      ['Wages', 50, 220],
      ['Taxable income', 220, 220],
      ['Total tax', 390, 220],
      ['$61,200.00', 50, 230],
      ['$33,100.00', 220, 230],
      ['$3,512.00', 390, 230],
    ]);
    const figures = page(
      [
        ['$1,250.00', 80, 160],
        ['$72,400.00', 260, 160],
      ],
      { size: 18 },
    );
    const captions = page(
      [
        ['Your federal refund', 85, 176],
        ['Adjusted gross income', 262, 176],
      ],
      { size: 8 },
    );
    const doc = documentOf([{ ...top, items: [...top.items, ...figures.items, ...captions.items] }]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      taxYear: 2024,
      filingStatus: 'Head of household',
      taxpayerFirstName: 'Ana',
      taxpayerLastName: 'Diaz',
      spouseFirstName: 'Luis',
      spouseLastName: 'Diaz',
      homeAddress: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      taxpayerSSN: null,
      taxpayerSsnLast4: '4321',
      line1z_wages: 61200,
      line15_taxableIncome: 33100,
      line24_totalTax: 3512,
      line35a_refund: 1250,
      line11_agi: 72400,
    });
  });

  it("never takes a caption row's values for the empty caption row under it (no spouse on a single return)", () => {
    const doc = documentOf([
      page([
        ['Your first name and middle initial', 40, 100],
        ['Last name', 250, 100],
        ['Your social security number', 430, 100],
        ['Linda', 40, 110],
        ['Miller', 250, 110],
        ['912-34-5678', 430, 110],
        ["Spouse's first name", 40, 124],
        ['Last name', 250, 124],
        ["Spouse's social security number", 430, 124],
        ['Home address (number and street)', 40, 148],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({ taxpayerSSN: '912-34-5678', spouseSSN: null, spouseSsnLast4: null });
    // A comb read with a wall as a tenth digit gives no last four.
    const ten = documentOf([
      page([
        ['Your first name and middle initial', 40, 100],
        ['Last name', 250, 100],
        ['Your social security number', 430, 100],
        ['Susan', 40, 110],
        ['Miller', 250, 110],
        ['9896094238', 430, 110],
      ]),
    ]);
    expect(parseIrs1040(ten).fields).toMatchObject({ taxpayerSSN: null, taxpayerSsnLast4: null });
  });

  it("reads a large-print form's lines: the number again beside an ungrouped amount, an empty box before a split line number, glued column titles, a routing number in a run", () => {
    const doc = documentOf([
      page([
        ['Dependents (see instructions)', 37, 80],
        ['(1) First name', 37, 92],
        ['Last name', 155, 92],
        ['(2) Social security number', 273, 92],
        ['(3) Relationship', 400, 92],
        ['(4) Child tax credit', 496, 92],
        ['Anthony', 37, 106],
        ['Diaz', 155, 106],
        ['980-80-2149', 273, 106],
        ['Daughter', 400, 106],
        ['X', 534, 106],
        ['3b Ordinary dividends', 34, 130],
        ['3b', 465, 130],
        ['7', 34, 145],
        ['Capital gain or (loss)', 54, 145],
        ['7', 472, 145],
        ['16 Tax (see instructions)', 34, 160],
        ['16', 466, 160],
        ['10212', 544, 160],
        ['25d Add lines 25a through 25c', 34, 170],
        ['25d]', 458, 170],
        ['20893)', 540, 170],
        ['b Routing number 060910496 c Type: [X] Checking [ ] Savings', 34, 180],
        // OCR lost 1z's number at the start and read the box's "1z" as "12": no line 12.
        ['Add lines 1a through 1h', 114, 195],
        ['12', 487, 195],
        ['108642', 544, 195],
      ]),
    ]);
    const r = parseIrs1040(doc);
    expect(r.fields).toMatchObject({
      line3b_ordinaryDividends: null,
      line7_capitalGain: null,
      line16_tax: 10212,
      line25d_totalWithholding: 20893,
      line12_standardDeduction: null,
      line35b_routingNumber: '060910496',
    });
    expect(r.dependents).toMatchObject([
      { firstName: 'Anthony', ssnLast4: '2149', relationship: 'Daughter' },
    ]);
  });
});

describe('1040 summaries on scans (session 13)', () => {
  it("passes over leaders' residue OCR read between a label and its amount, but not an amount read unsurely", () => {
    const p = page([]);
    const items = [
      ...run('Total income', 34, 100),
      ...run('FLEE,', 250, 100, 9, 0.4),
      ...run('118,165.00', 500, 100),
      ...run('Standard deduction', 34, 130),
      ...run('i', 250, 130),
      ...run('29,200.00', 500, 130),
      ...run('Dividend income', 34, 160),
      ...run('Hraries', 200, 160, 9, 0.1),
      ...run('HEE', 330, 160, 9, 0.4),
      ...run('0.00', 500, 160),
      ...run('Overpayment', 34, 190),
      ...run('BIOS', 250, 190, 9, 0.2),
      ...run('10.833.00', 500, 190, 9, 0.15),
    ];
    const doc = documentOf([{ ...p, items }]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      line9_totalIncome: 118165,
      line12_standardDeduction: 29200,
      line33_overpayment: null,
    });
    expect(readLabelled(documentLines(doc), LEXICON).get('line3b_ordinaryDividends')?.value).toBe('0.00');
  });
});

describe('1040 boxes drawn as cells, and figures citing their return line (session 14)', () => {
  it("takes a box's amount under its own number, not under the next box's, and reads a pair's second line by its letter", () => {
    const doc = cellDocument([
      [
        ['1a Total amount from Form(s) W-2, box 1 (see instructions)', 40],
        ['1a', 520],
      ],
      [['103,987.00', 580, 'r']],
      [
        ['3a Qualified dividends', 40],
        ['3a', 250],
        ['b Ordinary dividends', 300],
        ['3b', 520],
      ],
      [
        ['1,491.00', 290, 'r'],
        ['2,485.00', 580, 'r'],
      ],
      [
        ['25c Other forms (see instructions)', 40],
        ['25c', 250],
        ['d Add lines 25a through 25c', 300],
        ['25d', 520],
      ],
      [['6,239.00', 580, 'r']],
      [
        ['27 Earned income credit (EIC)', 40],
        ['27', 250],
        ['Additional child tax credit from Schedule 8812', 300],
        ['28', 520],
      ],
      [
        ['29 American opportunity credit from Form 8863, line 8', 40],
        ['29', 250],
        ['Amount from Schedule 3, line 15', 300],
        ['31', 520],
      ],
    ]);
    // Before: 25a 103,987 (the 1a caption quotes "Form(s) W-2"), 25c 6,239 (the amount under 25d),
    // no 3b, and EIC 28 / American opportunity credit 31 (the next box's number).
    expect(parseIrs1040(doc).fields).toMatchObject({
      line3b_ordinaryDividends: 2485,
      line25a_w2Withholding: null,
      line25c_otherWithholding: null,
      line25d_totalWithholding: 6239,
      line27_eic: null,
      line29_americanOpportunityCredit: null,
    });
  });

  it("reads Form 8879's figures by the return line each caption cites, not by the 8879's own numbers", () => {
    const doc = cellDocument([
      [
        ['Form 8879', 40],
        ['IRS e-file Signature Authorization', 200],
        ['2024', 560],
      ],
      [
        ['1', 40],
        ['Adjusted gross income (Form 1040, 1040-SR, or 1040-NR, line 11) . . . . .', 55],
        ['1', 500],
        ['106472', 580, 'r'],
      ],
      [
        ['2', 40],
        ['Total tax (Form 1040, 1040-SR, or 1040-NR, line 24) . . . . . . . .', 55],
        ['2', 500],
        ['9659', 580, 'r'],
      ],
      [
        ['3', 40],
        ['Federal income tax withheld (Form 1040, 1040-SR, or 1040-NR, line 25d)', 55],
        ['3', 500],
        ['6239', 580, 'r'],
      ],
      [
        ['4', 40],
        ['Amount you want refunded to you (Form 1040, 1040-SR, or 1040-NR, line 35a) . . .', 55],
        ['4', 500],
      ],
    ]);
    expect(parseIrs1040(doc).fields).toMatchObject({
      line11_agi: 106472,
      line24_totalTax: 9659,
      line25d_totalWithholding: 6239,
      line35a_refund: null,
    });
  });
});
