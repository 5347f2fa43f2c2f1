import { useState } from 'react';
import { FileSpreadsheet, Pencil } from 'lucide-react';
import type { PayslipView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { saveBlob } from '../api/download-file';
import { useExportPermissions } from '../api/get-export-permissions';
import { useUpdateDocument } from '../api/update-document';
import { ConfidenceBadge, ConfidenceBar } from '../components/confidence';
import { EditFieldsDialog } from '../components/edit-fields-dialog';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, lowConfidenceCell, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { isLowConfidence } from '../lib/confidence';
import type { EditFieldSpec } from '../lib/edit-form';
import { lineItemsCsv } from '../lib/line-item-csv';
import type { PayslipLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

const PAYSLIP_FIELDS: EditFieldSpec[] = [
  { name: 'employeeName', label: 'Employee name', kind: 'text' },
  { name: 'employerName', label: 'Employer name', kind: 'text' },
  { name: 'employerAddress', label: 'Employer address', kind: 'text', wide: true },
  { name: 'payPeriodStartDate', label: 'Pay period start', kind: 'date' },
  { name: 'payPeriodEndDate', label: 'Pay period end', kind: 'date' },
  { name: 'payDate', label: 'Pay date', kind: 'date' },
  { name: 'payFrequency', label: 'Pay frequency', kind: 'text' },
  { name: 'grossPay', label: 'Gross pay', kind: 'money' },
  { name: 'totalDeductions', label: 'Total deductions', kind: 'money' },
  { name: 'netPay', label: 'Net pay', kind: 'money' },
  { name: 'ytdGrossPay', label: 'YTD gross pay', kind: 'money' },
  { name: 'ytdDeductions', label: 'YTD deductions', kind: 'money' },
  { name: 'ytdNetPay', label: 'YTD net pay', kind: 'money' },
];

const LINE_ITEM_FIELDS: EditFieldSpec[] = [
  { name: 'description', label: 'Description', kind: 'text', wide: true },
  { name: 'category', label: 'Category', kind: 'text', wide: true },
  { name: 'amount', label: 'Amount', kind: 'money' },
  { name: 'ytdAmount', label: 'YTD amount', kind: 'money' },
  { name: 'hours', label: 'Hours', kind: 'number' },
  { name: 'rate', label: 'Rate', kind: 'money' },
];

export function PayslipViewer({ view, onClose, onDeleted, onReload }: TypeViewerProps<PayslipView>) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDocument('payslip', view.documentId, 'updatePayslip');
  const f = view.fields;
  const c = view.fieldConfidence;
  const money = (name: keyof typeof f & string, label: string) => ({
    label,
    value: formatMoney(f[name] as number | null | undefined),
    numeric: true,
    confidence: c[name],
  });
  return (
    <ViewerFrame
      type="payslip"
      view={view}
      onClose={onClose}
      onDeleted={onDeleted}
      editActions={
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Employee Information">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Employee Name', value: f.employeeName, confidence: c.employeeName },
              {
                label: 'Employee ID',
                value: f.employeeIdMasked ? 'Encrypted' : '',
                encrypted: Boolean(f.employeeIdMasked),
              },
            ]}
          />
        </Section>
        <Section title="Employer Information">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Employer Name', value: f.employerName, confidence: c.employerName },
              { label: 'Employer Address', value: f.employerAddress, confidence: c.employerAddress },
            ]}
          />
        </Section>
      </div>
      <Section title="Pay Period">
        <FieldGrid
          columns={4}
          items={[
            {
              label: 'Start Date',
              value: formatDate(f.payPeriodStartDate),
              confidence: c.payPeriodStartDate,
            },
            { label: 'End Date', value: formatDate(f.payPeriodEndDate), confidence: c.payPeriodEndDate },
            { label: 'Pay Date', value: formatDate(f.payDate), confidence: c.payDate },
            { label: 'Pay Frequency', value: f.payFrequency, confidence: c.payFrequency },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Current Pay Period">
          <FieldGrid
            columns={3}
            className="lg:grid-cols-3"
            items={[
              money('grossPay', 'Gross Pay'),
              money('totalDeductions', 'Deductions'),
              money('netPay', 'Net Pay'),
            ]}
          />
        </Section>
        <Section title="Year-to-Date Totals">
          <FieldGrid
            columns={3}
            className="lg:grid-cols-3"
            items={[
              money('ytdGrossPay', 'YTD Gross'),
              money('ytdDeductions', 'YTD Deductions'),
              money('ytdNetPay', 'YTD Net Pay'),
            ]}
          />
        </Section>
      </div>
      <ConfidenceBar score={view.confidenceScore} />
      {view.lineItems.length > 0 && (
        <EarningsAndDeductions
          documentId={view.documentId}
          title={view.title}
          version={view.version}
          items={view.lineItems as PayslipLineItemRow[]}
          canEdit={view.canEdit}
          onReload={onReload}
        />
      )}
      <EditFieldsDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit Payslip"
        fields={PAYSLIP_FIELDS}
        record={f}
        version={view.version}
        onSave={(changes) => update.mutateAsync({ id: view.documentId, changes, version: view.version })}
        onConflict={onReload}
        success={{ title: 'Changes Saved', description: 'Payslip data has been updated successfully.' }}
        failure={{ title: 'Save Failed', description: 'Unable to save changes.' }}
      />
    </ViewerFrame>
  );
}

