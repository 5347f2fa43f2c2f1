// Tuned statement, pay stub, invoice and financial-statement layout families written by a helper who
// does not run the engine (session 14), so the tuners meet layouts they did not design. Tuned: tests
// and tuning loops may use them. Each family is modelled on how a kind of real document is laid out
// in general (an accounting package's invoice, a distributor's ERP invoice, ...), never on what the
// engine reads well; decision 223 describes them.
import { COMPANIES, MONTHS, address, cityLine, fullAddress } from '../fake-data';
import { addDays, daysBetween, endOfMonth } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth } from '../truth';
import { cardData, cardStatementFields, type CardTx } from '../types/credit-card-statement';
import { invoiceData } from '../types/invoice';
import { FREQ_LABEL, payslipData, payslipTruth, type Item } from '../types/payslip';
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
  const paid = k.bool(0.55) ? Math.floor(total * k.pick([0.25, 0.3, 0.5])) : 0;
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
  ['BTR', 'ALKALINE BATTERY 9V, 12/PK', 'PK', 14, 31],
  ['GLS', 'SAFETY GLASSES, CLEAR ANTI-FOG', 'EA', 2.2, 7.5],
  ['HAT', 'HARD HAT TYPE I, RATCHET, WHITE', 'EA', 9, 24],
  ['NAP', 'DINNER NAPKIN 2-PLY 15X17, 3000/CS', 'CS', 39, 74],
  ['FRK', 'PP FORK, MEDIUM WEIGHT, BLACK, 1000/CS', 'CS', 15, 33],
  ['CLM', 'HINGED CONTAINER 9X9X3, 200/CS', 'CS', 41, 88],
  ['BLC', 'BLEACH 6% GERMICIDAL, 121 OZ, 3/CS', 'CS', 13, 27],
  ['FLR', 'FLOOR FINISH 25% SOLIDS, 5 GAL', 'PL', 62, 129],
  ['PAD', 'BURNISHING PAD 20", WHITE, 5/CS', 'CS', 18, 41],
  ['SOP', 'FOAM HAND SOAP REFILL 1000ML, 8/CS', 'CS', 44, 96],
  ['LBL', 'SHIPPING LABEL 4X6 THERMAL, 250/RL', 'RL', 7.5, 16],
  ['BRK', 'CIRCUIT BREAKER 20A 1-POLE', 'EA', 6.8, 19],
  ['WNT', 'WIRE NUT, YELLOW, 100/BX', 'BX', 5.5, 13],
  ['CND', 'EMT CONDUIT 3/4" X 10\'', 'EA', 7.9, 16.5],
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
  // Most orders are a page; a restocking order runs past one.
  const n = k.bool(0.3) ? k.int(22, 32) : k.int(3, 16);
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

// ------------------------------------------------------------------------------------ card statements

type Card = ReturnType<typeof cardData>;
const isCredit = (t: CardTx) => t.type === 'payment' || t.type === 'refund';

/** How a cash-back card's statement names a merchant's kind (its own words, not the merchant's). */
const ISSUER_CATEGORY: Record<string, string> = {
  Groceries: 'Supermarkets',
  Gas: 'Gasoline',
  Shopping: 'Merchandise',
  Electronics: 'Merchandise',
  Dining: 'Restaurants',
  Travel: 'Travel/Entertainment',
  Entertainment: 'Services',
  Health: 'Medical Services',
  'Home Improvement': 'Home Improvement',
  Utilities: 'Services',
};

/** The year-to-date fee and interest totals (not this period's): a year's months of charges so far. */
function yearToDate(d: Card): { fees: number; interest: number } {
  const months = Number(d.end.slice(5, 7));
  return {
    fees: round2(d.fees + (months > 2 ? 29 : 0)),
    interest: round2(d.interest + d.interest * 0.9 * Math.max(0, months - 1)),
  };
}

/**
 * A cash-back card's statement (Discover-, Capital One-like): page 1 opens with the card's name, the
 * holder and "Account ending in", then three large tiles in ruled boxes (New Balance, Minimum Payment
 * Due, Payment Due Date); the account summary as a list with signs ("Payments and Credits -",
 * "Purchases +", "Fees Charged +", "Interest Charged +", "New Balance ="), beside it the credit line,
 * the available credit, the cash credit line, the statement closing date and the days in the billing
 * period; a cash-back rewards box (its own balances, not the account's); the late and minimum payment
 * warnings with their payoff table. Page 2 lists the activity: payments and credits first, then the
 * purchases with a category column in the issuer's words (Supermarkets, Gasoline, Restaurants...),
 * each with a transaction and a post date, then fees and interest as their own short sections closed
 * by their period totals, the year-to-date totals and the interest charge calculation (the purchase
 * APR beside a cash APR that is not the account's).
 */
