import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from '../types';
import { buildLayoutText, buildPlainText, groupIntoLines, lineText } from './layout';

const word = (text: string, x: number, y: number, height = 10): TextItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  height,
  confidence: 1,
});

describe('layout', () => {
  it('groups words into lines by vertical position and orders them left to right', () => {
    const items = [
      word('Amount', 300, 100.5),
      word('Date', 50, 100),
      word('Total', 50, 130),
      word('9.99', 300, 131.5),
    ];
    expect(groupIntoLines(items).map((l) => l.map((i) => i.text))).toEqual([
      ['Date', 'Amount'],
      ['Total', '9.99'],
    ]);
  });

  it('keeps an OCR dash (far flatter than its words) on their line, above or below their centre', () => {
    const dash = (text: string, x: number, y: number): TextItem => ({
      text,
      x,
      y,
      width: 3,
      height: 1.1,
      confidence: 0.9,
    });
    const items = [
      word('January', 50, 100),
      dash('-', 88, 102.5),
      word('December', 94, 100.5),
      word('Stock', 50, 130),
      dash('—', 300, 133.2),
      word('2025', 140, 100),
    ];
    expect(groupIntoLines(items).map((l) => l.map((i) => i.text))).toEqual([
      ['January', '-', 'December', '2025'],
      ['Stock', '—'],
    ]);
  });

  it('joins pieces of one word split across runs without a space', () => {
    const line = [
      word('ne', 10, 10),
      { ...word('q', 20, 10), width: 5 },
      word('ue', 25.5, 10),
      word('next', 60, 10),
    ];
    expect(groupIntoLines(line).map(lineText)).toEqual(['neque next']);
  });

  it('joins lines with newlines and pages with form feeds', () => {
    const page = (n: number, items: TextItem[]): PageText => ({
      pageNumber: n,
      width: 600,
      height: 800,
      items,
      source: 'ocr',
    });
    const text = buildPlainText([
      page(1, [word('b', 10, 40), word('a', 10, 10)]),
      page(2, [word('c', 10, 10)]),
    ]);
    expect(text).toBe('a\nb\fc');
  });

  it('keeps columns apart in the layout text', () => {
    const page: PageText = {
      pageNumber: 1,
      width: 600,
      height: 800,
      source: 'text-layer',
      items: [word('Date', 0, 10), word('Amount', 450, 10)],
    };
    expect(buildLayoutText(page, 5)).toBe(`Date${' '.repeat(86)}Amount`);
    // By default one column is the median character width (5 pt here).
    expect(buildLayoutText(page)).toBe(`Date${' '.repeat(86)}Amount`);
  });
});
