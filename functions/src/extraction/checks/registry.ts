// Runs the arithmetic checks of a document type and turns failures into lower field confidence.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { CheckResult, ParsedDocument } from '../types';
import { checkBalanceSheet } from './balance-sheet';
import { checkBankStatement } from './bank-statement';
import { checkCashFlow } from './cash-flow';
import { checkCreditCardStatement } from './credit-card-statement';
import { checkInvoice } from './invoice';
import { checkIrs1040 } from './irs-1040';
import { checkIrs1099 } from './irs-1099';
import { checkPayslip } from './payslip';
import { checkProfitLoss } from './profit-loss';
import { checkW2 } from './w2';

type Checker = (parsed: ParsedDocument) => CheckResult[];

const CHECKERS: Record<ExtractableTypeCode, Checker> = {
  bank_statement: checkBankStatement,
  credit_card_statement: checkCreditCardStatement,
  invoice: checkInvoice,
  payslip: checkPayslip,
  w2: checkW2,
  irs_1040: checkIrs1040,
  irs_1099: checkIrs1099,
  profit_loss: checkProfitLoss,
  balance_sheet: checkBalanceSheet,
  cash_flow: checkCashFlow,
};

/** Confidence multiplier for a field involved in a failed check that names two or three values. */
export const FAILED_CHECK_FACTOR = 0.6;

/**
 * A failed check says one of the values it names is wrong, not all of them: a sum over twenty rows
 * that misses by one misread row leaves nineteen right. The more values a check names, the less its
 * failure says about each: 0.6 for up to three, then 1 − 1/n (0.75 for four, 0.9 for ten), capped at 0.9.
 */
export function failedCheckFactor(named: number): number {
  return named <= 3 ? FAILED_CHECK_FACTOR : Math.min(0.9, 1 - 1 / named);
}

/**
 * Runs the type's checks over the values read from the document: a value the parser derived (a
 * total summed from the rows) is hidden from them, since checking it would only repeat the sum
 * that made it. A check whose inputs are then missing does not run, and the review says so.
 */
export function runChecks(documentType: ExtractableTypeCode, parsed: ParsedDocument): CheckResult[] {
  const derived = Object.entries(parsed.provenance ?? {}).filter(([, how]) => how === 'derived');
  if (derived.length === 0) return CHECKERS[documentType](parsed);
  const fields = { ...parsed.fields };
  for (const [name] of derived) if (name in fields) fields[name] = null;
  return CHECKERS[documentType]({ ...parsed, fields });
}

/**
 * Returns a copy of `parsed` with `checks` recorded and the confidence of every field involved
 * in a failed check lowered (once per failed check, so two failures compound).
 */
export function applyCheckPenalties(parsed: ParsedDocument, checks: CheckResult[]): ParsedDocument {
  const fieldConfidence = { ...parsed.fieldConfidence };
  for (const check of checks) {
    if (check.passed) continue;
    const named = [...new Set(check.fields)].filter(
      (field) => fieldConfidence[field] !== undefined || (parsed.fields[field] ?? null) !== null,
    );
    const factor = failedCheckFactor(named.length);
    for (const field of named) {
      // A field the parser did not score starts from 1; an absent one gets no score at all.
      fieldConfidence[field] = Math.round((fieldConfidence[field] ?? 1) * factor * 1000) / 1000;
    }
  }
  return { ...parsed, fieldConfidence, checks };
}
