import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { degrade, SCAN_PROFILES } from './scan';
import { Rng } from './random';

/** A white page with a few lines of black print. */
function page(): Canvas {
  const c = createCanvas(600, 800);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 600, 800);
  ctx.fillStyle = '#000';
  ctx.font = '20px "Liberation Sans"';
  for (let y = 100; y < 700; y += 40) ctx.fillText('Opening balance 1,234.56', 80, y);
  return c;
}

function gray(c: Canvas): Uint8ClampedArray {
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

/** Mean grey of a box. */
function mean(px: Uint8ClampedArray, width: number, x0: number, y0: number, x1: number, y1: number): number {
  let s = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      s += px[(y * width + x) * 4]!;
      n++;
    }
  return s / n;
}

describe('scan degradation', () => {
  it('the default scan does not depend on the harsher effects\' random stream (bench scans unchanged)', () => {
    const src = page();
    const a = gray(degrade(src, new Rng(7), {}, new Rng(1)));
    const b = gray(degrade(src, new Rng(7), {}, new Rng(99)));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('uneven lighting leaves some of the paper much darker than the rest', () => {
    const src = page();
    const even = gray(degrade(src, new Rng(3), { noise: 0, maxRotation: 0 }));
    const lit = gray(degrade(src, new Rng(3), { noise: 0, maxRotation: 0, lighting: 1 }, new Rng(5)));
    const corners = (px: Uint8ClampedArray) =>
      [
        mean(px, 600, 0, 0, 40, 40),
        mean(px, 600, 560, 0, 600, 40),
        mean(px, 600, 0, 760, 40, 800),
        mean(px, 600, 560, 760, 600, 800),
      ].sort((x, y) => x - y);
    const e = corners(even);
    const l = corners(lit);
    expect(e[3]! - e[0]!).toBeLessThan(3);
    expect(l[3]! - l[0]!).toBeGreaterThan(40);
  });

  it('faded print is lighter than the default print', () => {
    const src = page();
    const o = { noise: 0, maxRotation: 0, blurPx: 0 };
    const plain = gray(degrade(src, new Rng(3), o));
    const faded = gray(degrade(src, new Rng(3), { ...o, fade: 0.6 }, new Rng(5)));
    const darkest = (px: Uint8ClampedArray) => {
      let sum = 0;
      let n = 0;
      for (let i = 0; i < px.length; i += 4)
        if (plain[i]! < 100) {
          sum += px[i]!;
          n++;
        }
      return sum / n;
    };
    expect(darkest(faded) - darkest(plain)).toBeGreaterThan(30);
  });

  it('the fax profile is black and white only', () => {
    const px = gray(degrade(page(), new Rng(3), SCAN_PROFILES.fax, new Rng(4)));
    const levels = new Set<number>();
    for (let i = 0; i < px.length; i += 4) levels.add(px[i]!);
    expect([...levels].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it('punched holes darken the left margin', () => {
    const src = page();
    const px = gray(degrade(src, new Rng(3), { noise: 0, holes: true }, new Rng(8)));
    let darkest = 255;
    for (let y = 0; y < 800; y += 4) darkest = Math.min(darkest, mean(px, 600, 10, y, 20, y + 4));
    expect(darkest).toBeLessThan(90);
  });
});
