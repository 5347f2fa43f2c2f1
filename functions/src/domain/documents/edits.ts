// User corrections (PATCH, spec part 2 §7): allowed to the owner while canEditStatements is on (the
// access module decides), only on completed documents, with optimistic locking (a stale edit gets
// CONFLICT and never overwrites). Each edit re-runs the type's checks, so the returned view shows
// whether the corrected data now reconciles. A value a person typed is taken as certain (confidence 1).
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  documentIdOfRow,
  getDocumentById,
  getDocumentRow,
  listDocumentRows,
  updateDocumentHeader,
  type RowKind,
} from '../../db/access/documents';
import { updateDocumentRowWithHeader } from '../../db/access/document-reads';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Actor } from '../access/actor';
import { detailViewOf, asStored, asStoredRows, loadDocument, type ViewOf } from './reads';
import { completedTitle } from './lifecycle';
import { recheckDocument } from './recheck';

type Scalar = string | number | boolean | null;
type EditBody = { version: number } & Record<string, Scalar | undefined>;

const NOT_READY = 'This document is still being processed and cannot be edited yet.';
const STALE = 'This document was changed by another request. Please reload and try again.';

/** The fields the body names (a field left out keeps its value) and the version it was based on. */
function splitBody(body: EditBody): { version: number; changes: Record<string, Scalar> } {
  const { version, ...rest } = body;
  const changes: Record<string, Scalar> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) changes[k] = v;
  return { version, changes };
}

function certain(confidence: Record<string, number> | undefined, changed: string[]): Record<string, number> {
  const out = { ...(confidence ?? {}) };
  for (const k of changed) out[k] = 1;
  return out;
}

/** Edits header fields of a bank statement, credit card statement or payslip. */
export async function editDocumentFields<T extends DocumentTypeCode>(
  actor: Actor,
  type: T,
  documentId: string,
  body: EditBody,
): Promise<ViewOf<T>> {
  const { version, changes } = splitBody(body);
  const doc = await loadDocument(actor, type, documentId, 'edit');
  if (doc.status !== 'completed') throw new ConflictError(NOT_READY);
  if (doc.version !== version) throw new ConflictError(STALE);
  const fields = { ...doc.fields, ...changes };
  const rows = await listDocumentRows(documentId);
  const recheck = recheckDocument({ ...asStored(doc), fields }, asStoredRows(rows));
  const updated = await updateDocumentHeader(documentId, version, {
    // The list's title and details follow the corrected fields (e.g. a renamed bank).
    ...completedTitle(type, fields, doc.masked, doc.files[0]?.name ?? doc.title),
    fields,
    fieldConfidence: certain(doc.fieldConfidence, Object.keys(changes)),
    checks: recheck.checks,
    reviewRequired: recheck.reviewRequired,
    reviewReasons: recheck.reviewReasons,
  });
  return detailViewOf(actor, type, updated);
}

/**
 * Edits one child row (a transaction or payslip line item), addressed by its id alone; `version` is
 * the document's version (every edit of the document or its rows bumps it).
 */
export async function editDocumentRow<T extends DocumentTypeCode>(
  actor: Actor,
  type: T,
  kind: RowKind,
  rowId: string,
  body: EditBody,
): Promise<ViewOf<T>> {
  const { version, changes } = splitBody(body);
  const documentId = documentIdOfRow(rowId);
  const notFound = () =>
    new NotFoundError(kind === 'transactions' ? 'Transaction not found' : 'Line item not found');
  if (!documentId) throw notFound();
  const doc = await loadDocument(actor, type, documentId, 'edit');
  const row = await getDocumentRow(rowId, kind);
  if (!row) throw notFound();
  if (doc.status !== 'completed') throw new ConflictError(NOT_READY);
  if (doc.version !== version) throw new ConflictError(STALE);

  const data = { ...row.data, ...changes };
  const fieldConfidence = certain(row.fieldConfidence, Object.keys(changes));
  const scores = Object.values(fieldConfidence).filter((v) => Number.isFinite(v));
  const confidence = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : row.confidence;
  const rows = (await listDocumentRows(documentId)).map((r) => (r.rowId === rowId ? { ...r, data } : r));
  const recheck = recheckDocument(asStored(doc), asStoredRows(rows));
  await updateDocumentRowWithHeader(
    { documentId, kind, rowId },
    row.version,
    { data, fieldConfidence, confidence },
    version,
    { checks: recheck.checks, reviewRequired: recheck.reviewRequired, reviewReasons: recheck.reviewReasons },
  );
  const updated = await getDocumentById(documentId);
  if (!updated) throw notFound();
  return detailViewOf(actor, type, updated);
}
