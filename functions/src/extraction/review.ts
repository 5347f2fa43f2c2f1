// Decides whether a person (or Claude, in auto mode) must look at an extraction, and says why.
// A result is only trusted when what a document of its type always shows was found, the
// document's own arithmetic was checked over values actually read from it, and every check held.
// The same findings lower the overall confidence, so confidence and the review flag agree.
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { ChildArrayName, CheckResult, ParsedDocument } from './types';

/**
 * What every document of a type prints: a missing one means the reading failed somewhere. Kept
 * short on purpose (a field only some layouts print does not belong here).
 */
export const EXPECTED_FIELDS: Record<ExtractableTypeCode, { fields: string[]; children?: ChildArrayName }> = {
  bank_statement: {
    fields: ['statementEndDate', 'beginningBalance', 'endingBalance'],
    children: 'transactions',
  },
  credit_card_statement: { fields: ['statementEndDate', 'newBalance'], children: 'transactions' },
  invoice: { fields: ['invoiceNumber', 'invoiceDate', 'vendorName', 'totalAmount'] },
  payslip: { fields: ['employerName', 'payDate', 'grossPay', 'netPay'], children: 'lineItems' },
  w2: {
    fields: [
      'taxYear',
      'employeeName',
      'employerName',
      'employerEIN',
      'box1_wages',
      'box2_federalTaxWithheld',
    ],
  },
  irs_1040: {
    fields: [
      'taxYear',
      'filingStatus',
      'taxpayerFirstName',
      'taxpayerLastName',
      'line9_totalIncome',
      'line11_agi',
    ],
  },
  irs_1099: { fields: ['formVariant', 'taxYear', 'payerName', 'recipientName'] },
  profit_loss: { fields: ['companyName', 'totalRevenue', 'netIncome'], children: 'lineItems' },
  balance_sheet: { fields: ['companyName', 'totalAssets', 'totalEquity'], children: 'lineItems' },
  cash_flow: { fields: ['companyName', 'operatingCashFlow', 'endingCash'], children: 'lineItems' },
};

/**
 * The arithmetic every document of a type lets us verify (one of `anyOf` must run): the check
 * that ties the values a reader is most likely to get wrong to each other. When none of them
 * could run (an input missing, or only derived), nothing confirmed the reading, and the result
 * needs a look. `when` limits a check to documents that print what it needs (an invoice's line
 * arithmetic needs line items).
 */
export const CORE_CHECKS: Record<
  ExtractableTypeCode,
  { anyOf: string[]; description: string; when?: (parsed: ParsedDocument) => boolean }[]
> = {
  bank_statement: [
    { anyOf: ['bank.balance_equation'], description: 'opening balance + credits − debits = closing balance' },
  ],
  credit_card_statement: [
    {
      anyOf: ['credit_card.balance_equation'],
      description: 'previous balance + purchases − payments = new balance',
    },
  ],
  invoice: [
    {
      anyOf: ['invoice.lines_subtotal', 'invoice.total'],
      description: 'line items add up to the subtotal or total',
      when: (p) => (p.lineItems?.length ?? 0) > 0,
    },
  ],
  payslip: [
    { anyOf: ['payslip.net_pay'], description: 'gross pay − deductions = net pay' },
    // Line items but no earning line: the earnings were merged into another line or lost.
    {
      anyOf: ['payslip.earnings_sum'],
      description: 'earning lines add up to gross pay',
      when: (p) => (p.lineItems?.length ?? 0) > 0,
    },
  ],
  w2: [],
  irs_1040: [],
  irs_1099: [],
  profit_loss: [
    {
      anyOf: ['profit_loss.net_income', 'profit_loss.lines_net_income'],
      description: 'revenue − expenses = net income',
    },
  ],
  balance_sheet: [
    {
      anyOf: ['balance_sheet.accounting_equation'],
      description: 'total assets = total liabilities + total equity',
    },
  ],
  cash_flow: [{ anyOf: ['cash_flow.ending_cash'], description: 'beginning cash + net change = ending cash' }],
};

/**
 * Columns every row of a type's table carries once the table has the column at all: a row where
 * such a column is empty while other rows have it was misread (a shifted cell, a merged column), and
 * a unit price without a quantity leaves the line's arithmetic unchecked. Optional columns (a
 * running balance printed once a day, hours on earnings only) are not listed.
 */
