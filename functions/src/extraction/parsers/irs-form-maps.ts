// Official IRS AcroForm widget names → our field names.
//
// How these were derived (once, by hand-checked script; re-derive the same way for a new form year):
// - W-2: the 2024 Copy B "placeholders" PDF of idp_data_generator (corpus irs_forms/w2_idp_data_generator)
//   ships every text widget filled with its semantic key (f2_09 = "wages", f2_01 = "ssn", …); box 9
//   (f2_17) and box 14 (f2_28) hold no key and were placed by their rectangles under the printed
//   "9" and "14 Other" labels; c2_2…c2_4 sit under "Statutory employee", "Retirement plan",
//   "Third-party sick pay".
// - 1040 (2023, 2024, 2025): UsTaxes stripped the tooltips, so for every widget of the
//   corpus' f1040_<year>.fields.json we read the form's own text layer (pdfjs) and took the
//   printed line number/label on the same row to the left of the widget rectangle (amount
//   columns end with "… 1z", "… 9", "… 25a"), the caption just above it (names, SSNs, address),
//   and for check boxes the caption to their right ("Single", "Head of household (HOH)",
//   "Checking"/"Savings", the "Child tax credit" column). The round-trip tests fill these widgets with
//   pdf-lib and read them back through the parser.
//
// References are the widget's terminal name, prefixed by its parent where the terminal name is
// ambiguous (2024 and 2025 split one check-box group across two parents).

export type FieldRef = string;

export interface CheckOption<T> {
  ref: FieldRef;
  /** The widget's on-state without the leading slash ("1", "2", …). */
  onState: string;
  value: T;
}

