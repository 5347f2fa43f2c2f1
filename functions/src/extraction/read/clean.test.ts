import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  cleanForOcr,
  enlarge,
  eraseFaintRules,
  median3,
  mergeRules,
  noiseLevel,
  normaliseBackground,
  otsuThreshold,
} from './clean';
import { toGray } from './image';
import type { GrayImage } from './ocr';

/** A 300 dpi strip of a ruled table: two rows of cells with a money amount each, plus specks. */
function ruledTable(): { gray: GrayImage; specks: [number, number][] } {
  const canvas = createCanvas(1500, 400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f0f0ee';
  ctx.fillRect(0, 0, 1500, 400);
  ctx.strokeStyle = '#202020';
  ctx.lineWidth = 3;
  for (const y of [50, 180, 310]) {
    ctx.beginPath();
    ctx.moveTo(40, y);
    ctx.lineTo(1460, y);
    ctx.stroke();
  }
  for (const x of [40, 700, 1460]) {
    ctx.beginPath();
    ctx.moveTo(x, 50);
    ctx.lineTo(x, 310);
    ctx.stroke();
  }
  ctx.fillStyle = '#111111';
  ctx.font = '42px sans-serif';
  ctx.fillText('Gross Pay', 70, 130);
  ctx.fillText('1,084.82', 1200, 130);
  ctx.fillText('Net Pay', 70, 260);
  ctx.fillText('12.40', 1260, 260);
  // Dust: 2 x 2 dark dots in the white space.
  const specks: [number, number][] = [
    [400, 100],
    [900, 240],
    [1100, 360],
    [300, 20],
  ];
  for (const [x, y] of specks) ctx.fillRect(x, y, 2, 2);
  return { gray: toGray(canvas), specks };
}

const dark = (g: GrayImage, x0: number, y0: number, x1: number, y1: number, t: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (g.data[y * g.width + x]! <= t) n++;
  return n;
};

describe('cleanForOcr (ruling lines and specks out before OCR)', () => {
  it('finds the ruled grid and paints its lines paper', () => {
    const { gray } = ruledTable();
    const { image, stats } = cleanForOcr(gray, 300);
    // Three rules each way (each 3 px thick, so a few rows and columns apiece).
    const groups = (ks: number[]) => ks.filter((k, i) => i === 0 || k - ks[i - 1]! > 5).length;
    expect(groups(stats.rows)).toBe(3);
    expect(groups(stats.columns)).toBe(3);
    const t = stats.threshold;
    // A stretch of each rule away from the text: no ink left.
    expect(dark(image, 300, 44, 600, 57, t)).toBe(0);
    expect(dark(image, 694, 200, 707, 300, t)).toBe(0);
    expect(dark(gray, 300, 44, 600, 57, t)).toBeGreaterThan(600);
  });

  it('keeps every pixel of the text, full stops and commas included, and removes isolated specks', () => {
    const { gray, specks } = ruledTable();
    const { image, stats } = cleanForOcr(gray, 300);
    const t = stats.threshold;
    for (const [x0, y0, x1, y1] of [
      [60, 85, 300, 145],
      [1190, 85, 1420, 145],
      [1250, 215, 1420, 275],
    ] as const)
      expect(dark(image, x0, y0, x1, y1, t)).toBe(dark(gray, x0, y0, x1, y1, t));
    expect(stats.specks).toBe(specks.length);
    for (const [x, y] of specks) expect(dark(image, x - 2, y - 2, x + 4, y + 4, t)).toBe(0);
    // The input is left as it was.
    expect(dark(gray, 398, 98, 404, 104, t)).toBeGreaterThan(0);
  });

  it('leaves a page without rules or specks unchanged', () => {
    const canvas = createCanvas(600, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 600, 200);
    ctx.fillStyle = '#000000';
    ctx.font = '40px sans-serif';
    ctx.fillText('Total due 20.37', 20, 100);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 300);
    expect(stats.ruleHorizontal + stats.ruleVertical + stats.specks).toBe(0);
    expect(Buffer.compare(Buffer.from(image.data), Buffer.from(gray.data))).toBe(0);
    expect(otsuThreshold(gray)).toBeGreaterThan(30);
    expect(otsuThreshold(gray)).toBeLessThan(230);
  });

  it('takes the short cell borders of a one-row ruled band and a faint rule broken into dashes', () => {
    const canvas = createCanvas(1500, 300);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f0f0ee';
    ctx.fillRect(0, 0, 1500, 300);
    ctx.fillStyle = '#202020';
    // A band of cells 60 px high (0.2 inch): top and bottom rules, cell borders between them.
    ctx.fillRect(40, 40, 1420, 3);
    ctx.fillRect(40, 100, 1420, 3);
    for (const x of [40, 400, 800, 1200]) ctx.fillRect(x, 40, 3, 63);
    ctx.font = '36px sans-serif';
    ctx.fillText('599-81214', 60, 85);
    // A faint rule that the threshold breaks: 30 px dashes with 6 px gaps.
    for (let x = 40; x < 1460; x += 36) ctx.fillRect(x, 200, 30, 2);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 300);
    const t = stats.threshold;
    for (const x of [400, 800, 1200]) expect(dark(image, x - 2, 50, x + 5, 95, t)).toBe(0);
    expect(dark(image, 40, 195, 1460, 206, t)).toBe(0);
    expect(stats.brokenRules).toBeGreaterThanOrEqual(4);
    // The identifier's hyphen stays.
    expect(dark(image, 60, 50, 390, 95, t)).toBe(dark(gray, 60, 50, 390, 95, t));
  });

  it('keeps the minus signs of a row of negative amounts', () => {
    const canvas = createCanvas(1500, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1500, 200);
    ctx.fillStyle = '#000000';
    ctx.font = '40px sans-serif';
    ctx.fillText('Changes -1,234.00  -2,345.00  -3,456.00  -4,567.00  -5.00', 20, 100);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 300);
    expect(stats.brokenRules + stats.ruleHorizontal).toBe(0);
    expect(Buffer.compare(Buffer.from(image.data), Buffer.from(gray.data))).toBe(0);
  });

  it('keeps the hyphens of dates printed in a monospace font (wide gaps between a hyphen and its digits)', () => {
    const canvas = createCanvas(1700, 120);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1700, 120);
    ctx.fillStyle = '#000000';
    // 10 pt Courier-like print at 200 dpi, as a pay stub's period and advice date.
    ctx.font = '28px "Liberation Mono"';
    ctx.fillText('2025-05-16 - 2025-06-12   2025-06-17   06-19', 20, 70);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 200);
    expect(stats.brokenRules).toBe(0);
    expect(Buffer.compare(Buffer.from(image.data), Buffer.from(gray.data))).toBe(0);
  });

  it('measures the size of the print, so small print can be read from an enlarged copy', () => {
    const sized = (px: number) => {
      const canvas = createCanvas(1200, 200);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 1200, 200);
      ctx.fillStyle = '#000000';
      ctx.font = `${px}px sans-serif`;
      ctx.fillText('Employee social security number 968-42-9938', 20, 120);
      return cleanForOcr(toGray(canvas), 300).stats.printHeight;
    };
    const small = sized(20);
    const large = sized(40);
    expect(small).toBeGreaterThan(8);
    expect(small).toBeLessThan(22);
    expect(large).toBeGreaterThanOrEqual(22);
    expect(large / small).toBeGreaterThan(1.6);
  });

  it('enlarges a grey raster bilinearly', () => {
    const gray: GrayImage = { width: 2, height: 1, data: new Uint8Array([0, 200]) };
    const big = enlarge(gray, 2);
    expect([big.width, big.height]).toEqual([4, 2]);
    expect([...big.data.subarray(0, 4)]).toEqual([0, 50, 150, 200]);
  });

  it('takes the dots of a dot leader and keeps decimal points, colons and the i', () => {
    const canvas = createCanvas(1500, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1500, 200);
    ctx.fillStyle = '#000000';
    ctx.font = '40px sans-serif';
    ctx.fillText('Add lines: ii', 20, 100);
    // A leader: 4 x 4 dots every 18 px from x = 320 to 1100, on the text's baseline.
    for (let x = 320; x < 1100; x += 18) ctx.fillRect(x, 96, 4, 4);
    ctx.fillText('26,197.00', 1150, 100);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 300);
    const t = stats.threshold;
    expect(stats.leaderDots).toBeGreaterThanOrEqual(40);
    expect(dark(image, 316, 90, 1104, 104, t)).toBe(0);
    expect(dark(image, 10, 40, 310, 120, t)).toBe(dark(gray, 10, 40, 310, 120, t));
    expect(dark(image, 1140, 40, 1480, 120, t)).toBe(dark(gray, 1140, 40, 1480, 120, t));
  });

  it("on 'ruled-pages' cleans a ruled table fully and keeps an unruled statement's rules, taking its specks and dot leaders", () => {
    // Ruled (vertical rules too): the rules go, as with the full cleaning.
    const table = ruledTable().gray;
    const ruled = cleanForOcr(table, 300, { only: 'ruled-pages' });
    expect(ruled.stats.ruled).toBe(true);
    expect(dark(ruled.image, 300, 44, 600, 57, ruled.stats.threshold)).toBe(0);
    // A statement: a full-width rule, a total underlined, a dot leader; no vertical rules.
    const canvas = createCanvas(1500, 300);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1500, 300);
    ctx.fillStyle = '#000000';
    ctx.fillRect(40, 30, 1420, 3);
    ctx.font = '40px sans-serif';
    ctx.fillText('Total revenue', 40, 150);
    for (let x = 320; x < 1100; x += 18) ctx.fillRect(x, 146, 4, 4);
    ctx.fillText('26,197.00', 1150, 150);
    ctx.fillRect(1150, 165, 200, 3);
    ctx.fillRect(700, 240, 2, 2); // dust
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 300, { only: 'ruled-pages' });
    expect(dark(image, 695, 235, 710, 250, 128)).toBe(0);
    const t = stats.threshold;
    expect(stats.ruled).toBe(false);
    expect(stats.hLines.length).toBeGreaterThanOrEqual(2);
    expect(dark(image, 316, 140, 1104, 154, t)).toBe(0);
    expect(dark(image, 40, 25, 1460, 40, t)).toBe(dark(gray, 40, 25, 1460, 40, t));
    expect(dark(image, 1140, 100, 1480, 175, t)).toBe(dark(gray, 1140, 100, 1480, 175, t));
    // The full cleaning takes the rules of the same page.
    const full = cleanForOcr(gray, 300);
    expect(dark(full.image, 40, 25, 1460, 40, t)).toBe(0);
  });

  it('merges the pieces of a slightly slanted rule into one line', () => {
    // A rule falling 1 px every 100 px: pieces on successive pixel rows, end to end.
    const pieces = Array.from({ length: 10 }, (_, i) => ({ at: 200 + i, from: i * 100, to: i * 100 + 99 }));
    const lines = mergeRules(pieces, 6, 8);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ from: 0, to: 999 });
    expect(Math.abs(lines[0]!.at - 204.5)).toBeLessThanOrEqual(1);
    // Two rules far apart stay two.
    expect(mergeRules([...pieces, { at: 400, from: 0, to: 999 }], 6, 8)).toHaveLength(2);
  });
});

