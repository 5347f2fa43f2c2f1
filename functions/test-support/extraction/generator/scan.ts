// "Scanned" variants: each page is rasterised, slightly rotated, blurred and speckled like a
// flatbed scan or phone photo, then returned as images and as an image-only PDF (no text layer).
// The defaults are a clean office scan (the bench's scans: unchanged, so its figures compare like
// for like). Harsher options and named profiles (SCAN_PROFILES) give what real scans and phone
// photos show: low resolution, more skew, uneven lighting and edge shadows, faded or
// toner-streaked print, bleed-through from the back, heavy JPEG, fax-like binarised pages,
// punched holes, rubber stamps.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { Deadline } from '../../../src/extraction/read/input-guard';
import { openPdf } from '../../../src/extraction/read/pdf-text';
import { renderPage } from '../../../src/extraction/read/render';
import { Rng } from './random';

export interface ScanOptions {
  dpi?: number;
  /** Maximum absolute rotation in degrees; each page gets its own angle within it. */
  maxRotation?: number;
  /** Standard deviation of the per-pixel grey noise, in 0-255 levels. */
  noise?: number;
  blurPx?: number;
  format?: 'jpeg' | 'png';
  /** JPEG quality 1-100 (default 82). */
  jpegQuality?: number;
  /**
   * Uneven lighting, 0-1: a brightness gradient across the page, a darker corner and a shadow
   * along one or two edges (a phone photo, a book-edge or lid shadow). At 1 the shadowed paper is
   * about half as bright as the lit paper.
   */
  lighting?: number;
  /** Faded print, 0-1: ink lightened toward the paper, in vertical streaks (a worn toner cartridge). */
  fade?: number;
  /** Bleed-through, 0-1: opacity of a blurred mirror image of the page (the back showing through). */
  bleedThrough?: number;
  /** Fax-like: every pixel black or white after the noise (a fixed threshold, no grey). */
  binarize?: boolean;
  /** Two or three punched holes in the left margin, dark (the lid behind them). */
  holes?: boolean;
  /** Probability per page of a coloured rubber stamp ("PAID", "RECEIVED", ...) printed over the page. */
  stamp?: number;
}

/**
 * Named scan profiles. 'default' is what the bench uses. 'harsh' is a worn office copy or a phone
 * photo: 150 dpi, up to 3 degrees of skew, uneven light with edge shadows, faded streaky toner,
 * bleed-through, punched holes, a stamp on some pages, JPEG quality 50. 'fax' is a binarised 200 dpi
 * page with fax noise.
 */
export const SCAN_PROFILES = {
  default: {},
  harsh: {
    dpi: 150,
    maxRotation: 3,
    noise: 14,
    jpegQuality: 50,
    lighting: 0.7,
    fade: 0.35,
    bleedThrough: 0.1,
    holes: true,
    stamp: 0.5,
  },
  fax: {
    dpi: 200,
    maxRotation: 1.5,
    noise: 22,
    blurPx: 0.7,
    binarize: true,
    format: 'png',
  },
} as const satisfies Record<string, ScanOptions>;

export type ScanProfile = keyof typeof SCAN_PROFILES;

export interface ScanResult {
  images: Uint8Array[];
  pdf: Uint8Array;
  format: 'jpeg' | 'png';
}

