import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CORPUS_DIR, corpusForTest } from '../../../test-support/extraction/corpus';
import { describe, expect, it } from 'vitest';
import { ExtractionInputError, type ExtractionInput } from '../types';
import { documentSource, mergeCellWords, readDocument } from './read-document';
import type { OcrWord } from './ocr';
import {
  A4,
  makePageImage,
  makePasswordProtectedPdf,
  makeScannedPdf,
  makeTextPdf,
  STATEMENT_LINES,
} from '../../../test-support/extraction/test-documents';

const corpus = CORPUS_DIR;

function pdfInput(bytes: Uint8Array, maxPages = 10, name = 'statement.pdf'): ExtractionInput {
  return { documentType: 'bank_statement', maxPages, files: [{ name, bytes }] };
}

async function failure(input: ExtractionInput, timeoutMs?: number): Promise<ExtractionInputError> {
  const error = await readDocument(input, { timeoutMs }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionInputError);
  return error as ExtractionInputError;
}

describe('readDocument on PDFs with a text layer', () => {
  it('returns words with top-left positions and the text in reading order', async () => {
    const bytes = await makeTextPdf([STATEMENT_LINES, ['Page two footer text with enough characters']]);
    const timings: Record<string, number> = {};
    const doc = await readDocument(pdfInput(bytes), { timings });

    expect(doc.pages.map((p) => p.source)).toEqual(['text-layer', 'text-layer']);
    const [first] = doc.pages;
    expect(first!.width).toBeCloseTo(A4[0], 1);
    expect(first!.height).toBeCloseTo(A4[1], 1);
    const lines = doc.plainText.split('\f')[0]!.split('\n');
    expect(lines).toEqual(STATEMENT_LINES);
    expect(doc.plainText.split('\f')[1]).toBe('Page two footer text with enough characters');

    // Drawn at baseline (50, height - 60) in 11 pt: the glyph top sits ~52 pt below the page top.
    const bank = first!.items.find((i) => i.text === 'FIRST')!;
    expect(bank.x).toBeCloseTo(50, 0);
    expect(bank.y).toBeGreaterThan(48);
    expect(bank.y).toBeLessThan(56);
    expect(bank.confidence).toBe(1);
    // Runs are split into words whose x grows along the line.
    const closing = first!.items.filter(
      (i) => Math.abs(i.y - first!.items.find((j) => j.text === 'Closing')!.y) < 1,
    );
    expect(closing.map((i) => i.text)).toEqual(['Closing', 'Balance', '2,499.25']);
    expect(closing[1]!.x).toBeGreaterThan(closing[0]!.x + closing[0]!.width);
    expect(closing[2]!.x).toBeGreaterThan(closing[1]!.x + closing[1]!.width);
    expect(doc.formFields).toEqual({});
    expect(documentSource(doc)).toBe('text-layer');
    expect(timings['text-layer']).toBeGreaterThanOrEqual(0);
    expect(timings['ocr']).toBeUndefined();
  });

  it("accepts a Node Buffer and leaves the caller's bytes usable", async () => {
    const bytes = Buffer.from(await makeTextPdf([STATEMENT_LINES]));
    const first = await readDocument(pdfInput(bytes));
    expect(bytes.byteLength).toBeGreaterThan(0);
    const again = await readDocument(pdfInput(bytes));
    expect(again.plainText).toBe(first.plainText);
  });

  it('joins a word split across text runs and drops fake-bold overprints', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage(A4);
    const y = 700;
    page.drawText('Amount due: pelle', { x: 50, y, size: 12, font });
    page.drawText('ntesque 42.00', {
      x: 50 + font.widthOfTextAtSize('Amount due: pelle', 12),
      y,
      size: 12,
      font,
    });
    page.drawText('TOTAL BALANCE 99.10', { x: 50, y: 650, size: 12, font });
    page.drawText('TOTAL BALANCE 99.10', { x: 50.25, y: 650, size: 12, font });
    const doc = await readDocument(pdfInput(await pdf.save()));
    expect(doc.plainText).toBe('Amount due: pellentesque 42.00\nTOTAL BALANCE 99.10');
    expect(doc.pages[0]!.items.map((i) => i.text)).toEqual([
      'Amount',
      'due:',
      'pellentesque',
      '42.00',
      'TOTAL',
      'BALANCE',
      '99.10',
    ]);
  });

  it('reads filled AcroForm fields by fully-qualified name, checkboxes as on-state or Off', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage(A4);
    page.drawText('Form W-2 Wage and Tax Statement 2024 test page', {
      x: 50,
      y: 780,
      size: 12,
      font: await pdf.embedFont(StandardFonts.Helvetica),
    });
    const form = pdf.getForm();
    const wages = form.createTextField('topmostSubform[0].Page1[0].f1_04[0]');
    wages.setText('52,000.00');
    wages.addToPage(page, { x: 50, y: 700, width: 200, height: 20 });
    const empty = form.createTextField('topmostSubform[0].Page1[0].f1_05[0]');
    empty.addToPage(page, { x: 50, y: 650, width: 200, height: 20 });
    const checked = form.createCheckBox('topmostSubform[0].Page1[0].c1_1[0]');
    checked.addToPage(page, { x: 50, y: 600, width: 12, height: 12 });
    checked.check();
    const unchecked = form.createCheckBox('topmostSubform[0].Page1[0].c1_2[0]');
    unchecked.addToPage(page, { x: 80, y: 600, width: 12, height: 12 });

    const doc = await readDocument(pdfInput(await pdf.save()));
    expect(doc.formFields).toEqual({
      'topmostSubform[0].Page1[0].f1_04[0]': '52,000.00',
      'topmostSubform[0].Page1[0].c1_1[0]': 'Yes',
      'topmostSubform[0].Page1[0].c1_2[0]': 'Off',
    });
    expect(documentSource(doc)).toBe('form-fields');
  });

  const W2_COPY_B = 'irs_forms/w2_idp_data_generator/fw2_2024_copyB_placeholders.pdf';
  it.skipIf(!corpusForTest(W2_COPY_B, 'reads the placeholder values of the 2024 W-2 copy B form'))(
    'reads the placeholder values of the 2024 W-2 copy B form',
    async () => {
      const file = path.join(corpus, W2_COPY_B);
      const dump = JSON.parse(fs.readFileSync(file.replace(/\.pdf$/, '.fields.json'), 'utf8')) as {
        fields: { name: string; type: string; value?: string }[];
      };
      const doc = await readDocument(pdfInput(new Uint8Array(fs.readFileSync(file)), 1, 'w2.pdf'));
      const expected = dump.fields.filter((f) => f.type === '/Tx' && f.value);
      expect(expected.length).toBeGreaterThan(30);
      for (const f of expected) expect(doc.formFields[f.name], f.name).toBe(f.value);
      expect(doc.formFields['f2_09[0]']).toBe('wages');
      expect(doc.pages[0]!.source).toBe('text-layer');
      expect(doc.plainText).toContain('Wage and Tax Statement');
    },
  );
});

