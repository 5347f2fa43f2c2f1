// Per-type detail views (spec part 2 §2.5, §3): the header (documentDetailBaseSchema), the type's
// fields, its child rows with stable ids and per-field confidence, and the checks. Sensitive
// identifiers never appear in clear: each is replaced by the stored masked copy (last 4 characters;
// values of 4 or fewer characters fully masked).
import * as z from 'zod';
import {
  balanceSheetFieldsSchema,
  balanceSheetLineItemSchema,
  bankStatementFieldsSchema,
  bankTransactionSchema,
  cashFlowFieldsSchema,
  cashFlowLineItemSchema,
  creditCardStatementFieldsSchema,
  creditCardTransactionSchema,
  invoiceFieldsSchema,
  invoiceLineItemSchema,
  irs1040DependentSchema,
  irs1040FieldsSchema,
  irs1099FieldsSchema,
  payslipFieldsSchema,
  payslipLineItemSchema,
  profitLossFieldsSchema,
  profitLossLineItemSchema,
  w2Box12Schema,
  w2Box14Schema,
  w2FieldsSchema,
  w2StateTaxSchema,
} from '../../domain/document-fields';
import { childRowBaseSchema, documentDetailBaseSchema } from './documents';

const masked = z.string().nullable();

/** Sensitive fields of each type: stored encrypted, shown as `<field>Masked` (DESIGN §8). */
export const SENSITIVE_FIELDS = {
  bank_statement: ['accountNumber'],
  credit_card_statement: ['accountNumber'],
  payslip: ['employeeId'],
  w2: ['employeeSSN', 'employerEIN'],
  irs_1040: ['taxpayerSSN', 'spouseSSN', 'line35b_routingNumber', 'line35d_accountNumber'],
  irs_1099: ['payerTIN', 'recipientTIN', 'accountNumber'],
  invoice: [],
  profit_loss: [],
  balance_sheet: [],
  cash_flow: [],
} as const;

const rowShape = childRowBaseSchema.shape;

// ---- Bank statement
export const bankStatementFieldsViewSchema = bankStatementFieldsSchema
  .omit({ accountNumber: true })
  .extend({ accountNumberMasked: masked });
export const bankTransactionViewSchema = bankTransactionSchema.extend(rowShape);
export const bankTransactionListSchema = z.array(bankTransactionViewSchema);
export const bankStatementViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('bank_statement'),
  fields: bankStatementFieldsViewSchema,
  transactions: bankTransactionListSchema,
});
export type BankStatementView = z.infer<typeof bankStatementViewSchema>;
export type BankTransactionView = z.infer<typeof bankTransactionViewSchema>;

// ---- Credit card statement
export const creditCardStatementFieldsViewSchema = creditCardStatementFieldsSchema
  .omit({ accountNumber: true })
  .extend({ accountNumberMasked: masked });
export const creditCardTransactionViewSchema = creditCardTransactionSchema.extend(rowShape);
export const creditCardTransactionListSchema = z.array(creditCardTransactionViewSchema);
export const creditCardStatementViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('credit_card_statement'),
  fields: creditCardStatementFieldsViewSchema,
  transactions: creditCardTransactionListSchema,
});
export type CreditCardStatementView = z.infer<typeof creditCardStatementViewSchema>;
export type CreditCardTransactionView = z.infer<typeof creditCardTransactionViewSchema>;

// ---- Payslip (the viewer shows the employee id as 'Encrypted')
export const payslipFieldsViewSchema = payslipFieldsSchema
  .omit({ employeeId: true })
  .extend({ employeeIdMasked: masked });
export const payslipLineItemViewSchema = payslipLineItemSchema.extend(rowShape);
export const payslipLineItemListSchema = z.array(payslipLineItemViewSchema);
export const payslipViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('payslip'),
  fields: payslipFieldsViewSchema,
  lineItems: payslipLineItemListSchema,
});
export type PayslipView = z.infer<typeof payslipViewSchema>;
export type PayslipLineItemView = z.infer<typeof payslipLineItemViewSchema>;

// ---- W-2
export const w2FieldsViewSchema = w2FieldsSchema
  .omit({ employeeSSN: true, employerEIN: true })
  .extend({ employeeSSNMasked: masked, employerEINMasked: masked });
