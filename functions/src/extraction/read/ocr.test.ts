import { describe, expect, it } from 'vitest';
import { tidyWord } from './ocr';

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
