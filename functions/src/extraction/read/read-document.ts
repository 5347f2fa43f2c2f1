// The reading stage: one document (a PDF, or a set of page photos) in, positioned text out.
import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ExtractionInputError,
  type DocumentText,
  type ExtractionInput,
  type PageText,
  type TextItem,
} from '../types';
import { placeFormValues, readFormFields } from './form-fields';
import { decodeImage, estimateSkew, isBlank, paperGray, rotateCanvas, scaleCanvas, toGray } from './image';
import {
  assertImageSize,
  assertPageCount,
  assertPageSize,
  classifyInput,
  Deadline,
  imageDimensions,
  READ_LIMITS,
} from './input-guard';
import { buildPlainText } from './layout';
import { findCells, type CellBox } from './cells';
import { readAmountColumns } from './columns';
import { markCheckBoxes } from './checkbox';
import { cleanForOcr, enlarge, type CleanStats } from './clean';
import { readMissedInk, rereadAmounts } from './reread';
import {
  OcrEngine,
  dropFlatMarks,
  dropStrays,
  ocrWordsToItems,
  readableWords,
  type GrayImage,
  type OcrResult,
  type OcrWord,
} from './ocr';
import { mapPdfError, openPdf, paintsImage, readTextLayer, usableChars } from './pdf-text';
import { renderPage } from './render';

export interface ReadOptions {
  /** Cancels the read (e.g. the Lambda is about to time out). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** How scans are prepared for OCR; the defaults are the product's. */
  ocr?: OcrOptions;
  /** Filled with milliseconds per stage (pdf-open, text-layer, render, ocr-start, ocr, deskew, orientation, form-fields, images); `ocr` includes the orientation search. */
  timings?: Record<string, number>;
}

/**
 * OCR preparation switches. The defaults are what the product runs; the others exist for A/B
 * measurement (the extraction bench sets them), never for a user to tune.
 */
export interface OcrOptions {
  /**
   * Cleaning a page before OCR (clean.ts): 'auto' (default) removes rules, specks, broken rules
   * and dot leaders on pages with ruling lines, and all but the rules on pages without; 'always'
   * cleans every page fully, 'leaders' removes only dot leaders, 'never' reads the raster as it is.
   */
  clean?: 'auto' | 'always' | 'leaders' | 'never';
  /** Small print read from an enlarged copy (default true). */
  enlarge?: boolean;
  /** Ruled forms read cell by cell (cells.ts; default true). */
  cells?: boolean;
  /** Amounts read without their separators read again from an enlarged crop (reread.ts; default true). */
  reread?: boolean;
  /** Print the page reading left out read again from its own crop (reread.ts readMissedInk; default true). */
  missed?: boolean;
  /** Amount columns of ruled pages read as blocks of their own (columns.ts; default true). */
  columns?: boolean;
  /** Check boxes of ruled pages read by a pixel test (checkbox.ts; default true). */
  checkboxes?: boolean;
}

/** Page photos are assumed a Letter-width page across their short side, so sizes compare with PDFs. */
const PHOTO_SHORT_SIDE_POINTS = 612;

export async function readDocument(input: ExtractionInput, options: ReadOptions = {}): Promise<DocumentText> {
  const deadline = new Deadline(options.timeoutMs ?? READ_LIMITS.timeoutMs, options.signal);
  const timings = options.timings ?? {};
  const ocr = new LazyOcr(deadline, timings, options.ocr ?? {});
  try {
    const classified = classifyInput(input);
    const doc =
      classified.kind === 'pdf'
        ? await readPdf(classified.file.bytes, input, deadline, ocr, timings)
        : await readImages(classified.files, input, deadline, ocr, timings);
    return doc;
  } finally {
    await ocr.dispose();
    deadline.dispose();
  }
}

