// The cells of a ruled grid, from the ruling lines the scan cleaning found (clean.ts).
//
// A form's boxes (W-2, 1099, 1040 grids, ruled pay stubs) hold a small caption and a value each.
// Read as one page, tesseract's layout analysis joins a box's caption with its neighbour's, or the
// caption line with the value of the box beside it, and small captions come out garbled. Read box
// by box, each cell's text is the cell's own, at a size tesseract reads best.
//
// The rules are drawn as walls on a coarse grid (a few pixels a square, each rule extended a
// little at both ends so a rule stopping just short of a crossing still closes the box); every
// region of paper the walls enclose, away from the page's edge and shaped like a box, is a cell.
import type { RuleLine } from './clean';
import type { GrayImage } from './ocr';

export interface CellBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The enclosed boxes of a grid of rules (pixels of the page raster). A box is at least 0.1 in
 * high and 0.25 in wide, at most 2.5 in high, and fills most of its bounding rectangle (the
 * space around a grid, or an L-shaped gap, is not a cell).
 */
export function findCells(
  hLines: readonly RuleLine[],
  vLines: readonly RuleLine[],
  width: number,
  height: number,
  dpi: number,
  /** The page (after cleaning) and its ink threshold: its heavy rules are walls too (heavyRules). */
  ink?: { image: GrayImage; threshold: number },
): CellBox[] {
  const step = Math.max(2, Math.round(dpi / 50));
  const gw = Math.ceil(width / step);
  const gh = Math.ceil(height / step);
  const wall = new Uint8Array(gw * gh);
  const reach = Math.round(dpi / 25);
  const put = (x: number, y: number) => {
    const gx = Math.floor(x / step);
    const gy = Math.floor(y / step);
    if (gx >= 0 && gx < gw && gy >= 0 && gy < gh) wall[gy * gw + gx] = 1;
  };
  for (const l of hLines) for (let x = l.from - reach; x <= l.to + reach; x += step / 2) put(x, l.at);
  for (const l of vLines) for (let y = l.from - reach; y <= l.to + reach; y += step / 2) put(l.at, y);
  if (ink) for (const [x, y] of heavyRules(ink.image, ink.threshold, dpi)) put(x, y);
  const seen = new Uint8Array(gw * gh);
  const cells: CellBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < wall.length; start++) {
    if (wall[start] || seen[start]) continue;
    stack.length = 0;
    stack.push(start);
    seen[start] = 1;
    let area = 0;
    let edge = false;
    let [x0, y0, x1, y1] = [gw, gh, -1, -1];
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % gw;
      const y = (p - x) / gw;
      area++;
      if (x === 0 || y === 0 || x === gw - 1 || y === gh - 1) edge = true;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [p - 1, p + 1, p - gw, p + gw]) {
        if (q < 0 || q >= wall.length || wall[q] || seen[q]) continue;
        if ((q === p - 1 && x === 0) || (q === p + 1 && x === gw - 1)) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    if (edge) continue;
    const w = (x1 - x0 + 1) * step;
    const h = (y1 - y0 + 1) * step;
    if (h < dpi * 0.1 || w < dpi * 0.25 || h > dpi * 2.5) continue;
    if (area < 0.8 * (x1 - x0 + 1) * (y1 - y0 + 1)) continue;
    cells.push({
      x0: x0 * step,
      y0: y0 * step,
      x1: Math.min(width, (x1 + 1) * step),
      y1: Math.min(height, (y1 + 1) * step),
    });
  }
  return cells.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/**
 * Pixels of heavy rules: long straight runs of ink along a row or a column (0.3 inch or more, gaps
 * of a pixel or two bridged). The cleaning finds only thin rules (at most 1/40 inch thick) and leaves
 * a form's heavy borders on the page: the W-2's boxes a, 1 and 2, a 1040's boxed amounts. Without
 * them as walls those boxes and every box beside them run into the page's margin and are not cells,
 * so their values were read only in the page reading (which lost the W-2's wages beside the bold
 * border). Letters are far shorter than 0.3 inch along any row or column.
 */
export function heavyRules(image: GrayImage, threshold: number, dpi: number): [number, number][] {
  const minRun = Math.round(dpi * 0.3);
  const maxGap = 2;
  const out: [number, number][] = [];
  const { width, height, data } = image;
  const scan = (
    n: number,
    len: number,
    at: (i: number, j: number) => number,
    put: (i: number, j: number) => void,
  ) => {
    for (let i = 0; i < n; i++) {
      let start = -1;
      let last = -1;
      const flush = () => {
        if (start >= 0 && last - start + 1 >= minRun) for (let j = start; j <= last; j += 2) put(i, j);
      };
      for (let j = 0; j < len; j++) {
        if (data[at(i, j)]! > threshold) continue;
        if (start < 0 || j - last > maxGap + 1) {
          flush();
          start = j;
        }
        last = j;
      }
      flush();
    }
  };
  // Every other row and column is enough for walls drawn on a grid of several pixels a square.
  scan(
    Math.ceil(height / 2),
    width,
    (i, j) => 2 * i * width + j,
    (i, j) => out.push([j, 2 * i]),
  );
  scan(
    Math.ceil(width / 2),
    height,
    (i, j) => j * width + 2 * i,
    (i, j) => out.push([2 * i, j]),
  );
  return out;
}