describe('readDocument on bad PDFs', () => {
  it('explains a password-protected PDF', async () => {
    const error = await failure(pdfInput(await makePasswordProtectedPdf()));
    expect(error.message).toBe('This PDF is password-protected. Please upload an unlocked copy.');
  });

  it('explains a truncated PDF', async () => {
    const bytes = await makeTextPdf([STATEMENT_LINES]);
    const error = await failure(pdfInput(bytes.subarray(0, Math.floor(bytes.length / 3))));
    expect(error.message).toBe(
      'This PDF appears to be damaged and cannot be read. Please upload a different copy.',
    );
  });

  it('explains bytes that only claim to be a PDF', async () => {
    const bytes = new TextEncoder().encode('<html><body>Not a PDF at all</body></html>');
    const error = await failure(pdfInput(bytes, 10, 'statement.pdf'));
    expect(error.message).toBe(
      'The file "statement.pdf" is named .pdf but is not a PDF. Please upload the original PDF.',
    );
  });

  it('refuses more pages than the document type allows, naming both numbers', async () => {
    const bytes = await makeTextPdf(Array.from({ length: 60 }, (_, i) => [`Page ${i + 1} of the statement`]));
    const error = await failure(pdfInput(bytes, 50));
    expect(error.message).toBe('This document has 60 pages; the limit for Bank Statement is 50.');
  });

  it('refuses a page with a huge media box before rendering it', async () => {
    const bytes = await makeTextPdf([[]], { pageSize: [200_000, 200_000] });
    const error = await failure(pdfInput(bytes));
    expect(error.message).toMatch(/^Page 1 is too large \(2778 × 2778 inches\)/);
  });

  it('explains an empty file and a mix of a PDF with images', async () => {
    expect((await failure(pdfInput(new Uint8Array(0)))).message).toBe('The file "statement.pdf" is empty.');
    const pdf = await makeTextPdf([STATEMENT_LINES]);
    const png = await makePageImage(['Hello'], { dpi: 50 });
    const error = await failure({
      documentType: 'invoice',
      maxPages: 5,
      files: [
        { name: 'a.pdf', bytes: pdf },
        { name: 'b.png', bytes: png },
      ],
    });
    expect(error.message).toMatch(/either one PDF or a set of JPG\/PNG page images/);
  });

  it('gives up with a clear reason when the time budget runs out', async () => {
    const scan = await makeScannedPdf([await makePageImage(STATEMENT_LINES)]);
    const error = await failure(pdfInput(scan), 50);
    expect(error.message).toBe(
      'Reading this document took longer than 1 second. Please try a smaller or clearer file.',
    );
  });
});

