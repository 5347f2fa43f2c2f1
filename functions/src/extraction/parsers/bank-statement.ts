// Bank statements of any bank: transaction tables found by their column titles (or date-led rows),
// summary values by label, and direction from columns, signs, CR/DR or the running balance.
import { repairBalanceChain, type BalanceRow } from '../parse/repair';
import { isMoneyToken, parseAmount, roundMoney } from '../parse/amounts';
import { findDates, inferNumericOrder } from '../parse/dates';
import { FieldSet, findAddressBlocks, rowConfidence } from '../parse/fields';
import { findLabeledValue, normalizeLabel } from '../parse/labels';
import { documentLines, type Line } from '../parse/layout';
import { balanceGridLines, readCheckGrids } from './check-grid';
import {
  findStatementPeriod,
  periodForInference,
  readTransactions,
  sectionDirection,
  type RawTransaction,
  type SummaryLine,
} from '../parse/transactions';
import { runChecks } from '../checks/registry';
import { offerAlternatives } from '../readings';
import type { AlternativeReading, ChildRow, DocumentText, ParsedDocument, TypeParser } from '../types';

export const BANK_FIELDS = [
  'bankName',
  'accountHolderName',
  'accountName',
  'accountNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'statementStartDate',
  'statementEndDate',
  'beginningBalance',
  'endingBalance',
  'totalDeposits',
  'totalWithdrawals',
] as const;

const OPENING_LABELS = [
  'opening balance',
  'beginning balance',
  'balance forward',
  'balance brought forward',
  'previous balance',
  'starting balance',
  'brought forward',
  'balance last statement',
  'previous statement balance',
];
const CLOSING_LABELS = [
  'closing balance',
  'ending balance',
  'new balance',
  'balance carried forward',
  'balance this statement',
  'carried forward',
  'ending daily balance',
  'closing statement balance',
];
const DEPOSIT_LABELS = [
  'total deposits',
  'deposits and other credits',
  'deposits and additions',
  'deposits and other additions',
  'total credits',
  'total money in',
  'money in',
  'paid in',
  'deposits',
  'credits',
  'additions',
];
const WITHDRAWAL_LABELS = [
  'total withdrawals',
  'withdrawals and other debits',
  'checks and other debits',
  'withdrawals and subtractions',
  'total debits',
  'total money out',
  'money out',
  'paid out',
  'withdrawals',
  'debits',
  'subtractions',
];
const CREDIT_WORDS =
  /\b(deposit|credit|salary|payroll|direct dep|interest (paid|earned|payment)|refund|transfer from|from savings|from checking|zelle from|received|reversal|cashback|cash rebate|dividend|tax ref)\b/i;

type Direction = 'credit' | 'debit';

function typeDirection(type: string | null): Direction | null {
  if (!type) return null;
  if (/^(cr|c|credit|deposit|dep|in)\b/i.test(type.trim())) return 'credit';
  if (/^(dr|d|debit|withdrawal|wd|out|chk|check|pos|atm|fee)\b/i.test(type.trim())) return 'debit';
  return null;
}

export interface Directed {
  raw: RawTransaction;
  direction: Direction | null;
  amount: number | null;
  balance: number | null;
  confidence: number;
}

