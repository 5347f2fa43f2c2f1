// Page rendering for OCR: pdfjs drawing onto an @napi-rs/canvas surface.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { READ_LIMITS, type Deadline } from './input-guard';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

export const OCR_DPI = 300;

export interface RenderedPage {
  canvas: Canvas;
  /** Pixels per PDF point actually used (lower than 300/72 when the pixel cap applied). */
  scale: number;
}

export async function renderPage(
  page: PDFPageProxy,
  deadline: Deadline,
  dpi = OCR_DPI,
  maxPixels: number = READ_LIMITS.maxRenderPixels,
): Promise<RenderedPage> {
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  const pixels = base.width * base.height * scale * scale;
  if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(
    Math.max(1, Math.floor(viewport.width)),
    Math.max(1, Math.floor(viewport.height)),
  );
  const context = canvas.getContext('2d');
  // Transparent areas would OCR as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const task = page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
    background: '#ffffff',
  });
  await deadline.race(task.promise, () => task.cancel());
  return { canvas, scale };
}
