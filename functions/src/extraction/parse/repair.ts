// Repairing single misreads with the document's own arithmetic. A scan often loses a decimal
// point ("2037" for 20.37): where a statement prints a running balance, the balance chain shows
// which value is wrong, and a repair is made only when exactly one single-value change makes the
// chain hold. Every repair is returned so the caller records it (provenance "repaired").
import { roundMoney } from './amounts';

export interface BalanceRow {
  /** Unsigned amount. */
  amount: number | null;
  direction: 'credit' | 'debit' | null;
  /** Running balance printed after the row, when there is one. */
  balance: number | null;
}

export interface Repair {
  row: number;
  key: 'amount' | 'balance';
  from: number;
  to: number;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The value a lost decimal point made of `v`: only whole numbers can have lost one. */
export function withCents(v: number): number | null {
  return Number.isInteger(v) && Math.abs(v) >= 100 ? roundMoney(v / 100) : null;
}

/** True when `a` and `b` print with the same digits but one ("331.78" and "131.78"): one misread digit. */
export function oneDigitApart(a: number, b: number): boolean {
  const x = Math.abs(a).toFixed(2);
  const y = Math.abs(b).toFixed(2);
  if (x.length !== y.length || near(a, b)) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff++;
  return diff === 1;
}

/** True when `read` prints as `want` with one digit lost ("4,092.2" for 4,092.24) or one digit misread. */
export function oneDigitMisreadOrLost(read: number, want: number): boolean {
  if (oneDigitApart(read, want)) return true;
  const r = Math.abs(read)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('.', '');
  const w = Math.abs(want).toFixed(2).replace('.', '');
  if (r.length !== w.length - 1) return false;
  for (let i = 0; i < w.length; i++) if (w.slice(0, i) + w.slice(i + 1) === r) return true;
  return false;
}

function delta(r: BalanceRow, amount = r.amount): number | null {
  if (amount === null || r.direction === null) return null;
  return r.direction === 'credit' ? amount : -amount;
}

/**
 * Finds dropped-decimal misreads in a running-balance chain: for each break (previous printed
 * balance ± the amounts since ≠ the printed balance), tries giving cents to each whole amount in
 * the segment and to the printed balance (which must then also agree with the next step). A repair
 * is returned only when exactly one candidate closes the break.
 */
export function repairBalanceChain(
  rows: readonly BalanceRow[],
  opening: number | null,
  closing: number | null = null,
): Repair[] {
  const repairs: Repair[] = [];
  let prev = opening;
  let segment: number[] = [];
  const balances = rows.map((r) => r.balance);
  for (let i = 0; i < rows.length; i++) {
    segment.push(i);
    const printed = balances[i];
    if (printed === null || printed === undefined) continue;
    const deltas = segment.map((j) => delta(rows[j]!));
    if (prev !== null && deltas.every((d) => d !== null)) {
      const total = roundMoney(deltas.reduce((a, d) => a! + d!, 0)!);
      if (!near(roundMoney(prev + total), printed)) {
        const found: Repair[] = [];
        for (const [k, j] of segment.entries()) {
          const row = rows[j]!;
          const fixed = row.amount === null ? null : withCents(row.amount);
          if (fixed === null) continue;
          const d = delta(row, fixed)!;
          if (near(roundMoney(prev + total - deltas[k]! + d), printed))
            found.push({ row: j, key: 'amount', from: row.amount!, to: fixed });
        }
        // One misread digit ("331.78" for 131.78): the amount the break asks for, when it differs
        // from the one read in a single digit and the printed balance after it is itself confirmed
        // (the next step from it holds, or it is the statement's closing balance). Without that, a
        // misread balance would explain the break as well.
        const next = rows.findIndex((x, j) => j > i && x.balance !== null);
        const stepHolds = (from: number): boolean => {
          if (next < 0) return closing !== null && near(from, closing);
          const between = rows.slice(i + 1, next + 1).map((x) => delta(x));
          return (
            between.every((d) => d !== null) &&
            near(roundMoney(from + between.reduce((a, d) => a! + d!, 0)!), rows[next]!.balance!)
          );
        };
        if (stepHolds(printed))
          for (const [k, j] of segment.entries()) {
            const row = rows[j]!;
            if (row.amount === null || row.direction === null) continue;
            const want = roundMoney(printed - prev - (total - deltas[k]!));
            const amount = row.direction === 'credit' ? want : -want;
            if (amount > 0 && oneDigitApart(row.amount, amount))
              found.push({ row: j, key: 'amount', from: row.amount, to: amount });
          }
        else {
          const expected = roundMoney(prev + total);
          if (oneDigitApart(printed, expected) && stepHolds(expected))
            found.push({ row: i, key: 'balance', from: printed, to: expected });
        }
        const fixedBalance = withCents(printed);
        if (fixedBalance !== null && near(roundMoney(prev + total), fixedBalance)) {
          // The next printed balance must follow from the repaired one.
          const between = next < 0 ? [] : rows.slice(i + 1, next + 1).map((x) => delta(x));
          if (
            next >= 0 &&
            between.every((d) => d !== null) &&
            near(roundMoney(fixedBalance + between.reduce((a, d) => a! + d!, 0)!), rows[next]!.balance!)
          )
            found.push({ row: i, key: 'balance', from: printed, to: fixedBalance });
        }
        if (found.length === 1) {
          repairs.push(found[0]!);
          if (found[0]!.key === 'balance') balances[i] = found[0]!.to;
        }
      }
    }
    prev = balances[i]!;
    segment = [];
  }
  return repairs;
}

export interface SumTerm<K> {
  key: K;
  value: number;
  /** +1 when the term is added, −1 when subtracted. */
  sign: 1 | -1;
}

/**
 * Finds the one dropped-decimal misread that makes Σ sign·term = total hold (line items to their
 * printed total, gross − deductions to net): tries giving cents to each whole term and to the
 * total. Null when the sum already holds, or when no single repair, or more than one, closes it.
 */
export function repairSum<K>(
  terms: readonly SumTerm<K>[],
  total: { key: K; value: number },
): { key: K; from: number; to: number } | null {
  const sum = roundMoney(terms.reduce((a, t) => a + t.sign * t.value, 0));
  if (near(sum, total.value) || terms.length === 0) return null;
  const found: { key: K; from: number; to: number }[] = [];
  for (const t of terms) {
    const fixed = withCents(t.value);
    if (fixed !== null && near(roundMoney(sum - t.sign * t.value + t.sign * fixed), total.value))
      found.push({ key: t.key, from: t.value, to: fixed });
  }
  const fixedTotal = withCents(total.value);
  if (fixedTotal !== null && near(sum, fixedTotal))
    found.push({ key: total.key, from: total.value, to: fixedTotal });
  return found.length === 1 ? found[0]! : null;
}
