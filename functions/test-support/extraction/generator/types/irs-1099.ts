// Forms 1099-NEC, -MISC, -INT and -DIV, each either as the official box grid (payer/recipient on
// the left, amount boxes on the right) or as a brokerage/payer "tax information statement" list.
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { DocBuilder, GREY, LIGHT, type PageBuilder } from '../draw';
import { BANKS, COMPANIES, address, cityLine, ein, person, ssn, type Address } from '../fake-data';
import { formatMoney } from '../format';
import { Rng } from '../random';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export interface Box {
  field: string;
  no: string;
  label: string;
}

export const BOXES: Record<Irs1099Variant, Box[]> = {
  NEC: [
    { field: 'box1_nonemployeeCompensation', no: '1', label: 'Nonemployee compensation' },
    { field: 'box4_federalTaxWithheld', no: '4', label: 'Federal income tax withheld' },
  ],
  MISC: [
    { field: 'box1_rents', no: '1', label: 'Rents' },
    { field: 'box2_royalties', no: '2', label: 'Royalties' },
    { field: 'box3_otherIncome', no: '3', label: 'Other income' },
    { field: 'box4_federalTaxWithheld', no: '4', label: 'Federal income tax withheld' },
    { field: 'box6_medicalPayments', no: '6', label: 'Medical and health care payments' },
    { field: 'box10_grossProceedsAttorney', no: '10', label: 'Gross proceeds paid to an attorney' },
  ],
  INT: [
    { field: 'box1_interestIncome', no: '1', label: 'Interest income' },
    { field: 'box2_earlyWithdrawalPenalty', no: '2', label: 'Early withdrawal penalty' },
    {
      field: 'box3_treasuryInterest',
      no: '3',
      label: 'Interest on U.S. Savings Bonds and Treasury obligations',
    },
    { field: 'box4_federalTaxWithheld', no: '4', label: 'Federal income tax withheld' },
    { field: 'box8_taxExemptInterest', no: '8', label: 'Tax-exempt interest' },
  ],
  DIV: [
    { field: 'box1a_totalOrdinaryDividends', no: '1a', label: 'Total ordinary dividends' },
    { field: 'box1b_qualifiedDividends', no: '1b', label: 'Qualified dividends' },
    { field: 'box2a_totalCapitalGain', no: '2a', label: 'Total capital gain distr.' },
    { field: 'box4_federalTaxWithheld', no: '4', label: 'Federal income tax withheld' },
    { field: 'box5_section199A', no: '5', label: 'Section 199A dividends' },
    { field: 'box7_foreignTaxPaid', no: '7', label: 'Foreign tax paid' },
  ],
};

export const TITLE: Record<Irs1099Variant, string> = {
  NEC: 'Nonemployee Compensation',
  MISC: 'Miscellaneous Information',
  INT: 'Interest Income',
  DIV: 'Dividends and Distributions',
};

export interface Data1099 {
  variant: Irs1099Variant;
  year: number;
  payer: string;
  payerAddress: Address;
  payerTIN: string;
  recipient: string;
  recipientAddress: Address;
  recipientTIN: string;
  account: string | null;
  amounts: Record<string, number>;
}

export function data1099(seed: number, variant: Irs1099Variant): Data1099 {
  const rng = new Rng(seed);
  const amounts: Record<string, number> = {};
  const main = BOXES[variant][0];
  if (main)
    amounts[main.field] = rng.money(
      variant === 'INT' || variant === 'DIV' ? 40 : 1_200,
      variant === 'INT' || variant === 'DIV' ? 18_000 : 140_000,
    );
  for (const b of BOXES[variant].slice(1)) {
    if (!rng.bool(0.4)) continue;
    const base = amounts[main?.field ?? ''] ?? 1000;
    amounts[b.field] =
      b.field === 'box1b_qualifiedDividends'
        ? Math.round(base * 0.8 * 100) / 100
        : rng.money(10, Math.max(20, base * 0.3));
  }
  const recipient = person(rng);
  const individualPayer = variant === 'NEC' && rng.bool(0.3);
  return {
    variant,
    year: rng.int(2021, 2025),
    payer:
      variant === 'INT'
        ? rng.pick(BANKS)
        : variant === 'DIV'
          ? rng.pick([
              'Fidelity Brokerage Services LLC',
              'Vanguard Marketing Corp.',
              'Charles Schwab & Co., Inc.',
              ...COMPANIES.slice(0, 3),
            ])
          : individualPayer
            ? person(rng).name
            : rng.pick(COMPANIES),
    payerAddress: address(rng),
    payerTIN: individualPayer ? ssn(rng) : ein(rng),
    recipient: recipient.name,
    recipientAddress: recipient.address,
    recipientTIN: rng.bool(0.5) ? `XXX-XX-${rng.digits(4)}` : ssn(rng),
    account: rng.bool(0.6) ? rng.digits(rng.int(6, 10)) : null,
    amounts,
  };
}

export function truth1099(d: Data1099): GroundTruth {
  const boxes = Object.fromEntries(BOXES[d.variant].map((b) => [b.field, d.amounts[b.field] ?? null]));
  return {
    documentType: 'irs_1099',
    fields: {
      formVariant: d.variant,
      taxYear: d.year,
      payerName: d.payer,
      payerTIN: d.payerTIN,
      recipientName: d.recipient,
      recipientTIN: d.recipientTIN,
      accountNumber: d.account,
      ...boxes,
    },
  };
}

