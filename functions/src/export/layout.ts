// What a document holds, in schema order (shared/src/domain/document-fields.ts): the header field
// names and each child table's column names. Writers export only these keys, so nothing else a
// caller happens to pass (ciphertext, internal attributes) can reach a file.
import { DOCUMENT_FIELD_SCHEMAS, type ChildArrayName } from '@docledger/shared/domain/document-fields';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { ExportDocument, Row } from './types';

export interface ChildTable {
  name: ChildArrayName;
  columns: string[];
  rows: Row<Record<string, unknown>>[];
}

export function headerFieldNames(type: ExtractableTypeCode): string[] {
  return Object.keys(DOCUMENT_FIELD_SCHEMAS[type].fields.shape);
}

export function childTables(doc: ExportDocument): ChildTable[] {
  const children = doc.children as Partial<Record<ChildArrayName, Row<Record<string, unknown>>[]>>;
  return Object.entries(DOCUMENT_FIELD_SCHEMAS[doc.type].children).map(([name, schema]) => ({
    name: name as ChildArrayName,
    columns: Object.keys(schema.shape),
    rows: children[name as ChildArrayName] ?? [],
  }));
}

/** Numbers that are not money: rendered as plain numbers, not with two decimals. */
const PLAIN_NUMBERS = new Set(['apr', 'quantity', 'hours', 'taxYear', 'lineNumber', 'confidenceScore']);
/** Per-unit money: up to four decimals. */
const UNIT_PRICES = new Set(['unitPrice', 'rate']);

export type ValueKind = 'money' | 'unitPrice' | 'number';

export function numberKind(name: string): ValueKind {
  if (PLAIN_NUMBERS.has(name)) return 'number';
  if (UNIT_PRICES.has(name)) return 'unitPrice';
  return 'money';
}
