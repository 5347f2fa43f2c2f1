// CSV export (every type), one layout for all (decision 051): document rows, a Field/Value block
// with every header field in schema order, then each child table under its title with a header
// row. Values are stored values: amounts positive as printed with their direction column, dates
// YYYY-MM-DD, money with two decimals and no grouping. RFC 4180, CRLF, UTF-8 with a BOM so Excel
// reads accents right; every cell neutralised against formula injection.
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { csvText, money, plainNumber, unitPrice, type Cell } from './cells';
import { labelOf } from './labels';
import { childTables, headerFieldNames, numberKind } from './layout';
import { maskDocument } from './mask';
import type { ExportDocument } from './types';

export const UTF8_BOM = '\uFEFF';

/** Column labels that read better than the derived ones. */
const LABELS: Record<string, string> = {
  creditDebit: 'Credit/Debit',
  itemType: 'Type',
  confidenceScore: 'Confidence',
  stateTaxInfo: 'State and Local Tax',
  lineItems: 'Line Items',
};

export function columnLabel(name: string): string {
  return LABELS[name] ?? labelOf(name);
}

/** How one stored value is written into a CSV/IIF cell. */
export function renderValue(name: string, value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const kind = numberKind(name);
    return kind === 'money' ? money(value) : kind === 'unitPrice' ? unitPrice(value) : plainNumber(value);
  }
  return String(value);
}

export function toCsv(input: ExportDocument): string {
  const { doc } = maskDocument(input);
  const fields = doc.fields as Record<string, unknown>;
  const rows: Cell[][] = [
    ['Document Type', DOCUMENT_TYPE_DISPLAY_NAMES[doc.type]],
    ['Document ID', doc.id],
    ['Title', doc.title],
    ['File Name', doc.fileName],
    ['Uploaded At', doc.uploadedAt],
    ['Confidence', renderValue('confidenceScore', doc.confidenceScore)],
    [],
    ['Field', 'Value'],
    ...headerFieldNames(doc.type).map((name) => [columnLabel(name), renderValue(name, fields[name])]),
  ];
  for (const table of childTables(doc)) {
    const columns = [...table.columns, 'confidenceScore'];
    rows.push([], [columnLabel(table.name)], columns.map(columnLabel));
    for (const row of table.rows) {
      rows.push(columns.map((c) => renderValue(c, (row as Record<string, unknown>)[c])));
    }
  }
  return UTF8_BOM + csvText(rows);
}