function cashBackTilesCategoryColumn(seed: number): GrammarOutput {
  const d = cardData(seed);
  const k = new Rng(seed ^ 0x14c0_0301);
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const headDate = k.pick(['short-month', 'long', 'us'] as const);
  const rowDate = k.pick(['month-day', 'short-month', 'us'] as const);
  const cash = (v: number) => amount(v, money);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.issuer], size: 15, bold: true },
        {
          kind: 'text',
          lines: [
            `${syn(k, ['Statement closing date', 'Closing Date', 'Statement Date'])}: ${date(d.end, headDate)}`,
            `${syn(k, ['Open to close', 'Billing period', 'Statement period'])}: ${date(d.start, headDate)} - ${date(d.end, headDate)}`,
          ],
          size: 8.5,
        },
      ],
    },
    right: {
      kind: 'text',
      lines: [
        d.holder.name,
        `${syn(k, ['Account ending in', 'Card ending in', 'Account ending'])} ${d.last4}`,
      ],
      size: 9,
      align: 'right',
    },
    split: 0.55,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'form',
    cellHeight: 34,
    captionSize: 7.5,
    rows: [
      [
        { caption: syn(k, ['New Balance', 'NEW BALANCE']), value: cash(d.newBalance) },
        { caption: syn(k, ['Minimum Payment Due', 'MINIMUM PAYMENT DUE']), value: cash(d.minimum) },
        { caption: syn(k, ['Payment Due Date', 'PAYMENT DUE DATE']), value: date(d.due, headDate) },
      ],
    ],
  });
  const signed = (label: string, v: number, sign: string) =>
    [label, `${sign} ${cash(v)}`] as [string, string];
  const summary: Block = {
    kind: 'kv',
    title: syn(k, ['Account Summary', 'ACCOUNT SUMMARY']),
    style: 'aligned',
    pairs: [
      [syn(k, ['Previous Balance', 'Previous balance']), cash(d.previous)],
      signed(syn(k, ['Payments and Credits', 'Payments & Credits']), d.payments, '-'),
      signed('Purchases', d.purchases, '+'),
      signed('Balance Transfers', 0, '+'),
      signed('Cash Advances', 0, '+'),
      signed(syn(k, ['Fees Charged', 'Fees']), d.fees, '+'),
      signed(syn(k, ['Interest Charged', 'Interest']), d.interest, '+'),
      signed('New Balance', d.newBalance, '='),
    ],
  };
  const cashLine = round2(d.limit * k.pick([0.1, 0.2, 0.3]));
  const line: Block = {
    kind: 'kv',
    title: syn(k, ['Credit Line', 'Your Credit']),
    style: 'aligned',
    pairs: [
      [syn(k, ['Credit Line', 'Credit Limit']), cash(d.limit)],
      [syn(k, ['Credit Line Available', 'Available Credit']), cash(d.available)],
      [syn(k, ['Cash Credit Line', 'Cash Advance Limit']), cash(cashLine)],
      [syn(k, ['Cash Credit Line Available', 'Available for Cash']), cash(Math.min(cashLine, d.available))],
      ['Days in Billing Period', String(daysBetween(d.start, d.end) + 1)],
    ],
  };
  blocks.push({ kind: 'pair', left: summary, right: line, split: 0.52 });
  const earned = round2(d.purchases * 0.01 + d.txs.filter((t) => t.category === 'Dining').length * 0.5);
  const opening = k.money(2, 180);
  blocks.push({
    kind: 'kv',
    title: syn(k, ['Cashback Bonus', 'Rewards Summary', 'Cash Back Rewards']),
    style: 'stacked',
    box: true,
    columns: 4,
    pairs: [
      ['Opening Balance', cash(opening)],
      [syn(k, ['Earned This Period', 'Rewards Earned']), cash(earned)],
      ['Redeemed', cash(0)],
      [syn(k, ['Rewards Balance', 'Available to Redeem']), cash(round2(opening + earned))],
    ],
  });
  const years = k.pick([8, 11, 14, 19]);
  blocks.push({
    kind: 'note',
    box: true,
    title: 'Minimum Payment Warning',
    lines: [
      'If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance. For example:',
      `Only the minimum payment: paid off in about ${years} years, estimated total ${cash(round2(d.newBalance * 1.9))}.`,
      `${cash(round2(d.newBalance / 30))} each month: paid off in 3 years, estimated total ${cash(round2(d.newBalance * 1.2))} (savings ${cash(round2(d.newBalance * 0.7))}).`,
    ],
    size: 7,
  });
  blocks.push({
    kind: 'note',
    lines: [
      `Late Payment Warning: If we do not receive your minimum payment by your due date, you may have to pay a late fee of up to ${cash(k.pick([30, 41]))} and your APRs may be increased up to the Penalty APR of 29.99%.`,
    ],
    size: 7,
  });
  // The payment coupon at the foot of page 1: the same figures again, and the holder's address.
  blocks.push({ kind: 'space', h: 18 });
  blocks.push({
    kind: 'text',
    lines: [
      '- - - - - - - - - - - - - - - Please detach and return this portion with your payment - - - - - - - - - - - - - - -',
    ],
    size: 7,
    align: 'center',
    color: 'grey',
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        d.holder.name.toUpperCase(),
        d.holder.address.street.toUpperCase(),
        cityLine(d.holder.address).toUpperCase(),
      ],
      size: 9,
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      box: true,
      size: 8.5,
      pairs: [
        [syn(k, ['Account ending in', 'Account number ending']), d.last4],
        ['New Balance', cash(d.newBalance)],
        ['Minimum Payment Due', cash(d.minimum)],
        ['Payment Due Date', date(d.due, headDate)],
        ['Amount Enclosed', '$ ______________'],
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'pageBreak' });
  // Page 2: the activity.
  const rows: TableRow[] = [];
  const ordered: CardTx[] = [];
  const catOf = (t: CardTx) =>
    t.type === 'purchase' || t.type === 'refund' ? ISSUER_CATEGORY[t.category ?? ''] : undefined;
  const section = (title: string, txs: CardTx[], total?: string) => {
    if (txs.length === 0 && !total) return;
    rows.push({ kind: 'section', cells: [title, '', '', '', ''] });
    for (const t of txs) {
      ordered.push(t);
      rows.push({
        cells: [
          date(t.date, rowDate),
          date(t.postDate, rowDate),
          t.description,
          catOf(t) ?? '',
          cash(isCredit(t) ? -t.amount : t.amount),
        ],
      });
    }
    if (total)
      rows.push({ kind: 'subtotal', cells: ['', '', total, '', cash(sum(txs.map((t) => t.amount)))] });
  };
  section(syn(k, ['Payments and Credits', 'PAYMENTS AND CREDITS']), d.txs.filter(isCredit));
  section(
    syn(k, ['Purchases', 'PURCHASES']),
    d.txs.filter((t) => t.type === 'purchase'),
  );
  section(
    syn(k, ['Fees', 'FEES']),
    d.txs.filter((t) => t.type === 'fee'),
    'Total Fees for This Period',
  );
  section(
    syn(k, ['Interest Charged', 'INTEREST CHARGED']),
    d.txs.filter((t) => t.type === 'interest'),
    'Total Interest for This Period',
  );
  blocks.push({
    kind: 'table',
    title: syn(k, ['Transactions', 'Account Activity', 'Transaction Detail']),
    columns: [
      col(syn(k, ['Trans. Date', 'Trans Date']), 0.9),
      col(syn(k, ['Post Date', 'Posted']), 0.9),
      col('Description', 3.6, 'left', true),
      col(syn(k, ['Category', 'Merchant Category']), 1.5),
      col('Amount', 1.1, 'right'),
    ],
    rows,
    ruling: k.pick(['rules', 'none'] as const),
    repeatHeader: true,
    continuedNote: 'Continued on next page',
  });
  const ytd = yearToDate(d);
  blocks.push({
    kind: 'kv',
    title: `${d.end.slice(0, 4)} ${syn(k, ['Totals Year-to-Date', 'Year-to-Date Totals'])}`,
    style: 'aligned',
    pairs: [
      [`Total Fees Charged in ${d.end.slice(0, 4)}`, cash(ytd.fees)],
      [`Total Interest Charged in ${d.end.slice(0, 4)}`, cash(ytd.interest)],
    ],
  });
  const cashApr = round2(Math.min(29.99, d.apr + 5));
  blocks.push({
    kind: 'table',
    title: 'Interest Charge Calculation',
    columns: [
      col('Type of Balance', 2.2),
      col('Annual Percentage Rate (APR)', 1.6, 'right'),
      col('Balance Subject to Interest Rate', 1.8, 'right'),
      col('Interest Charge', 1.2, 'right'),
    ],
    rows: [
      {
        cells: [
          'Purchases',
          `${d.apr.toFixed(2)}% (v)`,
          cash(d.interest > 0 ? round2((d.interest * 12 * 100) / d.apr) : 0),
          cash(d.interest),
        ],
      },
      { cells: ['Cash Advances', `${cashApr.toFixed(2)}% (v)`, cash(0), cash(0)] },
    ],
    ruling: 'none',
    repeatHeader: false,
  });
  // Drawn in the order the page rendering drew them before (margin, footer, then the running header's words).
  const margin = k.int(36, 46);
  const footer = footerOf(k);
  const ending = syn(k, ['Account ending in', 'Account ending']);
  return {
    blocks,
    truth: {
      documentType: 'credit_card_statement',
      fields: cardStatementFields(d),
      transactions: ordered.map((t) => {
        const category = catOf(t);
        return {
          transactionDate: t.date,
          postDate: t.postDate,
          description: t.description,
          ...(category ? { category } : {}),
          transactionType: t.type,
          amount: t.amount,
        };
      }),
    },
    font: 'helvetica',
    margin,
    footer,
    runningHeader: (p) => p.text(`${d.holder.name}   ${ending} ${d.last4}`, 40, 26, { size: 8 }),
  };
}

