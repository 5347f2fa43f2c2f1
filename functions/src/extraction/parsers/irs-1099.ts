// IRS 1099 (NEC, MISC, INT, DIV): the variant from the form's title, then each box located by its
// caption with the value after or below it (no official fillable 1099s were available to map).
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { documentLines, type Line } from '../parse/layout';
import type { DocumentText, TypeParser } from '../types';
import { boxTextLines, boxValue, findCaption, formLines, isAmountText, readLabelled } from './form-layout';
import { FieldSet } from '../parse/fields';
import { looksLikeCaption } from '../parse/labels';
import { formAmount, formatTaxId } from './form-values';

const FIELDS = fieldNamesOf('irs_1099');

const WITHHELD = ['Federal income tax withheld'];

export const BOXES_BY_VARIANT: Record<Irs1099Variant, [string, string[]][]> = {
  NEC: [
    ['box1_nonemployeeCompensation', ['Nonemployee compensation']],
    ['box4_federalTaxWithheld', WITHHELD],
  ],
  MISC: [
    ['box1_rents', ['Rents']],
    ['box2_royalties', ['Royalties']],
    ['box3_otherIncome', ['Other income']],
    ['box4_federalTaxWithheld', WITHHELD],
    ['box6_medicalPayments', ['Medical and health care payments', 'Medical and health care pmts']],
    ['box10_grossProceedsAttorney', ['Gross proceeds paid to an attorney']],
  ],
  INT: [
    ['box1_interestIncome', ['Interest income']],
    ['box2_earlyWithdrawalPenalty', ['Early withdrawal penalty']],
    [
      'box3_treasuryInterest',
      [
        'Interest on U.S. Savings Bonds and Treasury obligations',
        'Interest on U.S. Savings Bonds and Treas. obligations',
      ],
    ],
    ['box4_federalTaxWithheld', WITHHELD],
    ['box8_taxExemptInterest', ['Tax-exempt interest']],
  ],
  DIV: [
    ['box1a_totalOrdinaryDividends', ['Total ordinary dividends']],
    ['box1b_qualifiedDividends', ['Qualified dividends']],
    ['box2a_totalCapitalGain', ['Total capital gain distr.', 'Total capital gain distributions']],
    ['box4_federalTaxWithheld', WITHHELD],
    ['box5_section199A', ['Section 199A dividends']],
    ['box7_foreignTaxPaid', ['Foreign tax paid']],
  ],
};

/** Words only one variant prints, for forms whose title was lost (scans). */
const VARIANT_WORDS: Record<Irs1099Variant, RegExp> = {
  NEC: /nonemployee compensation/gi,
  MISC: /\b(?:rents|royalties|gross proceeds paid to an attorney|fishing boat proceeds)\b/gi,
  INT: /\b(?:interest income|early withdrawal penalty|savings bonds)\b/gi,
  DIV: /\b(?:ordinary dividends|qualified dividends|capital gain distr|section 199a)\b/gi,
};

export function variantOf(plainText: string): Irs1099Variant | null {
  const titles = new Map<Irs1099Variant, number>();
  for (const m of plainText.matchAll(/1099\s*[-–]?\s*(NEC|MISC|INT|DIV)\b/gi)) {
    const v = m[1]!.toUpperCase() as Irs1099Variant;
    titles.set(v, (titles.get(v) ?? 0) + 1);
  }
  const best = [...titles.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best) return best[0];
  let bestWords: [Irs1099Variant, number] | null = null;
  for (const [v, re] of Object.entries(VARIANT_WORDS) as [Irs1099Variant, RegExp][]) {
    const n = plainText.match(re)?.length ?? 0;
    if (n > 0 && (!bestWords || n > bestWords[1])) bestWords = [v, n];
  }
  return bestWords?.[0] ?? null;
}

const TIN_RE = /^(?:\d{2}-?\d{7}|(?:\d{3}|[X*•]{3})-?(?:\d{2}|[X*•]{2})-?\d{4})$/i;

