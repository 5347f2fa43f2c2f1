// Bank statement checks: the balance equation, the running-balance chain, and the period covering the
// transactions (a wrong period leaves the arithmetic intact, so only dates can catch it).
import type { CheckResult, ParsedDocument } from '../types';
import { approxEqual, num, round2, sum, verifiedWhen } from './arithmetic';

function signed(row: Record<string, unknown>): number | null {
  const amount = typeof row.amount === 'number' ? row.amount : null;
  if (amount === null) return null;
  if (row.creditDebit === 'credit') return amount;
  if (row.creditDebit === 'debit') return -amount;
  return null;
}

/** Days a transaction may fall outside the printed period (posting lag, a carried-over first row). */
const PERIOD_SLACK_DAYS = 3;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function shiftDays(isoDay: string, days: number): string {
  const t = Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

function isoDay(value: unknown): string | null {
  return typeof value === 'string' && ISO_DAY.test(value) ? value : null;
}

/** The statement period is a real range and holds every transaction date (give or take the slack). */
function periodCheck(parsed: ParsedDocument): CheckResult | null {
  const start = isoDay(parsed.fields.statementStartDate);
  const end = isoDay(parsed.fields.statementEndDate);
  const dates = (parsed.transactions ?? []).map((r) => isoDay(r.transactionDate)).filter((d) => d !== null);
  if (!start || !end || dates.length === 0) return null;
  const from = shiftDays(start, -PERIOD_SLACK_DAYS);
  const to = shiftDays(end, PERIOD_SLACK_DAYS);
  const outside = dates.filter((d) => d < from || d > to);
  return {
    id: 'bank.period_covers_transactions',
    description: 'The statement period starts before it ends and covers every transaction date',
    passed: start < end && outside.length === 0,
    values: { start, end, transactionsOutside: outside.length, firstOutside: outside[0] ?? null },
    fields: ['statementStartDate', 'statementEndDate'],
  };
}

const rowAmounts = (rows: readonly unknown[]) => rows.map((_, i) => `transactions[${i}].amount`);
const printedTotals = (f: ParsedDocument['fields']) =>
  num(f, 'totalDeposits') !== null && num(f, 'totalWithdrawals') !== null;

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
      ...verifiedWhen(approxEqual(expected, closing), [
        'beginningBalance',
        'endingBalance',
        'totalDeposits',
        'totalWithdrawals',
        ...(printedTotals(f) ? [] : rowAmounts(rows)),
      ]),
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
      // Credits and debits add up separately: each row's direction is confirmed with its amount.
      ...verifiedWhen(creditsOk && debitsOk, [
        'totalDeposits',
        'totalWithdrawals',
        ...rowAmounts(rows),
        ...rows.map((_, i) => `transactions[${i}].creditDebit`),
      ]),
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
        ...verifiedWhen(!firstBreak && closingOk, [
          'beginningBalance',
          'endingBalance',
          ...rows.flatMap((_, i) => [
            `transactions[${i}].amount`,
            `transactions[${i}].balance`,
            `transactions[${i}].creditDebit`,
          ]),
        ]),
      });
    }
  }
  const period = periodCheck(parsed);
  if (period) results.push(period);
  return results;
}
