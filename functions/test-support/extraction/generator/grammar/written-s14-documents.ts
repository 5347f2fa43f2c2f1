// Tuned statement, pay stub, invoice and financial-statement layout families written by a helper who
// does not run the engine (session 14), so the tuners meet layouts they did not design. Tuned: tests
// and tuning loops may use them. Each family is modelled on how a kind of real document is laid out
// in general (an accounting package's invoice, a distributor's ERP invoice, ...), never on what the
// engine reads well; decision 223 describes them.
import { COMPANIES, address, cityLine, fullAddress } from '../fake-data';
import { addDays } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { invoiceData } from '../types/invoice';
import { col, type Block, type FormCell, type TableColumn, type TableRow } from './compose';
import { footerOf } from './statements';
import { amount, date, pickAmountStyle, plain, syn, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

const qtyText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2));
const phone = (k: Rng) => `(${k.int(201, 989)}) ${k.int(200, 999)}-${k.digits(4)}`;

// ------------------------------------------------------------------------------------ invoices

/** The product/service an accounting package prints beside a line, from what the line sells. */
function activityOf(description: string): string {
  const rules: [RegExp, string][] = [
    [/consulting|bookkeeping/i, 'Professional Services'],
    [/installation|labor/i, 'Labor'],
    [/design/i, 'Design'],
    [/license|subscription/i, 'Software'],
    [/hosting|maintenance/i, 'Web Services'],
    [/training|workshop/i, 'Training'],
    [/catering/i, 'Catering'],
    [/shipping/i, 'Shipping'],
    [/paper|toner/i, 'Supplies'],
  ];
  return rules.find(([re]) => re.test(description))?.[1] ?? 'Hardware';
}

/** Services are not taxed where these invoices come from; goods are. */
const isTaxable = (activity: string) => ['Hardware', 'Supplies', 'Software'].includes(activity);

/**
 * An online accounting package's invoice (QuickBooks-, Xero-, Wave-like templates): the company's
 * name, address, e-mail and phone top left and a large "INVOICE" top right; BILL TO and, on some
 * invoices, SHIP TO side by side with the invoice number, date, terms and due date beside them; a
 * strip of shipping or custom fields (ship date, ship via, tracking number, P.O. number, sales rep)
 * that are not the invoice's own fields; line items with a service date on some, the activity (the
 * product/service, the line's category), a description, a TAX column marking taxable lines with "T",
 * quantity, rate and amount. Sales tax is charged on the taxable lines only (the rate printed beside
 * it); under the total a deposit or payment already received and the BALANCE DUE, large. The
 * invoice's total is the figure before that payment. A message to the customer and payment
 * instructions close it.
 */
