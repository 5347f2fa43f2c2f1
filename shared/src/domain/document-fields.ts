// Extraction output of each extractable type (spec part 2 §3): the scalar `fields` object and the
// child rows beside it. Every scalar is optional and nullable because a document may not show it;
// amounts are numbers, dates are YYYY-MM-DD. Sensitive identifiers appear under their plain
// names here (accountNumber, employeeId, SSNs), marked with `identifier(mask, view)` (the one
// definition, see sensitive-fields.ts); the spec's encrypted* names are storage names.
import * as z from 'zod';
import { IRS_1099_VARIANTS, type ExtractableTypeCode } from './document-types';
import { identifier, sensitiveFieldsOf, type SensitiveFieldSpec } from './sensitive-fields';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date')
  .nullable()
  .optional();
const money = z.number().nullable().optional();
const text = z.string().nullable().optional();
const flag = z.boolean().nullable().optional();
const year = z.number().int().nullable().optional();

// ----- Bank statement
export const bankStatementFieldsSchema = z.object({
  bankName: text,
  accountHolderName: text,
  accountName: text,
  accountNumber: identifier('last4', 'masked'),
  address: text,
  city: text,
  state: text,
  zipCode: text,
  statementStartDate: isoDate,
  statementEndDate: isoDate,
  beginningBalance: money,
  endingBalance: money,
  totalDeposits: money,
  totalWithdrawals: money,
});
export const CREDIT_DEBIT = ['credit', 'debit'] as const;
export const bankTransactionSchema = z.object({
  transactionDate: isoDate,
  description: text,
  creditDebit: z.enum(CREDIT_DEBIT).nullable().optional(),
  /** Positive; the direction is in creditDebit. */
  amount: z.number().nonnegative().nullable().optional(),
  /** Running balance after the row, when the statement prints one. */
  balance: money,
});

// ----- Credit card statement
export const creditCardStatementFieldsSchema = z.object({
  cardIssuer: text,
  cardHolderName: text,
  /** Last digits as printed. */
  accountNumber: identifier('printedLast4', 'masked'),
  statementStartDate: isoDate,
  statementEndDate: isoDate,
  paymentDueDate: isoDate,
  minimumPaymentDue: money,
  newBalance: money,
  previousBalance: money,
  totalPurchases: money,
  totalPayments: money,
  totalFees: money,
  totalInterest: money,
  creditLimit: money,
  availableCredit: money,
  /** Percent, e.g. 24.99. */
  apr: money,
});
export const CARD_TRANSACTION_TYPES = [
  'purchase',
  'payment',
  'fee',
  'interest',
  'refund',
  'cash_advance',
] as const;
export type CardTransactionType = (typeof CARD_TRANSACTION_TYPES)[number];
export const creditCardTransactionSchema = z.object({
  transactionDate: isoDate,
  postDate: isoDate,
  description: text,
  merchant: text,
  category: text,
  transactionType: z.enum(CARD_TRANSACTION_TYPES).nullable().optional(),
  amount: z.number().nonnegative().nullable().optional(),
});

// ----- Invoice
export const invoiceFieldsSchema = z.object({
  invoiceNumber: text,
  invoiceDate: isoDate,
  dueDate: isoDate,
  paymentTerms: text,
  vendorName: text,
  vendorAddress: text,
  customerName: text,
  customerAddress: text,
  subtotal: money,
  taxAmount: money,
  totalAmount: money,
  /** ISO 4217 code, e.g. USD, EUR. */
  currency: text,
});
export const invoiceLineItemSchema = z.object({
  lineNumber: z.number().int().nullable().optional(),
  description: text,
  quantity: money,
  unitPrice: money,
  amount: money,
  category: text,
});

// ----- Payslip
export const payslipFieldsSchema = z.object({
  employeeName: text,
  employeeId: identifier('last4', 'masked'),
  employerName: text,
  employerAddress: text,
  payPeriodStartDate: isoDate,
  payPeriodEndDate: isoDate,
  payDate: isoDate,
  payFrequency: text,
  grossPay: money,
  netPay: money,
  totalDeductions: money,
  ytdGrossPay: money,
  ytdDeductions: money,
  ytdNetPay: money,
});
export const PAYSLIP_ITEM_TYPES = ['earning', 'deduction'] as const;
export const DEDUCTION_CATEGORIES = ['taxes', 'benefits', 'other'] as const;
export const payslipLineItemSchema = z.object({
  itemType: z.enum(PAYSLIP_ITEM_TYPES).nullable().optional(),
  description: text,
  category: text,
  amount: money,
  ytdAmount: money,
  hours: money,
  rate: money,
  deductionCategory: z.enum(DEDUCTION_CATEGORIES).nullable().optional(),
});

