// Stored document (header item + child rows) → the API's views (list row, detail view, checks
// summary). Pure: access decisions and reads happen in the services that call these.
import type {
  ChecksSummary,
  CheckView,
  DocumentListRow,
  ExtractionMetadataView,
} from '@docledger/shared/api/schemas/documents';
import type { DocumentView } from '@docledger/shared/api/schemas/documents-views';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { EXTRACTABLE_TYPE_CODES } from '@docledger/shared/domain/document-types';
import type { ProcessingStatus } from '@docledger/shared/domain/statuses';
import type { ChildArrayName } from '@docledger/shared/domain/document-fields';
import { DOCUMENT_KINDS } from './document-kinds';

type Scalar = string | number | boolean | null;

/** The header item's attributes the read side uses (documentEntity). */
export interface StoredDocument {
  documentId: string;
  ownerId: string;
  documentType: DocumentTypeCode;
  status: ProcessingStatus;
  failureReason?: string | null;
  title: string;
  subtitle: string;
  confidence: number;
  reviewRequired: boolean;
  reviewReasons?: string[] | null;
  fields?: Record<string, Scalar> | null;
  fieldConfidence?: Record<string, number> | null;
  checks?: StoredCheck[] | null;
  extractionMetadata?: Record<string, unknown> | null;
  masked?: Record<string, string | null> | null;
  encryptionKeyId?: string | null;
  sensitiveEnc?: string | null;
  files: { name: string; key: string; size: number; contentType: string }[];
  pageCount?: number | null;
  warnings?:
    { code: 'duplicate_file' | 'overlapping_period'; message: string; relatedDocumentId?: string }[] | null;
  rowCounts?: Record<string, number> | null;
  createdAt: string;
  version: number;
}

/** A child row item (documentRowEntity). */
export interface StoredRow {
  documentId: string;
  kind: ChildArrayName;
  rowId: string;
  position: number;
  data: Record<string, Scalar>;
  fieldConfidence?: Record<string, number> | null;
  confidence: number;
  version?: number;
}

/** A check as stored: row references are `<kind>[<rowId>].<field>`. */
export interface StoredCheck {
  id: string;
  description: string;
  passed: boolean;
  values: Record<string, Scalar>;
  fields: string[];
}

export interface ViewerRights {
  canEdit: boolean;
  canDelete: boolean;
  sensitiveDataReadable: boolean;
}

/** 0-1 → percent with one decimal. */
export function toPercent(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;
}

function percentRecord(record: Record<string, number> | null | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(record ?? {})) {
    const p = toPercent(v);
    if (p !== null) out[k] = p;
  }
  return out;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function metadataView(doc: StoredDocument): ExtractionMetadataView {
  const m = doc.extractionMetadata ?? {};
  const suspected = str(m.suspectedType);
  return {
    model: str(m.model),
    extractor: m.extractor === 'local' || m.extractor === 'claude' ? m.extractor : null,
    reason: doc.failureReason ?? null,
    error: str(m.error),
    pages: typeof m.pages === 'number' ? m.pages : null,
    suspectedType:
      suspected && (EXTRACTABLE_TYPE_CODES as readonly string[]).includes(suspected)
        ? (suspected as ExtractionMetadataView['suspectedType'])
        : null,
    warnings: Array.isArray(m.warnings) ? m.warnings.filter((w): w is string => typeof w === 'string') : [],
  };
}

export function originalFileUrl(doc: StoredDocument): string | null {
  return doc.files.length > 0
    ? `${DOCUMENT_KINDS[doc.documentType].basePath}/${doc.documentId}/download-original`
    : null;
}

