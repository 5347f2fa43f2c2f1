// Credit card statements of any issuer: the transaction table by its titles, summary values by
// label (beside or below), and the row type from sign and wording.
import { isMoneyToken, parseAmount, roundMoney, type ParsedAmount } from '../parse/amounts';
import { findDates, inferNumericOrder } from '../parse/dates';
import { FieldSet, findAddressBlocks, rowConfidence, type CellConfidences } from '../parse/fields';
import { findLabeledValue, normalizeLabel } from '../parse/labels';
import { cellConfidence, documentLines, type Line } from '../parse/layout';
import { oneDigitApart, oneDigitMisreadOrLost, withCents } from '../parse/repair';
import {
  closesGroup,
  findStatementPeriod,
  periodForInference,
  readTransactions,
  rowsOutsidePeriod,
  sectionDirection,
  type RawTransaction,
  type SummaryLine,
} from '../parse/transactions';
import { runChecks } from '../checks/registry';
import { offerAlternatives } from '../readings';
import type { AlternativeReading, ChildRow, DocumentText, ParsedDocument, TypeParser } from '../types';

export const CREDIT_CARD_FIELDS = [
  'cardIssuer',
  'cardHolderName',
  'accountNumber',
  'statementStartDate',
  'statementEndDate',
  'paymentDueDate',
  'minimumPaymentDue',
  'newBalance',
  'previousBalance',
  'totalPurchases',
  'totalPayments',
  'totalFees',
  'totalInterest',
  'creditLimit',
  'availableCredit',
  'apr',
] as const;

type CardTxType = 'purchase' | 'payment' | 'fee' | 'interest' | 'refund' | 'cash_advance';

const AMOUNT_LABELS: [field: string, labels: string[]][] = [
  [
    'previousBalance',
    [
      'previous balance',
      'previous monthly balance',
      'previous statement balance',
      "last month's balance",
      'balance from last statement',
      'prior balance',
      'opening balance',
      'balance brought forward',
    ],
  ],
  [
    'newBalance',
    [
      'new balance',
      'statement balance',
      'new balance total',
      'closing balance',
      'total amount due',
      'total balance',
      'balance due',
      'current balance',
    ],
  ],
  [
    'minimumPaymentDue',
    [
      'minimum payment due',
      'minimum amount due',
      'total minimum due',
      'minimum payment',
      'minimum due',
      'min payment due',
    ],
  ],
  ['creditLimit', ['credit limit', 'total credit limit', 'credit line', 'credit access line']],
  [
    'availableCredit',
    [
      'available credit',
      'available credit limit',
      'total available credit limit',
      'credit available',
      'available credit line',
      'credit line available',
    ],
  ],
  [
    'totalPurchases',
    [
      'purchases and adjustments',
      'purchases and other charges',
      'purchases and other debits',
      'total purchases',
      'new purchases',
      'new charges',
      'total new charges',
      'purchases',
    ],
  ],
  [
    'totalPayments',
    ['payments and other credits', 'payments and credits', 'total payments', 'payments credits', 'payments'],
  ],
  ['totalFees', ['total fees charged', 'fees charged', 'total fees', 'fees']],
  [
    'totalInterest',
    ['total interest charged', 'interest charged', 'interest charge', 'finance charge', 'total interest'],
  ],
];

