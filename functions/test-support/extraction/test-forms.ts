// Test support for the form and statement parsers: corpus paths, AcroForms filled with pdf-lib at
// test time, and hand-built positioned text. Not used by production code.
import { readFileSync } from 'node:fs';
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { readDocument } from '../../src/extraction/read/read-document';
import type { DocumentText, PageText, TextItem } from '../../src/extraction/types';
import { corpusPath } from './corpus';

/** A corpus file's path, or null when the corpus is absent (see ../corpus). */
export const corpusFile = corpusPath;

function fieldName(dict: PDFDict): string {
  const parts: string[] = [];
  let node: PDFDict | undefined = dict;
  while (node) {
    const t = node.lookup(PDFName.of('T'));
    if (t instanceof PDFString || t instanceof PDFHexString) parts.unshift(t.decodeText());
    const parent: unknown = node.lookup(PDFName.of('Parent'));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return parts.join('.');
}

/** Widget names whose suffix matches a key (`Page1[0].c1_3[0]` matches the full name). */
function matches(full: string, key: string): boolean {
  return full === key || full.endsWith(`.${key}`);
}

/**
 * Fills widgets by (suffix of) their field name: text values as strings, check boxes with
 * `true` (their own on-state). Every other field is cleared, so template placeholders vanish.
 * Works on forms whose /AcroForm has no /Fields array (the 2024 W-2 copy B), where pdf-lib's
 * form API sees nothing.
 */
export async function fillForm(
  bytes: Uint8Array,
  values: Record<string, string | boolean>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const acro = pdf.catalog.lookup(PDFName.of('AcroForm'));
  if (acro instanceof PDFDict) {
    acro.delete(PDFName.of('XFA'));
    acro.set(PDFName.of('NeedAppearances'), PDFBool.True);
  }
  const used = new Set<string>();
  for (const page of pdf.getPages()) {
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (!(annots instanceof PDFArray)) continue;
    for (let i = 0; i < annots.size(); i++) {
      const widget = annots.lookup(i);
      if (!(widget instanceof PDFDict) || widget.lookup(PDFName.of('Subtype')) !== PDFName.of('Widget'))
        continue;
      const field = widget.has(PDFName.of('T')) ? widget : (widget.lookup(PDFName.of('Parent')) as PDFDict);
      const name = fieldName(field);
      const key = Object.keys(values).find((k) => matches(name, k));
      const value = key === undefined ? undefined : values[key];
      if (key !== undefined) used.add(key);
      const ft =
        field.lookup(PDFName.of('FT')) ??
        (field.lookup(PDFName.of('Parent')) as PDFDict | undefined)?.lookup(PDFName.of('FT'));
      if (ft === PDFName.of('Btn')) {
        const normal = (widget.lookup(PDFName.of('AP')) as PDFDict | undefined)?.lookup(PDFName.of('N'));
        const on = normal instanceof PDFDict ? normal.keys().find((k) => k !== PDFName.of('Off')) : undefined;
        const state = value === true && on ? on : PDFName.of('Off');
        field.set(PDFName.of('V'), state);
        widget.set(PDFName.of('AS'), state);
      } else if (typeof value === 'string') {
        field.set(PDFName.of('V'), PDFHexString.fromText(value));
      } else {
        field.delete(PDFName.of('V'));
      }
    }
  }
  const missing = Object.keys(values).filter((k) => !used.has(k));
  if (missing.length > 0) throw new Error(`No widget named ${missing.join(', ')}`);
  return pdf.save();
}

export async function readPdf(bytes: Uint8Array, documentType: ExtractableTypeCode): Promise<DocumentText> {
  return readDocument({ documentType, files: [{ name: 'form.pdf', bytes }], maxPages: 10 });
}

export function corpusBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(path));
}

// ------------------------------------------------------------------------------------------------
// Hand-built positioned text

export interface Word {
  text: string;
  x: number;
  /** Top of the line, points from the top of the page. */
  y: number;
  size?: number;
  confidence?: number;
}

/** Approximate Helvetica advance: enough for gaps between cells to look like a printed page. */
function widthOf(text: string, size: number): number {
  return text.length * size * 0.5;
}

/** Words of one run split on spaces, with x positions estimated from character counts. */
export function run(text: string, x: number, y: number, size = 9, confidence = 1): TextItem[] {
  const out: TextItem[] = [];
  let offset = 0;
  for (const part of text.split(/(\s+)/)) {
    if (part.trim())
      out.push({
        text: part,
        x: x + widthOf(text.slice(0, offset), size),
        y,
        width: widthOf(part, size),
        height: size,
        confidence,
      });
    offset += part.length;
  }
  return out;
}

/** A page from runs: each [text, x, y] (y from the top). */
export function page(
  runs: [string, number, number][],
  options: { pageNumber?: number; size?: number; source?: PageText['source'] } = {},
): PageText {
  const size = options.size ?? 9;
  return {
    pageNumber: options.pageNumber ?? 1,
    width: 612,
    height: 792,
    items: runs.flatMap(([t, x, y]) => run(t, x, y, size)),
    source: options.source ?? 'text-layer',
  };
}

/** A cell of `cellDocument`: its text, its x, and 'r' when the cell ends at x (right-aligned). */
export type Cell = [text: string, x: number, align?: 'l' | 'r'];

/** A one-page document from lines of cells, one line every 14 points from y=60. */
export function cellDocument(lines: Cell[][]): DocumentText {
  const items = lines.flatMap((cells, r) =>
    cells.flatMap(([text, x, align]) => run(text, align === 'r' ? x - widthOf(text, 9) : x, 60 + r * 14)),
  );
  return documentOf([{ pageNumber: 1, width: 612, height: 792, items, source: 'text-layer' }]);
}

/** A document from pages; plain text is the runs top-down. */
export function documentOf(pages: PageText[], formFields: Record<string, string> = {}): DocumentText {
  const plainText = pages
    .map((p) => {
      const rows = new Map<number, TextItem[]>();
      for (const it of p.items) rows.set(Math.round(it.y), [...(rows.get(Math.round(it.y)) ?? []), it]);
      return [...rows.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((i) => i.text)
            .join(' '),
        )
        .join('\n');
    })
    .join('\f');
  return { pages, formFields, plainText };
}

/**
 * A statement page from rows of cells: the label at x=50, each further cell right-aligned at the
 * given right edges (amount columns), one row every 14 points.
 */
export function tablePage(
  rows: string[][],
  rightEdges: number[],
  options: { pageNumber?: number; top?: number; size?: number } = {},
): PageText {
  const size = options.size ?? 9;
  const top = options.top ?? 60;
  const items: TextItem[] = [];
  rows.forEach((cells, r) => {
    const y = top + r * 14;
    cells.forEach((cell, c) => {
      if (!cell) return;
      if (c === 0) items.push(...run(cell, 50, y, size));
      else {
        const right = rightEdges[c - 1] ?? 500 + c * 60;
        items.push(...run(cell, right - widthOf(cell, size), y, size));
      }
    });
  });
  return { pageNumber: options.pageNumber ?? 1, width: 612, height: 792, items, source: 'text-layer' };
}
