import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyFilters,
  DEFAULT_SORT,
  formatUploadDate,
  isStuck,
  nextSort,
  NO_FILTERS,
  pollInterval,
  sortDocuments,
  statusLabel,
} from './document-list';

const doc = (
  documentId: string,
  documentType: string,
  processingStatus: string,
  uploadDate: string | null,
  title = documentId,
) =>
  ({ documentId, documentType, processingStatus, uploadDate, title }) as never as {
    documentId: string;
    documentType: 'bank_statement';
    processingStatus: 'completed';
    uploadDate: string | null;
    title: string;
  };

const rows = [
  doc('a', 'bank_statement', 'completed', '2026-11-20T23:59:59Z', 'Chase'),
  doc('b', 'w2', 'failed', '2026-11-21T00:00:00Z', 'acme W-2'),
  doc('c', 'payslip', 'pending', '2026-11-22T10:00:00Z', 'Payslip'),
  doc('d', 'invoice', 'processing', null, 'Invoice 7'),
];

describe('filters', () => {
  it('combines type and status multi-selects', () => {
    expect(applyFilters(rows, { ...NO_FILTERS, types: ['w2', 'payslip'] }).map((d) => d.documentId)).toEqual([
      'b',
      'c',
    ]);
    expect(
      applyFilters(rows, { ...NO_FILTERS, types: ['w2', 'payslip'], statuses: ['pending'] }).map(
        (d) => d.documentId,
      ),
    ).toEqual(['c']);
  });

  it('compares dates by calendar day, inclusive of both ends, and drops undated rows when bounded', () => {
    const range = (from: string, to: string) =>
      applyFilters(rows, { ...NO_FILTERS, from, to }).map((d) => d.documentId);
    expect(range('2026-11-20', '2026-11-21')).toEqual(['a', 'b']);
    expect(range('2026-11-21', '2026-11-21')).toEqual(['b']);
    expect(range('2026-11-22', '')).toEqual(['c']);
    expect(range('', '2026-11-20')).toEqual(['a']);
    expect(applyFilters(rows, NO_FILTERS)).toHaveLength(4);
  });

  it('counts active filter groups', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ types: ['w2'], statuses: ['failed'], from: '', to: '2026-01-01' })).toBe(3);
  });
});

describe('sorting', () => {
  it('starts newest first with undated rows last, and toggles direction on the same column', () => {
    expect(sortDocuments(rows, DEFAULT_SORT).map((d) => d.documentId)).toEqual(['c', 'b', 'a', 'd']);
    const asc = nextSort(DEFAULT_SORT, 'uploadDate');
    expect(asc).toEqual({ key: 'uploadDate', direction: 'asc' });
    expect(sortDocuments(rows, asc).map((d) => d.documentId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts titles case-insensitively and types by their label', () => {
    expect(sortDocuments(rows, { key: 'title', direction: 'asc' }).map((d) => d.title)).toEqual([
      'acme W-2',
      'Chase',
      'Invoice 7',
      'Payslip',
    ]);
    expect(sortDocuments(rows, nextSort(DEFAULT_SORT, 'documentType')).map((d) => d.documentId)).toEqual([
      'a',
      'd',
      'c',
      'b',
    ]);
  });
});

describe('status and polling', () => {
  it('labels pending as Waiting in the table, Pending in badges, and unknown values as is', () => {
    expect(statusLabel('pending')).toBe('Waiting');
    expect(statusLabel('pending', 'badge')).toBe('Pending');
    expect(statusLabel('archived')).toBe('archived');
  });

  it('polls every 3 s only while something is pending or processing', () => {
    expect(pollInterval(rows)).toBe(3000);
    expect(
      pollInterval(rows.filter((d) => d.processingStatus === 'completed' || d.processingStatus === 'failed')),
    ).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('calls a document stuck only when in flight more than 2 minutes after upload', () => {
    const now = Date.parse('2026-11-22T10:02:01Z');
    expect(isStuck(rows[2]!, now)).toBe(true);
    expect(isStuck(rows[2]!, Date.parse('2026-11-22T10:01:59Z'))).toBe(false);
    expect(isStuck(rows[0]!, now)).toBe(false);
    expect(isStuck(rows[3]!, now)).toBe(false);
  });

  it('shows upload dates in UTC', () => {
    expect(formatUploadDate('2026-11-20T23:59:59Z')).toBe('Nov 20, 2026, 11:59 PM UTC');
    expect(formatUploadDate(null)).toBe('');
  });
});
