// Bank statement arithmetic: the balance equation and the running-balance chain.
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, num, round2, sum } from './arithmetic';

function signed(row: Record<string, unknown>): number | null {
  const amount = typeof row.amount === 'number' ? row.amount : null;
  if (amount === null) return null;
  if (row.creditDebit === 'credit') return amount;
  if (row.creditDebit === 'debit') return -amount;
  return null;
}

export function checkBankStatement(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const rows = parsed.transactions ?? [];
  const results: CheckResult[] = [];
  const opening = num(f, 'beginningBalance');
  const closing = num(f, 'endingBalance');
  const rowCredits = sum(rows.filter((r) => r.creditDebit === 'credit').map((r) => num(r, 'amount') ?? 0));
  const rowDebits = sum(rows.filter((r) => r.creditDebit === 'debit').map((r) => num(r, 'amount') ?? 0));
  const credits = num(f, 'totalDeposits') ?? (rows.length > 0 ? rowCredits : null);
  const debits = num(f, 'totalWithdrawals') ?? (rows.length > 0 ? rowDebits : null);

  if (opening !== null && closing !== null && credits !== null && debits !== null) {
    const expected = round2(opening + credits - debits);
    results.push({
      id: 'bank.balance_equation',
      description: 'Opening balance + credits − debits = closing balance',
      passed: approxEqual(expected, closing),
      values: { opening, credits, debits, expected, closing, difference: round2(closing - expected) },
      fields: ['beginningBalance', 'endingBalance', 'totalDeposits', 'totalWithdrawals'],
    });
  }

  const printedCredits = num(f, 'totalDeposits');
  const printedDebits = num(f, 'totalWithdrawals');
  if (rows.length > 0 && (printedCredits !== null || printedDebits !== null)) {
    const creditsOk = printedCredits === null || approxEqual(printedCredits, rowCredits);
    const debitsOk = printedDebits === null || approxEqual(printedDebits, rowDebits);
    results.push({
      id: 'bank.transaction_totals',
      description: 'Transactions add up to the printed deposit and withdrawal totals',
      passed: creditsOk && debitsOk,
      values: {
        totalDeposits: printedCredits,
        sumOfCredits: rowCredits,
        totalWithdrawals: printedDebits,
        sumOfDebits: rowDebits,
      },
      fields: [
        ...(creditsOk ? [] : ['totalDeposits']),
        ...(debitsOk ? [] : ['totalWithdrawals']),
        ...rows.map((_, i) => `transactions[${i}].amount`),
      ],
    });
  }

  const withBalance = rows.map((r, i) => ({ r, i })).filter(({ r }) => num(r, 'balance') !== null);
  if (withBalance.length > 0) {
    // Several rows of one day may share one printed balance: carry the computed balance across
    // rows without one.
    let running = opening;
    let firstBreak: { index: number; expected: number; printed: number } | null = null;
    let checked = 0;
    for (const [i, r] of rows.entries()) {
      const delta = signed(r);
      const printed = num(r, 'balance');
      if (running !== null && delta !== null) running = round2(running + delta);
      if (printed === null) continue;
      if (running !== null) {
        checked++;
        if (!approxEqual(running, printed) && !firstBreak)
          firstBreak = { index: i, expected: running, printed };
      }
      running = printed;
    }
    if (checked > 0) {
      const closingOk = closing === null || running === null || approxEqual(running, closing);
      results.push({
        id: 'bank.running_balance',
        description: 'Each row: previous balance ± amount = printed balance',
        passed: !firstBreak && closingOk,
        values: firstBreak
          ? {
              firstBrokenRow: firstBreak.index,
              description: (rows[firstBreak.index]?.description as string | null) ?? null,
              expected: firstBreak.expected,
              printed: firstBreak.printed,
              difference: round2(firstBreak.printed - firstBreak.expected),
              rowsChecked: checked,
            }
          : { rowsChecked: checked, lastBalance: running, closing },
        fields: firstBreak
          ? [`transactions[${firstBreak.index}].amount`, `transactions[${firstBreak.index}].balance`]
          : closingOk
            ? []
            : ['endingBalance'],
      });
    }
  }
  return results;
}