describe('eraseFaintRules', () => {
  it('paints paper over a long light-grey rule and keeps the ink on it and short grey edges', () => {
    const width = 300;
    const height = 5;
    const data = new Uint8Array(width * height).fill(245);
    // Row 2: a faint rule (190) across the page with a letter's ink (40) crossing it.
    for (let x = 10; x < 290; x++) data[2 * width + x] = x >= 100 && x < 104 ? 40 : 190;
    // Row 4: a letter's grey edge, a few pixels long.
    for (let x = 50; x < 56; x++) data[4 * width + x] = 190;
    const erased = eraseFaintRules(data, width, 170, 245, 100, 2);
    expect(erased).toBe(276);
    expect(data[2 * width + 50]).toBe(245);
    expect(data[2 * width + 101]).toBe(40);
    expect(data[4 * width + 52]).toBe(190);
  });

  it('leaves a dark rule (ink) to the rule pass', () => {
    const width = 300;
    const data = new Uint8Array(width * 3).fill(245);
    for (let x = 10; x < 290; x++) data[width + x] = 60;
    expect(eraseFaintRules(data, width, 170, 245, 100, 2)).toBe(0);
    expect(data[width + 50]).toBe(60);
  });
});

describe('uneven lighting (a photo with a shadowed edge)', () => {
  /** A 200 dpi page of print on paper that darkens from 235 on the left to ~110 on the right. */
  function shadowed(): { gray: GrayImage; text: GrayImage } {
    const canvas = createCanvas(1600, 900);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1600, 900);
    ctx.fillStyle = '#202020';
    ctx.font = '30px sans-serif';
    for (let y = 100; y < 850; y += 60)
      ctx.fillText('Deposit 1,084.82 Withdrawal 12.40 Balance 9,349.21', 60, y);
    const text = toGray(canvas);
    const data = new Uint8Array(text.data.length);
    for (let y = 0; y < 900; y++)
      for (let x = 0; x < 1600; x++) {
        const light = 0.92 - 0.5 * (x / 1600) ** 2;
        data[y * 1600 + x] = Math.round(text.data[y * 1600 + x]! * light);
      }
    return { gray: { width: 1600, height: 900, data }, text };
  }

  it('evens out the paper so one threshold separates ink from paper everywhere', () => {
    const { gray, text } = shadowed();
    const { image } = cleanForOcr(gray, 200);
    const t = otsuThreshold(image);
    let paperAsInk = 0;
    let paper = 0;
    let inkKept = 0;
    let ink = 0;
    for (let i = 0; i < image.data.length; i++) {
      if (text.data[i]! > 200) {
        paper++;
        if (image.data[i]! <= t) paperAsInk++;
      } else if (text.data[i]! < 60) {
        ink++;
        if (image.data[i]! <= t) inkKept++;
      }
    }
    expect(paperAsInk / paper).toBeLessThan(0.01);
    expect(inkKept / ink).toBeGreaterThan(0.95);
  });

  it('leaves an evenly lit page as it is', () => {
    const { text } = shadowed();
    expect(normaliseBackground(text, 200)).toBeNull();
  });
});

