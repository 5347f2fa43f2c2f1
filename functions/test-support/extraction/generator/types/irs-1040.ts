// Form 1040: the official 2024 and 2023 AcroForms from the corpus filled with a consistent return,
// a printed line-by-line return (tax software "copy for your records") and a compact two-column summary.
import { PDFDocument } from 'pdf-lib';
import { DocBuilder, Flow, GREY, LIGHT, pageFooters } from '../draw';
import {
  FILING_STATUSES,
  IRS_1040_2023,
  IRS_1040_2024,
  IRS_1040_FORM_MAPS,
  type FilingStatus,
  type Irs1040FormMap,
} from '../../../../src/extraction/parsers/irs-form-maps';
import { cityLine, person, ssn, type Person } from '../fake-data';
import { formatMoney } from '../format';
import { corpusForm } from '../../corpus';
import { fillForm } from '../../test-forms';
import { Rng } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export interface Dependent {
  firstName: string;
  lastName: string;
  ssn: string;
  relationship: string;
  childTaxCredit: boolean;
}

export interface ReturnData {
  year: number;
  status: FilingStatus;
  taxpayer: Person;
  taxpayerSSN: string;
  spouse: Person | null;
  spouseSSN: string | null;
  dependents: Dependent[];
  lines: Record<string, number>;
  routing: string | null;
  account: string | null;
  accountType: 'Checking' | 'Savings' | null;
}

const STANDARD_DEDUCTION: Record<FilingStatus, number> = {
  Single: 14_600,
  'Married filing jointly': 29_200,
  'Married filing separately': 14_600,
  'Head of household': 21_900,
  'Qualifying surviving spouse': 29_200,
};

function bracketTax(taxable: number, joint: boolean): number {
  const brackets: [number, number][] = joint
    ? [
        [23_200, 0.1],
        [94_300, 0.12],
        [201_050, 0.22],
        [383_900, 0.24],
        [487_450, 0.32],
        [731_200, 0.35],
        [Infinity, 0.37],
      ]
    : [
        [11_600, 0.1],
        [47_150, 0.12],
        [100_525, 0.22],
        [191_950, 0.24],
        [243_725, 0.32],
        [609_350, 0.35],
        [Infinity, 0.37],
      ];
  let tax = 0;
  let low = 0;
  for (const [high, rate] of brackets) {
    if (taxable <= low) break;
    tax += (Math.min(taxable, high) - low) * rate;
    low = high;
  }
  return Math.round(tax);
}

