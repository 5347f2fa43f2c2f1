// IRS 1099 (NEC, MISC, INT, DIV): the variant from the form's title, then each box located by its
// caption with the value after or below it (no official fillable 1099s were available to map).
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { IRS_1099_VARIANTS, type Irs1099Variant } from '@docledger/shared/domain/document-types';
import { documentLines, type Cell, type Line } from '../parse/layout';
import type { DocumentText, ParsedDocument, TypeParser } from '../types';
import { checkIrs1099 } from '../checks/irs-1099';
import { AMBIGUOUS_PREFIX } from '../review';
import {
  BLANK_MARK_RE,
  boxTextLines,
  boxValue,
  findCaption,
  formLines,
  isAmountText,
  readLabelled,
} from './form-layout';
import { FieldSet, looksLikeName, namedAddressBlocks } from '../parse/fields';
import { findLabel, looksLikeCaption } from '../parse/labels';
import { boxNumbersFirst, formAmount, formatTaxId } from './form-values';

const FIELDS = fieldNamesOf('irs_1099');

const WITHHELD = ['Federal income tax withheld', 'Federal tax withheld', 'Backup withholding'];

export const BOXES_BY_VARIANT: Record<Irs1099Variant, [string, string[]][]> = {
  NEC: [
    [
      'box1_nonemployeeCompensation',
      ['Nonemployee compensation', 'Non-employee compensation', 'Total compensation paid'],
    ],
    ['box4_federalTaxWithheld', WITHHELD],
  ],
  MISC: [
    ['box1_rents', ['Rents', 'Rent paid', 'Rental payments']],
    ['box2_royalties', ['Royalties', 'Royalty payments']],
    ['box3_otherIncome', ['Other income', 'Other income payments']],
    ['box4_federalTaxWithheld', WITHHELD],
    [
      'box6_medicalPayments',
      ['Medical and health care payments', 'Medical and health care pmts', 'Medical payments'],
    ],
    ['box10_grossProceedsAttorney', ['Gross proceeds paid to an attorney', 'Attorney gross proceeds']],
  ],
  INT: [
    ['box1_interestIncome', ['Interest income', 'Interest paid', 'Taxable interest paid']],
    ['box2_earlyWithdrawalPenalty', ['Early withdrawal penalty', 'Penalty for early withdrawal']],
    [
      'box3_treasuryInterest',
      [
        'Interest on U.S. Savings Bonds and Treasury obligations',
        'Interest on U.S. Savings Bonds and Treas. obligations',
        'U.S. Treasury obligation interest',
      ],
    ],
    ['box4_federalTaxWithheld', WITHHELD],
    ['box8_taxExemptInterest', ['Tax-exempt interest', 'Tax exempt interest paid']],
  ],
  DIV: [
    ['box1a_totalOrdinaryDividends', ['Total ordinary dividends', 'Ordinary dividends, total']],
    ['box1b_qualifiedDividends', ['Qualified dividends']],
    [
      'box2a_totalCapitalGain',
      ['Total capital gain distr.', 'Total capital gain distributions', 'Capital gain distributions'],
    ],
    ['box4_federalTaxWithheld', WITHHELD],
    ['box5_section199A', ['Section 199A dividends']],
    ['box7_foreignTaxPaid', ['Foreign tax paid', 'Foreign taxes paid']],
  ],
};

/**
 * The official titles of the 1099 forms: a grid prints its title beside the recipient's name caption,
 * where a label-value reading would take it for the name.
 */
const FORM_TITLE =
  /^(?:form\s+1099\s*[-–]?\s*(?:nec|misc|int|div)\s+)?(?:nonemployee compensation|miscellaneous (?:information|income)|interest income|dividends and distributions)$/i;

/** Words only one variant prints, for forms whose title was lost (scans). */
const VARIANT_WORDS: Record<Irs1099Variant, RegExp> = {
  NEC: /\b(?:non-?employee compensation|compensation paid)\b/gi,
  MISC: /\b(?:rents|rent paid|rental payments|royalties|royalty payments|gross proceeds paid to an attorney|attorney gross proceeds|fishing boat proceeds)\b/gi,
  INT: /\b(?:interest income|interest paid|taxable interest|early withdrawal|savings bonds|treasury obligation)/gi,
  DIV: /\b(?:ordinary dividends|qualified dividends|capital gain distr|section 199a)\b/gi,
};

const TITLE_RE = /1099\s*[-–]?\s*(NEC|MISC|INT|DIV)\b/gi;

/** What a page shows of one variant. */
export interface VariantEvidence {
  /** "Form 1099-DIV" in a heading (a short cell). */
  titles: number;
  /** "1099-MISC" inside a sentence ("reported on Form 1099-MISC before 2020"): another form named. */
  mentions: number;
  /** The variant's own boxes (not the withholding all share) printed by caption with a non-zero amount. */
  boxes: number;
  /** Words only this variant prints (VARIANT_WORDS). */
  words: number;
}

export interface VariantChoice {
  variant: Irs1099Variant | null;
  /**
   * False when the evidence is weak or split (a title and the boxes that print amounts disagree,
   * or two variants are named about as often): the variant may be wrong, so no amount is placed by
   * its box number alone and the review is told.
   */
  settled: boolean;
  evidence: Record<Irs1099Variant, VariantEvidence>;
}