/**
 * A credit union's Visa statement as its card processor prints it: the member's name and address
 * top left, the credit union's name and a box of account figures top right (account number masked,
 * statement closing date, payment due date, credit limit, available credit, minimum payment due);
 * the account summary as one strip of columns that reads as an equation (Previous Balance, Payments &
 * Credits, Purchases & Advances, Fees Charged, Interest Charged, New Balance); the transactions with
 * a transaction date and a post date (in either order), a long reference number, the description,
 * and two amount columns, payments and credits apart from charges, closed by a totals row whose
 * charges total adds purchases, fees and interest; fee and interest rows among the transactions; a
 * box of this period's and the year's fees and interest; the interest charge calculation with a daily
 * periodic rate beside the APR; a rewards points box (points, not dollars). Long activity runs on to
 * page 2 under a repeated header.
 */
function creditUnionStripReference(seed: number): GrammarOutput {
  const d = cardData(seed);
  const k = new Rng(seed ^ 0x14c0_0302);
  const money: AmountStyle = { currency: '', thousands: true, negative: 'minus', zero: 'number' };
  const cash = (v: number) => `$${plain(v, money, { currency: false })}`;
  const headDate = k.pick(['us', 'us-short-year'] as const);
  const rowDate = k.pick(['us-short-year', 'month-day', 'us'] as const);
  const union = k.pick([
    'Tri-Valley Federal Credit Union',
    'Heritage Members Credit Union',
    'Riverbend Community FCU',
    'Cornerstone Teachers Credit Union',
  ]);
  // The credit union issues the card; the card's product name is not the issuer.
  const product = k.pick(['Visa Platinum Rewards', 'Visa Signature', 'Platinum Mastercard', 'Visa Classic']);
  const masked = k.pick([
    `XXXX-XXXX-XXXX-${d.last4}`,
    `************${d.last4}`,
    `4${k.digits(3)} XXXX XXXX ${d.last4}`,
  ]);
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [union], size: 13, bold: true },
        { kind: 'text', lines: [product, `P.O. Box ${k.int(1000, 99999)}`], size: 8.5, color: 'grey' },
        { kind: 'space', h: 14 },
        {
          kind: 'text',
          lines: [
            d.holder.name.toUpperCase(),
            d.holder.address.street.toUpperCase(),
            cityLine(d.holder.address).toUpperCase(),
          ],
          size: 9,
        },
      ],
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      box: true,
      size: 8.5,
      pairs: [
        [syn(k, ['Account Number', 'Card Number']), masked],
        [syn(k, ['Statement Closing Date', 'Closing Date']), date(d.end, headDate)],
        [syn(k, ['Payment Due Date', 'Due Date']), date(d.due, headDate)],
        [syn(k, ['Credit Limit', 'Credit Line']), cash(d.limit)],
        [syn(k, ['Available Credit', 'Credit Available']), cash(d.available)],
        [syn(k, ['Minimum Payment Due', 'Minimum Payment']), cash(d.minimum)],
        [syn(k, ['New Balance', 'Statement Balance']), cash(d.newBalance)],
      ],
    },
    split: 0.5,
  });
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({
    kind: 'text',
    lines: [
      `${syn(k, ['Billing Cycle', 'Statement Period'])} ${date(d.start, headDate)} ${syn(k, ['to', 'through', '-'])} ${date(d.end, headDate)}`,
    ],
    size: 8.5,
  });
  blocks.push({
    kind: 'table',
    title: syn(k, ['ACCOUNT SUMMARY', 'Summary of Account Activity']),
    columns: [
      col('Previous\nBalance', 1, 'right'),
      col(syn(k, ['Payments &\nCredits', 'Payments/\nCredits']) + ' (-)', 1, 'right'),
      col(syn(k, ['Purchases &\nAdvances', 'Purchases/\nAdvances']) + ' (+)', 1, 'right'),
      col('Fees\nCharged (+)', 1, 'right'),
      col(syn(k, ['Interest\nCharged (+)', 'Finance\nCharge (+)']), 1, 'right'),
      col('New\nBalance (=)', 1, 'right'),
    ],
    rows: [
      {
        cells: [d.previous, d.payments, d.purchases, d.fees, d.interest, d.newBalance].map((v) =>
          plain(v, money, { currency: false }),
        ),
      },
    ],
    ruling: 'grid',
    repeatHeader: false,
  });
  const refs = new Map(
    d.txs.map((t) => [t, `${k.pick(['2', '7', '8'])}${k.digits(6)}${k.digits(8)}${k.digits(8)}`]),
  );
  const postFirst = k.bool(0.5);
  const ordered = [...d.txs];
  const charges = sum(ordered.filter((t) => !isCredit(t)).map((t) => t.amount));
  const rows: TableRow[] = ordered.map((t) => {
    const dates = [date(t.date, rowDate), date(t.postDate, rowDate)];
    if (postFirst) dates.reverse();
    return {
      cells: [
        ...dates,
        refs.get(t) ?? '',
        t.description,
        isCredit(t) ? plain(t.amount, money, { currency: false }) : '',
        isCredit(t) ? '' : plain(t.amount, money, { currency: false }),
      ],
    };
  });
  rows.push({
    kind: 'subtotal',
    cells: [
      '',
      '',
      '',
      syn(k, ['TOTALS', 'Totals This Period']),
      plain(d.payments, money, { currency: false }),
      plain(charges, money, { currency: false }),
    ],
  });
  const [dateA, dateB] = postFirst ? ['Post\nDate', 'Trans\nDate'] : ['Trans\nDate', 'Post\nDate'];
  blocks.push({
    kind: 'table',
    title: syn(k, ['TRANSACTIONS', 'Transaction Detail']),
    columns: [
      col(dateA, 0.7),
      col(dateB, 0.7),
      col('Reference Number', 2),
      col('Transaction Description', 3.2, 'left', true),
      col(syn(k, ['Payments &\nCredits', 'Credits']), 1, 'right'),
      col(syn(k, ['Purchases &\nCharges', 'Charges']), 1, 'right'),
    ],
    rows,
    ruling: k.pick(['zebra', 'rules', 'none'] as const),
    repeatHeader: true,
    continuedNote: syn(k, ['Continued on page 2', '(continued)']),
    size: 7.5,
  });
  const ytd = yearToDate(d);
  blocks.push({
    kind: 'table',
    title: 'FEES AND INTEREST CHARGED',
    columns: [
      col('', 3),
      col('This Period', 1, 'right'),
      col(`Year-to-Date ${d.end.slice(0, 4)}`, 1.2, 'right'),
    ],
    rows: [
      { cells: ['Total Fees Charged', cash(d.fees), cash(ytd.fees)] },
      { cells: ['Total Interest Charged', cash(d.interest), cash(ytd.interest)] },
    ],
    ruling: 'rules',
    repeatHeader: false,
  });
  const balanceSubject = d.interest > 0 ? round2((d.interest * 12 * 100) / d.apr) : 0;
  blocks.push({
    kind: 'table',
    title: 'INTEREST CHARGE CALCULATION',
    columns: [
      col('Type of Balance', 1.6),
      col('Daily Periodic Rate', 1.1, 'right'),
      col('Annual Percentage Rate', 1.2, 'right'),
      col('Average Daily Balance', 1.2, 'right'),
      col('Interest Charge', 1, 'right'),
    ],
    rows: [
      {
        cells: [
          'PURCHASES',
          `${(d.apr / 365).toFixed(5)}%`,
          `${d.apr.toFixed(2)}%`,
          cash(balanceSubject),
          cash(d.interest),
        ],
      },
      { cells: ['CASH ADVANCES', `${(d.apr / 365).toFixed(5)}%`, `${d.apr.toFixed(2)}%`, cash(0), cash(0)] },
    ],
    ruling: 'none',
    repeatHeader: false,
  });
  const points = k.int(800, 60000);
  const earnedPoints = Math.round(d.purchases);
  blocks.push({
    kind: 'kv',
    title: syn(k, ['REWARDS SUMMARY', 'Points Summary']),
    style: 'stacked',
    columns: 4,
    box: true,
    pairs: [
      ['Beginning Points', points.toLocaleString('en-US')],
      ['Points Earned', earnedPoints.toLocaleString('en-US')],
      ['Points Redeemed', '0'],
      ['Ending Points', (points + earnedPoints).toLocaleString('en-US')],
    ],
  });
  blocks.push({
    kind: 'note',
    lines: [
      `Billing Rights Summary: in case of errors or questions about your statement, write to ${union}, P.O. Box ${k.int(1000, 99999)}. Lost or stolen card: call 1-800-${k.int(200, 999)}-${k.digits(4)} 24 hours a day.`,
    ],
    size: 6.5,
  });
  return {
    blocks,
    truth: {
      documentType: 'credit_card_statement',
      fields: { ...cardStatementFields(d), cardIssuer: union },
      transactions: ordered.map((t) => ({
        transactionDate: t.date,
        postDate: t.postDate,
        description: t.description,
        transactionType: t.type,
        amount: t.amount,
      })),
    },
    font: k.pick(['helvetica', 'times'] as const),
    margin: 36,
    footer: footerOf(k),
    runningHeader: (p) =>
      p.text(`${union}   ${d.holder.name.toUpperCase()}   ${masked}`, 36, 24, { size: 7.5 }),
  };
}