export function returnData(seed: number, year = 2024): ReturnData {
  const rng = new Rng(seed);
  const status = rng.pick(FILING_STATUSES.filter((s) => s !== 'Qualifying surviving spouse'));
  const taxpayer = person(rng);
  const married = status === 'Married filing jointly';
  const spouse = married ? { ...person(rng), lastName: taxpayer.lastName } : null;
  const kids = status === 'Single' || status === 'Married filing separately' ? 0 : rng.int(0, 3);
  const dependents: Dependent[] = Array.from({ length: kids }, () => {
    const age = rng.int(1, 20);
    return {
      firstName: person(rng).firstName,
      lastName: taxpayer.lastName,
      ssn: ssn(rng),
      relationship: rng.pick(['Son', 'Daughter']),
      childTaxCredit: age < 17,
    };
  });
  // Whole dollars, as returns are usually filed.
  const wages = rng.int(28_000, 240_000);
  const interest = rng.bool(0.6) ? rng.int(20, 4_000) : 0;
  const dividends = rng.bool(0.4) ? rng.int(50, 9_000) : 0;
  const capital = rng.bool(0.3) ? rng.int(-3_000, 25_000) : 0;
  const additional = rng.bool(0.25) ? rng.int(300, 15_000) : 0;
  const total = wages + interest + dividends + capital + additional;
  const adjustments = rng.bool(0.3) ? rng.int(500, 7_000) : 0;
  const agi = total - adjustments;
  const deduction = STANDARD_DEDUCTION[status];
  const taxable = Math.max(0, agi - deduction);
  const tax = bracketTax(taxable, married);
  const credits = Math.min(tax, dependents.filter((d) => d.childTaxCredit).length * 2_000);
  const afterCredits = tax - credits;
  const otherTaxes = rng.bool(0.15) ? rng.int(100, 3_000) : 0;
  const totalTax = afterCredits + otherTaxes;
  const w2w = Math.round(wages * rng.pick([0.06, 0.09, 0.12, 0.15, 0.18]));
  const w1099 = rng.bool(0.15) ? rng.int(50, 2_000) : 0;
  const withholding = w2w + w1099;
  const estimated = rng.bool(0.15) ? rng.int(500, 8_000) : 0;
  const payments = withholding + estimated;
  const refund = payments > totalTax;
  const lines: Record<string, number> = {
    line1z_wages: wages,
    ...(interest ? { line2b_taxableInterest: interest } : {}),
    ...(dividends ? { line3b_ordinaryDividends: dividends } : {}),
    ...(capital ? { line7_capitalGain: capital } : {}),
    ...(additional ? { line8_additionalIncome: additional } : {}),
    line9_totalIncome: total,
    ...(adjustments ? { line10_adjustments: adjustments } : {}),
    line11_agi: agi,
    line12_standardDeduction: deduction,
    line15_taxableIncome: taxable,
    line16_tax: tax,
    line22_taxAfterCredits: afterCredits,
    line24_totalTax: totalTax,
    line25a_w2Withholding: w2w,
    ...(w1099 ? { line25b_1099Withholding: w1099 } : {}),
    line25d_totalWithholding: withholding,
    ...(estimated ? { line26_estimatedPayments: estimated } : {}),
    line32_totalPayments: payments,
    ...(refund
      ? {
          line33_overpayment: payments - totalTax,
          line34_refundAmount: payments - totalTax,
          line35a_refund: payments - totalTax,
        }
      : { line36_amountYouOwe: totalTax - payments }),
  };
  const deposit = refund && rng.bool(0.8);
  return {
    year,
    status,
    taxpayer,
    taxpayerSSN: ssn(rng),
    spouse,
    spouseSSN: spouse ? ssn(rng) : null,
    dependents,
    lines,
    routing: deposit ? `0${rng.digits(8)}` : null,
    account: deposit ? rng.digits(rng.int(8, 12)) : null,
    accountType: deposit ? rng.pick(['Checking', 'Savings'] as const) : null,
  };
}

const LINE_FIELDS = [
  'line1z_wages',
  'line2b_taxableInterest',
  'line3b_ordinaryDividends',
  'line7_capitalGain',
  'line8_additionalIncome',
  'line9_totalIncome',
  'line10_adjustments',
  'line11_agi',
  'line12_standardDeduction',
  'line15_taxableIncome',
  'line16_tax',
  'line22_taxAfterCredits',
  'line24_totalTax',
  'line25a_w2Withholding',
  'line25b_1099Withholding',
  'line25c_otherWithholding',
  'line25d_totalWithholding',
  'line26_estimatedPayments',
  'line27_eic',
  'line28_additionalChildTaxCredit',
  'line29_americanOpportunityCredit',
  'line30_schedule3Line15',
  'line32_totalPayments',
  'line33_overpayment',
  'line34_refundAmount',
  'line35a_refund',
  'line36_amountYouOwe',
  'line37_estimatedTaxPenalty',
] as const;

