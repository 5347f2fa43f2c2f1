// Documents, read side (spec part 2 §2.4-§2.6, §3, §7): what every document view shares, list rows,
// checks, export permissions, the dashboard's recent documents and the financial analysis figures.
// Per-type detail views are in ./documents-views.ts, edit bodies in ./documents-edits.ts.
import * as z from 'zod';
import { DOCUMENT_TYPE_CODES, EXTRACTABLE_TYPE_CODES } from '../../domain/document-types';
import { PROCESSING_STATUSES } from '../../domain/statuses';

/** Every document route addresses one object by its id. */
export const documentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Acting for a client (part 2 §6): reads carry `asClientId` in the query string; absent = the signed-in
 * user's own documents. The handler chain turns it into the actor's `actingFor`.
 */
export const actingQuerySchema = z.object({ asClientId: z.string().min(1).max(100).optional() });

/** Invoice, balance sheet, P&L and cash flow export with `?format=json|csv` (part 2 §7). */
export const formatExportQuerySchema = actingQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});

/** A multi-page photo set has one original per page; `page` is 1-based (default the first). */
export const downloadOriginalQuerySchema = actingQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(50).default(1),
});

/** Confidence as a percentage 0-100 (the spec's colour thresholds are percentages). */
export const percentSchema = z.number().min(0).max(100);

export const scalarValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Spec part 2 §3 "extractionMetadata (may hold reason, error, model)": only what a viewer shows. */
export const extractionMetadataViewSchema = z.object({
  /** The AI model label; viewers show 'Anthropic Claude Vision' when null. */
  model: z.string().nullable(),
  extractor: z.enum(['local', 'claude']).nullable(),
  /** Why a document failed (user-readable), shown in the failure panel. */
  reason: z.string().nullable(),
  /** Technical detail of a failure (the collapsible part of the panel). */
  error: z.string().nullable(),
  pages: z.number().int().nullable(),
  /** Present when the file looks like another type than the one chosen. */
  suspectedType: z.enum(EXTRACTABLE_TYPE_CODES).nullable(),
  warnings: z.array(z.string()),
});
export type ExtractionMetadataView = z.infer<typeof extractionMetadataViewSchema>;

export const documentWarningSchema = z.object({
  code: z.enum(['duplicate_file', 'overlapping_period']),
  message: z.string(),
  relatedDocumentId: z.string().nullable(),
});
export type DocumentWarningView = z.infer<typeof documentWarningSchema>;

/** One row of any document list and of the dashboard's Recent Documents table. */
export const documentListRowSchema = z.object({
  documentId: z.string(),
  documentType: z.enum(DOCUMENT_TYPE_CODES),
  title: z.string(),
  /** The table's "Details" column. */
  subtitle: z.string().nullable(),
  /** ISO timestamp (UTC); null for documents without one (kept by the dashboard's window). */
  uploadDate: z.string().nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  confidenceScore: percentSchema.nullable(),
  extractionMetadata: extractionMetadataViewSchema,
  reviewRequired: z.boolean(),
  reviewReasons: z.array(z.string()),
  /** Duplicate upload (same file) or a statement period overlapping another of the same account. */
  warnings: z.array(documentWarningSchema),
  fileName: z.string().nullable(),
  /** Bytes of the original upload (all pages together). */
  fileSize: z.number().int().nonnegative().nullable(),
  pageCount: z.number().int().nonnegative(),
  /**
   * The download-original path of this document (navigation target), null when no original is stored.
   * Viewers show "Download Original" only when it is set (part 2 §6).
   */
  originalFileUrl: z.string().nullable(),
  /** Optimistic locking: every edit sends the version it was based on. */
  version: z.number().int().positive(),
});
export type DocumentListRow = z.infer<typeof documentListRowSchema>;
export const documentListSchema = z.array(documentListRowSchema);

/** GET /api/recent-documents: all types, newest first, last 3 months (undated documents kept). */
export const recentDocumentsResponseSchema = z.object({
  documents: documentListSchema,
  /** ISO date of the window's start (the dashboard's 3 months). */
  since: z.string(),
});
export type RecentDocumentsResponse = z.infer<typeof recentDocumentsResponseSchema>;

/** One arithmetic check of the document (re-run after every edit). */
export const checkViewSchema = z.object({
  id: z.string(),
  description: z.string(),
  passed: z.boolean(),
  values: z.record(z.string(), scalarValueSchema),
  /** Header fields involved (field names). */
  fields: z.array(z.string()),
  /** Child rows involved (row ids). */
  rowIds: z.array(z.string()),
});
export type CheckView = z.infer<typeof checkViewSchema>;