describe('uneven light with grain and faded streaks (a harsh office copy, session 13)', () => {
  /**
   * A 300 dpi strip: a shadow darkening the paper toward the right, grain (sigma ~12), and a
   * vertical toner streak where the print is faded to a third of its contrast.
   */
  function harsh(): { gray: GrayImage; text: GrayImage; streak: [number, number] } {
    const canvas = createCanvas(1800, 600);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1800, 600);
    ctx.fillStyle = '#000000';
    ctx.font = '40px serif';
    for (let y = 100; y < 560; y += 90) ctx.fillText('May 03, 2023  PAYMENT 3,157.06  10,512.41  21.67', 40, y);
    const text = toGray(canvas);
    const streak: [number, number] = [700, 1000];
    let seed = 777;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    const data = new Uint8Array(text.data.length);
    for (let y = 0; y < 600; y++)
      for (let x = 0; x < 1800; x++) {
        const i = y * 1800 + x;
        const paper = 235 * (1 - 0.45 * (x / 1800) ** 2);
        const fade = x >= streak[0] && x < streak[1] ? 0.35 : 1;
        const v = paper - ((255 - text.data[i]!) / 255) * (paper - 30) * fade;
        data[i] = Math.max(0, Math.min(255, Math.round(v + (rand() + rand() + rand() - 1.5) * 2 * 12)));
      }
    return { gray: { width: 1800, height: 600, data }, text, streak };
  }

  it('binarises the page by a local threshold: grain is paper, faded print is ink', () => {
    const { gray, text, streak } = harsh();
    const { image } = cleanForOcr(gray, 300);
    let paperAsInk = 0;
    let paper = 0;
    let fadedKept = 0;
    let faded = 0;
    for (let i = 0; i < image.data.length; i++) {
      const x = i % 1800;
      if (text.data[i]! > 250) {
        paper++;
        if (image.data[i]! < 128) paperAsInk++;
      } else if (text.data[i]! < 5 && x >= streak[0] && x < streak[1]) {
        faded++;
        if (image.data[i]! < 128) fadedKept++;
      }
    }
    expect(new Set(image.data).size).toBeLessThanOrEqual(2);
    expect(paperAsInk / paper).toBeLessThan(0.005);
    expect(fadedKept / faded).toBeGreaterThan(0.8);
  });
});

