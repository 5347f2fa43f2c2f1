// Cash flow: operating + investing + financing = net change; beginning + net change = ending;
// each section's line items add up to its net.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2 } from './arithmetic';
import { sectionTotalCheck } from './statement-sections';

export function checkCashFlow(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const out: CheckResult[] = [];
  const op = num(f, 'operatingCashFlow');
  const inv = num(f, 'investingCashFlow');
  const fin = num(f, 'financingCashFlow');
  const net = num(f, 'netCashFlow');
  const begin = num(f, 'beginningCash');
  const end = num(f, 'endingCash');
  // A section's flow the parser computed (hidden from the checks) is on the page, not zero: adding
  // the other two would only fail by it.
  const hidden = ['operatingCashFlow', 'investingCashFlow', 'financingCashFlow'].some(
    (k) => f[k] === null && parsed.provenance?.[k] === 'derived',
  );
  if (net !== null && !hidden && [op, inv, fin].filter((v) => v !== null).length >= 2) {
    const expected = round2((op ?? 0) + (inv ?? 0) + (fin ?? 0));
    out.push(
      asEquality({
        id: 'cash_flow.net_change',
        description: 'Operating + investing + financing cash flows = net change in cash',
        passed: approxEqual(expected, net),
        values: {
          operatingCashFlow: op,
          investingCashFlow: inv,
          financingCashFlow: fin,
          expected,
          netCashFlow: net,
          difference: round2(net - expected),
        },
        fields: ['netCashFlow', 'operatingCashFlow', 'investingCashFlow', 'financingCashFlow'],
      }),
    );
  }
  if (begin !== null && net !== null && end !== null) {
    const expected = round2(begin + net);
    out.push(
      asEquality({
        id: 'cash_flow.ending_cash',
        description: 'Beginning cash + net change = ending cash',
        passed: approxEqual(expected, end),
        values: {
          beginningCash: begin,
          netCashFlow: net,
          expected,
          endingCash: end,
          difference: round2(end - expected),
        },
        fields: ['endingCash', 'beginningCash', 'netCashFlow'],
      }),
    );
  }
  for (const [section, field] of [
    ['operating', 'operatingCashFlow'],
    ['investing', 'investingCashFlow'],
    ['financing', 'financingCashFlow'],
  ] as const) {
    const c = sectionTotalCheck(parsed, `cash_flow.${section}_items`, section, field);
    if (c) out.push(c);
  }
  return out;
}
