// Layout grammar for invoices and payslips.
import { cityLine, fullAddress } from '../fake-data';
import { Rng } from '../random';
import type { GroundTruth } from '../truth';
import { invoiceData, type InvoiceData } from '../types/invoice';
import { FREQ_LABEL, payslipData, type Item, type PayslipData } from '../types/payslip';
import { col, type Block, type KvBlock, type TableBlock, type TableColumn, type TableRow } from './compose';
import { footerOf } from './statements';
import { HEADER_DATE_STYLES, amount, date, pickAmountStyle, plain, printStamp, syn } from './style';
import type { GrammarOutput } from './types';

// ------------------------------------------------------------------------------------ invoice

type InvoiceColumn = 'line' | 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'amount';

export interface InvoiceChoices {
  columns: readonly InvoiceColumn[];
  meta: 'right-kv' | 'top-grid' | 'sidebar';
  shipTo: boolean;
  totals: 'aligned' | 'box';
  ruling: TableBlock['ruling'];
  excluded: readonly ('po-number' | 'remit-to' | 'bank-details' | 'notes' | 'customer-id' | 'amount-paid')[];
}

export const INVOICE_FAMILIES: Record<string, InvoiceChoices> = {
  classic: {
    columns: ['desc', 'qty', 'price', 'amount'],
    meta: 'right-kv',
    shipTo: false,
    totals: 'aligned',
    ruling: 'rules',
    excluded: ['notes'],
  },
  'numbered-banded': {
    columns: ['line', 'desc', 'qty', 'price', 'amount'],
    meta: 'top-grid',
    shipTo: true,
    totals: 'box',
    ruling: 'zebra',
    excluded: [],
  },
  'qty-first': {
    columns: ['qty', 'desc', 'price', 'amount'],
    meta: 'right-kv',
    shipTo: true,
    totals: 'aligned',
    ruling: 'none',
    excluded: ['po-number'],
  },
  'service-hours': {
    columns: ['desc', 'unit', 'qty', 'price', 'amount'],
    meta: 'top-grid',
    shipTo: false,
    totals: 'box',
    ruling: 'rules',
    excluded: ['remit-to', 'amount-paid'],
  },
  'code-first-grid': {
    columns: ['code', 'desc', 'qty', 'unit', 'price', 'amount'],
    meta: 'right-kv',
    shipTo: true,
    totals: 'aligned',
    ruling: 'grid',
    excluded: ['po-number', 'customer-id', 'bank-details'],
  },
  'qty-last-sidebar': {
    columns: ['line', 'desc', 'price', 'qty', 'amount'],
    meta: 'sidebar',
    shipTo: false,
    totals: 'box',
    ruling: 'none',
    excluded: ['amount-paid', 'remit-to', 'notes'],
  },
};

const qtyText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2));

