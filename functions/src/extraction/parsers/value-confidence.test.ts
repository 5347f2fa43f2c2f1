// Issue 9: on a scan a value's confidence is its own words', not the lowest OCR word on its line.
import { describe, expect, it } from 'vitest';
import type { DocumentText, TextItem } from '../types';
import { documentLines } from '../parse/layout';
import { readLabelled } from './form-layout';

/** One OCR'd page: each line is [text, x, confidence] words at one y. */
function page(lines: [string, number, number][][]): DocumentText {
  const items: TextItem[] = lines.flatMap((words, row) =>
    words.map(([text, x, confidence]) => ({
      text,
      x,
      y: 100 + row * 14,
      width: text.length * 5,
      height: 9,
      confidence,
    })),
  );
  return {
    pages: [{ pageNumber: 1, width: 612, height: 792, items, source: 'ocr' }],
    formFields: {},
    plainText: lines.map((l) => l.map((w) => w[0]).join(' ')).join('\n'),
  };
}

describe("a labelled value's confidence on a scan", () => {
  it("is its own words', not a dash the OCR doubted at the start of the line", () => {
    // A transcript line: "- WAGES, SALARIES, TIPS, ETC: $149,709.00", the dash read at 0.
    const doc = page([
      [
        ['--', 40, 0],
        ['WAGES,', 60, 0.96],
        ['SALARIES,', 95, 0.96],
        ['TIPS,', 145, 0.95],
        ['ETC:', 172, 0.96],
        ['$149,709.00', 196, 0.95],
      ],
    ]);
    const got = readLabelled(documentLines(doc), { wages: ['wages, salaries, tips, etc'] }).get('wages');
    expect(got?.value).toBe('$149,709.00');
    expect(got!.confidence).toBeGreaterThan(0.8);
  });
});
