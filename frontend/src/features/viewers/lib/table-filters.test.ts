import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD_FILTERS,
  filterBankRows,
  filterCardRows,
  nextBankTypeFilter,
  nextSort,
  sortRows,
  type SortState,
} from './table-filters';

const card = [
  {
    id: 'a',
    description: 'Coffee Shop',
    merchant: 'Blue Bottle',
    category: 'Dining',
    transactionType: 'purchase',
    amount: 4.5,
  },
  {
    id: 'b',
    description: 'Payment, thank you',
    merchant: null,
    category: null,
    transactionType: 'payment',
    amount: 500,
  },
  {
    id: 'c',
    description: 'Late fee',
    merchant: 'Issuer',
    category: 'Fees',
    transactionType: 'fee',
    amount: 35,
  },
  {
    id: 'd',
    description: 'Groceries',
    merchant: 'Whole Foods',
    category: 'Groceries',
    transactionType: 'purchase',
    amount: 120.99,
  },
];
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('bank type filter', () => {
  it('cycles all → credit → debit → all', () => {
    expect(nextBankTypeFilter('all')).toBe('credit');
    expect(nextBankTypeFilter('credit')).toBe('debit');
    expect(nextBankTypeFilter('debit')).toBe('all');
  });
  it('keeps only the chosen direction', () => {
    const rows = [
      { id: '1', creditDebit: 'credit' },
      { id: '2', creditDebit: 'debit' },
      { id: '3', creditDebit: null },
    ];
    expect(ids(filterBankRows(rows, 'all'))).toEqual(['1', '2', '3']);
    expect(ids(filterBankRows(rows, 'debit'))).toEqual(['2']);
  });
});

describe('card filters', () => {
  it('filters by type, inclusive amount range and free text across description, merchant and category', () => {
    expect(ids(filterCardRows(card, { ...EMPTY_CARD_FILTERS, type: 'purchase' }))).toEqual(['a', 'd']);
    expect(
      ids(filterCardRows(card, { ...EMPTY_CARD_FILTERS, minAmount: '35', maxAmount: '120.99' })),
    ).toEqual(['c', 'd']);
    expect(ids(filterCardRows(card, { ...EMPTY_CARD_FILTERS, search: 'whole' }))).toEqual(['d']);
    expect(ids(filterCardRows(card, { ...EMPTY_CARD_FILTERS, search: 'FEES' }))).toEqual(['c']);
    expect(filterCardRows(card, { ...EMPTY_CARD_FILTERS, type: 'refund' })).toEqual([]);
  });
  it('ignores a blank or non-numeric amount bound', () => {
    expect(filterCardRows(card, { ...EMPTY_CARD_FILTERS, minAmount: ' ', maxAmount: 'abc' })).toHaveLength(4);
  });
});

describe('sorting', () => {
  it('sorts ascending on the first click, descending on the second', () => {
    const first = nextSort<'amount'>(null, 'amount');
    expect(first).toEqual({ key: 'amount', direction: 'asc' });
    expect(nextSort(first, 'amount')).toEqual({ key: 'amount', direction: 'desc' });
    expect(nextSort<'amount' | 'merchant'>(first, 'merchant')).toEqual({ key: 'merchant', direction: 'asc' });
  });
  it('orders numbers numerically and text case-insensitively, empty values last either way', () => {
    const by = (sort: SortState<'amount' | 'merchant'>) => ids(sortRows(card, sort, (row, key) => row[key]));
    expect(by({ key: 'amount', direction: 'asc' })).toEqual(['a', 'c', 'd', 'b']);
    expect(by({ key: 'amount', direction: 'desc' })).toEqual(['b', 'd', 'c', 'a']);
    expect(by({ key: 'merchant', direction: 'asc' })).toEqual(['a', 'c', 'd', 'b']);
    expect(by({ key: 'merchant', direction: 'desc' })).toEqual(['d', 'c', 'a', 'b']);
  });
  it('keeps the original order without a sort', () => {
    expect(ids(sortRows(card, null, () => 0))).toEqual(['a', 'b', 'c', 'd']);
  });
});