// ----- W-2
export const w2FieldsSchema = z.object({
  taxYear: year,
  employeeName: text,
  employeeSSN: identifier('last4', 'masked'),
  employeeAddress: text,
  employeeCity: text,
  employeeState: text,
  employeeZipCode: text,
  employerName: text,
  employerEIN: identifier('last4', 'masked'),
  employerAddress: text,
  employerCity: text,
  employerState: text,
  employerZipCode: text,
  controlNumber: text,
  box1_wages: money,
  box2_federalTaxWithheld: money,
  box3_socialSecurityWages: money,
  box4_socialSecurityTaxWithheld: money,
  box5_medicareWages: money,
  box6_medicareTaxWithheld: money,
  box7_socialSecurityTips: money,
  box8_allocatedTips: money,
  box10_dependentCareBenefits: money,
  box11_nonqualifiedPlans: money,
  box13_statutoryEmployee: flag,
  box13_retirementPlan: flag,
  box13_thirdPartySickPay: flag,
});
export const w2Box12Schema = z.object({
  code: text,
  codeType: text,
  amount: money,
});
export const w2Box14Schema = z.object({
  description: text,
  amount: money,
});
export const w2StateTaxSchema = z.object({
  state: text,
  employerStateId: text,
  stateWages: money,
  stateIncomeTax: money,
  localWages: money,
  localIncomeTax: money,
  locality: text,
});

// ----- IRS 1040 (the spec's line names follow an older numbering after line 30; kept as named)
export const irs1040FieldsSchema = z.object({
  taxYear: year,
  filingStatus: text,
  taxpayerFirstName: text,
  taxpayerLastName: text,
  /** Shown only through taxpayerSsnLast4. */
  taxpayerSSN: identifier('last4', 'omitted'),
  taxpayerSsnLast4: text,
  homeAddress: text,
  city: text,
  state: text,
  zipCode: text,
  spouseFirstName: text,
  spouseLastName: text,
  spouseSSN: identifier('last4', 'omitted'),
  spouseSsnLast4: text,
  line1z_wages: money,
  line2b_taxableInterest: money,
  line3b_ordinaryDividends: money,
  line7_capitalGain: money,
  line8_additionalIncome: money,
  line9_totalIncome: money,
  line10_adjustments: money,
  line11_agi: money,
  line12_standardDeduction: money,
  line15_taxableIncome: money,
  line16_tax: money,
  line22_taxAfterCredits: money,
  line24_totalTax: money,
  line25a_w2Withholding: money,
  line25b_1099Withholding: money,
  line25c_otherWithholding: money,
  line25d_totalWithholding: money,
  line26_estimatedPayments: money,
  line27_eic: money,
  line28_additionalChildTaxCredit: money,
  line29_americanOpportunityCredit: money,
  line30_schedule3Line15: money,
  line32_totalPayments: money,
  line33_overpayment: money,
  line34_refundAmount: money,
  line35a_refund: money,
  line35b_routingNumber: identifier('last4', 'masked'),
  line35c_accountType: text,
  line35d_accountNumber: identifier('last4', 'masked'),
  line36_amountYouOwe: money,
  line37_estimatedTaxPenalty: money,
});
export const irs1040DependentSchema = z.object({
  firstName: text,
  lastName: text,
  ssnLast4: text,
  relationship: text,
  childTaxCredit: flag,
});

// ----- IRS 1099 (one schema over the four variants; boxes a variant does not have stay null)
export const irs1099FieldsSchema = z.object({
  formVariant: z.enum(IRS_1099_VARIANTS).nullable().optional(),
  taxYear: year,
  payerName: text,
  payerTIN: identifier('last4', 'masked'),
  recipientName: text,
  recipientTIN: identifier('last4', 'masked'),
  accountNumber: identifier('last4', 'masked'),
  // NEC
  box1_nonemployeeCompensation: money,
  // MISC
  box1_rents: money,
  box2_royalties: money,
  box3_otherIncome: money,
  box6_medicalPayments: money,
  box10_grossProceedsAttorney: money,
  // INT
  box1_interestIncome: money,
  box2_earlyWithdrawalPenalty: money,
  box3_treasuryInterest: money,
  box8_taxExemptInterest: money,
  // DIV
  box1a_totalOrdinaryDividends: money,
  box1b_qualifiedDividends: money,
  box2a_totalCapitalGain: money,
  box5_section199A: money,
  box7_foreignTaxPaid: money,
  // all variants
  box4_federalTaxWithheld: money,
});

// ----- Financial statements
export const profitLossFieldsSchema = z.object({
  companyName: text,
  reportDate: isoDate,
  periodStartDate: isoDate,
  periodEndDate: isoDate,
  totalRevenue: money,
  totalExpenses: money,
  netIncome: money,
});
export const profitLossLineItemSchema = z.object({
  section: z.enum(['revenue', 'expenses']).nullable().optional(),
  accountName: text,
  category: text,
  amount: money,
});