function accountingAppActivityDeposit(seed: number): GrammarOutput {
  const d = invoiceData(seed);
  const k = new Rng(seed ^ 0x14c0_0101);
  const money: AmountStyle = { ...pickAmountStyle(k, { negative: ['minus'] }), currency: '', zero: 'number' };
  const headDate = k.pick(['us', 'us', 'short-month', 'long'] as const);
  const rowDate = k.pick(['us', 'us-short-year', 'iso'] as const);
  const lines = d.lines.map((l) => {
    const activity = activityOf(l.description);
    return { ...l, activity, taxable: isTaxable(activity) };
  });
  const subtotal = sum(lines.map((l) => l.amount));
  const taxRate = k.pick([6, 7, 7.25, 8.25, 8.875, 9.5]);
  const taxable = sum(lines.filter((l) => l.taxable).map((l) => l.amount));
  const tax = round2((taxable * taxRate) / 100);
  const total = round2(subtotal + tax);
  const paid = k.bool(0.55) ? round2(Math.floor(total * k.pick([0.25, 0.3, 0.5])) + 0.0) : 0;
  const balance = round2(total - paid);
  const email = `${k.pick(['billing', 'accounts', 'hello', 'office'])}@${d.vendor
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 14)}.com`;
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.vendor], size: 13, bold: true },
        {
          kind: 'text',
          lines: [
            d.vendorAddress.street,
            cityLine(d.vendorAddress),
            k.bool() ? `${email}  ${d.vendorPhone}` : email,
            ...(k.bool(0.4) ? [`www.${email.split('@')[1] ?? ''}`] : []),
          ],
          size: 9,
        },
      ],
    },
    right: { kind: 'text', lines: [k.pick(['INVOICE', 'Invoice'])], size: 24, align: 'right', color: 'grey' },
    split: 0.6,
  });
  blocks.push({ kind: 'space', h: 10 });
  const billTo: Block = {
    kind: 'text',
    lines: [
      syn(k, ['BILL TO', 'Bill to', 'INVOICE TO']),
      d.customer,
      d.customerAddress.street,
      cityLine(d.customerAddress),
    ],
    size: 9,
  };
  const shipTo: Block = {
    kind: 'text',
    lines: [syn(k, ['SHIP TO', 'Ship to']), d.customer, d.shipTo.street, cityLine(d.shipTo)],
    size: 9,
  };
  const meta: Block = {
    kind: 'kv',
    style: 'aligned',
    pairs: [
      [syn(k, ['INVOICE #', 'INVOICE NO.', 'Invoice no.']), d.number],
      [syn(k, ['DATE', 'INVOICE DATE', 'Invoice date']), date(d.date, headDate)],
      [syn(k, ['TERMS', 'Terms']), d.terms],
      [syn(k, ['DUE DATE', 'Due date']), date(d.due, headDate)],
    ],
  };
  const withShip = k.bool(0.6);
  blocks.push({
    kind: 'pair',
    left: withShip ? { kind: 'pair', left: billTo, right: shipTo } : billTo,
    right: meta,
    split: 0.62,
  });
  // Fields the package adds to the template: dates and numbers that are not the invoice's.
  const shipDate = addDays(d.date, -k.int(0, 6));
  const strip: [string, string][] = k.bool(0.5)
    ? [
        ['SHIP DATE', date(shipDate, headDate)],
        ['SHIP VIA', k.pick(['UPS Ground', 'FedEx', 'USPS Priority', 'Local delivery'])],
        ['TRACKING NO.', `1Z${k.digits(6)}${k.digits(10)}`],
      ]
    : [
        ['P.O. NUMBER', `${k.pick(['PO', 'P', ''])}${k.digits(5)}`],
        ['SALES REP', k.pick(['JM', 'Dana R.', 'K. Ortiz', 'TW'])],
        ['PROJECT', k.pick(['Office refresh', 'Q3 support', 'Main St. build-out', 'Annual contract'])],
      ];
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({ kind: 'kv', style: 'stacked', pairs: strip, columns: strip.length, box: k.bool(0.5) });
  // Line items.
  const withDate = k.bool(0.5);
  const taxMark = k.pick(['T', 'Y']);
  const columns: TableColumn[] = [
    ...(withDate ? [col('DATE', 1.1)] : []),
    col(syn(k, ['ACTIVITY', 'PRODUCT/SERVICE', 'SERVICE']), 1.7),
    col('DESCRIPTION', 3.4, 'left', true),
    col('TAX', 0.5, 'center'),
    col(syn(k, ['QTY', 'QTY/HRS']), 0.8, 'right'),
    col('RATE', 1.1, 'right'),
    col('AMOUNT', 1.2, 'right'),
  ];
  const rows: TableRow[] = lines.map((l) => ({
    cells: [
      ...(withDate ? [date(addDays(d.date, -k.int(0, 20)), rowDate)] : []),
      l.activity,
      l.description,
      l.taxable ? taxMark : '',
      qtyText(l.quantity),
      plain(l.unitPrice, money, { currency: false }),
      plain(l.amount, money, { currency: false }),
    ],
  }));
  blocks.push({ kind: 'space', h: 8 });
  blocks.push({
    kind: 'table',
    columns,
    rows,
    ruling: k.pick(['rules', 'none'] as const),
    repeatHeader: true,
  });
  const totals: [string, string][] = [
    [syn(k, ['SUBTOTAL', 'Subtotal']), plain(subtotal, money, { currency: false })],
    [
      k.bool() ? `TAX (${taxRate}%)` : `${syn(k, ['SALES TAX', 'TAX'])} @ ${taxRate}%`,
      plain(tax, money, { currency: false }),
    ],
    [syn(k, ['TOTAL', 'Total']), plain(total, money, { currency: false })],
    ...(paid > 0
      ? ([
          [
            syn(k, ['DEPOSIT', 'PAYMENT', 'Less payment received']),
            amount(-paid, money, { currency: false }),
          ],
        ] as [string, string][])
      : []),
  ];
  const message: Block = {
    kind: 'note',
    lines: [
      k.pick([
        'Thank you for your business! Please contact us with any questions regarding this invoice.',
        'We appreciate your prompt payment.',
        'Thanks for choosing us. Payment is due by the due date shown above.',
      ]),
    ],
    size: 8,
  };
  blocks.push({
    kind: 'pair',
    left: message,
    right: {
      kind: 'stack',
      blocks: [
        { kind: 'kv', style: 'aligned', pairs: totals },
        { kind: 'rule' },
        {
          kind: 'pair',
          left: {
            kind: 'text',
            lines: [syn(k, ['BALANCE DUE', 'Balance due', 'AMOUNT DUE'])],
            bold: true,
            size: 10,
          },
          right: {
            kind: 'text',
            lines: [`$${plain(balance, money, { currency: false })}`],
            size: 15,
            bold: true,
            align: 'right',
          },
          split: 0.5,
        },
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 14 });
  blocks.push({
    kind: 'note',
    box: k.bool(0.5),
    title: syn(k, ['How to pay', 'Payment options', 'Remittance']),
    lines: [
      `Pay online with card or bank transfer, or mail a check payable to ${d.vendor.replace(/\.$/, '')}.`,
      `ACH: ${k.pick(['First Harbor Bank', 'Granite Trust Bank', 'Prairie National Bank'])}  Routing 0${k.digits(8)}  Account ****${k.digits(4)}`,
    ],
    size: 7.5,
  });
  const truth: GroundTruth = {
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
      subtotal,
      taxAmount: tax,
      totalAmount: total,
    },
    lineItems: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      category: l.activity,
    })),
  };
  return {
    blocks,
    truth,
    font: 'helvetica',
    margin: k.int(36, 48),
    ...(k.bool(0.5) ? { footer: (p: number, n: number) => `Page ${p} of ${n}` } : {}),
  };
}

