import { describe, expect, it } from 'vitest';
import { dropFlatMarks, tidyWord, type OcrWord } from './ocr';

describe('tidyWord', () => {
  it("drops an opening quote OCR glued to a line's first word from a speck or a rule's end", () => {
    expect(tidyWord('‘Net')).toBe('Net');
    expect(tidyWord('“Cash')).toBe('Cash');
    expect(tidyWord("'Total")).toBe('Total');
  });

  it('keeps quotes that close, quotes before digits and words without one', () => {
    for (const t of ['“Cash”', "'24", '‘Net’', 'Net', "O'Brien", '(1,234.56)', '"A"'])
      expect(tidyWord(t), t).toBe(t);
  });
});

describe('dropFlatMarks', () => {
  const word = (text: string, x0: number, y0: number, y1: number): OcrWord => ({
    text,
    x0,
    y0,
    x1: x0 + 40,
    y1,
    confidence: 0.9,
  });
  it('drops letters and digits read from dot leaders (a sliver of a box), keeps print and dashes', () => {
    const words = [
      ...['TAXABLE', 'INTEREST', 'INCOME', '$0.00', 'TOTAL', 'INCOME', '$214459.00', 'TENTATIVE', 'TAX'].map(
        (t, i) => word(t, i * 50, 100 + i * 30, 126 + i * 30),
      ),
      word('wn', 500, 118, 123),
      word('4', 300, 148, 152),
      word('-', 400, 178, 181),
      word('a', 600, 108, 126),
    ];
    const kept = dropFlatMarks(words).map((w) => w.text);
    expect(kept).not.toContain('wn');
    expect(kept).not.toContain('4');
    expect(kept).toContain('-');
    expect(kept).toContain('a');
    expect(kept).toContain('$0.00');
  });
  it('leaves a page with too few words to judge as it is', () => {
    const words = [word('ab', 0, 0, 30), word('c', 50, 0, 3)];
    expect(dropFlatMarks(words)).toHaveLength(2);
  });
});
