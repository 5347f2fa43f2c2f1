// Edit bodies (PATCH, spec part 2 §7): only the fields the spec names for each edit, all optional
// (a field left out keeps its value, null clears it), unknown fields refused. Every body carries the
// `version` of the document it was based on: a stale edit gets CONFLICT and never overwrites.
import * as z from 'zod';
import {
  bankStatementFieldsSchema,
  bankTransactionSchema,
  creditCardStatementFieldsSchema,
  creditCardTransactionSchema,
  payslipFieldsSchema,
  payslipLineItemSchema,
} from '../../domain/document-fields';

/** The document's version as last read (documentListRowSchema.version). */
export const versionSchema = z.number().int().positive();

export const updateBankStatementBodySchema = bankStatementFieldsSchema
  .omit({ accountNumber: true })
  .extend({ version: versionSchema })
  .strict();

/** `balance` is editable too: fixing a misread running balance is how the chain check is repaired. */
export const updateBankTransactionBodySchema = bankTransactionSchema
  .pick({ transactionDate: true, description: true, creditDebit: true, amount: true, balance: true })
  .extend({ version: versionSchema })
  .strict();

export const updateCreditCardStatementBodySchema = creditCardStatementFieldsSchema
  .omit({ accountNumber: true })
  .extend({ version: versionSchema })
  .strict();

export const updateCreditCardTransactionBodySchema = creditCardTransactionSchema
  .pick({
    transactionDate: true,
    postDate: true,
    description: true,
    merchant: true,
    category: true,
    transactionType: true,
    amount: true,
  })
  .extend({ version: versionSchema })
  .strict();

export const updatePayslipBodySchema = payslipFieldsSchema
  .pick({
    employeeName: true,
    employerName: true,
    employerAddress: true,
    payPeriodStartDate: true,
    payPeriodEndDate: true,
    payDate: true,
    grossPay: true,
    netPay: true,
    totalDeductions: true,
    ytdGrossPay: true,
    ytdDeductions: true,
    ytdNetPay: true,
    payFrequency: true,
  })
  .extend({ version: versionSchema })
  .strict();

export const updatePayslipLineItemBodySchema = payslipLineItemSchema
  .pick({ description: true, category: true, amount: true, ytdAmount: true, hours: true, rate: true })
  .extend({ version: versionSchema })
  .strict();

export type UpdateBankStatementBody = z.infer<typeof updateBankStatementBodySchema>;
export type UpdateBankTransactionBody = z.infer<typeof updateBankTransactionBodySchema>;
export type UpdateCreditCardStatementBody = z.infer<typeof updateCreditCardStatementBodySchema>;
export type UpdateCreditCardTransactionBody = z.infer<typeof updateCreditCardTransactionBodySchema>;
export type UpdatePayslipBody = z.infer<typeof updatePayslipBodySchema>;
export type UpdatePayslipLineItemBody = z.infer<typeof updatePayslipLineItemBodySchema>;