async function readPdf(
  bytes: Uint8Array,
  input: ExtractionInput,
  deadline: Deadline,
  ocr: LazyOcr,
  timings: Record<string, number>,
): Promise<DocumentText> {
  let t = Date.now();
  const pdf = await openPdf(bytes, deadline);
  timings['pdf-open'] = Date.now() - t;
  try {
    assertPageCount(pdf.numPages, input.maxPages, input.documentType);
    const pages: PageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      pages.push(await readPdfPage(pdf, n, deadline, ocr, timings));
    }
    t = Date.now();
    const { fields: formFields, placed } = await deadline.race(readFormFields(pdf)).catch((e: unknown) => {
      throw mapPdfError(e);
    });
    placeFormValues(pages, placed);
    timings['form-fields'] = Date.now() - t;
    const doc: DocumentText = { pages, formFields, plainText: buildPlainText(pages) };
    if (Object.keys(formFields).length === 0 && !pages.some(hasReadableText)) {
      throw new ExtractionInputError(
        'No readable text was found in this PDF. If it is a scan, please upload a clearer, higher-resolution copy.',
      );
    }
    return doc;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function readPdfPage(
  pdf: PDFDocumentProxy,
  n: number,
  deadline: Deadline,
  ocr: LazyOcr,
  timings: Record<string, number>,
): Promise<PageText> {
  let t = Date.now();
  const page = await deadline.race(pdf.getPage(n)).catch((e: unknown) => {
    throw mapPdfError(e);
  });
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    assertPageSize(n, width, height);
    const layer = await deadline.race(readTextLayer(page)).catch((e: unknown) => {
      throw mapPdfError(e);
    });
    add(timings, 'text-layer', Date.now() - t);
    const layerChars = usableChars(layer.items);
    const layerPage: PageText = {
      pageNumber: n,
      width: layer.width,
      height: layer.height,
      items: layer.items,
      source: 'text-layer',
    };
    const sparseOverImage =
      layerChars >= READ_LIMITS.minUsableTextChars &&
      layerChars < READ_LIMITS.sparseTextLayerChars &&
      (await deadline.race(paintsImage(page)));
    if (layerChars >= READ_LIMITS.minUsableTextChars && !sparseOverImage) return layerPage;
    t = Date.now();
    const rendered = await renderPage(page, deadline).catch((e: unknown) => {
      throw mapPdfError(e);
    });
    add(timings, 'render', Date.now() - t);
    const result = await ocrCanvas(rendered.canvas, 1 / rendered.scale, ocr, deadline);
    const ocrPage: PageText = { pageNumber: n, ...result.page, source: 'ocr' };
    if (!sparseOverImage) return ocrPage;
    // A sparse layer over an image: the scan counts when it reads clearly more, with the layer's
    // words that no OCR word covers (a stamp printed beside the scan); else the layer alone.
    if (usableChars(ocrPage.items) < 2 * layerChars + READ_LIMITS.minUsableTextChars) return layerPage;
    const uncovered = layer.items.filter((item) => !ocrPage.items.some((word) => overlaps(item, word)));
    return { ...ocrPage, items: [...ocrPage.items, ...uncovered] };
  } finally {
    page.cleanup();
  }
}

async function readImages(
  files: { name: string; bytes: Uint8Array; kind: 'jpeg' | 'png' }[],
  input: ExtractionInput,
  deadline: Deadline,
  ocr: LazyOcr,
  timings: Record<string, number>,
): Promise<DocumentText> {
  assertPageCount(files.length, input.maxPages, input.documentType);
  // Every header first: a bad last photo fails the set before any OCR time is spent.
  for (const f of files) assertImageSize(f.name, imageDimensions(f.bytes, f.kind));
  const pages: PageText[] = [];
  for (const [index, file] of files.entries()) {
    const label = files.length > 1 ? `Page ${index + 1} ("${file.name}")` : `The image "${file.name}"`;
    const t = Date.now();
    const canvas = await decodeImage(file.name, file.bytes, file.kind);
    add(timings, 'images', Date.now() - t);
    deadline.throwIfExpired();
    const pointsPerPixel = PHOTO_SHORT_SIDE_POINTS / Math.min(canvas.width, canvas.height);
    const result = await ocrCanvas(canvas, pointsPerPixel, ocr, deadline);
    if (result.blank) {
      throw new ExtractionInputError(`${label} appears to be blank. Please retake or remove it.`);
    }
    if (readableWords(result.words).length < 3) {
      throw new ExtractionInputError(
        `We could not read any text in ${label.charAt(0).toLowerCase()}${label.slice(1)}. Please upload a clearer, higher-resolution image.`,
      );
    }
    pages.push({ pageNumber: index + 1, ...result.page, source: 'ocr' });
  }
  return { pages, formFields: {}, plainText: buildPlainText(pages) };
}

interface CanvasOcr {
  page: Pick<PageText, 'width' | 'height' | 'items'>;
  words: OcrResult['words'];
  blank: boolean;
}

/**
 * OCR of one page raster: skip blank pages, straighten small skew, and when the first pass reads
 * poorly try the other three quarter turns (on a smaller copy, to keep it cheap) before giving up.
 */
