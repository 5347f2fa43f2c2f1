import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { applyCheckPenalties, FAILED_CHECK_FACTOR, failedCheckFactor, runChecks } from './registry';

const parsed: ParsedDocument = {
  fields: { subtotal: 100, taxAmount: 10, totalAmount: 120, vendorName: 'ACME' },
  lineItems: [],
  fieldConfidence: { subtotal: 0.9, taxAmount: 0.9, totalAmount: 1, vendorName: 0.8 },
  checks: [],
};

describe('runChecks', () => {
  it('runs the checks of the document type', () => {
    expect(runChecks('invoice', parsed).map((c) => c.id)).toEqual(['invoice.total']);
    expect(runChecks('bank_statement', parsed)).toEqual([]);
  });
});

describe('applyCheckPenalties', () => {
  it('lowers the confidence of fields in failed checks only and records the checks', () => {
    const checks = runChecks('invoice', parsed);
    const out = applyCheckPenalties(parsed, checks);
    expect(out.checks).toBe(checks);
    expect(out.fieldConfidence.subtotal).toBeCloseTo(0.9 * FAILED_CHECK_FACTOR);
    expect(out.fieldConfidence.totalAmount).toBeCloseTo(FAILED_CHECK_FACTOR);
    expect(out.fieldConfidence.vendorName).toBe(0.8);
    expect(parsed.fieldConfidence.subtotal).toBe(0.9);
  });

  it('lowers each value of a failed check over many values less: one of them is wrong, not all', () => {
    const rows = Array.from({ length: 10 }, (_, i) => `transactions[${i}].amount`);
    const many: ParsedDocument = {
      fields: {},
      transactions: rows.map(() => ({ amount: 1 })),
      fieldConfidence: Object.fromEntries(rows.map((k) => [k, 0.9])),
      checks: [],
    };
    const out = applyCheckPenalties(many, [
      { id: 'x', description: '', passed: false, values: {}, fields: rows },
    ]);
    expect(out.fieldConfidence['transactions[0].amount']).toBeCloseTo(0.81);
    expect(failedCheckFactor(2)).toBe(FAILED_CHECK_FACTOR);
    expect(failedCheckFactor(4)).toBe(0.75);
  });

  it('leaves confidence alone when checks pass and gives no score to absent fields', () => {
    const ok = { ...parsed, fields: { ...parsed.fields, totalAmount: 110 } };
    expect(applyCheckPenalties(ok, runChecks('invoice', ok)).fieldConfidence).toEqual(ok.fieldConfidence);
    const out = applyCheckPenalties(parsed, [
      { id: 'x', description: '', passed: false, values: {}, fields: ['dueDate'] },
    ]);
    expect(out.fieldConfidence).not.toHaveProperty('dueDate');
  });
});

describe('runChecks for every type', () => {
  it('dispatches each extractable type to its checks', () => {
    const w2 = runChecks('w2', { fields: {}, fieldConfidence: {}, checks: [] });
    expect(Array.isArray(w2)).toBe(true);
    const bs = runChecks('balance_sheet', {
      fields: { totalAssets: 100, totalLiabilities: 40, totalEquity: 50 },
      lineItems: [],
      fieldConfidence: {},
      checks: [],
    });
    expect(bs.some((c) => !c.passed)).toBe(true);
  });
});

describe('runChecks over derived values', () => {
  it('hides values the parser computed, so a check cannot pass on its own arithmetic', () => {
    const parsed = {
      fields: { beginningBalance: 100, endingBalance: 150, totalDeposits: 999, totalWithdrawals: 0 },
      transactions: [{ transactionDate: '2024-01-02', amount: 50, creditDebit: 'credit' }],
      fieldConfidence: {},
      checks: [],
    };
    const read = runChecks('bank_statement', parsed);
    expect(read.find((c) => c.id === 'bank.transaction_totals')?.passed).toBe(false);
    const derived = runChecks('bank_statement', {
      ...parsed,
      provenance: { totalDeposits: 'derived', totalWithdrawals: 'derived' },
    });
    expect(derived.find((c) => c.id === 'bank.transaction_totals')).toBeUndefined();
    expect(derived.find((c) => c.id === 'bank.balance_equation')?.passed).toBe(true);
  });
});
