// Offline OCR with tesseract.js: English LSTM data from @tesseract.js-data/eng, nothing fetched.
import { createRequire } from 'node:module';
import path from 'node:path';
// Type-only: tesseract.js is loaded when a page actually needs OCR.
import type Tesseract from 'tesseract.js';
import type { TextItem } from '../types';
import type { Deadline } from './input-guard';

/** An 8-bit grayscale raster (row-major, one byte per pixel). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface OcrWord {
  text: string;
  /** Pixel box in the recognised image. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0-1 */
  confidence: number;
}

export interface OcrResult {
  words: OcrWord[];
  /** Mean word confidence 0-1 (0 when no words). */
  meanConfidence: number;
  ms: number;
}

/** Tesseract's page segmentation modes (tesseract.js's PSM values, without loading it). */
const PSM_SINGLE_COLUMN = '4' as Tesseract.PSM;
const PSM_SINGLE_BLOCK = '6' as Tesseract.PSM;

function langPath(): string {
  const require = createRequire(import.meta.url);
  // best_int: the accurate LSTM model in its integer (faster) form.
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** One tesseract worker, reused for every page of one document, then terminated. */
export class OcrEngine {
  private constructor(private readonly worker: Tesseract.Worker) {}

  static async start(deadline: Deadline): Promise<OcrEngine> {
    const { default: Tesseract } = await import('tesseract.js');
    const pending = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: langPath(),
      cacheMethod: 'none',
      gzip: true,
      // The worker reports load errors through this hook as well as by rejecting; the rejection is enough.
      errorHandler: () => undefined,
    });
    const worker = await deadline.race(pending, () =>
      pending.then((w) => w.terminate()).catch(() => undefined),
    );
    await worker.setParameters({ preserve_interword_spaces: '1' });
    return new OcrEngine(worker);
  }

  /**
   * `layout` 'block' (tesseract's single uniform block, what every page and crop is read as) or
   * 'column' (a single column of text of varied sizes: a form's amount column read on its own,
   * where the block mode takes a line's residue for words and drops amounts beside it).
   */
  async recognize(
    image: GrayImage,
    deadline: Deadline,
    dpi = 300,
    layout: 'block' | 'column' = 'block',
  ): Promise<OcrResult> {
    const started = Date.now();
    await this.worker.setParameters({
      user_defined_dpi: String(Math.round(dpi)),
      tessedit_pageseg_mode: layout === 'column' ? PSM_SINGLE_COLUMN : PSM_SINGLE_BLOCK,
    });
    // A bare PGM: no compression cost, and leptonica reads it directly.
    const pgm = Buffer.concat([
      Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'),
      Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    ]);
    // An OCR job cannot be cancelled; on expiry the whole worker goes.
    const { data } = await deadline.race(this.worker.recognize(pgm, {}, { blocks: true, text: false }), () =>
      this.terminate(),
    );
    const words: OcrWord[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          for (const w of line.words) {
            const text = tidyWord(w.text.trim());
            if (text === '') continue;
            words.push({ text, ...w.bbox, confidence: Math.max(0, Math.min(1, w.confidence / 100)) });
          }
        }
      }
    }
    const meanConfidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
    return { words, meanConfidence, ms: Date.now() - started };
  }

  private terminated = false;
  async terminate(): Promise<void> {
    if (this.terminated) return;
    this.terminated = true;
    await this.worker.terminate().catch(() => undefined);
  }
}

/**
 * A word as OCR read it, less an opening quote mark it cannot have: a speck or a rule's end just
 * left of a line's first word is read as a quote glued to it ("‘Net Cash Provided by ...",
 * "“Cash used in financing activities"), and the label no longer matches what it is (a total read
 * as a line item). An opening mark is kept when the word (or the quote) closes.
 */
export function tidyWord(text: string): string {
  const m = /^([‘“'"`]+)(\p{L}[\p{L}\p{N}\-,.:;()&/]*)$/u.exec(text);
  if (!m) return text;
  return m[2]!;
}

/** OCR words as TextItems in points: `pointsPerPixel` maps the recognised image onto the page. */
export function ocrWordsToItems(words: readonly OcrWord[], pointsPerPixel: number): TextItem[] {
  return words.map((w) => ({
    text: w.text,
    x: w.x0 * pointsPerPixel,
    y: w.y0 * pointsPerPixel,
    width: (w.x1 - w.x0) * pointsPerPixel,
    height: (w.y1 - w.y0) * pointsPerPixel,
    confidence: w.confidence,
  }));
}

/**
 * Words without the letters and digits OCR makes of flat marks: dot leaders, underscores and the
 * dotted rules between a label and its amount come back as short "words" ("wn", "i", "4", "Ate")
 * whose box is a sliver, far lower than any printed letter, and they land between a label and its
 * value as cells of their own. A word with a letter or digit whose box is under a third of the
 * page's median word height cannot be print; marks that are only punctuation ("-", "—", "…", a
 * zero's dash) stay, as the line grouping and the parsers read them.
 */
export function dropFlatMarks(words: readonly OcrWord[]): OcrWord[] {
  const heights = words
    .filter((w) => /[A-Za-z0-9]/.test(w.text))
    .map((w) => w.y1 - w.y0)
    .sort((a, b) => a - b);
  if (heights.length < 8) return [...words];
  const median = heights[Math.floor(heights.length / 2)]!;
  return words.filter((w) => !(/[A-Za-z0-9]/.test(w.text) && w.y1 - w.y0 < median * 0.34));
}

/**
 * Words without the letters OCR makes of a smudge or a rule's residue in an empty stretch of a row
 * (the blank credit column of a debit row, the gap between a description and its amount): "Soar",
 * "REE", "raion". Each is letters only, read unsurely (under 0.4), its box is at least 1.6 times the
 * page's median word height (the smudge or rule piece is taller than the print beside it), and it
 * stands alone: no word on its line within two median heights on either side. Kept, it is read as
 * the tail of the description or as a column's value. A real word read unsurely sits at print
 * height or beside its neighbours, and a word with a digit or "$" is never dropped here.
 */
export function dropStrays(words: readonly OcrWord[]): OcrWord[] {
  const heights = words
    .filter((w) => /[A-Za-z0-9]/.test(w.text))
    .map((w) => w.y1 - w.y0)
    .sort((a, b) => a - b);
  if (heights.length < 8) return [...words];
  const median = heights[Math.floor(heights.length / 2)]!;
  const stray = (w: OcrWord) => {
    if (!/^[\p{L}'.,:;-]+$/u.test(w.text) || w.confidence >= 0.4 || w.y1 - w.y0 < 1.6 * median) return false;
    return !words.some((o) => {
      if (o === w) return false;
      const cy = (o.y0 + o.y1) / 2;
      if (cy < w.y0 || cy > w.y1) return false;
      const gap = o.x0 >= w.x1 ? o.x0 - w.x1 : w.x0 >= o.x1 ? w.x0 - o.x1 : 0;
      return gap < 2 * median;
    });
  };
  return words.filter((w) => !stray(w));
}

/**
 * Words that plausibly are text: tesseract turns noise, photos and stamps into low-confidence
 * fragments, which must not count as a readable page.
 */
export function readableWords(words: readonly OcrWord[]): OcrWord[] {
  return words.filter((w) => w.confidence >= 0.5 && /[A-Za-z0-9]/.test(w.text));
}
