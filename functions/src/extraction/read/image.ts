// Photo and scan rasters: decoding, blank detection, deskew and orientation, all on grayscale.
import zlib from 'node:zlib';
import { createCanvas, ImageData, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import type * as ImageDecodersModule from 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs';
import { ExtractionInputError } from '../types';
import { normaliseBackground } from './clean';
import type { GrayImage } from './ocr';

/** Long side bounds for OCR: below it small print is too small to read, above it adds time, not accuracy. */
const OCR_MIN_LONG_SIDE = 1800;
const OCR_MAX_LONG_SIDE = 4200;

/**
 * Decodes a JPG/PNG into an upright canvas sized for OCR.
 *
 * @napi-rs/canvas (Skia) crashes the whole process on some damaged images (a PNG without image
 * data, a JPEG cut short), so it never sees unchecked bytes: JPEGs are decoded by pdfjs' pure-JS
 * decoder, which throws on bad data, and PNGs are fully checked (chunk CRCs, inflated size,
 * filter bytes) before Skia decodes them.
 */
export async function decodeImage(name: string, bytes: Uint8Array, kind: 'jpeg' | 'png'): Promise<Canvas> {
  const damaged = () => new ExtractionInputError(`The image "${name}" is damaged and cannot be read.`);
  let source: Canvas | Image;
  let orientation = 1;
  if (kind === 'jpeg') {
    const pixels = await decodeJpeg(bytes).catch(() => null);
    if (!pixels) throw damaged();
    source = createCanvas(pixels.width, pixels.height);
    source.getContext('2d').putImageData(pixels, 0, 0);
    orientation = exifOrientation(bytes);
  } else {
    if (!isIntactPng(bytes)) throw damaged();
    try {
      source = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      throw damaged();
    }
  }
  if (!(source.width > 0 && source.height > 0)) throw damaged();
  const swap = orientation >= 5 && orientation <= 8;
  const width = swap ? source.height : source.width;
  const height = swap ? source.width : source.height;
  const long = Math.max(width, height);
  const scale =
    long > OCR_MAX_LONG_SIDE
      ? OCR_MAX_LONG_SIDE / long
      : long < OCR_MIN_LONG_SIDE
        ? Math.min(3, OCR_MIN_LONG_SIDE / long)
        : 1;
  const canvas = createCanvas(
    Math.max(1, Math.round(width * scale)),
    Math.max(1, Math.round(height * scale)),
  );
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff'; // transparent PNG areas become paper, not black
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.scale(canvas.width / width, canvas.height / height);
  applyOrientation(ctx, orientation, source.width, source.height);
  ctx.drawImage(source, 0, 0);
  return canvas;
}

type Context = ReturnType<Canvas['getContext']>;

/** EXIF orientations 2-8 as the transform that shows the stored pixels upright. */
function applyOrientation(ctx: Context, orientation: number, w: number, h: number): void {
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, h, 0],
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w],
  };
  const t = transforms[orientation];
  if (t) ctx.transform(...t);
}

type ImageDecoders = typeof ImageDecodersModule;
let decodersPromise: Promise<ImageDecoders> | undefined;

async function decodeJpeg(bytes: Uint8Array): Promise<ImageData> {
  decodersPromise ??= import('pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs').then((m) => {
    m.setVerbosityLevel(0); // damaged input is reported to the user, not to the log
    return m;
  });
  const { JpegImage } = await decodersPromise;
  const jpeg = new JpegImage();
  jpeg.parse(bytes);
  const { width, height } = jpeg;
  if (!(width > 0 && height > 0)) throw new Error('no frame');
  const data = jpeg.getData({ width, height, forceRGBA: true }) as Uint8ClampedArray;
  const n = width * height;
  let rgba: Uint8ClampedArray;
  if (data.length === n * 4) rgba = data;
  else if (data.length === n * 3 || data.length === n) {
    // Plain RGB JPEGs come back without alpha, greyscale ones as one channel.
    const channels = data.length / n;
    rgba = new Uint8ClampedArray(n * 4);
    for (let i = 0; i < n; i++) {
      rgba[i * 4] = data[i * channels]!;
      rgba[i * 4 + 1] = data[i * channels + (channels === 3 ? 1 : 0)]!;
      rgba[i * 4 + 2] = data[i * channels + (channels === 3 ? 2 : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
  } else throw new Error('unexpected pixel layout');
  return new ImageData(rgba, width, height);
}

/** The EXIF Orientation tag (1-8) of a JPEG, 1 when absent or unreadable. */
export function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // image data starts: no more metadata
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && latin1(bytes.subarray(offset + 4, offset + 10)) === 'Exif\0\0') {
      const tiff = offset + 10;
      if (tiff + 8 > bytes.length) return 1;
      const little = view.getUint16(tiff) === 0x4949;
      const u16 = (o: number) => (o + 2 <= bytes.length ? view.getUint16(o, little) : 0);
      const u32 = (o: number) => (o + 4 <= bytes.length ? view.getUint32(o, little) : 0);
      const ifd = tiff + u32(tiff + 4);
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Whether a PNG is whole: valid chunks and CRCs, a palette when needed, and image data that inflates to exactly the rows it declares. */
export function isIntactPng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  let palette = false;
  let ended = false;
  const idat: Uint8Array[] = [];
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = latin1(bytes.subarray(offset + 4, offset + 8));
    if (offset + 12 + length > bytes.length) return false;
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (
      zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) >>> 0 !==
      view.getUint32(offset + 8 + length)
    )
      return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      const v = new DataView(body.buffer, body.byteOffset, body.byteLength);
      header = {
        width: v.getUint32(0),
        height: v.getUint32(4),
        depth: body[8]!,
        colour: body[9]!,
        interlace: body[12]!,
      };
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    offset += 12 + length;
  }
  if (!header || !ended || idat.length === 0 || header.width === 0 || header.height === 0) return false;
  const channels = PNG_CHANNELS[header.colour];
  if (!channels || !PNG_DEPTHS[header.colour]!.includes(header.depth) || header.interlace > 1) return false;
  if (header.colour === 3 && !palette) return false;
  const bitsPerPixel = channels * header.depth;
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  // Rows of each pass (one pass, or Adam7's seven), each prefixed by a filter-type byte.
  const passes: { w: number; h: number }[] = header.interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ].map(([x0, y0, dx, dy]) => ({
        w: Math.ceil((header!.width - x0!) / dx!),
        h: Math.ceil((header!.height - y0!) / dy!),
      }))
    : [{ w: header.width, h: header.height }];
  const expected = passes.reduce((s, p) => s + (p.w > 0 && p.h > 0 ? p.h * (1 + rowBytes(p.w)) : 0), 0);
  let raw: Buffer;
  try {
    raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (raw.length !== expected) return false;
  let at = 0;
  for (const p of passes) {
    if (p.w <= 0 || p.h <= 0) continue;
    for (let y = 0; y < p.h; y++) {
      if (raw[at]! > 4) return false;
      at += 1 + rowBytes(p.w);
    }
  }
  return true;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

export function toGray(canvas: Canvas): GrayImage {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j++) {
    data[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return { width, height, data };
}

/**
 * Blank means no ink: almost no pixel much darker than the paper. Thresholds relative to the
 * paper's own brightness so a grey or dim photo of a blank sheet is still blank.
 */
export function isBlank(gray: GrayImage): boolean {
  const paper = percentile(gray, 0.9);
  const threshold = paper - 60;
  if (threshold <= 0) return false;
  let ink = 0;
  const step = Math.max(1, Math.floor(gray.data.length / 400_000));
  let samples = 0;
  for (let i = 0; i < gray.data.length; i += step) {
    samples++;
    if (gray.data[i]! < threshold) ink++;
  }
  return ink / samples < 0.0005;
}

function percentile(gray: GrayImage, p: number): number {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.data.length; i += 7) hist[gray.data[i]!]!++;
  const total = hist.reduce((s, v) => s + v, 0);
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc >= total * p) return v;
  }
  return 255;
}

