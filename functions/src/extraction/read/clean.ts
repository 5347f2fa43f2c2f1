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
  /** Flat pieces of broken (faint or dashed) rules removed. */
  brokenRules: number;
  /** Dots of dot leaders removed. */
  leaderDots: number;
  /** Punched holes removed. */
  holes: number;
  /** Median height in pixels of the letter-like ink components (0 when none): the print's size. */
  printHeight: number;
  /** Rows and columns (pixels) where a horizontal / vertical rule was found: the grid's lines. */
  rows: number[];
  columns: number[];
  /** The rules themselves, merged across their thickness: horizontal (y, x0-x1) and vertical (x, y0-y1), pixels. */
  hLines: RuleLine[];
  vLines: RuleLine[];
  /** Whether the page is ruled (isRuled). */
  ruled: boolean;
  /** Whether the page was given a 3x3 median first (grain or speckle). */
  denoised: boolean;
}

/**
 * Whether a page is ruled: a table or form drawn with vertical rules (at least two, each at least
 * a third of an inch long) besides its horizontal ones. Underlines under totals and a statement's
 * full-width section rules alone do not make a page ruled.
 */
export function isRuled(vLines: readonly RuleLine[], dpi: number): boolean {
  return vLines.filter((l) => l.to - l.from >= dpi / 3).length >= 2;
}

