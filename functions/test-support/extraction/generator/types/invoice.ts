// Invoices: classic, banded modern with numbered lines and ship-to, quantity-first "tax invoice",
// and an hourly service invoice with wrapped descriptions and a balance-due block.
import { DocBuilder, Flow, GREY, LIGHT, drawTableHeader, pageFooters, type Column } from '../draw';
import { CATALOG, COMPANIES, address, cityLine, fullAddress, person, type Address } from '../fake-data';
import { addDays, formatDate, formatMoney } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export interface Line {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface InvoiceData {
  /** Picks wording (labels, headers) so one layout still varies between documents. */
  words: Rng;
  number: string;
  date: string;
  due: string;
  terms: string;
  vendor: string;
  vendorAddress: Address;
  vendorPhone: string;
  customer: string;
  customerAddress: Address;
  shipTo: Address;
  lines: Line[];
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
}

export function invoiceData(seed: number, rows?: number): InvoiceData {
  const rng = new Rng(seed);
  const days = rng.pick([15, 30, 45, 60]);
  const date = `${rng.int(2022, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const n = rows ?? rng.int(2, 9);
  const lines = rng
    .shuffle(CATALOG)
    .slice(0, Math.min(n, CATALOG.length))
    .map((c) => {
      const quantity = c.unit === 'hours' ? rng.int(2, 60) / (rng.bool(0.3) ? 2 : 1) : rng.int(1, 12);
      const unitPrice = rng.money(c.min, c.max);
      return { description: c.description, quantity, unitPrice, amount: round2(quantity * unitPrice) };
    });
  const subtotal = sum(lines.map((l) => l.amount));
  const taxRate = rng.pick([0, 5, 6.25, 7, 7.5, 8.25, 8.875, 10]);
  const tax = round2((subtotal * taxRate) / 100);
  const customer = rng.bool(0.6) ? rng.pick(COMPANIES) : person(rng).name;
  const customerAddress = address(rng);
  return {
    words: rng.fork('words'),
    number: rng
      .pick([
        `INV-${rng.digits(5)}`,
        `${rng.int(2022, 2025)}-${rng.digits(4)}`,
        `A${rng.digits(6)}`,
        `#${rng.digits(4)}`,
      ])
      .replace(/^#/, ''),
    date,
    due: addDays(date, days),
    terms: `Net ${days}`,
    vendor: rng.pick(COMPANIES.filter((c) => c !== customer)),
    vendorAddress: address(rng),
    vendorPhone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`,
    customer,
    customerAddress,
    shipTo: rng.bool(0.5) ? customerAddress : address(rng),
    lines,
    subtotal,
    taxRate,
    tax,
    total: round2(subtotal + tax),
  };
}

function truth(d: InvoiceData, o: { lineNumbers: boolean; currency: boolean }): GroundTruth {
  return {
    documentType: 'invoice',
    fields: {
      invoiceNumber: d.number,
      invoiceDate: d.date,
      dueDate: d.due,
      paymentTerms: d.terms,
      vendorName: d.vendor,
      vendorAddress: fullAddress(d.vendorAddress),
      customerName: d.customer,
      customerAddress: fullAddress(d.customerAddress),
      subtotal: d.subtotal,
      taxAmount: d.tax,
      totalAmount: d.total,
      ...(o.currency ? { currency: 'USD' } : {}),
    },
    lineItems: d.lines.map((l, i) => ({
      ...(o.lineNumbers ? { lineNumber: i + 1 } : {}),
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    })),
  };
}

const qty = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2));

/** Layout A: vendor block left, INVOICE title and meta right, Bill To, Description/Qty/Unit Price/Amount. */
async function layoutClassic(d: InvoiceData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const w = d.words;
  const cols: Column[] = [
    { header: w.pick(['Description', 'Item', 'Product / Service']), x: 50 },
    { header: w.pick(['Qty', 'Quantity', 'Units']), x: 380, align: 'right' },
    { header: w.pick(['Unit Price', 'Price', 'Rate', 'Unit Cost']), x: 470, align: 'right' },
    { header: w.pick(['Amount', 'Total', 'Line Total']), x: 562, align: 'right' },
  ];
  const labels = {
    number: w.pick(['Invoice #', 'Invoice No.', 'Invoice Number']),
    date: w.pick(['Invoice Date', 'Date', 'Date Issued']),
    due: w.pick(['Due Date', 'Payment Due', 'Due']),
    terms: w.pick(['Terms', 'Payment Terms']),
    billTo: w.pick(['Bill To', 'Billed To', 'Customer', 'Sold To']),
    subtotal: w.pick(['Subtotal', 'Sub-total', 'Net Total']),
    total: w.pick(['Total', 'Total Due', 'Amount Due', 'Invoice Total']),
  };
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.vendor, 50, 40, { size: 14, bold: true });
      p.lines([d.vendorAddress.street, cityLine(d.vendorAddress), `Phone ${d.vendorPhone}`], 50, 60, {
        size: 8.5,
      });
      p.text('INVOICE', 562, 40, { size: 22, bold: true, align: 'right', color: GREY });
      if (i > 0) return drawTableHeader(p, cols, 120, { left: 50, right: 562 });
      const meta: [string, string][] = [
        [labels.number, d.number],
        [labels.date, formatDate(d.date, 'us')],
        [labels.due, formatDate(d.due, 'us')],
        [labels.terms, d.terms],
      ];
      meta.forEach(([l, v], k) => {
        p.text(l, 420, 72 + k * 13, { bold: true });
        p.text(v, 562, 72 + k * 13, { align: 'right' });
      });
      p.text(labels.billTo, 50, 140, { bold: true, size: 10 });
      p.lines([d.customer, d.customerAddress.street, cityLine(d.customerAddress)], 50, 155);
      return drawTableHeader(p, cols, 215, { shade: true, left: 50, right: 562 });
    },
    720,
  );
  for (const l of d.lines) {
    flow.ensure(15);
    flow.page.text(l.description, 50, flow.y);
    flow.page.text(qty(l.quantity), 380, flow.y, { align: 'right' });
    flow.page.text(formatMoney(l.unitPrice, { currency: true }), 470, flow.y, { align: 'right' });
    flow.page.text(formatMoney(l.amount, { currency: true }), 562, flow.y, { align: 'right' });
    flow.y += 15;
  }
  flow.ensure(70);
  const p = flow.page;
  let y = flow.y + 6;
  p.line(350, y, 562, y);
  const totals: [string, string][] = [
    [labels.subtotal, formatMoney(d.subtotal, { currency: true })],
    [`Sales Tax (${d.taxRate}%)`, formatMoney(d.tax, { currency: true })],
    [labels.total, formatMoney(d.total, { currency: true })],
  ];
  for (const [l, v] of totals) {
    y += 6;
    p.text(l, 400, y, { bold: l === labels.total });
    p.text(v, 562, y, { align: 'right', bold: l === labels.total });
    y += 9;
  }
  p.text('Thank you for your business!', 50, y + 30, { size: 9, color: GREY });
  return {
    layout: 'classic',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, { lineNumbers: false, currency: true }),
  };
}

/** Layout B: dark band header, Bill To / Ship To side by side, numbered lines with Rate, totals in a shaded box. */
async function layoutBanded(d: InvoiceData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  p.rect(0, 0, p.width, 90, { fill: LIGHT });
  p.text(d.vendor.toUpperCase(), 40, 28, { size: 13, bold: true });
  p.text(`${fullAddress(d.vendorAddress)}  |  ${d.vendorPhone}`, 40, 48, { size: 8 });
  p.text('Invoice', 572, 24, { size: 26, align: 'right' });
  p.text(`No. ${d.number}`, 572, 60, { size: 10, align: 'right', bold: true });
  const blocks: [string, string[]][] = [
    ['BILL TO', [d.customer, d.customerAddress.street, cityLine(d.customerAddress)]],
    ['SHIP TO', [d.customer, d.shipTo.street, cityLine(d.shipTo)]],
  ];
  blocks.forEach(([t, ls], k) => {
    p.text(t, 40 + k * 180, 110, { size: 7.5, bold: true, color: GREY });
    p.lines(ls, 40 + k * 180, 122, { size: 9 });
  });
  const meta: [string, string][] = [
    ['DATE', formatDate(d.date, 'short-month')],
    ['PAYMENT TERMS', d.terms],
    ['DUE DATE', formatDate(d.due, 'short-month')],
  ];
  meta.forEach(([l, v], k) => {
    p.text(l, 420, 110 + k * 16, { size: 7.5, bold: true, color: GREY });
    p.text(v, 572, 110 + k * 16, { size: 9, align: 'right' });
  });
  const cols: Column[] = [
    { header: '#', x: 40 },
    { header: 'ITEM', x: 62 },
    { header: 'QTY', x: 390, align: 'right' },
    { header: 'RATE', x: 480, align: 'right' },
    { header: 'AMOUNT', x: 572, align: 'right' },
  ];
  let y = drawTableHeader(p, cols, 190, { size: 8 });
  d.lines.forEach((l, i) => {
    p.text(String(i + 1), 40, y);
    p.text(l.description, 62, y);
    p.text(qty(l.quantity), 390, y, { align: 'right' });
    p.text(formatMoney(l.unitPrice), 480, y, { align: 'right' });
    p.text(formatMoney(l.amount), 572, y, { align: 'right' });
    p.line(40, y + 13, 572, y + 13, 0.3, GREY);
    y += 19;
  });
  y += 10;
  p.rect(360, y, 212, 60, { fill: LIGHT });
  const totals: [string, string][] = [
    ['SUBTOTAL', formatMoney(d.subtotal)],
    ['TAX', formatMoney(d.tax)],
    ['TOTAL DUE (USD)', formatMoney(d.total)],
  ];
  totals.forEach(([l, v], k) => {
    p.text(l, 370, y + 8 + k * 17, { size: 9, bold: k === 2 });
    p.text(v, 564, y + 8 + k * 17, { size: 9, bold: k === 2, align: 'right' });
  });
  p.text('Please make checks payable to the company above or pay by ACH.', 40, y + 90, {
    size: 8,
    color: GREY,
  });
  return {
    layout: 'banded',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, { lineNumbers: true, currency: true }),
  };
}

/** Layout C: Times, centred title, quantity-first columns, customer on the right, terms in the footer. */
async function layoutTaxInvoice(d: InvoiceData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const p = doc.addPage();
  p.text('TAX INVOICE', 306, 40, { size: 18, bold: true, align: 'center' });
  p.text('From:', 50, 80, { bold: true, size: 10 });
  p.lines([d.vendor, d.vendorAddress.street, cityLine(d.vendorAddress)], 50, 94, { size: 10 });
  p.text('Invoice to:', 330, 80, { bold: true, size: 10 });
  p.lines([d.customer, d.customerAddress.street, cityLine(d.customerAddress)], 330, 94, { size: 10 });
  p.text(`Invoice number: ${d.number}`, 50, 150, { size: 10 });
  p.text(`Date of issue: ${formatDate(d.date, 'long')}`, 50, 164, { size: 10 });
  p.text(`Payment due: ${formatDate(d.due, 'long')}`, 330, 164, { size: 10 });
  const cols: Column[] = [
    { header: 'Qty', x: 80, align: 'right' },
    { header: 'Description', x: 100 },
    { header: 'Unit price', x: 470, align: 'right' },
    { header: 'Line total', x: 560, align: 'right' },
  ];
  p.rect(50, 190, 512, 16 + d.lines.length * 16 + 4, { stroke: GREY });
  let y = drawTableHeader(p, cols, 195, { left: 50, right: 562, size: 10 });
  for (const l of d.lines) {
    p.text(qty(l.quantity), 80, y, { size: 10, align: 'right' });
    p.text(l.description, 100, y, { size: 10 });
    p.text(formatMoney(l.unitPrice), 470, y, { size: 10, align: 'right' });
    p.text(formatMoney(l.amount), 560, y, { size: 10, align: 'right' });
    y += 16;
  }
  y += 20;
  const totals: [string, string][] = [
    ['Net amount', formatMoney(d.subtotal)],
    [`Tax @ ${d.taxRate}%`, formatMoney(d.tax)],
    ['Invoice total USD', formatMoney(d.total)],
  ];
  for (const [l, v] of totals) {
    p.text(l, 380, y, { size: 10, bold: l.startsWith('Invoice') });
    p.text(v, 560, y, { size: 10, align: 'right', bold: l.startsWith('Invoice') });
    y += 15;
  }
  p.line(50, 700, 562, 700, 0.4, GREY);
  p.text(`Terms: ${d.terms}. Late payments may incur a 1.5% monthly charge.`, 50, 708, { size: 9 });
  return {
    layout: 'tax-invoice',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, { lineNumbers: false, currency: true }),
  };
}

/** Layout D: monospaced service invoice with Hours/Rate, wrapped descriptions, balance due after payments. */
async function layoutService(d: InvoiceData, seed: number): Promise<RenderedDocument> {
  const rng = new Rng(seed ^ 0xabc);
  const doc = await DocBuilder.create('courier');
  const cols: Column[] = [
    { header: 'SERVICE / ITEM', x: 40 },
    { header: 'HOURS/QTY', x: 380, align: 'right' },
    { header: 'RATE', x: 470, align: 'right' },
    { header: 'AMOUNT', x: 572, align: 'right' },
  ];
  const notes = [
    'including travel time',
    'per statement of work',
    'see attached timesheet',
    'billed at agreed rate',
  ];
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text(d.vendor, 40, 36, { size: 12, bold: true });
      p.text(fullAddress(d.vendorAddress), 40, 52, { size: 8 });
      if (i > 0) return drawTableHeader(p, cols, 90, { left: 40, right: 572 });
      const meta: [string, string][] = [
        ['INVOICE NO', d.number],
        ['ISSUED', formatDate(d.date, 'iso')],
        ['DUE', formatDate(d.due, 'iso')],
        ['TERMS', d.terms.toUpperCase()],
      ];
      meta.forEach(([l, v], k) => {
        p.text(`${l}:`, 360, 80 + k * 12, { size: 8.5 });
        p.text(v, 572, 80 + k * 12, { size: 8.5, align: 'right' });
      });
      p.text('CUSTOMER', 40, 80, { size: 8.5, bold: true });
      p.lines([d.customer, d.customerAddress.street, cityLine(d.customerAddress)], 40, 92, { size: 8.5 });
      return drawTableHeader(p, cols, 150, { left: 40, right: 572 });
    },
    720,
  );
  for (const l of d.lines) {
    const full = rng.bool(0.5) ? `${l.description} - ${rng.pick(notes)}` : l.description;
    const lines = flow.page.wrap(full, 250, 8.5);
    flow.ensure(lines.length * 11 + 5);
    flow.page.lines(lines, 40, flow.y, { size: 8.5, leading: 11 });
    flow.page.text(qty(l.quantity), 380, flow.y, { size: 8.5, align: 'right' });
    flow.page.text(formatMoney(l.unitPrice), 470, flow.y, { size: 8.5, align: 'right' });
    flow.page.text(formatMoney(l.amount), 572, flow.y, { size: 8.5, align: 'right' });
    flow.y += lines.length * 11 + 5;
    l.description = full;
  }
  flow.ensure(80);
  const p = flow.page;
  let y = flow.y + 10;
  p.text('-'.repeat(40), 572, y, { size: 8.5, align: 'right' });
  const totals: [string, string][] = [
    ['SUBTOTAL', formatMoney(d.subtotal)],
    ['SALES TAX', formatMoney(d.tax)],
    ['TOTAL', formatMoney(d.total)],
    ['PAYMENTS/CREDITS', '0.00'],
    ['BALANCE DUE', `$${formatMoney(d.total)}`],
  ];
  for (const [l, v] of totals) {
    y += 12;
    p.text(l, 400, y, { size: 8.5, bold: l === 'BALANCE DUE' });
    p.text(v, 572, y, { size: 8.5, align: 'right', bold: l === 'BALANCE DUE' });
  }
  pageFooters(doc, (i, n) => `Invoice ${d.number} - page ${i} of ${n}`);
  return {
    layout: 'service',
    pdf: await doc.save(),
    pages: doc.pages.length,
    truth: truth(d, { lineNumbers: false, currency: true }),
  };
}

export async function generateInvoice(
  seed: number,
  layout: number,
  opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const d = invoiceData(seed, opts.rows);
  switch (layout % 4) {
    case 0:
      return layoutClassic(d);
    case 1:
      return layoutBanded(d);
    case 2:
      return layoutTaxInvoice(d);
    default:
      return layoutService(d, seed);
  }
}