/** Direction and amount of each row from the strongest evidence the layout offers. */
function directRows(rows: RawTransaction[], opening: number | null): Directed[] {
  const out: Directed[] = rows.map((raw) => {
    const { debit, credit, amount, balance } = raw.amounts;
    let direction: Direction | null = null;
    let value: number | null = null;
    let confidence = raw.confidence;
    if (debit && !credit) {
      direction = debit.signHint === 'cr' ? 'credit' : 'debit';
      value = debit.magnitude;
    } else if (credit && !debit) {
      direction = credit.signHint === 'dr' ? 'debit' : 'credit';
      value = credit.magnitude;
    } else if (debit && credit) {
      // Both filled: the non-zero one wins.
      const useCredit = credit.magnitude > 0 && debit.magnitude === 0;
      direction = useCredit ? 'credit' : 'debit';
      value = useCredit ? credit.magnitude : debit.magnitude;
      confidence *= 0.8;
    } else {
      const a = amount ?? Object.entries(raw.amounts).find(([k]) => k !== 'balance')?.[1];
      if (a) {
        value = a.magnitude;
        const typed = typeDirection(raw.type);
        if (typed) direction = typed;
        else if (a.signHint === 'cr') direction = 'credit';
        else if (a.signHint) direction = 'debit';
        else if (sectionDirection(raw.section)) {
          direction = sectionDirection(raw.section);
          confidence *= 0.95;
        }
      }
    }
    return { raw, direction, amount: value, balance: balance?.value ?? null, confidence };
  });

  // Without a header the right-most number column is a running balance when most rows fill it.
  const headerless =
    rows.length > 0 &&
    rows.every((r) => !('amount' in r.amounts) && !('debit' in r.amounts) && !('credit' in r.amounts));
  if (headerless) {
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r.amounts)))].sort(
      (a, b) => Number(a.slice(3)) - Number(b.slice(3)),
    );
    const lastKey = keys.at(-1);
    const balanceKey =
      keys.length >= 2 && lastKey && rows.filter((r) => lastKey in r.amounts).length >= rows.length * 0.6
        ? lastKey
        : null;
    for (const d of out) {
      const entries = Object.entries(d.raw.amounts).filter(([k]) => k !== balanceKey);
      d.balance = balanceKey ? (d.raw.amounts[balanceKey]?.value ?? null) : null;
      const a = entries[0]?.[1];
      d.amount = a ? a.magnitude : null;
      d.direction = a ? (a.signHint === 'cr' ? 'credit' : a.signHint ? 'debit' : null) : null;
      if (!a) d.confidence *= 0.5;
    }
  }

  // "Payments" on a bank statement is money paid out (a second such column would be money in).
  for (const d of out) {
    const p = d.raw.amounts.payments;
    if (!p || d.amount !== null) continue;
    d.amount = p.magnitude;
    d.direction = 'debit' in d.raw.amounts ? 'credit' : 'debit';
  }

  // Unsigned single amounts: the running balance delta decides, else the wording.
  let prev = opening;
  for (const d of out) {
    // A row whose amount a scan garbled but whose running balance was read: the balance's move
    // from the row above is the amount and its direction (derived, so its confidence stays low).
    if (d.amount === null && d.balance !== null && prev !== null && /[A-Za-z]{3}/.test(d.raw.description)) {
      const delta = roundMoney(d.balance - prev);
      if (delta !== 0) {
        d.amount = Math.abs(delta);
        d.direction = delta > 0 ? 'credit' : 'debit';
        d.confidence = Math.min(d.confidence, 0.45);
      }
    }
    if (d.direction === null && d.amount !== null) {
      if (prev !== null && d.balance !== null) {
        const delta = roundMoney(d.balance - prev);
        if (Math.abs(Math.abs(delta) - d.amount) < 0.011) {
          d.direction = delta >= 0 ? 'credit' : 'debit';
        }
      }
      if (d.direction === null) {
        d.direction = CREDIT_WORDS.test(d.raw.description) ? 'credit' : 'debit';
        d.confidence *= 0.7;
      }
    }
    if (d.balance !== null) prev = d.balance;
    else if (prev !== null && d.amount !== null && d.direction)
      prev = roundMoney(prev + (d.direction === 'credit' ? d.amount : -d.amount));
  }
  return out;
}

/**
 * The reading under which the statement's arithmetic holds. Where a row sits between two printed
 * running balances, the balance's move is the direction (whatever its column title, sign or marker
 * said); without running balances, the columns' meaning is flipped as a whole (a "Payments" column
 * that is really money in, credits printed negative) when only the flipped reading makes the rows
 * add up to the printed totals or the opening + credits − debits = closing equation. Returns how
 * many rows changed and whether the choice had no arithmetic to decide it.
 */
