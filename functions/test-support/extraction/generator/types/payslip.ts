// Payslips: side-by-side earnings/deductions (ADP style), stacked tables with hours and rate,
// a single mixed table with a type column, and a summary-first monospaced stub.
import { DocBuilder, GREY, LIGHT, drawTableHeader, type Column, type PageBuilder } from '../draw';
import { EMPLOYERS, address, cityLine, fullAddress, person, type Address, type Person } from '../fake-data';
import { addDays, formatDate, formatMoney } from '../format';
import { Rng, round2, sum } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export type Frequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

export interface Item {
  itemType: 'earning' | 'deduction';
  description: string;
  amount: number;
  ytdAmount: number;
  hours: number | null;
  rate: number | null;
  deductionCategory: 'taxes' | 'benefits' | 'other' | null;
}

export interface PayslipData {
  employee: Person;
  employeeId: string;
  employer: string;
  employerAddress: Address;
  frequency: Frequency;
  start: string;
  end: string;
  payDate: string;
  items: Item[];
  gross: number;
  deductions: number;
  net: number;
  ytdGross: number;
  ytdDeductions: number;
  ytdNet: number;
}

const PERIOD_DAYS: Record<Frequency, number> = { weekly: 7, biweekly: 14, semimonthly: 15, monthly: 30 };
const PERIODS: Record<Frequency, number> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 };

export function payslipData(seed: number): PayslipData {
  const rng = new Rng(seed);
  const frequency = rng.pick(['weekly', 'biweekly', 'semimonthly', 'monthly'] as const);
  const year = rng.int(2022, 2025);
  const month = rng.int(2, 12);
  const start = `${year}-${String(month).padStart(2, '0')}-${rng.pick(['01', '16'])}`;
  const end = frequency === 'monthly' ? addDays(start, 27) : addDays(start, PERIOD_DAYS[frequency] - 1);
  // Pay periods elapsed this year, so YTD = current x periods (with some variation baked in below).
  const periodIndex = Math.max(1, Math.round(((month - 1) / 12) * PERIODS[frequency]) + 1);
  const hoursPerPeriod = { weekly: 40, biweekly: 80, semimonthly: 86.67, monthly: 173.33 }[frequency];
  const rate = rng.money(16, 85);
  const items: Item[] = [];
  const earn = (description: string, hours: number | null, r: number | null, amount: number) => {
    const ytd = round2(amount * periodIndex * (0.9 + rng.next() * 0.2));
    items.push({
      itemType: 'earning',
      description,
      amount,
      ytdAmount: Math.max(ytd, amount),
      hours,
      rate: r,
      deductionCategory: null,
    });
  };
  earn('Regular Pay', hoursPerPeriod, rate, round2(hoursPerPeriod * rate));
  if (rng.bool(0.5)) {
    const h = rng.int(2, 16);
    earn('Overtime', h, round2(rate * 1.5), round2(h * round2(rate * 1.5)));
  }
  if (rng.bool(0.3))
    earn(rng.pick(['Holiday Pay', 'Bonus', 'Shift Differential']), null, null, rng.money(50, 900));
  const gross = sum(items.map((i) => i.amount));
  const ytdGross = sum(items.map((i) => i.ytdAmount));
  const ded = (description: string, cat: Item['deductionCategory'], amount: number, ytdAmount: number) =>
    items.push({
      itemType: 'deduction',
      description,
      amount,
      ytdAmount,
      hours: null,
      rate: null,
      deductionCategory: cat,
    });
  const fedRate = rng.pick([0.08, 0.1, 0.12, 0.15]);
  ded('Federal Income Tax', 'taxes', round2(gross * fedRate), round2(ytdGross * fedRate));
  ded('Social Security', 'taxes', round2(gross * 0.062), round2(ytdGross * 0.062));
  ded('Medicare', 'taxes', round2(gross * 0.0145), round2(ytdGross * 0.0145));
  const stRate = rng.pick([0, 0.03, 0.045, 0.05]);
  if (stRate > 0) ded('State Income Tax', 'taxes', round2(gross * stRate), round2(ytdGross * stRate));
  if (rng.bool(0.7)) {
    const pct = rng.pick([0.03, 0.05, 0.06, 0.08]);
    ded('401(k) Contribution', 'benefits', round2(gross * pct), round2(ytdGross * pct));
  }
  if (rng.bool(0.7)) {
    const med = rng.money(25, 180);
    ded(rng.pick(['Medical Insurance', 'Health Insurance PPO']), 'benefits', med, round2(med * periodIndex));
  }
  if (rng.bool(0.3)) {
    const d = rng.money(5, 30);
    ded('Dental Insurance', 'benefits', d, round2(d * periodIndex));
  }
  if (rng.bool(0.2)) {
    const d = rng.money(5, 50);
    ded(rng.pick(['Union Dues', 'Charity Contribution']), 'other', d, round2(d * periodIndex));
  }
  const deds = items.filter((i) => i.itemType === 'deduction');
  const deductions = sum(deds.map((i) => i.amount));
  const ytdDeductions = sum(deds.map((i) => i.ytdAmount));
  return {
    employee: person(rng),
    employeeId: rng.pick([rng.digits(6), `E${rng.digits(5)}`, `EMP-${rng.digits(4)}`]),
    employer: rng.pick(EMPLOYERS),
    employerAddress: address(rng),
    frequency,
    start,
    end,
    payDate: addDays(end, rng.int(3, 6)),
    items,
    gross,
    deductions,
    net: round2(gross - deductions),
    ytdGross,
    ytdDeductions,
    ytdNet: round2(ytdGross - ytdDeductions),
  };
}

