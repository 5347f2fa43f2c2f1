// Credit card arithmetic: the statement balance equation and the transaction totals.
import type { CheckResult, ChildRow, ParsedDocument } from '../types';
import { approxEqual, asEquality, num, round2, sum, verifiedWhen } from './arithmetic';

/** Share of the credit limit that charges and payments since the close may move what is available. */
const LIMIT_SLACK = 0.25;

export function checkCreditCardStatement(parsed: ParsedDocument): CheckResult[] {
  const f = parsed.fields;
  const rows = parsed.transactions ?? [];
  const results: CheckResult[] = [];
  const total = (types: string[]) =>
    sum(rows.filter((r) => types.includes(String(r.transactionType))).map((r) => num(r, 'amount') ?? 0));

  const previous = num(f, 'previousBalance');
  const next = num(f, 'newBalance');
  const purchases =
    num(f, 'totalPurchases') ?? (rows.length > 0 ? total(['purchase', 'cash_advance']) : null);
  const payments = num(f, 'totalPayments') ?? (rows.length > 0 ? total(['payment', 'refund']) : null);
  const fees = num(f, 'totalFees') ?? (rows.length > 0 ? total(['fee']) : 0);
  const interest = num(f, 'totalInterest') ?? (rows.length > 0 ? total(['interest']) : 0);
  if (previous !== null && next !== null && purchases !== null && payments !== null) {
    const expected = round2(previous + purchases + fees + interest - payments);
    results.push(
      asEquality({
        id: 'credit_card.balance_equation',
        description: 'Previous balance + purchases + fees + interest − payments/credits = new balance',
        passed: approxEqual(expected, next),
        values: {
          previousBalance: previous,
          purchases,
          fees,
          interest,
          payments,
          expected,
          newBalance: next,
          difference: round2(next - expected),
        },
        fields: [
          'previousBalance',
          'newBalance',
          'totalPurchases',
          'totalPayments',
          'totalFees',
          'totalInterest',
        ],
      }),
    );
  }

  // Available credit is the limit less the new balance when printed as of the closing date, but many
  // issuers print it as of the print date, after pending charges and payments since the close (a real
  // statement: 22,800 limit, 702.10 balance, 22,058.11 available). So only more than the limit fails,
  // or a limit far from what is available plus what is owed (the charges and payments since the close
  // are a small part of it: a limit read 100 times too large, "$5,000.00" as 500000, is not); the
  // exact difference, when it holds, confirms the three values.
  const limit = num(f, 'creditLimit');
  const available = num(f, 'availableCredit');
  if (limit !== null && available !== null && next !== null) {
    const expected = round2(Math.max(0, limit - next));
    const accountedFor = available + Math.max(0, next);
    results.push({
      id: 'credit_card.available_credit',
      description: 'Available credit does not exceed the credit limit, and with the balance makes it up',
      passed:
        available >= 0 &&
        available <= limit + 0.01 &&
        // Over the limit nothing is available, and the balance may be anything above it.
        (available === 0 || Math.abs(limit - accountedFor) <= LIMIT_SLACK * limit),
      values: {
        creditLimit: limit,
        newBalance: next,
        limitLessBalance: expected,
        availableCredit: available,
      },
      fields: ['availableCredit', 'creditLimit'],
      ...verifiedWhen(approxEqual(expected, available), ['availableCredit', 'creditLimit', 'newBalance']),
    });
  }
  // The minimum payment is part of the balance owed, never more.
  const minimum = num(f, 'minimumPaymentDue');
  if (minimum !== null && next !== null && next > 0)
    results.push({
      id: 'credit_card.minimum_payment',
      description: 'The minimum payment does not exceed the new balance',
      passed: minimum <= next + 0.01,
      values: { minimumPaymentDue: minimum, newBalance: next },
      fields: ['minimumPaymentDue'],
    });

  const printedPurchases = num(f, 'totalPurchases');
  if (rows.length > 0 && printedPurchases !== null) {
    const rowPurchases = total(['purchase', 'cash_advance']);
    const rowRefunds = total(['refund']);
    // Some issuers net refunds into purchases, others into payments/credits: accept either.
    const alone = approxEqual(rowPurchases, printedPurchases);
    const passed = alone || approxEqual(round2(rowPurchases - rowRefunds), printedPurchases);
    results.push({
      id: 'credit_card.purchase_total',
      description: 'Purchase rows add up to the printed purchase total',
      passed,
      values: { totalPurchases: printedPurchases, sumOfPurchases: rowPurchases, sumOfRefunds: rowRefunds },
      fields: passed ? [] : ['totalPurchases', ...rows.map((_, i) => `transactions[${i}].amount`)],
      // Refunds are confirmed only when the sum that held nets them out.
      ...verifiedWhen(passed, [
        'totalPurchases',
        ...rows.flatMap((r, i) =>
          (alone ? ['purchase', 'cash_advance'] : ['purchase', 'cash_advance', 'refund']).includes(
            String(r.transactionType),
          )
            ? [`transactions[${i}].amount`]
            : [],
        ),
      ]),
    });
  }
  // The same for the other side of the ledger: a payment or credit row lost to the reading (a credits
  // column of its own, a row in a second table) leaves the purchases and the balance equation intact.
  const printedPayments = num(f, 'totalPayments');
  if (rows.length > 0 && printedPayments !== null) {
    const rowPayments = total(['payment']);
    const rowRefunds = total(['refund']);
    const printed = Math.abs(printedPayments);
    const alone = approxEqual(rowPayments, printed);
    const passed = alone || approxEqual(round2(rowPayments + rowRefunds), printed);
    results.push({
      id: 'credit_card.payment_total',
      description: 'Payment and credit rows add up to the printed payments and credits total',
      passed,
      values: { totalPayments: printedPayments, sumOfPayments: rowPayments, sumOfRefunds: rowRefunds },
      fields: passed ? [] : ['totalPayments', ...rows.map((_, i) => `transactions[${i}].amount`)],
      ...verifiedWhen(passed, [
        'totalPayments',
        ...rows.flatMap((r, i) =>
          (alone ? ['payment'] : ['payment', 'refund']).includes(String(r.transactionType))
            ? [`transactions[${i}].amount`]
            : [],
        ),
      ]),
    });
  }
  for (const [field, type] of [
    ['totalFees', 'fee'],
    ['totalInterest', 'interest'],
  ] as const) {
    const kind = kindTotalCheck(rows, num(f, field), field, type);
    if (kind) results.push(kind);
  }
  const order = postingOrderCheck(rows);
  if (order) results.push(order);
  return results;
}