export function invoiceGrammar(seed: number, c: InvoiceChoices, rows?: number): GrammarOutput {
  const d: InvoiceData = invoiceData(seed, rows);
  const w = new Rng(seed ^ 0x696e76);
  const money = pickAmountStyle(w);
  money.zero = 'number';
  const headDate = w.pick(HEADER_DATE_STYLES);
  const blocks: Block[] = [];
  const vendor: Block = {
    kind: 'text',
    lines: [
      d.vendor,
      d.vendorAddress.street,
      cityLine(d.vendorAddress),
      `${syn(w, ['Phone', 'Tel', 'Ph.'])} ${d.vendorPhone}`,
    ],
  };
  const metaPairs: [string, string][] = [
    [syn(w, ['Invoice Number', 'Invoice #', 'Invoice No.', 'INVOICE NO']), d.number],
    [syn(w, ['Invoice Date', 'Date', 'Date of Issue', 'Issued']), date(d.date, headDate)],
    [syn(w, ['Due Date', 'Payment Due', 'Due']), date(d.due, headDate)],
    [syn(w, ['Terms', 'Payment Terms']), d.terms],
  ];
  if (c.excluded.includes('po-number'))
    metaPairs.splice(w.int(1, 3), 0, [
      syn(w, ['PO Number', 'P.O. #', 'Purchase Order']),
      `PO-${w.digits(6)}`,
    ]);
  if (c.excluded.includes('customer-id'))
    metaPairs.push([syn(w, ['Customer ID', 'Account No.', 'Customer No']), `C${w.digits(5)}`]);
  const meta: KvBlock = {
    kind: 'kv',
    style: c.meta === 'top-grid' ? 'stacked' : 'aligned',
    pairs: metaPairs,
    columns: c.meta === 'top-grid' ? metaPairs.length : 1,
    box: c.meta !== 'right-kv',
  };
  const billTo: Block = {
    kind: 'text',
    lines: [
      syn(w, ['Bill To', 'BILL TO', 'Billed To', 'Customer']),
      d.customer,
      d.customerAddress.street,
      cityLine(d.customerAddress),
    ],
  };
  const shipTo: Block = {
    kind: 'text',
    lines: [syn(w, ['Ship To', 'SHIP TO', 'Deliver To']), d.customer, d.shipTo.street, cityLine(d.shipTo)],
  };
  const title: Block = {
    kind: 'text',
    lines: [syn(w, ['INVOICE', 'Invoice', 'TAX INVOICE', 'Sales Invoice'])],
    size: w.pick([18, 22]),
    bold: true,
    align: 'right',
  };
  if (c.meta === 'right-kv') {
    blocks.push({ kind: 'pair', left: vendor, right: title, split: 0.6 });
    blocks.push({
      kind: 'pair',
      left: c.shipTo ? { kind: 'pair', left: billTo, right: shipTo } : billTo,
      right: meta,
      split: 0.55,
    });
  } else if (c.meta === 'top-grid') {
    blocks.push({
      kind: 'pair',
      left: title.kind === 'text' ? { ...title, align: 'left' } : title,
      right: vendor,
      split: 0.4,
    });
    blocks.push(meta);
    blocks.push(c.shipTo ? { kind: 'pair', left: billTo, right: shipTo } : billTo);
  } else {
    blocks.push(title);
    blocks.push({
      kind: 'pair',
      left: { kind: 'pair', left: vendor, right: billTo },
      right: meta,
      split: 0.62,
    });
    if (c.shipTo) blocks.push(shipTo);
  }
  blocks.push({ kind: 'space', h: 8 });
  const codes = d.lines.map(() => `${w.pick(['SKU', 'P', 'SV', ''])}${w.digits(w.int(3, 6))}`);
  const units = d.lines.map((l) =>
    /services|labor|design|Bookkeeping|Consulting/i.test(l.description)
      ? syn(w, ['hr', 'hrs', 'HR'])
      : syn(w, ['ea', 'EA', 'each', 'pc']),
  );
  const headers: Record<InvoiceColumn, TableColumn> = {
    line: col(syn(w, ['#', 'Line', 'No.']), 0.5),
    code: col(syn(w, ['Item', 'Item Code', 'SKU', 'Product Code']), 1.1),
    desc: col(syn(w, ['Description', 'Item Description', 'Service', 'Details']), 4, 'left', true),
    qty: col(syn(w, ['Qty', 'Quantity', 'QTY', 'Hours', 'Units']), 0.8, 'right'),
    unit: col(syn(w, ['Unit', 'UOM', 'U/M']), 0.7, 'center'),
    price: col(syn(w, ['Unit Price', 'Rate', 'Price', 'Unit Cost']), 1.2, 'right'),
    amount: col(syn(w, ['Amount', 'Line Total', 'Total', 'Ext. Price']), 1.3, 'right'),
  };
  const cells: Record<InvoiceColumn, (i: number) => string> = {
    line: (i) => String(i + 1),
    code: (i) => codes[i] ?? '',
    desc: (i) => d.lines[i]?.description ?? '',
    qty: (i) => qtyText(d.lines[i]?.quantity ?? 0),
    unit: (i) => units[i] ?? '',
    price: (i) => plain(d.lines[i]?.unitPrice ?? 0, money, { currency: false }),
    amount: (i) => plain(d.lines[i]?.amount ?? 0, money, { currency: false }),
  };
  blocks.push({
    kind: 'table',
    columns: c.columns.map((k) => headers[k]),
    rows: d.lines.map((_, i) => ({ cells: c.columns.map((k) => cells[k](i)) })),
    ruling: c.ruling,
    repeatHeader: true,
  });
  const totals: [string, string][] = [
    [syn(w, ['Subtotal', 'Sub Total', 'SUBTOTAL', 'Net Amount']), amount(d.subtotal, money)],
    [
      d.taxRate > 0 && w.bool()
        ? `${syn(w, ['Sales Tax', 'Tax', 'VAT'])} (${d.taxRate}%)`
        : syn(w, ['Sales Tax', 'Tax', 'Tax Amount']),
      amount(d.tax, money),
    ],
    [syn(w, ['Total', 'TOTAL', 'Invoice Total', 'Total Due']), amount(d.total, money)],
  ];
  if (c.excluded.includes('amount-paid')) {
    const paid = 0;
    totals.push([syn(w, ['Amount Paid', 'Payments/Credits', 'Less Payments']), amount(paid, money)]);
    totals.push([syn(w, ['Balance Due', 'Amount Due', 'BALANCE DUE']), amount(d.total - paid, money)]);
  }
  blocks.push({
    kind: 'pair',
    left: { kind: 'space', h: 1 },
    right: { kind: 'kv', style: 'aligned', pairs: totals, box: c.totals === 'box' },
    split: 0.5,
  });
  if (c.excluded.includes('notes'))
    blocks.push({
      kind: 'note',
      title: syn(w, ['Notes', 'Terms & Conditions']),
      lines: [
        `${syn(w, ['Thank you for your business.', 'Please include the invoice number with your payment.'])} A late fee of 1.5% per month applies to balances unpaid after ${d.terms.toLowerCase()}.`,
      ],
    });
  if (c.excluded.includes('remit-to'))
    blocks.push({
      kind: 'note',
      box: true,
      title: syn(w, ['Remit To', 'Please remit payment to']),
      lines: [
        d.vendor,
        `P.O. Box ${w.int(1000, 99999)}`,
        `${d.vendorAddress.city}, ${d.vendorAddress.state} ${w.digits(5)}`,
      ],
      size: 8,
    });
  if (c.excluded.includes('bank-details'))
    blocks.push({
      kind: 'note',
      title: 'Payment details',
      lines: [
        `Bank: ${syn(w, ['First Harbor Bank', 'Granite Trust Bank'])}   Routing: 0${w.digits(8)}   Account: ${w.digits(10)}`,
      ],
      size: 7.5,
    });
  const currency = money.currency === 'USD ';
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
      subtotal: d.subtotal,
      taxAmount: d.tax,
      totalAmount: d.total,
      ...(currency ? { currency: 'USD' } : {}),
    },
    lineItems: d.lines.map((l, i) => ({
      ...(c.columns.includes('line') ? { lineNumber: i + 1 } : {}),
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    })),
  };
  return {
    blocks,
    truth,
    font: w.pick(['helvetica', 'times', 'courier'] as const),
    margin: w.int(36, 50),
    footer: footerOf(w),
  };
}

// ------------------------------------------------------------------------------------ payslip