/** One ruling line: `at` is its row (horizontal) or column (vertical), `from`-`to` its extent along it. */
export interface RuleLine {
  at: number;
  from: number;
  to: number;
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
 * which sizes what counts as a rule (at least 0.25 inch long, at most 1/40 inch thick: a letter's
 * stroke that thin is far shorter, a heading's long stroke thicker) and as a speck (at most 1/100
 * inch across with no other ink within twice that: a full stop sits beside its letters or digits).
 */
export function cleanForOcr(
  gray: GrayImage,
  dpi: number,
  options: {
    /**
     * 'leaders': remove only dot leaders; 'ruled-pages': everything on a ruled page, and on a page
     * without ruling everything but its rules (specks, broken rules and dot leaders go).
     */
    only?: 'leaders' | 'ruled-pages';
    /** Internal: the page was already given a 3x3 median. */
    denoised?: boolean;
    /** Internal: the page was already evened out and binarised by the local threshold. */
    binarised?: boolean;
  } = {},
): { image: GrayImage; stats: CleanStats } {
  // Uneven light (a photo's shadowed edge, a grey corner) first: one threshold cannot separate ink
  // from paper on a page whose paper is darker in one place than the print is in another.
  const evened = options.binarised ? null : normaliseBackground(gray, dpi);
  // Uneven light comes with what tesseract's one global threshold reads worst (session 13, harsh
  // scans): grain and JPEG blocks on the lit paper, faded streaks of print, a shadowed margin. Such
  // a page is binarised here by a local threshold (Sauvola over a 3x3 mean, window 1/6 in), so
  // what reaches tesseract is clean black print on white paper; the cleaning below then takes the
  // specks and rules from it. An evenly lit page (every default office scan) is left as it was.
  if (evened) gray = localThreshold(evened, Math.round(dpi / 6), SAUVOLA_K, boxMean3(evened));
  // Grain as strong as a fifth of the print's contrast (faded print on a noisy, heavily compressed
  // photo): tesseract reads the grain as a page of short garbage words, and its share of unsure
  // words sends an upright page to the orientation search. A 3x3 median takes the grain and keeps
  // strokes two or more pixels wide. A clean office scan's ratio is 9 or more, and is left alone.
  let denoised = options.denoised ?? false;
  if (!denoised && noiseLevel(gray).ratio < NOISY_RATIO) {
    gray = median3(gray);
    denoised = true;
  }
  const { width, height } = gray;
  const threshold = otsuThreshold(gray);
  let ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = gray.data[i]! <= threshold ? 1 : 0;
  const minRule = Math.max(20, Math.round(dpi * 0.25));
  const maxThick = Math.max(2, Math.round(dpi / 40));
  const maxGap = Math.max(1, Math.round(dpi / 150));
  // Thickness across each pixel: the length of the vertical ink run through it (for horizontal
  // rules) and of the horizontal run (for vertical ones).
  const vRun = verticalRuns(ink, width, height);
  let hRun = horizontalRuns(ink, width, height);
  const erase = new Uint8Array(width * height);
  const rowHits = new Map<number, number>();
  const colHits = new Map<number, number>();
  let ruleHorizontal = 0;
  let ruleVertical = 0;
  const segments: { h: RuleLine[]; v: RuleLine[] } = { h: [], v: [] };
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
      // A grid's vertical cell borders in a one-row band are shorter than a rule: a shorter thin run
      // counts when it ends on a horizontal rule already found (a T or an L of the grid).
      if (
        thin >= minRule ||
        (!horizontal && thin >= minCellBorder && (onRule(line, i) || onRule(line, last)))
      ) {
        (horizontal ? segments.h : segments.v).push({ at: line, from: i, to: last });
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
  // Where a vertical rule crosses a horizontal one, the crossing is thick both ways and neither pass
  // would take it: the vertical pass runs on the ink left after the horizontal rules went, where the
  // crossing is as thin as the vertical rule.
  const horizontalRule = erase.slice();
  const minCellBorder = Math.round(dpi * 0.15);
  /** Whether a horizontal rule passes within a few pixels of (x, y). */
  const onRule = (x: number, y: number): boolean => {
    const reach = maxGap + 2;
    for (let yy = Math.max(0, y - reach); yy <= Math.min(height - 1, y + reach); yy++)
      for (let xx = Math.max(0, x - 2); xx <= Math.min(width - 1, x + 2); xx++)
        if (horizontalRule[yy * width + xx]) return true;
    return false;
  };
  const [inkAll, inkLeft] = [ink, ink.slice()];
  for (let i = 0; i < inkLeft.length; i++) if (erase[i]) inkLeft[i] = 0;
  hRun = horizontalRuns(inkLeft, width, height);
  ink = inkLeft;
  for (let x = 0; x < width; x++) {
    const n = along(false, x);
    if (n >= minRule) colHits.set(x, n);
    ruleVertical += n;
  }
  // The rules alone (with their edges), before specks, broken rules and leaders are added.
  const ruleErase = erase.slice();
  // Specks: ink components (8-connected) of a few pixels with no other ink close by, after the rules
  // are gone (a rule's leftover end pixels are specks too).
  ink = inkAll;
  for (let i = 0; i < ink.length; i++) if (erase[i]) ink[i] = 0;
  const maxSpeck = Math.max(2, Math.round(dpi / 100));
  const maxArea = maxSpeck * maxSpeck;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const members: number[] = [];
  let specks = 0;
  // Flat dashes: a faint rule comes out of the threshold broken into short flat pieces.
  const maxFlat = Math.max(2, Math.round(dpi / 75));
  const flats: { x0: number; x1: number; y0: number; y1: number; flat: boolean }[] = [];
  const heights: number[] = [];
  // Dot leaders: tesseract reads a row of dots as letters ("ne A re Re Rai ie") glued to the amount.
  const maxDot = Math.max(3, Math.round(dpi / 40));
  const dots: { x0: number; x1: number; y0: number; y1: number }[] = [];
  // Punched holes: solid round blots 0.15-0.5 inch across, centred within 3/4 inch of the left or
  // right edge, with no ink within half their width (the dark lid behind a hole punched in the
  // sheet; a logo's disc has its name beside it). Tesseract reads them as a letter or two at the
  // start of the lines beside them; no print is a filled disc that size.
  const holeBoxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    stack.length = 0;
    members.length = 0;
    stack.push(start);
    seen[start] = 1;
    let area = 0;
    let x0 = width;
    let x1 = -1;
    let y0 = height;
    let y1 = -1;
    while (stack.length) {
      const p = stack.pop()!;
      const px = p % width;
      const py = (p - px) / width;
      area++;
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
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    // Letter- and digit-like components (not specks, rules or blocks) size the print.
    if (h >= maxSpeck * 2 && h <= dpi / 3 && w <= h * 1.5 && w >= h / 8) heights.push(h);
    // A minus sign or a hyphen has taller print (digits, letters) right beside it; a piece of a
    // broken rule has only other pieces.
    if (h <= maxFlat && w < minRule && (w >= 3 * h || members.length <= maxArea)) {
      const m = maxSpeck * 2;
      const tall =
        inkIn(ink, width, height, x0 - m, y0 - 3 * h - 2, x1 + m, y0 - 2) ||
        inkIn(ink, width, height, x0 - m, y1 + 2, x1 + m, y1 + 3 * h + 2);
      if (!tall) flats.push({ x0, x1, y0, y1, flat: w >= 3 * h });
    }
    // A dot with nothing above or below it (not an i, a colon or a decimal point among digits).
    if (w <= maxDot && h <= maxDot && w * 3 >= h && h * 3 >= w) {
      const m = maxSpeck;
      const tall =
        inkIn(ink, width, height, x0 - m, y0 - 3 * h - 2, x1 + m, y0 - 2) ||
        inkIn(ink, width, height, x0 - m, y1 + 2, x1 + m, y1 + 3 * h + 2);
      if (!tall) dots.push({ x0, x1, y0, y1 });
    }
    if (
      w >= dpi * 0.15 &&
      h >= dpi * 0.15 &&
      w <= dpi * 0.5 &&
      h <= dpi * 0.5 &&
      Math.abs(w - h) <= 0.2 * Math.max(w, h) &&
      area >= 0.65 * w * h &&
      area <= 0.9 * w * h &&
      ((x0 + x1) / 2 < dpi * 0.75 || (x0 + x1) / 2 >= width - dpi * 0.75) &&
      !inkNear(ink, width, height, x0, y0, x1, y1, Math.round(w / 2))
    )
      holeBoxes.push({ x0, x1, y0, y1 });
    if (members.length > maxArea || x1 - x0 >= maxSpeck || y1 - y0 >= maxSpeck) continue;
    if (inkNear(ink, width, height, x0, y0, x1, y1, maxSpeck * 2)) continue;
    for (const p of members) erase[p] = 1;
    specks++;
  }
  // Broken rules: four or more flat pieces on one line spanning at least twice a rule's length (a
  // number's minus sign or an identifier's hyphens are one to three per line, and short).
  flats.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  let brokenRules = 0;
  for (let i = 0; i < flats.length;) {
    let j = i + 1;
    while (j < flats.length && flats[j]!.y0 + flats[j]!.y1 - (flats[i]!.y0 + flats[i]!.y1) <= 4) j++;
    // A broken rule's pieces follow each other closely (gaps of a few pixels); hyphens on one line
    // ("2025-05-16 - 2025-06-12" in Courier, whose wide gaps fail the test above) are a word apart.
    const sorted = flats.slice(i, j).sort((a, b) => a.x0 - b.x0);
    const pieceGap = Math.max(6, Math.round(dpi / 12));
    for (let a = 0; a < sorted.length;) {
      let b = a + 1;
      while (b < sorted.length && sorted[b]!.x0 - sorted[b - 1]!.x1 <= pieceGap) b++;
      const line = sorted.slice(a, b);
      const span = Math.max(...line.map((f) => f.x1)) - Math.min(...line.map((f) => f.x0));
      if (line.filter((f) => f.flat).length >= 4 && span >= 2 * minRule) {
        for (const f of line)
          for (let y = f.y0; y <= f.y1; y++)
            for (let x = f.x0; x <= f.x1; x++) if (ink[y * width + x]) erase[y * width + x] = 1;
        brokenRules += line.length;
      }
      a = b;
    }
    i = j;
  }
  // Leaders: five or more dots on one line, each within 0.1 inch of the next.
  dots.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  let leaderDots = 0;
  const leaderErase = new Uint8Array(width * height);
  for (let i = 0; i < dots.length;) {
    let j = i + 1;
    while (j < dots.length && dots[j]!.y0 + dots[j]!.y1 - (dots[i]!.y0 + dots[i]!.y1) <= 6) j++;
    const line = dots.slice(i, j).sort((a, b) => a.x0 - b.x0);
    let run: typeof line = [];
    const flush = () => {
      if (run.length >= 5) {
        for (const d of run)
          for (let y = d.y0; y <= d.y1; y++)
            for (let x = d.x0; x <= d.x1; x++)
              if (ink[y * width + x]) erase[y * width + x] = leaderErase[y * width + x] = 1;
        leaderDots += run.length;
      }
      run = [];
    };
    for (const d of line) {
      if (run.length && d.x0 - run[run.length - 1]!.x1 > dpi / 10) flush();
      run.push(d);
    }
    flush();
    i = j;
  }
  // A hole goes with its blurred rim: everything inside the disc a few pixels wider than its ink.
  for (const b of holeBoxes) {
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    const rx = (b.x1 - b.x0) / 2 + 3;
    const ry = (b.y1 - b.y0) / 2 + 3;
    for (let y = Math.max(0, Math.floor(cy - ry)); y <= Math.min(height - 1, Math.ceil(cy + ry)); y++)
      for (let x = Math.max(0, Math.floor(cx - rx)); x <= Math.min(width - 1, Math.ceil(cx + rx)); x++)
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) erase[y * width + x] = 1;
  }
  const paper = paperLevel(gray, threshold);
  const data = new Uint8Array(gray.data);
  const hLines = mergeRules(segments.h, maxThick * 2 + 2, maxGap * 4 + 4);
  const vLines = mergeRules(segments.v, maxThick * 2 + 2, maxGap * 4 + 4);
  const ruled = isRuled(vLines, dpi);
  if (options.only === 'leaders') {
    for (let i = 0; i < data.length; i++) if (leaderErase[i]) data[i] = paper;
  } else if (options.only === 'ruled-pages' && !ruled) {
    // No ruling: the rules (underlines, section rules) stay; specks, broken rules and leaders go.
    for (let i = 0; i < data.length; i++) if (erase[i] && !ruleErase[i]) data[i] = paper;
  } else for (let i = 0; i < data.length; i++) if (erase[i]) data[i] = paper;
  if (options.only !== 'leaders') eraseFaintRules(data, width, threshold, paper, minRule * 2, maxGap);
  const printHeight = heights.length ? heights.sort((a, b) => a - b)[heights.length >> 1]! : 0;
  // Speckle over large print (an office scan of 200 dpi read at 300): tesseract's own threshold
  // turns the specks beside a digit into marks that cost the digit or the decimal point ("101872022"
  // for 10/18/2022, "oma" for 78.23), while the grain-to-contrast measure above sees clean paper. A
  // 3x3 median takes the specks; print 20 px or more high has strokes it keeps. Small print (a 200
  // dpi photo's 16 px letters) is left alone: there the median eats strokes and points.
  if (
    !denoised &&
    options.only !== 'leaders' &&
    printHeight >= MEDIAN_MIN_PRINT_PX &&
    (specks * 1e6) / (width * height) >= MEDIAN_MIN_SPECKS_PER_MP
  )
    return cleanForOcr(median3(gray), dpi, { ...options, denoised: true, binarised: evened !== null });
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
      brokenRules,
      leaderDots,
      holes: holeBoxes.length,
      printHeight,
      rows: lines(rowHits),
      columns: lines(colHits),
      hLines,
      vLines,
      ruled,
      denoised,
    },
  };
}

