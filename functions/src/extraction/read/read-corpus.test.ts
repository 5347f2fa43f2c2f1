// The reading stage on real documents of the benchmark corpus (skipped where the corpus is absent).
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, corpusForTest } from '../../../test-support/extraction/corpus';
import { describe, expect, it } from 'vitest';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { readDocument } from './read-document';

const corpus = CORPUS_DIR;

function read(relative: string, documentType: ExtractableTypeCode) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, relative)));
  return readDocument({ documentType, maxPages: 50, files: [{ name: path.basename(relative), bytes }] });
}

describe.skipIf(!corpusForTest('', 'readDocument on the corpus'))('readDocument on the corpus', () => {
  it('puts every transaction of the example card statement on its own line, date first', async () => {
    const doc = await read('monopoly/example_statement.pdf', 'credit_card_statement');
    expect(doc.pages.map((p) => p.source)).toEqual(['text-layer', 'text-layer', 'text-layer', 'text-layer']);
    const lines = new Set(doc.plainText.split(/[\n\f]/));
    const rows = fs
      .readFileSync(path.join(corpus, 'monopoly/example_statement.expected_raw.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => r.split(','));
    expect(rows.length).toBeGreaterThan(50);
    // The carried-over balance is printed without a date (the CSV gives it the first posting date).
    const expectedStart = ([date, description]: string[]) =>
      description === "LAST MONTH'S BALANCE" ? description : `${date} ${description}`;
    const missing = rows.filter((row) => ![...lines].some((l) => l.startsWith(expectedStart(row))));
    expect(missing).toEqual([]);
  });

  it('OCRs a scanned audited balance sheet with its figures intact', async () => {
    const doc = await read('fs_transcription_ph_afs/AFS2024 - statement extracted.pdf', 'balance_sheet');
    expect(doc.pages.every((p) => p.source === 'ocr')).toBe(true);
    const first = doc.plainText.split('\f')[0]!;
    // From the human transcription of page 1.
    expect(first).toMatch(/Cash .*40,506,296/);
    expect(first).toMatch(/TOTAL ASSETS .*266,747,332/);
    expect(first).toContain('WIRELESS SERVICES ASIA INC.');
  }, 120_000);
});
