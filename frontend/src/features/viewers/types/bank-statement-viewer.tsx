import { useState } from 'react';
import { Filter, Pencil, TriangleAlert } from 'lucide-react';
import type { BankStatementView } from '@docledger/shared/api/schemas/documents-views';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUpdateDocument } from '../api/update-document';
import { Amount } from '../components/amount';
import { ConfidenceBadge } from '../components/confidence';
import { EditFieldsDialog } from '../components/edit-fields-dialog';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, lowConfidenceCell, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { isLowConfidence } from '../lib/confidence';
import type { EditFieldSpec } from '../lib/edit-form';
import { displayMasked, truncate } from '../lib/mask';
import { filterBankRows, nextBankTypeFilter, type BankTypeFilter } from '../lib/table-filters';
import type { BankTransactionRow } from '../lib/view-types';
import { joinAddress, type TypeViewerProps } from './common';

const STATEMENT_FIELDS: EditFieldSpec[] = [
  { name: 'bankName', label: 'Bank name', kind: 'text' },
  { name: 'accountHolderName', label: 'Account holder', kind: 'text' },
  { name: 'accountName', label: 'Account type', kind: 'text' },
  { name: 'address', label: 'Address', kind: 'text', wide: true },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'state', label: 'State', kind: 'text' },
  { name: 'zipCode', label: 'ZIP code', kind: 'text' },
  { name: 'statementStartDate', label: 'Statement start', kind: 'date' },
  { name: 'statementEndDate', label: 'Statement end', kind: 'date' },
  { name: 'beginningBalance', label: 'Beginning balance', kind: 'money' },
  { name: 'endingBalance', label: 'Ending balance', kind: 'money' },
  { name: 'totalDeposits', label: 'Total deposits', kind: 'money' },
  { name: 'totalWithdrawals', label: 'Total withdrawals', kind: 'money' },
];

const TRANSACTION_FIELDS: EditFieldSpec[] = [
  { name: 'transactionDate', label: 'Date', kind: 'date' },
  {
    name: 'creditDebit',
    label: 'Type',
    kind: 'select',
    options: [
      { value: 'credit', label: 'Credit' },
      { value: 'debit', label: 'Debit' },
    ],
  },
  { name: 'description', label: 'Description', kind: 'text', wide: true },
  { name: 'amount', label: 'Amount', kind: 'money' },
  { name: 'balance', label: 'Balance after', kind: 'money' },
];

const FILTER_LABEL: Record<BankTypeFilter, string> = { all: 'All', credit: 'Credits', debit: 'Debits' };

export function BankStatementViewer({
  view,
  onClose,
  onDeleted,
  onReload,
}: TypeViewerProps<BankStatementView>) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDocument('bank_statement', view.documentId, 'updateBankStatement');
  const f = view.fields;
  const c = view.fieldConfidence;
  return (
    <ViewerFrame
      type="bank_statement"
      view={view}
      scale="bank"
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
      <EditFieldsDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit Bank Statement"
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
  const update = useUpdateDocument('bank_statement', documentId, 'updateBankTransaction');
  const shown = filterBankRows(rows, filter);
  const hasBalance = rows.some((r) => r.balance != null);
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const columns = 5 + (hasBalance ? 1 : 0) + (canEdit ? 1 : 0);

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
      <p className="text-xs text-slate-500" aria-live="polite">
        Showing {shown.length} of {rows.length} transactions
      </p>
      <TableFrame label="Transactions">
        <thead>
          <tr>
            <Th>Date</Th>
            <Th>Description</Th>
            <Th>Type</Th>
            <Th numeric>Amount</Th>
            {hasBalance && <Th numeric>Balance</Th>}
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
            const broken = row.id === brokenRowId;
            const low = (field: string) => isLowConfidence(row.fieldConfidence[field], 'bank');
            return (
              <Tr
                key={row.id}
                data-broken-row={broken || undefined}
                className={cn(broken && 'bg-destructive-soft hover:bg-red-100')}
              >
                <Td numeric className={cn('text-left', low('transactionDate') && lowConfidenceCell)}>
                  {formatDate(row.transactionDate)}
                </Td>
                <Td
                  className={cn('min-w-48', low('description') && lowConfidenceCell)}
                  title={row.description ?? undefined}
                >
                  {broken && (
                    <span className="mb-0.5 flex items-center gap-1 text-xs font-medium text-destructive">
                      <TriangleAlert className="size-3.5" aria-hidden />
                      Running balance breaks here
                    </span>
                  )}
                  {truncate(row.description, DOCUMENTS.descriptionTruncate)}
                </Td>
                <Td className={cn(low('creditDebit') && lowConfidenceCell)}>
                  {row.creditDebit === 'credit' ? 'Credit' : row.creditDebit === 'debit' ? 'Debit' : '—'}
                </Td>
                <Td numeric className={cn(low('amount') && lowConfidenceCell)}>
                  <Amount
                    value={row.amount}
                    direction={
                      row.creditDebit === 'credit' ? 'in' : row.creditDebit === 'debit' ? 'out' : null
                    }
                  />
                </Td>
                {hasBalance && (
                  <Td numeric className={cn(low('balance') && lowConfidenceCell)}>
                    {row.balance == null ? '' : formatMoney(row.balance)}
                  </Td>
                )}
                <Td>
                  <ConfidenceBadge score={row.confidenceScore} scale="bank" />
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
        record={editing ?? {}}
        version={version}
        onSave={(changes) => update.mutateAsync({ id: editing?.id ?? '', changes, version })}
        onConflict={onReload}
        success={{ title: 'Transaction Updated' }}
        failure={{ title: 'Update Failed', description: 'Unable to update transaction.' }}
      />
    </Section>
  );
}
