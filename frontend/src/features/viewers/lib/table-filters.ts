// Filtering and sorting of the statement transaction tables (spec part 2 §2.5): pure, so the rules
// are tested without rendering.
import { parseMoney } from '@docledger/shared/format/money';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Next sort after a header click: a new column sorts ascending, the same column flips. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-US', { sensitivity: 'base', numeric: true });
}

/** Stable sort; empty values always last whatever the direction, so they never crowd the top. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  valueOf: (row: T, key: K) => unknown,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = valueOf(x.row, sort.key);
      const b = valueOf(y.row, sort.key);
      const aEmpty = a === null || a === undefined || a === '';
      const bEmpty = b === null || b === undefined || b === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? x.index - y.index : aEmpty ? 1 : -1;
      return sign * compareValues(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

// ----- bank statement: the type filter cycles all → credit → debit
export const BANK_TYPE_FILTERS = ['all', 'credit', 'debit'] as const;
export type BankTypeFilter = (typeof BANK_TYPE_FILTERS)[number];

export function nextBankTypeFilter(current: BankTypeFilter): BankTypeFilter {
  const i = BANK_TYPE_FILTERS.indexOf(current);
  return BANK_TYPE_FILTERS[(i + 1) % BANK_TYPE_FILTERS.length] ?? 'all';
}

export function filterBankRows<T extends { creditDebit?: string | null }>(
  rows: readonly T[],
  filter: BankTypeFilter,
): T[] {
  return filter === 'all' ? [...rows] : rows.filter((r) => r.creditDebit === filter);
}

// ----- credit card: type, min and max amount, free text
export interface CardFilters {
  /** 'all' or one of the six transaction types. */
  type: string;
  minAmount: string;
  maxAmount: string;
  search: string;
}
export const EMPTY_CARD_FILTERS: CardFilters = { type: 'all', minAmount: '', maxAmount: '', search: '' };

interface CardRowLike {
  description?: string | null;
  merchant?: string | null;
  category?: string | null;
  transactionType?: string | null;
  amount?: number | null;
}

export function filterCardRows<T extends CardRowLike>(rows: readonly T[], filters: CardFilters): T[] {
  const min = parseMoney(filters.minAmount);
  const max = parseMoney(filters.maxAmount);
  const needle = filters.search.trim().toLowerCase();
  return rows.filter((r) => {
    if (filters.type !== 'all' && r.transactionType !== filters.type) return false;
    const amount = r.amount ?? 0;
    if (min !== null && amount < min) return false;
    if (max !== null && amount > max) return false;
    if (needle) {
      const haystack = [r.description, r.merchant, r.category, r.transactionType]
        .filter(Boolean)
        .join(' ')
        .toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    return true;
  });
}
