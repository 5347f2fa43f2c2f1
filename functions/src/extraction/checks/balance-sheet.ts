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
  // Without a printed total liabilities (many 10-Ks print only "Total liabilities and equity"), the
  // equation still runs over what was read: the liability and equity accounts add up to total assets.
  const items = parsed.lineItems ?? [];
  const right = items
    .map((row, i) => ({ row, i }))
    .filter(
      ({ row }) => (row.section === 'liabilities' || row.section === 'equity') && num(row, 'amount') !== null,
    );
  const sides = new Set(right.map(({ row }) => row.section));
  if (liabilities === null && assets !== null && sides.size === 2) {
    const itemsTotal = round2(right.reduce((a, { row }) => a + num(row, 'amount')!, 0));
    out.push(
      asEquality({
        id: 'balance_sheet.liability_and_equity_items',
        description: 'The liability and equity line items add up to total assets',
        passed: approxEqual(assets, itemsTotal),
        values: {
          totalAssets: assets,
          itemsTotal,
          difference: round2(assets - itemsTotal),
          items: right.length,
        },
        fields: ['totalAssets', ...right.map(({ i }) => `lineItems[${i}].amount`)],
      }),
    );
  }
  // One total not read, or only computed (the registry hides a computed one), and the other two
  // read: that side's line items stand in for it (total assets read = total liabilities read + the
  // equity lines read). The rows were read apart from the totals, so a misread on either side
  // breaks the equation; a total the parser summed from those rows is not used, and one it took as
  // the difference of the other two cannot pass it for nothing.
  const totals = { assets, liabilities, equity };
  const unread = (Object.keys(totals) as (keyof typeof totals)[]).filter((k) => totals[k] === null);
  const rowsOf = (section: string) =>
    items
      .map((row, i) => ({ row, i }))
      .filter(({ row }) => row.section === section && num(row, 'amount') !== null);
  const only = unread[0];
  if (unread.length === 1 && only !== undefined && !(only === 'liabilities' && sides.size === 2)) {
    const rows = rowsOf(only);
    if (rows.length > 0) {
      const itemsTotal = round2(rows.reduce((a, { row }) => a + num(row, 'amount')!, 0));
      const side = { ...totals, [only]: itemsTotal } as Record<keyof typeof totals, number>;
      const expected = round2(side.liabilities + side.equity);
      // Named as the fields: a total the parser computed and the registry hid is compared with the
      // rows' sum here by the review (reviewExtraction: a computed value a passed check agrees with).
      const read = (['totalAssets', 'totalLiabilities', 'totalEquity'] as const).filter(
        (k) => k !== `total${only[0]!.toUpperCase()}${only.slice(1)}`,
      );
      out.push(
        asEquality({
          id: 'balance_sheet.equation_with_items',
          description: `Total assets = total liabilities + total equity, with the ${only} line items for their total`,
          passed: approxEqual(side.assets, expected),
          values: {
            totalAssets: side.assets,
            totalLiabilities: side.liabilities,
            totalEquity: side.equity,
            liabilitiesPlusEquity: expected,
            difference: round2(side.assets - expected),
          },
          fields: [...read, ...rows.map(({ i }) => `lineItems[${i}].amount`)],
        }),
      );
    }
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
