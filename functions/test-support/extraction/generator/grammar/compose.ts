// The layout grammar's page composer: a document is a list of blocks (text, label/value groups,
// tables, form-box grids, notes) laid out top to bottom, optionally two side by side, across as
// many pages as needed. Tables break across pages with or without a repeated header, with
// "continued" lines and carried-forward rows the ground truth does not count.
import { DocBuilder, GREY, LIGHT, type FontFamily, type PageBuilder } from '../draw';

export interface TextBlock {
  kind: 'text';
  lines: string[];
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  color?: 'grey';
}

export interface KvBlock {
  kind: 'kv';
  title?: string;
  pairs: [string, string][];
  /** colon: "Label: value"; aligned: label left, value right; stacked: small caption above the value; leaders: dots between. */
  style: 'colon' | 'aligned' | 'stacked' | 'leaders';
  box?: boolean;
  size?: number;
  /** Stacked pairs side by side in this many columns. */
  columns?: number;
}

export interface TableColumn {
  header: string;
  /** Relative width. */
  weight: number;
  align?: 'left' | 'right' | 'center';
  wrap?: boolean;
}

/** A table column: left-aligned and one line per cell unless told otherwise. */
export function col(
  header: string,
  weight: number,
  align: TableColumn['align'] = 'left',
  wrap = false,
): TableColumn {
  return { header, weight, align, wrap };
}

export type RowKind = 'data' | 'section' | 'subtotal' | 'carry';

export interface TableRow {
  cells: string[];
  kind?: RowKind;
  /**
   * Accountants' rules drawn under the right-aligned cells only (the amounts): a single rule above
   * a total, a single or double rule below it. When set, a subtotal's full-width rule is not drawn.
   */
  rules?: { above?: boolean; below?: 'single' | 'double' };
}

export interface TableBlock {
  kind: 'table';
  title?: string;
  columns: TableColumn[];
  /** A header row above the column headers spanning several columns ("Current" over Hours/Rate/Amount). */
  groups?: { text: string; span: number }[];
  rows: TableRow[];
  ruling: 'none' | 'rules' | 'grid' | 'zebra';
  repeatHeader: boolean;
  /** Printed at a page break: e.g. "Continued on next page". */
  continuedNote?: string;
  /** A carried-forward row printed at the top of the next page (not a transaction). */
  carryRow?: (rowsSoFar: number) => string[];
  /** Break the table after this many rows even if the page has room (a page break inside the table). */
  breakAfter?: number;
  size?: number;
}

export interface FormCell {
  caption: string;
  value: string;
  /** Relative width within its row. */
  weight?: number;
  /** Lines of the value (an address block). */
  lines?: string[];
}

export interface FormBlock {
  kind: 'form';
  title?: string;
  rows: FormCell[][];
  cellHeight?: number;
  captionSize?: number;
}

export interface NoteBlock {
  kind: 'note';
  title?: string;
  lines: string[];
  size?: number;
  box?: boolean;
}

export interface PairBlock {
  kind: 'pair';
  left: Block;
  right: Block;
  /** Share of the width given to the left block. */
  split?: number;
}

export interface SpaceBlock {
  kind: 'space';
  h: number;
}

export interface RuleBlock {
  kind: 'rule';
}

/** Starts a new page (an official form's page 2). */
export interface PageBreakBlock {
  kind: 'pageBreak';
}

/** One amount box of an official form's line: its printed number and value. */
export interface FormLineBox {
  no: string;
  value: string;
}

/**
 * An official form's numbered lines (a 1040's): the line number in a left gutter, the caption with
 * dot leaders, and the amount in a right-hand column with the line number printed again beside its
 * box. `inner` is the middle column of a paired line ("2a Tax-exempt interest 2a [ ] b Taxable
 * interest 2b [ ]"): its box, then `second` is the caption of the row's right-hand box.
 */
export interface FormLine {
  no: string;
  caption: string;
  inner?: FormLineBox;
  second?: string;
  box?: FormLineBox;
  /** Shade the right-hand column (no box on this line, e.g. an instruction row). */
  bold?: boolean;
}

export interface FormLinesBlock {
  kind: 'formLines';
  lines: FormLine[];
  size?: number;
  /** Dot leaders between the caption and the box number. */
  leaders: boolean;
  /** Boxes drawn around the amounts. */
  boxes: boolean;
  /** Width of the amount column in points. */
  amountWidth?: number;
}

