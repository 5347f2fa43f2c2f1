import { describe, expect, it } from 'vitest';
import type { ParsedDocument, ScalarValue } from '../types';
import { checkIrs1099 } from './irs-1099';

const run = (fields: Record<string, ScalarValue>) =>
  Object.fromEntries(
    checkIrs1099({ fields, fieldConfidence: {}, checks: [] } satisfies ParsedDocument).map((c) => [c.id, c]),
  );

describe('checkIrs1099', () => {
  it('passes withholding within the income and fails withholding above it', () => {
    expect(
      run({ box1_nonemployeeCompensation: 5000, box4_federalTaxWithheld: 1200 })['irs1099.withholding']
        ?.passed,
    ).toBe(true);
    const bad = run({ box1_interestIncome: 100, box4_federalTaxWithheld: 240 })['irs1099.withholding']!;
    expect(bad).toMatchObject({ passed: false, values: { federalTaxWithheld: 240, income: 100 } });
    expect(bad.fields).toEqual(['box4_federalTaxWithheld', 'box1_interestIncome']);
  });

  it('fails qualified or section 199A dividends above the total ordinary dividends', () => {
    const ok = run({
      box1a_totalOrdinaryDividends: 1000,
      box1b_qualifiedDividends: 900,
      box5_section199A: 50,
    });
    expect(ok['irs1099.qualified_dividends']?.passed).toBe(true);
    expect(ok['irs1099.section199a_dividends']?.passed).toBe(true);
    const bad = run({
      box1a_totalOrdinaryDividends: 1000,
      box1b_qualifiedDividends: 1900,
      box5_section199A: 1050,
    });
    expect(bad['irs1099.qualified_dividends']?.passed).toBe(false);
    expect(bad['irs1099.section199a_dividends']?.passed).toBe(false);
  });

  it('runs nothing without the values', () => {
    expect(
      checkIrs1099({ fields: { box4_federalTaxWithheld: 10 }, fieldConfidence: {}, checks: [] }),
    ).toEqual([]);
  });

  it('confirms 1a and 1b when all the dividends are qualified (equal to the cent)', () => {
    const all = run({ box1a_totalOrdinaryDividends: 1000, box1b_qualifiedDividends: 1000 });
    expect(all['irs1099.qualified_dividends']?.verified).toEqual([
      'box1b_qualifiedDividends',
      'box1a_totalOrdinaryDividends',
    ]);
    const part = run({ box1a_totalOrdinaryDividends: 1000, box1b_qualifiedDividends: 900 });
    expect(part['irs1099.qualified_dividends']?.verified).toBeUndefined();
  });
});
