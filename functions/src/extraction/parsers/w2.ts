// W-2 Wage and Tax Statement: filled AcroForm widgets first (exact), then printed boxes located by
// their captions (flattened, printed or scanned forms, payroll-software substitutes).
import { amountValue } from '../parse/amounts';
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { documentLines, type Line } from '../parse/layout';
import type { ChildRow, DocumentText, TextItem, TypeParser } from '../types';
import {
  BLANK_MARK_RE,
  boxRight,
  boxTextLines,
  boxValue,
  boxValueAbove,
  findCaption,
  formLines,
  isAmountText,
  pageAmounts,
  readLabelled,
  type PageAmount,
  type LabelCell,
} from './form-layout';
import { BOX12_CODE_PATTERN, FieldSet, namedAddressBlocks, type NamedAddressBlock } from '../parse/fields';
import { looksLikeCaption } from '../parse/labels';
import {
  FORM_FIELD_CONFIDENCE,
  FormFieldIndex,
  boxNumbersFirst,
  formatTaxId,
  splitAddressLines,
} from './form-values';
import { W2_2024_COPY_B, type W2FormMap } from './irs-form-maps';
import { checkW2 } from '../checks/w2';
import { AMBIGUOUS_PREFIX } from '../review';
import { keepBetterSupported } from '../readings';

const W2_FIELDS = fieldNamesOf('w2');

/** What each box 12 code means (IRS General Instructions for Forms W-2 and W-3). */
export const BOX12_CODE_TYPES: Record<string, string> = {
  A: 'Uncollected social security or RRTA tax on tips',
  B: 'Uncollected Medicare tax on tips',
  C: 'Taxable cost of group-term life insurance over $50,000',
  D: 'Elective deferrals to a 401(k) plan',
  E: 'Elective deferrals to a 403(b) plan',
  F: 'Elective deferrals to a 408(k)(6) SEP',
  G: 'Elective deferrals to a 457(b) plan',
  H: 'Elective deferrals to a 501(c)(18)(D) plan',
  J: 'Nontaxable sick pay',
  K: '20% excise tax on excess golden parachute payments',
  L: 'Substantiated employee business expense reimbursements',
  M: 'Uncollected social security or RRTA tax on group-term life insurance',
  N: 'Uncollected Medicare tax on group-term life insurance',
  P: 'Excludable moving expense reimbursements (Armed Forces)',
  Q: 'Nontaxable combat pay',
  R: 'Employer contributions to an Archer MSA',
  S: 'Employee salary reduction contributions to a 408(p) SIMPLE plan',
  T: 'Adoption benefits',
  V: 'Income from exercise of nonstatutory stock options',
  W: 'Employer contributions to a health savings account',
  Y: 'Deferrals under a 409A nonqualified deferred compensation plan',
  Z: 'Income under a 409A nonqualified deferred compensation plan',
  AA: 'Designated Roth contributions to a 401(k) plan',
  BB: 'Designated Roth contributions to a 403(b) plan',
  DD: 'Cost of employer-sponsored health coverage',
  EE: 'Designated Roth contributions to a governmental 457(b) plan',
  FF: 'Permitted benefits under a QSEHRA',
  GG: 'Income from qualified equity grants under section 83(i)',
  HH: 'Aggregate deferrals under section 83(i) elections',
  II: 'Medicaid waiver payments excluded from gross income',
};

const BOX12_CODE_RE = new RegExp(`^${BOX12_CODE_PATTERN}$`);

const AMOUNT_BOXES: [string, string[]][] = [
  [
    'box1_wages',
    [
      'Wages, tips, other compensation',
      'Wages tips other comp',
      'Wages, tips, other comp.',
      'Wages, tips and other compensation',
    ],
  ],
  ['box2_federalTaxWithheld', ['Federal income tax withheld']],
  ['box3_socialSecurityWages', ['Social security wages']],
  ['box4_socialSecurityTaxWithheld', ['Social security tax withheld']],
  ['box5_medicareWages', ['Medicare wages and tips']],
  ['box6_medicareTaxWithheld', ['Medicare tax withheld']],
  ['box7_socialSecurityTips', ['Social security tips']],
  ['box8_allocatedTips', ['Allocated tips']],
  ['box10_dependentCareBenefits', ['Dependent care benefits']],
  ['box11_nonqualifiedPlans', ['Nonqualified plans', 'Non-qualified plans']],
];

/**
 * Labels of substitute W-2s, payroll summaries and wage-and-income transcripts ("Employer:",
 * "Employee Social Security Number:", "Retirement Plan Indicator: Yes"), read through the one
 * label lookup. Amount boxes use the AMOUNT_BOXES captions.
 */
export const LEXICON: Record<string, string[]> = {
  ...Object.fromEntries(AMOUNT_BOXES),
  employerName: ['Employer', "Employer's name", 'Employer name'],
  employerAddress: ["Employer's address", 'Employer address'],
  employeeName: ['Employee', "Employee's name", 'Employee name'],
  employeeAddress: ["Employee's address", 'Employee address'],
  employeeSSN: [
    "Employee's SSN",
    'Employee SSN',
    "Employee's social security number",
    'Employee social security number',
    'Social security number',
  ],
  employerEIN: [
    'Employer ID (EIN)',
    'Employer identification number',
    'Employer identification number (EIN)',
    'EIN',
    "Employer's FED ID number",
  ],
  controlNumber: ['Control number', 'Control #', 'Control no.'],
  box13_statutoryEmployee: ['Statutory employee'],
  box13_retirementPlan: ['Retirement plan', 'Retirement plan indicator'],
  box13_thirdPartySickPay: ['Third-party sick pay', 'Third party sick pay indicator'],
  taxYear: ['Tax period requested', 'Tax year', 'Tax period'],
};

/** Values printed after their labels; box 12 codes as "Code DD Amount: $3,279.22". */
function readLabelledForm(
  lines: Line[],
  out: FieldSet,
  children: { box12: ChildRow[]; box14: ChildRow[]; states: ChildRow[] },
): Set<string> {
  const found = readLabelled(lines, LEXICON);
  /** Fields whose label is printed with a blank marker ("—", "N/A"): known to be empty. */
  const blank = new Set<string>();
  for (const [field, { value, confidence }] of found) {
    if (!value) {
      blank.add(field);
      continue;
    }
    if (field === 'employeeSSN') {
      if (SSN_RE.test(value)) out.set(field, formatTaxId(value, 'ssn'), confidence);
    } else if (field === 'employerEIN') {
      if (EIN_RE.test(value)) out.set(field, formatTaxId(value, 'ein'), confidence);
    } else if (field === 'taxYear') {
      const m = value.match(/\b(20\d{2})\b/);
      if (m) out.set(field, Number(m[1]), confidence);
    } else if (field.startsWith('box13_')) {
      if (/^(?:yes|y|true|x|\[x\])$/i.test(value)) out.set(field, true, confidence);
      else if (/^(?:no|n|false|\[ \])$/i.test(value)) out.set(field, false, confidence);
    } else if (field === 'employerAddress' || field === 'employeeAddress') {
      const who = field === 'employerAddress' ? 'employer' : 'employee';
      const a = splitAddressLines([value]);
      if (!a.city) continue;
      out.set(`${who}Address`, a.street, confidence);
      out.set(`${who}City`, a.city, confidence);
      out.set(`${who}State`, a.state, confidence);
      out.set(`${who}ZipCode`, a.zipCode, confidence);
    } else if (field === 'employerName' || field === 'employeeName' || field === 'controlNumber') {
      if (/[A-Za-z0-9]/.test(value) && !isNumberedCaption(value)) out.set(field, value, confidence);
    } else if (isAmountText(value)) out.set(field, amountValue(value), confidence);
  }
  for (const line of lines) {
    const m = line.text.match(
      /^code\s+([A-Z]{1,2})(?:\s+amount)?\s*:?\s+(\(?-?\$?\s?[\d,]+(?:\.\d{2})?\)?)$/i,
    );
    if (!m || !BOX12_CODE_RE.test(m[1]!.toUpperCase())) continue;
    const code = m[1]!.toUpperCase();
    children.box12.push({
      code,
      codeType: BOX12_CODE_TYPES[code] ?? null,
      amount: amountValue(m[2]),
      [CONF]: 0.85 * line.confidence,
    });
  }
  return blank;
}

