import { useState } from 'react';
import { Filter, TriangleAlert } from 'lucide-react';
import type { BankStatementView } from '@docledger/shared/api/schemas/documents-views';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Button } from '../../../components/ui/button';
import { Amount } from '../components/amount';
import { FieldGrid, Section } from '../components/field-grid';
import { HeaderEdit, RecordEditDialog } from '../components/record-edit';
import { RowTable, type RowColumn } from '../components/row-table';
import { TransactionCounter } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { BANK_STATEMENT_EDIT, BANK_TRANSACTION_EDIT } from '../lib/edits';
import { displayMasked, truncate } from '../lib/mask';
import { filterBankRows, nextBankTypeFilter, type BankTypeFilter } from '../lib/table-filters';
import type { BankTransactionRow } from '../lib/view-types';
import { joinAddress, type TypeViewerProps } from './common';

const FILTER_LABEL: Record<BankTypeFilter, string> = { all: 'All', credit: 'Credits', debit: 'Debits' };

export function BankStatementViewer({
  view,
  onClose,
  onDeleted,
  onReload,
}: TypeViewerProps<BankStatementView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  return (
    <ViewerFrame
      type="bank_statement"
      view={view}
      scale="bank"
      onClose={onClose}
      onDeleted={onDeleted}
      editActions={<HeaderEdit edit={BANK_STATEMENT_EDIT} view={view} onReload={onReload} />}
    >
      <Section title="Statement Summary">
        <FieldGrid
          scale="bank"
          items={[
            { label: 'Bank Name', value: f.bankName, confidence: c.bankName },
            { label: 'Account Holder', value: f.accountHolderName, confidence: c.accountHolderName },
            { label: 'Account Type', value: f.accountName, confidence: c.accountName },
            {
              label: 'Account Number',
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
              label: 'Address',
              value: joinAddress(f.address, f.city, f.state, f.zipCode),
              confidence: c.address,
            },
            {
              label: 'Beginning Balance',
              value: formatMoney(f.beginningBalance),
              numeric: true,
              confidence: c.beginningBalance,
            },
            {
              label: 'Ending Balance',
              value: formatMoney(f.endingBalance),
              numeric: true,
              confidence: c.endingBalance,
            },
            {
              label: 'Total Deposits',
              value: formatMoney(f.totalDeposits),
              numeric: true,
              confidence: c.totalDeposits,
            },
            {
              label: 'Total Withdrawals',
              value: formatMoney(f.totalWithdrawals),
              numeric: true,
              confidence: c.totalWithdrawals,
            },
          ]}
        />
      </Section>
      {view.transactions.length > 0 && (
        <BankTransactionsTable
          documentId={view.documentId}
          version={view.version}
          rows={view.transactions as BankTransactionRow[]}
          canEdit={view.canEdit}
          brokenRowId={view.checks.firstBrokenRowId}
          onReload={onReload}
        />
      )}
    </ViewerFrame>
  );
}

export function BankTransactionsTable({
  documentId,
  version,
  rows,
  canEdit,
  brokenRowId,
  onReload,
}: {
  documentId: string;
  version: number;
  rows: BankTransactionRow[];
  canEdit: boolean;
  brokenRowId: string | null;
  onReload: () => Promise<unknown>;
}) {
  const [filter, setFilter] = useState<BankTypeFilter>('all');
  const [editingId, setEditingId] = useState<string | null>(null);
  const shown = filterBankRows(rows, filter);
  const hasBalance = rows.some((r) => r.balance != null);
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const columns: RowColumn<BankTransactionRow>[] = [
    {
      header: 'Date',
      numeric: true,
      align: 'left',
      confidenceField: 'transactionDate',
      cell: (row) => formatDate(row.transactionDate),
    },
    {
      header: 'Description',
      className: 'min-w-48',
      confidenceField: 'description',
      cell: (row) => (
        <span title={row.description ?? undefined}>
          {row.id === brokenRowId && (
            <span className="mb-0.5 flex items-center gap-1 text-xs font-medium text-destructive">
              <TriangleAlert className="size-3.5" aria-hidden />
              Running balance breaks here
            </span>
          )}
          {truncate(row.description, DOCUMENTS.descriptionTruncate)}
        </span>
      ),
    },
    {
      header: 'Type',
      confidenceField: 'creditDebit',
      cell: (row) => (row.creditDebit === 'credit' ? 'Credit' : row.creditDebit === 'debit' ? 'Debit' : '—'),
    },
    {
      header: 'Amount',
      numeric: true,
      confidenceField: 'amount',
      cell: (row) => (
        <Amount
          value={row.amount}
          direction={row.creditDebit === 'credit' ? 'in' : row.creditDebit === 'debit' ? 'out' : null}
        />
      ),
    },
    ...(hasBalance
      ? [
          {
            header: 'Balance',
            numeric: true,
            confidenceField: 'balance',
            cell: (row: BankTransactionRow) => (row.balance == null ? '' : formatMoney(row.balance)),
          },
        ]
      : []),
  ];

  return (
    <Section
      title="Transactions"
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setFilter(nextBankTypeFilter(filter))}
          aria-label={`Type filter: ${FILTER_LABEL[filter]}. Change filter`}
        >
          <Filter aria-hidden />
          {FILTER_LABEL[filter]}
        </Button>
      }
    >
      <TransactionCounter shown={shown.length} total={rows.length} />
      <RowTable
        label="Transactions"
        rows={shown}
        columns={columns}
        scale="bank"
        emptyText="No transactions found matching your criteria."
        onEdit={canEdit ? (row) => setEditingId(row.id) : undefined}
        editLabel={(row) => `Edit transaction ${row.description ?? ''} on ${formatDate(row.transactionDate)}`}
        rowAttributes={(row) =>
          row.id === brokenRowId
            ? { 'data-broken-row': true, className: 'bg-destructive-soft hover:bg-red-100' }
            : {}
        }
      />
      <RecordEditDialog
        edit={BANK_TRANSACTION_EDIT}
        documentId={documentId}
        version={version}
        target={editing && { id: editing.id, record: editing }}
        onClose={() => setEditingId(null)}
        onReload={onReload}
      />
    </Section>
  );
}