export const FILING_STATUSES = [
  'Single',
  'Married filing jointly',
  'Married filing separately',
  'Head of household',
  'Qualifying surviving spouse',
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

// ---------------------------------------------------------------------------------------------- W-2

export interface W2StateRowRefs {
  state: FieldRef;
  employerStateId: FieldRef;
  stateWages: FieldRef;
  stateIncomeTax: FieldRef;
  localWages: FieldRef;
  localIncomeTax: FieldRef;
  locality: FieldRef;
}

export interface W2FormMap {
  /** Value widgets → W-2 scalar fields (amounts, identifiers). */
  values: Record<FieldRef, string>;
  employeeFirstName: FieldRef;
  employeeLastName: FieldRef;
  employeeSuffix: FieldRef;
  /** Multi-line: street, then "City, ST 12345". */
  employeeAddressBlock: FieldRef;
  /** Multi-line: name, street, "City, ST 12345". */
  employerNameAddressBlock: FieldRef;
  box12: { code: FieldRef; amount: FieldRef }[];
  box13: CheckOption<'box13_statutoryEmployee' | 'box13_retirementPlan' | 'box13_thirdPartySickPay'>[];
  /** Multi-line free text: "DESCRIPTION amount" per line. */
  box14: FieldRef;
  states: W2StateRowRefs[];
}

export const W2_2024_COPY_B: W2FormMap = {
  values: {
    'f2_01[0]': 'employeeSSN',
    'f2_02[0]': 'employerEIN',
    'f2_04[0]': 'controlNumber',
    'f2_09[0]': 'box1_wages',
    'f2_10[0]': 'box2_federalTaxWithheld',
    'f2_11[0]': 'box3_socialSecurityWages',
    'f2_12[0]': 'box4_socialSecurityTaxWithheld',
    'f2_13[0]': 'box5_medicareWages',
    'f2_14[0]': 'box6_medicareTaxWithheld',
    'f2_15[0]': 'box7_socialSecurityTips',
    'f2_16[0]': 'box8_allocatedTips',
    'f2_18[0]': 'box10_dependentCareBenefits',
    'f2_19[0]': 'box11_nonqualifiedPlans',
  },
  employeeFirstName: 'f2_05[0]',
  employeeLastName: 'f2_06[0]',
  employeeSuffix: 'f2_07[0]',
  employeeAddressBlock: 'f2_08[0]',
  employerNameAddressBlock: 'f2_03[0]',
  box12: [
    { code: 'f2_20[0]', amount: 'f2_21[0]' },
    { code: 'f2_22[0]', amount: 'f2_23[0]' },
    { code: 'f2_24[0]', amount: 'f2_25[0]' },
    { code: 'f2_26[0]', amount: 'f2_27[0]' },
  ],
  box13: [
    { ref: 'c2_2[0]', onState: '1', value: 'box13_statutoryEmployee' },
    { ref: 'c2_3[0]', onState: '1', value: 'box13_retirementPlan' },
    { ref: 'c2_4[0]', onState: '1', value: 'box13_thirdPartySickPay' },
  ],
  box14: 'f2_28[0]',
  states: [
    {
      state: 'f2_29[0]',
      employerStateId: 'f2_30[0]',
      stateWages: 'f2_33[0]',
      stateIncomeTax: 'f2_35[0]',
      localWages: 'f2_37[0]',
      localIncomeTax: 'f2_39[0]',
      locality: 'f2_41[0]',
    },
    {
      state: 'f2_31[0]',
      employerStateId: 'f2_32[0]',
      stateWages: 'f2_34[0]',
      stateIncomeTax: 'f2_36[0]',
      localWages: 'f2_38[0]',
      localIncomeTax: 'f2_40[0]',
      locality: 'f2_42[0]',
    },
  ],
};

// --------------------------------------------------------------------------------------------- 1040

export interface Irs1040DependentRefs {
  /** 2023/2024 print first and last name in one widget; 2025 has one widget each. */
  name?: FieldRef;
  firstName?: FieldRef;
  lastName?: FieldRef;
  ssn: FieldRef;
  relationship: FieldRef;
  childTaxCredit: CheckOption<true>;
}

export interface Irs1040FormMap {
  year: number;
  /** Widget whose presence identifies this revision among the others. */
  signature: FieldRef[];
  /** Value widgets → 1040 fields (spec names, mapped by meaning; see DESIGN §10). */
  values: Record<string, FieldRef>;
  aptNo: FieldRef;
  filingStatus: CheckOption<FilingStatus>[];
  accountType: CheckOption<'Checking' | 'Savings'>[];
  dependents: Irs1040DependentRefs[];
}

// Page 2 of 2023 and 2024 is the same layout.
const PAGE2_2023_2024: Record<string, FieldRef> = {
  line16_tax: 'f2_02[0]',
  line22_taxAfterCredits: 'f2_08[0]',
  line24_totalTax: 'f2_10[0]',
  line25a_w2Withholding: 'f2_11[0]',
  line25b_1099Withholding: 'f2_12[0]',
  line25c_otherWithholding: 'f2_13[0]',
  line25d_totalWithholding: 'f2_14[0]',
  line26_estimatedPayments: 'f2_15[0]',
  line27_eic: 'f2_16[0]',
  line28_additionalChildTaxCredit: 'f2_17[0]',
  line29_americanOpportunityCredit: 'f2_18[0]',
  // Printed line 31 "Amount from Schedule 3, line 15" (line 30 is reserved on these forms).
  line30_schedule3Line15: 'f2_20[0]',
  line32_totalPayments: 'f2_22[0]', // printed 33
  line33_overpayment: 'f2_23[0]', // printed 34
  line34_refundAmount: 'f2_24[0]', // printed 35a
  line35a_refund: 'f2_24[0]',
  line35b_routingNumber: 'RoutingNo[0].f2_25[0]',
  line35d_accountNumber: 'AccountNo[0].f2_26[0]',
  line36_amountYouOwe: 'f2_28[0]', // printed 37
  line37_estimatedTaxPenalty: 'f2_29[0]', // printed 38
};

const ACCOUNT_TYPE_2023_2024: CheckOption<'Checking' | 'Savings'>[] = [
  { ref: 'Page2[0].c2_5[0]', onState: '1', value: 'Checking' },
  { ref: 'Page2[0].c2_5[1]', onState: '2', value: 'Savings' },
];

export const IRS_1040_2023: Irs1040FormMap = {
  year: 2023,
  signature: ['Page1[0].c1_3[4]', 'Row1[0].f1_19[0]'],
  values: {
    taxpayerFirstName: 'f1_04[0]',
    taxpayerLastName: 'f1_05[0]',
    taxpayerSSN: 'f1_06[0]',
    spouseFirstName: 'f1_07[0]',
    spouseLastName: 'f1_08[0]',
    spouseSSN: 'f1_09[0]',
    homeAddress: 'f1_10[0]',
    city: 'f1_12[0]',
    state: 'f1_13[0]',
    zipCode: 'f1_14[0]',
    line1z_wages: 'f1_40[0]',
    line2b_taxableInterest: 'f1_42[0]',
    line3b_ordinaryDividends: 'f1_44[0]',
    line7_capitalGain: 'f1_51[0]',
    line8_additionalIncome: 'f1_52[0]',
    line9_totalIncome: 'f1_53[0]',
    line10_adjustments: 'f1_54[0]',
    line11_agi: 'f1_55[0]',
    line12_standardDeduction: 'f1_56[0]',
    line15_taxableIncome: 'f1_59[0]',
    ...PAGE2_2023_2024,
  },
  aptNo: 'f1_11[0]',
  filingStatus: [
    { ref: 'Page1[0].c1_3[0]', onState: '1', value: 'Single' },
    { ref: 'Page1[0].c1_3[1]', onState: '2', value: 'Head of household' },
    { ref: 'Page1[0].c1_3[2]', onState: '3', value: 'Married filing jointly' },
    { ref: 'Page1[0].c1_3[3]', onState: '4', value: 'Married filing separately' },
    { ref: 'Page1[0].c1_3[4]', onState: '5', value: 'Qualifying surviving spouse' },
  ],
  accountType: ACCOUNT_TYPE_2023_2024,
  dependents: [
    {
      name: 'f1_19[0]',
      ssn: 'f1_20[0]',
      relationship: 'f1_21[0]',
      childTaxCredit: { ref: 'c1_13[0]', onState: '1', value: true },
    },
    {
      name: 'f1_22[0]',
      ssn: 'f1_23[0]',
      relationship: 'f1_24[0]',
      childTaxCredit: { ref: 'c1_15[0]', onState: '1', value: true },
    },
    {
      name: 'f1_25[0]',
      ssn: 'f1_26[0]',
      relationship: 'f1_27[0]',
      childTaxCredit: { ref: 'c1_17[0]', onState: '1', value: true },
    },
    {
      name: 'f1_28[0]',
      ssn: 'f1_29[0]',
      relationship: 'f1_30[0]',
      childTaxCredit: { ref: 'c1_19[0]', onState: '1', value: true },
    },
  ],
};

export const IRS_1040_2024: Irs1040FormMap = {
  year: 2024,
  signature: ['FilingStatus_ReadOrder[0].c1_3[0]', 'Row1[0].f1_20[0]', 'f1_60[0]'],
  values: {
    taxpayerFirstName: 'f1_04[0]',
    taxpayerLastName: 'f1_05[0]',
    taxpayerSSN: 'f1_06[0]',
    spouseFirstName: 'f1_07[0]',
    spouseLastName: 'f1_08[0]',
    spouseSSN: 'f1_09[0]',
    homeAddress: 'f1_10[0]',
    city: 'f1_12[0]',
    state: 'f1_13[0]',
    zipCode: 'f1_14[0]',
    line1z_wages: 'f1_41[0]',
    line2b_taxableInterest: 'f1_43[0]',
    line3b_ordinaryDividends: 'f1_45[0]',
    line7_capitalGain: 'f1_52[0]',
    line8_additionalIncome: 'f1_53[0]',
    line9_totalIncome: 'f1_54[0]',
    line10_adjustments: 'f1_55[0]',
    line11_agi: 'f1_56[0]',
    line12_standardDeduction: 'f1_57[0]',
    line15_taxableIncome: 'f1_60[0]',
    ...PAGE2_2023_2024,
  },
  aptNo: 'f1_11[0]',
  filingStatus: [
    { ref: 'FilingStatus_ReadOrder[0].c1_3[0]', onState: '1', value: 'Single' },
    { ref: 'FilingStatus_ReadOrder[0].c1_3[1]', onState: '3', value: 'Married filing jointly' },
    { ref: 'FilingStatus_ReadOrder[0].c1_3[2]', onState: '4', value: 'Married filing separately' },
    { ref: 'Page1[0].c1_3[0]', onState: '2', value: 'Head of household' },
    { ref: 'Page1[0].c1_3[1]', onState: '5', value: 'Qualifying surviving spouse' },
  ],
  accountType: ACCOUNT_TYPE_2023_2024,
  dependents: [
    {
      name: 'f1_20[0]',
      ssn: 'f1_21[0]',
      relationship: 'f1_22[0]',
      childTaxCredit: { ref: 'c1_14[0]', onState: '1', value: true },
    },
    {
      name: 'f1_23[0]',
      ssn: 'f1_24[0]',
      relationship: 'f1_25[0]',
      childTaxCredit: { ref: 'c1_16[0]', onState: '1', value: true },
    },
    {
      name: 'f1_26[0]',
      ssn: 'f1_27[0]',
      relationship: 'f1_28[0]',
      childTaxCredit: { ref: 'c1_18[0]', onState: '1', value: true },
    },
    {
      name: 'f1_29[0]',
      ssn: 'f1_30[0]',
      relationship: 'f1_31[0]',
      childTaxCredit: { ref: 'c1_20[0]', onState: '1', value: true },
    },
  ],
};

export const IRS_1040_2025: Irs1040FormMap = {
  year: 2025,
  signature: ['Checkbox_ReadOrder[0].c1_8[0]', 'f1_75[0]', 'Dependent1[0].c1_28[0]'],
  values: {
    taxpayerFirstName: 'f1_14[0]',
    taxpayerLastName: 'f1_15[0]',
    taxpayerSSN: 'f1_16[0]',
    spouseFirstName: 'f1_17[0]',
    spouseLastName: 'f1_18[0]',
    spouseSSN: 'f1_19[0]',
    homeAddress: 'f1_20[0]',
    city: 'f1_22[0]',
    state: 'f1_23[0]',
    zipCode: 'f1_24[0]',
    line1z_wages: 'f1_57[0]',
    line2b_taxableInterest: 'f1_59[0]',
    line3b_ordinaryDividends: 'f1_61[0]',
    line7_capitalGain: 'f1_70[0]', // printed 7a
    line8_additionalIncome: 'f1_72[0]',
    line9_totalIncome: 'f1_73[0]',
    line10_adjustments: 'f1_74[0]',
    line11_agi: 'f1_75[0]', // printed 11a; repeated as 11b (f2_01) on page 2
    line12_standardDeduction: 'f2_02[0]', // printed 12e
    line15_taxableIncome: 'f2_06[0]',
    line16_tax: 'f2_08[0]',
    line22_taxAfterCredits: 'f2_14[0]',
    line24_totalTax: 'f2_16[0]',
    line25a_w2Withholding: 'f2_17[0]',
    line25b_1099Withholding: 'f2_18[0]',
    line25c_otherWithholding: 'f2_19[0]',
    line25d_totalWithholding: 'f2_20[0]',
    line26_estimatedPayments: 'f2_21[0]',
    line27_eic: 'f2_23[0]', // printed 27a
    line28_additionalChildTaxCredit: 'f2_24[0]',
    line29_americanOpportunityCredit: 'f2_25[0]',
    line30_schedule3Line15: 'f2_27[0]', // printed 31; 2025 line 30 is the refundable adoption credit
    line32_totalPayments: 'f2_29[0]',
    line33_overpayment: 'f2_30[0]',
    line34_refundAmount: 'f2_31[0]',
    line35a_refund: 'f2_31[0]',
    line35b_routingNumber: 'RoutingNo[0].f2_32[0]',
    line35d_accountNumber: 'AccountNo[0].f2_33[0]',
    line36_amountYouOwe: 'f2_35[0]',
    line37_estimatedTaxPenalty: 'f2_36[0]',
  },
  aptNo: 'f1_21[0]',
  filingStatus: [
    { ref: 'Checkbox_ReadOrder[0].c1_8[0]', onState: '1', value: 'Single' },
    { ref: 'Checkbox_ReadOrder[0].c1_8[1]', onState: '2', value: 'Married filing jointly' },
    { ref: 'Checkbox_ReadOrder[0].c1_8[2]', onState: '3', value: 'Married filing separately' },
    { ref: 'Page1[0].c1_8[0]', onState: '4', value: 'Head of household' },
    { ref: 'Page1[0].c1_8[1]', onState: '5', value: 'Qualifying surviving spouse' },
  ],
  accountType: [
    { ref: 'Page2[0].c2_16[0]', onState: '1', value: 'Checking' },
    { ref: 'Page2[0].c2_16[1]', onState: '2', value: 'Savings' },
  ],
  dependents: [1, 2, 3, 4].map((i) => ({
    firstName: `f1_${30 + i}[0]`,
    lastName: `f1_${34 + i}[0]`,
    ssn: `f1_${38 + i}[0]`,
    relationship: `f1_${42 + i}[0]`,
    childTaxCredit: { ref: `Dependent${i}[0].c1_${27 + i}[0]`, onState: '1', value: true as const },
  })),
};

export const IRS_1040_FORM_MAPS: readonly Irs1040FormMap[] = [IRS_1040_2023, IRS_1040_2024, IRS_1040_2025];