export interface PayslipChoices {
  structure: 'side-by-side' | 'stacked' | 'single-table' | 'taxes-separate';
  hoursRate: boolean;
  codes: boolean;
  ytdFirst: boolean;
  header: 'kv' | 'form-grid';
  ruling: TableBlock['ruling'];
  excluded: readonly (
    'net-pay-distribution' | 'time-off' | 'employer-benefits' | 'totals-lines' | 'memo' | 'print-stamp'
  )[];
  /** Taxes table printed before the earnings (taxes-separate structure). */
  taxesFirst?: boolean;
  /** Deduction amounts printed negative (current and year-to-date). */
  negativeDeductions?: boolean;
  /**
   * Decision 182: one stub in two adds what real pay stubs print around the tables, each drawn
   * from its own Rng (the other half renders as before): a check stub with the net pay, check
   * number and "pay to the order of"; employee ids and tax settings (masked SSN, marital status,
   * allowances, department); pre-tax and post-tax deductions in separate blocks; an employer-paid
   * taxes table; net pay split over two deposit accounts.
   */
  extras?: boolean;
  /**
   * Decision 189: a payroll provider's earnings columns: rate before hours or after, an hours
   * year-to-date column beside the amount year-to-date, current and year-to-date in the family's
   * order. Needs hoursRate. Off unless set; its draws come from an Rng of its own.
   */
  provider?: boolean;
  /**
   * Decision 189: payroll programs' own words for the amount columns ("This Pay", "Current Period",
   * "Y-T-D", "Year-To-Date Total") and the tables ("Employee Taxes", "Hours and Earnings"). Off
   * unless set; own Rng.
   */
  providerWords?: boolean;
  /**
   * Decision 189: one deductions table with "Statutory Deductions" and "Voluntary Deductions" /
   * "Other" sub-headings, current amounts printed negative and year-to-date positive, the net pay,
   * its deposit ("Checking 1  -1,670.52") and "Net Check  $0.00" as the table's last rows, and
   * lower-case column titles ("rate  hours  this period  year to date"). Stacked structure only.
   * Off unless set; own Rng.
   */
  statutory?: boolean;
}

export const PAYSLIP_FAMILIES: Record<string, PayslipChoices> = {
  'side-by-side': {
    structure: 'side-by-side',
    hoursRate: false,
    codes: false,
    ytdFirst: false,
    header: 'kv',
    ruling: 'none',
    excluded: ['net-pay-distribution'],
    extras: true,
  },
  'stacked-hours': {
    structure: 'stacked',
    hoursRate: true,
    codes: false,
    ytdFirst: false,
    header: 'kv',
    ruling: 'rules',
    excluded: ['totals-lines', 'time-off'],
    extras: true,
  },
  'taxes-separate': {
    structure: 'taxes-separate',
    hoursRate: true,
    codes: false,
    ytdFirst: false,
    header: 'form-grid',
    ruling: 'zebra',
    excluded: ['employer-benefits', 'memo'],
    extras: true,
  },
  'single-table-codes': {
    structure: 'single-table',
    hoursRate: false,
    codes: true,
    ytdFirst: false,
    header: 'kv',
    ruling: 'none',
    excluded: ['print-stamp'],
    extras: true,
  },
  // Decision 172: ruled grid cells with code columns side by side; the taxes table first, with
  // YTD printed before current and deductions printed negative.
  'side-by-side-grid': {
    structure: 'side-by-side',
    hoursRate: false,
    codes: true,
    ytdFirst: false,
    header: 'kv',
    ruling: 'grid',
    excluded: ['time-off', 'totals-lines'],
  },
  'taxes-first-ytd-first': {
    structure: 'taxes-separate',
    hoursRate: true,
    codes: false,
    ytdFirst: true,
    header: 'form-grid',
    ruling: 'rules',
    excluded: ['net-pay-distribution', 'totals-lines'],
    taxesFirst: true,
    negativeDeductions: true,
  },
  // Decision 189: a payroll provider's stub: rate and hours in either order, year-to-date hours
  // beside year-to-date pay, year-to-date before current, the summary and excluded blocks around.
  'provider-rate-hours-ytd': {
    structure: 'stacked',
    hoursRate: true,
    codes: true,
    ytdFirst: true,
    header: 'kv',
    ruling: 'none',
    excluded: ['net-pay-distribution', 'time-off', 'totals-lines'],
    extras: true,
    provider: true,
  },
  // Decision 189: statutory and voluntary deductions in one table with the net pay's deposit
  // and "Net Check $0.00" as its last rows, lower-case column titles.
  'statutory-net-check': {
    structure: 'stacked',
    hoursRate: true,
    codes: false,
    ytdFirst: false,
    header: 'kv',
    ruling: 'none',
    excluded: ['time-off', 'employer-benefits'],
    extras: true,
    statutory: true,
  },
  // Decision 189: a payroll program's words for the columns, current first, hours and rate,
  // taxes apart from the other deductions, the summary and excluded blocks around.
  'provider-words-taxes': {
    structure: 'taxes-separate',
    hoursRate: true,
    codes: false,
    ytdFirst: false,
    header: 'kv',
    ruling: 'rules',
    excluded: ['net-pay-distribution', 'employer-benefits', 'time-off'],
    extras: true,
    provider: true,
    providerWords: true,
  },
  'ruled-grid-codes': {
    structure: 'taxes-separate',
    hoursRate: true,
    codes: true,
    ytdFirst: false,
    header: 'form-grid',
    ruling: 'grid',
    excluded: ['net-pay-distribution', 'time-off', 'totals-lines'],
  },
  'single-table-ytd-first': {
    structure: 'single-table',
    hoursRate: true,
    codes: false,
    ytdFirst: true,
    header: 'kv',
    ruling: 'rules',
    excluded: ['employer-benefits', 'net-pay-distribution', 'memo'],
  },
  // Decision 184 (held out): a payroll service's stub with earning/deduction codes in stacked
  // tables, year-to-date before current, deductions printed negative, and the check stub, tax
  // settings and split deductions around them.
  'stacked-codes-negative-ytd': {
    structure: 'stacked',
    hoursRate: true,
    codes: true,
    ytdFirst: true,
    header: 'kv',
    ruling: 'zebra',
    excluded: ['net-pay-distribution', 'time-off', 'employer-benefits'],
    negativeDeductions: true,
    extras: true,
  },
};

