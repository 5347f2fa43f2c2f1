// Form 1040 line arithmetic, on the lines the extraction keeps (spec names; DESIGN §10). Where a
// line's other inputs are not extracted (lines 4b-6b, 13, 17-21, 23, 30/32), the check is the
// inequality those inputs imply rather than an equality.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2, sum, TOLERANCE, verifiedWhenExact } from './arithmetic';

const EQUALITIES = new Set([
  'irs1040.agi',
  'irs1040.withholding',
  'irs1040.overpayment',
  'irs1040.amount_owed',
]);

export function checkIrs1040(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const v = (name: string) => num(f, name);
  const out: CheckResult[] = [];
  const add = (
    id: string,
    description: string,
    passed: boolean,
    values: CheckResult['values'],
    fields: string[],
    confirmed: { verified?: string[] } = {},
  ) => out.push({ id, description, passed, values, fields, ...confirmed });

  const totalIncome = v('line9_totalIncome');
  const incomeParts = [
    'line1z_wages',
    'line2b_taxableInterest',
    'line3b_ordinaryDividends',
    'line7_capitalGain',
    'line8_additionalIncome',
  ];
  if (totalIncome !== null && incomeParts.some((p) => v(p) !== null)) {
    // Lines 4b, 5b and 6b (not extracted) are never negative.
    const known = sum(incomeParts.map((p) => v(p) ?? 0));
    add(
      'irs1040.total_income',
      'Line 9 (total income) is at least lines 1z + 2b + 3b + 7 + 8',
      totalIncome >= known - TOLERANCE,
      { knownIncome: known, totalIncome, difference: round2(totalIncome - known) },
      ['line9_totalIncome', ...incomeParts],
      // Lines 4b-6b empty: line 9 is the sum of the lines read, to the cent.
      verifiedWhenExact(known > 0, totalIncome, known, ['line9_totalIncome', ...incomeParts]),
    );
  }

  const adjustments = v('line10_adjustments');
  const agi = v('line11_agi');
  if (totalIncome !== null && agi !== null && adjustments === null && !approxEqual(agi, totalIncome)) {
    // Line 10 not read: absent from the page (a preparer's summary prints total income and AGI
    // only) or missed. Adjustments are never negative, so the AGI is at most the total income; the
    // equality below would fail a reading whose every value is right.
    add(
      'irs1040.agi_at_most_total_income',
      'Line 11 (AGI) is at most line 9 (line 10 not read)',
      agi <= totalIncome + TOLERANCE,
      { totalIncome, agi, difference: round2(agi - totalIncome) },
      ['line11_agi', 'line9_totalIncome'],
    );
  } else if (totalIncome !== null && agi !== null) {
    const expected = round2(totalIncome - (adjustments ?? 0));
    add(
      'irs1040.agi',
      'Line 11 (AGI) = line 9 − line 10',
      approxEqual(agi, expected),
      { totalIncome, adjustments: adjustments ?? 0, expected, agi, difference: round2(agi - expected) },
      ['line11_agi', 'line9_totalIncome', 'line10_adjustments'],
    );
  }

  const deduction = v('line12_standardDeduction');
  const taxable = v('line15_taxableIncome');
  if (agi !== null && deduction !== null && taxable !== null) {
    // Line 15 = max(0, 11 − 12 − 13); line 13 (QBI deduction) is not extracted and never negative.
    const ceiling = round2(Math.max(0, agi - deduction));
    add(
      'irs1040.taxable_income',
      'Line 15 (taxable income) = line 11 − line 12 − line 13, not below zero',
      taxable >= -TOLERANCE && taxable <= ceiling + TOLERANCE,
      { agi, deduction, maximum: ceiling, taxableIncome: taxable, difference: round2(taxable - ceiling) },
      ['line15_taxableIncome', 'line11_agi', 'line12_standardDeduction'],
      // Line 13 empty: line 15 = line 11 − line 12 to the cent (not when both sides are a floored 0).
      verifiedWhenExact(ceiling > 0, taxable, ceiling, [
        'line15_taxableIncome',
        'line11_agi',
        'line12_standardDeduction',
      ]),
    );
  }

  const afterCredits = v('line22_taxAfterCredits');
  const totalTax = v('line24_totalTax');
  if (afterCredits !== null && totalTax !== null) {
    add(
      'irs1040.total_tax',
      'Line 24 (total tax) = line 22 + line 23 (other taxes, never negative)',
      totalTax >= afterCredits - TOLERANCE,
      { taxAfterCredits: afterCredits, totalTax, otherTaxes: round2(totalTax - afterCredits) },
      ['line24_totalTax', 'line22_taxAfterCredits'],
      verifiedWhenExact(afterCredits > 0, totalTax, afterCredits, [
        'line24_totalTax',
        'line22_taxAfterCredits',
      ]),
    );
  }

  const w = ['line25a_w2Withholding', 'line25b_1099Withholding', 'line25c_otherWithholding'];
  const withholding = v('line25d_totalWithholding');
  if (withholding !== null && w.some((p) => v(p) !== null)) {
    const expected = sum(w.map((p) => v(p) ?? 0));
    add(
      'irs1040.withholding',
      'Line 25d = lines 25a + 25b + 25c',
      approxEqual(withholding, expected),
      { expected, totalWithholding: withholding, difference: round2(withholding - expected) },
      ['line25d_totalWithholding', ...w],
    );
  }

  const payments = v('line32_totalPayments');
  const credits = [
    'line27_eic',
    'line28_additionalChildTaxCredit',
    'line29_americanOpportunityCredit',
    'line30_schedule3Line15',
  ];
  if (payments !== null && (withholding !== null || v('line26_estimatedPayments') !== null)) {
    // Total payments = 25d + 26 + the refundable credits (the 2025 adoption credit is not extracted).
    const known = sum([
      withholding ?? 0,
      v('line26_estimatedPayments') ?? 0,
      ...credits.map((p) => v(p) ?? 0),
    ]);
    const year = num(f, 'taxYear');
    const passed = approxEqual(payments, known) || (year !== null && year >= 2025 && payments > known);
    add(
      'irs1040.total_payments',
      'Total payments = 25d + 26 + 27 + 28 + 29 + Schedule 3 line 15',
      passed,
      { expected: known, totalPayments: payments, difference: round2(payments - known) },
      ['line32_totalPayments', 'line25d_totalWithholding', 'line26_estimatedPayments', ...credits],
    );
  }

  const overpaid = v('line33_overpayment');
  const owe = v('line36_amountYouOwe');
  if (payments !== null && totalTax !== null) {
    const balance = round2(payments - totalTax);
    if (balance > 0 && (overpaid !== null || owe !== null)) {
      add(
        'irs1040.overpayment',
        'Overpayment = total payments − total tax',
        overpaid !== null && approxEqual(overpaid, balance) && !(owe && owe > 0),
        { totalPayments: payments, totalTax, expected: balance, overpayment: overpaid, amountYouOwe: owe },
        ['line33_overpayment', 'line32_totalPayments', 'line24_totalTax'],
      );
    } else if (balance <= 0 && (overpaid !== null || owe !== null)) {
      // The estimated-tax penalty is added to the amount owed.
      const expected = round2(-balance);
      const penalty = v('line37_estimatedTaxPenalty') ?? 0;
      const passed =
        owe !== null &&
        (approxEqual(owe, expected) || approxEqual(owe, round2(expected + penalty))) &&
        !(overpaid && overpaid > 0);
      add(
        'irs1040.amount_owed',
        'Amount you owe = total tax − total payments (+ penalty)',
        passed,
        { totalPayments: payments, totalTax, expected, amountYouOwe: owe, penalty },
        ['line36_amountYouOwe', 'line32_totalPayments', 'line24_totalTax'],
      );
    }
  }

  const refund = v('line34_refundAmount') ?? v('line35a_refund');
  if (refund !== null && overpaid !== null) {
    add(
      'irs1040.refund',
      'Refund does not exceed the overpayment',
      refund <= overpaid + TOLERANCE,
      { refund, overpayment: overpaid },
      ['line34_refundAmount', 'line35a_refund', 'line33_overpayment'],
      verifiedWhenExact(refund > 0, refund, overpaid, [
        v('line34_refundAmount') !== null ? 'line34_refundAmount' : 'line35a_refund',
        'line33_overpayment',
      ]),
    );
  }
  // Equalities to the cent (the others are inequalities, or allow a credit not extracted).
  return out.map((c) => (EQUALITIES.has(c.id) ? asEquality(c) : c));
}