/** A pay stub's truth; `items` in the order the layout prints them. */
export function payslipTruth(
  d: PayslipData,
  o: { hours: boolean; frequency: boolean },
  items: readonly Item[] = d.items,
): GroundTruth {
  return {
    documentType: 'payslip',
    fields: {
      employeeName: d.employee.name,
      employeeId: d.employeeId,
      employerName: d.employer,
      employerAddress: fullAddress(d.employerAddress),
      payPeriodStartDate: d.start,
      payPeriodEndDate: d.end,
      payDate: d.payDate,
      ...(o.frequency ? { payFrequency: d.frequency } : {}),
      grossPay: d.gross,
      netPay: d.net,
      totalDeductions: d.deductions,
      ytdGrossPay: d.ytdGross,
      ytdDeductions: d.ytdDeductions,
      ytdNetPay: d.ytdNet,
    },
    lineItems: items.map((i) => ({
      itemType: i.itemType,
      description: i.description,
      amount: i.amount,
      ytdAmount: i.ytdAmount,
      ...(o.hours && i.itemType === 'earning' ? { hours: i.hours, rate: i.rate } : {}),
      ...(i.itemType === 'deduction' ? { deductionCategory: i.deductionCategory } : {}),
    })),
  };
}

export const FREQ_LABEL: Record<Frequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-Weekly',
  semimonthly: 'Semi-Monthly',
  monthly: 'Monthly',
};
const m = (v: number) => formatMoney(v);
const hrs = (v: number | null) => (v === null ? '' : v.toFixed(2));

function employerBlock(p: PageBuilder, d: PayslipData, x: number, y: number, size = 9): void {
  p.text(d.employer, x, y, { size: size + 3, bold: true });
  p.lines([d.employerAddress.street, cityLine(d.employerAddress)], x, y + size + 8, { size });
}