const CODES: Record<string, string> = {
  'Regular Pay': 'REG',
  Overtime: 'OT',
  'Holiday Pay': 'HOL',
  Bonus: 'BON',
  'Shift Differential': 'SHF',
  'Federal Income Tax': 'FIT',
  'Social Security': 'SS',
  Medicare: 'MED',
  'State Income Tax': 'SIT',
  '401(k) Contribution': '401K',
  'Medical Insurance': 'MEDINS',
  'Health Insurance PPO': 'PPO',
  'Dental Insurance': 'DEN',
  'Union Dues': 'UNION',
  'Charity Contribution': 'CHAR',
};

export function payslipGrammar(seed: number, c: PayslipChoices): GrammarOutput {
  const d: PayslipData = payslipData(seed);
  const w = new Rng(seed ^ 0x706179);
  const money = pickAmountStyle(w, { negative: ['minus', 'parens'] });
  money.zero = 'number';
  const headDate = w.pick(HEADER_DATE_STYLES);
  const m = (v: number) => plain(v, money, { currency: false });
  const blocks: Block[] = [];
  const x = c.extras ? new Rng(seed ^ 0x5e7a) : null;
  const extra = x?.bool() ? x : null;
  const xs = {
    check: extra?.bool(0.6) ? extra.pick(['top', 'bottom'] as const) : null,
    ids: extra?.bool(0.6) ?? false,
    prePost: extra?.bool(0.7) ?? false,
    employerTaxes: extra?.bool(0.6) ?? false,
    split: extra?.bool(0.5) ?? false,
  };
  // The check part of a stub: two label/value columns a gutter apart.
  const checkStub = (): Block[] => [
    {
      kind: 'text',
      lines: [extra!.pick(['NON-NEGOTIABLE', 'THIS IS NOT A CHECK', 'Direct Deposit Advice'])],
      size: 9,
      bold: true,
    },
    {
      kind: 'pair',
      left: {
        kind: 'kv',
        style: 'aligned',
        pairs: [
          ['Check No.', extra!.digits(6)],
          ['Check Date', date(d.payDate, headDate)],
        ],
      },
      right: {
        kind: 'kv',
        style: 'aligned',
        pairs: [
          ['Pay to the order of', d.employee.name.toUpperCase()],
          ['Amount', `$**${plain(d.net, money, { currency: false })}**`],
        ],
      },
      split: 0.4,
    },
    { kind: 'rule' },
  ];
  if (xs.check === 'top') blocks.push(...checkStub());
  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [d.employer], size: 13, bold: true },
    right: {
      kind: 'text',
      lines: [syn(w, ['Earnings Statement', 'PAY STUB', 'Statement of Earnings and Deductions', 'Payslip'])],
      size: 11,
      bold: true,
      align: 'right',
    },
    split: 0.6,
  });
  blocks.push({ kind: 'text', lines: [d.employerAddress.street, cityLine(d.employerAddress)], size: 8 });
  if (c.excluded.includes('print-stamp'))
    blocks.push({ kind: 'text', lines: [printStamp(w, d.payDate)], size: 7, align: 'right', color: 'grey' });
  const headerPairs: [string, string][] = [
    [syn(w, ['Employee', 'Employee Name', 'Name']), d.employee.name],
    [syn(w, ['Employee ID', 'Emp #', 'Employee Number', 'File #']), d.employeeId],
    [
      syn(w, ['Pay Period', 'Period', 'Pay Period Begin - End']),
      `${date(d.start, headDate)} - ${date(d.end, headDate)}`,
    ],
    [syn(w, ['Pay Date', 'Check Date', 'Payment Date', 'Advice Date']), date(d.payDate, headDate)],
    [syn(w, ['Pay Frequency', 'Frequency', 'Pay Cycle']), FREQ_LABEL[d.frequency]],
  ];
  if (extra && xs.ids)
    headerPairs.push(
      [extra.pick(['SSN', 'Social Security #', 'Soc Sec #']), `XXX-XX-${extra.digits(4)}`],
      [
        extra.pick(['Marital Status', 'Filing Status', 'Fed Filing Status']),
        extra.pick(['Single', 'Married', 'Head of Household']),
      ],
      [extra.pick(['Allowances', 'Exemptions', 'Fed/State Allow']), `${extra.int(0, 4)}/${extra.int(0, 4)}`],
      [
        extra.pick(['Department', 'Dept', 'Location']),
        extra.pick(['0420 Operations', 'Sales - West', 'D100', 'Warehouse 3']),
      ],
    );
  if (c.header === 'form-grid')
    blocks.push({
      kind: 'form',
      rows: [
        headerPairs.slice(0, 2).map(([a, b]) => ({ caption: a, value: b })),
        headerPairs.slice(2, 5).map(([a, b]) => ({ caption: a, value: b })),
        // The employee's ids and tax settings (extras) in a row of their own.
        ...(headerPairs.length > 5 ? [headerPairs.slice(5).map(([a, b]) => ({ caption: a, value: b }))] : []),
      ],
    });
  else
    blocks.push({
      kind: 'pair',
      left: {
        kind: 'text',
        lines: [d.employee.name.toUpperCase(), d.employee.address.street, cityLine(d.employee.address)],
      },
      right: { kind: 'kv', style: w.pick(['colon', 'aligned'] as const), pairs: headerPairs.slice(1) },
      split: 0.45,
    });
  blocks.push({ kind: 'space', h: 8 });
  const earnings = d.items.filter((i) => i.itemType === 'earning');
  const deductions = d.items.filter((i) => i.itemType === 'deduction');
  const pw = c.providerWords ? new Rng(seed ^ 0x776f7264) : null;
  const curH = pw
    ? pw.pick(['This Pay', 'Current Period', 'Period Amount', 'This Check', 'Current Pay'])
    : syn(w, ['Current', 'This Period', 'Amount', 'Current Amount']);
  const ytdH = pw
    ? pw.pick(['Y-T-D', 'Year-To-Date Total', 'YTD Total', 'Total YTD', 'Year To Date Amount'])
    : syn(w, ['YTD', 'Year to Date', 'YTD Amount']);
  const amountCols = (): TableColumn[] =>
    c.ytdFirst
      ? [col(ytdH, 1.2, 'right'), col(curH, 1.2, 'right')]
      : [col(curH, 1.2, 'right'), col(ytdH, 1.2, 'right')];
  // Deductions printed negative where the family says so (plain() prints magnitudes).
  const ma = (i: Item, v: number) =>
    c.negativeDeductions && i.itemType === 'deduction'
      ? amount(-v, { ...money, zero: 'number' }, { currency: false })
      : m(v);
  const amountCells = (i: Item) =>
    c.ytdFirst ? [ma(i, i.ytdAmount), ma(i, i.amount)] : [ma(i, i.amount), ma(i, i.ytdAmount)];
  const codeOf = (i: Item) => CODES[i.description] ?? i.description.slice(0, 4).toUpperCase();
  const pv = c.provider ? new Rng(seed ^ 0x70726f76) : null;
  const providerEarnTable = (k: Rng): TableBlock => {
    const rateFirst = k.bool();
    const ytdHours = k.bool(0.7);
    const hoursH = k.pick(['Hours', 'Hrs', 'Units']);
    const rateH = k.pick(['Rate', 'Pay Rate']);
    const hr = rateFirst
      ? [col(rateH, 0.9, 'right'), col(hoursH, 0.9, 'right')]
      : [col(hoursH, 0.9, 'right'), col(rateH, 0.9, 'right')];
    const ytdHoursCol = col(k.pick(['YTD Hours', 'YTD Hrs', 'Hours YTD']), 1, 'right');
    const amounts = c.ytdFirst
      ? [...(ytdHours ? [ytdHoursCol] : []), col(ytdH, 1.5, 'right'), col(curH, 1.5, 'right')]
      : [col(curH, 1.5, 'right'), ...(ytdHours ? [ytdHoursCol] : []), col(ytdH, 1.5, 'right')];
    const ytdHoursOf = (i: Item) =>
      i.hours === null || i.amount === 0
        ? ''
        : (Math.round(i.hours * Math.max(1, Math.round(i.ytdAmount / i.amount)) * 100) / 100).toFixed(2);
    const rows: TableRow[] = earnings.map((i) => {
      const hrs = i.hours === null ? '' : i.hours.toFixed(2);
      const rate = i.rate === null ? '' : i.rate.toFixed(4).replace(/00$/, '');
      const cur = ma(i, i.amount);
      const ytd = ma(i, i.ytdAmount);
      return {
        cells: [
          ...(c.codes ? [codeOf(i)] : []),
          i.description,
          ...(rateFirst ? [rate, hrs] : [hrs, rate]),
          ...(c.ytdFirst
            ? [...(ytdHours ? [ytdHoursOf(i)] : []), ytd, cur]
            : [cur, ...(ytdHours ? [ytdHoursOf(i)] : []), ytd]),
        ],
      };
    });
    if (c.excluded.includes('totals-lines'))
      rows.push({
        kind: 'subtotal',
        cells: [
          ...(c.codes ? [''] : []),
          k.pick(['Gross Pay', 'Total Earnings', 'Total Gross']),
          '',
          '',
          ...(c.ytdFirst
            ? [...(ytdHours ? [''] : []), m(d.ytdGross), m(d.gross)]
            : [m(d.gross), ...(ytdHours ? [''] : []), m(d.ytdGross)]),
        ],
      });
    return {
      kind: 'table',
      title: k.pick(['Earnings', 'EARNINGS', 'Hours and Earnings']),
      columns: [
        ...(c.codes ? [col(k.pick(['Code', 'Earn Code']), 0.8)] : []),
        col(k.pick(['Description', 'Earnings', 'Pay Type']), 1.8),
        ...hr,
        ...amounts,
      ],
      rows,
      ruling: c.ruling,
      repeatHeader: true,
    };
  };
  const earnTable = (): TableBlock => {
    if (pv) return providerEarnTable(pv);
    const columns: TableColumn[] = [
      ...(c.codes ? [col(syn(w, ['Code', 'Earn Code']), 0.8)] : []),
      col(syn(w, ['Earnings', 'Description', 'Pay Type']), 2.4),
      ...(c.hoursRate
        ? [
            col(syn(w, ['Hours', 'Hrs', 'Units']), 0.9, 'right'),
            col(syn(w, ['Rate', 'Pay Rate']), 0.9, 'right'),
          ]
        : []),
      ...amountCols(),
    ];
    const rows: TableRow[] = earnings.map((i) => ({
      cells: [
        ...(c.codes ? [codeOf(i)] : []),
        i.description,
        ...(c.hoursRate
          ? [i.hours === null ? '' : i.hours.toFixed(2), i.rate === null ? '' : i.rate.toFixed(2)]
          : []),
        ...amountCells(i),
      ],
    }));
    if (c.excluded.includes('totals-lines'))
      rows.push({
        kind: 'subtotal',
        cells: [
          ...(c.codes ? [''] : []),
          syn(w, ['Gross Pay', 'Total Earnings', 'CURRENT TOTAL']),
          ...(c.hoursRate ? ['', ''] : []),
          ...(c.ytdFirst ? [m(d.ytdGross), m(d.gross)] : [m(d.gross), m(d.ytdGross)]),
        ],
      });
    // A two-row header: "This Period" over Hours / Rate / Amount, "Year to Date" over Amount.
    const grouped = c.hoursRate && !c.ytdFirst && w.bool(0.5);
    if (grouped) {
      const n = columns.length;
      const cur = columns[n - 2];
      const ytd = columns[n - 1];
      if (cur) cur.header = syn(w, ['Amount', 'Earnings']);
      if (ytd) ytd.header = syn(w, ['Amount', 'Total']);
    }
    return {
      kind: 'table',
      title: syn(w, ['Earnings', 'EARNINGS', 'Pay']),
      columns,
      ...(grouped
        ? {
            groups: [
              { text: '', span: c.codes ? 2 : 1 },
              { text: syn(w, ['This Period', 'Current', 'CURRENT']), span: 3 },
              { text: syn(w, ['Year to Date', 'YTD']), span: 1 },
            ],
          }
        : {}),
      rows,
      ruling: c.ruling,
      repeatHeader: true,
    };
  };
  const dedTable = (items: Item[], title: string, total?: [number, number]): TableBlock => {
    const rows: TableRow[] = items.map((i) => ({
      cells: [...(c.codes ? [codeOf(i)] : []), i.description, ...amountCells(i)],
    }));
    if (total && c.excluded.includes('totals-lines'))
      rows.push({
        kind: 'subtotal',
        cells: [
          ...(c.codes ? [''] : []),
          syn(w, ['Total', 'TOTAL']),
          ...(c.ytdFirst ? [m(total[1]), m(total[0])] : [m(total[0]), m(total[1])]),
        ],
      });
    return {
      kind: 'table',
      title,
      columns: [
        ...(c.codes ? [col(syn(w, ['Code', 'Ded Code']), 0.8)] : []),
        col(syn(w, ['Description', 'Deduction', 'Item']), 2.4),
        ...amountCols(),
      ],
      rows,
      ruling: c.ruling,
      repeatHeader: true,
    };
  };
  const sumOf = (xs: Item[], k: 'amount' | 'ytdAmount') =>
    Math.round(xs.reduce((s, x) => s + x[k], 0) * 100) / 100;
  const ordered: Item[] = [];
  if (c.structure === 'single-table') {
    const columns: TableColumn[] = [
      ...(c.codes ? [col('Code', 0.8)] : []),
      col(syn(w, ['Description', 'Item']), 2.6),
      ...(c.hoursRate ? [col('Hours', 0.8, 'right'), col('Rate', 0.8, 'right')] : []),
      ...amountCols(),
    ];
    const rows: TableRow[] = [];
    const section = (t: string) =>
      rows.push({
        kind: 'section',
        cells: [...(c.codes ? [''] : []), t, ...(c.hoursRate ? ['', ''] : []), '', ''],
      });
    section(syn(w, ['EARNINGS', 'Earnings']));
    for (const i of earnings) {
      ordered.push(i);
      rows.push({
        cells: [
          ...(c.codes ? [codeOf(i)] : []),
          i.description,
          ...(c.hoursRate
            ? [i.hours === null ? '' : i.hours.toFixed(2), i.rate === null ? '' : i.rate.toFixed(2)]
            : []),
          ...amountCells(i),
        ],
      });
    }
    section(syn(w, ['DEDUCTIONS', 'Taxes and Deductions', 'Deductions']));
    for (const i of deductions) {
      ordered.push(i);
      rows.push({
        cells: [
          ...(c.codes ? [codeOf(i)] : []),
          i.description,
          ...(c.hoursRate ? ['', ''] : []),
          ...amountCells(i),
        ],
      });
    }
    blocks.push({ kind: 'table', columns, rows, ruling: c.ruling, repeatHeader: true });
  } else if (c.structure === 'taxes-separate') {
    const taxes = deductions.filter((i) => i.deductionCategory === 'taxes');
    const other = deductions.filter((i) => i.deductionCategory !== 'taxes');
    const taxTable = () =>
      dedTable(taxes, syn(w, ['Taxes', 'TAXES', 'Statutory Deductions', 'Withholdings']), [
        sumOf(taxes, 'amount'),
        sumOf(taxes, 'ytdAmount'),
      ]);
    if (c.taxesFirst) {
      ordered.push(...taxes, ...earnings, ...other);
      blocks.push(taxTable());
      blocks.push(earnTable());
    } else {
      ordered.push(...earnings, ...taxes, ...other);
      blocks.push(earnTable());
      blocks.push(taxTable());
    }
    const preTax = /401|insurance|medical|dental|vision|health|hsa|fsa|ppo/i;
    const pre = other.filter((i) => preTax.test(i.description));
    const post = other.filter((i) => !preTax.test(i.description));
    if (extra && xs.prePost && pre.length && post.length) {
      // Truth order follows the print: the post-tax block after the pre-tax one.
      ordered.splice(ordered.length - other.length, other.length, ...pre, ...post);
      blocks.push(
        dedTable(pre, extra.pick(['Pre-Tax Deductions', 'Before-Tax Deductions', 'PRE TAX DEDUCTIONS']), [
          sumOf(pre, 'amount'),
          sumOf(pre, 'ytdAmount'),
        ]),
        dedTable(post, extra.pick(['Post-Tax Deductions', 'After-Tax Deductions', 'POST TAX DEDUCTIONS']), [
          sumOf(post, 'amount'),
          sumOf(post, 'ytdAmount'),
        ]),
      );
    } else if (other.length)
      blocks.push(
        dedTable(
          other,
          syn(w, [
            'Deductions',
            'Other Deductions',
            'Voluntary Deductions',
            'Pre-Tax / After-Tax Deductions',
          ]),
          [sumOf(other, 'amount'), sumOf(other, 'ytdAmount')],
        ),
      );
  } else if (c.statutory && c.structure === 'stacked') {
    const st = new Rng(seed ^ 0x73746174);
    const taxes = deductions.filter((i) => i.deductionCategory === 'taxes');
    const other = deductions.filter((i) => i.deductionCategory !== 'taxes');
    ordered.push(...earnings, ...taxes, ...other);
    const e = earnTable();
    const lower = st.bool(0.7);
    if (lower) for (const col of e.columns) col.header = col.header.toLowerCase();
    const neg = (v: number) => amount(-v, { ...money, zero: 'number' }, { currency: false });
    const rows: TableRow[] = [
      { kind: 'section', cells: [st.pick(['Statutory Deductions', 'Statutory']), '', ''] },
    ];
    for (const i of taxes) rows.push({ cells: [i.description, neg(i.amount), m(i.ytdAmount)] });
    if (other.length) {
      rows.push({
        kind: 'section',
        cells: [st.pick(['Voluntary Deductions', 'Other', 'Other Deductions']), '', ''],
      });
      for (const i of other) rows.push({ cells: [i.description, neg(i.amount), m(i.ytdAmount)] });
    }
    rows.push({ kind: 'subtotal', cells: ['Net Pay', `$${m(d.net)}`, ''] });
    rows.push({ cells: [st.pick(['Checking 1', 'Checking', 'Direct Deposit']), neg(d.net), ''] });
    rows.push({ kind: 'subtotal', cells: ['Net Check', '$0.00', ''] });
    const curT = st.pick(['This Period', 'Current']);
    const ytdT = st.pick(['Year to Date', 'YTD']);
    blocks.push(e, {
      kind: 'table',
      title: st.pick(['Deductions', 'DEDUCTIONS']),
      columns: [
        col(lower ? 'description' : 'Description', 2.4),
        col(lower ? curT.toLowerCase() : curT, 1.2, 'right'),
        col(lower ? ytdT.toLowerCase() : ytdT, 1.2, 'right'),
      ],
      rows,
      ruling: c.ruling,
      repeatHeader: true,
    });
  } else {
    ordered.push(...earnings, ...deductions);
    const e = earnTable();
    const dd = dedTable(deductions, syn(w, ['Deductions', 'DEDUCTIONS', 'Taxes & Deductions']), [
      d.deductions,
      d.ytdDeductions,
    ]);
    if (c.structure === 'side-by-side' && !c.hoursRate) {
      // Earnings and deductions side by side (a payslip's tables are short: no page break inside).
      blocks.push({ kind: 'pair', left: e, right: dd, split: 0.5 });
    } else {
      blocks.push(e);
      blocks.push(dd);
    }
  }
  const totalsPairs: [string, string][] = [
    [syn(w, ['Gross Pay', 'Total Gross', 'Gross Earnings']), `${amount(d.gross, money)}`],
    [syn(w, ['Total Deductions', 'Deductions', 'Total Taxes & Deductions']), amount(d.deductions, money)],
    [syn(w, ['Net Pay', 'NET PAY', 'Take Home Pay', 'Net Amount']), amount(d.net, money)],
  ];
  const ytdPairs: [string, string][] = [
    [syn(w, ['YTD Gross', 'Year-to-Date Gross']), amount(d.ytdGross, money)],
    [syn(w, ['YTD Deductions', 'Year-to-Date Deductions']), amount(d.ytdDeductions, money)],
    [syn(w, ['YTD Net Pay', 'Year-to-Date Net']), amount(d.ytdNet, money)],
  ];
  const summaryBoxes: Block = {
    kind: 'pair',
    left: {
      kind: 'kv',
      style: 'aligned',
      box: true,
      title: syn(w, ['Summary', 'This Period', 'Pay Summary']),
      pairs: totalsPairs,
    },
    right: {
      kind: 'kv',
      style: 'aligned',
      box: true,
      title: syn(w, ['Year to Date', 'YTD Summary']),
      pairs: ytdPairs,
    },
  };
  // A payroll provider's summary as a table: the categories across, "Current" and "YTD" down, with
  // no single total of the deductions (taxes and the other deductions apart). Own Rng.
  const st = extra ? new Rng(seed ^ 0x5717) : null;
  if (st?.bool()) {
    const taxesOf = (k: 'amount' | 'ytdAmount') =>
      sumOf(
        deductions.filter((i) => i.deductionCategory === 'taxes'),
        k,
      );
    const otherOf = (k: 'amount' | 'ytdAmount') =>
      sumOf(
        deductions.filter((i) => i.deductionCategory !== 'taxes'),
        k,
      );
    blocks.push({
      kind: 'table',
      title: st.pick(['Summary', 'Pay Summary', 'SUMMARY']),
      columns: [
        col('', 1.2),
        col(st.pick(['Gross Earnings', 'Gross Pay', 'Total Gross']), 1.3, 'right'),
        col(st.pick(['Taxes', 'Employee Taxes', 'Taxes Withheld']), 1.3, 'right'),
        col(st.pick(['Deductions', 'Other Deductions', 'Benefits & Deductions']), 1.3, 'right'),
        col(st.pick(['Net Pay', 'Take Home', 'NET PAY']), 1.3, 'right'),
      ],
      rows: [
        {
          cells: [
            st.pick(['Current', 'This Period']),
            m(d.gross),
            m(taxesOf('amount')),
            m(otherOf('amount')),
            m(d.net),
          ],
        },
        {
          cells: [
            st.pick(['YTD', 'Year to Date']),
            m(d.ytdGross),
            m(taxesOf('ytdAmount')),
            m(otherOf('ytdAmount')),
            m(d.ytdNet),
          ],
        },
      ],
      ruling: st.pick(['none', 'rules', 'grid'] as const),
      repeatHeader: true,
    });
  } else blocks.push(summaryBoxes);
  if (extra && xs.employerTaxes) {
    const er = (rate: number) => [
      m(Math.round(d.gross * rate * 100) / 100),
      m(Math.round(d.ytdGross * rate * 100) / 100),
    ];
    blocks.push({
      kind: 'table',
      title: extra.pick(['Employer Taxes', 'Employer Paid Taxes', 'Company Taxes (not deducted)']),
      columns: [col('Tax', 2.4), col('Current', 1.2, 'right'), col('YTD', 1.2, 'right')],
      rows: [
        { cells: ['ER Social Security', ...er(0.062)] },
        { cells: ['ER Medicare', ...er(0.0145)] },
        { cells: ['FUTA', ...er(0.006)] },
        { cells: ['SUTA', ...er(0.027)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  }
  if (extra && xs.split) {
    const save = Math.round(d.net * extra.pick([0.1, 0.2, 0.25]));
    blocks.push({
      kind: 'table',
      title: extra.pick(['Net Pay Distribution', 'Direct Deposit Distribution', 'Deposit Accounts']),
      columns: [col('Account', 2.4), col('Account Number', 1.4), col('Amount', 1.2, 'right')],
      rows: [
        { cells: ['Checking', `XXXXXX${extra.digits(4)}`, m(Math.round((d.net - save) * 100) / 100)] },
        { cells: ['Savings', `XXXXXX${extra.digits(4)}`, m(save)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  }
  if (xs.check === 'bottom') blocks.push({ kind: 'rule' }, ...checkStub());
  if (c.excluded.includes('employer-benefits'))
    blocks.push({
      kind: 'table',
      title: syn(w, ['Employer Paid Benefits', 'Company Contributions (not deducted)']),
      columns: [col('Description', 2.4), col(curH, 1.2, 'right'), col(ytdH, 1.2, 'right')],
      rows: [
        {
          cells: [
            '401(k) Employer Match',
            m(Math.round(d.gross * 3) / 100),
            m(Math.round(d.ytdGross * 3) / 100),
          ],
        },
        { cells: ['Employer Medical', m(212.5), m(212.5 * 6)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  if (c.excluded.includes('time-off'))
    blocks.push({
      kind: 'table',
      title: syn(w, ['Time Off Balances', 'PTO / Leave Balances']),
      columns: [
        col('Plan', 2),
        col('Accrued', 1, 'right'),
        col('Used', 1, 'right'),
        col('Available', 1, 'right'),
      ],
      rows: [
        {
          cells: [
            'Vacation',
            (w.int(400, 1200) / 100).toFixed(2),
            (w.int(0, 800) / 100).toFixed(2),
            (w.int(800, 12000) / 100).toFixed(2),
          ],
        },
        { cells: ['Sick', (w.int(200, 600) / 100).toFixed(2), '0.00', (w.int(800, 6000) / 100).toFixed(2)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  if (c.excluded.includes('net-pay-distribution'))
    blocks.push({
      kind: 'table',
      title: syn(w, ['Net Pay Distribution', 'Direct Deposit', 'Deposits']),
      columns: [col('Account', 2.4), col('Type', 1), col('Amount', 1.2, 'right')],
      rows: [
        { cells: [`${syn(w, ['Checking', 'Savings'])} XXXX${w.digits(4)}`, 'Direct Deposit', m(d.net)] },
      ],
      ruling: 'none',
      repeatHeader: true,
    });
  if (c.excluded.includes('memo'))
    blocks.push({
      kind: 'note',
      lines: [
        'This is a non-negotiable statement. Questions about your pay? Contact Payroll at payroll@example.com.',
      ],
      size: 7,
    });
  const truth: GroundTruth = {
    documentType: 'payslip',
    fields: {
      employeeName: d.employee.name,
      employeeId: d.employeeId,
      employerName: d.employer,
      employerAddress: fullAddress(d.employerAddress),
      payPeriodStartDate: d.start,
      payPeriodEndDate: d.end,
      payDate: d.payDate,
      payFrequency: d.frequency,
      grossPay: d.gross,
      netPay: d.net,
      totalDeductions: d.deductions,
      ytdGrossPay: d.ytdGross,
      ytdDeductions: d.ytdDeductions,
      ytdNetPay: d.ytdNet,
    },
    lineItems: ordered.map((i) => ({
      itemType: i.itemType,
      description: i.description,
      amount: i.amount,
      ytdAmount: i.ytdAmount,
      ...(c.hoursRate && i.itemType === 'earning' ? { hours: i.hours, rate: i.rate } : {}),
      ...(i.itemType === 'deduction' ? { deductionCategory: i.deductionCategory } : {}),
    })),
  };
  return { blocks, truth, font: w.pick(['helvetica', 'times', 'courier'] as const), margin: w.int(32, 44) };
}