function classify(raw: RawTransaction, credit: boolean): CardTxType {
  const d = raw.description.toLowerCase();
  const typed = (raw.type ?? '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .trim();
  if (/^payment/.test(typed)) return 'payment';
  if (/^(refund|return|credit)/.test(typed)) return credit || typed !== 'credit' ? 'refund' : 'purchase';
  if (/^fee/.test(typed)) return 'fee';
  if (/^interest|finance charge/.test(typed)) return 'interest';
  if (/^cash( advance)?/.test(typed)) return 'cash_advance';
  if (/^(purchase|sale|debit)/.test(typed)) return 'purchase';
  if (!credit && raw.section) {
    if (/^fees/.test(raw.section)) return 'fee';
    if (/^interest/.test(raw.section)) return 'interest';
    if (/^cash advance/.test(raw.section)) return 'cash_advance';
  }
  if (credit) return /payment|thank you|autopay|pymt|paid|giro|direct debit/.test(d) ? 'payment' : 'refund';
  if (/\binterest\b|finance charge/.test(d)) return 'interest';
  if (/\bfees?\b|late charge|annual charge|membership/.test(d)) return 'fee';
  if (/cash advance|\batm\b|cash withdrawal/.test(d)) return 'cash_advance';
  return 'purchase';
}

const CATEGORIES: [RegExp, string][] = [
  [
    /\b(cafe|coffee|bakery|breakfast|toast|bites|eat|eats|eatery|restaurant|grill|diner|pizza|burger|food|feast|kitchen|deli|flavou?rs?|culinary|gastronomic|epicurean|grub)\b/i,
    'Dining',
  ],
  [
    /\b(market|mart|grocer|grocery|supermarket|pantry|bazaar|provision|fare|finds|storage|shop|wonders)\b/i,
    'Groceries & Shopping',
  ],
  [/\b(transit|bus|taxi|uber|lyft|grab|metro|rail|train|commute|parking|drive)\b/i, 'Transportation'],
  [/\b(airline|air|hotel|travel|booking|airbnb|expedia)\b/i, 'Travel'],
  [/\b(fuel|gas|petrol|shell|exxon|chevron|bp)\b/i, 'Fuel'],
  [/\b(fitness|gym|fitlife|pass|health|pharmacy|clinic)\b/i, 'Health & Fitness'],
  [/\b(netflix|spotify|subscription|streaming|prime)\b/i, 'Subscriptions'],
];

function categoryOf(text: string, type: CardTxType): string | null {
  if (type === 'payment') return 'Payment';
  if (type === 'fee' || type === 'interest') return 'Fees & Interest';
  return CATEGORIES.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The merchant: the first description cell, or the description without a trailing "CITY CC". */
function merchantOf(raw: RawTransaction): string {
  if (raw.parts.length > 1) return raw.parts[0]!;
  return raw.description.replace(/\s+[A-Z][A-Z .'-]{2,}\s+[A-Z]{2}$/, '').trim() || raw.description;
}

function findCardNumber(lines: Line[]): { value: string; confidence: number } | null {
  for (const l of lines) {
    const full = l.text.match(/\b(?:\d{4}[- ]){3}(\d{4})\b/);
    if (full) return { value: full[1]!, confidence: 0.9 };
    const masked = l.text.match(/(?:[Xx*•]{4}[- ]?){1,3}(\d{4})\b|ending (?:in )?(\d{4})\b/i);
    if (masked) return { value: masked[1] ?? masked[2]!, confidence: 0.9 };
  }
  for (const l of lines) {
    // A mask of any length a scan read in part ("***#* 4227", "XXXX-XXXXXX-67279"), or lost ("Account #: 4227").
    const m = l.text.match(
      /\b(?:account|card)\s*(?:number|no\.?|#)?\s*:?\s*(?:[Xx*•#.·]+[- ]?){0,4}\d?(\d{4})\s*$/i,
    );
    // Other long numbers of the label's own text rule it out; a ZIP code before it on the line
    // (an address beside the account box) does not.
    if (m && !/\d{5,}/.test(l.text.slice(m.index).replace(/[- ]/g, '').replace(m[1]!, '')))
      return { value: m[1]!, confidence: 0.75 };
  }
  const v = findLabeledValue(lines, ['account number', 'card number', 'account ending in'], { kind: 'text' });
  const digits = typeof v?.value === 'string' ? v.value.match(/(\d{4})\b(?!.*\d{4})/) : null;
  return digits ? { value: digits[1]!, confidence: 0.7 } : null;
}

/** Words of a card product's name ("Cash Back Mastercard", "Platinum Rewards Visa"), not an issuer's. */
const PRODUCT_WORDS =
  /\b(cash\s*back|rewards?|platinum|gold|silver|titanium|signature|preferred|miles|points|travel|secured|student|premier|elite|world|infinite|classic|unlimited|everyday|store|retail)\b/i;

/**
 * A line's cells with the words of large type joined: a letterhead's words are spaced for its size
 * ("Keystone" "Bank" "Card" as three cells), so a name is read from runs of cells whose gaps are
 * under half their type's height.
 */
function letterheadRuns(l: Line): { text: string; items: Line['cells'][number]['items'] }[] {
  const runs: { text: string; items: Line['cells'][number]['items']; x1: number }[] = [];
  for (const c of l.cells) {
    const size = Math.max(...c.items.map((i) => i.height));
    const prev = runs.at(-1);
    const prevSize = prev ? Math.max(...prev.items.map((i) => i.height)) : 0;
    if (prev && size >= 12 && prevSize >= 12 && c.x0 - prev.x1 < Math.min(size, prevSize) * 0.6) {
      prev.text = `${prev.text} ${c.text}`;
      prev.items = [...prev.items, ...c.items];
      prev.x1 = c.x1;
    } else runs.push({ text: c.text, items: c.items, x1: c.x1 });
  }
  return runs;
}

/**
 * The card issuer: a bank or card-services name near the top of the first page. A name made of
 * product words ("Cash Back Mastercard") gives way to any other issuer-like name; among product
 * names the letterhead (largest type) is the issuer, never a title that says "Statement".
 */
export function findIssuer(lines: Line[]): string | null {
  const candidates: { name: string; product: boolean; size: number; order: number }[] = [];
  for (const l of lines.slice(0, 40)) {
    for (const c of letterheadRuns(l)) {
      const brand = c.text.match(
        /\b(American Express|Chase|Citi(bank)?|Capital One|Discover|Barclays|Wells Fargo|Bank of America|HSBC|DBS|OCBC|UOB|Standard Chartered|Maybank)\b/,
      );
      const m = c.text.match(
        /^([A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,3}?)\s+(credit card|card services|card|bank|visa|mastercard|amex|american express|credit union|federal credit union|fcu)\b/i,
      );
      const size = Math.max(...c.items.map((i) => i.height));
      // A card member's heading ("JANE DOE  Card # 6791") carries the card's number: no issuer does.
      if (m && !/statement|payment|total|date|number|balance|ending|account|#|\d{4}/i.test(c.text)) {
        const name = c.text.split(/\s+-\s+/)[0]!.trim();
        candidates.push({ name, product: PRODUCT_WORDS.test(m[1]!), size, order: candidates.length });
      } else if (brand) candidates.push({ name: brand[1]!, product: false, size, order: candidates.length });
    }
  }
  if (candidates.length === 0) return null;
  const plain = candidates.find((c) => !c.product);
  if (plain) return plain.name;
  return [...candidates].sort((a, b) => b.size - a.size || a.order - b.order)[0]!.name;
}

/** Words of a statement's captions and furniture, never of a person's name. */
const STATEMENT_WORDS =
  /\b(account|summary|payment|information|statement|balance|credit|card|bank|date|due|total|new|previous|minimum|available|period|page|transactions?|activity|fees?|interest|purchases?|rewards?|services?|customer|charges?|cash|details?|monthly|annual|rate|limit|line|member|mastercard|visa)\b/i;

/** What a card's type column says when it names the kind of row (not a spending category). */
const ROW_KIND =
  /^(purchases?|sales?|payments?|credits?|refunds?|returns?|fees?|interest|finance charges?|cash( advances?)?|debits?|adjustments?|cr|dr|c|d|\+|-)$/i;

const BALANCE_FIELDS = new Set(['previousBalance', 'newBalance', 'availableCredit']);

/** A caption of a year's figure, not the period's. */
const YEAR_TO_DATE = /\b(year[- ]to[- ]date|ytd|(in|for) (19|20)\d\d)\b/i;

/** A row of a rate table: a percentage and two or more amounts on one line. */
function isRateTableRow(l: Line): boolean {
  const isPct = (t: string) => /^\d{1,2}(?:[.,]\d{1,3})?\s*%$/.test(t.trim());
  const percent = l.cells.findIndex((c) => isPct(c.text));
  if (percent < 0) return false;
  if (l.cells.filter((c) => isMoneyToken(c.text)).length >= 2) return true;
  // A promotion's or balance type's row ("Regular Purchases  -  29.99%  1,923.35"): the amount right
  // after the rate, no label between them, is a balance at that rate, not the label's value.
  const next = l.cells.slice(percent + 1).find((c) => /[a-z0-9]/i.test(c.text));
  return !!next && isMoneyToken(next.text);
}

/**
 * The purchase APR: the first percentage after an APR label on its line, or under the label on the
 * line below (a rate table's "Annual Percentage Rate (APR)" column).
 */
function findApr(lines: Line[]): { value: number; confidence: number } | null {
  // A rate in a sentence (a late-payment warning's "Penalty APR of 29.99%") is a last resort.
  return findAprIn(lines, false) ?? findAprIn(lines, true);
}

/** A cell of running text (a warning or a note), not a label. */
const isProse = (text: string) => text.trim().split(/\s+/).length >= 10;

/** A financing promotion's words: its rate is not the purchase APR. */
const PROMOTION =
  /\b(promo|promotional|promotion|deferred interest|intro|introductory|no interest if paid)\b/i;

/** The label cell and the text before it on its line (not a neighbouring pair's words). */
function cellsNear(l: Line, ci: number): string {
  return l.cells
    .slice(0, ci + 1)
    .map((c) => c.text)
    .join(' ');
}

function findAprIn(lines: Line[], prose: boolean): { value: number; confidence: number } | null {
  const LABEL = /\b(annual percentage rate|apr|interest rate)\b/i;
  const PCT = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/;
  for (const [i, l] of lines.entries()) {
    const ci = l.cells.findIndex((c) => LABEL.test(c.text) && (prose || !isProse(c.text)));
    if (ci < 0) continue;
    // The penalty rate is never the purchase APR, nor a promotion's or an introductory rate.
    if (/\bpenalty\b/i.test(l.text) || PROMOTION.test(cellsNear(l, ci))) continue;
    const cell = l.cells[ci]!;
    const after = [
      cell.text.slice(cell.text.search(LABEL)),
      ...l.cells.slice(ci + 1, ci + 3).map((c) => c.text),
    ];
    for (const t of after) {
      const m = t.match(PCT);
      if (m) return { value: Number(m[1]!.replace(',', '.')), confidence: 0.85 };
    }
    const below = lines[i + 1];
    if (below && below.pageNumber === l.pageNumber) {
      const under = below.cells.find((c) => c.x1 > cell.x0 - 4 && c.x0 < cell.x1 + 4 && PCT.test(c.text));
      // A promotion's row under a rate column ("12 Months Deferred Interest ... 0.00%").
      if (under && !PROMOTION.test(below.text))
        return { value: Number(under.text.match(PCT)![1]!.replace(',', '.')), confidence: 0.75 };
    }
  }
  return null;
}

function summary(summaries: SummaryLine[], re: RegExp): number | null {
  const s = summaries.find((x) => re.test(normalizeLabel(x.description)));
  return s ? Math.abs(s.amount.value) : null;
}

const KIND_TOTALS: [field: string, types: CardTxType[]][] = [
  ['totalPurchases', ['purchase', 'cash_advance']],
  ['totalPayments', ['payment', 'refund']],
  ['totalFees', ['fee']],
  ['totalInterest', ['interest']],
];

/** The summary equation's terms, in its order: previous - payments + purchases + fees + interest = new. */
const SUMMARY_TERMS = [
  'previousBalance',
  'totalPayments',
  'totalPurchases',
  'totalFees',
  'totalInterest',
  'newBalance',
] as const;

/**
 * A row amount a scan misread in one digit ("331.78" for 131.78) or whose point it lost ("2037" for
 * 20.37). When the summary's own equation holds on the totals as read (previous − payments +
 * purchases + fees + interest = new balance, so the totals are confirmed), a kind whose rows do not
 * add to its total has the one row that closes it repaired: only when exactly one row of that kind,
 * changed so, makes the sum hold. Each repair is recorded (provenance, warning).
 */
function repairRowDigits(
  f: FieldSet,
  transactions: ChildRow[],
  confidences: CellConfidences[],
  warnings: string[],
  total: (types: CardTxType[]) => number,
): void {
  const [prev, pay, pur, fees, int, nb] = SUMMARY_TERMS.map((k) => f.num(k));
  if ([prev, pay, pur, fees, int, nb].some((v) => v === null)) return;
  if (Math.abs(prev! - pay! + pur! + fees! + int! - nb!) >= 0.005) return;
  for (const [field, types] of KIND_TOTALS) {
    const diff = roundMoney(f.num(field)! - total(types));
    if (Math.abs(diff) < 0.005) continue;
    const found = transactions.flatMap((t, i) => {
      const from = t.amount;
      if (typeof from !== 'number' || !types.includes(t.transactionType as CardTxType)) return [];
      const to = roundMoney(from + diff);
      const cents = withCents(from);
      const lostPoint = cents !== null && Math.abs(cents - to) < 0.005;
      return to > 0 && (oneDigitApart(from, to) || lostPoint) ? [{ i, from, to }] : [];
    });
    if (found.length !== 1) continue;
    const { i, from, to } = found[0]!;
    transactions[i]!.amount = to;
    f.provenance[`transactions[${i}].amount`] = 'repaired';
    const c = confidences[i];
    if (c) c.row = Math.min(c.row, 0.6);
    warnings.push(
      `Row ${i + 1}: amount read as ${from} was repaired to ${to} so the rows add to the ${field}.`,
    );
  }
}

/**
 * A balance whose caption a scan garbled ("CTE Balance" for "Previous Balance"): the summary's own
 * equation (previous - payments + purchases + fees + interest = new) gives the value the missing
 * balance must have; a printed amount on a line whose caption says "balance" that equals it is that
 * balance, read (the arithmetic chose the line, the figure is as printed). Nothing is set from the
 * arithmetic alone.
 */
function balanceFromEquation(f: FieldSet, outside: Line[], field: 'previousBalance' | 'newBalance'): void {
  if (f.has(field)) return;
  const terms = ['totalPayments', 'totalPurchases', 'totalFees', 'totalInterest'].map((k) => f.num(k));
  const otherField = field === 'previousBalance' ? 'newBalance' : 'previousBalance';
  const other = f.num(otherField);
  if (other === null || terms.some((t) => t === null)) return;
  const [payments, purchases, fees, interest] = terms as number[];
  const change = -payments! + purchases! + fees! + interest!;
  const want = roundMoney(field === 'previousBalance' ? other - change : other + change);
  const hits: { line: Line; confidence: number }[] = [];
  for (const line of outside) {
    const caption = line.cells[0]?.text ?? '';
    if (!/\bbalance\b/i.test(caption) || line.cells.length < 2) continue;
    const money = line.cells.slice(1).filter((c) => isMoneyToken(c.text));
    if (money.length !== 1) continue;
    const v = parseAmount(money[0]!.text);
    const signed = v && v.signHint === 'cr' ? -v.magnitude : v?.value;
    if (signed !== undefined && Math.abs(signed - want) < 0.005)
      hits.push({ line, confidence: cellConfidence(money[0]!) });
  }
  if (hits.length === 1) f.set(field, want, Math.min(0.75, hits[0]!.confidence));
  // Its figure unreadable ("USO Lo0E9T"): the one unknown of the equation, marked derived, when
  // the balance it comes from was read, and surely (a scan's "4,092.2" would give a wrong one).
  else if (
    hits.length === 0 &&
    f.provenance[otherField] === undefined &&
    (f.confidence[otherField] ?? 0) >= 0.9
  )
    f.derive(field, want, 0.5);
}

/**
 * Scans only: a balance with one digit misread or lost, or a total misread, when the summary's
 * equation (previous - payments + purchases + fees + interest = new) holds with it changed (the
 * balance to the value the others ask for, the total to its rows' sum), and only one term can be
 * so changed. Every term must be read, not derived.
 */
function repairBalanceByEquation(f: FieldSet, warnings: string[], rowSums: Record<string, number>): void {
  if (SUMMARY_TERMS.some((k) => !f.has(k) || f.provenance[k] !== undefined)) return;
  const [prev, pay, purch, fees, int, next] = SUMMARY_TERMS.map((k) => f.num(k)!) as number[];
  const change = -pay! + purch! + fees! + int!;
  if (Math.abs(prev! + change - next!) < 0.005) return;
  const wantNew = roundMoney(prev! + change);
  const wantPrev = roundMoney(next! - change);
  const fixes: [string, number][] = [
    ...(oneDigitMisreadOrLost(next!, wantNew) ? [['newBalance', wantNew] as [string, number]] : []),
    ...(oneDigitMisreadOrLost(prev!, wantPrev) ? [['previousBalance', wantPrev] as [string, number]] : []),
  ];
  // A total misread beyond one digit ("1847.69" for "$47.63"): its rows' sum, when the equation
  // holds with that sum in its place.
  const signOf: Record<string, number> = {
    totalPayments: -1,
    totalPurchases: 1,
    totalFees: 1,
    totalInterest: 1,
  };
  for (const [field, sum] of Object.entries(rowSums)) {
    const read = f.num(field)!;
    if (Math.abs(read - sum) < 0.005) continue;
    if (Math.abs(prev! + change + signOf[field]! * (sum - read) - next!) < 0.005) fixes.push([field, sum]);
  }
  if (fixes.length !== 1) return;
  const [field, value] = fixes[0]!;
  warnings.push(`${field} ${f.num(field)} was repaired to ${value}: the summary's equation holds only so.`);
  f.repair(field, value, 0.6);
}

/** What the page gives every reading of it: its lines, period and transaction table. */
interface CardPage {
  lines: Line[];
  numericOrder: ReturnType<typeof inferNumericOrder>;
  period: ReturnType<typeof findStatementPeriod>;
  table: ReturnType<typeof readTransactions>;
  outside: Line[];
}

/**
 * How a reading tells a credit (payment, refund) from a charge: given the row, its index in the
 * table, the default reading's answer (`marked`: a minus, parentheses or CR, a credit column, a
 * type column, a credits section or payment words) and, for one signed amount column, its amount.
 */
type SignReading = (
  raw: RawTransaction,
  index: number,
  marked: boolean,
  single: ParsedAmount | null,
) => boolean;

const AS_MARKED: SignReading = (_raw, _i, marked) => marked;

/** Words of a credit's description or type: money paid in or given back. */
const CREDIT_WORDS =
  /\b(payments?|thank you|autopay|pymt|refunds?|returns?|returned|credits?|reversal|cashback)\b/i;

/**
 * The other ways a statement prints its credits in one amount column, each a reading the
 * statement's arithmetic can confirm or refute: charges printed with a minus (the account's view)
 * and credits plain; or no sign at all (or one a scan lost), credits told only by their wording,
 * type or section.
 */
const SIGN_CONVENTIONS: { what: string; sign: SignReading }[] = [
  {
    what: 'charges printed negative, credits plain',
    sign: (_raw, _i, marked, a) =>
      !a
        ? marked
        : a.signHint === 'cr' ||
          (a.signHint !== 'dr' && a.signHint !== 'minus' && a.signHint !== 'parentheses'),
  },
  {
    what: 'credits told by their wording, not their sign',
    sign: (raw, _i, marked, a) =>
      !a
        ? marked
        : a.signHint === 'cr' ||
          CREDIT_WORDS.test(`${raw.type ?? ''} ${raw.description}`) ||
          sectionDirection(raw.section) === 'credit',
  },
];

export const parseCreditCardStatement: TypeParser = (doc: DocumentText): ParsedDocument => {
  const lines = documentLines(doc);
  const numericOrder = inferNumericOrder(lines.map((l) => l.text).join('\n'));
  const period = findStatementPeriod(lines, { numericOrder });
  const table = readTransactions(lines, {
    dates: { numericOrder, period: periodForInference(period, lines, { numericOrder }) },
  });
  const outside = lines.filter((l) => !table.consumed.has(l.index));
  const page: CardPage = { lines, numericOrder, period, table, outside };
  const primary = readCard(doc, page, AS_MARKED);
  const readings: AlternativeReading[] = [
    { what: 'credits marked by sign, column, section or wording', parsed: primary },
    ...SIGN_CONVENTIONS.map(({ what, sign }) => ({ what, parsed: readCard(doc, page, sign) })),
  ];
  // One row's sign lost (a scan's dropped minus): tried row by row only when the statement's own
  // arithmetic refutes the reading, so a statement that adds up costs nothing more.
  const refuted = runChecks('credit_card_statement', primary).some((c) => !c.passed);
  // Which money column is which, when the reading as titled does not add up.
  if (refuted)
    for (const { what, roles } of columnReadings(table.rows))
      readings.push({ what, parsed: readCard(doc, page, AS_MARKED, new Set(), roles) });
  if (refuted)
    for (const i of table.rows.keys())
      readings.push({
        what: `row ${i + 1} read with the other sign`,
        parsed: readCard(doc, page, (_raw, k, marked) => (k === i ? !marked : marked)),
      });
  // A section whose direction its title does not say (a "Payments" list printed unsigned).
  const sections = [...new Set(table.rows.map((r) => r.section))];
  if (sections.length > 1)
    for (const section of sections)
      readings.push({
        what: `rows of ${section ? `the "${section}" section` : 'no section'} read with the other sign`,
        parsed: readCard(doc, page, (raw, _k, marked) => (raw.section === section ? !marked : marked)),
      });
  const subtotals = rowsClosingAGroup(table.rows);
  if (subtotals.size > 0)
    readings.push({
      what: 'rows that add up the rows above them are subtotals',
      parsed: readCard(doc, page, AS_MARKED, subtotals),
    });
  const swapped = withDatesSwapped(primary);
  if (swapped) readings.push({ what: 'second date column is the transaction date', parsed: swapped });
  return offerAlternatives(readings);
};

/**
 * The rows with their two dates exchanged, when some row was read as posted before it was made:
 * which column is which is then in doubt (the titles may name neither), and the dates' order says.
 */
function withDatesSwapped(parsed: ParsedDocument): ParsedDocument | null {
  const rows = parsed.transactions ?? [];
  const early = rows.some(
    (r) =>
      typeof r.transactionDate === 'string' &&
      typeof r.postDate === 'string' &&
      r.postDate < r.transactionDate,
  );
  if (!early) return null;
  return {
    ...parsed,
    transactions: rows.map((r) => ({
      ...r,
      transactionDate: r.postDate ?? null,
      postDate: r.transactionDate ?? null,
    })),
  };
}

/**
 * Rows that add up the rows above them in their section (two or more, since the last such row): a
 * subtotal printed as a row, whatever its caption says. Whether it is one is the arithmetic's call.
 */
function rowsClosingAGroup(rows: RawTransaction[]): Set<number> {
  const out = new Set<number>();
  let start = 0;
  for (const [i, raw] of rows.entries()) {
    if (i > 0 && raw.section !== rows[i - 1]!.section) start = i;
    if (closesGroup(rows.slice(start, i), raw.amounts)) {
      out.add(i);
      start = i + 1;
    }
  }
  return out;
}

/** Which money column plays which part: the row's amounts under the roles this reading gives them. */
type ColumnRoles = (amounts: Record<string, ParsedAmount>) => Record<string, ParsedAmount>;

const AS_TITLED: ColumnRoles = (amounts) => amounts;

/**
 * Other parts the table's money columns may play when its titles are unknown or misleading: each
 * column alone as the signed amount, and each pair as charges and credits. At most four columns.
 */
function columnReadings(rows: RawTransaction[]): { what: string; roles: ColumnRoles }[] {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.amounts)))].filter((k) => k !== 'balance');
  if (keys.length < 2 || keys.length > 4) return [];
  const keep = (amounts: Record<string, ParsedAmount>, roles: Record<string, string>) => {
    const out: Record<string, ParsedAmount> = {};
    for (const [role, key] of Object.entries(roles)) if (amounts[key]) out[role] = amounts[key];
    if (amounts.balance) out.balance = amounts.balance;
    return out;
  };
  return [
    ...keys.map((k) => ({
      what: `the "${k}" column is the amount`,
      roles: (a: Record<string, ParsedAmount>) => keep(a, { amount: k }),
    })),
    ...keys.flatMap((d) =>
      keys
        .filter((c) => c !== d)
        .map((c) => ({
          what: `the "${d}" column holds charges and the "${c}" column credits`,
          roles: (a: Record<string, ParsedAmount>) => keep(a, { debit: d, credit: c }),
        })),
    ),
  ];
}

function readCard(
  doc: DocumentText,
  page: CardPage,
  sign: SignReading,
  skip: ReadonlySet<number> = new Set(),
  roles: ColumnRoles = AS_TITLED,
): ParsedDocument {
  const { lines, numericOrder, period, table, outside } = page;
  const f = new FieldSet(CREDIT_CARD_FIELDS);
  const warnings: string[] = [];

  if (period.start) f.set('statementStartDate', period.start, period.confidence);
  if (period.end) f.set('statementEndDate', period.end, period.confidence);
  const due = findLabeledValue(outside, ['payment due date', 'due date', 'payment due', 'pay by'], {
    kind: 'date',
    date: { numericOrder },
    belowLines: 1,
  });
  if (due) f.set('paymentDueDate', due.value as string, due.confidence);
  else {
    // "Minimum amount due 72.75 by 05 Sep 2025".
    for (const l of outside) {
      const m = l.text.match(/\bdue\b.*?\b(?:by|on|before)\s+(.+)$/i);
      const d = m ? findDates(m[1]!, { numericOrder }).find((x) => !x.yearInferred) : undefined;
      if (d) {
        f.set('paymentDueDate', d.iso, 0.7);
        break;
      }
    }
  }

  // Label/amount pairs, not rows of a rate table ("Purchases  17.99%  690.98  10.68": an interest
  // charge calculation) whose first cell reads like a summary label.
  // Nor a sentence of a warning that names a caption ("Only the minimum payment: paid off in about 8
  // years, estimated total $9,474.25"): a caption labels a figure, running text does not.
  const pairs = outside
    .filter((l) => !isRateTableRow(l))
    .map((l) =>
      l.cells.some((c) => isProse(c.text)) ? { ...l, cells: l.cells.filter((c) => !isProse(c.text)) } : l,
    );
  // A year's total ("Total Interest Charged in 2023", "Fees Year-to-Date") is not this period's.
  const periodPairs = pairs.filter((l) => !YEAR_TO_DATE.test(l.cells[0]?.text ?? ''));
  for (const [field, labels] of AMOUNT_LABELS) {
    const rivals = AMOUNT_LABELS.filter(([other]) => other !== field).flatMap(([, l]) => l);
    const v = findLabeledValue(BALANCE_FIELDS.has(field) ? pairs : periodPairs, labels, {
      kind: 'amount',
      direction: 'both',
      belowLines: 1,
      rivals,
    });
    if (!v) continue;
    // A balance keeps its sign (a credit balance is negative, "541.15 CR" too); totals are sizes.
    const signed = v.amount?.signHint === 'cr' ? -Math.abs(v.value as number) : (v.value as number);
    f.set(field, BALANCE_FIELDS.has(field) ? signed : Math.abs(v.value as number), v.confidence);
  }
  f.set('previousBalance', summary(table.summaries, /(previous|last|prior|opening|brought)/), 0.85);
  f.set('newBalance', summary(table.summaries, /(new balance|amount due|closing|statement balance)/), 0.8);

  const apr = findApr(outside);
  if (apr) f.set('apr', apr.value, apr.confidence);

  const transactions: ChildRow[] = [];
  /** Each row's, and its description's own words' (a garbled merchant is not the amount's doubt, nor the reverse). */
  const confidences: CellConfidences[] = [];
  // A "Type" column of spending categories (Dining, Travel…) rather than row kinds is a category.
  const typeIsCategory = table.rows.some((r) => r.type && !ROW_KIND.test(r.type.trim()));
  // Installment plans and other dated tables that are not this period's activity.
  const stale = rowsOutsidePeriod(table.rows, period, 25);
  for (const [index, raw] of table.rows.entries()) {
    if (stale.has(raw) || skip.has(index)) continue;
    if (typeIsCategory && raw.type && !raw.category) raw.category = raw.type;
    const amounts = roles(raw.amounts);
    const { debit, amount } = amounts;
    // "Payments" on a card is money paid in (a credit), beside a charges column.
    const credit = amounts.credit ?? amounts.payments;
    let value: number;
    let isCredit: boolean;
    let single: ParsedAmount | null = null;
    let conf = raw.confidence;
    if (credit && !debit) {
      value = credit.magnitude;
      isCredit = credit.signHint !== 'dr';
    } else if (debit) {
      value = debit.magnitude;
      isCredit = debit.signHint === 'cr';
    } else {
      const a = amount ?? Object.entries(amounts).find(([k]) => k !== 'balance')?.[1];
      if (!a) continue;
      single = a;
      value = a.magnitude;
      // Card statements print charges unsigned and credits with a minus, parentheses or CR; a
      // type column or a "Payments and credits" section says so too.
      isCredit = a.signHint === 'cr' || a.signHint === 'minus' || a.signHint === 'parentheses';
      if (
        !a.signHint &&
        (/^(payment|refund|return|credit)/i.test(raw.type ?? '') ||
          sectionDirection(raw.section) === 'credit')
      )
        isCredit = true;
      if (!a.signHint && /payment|thank you/i.test(raw.description)) {
        isCredit = true;
        conf *= 0.8;
      }
    }
    isCredit = sign(raw, index, isCredit, single);
    const type = classify(raw, isCredit);
    const merchant =
      type === 'purchase' || type === 'refund' || type === 'cash_advance' ? merchantOf(raw) : null;
    transactions.push({
      transactionDate: raw.date,
      postDate: raw.postDate,
      description: raw.description,
      merchant,
      category: raw.category ?? categoryOf(raw.description, type),
      transactionType: type,
      amount: value,
    });
    const own = raw.descriptionConfidence;
    confidences.push({ row: conf, cells: { description: own, merchant: own } });
  }
  if (transactions.length === 0) warnings.push('No transaction table was found.');

  const total = (types: CardTxType[]) =>
    Math.round(
      transactions
        .filter((t) => types.includes(t.transactionType as CardTxType))
        .reduce((a, t) => a + (t.amount as number), 0) * 100,
    ) / 100;
  if (transactions.length > 0) {
    // A summary total whose point a scan lost ("$215." for $2.15) is the rows' sum a hundredfold:
    // the rows' own arithmetic gives the one reading under which it holds.
    for (const [field, types] of [
      ['totalPurchases', ['purchase', 'cash_advance']],
      ['totalPayments', ['payment', 'refund']],
      ['totalFees', ['fee']],
      ['totalInterest', ['interest']],
    ] as [string, CardTxType[]][]) {
      const read = f.num(field);
      const sum = total(types);
      if (read !== null && sum > 0 && Math.abs(read - sum * 100) < 0.005) f.repair(field, sum, 0.6);
    }
    // Scans only: a text layer's figures are as printed.
    if (doc.pages.some((p) => p.source === 'ocr'))
      repairRowDigits(f, transactions, confidences, warnings, total);
    f.derive('totalPurchases', total(['purchase', 'cash_advance']), 0.7);
    f.derive('totalPayments', total(['payment', 'refund']), 0.7);
    f.derive('totalFees', total(['fee']), 0.6);
    f.derive('totalInterest', total(['interest']), 0.6);
    const subtotal = summary(table.summaries, /^(sub ?total|total)$/);
    if (!f.has('newBalance') && subtotal !== null) f.set('newBalance', subtotal, 0.6);
  }
  if (doc.pages.some((p) => p.source === 'ocr') && transactions.length > 0)
    repairBalanceByEquation(f, warnings, {
      totalPayments: total(['payment', 'refund']),
      totalPurchases: total(['purchase', 'cash_advance']),
      totalFees: total(['fee']),
      totalInterest: total(['interest']),
    });
  balanceFromEquation(f, outside, 'previousBalance');
  balanceFromEquation(f, outside, 'newBalance');

  const card = findCardNumber(lines);
  if (card) f.set('accountNumber', card.value, card.confidence);
  const issuer = findIssuer(lines);
  if (issuer) f.set('cardIssuer', issuer, 0.6);
  const holder = findLabeledValue(outside, ['cardholder name', 'card holder', 'cardholder', 'name'], {
    kind: 'text',
    direction: 'right',
  });
  if (holder && typeof holder.value === 'string' && /^[A-Za-z][A-Za-z .'-]{2,50}$/.test(holder.value)) {
    f.set('cardHolderName', holder.value, holder.confidence * 0.9);
  }
  const block = findAddressBlocks(outside)[0];
  if (block?.name) {
    // "Issuer Card Services - Jane Doe": the holder is the part that is not the issuer.
    const parts = block.name.split(/\s+-\s+/);
    const holderPart =
      parts.find((p) => !issuer || !normalizeLabel(issuer).includes(normalizeLabel(p))) ?? block.name;
    f.set('cardHolderName', holderPart, parts.length > 1 ? 0.6 : 0.7);
  }
  if (!f.has('cardHolderName')) {
    // "Issuer Card Services - Jane Doe" as a heading.
    for (const l of lines.slice(0, 10)) {
      const m = l.cells[0]?.text.match(/^(.+?)\s+-\s+([A-Z][A-Za-z.'-]+(?:\s[A-Z][A-Za-z.'-]+){1,3})$/);
      if (m && /\b(card|bank|credit|services|financial)\b/i.test(m[1]!)) {
        f.set('cardHolderName', m[2]!, 0.6);
        break;
      }
    }
  }
  if (!f.has('cardHolderName')) {
    // Many statements print the holder's name in capitals just above the street address.
    const firstName = outside.find(
      (l) =>
        l.pageNumber === 1 &&
        /^[A-Z][A-Z .'-]{3,40}$/.test(l.cells[0]?.text ?? '') &&
        l.cells[0]!.text.split(' ').length >= 2,
    );
    if (firstName) f.set('cardHolderName', firstName.cells[0]!.text, 0.5);
  }
  if (!f.has('cardHolderName')) {
    // An e-statement prints the holder's name alone at the top ("Jane Doe" over "Statement …").
    const name = lines
      .slice(0, 12)
      .filter((l) => l.pageNumber === 1)
      .flatMap((l) => l.cells)
      .find(
        (c) =>
          /^[A-Z][a-z'-]+(?: [A-Z]\.?)?(?: [A-Z][a-z'-]+){1,2}$/.test(c.text.trim()) &&
          !STATEMENT_WORDS.test(c.text) &&
          (!issuer || !normalizeLabel(issuer).includes(normalizeLabel(c.text))),
      );
    if (name) f.set('cardHolderName', name.text.trim(), 0.45);
  }

  const fieldConfidence: Record<string, number> = { ...f.confidence };
  rowConfidence('transactions', transactions, confidences, fieldConfidence);
  return { fields: f.fields, transactions, fieldConfidence, checks: [], provenance: f.provenance, warnings };
}
