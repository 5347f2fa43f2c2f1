import { describe, expect, it } from 'vitest';
import { amountColumns, columnImage, mergeColumnWords, readAmountColumns, restoreThousands } from './columns';
import type { GrayImage, OcrResult, OcrWord } from './ocr';

const DPI = 300;
const word = (text: string, x0: number, y0: number, confidence = 0.95, width = 120): OcrWord => ({
  text,
  x0,
  y0,
  x1: x0 + width,
  y1: y0 + 24,
  confidence,
});

describe('amount columns of a ruled page', () => {
  // A 1040-like page: labels left, a line-number column (2006-2096), amounts right of x = 2096.
  const vLines = [
    { at: 2006, from: 1684, to: 2900 },
    { at: 2096, from: 1684, to: 2934 },
    { at: 116, from: 2329, to: 2909 },
  ];
  const words = [
    word('Wages', 300, 2140),
    word('1z', 2030, 2140, 0.9, 40),
    word('142816', 2270, 2140),
    word('Taxable', 300, 2190),
    word('3,013', 2300, 2190),
    word('12a', 2300, 2890, 0.3),
    // What OCR makes of rule residue and blurred amounts: unsure letters, not prose.
    word('wn', 2200, 2500, 0.2, 30),
    word('hia', 2300, 2600, 0.27, 50),
    word('Gare,', 2300, 2700, 0.05, 70),
  ];

  it('takes the band right of a long rule to the end of the print, when it holds numbers', () => {
    const bands = amountColumns(vLines, words, 2550, DPI);
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({ x0: 2096, y0: 1684, y1: 2934 });
    expect(bands[0]!.x1).toBeGreaterThanOrEqual(2420);
  });

  it('leaves a band of prose, a narrow band and a band without numbers alone', () => {
    const prose = [...words.slice(0, 2), word('See', 2200, 2300), word('instructions', 2300, 2400)];
    expect(amountColumns(vLines, prose, 2550, DPI)).toEqual([]);
    // The line-number column alone (0.3 in) is never a column of amounts.
    expect(
      amountColumns(
        [vLines[0]!],
        [word('12', 2020, 2000, 0.9, 40), word('13', 2020, 2100, 0.9, 40)],
        2096,
        DPI,
      ),
    ).toEqual([]);
  });
});

describe('restoring whole-dollar thousands separators in a column reading', () => {
  it('reads "7.152" and "12 345" as 7,152 and 12,345, and leaves cents and far-apart numbers alone', () => {
    const out = restoreThousands(
      [
        word('7.152', 100, 10),
        word('12', 100, 60, 0.9, 30),
        word('345', 140, 60, 0.9, 45),
        word('5.00', 100, 110),
      ],
      24,
    );
    expect(out.map((w) => w.text)).toEqual(['7,152', '12,345', '5.00']);
    const apart = restoreThousands([word('12', 100, 60, 0.9, 30), word('345', 300, 60, 0.9, 45)], 24);
    expect(apart.map((w) => w.text)).toEqual(['12', '345']);
  });
});