/** Layout A: ADP-like, earnings and deductions side by side. */
async function layoutSideBySide(d: PayslipData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  employerBlock(p, d, 40, 36);
  p.text('Earnings Statement', 572, 36, { size: 13, bold: true, align: 'right' });
  const meta: [string, string][] = [
    ['Period Beginning:', formatDate(d.start, 'us')],
    ['Period Ending:', formatDate(d.end, 'us')],
    ['Pay Date:', formatDate(d.payDate, 'us')],
    ['Pay Frequency:', FREQ_LABEL[d.frequency]],
  ];
  meta.forEach(([l, v], k) => {
    p.text(l, 420, 56 + k * 12, { size: 8.5 });
    p.text(v, 572, 56 + k * 12, { size: 8.5, align: 'right' });
  });
  p.text(d.employee.name.toUpperCase(), 330, 130, { size: 10, bold: true });
  p.lines([d.employee.address.street, cityLine(d.employee.address)], 330, 144, { size: 9 });
  p.text(`Employee ID: ${d.employeeId}`, 40, 130, { size: 9 });
  const earnCols: Column[] = [
    { header: 'Earnings', x: 40 },
    { header: 'Rate', x: 160, align: 'right' },
    { header: 'Hours', x: 200, align: 'right' },
    { header: 'This Period', x: 250, align: 'right' },
    { header: 'YTD', x: 300, align: 'right' },
  ];
  const dedCols: Column[] = [
    { header: 'Deductions', x: 320 },
    { header: 'This Period', x: 500, align: 'right' },
    { header: 'YTD', x: 572, align: 'right' },
  ];
  const top = 190;
  let ye = drawTableHeader(p, earnCols, top, { left: 40, right: 305, size: 8 });
  let yd = drawTableHeader(p, dedCols, top, { left: 315, right: 572, size: 8 });
  for (const i of d.items) {
    if (i.itemType === 'earning') {
      p.text(i.description, 40, ye, { size: 8 });
      p.text(i.rate === null ? '' : i.rate.toFixed(2), 160, ye, { size: 8, align: 'right' });
      p.text(hrs(i.hours), 200, ye, { size: 8, align: 'right' });
      p.text(m(i.amount), 250, ye, { size: 8, align: 'right' });
      p.text(m(i.ytdAmount), 300, ye, { size: 8, align: 'right' });
      ye += 12;
    } else {
      p.text(i.description, 320, yd, { size: 8 });
      p.text(`-${m(i.amount)}`, 500, yd, { size: 8, align: 'right' });
      p.text(m(i.ytdAmount), 572, yd, { size: 8, align: 'right' });
      yd += 12;
    }
  }
  const y = Math.max(ye, yd) + 10;
  p.line(40, y, 572, y);
  const sums: [string, number, number][] = [
    ['Gross Pay', d.gross, d.ytdGross],
    ['Total Deductions', d.deductions, d.ytdDeductions],
    ['Net Pay', d.net, d.ytdNet],
  ];
  p.text('This Period', 450, y + 8, { size: 8, bold: true, align: 'right' });
  p.text('Year to Date', 572, y + 8, { size: 8, bold: true, align: 'right' });
  sums.forEach(([l, c, yv], k) => {
    p.text(l, 320, y + 22 + k * 13, { size: 9, bold: k === 2 });
    p.text(m(c), 450, y + 22 + k * 13, { size: 9, bold: k === 2, align: 'right' });
    p.text(m(yv), 572, y + 22 + k * 13, { size: 9, bold: k === 2, align: 'right' });
  });
  return {
    layout: 'side-by-side',
    pdf: await doc.save(),
    pages: 1,
    truth: payslipTruth(d, { hours: true, frequency: true }),
  };
}