async function ocrCanvas(
  source: Canvas,
  pointsPerPixel: number,
  ocr: LazyOcr,
  deadline: Deadline,
): Promise<CanvasOcr> {
  const dpi = 72 / pointsPerPixel;
  let t = Date.now();
  const gray = toGray(source);
  if (isBlank(gray)) {
    return {
      page: { width: source.width * pointsPerPixel, height: source.height * pointsPerPixel, items: [] },
      words: [],
      blank: true,
    };
  }
  let canvas = straighten(source, gray);
  const upright = canvas === source ? gray : toGray(canvas);
  add(ocr.timings, 'deskew', Date.now() - t);
  let result = await recognizeClean(upright, dpi, ocr);
  if (readsPoorly(result)) {
    t = Date.now();
    const turn = await bestQuarterTurn(canvas, ocr, dpi);
    add(ocr.timings, 'orientation', Date.now() - t);
    if (turn !== 0) {
      const turned = rotateCanvas(canvas, turn);
      const candidate = straighten(turned, toGray(turned));
      const second = await recognizeClean(toGray(candidate), dpi, ocr);
      if (textScore(second) > textScore(result)) {
        canvas = candidate;
        result = second;
      }
    }
  }
  deadline.throwIfExpired();
  return {
    page: {
      width: canvas.width * pointsPerPixel,
      height: canvas.height * pointsPerPixel,
      items: ocrWordsToItems(dropStrays(dropFlatMarks(result.words)), pointsPerPixel),
    },
    words: result.words,
    blank: false,
  };
}

/** Print smaller than this (median letter height in pixels) is OCR'd from an enlarged copy. */
const SMALL_PRINT_PX = 22;
/** ... enlarged so the median letter is about this high (tesseract reads 25-35 px letters best). */
const TARGET_PRINT_PX = 28;

/**
 * OCR of the page without its ruling lines, specks and dot leaders (clean.ts). A page without
 * ruling (no vertical rules) keeps its rules: removing underlines and section rules helps ruled
 * tables and forms, and cost accuracy on real statements (decision 177). A page of small print (a form's
 * 6-7 pt captions) is read from a copy enlarged up to 1.6x; the words come back in the page
 * raster's pixels either way.
 */
async function recognizeClean(gray: GrayImage, dpi: number, ocr: LazyOcr): Promise<OcrResult> {
  const mode = ocr.options.clean ?? 'auto';
  if (mode === 'never') return ocr.recognize(gray, dpi);
  const t = Date.now();
  const { image, stats } = cleanForOcr(gray, dpi, {
    ...(mode === 'leaders' ? { only: 'leaders' } : mode === 'auto' ? { only: 'ruled-pages' } : {}),
  });
  const factor =
    stats.printHeight > 0 && stats.printHeight < SMALL_PRINT_PX && ocr.options.enlarge !== false
      ? Math.min(1.6, TARGET_PRINT_PX / stats.printHeight)
      : 1;
  const input = factor > 1 ? enlarge(image, factor) : image;
  add(ocr.timings, 'clean', Date.now() - t);
  const read = await ocr.recognize(input, dpi * factor);
  const f = input.width / image.width;
  const result =
    factor === 1
      ? read
      : {
          ...read,
          words: read.words.map((w) => ({ ...w, x0: w.x0 / f, y0: w.y0 / f, x1: w.x1 / f, y1: w.y1 / f })),
        };
  const read2 =
    !stats.ruled || ocr.options.cells === false ? result : await readCells(image, stats, dpi, result, ocr);
  // Print the page reading left out (a value alone in a box beside a tinted one), read on its own.
  const t1 = Date.now();
  const read3 =
    ocr.options.missed === false
      ? read2
      : (
          await readMissedInk(image, stats.threshold, read2, stats.printHeight, dpi, (c, d) =>
            ocr.recognize(c, d),
          )
        ).result;
  add(ocr.timings, 'missed', Date.now() - t1);
  // A ruled page's amount columns read as blocks of their own (columns.ts).
  const t4 = Date.now();
  const read3b =
    !stats.ruled || ocr.options.columns === false
      ? read3
      : (await readAmountColumns(image, stats, read3, dpi, (c, d) => ocr.recognize(c, d, 'column'))).result;
  add(ocr.timings, 'columns', Date.now() - t4);
  const t2 = Date.now();
  const read4 =
    ocr.options.reread === false
      ? read3b
      : (await rereadAmounts(image, read3b, dpi, (crop, d) => ocr.recognize(crop, d))).result;
  add(ocr.timings, 'reread', Date.now() - t2);
  // A form's check boxes by their ink, on the raster before cleaning (which takes the squares'
  // outlines for rules): OCR reads a marked square as "[J" or nothing.
  if (!stats.ruled || ocr.options.checkboxes === false) return read4;
  const t3 = Date.now();
  const marked = markCheckBoxes(gray, read4, dpi);
  add(ocr.timings, 'checkboxes', Date.now() - t3);
  return marked;
}