/** Sauvola's k: how far below the local mean (scaled by the local contrast) ink must be. */
const SAUVOLA_K = 0.2;

/**
 * Sauvola's local threshold: a pixel is ink when it is darker than m * (1 + k * (s / 128 - 1)),
 * m and s the mean and standard deviation of the `window`-pixel square around it (summed-area
 * tables, so the window's size costs nothing). Paper where the neighbourhood is flat (s small:
 * grain, a shadow's gradient), ink where print raises the local contrast. With `smooth` (a
 * softened copy) the test is made on it, so grain does not break strokes or make specks, and the
 * pixel itself must also be darker than its neighbourhood's mean: the softening does not thicken
 * the print by the paper pixels beside each stroke. Returns 0 / 255.
 */
export function localThreshold(gray: GrayImage, window: number, k: number, smooth: GrayImage = gray): GrayImage {
  const { width, height } = gray;
  const raw = gray.data;
  const data = smooth.data;
  const stride = width + 1;
  const sum = new Float64Array(stride * (height + 1));
  const sq = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let s = 0;
    let s2 = 0;
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      s += v;
      s2 += v * v;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + s;
      sq[(y + 1) * stride + x + 1] = sq[y * stride + x + 1]! + s2;
    }
  }
  const out = new Uint8Array(width * height);
  const r = Math.max(1, window >> 1);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const n = (x1 - x0) * (y1 - y0);
      const a = y1 * stride + x1;
      const b = y0 * stride + x1;
      const c = y1 * stride + x0;
      const d = y0 * stride + x0;
      const m = (sum[a]! - sum[b]! - sum[c]! + sum[d]!) / n;
      const variance = (sq[a]! - sq[b]! - sq[c]! + sq[d]!) / n - m * m;
      const t = m * (1 + k * (Math.sqrt(Math.max(0, variance)) / 128 - 1));
      const i = y * width + x;
      out[i] = data[i]! <= t && raw[i]! <= m ? 0 : 255;
    }
  }
  return { width, height, data: out };
}

