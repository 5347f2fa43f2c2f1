import { describe, expect, it } from 'vitest';
import type { GrayImage, OcrResult, OcrWord } from './ocr';
import { acceptReread, missedInk, readMissedInk, rereadAmounts, suspectAmount, unsureWords } from './reread';

const word = (text: string, x0: number, confidence = 0.9): OcrWord => ({
  text,
  x0,
  y0: 100,
  x1: x0 + 80,
  y1: 120,
  confidence,
});
const result = (words: OcrWord[]): OcrResult => ({ words, meanConfidence: 0.9, ms: 1 });

describe('re-reading amounts OCR read without their separators', () => {
  it('suspects digit runs of five or more and misplaced separators, not amounts, dates or short numbers', () => {
    for (const t of ['26968406', '$9325693', '(1.64876)', '1.234,56']) expect(suspectAmount(t), t).toBe(true);
    for (const t of [
      '269,684.06',
      '(7,648.76)',
      '-$93.25',
      '2025',
      '31,',
      '1099',
      'E16736',
      '04/10',
      '2025-05-16',
    ])
      expect(suspectAmount(t), t).toBe(false);
  });

  it('takes a re-read that restores only separators, or one digit where the separators were misplaced', () => {
    expect(acceptReread('26968406', '269,684.06')).toBe('269,684.06');
    expect(acceptReread('$9325693', '$93,256.93')).toBe('$93,256.93');
    expect(acceptReread('(9325693)', '93,256.93')).toBe('(93,256.93)');
    expect(acceptReread('(1.64876)', '(7,648.76)', 0.95)).toBe('(7,648.76)');
    // Not an amount, other digits, or a changed digit where only separators were lost.
    expect(acceptReread('26968406', '26968406')).toBeNull();
    expect(acceptReread('26968406', '269,684.07')).toBeNull();
    expect(acceptReread('3729168253', '37,291,682.53', 0.95)).toBe('37,291,682.53');
    expect(acceptReread('(1.64876)', '(7,648.76)', 0.6)).toBeNull();
  });

  it("takes a re-read that restores a whole-dollar amount's thousands commas, with the same digits only", () => {
    expect(acceptReread('152981', '152,981')).toBe('152,981');
    expect(acceptReread('7.152', '7,152')).toBe('7,152');
    expect(acceptReread('152981', '152,987')).toBeNull();
    // A reading with cents is not made a whole-dollar one.
    expect(acceptReread('1,529.81', '152,981')).toBeNull();
  });

  it('takes a re-read that restores only the separators of a date read without them', () => {
    expect(acceptReread('092222', '09/22/22')).toBe('09/22/22');
    expect(acceptReread('10012022', '10-01-2022')).toBe('10-01-2022');
    // Other digits, or a date-shaped reading of a number that was not six or eight digits.
    expect(acceptReread('092222', '09/22/23')).toBeNull();
    expect(acceptReread('0922', '09/22')).toBeNull();
    expect(acceptReread('26968406', '2/69/68406')).toBeNull();
  });

  it('suspects a "$" amount without its point and a date that kept one slash, and restores them', () => {
    for (const t of ['$4385', '-$12345', '($4385)', '05/1525', '0515/25', '05/152025'])
      expect(suspectAmount(t), t).toBe(true);
    for (const t of ['$43.85', '$12', '05/15', '12/2025', '2024-25', '2024/25', '1099-DIV'])
      expect(suspectAmount(t), t).toBe(false);
    expect(acceptReread('$4385', '$43.85')).toBe('$43.85');
    expect(acceptReread('$221', '$92.21')).toBeNull();
    expect(acceptReread('05/1525', '05/15/25')).toBe('05/15/25');
    expect(acceptReread('05/1525', '05/15/26')).toBeNull();
  });

  it('replaces a suspect word with the one reading of its crop that is that amount', async () => {
    const image: GrayImage = { width: 400, height: 200, data: new Uint8Array(400 * 200).fill(255) };
    const page = result([word('Cash', 10), word('9325693', 200), word('12,345.67', 300)]);
    const calls: number[] = [];
    const { result: out, repaired } = await rereadAmounts(image, page, 200, async (crop) => {
      calls.push(crop.width);
      // The crop took a neighbour's words too.
      return result([word('Cash', 0), word('93,256.93', 50, 0.58), word('281,257.73', 150, 0.49)]);
    });
    expect(calls).toHaveLength(1);
    expect(repaired).toBe(1);
    expect(out.words.map((w) => w.text)).toEqual(['Cash', '93,256.93', '12,345.67']);
    expect(out.words[1]!.x0).toBe(200);
  });

  it('takes an unsure re-read that only restores separators, not noise', async () => {
    const image: GrayImage = { width: 400, height: 200, data: new Uint8Array(400 * 200).fill(255) };
    const page = result([word('$52046', 100), word('060425', 250)]);
    const { result: out, repaired } = await rereadAmounts(image, page, 200, async (crop) =>
      result(crop.width > 0 && calls++ === 0 ? [word('$520.46', 50, 0.3)] : [word('06/04/25', 50, 0.1)]),
    );
    expect(repaired).toBe(1);
    expect(out.words.map((w) => w.text)).toEqual(['$520.46', '060425']);
  });
  let calls = 0;
});

