// IRS Form 1040: filled AcroForm widgets of the 2023/2024/2025 revisions first, then printed lines
// found by their captions and line numbers (flattened, printed or scanned returns). The spec's
// field names follow an older numbering after line 30; each is mapped by meaning (DESIGN §10).
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { findLabel, looksLikeCaption } from '../parse/labels';
import { documentLines, textConfidence, type Cell, type Line } from '../parse/layout';
import type { ChildRow, ParsedDocument, TypeParser } from '../types';
import { checkIrs1040 } from '../checks/irs-1040';
import { keepBetterSupported } from '../readings';
import {
  BLANK_MARK_RE,
  boxValue,
  boxValueAbove,
  compactHit,
  findCaption,
  formLines,
  isAmountText,
  labelKey,
  pageAmounts,
  readLabelled,
  readStacked,
  spaced,
  type Labelled,
} from './form-layout';
import { FieldSet } from '../parse/fields';
import {
  FORM_FIELD_CONFIDENCE,
  FormFieldIndex,
  combDigits,
  formAmount,
  formatTaxId,
  last4,
  splitAddressLines,
  splitCityStateZip,
  withoutBoxRules,
} from './form-values';
import { FILING_STATUSES, IRS_1040_FORM_MAPS, type FilingStatus, type Irs1040FormMap } from './irs-form-maps';

const FIELDS = fieldNamesOf('irs_1040');

const TEXT_FIELDS = new Set([
  'taxpayerFirstName',
  'taxpayerLastName',
  'spouseFirstName',
  'spouseLastName',
  'homeAddress',
  'city',
  'state',
  'zipCode',
]);
const ID_FIELDS = new Set(['taxpayerSSN', 'spouseSSN']);
const DIGIT_FIELDS = new Set(['line35b_routingNumber', 'line35d_accountNumber']);

/**
 * Printed lines: the caption text (any revision's wording) and the line numbers it has carried,
 * so the amount after the caption's line number is the value.
 */
const PRINTED_LINES: [string, string[], string[]][] = [
  [
    'line1z_wages',
    ['Add lines 1a through 1h', 'Wages, salaries, tips, etc. Attach Form(s) W-2'],
    ['1z', '1'],
  ],
  ['line2b_taxableInterest', ['Taxable interest'], ['2b']],
  ['line3b_ordinaryDividends', ['Ordinary dividends'], ['3b']],
  ['line7_capitalGain', ['Capital gain or (loss)'], ['7', '7a']],
  ['line8_additionalIncome', ['Additional income from Schedule 1', 'Other income from Schedule 1'], ['8']],
  ['line9_totalIncome', ['This is your total income'], ['9']],
  [
    'line10_adjustments',
    [
      'These are your total adjustments to income',
      'Adjustments to income from Schedule 1',
      'Adjustments to income',
    ],
    ['10', '10c', '10a'],
  ],
  [
    'line11_agi',
    ['This is your adjusted gross income', 'Amount from line 11a (adjusted gross income)'],
    ['11', '11a', '11b'],
  ],
  ['line12_standardDeduction', ['Standard deduction or itemized deductions'], ['12', '12a', '12e']],
  ['line15_taxableIncome', ['This is your taxable income'], ['15']],
  ['line16_tax', ['Tax (see instructions). Check if any from Form(s)'], ['16']],
  ['line22_taxAfterCredits', ['Subtract line 21 from line 18'], ['22']],
  ['line24_totalTax', ['This is your total tax'], ['24']],
  ['line25a_w2Withholding', ['Form(s) W-2'], ['25a']],
  ['line25b_1099Withholding', ['Form(s) 1099'], ['25b']],
  ['line25c_otherWithholding', ['Other forms (see instructions)'], ['25c']],
  ['line25d_totalWithholding', ['Add lines 25a through 25c'], ['25d']],
  ['line26_estimatedPayments', ['estimated tax payments and amount applied from'], ['26']],
  ['line27_eic', ['Earned income credit (EIC)'], ['27', '27a']],
  [
    'line28_additionalChildTaxCredit',
    [
      'Additional child tax credit from Schedule 8812',
      'Additional child tax credit',
      'claim the ACTC, check here',
    ],
    ['28'],
  ],
  ['line29_americanOpportunityCredit', ['American opportunity credit from Form 8863'], ['29']],
  ['line30_schedule3Line15', ['Amount from Schedule 3, line 15'], ['31', '30']],
  ['line32_totalPayments', ['These are your total payments'], ['33']],
  ['line33_overpayment', ['This is the amount you overpaid'], ['34']],
  ['line34_refundAmount', ['you want refunded to you'], ['35a']],
  [
    'line36_amountYouOwe',
    ['This is the amount you owe', 'Amount you owe', 'Payments or see instructions'],
    ['37'],
  ],
  ['line37_estimatedTaxPenalty', ['Estimated tax penalty'], ['38']],
];

/**
 * One label lookup for label/value returns: tax-software summaries and IRS account or return
 * transcripts, which print labels instead of line numbers ("ADJUSTED GROSS INCOME: $55,000.00",
 * "TAXABLE INCOME PER COMPUTER"). Whole labels only, so "Total income" is never "Total income tax".
 */
export const LEXICON: Record<string, string[]> = {
  filingStatus: ['Filing status'],
  taxpayerFirstName: ['Your first name', "Taxpayer's first name", 'Taxpayer first name'],
  taxpayerLastName: ['Last name', "Taxpayer's last name", 'Taxpayer last name', 'Your last name'],
  taxpayerSSN: [
    'Your social security number',
    'Taxpayer SSN',
    "Taxpayer's SSN",
    'SSN provided',
    'Taxpayer identification number',
    'SSN',
    'Social security number',
  ],
  // A whole name after one label ("Taxpayer: Ana Diaz", "Spouse name: Luis Diaz"): split in two.
  taxpayerName: ['Taxpayer', 'Taxpayer name', "Taxpayer's name", 'Primary taxpayer'],
  spouseName: ['Spouse', 'Spouse name', "Spouse's name"],
  spouseFirstName: ["Spouse's first name", 'Spouse first name'],
  spouseLastName: ["Spouse's last name", 'Spouse last name'],
  spouseSSN: ["Spouse's SSN", 'Spouse SSN', "Spouse's social security number", 'Spouse SSN provided'],
  homeAddress: ['Home address', 'Address', 'Street address'],
  cityStateZip: ['City, town, state, ZIP', 'City, State, ZIP', 'City, state and ZIP code'],
  taxYear: ['Tax period requested', 'Tax period', 'Tax year'],
  line35b_routingNumber: ['Routing number'],
  line35c_accountType: ['Account type', 'Type of account'],
  line35d_accountNumber: ['Account number'],
  // Tax programs' summaries name the lines in their own words ("W-2 wages", "AGI", "Federal
  // refund", "Balance due"): whole labels still, so "State refund" is never the refund.
  line1z_wages: [
    'Wages, salaries, tips, etc',
    'Wages, salaries, tips',
    'Wages, salaries, tips, etc.',
    'Wages',
    'W-2 wages',
    'Wages and salaries',
  ],
  line2b_taxableInterest: ['Taxable interest income', 'Taxable interest', 'Interest income'],
  line3b_ordinaryDividends: ['Ordinary dividend income', 'Ordinary dividends', 'Dividend income'],
  line7_capitalGain: [
    'Capital gain or loss',
    'Capital gain or (loss)',
    'Capital gain',
    'Capital gain (loss)',
    'Net capital gain (loss)',
  ],
  line8_additionalIncome: [
    'Other income (Schedule 1)',
    'Additional income from Schedule 1',
    'Additional income',
    'Other income',
    'Additional income (Schedule 1)',
  ],
  line9_totalIncome: ['Total income'],
  line10_adjustments: ['Adjustments to income', 'Total adjustments'],
  line11_agi: ['Adjusted gross income', 'Adjusted gross income (AGI)', 'AGI', 'Your AGI'],
  line12_standardDeduction: [
    'Standard deduction',
    'Standard deduction or itemized deductions',
    'Standard or itemized deduction',
    'Itemized deductions',
  ],
  line15_taxableIncome: ['Taxable income'],
  line16_tax: ['Tentative tax', 'Tax', 'Tax on taxable income', 'Income tax', 'Tax before credits'],
  line22_taxAfterCredits: ['Income tax after credits', 'Tax after credits'],
  line24_totalTax: ['Total tax liability taxpayer figures', 'Total tax liability', 'Total tax'],
  line25a_w2Withholding: [
    'Federal income tax withheld (W-2)',
    'Withholding from Form(s) W-2',
    'W-2 withholding',
    'Federal withholding - W-2',
    'Federal withholding (W-2)',
  ],
  line25b_1099Withholding: [
    'Federal income tax withheld (1099)',
    'Withholding from Form(s) 1099',
    '1099 withholding',
    'Federal withholding - 1099',
    'Federal withholding (1099)',
  ],
  line25c_otherWithholding: ['Withholding from other forms', 'Other withholding'],
  line25d_totalWithholding: [
    'Total federal income tax withheld',
    'Total withholding',
    'Total federal withholding',
    'Withholding',
    'Tax withheld',
    'Federal tax withheld',
    'Federal income tax withheld',
  ],
  line26_estimatedPayments: [
    'Estimated tax payments',
    'Estimated tax payments and amount applied from prior year',
    'Estimated payments',
  ],
  line27_eic: ['Earned income credit', 'Earned income credit (EIC)'],
  line28_additionalChildTaxCredit: ['Additional child tax credit'],
  line29_americanOpportunityCredit: ['American opportunity credit'],
  line30_schedule3Line15: ['Other payments (Schedule 3)', 'Amount from Schedule 3, line 15'],
  line32_totalPayments: [
    'Total payments',
    'Total payments and credits',
    'Total payments and refundable credits',
  ],
  line33_overpayment: ['Amount you overpaid', 'Overpayment', 'Overpaid amount', 'Amount overpaid'],
  line34_refundAmount: ['Refund amount', 'Amount you want refunded to you'],
  line35a_refund: ['Amount to be refunded', 'Refund', 'Federal refund', 'Your federal refund', 'Your refund'],
  line36_amountYouOwe: [
    'Balance due',
    'Amount you owe',
    'Federal balance due',
    'Amount due',
    'Federal amount you owe',
    'Federal amount due',
  ],
  line37_estimatedTaxPenalty: ['Estimated tax penalty', 'Underpayment penalty'],
};

/**
 * A filing status as printed: the form's words, or the IRS transcripts' ("Married Filing Joint",
 * "Married Filing Separate", "Qualifying Widow(er)") and their abbreviations (MFJ, MFS, HOH).
 */
