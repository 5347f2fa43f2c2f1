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