export const parseIrs1099: TypeParser = (doc) => {
  const out = new FieldSet(FIELDS);
  const lines = formLines(documentLines(doc, { keepFurniture: true }));
  const variant = variantOf(doc.plainText);
  out.set('formVariant', variant, variant ? 0.95 : 0);
  if (!variant) out.warnings.push('The 1099 variant (NEC, MISC, INT or DIV) could not be recognised.');
  const printedBlank = readLabelledForm(lines, out, variant);
  for (const [field, captions] of variant ? BOXES_BY_VARIANT[variant] : []) {
    const lc = findCaption(lines, captions, 0.88);
    const v = lc ? boxValue(lines, lc, { accept: isAmountText }) : null;
    if (v) out.set(field, formAmount(v.text), v.confidence);
  }
  tin(lines, out, 'payerTIN', [
    "PAYER'S TIN",
    "PAYER'S federal identification number",
    "Payer's federal ID number",
  ]);
  tin(lines, out, 'recipientTIN', [
    "RECIPIENT'S TIN",
    "RECIPIENT'S identification number",
    "Recipient's ID number",
  ]);
  firstLine(lines, out, 'payerName', ["PAYER'S name, street address", "PAYER'S name"]);
  firstLine(lines, out, 'recipientName', ["RECIPIENT'S name"]);
  nameUnderHeading(lines, out, 'payerName', 'payer');
  nameUnderHeading(lines, out, 'recipientName', 'recipient');
  namesBesideTins(lines, out);
  // "ACCOUNT NUMBER:" printed with nothing after it is empty, not the next line's "RENTS: $61,784.15".
  const account = printedBlank.has('accountNumber')
    ? null
    : findCaption(lines, ['Account number (see instructions)', 'Account number'], 0.88);
  const acc = account
    ? boxValue(lines, account, {
        accept: (t) => accountLike(t) && !looksLikeCaption(t) && !/^[^:\d]{2,60}:/.test(t.trim()),
        maxLinesBelow: 2,
      })
    : null;
  if (acc) out.set('accountNumber', acc.text.trim(), acc.confidence);
  out.set('taxYear', taxYearOf(lines, doc), 0.9);
  return out.result();
};

/** Labels of wage-and-income transcripts and substitute statements ("PAYER: …", "RECIPIENT'S TIN: …"). */
const PARTY_LABELS: Record<string, string[]> = {
  payerName: ['Payer', "Payer's name"],
  recipientName: ['Recipient', "Recipient's name"],
  payerTIN: [
    "Payer's federal identification number (FIN)",
    "Payer's federal identification number",
    "Payer's TIN",
    'Payer TIN',
  ],
  recipientTIN: ["Recipient's identification number", "Recipient's TIN", 'Recipient TIN'],
  accountNumber: ['Account number'],
  taxYear: ['Tax period requested', 'Tax year', 'Tax period'],
};

/**
 * Values printed after their labels, read through the one label lookup before the box search.
 * Returns the fields whose label is printed with nothing or a blank marker after it.
 */
function readLabelledForm(lines: Line[], out: FieldSet, variant: Irs1099Variant | null): Set<string> {
  const lexicon = { ...PARTY_LABELS, ...Object.fromEntries(variant ? BOXES_BY_VARIANT[variant] : []) };
  const blank = new Set<string>();
  for (const [field, { value, confidence: c }] of readLabelled(lines, lexicon)) {
    if (!value) {
      blank.add(field);
      continue;
    }
    if (field === 'payerTIN' || field === 'recipientTIN') {
      if (TIN_RE.test(value)) out.set(field, formatTaxId(value, 'tin'), c);
    } else if (field === 'taxYear') {
      const m = value.match(/\b(20\d{2})\b/);
      if (m) out.set(field, Number(m[1]), c);
    } else if (field === 'payerName' || field === 'recipientName') {
      if (/[A-Za-z]/.test(value) && !looksLikeCaption(value)) out.set(field, value, c);
    } else if (field === 'accountNumber') {
      if (accountLike(value)) out.set(field, value, c);
    } else if (isAmountText(value)) out.set(field, formAmount(value), c);
  }
  return blank;
}

/**
 * An account number: three digits or more and no amount ("2nd TIN not.", a checkbox caption beside
 * the account box, has one).
 */
function accountLike(t: string): boolean {
  return (t.match(/\d/g) ?? []).length >= 3 && !isAmountWithCents(t);
}

function isAmountWithCents(t: string): boolean {
  return /\d\.\d{2}$/.test(t.trim()) && isAmountText(t);
}

/**
 * The TIN a box's text holds: the whole text without spaces, or else one word of it (OCR reads a
 * speck beside the number as a word of its own: "i 32-8579477").
 */
function tinIn(text: string): string | null {
  const whole = text.trim().replace(/\s+/g, '');
  if (TIN_RE.test(whole)) return whole;
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => TIN_RE.test(w));
  return words.length === 1 ? words[0]! : null;
}

function tin(lines: Line[], out: FieldSet, field: string, captions: string[]): void {
  const lc = findCaption(lines, captions, 0.88);
  const v = lc ? boxValue(lines, lc, { accept: (t) => tinIn(t) !== null }) : null;
  const t = v ? tinIn(v.text) : null;
  if (!v || !t) return;
  out.set(field, formatTaxId(t, /^\d{2}-?\d{7}$/.test(t) ? 'ein' : 'ssn'), v.confidence);
}

function firstLine(lines: Line[], out: FieldSet, field: string, captions: string[]): void {
  const lc = findCaption(lines, captions, 0.88);
  if (!lc) return;
  const rest = lc.cell.text
    .slice(lc.end)
    .replace(/^[^A-Za-z0-9]+/, '')
    .trim();
  // A caption printed inline ("Payer: Acme Corp") keeps its value in the same cell.
  if (rest && !/street|address|city|telephone|zip/i.test(rest)) {
    out.set(field, rest, lc.score * lc.line.confidence);
    return;
  }
  // Captions wrap ("…ZIP / or foreign postal code, and telephone no."): skip their continuation lines.
  const block = boxTextLines(lines, lc, { maxLines: 3 });
  const first = block.find((b) => !/street address|city or town|telephone|postal code/i.test(b.text));
  if (first) out.set(field, first.text, first.confidence);
}