/** A ruled page with more cells than this is a ruled table, not a form: read as a page. */
const MAX_CELLS = 80;
/** Cell text is enlarged so the page's median letter is about this high (captions a little less). */
const CELL_PRINT_PX = 34;

/**
 * A ruled form read box by box (cells.ts): each cell with ink is cut out of the cleaned page, set
 * on a margin of paper, enlarged so its print is large for tesseract, and read as one block; its
 * words replace the page reading's words inside the cell. Cells that read as nothing keep the
 * page's words.
 */
async function readCells(
  image: GrayImage,
  stats: CleanStats,
  dpi: number,
  page: OcrResult,
  ocr: LazyOcr,
): Promise<OcrResult> {
  const t = Date.now();
  const cells = findCells(stats.hLines, stats.vLines, image.width, image.height, dpi, {
    image,
    threshold: stats.threshold,
  });
  if (cells.length < 3 || cells.length > MAX_CELLS) return page;
  const inset = Math.max(2, Math.round(dpi / 60));
  const pad = Math.round(dpi / 10);
  const factor = stats.printHeight > 0 ? Math.max(1, Math.min(2.5, CELL_PRINT_PX / stats.printHeight)) : 1.5;
  const paper = 255;
  const replaced: CellBox[] = [];
  const words: OcrWord[] = [];
  for (const c of cells) {
    const x0 = c.x0 + inset;
    const y0 = c.y0 + inset;
    const w = c.x1 - inset - x0;
    const h = c.y1 - inset - y0;
    if (w < 4 || h < 4) continue;
    let ink = 0;
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) if (image.data[y * image.width + x]! <= stats.threshold) ink++;
    if (ink < (dpi / 40) ** 2) continue;
    const crop = new Uint8Array((w + 2 * pad) * (h + 2 * pad)).fill(paper);
    for (let y = 0; y < h; y++)
      crop.set(
        image.data.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + w),
        (y + pad) * (w + 2 * pad) + pad,
      );
    const cropImage: GrayImage = { width: w + 2 * pad, height: h + 2 * pad, data: crop };
    const input = factor > 1 ? enlarge(cropImage, factor) : cropImage;
    const fx = input.width / cropImage.width;
    const r = await ocr.recognize(input, dpi * fx);
    const found = r.words.filter((word) => /[A-Za-z0-9$]/.test(word.text) || word.confidence >= 0.6);
    if (found.length === 0) continue;
    replaced.push(c);
    for (const word of found)
      words.push({
        ...word,
        x0: word.x0 / fx - pad + x0,
        x1: word.x1 / fx - pad + x0,
        y0: word.y0 / fx - pad + y0,
        y1: word.y1 / fx - pad + y0,
      });
  }
  add(ocr.timings, 'cells', Date.now() - t);
  if (replaced.length === 0) return page;
  const all = mergeCellWords(page.words, replaced, words);
  return {
    words: all,
    meanConfidence: all.length ? all.reduce((s, word) => s + word.confidence, 0) / all.length : 0,
    ms: page.ms + Date.now() - t,
  };
}

/**
 * The page's words with the cells' readings in place of the words of the cells read: a page word
 * goes when its centre is in a cell that was read, or when it covers most of a cell word (or a cell
 * word most of it). A page word whose box OCR stretched over a rule has its centre outside the cell
 * ("G08" over the cell's "6.09"); kept, the two readings of the same ink were joined ("G086.09").
 */
