import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr';
import { readsPoorly } from './read-document';

const word = (text: string, confidence: number): OcrWord => ({
  text,
  x0: 0,
  y0: 0,
  x1: 10,
  y1: 10,
  confidence,
});

describe('readsPoorly (whether a page may be turned and the quarter turns are tried)', () => {
  it('trusts an upright scan whose specks and rules came out as unsure short fragments', () => {
    // A noisy 200 dpi scan read upright: 40 long words, 32 of them sure, and 60 speck fragments.
    // The mean confidence is 0.51 and only 32% of the words are readable: the old rule (mean < 0.7
    // or readable < 60%) ran the four-way orientation search (20 s of OCR) on every such page.
    const words = [
      ...Array.from({ length: 32 }, () => word('Balance', 0.92)),
      ...Array.from({ length: 8 }, () => word('9,052.55', 0.4)),
      ...Array.from({ length: 60 }, (_, i) => word([':', '|', 'a', ';', '~~'][i % 5]!, 0.3)),
    ];
    expect(readsPoorly({ words })).toBe(false);
  });

  it('distrusts a page whose long words are read unsurely, as a turned page is', () => {
    const words = [
      ...Array.from({ length: 5 }, () => word('Balance', 0.9)),
      ...Array.from({ length: 95 }, () => word('sauejeq', 0.3)),
    ];
    expect(readsPoorly({ words })).toBe(true);
  });

  it('distrusts a page with almost no words', () => {
    expect(readsPoorly({ words: [word('Total', 0.95), word('12', 0.95)] })).toBe(true);
  });
});
