// Invoice arithmetic: quantity × unit price per line, lines to subtotal, subtotal + tax to total.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, num, round2, sum, verifiedWhen } from './arithmetic';

export function checkInvoice(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const lines = parsed.lineItems ?? [];
  const results: CheckResult[] = [];

  const priced = lines
    .map((l, i) => ({ i, q: num(l, 'quantity'), p: num(l, 'unitPrice'), a: num(l, 'amount') }))
    .filter(
      (l): l is { i: number; q: number; p: number; a: number } =>
        l.q !== null && l.p !== null && l.a !== null,
    );
  if (priced.length > 0) {
    // A line total is rounded once, so allow one cent per line plus a cent of unit-price rounding × quantity.
    const bad = priced.filter(
      (l) => !approxEqual(round2(l.q * l.p), l.a, Math.max(0.01, Math.abs(l.q) * 0.005)),
    );
    const first = bad[0];
    results.push({
      id: 'invoice.line_amounts',
      description: 'Quantity × unit price = amount on every line',
      passed: bad.length === 0,
      values: first
        ? {
            firstBrokenLine: first.i,
            quantity: first.q,
            unitPrice: first.p,
            expected: round2(first.q * first.p),
            amount: first.a,
            brokenLines: bad.length,
          }
        : { linesChecked: priced.length },
      fields: bad.flatMap((l) => [
        `lineItems[${l.i}].quantity`,
        `lineItems[${l.i}].unitPrice`,
        `lineItems[${l.i}].amount`,
      ]),
      ...verifiedWhen(
        bad.length === 0,
        priced.flatMap((l) => [
          `lineItems[${l.i}].quantity`,
          `lineItems[${l.i}].unitPrice`,
          `lineItems[${l.i}].amount`,
        ]),
      ),
    });
  }

  const subtotal = num(f, 'subtotal');
  const tax = num(f, 'taxAmount');
  const total = num(f, 'totalAmount');
  const amounts = lines.map((l) => num(l, 'amount')).filter((a): a is number => a !== null);
  if (amounts.length > 0 && (subtotal !== null || total !== null)) {
    // No subtotal printed: the lines add up to the total less the tax ("VAT 20%" then "Total").
    const net = subtotal === null && total !== null && tax !== null;
    const target = subtotal ?? (net ? round2(total! - tax!) : total!);
    const targetFields =
      subtotal !== null ? ['subtotal'] : net ? ['totalAmount', 'taxAmount'] : ['totalAmount'];
    const lineSum = sum(amounts);
    // Lines may be printed tax-inclusive: then they add up to the total instead of the subtotal.
    const passed = approxEqual(lineSum, target) || (total !== null && approxEqual(lineSum, total));
    const lineKeys = lines.map((_, i) => `lineItems[${i}].amount`);
    results.push({
      id: 'invoice.lines_subtotal',
      description: net ? 'Line amounts add up to the total less tax' : 'Line amounts add up to the subtotal',
      passed,
      values: {
        sumOfLines: lineSum,
        [subtotal !== null ? 'subtotal' : net ? 'totalLessTax' : 'totalAmount']: target,
        difference: round2(target - lineSum),
      },
      fields: [...targetFields, ...lineKeys],
      ...verifiedWhen(passed, [
        ...(approxEqual(lineSum, target) ? targetFields : ['totalAmount']),
        ...lineKeys,
      ]),
    });
  }

  if (subtotal !== null && tax !== null && total !== null) {
    const expected = round2(subtotal + tax);
    results.push({
      id: 'invoice.total',
      description: 'Subtotal + tax = total',
      passed: approxEqual(expected, total),
      values: {
        subtotal,
        taxAmount: tax,
        expected,
        totalAmount: total,
        difference: round2(total - expected),
      },
      fields: ['subtotal', 'taxAmount', 'totalAmount'],
      ...verifiedWhen(approxEqual(expected, total), ['subtotal', 'taxAmount', 'totalAmount']),
    });
  }
  return results;
}