/**
 * A heading is a few words, not a sentence ("There is no 1099-MISC information for this account."):
 * a sentence that names a form is no title of this one.
 */
const isShortCell = (t: string) => t.trim().split(/\s+/).length <= 8 && !/\b[a-z]{2,}\.$/.test(t.trim());

/** How much a page's evidence speaks for a variant: titles and boxes with amounts most. */
const variantWeight = (e: VariantEvidence): number =>
  2 * e.titles + 2 * Math.min(e.boxes, 3) + 0.5 * e.mentions + 0.5 * Math.min(e.words, 2);

/**
 * The variant from all the page shows of it: titles weigh most, then the variant's own boxes that
 * print amounts, then a form named in a sentence and the variant's words in captions. The winner is
 * settled when its weight is at least twice the runner-up's (an interest form's "Foreign tax paid"
 * is a dividend form's caption too, outweighed by its title and interest boxes) and no other
 * variant has more titles than it; a weight under one (a form named once in a sentence, one word)
 * settles it only when no other variant shows anything.
 */
export function chooseVariant(lines: Line[]): VariantChoice {
  // A variant's words in a sentence ("Form 1099-MISC now reports rents") say nothing of this form.
  const captionText = lines
    .flatMap((l) => l.cells.map((c) => c.text))
    .filter(isShortCell)
    .join('\n');
  const evidence = Object.fromEntries(
    IRS_1099_VARIANTS.map((v) => [v, { titles: 0, mentions: 0, boxes: 0, words: 0 }]),
  ) as Record<Irs1099Variant, VariantEvidence>;
  for (const line of lines)
    for (const cell of line.cells)
      for (const m of cell.text.matchAll(TITLE_RE)) {
        const e = evidence[m[1]!.toUpperCase() as Irs1099Variant];
        if (isShortCell(cell.text)) e.titles++;
        else e.mentions++;
      }
  for (const v of IRS_1099_VARIANTS) {
    for (const [field, captions] of BOXES_BY_VARIANT[v]) {
      if (field === 'box4_federalTaxWithheld') continue;
      const lc = findCaption(lines, captions, 0.88, 0, Infinity, isShortCell);
      const value = lc ? boxValue(lines, lc, { accept: isAmountText }) : null;
      if (value && (formAmount(value.text) ?? 0) !== 0) evidence[v].boxes++;
    }
    evidence[v].words = captionText.match(VARIANT_WORDS[v])?.length ?? 0;
  }
  const weight = variantWeight;
  // Equal weights: a title outranks boxes, boxes outrank words.
  const ranked = [...IRS_1099_VARIANTS]
    .map((v) => ({ v, w: weight(evidence[v]), e: evidence[v] }))
    .sort((a, b) => b.w - a.w || b.e.titles - a.e.titles || b.e.boxes - a.e.boxes);
  const [best, next] = ranked;
  if (!best || best.w === 0) return { variant: null, settled: false, evidence };
  // A title of another form beside this one's boxes is split evidence however the weights fall.
  const titleAgainst = (next?.e.titles ?? 0) > best.e.titles;
  // Little evidence is enough when nothing speaks for another variant (a statement that names its
  // form only in a sentence: "reported to the IRS on Form 1099-DIV").
  const uncontested = (next?.w ?? 0) === 0;
  return {
    variant: best.v,
    settled: (best.w >= 1 || uncontested) && best.w >= 2 * (next?.w ?? 0) && !titleAgainst,
    evidence,
  };
}

function describeEvidence(choice: VariantChoice): string {
  return (
    IRS_1099_VARIANTS.map((v) => [v, choice.evidence[v]] as const)
      .filter(([, e]) => e.titles + e.mentions + e.boxes + e.words > 0)
      .map(
        ([v, e]) =>
          `${v}: ${e.titles} title${e.titles === 1 ? '' : 's'}, ${e.boxes} box${e.boxes === 1 ? '' : 'es'} with amounts, ${e.mentions} mention${e.mentions === 1 ? '' : 's'}`,
      )
      .join('; ') || 'none'
  );
}

/** 1099 forms a composite statement prints sections of (the schema's four and the others). */
const SECTION_KINDS = new Set([
  'NEC',
  'MISC',
  'INT',
  'DIV',
  'B',
  'R',
  'K',
  'G',
  'OID',
  'S',
  'SA',
  'Q',
  'C',
  'PATR',
  'LTC',
  'A',
]);
/** A section's title line: "2024 Form 1099-DIV Dividends and Distributions", "1099-B* Proceeds …". */
const SECTION_TITLE = /^(?:(?:19|20)\d{2}\s+)?(?:(?:irs\s+)?form\s+)?1099\s*[-–]\s*([A-Z]{1,4})\b/i;

/**
 * A composite statement (a broker's consolidated 1099): the sections of several forms one after
 * another, each from its title line to the next. The document is the one form of the schema's
 * variants whose section reports the most non-zero amounts (another form's section may print 0.00
 * in every box, or a 1099-B summary its proceeds); the other known forms' sections are left out of
 * the reading, the lines before the first section (the parties, the account) kept. Null unless two
 * of the schema's variants head sections and exactly one section reports most.
 */