export function truth1040(d: ReturnData): GroundTruth {
  const lines = Object.fromEntries(LINE_FIELDS.map((f) => [f, d.lines[f] ?? null]));
  return {
    documentType: 'irs_1040',
    fields: {
      taxYear: d.year,
      filingStatus: d.status,
      taxpayerFirstName: d.taxpayer.firstName,
      taxpayerLastName: d.taxpayer.lastName,
      taxpayerSSN: d.taxpayerSSN,
      taxpayerSsnLast4: d.taxpayerSSN.slice(-4),
      homeAddress: d.taxpayer.address.street,
      city: d.taxpayer.address.city,
      state: d.taxpayer.address.state,
      zipCode: d.taxpayer.address.zip,
      spouseFirstName: d.spouse?.firstName ?? null,
      spouseLastName: d.spouse?.lastName ?? null,
      spouseSSN: d.spouseSSN,
      spouseSsnLast4: d.spouseSSN?.slice(-4) ?? null,
      ...lines,
      line35b_routingNumber: d.routing,
      line35c_accountType: d.accountType,
      line35d_accountNumber: d.account,
    },
    dependents: d.dependents.map((x) => ({
      firstName: x.firstName,
      lastName: x.lastName,
      ssnLast4: x.ssn.slice(-4),
      relationship: x.relationship,
      childTaxCredit: x.childTaxCredit,
    })),
  };
}

async function layoutAcroForm(
  d: ReturnData,
  map: Irs1040FormMap,
  flatten = false,
): Promise<RenderedDocument | null> {
  const template = corpusForm(`irs_forms/ustaxes/f1040_${map.year}.pdf`);
  if (!template) return null;
  const values: Record<string, string | boolean> = {};
  const digits = (s: string) => s.replace(/\D/g, '');
  const put = (field: string, v: string | null | undefined) => {
    const ref = map.values[field];
    if (ref && v !== null && v !== undefined && v !== '') values[ref] = v;
  };
  put('taxpayerFirstName', d.taxpayer.firstName);
  put('taxpayerLastName', d.taxpayer.lastName);
  put('taxpayerSSN', digits(d.taxpayerSSN));
  put('spouseFirstName', d.spouse?.firstName);
  put('spouseLastName', d.spouse?.lastName);
  put('spouseSSN', d.spouseSSN ? digits(d.spouseSSN) : null);
  put('homeAddress', d.taxpayer.address.street);
  put('city', d.taxpayer.address.city);
  put('state', d.taxpayer.address.state);
  put('zipCode', d.taxpayer.address.zip);
  for (const f of LINE_FIELDS) {
    const v = d.lines[f];
    // line34 and line35a share the printed 35a widget.
    if (v !== undefined && f !== 'line34_refundAmount') put(f, formatMoney(v).replace(/\.00$/, ''));
  }
  put('line35b_routingNumber', d.routing);
  put('line35d_accountNumber', d.account);
  for (const opt of map.filingStatus) values[opt.ref] = opt.value === d.status;
  for (const opt of map.accountType) values[opt.ref] = opt.value === d.accountType;
  d.dependents.slice(0, map.dependents.length).forEach((dep, i) => {
    const refs = map.dependents[i];
    if (!refs) return;
    if (refs.name) values[refs.name] = `${dep.firstName} ${dep.lastName}`;
    if (refs.firstName) values[refs.firstName] = dep.firstName;
    if (refs.lastName) values[refs.lastName] = dep.lastName;
    values[refs.ssn] = digits(dep.ssn);
    values[refs.relationship] = dep.relationship;
    values[refs.childTaxCredit.ref] = dep.childTaxCredit;
  });
  const filled = await fillForm(template, values);
  if (!flatten) {
    return {
      layout: `acroform-${map.year}`,
      pdf: filled,
      pages: 2,
      truth: truth1040({ ...d, year: map.year }),
      form: true,
    };
  }
  // A printed copy of the official form: pdf-lib draws each value into the page and drops the fields.
  const pdf = await PDFDocument.load(filled);
  pdf.getForm().flatten();
  return {
    layout: `flattened-${map.year}`,
    pdf: await pdf.save(),
    pages: 2,
    truth: truth1040({ ...d, year: map.year }),
  };
}