const DISTRIBUTORS = [
  'Keystone Industrial Supply Co.',
  'Great Lakes Janitorial Distributors',
  'Pacific Rim Packaging Inc.',
  'Midland Electrical Wholesale',
  'Tri-County Restaurant Supply',
  'Summit Safety Products LLC',
] as const;

/** A distributor's stock: item number stem, description, unit of measure, price range per unit. */
const STOCK: readonly [string, string, string, number, number][] = [
  ['GLV', 'NITRILE EXAM GLOVES, LARGE, 100/BX', 'BX', 6.5, 14],
  ['TWL', 'ROLL PAPER TOWEL, 8" X 800\', 6/CS', 'CS', 28, 54],
  ['TIS', 'BATH TISSUE 2-PLY, 500 SHT, 96/CS', 'CS', 42, 79],
  ['LNR', 'CAN LINER 40-45 GAL, 1.5 MIL, 100/CS', 'CS', 24, 46],
  ['DEG', 'DEGREASER CONCENTRATE, 1 GAL, 4/CS', 'CS', 31, 68],
  ['MOP', 'WET MOP HEAD, COTTON, 24 OZ', 'EA', 5.25, 11.5],
  ['CUP', 'HOT CUP 12 OZ, WHITE, 1000/CS', 'CS', 48, 96],
  ['LID', 'DOME LID FOR 12-20 OZ CUP, 1000/CS', 'CS', 22, 44],
  ['SAN', 'HAND SANITIZER FOAM REFILL 1200ML', 'EA', 9.75, 21],
  ['TAP', 'CARTON SEALING TAPE 2" X 110 YD, 36/CS', 'CS', 38, 72],
  ['BOX', 'CORRUGATED BOX 12X12X8, 25/BDL', 'BDL', 17, 35],
  ['WRP', 'STRETCH WRAP 18" X 1500\', 80 GA', 'RL', 16, 29],
  ['VST', 'SAFETY VEST CLASS 2, HI-VIS, XL', 'EA', 4.1, 12],
  ['EAR', 'FOAM EAR PLUGS, CORDED, 100 PR/BX', 'BX', 18, 39],
  ['BLB', 'LED A19 BULB 9W 2700K, 24/CS', 'CS', 36, 82],
  ['CBL', 'THHN WIRE 12 AWG SOLID, 500 FT', 'RL', 64, 138],
  ['FLT', 'PLEATED AIR FILTER 20X25X1 MERV 8, 12/CS', 'CS', 44, 99],
  ['BAT', 'ALKALINE BATTERY AA, 24/PK', 'PK', 11, 24],
];