// ------------------------------------------------------------------------------------ pay stubs

/** A stub's items with the provider's own names for them (the truth follows what is printed). */
function named(items: readonly Item[], names: Record<string, string>): Item[] {
  return items.map((i) => ({ ...i, description: names[i.description] ?? i.description }));
}

const sumOf = (xs: readonly Item[], key: 'amount' | 'ytdAmount') => sum(xs.map((i) => i[key]));

/** A payroll provider's deposit split: most of the net pay to checking, a fixed sum to savings on some stubs. */
function depositSplit(k: Rng, net: number): [string, string, number][] {
  const [checking, savings] = k.pick([
    ['Checking', 'Savings'],
    ['CHECKING', 'SAVINGS'],
    ['Checking DD', 'Savings DD'],
  ] as const);
  const toChecking: [string, string, number] = [checking, `XXXXXX${k.digits(4)}`, net];
  if (net < 300 || k.bool(0.5)) return [toChecking];
  const fixed = k.pick([50, 100, 150, 200, 250]);
  return [
    [savings, `XXXXXX${k.digits(4)}`, fixed],
    [checking, toChecking[1], round2(net - fixed)],
  ];
}

/**
 * A large payroll provider's earnings statement (ADP-like): the company code, file, department and
 * clock numbers in a row of codes; the employer top left and "Earnings Statement" with the period
 * beginning and ending and the pay date top right; the filing status and allowances left, the
 * employee's mailing address right (a window envelope's); on the left, the earnings with rate, hours,
 * this period and year to date, GROSS PAY, then the deductions in two groups, "Statutory" (the taxes)
 * and "Other" (benefits, dues), each current amount printed with a minus and its year to date without
 * (starred ones excluded from federal taxable wages), then total deductions and NET PAY; the federal
 * taxable wages of the period (another amount); on the right, "Other Benefits and Information" (an
 * employer match, life insurance and time-off balances: memo amounts that are not the employee's
 * pay), the deposits the net pay went to, and important notes. A non-negotiable deposit advice at the
 * foot repeats the pay date and the net amount.
 */
