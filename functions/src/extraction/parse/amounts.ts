// Money parsing for statements and invoices in US and European notation.

export type DecimalMark = '.' | ',';

export interface ParsedAmount {
  /** Signed value: negative when printed with a minus, parentheses or a DR/debit marker. */
  value: number;
  /** Unsigned magnitude. */
  magnitude: number;
  /** How the sign was shown, if at all. */
  signHint: 'minus' | 'parentheses' | 'cr' | 'dr' | null;
  currency: string | null;
  /** True when the number had exactly two decimals (a strong money signal). */
  hasCents: boolean;
}

export interface ParseAmountOptions {
  /** Forces the decimal mark; otherwise inferred from the token (see decimalMarkOf). */
  decimal?: DecimalMark;
  /**
   * When true, a trailing CR means a credit to the account holder (positive) and DR a debit
   * (negative) — the bank-statement reading. Default true.
   */
  crPositive?: boolean;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  S$: 'SGD',
  A$: 'AUD',
  C$: 'CAD',
  Rs: 'INR',
  'Rs.': 'INR',
  CHF: 'CHF',
  USD: 'USD',
  EUR: 'EUR',
  GBP: 'GBP',
  INR: 'INR',
  SGD: 'SGD',
  CAD: 'CAD',
  AUD: 'AUD',
  JPY: 'JPY',
};

const CURRENCY_RE = '(?:US\\$|S\\$|A\\$|C\\$|Rs\\.?|CHF|USD|EUR|GBP|INR|SGD|CAD|AUD|JPY|[$€£₹¥])';
const NUMBER_RE =
  "(?:\\d{1,3}(?:[,.\\s\\u00a0\\u202f']\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,4})?|[.,]\\d{2})";
// In free text a space is a word gap, not a thousands separator ("2 100.00" is qty 2, 100.00).
const FREE_NUMBER_RE = "(?:\\d{1,3}(?:[,.\\u202f']\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,4})?)";

// sign? currency? sign? ( number ) trailing-sign? currency? CR/DR?
const AMOUNT_RE = new RegExp(
  `^([-−–+])?\\s*(${CURRENCY_RE})?\\s*([-−–+])?\\s*(\\()?\\s*(${CURRENCY_RE})?\\s*(${NUMBER_RE})\\s*(\\))?\\s*([-−–])?\\s*(${CURRENCY_RE})?\\s*(CR|DR|Cr|Dr|cr|dr|C|D)?\\.?$`,
);

/**
 * The decimal mark a number token uses: the last of '.'/',' when both occur; a lone ',' followed
 * by exactly 1-2 digits (or 3+ groups) is decimal; a lone '.' is decimal unless it separates
 * groups of three twice or more ("1.234.567").
 */
export function decimalMarkOf(numberText: string, fallback: DecimalMark = '.'): DecimalMark {
  const lastDot = numberText.lastIndexOf('.');
  const lastComma = numberText.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  if (lastComma >= 0) {
    const commas = numberText.split(',').length - 1;
    const after = numberText.length - lastComma - 1;
    if (commas === 1 && after !== 3) return ',';
    return commas === 1 && after === 3 ? (fallback === ',' ? ',' : '.') : '.';
  }
  if (lastDot >= 0) {
    const dots = numberText.split('.').length - 1;
    const after = numberText.length - lastDot - 1;
    if (dots > 1) return ',';
    if (after === 3 && fallback === ',') return ',';
    return '.';
  }
  return fallback;
}

