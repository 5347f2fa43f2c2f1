// Statement transactions as signed ledger entries: the one place that decides signs, FITIDs and
// periods for the accounting formats (IIF, QuickBooks CSV, OFX, QBO). Decision 052.
import { createHash } from 'node:crypto';
import type { CardTransactionType } from '@docledger/shared/domain/document-fields';
import { ValidationError } from '../platform/errors';
import type { StatementDocument } from './types';

export interface LedgerEntry {
  /** Stable row id. */
  id: string;
  /** OFX FITID: stable per document and row, so re-importing the same export never duplicates. */
  fitId: string;
  /** YYYY-MM-DD */
  date: string;
  /** From the account holder's side: + money in / card debt paid down, − money out / card charged. */
  amount: number;
  /** Bank: credit | debit. Card: the transaction type (unknown types count as purchases, spec §5). */
  kind: 'credit' | 'debit' | CardTransactionType;
  description: string;
  /** Card merchant when printed. */
  merchant: string;
  /** Bank: the check number of a paid check ("Check #1042"). */
  checkNumber: string | null;
}

const CHECK = /^(?:check|chk|cheque)\s*(?:#|no\.?|number)?\s*(\d{1,12})\b/i;

const CARD_MONEY_IN: ReadonlySet<CardTransactionType> = new Set(['payment', 'refund']);

export function fitIdOf(documentId: string, rowId: string): string {
  return createHash('sha256')
    .update(JSON.stringify([documentId, rowId]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Every transaction of the statement as a signed entry. Accounting imports cannot take a row
 * without a date, an amount or (bank) a direction: such rows are refused by id, never guessed.
 */
export function ledgerEntries(doc: StatementDocument, formatName: string): LedgerEntry[] {
  const incomplete: string[] = [];
  const entries: LedgerEntry[] = [];
  for (const row of doc.children.transactions) {
    const date = row.transactionDate;
    const amount = row.amount;
    let kind: LedgerEntry['kind'] | null;
    if (doc.type === 'bank_statement') {
      kind = 'creditDebit' in row ? (row.creditDebit ?? null) : null;
    } else {
      kind = 'transactionType' in row ? (row.transactionType ?? 'purchase') : 'purchase';
    }
    if (!date || amount == null || !Number.isFinite(amount) || !kind) {
      incomplete.push(row.id);
      continue;
    }
    const moneyIn = kind === 'credit' || CARD_MONEY_IN.has(kind as CardTransactionType);
    const description = (row.description ?? '').trim();
    entries.push({
      id: row.id,
      fitId: fitIdOf(doc.id, row.id),
      date,
      amount: moneyIn ? Math.abs(amount) : -Math.abs(amount),
      kind,
      description,
      merchant: ('merchant' in row ? (row.merchant ?? '') : '').trim(),
      checkNumber: kind === 'debit' ? (CHECK.exec(description)?.[1] ?? null) : null,
    });
  }
  if (incomplete.length > 0) {
    throw new ValidationError(
      `${incomplete.length} transaction(s) lack a date, an amount or a credit/debit direction. Correct them before exporting to ${formatName}.`,
      { transactions: incomplete.map((id) => `Transaction ${id} is incomplete`) },
    );
  }
  return entries;
}

/** Statement period: the printed dates, else the first and last transaction dates. */
export function statementPeriod(
  doc: StatementDocument,
  entries: readonly LedgerEntry[],
): { start: string; end: string } {
  const dates = entries.map((e) => e.date).sort();
  const start = doc.fields.statementStartDate ?? dates[0] ?? doc.fields.statementEndDate;
  const end = doc.fields.statementEndDate ?? dates[dates.length - 1] ?? start;
  if (!start || !end) {
    throw new ValidationError('The statement has no period and no dated transactions to export.');
  }
  return { start, end };
}

function sumCents(entries: readonly LedgerEntry[]): number {
  return entries.reduce((s, e) => s + Math.round(e.amount * 100), 0) / 100;
}

/**
 * Closing balance from the holder's side (bank: the ending balance; card: minus the new balance
 * owed), computed from the opening balance and the entries when the statement does not print it.
 */
export function closingBalance(doc: StatementDocument, entries: readonly LedgerEntry[]): number {
  if (doc.type === 'bank_statement') {
    const f = doc.fields;
    if (f.endingBalance != null) return f.endingBalance;
    if (f.beginningBalance != null) return round2(f.beginningBalance + sumCents(entries));
  } else {
    const f = doc.fields;
    if (f.newBalance != null) return round2(-f.newBalance);
    if (f.previousBalance != null) return round2(-f.previousBalance + sumCents(entries));
  }
  throw new ValidationError('The statement shows neither a closing nor an opening balance to export.');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