/**
 * Another box's caption printed beside a label ("d Control number | 7 Soc. sec. tips"): its box
 * number and words, no value of the label's.
 */
function isNumberedCaption(t: string): boolean {
  return /^(?:box\s*)?\d{1,2}[a-d]?\s+[A-Za-z]{2,}\.?(?:\s+[A-Za-z&,]+\.?)+$/i.test(t.trim());
}

const SSN_RE = /^(?:\d{3}|[X*•]{3})[-\s]?(?:\d{2}|[X*•]{2})[-\s]?\d{4}$/i;
const EIN_RE = /^\d{2}[-\s]?\d{7}$/;

export const parseW2: TypeParser = (doc) => {
  const out = new FieldSet(W2_FIELDS);
  const children: { box12: ChildRow[]; box14: ChildRow[]; states: ChildRow[] } = {
    box12: [],
    box14: [],
    states: [],
  };
  const form = new FormFieldIndex(doc.formFields);
  if (form.size > 0 && Object.keys(W2_2024_COPY_B.values).some((ref) => form.text(ref) !== null)) {
    readForm(form, W2_2024_COPY_B, out, children);
  }
  const lines = withoutSupersededColumn(formLines(documentLines(doc, { keepFurniture: true })));
  const printedBlank = readLabelledForm(lines, out, children);
  readPrinted(doc, lines, out, children, printedBlank);
  out.set('taxYear', taxYearOf(lines, doc), 0.9);
  amountsAboveCaptions(lines, out);
  wagesAndTaxesByRates(lines, out);
  return out.result({
    box12_codes: out.rows(
      'box12_codes',
      children.box12.map((row) => ({ row, confidence: rowConfidence(row) })),
    ),
    box14_other: out.rows(
      'box14_other',
      children.box14.map((row) => ({ row, confidence: rowConfidence(row) })),
    ),
    stateTaxInfo: out.rows(
      'stateTaxInfo',
      children.states.map((row) => ({ row, confidence: rowConfidence(row) })),
    ),
  });
};

// Rows carry their confidence in a private key while being collected.
/** Column titles of the amounts a corrected statement replaces, and of the correct ones. */
const SUPERSEDED_TITLE =
  /^(?:as\s+)?(?:previously\s+reported|originally\s+reported|original(?:\s+amounts?)?|prior(?:\s+amounts?)?|as\s+filed)$/i;
const CORRECT_TITLE = /^(?:correct(?:ed)?(?:\s+(?:information|amounts?))?|as\s+corrected|revised)$/i;

/**
 * A corrected statement (a W-2c) prints each box twice: the amount previously reported and the
 * correct one, each column under its title. The cells under the superseded title are taken out of
 * the lines below it on its page (never a row's first cell, its box or words), so every reader
 * sees one amount a box, the correct one, in either column order.
 */
export function withoutSupersededColumn(lines: Line[]): Line[] {
  const cellOf = (l: Line, re: RegExp) => l.cells.find((c) => re.test(c.text.trim()));
  const header = lines.findIndex((l) => cellOf(l, SUPERSEDED_TITLE) && cellOf(l, CORRECT_TITLE));
  if (header < 0) return lines;
  const h = lines[header]!;
  const old = cellOf(h, SUPERSEDED_TITLE)!;
  const now = cellOf(h, CORRECT_TITLE)!;
  const overlaps = (c: { x0: number; x1: number }, t: { x0: number; x1: number }) =>
    Math.min(c.x1, t.x1 + 8) - Math.max(c.x0, t.x0 - 8) > 0;
  return lines.map((l, i) => {
    if (i <= header || l.pageNumber !== h.pageNumber) return l;
    const cells = l.cells.filter((c, n) => n === 0 || !overlaps(c, old) || overlaps(c, now));
    if (cells.length === l.cells.length) return l;
    return {
      ...l,
      cells,
      text: cells.map((c) => c.text).join(' '),
      items: cells.flatMap((c) => c.items),
      x1: Math.max(...cells.map((c) => c.x1)),
    };
  });
}

const CONF = '__confidence';
function rowConfidence(row: ChildRow): number {
  const c = row[CONF];
  delete row[CONF];
  return typeof c === 'number' ? c : 0.8;
}