function toNumber(numberText: string, mark: DecimalMark): number | null {
  const compact = numberText.replace(/[\s\u00a0\u202f']/g, '');
  const thousands = mark === '.' ? ',' : '.';
  const parts = compact.split(mark);
  if (parts.length > 2) return null;
  const intPart = parts[0]!.split(thousands).join('');
  const frac = parts[1];
  if (!/^\d*$/.test(intPart) || (frac !== undefined && !/^\d+$/.test(frac))) return null;
  const n = Number(`${intPart || '0'}${frac !== undefined ? `.${frac}` : ''}`);
  return Number.isFinite(n) ? n : null;
}

/** Rounds to cents, avoiding binary noise such as 0.1 + 0.2. */
export function roundMoney(n: number): number {
  return Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
}

/**
 * Parses one amount token such as `1,234.56`, `(1,234.56)`, `-1,234.56`, `1,234.56-`,
 * `1,234.56 CR`, `$1,234.56`, `€ 1.234,56`, `1 234,56 €`, `₹1,234`; null when the text is
 * not an amount.
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): ParsedAmount | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return null;
  const m = t.match(AMOUNT_RE);
  if (!m) return null;
  const [, lead1, cur1, lead2, open, cur2, num, close, trail, cur3, crdr] = m;
  if (!!open !== !!close) return null;
  const mark = options.decimal ?? decimalMarkOf(num!);
  // "1,234" under a ',' decimal mark would become 1.234; only allow a grouped number whose
  // groups match the mark.
  const magnitude = toNumber(num!, mark);
  if (magnitude === null) return null;
  const signs = [lead1, lead2, trail].filter(Boolean);
  if (signs.length > 1) return null;
  const negSign = signs.length === 1 && signs[0] !== '+';
  const marker = crdr?.toUpperCase();
  // A lone "C"/"D" suffix only counts beside a sign-less number, as some statements print it.
  let signHint: ParsedAmount['signHint'] = null;
  let negative = false;
  if (open) {
    signHint = 'parentheses';
    negative = true;
  } else if (negSign) {
    signHint = 'minus';
    negative = true;
  }
  if (marker === 'CR' || marker === 'C') {
    signHint = 'cr';
    negative = options.crPositive === false;
  } else if (marker === 'DR' || marker === 'D') {
    signHint = 'dr';
    negative = options.crPositive !== false;
  }
  const frac = num!.split(mark)[1];
  return {
    value: negative && magnitude !== 0 ? -magnitude : magnitude,
    magnitude,
    signHint,
    currency: CURRENCY_SYMBOLS[cur1 ?? cur2 ?? cur3 ?? ''] ?? null,
    hasCents: frac !== undefined && frac.length === 2,
  };
}

/**
 * True for a token that reads as money in a table cell: it has cents, a currency symbol, a
 * sign marker, or thousands grouping — so that plain integers (quantities, reference numbers,
 * years) are not taken as amounts.
 */
export function isMoneyToken(text: string, options: ParseAmountOptions = {}): boolean {
  const a = parseAmount(text, options);
  if (!a) return false;
  if (a.hasCents || a.currency) return true;
  const grouped = /\d[,.]\d{3}(?!\d)/.test(text);
  return grouped && a.signHint !== null;
}

export interface AmountMatch {
  amount: ParsedAmount;
  text: string;
  index: number;
}

/**
 * Every money token in free text, left to right (e.g. the amounts on a summary line). Tokens
 * glued to letters or other digits are skipped, so "Invoice 2024-001" yields nothing.
 */
export function findAmounts(text: string, options: ParseAmountOptions = {}): AmountMatch[] {
  const re = new RegExp(
    `(?<![\\w.,/-])(?:[-−–]\\s?)?(?:${CURRENCY_RE}\\s?)?(?:[-−–]\\s?)?\\(?(?:${CURRENCY_RE}\\s?)?${FREE_NUMBER_RE}\\)?(?:-)?(?:\\s?${CURRENCY_RE})?(?:\\s?(?:CR|DR|Cr|Dr))?(?![\\w/%]|[.,]\\d|\\s?%)`,
    'g',
  );
  const out: AmountMatch[] = [];
  for (const m of text.matchAll(re)) {
    const raw = m[0].trim();
    const amount = parseAmount(raw, options);
    if (!amount || !(amount.hasCents || amount.currency)) continue;
    out.push({ amount, text: raw, index: m.index });
  }
  return out;
}

/**
 * Reads a money cell from OCR text, where the decimal point is often lost ("2037" for 20.37):
 * a bare 3-7 digit number (optionally signed) is taken to have implied cents. Use only on cells
 * known to hold money (a money column); text-layer cells go through parseAmount.
 */
export function parseOcrMoney(text: string, options: ParseAmountOptions = {}): ParsedAmount | null {
  let t = text.trim();
  // Thousands commas read as points ("5.015.36"): only the last point, before two digits, is the
  // decimal point. No notation prints two points in one amount, so this is never another reading.
  if (/^[-(]?\$?\d{1,3}(?:\.\d{3})+\.\d{2}[-)]?$/.test(t)) t = t.replace(/\.(?=\d{3}\.)/g, ',');
  const m = t.match(/^(-)?(\d{3,7})(-)?$/);
  if (!m) return parseAmount(t, options);
  const magnitude = Number(m[2]) / 100;
  const negative = !!(m[1] || m[3]);
  return {
    value: negative ? -magnitude : magnitude,
    magnitude,
    signHint: negative ? 'minus' : null,
    currency: null,
    hasCents: true,
  };
}

/** OCR's space after an amount's thousands comma or its point closed up: "2, 503.51" → "2,503.51". */
export function closeSeparatorSpaces(text: string): string {
  return text.replace(/(\d[,.]) (\d)/g, '$1$2');
}

export interface AmountValueOptions extends ParseAmountOptions {
  /**
   * The document prints whole units (financial statements): a separator before exactly three
   * final digits groups thousands even where OCR read a comma as a period ("44.675.911").
   */
  wholeUnits?: boolean;
}

/**
 * The value of an amount as forms and statements print it in a box or cell: everything
 * parseAmount reads, plus a printed nil ("-", "—", "-0-", "nil") as 0 — so an empty box keeps its
 * place instead of letting the next box's value slide into it — the peso prefixes ("P 1,234",
 * "₱1,234") and digits spaced out in comb boxes ("52 000.00"). Null when the text is not an amount.
 */
export function amountValue(
  text: string | null | undefined,
  options: AmountValueOptions = {},
): number | null {
  if (text === null || text === undefined) return null;
  let t = text.trim();
  if (/^[-–—]?0?[-–—]$|^-0-$|^nil$/i.test(t)) return 0;
  if (!/\d/.test(t)) return null;
  if (options.wholeUnits && /^[^\d]*\d{1,3}(?:[.,]\d{3})+[^\d]*$/.test(t))
    t = t.replace(/(\d)[.,](?=\d{3}\b)/g, '$1');
  t = t.replace(/^(?:P\/?|PHP|Php|₱)\s*(?=[\d(])/, '').replace(/\(\s*(?:P\/?|₱)\s*/, '(');
  t = t.replace(/(\d)\s+(?=\d)/g, '$1');
  const a = parseAmount(t, options);
  return a ? a.value : null;
}