export function chooseDirections(
  rows: Directed[],
  printed: {
    opening: number | null;
    closing: number | null;
    deposits: number | null;
    withdrawals: number | null;
  },
): { flipped: number; ambiguous: boolean } {
  let flipped = 0;
  let prev = printed.opening;
  let chained = 0;
  for (const d of rows) {
    if (d.balance !== null && prev !== null && d.amount !== null) {
      const delta = roundMoney(d.balance - prev);
      if (Math.abs(Math.abs(delta) - d.amount) < 0.011 && d.amount > 0) {
        chained++;
        const dir: Direction = delta >= 0 ? 'credit' : 'debit';
        if (d.direction !== dir) {
          d.direction = dir;
          flipped++;
        }
      }
    }
    if (d.balance !== null) prev = d.balance;
    else prev = null;
  }
  if (chained > 0 && chained >= rows.filter((r) => r.amount !== null).length * 0.5)
    return { flipped, ambiguous: false };
  // No chain to follow: score readings on the printed totals — as read, flipped as a whole, and
  // the two sign conventions of a single signed amount column (negative = money out, or in).
  const signed = (d: Directed): number | null => {
    const a = d.raw.amounts.amount;
    if (!a || d.raw.type || d.raw.section) return null;
    return a.signHint === 'cr' ? null : a.signHint ? -1 : 1;
  };
  const readings: ((d: Directed) => Direction | null)[] = [
    (d) => d.direction,
    (d) => (d.direction ? (d.direction === 'credit' ? 'debit' : 'credit') : null),
    (d) => (signed(d) === null ? d.direction : signed(d)! < 0 ? 'debit' : 'credit'),
    (d) => (signed(d) === null ? d.direction : signed(d)! < 0 ? 'credit' : 'debit'),
  ];
  const score = (read: (d: Directed) => Direction | null): number => {
    let credits = 0;
    let debits = 0;
    for (const d of rows) {
      const dir = d.amount === null ? null : read(d);
      if (dir === 'credit') credits += d.amount!;
      else if (dir === 'debit') debits += d.amount!;
    }
    const eq = (a: number | null, b: number) => a !== null && Math.abs(Math.abs(a) - b) < 0.011;
    let s = 0;
    if (eq(printed.deposits, roundMoney(credits))) s++;
    if (eq(printed.withdrawals, roundMoney(debits))) s++;
    if (
      printed.opening !== null &&
      printed.closing !== null &&
      Math.abs(printed.opening + credits - debits - printed.closing) < 0.011
    )
      s++;
    return s;
  };
  const scores = readings.map(score);
  const best = scores.indexOf(Math.max(...scores));
  if (best > 0 && scores[best]! > scores[0]!) {
    for (const d of rows) {
      const dir = readings[best]!(d);
      if (dir && dir !== d.direction) {
        d.direction = dir;
        flipped++;
      }
    }
  }
  return { flipped, ambiguous: Math.max(...scores) === 0 };
}

function findBankName(lines: Line[]): { name: string; confidence: number } | null {
  const top = lines.filter((l) => l.pageNumber === 1).slice(0, 25);
  for (const l of top) {
    for (const c of l.cells) {
      const m = c.text.match(
        /^(.{0,40}?\b(bank|banque|bancorp|credit union|savings|trust|financial|federal credit union|n\.a\.)\b.{0,25})$/i,
      );
      if (m && !/statement|account|balance|page|www\.|@/i.test(c.text)) {
        return { name: c.text.replace(/[,;]$/, '').trim(), confidence: 0.8 };
      }
    }
  }
  return null;
}