export function filingStatusOf(text: string): FilingStatus | null {
  // Tax programs and the IRS number the statuses 1-5 in the form's order ("2 - Married filing
  // jointly", "FS 4", or the code alone after its label).
  const code = /^(?:fs\s*)?([1-5])\s*(?:$|[-–:.)]\s*)/i.exec(text.trim());
  if (code) {
    const rest = text.trim().slice(code[0].length);
    return rest
      ? (filingStatusOf(rest) ?? FILING_STATUSES[Number(code[1]) - 1]!)
      : FILING_STATUSES[Number(code[1]) - 1]!;
  }
  const t = text.trim().toLowerCase();
  const exact = FILING_STATUSES.find((f) => t.startsWith(f.toLowerCase()));
  if (exact) return exact;
  if (/^married\s+filing\s+joint\b|^mfj\b/.test(t)) return 'Married filing jointly';
  if (/^married\s+filing\s+separate\b|^mfs\b/.test(t)) return 'Married filing separately';
  if (/^head\s+of\s+house|^hoh\b/.test(t)) return 'Head of household';
  if (/^qualifying\s+(?:widow|surviving)|^qss\b|^qw\b/.test(t)) return 'Qualifying surviving spouse';
  return null;
}

/**
 * The IRS account transcript: "TAX PER RETURN: $7,751.00" is the return's total tax, and its
 * transactions table gives the withholding (code 806, printed as a credit: "-$10,452.00") and the
 * refund (code 846, "Refund issued"). Only under the transcript's own headings.
 */
function readAccountTranscript(lines: Line[], out: FieldSet): void {
  if (!lines.some((l) => /\baccount\s+transcript\b|information\s+from\s+the\s+return/i.test(l.text))) return;
  for (const l of lines) {
    const m = /^tax\s+per\s+return\s*:?\s*(\S+)$/i.exec(l.text.trim());
    const v = m ? formAmount(m[1]!) : null;
    if (v !== null) {
      out.set('line24_totalTax', v, 0.85 * l.confidence);
      break;
    }
  }
  const header = lines.findIndex((l) => /explanation\s+of\s+transaction/i.test(l.text));
  if (header < 0) return;
  const sums = new Map<string, { v: number; c: number }>();
  for (const l of lines.slice(header + 1)) {
    const m = /^(\d{3})\s+([A-Za-z].*?)\s+(-?\$?-?[\d,]+\.\d{2})$/.exec(l.text.trim());
    if (!m) continue;
    const field =
      m[1] === '806' && /withh/i.test(m[2]!)
        ? 'line25d_totalWithholding'
        : m[1] === '846' && /refund/i.test(m[2]!)
          ? 'line35a_refund'
          : null;
    const v = formAmount(m[3]!);
    if (!field || v === null) continue;
    const prev = sums.get(field);
    sums.set(field, { v: Math.round(((prev?.v ?? 0) + Math.abs(v)) * 100) / 100, c: 0.8 * l.confidence });
  }
  for (const [field, { v, c }] of sums) out.set(field, v, c);
}

/**
 * Names printed whole: "Ana Diaz", or a couple as letters and summaries address them ("Ana and
 * Luis Diaz", "Ana & Luis Diaz", "Ana Diaz and Luis Ortiz"): the first is the taxpayer, the
 * second the spouse; a first name alone before "and" shares the spouse's last name.
 */
export function namesOf(text: string): { first: string; last: string }[] {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!/^[A-Za-z][A-Za-z'’. -]*(?:\s+(?:and|&)\s+[A-Za-z][A-Za-z'’. -]*)?$/i.test(t)) return [];
  if (!personName(t.replace(/\s+(?:and|&)\s+/gi, ' '))) return [];
  const [a, b] = t.split(/\s+(?:and|&)\s+/i);
  const split = (x: string) => {
    const parts = x.trim().split(' ');
    return parts.length > 1 ? { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! } : null;
  };
  if (!b) {
    const one = split(a!);
    return one ? [one] : [];
  }
  const second = split(b);
  if (!second) return [];
  const first = split(a!) ?? { first: a!.trim(), last: second.last };
  return [first, second];
}

/**
 * A person's name as printed: no digits, the first word capitalised, lower-case words only short
 * particles ("de", "van"). A form's wording ("Was born before January") or an address in the next
 * box ("425 Hill St") is none.
 */
export function personName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    !/\d/.test(text) &&
    /^[A-Z]/.test(words[0] ?? '') &&
    words.every((w) => !/^[a-z]/.test(w) || w.replace(/[^a-z]/g, '').length <= 3)
  );
}

function setNames(out: FieldSet, value: string, c: number, spouse: boolean): void {
  const names = namesOf(value);
  const [a, b] = names;
  if (!a) return;
  const who = spouse ? 'spouse' : 'taxpayer';
  out.set(`${who}FirstName`, a.first, c);
  out.set(`${who}LastName`, a.last, c);
  if (b && !spouse) {
    out.set('spouseFirstName', b.first, c);
    out.set('spouseLastName', b.last, c);
  }
}

const CAPTION_WORDS_1040 =
  /\b(?:name|number|address|instructions|post office|country|province|postal|zip code|initial|joint return|apt\. no|ssn)\b/i;

/** Another filing status printed as an option on the value's line (a blank official form). */
function lineHas(lines: Line[], status: string, value: string): boolean {
  return lines.some((l) => l.text.includes(value) && l.text.includes(status));
}

function readLabelledReturn(
  lines: Line[],
  out: FieldSet,
  found: Map<string, Labelled> = readLabelled(lines, LEXICON),
): void {
  for (const [field, { value, confidence: c, viaColon, line }] of found) {
    if (!value) continue;
    // The IRS's "TAX PER RETURN" is the return's total tax (read with the account transcript), not
    // line 16's "Tax" ("per return" qualifies transcript labels and is dropped when they compare).
    if (field === 'line16_tax' && /\btax\s+per\s+return\b/i.test(line.text)) continue;
    // The official form prints captions beside captions ("Last name", "Filing Status  Single
    // Married filing jointly …"): a value that is not after a colon must not be a caption.
    if (
      !viaColon &&
      (CAPTION_WORDS_1040.test(value) || FILING_STATUSES.filter((f) => value.includes(f)).length > 1)
    )
      continue;
    if (
      !viaColon &&
      field === 'filingStatus' &&
      FILING_STATUSES.some((f) => f !== value && lineHas(lines, f, value))
    )
      continue;
    if (field === 'filingStatus') {
      const found = filingStatusOf(value);
      if (found) out.set(field, found, c);
    } else if (field === 'taxpayerName' || field === 'spouseName') {
      setNames(out, value, c, field === 'spouseName');
    } else if (/^(?:taxpayer|spouse)(?:First|Last)Name$/.test(field)) {
      // Beside a scan's garbled caption: the next caption ("Yoursocial security"), no name.
      if (personName(value)) out.set(field, value, c);
    } else if (field === 'taxpayerSSN' || field === 'spouseSSN') {
      // A comb read with more than nine digits (a box wall read as one): no last four to trust.
      if ((value.match(/^[\d\s-]+/)?.[0] ?? '').replace(/\D/g, '').length > 9) continue;
      const id = formatTaxId(value, 'ssn');
      if (!id || !/\d{4}$/.test(id)) continue;
      // A transcript masks the number ("XXX-XX-1234"): only its last four digits are known.
      if (/^\d{3}-\d{2}-\d{4}$/.test(id)) out.set(field, id, c);
      out.set(field === 'taxpayerSSN' ? 'taxpayerSsnLast4' : 'spouseSsnLast4', id.slice(-4), c);
    } else if (field === 'homeAddress') {
      const a = splitAddressLines([value]);
      out.set('homeAddress', a.street, c);
      out.set('city', a.city, c);
      out.set('state', a.state, c);
      out.set('zipCode', a.zipCode, c);
    } else if (field === 'cityStateZip') {
      const csz = splitCityStateZip(value);
      if (!csz) continue;
      out.set('city', csz.city, c);
      out.set('state', csz.state, c);
      out.set('zipCode', csz.zipCode, c);
    } else if (field === 'taxYear') {
      const m = value.match(/\b(20\d{2})\b/);
      if (m) out.set(field, Number(m[1]), c);
    } else if (field === 'line35c_accountType') {
      const t = /savings/i.test(value) ? 'Savings' : /checking/i.test(value) ? 'Checking' : null;
      out.set(field, t, c);
    } else if (DIGIT_FIELDS.has(field)) {
      if (/^[\d\s-]{4,17}$/.test(value)) out.set(field, value.replace(/[\s-]/g, ''), c);
    } else if (TEXT_FIELDS.has(field)) {
      if (/[A-Za-z]/.test(value) && !looksLikeCaption(value)) out.set(field, value, c);
    } else if (isAmountText(value)) out.set(field, formAmount(value), c);
  }
}