/** Blocks one under the other, as one block (a column of a `pair`). */
export interface StackBlock {
  kind: 'stack';
  blocks: Block[];
}

export type Block =
  | StackBlock
  | TextBlock
  | KvBlock
  | TableBlock
  | FormBlock
  | NoteBlock
  | PairBlock
  | SpaceBlock
  | RuleBlock
  | PageBreakBlock
  | FormLinesBlock;

export interface ComposeOptions {
  font: FontFamily;
  margin: number;
  /** Printed at the top of every page after the first; returns nothing. */
  runningHeader?: (p: PageBuilder, pageIndex: number) => void;
  footer?: (page: number, pages: number) => string;
  bodySize?: number;
}

export async function compose(
  blocks: readonly Block[],
  o: ComposeOptions,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const doc = await DocBuilder.create(o.font);
  const c = new Composer(doc, o);
  for (const b of blocks) c.block(b, o.margin, c.right - o.margin);
  if (o.footer) {
    const n = doc.pages.length;
    doc.pages.forEach((p, i) =>
      p.text(o.footer?.(i + 1, n) ?? '', p.width / 2, p.height - 26, {
        size: 7.5,
        align: 'center',
        color: GREY,
      }),
    );
  }
  return { pdf: await doc.save(), pages: doc.pages.length };
}

class Composer {
  page: PageBuilder;
  y: number;
  readonly right: number;
  private readonly bottom: number;
  private readonly size: number;

  constructor(
    private readonly doc: DocBuilder,
    private readonly o: ComposeOptions,
  ) {
    this.page = doc.addPage();
    this.right = this.page.width;
    this.bottom = this.page.height - 50;
    this.y = o.margin;
    this.size = o.bodySize ?? 9;
  }

  newPage(): void {
    this.page = this.doc.addPage();
    this.y = this.o.margin;
    if (this.o.runningHeader) {
      this.o.runningHeader(this.page, this.doc.pages.length - 1);
      this.y = this.o.margin + 34;
    }
  }

  ensure(h: number): void {
    if (this.y + h > this.bottom) this.newPage();
  }

  block(b: Block, x0: number, x1: number): void {
    switch (b.kind) {
      case 'space':
        this.y += b.h;
        return;
      case 'rule':
        this.ensure(6);
        this.page.line(x0, this.y, x1, this.y, 0.8);
        this.y += 6;
        return;
      case 'pageBreak':
        this.newPage();
        return;
      case 'formLines':
        return this.formLines(b, x0, x1);
      case 'stack':
        for (const x of b.blocks) this.block(x, x0, x1);
        return;
      case 'pair': {
        const h = Math.max(
          this.measure(b.left, x0, x0 + (x1 - x0) * (b.split ?? 0.5) - 10),
          this.measure(b.right, 0, (x1 - x0) * (1 - (b.split ?? 0.5)) - 10),
        );
        this.ensure(h);
        const top = this.y;
        const mid = x0 + (x1 - x0) * (b.split ?? 0.5);
        this.block(b.left, x0, mid - 10);
        const yl = this.y;
        this.y = top;
        this.block(b.right, mid + 10, x1);
        this.y = Math.max(yl, this.y);
        return;
      }
      case 'text':
        return this.text(b, x0, x1);
      case 'kv':
        return this.kv(b, x0, x1);
      case 'note':
        return this.note(b, x0, x1);
      case 'form':
        return this.form(b, x0, x1);
      case 'table':
        return this.table(b, x0, x1);
    }
  }

