// JSON export (every type): the document's metadata, every header field in schema order (null
// when the document does not show it) and its child rows with their stable ids. Amounts stay
// numbers, dates YYYY-MM-DD. Sensitive identifiers are masked (decision 050).
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { childTables, headerFieldNames } from './layout';
import { maskDocument } from './mask';
import type { ExportDocument, ExportOptions } from './types';

export const JSON_EXPORT_FORMAT = 'docledger.document-export';
export const JSON_EXPORT_VERSION = 1;

export function toJson(input: ExportDocument, options: ExportOptions = {}): string {
  const { doc, masked } = maskDocument(input);
  const fields = doc.fields as Record<string, unknown>;
  const out: Record<string, unknown> = {
    format: JSON_EXPORT_FORMAT,
    version: JSON_EXPORT_VERSION,
    exportedAt: (options.now ?? new Date()).toISOString(),
    document: {
      id: doc.id,
      type: doc.type,
      typeName: DOCUMENT_TYPE_DISPLAY_NAMES[doc.type],
      title: doc.title ?? null,
      fileName: doc.fileName ?? null,
      uploadedAt: doc.uploadedAt ?? null,
      confidenceScore: doc.confidenceScore ?? null,
    },
    maskedFields: masked,
    fields: Object.fromEntries(headerFieldNames(doc.type).map((k) => [k, fields[k] ?? null])),
  };
  for (const table of childTables(doc)) {
    out[table.name] = table.rows.map((row) => ({
      id: row.id,
      ...Object.fromEntries(table.columns.map((k) => [k, row[k] ?? null])),
      confidenceScore: row.confidenceScore ?? null,
    }));
  }
  return JSON.stringify(out, null, 2) + '\n';
}