/** A party block's heading on its own: "PAYER", "Payer Information", "RECIPIENT'S Name and Address". */
const PARTY_HEADING =
  /^(payer|recipient|payee)(?:['’]?s)?(?:\s+(?:name(?:\s+(?:and|&)\s+address)?|information|info|details))?\s*:?$/i;

/**
 * Substitute statements head each party's block with a word ("PAYER", "Recipient Information")
 * and print the name on the first line under it, in the heading's column.
 */
function nameUnderHeading(lines: Line[], out: FieldSet, field: string, party: 'payer' | 'recipient'): void {
  if (out.get(field) !== null) return;
  for (const line of lines) {
    const head = line.cells.find((c) => {
      const m = PARTY_HEADING.exec(c.text.trim());
      return m !== null && (m[1]!.toLowerCase() === party || (party === 'recipient' && /^payee$/i.test(m[1]!)));
    });
    if (!head) continue;
    const h = line.bottom - line.top || 9;
    const below = lines.find(
      (l) => l.index > line.index && l.pageNumber === line.pageNumber && l.top - line.bottom <= h * 2.5,
    );
    const cell = below?.cells.find((c) => Math.abs(c.x0 - head.x0) <= 12);
    const name = cell?.text.trim() ?? '';
    if (cell && below && /[A-Za-z]{2,}/.test(name) && !/\d{3,}/.test(name) && !looksLikeCaption(name)) {
      out.set(field, name, 0.8 * below.confidence);
      return;
    }
  }
}

/**
 * Substitute statements print the payer's letterhead above "Payer's Federal ID Number" and the
 * recipient's name beside "Recipient's Identification Number": names without captions.
 */
function namesBesideTins(lines: Line[], out: FieldSet): void {
  const payerTin = findCaption(
    lines,
    ["Payer's Federal ID Number", "PAYER'S TIN", "Payer's federal identification number"],
    0.88,
  );
  if (out.get('payerName') === null && payerTin) {
    let top = payerTin.line;
    for (let i = top.index - 1; i >= 0; i--) {
      const l = lines[i]!;
      if (
        l.pageNumber !== top.pageNumber ||
        top.top - l.bottom > (top.bottom - top.top) * 2.5 ||
        Math.abs(l.x0 - payerTin.cell.x0) > 12 ||
        // The block's heading ("PAYER", "Payer Information") is above the name, not the name.
        l.cells.some((c) => PARTY_HEADING.test(c.text.trim()))
      )
        break;
      top = l;
    }
    const name = top.cells[0]?.text.trim();
    if (top !== payerTin.line && name && !/\d{3,}/.test(name))
      out.set('payerName', name, 0.75 * top.confidence);
  }
  const recipientTin = findCaption(
    lines,
    ["Recipient's Identification Number", "RECIPIENT'S TIN", "Recipient's TIN"],
    0.88,
  );
  if (out.get('recipientName') === null && recipientTin && recipientTin.cellIndex > 0) {
    const name = recipientTin.line.cells[0]!.text.trim();
    if (/[A-Za-z]{2,}/.test(name) && !/\d{3,}/.test(name) && !looksLikeCaption(name))
      out.set('recipientName', name, 0.75 * recipientTin.line.confidence);
  }
}

function taxYearOf(lines: Line[], doc: DocumentText): number | null {
  const cal =
    doc.plainText.match(/(?:for\s+)?calendar\s+year\s*(20\d{2})/i) ??
    doc.plainText.match(/\btax\s*year\s*:?\s*(20\d{2})/i);
  if (cal) return Number(cal[1]);
  // A payer's statement titled by its year ("2024 TAX REPORTING STATEMENT", "Tax Information
  // Statement 2024").
  for (const l of lines.slice(0, 12)) {
    const m =
      /\b(20\d{2})\s+(?:consolidated\s+)?tax\s+(?:reporting|information)\s+statement\b/i.exec(l.text) ??
      /\btax\s+(?:reporting|information)\s+statement\s+(?:for\s+)?(20\d{2})\b/i.exec(l.text);
    if (m) return Number(m[1]);
  }
  for (const l of lines) {
    if (!/1099/.test(l.text)) continue;
    const m = l.text.replace(/\(Rev\.[^)]*\)/gi, '').match(/\b(20\d{2})\b/);
    if (m) return Number(m[1]);
  }
  // The official forms print the year on its own, in large type beside the title block.
  for (const l of lines)
    for (const c of l.cells) {
      const m = /^(20\d{2})$/.exec(c.text.trim());
      if (m) return Number(m[1]);
    }
  return null;
}