function payrollStatementStatutoryOther(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x14c0_0401);
  const st = d.employerAddress.state;
  const items = named(d.items, {
    'Regular Pay': 'Regular',
    'Federal Income Tax': 'Federal Income Tax',
    'Social Security': 'Social Security Tax',
    Medicare: 'Medicare Tax',
    'State Income Tax': `${st} State Income Tax`,
    '401(k) Contribution': k.pick(['401K', '401(k)']),
    'Medical Insurance': 'Medical',
    'Health Insurance PPO': 'Medical PPO',
    'Dental Insurance': 'Dental',
  });
  const money: AmountStyle = { currency: '', thousands: true, negative: 'minus', zero: 'number' };
  const m = (v: number) => plain(v, money, { currency: false });
  const neg = (v: number) => amount(-v, money, { currency: false });
  const dstyle = k.pick(['us', 'us-short-year'] as const);
  const earnings = items.filter((i) => i.itemType === 'earning');
  const taxes = items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const other = items.filter((i) => i.itemType === 'deduction' && i.deductionCategory !== 'taxes');
  const pretax = (i: Item) => i.deductionCategory === 'benefits';
  const blocks: Block[] = [];
  blocks.push({
    kind: 'table',
    columns: ['CO.', 'FILE', 'DEPT.', 'CLOCK', 'VCHR. NO.'].map((h) => col(h, 1)),
    rows: [
      {
        cells: [
          `${k.pick(['A', 'K', 'T', 'W'])}${k.pick(['B', 'X', 'Q'])}${k.pick(['C', 'Z', 'N'])}`,
          k.digits(6),
          k.digits(6),
          k.digits(5),
          k.digits(7),
        ],
      },
    ],
    ruling: 'none',
    repeatHeader: false,
    size: 7,
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
      size: 9,
    },
    right: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: ['Earnings Statement'], size: 14, bold: true, align: 'right' },
        {
          kind: 'kv',
          style: 'aligned',
          size: 8.5,
          pairs: [
            ['Period Beginning:', date(d.start, dstyle)],
            ['Period Ending:', date(d.end, dstyle)],
            ['Pay Date:', date(d.payDate, dstyle)],
          ],
        },
      ],
    },
    split: 0.55,
  });
  const fed = k.pick(['Single', 'Married', 'Head of Household']);
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [
        `Taxable Marital Status: ${fed}`,
        `Exemptions/Allowances:`,
        `Federal:  ${k.pick(['Std W/H Table', '0', '1', '2'])}`,
        `${st}:  ${k.int(0, 3)}`,
        `Employee ID: ${d.employeeId}`,
      ],
      size: 8,
    },
    right: {
      kind: 'text',
      lines: [
        d.employee.name.toUpperCase(),
        d.employee.address.street.toUpperCase(),
        cityLine(d.employee.address).toUpperCase(),
      ],
      size: 10,
      bold: true,
    },
    split: 0.5,
  });
  const leftRows: TableRow[] = [
    ...earnings.map((i) => ({
      cells: [
        i.description,
        i.rate === null ? '' : i.rate.toFixed(4),
        i.hours === null ? '' : i.hours.toFixed(2),
        m(i.amount),
        m(i.ytdAmount),
      ],
    })),
    { kind: 'subtotal', cells: ['Gross Pay', '', '', `$${m(d.gross)}`, m(d.ytdGross)] },
    { kind: 'section', cells: ['Deductions   Statutory', '', '', '', ''] },
    ...taxes.map((i) => ({ cells: [i.description, '', '', neg(i.amount), m(i.ytdAmount)] })),
    ...(other.length ? [{ kind: 'section' as const, cells: ['Other', '', '', '', ''] }] : []),
    ...other.map((i) => ({
      cells: [`${i.description}${pretax(i) ? '*' : ''}`, '', '', neg(i.amount), m(i.ytdAmount)],
    })),
    {
      kind: 'subtotal',
      cells: [
        syn(k, ['Total Deductions', 'Deductions Total']),
        '',
        '',
        neg(d.deductions),
        m(d.ytdDeductions),
      ],
    },
    { kind: 'subtotal', cells: ['Net Pay', '', '', `$${m(d.net)}`, m(d.ytdNet)] },
  ];
  const left: Block = {
    kind: 'stack',
    blocks: [
      {
        kind: 'table',
        columns: [
          col('Earnings', 2.1),
          col('rate', 1, 'right'),
          col('hours', 0.9, 'right'),
          col('this period', 1.2, 'right'),
          col('year to date', 1.3, 'right'),
        ],
        rows: leftRows,
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
      {
        kind: 'note',
        lines: [
          ...(other.some(pretax) ? ['* Excluded from federal taxable wages'] : []),
          `Your federal taxable wages this period are $${m(round2(d.gross - sumOf(other.filter(pretax), 'amount')))}`,
        ],
        size: 7,
      },
    ],
  };
  const match = round2(d.gross * k.pick([0.03, 0.04, 0.05]));
  const deposits = depositSplit(k, d.net);
  const right: Block = {
    kind: 'stack',
    blocks: [
      {
        kind: 'table',
        columns: [
          col('Other Benefits and Information', 2.2),
          col('this period', 1, 'right'),
          col('total to date', 1.1, 'right'),
        ],
        rows: [
          { cells: [k.pick(['Er 401K Match', 'Employer 401(k) Match']), m(match), m(round2(match * 7.5))] },
          { cells: ['Group Term Life', m(k.money(2, 12)), ''] },
          { cells: [k.pick(['Vacation Bal', 'PTO Balance']), `${(k.int(0, 160) + 0.5).toFixed(2)}`, ''] },
          { cells: [k.pick(['Sick Bal', 'Sick Hours Avail']), `${k.int(0, 48).toFixed(2)}`, ''] },
        ],
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
      {
        kind: 'table',
        columns: [
          col('Deposits', 1.2),
          col('account number', 1.4),
          col('transit ABA', 1.2),
          col('amount', 1, 'right'),
        ],
        rows: deposits.map(([kind, acct, v]) => ({ cells: [kind, acct, `XXXXXXXXX`, m(v)] })),
        ruling: 'none',
        repeatHeader: false,
        size: 7.5,
      },
      {
        kind: 'note',
        title: 'Important Notes',
        lines: [
          k.pick([
            'OPEN ENROLLMENT FOR BENEFITS ENDS THE LAST FRIDAY OF THIS MONTH.',
            'PLEASE REVIEW YOUR W-4 ELECTIONS ONCE A YEAR.',
            'VISIT THE EMPLOYEE PORTAL TO VIEW YOUR PAY HISTORY.',
          ]),
        ],
        size: 7,
      },
    ],
  };
  blocks.push({ kind: 'space', h: 6 });
  blocks.push({ kind: 'pair', left, right, split: 0.54 });
  blocks.push({ kind: 'space', h: 10 });
  blocks.push({
    kind: 'text',
    lines: [
      '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
    ],
    size: 7,
    align: 'center',
    color: 'grey',
  });
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'text',
      lines: [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
      size: 8,
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      size: 8,
      pairs: [
        ['Advice number:', `0000${k.digits(6)}`],
        ['Pay date:', date(d.payDate, dstyle)],
      ],
    },
    split: 0.55,
  });
  blocks.push({
    kind: 'table',
    columns: [
      col('Deposited to the account of', 2.4),
      col('account number', 1.3),
      col('transit ABA', 1.2),
      col('amount', 1, 'right'),
    ],
    rows: deposits.map(([, acct, v]) => ({
      cells: [d.employee.name.toUpperCase(), acct, 'XXXX XXXX', m(v)],
    })),
    ruling: 'none',
    repeatHeader: false,
    size: 8,
  });
  blocks.push({
    kind: 'text',
    lines: ['NON-NEGOTIABLE'],
    size: 12,
    bold: true,
    align: 'center',
    color: 'grey',
  });
  return {
    blocks,
    truth: payslipTruth(d, { hours: true, frequency: false }, items),
    font: 'helvetica',
    margin: 34,
  };
}