describe('merging a column reading into the page reading', () => {
  it('restores separators, corrects a garbled amount, adds a lost one, and keeps a well-formed page amount', () => {
    const page = [
      word('Wages', 300, 100),
      word('142816', 2270, 100, 0.43),
      word('14800', 2290, 200, 0.6),
      word('12a', 2300, 300, 0.2, 60),
      word('26,254', 2270, 500, 0.9),
    ];
    const column = [
      word('142,816', 2269, 101, 0.95),
      word('14,600', 2288, 201, 0.96),
      word('12,853', 2270, 301, 0.94),
      word('3,013', 2300, 401, 0.9),
      word('26,234', 2270, 500, 0.95),
      word('|', 2140, 600, 0.85, 10),
    ];
    const { words, changed } = mergeColumnWords(page, column);
    expect(changed).toBe(4);
    expect(words.map((w) => w.text).sort()).toEqual([
      '12,853',
      '14,600',
      '142,816',
      '26,254',
      '3,013',
      'Wages',
    ]);
  });

  it('corrects a page reading with letters by a small amount read very surely, and nothing else by one', () => {
    expect(
      mergeColumnWords([word('88T', 2300, 200, 0.4)], [word('687', 2300, 201, 0.95)]).words[0]!.text,
    ).toBe('687');
    expect(mergeColumnWords([word('88T', 2300, 200, 0.4)], [word('687', 2300, 201, 0.8)]).changed).toBe(0);
    expect(mergeColumnWords([word('84', 2300, 200, 0.9)], [word('814', 2300, 201, 0.95)]).changed).toBe(0);
  });

  it('never takes separators away: a bare digit run read in the column leaves an SSN as the page read it', () => {
    const page = [word('971-82-7160', 2100, 300, 0.6, 200)];
    expect(mergeColumnWords(page, [word('971827160', 2100, 300, 0.95, 200)]).changed).toBe(0);
  });

  it('takes no unsure column amount, and corrects other digits only when the column reads them very surely', () => {
    const page = [word('14800', 2290, 200, 0.6)];
    expect(mergeColumnWords(page, [word('14,600', 2288, 201, 0.6)]).changed).toBe(0);
    expect(mergeColumnWords(page, [word('14,600', 2288, 201, 0.8)]).changed).toBe(0);
    expect(mergeColumnWords(page, [word('14,800', 2288, 201, 0.8)]).words.map((w) => w.text)).toEqual([
      '14,800',
    ]);
  });
});

describe('the column image', () => {
  it('drops the flat residue of rules and keeps print, a comma included, enlarged twice', () => {
    // A 60x40 page: a digit-like block (8x20), a comma-like dot (3x5) and a flat dash (30x3).
    const width = 60;
    const height = 40;
    const data = new Uint8Array(width * height).fill(255);
    const paint = (x0: number, y0: number, w: number, h: number) => {
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) data[y * width + x] = 0;
    };
    paint(10, 5, 8, 20);
    paint(20, 22, 3, 5);
    paint(25, 35, 30, 3);
    const image: GrayImage = { width, height, data };
    const out = columnImage(image, 128, { x0: 0, y0: 0, x1: 60, y1: 40 }, 20, 2, 5);
    const at = (x: number, y: number) => out.data[y * out.width + x]!;
    // Page (x, y) lands at ((x - 3 + 5) * 2, (y + 5) * 2).
    const map = (x: number, y: number): [number, number] => [(x - 3 + 5) * 2, (y + 5) * 2];
    expect(at(...map(14, 15))).toBe(0);
    expect(at(...map(21, 24))).toBe(0);
    expect(at(...map(40, 36))).toBe(255);
  });

  it('reads a column through the given reader and merges it, page pixels in and out', async () => {
    const image: GrayImage = { width: 2550, height: 3300, data: new Uint8Array(2550 * 3300).fill(255) };
    const page: OcrResult = {
      words: [word('Wages', 300, 2140), word('142816', 2270, 2140, 0.4), word('3,013', 2300, 2190)],
      meanConfidence: 0.8,
      ms: 1,
    };
    const stats = { threshold: 128, printHeight: 24, vLines: [{ at: 2096, from: 1684, to: 2934 }] };
    // The column reader sees the crop at 2x on a margin of 30 px: page x = crop x / 2 - 30 + 2099.
    const reader = async (): Promise<OcrResult> => ({
      words: [word('142,816', (2270 - 2099 + 30) * 2, (2140 - 1684 + 30) * 2, 0.95, 240)],
      meanConfidence: 0.95,
      ms: 1,
    });
    const { result, changed } = await readAmountColumns(image, stats, page, DPI, reader);
    expect(changed).toBe(1);
    const wages = result.words.find((w) => w.text === '142,816')!;
    expect(wages.x0).toBeCloseTo(2270, 0);
    expect(wages.y0).toBeCloseTo(2140, 0);
    expect(result.words.map((w) => w.text)).not.toContain('142816');
  });
});