export const balanceSheetFieldsSchema = z.object({
  companyName: text,
  reportDate: isoDate,
  periodEndDate: isoDate,
  totalAssets: money,
  totalLiabilities: money,
  totalEquity: money,
});
export const balanceSheetLineItemSchema = z.object({
  section: z.enum(['assets', 'liabilities', 'equity']).nullable().optional(),
  accountName: text,
  category: text,
  amount: money,
});

export const cashFlowFieldsSchema = z.object({
  companyName: text,
  reportDate: isoDate,
  periodStartDate: isoDate,
  periodEndDate: isoDate,
  operatingCashFlow: money,
  investingCashFlow: money,
  financingCashFlow: money,
  netCashFlow: money,
  beginningCash: money,
  endingCash: money,
});
export const cashFlowLineItemSchema = z.object({
  section: z.enum(['operating', 'investing', 'financing']).nullable().optional(),
  accountName: text,
  category: text,
  amount: money,
});

/** Child arrays of an extraction result (same names as the extraction contract). */
export type ChildArrayName =
  'transactions' | 'lineItems' | 'box12_codes' | 'box14_other' | 'stateTaxInfo' | 'dependents';

export interface DocumentFieldSchema {
  fields: z.ZodObject;
  children: Partial<Record<ChildArrayName, z.ZodObject>>;
}

export const DOCUMENT_FIELD_SCHEMAS: Record<ExtractableTypeCode, DocumentFieldSchema> = {
  bank_statement: { fields: bankStatementFieldsSchema, children: { transactions: bankTransactionSchema } },
  credit_card_statement: {
    fields: creditCardStatementFieldsSchema,
    children: { transactions: creditCardTransactionSchema },
  },
  invoice: { fields: invoiceFieldsSchema, children: { lineItems: invoiceLineItemSchema } },
  payslip: { fields: payslipFieldsSchema, children: { lineItems: payslipLineItemSchema } },
  w2: {
    fields: w2FieldsSchema,
    children: { box12_codes: w2Box12Schema, box14_other: w2Box14Schema, stateTaxInfo: w2StateTaxSchema },
  },
  irs_1040: { fields: irs1040FieldsSchema, children: { dependents: irs1040DependentSchema } },
  irs_1099: { fields: irs1099FieldsSchema, children: {} },
  profit_loss: { fields: profitLossFieldsSchema, children: { lineItems: profitLossLineItemSchema } },
  balance_sheet: { fields: balanceSheetFieldsSchema, children: { lineItems: balanceSheetLineItemSchema } },
  cash_flow: { fields: cashFlowFieldsSchema, children: { lineItems: cashFlowLineItemSchema } },
};

/**
 * Sensitive identifiers of each type, by field name, with how each is masked: derived from the
 * `identifier()` marks above, the one list the worker (sealing), the views and the exports follow.
 */
export const SENSITIVE_FIELDS: Readonly<
  Record<ExtractableTypeCode, Readonly<Record<string, SensitiveFieldSpec>>>
> = Object.fromEntries(
  Object.entries(DOCUMENT_FIELD_SCHEMAS).map(([type, s]) => [type, sensitiveFieldsOf(s.fields)]),
) as Record<ExtractableTypeCode, Readonly<Record<string, SensitiveFieldSpec>>>;

/** Names of a type's sensitive fields (none for `other`). */
export function sensitiveFieldNames(type: string): string[] {
  return Object.keys(SENSITIVE_FIELDS[type as ExtractableTypeCode] ?? {});
}

/** Scalar field names of a type, in schema order (for CLI output and the UI's edit forms). */
export function fieldNamesOf(type: ExtractableTypeCode): string[] {
  return Object.keys(DOCUMENT_FIELD_SCHEMAS[type].fields.shape);
}

export type BankStatementFields = z.infer<typeof bankStatementFieldsSchema>;
export type BankTransaction = z.infer<typeof bankTransactionSchema>;
export type CreditCardStatementFields = z.infer<typeof creditCardStatementFieldsSchema>;
export type CreditCardTransaction = z.infer<typeof creditCardTransactionSchema>;
export type InvoiceFields = z.infer<typeof invoiceFieldsSchema>;
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;
export type PayslipFields = z.infer<typeof payslipFieldsSchema>;
export type PayslipLineItem = z.infer<typeof payslipLineItemSchema>;
export type W2Fields = z.infer<typeof w2FieldsSchema>;
export type Irs1040Fields = z.infer<typeof irs1040FieldsSchema>;
export type Irs1099Fields = z.infer<typeof irs1099FieldsSchema>;
export type ProfitLossFields = z.infer<typeof profitLossFieldsSchema>;
export type BalanceSheetFields = z.infer<typeof balanceSheetFieldsSchema>;
export type CashFlowFields = z.infer<typeof cashFlowFieldsSchema>;