/** A 3x3 mean of a grey raster (edges clamped): JPEG and sensor grain softened before a threshold. */
export function boxMean3(gray: GrayImage): GrayImage {
  const { width, height, data } = gray;
  const rows = new Uint16Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      rows[i] = data[i - (x > 0 ? 1 : 0)]! + data[i]! + data[i + (x < width - 1 ? 1 : 0)]!;
    }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = Math.round(
        (rows[i - (y > 0 ? width : 0)]! + rows[i]! + rows[i + (y < height - 1 ? width : 0)]!) / 9,
      );
    }
  return { width, height, data: out };
}

/** Print contrast below this many times the paper's grain is denoised before cleaning and OCR. */
const NOISY_RATIO = 6;
/** Speckled pages with print at least this high (median letter, pixels) get a 3x3 median. */
const MEDIAN_MIN_PRINT_PX = 20;
/** ... when at least this many specks per million pixels were found. */
const MEDIAN_MIN_SPECKS_PER_MP = 100;

/** Paper brighter or darker than this many grey levels across the page (5th to 95th percentile of the local paper levels) is evened out. */
const UNEVEN_PAPER_LEVELS = 24;

/**
 * The page with its lighting evened out, or null when the paper is already even. A phone photo or
 * a scan with the lid open is darker toward one edge or corner; tesseract binarises the whole page
 * at one threshold, so there the shadowed paper becomes ink (a black margin of noise it spends
 * minutes reading as words) or faint print on lit paper becomes paper. The paper's level is
 * measured per tile of a third of an inch (a bright percentile: a tile of print is still mostly
 * paper), taken as the brightest of each tile's neighbours (a heading, a shaded band or a punched
 * hole is not paper), and each pixel is divided by it, interpolated between the tiles' centres,
 * so the paper comes out at the lit paper's level everywhere and the print keeps its contrast.
 */