export async function scanPdf(pdf: Uint8Array, seed: number, o: ScanOptions = {}): Promise<ScanResult> {
  const rng = new Rng(seed ^ 0x5ca4);
  // The harsher effects draw from their own stream, so the default scan's pixels stay as they were.
  const extra = new Rng(seed ^ 0x3b1d);
  const dpi = o.dpi ?? 200;
  const format = o.format ?? 'jpeg';
  const deadline = new Deadline(120_000);
  // pdfjs rejects Node Buffers, which callers reading files will often pass.
  const doc = await openPdf(new Uint8Array(pdf), deadline);
  const images: Uint8Array[] = [];
  const sizes: { width: number; height: number }[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { canvas } = await renderPage(page, deadline, dpi);
      const view = page.getViewport({ scale: 1 });
      sizes.push({ width: view.width, height: view.height });
      const degraded = degrade(canvas, rng, o, extra);
      images.push(
        format === 'png' ? await degraded.encode('png') : await degraded.encode('jpeg', o.jpegQuality ?? 82),
      );
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  const out = await PDFDocument.create();
  out.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  out.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  for (const [i, bytes] of images.entries()) {
    const img = format === 'png' ? await out.embedPng(bytes) : await out.embedJpg(bytes);
    const size = sizes[i] ?? { width: 612, height: 792 };
    out
      .addPage([size.width, size.height])
      .drawImage(img, { x: 0, y: 0, width: size.width, height: size.height });
  }
  return { images, pdf: await out.save(), format };
}

export function degrade(src: Canvas, rng: Rng, o: ScanOptions, extra: Rng = new Rng(1)): Canvas {
  const { width, height } = src;
  const dst = createCanvas(width, height);
  const ctx = dst.getContext('2d');
  // Scanner lid / paper tint rather than pure white.
  const tint = 236 + rng.int(0, 14);
  ctx.fillStyle = `rgb(${tint},${tint},${tint - rng.int(0, 6)})`;
  ctx.fillRect(0, 0, width, height);
  if (o.bleedThrough) {
    // The back of the sheet: the page mirrored, blurred by the paper, faint.
    ctx.save();
    ctx.globalAlpha = Math.min(1, o.bleedThrough);
    ctx.globalCompositeOperation = 'multiply';
    ctx.filter = 'blur(1.5px)';
    ctx.translate(width / 2 + extra.int(-20, 20), height / 2 + extra.int(-30, 30));
    ctx.rotate(((extra.next() * 2 - 1) * Math.PI) / 180);
    ctx.scale(-1, 1);
    ctx.drawImage(src, -width / 2, -height / 2);
    ctx.restore();
  }
  const maxRot = o.maxRotation ?? 2;
  const angle = ((rng.next() * 2 - 1) * maxRot * Math.PI) / 180;
  ctx.save();
  ctx.translate(width / 2 + rng.int(-8, 8), height / 2 + rng.int(-8, 8));
  ctx.rotate(angle);
  const blur = o.blurPx ?? 0.4 + rng.next() * 0.5;
  if (blur > 0) ctx.filter = `blur(${blur.toFixed(2)}px)`;
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(src, -width / 2, -height / 2);
  ctx.restore();
  if (o.stamp && extra.bool(o.stamp)) drawStamp(ctx, width, height, extra);
  if (o.holes) drawHoles(ctx, width, height, extra);
  const data = ctx.getImageData(0, 0, width, height);
  const px = data.data;
  if (o.fade) fadePrint(px, width, height, tint, o.fade, extra);
  if (o.lighting) unevenLight(px, width, height, o.lighting, extra);
  const sigma = o.noise ?? 10;
  // A table of gaussian-ish values indexed by an inline xorshift keeps a few million pixels fast.
  const table = new Float32Array(1 << 16);
  for (let k = 0; k < table.length; k++) table[k] = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * sigma;
  let x = rng.int(1, 0x7fffffff);
  for (let i = 0; i < px.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const g = (table[x & 0xffff] ?? 0) + ((x >>> 16) % 1500 === 0 ? -120 : 0);
    px[i] = clamp((px[i] ?? 0) + g);
    px[i + 1] = clamp((px[i + 1] ?? 0) + g);
    px[i + 2] = clamp((px[i + 2] ?? 0) + g);
  }
  if (o.binarize) {
    const cut = Math.round(tint * 0.6);
    for (let i = 0; i < px.length; i += 4) {
      const v = ((px[i]! * 77 + px[i + 1]! * 150 + px[i + 2]! * 29) >> 8) < cut ? 0 : 255;
      px[i] = px[i + 1] = px[i + 2] = v;
    }
  }
  ctx.putImageData(data, 0, 0);
  return dst;
}

type Ctx = ReturnType<Canvas['getContext']>;

/** A rubber stamp: a coloured, turned double box with one word, multiplied over the print. */
function drawStamp(ctx: Ctx, width: number, height: number, rng: Rng): void {
  const word = rng.pick(['PAID', 'RECEIVED', 'COPY', 'POSTED', 'APPROVED', 'FILED']);
  const colour = rng.pick(['rgb(200,40,50)', 'rgb(40,60,170)', 'rgb(120,30,140)']);
  const size = Math.round(width * (0.045 + rng.next() * 0.03));
  ctx.save();
  ctx.globalCompositeOperation = 'multiply';
  ctx.globalAlpha = 0.55 + rng.next() * 0.3;
  ctx.translate(width * (0.35 + rng.next() * 0.45), height * (0.1 + rng.next() * 0.75));
  ctx.rotate(((rng.next() * 2 - 1) * 25 * Math.PI) / 180);
  ctx.font = `bold ${size}px "Liberation Sans", sans-serif`;
  const w = ctx.measureText(word).width;
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, size / 10);
  ctx.strokeRect(-w / 2 - size * 0.4, -size * 0.9, w + size * 0.8, size * 1.5);
  ctx.fillText(word, -w / 2, size * 0.35);
  ctx.restore();
}