  /** Height a non-table block takes (tables are never put side by side). */
  measure(b: Block, x0: number, x1: number): number {
    const s = this.size;
    switch (b.kind) {
      case 'text':
        return b.lines.length * (b.size ?? s) * 1.3 + 4;
      case 'kv': {
        const cols = b.columns ?? 1;
        const rows = Math.ceil(b.pairs.length / cols);
        const lh = (b.size ?? s) * (b.style === 'stacked' ? 2.4 : 1.45);
        return (b.title ? 16 : 0) + rows * lh + (b.box ? 14 : 4);
      }
      case 'note':
        return (
          (b.title ? 14 : 0) +
          this.wrapAll(b.lines, x1 - x0 - (b.box ? 12 : 0), b.size ?? 7).length * (b.size ?? 7) * 1.3 +
          (b.box ? 14 : 6)
        );
      case 'form':
        return (b.title ? 16 : 0) + b.rows.reduce((h, r) => h + this.cellHeight(b, r), 0) + 6;
      case 'space':
        return b.h;
      case 'rule':
        return 6;
      case 'pageBreak':
        return 0;
      case 'stack':
        return b.blocks.reduce((h, x) => h + this.measure(x, x0, x1), 0);
      case 'formLines':
        return b.lines.length * (b.size ?? 8) * 1.75 + 4;
      case 'pair':
        return Math.max(this.measure(b.left, x0, x1), this.measure(b.right, x0, x1));
      case 'table': {
        const size = b.size ?? 8.5;
        const headerLines = Math.max(...b.columns.map((c) => c.header.split('\n').length));
        return (
          (b.title ? size + 8 : 0) +
          (b.groups ? size + 6 : 0) +
          headerLines * (size + 2) +
          7 +
          b.rows.length * (size + 5.5) +
          8
        );
      }
    }
  }

  private wrapAll(lines: readonly string[], width: number, size: number): string[] {
    return lines.flatMap((l) => (l === '' ? [''] : this.page.wrap(l, width, size)));
  }

  private text(b: TextBlock, x0: number, x1: number): void {
    const size = b.size ?? this.size;
    this.ensure(b.lines.length * size * 1.3 + 4);
    const x = b.align === 'right' ? x1 : b.align === 'center' ? (x0 + x1) / 2 : x0;
    for (const l of b.lines) {
      this.page.text(l, x, this.y, {
        size,
        bold: b.bold,
        align: b.align,
        ...(b.color ? { color: GREY } : {}),
      });
      this.y += size * 1.3;
    }
    this.y += 4;
  }

  private kv(b: KvBlock, x0: number, x1: number): void {
    const h = this.measure(b, x0, x1);
    this.ensure(h);
    const top = this.y;
    const size = b.size ?? this.size;
    const pad = b.box ? 7 : 0;
    let y = top + pad;
    if (b.title) {
      this.page.text(b.title, x0 + pad, y, { size: size + 1, bold: true });
      y += 16;
    }
    const cols = b.columns ?? 1;
    const colW = (x1 - x0 - 2 * pad) / cols;
    const lh = size * (b.style === 'stacked' ? 2.4 : 1.45);
    b.pairs.forEach(([label, value], i) => {
      const cx = x0 + pad + (i % cols) * colW;
      const cy = y + Math.floor(i / cols) * lh;
      const cr = cx + colW - 6;
      switch (b.style) {
        case 'colon':
          this.page.text(`${label}: ${value}`, cx, cy, { size });
          break;
        case 'aligned':
          this.page.text(label, cx, cy, { size });
          this.page.text(value, cr, cy, { size, align: 'right' });
          break;
        case 'leaders': {
          const lw = this.page.textWidth(label, size);
          const vw = this.page.textWidth(value, size);
          const dots = Math.max(2, Math.floor((cr - cx - lw - vw - 8) / this.page.textWidth('.', size)));
          this.page.text(`${label} ${'.'.repeat(dots)}`, cx, cy, { size });
          this.page.text(value, cr, cy, { size, align: 'right' });
          break;
        }
        case 'stacked':
          this.page.text(label, cx, cy, { size: size - 2, color: GREY });
          this.page.text(value, cx, cy + size * 0.95, { size });
          break;
      }
    });
    if (b.box) this.page.rect(x0, top, x1 - x0, h - 4, { stroke: GREY });
    this.y = top + h;
  }

