// Reading order for positioned text: the same grouping serves plainText, the Claude prompt's layout
// text and any parser that wants lines.
import type { PageText, TextItem } from '../types';

/** Items grouped into lines (top to bottom), each line sorted left to right. */
export function groupIntoLines(items: readonly TextItem[]): TextItem[][] {
  const sorted = items
    .filter((i) => i.text.trim() !== '')
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const lines: { centre: number; height: number; items: TextItem[] }[] = [];
  for (const item of sorted) {
    const centre = item.y + item.height / 2;
    const last = lines.at(-1);
    // Two items share a line when their vertical centres are closer than half the smaller height:
    // tolerant of baseline jitter in OCR output, strict enough to keep table rows apart.
    // A flat mark (an OCR'd dash: "January - December", a zero's "—") is far lower than the words
    // beside it: it shares their line when its centre lies within their height.
    const flat = (h: number, w: number, other: number) => h < w && h < other * 0.4;
    const marks =
      last &&
      (flat(item.height, item.width, last.height) ||
        (last.items.every((i) => i.height < i.width) && last.height < item.height * 0.4));
    const tolerance = last
      ? (marks ? Math.max(item.height, last.height) : Math.min(item.height, last.height)) * 0.5
      : 0;
    if (last && Math.abs(centre - last.centre) <= tolerance) {
      last.items.push(item);
      const n = last.items.length;
      last.centre += (centre - last.centre) / n;
      last.height += (item.height - last.height) / n;
    } else {
      lines.push({ centre, height: item.height, items: [item] });
    }
  }
  return lines.map((l) => l.items.sort((a, b) => a.x - b.x));
}

/**
 * A line's words joined by single spaces; pieces that touch (a word split across text runs, as
 * PDFs do at kerning or font changes) are joined without one.
 */
export function lineText(line: readonly TextItem[]): string {
  let out = '';
  line.forEach((item, i) => {
    out += i > 0 && !touches(line[i - 1]!, item) ? ` ${item.text}` : item.text;
  });
  return out;
}

function touches(left: TextItem, right: TextItem): boolean {
  return right.x - (left.x + left.width) < Math.min(left.height, right.height) * 0.12;
}

/** Lines joined by \n, pages by \f. */
export function buildPlainText(pages: readonly PageText[]): string {
  return pages.map((p) => groupIntoLines(p.items).map(lineText).join('\n')).join('\f');
}

/**
 * Text with horizontal positions kept as spaces (a monospace picture of the page), so a reader
 * that sees only characters, such as a language model, can still tell columns apart. One column
 * is the page's median character width unless given.
 */
export function buildLayoutText(
  page: PageText,
  charWidth = medianCharWidth(page.items) ?? page.width / 160,
): string {
  return groupIntoLines(page.items)
    .map((line) => {
      let out = '';
      line.forEach((item, i) => {
        const col = Math.round(item.x / charWidth);
        if (i === 0) out += ' '.repeat(col);
        else if (!touches(line[i - 1]!, item)) out += ' '.repeat(Math.max(1, col - out.length));
        out += item.text;
      });
      return out.trimEnd();
    })
    .join('\n');
}

function medianCharWidth(items: readonly TextItem[]): number | undefined {
  const widths = items
    .filter((i) => i.text.length > 0 && i.width > 0)
    .map((i) => i.width / [...i.text].length);
  if (widths.length === 0) return undefined;
  widths.sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)];
}