/**
 * A small-business payroll app's pay stub (Gusto-, Paychex Flex-, QuickBooks Payroll-like): the
 * employer's name and address, "Pay Stub" and the check date; the employee's name, a masked SSN, the
 * pay period on one line with an en dash and the pay schedule; three summary tiles (Gross Pay, Taxes &
 * Deductions, Net Pay), each with its year to date under it; then full-width tables one under the
 * other: earnings (rate, hours, current, YTD), employee taxes withheld, pre-tax deductions and
 * post-tax deductions, each closed by its own total; the employer's contributions and taxes (amounts
 * the employer pays, not deductions from this pay); time-off hours (accrued, used, available); the net
 * pay's distribution to the bank accounts. Dates are written out ("Mar 15, 2024").
 */
function payrollAppTilesTimeOff(seed: number): GrammarOutput {
  const d = payslipData(seed);
  const k = new Rng(seed ^ 0x14c0_0402);
  const items = named(d.items, {
    'Regular Pay': k.pick(['Regular Hours', 'Regular', 'Salary']),
    'Federal Income Tax': 'Federal Income Tax',
    'Social Security': 'Social Security',
    Medicare: 'Medicare',
    'State Income Tax': `${d.employerAddress.state} Withholding`,
    '401(k) Contribution': k.pick(['401(k)', '401k Employee']),
    'Medical Insurance': k.pick(['Medical', 'Health Insurance']),
  });
  const money: AmountStyle = { currency: '$', thousands: true, negative: 'minus', zero: 'number' };
  const cash = (v: number) => amount(v, money);
  const dstyle = k.pick(['short-month', 'long'] as const);
  const earnings = items.filter((i) => i.itemType === 'earning');
  const taxes = items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'taxes');
  const pre = items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'benefits');
  const post = items.filter((i) => i.itemType === 'deduction' && i.deductionCategory === 'other');
  const ordered = [...earnings, ...taxes, ...pre, ...post];
  const blocks: Block[] = [];
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'stack',
      blocks: [
        { kind: 'text', lines: [d.employer], size: 14, bold: true },
        {
          kind: 'text',
          lines: [`${d.employerAddress.street}, ${cityLine(d.employerAddress)}`],
          size: 8.5,
          color: 'grey',
        },
      ],
    },
    right: {
      kind: 'text',
      lines: [
        syn(k, ['Pay Stub', 'Earnings Statement', 'Paystub']),
        `${syn(k, ['Check Date', 'Pay Day', 'Pay date'])}: ${date(d.payDate, dstyle)}`,
      ],
      size: 11,
      align: 'right',
    },
    split: 0.6,
  });
  blocks.push({ kind: 'rule' });
  const withId = k.bool(0.6);
  const id: [string, string] = withId ? ['Employee ID', d.employeeId] : ['SSN', `XXX-XX-${k.digits(4)}`];
  const period: [string, string] = [
    syn(k, ['Pay Period', 'Pay period']),
    `${date(d.start, dstyle)} – ${date(d.end, dstyle)}`,
  ];
  const schedule: [string, string] = [syn(k, ['Pay Schedule', 'Pay Frequency']), FREQ_LABEL[d.frequency]];
  const method: [string, string] = ['Payment Method', syn(k, ['Direct Deposit', 'Direct deposit'])];
  blocks.push({
    kind: 'kv',
    style: 'stacked',
    columns: 3,
    // The address last, in the right-hand column, where a long one has the margin to run into.
    pairs: [
      ['Employee', d.employee.name],
      id,
      period,
      schedule,
      method,
      ['Address', `${d.employee.address.street}, ${cityLine(d.employee.address)}`],
    ],
  });
  blocks.push({ kind: 'space', h: 4 });
  const ytd = syn(k, ['YTD', 'Year to date']);
  blocks.push({
    kind: 'form',
    cellHeight: 40,
    captionSize: 7.5,
    rows: [
      [
        {
          caption: syn(k, ['Gross Pay', 'Gross Earnings']),
          value: '',
          lines: [cash(d.gross), `${ytd} ${cash(d.ytdGross)}`],
        },
        {
          caption: syn(k, ['Taxes & Deductions', 'Total Deductions', 'Deductions & Taxes']),
          value: '',
          lines: [cash(d.deductions), `${ytd} ${cash(d.ytdDeductions)}`],
        },
        {
          caption: syn(k, ['Net Pay', 'Take Home Pay']),
          value: '',
          lines: [cash(d.net), `${ytd} ${cash(d.ytdNet)}`],
        },
      ],
    ],
  });
  const cur = syn(k, ['Current', 'This Period', 'Amount']);
  const section = (title: string, list: Item[], totalLabel: string, withHours = false): Block => ({
    kind: 'table',
    columns: [
      col(title, 3),
      ...(withHours ? [col('Rate', 1, 'right'), col('Hours', 0.9, 'right')] : []),
      col(cur, 1.2, 'right'),
      col(ytd, 1.3, 'right'),
    ],
    rows: [
      ...list.map((i) => ({
        cells: [
          i.description,
          ...(withHours
            ? [i.rate === null ? '' : cash(i.rate), i.hours === null ? '' : i.hours.toFixed(2)]
            : []),
          cash(i.amount),
          cash(i.ytdAmount),
        ],
      })),
      {
        kind: 'subtotal' as const,
        cells: [
          totalLabel,
          ...(withHours ? ['', ''] : []),
          cash(sumOf(list, 'amount')),
          cash(sumOf(list, 'ytdAmount')),
        ],
      },
    ],
    ruling: 'rules',
    repeatHeader: false,
    size: 8,
  });
  blocks.push(section('Earnings', earnings, syn(k, ['Gross Earnings', 'Total Earnings']), true));
  blocks.push(section(syn(k, ['Employee Taxes Withheld', 'Employee Taxes']), taxes, 'Total Employee Taxes'));
  if (pre.length) blocks.push(section('Pre-Tax Deductions', pre, 'Total Pre-Tax Deductions'));
  if (post.length) blocks.push(section('Post-Tax Deductions', post, 'Total Post-Tax Deductions'));
  const er: [string, number][] = [
    ['Social Security', round2(d.gross * 0.062)],
    ['Medicare', round2(d.gross * 0.0145)],
    ['FUTA', round2(Math.min(d.gross, 7000) * 0.006)],
    [`${d.employerAddress.state} SUTA`, round2(d.gross * k.pick([0.011, 0.027, 0.034]))],
    ...(pre.some((i) => /401/.test(i.description))
      ? ([['401(k) Match', round2(d.gross * 0.03)]] as [string, number][])
      : []),
  ];
  blocks.push({
    kind: 'table',
    columns: [
      col(syn(k, ['Employer Contributions & Taxes', 'Company Contributions']), 3),
      col(cur, 1.2, 'right'),
    ],
    rows: er.map(([l, v]) => ({ cells: [l, cash(v)] })),
    ruling: 'none',
    repeatHeader: false,
    size: 7.5,
  });
  const accrued = k.pick([1.54, 3.08, 4.62, 6.67]);
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'table',
      columns: [
        col('Time Off', 1.6),
        col('Accrued', 1, 'right'),
        col('Used', 0.8, 'right'),
        col('Available', 1, 'right'),
      ],
      rows: [
        {
          cells: [
            syn(k, ['Vacation', 'Paid Time Off']),
            accrued.toFixed(2),
            k.pick(['0.00', '8.00']),
            (k.int(8, 120) + accrued).toFixed(2),
          ],
        },
        { cells: ['Sick', (accrued / 2).toFixed(2), '0.00', (k.int(4, 40) + accrued / 2).toFixed(2)] },
      ],
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    },
    right: {
      kind: 'table',
      columns: [col('Net Pay Distribution', 2), col('Account', 1.2), col('Amount', 1, 'right')],
      rows: depositSplit(k, d.net).map(([kind, acct, v]) => ({
        cells: [kind, `****${acct.slice(-4)}`, cash(v)],
      })),
      ruling: 'none',
      repeatHeader: false,
      size: 7.5,
    },
    split: 0.5,
  });
  const truth = payslipTruth(d, { hours: true, frequency: true }, ordered);
  // A stub that prints the masked SSN instead of the employee ID has no employee ID to read.
  if (!withId) delete truth.fields.employeeId;
  return {
    blocks,
    truth,
    font: 'helvetica',
    margin: k.int(36, 44),
    ...(k.bool(0.5) ? { footer: footerOf(k) } : {}),
  };
}