  private formLines(b: FormLinesBlock, x0: number, x1: number): void {
    const size = b.size ?? 8;
    const lh = size * 1.75;
    const aw = b.amountWidth ?? 78;
    // Right column: box number, then the amount box; middle column the same, left of it.
    const amountL = x1 - aw;
    const noR = amountL - 4;
    // The "b" caption of a paired line and its leaders sit between the two boxes.
    const innerR = noR - 150;
    const innerL = innerR - aw;
    const innerNoR = innerL - 4;
    const dot = this.page.textWidth('.', size);
    const leadersTo = (text: string, x: number, to: number, y: number) => {
      const w = this.page.textWidth(text, size);
      this.page.text(text, x, y, { size });
      if (!b.leaders) return;
      const n = Math.floor((to - x - w - 10) / (dot * 2.2));
      if (n >= 2) this.page.text(Array.from({ length: n }, () => '.').join(' '), x + w + 5, y, { size });
    };
    for (const l of b.lines) {
      this.ensure(lh);
      const y = this.y;
      this.page.text(l.no, x0, y, { size, bold: true });
      const cx = x0 + 20;
      if (l.inner) {
        leadersTo(l.caption, cx, innerNoR - 14, y);
        this.page.text(l.inner.no, innerNoR, y, { size, bold: true, align: 'right' });
        if (b.boxes) this.page.rect(innerL, y - 3, aw, lh - 1, { stroke: GREY, width: 0.4 });
        this.page.text(l.inner.value, innerR - 3, y, { size, align: 'right' });
        if (l.second !== undefined) leadersTo(l.second, innerR + 6, noR - 14, y);
      } else {
        leadersTo(l.caption, cx, l.box ? noR - 14 : x1, y);
      }
      if (l.box) {
        this.page.text(l.box.no, noR, y, { size, bold: true, align: 'right' });
        if (b.boxes) this.page.rect(amountL, y - 3, aw, lh - 1, { stroke: GREY, width: 0.4 });
        this.page.text(l.box.value, x1 - 3, y, { size, align: 'right' });
      }
      this.y += lh;
    }
    this.y += 4;
  }

  private note(b: NoteBlock, x0: number, x1: number): void {
    const size = b.size ?? 7;
    const pad = b.box ? 6 : 0;
    const lines = this.wrapAll(b.lines, x1 - x0 - 2 * pad, size);
    const h = this.measure(b, x0, x1);
    this.ensure(h);
    const top = this.y;
    let y = top + pad;
    if (b.title) {
      this.page.text(b.title, x0 + pad, y, { size: size + 1.5, bold: true });
      y += 14;
    }
    for (const l of lines) {
      this.page.text(l, x0 + pad, y, { size });
      y += size * 1.3;
    }
    if (b.box) this.page.rect(x0, top, x1 - x0, h - 4, { stroke: GREY, width: 0.5 });
    this.y = top + h;
  }

  private cellHeight(b: FormBlock, row: readonly FormCell[]): number {
    const lines = Math.max(1, ...row.map((c) => c.lines?.length ?? 1));
    return Math.max(b.cellHeight ?? 26, 16 + lines * 11);
  }

  private form(b: FormBlock, x0: number, x1: number): void {
    if (b.title) {
      this.ensure(18);
      this.page.text(b.title, x0, this.y, { size: 10, bold: true });
      this.y += 16;
    }
    const cap = b.captionSize ?? 6.5;
    for (const row of b.rows) {
      const h = this.cellHeight(b, row);
      this.ensure(h);
      const total = row.reduce((s, c) => s + (c.weight ?? 1), 0);
      let x = x0;
      for (const c of row) {
        const w = ((x1 - x0) * (c.weight ?? 1)) / total;
        this.page.rect(x, this.y, w, h, { stroke: GREY, width: 0.6 });
        this.page.text(c.caption, x + 3, this.y + 2.5, { size: cap });
        const lines = c.lines ?? [c.value];
        lines.forEach((l, k) => this.page.text(l, x + 6, this.y + 12 + k * 11, { size: 9 }));
        x += w;
      }
      this.y += h;
    }
    this.y += 6;
  }

