// One renderer for the three financial statements (P&L, balance sheet, cash flow) in four styles:
// plain single column, comparative years, monospaced with leaders and a report date, and an
// accounting-software export with account codes. Balance sheets add a side-by-side style.
import { DocBuilder, Flow, GREY, LIGHT, pageFooters, type PageBuilder } from '../draw';
import { formatDate, formatMoney } from '../format';
import type { Rng } from '../random';

export interface StatementRow {
  name: string;
  amount: number;
  prior: number;
  code?: string;
}

export interface StatementSection {
  /** The line items' `section` value. */
  key: string;
  title: string;
  rows: StatementRow[];
  totalLabel: string;
  total: number;
  priorTotal: number;
}

export interface StatementLine {
  label: string;
  amount: number;
  prior: number;
  /** Printed before the sections (e.g. nothing) or after them (net income, ending cash). */
  strong?: boolean;
}

export interface Statement {
  title: string;
  company: string;
  periodLabel: string;
  currentLabel: string;
  priorLabel: string;
  reportDate: string;
  /** Null for a point-in-time statement (balance sheet). */
  periodStart: string | null;
  periodEnd: string;
  sections: StatementSection[];
  /** Lines printed after a given section index (e.g. Total Liabilities after liabilities). */
  after: Record<number, StatementLine[]>;
}

export type StatementStyle = 'plain' | 'comparative' | 'leaders' | 'coded';

export const STATEMENT_STYLES: StatementStyle[] = ['plain', 'comparative', 'leaders', 'coded'];

export function priorOf(rng: Rng, v: number): number {
  return Math.round(v * (0.75 + rng.next() * 0.4) * 100) / 100;
}

function amountText(v: number, style: StatementStyle, strong = false): string {
  if (style === 'leaders') return formatMoney(v, { currency: strong, negative: 'minus' });
  if (style === 'coded') return formatMoney(v, { negative: 'minus' });
  return formatMoney(v, { currency: strong, negative: 'parens' });
}

export async function renderStatement(
  s: Statement,
  style: StatementStyle,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const doc = await DocBuilder.create(
    style === 'comparative' ? 'times' : style === 'leaders' ? 'courier' : 'helvetica',
  );
  const size = style === 'comparative' ? 10.5 : 9;
  const rowH = size + 5;
  const amountX = style === 'comparative' ? 440 : 540;
  const priorX = 540;
  const header = (p: PageBuilder, i: number): number => {
    if (style === 'leaders') {
      p.text(s.company.toUpperCase(), 50, 40, { size: 11, bold: true });
      p.text(s.title.toUpperCase(), 50, 56, { size: 10 });
      p.text(s.periodLabel, 50, 70, { size: 9 });
      p.text(`Report date: ${formatDate(s.reportDate, 'us')}`, 562, 40, { size: 8, align: 'right' });
      return i === 0 ? 104 : 90;
    }
    if (style === 'coded') {
      p.text(s.company, 306, 36, { size: 12, bold: true, align: 'center' });
      p.text(s.title, 306, 52, { size: 11, align: 'center' });
      p.text(s.periodLabel, 306, 67, { size: 9, align: 'center', color: GREY });
      p.text('Accrual Basis', 50, 36, { size: 7.5, color: GREY });
      p.text('Account', 50, 92, { size: 8, bold: true });
      p.text('Total', amountX, 92, { size: 8, bold: true, align: 'right' });
      p.line(50, 103, 562, 103);
      return 110;
    }
    p.text(s.company, 306, 40, { size: 14, bold: true, align: 'center' });
    p.text(s.title, 306, 60, { size: 12, align: 'center' });
    p.text(s.periodLabel, 306, 77, { size: 10, align: 'center' });
    if (style === 'comparative') {
      p.text(s.currentLabel, amountX, 104, { size: 10, bold: true, align: 'right' });
      p.text(s.priorLabel, priorX, 104, { size: 10, bold: true, align: 'right' });
      p.line(370, 118, 562, 118);
      return 126;
    }
    return i === 0 ? 108 : 100;
  };
  const flow = new Flow(doc, header, 730);
  const line = (l: StatementLine) => {
    flow.ensure(rowH + 6);
    const p = flow.page;
    p.line(style === 'comparative' ? 370 : 440, flow.y - 2, 562, flow.y - 2, 0.5);
    p.text(l.label, 50, flow.y + 2, { size, bold: true });
    p.text(amountText(l.amount, style, l.strong), amountX, flow.y + 2, { size, bold: true, align: 'right' });
    if (style === 'comparative')
      p.text(amountText(l.prior, style, l.strong), priorX, flow.y + 2, { size, bold: true, align: 'right' });
    if (l.strong) p.line(440, flow.y + size + 5, 562, flow.y + size + 5, 0.5);
    flow.y += rowH + 8;
  };
  s.sections.forEach((sec, k) => {
    flow.ensure(rowH * 3);
    const p = flow.page;
    if (style === 'plain') p.rect(50, flow.y - 3, 512, rowH + 1, { fill: LIGHT });
    p.text(style === 'leaders' ? sec.title.toUpperCase() : sec.title, 50, flow.y, {
      size: size + 0.5,
      bold: true,
    });
    flow.y += rowH + 2;
    for (const r of sec.rows) {
      flow.ensure(rowH);
      const q = flow.page;
      const label = style === 'coded' && r.code ? `${r.code} ${r.name}` : r.name;
      q.text(label, 66, flow.y, { size });
      if (style === 'leaders') {
        const from = 70 + q.textWidth(label, size) + 4;
        const amt = amountText(r.amount, style);
        const to = amountX - q.textWidth(amt, size) - 4;
        const dots = Math.max(0, Math.floor((to - from) / q.textWidth('.', size)));
        q.text('.'.repeat(dots), from, flow.y, { size, color: GREY });
      }
      q.text(amountText(r.amount, style), amountX, flow.y, { size, align: 'right' });
      if (style === 'comparative')
        q.text(amountText(r.prior, style), priorX, flow.y, { size, align: 'right' });
      flow.y += rowH;
    }
    line({ label: sec.totalLabel, amount: sec.total, prior: sec.priorTotal });
    for (const l of s.after[k] ?? []) line(l);
    flow.y += 6;
  });
  if (style !== 'leaders')
    pageFooters(doc, (i, n) =>
      style === 'coded' ? `${formatDate(s.reportDate, 'us')} - Page ${i} of ${n}` : `Page ${i} of ${n}`,
    );
  return { pdf: await doc.save(), pages: doc.pages.length };
}

export function lineItems(s: Statement): { section: string; accountName: string; amount: number }[] {
  return s.sections.flatMap((sec) =>
    sec.rows.map((r) => ({ section: sec.key, accountName: r.name, amount: r.amount })),
  );
}
