// The same bank statement under readings the layout alone cannot decide: the statement's own
// arithmetic (opening + credits − debits = closing, the rows adding up to the printed totals) must
// pick the right one.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { runChecks } from '../checks/registry';
import { chooseReading } from '../readings';
import type { ParsedDocument } from '../types';
import { parseBankStatement } from './bank-statement';

/** Opening 1,000.00 + 2,500.00 − (120.45 + 1,000.00) = 2,379.55. */
function statement(rows: [date: string, description: string, amount: string][], closing = '$2,379.55') {
  const header: RowSpec = [
    [40, 'Date'],
    [90, 'Description'],
    [410, 'Amount'],
  ];
  return makeDoc({
    rows: [
      [[40, 'FIRST RIVER BANK, N.A.']],
      [[40, 'Everyday Checking']],
      [[40, 'Statement Period: 01/01/2025 - 01/31/2025']],
      [
        [40, 'Beginning Balance'],
        [300, '$1,000.00'],
      ],
      [
        [40, 'Ending Balance'],
        [300, closing],
      ],
      null,
      header,
      ...rows.map(([date, description, amount]): RowSpec => [
        [40, date],
        [90, description],
        [410, amount],
      ]),
    ],
  });
}

const run = (p: ParsedDocument) => runChecks('bank_statement', p);
const choose = (doc: ReturnType<typeof statement>) =>
  chooseReading('bank_statement', parseBankStatement(doc), run);
const directions = (p: ParsedDocument) => (p.transactions ?? []).map((t) => [t.creditDebit, t.amount]);

describe('bank statement readings search', () => {
  it("finds the row whose minus a scan lost: only that row's direction makes the balance hold", () => {
    const chosen = choose(
      statement([
        ['01/05', 'PAYROLL ACME CORP', '2,500.00'],
        ['01/09', 'CITY UTILITIES', '-120.45'],
        // A debit whose minus was lost, worded like a credit.
        ['01/20', 'DEPOSIT RETURN 5521', '1,000.00'],
      ]),
    );
    expect(chosen.kept).toBe('row 3 read in the other direction');
    expect(directions(chosen.parsed)).toEqual([
      ['credit', 2500],
      ['debit', 120.45],
      ['debit', 1000],
    ]);
    expect(chosen.parsed.fields.totalWithdrawals).toBe(1120.45);
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
  });

  it('reads a row that adds up the rows above it as a subtotal when only then the balance holds', () => {
    const chosen = choose(
      statement([
        ['01/05', 'PAYROLL ACME CORP', '2,500.00'],
        ['01/09', 'CITY UTILITIES', '-120.45'],
        ['01/20', 'ONLINE XFER 5521', '-1,000.00'],
        // A subtotal of the debits, captioned as nothing the parser knows.
        ['01/31', 'OUTGOING', '-1,120.45'],
      ]),
    );
    expect(chosen.kept).toBe('rows that add up the rows above them are subtotals');
    expect(directions(chosen.parsed)).toEqual([
      ['credit', 2500],
      ['debit', 120.45],
      ['debit', 1000],
    ]);
    expect(Object.keys(chosen.parsed.fieldConfidence).some((k) => k.startsWith('transactions[3]'))).toBe(
      false,
    );
  });

  it('keeps a row equal to the rows above it when the balance says it is a transaction', () => {
    // 1,000.00 + 2,500.00 − (200.00 + 300.00 + 500.00) = 2,500.00: the 500.00 is spent, not a subtotal.
    const chosen = choose(
      statement(
        [
          ['01/05', 'PAYROLL ACME CORP', '2,500.00'],
          ['01/09', 'CITY UTILITIES', '-200.00'],
          ['01/12', 'GROCER', '-300.00'],
          ['01/20', 'ONLINE XFER 5521', '-500.00'],
        ],
        '$2,500.00',
      ),
    );
    expect(chosen.parsed.transactions).toHaveLength(4);
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
  });
});
