import type * as z from 'zod';
import type {
  checksSummarySchema,
  childRowBaseSchema,
  documentDetailBaseSchema,
} from '@docledger/shared/api/schemas/documents';
import type {
  balanceSheetLineItemSchema,
  BankTransaction,
  cashFlowLineItemSchema,
  CreditCardTransaction,
  InvoiceLineItem,
  PayslipLineItem,
  profitLossLineItemSchema,
} from '@docledger/shared/domain/document-fields';

/** What every detail view carries (READ's view schemas): header, checks, permissions, version. */
export type DocumentViewBase = z.infer<typeof documentDetailBaseSchema>;
export type ChecksSummaryView = z.infer<typeof checksSummarySchema>;

// Child rows as the views send them: the type's fields plus id and confidence. Spelled out here
// because the schemas' generic row helper infers them as plain records.
export type RowOf<T> = T & z.infer<typeof childRowBaseSchema>;
export type BankTransactionRow = RowOf<BankTransaction>;
export type CardTransactionRow = RowOf<CreditCardTransaction>;
export type PayslipLineItemRow = RowOf<PayslipLineItem>;
export type InvoiceLineItemRow = RowOf<InvoiceLineItem>;
export type StatementLineItemRow = RowOf<
  | z.infer<typeof balanceSheetLineItemSchema>
  | z.infer<typeof profitLossLineItemSchema>
  | z.infer<typeof cashFlowLineItemSchema>
>;
