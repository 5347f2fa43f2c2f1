import { describe, expect, it } from 'vitest';
import { Deadline } from './input-guard';
import { openPdf } from './pdf-text';
import { OCR_DPI, renderPage } from './render';
import { A4, makeTextPdf } from '../../../test-support/extraction/test-documents';

async function render(pageSize: [number, number], maxPixels?: number) {
  const deadline = new Deadline(30_000);
  const pdf = await openPdf(await makeTextPdf([['Rendered text']], { pageSize }), deadline);
  try {
    return await renderPage(await pdf.getPage(1), deadline, OCR_DPI, maxPixels);
  } finally {
    deadline.dispose();
    await pdf.destroy();
  }
}

describe('renderPage', () => {
  it('renders an A4 page at 300 dpi', async () => {
    const { canvas, scale } = await render(A4);
    expect(scale).toBeCloseTo(300 / 72, 6);
    expect(canvas.width).toBe(Math.floor((A4[0] * 300) / 72));
    expect(canvas.height).toBe(Math.floor((A4[1] * 300) / 72));
    // Ink was drawn on a white page.
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, 400).data;
    expect(pixels[0]).toBe(255);
    expect(pixels.some((v, i) => i % 4 === 0 && v < 100)).toBe(true);
  });

  it('lowers the resolution of a large page to stay within the pixel budget', async () => {
    const { canvas, scale } = await render([7200, 7200], 4_000_000);
    expect(canvas.width * canvas.height).toBeLessThanOrEqual(4_000_000);
    expect(canvas.width).toBe(canvas.height);
    expect(scale).toBeCloseTo(2000 / 7200, 3);
  });
});