export const ROW_COLUMNS: Partial<
  Record<ExtractableTypeCode, { children: ChildArrayName; columns: string[] }>
> = {
  bank_statement: { children: 'transactions', columns: ['transactionDate', 'description', 'amount'] },
  credit_card_statement: {
    children: 'transactions',
    columns: ['transactionDate', 'postDate', 'description', 'amount'],
  },
  invoice: { children: 'lineItems', columns: ['description', 'quantity', 'unitPrice', 'amount'] },
  payslip: { children: 'lineItems', columns: ['description'] },
  profit_loss: { children: 'lineItems', columns: ['section', 'accountName', 'amount'] },
  balance_sheet: { children: 'lineItems', columns: ['section', 'accountName', 'amount'] },
  cash_flow: { children: 'lineItems', columns: ['section', 'accountName', 'amount'] },
};

/**
 * Text a name never holds: a form's own caption ("Employee's address", "identification number") or
 * a "ST 12345" state-and-ZIP tail. Either means the reading ran a label or the next block into the
 * name (label bleed), whatever the layout.
 */
const LABEL_IN_NAME =
  /\b(?:employee|employer|recipient|payer|taxpayer|spouse|customer|vendor)['’]s\b|\baddress\b|\bidentification (?:number|no)\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/i;

/** Name fields (…Name) whose text carries a caption or an address: misread, whatever their confidence. */
function namesWithLabelText(parsed: ParsedDocument): string[] {
  return Object.entries(parsed.fields)
    .filter(([k, v]) => /Name$/.test(k) && typeof v === 'string' && LABEL_IN_NAME.test(v))
    .map(([k]) => k);
}

/** A parser warning that starts so says two readings of the page were both plausible. */
export const AMBIGUOUS_PREFIX = 'Ambiguous reading:';

/** An amount, date or number whose confidence is below this needs a look. */
export const LOW_VALUE_CONFIDENCE = 0.7;
/** Any value (a name, an address) whose confidence is below this needs a look. */
export const LOW_TEXT_CONFIDENCE = 0.5;
/** Below this overall confidence a result needs a look whatever else was found. */
export const REVIEW_CONFIDENCE = 0.7;
/** Overall confidence multipliers for what the review found. */
const MISSING_FIELD_FACTOR = 0.9;
const NOTHING_VERIFIED_FACTOR = 0.85;
const FAILED_CHECK_FACTOR = 0.85;
const DERIVED_FIELD_FACTOR = 0.97;
const CORE_CHECK_NOT_RUN_FACTOR = 0.85;
const PARTIAL_COLUMN_FACTOR = 0.9;

export interface Review {
  reviewRequired: boolean;
  /** Why review is required (empty when it is not). */
  reviewReasons: string[];
  /** Overall confidence after what the review found (0 when nothing was extracted). */
  confidence: number;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * Reviews a parsed (and checked) document. `extraReasons` come from reading (a suspected other
 * type, a failed Claude fallback…) and always require review.
 */
export function reviewExtraction(
  type: ExtractableTypeCode,
  parsed: ParsedDocument,
  checks: readonly CheckResult[],
  extraReasons: readonly string[] = [],
): Review {
  // Each finding either requires review on its own (blocking) or only lowers confidence.
  const blocking: string[] = [...extraReasons];
  const notes: string[] = [];
  const expected = EXPECTED_FIELDS[type];
  const provenance = parsed.provenance ?? {};
  const missing = expected.fields.filter((f) => isBlank(parsed.fields[f]));
  for (const f of missing) blocking.push(`Expected field not found: ${f}`);
  const childName = expected.children;
  const childMissing =
    childName !== undefined &&
    childName in DOCUMENT_FIELD_SCHEMAS[type].children &&
    !(parsed[childName]?.length ?? 0);
  if (childMissing)
    blocking.push(`No ${childName === 'transactions' ? 'transactions' : 'line items'} were found`);
  const derived = Object.keys(provenance).filter(
    (k) => provenance[k] === 'derived' && !isBlank(valueAt(parsed, k)),
  );
  for (const f of derived)
    (expected.fields.includes(f) ? blocking : notes).push(`Computed from other values, not read: ${f}`);
  for (const [field, how] of Object.entries(provenance))
    if (how === 'repaired') blocking.push(`Value repaired to satisfy the checks: ${field}`);

  // Two readings of the page both plausible: the parser took one, a person should confirm it.
  for (const w of parsed.warnings ?? []) if (w.startsWith(AMBIGUOUS_PREFIX)) blocking.push(w);
  for (const f of namesWithLabelText(parsed)) blocking.push(`Label or address text inside a name: ${f}`);
  const partial = partialColumns(type, parsed);
  for (const p of partial) blocking.push(p);

  const failed = checks.filter((c) => !c.passed);
  for (const c of failed) blocking.push(`Check failed: ${c.description} (${c.id})`);
  // Checks run over read values only (the registry hides derived ones), so none running means
  // nothing on the page confirmed the reading.
  const nothingVerified = checks.length === 0;
  const ran = new Set(checks.map((c) => c.id));
  const notRun = CORE_CHECKS[type].filter(
    (c) => (c.when?.(parsed) ?? true) && !c.anyOf.some((id) => ran.has(id)),
  );
  for (const c of notRun)
    blocking.push(`Check could not run (inputs missing or only derived): ${c.description}`);
  if (nothingVerified && notRun.length === 0)
    notes.push('No arithmetic check could run: nothing was verified');

  const low = Object.entries(parsed.fieldConfidence)
    .filter(([k, c]) => {
      const v = valueAt(parsed, k);
      if (!Number.isFinite(c) || isBlank(v) || provenance[k] === 'derived') return false;
      const valueLike = typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
      return c < (valueLike ? LOW_VALUE_CONFIDENCE : LOW_TEXT_CONFIDENCE);
    })
    .map(([k]) => k);
  if (low.length > 0)
    blocking.push(
      `Low confidence in ${low.length} value${low.length === 1 ? '' : 's'}: ${low.slice(0, 5).join(', ')}${low.length > 5 ? ', …' : ''}`,
    );

  const base = meanConfidence(parsed);
  const confidence =
    Math.round(
      base *
        MISSING_FIELD_FACTOR ** (missing.length + (childMissing ? 1 : 0)) *
        FAILED_CHECK_FACTOR ** failed.length *
        DERIVED_FIELD_FACTOR ** derived.length *
        (nothingVerified && notRun.length === 0 ? NOTHING_VERIFIED_FACTOR : 1) *
        CORE_CHECK_NOT_RUN_FACTOR ** notRun.length *
        PARTIAL_COLUMN_FACTOR ** partial.length *
        1000,
    ) / 1000;
  if (confidence < REVIEW_CONFIDENCE) blocking.push(`Low overall confidence (${confidence.toFixed(2)})`);
  const reviewRequired = blocking.length > 0;
  return { reviewRequired, reviewReasons: reviewRequired ? [...blocking, ...notes] : [], confidence };
}

/** Columns of the type's table that some rows have and others lack (see ROW_COLUMNS). */
function partialColumns(type: ExtractableTypeCode, parsed: ParsedDocument): string[] {
  const spec = ROW_COLUMNS[type];
  const rows = spec ? (parsed[spec.children] ?? []) : [];
  if (!spec || rows.length < 2) return [];
  const out: string[] = [];
  for (const col of spec.columns) {
    const have = rows.filter((r) => !isBlank(r[col])).length;
    if (have > 0 && have < rows.length)
      out.push(`Column read on only ${have} of ${rows.length} rows: ${spec.children}.${col}`);
  }
  if (spec.columns.includes('unitPrice')) {
    const unchecked = rows.filter((r) => !isBlank(r.unitPrice) && isBlank(r.quantity)).length;
    if (unchecked === rows.length)
      out.push(`Unit prices without quantities: the line arithmetic could not run on ${unchecked} rows`);
  }
  return out;
}

/** Value behind a fieldConfidence key: "netPay" or "transactions[3].amount". */
function valueAt(parsed: ParsedDocument, key: string): unknown {
  const m = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(key);
  if (!m) return parsed.fields[key];
  const rows = parsed[m[1] as ChildArrayName];
  return rows?.[Number(m[2])]?.[m[3] ?? ''];
}

/** Mean confidence of what was extracted; nothing extracted is 0. */
export function meanConfidence(parsed: ParsedDocument): number {
  const values = Object.entries(parsed.fieldConfidence)
    .filter(([k]) => k.includes('[') || (parsed.fields[k] ?? null) !== null)
    .map(([, v]) => v)
    .filter((v) => Number.isFinite(v));
  if (values.length === 0) return 0;
  return values.reduce((a, b) => a + b, 0) / values.length;
}