export const LABELS: [string, string, string][] = [
  ['1z', 'line1z_wages', 'Add lines 1a through 1h'],
  ['2b', 'line2b_taxableInterest', 'Taxable interest'],
  ['3b', 'line3b_ordinaryDividends', 'Ordinary dividends'],
  ['7', 'line7_capitalGain', 'Capital gain or (loss)'],
  ['8', 'line8_additionalIncome', 'Additional income from Schedule 1, line 10'],
  ['9', 'line9_totalIncome', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income'],
  ['10', 'line10_adjustments', 'Adjustments to income from Schedule 1, line 26'],
  ['11', 'line11_agi', 'Subtract line 10 from line 9. This is your adjusted gross income'],
  ['12', 'line12_standardDeduction', 'Standard deduction or itemized deductions'],
  ['15', 'line15_taxableIncome', 'Subtract line 14 from line 11. This is your taxable income'],
  ['16', 'line16_tax', 'Tax'],
  ['22', 'line22_taxAfterCredits', 'Subtract line 21 from line 18'],
  ['24', 'line24_totalTax', 'Add lines 22 and 23. This is your total tax'],
  ['25a', 'line25a_w2Withholding', 'Federal income tax withheld from Form(s) W-2'],
  ['25b', 'line25b_1099Withholding', 'Federal income tax withheld from Form(s) 1099'],
  ['25c', 'line25c_otherWithholding', 'Other forms'],
  ['25d', 'line25d_totalWithholding', 'Add lines 25a through 25c'],
  ['26', 'line26_estimatedPayments', 'Estimated tax payments and amount applied from prior year return'],
  ['27', 'line27_eic', 'Earned income credit (EIC)'],
  ['28', 'line28_additionalChildTaxCredit', 'Additional child tax credit from Schedule 8812'],
  ['29', 'line29_americanOpportunityCredit', 'American opportunity credit from Form 8863, line 8'],
  ['31', 'line30_schedule3Line15', 'Amount from Schedule 3, line 15'],
  ['33', 'line32_totalPayments', 'Add lines 25d, 26, and 32. These are your total payments'],
  ['34', 'line33_overpayment', 'If line 33 is more than line 24, this is the amount you overpaid'],
  ['35a', 'line35a_refund', 'Amount of line 34 you want refunded to you'],
  ['37', 'line36_amountYouOwe', 'Subtract line 33 from line 24. This is the amount you owe'],
  ['38', 'line37_estimatedTaxPenalty', 'Estimated tax penalty'],
];

/** Line-by-line printed return across two pages, amounts right-aligned with line numbers in a column. */
async function layoutPrinted(d: ReturnData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const flow = new Flow(
    doc,
    (p, i) => {
      p.text('Form 1040', 36, 30, { size: 15, bold: true });
      p.text(`U.S. Individual Income Tax Return ${d.year}`, 130, 34, { size: 11 });
      p.text('Copy for your records', 576, 34, { size: 8, align: 'right', color: GREY });
      p.line(36, 52, 576, 52, 1.2);
      if (i > 0) return 66;
      p.text('Filing Status', 36, 62, { size: 8, bold: true });
      FILING_STATUSES.forEach((s, k) =>
        p.text(`${s === d.status ? '[X]' : '[ ]'} ${s}`, 110 + (k % 3) * 150, 62 + Math.floor(k / 3) * 12, {
          size: 8,
        }),
      );
      p.text('Your first name and middle initial', 36, 94, { size: 6.5, color: GREY });
      p.text('Last name', 250, 94, { size: 6.5, color: GREY });
      p.text('Your social security number', 460, 94, { size: 6.5, color: GREY });
      p.text(d.taxpayer.firstName, 36, 104, { size: 10 });
      p.text(d.taxpayer.lastName, 250, 104, { size: 10 });
      p.text(d.taxpayerSSN, 460, 104, { size: 10 });
      let y = 122;
      if (d.spouse && d.spouseSSN) {
        p.text("If joint return, spouse's first name and middle initial", 36, y, { size: 6.5, color: GREY });
        p.text('Last name', 250, y, { size: 6.5, color: GREY });
        p.text("Spouse's social security number", 460, y, { size: 6.5, color: GREY });
        p.text(d.spouse.firstName, 36, y + 10, { size: 10 });
        p.text(d.spouse.lastName, 250, y + 10, { size: 10 });
        p.text(d.spouseSSN, 460, y + 10, { size: 10 });
        y += 28;
      }
      p.text('Home address (number and street)', 36, y, { size: 6.5, color: GREY });
      p.text(d.taxpayer.address.street, 36, y + 10, { size: 10 });
      p.text('City, town, or post office. State. ZIP code', 300, y, { size: 6.5, color: GREY });
      p.text(cityLine(d.taxpayer.address), 300, y + 10, { size: 10 });
      y += 30;
      if (d.dependents.length) {
        p.text('Dependents', 36, y, { size: 8, bold: true });
        ['(1) First name   Last name', '(2) SSN', '(3) Relationship', '(4) Child tax credit'].forEach(
          (h, k) => p.text(h, 110 + k * 115, y, { size: 7, color: GREY }),
        );
        y += 12;
        for (const dep of d.dependents) {
          p.text(`${dep.firstName} ${dep.lastName}`, 110, y, { size: 9 });
          p.text(dep.ssn, 225, y, { size: 9 });
          p.text(dep.relationship, 340, y, { size: 9 });
          p.text(dep.childTaxCredit ? 'X' : '', 470, y, { size: 9 });
          y += 12;
        }
        y += 6;
      }
      p.line(36, y, 576, y, 0.8);
      return y + 8;
    },
    740,
  );
  for (const [no, field, label] of LABELS) {
    const v = d.lines[field];
    if (field === 'line35a_refund' && d.routing) {
      flow.ensure(28);
    }
    flow.ensure(15);
    const p = flow.page;
    p.text(no, 36, flow.y, { size: 8.5, bold: true });
    p.text(label, 60, flow.y, { size: 8.5 });
    p.text(no, 492, flow.y, { size: 8.5, bold: true });
    p.rect(504, flow.y - 3, 72, 13, { stroke: GREY, width: 0.4 });
    p.text(v === undefined ? '' : formatMoney(v), 572, flow.y, { size: 8.5, align: 'right' });
    flow.y += 15;
    if (field === 'line35a_refund' && d.routing && d.account && d.accountType) {
      p.text(`b  Routing number  ${d.routing}`, 60, flow.y, { size: 8.5 });
      p.text(
        `c  Type: ${d.accountType === 'Checking' ? '[X] Checking  [ ] Savings' : '[ ] Checking  [X] Savings'}`,
        300,
        flow.y,
        { size: 8.5 },
      );
      p.text(`d  Account number  ${d.account}`, 60, flow.y + 13, { size: 8.5 });
      flow.y += 28;
    }
  }
  pageFooters(doc, (i) => `Form 1040 (${d.year})  Page ${i}`);
  return { layout: 'printed', pdf: await doc.save(), pages: doc.pages.length, truth: truth1040(d) };
}

/** Tax-software summary: two columns of labelled amounts with section headings. */
async function layoutSummary(d: ReturnData): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const p = doc.addPage();
  p.rect(36, 30, 540, 44, { fill: LIGHT });
  p.text(`${d.year} Federal Return Summary - Form 1040`, 46, 38, { size: 14, bold: true });
  p.text(`Filing status: ${d.status}`, 46, 58, { size: 10 });
  const names = d.spouse
    ? `${d.taxpayer.firstName} ${d.taxpayer.lastName} & ${d.spouse.firstName} ${d.spouse.lastName}`
    : `${d.taxpayer.firstName} ${d.taxpayer.lastName}`;
  p.lines(
    [
      `Taxpayer: ${names}`,
      `Taxpayer SSN: ${d.taxpayerSSN}`,
      ...(d.spouseSSN ? [`Spouse SSN: ${d.spouseSSN}`] : []),
      `Address: ${d.taxpayer.address.street}, ${cityLine(d.taxpayer.address)}`,
    ],
    46,
    90,
    { size: 10 },
  );
  if (d.spouse)
    p.text(`Spouse first name: ${d.spouse.firstName}   Spouse last name: ${d.spouse.lastName}`, 46, 150, {
      size: 9,
    });
  p.text(`Taxpayer first name: ${d.taxpayer.firstName}   Last name: ${d.taxpayer.lastName}`, 46, 162, {
    size: 9,
  });
  let y = 186;
  if (d.dependents.length) {
    p.text('Dependents', 46, y, { size: 10.5, bold: true });
    y += 14;
    for (const dep of d.dependents) {
      p.text(
        `${dep.firstName} ${dep.lastName}  (${dep.relationship})  SSN ${dep.ssn}  ${dep.childTaxCredit ? 'Child tax credit' : 'Credit for other dependents'}`,
        56,
        y,
        { size: 9.5 },
      );
      y += 13;
    }
    y += 8;
  }
  const groups: [string, string[]][] = [
    [
      'Income',
      [
        'line1z_wages',
        'line2b_taxableInterest',
        'line3b_ordinaryDividends',
        'line7_capitalGain',
        'line8_additionalIncome',
        'line9_totalIncome',
        'line10_adjustments',
        'line11_agi',
        'line12_standardDeduction',
        'line15_taxableIncome',
      ],
    ],
    [
      'Tax and Payments',
      [
        'line16_tax',
        'line22_taxAfterCredits',
        'line24_totalTax',
        'line25a_w2Withholding',
        'line25b_1099Withholding',
        'line25d_totalWithholding',
        'line26_estimatedPayments',
        'line32_totalPayments',
        'line33_overpayment',
        'line35a_refund',
        'line36_amountYouOwe',
      ],
    ],
  ];
  const labelOf = Object.fromEntries(LABELS.map(([no, f, l]) => [f, `Line ${no}  ${short(l)}`]));
  groups.forEach(([title, fields], k) => {
    const x = 46 + k * 270;
    let yy = y;
    p.text(title, x, yy, { size: 11, bold: true });
    yy += 16;
    for (const f of fields) {
      const v = d.lines[f];
      if (v === undefined) continue;
      p.text(labelOf[f] ?? f, x, yy, { size: 9.5 });
      p.text(formatMoney(v, { currency: true }), x + 250, yy, { size: 9.5, align: 'right' });
      yy += 14;
    }
  });
  if (d.routing && d.account && d.accountType) {
    p.text('Direct deposit', 316, 560, { size: 11, bold: true });
    p.lines(
      [`Routing number: ${d.routing}`, `Account number: ${d.account}`, `Account type: ${d.accountType}`],
      316,
      576,
      { size: 9.5 },
    );
  }
  return { layout: 'summary', pdf: await doc.save(), pages: 1, truth: truth1040(d) };
}

function short(label: string): string {
  const m = /This is (?:your|the) (.+)$/.exec(label) ?? /These are your (.+)$/.exec(label);
  const s = m?.[1] ?? label;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export async function generateIrs1040(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const k = layout % 5;
  if (k === 0 || k === 1 || k === 4) {
    const map = k === 1 ? IRS_1040_2023 : IRS_1040_2024;
    const filled = await layoutAcroForm(returnData(seed, map.year), map, k === 4);
    if (filled) return filled;
  }
  const d = returnData(seed);
  return k === 3 ? layoutSummary(d) : layoutPrinted(d);
}

/** The official form of a given year (2023-2025) filled with known values; null without the corpus. */
export async function generateIrs1040Form(seed: number, year: number): Promise<RenderedDocument | null> {
  const map = IRS_1040_FORM_MAPS.find((m) => m.year === year);
  if (!map) throw new Error(`no 1040 form map for ${year}`);
  return layoutAcroForm(returnData(seed, year), map);
}