const DEDUCTION_BADGE = { taxes: 'info', benefits: 'success', other: 'neutral' } as const;
const DEDUCTION_LABEL = { taxes: 'Taxes', benefits: 'Benefits', other: 'Other' } as const;

function sum(items: PayslipLineItemRow[], key: 'amount' | 'ytdAmount'): number {
  return Math.round(items.reduce((total, item) => total + (item[key] ?? 0), 0) * 100) / 100;
}

export function EarningsAndDeductions({
  documentId,
  title,
  version,
  items,
  canEdit,
  onReload,
}: {
  documentId: string;
  title: string;
  version: number;
  items: PayslipLineItemRow[];
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const update = useUpdateDocument('payslip', documentId, 'updatePayslipLineItem');
  const earnings = items.filter((i) => i.itemType !== 'deduction');
  const deductions = items.filter((i) => i.itemType === 'deduction');
  const editing = items.find((i) => i.id === editingId) ?? null;

  const permissions = useExportPermissions();
  const exportCsv = () => {
    if (!permissions.data?.allowCsv) {
      toast({
        title: 'Export Not Allowed',
        description: 'CSV export is not enabled for your account.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const blob = new Blob([lineItemsCsv(items)], { type: 'text/csv;charset=utf-8' });
      const stem =
        title
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .toLowerCase() || 'payslip';
      saveBlob(blob, `${stem}-line-items.csv`);
      toast({
        title: 'Export Successful',
        description: 'Line items have been exported to CSV.',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Export Failed', description: 'Unable to export line items.', variant: 'destructive' });
    }
  };

  const editButton = (item: PayslipLineItemRow) => (
    <Td className="py-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setEditingId(item.id)}
        aria-label={`Edit ${item.description ?? 'line item'}`}
      >
        <Pencil aria-hidden />
      </Button>
    </Td>
  );
  const low = (item: PayslipLineItemRow, field: string) =>
    isLowConfidence(item.fieldConfidence[field]) && lowConfidenceCell;

  return (
    <Section
      title="Earnings & Deductions"
      actions={
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={permissions.isPending}>
          <FileSpreadsheet aria-hidden />
          Export CSV
        </Button>
      }
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <h5 className="text-sm font-medium text-slate-700">Earnings</h5>
          <TableFrame label="Earnings" scroll={false}>
            <thead>
              <tr>
                <Th>Description</Th>
                <Th numeric>Hours</Th>
                <Th numeric>Rate</Th>
                <Th numeric>Amount</Th>
                <Th numeric>YTD</Th>
                <Th>Confidence</Th>
                {canEdit && (
                  <Th>
                    <span className="sr-only">Edit</span>
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {earnings.length === 0 && <EmptyRow colSpan={canEdit ? 7 : 6}>No earnings found</EmptyRow>}
              {earnings.map((item) => (
                <Tr key={item.id}>
                  <Td className={cn(low(item, 'description'))}>
                    {item.description}
                    {item.category && <span className="block text-xs text-slate-500">{item.category}</span>}
                  </Td>
                  <Td numeric className={cn(low(item, 'hours'))}>
                    {item.hours ?? ''}
                  </Td>
                  <Td numeric className={cn(low(item, 'rate'))}>
                    {item.rate == null ? '' : formatMoney(item.rate)}
                  </Td>
                  <Td numeric className={cn(low(item, 'amount'))}>
                    {formatMoney(item.amount)}
                  </Td>
                  <Td numeric className={cn(low(item, 'ytdAmount'))}>
                    {item.ytdAmount == null ? '' : formatMoney(item.ytdAmount)}
                  </Td>
                  <Td>
                    <ConfidenceBadge score={item.confidenceScore} />
                  </Td>
                  {canEdit && editButton(item)}
                </Tr>
              ))}
            </tbody>
            {earnings.length > 0 && (
              <tfoot>
                <tr className="font-medium">
                  <Td colSpan={3}>Total earnings</Td>
                  <Td numeric>{formatMoney(sum(earnings, 'amount'))}</Td>
                  <Td numeric>{formatMoney(sum(earnings, 'ytdAmount'))}</Td>
                  <Td colSpan={canEdit ? 2 : 1} />
                </tr>
              </tfoot>
            )}
          </TableFrame>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h5 className="text-sm font-medium text-slate-700">Deductions</h5>
          <TableFrame label="Deductions" scroll={false}>
            <thead>
              <tr>
                <Th>Description</Th>
                <Th>Category</Th>
                <Th numeric>Amount</Th>
                <Th numeric>YTD</Th>
                <Th>Confidence</Th>
                {canEdit && (
                  <Th>
                    <span className="sr-only">Edit</span>
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {deductions.length === 0 && <EmptyRow colSpan={canEdit ? 6 : 5}>No deductions found</EmptyRow>}
              {deductions.map((item) => {
                const category = item.deductionCategory ?? 'other';
                return (
                  <Tr key={item.id}>
                    <Td className={cn(low(item, 'description'))}>{item.description}</Td>
                    <Td>
                      <Badge variant={DEDUCTION_BADGE[category]}>{DEDUCTION_LABEL[category]}</Badge>
                    </Td>
                    <Td numeric className={cn(low(item, 'amount'))}>
                      {formatMoney(item.amount)}
                    </Td>
                    <Td numeric className={cn(low(item, 'ytdAmount'))}>
                      {item.ytdAmount == null ? '' : formatMoney(item.ytdAmount)}
                    </Td>
                    <Td>
                      <ConfidenceBadge score={item.confidenceScore} />
                    </Td>
                    {canEdit && editButton(item)}
                  </Tr>
                );
              })}
            </tbody>
            {deductions.length > 0 && (
              <tfoot>
                <tr className="font-medium">
                  <Td colSpan={2}>Total deductions</Td>
                  <Td numeric>{formatMoney(sum(deductions, 'amount'))}</Td>
                  <Td numeric>{formatMoney(sum(deductions, 'ytdAmount'))}</Td>
                  <Td colSpan={canEdit ? 2 : 1} />
                </tr>
              </tfoot>
            )}
          </TableFrame>
        </div>
      </div>
      <EditFieldsDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditingId(null)}
        title="Edit Line Item"
        fields={LINE_ITEM_FIELDS}
        record={editing ?? {}}
        version={version}
        onSave={(changes) => update.mutateAsync({ id: editing?.id ?? '', changes, version })}
        onConflict={onReload}
        success={{ title: 'Line Item Updated' }}
        failure={{ title: 'Update Failed', description: 'Unable to update line item.' }}
      />
    </Section>
  );
}
