// Check boxes on scans, by a pixel test. OCR reads a printed form's marked square as "[J", "[vl",
// "O" or nothing at all, and an empty one sometimes as "O" or "0": the mark is not text. Squares are
// found from their outlines (a small, square connected run of ink whose four sides are drawn) and
// a square is marked when the ink inside it, away from its outline, covers enough of its area. A
// marked square becomes one word "X" over the square (what a text layer of a filled form says),
// and what OCR read inside any square found is dropped, so the parsers' mark tests see only that.
import type { GrayImage, OcrResult, OcrWord } from './ocr';

export interface CheckBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Share of the square's inner area that is ink (0-1). */
  fill: number;
  checked: boolean;
}

export interface CheckBoxOptions {
  /** Gray level below which a pixel is ink (default 150). */
  threshold?: number;
  /** Inner ink share from which a square is marked (default 0.07). */
  markedFill?: number;
}

/** Side of a form's check box: 0.08-0.2 inch (official 1040 / W-2 squares are ~0.1-0.125 inch). */
const MIN_SIDE_IN = 0.08;
const MAX_SIDE_IN = 0.2;
/** Each side must be drawn along at least this share of its length. */
const SIDE_COVER = 0.8;

/**
 * The check boxes of a page raster. Connected ink runs whose bounding box is a square of a form's
 * check-box size and whose four sides are drawn lines; the inner area (inset by a fifth of the
 * side, so the outline and its blur stay out) gives the fill, from every ink pixel there (a check
 * glyph printed inside does not touch the outline and is a run of its own).
 */
export function findCheckBoxes(image: GrayImage, dpi: number, options: CheckBoxOptions = {}): CheckBox[] {
  const { width: w, height: h, data } = image;
  const threshold = options.threshold ?? 150;
  const markedFill = options.markedFill ?? 0.07;
  const minSide = Math.round(MIN_SIDE_IN * dpi);
  const maxSide = Math.round(MAX_SIDE_IN * dpi);
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const ink = (i: number) => data[i]! < threshold;
  // Runs are found on the ink with gaps of a pixel or two closed along rows and columns: a scan's
  // faint outline breaks into pieces, and each piece alone is no square. Gaps are only filled
  // between ink on both sides, so nothing grows towards a caption printed near the square.
  const closed = closeGaps(data, w, h, threshold);
  const solid = (i: number) => closed[i] === 1;
  const boxes: CheckBox[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !solid(start)) continue;
    // Flood one run (8-connected), keeping its bounding box; give up on runs far larger than a box.
    let sp = 0;
    stack[sp++] = start;
    seen[start] = 1;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let big = false;
    while (sp > 0) {
      const i = stack[--sp]!;
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x1 - x0 > maxSide * 1.5 || y1 - y0 > maxSide * 1.5) big = true;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const j = yy * w + xx;
          if (!seen[j] && solid(j)) {
            seen[j] = 1;
            stack[sp++] = j;
          }
        }
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (big) continue;
    const side = Math.min(bw, bh);
    if (side < minSide || side > maxSide || Math.max(bw, bh) > 2 * side) continue;
    // The square itself, or the square end of a run that also took in a caption's letter printed
    // a few pixels away (box 13's "plan" over its square): the window at either end.
    const windows: [number, number][] =
      bw > 1.2 * bh
        ? [
            [x0, y0],
            [x1 - side + 1, y0],
          ]
        : bh > 1.2 * bw
          ? [
              [x0, y1 - side + 1],
              [x0, y0],
            ]
          : [[x0, y0]];
    const sq = windows
      .map(([wx, wy]) => ({
        x0: wx,
        y0: wy,
        x1: wx + (bw > 1.2 * bh ? side : bw) - 1,
        y1: wy + (bh > 1.2 * bw ? side : bh) - 1,
      }))
      .find((b) => {
        const n = b.x1 - b.x0 + 1;
        const m = b.y1 - b.y0 + 1;
        if (Math.abs(n - m) > 0.2 * Math.max(n, m)) return false;
        // An outline, not a blot: few pixels for its box (a filled square or a bold letter is dense).
        let dense = 0;
        for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) if (solid(y * w + x)) dense++;
        return dense <= 0.6 * n * m && sidesDrawn(closed, w, b.x0, b.y0, b.x1, b.y1);
      });
    if (!sq) continue;
    const inset = Math.max(2, Math.round(Math.min(sq.x1 - sq.x0 + 1, sq.y1 - sq.y0 + 1) / 5));
    let inner = 0;
    let area = 0;
    for (let y = sq.y0 + inset; y <= sq.y1 - inset; y++)
      for (let x = sq.x0 + inset; x <= sq.x1 - inset; x++) {
        area++;
        if (ink(y * w + x)) inner++;
      }
    const fill = area > 0 ? inner / area : 0;
    boxes.push({ ...sq, fill, checked: fill >= markedFill });
  }
  return boxes;
}