/** Two or three punched holes down the left margin, showing the dark lid behind the sheet. */
function drawHoles(ctx: Ctx, width: number, height: number, rng: Rng): void {
  const r = width * 0.016;
  const x = width * (0.022 + rng.next() * 0.01);
  const ys = rng.bool() ? [0.25, 0.75] : [0.15, 0.5, 0.85];
  const shade = rng.int(20, 70);
  ctx.save();
  ctx.fillStyle = `rgb(${shade},${shade},${shade})`;
  for (const f of ys) {
    ctx.beginPath();
    ctx.arc(x, height * f, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Print lightened toward the paper, more in some vertical streaks than others. */
function fadePrint(px: Uint8ClampedArray, width: number, height: number, paper: number, fade: number, rng: Rng): void {
  // A smooth per-column strength (a few random waves) with two or three narrow pale streaks.
  const phase = [rng.next() * 6.28, rng.next() * 6.28, rng.next() * 6.28];
  const streaks = Array.from({ length: rng.int(2, 4) }, () => ({
    at: rng.next() * width,
    half: width * (0.005 + rng.next() * 0.02),
  }));
  const strength = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const t = x / width;
    let s =
      0.55 +
      0.2 * Math.sin(t * 7 + phase[0]!) +
      0.15 * Math.sin(t * 19 + phase[1]!) +
      0.1 * Math.sin(t * 41 + phase[2]!);
    for (const k of streaks) if (Math.abs(x - k.at) < k.half) s += 0.5;
    strength[x] = Math.max(0, Math.min(0.92, fade * s * 1.4));
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const keep = 1 - strength[x]!;
      for (let c = 0; c < 3; c++) {
        const v = px[i + c]!;
        if (v < paper) px[i + c] = paper - (paper - v) * keep;
      }
    }
  }
}

/** Brightness falling across the page, a dark corner and a shadow along one or two edges. */
function unevenLight(px: Uint8ClampedArray, width: number, height: number, amount: number, rng: Rng): void {
  const angle = rng.next() * Math.PI * 2;
  const gx = Math.cos(angle);
  const gy = Math.sin(angle);
  const cx = rng.next();
  const cy = rng.next();
  const edges = rng.bool() ? [rng.int(0, 3)] : [rng.int(0, 3), rng.int(0, 3)];
  const reach = 0.04 + rng.next() * 0.06;
  const scale = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      // Gradient from 0 to 1 across the page in the chosen direction.
      const g = ((u - 0.5) * gx + (v - 0.5) * gy + 0.71) / 1.42;
      const d2 = (u - cx) * (u - cx) + (v - cy) * (v - cy);
      let shadow = 0;
      for (const e of edges) {
        const d = e === 0 ? u : e === 1 ? 1 - u : e === 2 ? v : 1 - v;
        shadow = Math.max(shadow, Math.exp(-d / reach));
      }
      scale[y * width + x] = Math.max(0.25, 1 - amount * (0.3 * g + 0.2 * d2 + 0.45 * shadow));
    }
  }
  for (let p = 0, i = 0; p < scale.length; p++, i += 4) {
    const f = scale[p]!;
    px[i] = px[i]! * f;
    px[i + 1] = px[i + 1]! * f;
    px[i + 2] = px[i + 2]! * f;
  }
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