describe('readDocument on scanned PDFs', () => {
  it('OCRs image-only pages and keeps the text layer of the others (a mixed document)', async () => {
    const scan = await makePageImage(STATEMENT_LINES);
    const bytes = await makeScannedPdf([scan], [['Cover page with a real text layer, long enough to count']]);
    const timings: Record<string, number> = {};
    const doc = await readDocument(pdfInput(bytes), { timings });

    expect(doc.pages.map((p) => p.source)).toEqual(['text-layer', 'ocr']);
    expect(documentSource(doc)).toBe('mixed');
    const ocrPage = doc.pages[1]!;
    expect(ocrPage.width).toBeCloseTo(A4[0], 0);
    const text = doc.plainText.split('\f')[1]!;
    expect(text).toContain('Closing Balance 2,499.25');
    expect(text).toContain('FIRST NATIONAL BANK');
    // OCR boxes land where the text was drawn: the first line's glyph tops ~50 pt from the top, x ~50 pt.
    const first = ocrPage.items.find((i) => i.text === 'FIRST')!;
    expect(first.x).toBeGreaterThan(44);
    expect(first.x).toBeLessThan(56);
    expect(first.y).toBeGreaterThan(44);
    expect(first.y).toBeLessThan(60);
    expect(first.confidence).toBeGreaterThan(0.8);
    expect(first.confidence).toBeLessThanOrEqual(1);
    expect(timings['ocr']).toBeGreaterThan(0);
  });

  it('OCRs a scanned page that carries only a sparse text layer (a stamp), keeping the stamp', async () => {
    // Scanners and archives stamp a line of real text onto a scanned page: 20+ characters used to make
    // the page count as a text layer, so the scan itself was never read.
    const scanned = await PDFDocument.load(await makeScannedPdf([await makePageImage(STATEMENT_LINES)]));
    const font = await scanned.embedFont(StandardFonts.Helvetica);
    scanned
      .getPage(0)
      .drawText('Scanned 2024-05-01 by Records Dept, page 1', { x: 40, y: 20, size: 8, font });
    const doc = await readDocument(pdfInput(await scanned.save()));

    expect(doc.pages[0]!.source).toBe('ocr');
    expect(doc.plainText).toContain('Closing Balance 2,499.25');
    expect(doc.plainText).toContain('Records Dept');
  });

  it('keeps a sparse text layer over an image that shows nothing more (a logo beside a short note)', async () => {
    const pdf = await PDFDocument.load(await makeTextPdf([['Intentionally left blank except this note']]));
    const logo = await pdf.embedPng(await makePageImage([]));
    pdf.getPage(0).drawImage(logo, { x: 400, y: 700, width: 60, height: 80 });
    const doc = await readDocument(pdfInput(await pdf.save()));

    expect(doc.pages[0]!.source).toBe('text-layer');
    expect(doc.plainText).toContain('Intentionally left blank except this note');
  });

  it('fails a PDF whose only page is blank', async () => {
    const error = await failure(pdfInput(await makeTextPdf([[]])));
    expect(error.message).toMatch(/^No readable text was found in this PDF/);
  });
});

describe('mergeCellWords', () => {
  const w = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 0.9): OcrWord => ({
    text,
    x0,
    y0,
    x1,
    y1,
    confidence,
  });
  it('drops a page word that straddles the cell rule over the ink a cell word read, and keeps the rest', () => {
    const cell = { x0: 400, y0: 100, x1: 500, y1: 130 };
    const page = [
      w('Coffee', 100, 104, 180, 124),
      // Stretched over the rule above the cell: its centre is outside the cell.
      w('G08', 420, 86, 470, 114, 0.47),
      w('971.84', 520, 104, 580, 124),
    ];
    const merged = mergeCellWords(page, [cell], [w('6.09', 422, 104, 466, 124, 0.96)]);
    expect(merged.map((x) => x.text)).toEqual(['Coffee', '971.84', '6.09']);
  });
  it('keeps page words beside a cell word that only touch it', () => {
    const cell = { x0: 400, y0: 100, x1: 500, y1: 130 };
    const page = [w('Total', 380, 104, 405, 124)];
    const merged = mergeCellWords(page, [cell], [w('6.09', 402, 104, 466, 124)]);
    expect(merged.map((x) => x.text)).toEqual(['Total', '6.09']);
  });
});