export function toListRow(doc: StoredDocument): DocumentListRow {
  const scored = doc.status === 'completed' && doc.documentType !== 'other';
  return {
    documentId: doc.documentId,
    documentType: doc.documentType,
    title: doc.title,
    subtitle: doc.subtitle || null,
    uploadDate: doc.createdAt || null,
    processingStatus: doc.status,
    confidenceScore: scored ? toPercent(doc.confidence) : null,
    extractionMetadata: metadataView(doc),
    reviewRequired: doc.reviewRequired,
    reviewReasons: doc.reviewReasons ?? [],
    warnings: (doc.warnings ?? []).map((w) => ({
      code: w.code,
      message: w.message,
      relatedDocumentId: w.relatedDocumentId ?? null,
    })),
    fileName: doc.files[0]?.name ?? null,
    fileSize: doc.files.length ? doc.files.reduce((n, f) => n + f.size, 0) : null,
    pageCount: doc.pageCount ?? doc.files.length,
    originalFileUrl: originalFileUrl(doc),
    version: doc.version,
  };
}

const ROW_REF = /^(\w+)\[([^\]]+)\](?:\.(\w+))?$/;

/** `transactions[<rowId>].amount` → rowId; a header field name → null. */
export function rowIdOfRef(ref: string): string | null {
  return ROW_REF.exec(ref)?.[2] ?? null;
}

export function checkView(check: StoredCheck): CheckView {
  const rowIds = [...new Set(check.fields.map(rowIdOfRef).filter((id): id is string => id !== null))];
  return {
    id: check.id,
    description: check.description,
    passed: check.passed,
    values: check.values,
    fields: [...new Set(check.fields.filter((f) => rowIdOfRef(f) === null))],
    rowIds,
  };
}

export function checksSummary(checks: readonly StoredCheck[]): ChecksSummary {
  const results = checks.map(checkView);
  const failed = results.filter((c) => !c.passed);
  // The running-balance check names the first row where the chain breaks first among its rows.
  const chain = failed.find((c) => c.id.endsWith('running_balance') && c.rowIds.length > 0);
  return {
    status: results.length === 0 ? 'not_checked' : failed.length ? 'does_not_reconcile' : 'reconciles',
    passedCount: results.length - failed.length,
    failedCount: failed.length,
    firstBrokenRowId: chain?.rowIds[0] ?? null,
    results,
  };
}

export function rowView(row: StoredRow): Record<string, unknown> {
  return {
    ...row.data,
    id: row.rowId,
    confidenceScore: toPercent(row.confidence),
    fieldConfidence: percentRecord(row.fieldConfidence),
  };
}

/** Rows of one array in document order. */
export function rowsOf(rows: readonly StoredRow[], kind: ChildArrayName): StoredRow[] {
  return rows.filter((r) => r.kind === kind).sort((a, b) => a.position - b.position);
}

/** Header fields of the view: stored plain fields plus `<name>Masked` for each sensitive field. */
function fieldsView(doc: StoredDocument): Record<string, unknown> {
  if (doc.documentType === 'other') {
    return { documentDescription: str(doc.fields?.documentDescription) };
  }
  const fields: Record<string, unknown> = { ...(doc.fields ?? {}) };
  for (const name of DOCUMENT_KINDS[doc.documentType].sensitiveFields) {
    delete fields[name];
    fields[`${name}Masked`] = doc.masked?.[name] ?? null;
  }
  return fields;
}

/**
 * The detail view of a document. The HTTP chain validates every response against the route's view
 * schema (once), so a stored item that does not fit the contract fails loudly there instead of
 * reaching the browser half-formed.
 */
export function toDetailView(
  doc: StoredDocument,
  rows: readonly StoredRow[],
  rights: ViewerRights,
): DocumentView {
  const kind = DOCUMENT_KINDS[doc.documentType];
  const children = Object.fromEntries(kind.children.map((c) => [c, rowsOf(rows, c).map(rowView)]));
  const view = {
    ...toListRow(doc),
    ...rights,
    fieldConfidence: percentRecord(doc.fieldConfidence),
    checks: checksSummary(doc.checks ?? []),
    fields: fieldsView(doc),
    ...children,
  };
  return view as unknown as DocumentView;
}
