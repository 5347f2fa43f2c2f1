// Balance sheet: assets = liabilities + equity, and each section's line items add up to its total.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2 } from './arithmetic';
import { sectionTotalCheck } from './statement-sections';

export function checkBalanceSheet(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const out: CheckResult[] = [];
  const assets = num(f, 'totalAssets');
  const liabilities = num(f, 'totalLiabilities');
  const equity = num(f, 'totalEquity');
  if (assets !== null && liabilities !== null && equity !== null) {
    const expected = round2(liabilities + equity);
    out.push(
      asEquality({
        id: 'balance_sheet.accounting_equation',
        description: 'Total assets = total liabilities + total equity',
        passed: approxEqual(assets, expected),
        values: {
          totalAssets: assets,
          totalLiabilities: liabilities,
          totalEquity: equity,
          liabilitiesPlusEquity: expected,
          difference: round2(assets - expected),
        },
        fields: ['totalAssets', 'totalLiabilities', 'totalEquity'],
      }),
    );
  }
  for (const [section, field] of [
    ['assets', 'totalAssets'],
    ['liabilities', 'totalLiabilities'],
    ['equity', 'totalEquity'],
  ] as const) {
    const c = sectionTotalCheck(parsed, `balance_sheet.${section}_items`, section, field);
    if (c) out.push(c);
  }
  return out;
}