  private table(b: TableBlock, x0: number, x1: number): void {
    const size = b.size ?? 8.5;
    const total = b.columns.reduce((s, c) => s + c.weight, 0);
    const xs: number[] = [];
    let acc = x0;
    for (const c of b.columns) {
      xs.push(acc);
      acc += ((x1 - x0) * c.weight) / total;
    }
    xs.push(x1);
    const colX = (k: number, align: TableColumn['align']) =>
      align === 'right'
        ? (xs[k + 1] ?? x1) - 4
        : align === 'center'
          ? ((xs[k] ?? x0) + (xs[k + 1] ?? x1)) / 2
          : (xs[k] ?? x0) + 3;
    const header = () => {
      if (b.groups) {
        let k = 0;
        for (const g of b.groups) {
          const a = xs[k] ?? x0;
          const z = xs[k + g.span] ?? x1;
          if (g.text) {
            this.page.text(g.text, (a + z) / 2, this.y, { size, bold: true, align: 'center' });
            this.page.line(a + 4, this.y + size + 2, z - 4, this.y + size + 2, 0.4);
          }
          k += g.span;
        }
        this.y += size + 6;
      }
      const lines = b.columns.map((c) => c.header.split('\n'));
      const n = Math.max(...lines.map((l) => l.length));
      if (b.ruling === 'zebra' || b.ruling === 'grid')
        this.page.rect(x0, this.y - 3, x1 - x0, n * (size + 2) + 5, { fill: LIGHT });
      lines.forEach((ls, k) =>
        ls.forEach((l, j) =>
          this.page.text(l, colX(k, b.columns[k]?.align), this.y + j * (size + 2), {
            size,
            bold: true,
            align: b.columns[k]?.align ?? 'left',
          }),
        ),
      );
      this.y += n * (size + 2) + 3;
      this.page.line(x0, this.y, x1, this.y, 0.8);
      this.y += 4;
    };
    this.ensure(60);
    if (b.title) {
      this.page.text(b.title, x0, this.y, { size: size + 2, bold: true });
      this.y += size + 8;
    }
    header();
    let sincePage = 0;
    let done = 0;
    for (const row of b.rows) {
      const wrapped = row.cells.map((cell, k) =>
        b.columns[k]?.wrap ? this.page.wrap(cell, (xs[k + 1] ?? x1) - (xs[k] ?? x0) - 8, size) : [cell],
      );
      const lines = Math.max(1, ...wrapped.map((w) => w.length));
      const h = lines * (size + 2.5) + 3;
      const forced = b.breakAfter !== undefined && done === b.breakAfter && done > 0;
      if (forced || this.y + h > this.bottom - (b.continuedNote ? 14 : 0)) {
        if (b.continuedNote)
          this.page.text(b.continuedNote, x1, this.y + 4, { size: 7, align: 'right', color: GREY });
        this.newPage();
        if (b.repeatHeader) header();
        if (b.carryRow)
          this.row(
            b,
            b.carryRow(done).map((c) => [c]),
            xs,
            colX,
            size,
            'carry',
            x0,
            x1,
          );
        sincePage = 0;
      }
      this.row(b, wrapped, xs, colX, size, row.kind ?? 'data', x0, x1, sincePage, row.rules);
      sincePage++;
      if ((row.kind ?? 'data') === 'data') done++;
    }
    this.y += 8;
  }

  private row(
    b: TableBlock,
    wrapped: string[][],
    xs: number[],
    colX: (k: number, align: TableColumn['align']) => number,
    size: number,
    kind: RowKind,
    x0: number,
    x1: number,
    index = 0,
    rules?: TableRow['rules'],
  ): void {
    const lines = Math.max(1, ...wrapped.map((w) => w.length));
    const h = lines * (size + 2.5) + 3;
    if (b.ruling === 'zebra' && index % 2 === 1) this.page.rect(x0, this.y - 2, x1 - x0, h, { fill: LIGHT });
    const bold = kind === 'section' || kind === 'subtotal';
    if (kind === 'subtotal' && !rules) this.page.line(x0, this.y - 2, x1, this.y - 2, 0.4);
    if (rules) {
      // Under each right-aligned cell with text: the amount's column, a little inside its edges.
      const spans = wrapped.flatMap((ls, k) =>
        b.columns[k]?.align === 'right' && ls.some((l) => l.trim() !== '')
          ? [[(xs[k] ?? x0) + 8, (xs[k + 1] ?? x1) - 2] as const]
          : [],
      );
      const below = this.y + lines * (size + 2.5) - 1.5;
      for (const [a, z] of spans) {
        if (rules.above) this.page.line(a, this.y - 2, z, this.y - 2, 0.5);
        if (rules.below) this.page.line(a, below, z, below, 0.5);
        if (rules.below === 'double') this.page.line(a, below + 2, z, below + 2, 0.5);
      }
    }
    wrapped.forEach((ls, k) =>
      ls.forEach((l, j) =>
        this.page.text(l, colX(k, b.columns[k]?.align), this.y + j * (size + 2.5), {
          size,
          bold,
          align: kind === 'section' ? 'left' : (b.columns[k]?.align ?? 'left'),
        }),
      ),
    );
    if (b.ruling === 'grid') {
      this.page.line(x0, this.y + h - 2, x1, this.y + h - 2, 0.4);
      for (const x of xs) this.page.line(x, this.y - 2, x, this.y + h - 2, 0.4);
    } else if (b.ruling === 'rules') this.page.line(x0, this.y + h - 2, x1, this.y + h - 2, 0.25, GREY);
    this.y += h;
  }
}