/**
 * The reconciliation result a viewer's summary shows: `reconciles` when every check passed,
 * `does_not_reconcile` when one failed, `not_checked` when the document shows too little to check.
 */
export const checksSummarySchema = z.object({
  status: z.enum(['reconciles', 'does_not_reconcile', 'not_checked']),
  passedCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  /** The first row where the running-balance chain breaks (statements), for the table to highlight. */
  firstBrokenRowId: z.string().nullable(),
  results: z.array(checkViewSchema),
});
export type ChecksSummary = z.infer<typeof checksSummarySchema>;

/** What every child row carries besides its own fields. */
export const childRowBaseSchema = z.object({
  /** Stable id assigned at extraction; edits, confidence and checks refer to it. */
  id: z.string(),
  confidenceScore: percentSchema.nullable(),
  /** Per-field confidence of this row, keyed by the row's field name. */
  fieldConfidence: z.record(z.string(), percentSchema),
});

/** What every detail view carries besides its type's fields and children. */
export const documentDetailBaseSchema = documentListRowSchema.extend({
  /** Per-field confidence keyed by header field name (percent). */
  fieldConfidence: z.record(z.string(), percentSchema),
  checks: checksSummarySchema,
  /** The signed-in user may edit this document (owner with canEditStatements on, part 2 §6). */
  canEdit: z.boolean(),
  /** The signed-in user may delete it (delegates may not, part 2 §6). */
  canDelete: z.boolean(),
  /**
   * False when the key that sealed this document's sensitive fields was deleted: they can no longer be
   * read, which the viewer says plainly (DESIGN §8). True when the document has none.
   */
  sensitiveDataReadable: z.boolean(),
});

/** GET /api/user/export-permissions (part 2 §3, §6). */
export const exportPermissionsSchema = z.object({
  allowJson: z.boolean(),
  allowCsv: z.boolean(),
  /** Both QuickBooks formats (IIF and QuickBooks CSV) and the OFX / Web Connect files. */
  allowQbo: z.boolean(),
});
export type ExportPermissions = z.infer<typeof exportPermissionsSchema>;

/** DELETE responses. */
export const deleteDocumentResponseSchema = z.object({ message: z.string(), documentId: z.string() });

/**
 * Download original: the handler answers 302 to a presigned GET (≤ 5 minutes) that saves under the
 * original file name; the same facts come in the body for clients that do not follow redirects.
 */
export const downloadOriginalResponseSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresInSeconds: z.number().int().positive(),
});

// ---- Financial analysis (part 2 §2.6): every figure computed on the server in one call.

const money = z.number();
export const statementActivitySchema = z.object({
  documentId: z.string(),
  holderName: z.string().nullable(),
  institution: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});

export const financialAnalysisSchema = z.object({
  totalDocuments: z.number().int().nonnegative(),
  /** Sum of the latest completed statement's ending balance per bank account. */
  totalBankBalance: money,
  /** Sum of the absolute new balance of the latest completed statement per card. */
  totalCreditCardDebt: money,
  /** Net pay of every completed payslip. */
  totalPayslipIncome: money,
  /** Box 1 wages of every completed W-2. */
  w2AnnualIncome: money,
  /** Total amount of every completed invoice. */
  invoiceTotal: money,
  balanceSheetCount: z.number().int().nonnegative(),
  profitLossCount: z.number().int().nonnegative(),
  /** Only types with at least one document, largest first. */
  documentsByType: z.array(
    z.object({
      documentType: z.enum(DOCUMENT_TYPE_CODES),
      displayName: z.string(),
      count: z.number().int().positive(),
    }),
  ),
  latestBankStatement: statementActivitySchema.nullable(),
  latestCreditCardStatement: statementActivitySchema.nullable(),
  /** Bank-statement money in (credits) and out (debits) per calendar month, oldest first, last 12 months. */
  monthlyCashFlow: z.array(z.object({ month: z.string(), moneyIn: money, moneyOut: money })),
  /** Credit-card purchases, fees, interest and cash advances by category, largest first, last 12 months. */
  spendingByCategory: z.array(z.object({ category: z.string(), amount: money })),
});
export type FinancialAnalysis = z.infer<typeof financialAnalysisSchema>;