function gridForm(p: PageBuilder, d: Data1099, top: number): void {
  const L = 36;
  const M = 300;
  const R = 576;
  const boxes = BOXES[d.variant];
  p.rect(L, top, M - L, 96, { stroke: GREY, width: 0.5 });
  p.text(
    "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    L + 3,
    top + 3,
    { size: 5 },
  );
  p.lines([d.payer, d.payerAddress.street, cityLine(d.payerAddress)], L + 6, top + 16, { size: 9 });
  p.rect(L, top + 96, (M - L) / 2, 28, { stroke: GREY, width: 0.5 });
  p.text("PAYER'S TIN", L + 3, top + 99, { size: 5.5 });
  p.text(d.payerTIN, L + 6, top + 110, { size: 9 });
  p.rect(L + (M - L) / 2, top + 96, (M - L) / 2, 28, { stroke: GREY, width: 0.5 });
  p.text("RECIPIENT'S TIN", L + (M - L) / 2 + 3, top + 99, { size: 5.5 });
  p.text(d.recipientTIN, L + (M - L) / 2 + 6, top + 110, { size: 9 });
  p.rect(L, top + 124, M - L, 26, { stroke: GREY, width: 0.5 });
  p.text("RECIPIENT'S name", L + 3, top + 127, { size: 5.5 });
  p.text(d.recipient, L + 6, top + 137, { size: 9 });
  p.rect(L, top + 150, M - L, 40, { stroke: GREY, width: 0.5 });
  p.text(
    'Street address (including apt. no.)   City or town, state or province, country, and ZIP or foreign postal code',
    L + 3,
    top + 153,
    { size: 5 },
  );
  p.lines([d.recipientAddress.street, cityLine(d.recipientAddress)], L + 6, top + 163, { size: 9 });
  p.rect(L, top + 190, M - L, 24, { stroke: GREY, width: 0.5 });
  p.text('Account number (see instructions)', L + 3, top + 193, { size: 5.5 });
  p.text(d.account ?? '', L + 6, top + 202, { size: 9 });
  const w = (R - M) / 2;
  boxes.forEach((b, k) => {
    const x = M + (k % 2) * w;
    const y = top + Math.floor(k / 2) * 34;
    p.rect(x, y, w, 34, { stroke: GREY, width: 0.5 });
    p.text(`${b.no} ${b.label}`, x + 3, y + 3, { size: 5.5 });
    const v = d.amounts[b.field];
    p.text(v === undefined ? '$' : `$ ${formatMoney(v)}`, x + 6, y + 18, { size: 9 });
  });
  const by = top + Math.ceil(boxes.length / 2) * 34 + 10;
  p.text(`Form 1099-${d.variant}`, M + 6, by, { size: 13, bold: true });
  p.text(TITLE[d.variant], M + 6, by + 18, { size: 10 });
  p.text(`Tax year ${d.year}`, M + 6, by + 33, { size: 10, bold: true });
  p.text('Copy B For Recipient', R - 4, by, { size: 7, align: 'right', color: GREY });
  p.text('Department of the Treasury - Internal Revenue Service', L, top + 222, { size: 6.5, color: GREY });
}

async function layoutGrid(d: Data1099): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  gridForm(p, d, 50);
  p.text('This is important tax information and is being furnished to the IRS.', 36, 300, {
    size: 7,
    color: GREY,
  });
  return { layout: `${d.variant.toLowerCase()}-grid`, pdf: await doc.save(), pages: 1, truth: truth1099(d) };
}

async function layoutStatement(d: Data1099): Promise<RenderedDocument> {
  const doc = await DocBuilder.create(d.variant === 'DIV' || d.variant === 'INT' ? 'times' : 'courier');
  const p = doc.addPage();
  p.text(d.payer, 48, 40, { size: 14, bold: true });
  p.text(`${d.payerAddress.street}, ${cityLine(d.payerAddress)}`, 48, 58, { size: 9 });
  p.text(`Payer's Federal ID Number: ${d.payerTIN}`, 48, 72, { size: 9 });
  p.text(`${d.year} TAX INFORMATION STATEMENT`, 564, 40, { size: 11, bold: true, align: 'right' });
  p.lines([d.recipient, d.recipientAddress.street, cityLine(d.recipientAddress)], 48, 110, { size: 10 });
  p.text(`Recipient's Identification Number: ${d.recipientTIN}`, 320, 110, { size: 9 });
  if (d.account) p.text(`Account Number: ${d.account}`, 320, 124, { size: 9 });
  p.rect(48, 180, 516, 20, { fill: LIGHT });
  p.text(`Form 1099-${d.variant}  ${TITLE[d.variant]}`, 56, 186, { size: 10.5, bold: true });
  p.text(`${d.year}`, 556, 186, { size: 10.5, bold: true, align: 'right' });
  let y = 212;
  for (const b of BOXES[d.variant]) {
    p.text(`Box ${b.no}`, 56, y, { size: 10 });
    p.text(b.label, 110, y, { size: 10 });
    p.text(formatMoney(d.amounts[b.field] ?? 0), 556, y, { size: 10, align: 'right' });
    y += 16;
  }
  p.line(48, y + 6, 564, y + 6, 0.5, GREY);
  p.text(
    'This is important tax information and is being furnished to the Internal Revenue Service.',
    48,
    y + 14,
    { size: 8 },
  );
  // A zero printed in the statement is a real, reported value.
  const t = truth1099(d);
  for (const b of BOXES[d.variant]) if (t.fields[b.field] === null) t.fields[b.field] = 0;
  return { layout: `${d.variant.toLowerCase()}-statement`, pdf: await doc.save(), pages: 1, truth: t };
}

const VARIANTS: Irs1099Variant[] = ['NEC', 'MISC', 'INT', 'DIV'];

export async function generateIrs1099(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const variant = VARIANTS[layout % 4] ?? 'NEC';
  const statement = ((layout % 4) + Math.floor(layout / 4)) % 2 === 1;
  const d = data1099(seed, variant);
  return statement ? layoutStatement(d) : layoutGrid(d);
}