export function mergeCellWords(
  pageWords: readonly OcrWord[],
  replaced: readonly CellBox[],
  cellWords: readonly OcrWord[],
): OcrWord[] {
  const inside = (word: OcrWord) => {
    const cx = (word.x0 + word.x1) / 2;
    const cy = (word.y0 + word.y1) / 2;
    return replaced.some((c) => cx >= c.x0 && cx < c.x1 && cy >= c.y0 && cy < c.y1);
  };
  const area = (w: OcrWord) => Math.max(0, w.x1 - w.x0) * Math.max(0, w.y1 - w.y0);
  const sameInk = (a: OcrWord, b: OcrWord) => {
    const ix = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
    const iy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
    if (ix <= 0 || iy <= 0) return false;
    return ix * iy >= 0.5 * Math.min(area(a), area(b));
  };
  return [
    ...pageWords.filter((word) => !inside(word) && !cellWords.some((c) => sameInk(word, c))),
    ...cellWords,
  ];
}

function straighten(canvas: Canvas, gray: ReturnType<typeof toGray>): Canvas {
  const skew = estimateSkew(gray);
  return Math.abs(skew) >= 0.3 ? rotateCanvas(canvas, -skew, paperGray(gray)) : canvas;
}

/**
 * Whether the page may be turned: few of its words of three or more letters or digits were read
 * surely. Only such words count: a scan's specks and rules come out as short low-confidence
 * fragments (":", "|", "a") that drag the mean of an upright page down to that of a turned one,
 * while a turned page's long words are read as unsure garbage (measured on a noisy 200 dpi scan:
 * 78% of long words sure upright, 1-5% turned 90° or 180°).
 */
export function readsPoorly(r: Pick<OcrResult, 'words'>): boolean {
  const long = r.words.filter((w) => (w.text.match(/[A-Za-z0-9]/g) ?? []).length >= 3);
  if (long.length < 3) return true;
  return long.filter((w) => w.confidence >= 0.7).length < 0.5 * long.length;
}

/** Confidence-weighted count of plausible words: rewards both reading much and reading it surely. */
function textScore(r: OcrResult): number {
  return readableWords(r.words).reduce((s, w) => s + w.confidence * Math.min(w.text.length, 8), 0);
}

async function bestQuarterTurn(canvas: Canvas, ocr: LazyOcr, dpi: number): Promise<number> {
  const factor = Math.min(1, 1600 / Math.max(canvas.width, canvas.height));
  const small = scaleCanvas(canvas, factor);
  let best = { turn: 0, score: -1 };
  for (const turn of [0, 90, 180, 270]) {
    const r = await ocr.recognize(toGray(turn === 0 ? small : rotateCanvas(small, turn)), dpi * factor);
    const score = textScore(r);
    if (score > best.score) best = { turn, score };
  }
  return best.turn;
}

/** Starts tesseract only when a page needs it, once per document. */
class LazyOcr {
  private engine: Promise<OcrEngine> | undefined;
  constructor(
    private readonly deadline: Deadline,
    readonly timings: Record<string, number>,
    readonly options: OcrOptions,
  ) {}

  async recognize(
    gray: ReturnType<typeof toGray>,
    dpi: number,
    layout: 'block' | 'column' = 'block',
  ): Promise<OcrResult> {
    if (!this.engine) {
      const t = Date.now();
      this.engine = OcrEngine.start(this.deadline);
      this.engine.then(() => (this.timings['ocr-start'] = Date.now() - t)).catch(() => undefined);
    }
    const engine = await this.engine;
    const result = await engine.recognize(gray, this.deadline, dpi, layout);
    add(this.timings, 'ocr', result.ms);
    return result;
  }

  async dispose(): Promise<void> {
    const engine = await this.engine?.catch(() => undefined);
    await engine?.terminate();
  }
}

function add(timings: Record<string, number>, key: string, ms: number): void {
  timings[key] = (timings[key] ?? 0) + ms;
}

/** At least a few plausible words: OCR of a photo or a smudge yields low-confidence fragments only. */
/** Whether two word boxes share any area. */
function overlaps(a: TextItem, b: TextItem): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function hasReadableText(page: PageText): boolean {
  return page.items.filter((i) => i.confidence >= 0.5 && /[A-Za-z0-9]/.test(i.text)).length >= 3;
}

/** Where a document's text came from, for the extraction metadata. */
export function documentSource(doc: DocumentText): 'text-layer' | 'ocr' | 'form-fields' | 'mixed' | 'none' {
  const kinds = new Set(doc.pages.filter((p) => p.items.length > 0).map((p) => p.source));
  const filledForm = Object.values(doc.formFields).some((v) => v !== 'Off');
  if (kinds.size > 1) return 'mixed';
  if (filledForm) return kinds.has('ocr') ? 'mixed' : 'form-fields';
  const [only] = kinds;
  return only ?? 'none';
}