/**
 * A distributor's invoice printed from its order system (an ERP's sales invoice): the seller's
 * name and address top left with phone and fax, INVOICE and a small grid (invoice number, invoice
 * date, page) top right; SOLD TO and SHIP TO side by side; a grid of order fields in ruled cells
 * (customer number, customer P.O., order number and date, ship date and carrier, F.O.B., salesperson,
 * terms, due date); line items with the quantity ordered, shipped and backordered (only what shipped
 * is billed: quantity is the shipped column, and a line fully backordered bills 0.00), a unit of
 * measure, a unit price to four places on some invoices and the extension; freight billed as a line
 * of its own; sales tax on the merchandise; the invoice total; a note of the early-payment discount
 * (a later amount and date that are not the total or the due date); REMIT TO. Long orders run to
 * more pages with a CONTINUED note and the invoice number at the top of each page.
 */
function distributorOrderedShipped(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x14c0_0202);
  const base = invoiceData(seed);
  const vendor = k.pick(DISTRIBUTORS);
  const customer = k.pick(COMPANIES);
  const vendorAddress = address(k);
  const customerAddress = base.customerAddress;
  const shipTo = k.bool(0.6) ? address(k) : customerAddress;
  const fourPlaces = k.bool(0.35);
  const n = k.int(3, 24);
  const stock = k.shuffle(STOCK).slice(0, Math.min(n, STOCK.length));
  const price = (lo: number, hi: number) =>
    fourPlaces ? Math.round(k.money(lo, hi) * 10000) / 10000 : k.money(lo, hi);
  const items = stock.map(([stem, description, um, lo, hi]) => {
    const ordered = k.int(1, 40);
    const r = k.next();
    const shipped = r < 0.08 ? 0 : r < 0.25 ? k.int(0, ordered - 1) : ordered;
    const unitPrice = price(lo, hi);
    return {
      item: `${stem}-${k.digits(4)}`,
      description,
      um,
      ordered,
      shipped,
      unitPrice,
      amount: round2(shipped * unitPrice),
    };
  });
  const merchandise = sum(items.map((i) => i.amount));
  const freight = k.bool(0.75) ? k.money(12, 185) : 0;
  if (freight > 0)
    items.push({
      item: k.pick(['FRT', 'FREIGHT', 'SHIP']),
      description: k.pick(['FREIGHT', 'FREIGHT CHARGES', 'SHIPPING & HANDLING']),
      um: 'EA',
      ordered: 1,
      shipped: 1,
      unitPrice: freight,
      amount: freight,
    });
  const subtotal = sum(items.map((i) => i.amount));
  const taxRate = k.pick([0, 5.5, 6, 7, 8.25]);
  const tax = round2((merchandise * taxRate) / 100);
  const total = round2(subtotal + tax);
  const days = k.pick([30, 30, 45, 60]);
  const discountTerms = k.bool(0.5);
  const terms = discountTerms ? `${k.pick(['1%', '2%'])} 10 NET ${days}` : `NET ${days}`;
  const invoiceDate = base.date;
  const due = addDays(invoiceDate, days);
  const money: AmountStyle = { currency: '', thousands: k.bool(0.8), negative: 'minus', zero: 'number' };
  const num = `${k.int(1, 9)}${k.digits(5)}`;
  const headDate = k.pick(['us', 'us-short-year'] as const);
  const withLine = k.bool(0.5);
  const font = k.pick(['courier', 'helvetica'] as const);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        vendor.toUpperCase(),
        vendorAddress.street.toUpperCase(),
        cityLine(vendorAddress).toUpperCase(),
        `PHONE ${phone(k)}   FAX ${phone(k)}`,
      ],
      size: 9,
    },
    right: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: ['INVOICE'], size: 16, bold: true, align: 'right' },
        {
          kind: 'form',
          rows: [
            [
              { caption: syn(k, ['INVOICE NO.', 'INVOICE NUMBER']), value: num },
              { caption: 'INVOICE DATE', value: date(invoiceDate, headDate) },
            ],
          ],
        },
      ],
    },
    split: 0.55,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        syn(k, ['SOLD TO:', 'BILL TO:']),
        customer.toUpperCase(),
        customerAddress.street.toUpperCase(),
        cityLine(customerAddress).toUpperCase(),
      ],
      size: 9,
    },
    right: {
      kind: 'text',
      lines: [
        'SHIP TO:',
        customer.toUpperCase(),
        shipTo.street.toUpperCase(),
        cityLine(shipTo).toUpperCase(),
      ],
      size: 9,
    },
  });
  const orderDate = addDays(invoiceDate, -k.int(2, 12));
  const shipDate = addDays(invoiceDate, -k.int(0, 2));
  const grid: FormCell[][] = [
    [
      { caption: 'CUSTOMER NO.', value: `${k.pick(['C', ''])}${k.digits(5)}` },
      {
        caption: 'CUSTOMER P.O.',
        value: k.pick([`PO${k.digits(6)}`, `${k.digits(4)}-${k.digits(2)}`, 'VERBAL']),
      },
      { caption: 'ORDER NO.', value: `SO-${k.digits(6)}` },
      { caption: 'ORDER DATE', value: date(orderDate, headDate) },
      { caption: 'SALESPERSON', value: k.pick(['HOUSE', 'R. DELGADO', 'M. CHEN', 'T. BAUER']) },
    ],
    [
      { caption: 'SHIP DATE', value: date(shipDate, headDate) },
      { caption: 'SHIP VIA', value: k.pick(['OUR TRUCK', 'UPS GROUND', 'R+L CARRIERS', 'WILL CALL']) },
      { caption: 'F.O.B.', value: k.pick(['ORIGIN', 'DESTINATION', 'SHIPPING POINT']) },
      { caption: 'TERMS', value: terms },
      { caption: 'DUE DATE', value: date(due, headDate) },
    ],
  ];
  blocks.push({ kind: 'form', rows: k.bool(0.5) ? grid : [grid[1]!, grid[0]!], captionSize: 6 });
  const amountCol = syn(k, ['EXTENSION', 'EXT. PRICE', 'AMOUNT', 'EXTENDED']);
  const columns: TableColumn[] = [
    ...(withLine ? [col('LN', 0.45, 'right')] : []),
    col(syn(k, ['ITEM NUMBER', 'ITEM NO.', 'PRODUCT']), 1.2),
    col('DESCRIPTION', 3.6, 'left', true),
    col(syn(k, ['ORDERED', 'QTY\nORD']), 0.85, 'right'),
    col(syn(k, ['SHIPPED', 'QTY\nSHIP']), 0.85, 'right'),
    col(syn(k, ['B/O', 'BACK\nORD']), 0.75, 'right'),
    col(syn(k, ['U/M', 'UOM']), 0.55, 'center'),
    col(syn(k, ['UNIT PRICE', 'PRICE']), 1.05, 'right'),
    col(amountCol, 1.2, 'right'),
  ];
  const priceText = (v: number) =>
    fourPlaces
      ? v.toLocaleString('en-US', {
          minimumFractionDigits: 4,
          maximumFractionDigits: 4,
          useGrouping: money.thousands,
        })
      : plain(v, money, { currency: false });
  const rows: TableRow[] = items.map((it, i) => ({
    cells: [
      ...(withLine ? [String(i + 1)] : []),
      it.item,
      it.description,
      String(it.ordered),
      String(it.shipped),
      String(it.ordered - it.shipped),
      it.um,
      priceText(it.unitPrice),
      plain(it.amount, money, { currency: false }),
    ],
  }));
  blocks.push({
    kind: 'table',
    columns,
    rows,
    ruling: k.pick(['grid', 'none', 'rules'] as const),
    repeatHeader: true,
    continuedNote: syn(k, ['CONTINUED', '*** CONTINUED ON NEXT PAGE ***']),
    size: 8,
  });
  const totals: [string, string][] = [
    [syn(k, ['SUBTOTAL', 'SALE AMOUNT', 'NET SALES']), plain(subtotal, money, { currency: false })],
    [taxRate > 0 ? `SALES TAX ${taxRate}%` : 'SALES TAX', plain(tax, money, { currency: false })],
    [
      syn(k, ['INVOICE TOTAL', 'TOTAL DUE', 'PLEASE PAY THIS AMOUNT']),
      `$${plain(total, money, { currency: false })}`,
    ],
  ];
  const pct = terms.startsWith('1%') ? 0.01 : 0.02;
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'note',
      lines: [
        ...(discountTerms
          ? [
              `DISCOUNT OF ${plain(round2(merchandise * pct), money, { currency: false })} MAY BE TAKEN IF PAID BY ${date(addDays(invoiceDate, 10), headDate)}.`,
            ]
          : []),
        'ALL CLAIMS FOR SHORTAGES OR DAMAGE MUST BE MADE WITHIN 5 DAYS OF RECEIPT. RETURNS SUBJECT TO 15% RESTOCKING FEE.',
        'BACKORDERED ITEMS WILL SHIP WHEN AVAILABLE AND BE BILLED ON A SEPARATE INVOICE.',
      ],
      size: 7,
    },
    right: { kind: 'kv', style: 'aligned', pairs: totals, box: true },
    split: 0.5,
  });
  blocks.push({
    kind: 'note',
    title: 'REMIT TO:',
    lines: [
      vendor.toUpperCase(),
      `P.O. BOX ${k.int(100, 9999)}`,
      `${vendorAddress.city.toUpperCase()}, ${vendorAddress.state} ${vendorAddress.zip}`,
    ],
    size: 8,
  });
  const truth: GroundTruth = {
    documentType: 'invoice',
    fields: {
      invoiceNumber: num,
      invoiceDate,
      dueDate: due,
      paymentTerms: terms,
      vendorName: vendor.toUpperCase(),
      vendorAddress: fullAddress(vendorAddress).toUpperCase(),
      customerName: customer.toUpperCase(),
      customerAddress: fullAddress(customerAddress).toUpperCase(),
      subtotal,
      taxAmount: tax,
      totalAmount: total,
    },
    lineItems: items.map((it, i) => ({
      ...(withLine ? { lineNumber: i + 1 } : {}),
      description: it.description,
      quantity: it.shipped,
      unitPrice: it.unitPrice,
      amount: it.amount,
    })),
  };
  return {
    blocks,
    truth,
    font,
    margin: 36,
    footer: footerOf(k),
    runningHeader: (p, i) =>
      p.text(`${vendor.toUpperCase()}   INVOICE ${num}   (PAGE ${i + 1})`, 36, 24, { size: 8 }),
  };
}

export const WRITTEN_S14_DOCUMENT_FAMILIES: WrittenFamilies = {
  invoice: {
    'accounting-app-activity-deposit': accountingAppActivityDeposit,
    'distributor-ordered-shipped': distributorOrderedShipped,
  },
};
