// The one entry point READ's export routes call: format availability per type, default download
// names (spec part 2 §9, decision 054) and content types.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { ValidationError } from '../platform/errors';
import { toCsv } from './csv';
import { toIif } from './iif';
import { toJson } from './json';
import { toOfx, toQbo } from './ofx';
import { toQuickBooksCsv } from './quickbooks-csv';
import type { ExportDocument, ExportFile, ExportFormat, ExportOptions, StatementDocument } from './types';

const STATEMENT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'iif', 'qbo-csv', 'ofx', 'qbo'];
const DOCUMENT_FORMATS: readonly ExportFormat[] = ['json', 'csv'];

export function formatsFor(type: ExtractableTypeCode): readonly ExportFormat[] {
  return type === 'bank_statement' || type === 'credit_card_statement' ? STATEMENT_FORMATS : DOCUMENT_FORMATS;
}

export function isFormatOffered(type: ExtractableTypeCode, format: ExportFormat): boolean {
  return formatsFor(type).includes(format);
}

/** File name stems: the spec's bank-statement / credit-card, the rest by the same pattern. */
export const FILE_NAME_STEMS: Record<ExtractableTypeCode, string> = {
  bank_statement: 'bank-statement',
  credit_card_statement: 'credit-card',
  invoice: 'invoice',
  payslip: 'payslip',
  w2: 'w2',
  irs_1040: 'irs-1040',
  irs_1099: 'irs-1099',
  profit_loss: 'profit-loss',
  balance_sheet: 'balance-sheet',
  cash_flow: 'cash-flow',
};

const SUFFIX_AND_TYPE: Record<ExportFormat, { suffix: string; contentType: string }> = {
  json: { suffix: '.json', contentType: 'application/json; charset=utf-8' },
  csv: { suffix: '.csv', contentType: 'text/csv; charset=utf-8' },
  iif: { suffix: '.iif', contentType: 'application/x-iif; charset=us-ascii' },
  'qbo-csv': { suffix: '-quickbooks.csv', contentType: 'text/csv; charset=utf-8' },
  ofx: { suffix: '.ofx', contentType: 'application/x-ofx; charset=utf-8' },
  qbo: { suffix: '.qbo', contentType: 'application/vnd.intu.qbo; charset=us-ascii' },
};

/** `bank-statement-<id>.csv`; the id keeps only characters that are safe in a header and a path. */
export function exportFileName(type: ExtractableTypeCode, id: string, format: ExportFormat): string {
  const safeId = id.replace(/[^A-Za-z0-9_-]/g, '') || 'document';
  return `${FILE_NAME_STEMS[type]}-${safeId}${SUFFIX_AND_TYPE[format].suffix}`;
}

function isStatement(doc: ExportDocument): doc is StatementDocument {
  return doc.type === 'bank_statement' || doc.type === 'credit_card_statement';
}

function render(doc: ExportDocument, format: ExportFormat, options: ExportOptions): string {
  if (format === 'json') return toJson(doc, options);
  if (format === 'csv') return toCsv(doc);
  if (!isStatement(doc)) throw notOffered(doc.type, format);
  switch (format) {
    case 'iif':
      return toIif(doc);
    case 'qbo-csv':
      return toQuickBooksCsv(doc);
    case 'ofx':
      return toOfx(doc, options);
    case 'qbo':
      return toQbo(doc, options);
  }
}

function notOffered(type: ExtractableTypeCode, format: ExportFormat): ValidationError {
  return new ValidationError(`${format} export is not available for ${type} documents.`);
}

export function exportDocument(
  doc: ExportDocument,
  format: ExportFormat,
  options: ExportOptions = {},
): ExportFile {
  if (!isFormatOffered(doc.type, format)) throw notOffered(doc.type, format);
  return {
    body: render(doc, format, options),
    contentType: SUFFIX_AND_TYPE[format].contentType,
    filename: exportFileName(doc.type, doc.id, format),
  };
}
