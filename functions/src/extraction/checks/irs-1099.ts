// 1099 sanity: withholding cannot exceed the income it was withheld from, and dividend subsets
// (qualified, section 199A) cannot exceed total ordinary dividends.
import type { CheckResult, ParsedDocument } from '../types';
import { num, sum, TOLERANCE, verifiedWhenExact } from './arithmetic';

const INCOME_BOXES = [
  'box1_nonemployeeCompensation',
  'box1_rents',
  'box2_royalties',
  'box3_otherIncome',
  'box6_medicalPayments',
  'box10_grossProceedsAttorney',
  'box1_interestIncome',
  'box3_treasuryInterest',
  'box8_taxExemptInterest',
  'box1a_totalOrdinaryDividends',
  'box2a_totalCapitalGain',
];

export function checkIrs1099(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const out: CheckResult[] = [];
  const withheld = num(f, 'box4_federalTaxWithheld');
  const present = INCOME_BOXES.filter((b) => num(f, b) !== null);
  if (withheld !== null && present.length > 0) {
    const income = sum(present.map((b) => num(f, b)!));
    out.push({
      id: 'irs1099.withholding',
      description: 'Federal income tax withheld (box 4) does not exceed the income reported',
      passed: withheld >= -TOLERANCE && withheld <= income + TOLERANCE,
      values: { federalTaxWithheld: withheld, income },
      fields: ['box4_federalTaxWithheld', ...present],
    });
  }
  const total = num(f, 'box1a_totalOrdinaryDividends');
  for (const [box, id, label] of [
    ['box1b_qualifiedDividends', 'irs1099.qualified_dividends', 'Qualified dividends (1b)'],
    ['box5_section199A', 'irs1099.section199a_dividends', 'Section 199A dividends (5)'],
  ] as const) {
    const part = num(f, box);
    if (part === null || total === null) continue;
    out.push({
      id,
      description: `${label} do not exceed total ordinary dividends (1a)`,
      passed: part <= total + TOLERANCE,
      values: { [box]: part, totalOrdinaryDividends: total },
      fields: [box, 'box1a_totalOrdinaryDividends'],
      // All of 1a qualified: two boxes read apart that agree to the cent.
      ...verifiedWhenExact(part > 0, part, total, [box, 'box1a_totalOrdinaryDividends']),
    });
  }
  return out;
}