export function normaliseBackground(gray: GrayImage, dpi: number): GrayImage | null {
  const { width, height, data } = gray;
  const tile = Math.max(16, Math.round(dpi / 3));
  const cols = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  if (cols < 3 || rows < 3) return null;
  const level = new Float32Array(cols * rows);
  const hist = new Uint32Array(256);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      hist.fill(0);
      let n = 0;
      const y1 = Math.min(height, (ty + 1) * tile);
      const x1 = Math.min(width, (tx + 1) * tile);
      for (let y = ty * tile; y < y1; y += 2)
        for (let x = tx * tile; x < x1; x += 2) {
          hist[data[y * width + x]!]!++;
          n++;
        }
      let acc = 0;
      let v = 255;
      for (let k = 0; k < 256; k++) {
        acc += hist[k]!;
        if (acc >= n * 0.9) {
          v = k;
          break;
        }
      }
      level[ty * cols + tx] = v;
    }
  }
  const paper = new Float32Array(cols * rows);
  for (let ty = 0; ty < rows; ty++)
    for (let tx = 0; tx < cols; tx++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const y = ty + dy;
          const x = tx + dx;
          if (y >= 0 && y < rows && x >= 0 && x < cols) m = Math.max(m, level[y * cols + x]!);
        }
      paper[ty * cols + tx] = Math.max(1, m);
    }
  const sorted = [...paper].sort((a, b) => a - b);
  const lo = sorted[Math.floor(sorted.length * 0.05)]!;
  const hi = sorted[Math.floor(sorted.length * 0.95)]!;
  if (hi - lo < UNEVEN_PAPER_LEVELS) return null;
  const out = new Uint8Array(width * height);
  const at = (tx: number, ty: number) =>
    paper[Math.min(rows - 1, Math.max(0, ty)) * cols + Math.min(cols - 1, Math.max(0, tx))]!;
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) / tile - 0.5;
    const ty = Math.floor(fy);
    const wy = fy - ty;
    for (let x = 0; x < width; x++) {
      const fx = (x + 0.5) / tile - 0.5;
      const tx = Math.floor(fx);
      const wx = fx - tx;
      const bg =
        (at(tx, ty) * (1 - wx) + at(tx + 1, ty) * wx) * (1 - wy) +
        (at(tx, ty + 1) * (1 - wx) + at(tx + 1, ty + 1) * wx) * wy;
      const v = (data[y * width + x]! * hi) / bg;
      out[y * width + x] = v > 255 ? 255 : v;
    }
  }
  return { width, height, data: out };
}