export function compositeSection(lines: Line[]): { variant: Irs1099Variant; lines: Line[] } | null {
  const starts: { at: number; kind: string; heading: boolean }[] = [];
  for (const [i, l] of lines.entries()) {
    const title = l.cells[0]?.text.trim() ?? '';
    const m = SECTION_TITLE.exec(title);
    const kind = m?.[1]?.toUpperCase();
    if (kind && SECTION_KINDS.has(kind) && starts[starts.length - 1]?.kind !== kind)
      starts.push({ at: i, kind, heading: isShortCell(title) });
  }
  const schema = (k: string): k is Irs1099Variant => (IRS_1099_VARIANTS as readonly string[]).includes(k);
  const sections = starts.map((s, n) => ({ ...s, end: starts[n + 1]?.at ?? lines.length }));
  // A form's section prints that form's boxes: a line that starts by naming a form ("1099-MISC
  // reports rents; …") with none of its boxes under it is no section of a composite.
  const printsItsBoxes = (s: (typeof sections)[number]) =>
    schema(s.kind) &&
    BOXES_BY_VARIANT[s.kind].some(
      ([field, captions]) =>
        field !== 'box4_federalTaxWithheld' &&
        findCaption(lines.slice(s.at + 1, s.end), captions, 0.88) !== null,
    );
  // A section is headed by its form's title (it may say there is nothing to report) or prints the
  // form's boxes; a sentence that starts by naming a form and has no boxes under it is neither.
  const isSection = (s: (typeof sections)[number]) => schema(s.kind) && (s.heading || printsItsBoxes(s));
  if (new Set(sections.filter(isSection).map((s) => s.kind)).size < 2) return null;
  const reported = (from: number, to: number) =>
    lines
      .slice(from, to)
      .flatMap((l) => l.cells)
      .map((c) =>
        isAmountText(c.text) ? c.text : (/[\s.:]\(?\$?\s?([\d,]*\d\.\d{2})\)?$/.exec(c.text)?.[1] ?? ''),
      )
      .filter((t) => /\d/.test(t) && (formAmount(t) ?? 0) !== 0).length;
  const scored = sections
    .filter(printsItsBoxes)
    .map((s) => ({ ...s, n: reported(s.at + 1, s.end) }))
    .sort((a, b) => b.n - a.n);
  const [best, next] = scored;
  if (!best || best.n === 0 || (next && next.n === best.n)) return null;
  const dropped = new Set<number>();
  for (const s of sections) if (s.at !== best.at) for (let i = s.at; i < s.end; i++) dropped.add(i);
  return { variant: best.kind as Irs1099Variant, lines: lines.filter((_, i) => !dropped.has(i)) };
}

const TIN_RE = /^(?:\d{2}-?\d{7}|(?:\d{3}|[X*•]{3})-?(?:\d{2}|[X*•]{2})-?\d{4})$/i;

export const parseIrs1099: TypeParser = (doc) => {
  const all = boxNumbersFirst(formLines(documentLines(doc, { keepFurniture: true })));
  // A composite statement is read as the one form whose section reports amounts.
  const composite = compositeSection(all);
  const lines = composite?.lines ?? all;
  // A composite's section titles settle it: the section that reports amounts is chosen by them.
  if (composite) return readAsVariant(doc, lines, composite.variant, 'settled').result();
  const choice = chooseVariant(lines);
  if (choice.settled || !choice.variant) return readAsVariant(doc, lines, choice.variant, choice).result();
  return variantByItsReading(doc, lines, choice);
};

/** Box fields of a reading that hold an amount other than zero, withholding aside (every variant reads it alike). */
function amountsPlaced(out: FieldSet): number {
  return Object.entries(out.fields).filter(
    ([field, v]) => /^box/.test(field) && field !== 'box4_federalTaxWithheld' && typeof v === 'number' && v !== 0,
  ).length;
}

/**
 * Split evidence for the variant (a title the boxes contradict, two variants shown about as much):
 * the page is read as each variant it shows anything of, its boxes by caption and by number, and
 * the reading the form's own relations support is kept: fewest failed checks (withholding within
 * the income, dividend parts within their total), then most of the page's amounts placed in that
 * variant's boxes. A variant whose reading explains no more than another's leaves the evidence's
 * choice read by captions only, flagged, as before. A title of another form than the one kept still
 * flags the reading.
 */
function variantByItsReading(doc: DocumentText, lines: Line[], choice: VariantChoice): ParsedDocument {
  const weighed = IRS_1099_VARIANTS.filter((v) => variantWeight(choice.evidence[v]) > 0);
  const readings = weighed.map((variant) => {
    const out = readAsVariant(doc, lines, variant, 'settled');
    const failed = checkIrs1099(out.result()).filter((c) => !c.passed).length;
    return { variant, out, failed, placed: amountsPlaced(out) };
  });
  readings.sort((a, b) => a.failed - b.failed || b.placed - a.placed);
  const [best, next] = readings;
  if (!best || (next && next.failed === best.failed && next.placed === best.placed) || best.placed === 0)
    return readAsVariant(doc, lines, choice.variant, choice).result();
  const out = best.out;
  out.replace('formVariant', best.variant, 0.8);
  const titled = IRS_1099_VARIANTS.filter((v) => choice.evidence[v].titles > choice.evidence[best.variant].titles);
  if (titled.length > 0)
    out.warnings.push(
      `${AMBIGUOUS_PREFIX} the form was read as a 1099-${best.variant}, whose boxes place ${best.placed} amount${best.placed === 1 ? '' : 's'}, against its title (${describeEvidence(choice)}).`,
    );
  return out.result();
}

