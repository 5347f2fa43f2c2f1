// Shared by the financial-statement checks: line items of a section add up to its total.
import type { CheckResult, ChildRow, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2, sum } from './arithmetic';

export function sectionTotalCheck(
  parsed: ParsedDocument,
  id: string,
  section: string,
  totalField: string,
  options: { absolute?: boolean; contribution?: (row: ChildRow, amount: number) => number } = {},
): CheckResult | null {
  const total = num(parsed.fields, totalField);
  const indexed = (parsed.lineItems ?? [])
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row.section === section);
  if (total === null || indexed.length === 0) return null;
  const amounts = indexed.map(({ row }) => {
    const a = num(row, 'amount') ?? 0;
    return options.contribution ? options.contribution(row, a) : options.absolute ? Math.abs(a) : a;
  });
  const itemsTotal = sum(amounts);
  const expected = options.absolute ? Math.abs(total) : total;
  const check = asEquality({
    id,
    description: `The ${section} line items add up to ${totalField}`,
    passed: approxEqual(itemsTotal, expected),
    values: {
      itemsTotal,
      [totalField]: total,
      difference: round2(itemsTotal - expected),
      items: indexed.length,
    },
    fields: [totalField, ...indexed.map(({ i }) => `lineItems[${i}].amount`)],
  });
  // The sum holds over exactly the rows read into this section: their section is confirmed too.
  return check.verified
    ? { ...check, verified: [...check.verified, ...indexed.map(({ i }) => `lineItems[${i}].section`)] }
    : check;
}