/**
 * Faint rules and shaded bands painted paper: a row of grey lighter than the ink threshold but
 * darker than the paper, running unbroken for at least `minRun` pixels (half an inch), is a
 * light rule between table rows or a shaded band, never print (a letter's grey edge is a few
 * pixels long). The binarisation above leaves them, but tesseract's own picks them up and joins
 * them to the letters above or below ("BATT" for 336.77, "e148)" for (1614.82)). Only the grey
 * pixels of such a run go; ink on it (a letter crossing the rule) stays.
 */
export function eraseFaintRules(
  data: Uint8Array,
  width: number,
  threshold: number,
  paper: number,
  minRun: number,
  maxGap: number,
): number {
  const cut = Math.round(threshold + (paper - threshold) * 0.6);
  if (cut <= threshold) return 0;
  const height = data.length / width;
  let erased = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (data[row + x]! > cut) {
        x++;
        continue;
      }
      let end = x;
      let last = x;
      let faint = 0;
      let marked = 0;
      while (end < width) {
        const v = data[row + end]!;
        if (v <= cut) {
          marked++;
          if (v > threshold) faint++;
          last = end;
        } else if (end - last > maxGap) break;
        end++;
      }
      if (last - x + 1 >= minRun && faint >= marked * 0.6) {
        for (let k = x; k <= last; k++) {
          const v = data[row + k]!;
          if (v > threshold) {
            data[row + k] = paper;
            erased++;
          }
        }
      }
      x = last + 1;
    }
  }
  return erased;
}

/**
 * Rule segments (one per pixel row or column they were found on) merged into lines: segments
 * within `across` pixels of each other across the rule and overlapping or `along` pixels apart
 * along it are one rule; a line's position is the middle of its thickness.
 */
export function mergeRules(segments: readonly RuleLine[], across: number, along: number): RuleLine[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at || a.from - b.from);
  const parent = sorted.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.at - a.at <= across; j++) {
      const b = sorted[j]!;
      if (b.from <= a.to + along && b.to >= a.from - along) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<
    number,
    { lo: number; hi: number; from: number; to: number; w: number; sum: number }
  >();
  for (const [i, s] of sorted.entries()) {
    const r = root(i);
    const g = groups.get(r);
    const w = s.to - s.from + 1;
    if (!g) groups.set(r, { lo: s.at, hi: s.at, from: s.from, to: s.to, w, sum: s.at * w });
    else {
      g.lo = Math.min(g.lo, s.at);
      g.hi = Math.max(g.hi, s.at);
      g.from = Math.min(g.from, s.from);
      g.to = Math.max(g.to, s.to);
      g.w += w;
      g.sum += s.at * w;
    }
  }
  return [...groups.values()]
    .map((g) => ({ at: Math.round(g.sum / g.w), from: g.from, to: g.to }))
    .sort((a, b) => a.at - b.at || a.from - b.from);
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

/** Whether any ink lies in the box (clipped to the image). */
function inkIn(
  ink: Uint8Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++)
    for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) if (ink[y * width + x]) return true;
  return false;
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