/** A grid box's caption: its line number, then the words ("16 Tax", "25a Federal income tax withheld"). */
const GRID_HEAD_RE = /^(?:line\s+)?(\d{1,2}[a-z]?)\s+[A-Za-z]/i;
/** A caption cell's text without the box's left rule that OCR reads as a bracket or bar ("[12 Add lines"). */
const headText = (text: string): string => text.trim().replace(/^[[|({!]+\s*(?=\d)/, '');
/** OCR drops the space after a line number ("8Additional income"): a number glued to a capitalised word. */
const GLUED_HEAD_RE = /^(\d{1,2})(?=[A-Z][a-z]{2})/;

/**
 * Grid returns: each line's caption ("16 Tax", "25a Federal income tax withheld …") heads a box
 * whose amount prints on the line below, inside the box's span up to the next caption.
 */
function readGridBoxes(lines: Line[], out: FieldSet): void {
  for (const line of lines) {
    const heads: { cell: Line['cells'][number]; no: string }[] = [];
    for (const cell of line.cells) {
      const t = headText(cell.text);
      const m = t.match(GRID_HEAD_RE) ?? t.match(GLUED_HEAD_RE);
      if (m) {
        heads.push({ cell, no: m[1]!.toLowerCase() });
        continue;
      }
      // The second line of a pair by its letter alone ("2a Tax-exempt interest | 2a | b Taxable
      // interest | 2b"): its number is the pair's with that letter.
      const pair = /^([b-h])\s+[A-Za-z]{2}/.exec(t);
      const first = heads.at(-1)?.no.match(/^(\d{1,2})[a-g]$/)?.[1];
      if (pair && first) heads.push({ cell, no: first + pair[1]! });
    }
    if (heads.length === 0) continue;
    const below = lines.find((l) => l.index > line.index && l.pageNumber === line.pageNumber);
    if (!below || below.top - line.bottom > (line.bottom - line.top || 9) * 1.8) continue;
    // The line below is another row of captions (its number and words in one cell or two): these
    // boxes are empty.
    if (
      below.cells.some((c) => /^(?:line\s+)?\d{1,2}[a-z]?\s+[A-Za-z]{2}/i.test(c.text.trim())) ||
      /^(?:line\s+)?\d{1,2}[a-z]?\s+[A-Za-z]{2}/i.test(below.text.trim())
    )
      continue;
    for (const [k, h] of heads.entries()) {
      const no = h.no;
      // A caption the cell starts with ("7 Capital gain or (loss)"), not one quoted inside another
      // line's wording ("1a Total amount from Form(s) W-2" is no 25a).
      const byCaption = PRINTED_LINES.find(([, captions]) =>
        captions.some((cap) => {
          const hit = findLabel(spaced(h.cell.text), cap);
          return (hit?.score ?? 0) >= 0.92 && !/[A-Za-z]{2}/.test(h.cell.text.slice(0, hit!.start));
        }),
      )?.[0];
      const field = byCaption ?? FIELD_BY_LINE_NUMBER.get(no);
      if (!field || out.get(field) !== null) continue;
      const left = h.cell.x0 - 8;
      // The box ends where the next box starts: the next caption, or another line's number printed
      // in its amount cell ("25c … | 25c | d Add lines 25a through 25c | 25d": the amount under 25d
      // is not 25c's).
      const from = line.cells.indexOf(h.cell);
      const nextBox = line.cells
        .slice(from + 1)
        .find(
          (c) =>
            c.x0 < (heads[k + 1]?.cell.x0 ?? Infinity) &&
            c.text.trim().toLowerCase() !== no &&
            (LINE_NUMBER_TOKEN.test(c.text.trim()) || /^[a-h]\s+[A-Za-z]{2}/.test(c.text.trim())),
        );
      const right = Math.min(nextBox?.x0 ?? Infinity, heads[k + 1]?.cell.x0 ?? line.pageWidth ?? Infinity);
      const cell = below.cells.find((c) => {
        const mid = (c.x0 + c.x1) / 2;
        return mid >= left && mid < right - 4;
      });
      if (!cell || BLANK_MARK_RE.test(cell.text.trim()) || !isAmountText(cell.text)) continue;
      out.set(field, formAmount(cell.text), 0.85 * below.confidence);
    }
  }
}

export const parseIrs1040: TypeParser = (doc) => {
  const out = new FieldSet(FIELDS);
  const dependents: ChildRow[] = [];
  const allLines = formLines(documentLines(doc, { keepFurniture: true }));
  const lines = federalColumn(returnPages(allLines).filter((l) => !OTHER_FORM_ROW.test(l.text.trim())));
  const printedYear = printedTaxYear(lines);
  const form = new FormFieldIndex(doc.formFields);
  const map = form.size > 0 ? chooseMap(form, printedYear) : null;
  if (map) readForm(form, map, out, dependents);
  readAccountTranscript(lines, out);
  readLineReferences(lines, out);
  readLabelledReturn(lines, out);
  readPrinted(lines, out);
  readGridBoxes(lines, out);
  // Captions over or under their values (a summary's tiles and large figures): after every reader
  // of lines and boxes, for the fields none of them found.
  readLabelledReturn(lines, out, readStacked(lines, LEXICON));
  readFormCitations(allLines, out);
  if (dependents.length === 0) dependents.push(...readDependentsTable(lines));
  if (dependents.length === 0) dependents.push(...readDependentColumns(lines));
  if (out.get('filingStatus') === null) readUnlabelledStatus(lines, out);
  out.set('taxYear', printedYear ?? map?.year ?? null, printedYear ? 0.95 : 0.85);
  out.set(
    'taxpayerSsnLast4',
    last4(out.get('taxpayerSSN') as string | null),
    out.confidence.taxpayerSSN ?? 0,
  );
  out.set('spouseSsnLast4', last4(out.get('spouseSSN') as string | null), out.confidence.spouseSSN ?? 0);
  amountsAboveCaptions(lines, out);
  linesByArithmetic(lines, out);
  // The spec keeps both names for the refund on the line after the overpayment.
  out.set('line35a_refund', out.get('line34_refundAmount'), out.confidence.line34_refundAmount ?? 0);
  out.set('line34_refundAmount', out.get('line35a_refund'), out.confidence.line35a_refund ?? 0);
  return out.result({
    dependents: out.rows(
      'dependents',
      dependents.map((row) => ({ row, confidence: FORM_FIELD_CONFIDENCE })),
    ),
  });
};

/** The return's money lines (not the routing and account numbers). */
const MONEY_LINES = Object.keys(LEXICON).filter((f) => /^line\d/.test(f) && !DIGIT_FIELDS.has(f));

/**
 * Whether the page prints its figures beside or under their captions (the readers above) or above
 * them (a summary's tiles: the figure, its words under it, where the box under a caption holds the
 * next tile's figure). The reading that takes the figure above each caption is scored beside the
 * readers' with the return's checks (chooseReading) and kept when better supported; an equally
 * supported one with other values keeps the readers' reading, and the review is told.
 */
function amountsAboveCaptions(lines: Line[], out: FieldSet): void {
  // A page whose readers found no figures (an unfilled form, its instructions' numbers above the
  // captions) prints no tiles.
  if (MONEY_LINES.filter((f) => out.get(f) !== null).length < 2) return;
  const above = new FieldSet(FIELDS);
  for (const [field, value] of Object.entries(out.fields))
    if (!MONEY_LINES.includes(field) || (out.confidence[field] ?? 0) >= FORM_FIELD_CONFIDENCE)
      above.set(field, value, out.confidence[field] ?? 0);
  // A figure above two captions is neither's (a date over a transcript's rows, the tile of another
  // caption); a date's bare eight digits are no figure.
  const taken = new Map<Cell, string[]>();
  const accept = (t: string) => isAmountText(t) && /\d/.test(t) && !/^\d{8}$/.test(t.trim());
  for (const field of MONEY_LINES) {
    const lc = findCaption(lines, LEXICON[field]!, 0.88);
    const v = lc ? boxValueAbove(lines, lc, { accept }) : null;
    if (v) taken.set(v.cells[0]!, [...(taken.get(v.cells[0]!) ?? []), field]);
  }
  for (const [cell, fields] of taken)
    if (fields.length === 1) above.set(fields[0]!, formAmount(cell.text), out.confidence[fields[0]!] ?? 0.7);
  keepBetterSupported('irs_1040', out, above, 'figures above their captions', checkIrs1040, MONEY_LINES);
}

/** The return's equalities: each holds for one value of a line, so the arithmetic can choose it. */
const EQUALITY_CHECKS = new Set([
  'irs1040.agi',
  'irs1040.withholding',
  'irs1040.total_payments',
  'irs1040.overpayment',
  'irs1040.amount_owed',
]);

/** How many rounds of one value each the search may take (a line misread and another missed). */
const ARITHMETIC_ROUNDS = 3;

/**
 * Where the lines read break one of the return's equalities (AGI = total income − adjustments,
 * 25d = 25a + 25b + 25c, total payments, overpayment or amount owed = payments − tax), each amount
 * printed on the page is an alternative reading of each line the equality names: a line taken from
 * a neighbour's box, the other column, or after a lost blank mark. A line is replaced (or filled)
 * by the one page amount that makes fewer of the return's checks fail and none that held fail;
 * two such readings leave the lines as read, the failed check flagging them. The checks that
 * choose are the type's own (checkIrs1040). A filled form's widgets are never replaced.
 */
export function linesByArithmetic(lines: Line[], out: FieldSet): void {
  // A bare number under 100 is a line number, not an amount.
  const amounts = pageAmounts(lines).filter((a) => a.value >= 100 || !Number.isInteger(a.value));
  const run = (fields: ParsedDocument['fields']) => checkIrs1040({ fields, fieldConfidence: {}, checks: [] });
  for (let round = 0; round < ARITHMETIC_ROUNDS; round++) {
    const checks = run(out.fields);
    const failed = checks.filter((c) => !c.passed);
    const held = new Set(checks.filter((c) => c.passed).map((c) => c.id));
    const suspects = new Set(failed.filter((c) => EQUALITY_CHECKS.has(c.id)).flatMap((c) => c.fields ?? []));
    const better: { field: string; value: number; confidence: number; failed: number }[] = [];
    for (const field of suspects) {
      if ((out.confidence[field] ?? 0) >= FORM_FIELD_CONFIDENCE || !(field in out.fields)) continue;
      for (const a of amounts) {
        // An amount another line holds is that line's: one figure does not fill two lines here.
        if (Object.values(out.fields).includes(a.value)) continue;
        const after = run({ ...out.fields, [field]: a.value }).filter((c) => !c.passed);
        if (after.length < failed.length && !after.some((c) => held.has(c.id)))
          better.push({ field, value: a.value, confidence: a.confidence, failed: after.length });
      }
    }
    const fewest = Math.min(...better.map((b) => b.failed));
    const best = better.filter((b) => b.failed === fewest);
    if (best.length !== 1) return;
    out.replace(best[0]!.field, best[0]!.value, 0.8 * best[0]!.confidence);
  }
}

/**
 * A filing status printed alone, without its label (a summary's "Head of household" under the
 * names): one cell that is a status's words and nothing else, when no other status is printed
 * anywhere (a form listing the options is read by its marks, not here).
 */
function readUnlabelledStatus(lines: Line[], out: FieldSet): void {
  const found = new Set<FilingStatus>();
  let confidence = 0;
  for (const l of lines)
    for (const c of l.cells) {
      const t = c.text.trim();
      if (!/[a-z]/i.test(t) || t.length > 40) continue;
      const s = filingStatusOf(t);
      if (s && labelKey(t) === labelKey(s)) {
        found.add(s);
        confidence = Math.max(confidence, l.confidence);
      }
    }
  if (found.size !== 1) return;
  const [status] = [...found];
  const all = lines.map((l) => l.text.toLowerCase()).join('\n');
  if (FILING_STATUSES.some((f) => f !== status && all.includes(f.toLowerCase()))) return;
  out.set('filingStatus', status!, 0.75 * confidence);
}

/**
 * A row of another form in a listing by form and line ("Sch 1  10  Additional income  5,728.00",
 * "W-2  1  Wages - Acme Inc", "Schedule B  4  Taxable interest"): its line numbers are that form's,
 * not the 1040's (Schedule 1's line 10 is no adjustment, its line 26 no estimated payment).
 */
const OTHER_FORM_ROW =
  /^(?:(?:form|f)\s*(?!1040\b)\d{4}[A-Z-]*|sch(?:edule|\.)?\s*(?:[1-3]|[A-F]|SE|EIC|8812)|W-?2G?|1099(?:-[A-Z]+)?|1098(?:-[A-Z]+)?|8812|8863|8995|8889|2441|8949|8962)\s+(?:line\s+|ln\.?\s+|box\s+)?\d{1,2}[a-z]?\s+[A-Za-z]/i;

/** A jurisdiction's column title beside "Federal": "State", "OH", "Ohio", "NY State", "City". */
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const JURISDICTION_TITLE = new RegExp(`^(?:[A-Z]{2}|${US_STATES}|state|city|local)(?:\\s+state)?$`, 'i');

/**
 * A summary with one column per jurisdiction ("Federal" beside the state's): the return is the
 * Federal column. Below such a header, value cells nearer another jurisdiction's column than the
 * federal one are dropped (a state refund is never the refund).
 */
function federalColumn(lines: Line[]): Line[] {
  const out = [...lines];
  for (const [h, head] of lines.entries()) {
    const fed = head.cells.find((c) => /^federal$/i.test(c.text.trim()));
    if (!fed) continue;
    const others = head.cells.filter(
      (c) => c !== fed && c.x0 > head.x0 && JURISDICTION_TITLE.test(c.text.trim()),
    );
    if (others.length === 0) continue;
    const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;
    const columns = [fed, ...others].map((c) => ({ c, x: centre(c) }));
    const firstValue = Math.min(...columns.map(({ c }) => c.x0)) - (fed.x1 - fed.x0);
    for (let i = h + 1; i < lines.length && lines[i]!.pageNumber === head.pageNumber; i++) {
      const l = out[i]!;
      const keep = l.cells.filter((cell, k) => {
        if (k === 0 || cell.x1 < firstValue) return true;
        const nearest = columns.reduce((a, b) =>
          Math.abs(b.x - centre(cell)) < Math.abs(a.x - centre(cell)) ? b : a,
        );
        return nearest.c === fed;
      });
      if (keep.length === l.cells.length) continue;
      const items = keep.flatMap((c) => c.items);
      out[i] = {
        ...l,
        cells: keep,
        items,
        text: keep.map((c) => c.text).join(' '),
        x1: Math.max(...keep.map((c) => c.x1)),
      };
    }
  }
  return out;
}

/** The lexicon's labels of the return's lines (not identity fields), as compared. */
const LINE_BY_LABEL = new Map<string, string>();
for (const [field, labels] of Object.entries(LEXICON))
  if (/^line\d/.test(field))
    for (const l of labels) if (!LINE_BY_LABEL.has(labelKey(l))) LINE_BY_LABEL.set(labelKey(l), field);

/** A line reference after a caption: "(Ln 1z)", "(line 25a)", "[9]". */
const LINE_REF = /\(\s*(?:ln|line)\.?\s*(\d{1,2}[a-z]?)\s*\)|\[\s*(\d{1,2}[a-z]?)\s*\]/gi;

/**
 * Captions that name their line in a reference after the words ("Total income (Ln 9) ....
 * 95,000.00", "Wages, salaries, tips (line 1z)  60,000  35,000  95,000"): the line number says
 * which field, whatever the wording, and the line's amount is the last one before the next
 * reference (a Taxpayer / Spouse / Total table's total is its last column).
 */
function readLineReferences(lines: Line[], out: FieldSet): void {
  for (const line of lines) {
    const refs = [...line.text.matchAll(LINE_REF)];
    for (const [k, ref] of refs.entries()) {
      const no = (ref[1] ?? ref[2]!).toLowerCase();
      const before = line.text.slice(k > 0 ? refs[k - 1]!.index! + refs[k - 1]![0].length : 0, ref.index);
      if (!/[A-Za-z]{2}/.test(before)) continue;
      const seg = line.text.slice(ref.index! + ref[0].length, refs[k + 1]?.index ?? line.text.length);
      const c = 0.85 * line.confidence;
      if (no === '35b' || no === '35d') {
        const m = /^\s*[:.]*\s*([\d-]{4,17})(?!\S)/.exec(seg);
        if (m)
          out.set(
            no === '35b' ? 'line35b_routingNumber' : 'line35d_accountNumber',
            m[1]!.replace(/-/g, ''),
            c,
          );
        continue;
      }
      if (no === '35c') {
        const m = /\b(checking|savings)\b/i.exec(seg);
        if (m) out.set('line35c_accountType', m[1]!.toLowerCase() === 'savings' ? 'Savings' : 'Checking', c);
        continue;
      }
      // The caption's words, when they are a whole label of a line, outrank its number: a scan
      // reads "(Ln 1z)" as "(Ln 12)" sooner than "Wages, salaries, tips" as another line's words.
      const byWords = LINE_BY_LABEL.get(labelKey(before));
      const field = byWords ?? (no === '35a' ? 'line35a_refund' : FIELD_BY_LINE_NUMBER.get(no));
      const money = [...seg.matchAll(MONEY_IN_TEXT)].map((m) => m[0]);
      if (!field || money.length === 0) continue;
      out.set(field, formAmount(money.at(-1)!), c);
    }
  }
}

/** A caption citing the return's line its figure is ("(Form 1040, 1040-SR, or 1040-NR, line 11)"). */
const FORM_LINE_CITATION = /\(\s*Form\s+1040\b[^()]*?\bline\s+(\d{1,2}[a-z]?)\s*\)/i;

/**
 * Figures printed on another form or a worksheet with the return's line they repeat: Form 8879's
 * Part I ("1 Adjusted gross income (Form 1040, 1040-SR, or 1040-NR, line 11) .... 1 | 106472"), a
 * state return's or a worksheet's "amount from Form 1040, line 24". The cited line says which
 * field, whatever that form's own numbering; the amount is the row's last cell, after the citation
 * (the row's own number printed again beside an empty box is no amount). Read on every page (such
 * forms come after the return), for fields the return's own pages did not give.
 */
function readFormCitations(lines: Line[], out: FieldSet): void {
  for (const line of lines) {
    const m = FORM_LINE_CITATION.exec(line.text);
    if (!m) continue;
    const field = m[1] === '35a' ? 'line35a_refund' : FIELD_BY_LINE_NUMBER.get(m[1]!.toLowerCase());
    if (!field || out.get(field) !== null) continue;
    const last = line.cells.at(-1)!;
    const own = line.cells[0]!.text.trim();
    if (line.cells.length < 2 || last.text.trim() === own || FORM_LINE_CITATION.test(last.text)) continue;
    const value = formAmount(last.text);
    if (value !== null) out.set(field, value, 0.85 * line.confidence);
  }
}

/** A schedule's or another form's head at the top of a page ("SCHEDULE 1 (Form 1040)", "Form 8812"). */
const ATTACHMENT_HEAD =
  /^(?:schedule\s+(?:[1-3a-f]|8812|se|eic)\b.*\(form\s+1040|form\s+(?!1040\b)\d{4}[a-z-]*\b)/i;

/**
 * The return's own pages: a return is often filed with its schedules and attachments after it,
 * numbered 1-26 like the form's lines ("15 Deductible part of self-employment tax"); the pages from
 * the first one headed by another form are left out. The first page is always the return's.
 */
function returnPages(lines: Line[]): Line[] {
  const cut = lines.find(
    (l) =>
      l.pageNumber > 1 &&
      ATTACHMENT_HEAD.test(l.text.trim()) &&
      lines.filter((o) => o.pageNumber === l.pageNumber && o.index < l.index).length < 4,
  );
  return cut ? lines.filter((l) => l.pageNumber < cut.pageNumber) : lines;
}

function chooseMap(form: FormFieldIndex, printedYear: number | null): Irs1040FormMap | null {
  const withSignature = IRS_1040_FORM_MAPS.filter((m) => m.signature.some((ref) => form.has(ref)));
  const byYear = IRS_1040_FORM_MAPS.find((m) => m.year === printedYear);
  if (byYear && (withSignature.length === 0 || withSignature.includes(byYear))) return byYear;
  if (withSignature.length > 0) return withSignature[0]!;
  // Only filled values reported: the revision whose value widgets explain most of them.
  let best: Irs1040FormMap | null = null;
  let bestHits = 0;
  for (const m of IRS_1040_FORM_MAPS) {
    const hits = Object.values(m.values).filter((ref) => form.text(ref) !== null).length;
    if (hits > bestHits) {
      best = m;
      bestHits = hits;
    }
  }
  return best;
}

function readForm(form: FormFieldIndex, map: Irs1040FormMap, out: FieldSet, dependents: ChildRow[]): void {
  const c = FORM_FIELD_CONFIDENCE;
  for (const [field, ref] of Object.entries(map.values)) {
    const v = form.text(ref);
    if (v === null) continue;
    if (TEXT_FIELDS.has(field)) out.set(field, v, c);
    else if (ID_FIELDS.has(field)) out.set(field, formatTaxId(v, 'ssn'), c);
    else if (DIGIT_FIELDS.has(field)) out.set(field, v.replace(/[\s-]/g, ''), c);
    else out.set(field, formAmount(v), c);
  }
  const apt = form.text(map.aptNo);
  if (apt && typeof out.get('homeAddress') === 'string') {
    out.set(
      'homeAddress',
      `${out.get('homeAddress') as string} ${/^(apt|unit|suite|#)/i.test(apt) ? apt : `Apt ${apt}`}`,
      c,
      true,
    );
  }
  const status = map.filingStatus.find((o) => form.checked(o) === true);
  if (status) out.set('filingStatus', status.value, c);
  const account = map.accountType.find((o) => form.checked(o) === true);
  if (account) out.set('line35c_accountType', account.value, c);
  for (const d of map.dependents) {
    const whole = d.name ? form.text(d.name) : null;
    let firstName = d.firstName ? form.text(d.firstName) : null;
    let lastName = d.lastName ? form.text(d.lastName) : null;
    if (whole) {
      const parts = whole.split(/\s+/);
      lastName = parts.length > 1 ? parts.pop()! : null;
      firstName = parts.join(' ');
    }
    const ssn = form.text(d.ssn);
    if (!firstName && !lastName && !ssn) continue;
    dependents.push({
      firstName,
      lastName,
      ssnLast4: last4(ssn),
      relationship: form.text(d.relationship),
      childTaxCredit: form.checked(d.childTaxCredit) === true,
    });
  }
}

function printedTaxYear(lines: Line[]): number | null {
  for (const l of lines.slice(0, 40)) {
    const m =
      l.text.match(/for\s*the\s*year\s*jan\.?\s*1\s*[-–]\s*dec\.?\s*31,?\s*(20\d{2})/i) ??
      l.text.match(/\b(20\d{2})\s+U\.?S\.? Individual Income Tax Return/i) ??
      l.text.match(/Individual Income Tax Return\s*(?:for\s+)?(20\d{2})\b/i) ??
      l.text.match(/\b(20\d{2})\s+(?:federal\s+)?(?:tax\s+)?return\b.*\b1040\b/i) ??
      l.text.match(/Form\s*1040\s*\(?\s*(20\d{2})/i) ??
      l.text.match(/\btax\s+year\s*:?\s*(20\d{2})\b/i) ??
      l.text.match(/\bfor\s+(?:calendar\s+)?year\s*:?\s*(20\d{2})\b/i) ??
      // A tax program's title: "Federal Tax Summary 2024", "2024 Tax Return Summary".
      l.text.match(
        /^(?:federal\s+)?tax\s+(?:return\s+)?summary(?:\s+report)?\s+(?:tax\s+year\s+)?(20\d{2})\b/i,
      ) ??
      l.text.match(
        /^(20\d{2})\s+(?:federal\s+)?(?:tax\s+)?returns?\s+summary\b|^(20\d{2})\s+(?:federal\s+)?tax\s+summary\b/i,
      ) ??
      // A preparer's summary: "Summary of 2024 Returns", "Summary of your 2024 tax return".
      l.text.match(
        /^summary\s+of\s+(?:your\s+)?(20\d{2})\s+(?:federal\s+)?(?:income\s+)?(?:tax\s+)?returns?\b/i,
      ) ??
      (/\b1040\b/.test(l.text) && !/\(\s*20\d{2}\s*\)/.test(l.text) ? l.text.match(/\s(20\d{2})$/) : null);
    if (m) return Number(m[1] ?? m[2]);
  }
  // A title in other words ("Your 2024 Tax Return at a Glance", "2024 Federal Return Snapshot"):
  // among the first lines, a short one naming a tax or a return with one year, not a date's.
  for (const l of lines.slice(0, 4)) {
    if (l.text.length > 60 || !/\b(?:tax|return|1040)\b/i.test(l.text)) continue;
    const years = [...l.text.matchAll(/(?<![\d/.-])(20\d{2})(?![\d/.-])/g)];
    if (years.length === 1 && !/\d[/.-]\d/.test(l.text)) return Number(years[0]![1]);
  }
  return null;
}

const LINE_NUMBER_TOKEN = /^\d{1,2}[a-z]?$/;

/**
 * The amount printed after a caption on its line: after the caption's own line number when it is
 * there ("… enter -0- . . 22  4,512"), else the first amount right after the caption.
 */
/**
 * References printed in a line's wording ("Check if any from Form(s): 1 8814 2 4972 3", "from
 * Schedule 8812", "line 34"): numbers that are never the line's amount.
 */
// Case-sensitive on purpose: a number followed by a capitalised word starts the next line's caption.
const WORDING_REFERENCE =
  /\b((?:[Ff]orms?|[Ff]orm\(s\)|FORMS?|FORM\(S\)|[Ss]chedules?|SCHEDULES?|[Ll]ines?|LINES?|[Pp]ub\.?|[Pp]ublication)(?![a-z])\s*:?)(\s*\d{1,4}[a-z]?(?:\s*(?:,|and|or|through|-)\s*\d{1,4}[a-z]?)*(?=[\s;:)]|[,.](?!\d)|$)(?!\s+[A-Z][a-z]))/g;
// Numbered check boxes of forms, line 16's "Check if any from Form(s): 1 8814 2 4972 3": two forms and the third box's
// number. Exactly two, so an ungrouped amount after the third box ("3 3341.00") stays the amount.
const CHECKBOX_FORMS = /(?:\b\d\s+\d{4}\b\s*){2}(?:\d\b)?/g;

/** The line's text with the numbers of its references blanked out (same length, offsets hold). */
function withoutReferences(text: string): string {
  return text
    .replace(CHECKBOX_FORMS, (m) => ' '.repeat(m.length))
    .replace(WORDING_REFERENCE, (_, word: string, numbers: string) => word + ' '.repeat(numbers.length));
}

function amountAfterCaption(
  line: Line,
  caption: string,
  lineNumbers: string[],
): { value: number; confidence: number } | null {
  // Captions differ by a word or two ("total income" / "taxable income"): near-exact matches only.
  // Scans glue small captions' words ("This is your totalincome"): the same letters in the same
  // order are the caption too.
  const loose = findLabel(spaced(line.text), caption);
  const compact = !loose || loose.score < 0.92 ? compactHit(line.text, caption) : null;
  const hit =
    loose && loose.score >= 0.92
      ? loose
      : compact && compact.score >= 0.88
        ? { ...compact, score: 0.92 }
        : null;
  if (!hit) return null;
  // The line's own number ("1 Wages, salaries, tips, etc. Attach Form(s) W-2"): a caption found
  // inside another line's wording ("Form(s) W-2" of line 25a) is not this line.
  const lead = line.text
    .trim()
    .match(/^(?:line\s+)?(\d{1,2}[a-z]?)\b/i)?.[1]
    ?.toLowerCase();
  const ownLine = lead !== undefined && lineNumbers.includes(lead);
  const before = line.text.slice(0, hit.start).trim().split(/\s+/).at(-1) ?? '';
  if (lead !== undefined && !ownLine && /[a-z]{2,}/i.test(before)) return null;
  const tokens = withoutReferences(line.text).slice(hit.end).split(/\s+/).filter(Boolean);
  // A value's confidence is its own words' (the last occurrence: the amount closes the line), not
  // a leader's residue or a smudge elsewhere on the line.
  const own = (t: string) => textConfidence(line, t, Math.max(0, line.text.lastIndexOf(t)));
  const numberAt = tokens.findIndex((t) => lineNumbers.includes(t.toLowerCase()));
  for (const [i, t] of tokens.entries()) {
    if (i <= numberAt) continue;
    // A currency printed apart from its amount, with the sign before it ("-USD 2,282.00",
    // "(USD 961.00)"): the sign belongs to the amount.
    if (/^[-−(](?:USD|US\$|\$)$/i.test(t)) {
      const v = formAmount(`${t} ${tokens[i + 1] ?? ''}`);
      if (v !== null)
        return { value: v, confidence: hit.score * own(tokens[i + 1] ?? t) * (numberAt >= 0 ? 0.92 : 0.8) };
    }
    // After the box's own number the form's "-0-" is the value, not the instructions' wording
    // ("22 Subtract line 21 from line 18. If zero or less, enter -0- . . 22 -0-").
    if (numberAt >= 0 && /^-0-[.,]?$/.test(t)) return { value: 0, confidence: hit.score * own(t) * 0.92 };
    // Leaders, a sub-line letter, the instructions' "-0-", a currency printed apart ("USD 961.00").
    if (/^[.·…]+$/.test(t) || /^[a-z]$/i.test(t) || /^-0-[.,]?$/.test(t) || /^(?:USD|US\$|\$)$/i.test(t))
      continue;
    // Another line's number and caption ("… 2b Taxable interest"): this line's box was empty.
    if (LINE_NUMBER_TOKEN.test(t) && /^[A-Za-z]{2}/.test(tokens[i + 1] ?? '')) return null;
    // After the box's own number the caption is over: words there start the next box, its number
    // after its caption ("27 Earned income credit (EIC) | 27 | Additional child tax credit | 28",
    // "25a … Form(s) W-2 | 25a | b Form(s) 1099 | 25b"), and this line's box was empty.
    if (numberAt >= 0 && nextBoxCaption(t, tokens[i + 1])) return null;
    if (/^\d{1,2}[a-z]$/i.test(t)) continue;
    // A printed blank ("-", "N/A") is an empty box, not zero.
    if (BLANK_MARK_RE.test(t)) return null;
    if (numberAt < 0 && LINE_NUMBER_TOKEN.test(t)) continue;
    // "applied from 2023 return": a year, not an amount; but the last number after the box's own
    // number is its amount, grouped or not ("2b 2000").
    if (/^(?:19|20)\d{2}$/.test(t) && !(numberAt >= 0 && i === tokens.length - 1)) continue;
    const v = formAmount(t);
    if (v !== null) return { value: v, confidence: hit.score * own(t) * (numberAt >= 0 ? 0.92 : 0.8) };
    // Words: on the line's own row the caption goes on ("(from Schedule A)"); elsewhere the next
    // caption starts, so this box is empty.
    if (/[a-z]{2,}/i.test(t) && !ownLine) return null;
  }
  return null;
}

/**
 * A caption's start: a word and another word after it ("Additional child"), or a sub-line letter
 * and a word ("b Form(s)"). A leader's residue or a smudge read as letters ("FLEE,", "ae") is one
 * word before an amount.
 */
function nextBoxCaption(t: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  if (/^[a-h]$/.test(t)) return /^[A-Za-z][A-Za-z()'.,-]+$/.test(next);
  return /^[A-Za-z][a-z]{2,}$/.test(t) && /^[A-Za-z][a-z]+[,.]?$/.test(next);
}

const MARK_RE = /^\[?\s*(?:x|✓|✔|☒|■)\s*\]?$/i;

/** An SSN as printed, or read from its comb boxes (nine digits). */
const ssnLike = (t: string): boolean =>
  /^\d{3}[-\s]?\d{2}[-\s]?\d{4}$/.test(t.trim()) || combDigits(t)?.length === 9;

function readPrinted(lines: Line[], out: FieldSet): void {
  if (lines.length === 0) return;
  for (const [field, captions, lineNumbers] of PRINTED_LINES) {
    if (out.get(field) !== null) continue;
    for (const line of lines) {
      const v = captions.map((c) => amountAfterCaption(line, c, lineNumbers)).find((x) => x !== null);
      if (v) {
        out.set(field, v.value, v.confidence);
        break;
      }
    }
  }
  // Values, not the next box's caption (a blank form prints only captions).
  const text = (t: string) =>
    /[A-Za-z0-9]/.test(t) &&
    !looksLikeCaption(t) &&
    !/\b(?:name|number|address|instructions|post office|country|province|postal|zip code|initial|joint return|apt\. no)\b|^state$/i.test(
      t.trim(),
    );
  const name = (t: string) => text(t) && personName(t);
  const boxes: [string, string[], (t: string) => boolean][] = [
    ['taxpayerFirstName', ['Your first name and middle initial'], name],
    ['taxpayerSSN', ['Your social security number'], ssnLike],
    ['spouseFirstName', ["If joint return, spouse's first name and middle initial"], name],
    ['spouseSSN', ["Spouse's social security number"], ssnLike],
    ['homeAddress', ['Home address (number and street)'], text],
    ['city', ['City, town, or post office'], text],
    [
      'line35b_routingNumber',
      ['Routing number'],
      (t) => /^\d{9}$/.test(t.replace(/\s/g, '')) || combDigits(t)?.length === 9,
    ],
    ['line35d_accountNumber', ['Account number'], (t) => /^[\d-]{4,17}$/.test(t.replace(/\s/g, ''))],
  ];
  for (const [field, captions, accept] of boxes) {
    if (out.get(field) !== null) continue;
    const lc = findCaption(lines, captions, 0.85);
    // Routing and account numbers follow their captions on the same line; the rest sit below.
    const v = lc
      ? boxValue(lines, lc, { accept, maxLinesBelow: 2.5, belowOnly: !DIGIT_FIELDS.has(field) })
      : null;
    if (!lc) continue;
    if (v) {
      const value = ID_FIELDS.has(field)
        ? formatTaxId(combDigits(v.text) ?? v.text, 'ssn')
        : DIGIT_FIELDS.has(field)
          ? (combDigits(v.text) ?? v.text).replace(/[\s-]/g, '')
          : v.text;
      out.set(field, value, v.confidence);
    }
    // Last name, state and ZIP code sit in the boxes beside these captions (also when OCR garbled
    // the first name or the city).
    const sideBoxes: Record<string, [string, string][]> = {
      taxpayerFirstName: [['taxpayerLastName', 'Last name']],
      spouseFirstName: [['spouseLastName', 'Last name']],
      city: [
        ['state', 'State'],
        ['zipCode', 'ZIP code'],
      ],
    };
    for (const [side, caption] of sideBoxes[field] ?? []) {
      // OCR often garbles "ZIP" ("Tap code", "code"): a caption of one word and "code" after the
      // state's is the ZIP code's.
      const idx = lc.line.cells.findIndex(
        (c, i) =>
          i > lc.cellIndex &&
          ((findLabel(c.text, caption)?.score ?? 0) >= 0.9 ||
            (side === 'zipCode' && /^(?:\S+\s)?code$/i.test(c.text.trim()) && !/postal/i.test(c.text))),
      );
      if (idx < 0) continue;
      const cell = lc.line.cells[idx]!;
      const sv = boxValue(
        lines,
        { line: lc.line, cell, cellIndex: idx, end: cell.text.length, score: 1 },
        { accept: /LastName$/.test(side) ? name : text, maxLinesBelow: 2.5, belowOnly: true },
      );
      // A ZIP code is its digits, whatever OCR glued after them ("95814box0below").
      const sideValue =
        side === 'zipCode' ? (sv?.text.trim().match(/^\d{5}(?:-\d{4})?(?!\d)/)?.[0] ?? null) : sv?.text;
      if (sv && sideValue) out.set(side, sideValue, sv.confidence);
    }
  }
  namesUnderLastName(lines, out, name);
  if (out.get('filingStatus') === null) {
    const labels: Record<FilingStatus, string> = {
      Single: 'Single',
      'Married filing jointly': 'Married filing jointly',
      'Married filing separately': 'Married filing separately',
      'Head of household': 'Head of household',
      'Qualifying surviving spouse': 'Qualifying surviving spouse',
    };
    for (const status of FILING_STATUSES) {
      const mark = markedCaption(lines, labels[status]);
      if (mark) {
        out.set('filingStatus', status, mark);
        break;
      }
    }
  }
  readLabelledSummary(lines, out);
  readLineSegments(lines, out);
  const city = out.get('city');
  if (typeof city === 'string' && out.get('state') === null) {
    // "City, town, or post office. State. ZIP code" printed as one box.
    const csz = splitCityStateZip(city);
    if (csz) {
      const conf = out.confidence.city ?? 0.8;
      out.set('city', csz.city, conf, true);
      out.set('state', csz.state, conf);
      out.set('zipCode', csz.zipCode, conf);
    }
  }
  if (out.get('line35c_accountType') === null) {
    for (const type of ['Checking', 'Savings'] as const) {
      const mark = markedCaption(lines, type);
      if (mark) {
        out.set('line35c_accountType', type, mark);
        break;
      }
    }
  }
}

/**
 * The official form's name boxes when OCR garbled the first-name caption ("name and" for "Your
 * first name and middle initial") but read the "Last name" caption beside it: the value under
 * "Last name" is the last name and the value left of it on the same line the first name. The
 * first such caption line is the taxpayer's, one that names the spouse or a joint return the
 * spouse's; only above the home address caption.
 */
function namesUnderLastName(lines: Line[], out: FieldSet, text: (t: string) => boolean): void {
  const home = lines.find((l) => (findLabel(l.text, 'Home address')?.score ?? 0) >= 0.9);
  const page = lines[0]?.pageNumber;
  for (const line of lines) {
    if (line.pageNumber !== page || (home && line.index >= home.index)) break;
    const idx = line.cells.findIndex((c) => (findLabel(c.text.trim(), 'Last name')?.score ?? 0) >= 0.9);
    // The name row's captions end with the SSN's; a dependents table's header names relationships.
    if (idx < 0 || !/security/i.test(line.text) || /relationship|dependent/i.test(line.text)) continue;
    const spouse = /spouse|joint/i.test(
      line.cells
        .slice(0, idx)
        .map((c) => c.text)
        .join(' '),
    );
    const [first, last] = spouse
      ? ['spouseFirstName', 'spouseLastName']
      : ['taxpayerFirstName', 'taxpayerLastName'];
    if (out.get(first) !== null || out.get(last) !== null) continue;
    const cell = line.cells[idx]!;
    const v = boxValue(
      lines,
      { line, cell, cellIndex: idx, end: cell.text.length, score: 0.9 },
      { accept: text, maxLinesBelow: 2.5, belowOnly: true },
    );
    const below = v ? lines.find((l) => l.cells.includes(v.cells[0]!)) : undefined;
    if (!v || !below || !/^[A-Za-z][A-Za-z'’.-]+$/.test(v.text.trim())) continue;
    const left = below.cells.filter(
      (c) => c.x1 <= v.cells[0]!.x0 && /^[A-Z][A-Za-z'’.-]+(?: [A-Z]\.?)?$/.test(c.text.trim()),
    );
    if (left.length !== 1) continue;
    out.set(first, left[0]!.text.trim(), 0.85 * v.confidence);
    out.set(last, v.text.trim(), v.confidence);
  }
}

/**
 * Confidence when a check mark is printed just left of a caption word, else 0. A flattened
 * AcroForm draws its check as the ZapfDingbats glyph "4" (✔), which the text layer reports as "4".
 */
function markedCaption(lines: Line[], caption: string): number {
  for (const line of lines) {
    const tokens = line.items;
    for (let i = 0; i < tokens.length; i++) {
      const rest = tokens
        .slice(i, i + caption.split(' ').length)
        .map((t) => t.text)
        .join(' ');
      const hit = findLabel(rest, caption);
      if (!hit || hit.score < 0.9) continue;
      const before = tokens[i - 1];
      if (
        before &&
        (MARK_RE.test(before.text.trim()) || before.text.trim() === '4') &&
        tokens[i]!.x - (before.x + before.width) < 24
      ) {
        // The mark's and the caption's own words: a smudge read at 0 elsewhere on the line (the
        // form's margin captions) says nothing about them.
        const own = [before, ...tokens.slice(i, i + caption.split(' ').length)].map((t) => t.confidence);
        return Math.max(0.05, 0.85 * Math.min(...own));
      }
    }
  }
  return 0;
}

/**
 * Return summaries from tax software: "Filing status: Married filing separately", "Taxpayer SSN:
 * 917-67-7774", "Address: 6126 Oak Way, Minneapolis, MN 55401", "Taxpayer first name: … Last name: …".
 */
function readLabelledSummary(lines: Line[], out: FieldSet): void {
  for (const line of lines) {
    const t = line.text;
    const c = 0.85 * line.confidence;
    const status = t.match(/filing\s+status\s*:\s*(.+)$/i);
    if (status) {
      const found = filingStatusOf(status[1]!);
      if (found) out.set('filingStatus', found, c);
    }
    const names = t.match(
      /(?:taxpayer|your)\s+first\s+name(?:\s+and\s+middle\s+initial)?\s*:\s*(.+?)\s+last\s+name\s*:\s*(.+)$/i,
    );
    if (names) {
      out.set('taxpayerFirstName', names[1]!.trim(), c);
      out.set('taxpayerLastName', names[2]!.trim(), c);
    }
    const spouseNames = t.match(
      /spouse(?:['’]s)?\s+first\s+name(?:\s+and\s+middle\s+initial)?\s*:\s*(.+?)\s+last\s+name\s*:\s*(.+)$/i,
    );
    if (spouseNames) {
      out.set('spouseFirstName', spouseNames[1]!.trim(), c);
      out.set('spouseLastName', spouseNames[2]!.trim(), c);
    }
    const ssn = t.match(
      /\b(taxpayer|your|spouse(?:['’]s)?)\s+(?:ssn|social\s+security\s+(?:number|no\.?))\s*:\s*((?:\d{3}|[X*]{3})-?(?:\d{2}|[X*]{2})-?\d{4})/i,
    );
    if (ssn) {
      const spouse = /^spouse/i.test(ssn[1]!);
      // A masked number ("XXX-XX-1234") is no SSN: only its last four digits are known.
      if (/^\d/.test(ssn[2]!)) out.set(spouse ? 'spouseSSN' : 'taxpayerSSN', formatTaxId(ssn[2], 'ssn'), c);
      else out.set(spouse ? 'spouseSsnLast4' : 'taxpayerSsnLast4', ssn[2]!.slice(-4), c);
    }
    // Direct deposit in a sentence or one run ("b Routing number 060910496 c Type …"): a routing
    // number is nine digits, an account number four to seventeen.
    const routing = t.match(/\brouting\s+(?:transit\s+)?(?:number|no\.?)\s*:?\s*(\d{9})\b/i);
    if (routing) out.set('line35b_routingNumber', routing[1]!, c);
    const account = t.match(/\baccount\s+(?:number|no\.?)\s*:?\s*(\d{4,17})\b/i);
    if (account) out.set('line35d_accountNumber', account[1]!, c);
    const address = t.match(/^(?:home\s+)?address\s*:\s*(.+)$/i);
    if (address) {
      const a = splitAddressLines([address[1]!]);
      out.set('homeAddress', a.street, c);
      out.set('city', a.city, c);
      out.set('state', a.state, c);
      out.set('zipCode', a.zipCode, c);
    }
    const who = t.match(
      /^(?:primary\s+)?taxpayer(?:['’]s)?(?:\s+name)?\s*:\s*([A-Za-z'’.-]+(?:\s+[A-Za-z'’.-]+)*)$/i,
    );
    if (who && out.get('taxpayerFirstName') === null) {
      const parts = who[1]!.trim().split(/\s+/);
      if (parts.length > 1) {
        out.set('taxpayerLastName', parts.pop()!, c * 0.9);
        out.set('taxpayerFirstName', parts.join(' '), c * 0.9);
      }
    }
    // A preparer's summary names its clients: "Prepared for Ana and Luis Diaz".
    const prepared = t.match(/^(?:return\s+)?prepared\s+for\s*:?\s*(.+)$/i);
    if (prepared && out.get('taxpayerFirstName') === null) setNames(out, prepared[1]!, c * 0.9, false);
  }
  readMailingBlock(lines, out);
}

/**
 * A letter's address block: the clients' name line, the street, then the city, state and ZIP code,
 * one under the other (each the first cell of its line: a summary prints other facts beside the
 * block). When the names are known, only the block whose name line names the taxpayer, so a
 * preparer's letterhead (firm, street, city) is never the home address; when they are not, a name
 * line that is a person's name or a couple's ("Ana and Luis Diaz"), never a firm's, gives them.
 */
const FIRM_WORDS =
  /\b(?:llc|inc|corp|co|cpas?|group|services?|tax|taxes|accounting|associates|partners|bank|company|ltd|pllc|pc)\b/i;

function readMailingBlock(lines: Line[], out: FieldSet): void {
  const first = out.get('taxpayerFirstName');
  const last = out.get('taxpayerLastName');
  if (out.get('homeAddress') !== null) return;
  const known = typeof first === 'string' && typeof last === 'string';
  const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());
  const head = (l: Line) => (l.cells[0]?.text ?? l.text).trim();
  for (const [i, l] of lines.entries()) {
    const name = head(l);
    if (name.length > 60 || /\d/.test(name)) continue;
    if (known ? !has(name, first) || !has(name, last) : FIRM_WORDS.test(name) || namesOf(name).length === 0)
      continue;
    const street = lines[i + 1];
    const city = lines[i + 2];
    if (!street || !city || street.pageNumber !== l.pageNumber || city.pageNumber !== l.pageNumber) continue;
    const h = Math.max(8, l.bottom - l.top);
    if (street.top - l.bottom > 1.5 * h || city.top - street.bottom > 1.5 * h) continue;
    // The block's lines start together (a block, not a heading over a table's row).
    const x = (line: Line) => line.cells[0]?.x0 ?? 0;
    if (Math.abs(x(street) - x(l)) > h || Math.abs(x(city) - x(l)) > h) continue;
    const csz = splitCityStateZip(head(city));
    if (!/^\d+[A-Za-z]?\s+[A-Za-z]/.test(head(street)) || !csz) continue;
    const c = 0.8 * Math.min(street.confidence, city.confidence);
    if (!known) setNames(out, name, c, false);
    out.set('homeAddress', head(street), c);
    out.set('city', csz.city, c);
    out.set('state', csz.state, c);
    out.set('zipCode', csz.zipCode, c);
    return;
  }
}

const FIELD_BY_LINE_NUMBER = new Map<string, string>();
for (const [field, , numbers] of PRINTED_LINES)
  for (const n of numbers) if (!FIELD_BY_LINE_NUMBER.has(n)) FIELD_BY_LINE_NUMBER.set(n, field);
// Line numbers whose meaning changed between revisions are only taken from their captions.
for (const ambiguous of ['1', '7a', '11a', '11b', '12e', '27a', '30']) FIELD_BY_LINE_NUMBER.delete(ambiguous);

// Scans read a thousands comma as a period ("116.356", "187.081.00"): three digits after a period
// are a thousands group, never cents, so the amount is taken whole (formAmount reads it).
const MONEY_IN_TEXT =
  /\(?-?\$\s?(?:\d{1,3}(?:[,.]\d{3})+|\d+)(?:\.\d{2})?(?!\d)\)?|\(?-?\d{1,3}(?:[,.]\d{3})+(?:\.\d{2})?(?!\d)\)?|\(?-?\d+\.\d{2}(?!\d)\)?/g;

/**
 * Any layout that starts an entry with its line number ("16  Tax ... 16  3,223.00", "Line 25a
 * Federal income tax withheld ... $6,746.00"): the last money amount before the next entry's line
 * number belongs to that line. Fills only lines the captions did not find.
 *
 * An entry also starts inside a cell, after an amount: two columns of lines side by side ("9 Total
 * income 161,136.00 25a Federal income tax withheld … 14,184.00") print the left column's amount
 * close to the right column's line number, so both read as one cell. A number there starts the
 * next entry only when a caption word follows it.
 */
function readLineSegments(lines: Line[], out: FieldSet): void {
  for (const line of lines) {
    let current: string | null = null;
    let startedAt = -1;
    let value: string | null = null;
    const flush = () => {
      const field = current ? FIELD_BY_LINE_NUMBER.get(current) : undefined;
      if (field && value !== null && out.get(field) === null)
        out.set(field, formAmount(value), 0.8 * line.confidence);
      value = null;
    };
    const cells = line.cells.flatMap(splitAtLineNumbers);
    for (const [k, cell] of cells.entries()) {
      // "Line 25aFederal income tax withheld": a line number run into its caption's first word
      // (a text layer that drops the space between two runs) still starts the entry.
      const found = cell.text.trim().match(/^(?:line\s+)?(\d{1,2}[a-z]?)(?=\s|$|[A-Z][a-z])/i);
      // A line number heads its caption or stands alone in its box; one followed by more digits is
      // part of a number (an SSN's comb digits "9 4 5 1 …"), not an entry.
      const start =
        found && /^(?:$|[A-Za-z(])/.test(cell.text.trim().slice(found[0].length).trim()) ? found : null;
      if (start && start[1]!.toLowerCase() !== current && FIELD_BY_LINE_NUMBER.has(start[1]!.toLowerCase())) {
        flush();
        current = start[1]!.toLowerCase();
        startedAt = k;
      }
      if (!current) continue;
      // Bare digits after the line number, before any amount (an SSN's comb boxes "9 | 4 | 1 8 |
      // 1.46"): not a line's entry.
      // A whole-dollar amount under 1,000 has no separator ("154"): alone in the line's last cell,
      // on the right half, after words (not after other bare digits), and not the line's own
      // number printed again beside an empty box.
      // After the line's own number printed again beside its box ("16 Tax … | 16 | 10212") the
      // last cell is the box's amount, grouped or not.
      // The number printed twice (it opened the entry in an earlier cell), or once beside its box
      // after the line's own caption: a lone box number after another line's caption is what OCR
      // made of that line's number ("Add lines 1a through 1h | 12": 1z's, not line 12).
      const afterOwnNumber =
        k > 1 &&
        (startedAt < k - 1 ||
          captionOf(
            current,
            cells
              .slice(0, k - 1)
              .map((c) => c.text)
              .join(' '),
          )) &&
        cells[k - 1]!.text.trim()
          .replace(/[\][|]+$/, '')
          .toLowerCase() === current;
      const bareAmount =
        !start &&
        k === cells.length - 1 &&
        k > 0 &&
        cell.x0 > line.pageWidth * 0.5 &&
        cell.text.trim().replace('.', '') !== current &&
        ((/^\d{1,3}\.?$/.test(cell.text.trim()) && /[A-Za-z]{2}/.test(cells[k - 1]!.text)) ||
          (afterOwnNumber && /^\d{1,7}\.?$/.test(withoutBoxRules(cell.text))));
      if (bareAmount) {
        value = withoutBoxRules(cell.text).replace('.', '');
        continue;
      }
      if (!start && value === null && /^[\d\s]{1,4}$/.test(cell.text.trim())) {
        current = null;
        continue;
      }
      const body = start ? cell.text.trim().slice(start[0].length) : cell.text;
      const money = [...body.matchAll(MONEY_IN_TEXT)].map((m) => m[0]);
      // A right-hand amount cell, or money printed inside the entry's text with cents or a $ sign.
      if (money.length > 0 && (cell.x0 > line.pageWidth * 0.3 || /\$|\.\d{2}/.test(money.at(-1)!)))
        value = money.at(-1)!;
    }
    flush();
  }
}

/** The words name the line's own caption (any revision's wording), not another line's. */
function captionOf(lineNumber: string, words: string): boolean {
  const field = FIELD_BY_LINE_NUMBER.get(lineNumber);
  const captions = PRINTED_LINES.find(([f]) => f === field)?.[1] ?? [];
  return captions.some((cap) => (findLabel(spaced(words), cap)?.score ?? 0) >= 0.8);
}

/**
 * A cell cut where an amount is followed by a line number and the caption's first word runs on
 * ("161,136.00 25a" before "Federal income tax withheld …", "161,136.00 Line 25a Federal …"): the
 * left column's amount and the right column's line number printed close enough to read as one
 * cell. Only a known line number followed by a word (in this cell or the next one) cuts.
 */
function splitAtLineNumbers(cell: Line['cells'][number], index: number, cells: Line['cells']): Line['cells'] {
  const items = cell.items;
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]!.text.trim();
    let t = items[i]!.text.trim();
    let at = i;
    if (/^line$/i.test(t) && i + 1 < items.length) t = items[++at]!.text.trim();
    const next = at + 1 < items.length ? items[at + 1]!.text.trim() : (cells[index + 1]?.text.trim() ?? '');
    if (
      new RegExp(`^(?:${MONEY_IN_TEXT.source})$`).test(prev) &&
      LINE_NUMBER_TOKEN.test(t) &&
      FIELD_BY_LINE_NUMBER.has(t.toLowerCase()) &&
      /^[A-Za-z]{2}/.test(next)
    ) {
      const head = items.slice(0, i);
      const rest = items.slice(i);
      const of = (xs: typeof items) => ({
        text: xs.map((x) => x.text.trim()).join(' '),
        x0: Math.min(...xs.map((x) => x.x)),
        x1: Math.max(...xs.map((x) => x.x + x.width)),
        items: xs,
      });
      return [of(head), ...splitAtLineNumbers(of(rest), index, cells)];
    }
  }
  return [cell];
}

/**
 * The dependents table of a printed return: columns from the header captions (one or two header
 * lines), one dependent per line below until the income lines start.
 */
/**
 * Column titles printed close enough to read as one cell ("(2) Social security number (3)
 * Relationship"): split where a run starts with the form's column number "(n)".
 */
function splitNumberedCaptions(cell: Line['cells'][number]): Line['cells'] {
  const at = cell.items.flatMap((it, i) => (i > 0 && /^\(\d\)/.test(it.text.trim()) ? [i] : []));
  if (at.length === 0) return [cell];
  return [0, ...at].map((from, k) => {
    const items = cell.items.slice(from, at[k] ?? cell.items.length);
    return {
      ...cell,
      items,
      text: items.map((i) => i.text.trim()).join(' '),
      x0: Math.min(...items.map((i) => i.x)),
      x1: Math.max(...items.map((i) => i.x + i.width)),
    };
  });
}

function readDependentsTable(lines: Line[]): ChildRow[] {
  // The table's header: a "First name" caption with a "Relationship" caption on or beside its line.
  const nameHeader = lines.find(
    (l) =>
      l.cells.some((c) => /first\s*name|^\s*(?:dependent(?:['’]s)?\s+)?name\s*$/i.test(c.text)) &&
      !/your first name|spouse|taxpayer/i.test(l.text) &&
      lines.some(
        (o) => o.pageNumber === l.pageNumber && Math.abs(o.top - l.top) <= 12 && /relationship/i.test(o.text),
      ),
  );
  if (!nameHeader) return [];
  const headerLines = lines.filter(
    (l) =>
      l.pageNumber === nameHeader.pageNumber &&
      Math.abs(l.top - nameHeader.top) <= 12 &&
      l.cells.some((c) =>
        /first\s*name|relationship|social\s+security|\bssn\b|child\s+tax\s+credit|credit\s+for\s+other|^\s*(?:ctc|odc)\s*$/i.test(
          c.text,
        ),
      ),
  );
  // Column titles printed over two lines ("(4) Child tax" / "credit", "(2) Social security" /
  // "number"): the word-only line right below the header continues the titles it sits under.
  const below = lines.find(
    (l) =>
      l.pageNumber === nameHeader.pageNumber &&
      l.index === Math.max(...headerLines.map((h) => h.index)) + 1 &&
      l.top - nameHeader.bottom <= 2 * (nameHeader.bottom - nameHeader.top) + 4 &&
      !/\d/.test(l.text) &&
      l.cells.every((c) => !MARK_RE.test(c.text.trim())),
  );
  const titleOf = (c: Line['cells'][number]): string =>
    [c.text, ...(below?.cells.filter((b) => b.x0 < c.x1 && b.x1 > c.x0).map((b) => b.text) ?? [])].join(' ');
  const cols: { key: 'name' | 'ssn' | 'relationship' | 'ctc' | 'other'; x0: number; x1: number }[] = [];
  for (const l of headerLines) {
    for (const c of l.cells.flatMap(splitNumberedCaptions)) {
      const t = titleOf(c);
      const key = /first\s*name|^\s*(?:dependent(?:['’]s)?\s+)?name\s*$/i.test(t)
        ? 'name'
        : /\bssn\b|social\s+security/i.test(t)
          ? 'ssn'
          : /relationship/i.test(t)
            ? 'relationship'
            : /child\s+tax\s+credit|^\s*(?:\(\d\)\s*)?ctc\s*$/i.test(t)
              ? 'ctc'
              : /credit\s+for\s+other|^\s*(?:\(\d\)\s*)?odc\s*$/i.test(t)
                ? 'other'
                : null;
      if (key && !cols.some((k) => k.key === key)) cols.push({ key, x0: c.x0, x1: c.x1 });
    }
  }
  if (!cols.some((c) => c.key === 'name') || !cols.some((c) => c.key === 'relationship')) return [];
  cols.sort((a, b) => a.x0 - b.x0);
  // A "Last name" caption of its own in the name column: values printed under it are last names.
  const lastNameX = headerLines.flatMap((l) => l.cells).find((c) => /^last\s*name$/i.test(c.text.trim()))?.x0;
  const lastHeader = Math.max(...headerLines.map((l) => l.index), below?.index ?? -1);
  const rows: ChildRow[] = [];
  for (const line of lines) {
    if (line.index <= lastHeader || line.pageNumber !== nameHeader.pageNumber) continue;
    if (
      rows.length >= 8 ||
      /^(?:line\s+)?\d{1,2}[a-z]?\s/i.test(line.text) ||
      /^(?:income|attach|standard)/i.test(line.text)
    )
      break;
    const values: Record<string, string[]> = {};
    const nameWords: { text: string; x: number }[] = [];
    for (const cell of line.cells) {
      // Word by word: on a scan OCR glues neighbouring cells ("943446684 Daughter"), and a comb
      // of SSN boxes starts left of its centred caption, so a word whose centre lies under a
      // caption belongs to that caption's column. Specks OCR could hardly read are no values.
      const runs: { key: string; words: string[] }[] = [];
      for (const it of cell.items) {
        const mid = it.x + it.width / 2;
        const col =
          cols.find((c) => mid >= c.x0 && mid <= c.x1) ??
          // Names start under the caption's "(1)", which OCR may lose.
          [...cols].reverse().find((c) => it.x >= c.x0 - (c.key === 'name' ? 16 : 8));
        // A check mark is no name, number or relationship (a credit column whose title OCR lost).
        if (!col || (MARK_RE.test(it.text.trim()) && col.key !== 'ctc' && col.key !== 'other')) continue;
        // An SSN's digits often read unsurely and still right; unsure words elsewhere are specks.
        if (it.confidence < 0.3 && col.key !== 'ssn') continue;
        if (col.key === 'name') nameWords.push({ text: it.text.trim(), x: it.x });
        const last = runs.at(-1);
        if (last?.key === col.key) last.words.push(it.text.trim());
        else runs.push({ key: col.key, words: [it.text.trim()] });
      }
      for (const r of runs) (values[r.key] ??= []).push(r.words.join(' '));
    }
    const name = (values.name ?? []).join(' ').trim();
    const ssnDigits = (values.ssn ?? []).join('').replace(/[^\dX*]/gi, '');
    if (
      !name ||
      !/[A-Za-z]{2,}/.test(name) ||
      !personName(name) ||
      (ssnDigits.length < 4 && !values.relationship)
    ) {
      if (rows.length > 0) break;
      continue;
    }
    const under = lastNameX === undefined ? [] : nameWords.filter((w) => w.x >= lastNameX - 8);
    const parts =
      under.length > 0 ? nameWords.filter((w) => !under.includes(w)).map((w) => w.text) : name.split(/\s+/);
    const lastName =
      under.length > 0 ? under.map((w) => w.text).join(' ') : parts.length > 1 ? parts.pop()! : null;
    rows.push({
      firstName: parts.join(' ') || null,
      lastName,
      // More than an SSN's nine digits: a comb's wall read as a digit, so the last four are unsure.
      ssnLast4: ssnDigits.length >= 4 && ssnDigits.length <= 9 ? ssnDigits.slice(-4) : null,
      relationship: (values.relationship ?? []).join(' ').trim() || null,
      childTaxCredit: (values.ctc ?? []).some((t) => MARK_RE.test(t)),
    });
  }
  return rows;
}

const NAME_VALUE = /^[A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*)*$/;

/**
 * The dependents as the 2025 form prints them: one column per dependent ("Dependent 1",
 * "Dependent 2" ...) and one row per attribute, captioned at the left ("(1) First name",
 * "(2) Last name", "(3) SSN", "(4) Relationship", "(7) Credits"). On a scan the column titles and
 * the captions may be garbled, so the columns are where the first-name row's values start, and
 * the rows are taken in the form's order: the names, the SSN row (digits under those names), the
 * relationship (words on the line after the SSNs), the credits (a mark before "Child tax credit").
 */
function readDependentColumns(lines: Line[]): ChildRow[] {
  type Cell = Line['cells'][number];
  const valuesRight = (l: Line, after: number): Cell[] => l.cells.filter((c) => c.x0 > after);
  for (const [i, first] of lines.entries()) {
    const caption = first.cells.find((c) => /first\s*name/i.test(c.text));
    if (!caption || /your|spouse|taxpayer/i.test(first.text)) continue;
    const names = valuesRight(first, caption.x1).filter((c) => NAME_VALUE.test(c.text.trim()));
    if (names.length === 0) continue;
    const near = lines.slice(i + 1, i + 9).filter((l) => l.pageNumber === first.pageNumber);
    // The SSN row: digits starting under a name (a header's captions have none).
    const ssnAt = near.findIndex((l) =>
      l.cells.some(
        (c) => (c.text.match(/\d/g)?.length ?? 0) >= 4 && names.some((n) => Math.abs(n.x0 - c.x0) <= 15),
      ),
    );
    if (ssnAt < 0) continue;
    const lastRow = ssnAt > 0 ? near[0] : undefined;
    const starts = [...names, ...(lastRow ? valuesRight(lastRow, caption.x1 - 8) : [])]
      .map((c) => c.x0)
      .sort((a, b) => a - b)
      .filter((x, k, xs) => k === 0 || x - xs[k - 1]! > 20);
    const pitch = starts.length > 1 ? Math.min(...starts.slice(1).map((x, k) => x - starts[k]!)) : 110;
    const columnOf = (x: number): number => {
      for (let k = starts.length - 1; k >= 0; k--)
        if (x >= starts[k]! - 12) return x < starts[k]! + pitch - 12 ? k : -1;
      return -1;
    };
    // Specks OCR could hardly read are no names; a comb's digits often read unsurely and still right.
    const textIn = (l: Line | undefined, k: number, minConfidence = 0.3): string =>
      (l?.items ?? [])
        .filter((it) => it.x > caption.x1 - 4 && it.confidence >= minConfidence && columnOf(it.x) === k)
        .sort((a, b) => a.x - b.x)
        .map((it) => it.text.trim())
        .join(' ');
    const ssnRow = near[ssnAt];
    const relRow = near[ssnAt + 1];
    // The check rows between (lived with you, student) may take several lines each.
    const creditRow = lines
      .slice(i + ssnAt + 3, i + 16)
      .find((l) => l.pageNumber === first.pageNumber && /credits?\b|child/i.test(l.text));
    const rows: ChildRow[] = [];
    for (const k of starts.keys()) {
      const firstName = textIn(first, k);
      const lastName = textIn(lastRow, k);
      if (!NAME_VALUE.test(firstName) && !NAME_VALUE.test(lastName)) continue;
      const digits = textIn(ssnRow, k, 0).replace(/[^\d]/g, '');
      const relationship = textIn(relRow, k);
      // A mark is for the caption that starts right after it (OCR may order its words oddly).
      const creditWords = (creditRow?.items ?? []).filter((it) => columnOf(it.x) === k);
      const mark = creditWords.find((it) => MARK_RE.test(it.text.trim()));
      const markEnd = mark ? mark.x + mark.width : 0;
      rows.push({
        firstName: NAME_VALUE.test(firstName) ? firstName : null,
        lastName: NAME_VALUE.test(lastName) ? lastName : null,
        ssnLast4: digits.length >= 4 && digits.length <= 9 ? digits.slice(-4) : null,
        relationship: /^[A-Za-z][A-Za-z -]*$/.test(relationship) ? relationship : null,
        childTaxCredit:
          !!mark &&
          creditWords.some((it) => it.x >= markEnd - 2 && it.x <= markEnd + 12 && /child/i.test(it.text)),
      });
    }
    if (rows.length > 0) return rows;
  }
  return [];
}
