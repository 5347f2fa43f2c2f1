import { describe, expect, it } from 'vitest';
import { findCheckBoxes, markCheckBoxes } from './checkbox';
import type { GrayImage, OcrWord } from './ocr';

/** A white page raster at 200 dpi to draw on. */
function paper(w = 400, h = 200): GrayImage {
  return { width: w, height: h, data: new Uint8Array(w * h).fill(235) };
}

function ink(img: GrayImage, x: number, y: number, v = 30): void {
  if (x >= 0 && y >= 0 && x < img.width && y < img.height) img.data[y * img.width + x] = v;
}

/** A square outline of side `s`, lines `t` pixels thick; `gaps` leaves every n-th pixel of the top side white. */
function square(img: GrayImage, x0: number, y0: number, s: number, t = 2, gaps = 0): void {
  for (let a = 0; a < s; a++)
    for (let b = 0; b < t; b++) {
      if (!(gaps && a % gaps === 0)) ink(img, x0 + a, y0 + b);
      ink(img, x0 + a, y0 + s - 1 - b);
      ink(img, x0 + b, y0 + a);
      ink(img, x0 + s - 1 - b, y0 + a);
    }
}

/** A check glyph inside a square: two strokes that stay clear of the outline. */
function tick(img: GrayImage, x0: number, y0: number, s: number): void {
  for (let a = 6; a < s - 6; a++)
    for (let b = 0; b < 3; b++) {
      ink(img, x0 + a + b, y0 + a);
      ink(img, x0 + a + b, y0 + s - 1 - a);
    }
}

describe('check boxes by their ink', () => {
  it('finds empty and marked squares, with an outline broken by a scan, and no letters or rules', () => {
    const img = paper();
    square(img, 20, 20, 25);
    square(img, 80, 20, 25);
    tick(img, 80, 20, 25);
    square(img, 140, 20, 25, 2, 4); // faint top side: a white pixel every fourth
    tick(img, 140, 20, 25);
    // A letter "O" (a ring, no straight sides) and a long rule are not boxes.
    for (let a = 0; a < 360; a += 2) {
      const r = (a * Math.PI) / 180;
      ink(img, Math.round(232 + 11 * Math.cos(r)), Math.round(32 + 11 * Math.sin(r)));
      ink(img, Math.round(232 + 10 * Math.cos(r)), Math.round(32 + 10 * Math.sin(r)));
    }
    for (let x = 10; x < 390; x++) ink(img, x, 120);
    // A caption's descender printed into the square's top: one run with it, the square its end.
    square(img, 300, 60, 25);
    tick(img, 300, 60, 25);
    for (let y = 44; y < 61; y++) ink(img, 306, y);
    const boxes = findCheckBoxes(img, 200);
    expect(boxes.map((b) => [b.x0, b.y0, b.checked])).toEqual([
      [20, 20, false],
      [80, 20, true],
      [140, 20, true],
      [300, 60, true],
    ]);
  });

  it("replaces OCR's reading of a marked square by an X and drops what it read in an empty one", () => {
    const img = paper();
    square(img, 20, 20, 25);
    square(img, 80, 20, 25);
    tick(img, 80, 20, 25);
    const words: OcrWord[] = [
      { text: 'O', x0: 24, y0: 24, x1: 40, y1: 40, confidence: 0.3 },
      { text: 'Single', x0: 50, y0: 24, x1: 75, y1: 40, confidence: 0.9 },
      { text: '[J', x0: 82, y0: 22, x1: 100, y1: 42, confidence: 0.2 },
      { text: 'Married', x0: 110, y0: 24, x1: 150, y1: 40, confidence: 0.9 },
    ];
    const out = markCheckBoxes(img, { words, meanConfidence: 0.6, ms: 0 }, 200);
    expect(out.words.map((w) => w.text)).toEqual(['Single', 'Married', 'X']);
    expect(out.words.at(-1)).toMatchObject({ x0: 80, y0: 20, x1: 104, y1: 44 });
  });
});
