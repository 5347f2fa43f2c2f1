// Per-type detail views (spec part 2 §2.5, §3), derived from the extraction schemas of
// document-fields.ts: the header (documentDetailBaseSchema), the type's fields, its child rows with
// stable ids and per-field confidence, and the checks. Sensitive identifiers never appear in clear:
// each field marked `identifier()` there is replaced by the stored masked copy (last 4 characters;
// values of 4 or fewer characters fully masked) or, where the form has its own last-4 field, dropped.
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
import type { DocumentTypeCode } from '../../domain/document-types';
import { sensitiveFieldsOf, type MaskedViewKeys, type SensitiveKeys } from '../../domain/sensitive-fields';
import { childRowBaseSchema, documentDetailBaseSchema } from './documents';

const masked = z.string().nullable();
type MaskedShape<S> = { [K in MaskedViewKeys<S> as `${K}Masked`]: typeof masked };

/**
 * A type's header fields as views show them, derived from its extraction schema: every field marked
 * sensitive there (`identifier()`) is dropped, and `<name>Masked` (the stored masked copy) stands in
 * for each one whose view is 'masked'.
 */
export function fieldsViewSchema<S extends z.core.$ZodShape>(
  schema: z.ZodObject<S>,
): z.ZodObject<Omit<S, SensitiveKeys<S>> & MaskedShape<S>, z.core.$strip> {
  const specs = Object.entries(sensitiveFieldsOf(schema));
  if (specs.length === 0) return schema as never;
  const omit = Object.fromEntries(specs.map(([name]) => [name, true] as const));
  const add = Object.fromEntries(
    specs.filter(([, spec]) => spec.view === 'masked').map(([name]) => [`${name}Masked`, masked]),
  );
  return schema.omit(omit as never).extend(add) as never;
}

/** A child row as views show it: its values plus the stable id and confidence (childRowBaseSchema). */
function rowView<S extends z.core.$ZodShape>(schema: z.ZodObject<S>) {
  return z.array(schema.extend(childRowBaseSchema.shape));
}

/** The detail view of one type: the common header, the type's view fields and its child arrays. */
function detailView<T extends DocumentTypeCode, S extends z.core.$ZodShape, C extends z.core.$ZodShape>(
  type: T,
  fields: z.ZodObject<S>,
  children: C,
) {
  return documentDetailBaseSchema.extend({
    documentType: z.literal(type),
    fields: fieldsViewSchema(fields),
    ...children,
  });
}

export const bankStatementViewSchema = detailView('bank_statement', bankStatementFieldsSchema, {
  transactions: rowView(bankTransactionSchema),
});
export const creditCardStatementViewSchema = detailView(
  'credit_card_statement',
  creditCardStatementFieldsSchema,
  { transactions: rowView(creditCardTransactionSchema) },
);
/** The viewer shows the employee id as 'Encrypted'. */
export const payslipViewSchema = detailView('payslip', payslipFieldsSchema, {
  lineItems: rowView(payslipLineItemSchema),
});
export const w2ViewSchema = detailView('w2', w2FieldsSchema, {
  box12_codes: rowView(w2Box12Schema),
  box14_other: rowView(w2Box14Schema),
  stateTaxInfo: rowView(w2StateTaxSchema),
});
/** Only the last 4 of SSNs, routing and account numbers are shown. */
export const irs1040ViewSchema = detailView('irs_1040', irs1040FieldsSchema, {
  dependents: rowView(irs1040DependentSchema),
});
/** One view over the four variants; the viewer picks boxes by fields.formVariant. */
export const irs1099ViewSchema = detailView('irs_1099', irs1099FieldsSchema, {});
export const invoiceViewSchema = detailView('invoice', invoiceFieldsSchema, {
  lineItems: rowView(invoiceLineItemSchema),
});
export const balanceSheetViewSchema = detailView('balance_sheet', balanceSheetFieldsSchema, {
  lineItems: rowView(balanceSheetLineItemSchema),
});
export const profitLossViewSchema = detailView('profit_loss', profitLossFieldsSchema, {
  lineItems: rowView(profitLossLineItemSchema),
});
export const cashFlowViewSchema = detailView('cash_flow', cashFlowFieldsSchema, {
  lineItems: rowView(cashFlowLineItemSchema),
});
/** Other document: stored for reference only (no extraction, no export). */
export const otherDocumentViewSchema = documentDetailBaseSchema.extend({
  documentType: z.literal('other'),
  fields: z.object({ documentDescription: z.string().nullable() }),
});

// The children routes (`/transactions`, `/line-items`) answer the same rows as the detail views.
export const bankTransactionListSchema = bankStatementViewSchema.shape.transactions;
export const creditCardTransactionListSchema = creditCardStatementViewSchema.shape.transactions;
export const payslipLineItemListSchema = payslipViewSchema.shape.lineItems;
export const invoiceLineItemListSchema = invoiceViewSchema.shape.lineItems;
export const balanceSheetLineItemListSchema = balanceSheetViewSchema.shape.lineItems;
export const profitLossLineItemListSchema = profitLossViewSchema.shape.lineItems;
export const cashFlowLineItemListSchema = cashFlowViewSchema.shape.lineItems;

export type BankStatementView = z.infer<typeof bankStatementViewSchema>;
export type BankTransactionView = BankStatementView['transactions'][number];
export type CreditCardStatementView = z.infer<typeof creditCardStatementViewSchema>;
export type CreditCardTransactionView = CreditCardStatementView['transactions'][number];
export type PayslipView = z.infer<typeof payslipViewSchema>;
export type PayslipLineItemView = PayslipView['lineItems'][number];
export type W2View = z.infer<typeof w2ViewSchema>;
export type Irs1040View = z.infer<typeof irs1040ViewSchema>;
export type Irs1099View = z.infer<typeof irs1099ViewSchema>;
export type InvoiceView = z.infer<typeof invoiceViewSchema>;
export type BalanceSheetView = z.infer<typeof balanceSheetViewSchema>;
export type ProfitLossView = z.infer<typeof profitLossViewSchema>;
export type CashFlowView = z.infer<typeof cashFlowViewSchema>;
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