// ------------------------------------------------------------------------------------ cash flow

const QUARTER_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** A small business's cash flow accounts as an accounting package names them, by section. */
const CF_ACCOUNTS: Record<'adjust' | 'investing' | 'financing', [string, number, number, -1 | 0 | 1][]> = {
  adjust: [
    ['Accounts Receivable (A/R)', 2_000, 60_000, 0],
    ['Inventory Asset', 1_000, 40_000, 0],
    ['Prepaid Expenses', 300, 8_000, 0],
    ['Accounts Payable (A/P)', 1_000, 35_000, 0],
    ['Credit Card Payable', 200, 9_000, 0],
    ['Payroll Liabilities', 300, 12_000, 0],
    ['Sales Tax Payable', 100, 6_000, 0],
    ['Accumulated Depreciation', 500, 15_000, 1],
  ],
  investing: [
    ['Furniture and Equipment', 800, 30_000, -1],
    ['Vehicles', 5_000, 45_000, -1],
    ['Leasehold Improvements', 2_000, 40_000, -1],
    ['Security Deposits', 500, 6_000, 0],
  ],
  financing: [
    ['Notes Payable', 2_000, 50_000, 0],
    ['Line of Credit', 1_000, 25_000, 0],
    ["Owner's Investment", 1_000, 40_000, 1],
    ["Owner's Pay & Personal Expenses", 2_000, 45_000, -1],
    ['Loan from Shareholder', 1_000, 20_000, 0],
  ],
};

/**
 * An accounting package's Statement of Cash Flows run by quarter (QuickBooks Online-, Xero-like
 * report export): the company, the report's name and the period ("January - December 2024", or a
 * fiscal year from July) centred; one column per quarter and a TOTAL column; OPERATING ACTIVITIES with
 * the net income, then "Adjustments to reconcile Net Income to Net Cash provided by operations:" and
 * the balance-sheet accounts' changes indented under it (receivables, inventory, payables, credit
 * card, payroll liabilities, sales tax, accumulated depreciation), their own "Total Adjustments ..."
 * line, then the net cash provided by operating activities; INVESTING and FINANCING ACTIVITIES with
 * the package's account names (owner's investment and owner's pay, notes payable, a line of credit);
 * NET CASH INCREASE FOR PERIOD, cash at the beginning and end of each column (each quarter's
 * beginning is the last one's end). Quarters with no activity print blank; negatives with a minus or
 * in parentheses; the basis and the time the report was run at the foot (not the report's date).
 * The truth's amounts are the TOTAL column's.
 */
