import { useState } from 'react';
import { Search } from 'lucide-react';
import type { CreditCardStatementView } from '@docledger/shared/api/schemas/documents-views';
import { CARD_TRANSACTION_TYPES, type CardTransactionType } from '@docledger/shared/domain/document-fields';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Amount } from '../components/amount';
import { FieldGrid, Section } from '../components/field-grid';
import { HeaderEdit, RecordEditDialog } from '../components/record-edit';
import { RowTable, type RowColumn } from '../components/row-table';
import { TransactionCounter } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { CARD_STATEMENT_EDIT, CARD_TRANSACTION_EDIT, CARD_TYPE_LABELS } from '../lib/edits';
import { displayMasked, truncate } from '../lib/mask';
import {
  EMPTY_CARD_FILTERS,
  filterCardRows,
  nextSort,
  sortRows,
  type CardFilters,
  type SortState,
} from '../lib/table-filters';
import type { CardTransactionRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export { CARD_TYPE_LABELS };

const TYPE_BADGE: Record<CardTransactionType, NonNullable<BadgeProps['variant']>> = {
  purchase: 'neutral',
  payment: 'success',
  refund: 'info',
  fee: 'warning',
  interest: 'destructive',
  cash_advance: 'brand',
};
/** Payments and refunds are money back on the card (green); everything else is spending (red). */
const isMoneyIn = (type: string | null | undefined) => type === 'payment' || type === 'refund';

export function CreditCardViewer({
  view,
  onClose,
  onDeleted,
  onReload,
}: TypeViewerProps<CreditCardStatementView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  return (
    <ViewerFrame
      type="credit_card_statement"
      view={view}
      scale="creditCard"
      onClose={onClose}
      onDeleted={onDeleted}
      editActions={<HeaderEdit edit={CARD_STATEMENT_EDIT} view={view} onReload={onReload} />}
    >
      <Section title="Statement Summary">
        <FieldGrid
          scale="creditCard"
          columns={4}
          items={[
            { label: 'Card Issuer', value: f.cardIssuer, confidence: c.cardIssuer },
            { label: 'Card Holder', value: f.cardHolderName, confidence: c.cardHolderName },
            {
              label: 'Card Number',
              value: displayMasked(f.accountNumberMasked),
              encrypted: Boolean(f.accountNumberMasked),
              numeric: true,
              confidence: c.accountNumber,
            },
            {
              label: 'Statement Period',
              value: formatPeriod(f.statementStartDate, f.statementEndDate),
              confidence: Math.min(c.statementStartDate ?? 100, c.statementEndDate ?? 100),
            },
            {
              label: 'Previous Balance',
              value: formatMoney(f.previousBalance),
              numeric: true,
              confidence: c.previousBalance,
            },
            {
              label: 'New Balance',
              value: formatMoney(f.newBalance),
              numeric: true,
              confidence: c.newBalance,
            },
            { label: 'Payment Due Date', value: formatDate(f.paymentDueDate), confidence: c.paymentDueDate },
            {
              label: 'Minimum Payment Due',
              value: formatMoney(f.minimumPaymentDue),
              numeric: true,
              confidence: c.minimumPaymentDue,
            },
            {
              label: 'Total Purchases',
              value: formatMoney(f.totalPurchases),
              numeric: true,
              confidence: c.totalPurchases,
            },
            {
              label: 'Total Payments',
              value: formatMoney(f.totalPayments),
              numeric: true,
              confidence: c.totalPayments,
            },
            { label: 'Total Fees', value: formatMoney(f.totalFees), numeric: true, confidence: c.totalFees },
            {
              label: 'Total Interest',
              value: formatMoney(f.totalInterest),
              numeric: true,
              confidence: c.totalInterest,
            },
            {
              label: 'Credit Limit',
              value: formatMoney(f.creditLimit),
              numeric: true,
              confidence: c.creditLimit,
            },
            {
              label: 'Available Credit',
              value: formatMoney(f.availableCredit),
              numeric: true,
              confidence: c.availableCredit,
            },
            { label: 'APR', value: f.apr == null ? '' : `${f.apr}%`, numeric: true, confidence: c.apr },
          ]}
        />
      </Section>
      {view.transactions.length > 0 && (
        <CardTransactionsTable
          documentId={view.documentId}
          version={view.version}
          rows={view.transactions as CardTransactionRow[]}
          canEdit={view.canEdit}
          onReload={onReload}
        />
      )}
    </ViewerFrame>
  );
}

type CardSortKey = 'transactionDate' | 'description' | 'merchant' | 'category' | 'transactionType' | 'amount';

export function CardTransactionsTable({
  documentId,
  version,
  rows,
  canEdit,
  onReload,
}: {
  documentId: string;
  version: number;
  rows: CardTransactionRow[];
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const [filters, setFilters] = useState<CardFilters>(EMPTY_CARD_FILTERS);
  const [sort, setSort] = useState<SortState<CardSortKey> | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const shown = sortRows(filterCardRows(rows, filters), sort, (row, key) => row[key]);
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const onSort = (key: CardSortKey) => setSort((current) => nextSort(current, key));
  const set = (patch: Partial<CardFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const columns: RowColumn<CardTransactionRow, CardSortKey>[] = [
    {
      header: 'Date',
      sortKey: 'transactionDate',
      numeric: true,
      align: 'left',
      confidenceField: 'transactionDate',
      cell: (row) => formatDate(row.transactionDate),
    },
    {
      header: 'Description',
      sortKey: 'description',
      className: 'min-w-48',
      confidenceField: 'description',
      cell: (row) => (
        <span title={row.description ?? undefined}>
          {truncate(row.description, DOCUMENTS.descriptionTruncate)}
        </span>
      ),
    },
    { header: 'Merchant', sortKey: 'merchant', confidenceField: 'merchant', cell: (row) => row.merchant },
    { header: 'Category', sortKey: 'category', confidenceField: 'category', cell: (row) => row.category },
    {
      header: 'Type',
      sortKey: 'transactionType',
      confidenceField: 'transactionType',
      cell: (row) =>
        row.transactionType && (
          <Badge variant={TYPE_BADGE[row.transactionType]}>{CARD_TYPE_LABELS[row.transactionType]}</Badge>
        ),
    },
    {
      header: 'Amount',
      sortKey: 'amount',
      numeric: true,
      confidenceField: 'amount',
      cell: (row) => (
        <Amount
          value={row.amount}
          direction={row.transactionType ? (isMoneyIn(row.transactionType) ? 'in' : 'out') : null}
        />
      ),
    },
  ];

  return (
    <Section title="Transactions">
      {/* Phones: type and search full width, the amount range side by side. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[12rem_9rem_9rem_1fr]">
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={`${documentId}-type`}>Type</Label>
          <select
            id={`${documentId}-type`}
            value={filters.type}
            onChange={(e) => set({ type: e.target.value })}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
          >
            <option value="all">All Types</option>
            {CARD_TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {CARD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${documentId}-min`}>Min amount</Label>
          <Input
            id={`${documentId}-min`}
            type="number"
            step="0.01"
            inputMode="decimal"
            placeholder="0.00"
            value={filters.minAmount}
            onChange={(e) => set({ minAmount: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${documentId}-max`}>Max amount</Label>
          <Input
            id={`${documentId}-max`}
            type="number"
            step="0.01"
            inputMode="decimal"
            placeholder="0.00"
            value={filters.maxAmount}
            onChange={(e) => set({ maxAmount: e.target.value })}
          />
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={`${documentId}-search`}>Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={`${documentId}-search`}
              type="search"
              className="pl-9"
              placeholder="Description, merchant or category"
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
            />
          </div>
        </div>
      </div>
      <TransactionCounter shown={shown.length} total={rows.length} />
      <RowTable
        label="Transactions"
        rows={shown}
        columns={columns}
        scale="creditCard"
        emptyText="No transactions found matching your criteria."
        sort={sort}
        onSort={onSort}
        onEdit={canEdit ? (row) => setEditingId(row.id) : undefined}
        editLabel={(row) => `Edit transaction ${row.description ?? ''} on ${formatDate(row.transactionDate)}`}
      />
      <RecordEditDialog
        edit={CARD_TRANSACTION_EDIT}
        documentId={documentId}
        version={version}
        target={editing && { id: editing.id, record: editing }}
        onClose={() => setEditingId(null)}
        onReload={onReload}
      />
    </Section>
  );
}