/** A bilinear enlargement of a grey raster by `factor` (> 1). */
export function enlarge(gray: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(gray.width * factor));
  const height = Math.max(1, Math.round(gray.height * factor));
  const data = new Uint8Array(width * height);
  const sx = gray.width / width;
  const sy = gray.height / height;
  const src = gray.data;
  const w = gray.width;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gray.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gray.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const top = src[y0 * w + x0]! * (1 - tx) + src[y0 * w + x1]! * tx;
      const bottom = src[y1 * w + x0]! * (1 - tx) + src[y1 * w + x1]! * tx;
      data[y * width + x] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return { width, height, data };
}

/**
 * The median of nine by a fixed network of 19 compare-exchanges, as index pairs into the 3x3
 * neighbourhood (a page is millions of pixels; an insertion sort per pixel took seconds).
 */
const MEDIAN9_NETWORK = [
  1, 2, 4, 5, 7, 8, 0, 1, 3, 4, 6, 7, 1, 2, 4, 5, 7, 8, 0, 3, 5, 8, 4, 7, 3, 6, 1, 4, 2, 5, 4, 7, 4, 2, 6, 4,
  4, 2,
] as const;

/** A 3x3 median of a grey raster: grain noise out, strokes two or more pixels wide kept. */
export function median3(gray: GrayImage): GrayImage {
  const { width, height, data } = gray;
  const out = new Uint8Array(data);
  const p = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    const above = (y - 1) * width;
    for (let x = 1; x < width - 1; x++) {
      for (let row = 0; row < 3; row++) {
        const at = above + row * width + x - 1;
        p[row * 3] = data[at]!;
        p[row * 3 + 1] = data[at + 1]!;
        p[row * 3 + 2] = data[at + 2]!;
      }
      for (let k = 0; k < MEDIAN9_NETWORK.length; k += 2) {
        const a = MEDIAN9_NETWORK[k]!;
        const b = MEDIAN9_NETWORK[k + 1]!;
        if (p[a]! > p[b]!) {
          const t = p[a]!;
          p[a] = p[b]!;
          p[b] = t;
        }
      }
      out[y * width + x] = p[4]!;
    }
  }
  return { width, height, data: out };
}

/**
 * How noisy the page is against its print: the paper's grain (a robust deviation of the paper
 * pixels from their neighbours two pixels away) and the contrast between the paper's and the
 * print's median grey, both in grey levels.
 */
export function noiseLevel(gray: GrayImage): { grain: number; contrast: number; ratio: number } {
  const { width, data } = gray;
  const t = otsuThreshold(gray);
  const diffs: number[] = [];
  const paperHist = new Uint32Array(256);
  const inkHist = new Uint32Array(256);
  for (let i = 0; i + 2 < data.length; i += 5) {
    const v = data[i]!;
    if (v <= t) inkHist[v]!++;
    else paperHist[v]!++;
    const u = data[i + 2]!;
    if (v > t && u > t && (i % width) + 2 < width) diffs.push(Math.abs(v - u));
  }
  const med = (h: Uint32Array) => {
    const n = h.reduce((s, x) => s + x, 0);
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += h[v]!) >= n / 2) return v;
    return 255;
  };
  diffs.sort((a, b) => a - b);
  // For Gaussian grain, the median absolute difference of two pixels is 0.954 sigma.
  const grain = (diffs[diffs.length >> 1] ?? 0) / 0.954;
  const contrast = med(paperHist) - med(inkHist);
  return { grain, contrast, ratio: grain > 0 ? contrast / grain : Infinity };
}
