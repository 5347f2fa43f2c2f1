import { describe, expect, it } from 'vitest';
import { documentsCsv, documentsCsvFileName, neutraliseCell } from './list-csv';

describe('documents list CSV', () => {
  it('writes the spec columns, replaces commas with semicolons and keeps one record per line', () => {
    const csv = documentsCsv([
      {
        documentType: 'bank_statement',
        title: 'Chase, Checking',
        subtitle: 'Oct 1 - Oct 31 "2026"',
        uploadDate: '2026-11-20T08:05:00Z',
        processingStatus: 'pending',
      } as never,
    ]);
    expect(csv).toBe(
      'Document Type,Title,Details,Upload Date,Status\r\n' +
        'Bank Statement,Chase; Checking,"Oct 1 - Oct 31 ""2026""",2026-11-20 08:05 UTC,Waiting\r\n',
    );
  });

  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (value) => {
    const cell = neutraliseCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('names the file after the date', () => {
    expect(documentsCsvFileName(new Date('2026-11-23T20:00:00Z'))).toBe('documents-export-2026-11-23.csv');
  });
});
