import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { checkW2 } from './w2';

function w2(fields: Record<string, number | null>): ParsedDocument {
  return { fields, fieldConfidence: {}, checks: [] };
}

const byId = (parsed: ParsedDocument) => Object.fromEntries(checkW2(parsed).map((c) => [c.id, c]));

describe('checkW2', () => {
  it('flags withholding above the wages and wages above non-zero Medicare wages (a misread digit)', () => {
    const ok = byId(w2({ box1_wages: 52000, box2_federalTaxWithheld: 6100, box5_medicareWages: 55000 }));
    expect(ok['w2.withholding_within_wages']?.passed).toBe(true);
    expect(ok['w2.wages_within_medicare_wages']?.passed).toBe(true);
    const dot = byId(w2({ box1_wages: 5200000, box2_federalTaxWithheld: 6100, box5_medicareWages: 55000 }));
    expect(dot['w2.wages_within_medicare_wages']?.passed).toBe(false);
    expect(
      byId(w2({ box1_wages: 5200, box2_federalTaxWithheld: 6100 }))['w2.withholding_within_wages']?.passed,
    ).toBe(false);
    const ss = byId(w2({ box3_socialSecurityWages: 82000, box5_medicareWages: 55000 }));
    expect(ss['w2.social_security_within_medicare_wages']?.passed).toBe(false);
    expect(ok['w2.social_security_within_medicare_wages']).toBeUndefined();
    // No Medicare coverage (box 5 empty or 0): nothing to compare.
    expect(
      byId(w2({ box1_wages: 52000, box5_medicareWages: 0 }))['w2.wages_within_medicare_wages'],
    ).toBeUndefined();
  });

  it('passes when box 4 is 6.2% of box 3 and box 6 is 1.45% of box 5', () => {
    const r = byId(
      w2({
        taxYear: 2024,
        box3_socialSecurityWages: 88000,
        box4_socialSecurityTaxWithheld: 5456,
        box5_medicareWages: 88000,
        box6_medicareTaxWithheld: 1276,
      }),
    );
    expect(r['w2.social_security_tax']?.passed).toBe(true);
    expect(r['w2.medicare_tax']?.passed).toBe(true);
    expect(r['w2.social_security_wage_base']?.passed).toBe(true);
  });

  it('tolerates a dollar of rounding but not more', () => {
    expect(
      byId(w2({ box3_socialSecurityWages: 10000, box4_socialSecurityTaxWithheld: 620.9 }))[
        'w2.social_security_tax'
      ]?.passed,
    ).toBe(true);
    const bad = byId(w2({ box3_socialSecurityWages: 10000, box4_socialSecurityTaxWithheld: 720 }))[
      'w2.social_security_tax'
    ]!;
    expect(bad.passed).toBe(false);
    expect(bad.values).toMatchObject({ expected: 620, actual: 720, difference: 100 });
    expect(bad.fields).toContain('box4_socialSecurityTaxWithheld');
  });

  it('fails a digit misread in box 3 or box 4 that the old 0.5% bound passed as rounding (decision 186)', () => {
    // 6.2% of 81,234.00 is 5,036.51; box 3 read as 81,284.00 expects 5,039.61 ($3.10 off).
    const misread3 = byId(w2({ box3_socialSecurityWages: 81284, box4_socialSecurityTaxWithheld: 5036.51 }));
    expect(misread3['w2.social_security_tax']?.passed).toBe(false);
    const misread4 = byId(w2({ box3_socialSecurityWages: 81234, box4_socialSecurityTaxWithheld: 5038.51 }));
    expect(misread4['w2.social_security_tax']?.passed).toBe(false);
    // 1.45% of 81,234.00 is 1,177.89; box 6 read as 1,171.89.
    const misread6 = byId(w2({ box5_medicareWages: 81234, box6_medicareTaxWithheld: 1171.89 }));
    expect(misread6['w2.medicare_tax']?.passed).toBe(false);
    // 26 pay periods' rounding (cents) still passes.
    const rounded = byId(
      w2({
        box3_socialSecurityWages: 81234,
        box4_socialSecurityTaxWithheld: 5036.63,
        box5_medicareWages: 81234,
        box6_medicareTaxWithheld: 1177.8,
      }),
    );
    expect(rounded['w2.social_security_tax']?.passed).toBe(true);
    expect(rounded['w2.medicare_tax']?.passed).toBe(true);
  });

  it('caps social security tax at the wage base of the tax year', () => {
    // 2024 base 168,600: max tax 10,453.20 even when Medicare wages are higher.
    const r = byId(
      w2({
        taxYear: 2024,
        box3_socialSecurityWages: 168600,
        box4_socialSecurityTaxWithheld: 10453.2,
        box5_medicareWages: 250000,
        box6_medicareTaxWithheld: 4075,
      }),
    );
    expect(r['w2.social_security_tax']?.passed).toBe(true);
    // 1.45% of 250,000 plus 0.9% of the 50,000 above 200,000.
    expect(r['w2.medicare_tax']?.passed).toBe(true);
    const over = byId(
      w2({ taxYear: 2023, box3_socialSecurityWages: 168600, box4_socialSecurityTaxWithheld: 10453.2 }),
    );
    expect(over['w2.social_security_wage_base']).toMatchObject({
      passed: false,
      values: { wageBase: 160200 },
    });
    expect(over['w2.social_security_tax']?.passed).toBe(false);
  });

  it('fails a Medicare tax that matches neither rate', () => {
    const r = byId(w2({ box5_medicareWages: 50000, box6_medicareTaxWithheld: 900 }));
    expect(r['w2.medicare_tax']).toMatchObject({ passed: false, values: { expected: 725, actual: 900 } });
  });

  it('runs no check whose inputs are missing', () => {
    expect(checkW2(w2({ box1_wages: 1000 }))).toEqual([]);
  });

  it('confirms box 3 and 4 (5 and 6) when the tax is the rate times the wages to the cent, not within rounding', () => {
    const exact = byId(
      w2({
        box3_socialSecurityWages: 50000,
        box4_socialSecurityTaxWithheld: 3100,
        box5_medicareWages: 50000,
        box6_medicareTaxWithheld: 725,
      }),
    );
    expect(exact['w2.social_security_tax']?.verified).toEqual([
      'box4_socialSecurityTaxWithheld',
      'box3_socialSecurityWages',
    ]);
    expect(exact['w2.medicare_tax']?.verified).toEqual(['box6_medicareTaxWithheld', 'box5_medicareWages']);
    const rounded = byId(w2({ box3_socialSecurityWages: 50000, box4_socialSecurityTaxWithheld: 3100.4 }));
    expect(rounded['w2.social_security_tax']).toMatchObject({ passed: true });
    expect(rounded['w2.social_security_tax']?.verified).toBeUndefined();
  });
});