export const w2Box12ViewSchema = w2Box12Schema.extend(rowShape);
export const w2Box14ViewSchema = w2Box14Schema.extend(rowShape);
export const w2StateTaxViewSchema = w2StateTaxSchema.extend(rowShape);
export const w2ViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('w2'),
  fields: w2FieldsViewSchema,
  box12_codes: z.array(w2Box12ViewSchema),
  box14_other: z.array(w2Box14ViewSchema),
  stateTaxInfo: z.array(w2StateTaxViewSchema),
});
export type W2View = z.infer<typeof w2ViewSchema>;

// ---- IRS 1040 (only the last 4 of SSNs, routing and account numbers are shown)
export const irs1040FieldsViewSchema = irs1040FieldsSchema
  .omit({
    taxpayerSSN: true,
    spouseSSN: true,
    line35b_routingNumber: true,
    line35d_accountNumber: true,
  })
  .extend({
    line35b_routingNumberMasked: masked,
    line35d_accountNumberMasked: masked,
  });
export const irs1040DependentViewSchema = irs1040DependentSchema.extend(rowShape);
export const irs1040ViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('irs_1040'),
  fields: irs1040FieldsViewSchema,
  dependents: z.array(irs1040DependentViewSchema),
});
export type Irs1040View = z.infer<typeof irs1040ViewSchema>;

// ---- IRS 1099 (one view over the four variants; the viewer picks boxes by fields.formVariant)
export const irs1099FieldsViewSchema = irs1099FieldsSchema
  .omit({ payerTIN: true, recipientTIN: true, accountNumber: true })
  .extend({ payerTINMasked: masked, recipientTINMasked: masked, accountNumberMasked: masked });
export const irs1099ViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('irs_1099'),
  fields: irs1099FieldsViewSchema,
});
export type Irs1099View = z.infer<typeof irs1099ViewSchema>;

// ---- Invoice
export const invoiceLineItemViewSchema = invoiceLineItemSchema.extend(rowShape);
export const invoiceLineItemListSchema = z.array(invoiceLineItemViewSchema);
export const invoiceViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('invoice'),
  fields: invoiceFieldsSchema,
  lineItems: invoiceLineItemListSchema,
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

// ---- Balance sheet
export const balanceSheetLineItemViewSchema = balanceSheetLineItemSchema.extend(rowShape);
export const balanceSheetLineItemListSchema = z.array(balanceSheetLineItemViewSchema);
export const balanceSheetViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('balance_sheet'),
  fields: balanceSheetFieldsSchema,
  lineItems: balanceSheetLineItemListSchema,
});
export type BalanceSheetView = z.infer<typeof balanceSheetViewSchema>;

// ---- Profit and loss
export const profitLossLineItemViewSchema = profitLossLineItemSchema.extend(rowShape);
export const profitLossLineItemListSchema = z.array(profitLossLineItemViewSchema);
export const profitLossViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('profit_loss'),
  fields: profitLossFieldsSchema,
  lineItems: profitLossLineItemListSchema,
});
export type ProfitLossView = z.infer<typeof profitLossViewSchema>;

// ---- Cash flow
export const cashFlowLineItemViewSchema = cashFlowLineItemSchema.extend(rowShape);
export const cashFlowLineItemListSchema = z.array(cashFlowLineItemViewSchema);
export const cashFlowViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('cash_flow'),
  fields: cashFlowFieldsSchema,
  lineItems: cashFlowLineItemListSchema,
});
export type CashFlowView = z.infer<typeof cashFlowViewSchema>;

// ---- Other document (stored for reference only: no extraction, no export)
export const otherDocumentViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('other'),
  fields: z.object({ documentDescription: z.string().nullable() }),
});
export type OtherDocumentView = z.infer<typeof otherDocumentViewSchema>;

/** Detail view schema of each type. */
export const DOCUMENT_VIEW_SCHEMAS = {
  bank_statement: bankStatementViewSchema,
  credit_card_statement: creditCardStatementViewSchema,
  payslip: payslipViewSchema,
  w2: w2ViewSchema,
  irs_1040: irs1040ViewSchema,
  irs_1099: irs1099ViewSchema,
  invoice: invoiceViewSchema,
  balance_sheet: balanceSheetViewSchema,
  profit_loss: profitLossViewSchema,
  cash_flow: cashFlowViewSchema,
  other: otherDocumentViewSchema,
} as const;

export type DocumentView = {
  [K in keyof typeof DOCUMENT_VIEW_SCHEMAS]: z.infer<(typeof DOCUMENT_VIEW_SCHEMAS)[K]>;
}[keyof typeof DOCUMENT_VIEW_SCHEMAS];