function readForm(
  form: FormFieldIndex,
  map: W2FormMap,
  out: FieldSet,
  children: { box12: ChildRow[]; box14: ChildRow[]; states: ChildRow[] },
): void {
  const c = FORM_FIELD_CONFIDENCE;
  for (const [ref, field] of Object.entries(map.values)) {
    const v = form.text(ref);
    if (field === 'employeeSSN') out.set(field, formatTaxId(v, 'ssn'), c);
    else if (field === 'employerEIN') out.set(field, formatTaxId(v, 'ein'), c);
    else if (field === 'controlNumber') out.set(field, v, c);
    else out.set(field, amountValue(v), c);
  }
  const name = [
    form.text(map.employeeFirstName),
    form.text(map.employeeLastName),
    form.text(map.employeeSuffix),
  ]
    .filter(Boolean)
    .join(' ');
  out.set('employeeName', name || null, c);
  const employee = splitAddressLines((form.text(map.employeeAddressBlock) ?? '').split(/\r?\n|\r/));
  out.set('employeeAddress', employee.street, c);
  out.set('employeeCity', employee.city, c);
  out.set('employeeState', employee.state, c);
  out.set('employeeZipCode', employee.zipCode, c);
  const employerLines = (form.text(map.employerNameAddressBlock) ?? '')
    .split(/\r?\n|\r/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (employerLines.length > 0) {
    out.set('employerName', employerLines[0]!, c);
    const employer = splitAddressLines(employerLines.slice(1));
    out.set('employerAddress', employer.street, c);
    out.set('employerCity', employer.city, c);
    out.set('employerState', employer.state, c);
    out.set('employerZipCode', employer.zipCode, c);
  }
  for (const option of map.box13) {
    const on = form.checked(option);
    if (on !== null) out.set(option.value, on, c);
  }
  for (const pair of map.box12) {
    const code = form.text(pair.code)?.toUpperCase() ?? null;
    const amount = amountValue(form.text(pair.amount));
    if (code === null && amount === null) continue;
    children.box12.push({
      code,
      codeType: code ? (BOX12_CODE_TYPES[code] ?? null) : null,
      amount,
      [CONF]: c,
    });
  }
  for (const text of (form.text(map.box14) ?? '').split(/\r?\n|\r/)) {
    const row = box14Row(text);
    if (row) children.box14.push({ ...row, [CONF]: c });
  }
  for (const s of map.states) {
    const row: ChildRow = {
      state: form.text(s.state)?.toUpperCase() ?? null,
      employerStateId: form.text(s.employerStateId),
      stateWages: amountValue(form.text(s.stateWages)),
      stateIncomeTax: amountValue(form.text(s.stateIncomeTax)),
      localWages: amountValue(form.text(s.localWages)),
      localIncomeTax: amountValue(form.text(s.localIncomeTax)),
      locality: form.text(s.locality),
    };
    if (Object.values(row).some((v) => v !== null)) children.states.push({ ...row, [CONF]: c });
  }
}

/** "UNION DUES 120.00" → description + amount; a line without an amount keeps the text. */
function box14Row(text: string): ChildRow | null {
  const t = text.trim();
  if (!t) return null;
  const m = t.match(/^(.*?)[\s:]+(\(?-?\$?\s?[\d,]+(?:\.\d{1,2})?\)?)$/);
  // A currency code printed before the amount ("UNION DUES USD 120.00") is not the description's.
  if (m && m[1] && amountValue(m[2]) !== null)
    return {
      description: m[1]
        .replace(/[\s.·…_]{2,}$/, '')
        .replace(/\s+(?:USD|US\$)$/i, '')
        .trim(),
      amount: amountValue(m[2]),
    };
  return { description: t, amount: null };
}

/**
 * What boxes 1-11 report, in any wording, most specific first: words that name state or local
 * amounts belong to boxes 15-20, "Social security tips" is box 7 though it says tips, wages that
 * are neither social security nor Medicare wages are box 1's.
 */
const BOX_MEANINGS: [number | null, RegExp][] = [
  [null, /\b(?:state|local|locality|city|county|school)\b/i],
  [7, /\b(?:social\s+security|soc\.?\s*sec|ss)\.?\s+tips\b/i],
  [8, /\ballocated\s+tips\b/i],
  [3, /\b(?:social\s+security|soc\.?\s*sec|ss|oasdi)\b.*\bwages\b/i],
  [4, /\b(?:social\s+security|soc\.?\s*sec|ss|oasdi)\b.*\b(?:tax|withh\w*)\b/i],
  [5, /\bmedicare\b.*\bwages\b/i],
  [6, /\bmedicare\b.*\b(?:tax|withh\w*)\b/i],
  [10, /\bdependent\s+care\b/i],
  [11, /\bnon-?qualified\b|\bdeferred\s+comp/i],
  [2, /\b(?:federal|fed|fit)\b.*\b(?:tax|withh\w*)\b|\bincome\s+tax\s+withheld\b/i],
  [1, /\b(?:wages|compensation|earnings)\b/i],
];

const AMOUNT_BOX_FIELDS: Record<number, string> = Object.fromEntries(
  AMOUNT_BOXES.map(([field]) => [Number(/^box(\d+)_/.exec(field)![1]), field]),
);

/**
 * The box (1-11) a box's words speak of, by BOX_MEANINGS; null for words of none, of boxes 15-20
 * ("MN taxable wages": a state's code first) or of the employer's own share of a tax.
 */
export function boxOfMeaning(words: string): number | null {
  const state = /^([A-Z]{2})\s/.exec(words.trim())?.[1];
  if (
    (state && US_STATES.has(state)) ||
    /\bemployer(?:['’]s)?\s+(?:share|portion|paid|social|medicare|tax)/i.test(words)
  )
    return null;
  for (const [box, re] of BOX_MEANINGS) if (re.test(words)) return box;
  return null;
}

/** "Federal withholding ........ 19,577.88", "Medicare tax: 783.00": a label, its leaders or colon, an amount. */
const LEADERS_AND_AMOUNT_RE = /^(.*?[A-Za-z)])\s*(?:[.·…_]{2,}|:)\s*(\(?-?\$?\s?[\d,]+\.\d{2}\)?)$/;

/**
 * Amount boxes 1-11 named in words only, a label and its amount ("OASDI taxable wages |
 * 96,903.18", "Medicare tax withheld | 1,405.10"): the label's meaning places it (boxOfMeaning);
 * box 1 only for wages said to be taxable or federal, as gross earnings are before the pre-tax
 * deductions box 1 leaves out. A box two labels would fill with different amounts stays empty.
 */
export function labelsByMeaning(lines: Line[], out: FieldSet): void {
  const found = new Map<string, { amount: number | null; confidence: number }[]>();
  for (const line of lines)
    for (const [i, cell] of line.cells.entries()) {
      // The amount in the next cell, or after leaders or a colon in the label's own.
      const own = LEADERS_AND_AMOUNT_RE.exec(cell.text.trim());
      const label = (own?.[1] ?? cell.text.trim()).replace(/:$/, '');
      const next = own?.[2] ?? line.cells[i + 1]?.text.trim() ?? '';
      if (!/^[A-Za-z]/.test(label) || /\d/.test(label) || label.split(/\s+/).length > 6) continue;
      if (!isAmountText(next) || !/\d/.test(next)) continue;
      const box = boxOfMeaning(label);
      const field = box !== null ? AMOUNT_BOX_FIELDS[box] : undefined;
      if (!field || out.get(field) !== null) continue;
      if (box === 1 && !/\b(?:taxable|federal)\b[^]*\bwages\b|\bwages,?\s+tips\b/i.test(label)) continue;
      found.set(field, [
        ...(found.get(field) ?? []),
        { amount: amountValue(next), confidence: 0.8 * line.confidence },
      ]);
    }
  for (const [field, reads] of found)
    if (new Set(reads.map((r) => r.amount)).size === 1)
      out.set(field, reads[0]!.amount, reads[0]!.confidence);
}

/**
 * Amount boxes 1-11 captioned by their number and words of their own ("Taxable wages (box 1)",
 * "Box 4 - Social security tax", an official grid's abbreviated "2 Fed. income tax withheld"): the
 * W-2's box numbers are fixed, so a numbered caption is the box's when its words speak of that
 * box's money (boxOfMeaning; "Box 10 - State wages" is no box 10). The amount is at the end of the
 * caption's cell, or in the box beside or under it. Only for boxes the captions left empty.
 */
export function numberedAmountBoxes(lines: Line[], out: FieldSet): void {
  const numberedFirst = boxNumbersFirst(lines);
  for (const line of numberedFirst)
    for (const [cellIndex, cell] of line.cells.entries()) {
      const m = /^(?:box\s*)?(\d{1,2})(?![\d,.]*\d)\s*[.:\-–—]?\s+([A-Za-z][^]*)$/i.exec(cell.text.trim());
      if (!m) continue;
      const box = Number(m[1]);
      const field = AMOUNT_BOX_FIELDS[box];
      const trailing = TRAILING_AMOUNT_RE.exec(m[2]!);
      const words = trailing?.[1] ?? m[2]!;
      if (!field || out.get(field) !== null || boxOfMeaning(words) !== box) continue;
      if (trailing) {
        out.set(field, amountValue(trailing[2]), 0.8 * line.confidence);
        continue;
      }
      const lc: LabelCell = { line, cell, cellIndex, end: cell.text.length, score: 0.9 };
      const v = boxValue(numberedFirst, lc, { accept: (t) => isAmountText(t) && /\d/.test(t) });
      if (v) out.set(field, amountValue(v.text), v.confidence);
    }
}

/**
 * Whether the page prints its amounts under their captions (the official grid) or above them (a
 * tile: the figure, its words under it). The captions' reading takes the box under each caption;
 * where that reading fails a W-2 check or leaves a rate pair unread, the reading that takes the
 * amount above each caption is scored beside it with the same checks (chooseReading), and the
 * better supported is kept. An equally supported reading with other values keeps the captions'
 * one, and the review is told.
 */
function amountsAboveCaptions(lines: Line[], out: FieldSet): void {
  const asRead = out.result();
  const checks = checkW2(asRead);
  const unread = RATE_PAIRS.some(([wages, tax]) => out.get(wages) === null || out.get(tax) === null);
  if (!unread && checks.every((c) => c.passed)) return;
  // A page whose captions found no amounts (an unfilled form) prints no tiles.
  if (AMOUNT_BOXES.filter(([box]) => out.get(box) !== null).length < 2) return;
  const above = new FieldSet(W2_FIELDS);
  for (const [field, value] of Object.entries(out.fields))
    if (!AMOUNT_BOXES.some(([box]) => box === field)) above.set(field, value, out.confidence[field] ?? 0);
  for (const [field, captions] of AMOUNT_BOXES) {
    const lc = findCaption(lines, captions);
    const v = lc ? boxValueAbove(lines, lc, { accept: (t) => isAmountText(t) && /\d/.test(t) }) : null;
    if (v) above.set(field, amountValue(v.text), v.confidence);
  }
  keepBetterSupported(
    'w2',
    out,
    above,
    'amounts above their captions',
    checkW2,
    AMOUNT_BOXES.map(([box]) => box),
  );
}

/**
 * Boxes the payroll-tax rates tie (checks/w2.ts): social security tax (box 4) is 6.2% of social
 * security wages (box 3), Medicare tax (box 6) 1.45% of Medicare wages (box 5).
 */
const RATE_PAIRS: [wages: string, tax: string, check: string][] = [
  ['box3_socialSecurityWages', 'box4_socialSecurityTaxWithheld', 'w2.social_security_tax'],
  ['box5_medicareWages', 'box6_medicareTaxWithheld', 'w2.medicare_tax'],
];

/** Wages below this are a box number or a speck read as an amount, and a dollar's tolerance is too loose on their tax. */
const MIN_RATED_WAGES = 1_000;

/**
 * Where the captions left a wages box and its tax box that the tax rate does not tie (a value
 * taken from the box beside or under the caption, a neighbour's amount, one of the two not
 * found), the page's amounts are the alternative readings: the pair the rate ties is kept, one
 * that keeps a value the captions read before one that keeps none. Two such pairs with other
 * values leave the captions' reading, with an ambiguity the review shows. The checks that choose
 * are the type's own (checkW2), so the parser's choice and the review's check cannot disagree.
 */
export function wagesAndTaxesByRates(lines: Line[], out: FieldSet): void {
  const amounts = pageAmounts(lines).filter((a) => a.value > 0);
  const holds = (check: string, fields: Record<string, number>) =>
    checkW2({ fields: { ...out.fields, ...fields }, fieldConfidence: {}, checks: [] }).find(
      (c) => c.id === check,
    )?.passed === true;
  for (const [wagesField, taxField, check] of RATE_PAIRS) {
    const wages = out.num(wagesField);
    const tax = out.num(taxField);
    // A filled form's widgets say exactly what each box holds.
    if (Math.max(out.confidence[wagesField] ?? 0, out.confidence[taxField] ?? 0) >= FORM_FIELD_CONFIDENCE)
      continue;
    if (wages !== null && tax !== null && holds(check, { [wagesField]: wages, [taxField]: tax })) continue;
    const pairs: { wages: PageAmount; tax: PageAmount; kept: number }[] = [];
    for (const w of amounts) {
      if (w.value < MIN_RATED_WAGES) continue;
      for (const t of amounts)
        if (t.value < w.value && holds(check, { [wagesField]: w.value, [taxField]: t.value }))
          pairs.push({ wages: w, tax: t, kept: Number(w.value === wages) + Number(t.value === tax) });
    }
    const most = Math.max(-1, ...pairs.map((p) => p.kept));
    const best = pairs.filter((p) => p.kept === most);
    if (best.length === 0) continue;
    if (best.length > 1) {
      const readings = best.map((p) => `${p.wages.value} and ${p.tax.value}`).join(' or ');
      out.warnings.push(
        `${AMBIGUOUS_PREFIX} ${wagesField} and ${taxField} as ${readings} (the rate ties each)`,
      );
      continue;
    }
    const [pair] = best;
    out.replace(wagesField, pair!.wages.value, 0.85 * pair!.wages.confidence);
    out.replace(taxField, pair!.tax.value, 0.85 * pair!.tax.confidence);
  }
}

function readPrinted(
  doc: DocumentText,
  lines: Line[],
  out: FieldSet,
  children: { box12: ChildRow[]; box14: ChildRow[]; states: ChildRow[] },
  printedBlank: ReadonlySet<string>,
): void {
  if (lines.length === 0) return;
  for (const [field, captions] of AMOUNT_BOXES) {
    if (out.get(field) !== null) continue;
    const lc = findCaption(lines, captions);
    if (!lc) continue;
    const v = boxValue(lines, lc, { accept: isAmountText });
    if (v) out.set(field, amountValue(v.text), v.confidence);
  }
  numberedAmountBoxes(lines, out);
  labelsByMeaning(lines, out);
  idBox(
    lines,
    out,
    'employeeSSN',
    ["Employee's social security number", 'Employee SSN', 'Social security number'],
    SSN_RE,
    'ssn',
  );
  idBox(
    lines,
    out,
    'employerEIN',
    ['Employer identification number', 'Employer ID number', "Employer's FED ID number", 'EIN'],
    EIN_RE,
    'ein',
  );
  if (out.get('controlNumber') === null && !printedBlank.has('controlNumber')) {
    const lc = findCaption(lines, ['Control number']);
    const v = lc
      ? boxValue(lines, lc, {
          accept: (t) =>
            /\w/.test(t) &&
            !looksLikeCaption(t) &&
            !/^employee/i.test(t) &&
            !BLANK_MARK_RE.test(t.trim()) &&
            !isNumberedCaption(t),
          maxLinesBelow: 2,
        })
      : null;
    if (v) out.set('controlNumber', v.text, v.confidence);
  }
  readEmployer(lines, out);
  readEmployee(lines, out);
  partiesOfAddressBlocks(lines, out);
  readBox13(doc, out);
  box13Unlisted(out);
  if (children.box12.length === 0) readBox12(lines, children.box12);
  if (children.box14.length === 0) numberedBox14(lines, children.box14);
  if (children.box14.length === 0) box14Column(lines, children.box14);
  if (children.box14.length === 0) {
    const lc = captionCell(lines, /^(?:box\s*)?14\s*[.:\-–—]?\s*other\b/i);
    if (lc) {
      for (const l of boxTextLines(lines, lc, { maxLines: 4 })) {
        const row = box14Row(l.text);
        if (row) children.box14.push({ ...row, [CONF]: l.confidence * 0.9 });
      }
    }
  }
  if (children.states.length === 0) readStates(lines, children.states);
  if (children.states.length === 0) numberedStates(lines, children.states);
  if (children.states.length === 0) labelledState(lines, children.states);
}

/** A line that starts with its box number ("Box 14: Other", "14 | PARKING | 293.85", "16. State wages (NY)"). */
// The number's punctuation may run to two marks ("14. — Other").
const NUMBERED_RE = /^(?:box\s*)?(\d{1,2})([a-d])?(?![\d,.]*\d)(?:\s*[.:\-–—])*\s+(.*)$/i;
const TRAILING_AMOUNT_RE = /^(.*?)(?:\s*[.:\-–—]{2,}|\s*:)?\s+(\(?-?\$?\s?[\d,]+\.\d{2}\)?)$/;

function numbered(line: Line): { box: number; words: string; amount: number | null } | null {
  const m = NUMBERED_RE.exec(line.text.trim());
  if (!m) return null;
  const rest = m[3]!.trim();
  const a = TRAILING_AMOUNT_RE.exec(rest);
  return a
    ? { box: Number(m[1]), words: a[1]!.trim(), amount: amountValue(a[2]) }
    : { box: Number(m[1]), words: rest, amount: null };
}

/**
 * Box 14 as numbered lines: each "14 | UNION DUES | 120.00" row of a box table, or a "Box 14 -
 * Other" line with the box's entries ("PARKING  1,957.83") on the lines under it, up to the next
 * numbered box or a line without an amount.
 */
function numberedBox14(lines: Line[], rows: ChildRow[]): void {
  for (const [i, line] of lines.entries()) {
    const n = numbered(line);
    if (n?.box !== 14) continue;
    if (n.amount !== null && n.words && !/^other\b/i.test(n.words)) {
      rows.push({ description: n.words, amount: n.amount, [CONF]: 0.85 * line.confidence });
      continue;
    }
    if (!/^other\b/i.test(n.words) || n.amount !== null) continue;
    for (const next of lines.slice(i + 1)) {
      if (next.pageNumber !== line.pageNumber || numbered(next) || next.top - line.bottom > 200) break;
      const row = box14Row(next.text);
      if (!row || row.amount === null || !/[A-Za-z]/.test(String(row.description))) break;
      rows.push({ ...row, [CONF]: 0.85 * next.confidence });
    }
    return;
  }
}

/**
 * Box 14 as a list under its caption in a column of its own ("Other (Box 14)" over "SDI | 736.93",
 * "UNION DUES | 856.11", beside another section's lines): the rows are the cells starting at the
 * caption's left edge, each a description and an amount, up to the first cell there that is not.
 */
function box14Column(lines: Line[], rows: ChildRow[]): void {
  const numberedFirst = boxNumbersFirst(lines);
  for (const [at, line] of numberedFirst.entries()) {
    const caption = line.cells.find((c) =>
      /^(?:box\s*)?14(?:\s*[.:\-–—])*\s*other\s*:?$/i.test(c.text.trim()),
    );
    if (!caption) continue;
    const h = line.bottom - line.top || 9;
    let prev = line;
    for (const next of numberedFirst.slice(at + 1)) {
      if (next.pageNumber !== line.pageNumber || next.top - prev.bottom > h * 2.5) break;
      const i = next.cells.findIndex((c) => Math.abs(c.x0 - caption.x0) <= 8);
      if (i < 0) continue;
      const cell = next.cells[i]!;
      const amount = next.cells[i + 1]?.text.trim() ?? '';
      // The box's number moved before an entry's words ("NJ FLI (Box 14)") is no part of them.
      const text = cell.text.trim().replace(/^(?:box\s*)?14\s*[.:\-–—]?\s+/i, '');
      const row =
        isAmountText(amount) && /\d/.test(amount) && /[A-Za-z]/.test(text)
          ? { description: text, amount: amountValue(amount) }
          : box14Row(text);
      if (!row || row.amount === null || !/[A-Za-z]/.test(String(row.description))) break;
      rows.push({ ...row, [CONF]: 0.8 * next.confidence });
      prev = next;
    }
    return;
  }
}

/**
 * Box 15's state and the employer's state number with the caption's words between them ("State WI
 * Employer's state ID no. 653-42212"): the caption's words taken out (its "ID" is no Idaho), the
 * state is the one state code left and the number the last word with a digit.
 */
function apartStateAndId(words: string): [string, string, string | undefined] | null {
  const rest = words
    .replace(/\bemployer'?s?\s+state\s+(?:id\b|i\.d\.)\s*(?:no\.?|number|#)?/gi, ' ')
    .replace(/^\s*state\b/i, ' ')
    .replace(/[:|/]/g, ' ');
  const tokens = rest.split(/\s+/).filter(Boolean);
  const states = tokens.filter((t) => /^[A-Z]{2}$/.test(t) && US_STATES.has(t));
  if (states.length !== 1) return null;
  const id = [...tokens].reverse().find((t) => /\d/.test(t) && /^[\w-]+$/.test(t));
  return [words, states[0]!, id];
}

/** A state/local row (boxes 15-20) with nothing read yet. */
function emptyStateRow(state: string | null): ChildRow {
  return {
    state,
    employerStateId: null,
    stateWages: null,
    stateIncomeTax: null,
    localWages: null,
    localIncomeTax: null,
    locality: null,
  };
}

/**
 * State and local boxes as numbered lines, one box a line: "15 State / Employer's state ID: NY
 * 123-45678", "16 State wages, tips, etc. (NY) 52,000.00", "17 State income tax (NY) …", "18 Local
 * wages (NYC) …", "19 Local income tax …", "20 Locality name  NYC". A box 15 line, or a box 16
 * line naming another state, starts the next state's row.
 */
function numberedStates(lines: Line[], rows: ChildRow[]): void {
  let row: ChildRow | null = null;
  const named = (words: string) => /\(([A-Z]{2})\)/.exec(words)?.[1] ?? null;
  const start = (line: Line, state: string | null): ChildRow => {
    const r: ChildRow = { ...emptyStateRow(state), [CONF]: 0.85 * line.confidence };
    rows.push(r);
    return r;
  };
  for (const line of lines) {
    const n = numbered(line);
    if (!n || n.box < 15 || n.box > 20) continue;
    if (n.box === 15) {
      // The caption's own words first: the "ID" of "Employer's state ID 1234567" is no Idaho.
      const m =
        (/\bstate\s+(?:id\b|i\.d\.)/i.test(n.words) ? apartStateAndId(n.words) : null) ??
        /\b([A-Z]{2})[\s|]+([\w-]*\d[\w-]*)$/.exec(n.words) ??
        /^([A-Z]{2})$/.exec(n.words.replace(/^.*[:|]\s*/, '')) ??
        apartStateAndId(n.words);
      if (!m) continue;
      row = start(line, m[1]!);
      row.employerStateId = m[2] ?? null;
      continue;
    }
    const state = named(n.words);
    if (n.box === 16 && n.amount !== null && /state\s+wages/i.test(n.words)) {
      if (!row || (state && row.state !== state) || row.stateWages !== null) row = start(line, state);
      row.stateWages = n.amount;
    } else if (!row) continue;
    else if (n.box === 17 && n.amount !== null && /state/i.test(n.words)) row.stateIncomeTax = n.amount;
    else if (n.box === 18 && n.amount !== null && /local/i.test(n.words)) row.localWages = n.amount;
    else if (n.box === 19 && n.amount !== null && /local/i.test(n.words)) row.localIncomeTax = n.amount;
    else if (n.box === 20) {
      const v = n.words.replace(/^locality(?:\s+name)?\s*[:|]?\s*/i, '').trim();
      if (v) row.locality = v;
    }
  }
  // A row is a state's only with a state wage or tax.
  for (let i = rows.length - 1; i >= 0; i--)
    if (rows[i]!.stateWages === null && rows[i]!.stateIncomeTax === null) rows.splice(i, 1);
}

/**
 * One state's boxes as labels in a summary's state section, each cell a label and its value, the
 * state's code in the labels ("State - | MN", "Employer's state ID | MN 273-27347", "MN taxable
 * wages | 89,150.93", "Box 17 - MA income tax withheld .... $3,939.18"). A row needs the state's
 * wages or tax under labels that name one state.
 */
function labelledState(lines: Line[], rows: ChildRow[]): void {
  const row = emptyStateRow(null);
  const states = new Set<string>();
  let confidence = 1;
  const valueAfter = (line: Line, i: number, rest: string) =>
    rest.replace(/^[\s.:\-–—·…_]+/, '').trim() || (line.cells[i + 1]?.text.trim() ?? '');
  for (const line of boxNumbersFirst(lines))
    for (const [i, cell] of line.cells.entries()) {
      const text = cell.text
        .trim()
        .replace(/^(?:box\s*)?(?:1[5-9]|20)\s*[-–—:]?\s*/i, '')
        .replace(/\s*\(\s*box\s*\d{1,2}\s*\)/i, '');
      // Local boxes 18-20: "Local wages (MINNEAPOLI) .... 53174.59", "Locality .... MINNEAPOLI".
      const local =
        /^local(?:ity(?:\s+name)?|\s+(wages|(?:income\s+)?tax)\b(?:,?\s+tips(?:,?\s+etc\.?)?)?(?:\s+withheld)?)(?:\s*\([^)]*\))?(.*)$/i.exec(
          text,
        );
      if (local) {
        const v = valueAfter(line, i, local[2]!);
        if (!local[1]) {
          if (/^[A-Za-z][A-Za-z .'-]{1,30}$/.test(v)) row.locality = v;
        } else if (isAmountText(v) && /\d/.test(v)) {
          if (/wages/i.test(local[1])) row.localWages = amountValue(v);
          else row.localIncomeTax = amountValue(v);
        }
        continue;
      }
      const code = /^state\s*[-–—:]?\s*([A-Z]{2})?$/i.exec(text);
      if (code) {
        const c = code[1] ?? line.cells[i + 1]?.text.trim() ?? '';
        if (US_STATES.has(c)) states.add(c);
        continue;
      }
      const id = /^employer['’]?s?\s+state\s+id(?:\s+(?:no\.?|number|#))?(.*)$/i.exec(text);
      if (id) {
        const m = /^(?:([A-Z]{2})\s+)?([\w-]*\d[\w-]*)$/.exec(valueAfter(line, i, id[1]!));
        if (m) {
          if (m[1] && US_STATES.has(m[1])) states.add(m[1]);
          row.employerStateId = m[2]!;
          confidence = Math.min(confidence, line.confidence);
        }
        continue;
      }
      const amount =
        /^([A-Z]{2})\s+(?:state\s+)?(?:(taxable\s+)?wages(?:,?\s+tips)?|(?:income\s+)?tax(?:\s+withheld)?)\b(.*)$/.exec(
          text,
        );
      if (!amount || !US_STATES.has(amount[1]!)) continue;
      const v = valueAfter(line, i, amount[3]!);
      if (!isAmountText(v) || !/\d/.test(v)) continue;
      states.add(amount[1]!);
      confidence = Math.min(confidence, line.confidence);
      if (/wages/i.test(text)) row.stateWages = amountValue(v);
      else row.stateIncomeTax = amountValue(v);
    }
  if (states.size !== 1 || (row.stateWages === null && row.stateIncomeTax === null)) return;
  rows.push({ ...row, state: [...states][0]!, [CONF]: 0.8 * confidence });
}

/**
 * The first cell whose whole text matches a pattern, as a caption; else a printed piece of a cell
 * that does (a compact form's captions run together into one cell: "… sick pay14 Other"), with the
 * caption's own left edge.
 */
function captionCell(lines: Line[], re: RegExp): LabelCell | null {
  for (const line of lines) {
    for (const [cellIndex, cell] of line.cells.entries()) {
      const m = cell.text.trim().match(re);
      if (m) return { line, cell, cellIndex, end: (m.index ?? 0) + m[0].length, score: 1 };
    }
  }
  for (const line of lines) {
    for (const [cellIndex, cell] of line.cells.entries()) {
      // Words ending another numbered box's caption ("Box 13: Statutory employee") are that box's,
      // not a caption of their own; a glued caption starts with its own number ("sick pay14 Other").
      const numberedCell = /^(?:box\s*)?\d{1,2}[a-d]?\b/i.test(cell.text.trim());
      const at = cell.items.findIndex(
        (item, k) =>
          k > 0 &&
          (!numberedCell || /^\d/.test(item.text.trim())) &&
          re.test(
            cell.items
              .slice(k)
              .map((i) => i.text.trim())
              .join(' '),
          ),
      );
      if (at > 0) return { line, cell, cellIndex, end: cell.text.length, score: 0.95, x0: cell.items[at]!.x };
    }
  }
  return null;
}

function idBox(
  lines: Line[],
  out: FieldSet,
  field: string,
  captions: string[],
  re: RegExp,
  kind: 'ssn' | 'ein',
): void {
  if (out.get(field) !== null) return;
  const lc = findCaption(lines, captions);
  const v = lc ? boxValue(lines, lc, { accept: (t) => re.test(t.trim()) }) : null;
  if (v) {
    out.set(field, formatTaxId(v.text, kind), v.confidence);
    return;
  }
  // Substitute forms print "SSN: 123-45-6789" anywhere.
  for (const line of lines) {
    const m = line.text.match(
      kind === 'ssn'
        ? /\b(?:SSN|social security (?:number|no\.?))\W+((?:\d{3}|X{3})-(?:\d{2}|X{2})-\d{4})/i
        : /\b(?:EIN|employer identification number|federal id)\W+(\d{2}-\d{7})/i,
    );
    if (m) {
      out.set(field, formatTaxId(m[1], kind), 0.8 * line.confidence);
      return;
    }
  } // A scan whose caption OCR lost or garbled ("Yoursocisl security number", nothing at all beside a
  // heavy border): the number's own shape. A W-2 prints one SSN (123-45-6789) and one EIN
  // (12-3456789) above its state rows; state and local ids have other shapes or sit in those rows.
  const byShape = idByShape(lines, kind);
  if (byShape) out.set(field, formatTaxId(byShape.text, kind), 0.75 * byShape.confidence);
}

/** The one dashed SSN or EIN printed above the state rows, when exactly one such number is there. */
function idByShape(lines: Line[], kind: 'ssn' | 'ein'): { text: string; confidence: number } | null {
  const re = kind === 'ssn' ? /^(?:\d{3}|[X*]{3})-(?:\d{2}|[X*]{2})-\d{4}$/i : /^\d{2}-\d{7}$/;
  const found = new Map<string, number>();
  for (const line of lines) {
    // The state rows start at box 15's caption; an employer's state ID may be shaped like an EIN.
    if (/^15\s+state\b|employer['’]?s state id/i.test(line.text)) break;
    for (const cell of line.cells)
      for (const t of cell.text.split(/\s+|\|/))
        if (re.test(t)) found.set(t, Math.max(found.get(t) ?? 0, line.confidence));
  }
  const only = found.size === 1 ? [...found][0] : undefined;
  return only ? { text: only[0], confidence: only[1] } : null;
}

function readEmployer(lines: Line[], out: FieldSet): void {
  if (out.get('employerName') !== null) return;
  const lc =
    findCaption(lines, [
      "Employer's name, address, and ZIP code",
      "Employer's name, address and ZIP code",
      "Employer's name and address",
    ]) ?? captionCell(lines, /^employer(?:['’]s)?(?:\s+information)?:?$/i);
  if (!lc) return;
  const block = boxTextLines(lines, lc, { maxLines: 5 });
  if (block.length === 0) return;
  const conf = Math.min(...block.map((b) => b.confidence)) * 0.95;
  out.set('employerName', block[0]!.text, conf);
  const addr = splitAddressLines(block.slice(1).map((b) => b.text));
  // An address ends with its city, state and ZIP: lines under the name without one are the next
  // boxes' captions, not a street.
  if (!addr.city) return;
  out.set('employerAddress', addr.street, conf);
  out.set('employerCity', addr.city, conf);
  out.set('employerState', addr.state, conf);
  out.set('employerZipCode', addr.zipCode, conf);
}

function readEmployee(lines: Line[], out: FieldSet): void {
  if (out.get('employeeName') !== null && out.get('employeeAddress') !== null) return;
  const byCaption = findCaption(
    lines,
    [
      "Employee's first name and initial",
      "Employee's name, address, and ZIP code",
      "Employee's name",
      'Employee name',
    ],
    0.82,
    0,
    Infinity,
    // Another numbered box's caption ("Box 13: Statutory employee") names no employee.
    (t) => !/employer/i.test(t) && !/^(?:box\s*)?\d{1,2}[a-d]?\b/i.test(t.trim()),
  );
  // "Employer's name, address…" is one letter away from the employee's caption.
  const lc =
    (byCaption && !/employer/i.test(byCaption.cell.text) ? byCaption : null) ??
    captionCell(lines, /^employee(?:['’]s)?(?:\s+information)?:?$/i);
  if (!lc) return;
  // The official form prints "Last name" and "Suff." captions beside the first-name caption; the
  // name box ends at the next numbered box.
  const right = nextNumberedCaption(lc) ?? boxRight(lc);
  const block = boxTextLines(lines, lc, {
    maxLines: 5,
    right,
    stopCaptions: ["Employee's address and ZIP code"],
  });
  let addressLines = block.slice(1);
  if (block.length > 0)
    out.set('employeeName', block[0]!.text.replace(/\s{2,}/g, ' '), block[0]!.confidence * 0.95);
  if (addressLines.length === 0) {
    const f = findCaption(lines, ["Employee's address and ZIP code"]);
    if (f)
      addressLines = boxTextLines(lines, f, { maxLines: 3, right: nextNumberedCaption(f) ?? boxRight(f) });
  }
  if (addressLines.length === 0) return;
  const conf = Math.min(...addressLines.map((b) => b.confidence)) * 0.95;
  const addr = splitAddressLines(addressLines.map((b) => b.text));
  if (!addr.city) return;
  out.set('employeeAddress', addr.street, conf);
  out.set('employeeCity', addr.city, conf);
  out.set('employeeState', addr.state, conf);
  out.set('employeeZipCode', addr.zipCode, conf);
}

/**
 * Parties printed as address blocks without captions (a payroll program's W-2 letter: the
 * employer's letterhead, then the employee's window address). With neither party named the first
 * block is the employer's and the next the employee's; with one named, the other block is the other
 * party's.
 */
function partiesOfAddressBlocks(lines: Line[], out: FieldSet): void {
  const employer = out.get('employerName');
  const employee = out.get('employeeName');
  if (employer !== null && employee !== null) return;
  const norm = (v: unknown) =>
    String(v ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const blocks = namedAddressBlocks(lines, 3).filter((b) => !/\bW-?2\b|wage and tax/i.test(b.name));
  const put = (who: 'employer' | 'employee', b: NamedAddressBlock) => {
    const conf = b.confidence;
    if (out.get(`${who}Name`) === null) out.set(`${who}Name`, b.name, conf);
    if (out.get(`${who}Address`) !== null) return;
    const a = splitAddressLines(b.address);
    if (!a.city) return;
    out.set(`${who}Address`, a.street, conf);
    out.set(`${who}City`, a.city, conf);
    out.set(`${who}State`, a.state, conf);
    out.set(`${who}ZipCode`, a.zipCode, conf);
  };
  if (employer === null && employee === null) {
    if (blocks.length < 2) return;
    put('employer', blocks[0]!);
    put('employee', blocks[1]!);
    return;
  }
  const known = norm(employer ?? employee);
  const other = blocks.find((b) => norm(b.name) !== known);
  if (other) put(employer === null ? 'employer' : 'employee', other);
}

function nextNumberedCaption(lc: LabelCell): number | null {
  const after = lc.line.cells.slice(lc.cellIndex + 1);
  for (const [i, c] of after.entries()) {
    if (/^\d{1,2}[a-d]?\s+[A-Za-z]/.test(c.text)) return c.x0 - 1;
    // The number apart from its caption ("11 | Nonqualified plans"), as OCR often cuts them.
    if (/^\d{1,2}[a-d]?$/.test(c.text.trim()) && /^[A-Za-z]{3,}/.test(after[i + 1]?.text.trim() ?? ''))
      return c.x0 - 1;
  }
  return null;
}

const BOX13 = ['box13_statutoryEmployee', 'box13_retirementPlan', 'box13_thirdPartySickPay'];

/**
 * A summary lists only the box 13 items that apply to the employee ("Retirement plan (Box 13):
 * Yes"): the form's three check boxes go together, so those a list that answers one leaves out are
 * unchecked.
 */
function box13Unlisted(out: FieldSet): void {
  if (!BOX13.some((f) => out.get(f) !== null)) return;
  for (const f of BOX13) if (out.get(f) === null) out.set(f, false, 0.7);
}

const MARK_RE = /^\[?\s*(?:x|✓|✔|☒|■|yes)\s*\]?$/i;

/**
 * Box 13 check boxes, from the words themselves: the two-line captions ("Statutory" over
 * "employee") sit so close that line grouping can glue them, so each caption is found by its first
 * word and its mark ("X") looked for in the square beside or below it.
 */
function readBox13(doc: DocumentText, out: FieldSet): void {
  const boxes: [string, RegExp][] = [
    ['box13_statutoryEmployee', /^(?:(?:box\s*)?13\s*[.:\-–—]?\s*)?statutory/i],
    ['box13_retirementPlan', /^(?:(?:box\s*)?13\s*[.:\-–—]?\s*)?retirement/i],
    ['box13_thirdPartySickPay', /^(?:(?:box\s*)?13\s*[.:\-–—]?\s*)?third[-\s]?party/i],
  ];
  for (const page of doc.pages) {
    // A caption starts its words: "retirement" inside "Pre-tax retirement deductions" is none.
    const startsPhrase = (it: TextItem) =>
      !page.items.some(
        (o) =>
          o !== it &&
          Math.abs(o.y - it.y) < it.height * 0.5 &&
          o.x < it.x &&
          it.x - (o.x + o.width) < it.height * 0.8,
      );
    const captions = boxes
      .map(([field, re]) => {
        const all = page.items.filter((i) => re.test(i.text.trim()));
        return { field, item: all.find(startsPhrase) ?? all[0] };
      })
      .filter((c): c is { field: string; item: TextItem } => c.item !== undefined);
    // Each mark belongs to the nearest caption (the squares sit a caption-width apart).
    const marks = page.items.filter((i) => MARK_RE.test(i.text.trim()));
    const owner = (mark: TextItem) =>
      captions
        .filter((c) => mark.y > c.item.y - c.item.height * 3 && mark.y < c.item.y + c.item.height * 5)
        .map((c) => ({
          c,
          dx: Math.abs(mark.x - c.item.x),
          d: Math.abs(mark.x - c.item.x) + 2 * Math.abs(mark.y - c.item.y),
        }))
        // Under its own caption's first letters, as the form prints the squares: a mark a square's
        // width or more away belongs to a caption OCR lost, not to the next box's.
        .filter(({ dx }) => dx < Math.max(14, 1.5 * mark.width))
        .sort((a, b) => a.d - b.d)[0]?.c;
    for (const { field, item: caption } of captions) {
      if (out.get(field) !== null) continue;
      // An inline substitute form: "Retirement plan: X".
      const inline = page.items
        .filter((i) => Math.abs(i.y - caption.y) < caption.height * 0.6 && i.x > caption.x)
        .sort((a, b) => a.x - b.x)
        .map((i) => i.text.trim().replace(/[[\]:]/g, ''));
      // "Retirement plan: X", "Retirement plan ... Yes/No": the first answer on the caption's line decides.
      const answer = inline.find((t) => MARK_RE.test(t) || /^(?:no|false)$/i.test(t));
      const inlineMark = answer !== undefined && MARK_RE.test(answer);
      const boxMark = marks.some((m) => owner(m)?.field === field);
      out.set(field, inlineMark || boxMark, 0.85 * caption.confidence);
    }
  }
}

/**
 * Box 12 on one line: "Box 12 Code DD   3,984.07", "12a  D  1,500.00", "Box 12a: Code D 727.46",
 * "12b - Code DD (Cost of employer-sponsored health coverage) 10,980.91", "12a D - Elective
 * deferrals to a 401(k) plan 727.46": the code's meaning, in parentheses or after a dash, may sit
 * between the code and its amount.
 */
export const BOX12_LINE_RE =
  /\b(?:box\s*)?12[a-d]?\s*[:.\-–—]?\s*(?:[Cc]ode\s*[:\-–—]?\s*)?([A-Z]{1,2})(?:\s*[:\-–—](?=\s*[\d$(]))?(?:\s*\((?:[^()]|\([^()]*\))*\)|\s+[-–—]\s+[A-Za-z].*?)?\s*[:.\-–—]*\s+(\(?\$?\s?[\d,]+\.\d{2}\)?)/;

function readBox12(lines: Line[], rows: ChildRow[]): void {
  // Substitute forms: "Box 12 Code DD   3,984.07", "12a  D  1,500.00" on one line.
  for (const line of lines) {
    const m = line.text.match(BOX12_LINE_RE);
    if (!m || !BOX12_CODE_RE.test(m[1]!)) continue;
    rows.push({
      code: m[1]!,
      codeType: BOX12_CODE_TYPES[m[1]!] ?? null,
      amount: amountValue(m[2]),
      [CONF]: 0.85 * line.confidence,
    });
  }
  if (rows.length > 0) return;
  codeCells(lines, rows);
  if (rows.length > 0) return;
  // The official form: boxes 12a-12d stacked under the first caption, each "code  amount" (the
  // vertical "Code" letters and the 12b-12d captions may sit on the same lines).
  const first = captionCell(lines, /^(?:box\s*)?12a?(?=$|\s+[A-Za-z]|[A-Z])/i);
  if (!first) return;
  const x0 = first.cell.x0 - 4;
  // Boxes 12b-12d beside 12a rather than under it (a compact copy of the form): their columns
  // too, up to the next copy's 12a.
  const near = lines.filter(
    (l) =>
      l.pageNumber === first.line.pageNumber &&
      l.index >= first.line.index &&
      l.top - first.line.bottom <= 110,
  );
  const nextCopy = Math.min(
    ...near.flatMap((l) =>
      l.cells.filter((c) => c.x0 > x0 + 20 && /^12a\b/i.test(c.text.trim())).map((c) => c.x0),
    ),
  );
  const beside = near.flatMap((l) =>
    l.cells.filter((c) => c.x0 > x0 && c.x0 < nextCopy && /^12[b-d]\b/i.test(c.text.trim())).map((c) => c.x0),
  );
  const x1 = Math.min(Math.max(x0 + 170, ...beside.map((b) => b + 170)), nextCopy - 4);
  for (const line of lines) {
    if (line.index < first.line.index || line.pageNumber !== first.line.pageNumber) continue;
    if (line.top - first.line.bottom > 110 || rows.length >= 4) break;
    const cells = line.cells.filter((c) => c.x1 > x0 && c.x0 < x1 && c !== first.cell);
    if (
      line.index > first.line.index &&
      cells.some((c) => /^(?:13\s+statutory|14\s+other|15\s+state)/i.test(c.text))
    )
      break;
    const tokens = cells.flatMap((c) => c.text.split(/\s+|\|/)).filter((t) => t && !/^12[a-d]/i.test(t));
    let code: string | null = null;
    for (const t of tokens) {
      // The box's vertical "Code" caption (C, o, d, e one under the other) read as lower-case
      // letters glued before the capital code ("dW", "eDD"); codes are capitals.
      const glued = /^[a-z]{1,2}([A-Z]{1,2})$/.exec(t)?.[1];
      if (BOX12_CODE_RE.test(t)) code = t;
      else if (glued && BOX12_CODE_RE.test(glued)) code = glued;
      else if (code && isAmountText(t)) {
        rows.push({
          code,
          codeType: BOX12_CODE_TYPES[code] ?? null,
          amount: amountValue(t),
          [CONF]: first.score * line.confidence * 0.85,
        });
        code = null;
      }
    }
  }
}

/**
 * Box 12 as a list of "Code D - 401(k) deferrals | 7,752.25" cells (a summary's benefits section):
 * the cell starts with the word "Code" and one of the IRS's codes; its amount ends the cell or is
 * the next amount on the line, past a cell of the code's meaning ("Code DD - | Employer health
 * coverage | 14,109.77").
 */
function codeCells(lines: Line[], rows: ChildRow[]): void {
  for (const line of lines)
    for (const [i, cell] of line.cells.entries()) {
      const m = /^[Cc]ode\s+([A-Z]{1,2})\b(.*)$/.exec(cell.text.trim());
      if (!m || !BOX12_CODE_RE.test(m[1]!)) continue;
      // The code's meaning with the amount after leaders ("Employer health coverage .... 7,867.21").
      const meaning = LEADERS_AND_AMOUNT_RE.exec(line.cells[i + 1]?.text.trim() ?? '');
      const inline =
        TRAILING_AMOUNT_RE.exec(m[2]!.trim())?.[2] ??
        (meaning && !/\d/.test(meaning[1]!) ? meaning[2] : undefined);
      const after = line.cells.slice(i + 1, i + 3);
      const next = after.find((c) => isAmountText(c.text) && /\d/.test(c.text));
      // Only the code's meaning may stand between it and its amount, not another code's cell.
      const between = next ? after.slice(0, after.indexOf(next)) : [];
      const amount =
        inline ?? (next && !between.some((c) => /^code\b|\d/i.test(c.text.trim())) ? next.text : null);
      if (!amount) continue;
      rows.push({
        code: m[1]!,
        codeType: BOX12_CODE_TYPES[m[1]!] ?? null,
        amount: amountValue(amount),
        [CONF]: 0.8 * line.confidence,
      });
    }
}

const STATE_COLUMNS: [string, RegExp][] = [
  ['employerStateId', /state\s*id|employer.*state/i],
  ['stateWages', /state\s+wages/i],
  ['stateIncomeTax', /state\s+(?:income\s+)?tax/i],
  ['localWages', /local\s+wages/i],
  ['localIncomeTax', /local\s+(?:income\s+)?tax/i],
  ['locality', /locality/i],
];

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);

/**
 * A state's two-letter code as printed or as OCR reads a small capital pair ("wi", "Wi"): a code
 * in capitals is taken as it is; another case only when it is a state's code.
 */
function stateCode(t: string): string | null {
  if (/^[A-Z]{2}$/.test(t)) return t;
  const up = t.toUpperCase();
  return /^[A-Za-z]{2}$/.test(t) && US_STATES.has(up) ? up : null;
}

function readStates(lines: Line[], rows: ChildRow[]): void {
  // The header: captions found by their words, or (two-line captions, "16 State" over "wages")
  // a line that carries at least three of the box numbers 15-20 beside the word "State".
  const header =
    findCaption(lines, ['State income tax', 'State tax', 'State wages'], 0.85)?.line ??
    lines.find(
      (l) =>
        /\bstate\b/i.test(l.text) &&
        new Set(l.items.map((i) => i.text.trim()).filter((t) => /^(?:1[5-9]|20)$/.test(t))).size >= 3,
    );
  if (!header) return;
  const cols: { key: string; x0: number }[] = [];
  // Box numbers 15-20 start the columns (captions can run together into one cell).
  const BOX_KEYS: Record<string, string> = {
    '15': 'state',
    '16': 'stateWages',
    '17': 'stateIncomeTax',
    '18': 'localWages',
    '19': 'localIncomeTax',
    '20': 'locality',
  };
  // The header printed again further right (a sheet of several copies of the form side by side)
  // starts another copy: the rows' cells from there on are that copy's.
  let tableRight = Infinity;
  for (const item of header.items) {
    // The box number alone ("16") or starting its caption's printed piece ("16 State wages, tips").
    const key = BOX_KEYS[item.text.trim().match(/^(1[5-9]|20)(?=$|\s+[A-Za-z])/)?.[1] ?? ''];
    if (!key) continue;
    const seen = cols.find((c) => c.key === key);
    if (!seen) cols.push({ key, x0: item.x });
    else if (item.x > seen.x0 + 40) tableRight = Math.min(tableRight, item.x - 4);
  }
  const numbered = cols.length;
  const idItem = header.items.find((i) => /^employer/i.test(i.text.trim()) && i.x < tableRight);
  if (idItem && (cols.length >= 4 || (cols.some((c) => c.key === 'stateWages') && cols.length >= 3)))
    cols.push({ key: 'employerStateId', x0: idItem.x });
  if (cols.length < 4 || numbered < 3) cols.length = 0;
  const stateCell = header.cells.find(
    (c) => /^(?:15\s+)?state$/i.test(c.text.trim()) || /^15\s+state\b(?!\s+wages)/i.test(c.text.trim()),
  );
  if (stateCell && !cols.some((c) => c.key === 'state')) cols.push({ key: 'state', x0: stateCell.x0 });
  for (const [key, captions] of cols.length >= 4 ? [] : STATE_COLUMNS) {
    const cell = header.cells.find((c) => captions.test(c.text));
    if (cell) cols.push({ key, x0: cell.x0 });
  }
  if (cols.length < 3) return;
  cols.sort((a, b) => a.x0 - b.x0);
  const h = header.bottom - header.top || 8;
  let prevBottom = header.bottom;
  for (const line of lines) {
    if (line.index <= header.index || line.pageNumber !== header.pageNumber) continue;
    if (line.top - prevBottom > h * 4 || rows.length >= 4) break;
    if (looksLikeCaption(line.text) || /wage and tax statement|department of the treasury/i.test(line.text))
      break;
    const row = emptyStateRow(null);
    for (const cell of line.cells) {
      if (cell.x0 >= tableRight) continue;
      // By the cell's centre: amounts sit right-aligned under captions that start further right.
      const centre = (cell.x0 + cell.x1) / 2;
      const col = [...cols].reverse().find((c) => centre >= c.x0 - 10) ?? cols[0]!;
      let text = cell.text.trim();
      // State code and state ID printed close enough to share a cell centred under the ID's caption.
      const codeAndId = /^([A-Za-z]{2})\s+([\w-]*\d[\w-]*)$/.exec(text);
      if (col.key === 'employerStateId' && codeAndId && stateCode(codeAndId[1]!) && row.state === null) {
        row.state = stateCode(codeAndId[1]!);
        row.employerStateId = codeAndId[2]!;
        continue;
      }
      if (col.key === 'state') {
        // State code and state ID often print close enough to share a cell.
        const m = text.match(/^([A-Za-z]{2})\b[\s|]*(.*)$/);
        if (m && stateCode(m[1]!)) {
          row.state = stateCode(m[1]!);
          text = m[2]!.trim();
          if (!text) continue;
          if (row.employerStateId === null) row.employerStateId = text;
          continue;
        }
      }
      if (['stateWages', 'stateIncomeTax', 'localWages', 'localIncomeTax'].includes(col.key)) {
        // One or two bare digits in a money column are a speck or a rule OCR read ("1"), not an
        // amount: the boxes print dollars with cents or at least hundreds.
        if (/^\d{1,2}$/.test(text)) continue;
        row[col.key] = amountValue(text);
      } else row[col.key] = text;
    }
    if (row.state === null && row.stateWages === null && row.stateIncomeTax === null) continue;
    // Another block starts ("Reconciliation of box 1 wages"): state rows begin with a state code.
    if (row.state !== null && !/^[A-Z]{2}$/.test(String(row.state))) break;
    rows.push({ ...row, [CONF]: line.confidence * 0.85 });
    prevBottom = line.bottom;
  }
}

function taxYearOf(lines: Line[], doc: DocumentText): number | null {
  const anchors = lines.filter((l) => /\bW-?2\b|wage and tax statement/i.test(l.text));
  for (const a of anchors) {
    const near = lines.filter((l) => l.pageNumber === a.pageNumber && Math.abs(l.index - a.index) <= 2);
    for (const l of [a, ...near]) {
      const m = l.text.match(/\b(20[0-9]{2})\b/);
      if (m && !/OMB/i.test(l.text.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) return Number(m[1]);
    }
  }
  const m = doc.plainText.match(/\b(?:tax year|for year|year)\s*:?\s*(20[0-9]{2})\b/i);
  return m ? Number(m[1]) : null;
}
