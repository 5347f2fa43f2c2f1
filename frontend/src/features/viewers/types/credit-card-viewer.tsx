import { useState } from 'react';
import { Pencil, Search } from 'lucide-react';
import type { CreditCardStatementView } from '@docledger/shared/api/schemas/documents-views';
import { CARD_TRANSACTION_TYPES, type CardTransactionType } from '@docledger/shared/domain/document-fields';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useUpdateDocument } from '../api/update-document';
import { Amount } from '../components/amount';
import { ConfidenceBadge } from '../components/confidence';
import { EditFieldsDialog } from '../components/edit-fields-dialog';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, lowConfidenceCell, SortableTh, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { isLowConfidence } from '../lib/confidence';
import type { EditFieldSpec } from '../lib/edit-form';
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

export const CARD_TYPE_LABELS: Record<CardTransactionType, string> = {
  purchase: 'Purchase',
  payment: 'Payment',
  fee: 'Fee',
  interest: 'Interest',
  refund: 'Refund',
  cash_advance: 'Cash Advance',
};
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

const STATEMENT_FIELDS: EditFieldSpec[] = [
  { name: 'cardIssuer', label: 'Card issuer', kind: 'text' },
  { name: 'cardHolderName', label: 'Card holder', kind: 'text' },
  { name: 'statementStartDate', label: 'Statement start', kind: 'date' },
  { name: 'statementEndDate', label: 'Statement end', kind: 'date' },
  { name: 'paymentDueDate', label: 'Payment due date', kind: 'date' },
  { name: 'minimumPaymentDue', label: 'Minimum payment due', kind: 'money' },
  { name: 'previousBalance', label: 'Previous balance', kind: 'money' },
  { name: 'newBalance', label: 'New balance', kind: 'money' },
  { name: 'totalPurchases', label: 'Total purchases', kind: 'money' },
  { name: 'totalPayments', label: 'Total payments', kind: 'money' },
  { name: 'totalFees', label: 'Total fees', kind: 'money' },
  { name: 'totalInterest', label: 'Total interest', kind: 'money' },
  { name: 'creditLimit', label: 'Credit limit', kind: 'money' },
  { name: 'availableCredit', label: 'Available credit', kind: 'money' },
  { name: 'apr', label: 'APR (%)', kind: 'percent' },
];

const TRANSACTION_FIELDS: EditFieldSpec[] = [
  { name: 'transactionDate', label: 'Transaction date', kind: 'date' },
  { name: 'postDate', label: 'Post date', kind: 'date' },
  { name: 'description', label: 'Description', kind: 'text', wide: true },
  { name: 'merchant', label: 'Merchant', kind: 'text' },
  { name: 'category', label: 'Category', kind: 'text' },
  {
    name: 'transactionType',
    label: 'Type',
    kind: 'select',
    options: CARD_TRANSACTION_TYPES.map((t) => ({ value: t, label: CARD_TYPE_LABELS[t] })),
  },
  { name: 'amount', label: 'Amount', kind: 'money' },
];

