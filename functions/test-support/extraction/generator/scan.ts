// "Scanned" variants: each page is rasterised, slightly rotated, blurred and speckled like a
// flatbed scan or phone photo, then returned as images and as an image-only PDF (no text layer).
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
}

export interface ScanResult {
  images: Uint8Array[];
  pdf: Uint8Array;
  format: 'jpeg' | 'png';
}

export async function scanPdf(pdf: Uint8Array, seed: number, o: ScanOptions = {}): Promise<ScanResult> {
  const rng = new Rng(seed ^ 0x5ca4);
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
      const degraded = degrade(canvas, rng, o);
      images.push(format === 'png' ? await degraded.encode('png') : await degraded.encode('jpeg', 82));
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

function degrade(src: Canvas, rng: Rng, o: ScanOptions): Canvas {
  const { width, height } = src;
  const dst = createCanvas(width, height);
  const ctx = dst.getContext('2d');
  // Scanner lid / paper tint rather than pure white.
  const tint = 236 + rng.int(0, 14);
  ctx.fillStyle = `rgb(${tint},${tint},${tint - rng.int(0, 6)})`;
  ctx.fillRect(0, 0, width, height);
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
  const data = ctx.getImageData(0, 0, width, height);
  const px = data.data;
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
  ctx.putImageData(data, 0, 0);
  return dst;
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