/**
 * The page read as one variant. `how`: 'settled' places boxes by caption and number; a choice
 * that is not settled places them by caption only and says so.
 */
function readAsVariant(
  doc: DocumentText,
  lines: Line[],
  variant: Irs1099Variant | null,
  how: 'settled' | VariantChoice,
): FieldSet {
  const out = new FieldSet(FIELDS);
  const settled = how === 'settled' || how.settled;
  out.set('formVariant', variant, variant ? (settled ? 0.95 : 0.6) : 0);
  if (!variant) out.warnings.push('The 1099 variant (NEC, MISC, INT or DIV) could not be recognised.');
  else if (!settled)
    out.warnings.push(
      `${AMBIGUOUS_PREFIX} the form was read as a 1099-${variant} on weak or split evidence (${describeEvidence(how as VariantChoice)}); boxes were placed only by their captions.`,
    );
  const printedBlank = readLabelledForm(lines, out, variant);
  for (const [field, captions] of variant ? BOXES_BY_VARIANT[variant] : []) {
    const lc = findCaption(lines, captions, 0.88);
    const v = lc ? boxValue(lines, lc, { accept: isAmountText }) : null;
    if (v) out.set(field, formAmount(v.text), v.confidence);
  }
  // A box number means a box only of the variant the form is: on a variant chosen on weak
  // evidence, "1 ..." would put an amount into a wrong box where it is otherwise only missing.
  if (variant && settled) boxesByNumber(lines, out, variant);
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
  labelledTins(lines, out);
  namesOfAddressBlocks(lines, out);
  letterheadAndWindow(lines, out);
  const columns = variant ? boxColumnTable(lines, variant) : null;
  for (const [field, v] of columns?.values ?? []) out.replace(field, formAmount(v.text), v.confidence);
  // "ACCOUNT NUMBER:" printed with nothing after it is empty, not the next line's "RENTS: $61,784.15".
  // An account column of a table of several accounts is no one account of the form.
  const account =
    printedBlank.has('accountNumber') || columns?.accounts
      ? null
      : findCaption(lines, ['Account number (see instructions)', 'Account number', 'Account No.'], 0.88);
  const acc = account
    ? boxValue(lines, account, {
        accept: (t) => accountLike(t) && !looksLikeCaption(t) && !/^[^:\d]{2,60}:/.test(t.trim()),
        maxLinesBelow: 2,
      })
    : null;
  if (acc) out.set('accountNumber', acc.text.trim(), acc.confidence);
  if (!printedBlank.has('accountNumber') && !columns?.accounts) accountTile(lines, out);
  // "Account No.: 7393622669" labelled in the statement's head names the customer's account even
  // beside a table of the accounts it covers (their numbers are the table's cells, never labelled).
  if (!printedBlank.has('accountNumber')) accountInline(lines, out);
  if (variant) correctedColumn(lines, out, variant);
  out.set('taxYear', taxYearOf(lines, doc), 0.9);
  return out;
}

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
  // The recipient is the taxpayer the form is for (labelledTins reads the same words in one cell).
  recipientTIN: [
    "Recipient's identification number",
    "Recipient's TIN",
    'Recipient TIN',
    'Taxpayer ID',
    'Taxpayer ID number',
    'Taxpayer identification number',
    'SSN',
    'Social security number',
  ],
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
      // The other block's heading beside this one's ("Recipient | Filer") is no name.
      if (
        /[A-Za-z]/.test(value) &&
        !looksLikeCaption(value) &&
        !FORM_TITLE.test(value.trim()) &&
        partyOfHeading(value) === null
      )
        out.set(field, value, c);
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
 * The party a block's heading names: "PAYER", "Payer Information", "Recipient's name and address",
 * and the words portals and statements use: "Issued by" / "Issued to", "Filer", "Your information",
 * "Prepared for".
 */
