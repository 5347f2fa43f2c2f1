// Test-only helpers: lay out DocumentText programmatically, and read corpus PDFs.
import { readFile } from 'node:fs/promises';
import type { DocumentText, PageText, TextItem } from '../../../src/extraction/types';

export const CHAR_WIDTH = 5;
export const FONT_SIZE = 10;
export const LINE_PITCH = 14;

/** A row of cells, each `[x, text]`; words in a cell are separate items one space apart. */
export type RowSpec = [x: number, text: string][];

export interface PageSpec {
  rows: (RowSpec | null)[];
  /** y of the first row (default 60); a `null` row leaves a blank line. */
  top?: number;
  height?: number;
  width?: number;
}

function wordsOf(x: number, y: number, text: string): TextItem[] {
  const items: TextItem[] = [];
  let cx = x;
  for (const word of text.split(' ')) {
    if (word) {
      items.push({ text: word, x: cx, y, width: word.length * CHAR_WIDTH, height: FONT_SIZE, confidence: 1 });
    }
    cx += (word.length + 1) * CHAR_WIDTH;
  }
  return items;
}

/** Builds one page from rows laid out top to bottom at LINE_PITCH. */
export function makePage(spec: PageSpec, pageNumber = 1): PageText {
  const items: TextItem[] = [];
  let y = spec.top ?? 60;
  for (const row of spec.rows) {
    if (row) for (const [x, text] of row) items.push(...wordsOf(x, y, text));
    y += LINE_PITCH;
  }
  return { pageNumber, width: spec.width ?? 612, height: spec.height ?? 792, items, source: 'text-layer' };
}

/** Builds a document of one or more pages. */
export function makeDoc(...pages: PageSpec[]): DocumentText {
  const built = pages.map((p, i) => makePage(p, i + 1));
  return {
    pages: built,
    formFields: {},
    plainText: pages
      .map((p) => p.rows.map((r) => (r ?? []).map(([, t]) => t).join(' ')).join('\n'))
      .join('\f'),
  };
}

/** An OCR'd word for `ocrDoc`. */
export type OcrWord = [text: string, x: number, confidence: number];

/** The words of a run starting at x, 5 points a character and a space between words. */
export function ocrWords(text: string, x: number, confidence = 0.9): OcrWord[] {
  let at = x;
  return text.split(' ').map((w) => {
    const word: OcrWord = [w, at, confidence];
    at += (w.length + 1) * 5;
    return word;
  });
}

/** The words of a run ending at `right` (a right-aligned amount or title). */
export function ocrWordsTo(text: string, right: number, confidence = 0.9): OcrWord[] {
  return ocrWords(text, right - text.length * 5, confidence);
}

/** One OCR'd page: each line is `[text, x, confidence]` words at one y, 14 pt apart. */
export function ocrDoc(lines: OcrWord[][]): DocumentText {
  const items: TextItem[] = lines.flatMap((words, row) =>
    words.map(([text, x, confidence]) => ({
      text,
      x,
      y: 100 + row * 14,
      width: text.length * 5,
      height: 9,
      confidence,
    })),
  );
  return {
    pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'ocr' }],
    formFields: {},
    plainText: lines.map((l) => l.map((w) => w[0]).join(' ')).join('\n'),
  };
}

/**
 * Reads a PDF's text layer for parser tests on real documents, through pdfjs directly so that
 * parser tests do not depend on the reading stage's options (OCR, limits).
 */
export async function readPdfForTest(path: string): Promise<DocumentText> {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(await readFile(path));
  const standardFontDataUrl = new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
    .pathname;
  const doc = await pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl,
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  const pages: PageText[] = [];
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const raw of content.items) {
      if (!('str' in raw) || !raw.str.trim()) continue;
      const [a, b, , , e, f] = raw.transform as number[];
      const size = Math.hypot(a ?? 0, b ?? 0) || raw.height;
      // Text space has y growing upwards from the baseline; convert to a top-left glyph box.
      const [vx, vy] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number];
      items.push({ text: raw.str, x: vx, y: vy - size * 0.8, width: raw.width, height: size, confidence: 1 });
    }
    pages.push({
      pageNumber: p,
      width: viewport.width,
      height: viewport.height,
      items,
      source: 'text-layer',
    });
    lines.push(items.map((i) => i.text).join(' '));
  }
  await doc.destroy();
  return { pages, formFields: {}, plainText: lines.join('\f') };
}
