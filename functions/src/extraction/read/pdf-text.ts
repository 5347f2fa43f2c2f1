// PDF loading and the text layer, through the pdfjs legacy build (the one meant for Node).
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionInputError, type TextItem } from '../types';
import type { Deadline } from './input-guard';

type Pdfjs = typeof PdfjsModule;
let pdfjsPromise: Promise<Pdfjs> | undefined;

/**
 * pdfjs runs its parser in a "fake worker" on this thread in Node; registering the worker module
 * ourselves (instead of letting pdfjs import it by a relative URL) keeps that working after bundling.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsPromise ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsPromise;
}

/** The package's data folders (fonts, CMaps, wasm decoders for JPX scans), as pdfjs wants them: with a trailing slash. */
function pdfjsDataDir(folder: string): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  return path.join(root, folder) + path.sep;
}

export const PDF_DAMAGED_MESSAGE =
  'This PDF appears to be damaged and cannot be read. Please upload a different copy.';
export const PDF_PASSWORD_MESSAGE = 'This PDF is password-protected. Please upload an unlocked copy.';

export async function openPdf(bytes: Uint8Array, deadline: Deadline): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdfjs transfers (detaches) the buffer it is given and refuses Node Buffers: hand it a plain copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: pdfjsDataDir('standard_fonts'),
    cMapUrl: pdfjsDataDir('cmaps'),
    cMapPacked: true,
    wasmUrl: pdfjsDataDir('wasm'),
    iccUrl: pdfjsDataDir('iccs'),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    enableXfa: false,
    // Bounds image decoding inside pdfjs (an image stream claiming gigapixels is skipped).
    maxImageSize: 64_000_000,
    verbosity: 0,
  });
  // Without this pdfjs waits for a password forever.
  task.onPassword = () => {
    void task.destroy();
  };
  try {
    const doc = await deadline.race(task.promise, () => task.destroy());
    if (doc.numPages < 1) {
      await doc.destroy();
      throw new ExtractionInputError('This PDF has no pages.');
    }
    return doc;
  } catch (error) {
    throw mapPdfError(error, bytes);
  }
}

export function mapPdfError(error: unknown, bytes?: Uint8Array): Error {
  if (error instanceof ExtractionInputError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (
    name === 'PasswordException' ||
    (bytes && hasEncryptDictionary(bytes) && name !== 'InvalidPDFException')
  ) {
    return new ExtractionInputError(PDF_PASSWORD_MESSAGE);
  }
  return new ExtractionInputError(PDF_DAMAGED_MESSAGE);
}

/** Cheap byte check used only to explain a failure: an encrypted PDF names /Encrypt in its trailer. */
function hasEncryptDictionary(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(Math.max(0, bytes.byteLength - 64 * 1024))
    .toString('latin1');
  return /\/Encrypt\s/.test(tail);
}

export interface PageTextLayer {
  width: number;
  height: number;
  items: TextItem[];
}

/**
 * Text items in points with a top-left origin (the page's own rotation and crop applied), each
 * run split into words whose x positions are estimated from character counts so columns show.
 */
export async function readTextLayer(page: PDFPageProxy): Promise<PageTextLayer> {
  const pdfjs = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  const runs: { str: string; x: number; y: number }[] = [];
  for (const raw of content.items) {
    if (!('str' in raw) || raw.str.trim() === '') continue;
    const [a, b, c, d, e, f] = pdfjs.Util.transform(
      viewport.transform,
      raw.transform as number[],
    ) as number[];
    const fontHeight = Math.hypot(c!, d!);
    if (!(fontHeight > 0)) continue;
    const style = content.styles[raw.fontName];
    const ascent = style?.ascent && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
    const horizontal = Math.abs(b!) < 1e-3 * Math.abs(a!);
    // Width in device space: along x for horizontal runs, otherwise the run's extent along its direction.
    const runWidth = raw.width * (horizontal ? Math.abs(viewport.scale) : 1);
    const top = f! - fontHeight * ascent;
    // Fake bold prints a run twice, a hair apart: keep one copy.
    const overprint = runs.some(
      (r) =>
        r.str === raw.str && Math.abs(r.x - e!) < fontHeight * 0.3 && Math.abs(r.y - top) < fontHeight * 0.3,
    );
    if (overprint) continue;
    runs.push({ str: raw.str, x: e!, y: top });
    if (runs.length > 8) runs.shift();
    pushWords(items, raw.str, e!, top, runWidth, fontHeight);
  }
  return { width: viewport.width, height: viewport.height, items };
}

function pushWords(out: TextItem[], str: string, x: number, y: number, width: number, height: number): void {
  const chars = [...str];
  const perChar = chars.length > 0 ? width / chars.length : 0;
  let index = 0;
  for (const part of str.split(/(\s+)/)) {
    const len = [...part].length;
    if (part.trim() !== '') {
      const word = { text: part, x: x + index * perChar, y, width: len * perChar, height, confidence: 1 };
      const last = out.at(-1);
      // A run that starts mid-word (PDFs split words at kerning and font changes) continues the previous word.
      if (index === 0 && last && continuesWord(last, word)) {
        last.text += word.text;
        last.width = word.x + word.width - last.x;
      } else {
        out.push(word);
      }
    }
    index += len;
  }
}

function continuesWord(last: TextItem, next: TextItem): boolean {
  const gap = next.x - (last.x + last.width);
  const h = Math.min(last.height, next.height);
  return (
    Math.abs(last.y + last.height - (next.y + next.height)) < h * 0.25 && gap < h * 0.12 && gap > -h * 0.3
  );
}

/**
 * Characters that are real text: a font without a Unicode map yields private-use or replacement
 * characters, which must not make a page count as having a text layer.
 */
/** Whether the page paints a raster image (a scan, a photo, a logo); image masks (glyph-like stencils) do not count. */
export async function paintsImage(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfjs();
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject);
}

export function usableChars(items: readonly TextItem[]): number {
  let n = 0;
  for (const i of items) {
    for (const ch of i.text) if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) && !/[\p{Co}\uFFFD]/u.test(ch)) n++;
  }
  return n;
}
