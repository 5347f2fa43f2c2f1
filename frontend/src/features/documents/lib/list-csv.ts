// The documents list CSV, built in the browser (spec part 2 §7, §9): columns Document Type, Title,
// Details, Upload Date, Status; commas replaced by semicolons; file documents-export-{date}.csv.
// Cells that a spreadsheet would run as a formula are neutralised (DESIGN §8).
import { statusLabel, typeLabel, type RecentDocument } from './document-list';

const HEADER = ['Document Type', 'Title', 'Details', 'Upload Date', 'Status'];

/** A leading = + - @, tab or CR makes Excel/Sheets evaluate the cell: prefix a quote. */
export function neutraliseCell(value: string): string {
  const clean = value.replace(/,/g, ';');
  const safe = /^[=+\-@\t\r]/.test(clean) ? `'${clean}` : clean;
  // Quotes and line breaks still need RFC 4180 quoting to keep one record per line.
  return /["\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "2026-11-23 20:15 UTC": sortable, and free of the commas the spec would turn into semicolons. */
function csvDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function documentsCsv(documents: readonly RecentDocument[]): string {
  const rows = documents.map((doc) => [
    typeLabel(doc.documentType),
    doc.title,
    doc.subtitle ?? '',
    csvDate(doc.uploadDate),
    statusLabel(doc.processingStatus),
  ]);
  return [HEADER, ...rows].map((row) => row.map(neutraliseCell).join(',')).join('\r\n') + '\r\n';
}

export function documentsCsvFileName(now: Date): string {
  return `documents-export-${now.toISOString().slice(0, 10)}.csv`;
}
