import { describe, expect, it } from 'vitest';
import { dropFlatMarks, dropStrays, tidyWord, type OcrWord } from './ocr';

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

describe('dropStrays', () => {
  const w = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 0.95): OcrWord => ({
    text,
    x0,
    x1,
    y0,
    y1,
    confidence,
  });
  // A debit row of a ruled bank table: date, description, debit, (blank credit), balance; 20 px print.
  const row = (y: number) => [
    w('07/04', 40, 90, y, y + 20),
    w('ZELLE', 160, 220, y, y + 20),
    w('PAYMENT', 230, 320, y, y + 20),
    w('GARCIA', 330, 400, y, y + 20),
    w('13.77', 1240, 1300, y, y + 20),
    w('709.14', 1650, 1720, y, y + 20),
  ];
  it('drops an unsure, tall, lone word of letters in an empty stretch of a row', () => {
    const words = [...row(100), ...row(200), w('Soar', 1460, 1520, 88, 130, 0.15)];
    const kept = dropStrays(words).map((x) => x.text);
    expect(kept).not.toContain('Soar');
    expect(kept).toHaveLength(12);
  });
  it('keeps an unsure word at print height, beside its neighbours, sure, or with digits', () => {
    const words = [
      ...row(100),
      ...row(200),
      w('Travel', 1460, 1520, 200, 221, 0.11),
      w('MARRIOTT', 410, 480, 92, 130, 0.21),
      w('Utilities', 1460, 1540, 88, 130, 0.6),
      w('G08', 1460, 1520, 288, 330, 0.2),
      w('ed', 1460, 1520, 388, 430, 0.2),
      w('X', 900, 920, 388, 430, 0.9),
    ];
    const kept = dropStrays(words).map((x) => x.text);
    for (const t of ['Travel', 'MARRIOTT', 'Utilities', 'G08']) expect(kept).toContain(t);
    expect(kept).not.toContain('ed');
  });
});