describe('grainy, faded scans', () => {
  /** A 300 dpi strip of grey print (contrast ~90) under strong grain (sigma ~25). */
  function grainy(): { gray: GrayImage; text: GrayImage } {
    const canvas = createCanvas(1400, 400);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1400, 400);
    ctx.fillStyle = '#000000';
    ctx.font = 'bold 44px sans-serif';
    ctx.fillText('Balance 9,349.21  Fee 33.07', 40, 120);
    ctx.fillText('Deposit 1,084.82  Total 12.40', 40, 300);
    const text = toGray(canvas);
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    const data = new Uint8Array(text.data.length);
    for (let i = 0; i < data.length; i++) {
      const base = text.data[i]! < 128 ? 140 : 230;
      const g = (rand() + rand() + rand() - 1.5) * 2 * 25;
      data[i] = Math.max(0, Math.min(255, Math.round(base + g)));
    }
    return { gray: { width: 1400, height: 400, data }, text };
  }

  it('takes the grain out so the paper does not binarise into specks', () => {
    const { gray, text } = grainy();
    expect(noiseLevel(gray).ratio).toBeLessThan(6);
    const { image } = cleanForOcr(gray, 300);
    const t = otsuThreshold(image);
    let paperAsInk = 0;
    let paper = 0;
    let inkKept = 0;
    let ink = 0;
    for (let i = 0; i < image.data.length; i++) {
      if (text.data[i]! > 250) {
        paper++;
        if (image.data[i]! <= t) paperAsInk++;
      } else if (text.data[i]! < 5) {
        ink++;
        if (image.data[i]! <= t) inkKept++;
      }
    }
    expect(paperAsInk / paper).toBeLessThan(0.002);
    expect(inkKept / ink).toBeGreaterThan(0.9);
  });

  it('leaves the grain of a clean scan alone', () => {
    const { gray } = ruledTable();
    expect(noiseLevel(gray).ratio).toBeGreaterThan(6);
  });
});

