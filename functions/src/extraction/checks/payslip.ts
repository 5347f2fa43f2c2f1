// Payslip arithmetic: gross − deductions = net, line sums (current and year-to-date earnings), and
// year-to-date never below current.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2, sum } from './arithmetic';

export function checkPayslip(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const items = parsed.lineItems ?? [];
  const results: CheckResult[] = [];
  const gross = num(f, 'grossPay');
  const net = num(f, 'netPay');
  const earningLines = items.filter((i) => i.itemType === 'earning');
  const deductionRows = items.filter((i) => i.itemType === 'deduction');
  const earningRows = items.filter((i) => i.itemType === 'earning');
  const deductions =
    num(f, 'totalDeductions') ??
    (deductionRows.length > 0 ? sum(deductionRows.map((r) => Math.abs(num(r, 'amount') ?? 0))) : null);

  // With no gross pay printed, the earning lines give it: the lines read against the net pay
  // printed is what tells a memo table (employer contributions) from the deductions.
  const earned =
    gross ?? (earningLines.length > 0 ? sum(earningLines.map((r) => Math.abs(num(r, 'amount') ?? 0))) : null);
  if (earned !== null && net !== null && deductions !== null) {
    const expected = round2(earned - deductions);
    results.push(
      asEquality({
        id: 'payslip.net_pay',
        description:
          gross !== null ? 'Gross pay − deductions = net pay' : 'Earning lines − deductions = net pay',
        passed: approxEqual(expected, net),
        values: {
          grossPay: earned,
          totalDeductions: deductions,
          expected,
          netPay: net,
          difference: round2(net - expected),
        },
        fields: [
          ...(gross !== null
            ? ['grossPay']
            : items.flatMap((r, i) => (r.itemType === 'earning' ? [`lineItems[${i}].amount`] : []))),
          'totalDeductions',
          'netPay',
        ],
      }),
    );
  }

  if (gross !== null && earningRows.length > 0) {
    const s = sum(earningRows.map((r) => num(r, 'amount') ?? 0));
    results.push(
      asEquality({
        id: 'payslip.earnings_sum',
        description: 'Earning lines add up to gross pay',
        passed: approxEqual(s, gross),
        values: { sumOfEarnings: s, grossPay: gross, difference: round2(gross - s) },
        fields: [
          'grossPay',
          ...items.flatMap((r, i) => (r.itemType === 'earning' ? [`lineItems[${i}].amount`] : [])),
        ],
      }),
    );
  }

  const printedDeductions = num(f, 'totalDeductions');
  if (printedDeductions !== null && deductionRows.length > 0) {
    const s = sum(deductionRows.map((r) => Math.abs(num(r, 'amount') ?? 0)));
    results.push(
      asEquality({
        id: 'payslip.deductions_sum',
        description: 'Deduction lines add up to total deductions',
        passed: approxEqual(s, printedDeductions),
        values: {
          sumOfDeductions: s,
          totalDeductions: printedDeductions,
          difference: round2(printedDeductions - s),
        },
        fields: [
          'totalDeductions',
          ...items.flatMap((r, i) => (r.itemType === 'deduction' ? [`lineItems[${i}].amount`] : [])),
        ],
      }),
    );
  }

  // Year-to-date earnings add up to year-to-date gross when every earning line prints its YTD.
  const ytdGross = num(f, 'ytdGrossPay');
  const ytdEarnings = earningRows.map((r) => num(r, 'ytdAmount'));
  if (ytdGross !== null && ytdEarnings.length > 0 && ytdEarnings.every((v) => v !== null)) {
    const s = sum(ytdEarnings.map((v) => v ?? 0));
    results.push(
      asEquality({
        id: 'payslip.ytd_earnings_sum',
        description: 'Year-to-date earning lines add up to year-to-date gross pay',
        passed: approxEqual(s, ytdGross),
        values: { sumOfYtdEarnings: s, ytdGrossPay: ytdGross, difference: round2(ytdGross - s) },
        fields: [
          'ytdGrossPay',
          ...items.flatMap((r, i) => (r.itemType === 'earning' ? [`lineItems[${i}].ytdAmount`] : [])),
        ],
      }),
    );
  }

  // The year-to-date column obeys the same arithmetic as the current one.
  const ytdDeductions = num(f, 'ytdDeductions');
  const ytdNet = num(f, 'ytdNetPay');
  if (ytdGross !== null && ytdDeductions !== null && ytdNet !== null) {
    const expected = round2(ytdGross - ytdDeductions);
    results.push(
      asEquality({
        id: 'payslip.ytd_net_pay',
        description: 'Year-to-date gross − year-to-date deductions = year-to-date net pay',
        passed: approxEqual(expected, ytdNet),
        values: {
          ytdGrossPay: ytdGross,
          ytdDeductions,
          expected,
          ytdNetPay: ytdNet,
          difference: round2(ytdNet - expected),
        },
        fields: ['ytdGrossPay', 'ytdDeductions', 'ytdNetPay'],
      }),
    );
  }
  const ytdDeductionRows = deductionRows.map((r) => num(r, 'ytdAmount'));
  if (ytdDeductions !== null && ytdDeductionRows.length > 0 && ytdDeductionRows.every((v) => v !== null)) {
    const s = sum(ytdDeductionRows.map((v) => Math.abs(v ?? 0)));
    results.push(
      asEquality({
        id: 'payslip.ytd_deductions_sum',
        description: 'Year-to-date deduction lines add up to year-to-date deductions',
        passed: approxEqual(s, ytdDeductions),
        values: { sumOfYtdDeductions: s, ytdDeductions, difference: round2(ytdDeductions - s) },
        fields: [
          'ytdDeductions',
          ...items.flatMap((r, i) => (r.itemType === 'deduction' ? [`lineItems[${i}].ytdAmount`] : [])),
        ],
      }),
    );
  }

  const pairs: [string, string][] = [
    ['grossPay', 'ytdGrossPay'],
    ['totalDeductions', 'ytdDeductions'],
    ['netPay', 'ytdNetPay'],
  ];
  const broken: string[] = [];
  const values: Record<string, number> = {};
  let compared = 0;
  for (const [cur, ytd] of pairs) {
    const c = num(f, cur);
    const y = num(f, ytd);
    if (c === null || y === null) continue;
    compared++;
    values[cur] = c;
    values[ytd] = y;
    if (y + 0.01 < Math.abs(c)) broken.push(cur, ytd);
  }
  for (const [i, r] of items.entries()) {
    const c = num(r, 'amount');
    const y = num(r, 'ytdAmount');
    if (c === null || y === null) continue;
    compared++;
    if (Math.abs(y) + 0.01 < Math.abs(c)) {
      broken.push(`lineItems[${i}].amount`, `lineItems[${i}].ytdAmount`);
      values[`lineItems[${i}].amount`] ??= c;
      values[`lineItems[${i}].ytdAmount`] ??= y;
    }
  }
  if (compared > 0) {
    results.push({
      id: 'payslip.ytd_not_below_current',
      description: 'Year-to-date amounts are at least the current amounts',
      passed: broken.length === 0,
      values,
      fields: broken,
    });
  }
  return results;
}
