import { describe, expect, it } from 'vitest';
import { reviewExtraction } from './review';
import type { CheckResult, ParsedDocument } from './types';

const check = (passed: boolean, fields: string[]): CheckResult => ({
  id: 'bank.balance_equation',
  description: 'Opening balance + credits − debits = closing balance',
  passed,
  values: {},
  fields,
});

function bank(over: Partial<ParsedDocument> = {}): ParsedDocument {
  return {
    fields: { statementEndDate: '2024-01-31', beginningBalance: 10, endingBalance: 15, totalDeposits: 5 },
    transactions: [{ transactionDate: '2024-01-02', amount: 5, creditDebit: 'credit' }],
    fieldConfidence: {
      statementEndDate: 0.95,
      beginningBalance: 0.95,
      endingBalance: 0.95,
      totalDeposits: 0.95,
    },
    checks: [],
    ...over,
  };
}
const BALANCE = ['beginningBalance', 'endingBalance', 'totalDeposits'];

describe('reviewExtraction', () => {
  it('passes a complete document whose check held over values read from it', () => {
    const r = reviewExtraction('bank_statement', bank(), [check(true, BALANCE)]);
    expect(r).toMatchObject({ reviewRequired: false, reviewReasons: [] });
    expect(r.confidence).toBeCloseTo(0.95);
  });

  it('flags a missing expected field and lowers confidence', () => {
    const p = bank();
    p.fields.endingBalance = null;
    const r = reviewExtraction('bank_statement', p, [check(true, BALANCE)]);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toContain('Expected field not found: endingBalance');
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('flags a failed check; a check that could not run lowers confidence', () => {
    expect(reviewExtraction('bank_statement', bank(), [check(false, BALANCE)]).reviewReasons[0]).toMatch(
      /^Check failed/,
    );
    const unverified = reviewExtraction('bank_statement', bank(), []);
    expect(unverified.confidence).toBeLessThan(0.95);
    expect(unverified.reviewRequired).toBe(false);
    const weak = bank({
      fieldConfidence: {
        ...bank().fieldConfidence,
        statementEndDate: 0.75,
        endingBalance: 0.75,
        beginningBalance: 0.75,
      },
    });
    const r = reviewExtraction('bank_statement', weak, []);
    expect(r.reviewRequired).toBe(true);
    expect(r.reviewReasons).toContain('No arithmetic check could run: nothing was verified');
  });

  it('flags an expected field that was computed rather than read, not a computed total', () => {
    const derived = bank({ provenance: { endingBalance: 'derived' } });
    expect(reviewExtraction('bank_statement', derived, [check(true, BALANCE)]).reviewReasons).toEqual([
      'Computed from other values, not read: endingBalance',
    ]);
    const total = bank({ provenance: { totalDeposits: 'derived' } });
    expect(reviewExtraction('bank_statement', total, [check(true, BALANCE)]).reviewRequired).toBe(false);
  });

  it('flags low-confidence amounts and missing rows', () => {
    const low = bank({ fieldConfidence: { ...bank().fieldConfidence, endingBalance: 0.4 } });
    expect(reviewExtraction('bank_statement', low, [check(true, BALANCE)]).reviewReasons).toEqual([
      'Low confidence in 1 value: endingBalance',
    ]);
    const empty = bank({ transactions: [] });
    expect(reviewExtraction('bank_statement', empty, [check(true, BALANCE)]).reviewReasons).toEqual([
      'No transactions were found',
    ]);
  });
});
