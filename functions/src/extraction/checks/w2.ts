// W-2 payroll-tax arithmetic: social security tax is 6.2% of social security wages and tips up to
// the year's wage base; Medicare tax is 1.45% of Medicare wages (plus 0.9% withheld above $200,000).
import type { CheckResult, ParsedDocument } from '../types';
import { num as fieldNum, round2, verifiedWhenExact } from './arithmetic';

/** Social security wage base by tax year (SSA). */
export const SOCIAL_SECURITY_WAGE_BASE: Record<number, number> = {
  2020: 137_700,
  2021: 142_800,
  2022: 147_000,
  2023: 160_200,
  2024: 168_600,
  2025: 176_100,
};

const SS_RATE = 0.062;
const MEDICARE_RATE = 0.0145;
const ADDITIONAL_MEDICARE_RATE = 0.009;
const ADDITIONAL_MEDICARE_THRESHOLD = 200_000;

const num = (parsed: ParsedDocument, name: string) => fieldNum(parsed.fields, name);

/**
 * Within ±$1 or 0.02% of the expected amount, whichever is larger. Payroll withholds these taxes
 * per pay period, so the year's box 4 and box 6 differ from the rate times the year's wages by the
 * periods' rounding only (half a cent each: cents, not dollars). A looser bound (it was 0.5%, $25 on
 * $5,000 of tax) let a misread tens digit of box 3 or box 5, or a misread units digit of box 4 or 6,
 * pass as rounding (decision 186).
 */
function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= Math.max(1, Math.abs(expected) * 0.0002);
}

function wageBase(parsed: ParsedDocument): number {
  const year = num(parsed, 'taxYear');
  if (year !== null && SOCIAL_SECURITY_WAGE_BASE[year] !== undefined) return SOCIAL_SECURITY_WAGE_BASE[year]!;
  // Unknown year: the latest known base, so a high but plausible wage is not flagged.
  return Math.max(...Object.values(SOCIAL_SECURITY_WAGE_BASE));
}

export function checkW2(parsed: ParsedDocument): CheckResult[] {
  const out: CheckResult[] = [];
  const box3 = num(parsed, 'box3_socialSecurityWages');
  const box4 = num(parsed, 'box4_socialSecurityTaxWithheld');
  const box5 = num(parsed, 'box5_medicareWages');
  const box6 = num(parsed, 'box6_medicareTaxWithheld');
  const tips = num(parsed, 'box7_socialSecurityTips') ?? 0;
  const base = wageBase(parsed);
  // Income tax is withheld from the wages (box 2 never exceeds box 1), and Medicare wages are box 1
  // plus the elective deferrals box 1 leaves out (box 1 never exceeds a non-zero box 5).
  const box1 = num(parsed, 'box1_wages');
  const box2 = num(parsed, 'box2_federalTaxWithheld');
  if (box1 !== null && box2 !== null)
    out.push({
      id: 'w2.withholding_within_wages',
      description: 'Federal income tax withheld (box 2) does not exceed wages (box 1)',
      passed: box2 <= box1 + 0.01,
      values: { wages: box1, federalTaxWithheld: box2 },
      fields: ['box2_federalTaxWithheld', 'box1_wages'],
    });
  if (box1 !== null && box5 !== null && box5 > 0)
    out.push({
      id: 'w2.wages_within_medicare_wages',
      description: 'Wages (box 1) do not exceed Medicare wages (box 5)',
      passed: box1 <= box5 + 0.01,
      values: { wages: box1, medicareWages: box5 },
      fields: ['box1_wages', 'box5_medicareWages'],
    });
  // Social security wages and tips are capped Medicare wages: never more than box 5.
  if (box3 !== null && box5 !== null && box5 > 0)
    out.push({
      id: 'w2.social_security_within_medicare_wages',
      description: 'Social security wages and tips (boxes 3 + 7) do not exceed Medicare wages (box 5)',
      passed: box3 + tips <= box5 + 0.01,
      values: { socialSecurityWagesAndTips: round2(box3 + tips), medicareWages: box5 },
      fields: ['box3_socialSecurityWages', 'box7_socialSecurityTips', 'box5_medicareWages'],
    });
  if (box3 !== null) {
    const ssWages = box3 + tips;
    out.push({
      id: 'w2.social_security_wage_base',
      description: 'Social security wages and tips (boxes 3 + 7) do not exceed the wage base',
      passed: ssWages <= base + 0.01,
      values: { socialSecurityWagesAndTips: round2(ssWages), wageBase: base },
      fields: ['box3_socialSecurityWages', 'box7_socialSecurityTips'],
    });
  }
  if (box3 !== null && box4 !== null) {
    const expected = round2(SS_RATE * Math.min(box3 + tips, base));
    out.push({
      id: 'w2.social_security_tax',
      description: 'Box 4 is 6.2% of boxes 3 + 7 (up to the wage base)',
      passed: close(box4, expected),
      values: { expected, actual: box4, difference: round2(box4 - expected), wageBase: base },
      fields: ['box4_socialSecurityTaxWithheld', 'box3_socialSecurityWages'],
      // To the cent (no per-period rounding): a misread digit of either box breaks it.
      ...verifiedWhenExact(expected > 0 && box3 + tips <= base, box4, expected, [
        'box4_socialSecurityTaxWithheld',
        'box3_socialSecurityWages',
      ]),
    });
  }
  if (box5 !== null && box6 !== null) {
    const expected = round2(MEDICARE_RATE * box5);
    const withAdditional = round2(
      expected + ADDITIONAL_MEDICARE_RATE * Math.max(0, box5 - ADDITIONAL_MEDICARE_THRESHOLD),
    );
    const passed = close(box6, expected) || close(box6, withAdditional);
    out.push({
      id: 'w2.medicare_tax',
      description: 'Box 6 is 1.45% of box 5 (plus 0.9% above $200,000)',
      passed,
      values: {
        expected: passed && close(box6, withAdditional) && !close(box6, expected) ? withAdditional : expected,
        actual: box6,
        difference: round2(box6 - expected),
      },
      fields: ['box6_medicareTaxWithheld', 'box5_medicareWages'],
      ...verifiedWhenExact(expected > 0 && box5 <= ADDITIONAL_MEDICARE_THRESHOLD, box6, expected, [
        'box6_medicareTaxWithheld',
        'box5_medicareWages',
      ]),
    });
  }
  return out;
}
