// Exports (spec part 2 §7): load the document through the access module ('export': owner or granted
// CPA), check the export permission of the format, hand the stored document to EXPORT's writers and
// return the file (the handler puts its name in Content-Disposition). Sensitive identifiers go to
// the writers as their stored masked copies: exports never carry them in full (decisions 040, 050),
// so no export unseals a key.
import type { ExportPermissions } from '@docledger/shared/api/schemas/documents';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { exportDocument } from '../../export/export-document';
import type { ExportDocument, ExportFile, ExportFormat } from '../../export/types';
import { listDocumentRows, type DocumentRecord, type DocumentRowRecord } from '../../db/access/documents';
import { clock } from '../../platform/clock';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import type { Actor } from '../access/actor';
import { DOCUMENT_KINDS } from './document-kinds';
import { asStoredRows, loadDocument } from './reads';
import { rowsOf, toPercent } from './views';

/**
 * What the signed-in user may export. The spec names the flags but no rule that turns one off: the
 * pricing page promises JSON, CSV and QuickBooks exports on every plan, so every active account has
 * all three (decision 043). This is the one place a future restriction (per plan, per account) goes.
 */
export function exportPermissionsFor(actor: Actor): ExportPermissions {
  const active = actor.user.userStatus === 'active';
  return { allowJson: active, allowCsv: active, allowQbo: active };
}

/** The spec's messages for a refused format (part 2 §6). */
const REFUSALS: Record<keyof ExportPermissions, string> = {
  allowJson: 'JSON export is not enabled for your account.',
  allowCsv: 'CSV export is not enabled for your account.',
  allowQbo: 'QuickBooks export is not enabled for your account.',
};

/** JSON → allowJson, CSV → allowCsv, IIF / QuickBooks CSV / OFX / Web Connect → allowQbo. */
export function permissionOf(format: ExportFormat): keyof ExportPermissions {
  if (format === 'json') return 'allowJson';
  if (format === 'csv') return 'allowCsv';
  return 'allowQbo';
}

/** The stored document as EXPORT's input: header fields with masked identifiers, rows in order. */
export function toExportDocument(doc: DocumentRecord, rows: readonly DocumentRowRecord[]): ExportDocument {
  const type = doc.documentType as ExtractableTypeCode;
  const stored = asStoredRows(rows);
  const children = Object.fromEntries(
    DOCUMENT_KINDS[type].children.map((kind) => [
      kind,
      rowsOf(stored, kind).map((r) => ({ ...r.data, id: r.rowId, confidenceScore: toPercent(r.confidence) })),
    ]),
  );
  const fields: Record<string, unknown> = { ...doc.fields };
  for (const name of DOCUMENT_KINDS[type].sensitiveFields) fields[name] = doc.masked[name] ?? null;
  return {
    type,
    id: doc.documentId,
    title: doc.title,
    fileName: doc.files[0]?.name ?? null,
    uploadedAt: doc.createdAt,
    confidenceScore: toPercent(doc.confidence),
    fields,
    children,
  } as ExportDocument;
}

export async function exportForViewer(
  actor: Actor,
  type: ExtractableTypeCode,
  documentId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const doc = await loadDocument(actor, type, documentId, 'export');
  const permission = permissionOf(format);
  if (!exportPermissionsFor(actor)[permission]) throw new ForbiddenError(REFUSALS[permission]);
  if (doc.status !== 'completed')
    throw new ConflictError('This document has no extracted data to export yet.');
  const rows = DOCUMENT_KINDS[type].children.length ? await listDocumentRows(documentId) : [];
  return exportDocument(toExportDocument(doc, rows), format, { now: new Date(clock.now()) });
}