/**
 * How far (degrees clockwise, -5..5) the text lines are turned, by projection profile:
 * rotating the ink pixels' coordinates and histogramming them by row, the angle at which lines
 * fall into the fewest, fullest rows maximises the sum of squared row counts.
 */
export function estimateSkew(gray: GrayImage, maxDegrees = 5): number {
  // A shadowed edge would count as ink below the paper-relative threshold and outweigh the lines
  // of print: even the lighting out first (the page's long side taken as 11 inches for the tiles).
  gray = normaliseBackground(gray, Math.max(gray.width, gray.height) / 11) ?? gray;
  // Work on ~1000 px: the angle resolution needed (0.1°) survives downscaling.
  const factor = Math.max(1, Math.floor(Math.max(gray.width, gray.height) / 1000));
  const threshold = percentile(gray, 0.9) - 60;
  if (threshold <= 0) return 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < gray.height; y += factor) {
    const row = y * gray.width;
    for (let x = 0; x < gray.width; x += factor) {
      if (gray.data[row + x]! < threshold) {
        xs.push(x / factor);
        ys.push(y / factor);
      }
    }
  }
  if (xs.length < 200) return 0;
  const diag = Math.ceil(Math.hypot(gray.width, gray.height) / factor) + 2;
  const rows = new Float64Array(diag * 2);
  const score = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const sin = Math.sin(t);
    const cos = Math.cos(t);
    rows.fill(0);
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + diag]! += 1;
    let s = 0;
    for (let i = 0; i < rows.length; i++) s += rows[i]! * rows[i]!;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -maxDegrees; d <= maxDegrees + 1e-9; d += 0.5) {
    const s = score(d);
    if (s > bestScore * 1.0001) {
      best = d;
      bestScore = s;
    }
  }
  const coarse = best;
  for (let d = coarse - 0.4; d <= coarse + 0.4 + 1e-9; d += 0.1) {
    const s = score(d);
    if (s > bestScore * 1.0001) {
      best = d;
      bestScore = s;
    }
  }
  return Math.round(best * 10) / 10;
}

/**
 * The paper's grey level (a bright percentile: most of a page is paper, print is a small share).
 * A scan's paper is rarely white: off-white stock, a tinted form, the scanner's grey.
 */
export function paperGray(gray: GrayImage): number {
  return percentile(gray, 0.9);
}

/**
 * The canvas turned by `degrees` clockwise (any angle), on `paper` (grey level, default white).
 * Quarter turns swap the sides; other angles keep the size, since a deskew moves at most a sliver
 * of margin out of view. A deskew fills the corners it uncovers with the page's own paper: white
 * wedges on a grey or tinted scan look like uneven light to the cleaning (normaliseBackground),
 * which then binarises the whole evenly lit page by its local threshold, thickening the print and
 * losing an official 1040's thousands commas and digits ("15298" for 152,981).
 */
export function rotateCanvas(source: Canvas, degrees: number, paper = 255): Canvas {
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  const exactQuarter = Math.abs(degrees - Math.round(degrees / 90) * 90) < 1e-6;
  const swap = exactQuarter && quarter % 2 === 1;
  const width = swap ? source.height : source.width;
  const height = swap ? source.width : source.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${paper}, ${paper}, ${paper})`;
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

export function scaleCanvas(source: Canvas, factor: number): Canvas {
  const canvas = createCanvas(
    Math.max(1, Math.round(source.width * factor)),
    Math.max(1, Math.round(source.height * factor)),
  );
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}