/** Layout B: stacked Earnings then Deductions tables, banner header, summary row at the bottom. */
async function layoutStacked(d: PayslipData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  p.rect(0, 0, p.width, 84, { fill: LIGHT });
  employerBlock(p, d, 40, 20);
  p.text('PAY STUB', 572, 24, { size: 16, bold: true, align: 'right' });
  p.text('EMPLOYEE', 40, 104, { size: 7.5, bold: true, color: GREY });
  p.lines([d.employee.name, `ID ${d.employeeId}`], 40, 116, { size: 9.5 });
  p.text('PAY PERIOD', 230, 104, { size: 7.5, bold: true, color: GREY });
  p.text(`${formatDate(d.start, 'short-month')} - ${formatDate(d.end, 'short-month')}`, 230, 116, {
    size: 9.5,
  });
  p.text('PAY DATE', 430, 104, { size: 7.5, bold: true, color: GREY });
  p.text(formatDate(d.payDate, 'short-month'), 430, 116, { size: 9.5 });
  p.text(`Paid ${FREQ_LABEL[d.frequency].toLowerCase()}`, 430, 130, { size: 8, color: GREY });
  let y = 160;
  const sections: ['earning' | 'deduction', string, Column[]][] = [
    [
      'earning',
      'EARNINGS',
      [
        { header: 'Description', x: 40 },
        { header: 'Hours', x: 300, align: 'right' },
        { header: 'Rate', x: 370, align: 'right' },
        { header: 'Current', x: 470, align: 'right' },
        { header: 'Year To Date', x: 572, align: 'right' },
      ],
    ],
    [
      'deduction',
      'DEDUCTIONS',
      [
        { header: 'Description', x: 40 },
        { header: 'Current', x: 470, align: 'right' },
        { header: 'Year To Date', x: 572, align: 'right' },
      ],
    ],
  ];
  for (const [kind, title, cols] of sections) {
    p.text(title, 40, y, { size: 10, bold: true });
    y = drawTableHeader(p, cols, y + 16, { size: 8 });
    for (const i of d.items.filter((x) => x.itemType === kind)) {
      p.text(i.description, 40, y);
      if (kind === 'earning') {
        p.text(hrs(i.hours), 300, y, { align: 'right' });
        p.text(i.rate === null ? '' : formatMoney(i.rate), 370, y, { align: 'right' });
      }
      p.text(m(i.amount), 470, y, { align: 'right' });
      p.text(m(i.ytdAmount), 572, y, { align: 'right' });
      y += 14;
    }
    p.line(300, y, 572, y, 0.4);
    p.text(kind === 'earning' ? 'Gross Earnings' : 'Total Deductions', 40, y + 4, { bold: true });
    p.text(m(kind === 'earning' ? d.gross : d.deductions), 470, y + 4, { bold: true, align: 'right' });
    p.text(m(kind === 'earning' ? d.ytdGross : d.ytdDeductions), 572, y + 4, { bold: true, align: 'right' });
    y += 34;
  }
  p.rect(300, y, 272, 26, { fill: LIGHT });
  p.text('NET PAY', 310, y + 8, { size: 10, bold: true });
  p.text(formatMoney(d.net, { currency: true }), 470, y + 8, { size: 10, bold: true, align: 'right' });
  p.text(formatMoney(d.ytdNet, { currency: true }), 564, y + 8, { size: 10, bold: true, align: 'right' });
  return {
    layout: 'stacked',
    pdf: await doc.save(),
    pages: 1,
    truth: payslipTruth(d, { hours: true, frequency: true }),
  };
}

/** Layout C: Times, one table with a Type column and no hours, employer at the bottom. */
async function layoutMixedTable(d: PayslipData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const p = doc.addPage();
  p.text('Statement of Earnings and Deductions', 306, 40, { size: 14, bold: true, align: 'center' });
  const info: [string, string][] = [
    ['Employee name', d.employee.name],
    ['Employee number', d.employeeId],
    ['Pay period', `${formatDate(d.start, 'day-month')} to ${formatDate(d.end, 'day-month')}`],
    ['Payment date', formatDate(d.payDate, 'day-month')],
  ];
  info.forEach(([l, v], k) => {
    p.text(`${l}:`, 60, 80 + k * 15, { size: 10.5 });
    p.text(v, 190, 80 + k * 15, { size: 10.5, bold: true });
  });
  const cols: Column[] = [
    { header: 'Item', x: 60 },
    { header: 'Type', x: 290 },
    { header: 'This pay', x: 440, align: 'right' },
    { header: 'Year to date', x: 552, align: 'right' },
  ];
  let y = drawTableHeader(p, cols, 160, { left: 60, right: 552, size: 10 });
  for (const i of d.items) {
    p.text(i.description, 60, y, { size: 10 });
    p.text(i.itemType === 'earning' ? 'Earning' : 'Deduction', 290, y, { size: 10 });
    p.text(m(i.itemType === 'earning' ? i.amount : -i.amount), 440, y, { size: 10, align: 'right' });
    p.text(m(i.ytdAmount), 552, y, { size: 10, align: 'right' });
    y += 15;
  }
  p.line(60, y, 552, y);
  y += 8;
  const sums: [string, number, number][] = [
    ['Total gross pay', d.gross, d.ytdGross],
    ['Total deductions', d.deductions, d.ytdDeductions],
    ['Net pay', d.net, d.ytdNet],
  ];
  for (const [l, c, yv] of sums) {
    p.text(l, 60, y, { size: 10.5, bold: true });
    p.text(m(c), 440, y, { size: 10.5, align: 'right', bold: true });
    p.text(m(yv), 552, y, { size: 10.5, align: 'right', bold: true });
    y += 15;
  }
  p.line(60, 690, 552, 690, 0.4, GREY);
  p.text(`${d.employer}, ${fullAddress(d.employerAddress)}`, 306, 700, { size: 9.5, align: 'center' });
  return {
    layout: 'mixed-table',
    pdf: await doc.save(),
    pages: 1,
    truth: payslipTruth(d, { hours: false, frequency: false }),
  };
}