const ACCOUNT_NUMBER = /^[#:\s]*(?:no\.?|number|#)?\s*[:#]?\s*([Xx*•\d][\dXx*•\- ]{3,}\d)\b/i;

/** A US phone number as printed: "(800) 555-1234", "1-800-555-1234", toll-free "888.555.1234". */
const PHONE = /^(?:1[-. ]?)?(?:\(\d{3}\)\s?|8(?:00|33|44|55|66|77|88)[-. ])\d{3}[-. ]\d{4}$/;

/** An account number printed after a label: not a date, not a year, not a phone number. */
export function accountToken(text: string): string | null {
  const m = text.match(ACCOUNT_NUMBER);
  if (!m) return null;
  const token = m[1]!.trim();
  if (PHONE.test(token) || /^\(\d{3}\)/.test(text.trim().replace(/^[#:\s]+/, ''))) return null;
  const digits = token.replace(/\D/g, '');
  // Years and dates are not account numbers; masked numbers show at least their last 4 digits.
  if (
    digits.length < 4 ||
    (digits.length < 6 && !/[Xx*•]/.test(token)) ||
    /^\d{1,2}[-/]\d{1,2}[-/]\d{2,4}$/.test(token)
  )
    return null;
  return token;
}

function findAccountNumber(lines: Line[]): { value: string; confidence: number } | null {
  const v = findLabeledValue(
    lines,
    // A credit union's member number is the account's number (its sub-accounts are suffixes).
    [
      'account number',
      'account no',
      'account #',
      'acct number',
      'acct no',
      'acct #',
      'member number',
      'member no',
      'member #',
      'acct',
      'account',
    ],
    {
      kind: 'text',
      direction: 'both',
      belowLines: 1,
      accept: (x) => accountToken(String(x)) !== null,
    },
  );
  if (v) return { value: accountToken(String(v.value))!, confidence: v.confidence * 0.95 };
  for (const l of lines) {
    const m = l.text.match(
      /\b(?:account|acct|a\/c)\b[^\d]{0,40}?(?:\bno\.?|number|#)\s*[:#]?\s*([\dXx*•][\dXx*•-]{5,})/i,
    );
    if (m) return { value: m[1]!, confidence: 0.75 };
  }
  return null;
}

function findAccountName(lines: Line[]): { value: string; confidence: number } | null {
  const v = findLabeledValue(lines, ['account type', 'account name', 'product'], {
    kind: 'text',
    direction: 'right',
  });
  if (v && typeof v.value === 'string' && v.value.length < 60)
    return { value: v.value, confidence: v.confidence * 0.9 };
  for (const l of lines.slice(0, 60)) {
    for (const c of l.cells) {
      if (/\b(bank|credit union|trust|federal)\b/i.test(c.text)) continue;
      // "Account: Student Checking": the product after a bare "Account" caption.
      const text = c.text.replace(/^account\s*:\s*/i, '');
      const m = text.match(
        /^((?:[A-Z][A-Za-z®]*\s){0,3}(checking|savings|money market|current account|cheque account|business account)(\s(account|plus|\w+))?)\b/i,
      );
      if (m && m[1]!.length < 50) {
        return {
          value: m[1]!.replace(/\s+(summary|statement|activity|details?|account summary)$/i, '').trim(),
          confidence: 0.7,
        };
      }
    }
  }
  return null;
}

/** Balances printed with their date as the label ("Balance on May 31, 2023: 922.18"). */
function datedBalances(
  lines: Line[],
  numericOrder: 'mdy' | 'dmy' | undefined,
): { date: string; amount: number }[] {
  const out: { date: string; amount: number }[] = [];
  for (const l of lines) {
    for (const [i, c] of l.cells.entries()) {
      const m = c.text.match(/\bbalance\s+(?:on|as of|at)\s+(.*)$/i);
      if (!m || /\b(daily|available|average|minimum)\b/i.test(c.text)) continue;
      const date = findDates(m[1]!, { numericOrder }).find((d) => !d.yearInferred);
      if (!date) continue;
      const after = m[1]!.slice(date.index + date.length).replace(/^[\s:]+/, '');
      const amount =
        (after && isMoneyToken(after) ? parseAmount(after) : null) ??
        (l.cells[i + 1] && isMoneyToken(l.cells[i + 1]!.text) ? parseAmount(l.cells[i + 1]!.text) : null);
      if (amount) out.push({ date: date.iso, amount: amount.value });
    }
  }
  return out;
}

const isOpeningLine = (s: SummaryLine) =>
  OPENING_LABELS.some((l) => normalizeLabel(s.description).includes(l));
const isClosingLine = (s: SummaryLine) =>
  CLOSING_LABELS.some((l) => normalizeLabel(s.description).includes(l));

/**
 * Where a second account's activity starts: a member statement prints its sub-accounts one after
 * another (checking, a share savings, a loan), each with its own opening and closing balance lines.
 * When an opening balance follows a closing balance, and the rows before it go from the first
 * opening to that closing (opening + credits - debits, or the last running balance, equals it), the
 * rows from that second opening on are another account's. Null when there is one account (or the
 * arithmetic does not say so: a "balance forward" line after a page's subtotal, or one that brings
 * forward the figure carried forward, is the same account).
 */
export function nextAccountStart(rows: RawTransaction[], summaries: SummaryLine[]): number | null {
  const ordered = [...summaries].sort((a, b) => a.line.index - b.line.index);
  const open = ordered.find(isOpeningLine);
  if (!open) return null;
  for (const close of ordered) {
    if (close.line.index <= open.line.index || !isClosingLine(close) || isOpeningLine(close)) continue;
    const next = ordered.find(
      (s) => s.line.index > close.line.index && isOpeningLine(s) && !isClosingLine(s),
    );
    if (!next) return null;
    // "Balance carried forward" then "Balance brought forward" of the same figure: one account
    // going on over a page.
    if (Math.abs(next.amount.value - close.amount.value) < 0.005) return null;
    const mine = rows.filter(
      (r) => r.lines[0]!.index > open.line.index && r.lines[0]!.index < close.line.index,
    );
    if (mine.length === 0) return null;
    const last = mine[mine.length - 1]!.amounts.balance?.value;
    let sum = open.amount.value;
    for (const r of mine) {
      const { credit, debit, amount } = r.amounts;
      if (credit && !debit) sum += credit.magnitude;
      else if (debit && !credit) sum -= debit.magnitude;
      else if (amount && amount.signHint)
        sum += amount.signHint === 'cr' ? amount.magnitude : -amount.magnitude;
      else sum = NaN;
    }
    const target = close.amount.value;
    if ((last !== undefined && Math.abs(last - target) < 0.005) || Math.abs(sum - target) < 0.005)
      return next.line.index;
    return null;
  }
  return null;
}

function summaryAmount(summaries: SummaryLine[], re: RegExp): number | null {
  const s = summaries.find((x) => re.test(normalizeLabel(x.description)));
  return s ? s.amount.value : null;
}

/**
 * The statement as read, with the readings it cannot rule out on its own: one row in the other
 * direction (a scan's lost minus where no running balance says which), tried only when the reading
 * fails a check, and rows that add up the rows above them read as subtotals, not transactions.
 */
export const parseBankStatement: TypeParser = (doc: DocumentText): ParsedDocument => {
  const primary = readBankStatement(doc);
  const rows = primary.transactions ?? [];
  const readings: AlternativeReading[] = [
    { what: 'directions from balances, columns, signs and wording', parsed: primary },
  ];
  if (runChecks('bank_statement', primary).some((c) => !c.passed))
    for (const [i, r] of rows.entries())
      if (r.creditDebit === 'credit' || r.creditDebit === 'debit')
        readings.push({
          what: `row ${i + 1} read in the other direction`,
          parsed: withRows(
            primary,
            rows.map((x, k) =>
              k === i ? { ...x, creditDebit: x.creditDebit === 'credit' ? 'debit' : 'credit' } : x,
            ),
          ),
        });
  const subtotals = subtotalRows(rows);
  if (subtotals.size > 0)
    readings.push({
      what: 'rows that add up the rows above them are subtotals',
      parsed: withRows(
        primary,
        rows.filter((_, i) => !subtotals.has(i)),
        (i) => i - [...subtotals].filter((k) => k < i).length,
        subtotals,
      ),
    });
  return offerAlternatives(readings);
};

/**
 * Rows whose amount is the sum of two or more rows of the same direction just above them (since
 * the last such row): a subtotal printed as a row, or a transaction that happens to equal them;
 * the statement's arithmetic says which.
 */
function subtotalRows(rows: readonly ChildRow[]): Set<number> {
  const out = new Set<number>();
  for (const [i, r] of rows.entries()) {
    if (typeof r.amount !== 'number' || r.amount <= 0) continue;
    let total = 0;
    for (let k = i - 1, n = 1; k >= 0 && !out.has(k); k--, n++) {
      const above = rows[k]!;
      if (above.creditDebit !== r.creditDebit || typeof above.amount !== 'number') break;
      total = roundMoney(total + above.amount);
      if (n >= 2 && Math.abs(total - r.amount) < 0.005) {
        out.add(i);
        break;
      }
    }
  }
  return out;
}

/**
 * `parsed` with other rows: row keys of confidences and provenance follow each kept row to its new
 * index (`at`), dropped rows' keys go, and totals derived from the rows are derived again.
 */
function withRows(
  parsed: ParsedDocument,
  rows: ChildRow[],
  at: (i: number) => number = (i) => i,
  dropped: ReadonlySet<number> = new Set(),
): ParsedDocument {
  const moved = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      Object.entries(record).flatMap(([k, v]) => {
        const m = /^transactions\[(\d+)\]\.(.+)$/.exec(k);
        if (!m) return [[k, v]];
        const i = Number(m[1]);
        return dropped.has(i) ? [] : [[`transactions[${at(i)}].${m[2]}`, v]];
      }),
    );
  const provenance = moved(parsed.provenance ?? {});
  const fields = { ...parsed.fields };
  const sumOf = (dir: Direction) =>
    roundMoney(rows.filter((t) => t.creditDebit === dir).reduce((a, t) => a + (t.amount as number), 0));
  if (provenance.totalDeposits === 'derived') fields.totalDeposits = sumOf('credit');
  if (provenance.totalWithdrawals === 'derived') fields.totalWithdrawals = sumOf('debit');
  return {
    ...parsed,
    fields,
    transactions: rows,
    fieldConfidence: moved(parsed.fieldConfidence),
    provenance,
  };
}

function readBankStatement(doc: DocumentText): ParsedDocument {
  const lines = documentLines(doc);
  const numericOrder = inferNumericOrder(lines.map((l) => l.text).join('\n'));
  const period = findStatementPeriod(lines, { numericOrder });
  // How a row's date without a year is read: one reading for the table, the balance and check grids.
  const dateReading = { numericOrder, period: periodForInference(period, lines, { numericOrder }) };
  const table = readTransactions(lines, { dates: dateReading });
  // A daily-balance grid's lines of date and balance pairs read like rows: they are not.
  const balanceGrid = balanceGridLines(lines, dateReading);
  table.rows = table.rows.filter((r) => !r.lines.some((l) => balanceGrid.has(l.index)));
  for (const i of balanceGrid) table.consumed.add(i);
  const cut = nextAccountStart(table.rows, table.summaries);
  if (cut !== null) {
    table.rows = table.rows.filter((r) => r.lines[0]!.index < cut);
    table.summaries = table.summaries.filter((s) => s.line.index < cut);
  }
  const outside = lines.filter((l) => !table.consumed.has(l.index));
  const f = new FieldSet(BANK_FIELDS);
  const warnings: string[] = [];

  if (period.start) f.set('statementStartDate', period.start, period.confidence);
  if (period.end) f.set('statementEndDate', period.end, period.confidence);

  const labeled = (labels: string[]) =>
    findLabeledValue(outside, labels, { kind: 'amount', direction: 'right' });
  const opening = labeled(OPENING_LABELS);
  if (opening) f.set('beginningBalance', opening.value, opening.confidence);
  else {
    const s = summaryAmount(table.summaries, /(opening|beginning|previous|starting|forward|last)/);
    if (s !== null) f.set('beginningBalance', s, 0.8);
  }
  const closing = findLabeledValue(outside, CLOSING_LABELS, {
    kind: 'amount',
    direction: 'right',
    occurrence: 'first',
  });
  if (closing) f.set('endingBalance', closing.value, closing.confidence);
  else {
    const s = summaryAmount(table.summaries, /(closing|ending|new balance|carried)/);
    if (s !== null) f.set('endingBalance', s, 0.8);
  }
  // "Balance on May 31, 2023  922.18" / "Balance as of 05/01/2023: 543.39": the date says which.
  for (const b of datedBalances(outside, numericOrder)) {
    const isOpening =
      period.start !== null ? b.date <= period.start : period.end !== null && b.date < period.end;
    f.set(isOpening ? 'beginningBalance' : 'endingBalance', b.amount, 0.85);
  }
  const deposits = labeled(DEPOSIT_LABELS);
  if (deposits) f.set('totalDeposits', Math.abs(deposits.value as number), deposits.confidence);
  const withdrawals = labeled(WITHDRAWAL_LABELS);
  if (withdrawals) f.set('totalWithdrawals', Math.abs(withdrawals.value as number), withdrawals.confidence);

  const directed = directRows(table.rows, f.num('beginningBalance'));
  const reading = chooseDirections(directed, {
    opening: f.num('beginningBalance'),
    closing: f.num('endingBalance'),
    deposits: f.num('totalDeposits'),
    withdrawals: f.num('totalWithdrawals'),
  });
  if (reading.flipped > 0)
    warnings.push(
      `The direction of ${reading.flipped} row(s) was taken from the running balance or the printed totals, not the column titles.`,
    );
  const transactions: ChildRow[] = [];
  const confidences: number[] = [];
  // Cleared checks printed several to a line ("Check No. | Date | Amount" repeated): debits.
  const checks = readCheckGrids(outside, dateReading);
  /** Each row's description's own words (a garbled payee is not the amount's doubt, nor the reverse). */
  const ownText: number[] = [];
  const hasBalance = directed.some((d) => d.balance !== null);
  for (const d of directed) {
    if (d.amount === null) continue;
    const row: ChildRow = {
      transactionDate: d.raw.date,
      description: d.raw.description,
      creditDebit: d.direction,
      amount: d.amount,
    };
    if (hasBalance) row.balance = d.balance;
    transactions.push(row);
    confidences.push(d.confidence);
    ownText.push(d.raw.descriptionConfidence);
  }
  for (const c of checks.rows) {
    const row: ChildRow = {
      transactionDate: c.date,
      description: `Check ${c.number}`,
      creditDebit: 'debit',
      amount: c.amount,
    };
    if (hasBalance) row.balance = null;
    transactions.push(row);
    confidences.push(c.confidence * 0.9);
    ownText.push(c.confidence);
  }

  // A scan that lost a decimal point breaks the balance chain; mend it only where exactly one
  // single-value repair closes the break, and say so.
  if (hasBalance && doc.pages.some((p) => p.source === 'ocr')) {
    const chain = transactions.map((t): BalanceRow => ({
      amount: typeof t.amount === 'number' ? t.amount : null,
      direction: t.creditDebit === 'credit' || t.creditDebit === 'debit' ? t.creditDebit : null,
      balance: typeof t.balance === 'number' ? t.balance : null,
    }));
    for (const r of repairBalanceChain(chain, f.num('beginningBalance'), f.num('endingBalance'))) {
      transactions[r.row]![r.key] = r.to;
      f.provenance[`transactions[${r.row}].${r.key}`] = 'repaired';
      confidences[r.row] = Math.min(confidences[r.row] ?? 0.8, 0.6);
      warnings.push(
        `Row ${r.row + 1}: ${r.key} read as ${r.from} was repaired to ${r.to} so the running balance holds.`,
      );
    }
  }

  // Totals the statement does not print follow from the rows; the balances from the chain.
  const sumOf = (dir: Direction) =>
    roundMoney(
      transactions.filter((t) => t.creditDebit === dir).reduce((a, t) => a + (t.amount as number), 0),
    );
  // Withdrawals a summary prints in parts ("Electronic Withdrawals", then "Checks Paid"): when the
  // total read plus the checks line is what the debit rows add to (and the total alone is not),
  // the total withdrawn is that sum.
  const checksPaid = labeled(['checks paid', 'total checks paid', 'checks cleared', 'checks']);
  const readOut = f.num('totalWithdrawals');
  if (checksPaid && readOut !== null && transactions.length > 0) {
    const both = roundMoney(Math.abs(readOut) + Math.abs(checksPaid.value as number));
    const rowsOut = sumOf('debit');
    if (Math.abs(both - rowsOut) < 0.005 && Math.abs(Math.abs(readOut) - rowsOut) >= 0.005)
      f.replace(
        'totalWithdrawals',
        both,
        Math.min(f.confidence.totalWithdrawals ?? 0.8, checksPaid.confidence) * 0.9,
      );
  }
  if (transactions.length > 0) {
    f.derive('totalDeposits', sumOf('credit'), 0.75);
    f.derive('totalWithdrawals', sumOf('debit'), 0.75);
    const firstWithBalance = directed.find((d) => d.balance !== null && d.amount !== null && d.direction);
    if (firstWithBalance && !f.has('beginningBalance')) {
      const sign = firstWithBalance.direction === 'credit' ? -1 : 1;
      f.derive(
        'beginningBalance',
        roundMoney(firstWithBalance.balance! + sign * firstWithBalance.amount!),
        0.6,
      );
    }
    const lastBalance = [...directed].reverse().find((d) => d.balance !== null)?.balance ?? null;
    if (lastBalance !== null) f.set('endingBalance', lastBalance, 0.65);
    const dates = transactions
      .map((t) => t.transactionDate)
      .filter((d): d is string => typeof d === 'string')
      .sort();
    if (dates[0]) f.derive('statementStartDate', dates[0], 0.4);
    if (dates.at(-1)) f.derive('statementEndDate', dates.at(-1)!, 0.4);
  } else {
    warnings.push('No transaction table was found.');
  }

  const bank = findBankName(lines);
  if (bank) f.set('bankName', bank.name, bank.confidence);
  const acct = findAccountNumber(outside);
  if (acct) f.set('accountNumber', acct.value, acct.confidence);
  const accountName = findAccountName(outside);
  if (accountName) f.set('accountName', accountName.value, accountName.confidence);
  const holderLabel = findLabeledValue(
    outside,
    ['account holder', 'account owner', 'customer name', 'name'],
    { kind: 'text', direction: 'right' },
  );
  const blocks = findAddressBlocks(outside);
  // The holder's block is the one with a person's name that is not the bank's own address.
  const holderBlock = blocks.find((b) => b.name && !(bank && b.name === bank.name)) ?? blocks[0];
  if (holderLabel && typeof holderLabel.value === 'string' && holderLabel.value.length < 60) {
    f.set('accountHolderName', holderLabel.value, holderLabel.confidence * 0.9);
  }
  if (holderBlock) {
    if (holderBlock.name) f.set('accountHolderName', holderBlock.name, 0.75);
    f.set('address', holderBlock.street, 0.75);
    f.set('city', holderBlock.cityLine?.city, 0.75);
    f.set('state', holderBlock.cityLine?.state, 0.8);
    f.set('zipCode', holderBlock.cityLine?.zipCode, 0.8);
  }

  const fieldConfidence: Record<string, number> = { ...f.confidence };
  rowConfidence(
    'transactions',
    transactions,
    confidences.map((row, i) => ({ row, cells: { description: ownText[i] ?? row } })),
    fieldConfidence,
  );
  return { fields: f.fields, transactions, fieldConfidence, checks: [], provenance: f.provenance, warnings };
}