describe('speckled scans of large print', () => {
  /** A strip of print `px` high with isolated 2x2 specks (about 400 per million pixels). */
  function speckled(px: number): GrayImage {
    const canvas = createCanvas(1400, 400);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f4f4f4';
    ctx.fillRect(0, 0, 1400, 400);
    ctx.fillStyle = '#202020';
    ctx.font = `${px}px serif`;
    ctx.fillText('10/18/2022 DELTA AIR LINES 488.01', 40, 120);
    ctx.fillText('10/30/2022 CHEVRON DENVER CO 61.70', 40, 300);
    let seed = 777;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    ctx.fillStyle = '#505050';
    for (let k = 0; k < 220; k++) ctx.fillRect(Math.floor(rand() * 1400), Math.floor(rand() * 400), 2, 2);
    return toGray(canvas);
  }
  it('gives print 20 px or more high a 3x3 median when specks are many', () => {
    const { stats } = cleanForOcr(speckled(40), 300, { only: 'ruled-pages' });
    expect(stats.printHeight).toBeGreaterThanOrEqual(20);
    expect(stats.denoised).toBe(true);
  });
  it('leaves small print (a 200 dpi photo) without the median, and a clean page too', () => {
    expect(cleanForOcr(speckled(18), 200, { only: 'ruled-pages' }).stats.denoised).toBe(false);
    const { gray } = ruledTable();
    expect(cleanForOcr(gray, 300).stats.denoised).toBe(false);
  });
});

describe('median3', () => {
  it('is the median of each 3x3 neighbourhood (borders kept)', () => {
    const width = 37;
    const height = 23;
    let seed = 99;
    const data = new Uint8Array(width * height).map(() => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
    const out = median3({ width, height, data }).data;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (x === 0 || y === 0 || x === width - 1 || y === height - 1) {
          expect(out[y * width + x]).toBe(data[y * width + x]);
          continue;
        }
        const n: number[] = [];
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) n.push(data[(y + dy) * width + x + dx]!);
        expect(out[y * width + x]).toBe(n.sort((a, b) => a - b)[4]);
      }
  });
});

describe('punched holes', () => {
  it('paints a punched hole in the margin paper and keeps print, a bullet and a logo disc', () => {
    const canvas = createCanvas(1700, 900);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#eeeeee';
    ctx.fillRect(0, 0, 1700, 900);
    ctx.fillStyle = '#303030';
    // A hole 0.28 in across, 0.4 in from the left edge (200 dpi), beside a line of print.
    ctx.beginPath();
    ctx.arc(80, 300, 28, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#101010';
    ctx.font = '34px sans-serif';
    ctx.fillText('08/24  INTEREST PAYMENT  1,246.69', 160, 312);
    // A bullet in the text (small) stays.
    ctx.beginPath();
    ctx.arc(600, 500, 7, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillText('Summary', 620, 512);
    // A logo's disc at the top left with the company's name right beside it stays.
    ctx.beginPath();
    ctx.arc(80, 90, 28, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillText('Acme Supply Co', 122, 102);
    const gray = toGray(canvas);
    const { image, stats } = cleanForOcr(gray, 200);
    expect(stats.holes).toBe(1);
    const t = stats.threshold;
    expect(dark(image, 40, 260, 120, 340, t + 20)).toBe(0);
    expect(dark(image, 160, 270, 800, 320, t)).toBe(dark(gray, 160, 270, 800, 320, t));
    expect(dark(image, 590, 490, 610, 510, t)).toBe(dark(gray, 590, 490, 610, 510, t));
    expect(dark(image, 50, 60, 110, 120, t)).toBe(dark(gray, 50, 60, 110, 120, t));
  });
});