function quarterColumnsCashFlow(seed: number): GrammarOutput {
  const k = new Rng(seed ^ 0x14c0_0501);
  const company = k.pick([...COMPANIES]);
  const year = k.int(2021, 2025);
  const fiscalJuly = k.bool(0.3);
  const startMonth = fiscalJuly ? 7 : 1;
  const startYear = fiscalJuly ? year - 1 : year;
  const month = (i: number) => ({
    y: startYear + Math.floor((startMonth - 1 + i) / 12),
    m: ((startMonth - 1 + i) % 12) + 1,
  });
  const start = `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
  const last = month(11);
  const end = endOfMonth(last.y, last.m);
  const quarters = [0, 1, 2, 3].map((q) => {
    const a = month(q * 3);
    const b = month(q * 3 + 2);
    return `${QUARTER_MONTHS[a.m - 1]} - ${QUARTER_MONTHS[b.m - 1]} ${b.y}`;
  });
  const money: AmountStyle = {
    currency: '',
    thousands: true,
    negative: k.pick(['minus', 'parens'] as const),
    zero: 'number',
  };
  const blankZero = k.bool(0.6);
  const cell = (v: number) => (v === 0 && blankZero ? '' : amount(v, money));
  // Section totals carry "$" in the TOTAL column ("-$22,783.80", "($7,602.23)").
  const totalCell = (v: number, strong = false) => amount(v, strong ? { ...money, currency: '$' } : money);
  /** Four quarterly amounts; an account is quiet in some quarters. */
  const quarterly = (lo: number, hi: number, sign: -1 | 0 | 1): number[] =>
    [0, 1, 2, 3].map(() => {
      if (k.bool(0.2)) return 0;
      const s = sign === 0 ? (k.bool() ? 1 : -1) : sign;
      return round2(s * k.money(lo / 4, hi / 4));
    });
  type CfLine = { name: string; q: number[]; total: number };
  const line = (name: string, q: number[]): CfLine => ({ name, q, total: sum(q) });
  const pickSome = (list: [string, number, number, -1 | 0 | 1][], lo: number, hi: number) =>
    k
      .shuffle(list)
      .slice(0, k.int(lo, hi))
      .sort((a, b) => list.indexOf(a) - list.indexOf(b))
      .map(([n, a, b, sg]) => line(n, quarterly(a, b, sg)));
  const netIncome = line(
    'Net Income',
    [0, 1, 2, 3].map(() => round2(k.money(3_000, 90_000) * (k.bool(0.85) ? 1 : -1))),
  );
  const adjustments = pickSome(CF_ACCOUNTS.adjust, 3, 6);
  const investing = pickSome(CF_ACCOUNTS.investing, 1, 3);
  const financing = pickSome(CF_ACCOUNTS.financing, 1, 3);
  const colSum = (ls: CfLine[]) => [0, 1, 2, 3].map((i) => sum(ls.map((l) => l.q[i] ?? 0)));
  const adjQ = colSum(adjustments);
  const opQ = colSum([netIncome, ...adjustments]);
  const invQ = colSum(investing);
  const finQ = colSum(financing);
  const netQ = [0, 1, 2, 3].map((i) => round2((opQ[i] ?? 0) + (invQ[i] ?? 0) + (finQ[i] ?? 0)));
  // Opening cash large enough that no quarter ends overdrawn.
  let lowest = 0;
  let run = 0;
  for (const v of netQ) {
    run = round2(run + v);
    lowest = Math.min(lowest, run);
  }
  const beginning = round2(-lowest + k.money(2_000, 150_000));
  const begQ: number[] = [];
  const endQ: number[] = [];
  let cash = beginning;
  for (const v of netQ) {
    begQ.push(cash);
    cash = round2(cash + v);
    endQ.push(cash);
  }
  const tot = (q: number[]) => sum(q);
  const row = (
    label: string,
    q: number[],
    total: number,
    kind: TableRow['kind'] = 'data',
    strong = false,
  ): TableRow => ({
    kind,
    cells: [label, ...q.map(cell), totalCell(total, strong)],
  });
  const heading = (label: string): TableRow => ({ kind: 'section', cells: [label, '', '', '', '', ''] });
  // One package, one casing: totals in sentence case or title case, the closing lines as the package prints them.
  const titleCase = k.bool();
  const netOf = (what: string) =>
    titleCase
      ? `Net Cash provided by ${what} Activities`
      : `Net cash provided by ${what.toLowerCase()} activities`;
  const opLabel = netOf('Operating');
  const rows: TableRow[] = [
    heading('OPERATING ACTIVITIES'),
    row('Net Income', netIncome.q, netIncome.total),
    {
      kind: 'data',
      cells: ['Adjustments to reconcile Net Income to Net Cash provided by operations:', '', '', '', '', ''],
    },
    ...adjustments.map((l) => row(l.name, l.q, l.total)),
    row(
      'Total Adjustments to reconcile Net Income to Net Cash provided by operations:',
      adjQ,
      tot(adjQ),
      'subtotal',
    ),
    row(opLabel, opQ, tot(opQ), 'subtotal', true),
    heading('INVESTING ACTIVITIES'),
    ...investing.map((l) => row(l.name, l.q, l.total)),
    row(netOf('Investing'), invQ, tot(invQ), 'subtotal', true),
    heading('FINANCING ACTIVITIES'),
    ...financing.map((l) => row(l.name, l.q, l.total)),
    row(netOf('Financing'), finQ, tot(finQ), 'subtotal', true),
    row(
      titleCase ? 'NET CASH INCREASE FOR PERIOD' : 'Net cash increase for period',
      netQ,
      tot(netQ),
      'subtotal',
      true,
    ),
    row('Cash at beginning of period', begQ, beginning),
    row(titleCase ? 'CASH AT END OF PERIOD' : 'Cash at end of period', endQ, cash, 'subtotal', true),
  ];
  const a = month(0);
  const periodLabel = fiscalJuly
    ? `${MONTHS[a.m - 1]} ${a.y} - ${MONTHS[last.m - 1]} ${last.y}`
    : `${MONTHS[0]} - ${MONTHS[11]} ${year}`;
  const blocks: Block[] = [
    { kind: 'text', lines: [company], size: 13, bold: true, align: 'center' },
    {
      kind: 'text',
      lines: [syn(k, ['Statement of Cash Flows', 'Statement of Cash Flows by Quarter'])],
      size: 11,
      align: 'center',
    },
    { kind: 'text', lines: [periodLabel], size: 9, align: 'center' },
    { kind: 'space', h: 10 },
    {
      kind: 'table',
      columns: [
        col('', 4.2, 'left', true),
        ...quarters.map((q) => col(q, 1.25, 'right')),
        col('TOTAL', 1.35, 'right'),
      ],
      rows,
      ruling: 'none',
      repeatHeader: true,
      size: 7,
    },
  ];
  const run2 = addDays(end, k.int(15, 75));
  const [ry, rm, rd] = run2.split('-').map(Number);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    new Date(Date.UTC(ry ?? 2000, (rm ?? 1) - 1, rd ?? 1)).getUTCDay()
  ];
  const stamp = `${k.pick(['Cash Basis', 'Accrual Basis'])}  ${weekday}, ${MONTHS[(rm ?? 1) - 1]} ${rd}, ${ry} ${k.int(1, 12)}:${String(k.int(0, 59)).padStart(2, '0')} ${k.pick(['AM', 'PM'])} GMT-0${k.int(4, 8)}:00`;
  const lineItems = [
    ...[netIncome, ...adjustments].map((l) => ({
      section: 'operating',
      accountName: l.name,
      amount: l.total,
    })),
    ...investing.map((l) => ({ section: 'investing', accountName: l.name, amount: l.total })),
    ...financing.map((l) => ({ section: 'financing', accountName: l.name, amount: l.total })),
  ];
  return {
    blocks,
    truth: {
      documentType: 'cash_flow',
      fields: {
        companyName: company,
        periodStartDate: start,
        periodEndDate: end,
        operatingCashFlow: tot(opQ),
        investingCashFlow: tot(invQ),
        financingCashFlow: tot(finQ),
        netCashFlow: tot(netQ),
        beginningCash: beginning,
        endingCash: cash,
      },
      lineItems,
    },
    font: 'helvetica',
    margin: 36,
    footer: (p, n) => (n > 1 ? `${stamp}     ${p}/${n}` : stamp),
  };
}

export const WRITTEN_S14_DOCUMENT_FAMILIES: WrittenFamilies = {
  invoice: {
    'accounting-app-activity-deposit': accountingAppActivityDeposit,
    'distributor-ordered-shipped': distributorOrderedShipped,
  },
  credit_card_statement: {
    'cash-back-tiles-category-column': cashBackTilesCategoryColumn,
    'credit-union-strip-reference': creditUnionStripReference,
  },
  payslip: {
    'payroll-statement-statutory-other': payrollStatementStatutoryOther,
    'payroll-app-tiles-time-off': payrollAppTilesTimeOff,
  },
  cash_flow: {
    'quarter-columns-cash-flow': quarterColumnsCashFlow,
  },
};