/**
 * A charge posts to the account on the day it was made or later, never before: a row whose post
 * date comes first had its two dates read from each other's columns.
 */
function postingOrderCheck(rows: readonly ChildRow[]): CheckResult | null {
  const dated = rows
    .map((r, i) => ({ i, made: r.transactionDate, posted: r.postDate }))
    .filter(
      (d): d is { i: number; made: string; posted: string } =>
        typeof d.made === 'string' && typeof d.posted === 'string',
    );
  if (dated.length === 0) return null;
  const early = dated.filter((d) => d.posted < d.made);
  const first = early[0];
  return {
    id: 'credit_card.posted_after_transaction',
    description: 'Every row posts on or after its transaction date',
    passed: !first,
    values: first
      ? {
          firstEarlyRow: first.i,
          transactionDate: first.made,
          postDate: first.posted,
          rowsEarly: early.length,
        }
      : { rowsChecked: dated.length },
    fields: early.flatMap((d) => [`transactions[${d.i}].transactionDate`, `transactions[${d.i}].postDate`]),
  };
}

/**
 * The fee (or interest) rows add up to the printed fee (or interest) total. Only where such rows
 * were read: many statements print the period's interest in the summary without a row for it.
 */
function kindTotalCheck(
  rows: readonly ChildRow[],
  printed: number | null,
  field: 'totalFees' | 'totalInterest',
  type: 'fee' | 'interest',
): CheckResult | null {
  const indexed = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.transactionType === type);
  if (printed === null || indexed.length === 0) return null;
  const rowSum = sum(indexed.map(({ r }) => num(r, 'amount') ?? 0));
  return asEquality({
    id: `credit_card.${type}_total`,
    description: `${type === 'fee' ? 'Fee' : 'Interest'} rows add up to the printed ${field}`,
    passed: approxEqual(rowSum, Math.abs(printed)),
    values: { [field]: printed, sumOfRows: rowSum, rows: indexed.length },
    fields: [field, ...indexed.map(({ i }) => `transactions[${i}].amount`)],
  });
}