function partyOfHeading(text: string): 'payer' | 'recipient' | null {
  const t = text.trim();
  const m = PARTY_HEADING.exec(t);
  if (m) return /^payer$/i.test(m[1]!) ? 'payer' : 'recipient';
  if (/^(?:issued\s+by|filer(?:['’]?s)?(?:\s+(?:information|info|details))?)\s*:?$/i.test(t)) return 'payer';
  if (/^(?:issued\s+to|prepared\s+for|your\s+(?:information|info|details))\s*:?$/i.test(t))
    return 'recipient';
  return null;
}

/**
 * Substitute statements and portals head each party's block with a word ("PAYER", "Recipient
 * Information", "Issued by") and print the name on the first line under it, in the heading's
 * column; a TIN line of the block whose label names no party ("TIN: 12-3456789") is that party's.
 */
function nameUnderHeading(lines: Line[], out: FieldSet, field: string, party: 'payer' | 'recipient'): void {
  const tinField = party === 'payer' ? 'payerTIN' : 'recipientTIN';
  if (out.get(field) !== null && out.get(tinField) !== null) return;
  for (const line of lines) {
    const head = line.cells.find((c) => partyOfHeading(c.text) === party);
    if (!head) continue;
    const h = line.bottom - line.top || 9;
    const below = lines.find(
      (l) => l.index > line.index && l.pageNumber === line.pageNumber && l.top - line.bottom <= h * 2.5,
    );
    const cell = below?.cells.find((c) => Math.abs(c.x0 - head.x0) <= 12);
    const name = cell?.text.trim() ?? '';
    if (!cell || !below || !/[A-Za-z]{2,}/.test(name) || /\d{3,}/.test(name) || looksLikeCaption(name))
      continue;
    if (out.get(field) === null) out.set(field, name, 0.8 * below.confidence);
    // The block's own lines, down to the first gap wider than two lines.
    let prev = below;
    for (const l of lines) {
      if (l.index <= below.index || l.pageNumber !== line.pageNumber) continue;
      if (l.top - prev.bottom > h * 2.5) break;
      const own = l.cells.find((c) => Math.abs(c.x0 - head.x0) <= 12);
      if (!own) continue;
      prev = l;
      if (partyOfHeading(own.text)) break;
      const m = TIN_LABEL.exec(own.text.trim());
      const t = m ? tinIn(m[3]!) : null;
      if (!m || !t || out.get(tinField) !== null) continue;
      const names = /recipient|payee|taxpayer|\byour\b|\bpayer/i.exec(m[1]!);
      if (names && !(party === 'payer' ? /payer/i : /recipient|payee|taxpayer|your/i).test(names[0]))
        continue;
      out.set(tinField, formatTaxId(t, /^\d{2}-?\d{7}$/.test(t) ? 'ein' : 'ssn'), 0.8 * l.confidence);
    }
    return;
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
      // Only the block's own column: a title printed to its right ("2025 TAX INFORMATION
      // STATEMENT" beside "Charles Schwab & Co., Inc.") is not part of the letterhead.
      const own = (l.cells.find((c) => Math.abs(c.x0 - payerTin.cell.x0) <= 12)?.text ?? l.text).trim();
      if (
        l.pageNumber !== top.pageNumber ||
        top.top - l.bottom > (top.bottom - top.top) * 2.5 ||
        Math.abs(l.x0 - payerTin.cell.x0) > 12 ||
        // The block's heading ("PAYER", "Payer Information", "Issued by") is above the name, not the name.
        l.cells.some((c) => partyOfHeading(c.text) !== null) ||
        // A letter's sentences or salutation ("Dear Olivia,") end the letterhead's block; a name's
        // abbreviated legal form ("Co., Inc.") is capitalised, a sentence's last word is not.
        own.split(/\s+/).length > 8 ||
        /[,;]$/.test(own) ||
        /(?:^|\s)[a-z]\S*\.$/.test(own)
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

/**
 * A TIN printed after a label of the payer's or the recipient's id in any wording ("Payer's Federal
 * ID No.: 56-6521924", "Payer Federal ID: …", "Recipient's ID No.: …", "Taxpayer ID: …"): the party
 * is the label's word (payer; recipient, payee, taxpayer or "your"). A label naming no party
 * ("Federal ID Number: 65-1886924") is the payer's when the number is an EIN (an employer
 * identification number identifies a business; the recipient's is a social security number).
 */
const TIN_LABEL =
  /^(.{0,40}?)\b(TIN|EIN|SSN|[I1l]D|identification|tax\s*id)(?:\s*(?:no\.?|number|#))?\s*[:#]?\s*((?:\d|[X*•]{3}).*)$/i;

export function labelledTins(lines: Line[], out: FieldSet): void {
  for (const line of lines)
    for (const cell of line.cells) {
      const m = TIN_LABEL.exec(cell.text.trim());
      if (!m) continue;
      const t = tinIn(m[3]!);
      if (!t) continue;
      const ein = /^\d{2}-?\d{7}$/.test(t);
      // "SSN/TIN:", "SSN:" name the person the form is for: the recipient (a payer's number is
      // its EIN, never a social security number).
      const who =
        /recipient|payee|taxpayer|\byour\b|\bSSN\b/i.test(m[1]!) || (/^SSN$/i.test(m[2]!) && !ein)
          ? 'recipientTIN'
          : /\bpayer/i.test(m[1]!)
            ? 'payerTIN'
            : /^\s*(?:federal|fed\.?|employer)?\s*$/i.test(m[1]!) && ein
              ? 'payerTIN'
              : null;
      if (who) out.set(who, formatTaxId(t, ein ? 'ein' : 'ssn'), 0.85 * line.confidence);
    }
}

/**
 * Names printed without a caption as address blocks: a name line over a street over a "City, ST
 * ZIP" line, in one column. A payer's letter or statement prints its own address first (the
 * letterhead or return address) and the recipient's under it (the envelope window), so with no
 * caption for either the first block is the payer's and the next the recipient's; a block whose
 * name is already the payer's is skipped for the recipient.
 */
export function namesOfAddressBlocks(lines: Line[], out: FieldSet): void {
  if (out.get('payerName') !== null && out.get('recipientName') !== null) return;
  const names = namedAddressBlocks(lines, 2);
  const payer = out.get('payerName');
  const norm = (s: unknown) =>
    String(s ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  if (payer === null) {
    const recipient = out.get('recipientName');
    // The recipient named (beside its TIN, under its caption): the other block is the payer's.
    if (recipient !== null) {
      const rest = names.filter((n) => norm(n.name) !== norm(recipient));
      if (names.length === 2 && rest.length === 1) out.set('payerName', rest[0]!.name, rest[0]!.confidence);
      return;
    }
    // Both parties unnamed: only a pair of blocks says which is which.
    if (names.length < 2) return;
    out.set('payerName', names[0]!.name, names[0]!.confidence);
    out.set('recipientName', names[1]!.name, names[1]!.confidence);
    return;
  }
  const other = names.find((n) => norm(n.name) !== norm(payer));
  if (other && out.get('recipientName') === null) out.set('recipientName', other.name, other.confidence);
}

/** A box's printed number from its field's name: "box1a_totalOrdinaryDividends" → "1a". */
const boxNumberOf = (field: string) => /^box(\d{1,2}[a-h]?)_/.exec(field)?.[1] ?? null;

/** Words that belong to one variant's boxes only: a box worded with another's is not this form's. */
const TELLING_WORDS: Record<Irs1099Variant, RegExp> = {
  NEC: /\b(?:non-?employee|compensation)\b/i,
  MISC: /\b(?:rents?|rental|royalt(?:y|ies)|medical|health\s+care|attorney|fishing|crop\s+insurance)\b/i,
  INT: /\b(?:interest|savings\s+bonds?|treasury|early\s+withdrawal|bond\s+premium)\b/i,
  DIV: /\b(?:dividends?|capital\s+gains?|199a|distributions?|qualified)\b/i,
};

/**
 * The field a box number gives in a variant, for a box's own words (a payer's wording: "1 Payments
 * for services"). Null when the words are another box's caption (of any variant) and not this
 * one's, or speak only of another variant's payments ("1 Interest earned" on a 1099-MISC): the
 * number then says nothing, and a box left empty is better than an amount in a wrong one.
 */
export function fieldByNumber(variant: Irs1099Variant, no: string, words: string): string | null {
  const hit = BOXES_BY_VARIANT[variant].find(([field]) => boxNumberOf(field) === no.toLowerCase());
  if (!hit) return null;
  const names = (captions: string[]) => captions.some((c) => (findLabel(words, c)?.score ?? 0) >= 0.88);
  if (names(hit[1])) return hit[0];
  const others = IRS_1099_VARIANTS.flatMap((v) => BOXES_BY_VARIANT[v]).filter(([f]) => f !== hit[0]);
  if (others.some(([, captions]) => names(captions))) return null;
  const own = TELLING_WORDS[variant].test(words);
  const foreign = IRS_1099_VARIANTS.some((v) => v !== variant && TELLING_WORDS[v].test(words));
  return foreign && !own ? null : hit[0];
}

/**
 * A box found by its NUMBER when its words are the payer's own ("1 Total compensation paid ....
 * 12,478.66", "Royalty payments (Box 2)  24.17" once the number is put first): a line that starts
 * with one of the variant's box numbers and an amount right after its words gives that box when its
 * caption found nothing and the words name no other box (fieldByNumber).
 */
export function boxesByNumber(lines: Line[], out: FieldSet, variant: Irs1099Variant): void {
  for (const line of lines) {
    const first = line.cells[0]?.text.trim() ?? '';
    const m = /^(?:box\s*)?(\d{1,2}[a-h]?)\.?\s+([A-Za-z][^]*)$/i.exec(first);
    if (!m) continue;
    // The amount in the cell right after the words, or at the end of their cell: a later cell
    // of the line belongs to a box printed beside this one.
    const next = line.cells[1]?.text.trim() ?? '';
    const trailing = /(?:^|\s|\.)(\(?-?\$?\s?[\d,]*\d\.\d{2}\)?)$/.exec(m[2]!)?.[1];
    const value = trailing ?? (next && isAmountText(next) && /\d/.test(next) ? next : null);
    if (!value) continue;
    const words = m[2]!.replace(/[\s.]*\(?-?\$?\s?[\d,]*\d\.\d{2}\)?$/, '');
    const field = fieldByNumber(variant, m[1]!, words);
    if (!field || out.get(field) !== null) continue;
    out.set(field, formAmount(value), 0.8 * line.confidence);
  }
}

/**
 * A payer's letter: its name alone at the head of the first page (the letterhead; its address may
 * sit apart, right-aligned) and ONE window address block below it. The block is the recipient's and
 * the letterhead's name the payer's.
 */
export function letterheadAndWindow(lines: Line[], out: FieldSet): void {
  if (out.get('payerName') !== null && out.get('recipientName') !== null) return;
  const blocks = namedAddressBlocks(lines, 2);
  if (blocks.length !== 1) return;
  const block = blocks[0]!;
  const head = lines.find((l) => l.pageNumber === block.line.pageNumber);
  const name = head?.cells[0]?.text.trim() ?? '';
  if (!head || head === block.line || head.top >= block.line.top) return;
  if (!looksLikeName(name) || looksLikeCaption(name) || FORM_TITLE.test(name)) return;
  const norm = (s: unknown) =>
    String(s ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  if (norm(name) === norm(block.name)) return;
  const recipient = out.get('recipientName');
  const payer = out.get('payerName');
  if (recipient !== null && norm(recipient) !== norm(block.name)) return;
  if (payer !== null && norm(payer) !== norm(name)) return;
  out.set('payerName', name, 0.7 * head.confidence);
  out.set('recipientName', block.name, block.confidence);
}

/**
 * A tile captioned with the one word "Account" (or "Acct") and the number under it, as portals
 * print the form's boxes: the caption is the whole cell, the number the cell under it.
 */
export function accountTile(lines: Line[], out: FieldSet): void {
  if (out.get('accountNumber') !== null) return;
  for (const [i, line] of lines.entries()) {
    const cell = line.cells.find((c) => /^(?:account|acct\.?)\s*:?$/i.test(c.text.trim()));
    if (!cell) continue;
    const next = lines[i + 1];
    if (
      !next ||
      next.pageNumber !== line.pageNumber ||
      next.top - line.bottom > (line.bottom - line.top || 9) * 2
    )
      continue;
    const under = next.cells.find((c) => Math.abs(c.x0 - cell.x0) <= 12);
    const t = under?.text.trim() ?? '';
    if (under && /^[A-Z0-9][A-Z0-9-]{2,24}$/i.test(t) && accountLike(t)) {
      out.set('accountNumber', t, 0.8 * next.confidence);
      return;
    }
  }
}

/** "Acct # 6576676", "Account Number 95097249", "Account No.: 7042275695": label and number in one cell. */
// OCR reads the colon after "No." as a second period ("Account No.. 7393622669").
const ACCOUNT_INLINE = /^(?:account|acct\.?)\s*(?:number|no\.?|#)?\s*[:#.]?\s*([A-Z0-9][A-Z0-9-]{2,24})$/i;

export function accountInline(lines: Line[], out: FieldSet): void {
  if (out.get('accountNumber') !== null) return;
  for (const line of lines)
    for (const cell of line.cells) {
      const m = ACCOUNT_INLINE.exec(cell.text.trim());
      if (m && accountLike(m[1]!)) {
        out.set('accountNumber', m[1]!, 0.85 * line.confidence);
        return;
      }
    }
}

/**
 * A corrected 1099 printed as a table of the boxes with the amount previously reported beside the
 * corrected one ("Originally Reported | Corrected Amount", sometimes a "Difference"): the box is
 * the corrected column's amount. The column is the one under the header word "corrected" or
 * "revised" (titles run together in one cell are placed by their characters), each row's amount
 * nearest that title's right edge (amounts are right-aligned under it).
 */
export function correctedColumn(lines: Line[], out: FieldSet, variant: Irs1099Variant): void {
  // Column titles are short cells (a letter's sentence about the correction is not a header).
  const short = (l: Line, re: RegExp) => l.cells.some((c) => c.text.length <= 60 && re.test(c.text));
  const header = lines.findIndex(
    (l) =>
      l.cells.length >= 2 &&
      short(l, /\b(?:corrected|revised)\b/i) &&
      short(l, /\b(?:original(?:ly)?|previously|prior)\b/i),
  );
  if (header < 0) return;
  const h = lines[header]!;
  let right: number | null = null;
  for (const c of h.cells) {
    const m =
      /\b(?:corrected|revised)\b[^]*?(?=\s+(?:original\w*|previously|prior|difference|change)\b|$)/i.exec(
        c.text,
      );
    if (!m) continue;
    const end = m.index + m[0].trimEnd().length;
    right = c.x0 + ((c.x1 - c.x0) * end) / Math.max(1, c.text.length);
  }
  if (right === null) return;
  for (const line of lines.slice(header + 1, header + 40)) {
    if (line.pageNumber !== h.pageNumber) break;
    const amounts = line.cells.filter((c) => isAmountText(c.text));
    if (!amounts.length) continue;
    const caption = line.cells.find((c) => !isAmountText(c.text) && /[A-Za-z]{3}/.test(c.text));
    if (!caption) continue;
    const key = labelKeyOf(caption.text);
    const hit = BOXES_BY_VARIANT[variant].find(([, caps]) => caps.some((c) => labelKeyOf(c) === key));
    if (!hit) continue;
    const best = amounts.reduce((a, b) => (Math.abs(b.x1 - right!) < Math.abs(a.x1 - right!) ? b : a));
    if (Math.abs(best.x1 - right) > 40) continue;
    out.replace(hit[0], formAmount(best.text), 0.85 * line.confidence);
  }
}

const labelKeyOf = (t: string) =>
  t
    .toLowerCase()
    .replace(/^(?:box\s*)?\d{1,2}[a-h]?\b\.?-?\s*/, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * Each amount of `last` is the sum of the amounts above it in its column (cells whose right edges
 * lie within a few points; a dash or blank is nothing), and at least two columns add up two
 * amounts or more.
 */
export function sumsTheRowsAbove(last: Line, rows: Line[]): boolean {
  const amounts = last.cells.filter((c) => isAmountText(c.text) && /\d/.test(c.text));
  if (amounts.length === 0) return false;
  let added = 0;
  for (const cell of amounts) {
    const total = formAmount(cell.text);
    if (total === null) return false;
    const column = rows.flatMap((r) =>
      r.cells.filter((c) => Math.abs(c.x1 - cell.x1) <= 12 && isAmountText(c.text) && /\d/.test(c.text)),
    );
    const sum = column.reduce((a, c) => a + (formAmount(c.text) ?? 0), 0);
    if (column.length === 0 || Math.abs(sum - total) > 0.005) return false;
    if (column.length >= 2) added++;
  }
  return added >= 2;
}

const BOX_NO = /^(?:box\s*)?(\d{1,2}[a-h]?)\b\.?\s*/i;

/**
 * A statement of several accounts (a bank's or broker's combined 1099): one table with a row per
 * account and a column per box, the box number in the column's title ("1 Interest income",
 * "Box 1a" in a row over "Ordinary dividends"), and a total row. Each box is its column's amount
 * in the total row. `accounts`: the table has an account column
 * with several rows, so no single account number is the form's.
 */
export function boxColumnTable(
  lines: Line[],
  variant: Irs1099Variant,
): { values: Map<string, { text: string; confidence: number }>; accounts: boolean } | null {
  for (const [hi, h] of lines.entries()) {
    // A column's bare box number ("12") is a title, not an amount.
    const amountCell = (c: Cell) => isAmountText(c.text) && !/^\d{1,2}[a-h]?$/i.test(c.text.trim());
    // Column titles are words: a blank marker ("7 Foreign tax paid | -") is a box's own empty value,
    // so the line is a row of a form's grid, no table's head.
    if (h.cells.length < 3 || h.cells.some((c) => amountCell(c) || BLANK_MARK_RE.test(c.text.trim())))
      continue;
    const above = [lines[hi - 1], lines[hi - 2]].filter(
      (l): l is Line => !!l && l.pageNumber === h.pageNumber && !l.cells.some((c) => isAmountText(c.text)),
    );
    const cols: { field: string; x0: number; x1: number }[] = [];
    for (const c of h.cells) {
      const own = BOX_NO.exec(c.text.trim());
      const words = own ? c.text.trim().slice(own[0].length) : c.text;
      // The number in the title needs words after it; a "Box 1a" over the title gives it alone.
      let no = own && /[A-Za-z]{3}/.test(words) ? own[1]! : null;
      if (!no)
        for (const l of above) {
          // A group title centred over its column, which may be narrower than it: the nearest
          // "Box N" whose nearest title is this one.
          const mid = (x: Cell) => (x.x0 + x.x1) / 2;
          const nearest = (x: Cell, of: Cell[]) =>
            of.reduce((a, b) => (Math.abs(mid(b) - mid(x)) < Math.abs(mid(a) - mid(x)) ? b : a));
          const boxes = l.cells.filter((a) => /^box\s*\d{1,2}[a-h]?$/i.test(a.text.trim()));
          const g = boxes.length ? nearest(c, boxes) : null;
          // Within half again the title's width: a wide title's centre may sit well off the group's.
          const reach = Math.max(45, 1.5 * (c.x1 - c.x0));
          if (g && (Math.abs(mid(g) - mid(c)) > reach || nearest(g, h.cells) !== c)) continue;
          if (g) {
            no = BOX_NO.exec(g.text.trim())![1]!;
            break;
          }
        }
      const field = no && /[A-Za-z]{3}/.test(words) ? fieldByNumber(variant, no, words) : null;
      if (field && !cols.some((x) => x.field === field)) cols.push({ field, x0: c.x0, x1: c.x1 });
    }
    if (cols.length === 0) continue;
    const rows: Line[] = [];
    let total: Line | null = null;
    for (const l of lines.slice(hi + 1, hi + 40)) {
      if (l.pageNumber !== h.pageNumber) break;
      const amounts = l.cells.filter((c) => isAmountText(c.text));
      if (!amounts.length) {
        if (rows.length) break;
        continue;
      }
      if (/^(?:grand\s+)?totals?\b/i.test(l.cells[0]?.text.trim() ?? '')) {
        total = l;
        break;
      }
      rows.push(l);
    }
    // A last row worded otherwise ("Amounts reported to the IRS") is the total when each of its
    // amounts is the sum of the rows above it, the table's own arithmetic.
    if (!total && rows.length >= 3 && sumsTheRowsAbove(rows.at(-1)!, rows.slice(0, -1))) total = rows.pop()!;
    // Only a total row: a row of amounts under a row of box captions is an official form's grid.
    const source = total;
    if (!source || rows.length === 0) continue;
    const values = new Map<string, { text: string; confidence: number }>();
    for (const col of cols) {
      const amounts = source.cells.filter((c) => isAmountText(c.text));
      const best = amounts.reduce<Cell | null>(
        (a, b) => (a === null || Math.abs(b.x1 - col.x1) < Math.abs(a.x1 - col.x1) ? b : a),
        null,
      );
      if (best && ((best.x0 < col.x1 + 4 && best.x1 > col.x0 - 4) || Math.abs(best.x1 - col.x1) <= 30))
        values.set(col.field, { text: best.text, confidence: 0.85 * source.confidence });
    }
    if (values.size === 0) continue;
    const accounts = rows.length > 1 && h.cells.some((c) => /^(?:account|acct)\b/i.test(c.text.trim()));
    return { values, accounts };
  }
  return null;
}