/** A white page with "letters": 2 px strokes 14 px high, 9 px apart, from x for n letters at y. */
function printed(
  runs: [x: number, y: number, letters: number][],
  extra: (img: GrayImage) => void = () => {},
): GrayImage {
  const img: GrayImage = { width: 800, height: 300, data: new Uint8Array(800 * 300).fill(250) };
  for (const [x, y, n] of runs)
    for (let k = 0; k < n; k++)
      for (let yy = y; yy < y + 14; yy++)
        for (let xx = x + k * 9; xx < x + k * 9 + 2; xx++) img.data[yy * 800 + xx] = 20;
  extra(img);
  return img;
}

describe('missedInk / readMissedInk (print the page reading left out)', () => {
  it('finds a run of print no word covers, and not the runs read or a solid block', () => {
    const img = printed(
      [
        [40, 50, 8],
        [500, 50, 7],
        [40, 150, 5],
      ],
      (im) => {
        // A shaded square (a filled box): not print.
        for (let y = 200; y < 230; y++) for (let x = 600; x < 640; x++) im.data[y * 800 + x] = 30;
      },
    );
    const read = [
      { x0: 40, y0: 50, x1: 105, y1: 64 },
      { x0: 40, y0: 150, x1: 78, y1: 164 },
    ];
    const regions = missedInk(img, 128, read, 14);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.x0).toBeLessThanOrEqual(500);
    expect(regions[0]!.x1).toBeGreaterThanOrEqual(555);
    expect(regions[0]!.y0).toBeLessThanOrEqual(50);
    expect(regions[0]!.y1).toBeGreaterThanOrEqual(63);
  });

  it('adds the sure words read from the missed run, in page pixels', async () => {
    const img = printed([
      [40, 50, 8],
      [500, 50, 7],
    ]);
    const page: OcrResult = {
      words: [{ text: 'Total', x0: 40, y0: 50, x1: 105, y1: 64, confidence: 0.95 }],
      meanConfidence: 0.95,
      ms: 0,
    };
    const crops: GrayImage[] = [];
    const { result, added } = await readMissedInk(img, 128, page, 14, 200, async (crop) => {
      crops.push(crop);
      return {
        words: [
          { text: '139,718', x0: 20, y0: 20, x1: crop.width - 20, y1: crop.height - 20, confidence: 0.9 },
          { text: 'O', x0: 0, y0: 0, x1: 5, y1: 5, confidence: 0.9 },
        ],
        meanConfidence: 0.9,
        ms: 0,
      };
    });
    expect(crops).toHaveLength(1);
    expect(added).toBe(1);
    const w = result.words.find((x) => x.text === '139,718')!;
    expect(w.x0).toBeGreaterThan(440);
    expect(w.x0).toBeLessThan(520);
    expect(w.y0).toBeGreaterThan(25);
    expect(w.y1).toBeLessThan(90);
  });

  it('drops a re-read word that runs over a word the page reading has ("1zAdd" beside "Add")', async () => {
    const img = printed([
      [40, 50, 3],
      [66, 50, 3],
    ]);
    const unsure = { text: 'iz', x0: 40, y0: 50, x1: 62, y1: 64, confidence: 0.3 };
    const add = { text: 'Add', x0: 66, y0: 50, x1: 86, y1: 64, confidence: 0.95 };
    const page: OcrResult = { words: [unsure, add], meanConfidence: 0.6, ms: 0 };
    const { result, added } = await readMissedInk(img, 128, page, 14, 200, async (crop) => ({
      words: [{ text: '1zAdd', x0: 10, y0: 10, x1: crop.width - 10, y1: crop.height - 10, confidence: 0.9 }],
      meanConfidence: 0.9,
      ms: 0,
    }));
    expect(added).toBe(0);
    expect(result.words.map((w) => w.text)).toEqual(['iz', 'Add']);
  });

  it('leaves an unsure number as read and takes unsure print without digits', () => {
    const box = { y0: 50, y1: 64, x0: 100, x1: 160 };
    const words = [
      { ...box, text: '44,084', confidence: 0.3 },
      { ...box, text: 'TL', confidence: 0.16 },
      { ...box, text: 'Total', confidence: 0.9 },
      { ...box, x1: 104, text: 'i', confidence: 0.2 },
    ];
    expect(unsureWords(words, 14).map((w) => w.text)).toEqual(['TL']);
  });
});
