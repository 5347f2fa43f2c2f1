import { describe, expect, it } from 'vitest';
import type { ParsedDocument, ScalarValue } from '../types';
import { checkIrs1040 } from './irs-1040';

const GOOD: Record<string, ScalarValue> = {
  taxYear: 2024,
  line1z_wages: 91000,
  line2b_taxableInterest: 412,
  line3b_ordinaryDividends: 1050,
  line7_capitalGain: -3000,
  line8_additionalIncome: 2500,
  line9_totalIncome: 91962,
  line10_adjustments: 1200,
  line11_agi: 90762,
  line12_standardDeduction: 29200,
  line15_taxableIncome: 61562,
  line16_tax: 6823,
  line22_taxAfterCredits: 4823,
  line24_totalTax: 4823,
  line25a_w2Withholding: 7100,
  line25b_1099Withholding: 150,
  line25c_otherWithholding: 0,
  line25d_totalWithholding: 7250,
  line26_estimatedPayments: 500,
  line27_eic: 0,
  line32_totalPayments: 7750,
  line33_overpayment: 2927,
  line34_refundAmount: 2927,
  line35a_refund: 2927,
  line36_amountYouOwe: null,
};

const run = (fields: Record<string, ScalarValue>) => {
  const parsed: ParsedDocument = { fields, fieldConfidence: {}, checks: [] };
  return Object.fromEntries(checkIrs1040(parsed).map((c) => [c.id, c]));
};

describe('checkIrs1040', () => {
  it('passes every line relation of a consistent return', () => {
    const r = run(GOOD);
    expect(Object.keys(r).sort()).toEqual(
      [
        'irs1040.agi',
        'irs1040.overpayment',
        'irs1040.refund',
        'irs1040.taxable_income',
        'irs1040.total_income',
        'irs1040.total_payments',
        'irs1040.total_tax',
        'irs1040.withholding',
      ].sort(),
    );
    for (const c of Object.values(r)) expect(c.passed, c.id).toBe(true);
  });

  it.each([
    ['irs1040.total_income', { line9_totalIncome: 80000 }],
    ['irs1040.agi', { line11_agi: 91762 }],
    ['irs1040.taxable_income', { line15_taxableIncome: 70000 }],
    ['irs1040.total_tax', { line24_totalTax: 4000 }],
    ['irs1040.withholding', { line25d_totalWithholding: 7350 }],
    ['irs1040.total_payments', { line32_totalPayments: 7650 }],
    ['irs1040.overpayment', { line33_overpayment: 2000 }],
    ['irs1040.refund', { line34_refundAmount: 3000 }],
  ])('fails %s when a line breaks it', (id, change) => {
    const r = run({ ...GOOD, ...change });
    expect(r[id]?.passed).toBe(false);
    expect(r[id]?.fields.length).toBeGreaterThan(1);
  });

  it('checks the amount owed (with the penalty) when tax exceeds payments', () => {
    const owing = {
      ...GOOD,
      line25a_w2Withholding: 2000,
      line25d_totalWithholding: 2150,
      line32_totalPayments: 2650,
      line33_overpayment: null,
      line34_refundAmount: null,
      line35a_refund: null,
    };
    expect(run({ ...owing, line36_amountYouOwe: 2173 })['irs1040.amount_owed']?.passed).toBe(true);
    expect(
      run({ ...owing, line36_amountYouOwe: 2200, line37_estimatedTaxPenalty: 27 })['irs1040.amount_owed']
        ?.passed,
    ).toBe(true);
    expect(run({ ...owing, line36_amountYouOwe: 1000 })['irs1040.amount_owed']).toMatchObject({
      passed: false,
      values: { expected: 2173 },
    });
  });

  it('confirms the values of an inequality that holds to the cent (line 13, line 23 and lines 4b-6b empty), and only then', () => {
    const byId = (f: Record<string, ScalarValue>) =>
      Object.fromEntries(checkIrs1040({ fields: f, fieldConfidence: {}, checks: [] }).map((c) => [c.id, c]));
    const exact = byId(GOOD);
    expect(exact['irs1040.taxable_income']?.verified).toEqual([
      'line15_taxableIncome',
      'line11_agi',
      'line12_standardDeduction',
    ]);
    expect(exact['irs1040.total_income']?.verified).toContain('line1z_wages');
    expect(exact['irs1040.total_tax']?.verified).toEqual(['line24_totalTax', 'line22_taxAfterCredits']);
    expect(exact['irs1040.refund']?.verified).toEqual(['line34_refundAmount', 'line33_overpayment']);
    // A QBI deduction (line 13), other taxes (line 23): the check holds, confirms nothing.
    const below = byId({ ...GOOD, line15_taxableIncome: 60000, line24_totalTax: 5000 });
    expect(below['irs1040.taxable_income']).toMatchObject({ passed: true });
    expect(below['irs1040.taxable_income']?.verified).toBeUndefined();
    expect(below['irs1040.total_tax']?.verified).toBeUndefined();
    // Both sides floored at zero prove nothing.
    const zero = byId({ ...GOOD, line11_agi: 20000, line9_totalIncome: 21200, line15_taxableIncome: 0 });
    expect(zero['irs1040.taxable_income']?.verified).toBeUndefined();
  });

  it("bounds the AGI by total income when line 10 was not read (a preparer's summary prints no line 10)", () => {
    const summary = { taxYear: 2024, line1z_wages: 86146, line9_totalIncome: 88160, line11_agi: 87199 };
    const r = run(summary);
    expect(r['irs1040.agi']).toBeUndefined();
    expect(r['irs1040.agi_at_most_total_income']).toMatchObject({ passed: true });
    expect(r['irs1040.agi_at_most_total_income']!.verified).toBeUndefined();
    expect(run({ ...summary, line11_agi: 97199 })['irs1040.agi_at_most_total_income']!.passed).toBe(false);
    // No adjustments: the AGI is the total income to the cent, an equality that confirms both.
    const equal = run({ ...summary, line11_agi: 88160 })['irs1040.agi']!;
    expect(equal).toMatchObject({
      passed: true,
      verified: ['line11_agi', 'line9_totalIncome', 'line10_adjustments'],
    });
  });
});
