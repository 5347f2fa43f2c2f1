// A thin drawing layer over pdf-lib with a top-left origin (like the reader's TextItem) and a
// flow helper that breaks long tables across pages with repeated headers.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export type FontFamily = 'helvetica' | 'times' | 'courier';

export interface TextOptions {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  color?: RGB;
}

export const GREY = rgb(0.45, 0.45, 0.45);
export const LIGHT = rgb(0.92, 0.92, 0.92);
export const BLACK = rgb(0, 0, 0);

export const LETTER: [number, number] = [612, 792];

export class DocBuilder {
  readonly pages: PageBuilder[] = [];

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(family: FontFamily = 'helvetica'): Promise<DocBuilder> {
    const pdf = await PDFDocument.create();
    const [r, b] =
      family === 'times'
        ? [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold]
        : family === 'courier'
          ? [StandardFonts.Courier, StandardFonts.CourierBold]
          : [StandardFonts.Helvetica, StandardFonts.HelveticaBold];
    // Fixed dates keep output byte-stable for a seed.
    pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
    pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
    pdf.setProducer('DocLedger synthetic generator');
    return new DocBuilder(pdf, await pdf.embedFont(r), await pdf.embedFont(b));
  }

  addPage(size: [number, number] = LETTER): PageBuilder {
    const page = new PageBuilder(this.pdf.addPage(size), this.regular, this.bold);
    this.pages.push(page);
    return page;
  }

  async save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }
}

export class PageBuilder {
  readonly width: number;
  readonly height: number;

  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly boldFont: PDFFont,
  ) {
    const { width, height } = page.getSize();
    this.width = width;
    this.height = height;
  }

  font(bold = false): PDFFont {
    return bold ? this.boldFont : this.regular;
  }

  textWidth(s: string, size = 9, bold = false): number {
    return this.font(bold).widthOfTextAtSize(s, size);
  }

  /** Draws one line of text whose glyph box top sits at y. */
  text(s: string, x: number, y: number, o: TextOptions = {}): void {
    if (s === '') return;
    const size = o.size ?? 9;
    const font = this.font(o.bold);
    const w = font.widthOfTextAtSize(s, size);
    const left = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    this.page.drawText(s, { x: left, y: this.height - y - size * 0.8, size, font, color: o.color ?? BLACK });
  }

  /** Several lines, `leading` apart; returns the y below the last line. */
  lines(ls: readonly string[], x: number, y: number, o: TextOptions & { leading?: number } = {}): number {
    const leading = o.leading ?? (o.size ?? 9) * 1.3;
    ls.forEach((l, i) => this.text(l, x, y + i * leading, o));
    return y + ls.length * leading;
  }

  wrap(s: string, maxWidth: number, size = 9, bold = false): string[] {
    const words = s.split(/\s+/).filter(Boolean);
    const out: string[] = [];
    let cur = '';
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (cur && this.textWidth(next, size, bold) > maxWidth) {
        out.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color: RGB = BLACK): void {
    this.page.drawLine({
      start: { x: x1, y: this.height - y1 },
      end: { x: x2, y: this.height - y2 },
      thickness: width,
      color,
    });
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { fill?: RGB; stroke?: RGB; width?: number } = {},
  ): void {
    this.page.drawRectangle({
      x,
      y: this.height - y - h,
      width: w,
      height: h,
      ...(o.fill ? { color: o.fill } : {}),
      ...(o.stroke ? { borderColor: o.stroke, borderWidth: o.width ?? 0.6 } : {}),
    });
  }
}

/** Vertical flow across pages: `ensure` starts a new page (via `newPage`) when a block does not fit. */
export class Flow {
  page: PageBuilder;
  y: number;

  constructor(
    private readonly doc: DocBuilder,
    private readonly newPage: (page: PageBuilder, pageIndex: number) => number,
    readonly bottom: number,
    first?: { page: PageBuilder; y: number },
  ) {
    if (first) {
      this.page = first.page;
      this.y = first.y;
    } else {
      this.page = doc.addPage();
      this.y = newPage(this.page, 0);
    }
  }

  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.page = this.doc.addPage([this.page.width, this.page.height]);
    this.y = this.newPage(this.page, this.doc.pages.length - 1);
  }
}

export interface Column {
  header: string;
  x: number;
  align?: 'left' | 'right';
  width?: number;
}

/** Column headers with an optional shaded band and rule; returns the y where rows start. */
export function drawTableHeader(
  p: PageBuilder,
  cols: readonly Column[],
  y: number,
  o: { size?: number; shade?: boolean; left?: number; right?: number; rule?: boolean } = {},
): number {
  const size = o.size ?? 8.5;
  const left = o.left ?? 40;
  const right = o.right ?? p.width - 40;
  if (o.shade) p.rect(left, y - 3, right - left, size + 7, { fill: LIGHT });
  for (const c of cols) p.text(c.header, c.x, y, { size, bold: true, align: c.align ?? 'left' });
  if (o.rule ?? true) p.line(left, y + size + 4, right, y + size + 4, 0.8);
  return y + size + 9;
}

export function pageFooters(
  doc: DocBuilder,
  text: (i: number, n: number) => string,
  o: { size?: number } = {},
): void {
  const n = doc.pages.length;
  doc.pages.forEach((p, i) =>
    p.text(text(i + 1, n), p.width / 2, p.height - 28, { size: o.size ?? 7.5, align: 'center', color: GREY }),
  );
}
