// The input and output of every export writer (see README.md). Writers are pure: no AWS, no clock
// unless `now` is passed, no I/O. READ's export routes decrypt a stored document into an
// ExportDocument, call `exportDocument(doc, format)`, and send the ExportFile.
import type {
  BalanceSheetFields,
  BankStatementFields,
  BankTransaction,
  CashFlowFields,
  CreditCardStatementFields,
  CreditCardTransaction,
  InvoiceFields,
  InvoiceLineItem,
  Irs1040Fields,
  Irs1099Fields,
  PayslipFields,
  PayslipLineItem,
  ProfitLossFields,
  W2Fields,
} from '@docledger/shared/domain/document-fields';
import type * as z from 'zod';
import type {
  balanceSheetLineItemSchema,
  cashFlowLineItemSchema,
  irs1040DependentSchema,
  profitLossLineItemSchema,
  w2Box12Schema,
  w2Box14Schema,
  w2StateTaxSchema,
} from '@docledger/shared/domain/document-fields';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';

/** A child row as stored: its fields plus the stable id assigned at extraction. */
export type Row<T> = T & { id: string; confidenceScore?: number | null };

interface ChildrenByType {
  bank_statement: { transactions: Row<BankTransaction>[] };
  credit_card_statement: { transactions: Row<CreditCardTransaction>[] };
  invoice: { lineItems: Row<InvoiceLineItem>[] };
  payslip: { lineItems: Row<PayslipLineItem>[] };
  w2: {
    box12_codes: Row<z.infer<typeof w2Box12Schema>>[];
    box14_other: Row<z.infer<typeof w2Box14Schema>>[];
    stateTaxInfo: Row<z.infer<typeof w2StateTaxSchema>>[];
  };
  irs_1040: { dependents: Row<z.infer<typeof irs1040DependentSchema>>[] };
  irs_1099: Record<string, never>;
  profit_loss: { lineItems: Row<z.infer<typeof profitLossLineItemSchema>>[] };
  balance_sheet: { lineItems: Row<z.infer<typeof balanceSheetLineItemSchema>>[] };
  cash_flow: { lineItems: Row<z.infer<typeof cashFlowLineItemSchema>>[] };
}

interface FieldsByType {
  bank_statement: BankStatementFields;
  credit_card_statement: CreditCardStatementFields;
  invoice: InvoiceFields;
  payslip: PayslipFields;
  w2: W2Fields;
  irs_1040: Irs1040Fields;
  irs_1099: Irs1099Fields;
  profit_loss: ProfitLossFields;
  balance_sheet: BalanceSheetFields;
  cash_flow: CashFlowFields;
}

/** A decrypted document of one type: metadata, header fields (plain sensitive values), child rows. */
export type ExportDocumentOf<K extends ExtractableTypeCode> = {
  type: K;
  /** Document id (also the stable part of OFX FITIDs and of the default file name). */
  id: string;
  title?: string | null;
  /** Original upload file name. */
  fileName?: string | null;
  /** ISO timestamp of the upload. */
  uploadedAt?: string | null;
  /** Overall extraction confidence, 0-100. */
  confidenceScore?: number | null;
  fields: FieldsByType[K];
  children: ChildrenByType[K];
};

export type ExportDocument = { [K in ExtractableTypeCode]: ExportDocumentOf<K> }[ExtractableTypeCode];
export type StatementDocument =
  ExportDocumentOf<'bank_statement'> | ExportDocumentOf<'credit_card_statement'>;

/**
 * json: every type. csv: every type. iif: QuickBooks Desktop IIF (statements). qbo-csv: QuickBooks
 * Online 3-column CSV (statements). ofx: OFX 2.1.1 XML (statements). qbo: QuickBooks Web Connect
 * (statements; OFX with INTU.BID).
 */
export const EXPORT_FORMATS = ['json', 'csv', 'iif', 'qbo-csv', 'ofx', 'qbo'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const STATEMENT_TYPES = ['bank_statement', 'credit_card_statement'] as const;

export interface ExportFile {
  /** UTF-8 text for every format today; Uint8Array is reserved for binary formats. */
  body: string | Uint8Array;
  /** Full Content-Type value including charset. */
  contentType: string;
  /** Default download name (spec part 2 §9), safe for Content-Disposition. */
  filename: string;
}

export interface ExportOptions {
  /** Clock for the timestamps some formats carry (JSON exportedAt, OFX DTSERVER). Default: new Date(). */
  now?: Date;
}