export function CreditCardViewer({
  view,
  onClose,
  onDeleted,
  onReload,
}: TypeViewerProps<CreditCardStatementView>) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDocument('credit_card_statement', view.documentId, 'updateCreditCardStatement');
  const f = view.fields;
  const c = view.fieldConfidence;
  return (
    <ViewerFrame
      type="credit_card_statement"
      view={view}
      scale="creditCard"
      onClose={onClose}
      onDeleted={onDeleted}
      editActions={
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
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
      <EditFieldsDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit Credit Card Statement"
        fields={STATEMENT_FIELDS}
        record={f}
        version={view.version}
        onSave={(changes) => update.mutateAsync({ id: view.documentId, changes, version: view.version })}
        onConflict={onReload}
        success={{ title: 'Changes Saved' }}
        failure={{ title: 'Save Failed', description: 'Unable to save changes.' }}
      />
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
  const update = useUpdateDocument('credit_card_statement', documentId, 'updateCreditCardTransaction');
  const shown = sortRows(filterCardRows(rows, filters), sort, (row, key) => row[key]);
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const onSort = (key: CardSortKey) => setSort((current) => nextSort(current, key));
  const set = (patch: Partial<CardFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const columns = 7 + (canEdit ? 1 : 0);

  return (
    <Section title="Transactions">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_9rem_9rem_1fr]">
        <div className="flex flex-col gap-1.5">
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
        <div className="flex flex-col gap-1.5">
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
      <p className="text-xs text-slate-500" aria-live="polite">
        Showing {shown.length} of {rows.length} transactions
      </p>
      <TableFrame label="Transactions">
        <thead>
          <tr>
            <SortableTh label="Date" sortKey="transactionDate" sort={sort} onSort={onSort} />
            <SortableTh label="Description" sortKey="description" sort={sort} onSort={onSort} />
            <SortableTh label="Merchant" sortKey="merchant" sort={sort} onSort={onSort} />
            <SortableTh label="Category" sortKey="category" sort={sort} onSort={onSort} />
            <SortableTh label="Type" sortKey="transactionType" sort={sort} onSort={onSort} />
            <SortableTh label="Amount" sortKey="amount" sort={sort} onSort={onSort} numeric />
            <Th>Confidence</Th>
            {canEdit && (
              <Th>
                <span className="sr-only">Edit</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <EmptyRow colSpan={columns}>No transactions found matching your criteria.</EmptyRow>
          )}
          {shown.map((row) => {
            const low = (field: string) => isLowConfidence(row.fieldConfidence[field], 'creditCard');
            const type = row.transactionType ?? null;
            return (
              <Tr key={row.id}>
                <Td numeric className={cn('text-left', low('transactionDate') && lowConfidenceCell)}>
                  {formatDate(row.transactionDate)}
                </Td>
                <Td
                  className={cn('min-w-48', low('description') && lowConfidenceCell)}
                  title={row.description ?? undefined}
                >
                  {truncate(row.description, DOCUMENTS.descriptionTruncate)}
                </Td>
                <Td className={cn(low('merchant') && lowConfidenceCell)}>{row.merchant}</Td>
                <Td className={cn(low('category') && lowConfidenceCell)}>{row.category}</Td>
                <Td className={cn(low('transactionType') && lowConfidenceCell)}>
                  {type && <Badge variant={TYPE_BADGE[type]}>{CARD_TYPE_LABELS[type]}</Badge>}
                </Td>
                <Td numeric className={cn(low('amount') && lowConfidenceCell)}>
                  <Amount value={row.amount} direction={type ? (isMoneyIn(type) ? 'in' : 'out') : null} />
                </Td>
                <Td>
                  <ConfidenceBadge score={row.confidenceScore} scale="creditCard" />
                </Td>
                {canEdit && (
                  <Td className="py-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditingId(row.id)}
                      aria-label={`Edit transaction ${row.description ?? ''} on ${formatDate(row.transactionDate)}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </Td>
                )}
              </Tr>
            );
          })}
        </tbody>
      </TableFrame>
      <EditFieldsDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditingId(null)}
        title="Edit Transaction"
        fields={TRANSACTION_FIELDS}
        // A type outside the six is shown as purchase (spec part 2 §5).
        record={
          editing
            ? {
                ...editing,
                transactionType: (CARD_TRANSACTION_TYPES as readonly string[]).includes(
                  editing.transactionType ?? '',
                )
                  ? editing.transactionType
                  : 'purchase',
              }
            : {}
        }
        version={version}
        onSave={(changes) => update.mutateAsync({ id: editing?.id ?? '', changes, version })}
        onConflict={onReload}
        success={{ title: 'Transaction Updated' }}
        failure={{ title: 'Update Failed', description: 'Unable to update transaction.' }}
      />
    </Section>
  );
}