/** Ink (1) with gaps of one or two pixels between ink in a row or in a column filled. */
function closeGaps(data: Uint8Array, w: number, h: number, threshold: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const ink = (i: number) => data[i]! < threshold;
  for (let i = 0; i < w * h; i++) if (ink(i)) out[i] = 1;
  for (let y = 0; y < h; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (out[i]) continue;
      const row = ink(i - 1) && (ink(i + 1) || (x < w - 2 && ink(i + 2)));
      const col = y > 0 && y < h - 1 && ink(i - w) && (ink(i + w) || (y < h - 2 && ink(i + 2 * w)));
      if (row || col) out[i] = 1;
    }
  return out;
}

/** Each of the square's four sides has ink along most of its length, within a band at its edge. */
function sidesDrawn(mask: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const band = Math.max(2, Math.round((x1 - x0) / 8));
  const ink = (x: number, y: number) => mask[y * w + x] === 1;
  const cover = (along: number, from: number, to: number, horizontal: boolean, inward: 1 | -1): number => {
    let hit = 0;
    let n = 0;
    for (let a = from; a <= to; a++) {
      n++;
      for (let b = 0; b < band; b++) {
        const p = along + inward * b;
        if (horizontal ? ink(a, p) : ink(p, a)) {
          hit++;
          break;
        }
      }
    }
    return n ? hit / n : 0;
  };
  return (
    cover(y0, x0, x1, true, 1) >= SIDE_COVER &&
    cover(y1, x0, x1, true, -1) >= SIDE_COVER &&
    cover(x0, y0, y1, false, 1) >= SIDE_COVER &&
    cover(x1, y0, y1, false, -1) >= SIDE_COVER
  );
}

/**
 * The page's words with its check boxes read by pixels: OCR's words centred in a square found are
 * dropped (garbled marks, a box's outline read as "O" or "[]"), and a marked square gets the word
 * "X" over it.
 */
export function markCheckBoxes(
  image: GrayImage,
  result: OcrResult,
  dpi: number,
  options: CheckBoxOptions = {},
): OcrResult {
  const boxes = findCheckBoxes(image, dpi, options);
  if (boxes.length === 0) return result;
  const inside = (word: OcrWord, b: CheckBox) => {
    const cx = (word.x0 + word.x1) / 2;
    const cy = (word.y0 + word.y1) / 2;
    // Only a word no wider than the square's neighbourhood: a caption beside it is not its mark.
    return cx >= b.x0 && cx <= b.x1 && cy >= b.y0 && cy <= b.y1 && word.x1 - word.x0 <= 2 * (b.x1 - b.x0);
  };
  const words = result.words.filter((word) => !boxes.some((b) => inside(word, b)));
  for (const b of boxes)
    if (b.checked) words.push({ text: 'X', x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, confidence: 0.9 });
  return { ...result, words };
}
