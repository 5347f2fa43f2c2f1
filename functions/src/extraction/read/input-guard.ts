// Everything that turns bad input into a clear, user-readable ExtractionInputError before (or while)
// the expensive stages run: file kinds by magic bytes, page counts, page and pixel sizes, time.
import {
  DOCUMENT_TYPE_DISPLAY_NAMES,
  type ExtractableTypeCode,
} from '@docledger/shared/domain/document-types';
import { ExtractionInputError, type ExtractionInput } from '../types';

export const READ_LIMITS = {
  /** PDF's own limit for a page side without UserUnit (200 inches); larger boxes are not documents. */
  maxPageSidePoints: 14_400,
  /** Rendering budget per page: 300 dpi A4 is ~8.7 Mpx; bigger pages render at a lower dpi. */
  maxRenderPixels: 36_000_000,
  /** Decoded image budget: a 48 Mpx phone photo fits, a decompression bomb does not. */
  maxImagePixels: 60_000_000,
  maxImageSide: 20_000,
  /** A page with at least this many non-space characters in its text layer is not OCR'd. */
  minUsableTextChars: 20,
  /**
   * A text layer this sparse on a page that paints an image is a stamp or a scanner's partial OCR over a
   * scan (a real pay stub had 47 characters over the whole scanned stub): the page is OCR'd as well.
   */
  sparseTextLayerChars: 200,
  /** Whole read stage (all pages, OCR included). */
  timeoutMs: 240_000,
} as const;

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'unknown';

export function sniffKind(bytes: Uint8Array): FileKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'png';
  }
  // Readers accept the header anywhere in the first KiB (some producers prepend junk).
  const head = latin1(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  return 'unknown';
}

export type ClassifiedInput =
  | { kind: 'pdf'; file: { name: string; bytes: Uint8Array } }
  | { kind: 'images'; files: { name: string; bytes: Uint8Array; kind: 'jpeg' | 'png' }[] };

/** One PDF, or one or more JPG/PNG images; the type comes from the bytes, never from the name. */
export function classifyInput(input: ExtractionInput): ClassifiedInput {
  if (input.files.length === 0) throw new ExtractionInputError('No file was uploaded.');
  const kinds = input.files.map((f) => {
    if (f.bytes.length === 0) throw new ExtractionInputError(`The file "${f.name}" is empty.`);
    const kind = sniffKind(f.bytes);
    if (kind === 'unknown') {
      throw new ExtractionInputError(
        /\.pdf$/i.test(f.name)
          ? `The file "${f.name}" is named .pdf but is not a PDF. Please upload the original PDF.`
          : `The file "${f.name}" is not a PDF, JPG or PNG file.`,
      );
    }
    return { ...f, kind };
  });
  const pdfs = kinds.filter((k) => k.kind === 'pdf');
  if (pdfs.length > 0) {
    if (kinds.length > 1) {
      throw new ExtractionInputError(
        'A document is either one PDF or a set of JPG/PNG page images; upload PDFs one at a time.',
      );
    }
    return { kind: 'pdf', file: pdfs[0]! };
  }
  return {
    kind: 'images',
    files: kinds.map((k) => ({ name: k.name, bytes: k.bytes, kind: k.kind as 'jpeg' | 'png' })),
  };
}

export function assertPageCount(pages: number, maxPages: number, documentType: ExtractableTypeCode): void {
  if (pages > maxPages) {
    throw new ExtractionInputError(
      `This document has ${pages} pages; the limit for ${DOCUMENT_TYPE_DISPLAY_NAMES[documentType]} is ${maxPages}.`,
    );
  }
}

export function assertPageSize(pageNumber: number, widthPt: number, heightPt: number): void {
  if (!(widthPt > 0 && heightPt > 0) || !Number.isFinite(widthPt) || !Number.isFinite(heightPt)) {
    throw new ExtractionInputError(`Page ${pageNumber} has no valid size; the PDF appears to be damaged.`);
  }
  const max = READ_LIMITS.maxPageSidePoints;
  if (widthPt > max || heightPt > max) {
    const inches = (pt: number) => Math.round(pt / 72);
    throw new ExtractionInputError(
      `Page ${pageNumber} is too large (${inches(widthPt)} × ${inches(heightPt)} inches); pages may be at most ${max / 72} inches on a side.`,
    );
  }
}

/** Pixel dimensions from the image header, read before decoding so a huge image is never decoded. */
export function imageDimensions(
  bytes: Uint8Array,
  kind: 'jpeg' | 'png',
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') {
    // IHDR is always the first chunk: width and height at offsets 16 and 20.
    if (bytes.length < 24 || latin1(bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

export function assertImageSize(name: string, dims: { width: number; height: number } | null): void {
  if (!dims || dims.width === 0 || dims.height === 0) {
    throw new ExtractionInputError(`The image "${name}" is damaged and cannot be read.`);
  }
  if (
    dims.width > READ_LIMITS.maxImageSide ||
    dims.height > READ_LIMITS.maxImageSide ||
    dims.width * dims.height > READ_LIMITS.maxImagePixels
  ) {
    throw new ExtractionInputError(
      `The image "${name}" is too large (${dims.width} × ${dims.height} pixels); the limit is ${READ_LIMITS.maxImagePixels / 1_000_000} megapixels.`,
    );
  }
}

/**
 * A wall-clock budget shared by every stage of one read. Work that cannot be interrupted from
 * outside (pdfjs parsing, an OCR job) is raced against it, and its owner is torn down on expiry.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly ms: number,
    parent?: AbortSignal,
  ) {
    this.timer = setTimeout(() => this.controller.abort(timeoutError(ms)), ms);
    this.timer.unref();
    this.signal = parent ? AbortSignal.any([this.controller.signal, parent]) : this.controller.signal;
  }

  throwIfExpired(): void {
    if (this.signal.aborted) throw reasonOf(this.signal);
  }

  /** Resolves as `work` does, or rejects once the budget is spent (calling `onExpire` first). */
  race<T>(work: Promise<T>, onExpire?: () => unknown): Promise<T> {
    if (this.signal.aborted) {
      work.catch(() => undefined);
      void Promise.resolve(onExpire?.()).catch(() => undefined);
      return Promise.reject(reasonOf(this.signal));
    }
    return new Promise<T>((resolve, reject) => {
      const abort = () => {
        try {
          void Promise.resolve(onExpire?.()).catch(() => undefined);
        } finally {
          reject(reasonOf(this.signal));
        }
      };
      this.signal.addEventListener('abort', abort, { once: true });
      work.then(
        (v) => {
          this.signal.removeEventListener('abort', abort);
          resolve(v);
        },
        (e: unknown) => {
          this.signal.removeEventListener('abort', abort);
          reject(e);
        },
      );
    });
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

function timeoutError(ms: number): ExtractionInputError {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return new ExtractionInputError(
    `Reading this document took longer than ${seconds} second${seconds === 1 ? '' : 's'}. Please try a smaller or clearer file.`,
  );
}

function reasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new ExtractionInputError('Reading this document was cancelled.');
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