/** Layout D: monospaced stub, summary box of current and YTD totals first, then the detail. */
async function layoutSummaryFirst(d: PayslipData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('courier');
  const p = doc.addPage();
  p.text(d.employer.toUpperCase(), 40, 36, { size: 11, bold: true });
  p.text(fullAddress(d.employerAddress), 40, 50, { size: 8 });
  p.text(`EMPLOYEE: ${d.employee.name.toUpperCase()}   EMP ID: ${d.employeeId}`, 40, 74, { size: 8.5 });
  p.text(
    `PERIOD: ${formatDate(d.start, 'iso')} TO ${formatDate(d.end, 'iso')}   CHECK DATE: ${formatDate(d.payDate, 'iso')}   FREQ: ${d.frequency.toUpperCase()}`,
    40,
    88,
    { size: 8.5 },
  );
  p.rect(40, 106, 532, 48, { stroke: GREY });
  const heads = ['', 'GROSS PAY', 'DEDUCTIONS', 'NET PAY'];
  heads.forEach((h, k) => p.text(h, 150 + k * 130 - 130, 112, { size: 8, bold: true }));
  p.text('CURRENT', 46, 126, { size: 8.5 });
  p.text('YTD', 46, 140, { size: 8.5 });
  [d.gross, d.deductions, d.net].forEach((v, k) =>
    p.text(m(v), 240 + k * 130, 126, { size: 8.5, align: 'right' }),
  );
  [d.ytdGross, d.ytdDeductions, d.ytdNet].forEach((v, k) =>
    p.text(m(v), 240 + k * 130, 140, { size: 8.5, align: 'right' }),
  );
  const cols: Column[] = [
    { header: 'CODE', x: 40 },
    { header: 'DESCRIPTION', x: 90 },
    { header: 'HRS', x: 330, align: 'right' },
    { header: 'RATE', x: 400, align: 'right' },
    { header: 'CURRENT', x: 490, align: 'right' },
    { header: 'YTD', x: 572, align: 'right' },
  ];
  let y = drawTableHeader(p, cols, 176, { size: 8 });
  for (const i of d.items) {
    p.text(i.itemType === 'earning' ? 'E' : 'D', 40, y, { size: 8.5 });
    p.text(i.description.toUpperCase(), 90, y, { size: 8.5 });
    p.text(hrs(i.hours), 330, y, { size: 8.5, align: 'right' });
    p.text(i.rate === null ? '' : i.rate.toFixed(4), 400, y, { size: 8.5, align: 'right' });
    p.text(
      formatMoney(i.itemType === 'earning' ? i.amount : -i.amount, { negative: 'trailing-minus' }),
      490,
      y,
      { size: 8.5, align: 'right' },
    );
    p.text(m(i.ytdAmount), 572, y, { size: 8.5, align: 'right' });
    y += 12;
  }
  p.text('E = EARNINGS  D = DEDUCTIONS.  THIS IS NOT A CHECK - NON-NEGOTIABLE', 40, y + 20, { size: 7 });
  const t = payslipTruth(d, { hours: true, frequency: true });
  for (const row of t.lineItems ?? []) row.description = String(row.description).toUpperCase();
  return { layout: 'summary-first', pdf: await doc.save(), pages: 1, truth: t };
}

export async function generatePayslip(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const d = payslipData(seed);
  return [layoutSideBySide, layoutStacked, layoutMixedTable, layoutSummaryFirst][layout % 4]!(d);
}
