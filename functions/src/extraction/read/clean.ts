// Cleaning a page raster before OCR: ruling lines and specks out, print kept.
//
// Tesseract reads a table's ruling as "|", "_" or "—" glued to the cells' words, and a scan's dust
// and noise as ":", ";", "'" and "a" between them; both break the rows the parsers read (a rule
// beside a number turns "1,084.82" into "|1,084.82" or merges two cells into one word). The page is
// cleaned on a copy: pixels of long thin straight ink runs (the rules of a ruled grid, box borders,
// underlines of blank form boxes) and tiny isolated ink specks are painted paper. Text is kept:
// a rule must be much longer than any letter stroke and thin across, a speck much smaller than a
// full stop at the page's resolution.
import type { GrayImage } from './ocr';

export interface CleanStats {
  /** Ink threshold (0-255) the page was binarised at. */
  threshold: number;
  /** Pixels painted paper as parts of horizontal / vertical rules. */
  ruleHorizontal: number;
  ruleVertical: number;
  /** Specks (small isolated ink components) removed. */
  specks: number;
  /** Rows and columns (pixels) where a horizontal / vertical rule was found: the grid's lines. */
  rows: number[];
  columns: number[];
}

/** Otsu's threshold on a histogram sample: the grey level best separating ink from paper. */
export function otsuThreshold(gray: GrayImage): number {
  const hist = new Float64Array(256);
  const step = Math.max(1, Math.floor(gray.data.length / 1_000_000));
  let n = 0;
  for (let i = 0; i < gray.data.length; i += step) {
    hist[gray.data[i]!]!++;
    n++;
  }
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * hist[v]!;
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    wB += hist[v]!;
    if (wB === 0) continue;
    const wF = n - wB;
    if (wF === 0) break;
    sumB += v * hist[v]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/**
 * A cleaned copy of the page for OCR (the input is not changed). `dpi` is the raster's resolution,
 * which sizes what counts as a rule (at least 0.3 inch long, at most 1/60 inch thick: a letter's
 * stroke that thin is far shorter, a heading's long stroke thicker) and as a speck (at most 1/100
 * inch across with no other ink within twice that: a full stop sits beside its letters or digits).
 */
export function cleanForOcr(gray: GrayImage, dpi: number): { image: GrayImage; stats: CleanStats } {
  const { width, height } = gray;
  const threshold = otsuThreshold(gray);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = gray.data[i]! <= threshold ? 1 : 0;
  const minRule = Math.max(24, Math.round(dpi * 0.3));
  const maxThick = Math.max(2, Math.round(dpi / 40));
  const maxGap = Math.max(1, Math.round(dpi / 150));
  // Thickness across each pixel: the length of the vertical ink run through it (for horizontal
  // rules) and of the horizontal run (for vertical ones).
  const vRun = verticalRuns(ink, width, height);
  const hRun = horizontalRuns(ink, width, height);
  const erase = new Uint8Array(width * height);
  const rowHits = new Map<number, number>();
  const colHits = new Map<number, number>();
  let ruleHorizontal = 0;
  let ruleVertical = 0;
  // Rules: runs of thin ink at least minRule long, along rows (horizontal rules: thickness is the
  // vertical run through each pixel) and along columns. A scan's rule is broken by a pixel or two of
  // noise (gaps up to maxGap are bridged) and thickened where a letter touches it (pixels up to
  // twice maxThick thick do not break the run but are kept). The rule's blurred edge, lighter than
  // the ink threshold, goes with it (two pixels either side, never a letter's ink).
  const along = (horizontal: boolean, line: number): number => {
    const thick = horizontal ? vRun : hRun;
    const length = horizontal ? width : height;
    const base = horizontal ? line * width : line;
    const stride = horizontal ? 1 : width;
    const side = horizontal ? width : 1;
    const sideOk = horizontal ? true : line >= 2 && line < width - 2;
    let erased = 0;
    let i = 0;
    while (i < length) {
      const p = base + i * stride;
      if (!ink[p] || thick[p]! > maxThick * 2) {
        i++;
        continue;
      }
      let end = i;
      let last = i;
      let thin = 0;
      while (end < length) {
        const q = base + end * stride;
        if (ink[q] && thick[q]! <= maxThick * 2) {
          if (thick[q]! <= maxThick) thin++;
          last = end;
        } else if (end - last > maxGap) break;
        end++;
      }
      if (thin >= minRule) {
        for (let k = i; k <= last; k++) {
          const q = base + k * stride;
          if (!ink[q] || thick[q]! > maxThick) continue;
          erase[q] = 1;
          erased++;
          if (!sideOk) continue;
          for (const e of [q - 2 * side, q - side, q + side, q + 2 * side])
            if (e >= 0 && e < ink.length && !ink[e]) erase[e] = 1;
        }
      }
      i = last + 1;
    }
    return erased;
  };
  for (let y = 0; y < height; y++) {
    const n = along(true, y);
    if (n >= minRule) rowHits.set(y, n);
    ruleHorizontal += n;
  }
  for (let x = 0; x < width; x++) {
    const n = along(false, x);
    if (n >= minRule) colHits.set(x, n);
    ruleVertical += n;
  }
  // Specks: ink components (8-connected) of a few pixels with no other ink close by, after the rules
  // are gone (a rule's leftover end pixels are specks too).
  for (let i = 0; i < ink.length; i++) if (erase[i]) ink[i] = 0;
  const maxSpeck = Math.max(2, Math.round(dpi / 100));
  const maxArea = maxSpeck * maxSpeck;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const members: number[] = [];
  let specks = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    stack.length = 0;
    members.length = 0;
    stack.push(start);
    seen[start] = 1;
    let x0 = width;
    let x1 = -1;
    let y0 = height;
    let y1 = -1;
    while (stack.length) {
      const p = stack.pop()!;
      const px = p % width;
      const py = (p - px) / width;
      if (members.length <= maxArea) members.push(p);
      else members.length = maxArea + 1;
      if (px < x0) x0 = px;
      if (px > x1) x1 = px;
      if (py < y0) y0 = py;
      if (py > y1) y1 = py;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (members.length > maxArea || x1 - x0 >= maxSpeck || y1 - y0 >= maxSpeck) continue;
    if (inkNear(ink, width, height, x0, y0, x1, y1, maxSpeck * 2)) continue;
    for (const p of members) erase[p] = 1;
    specks++;
  }
  const paper = paperLevel(gray, threshold);
  const data = new Uint8Array(gray.data);
  for (let i = 0; i < data.length; i++) if (erase[i]) data[i] = paper;
  const lines = (hits: Map<number, number>) =>
    [...hits.entries()]
      .filter(([, n]) => n >= minRule)
      .map(([k]) => k)
      .sort((a, b) => a - b);
  return {
    image: { width, height, data },
    stats: {
      threshold,
      ruleHorizontal,
      ruleVertical,
      specks,
      rows: lines(rowHits),
      columns: lines(colHits),
    },
  };
}

/** Per pixel, the length of the vertical run of ink it belongs to (row-major passes only). */
function verticalRuns(ink: Uint8Array, width: number, height: number): Uint16Array {
  const out = new Uint16Array(width * height);
  for (let i = 0; i < width; i++) if (ink[i]) out[i] = 1;
  for (let i = width; i < out.length; i++) if (ink[i]) out[i] = Math.min(65_535, out[i - width]! + 1);
  for (let i = out.length - width - 1; i >= 0; i--) if (ink[i] && ink[i + width]) out[i] = out[i + width]!;
  return out;
}

/** Per pixel, the length of the horizontal run of ink it belongs to. */
function horizontalRuns(ink: Uint8Array, width: number, height: number): Uint16Array {
  const out = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (!ink[row + x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < width && ink[row + end]) end++;
      out.fill(Math.min(65_535, end - x), row + x, row + end);
      x = end;
    }
  }
  return out;
}

/** Whether any ink lies within `margin` pixels of the box (outside the box itself). */
function inkNear(
  ink: Uint8Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  margin: number,
): boolean {
  const ya = Math.max(0, y0 - margin);
  const yb = Math.min(height - 1, y1 + margin);
  const xa = Math.max(0, x0 - margin);
  const xb = Math.min(width - 1, x1 + margin);
  for (let y = ya; y <= yb; y++) {
    const row = y * width;
    for (let x = xa; x <= xb; x++) {
      if (y >= y0 && y <= y1 && x >= x0 && x <= x1) continue;
      if (ink[row + x]) return true;
    }
  }
  return false;
}

/** The paper's grey: the median of the pixels brighter than the ink threshold. */
function paperLevel(gray: GrayImage, threshold: number): number {
  const hist = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < gray.data.length; i += 13) {
    const v = gray.data[i]!;
    if (v > threshold) {
      hist[v]!++;
      n++;
    }
  }
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc >= n / 2) return v;
  }
  return 255;
}
