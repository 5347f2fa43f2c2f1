import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { findCells, heavyRules } from './cells';
import { cleanForOcr } from './clean';
import { toGray } from './image';

/** A 200 dpi strip of a form: a 3 x 2 grid of boxes, a caption and a value in each. */
function formGrid() {
  const canvas = createCanvas(1600, 500);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f0f0ee';
  ctx.fillRect(0, 0, 1600, 500);
  ctx.strokeStyle = '#202020';
  ctx.lineWidth = 2;
  const ys = [60, 210, 360];
  const xs = [80, 560, 1040, 1520];
  for (const y of ys) {
    ctx.beginPath();
    ctx.moveTo(xs[0]!, y);
    ctx.lineTo(xs.at(-1)!, y);
    ctx.stroke();
  }
  for (const x of xs) {
    ctx.beginPath();
    ctx.moveTo(x, ys[0]!);
    ctx.lineTo(x, ys.at(-1)!);
    ctx.stroke();
  }
  ctx.fillStyle = '#111111';
  for (const [i, y] of [90, 240].entries())
    for (const [j, x] of [100, 580, 1060].entries()) {
      ctx.font = '18px sans-serif';
      ctx.fillText(`${i * 3 + j + 1} Caption of box`, x, y);
      ctx.font = '30px sans-serif';
      ctx.fillText(`${(i + 1) * 1000 + j}.25`, x + 60, y + 80);
    }
  return toGray(canvas);
}

describe('findCells (the boxes of a ruled form)', () => {
  it('finds every enclosed box of the grid the cleaning found, in reading order', () => {
    const gray = formGrid();
    const { stats } = cleanForOcr(gray, 200);
    expect(stats.ruled).toBe(true);
    const cells = findCells(stats.hLines, stats.vLines, gray.width, gray.height, 200);
    expect(cells).toHaveLength(6);
    const near = (a: number, b: number) => Math.abs(a - b) <= 10;
    for (const c of cells) {
      expect([80, 560, 1040].some((v) => near(c.x0, v))).toBe(true);
      expect([60, 210].some((v) => near(c.y0, v))).toBe(true);
    }
    expect(cells[0]!.x0).toBeLessThan(cells[1]!.x0);
    expect(cells[3]!.y0).toBeGreaterThan(cells[2]!.y0);
  });

  it('closes a box whose rule stops just short of the crossing', () => {
    // Vertical rules end 4 px (0.02 in) before the bottom rule: still one box each.
    const h = [
      { at: 100, from: 100, to: 900 },
      { at: 300, from: 100, to: 900 },
    ];
    const v = [
      { at: 100, from: 100, to: 296 },
      { at: 500, from: 104, to: 296 },
      { at: 900, from: 100, to: 300 },
    ];
    expect(findCells(h, v, 1000, 400, 200)).toHaveLength(2);
  });

  it('does not take the open space around a grid or an unclosed band for a cell', () => {
    // Two horizontal rules, no vertical ones: a band open at both ends.
    const h = [
      { at: 100, from: 100, to: 900 },
      { at: 300, from: 100, to: 900 },
    ];
    expect(findCells(h, [], 1000, 400, 200)).toHaveLength(0);
  });

  it("takes a form's heavy borders, which the cleaning leaves on the page, as walls", () => {
    // An official W-2's boxes 1 and 2: a heavy border (3/50 inch) around two boxes of a grid of
    // thin rules. The cleaning finds only the thin rules, so the boxes ran into the margin.
    const canvas = createCanvas(1600, 500);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f0f0ee';
    ctx.fillRect(0, 0, 1600, 500);
    ctx.strokeStyle = '#202020';
    ctx.lineWidth = 2;
    for (const y of [210, 360]) {
      ctx.beginPath();
      ctx.moveTo(80, y);
      ctx.lineTo(1520, y);
      ctx.stroke();
    }
    for (const x of [80, 560, 1040, 1520]) {
      ctx.beginPath();
      ctx.moveTo(x, 210);
      ctx.lineTo(x, 360);
      ctx.stroke();
    }
    ctx.lineWidth = 12;
    ctx.strokeRect(560, 60, 960, 150);
    ctx.beginPath();
    ctx.moveTo(1040, 60);
    ctx.lineTo(1040, 210);
    ctx.stroke();
    ctx.fillStyle = '#111111';
    ctx.font = '30px sans-serif';
    for (const x of [100, 580, 1060]) ctx.fillText('71,530.66 Wages', x + 40, 300);
    ctx.fillText('1 Wages, tips', 600, 160);
    ctx.fillText('12,875.52', 1200, 160);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 200);
    const thin = findCells(stats.hLines, stats.vLines, gray.width, gray.height, 200);
    const heavy = findCells(stats.hLines, stats.vLines, gray.width, gray.height, 200, {
      image,
      threshold: stats.threshold,
    });
    const top = (cells: typeof thin) => cells.filter((c) => c.y1 < 230);
    expect(top(thin)).toHaveLength(0);
    expect(top(heavy)).toHaveLength(2);
    expect(heavy).toHaveLength(5);
    // Print is never a heavy rule: no run along the text's rows or columns.
    expect(
      heavyRules(image, stats.threshold, 200).filter(([x, y]) => y > 260 && y < 310 && x > 90 && x < 1500),
    ).toHaveLength(0);
  });
});
