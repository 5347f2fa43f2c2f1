import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import type { PayslipView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { saveBlob } from '../api/download-file';
import { useExportPermissions } from '../api/get-export-permissions';
import { ConfidenceBar } from '../components/confidence';
import { FieldGrid, Section } from '../components/field-grid';
import { HeaderEdit, RecordEditDialog } from '../components/record-edit';
import { RowTable, type RowColumn } from '../components/row-table';
import { ViewerFrame } from '../components/viewer-frame';
import { PAYSLIP_EDIT, PAYSLIP_LINE_ITEM_EDIT } from '../lib/edits';
import { lineItemsCsv } from '../lib/line-item-csv';
import type { PayslipLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function PayslipViewer({ view, onClose, onDeleted, onReload }: TypeViewerProps<PayslipView>) {
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
      editActions={<HeaderEdit edit={PAYSLIP_EDIT} view={view} onReload={onReload} />}
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

  const edit = canEdit ? (item: PayslipLineItemRow) => setEditingId(item.id) : undefined;
  const editLabel = (item: PayslipLineItemRow) => `Edit ${item.description ?? 'line item'}`;
  const amountColumns: RowColumn<PayslipLineItemRow>[] = [
    { header: 'Amount', numeric: true, confidenceField: 'amount', cell: (i) => formatMoney(i.amount) },
    {
      header: 'YTD',
      numeric: true,
      confidenceField: 'ytdAmount',
      cell: (i) => (i.ytdAmount == null ? '' : formatMoney(i.ytdAmount)),
    },
  ];
  const earningColumns: RowColumn<PayslipLineItemRow>[] = [
    {
      header: 'Description',
      confidenceField: 'description',
      cell: (i) => (
        <>
          {i.description}
          {i.category && <span className="block text-xs text-slate-500">{i.category}</span>}
        </>
      ),
    },
    { header: 'Hours', numeric: true, confidenceField: 'hours', cell: (i) => i.hours ?? '' },
    {
      header: 'Rate',
      numeric: true,
      confidenceField: 'rate',
      cell: (i) => (i.rate == null ? '' : formatMoney(i.rate)),
    },
    ...amountColumns,
  ];
  const deductionColumns: RowColumn<PayslipLineItemRow>[] = [
    { header: 'Description', confidenceField: 'description', cell: (i) => i.description },
    {
      header: 'Category',
      cell: (i) => {
        const category = i.deductionCategory ?? 'other';
        return <Badge variant={DEDUCTION_BADGE[category]}>{DEDUCTION_LABEL[category]}</Badge>;
      },
    },
    ...amountColumns,
  ];
  const totals = (label: string, rows: PayslipLineItemRow[], labelColumns: number) =>
    rows.length > 0
      ? {
          label,
          labelColumns,
          values: [formatMoney(sum(rows, 'amount')), formatMoney(sum(rows, 'ytdAmount'))],
        }
      : undefined;

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
          <RowTable
            label="Earnings"
            rows={earnings}
            columns={earningColumns}
            emptyText="No earnings found"
            onEdit={edit}
            editLabel={editLabel}
            totals={totals('Total earnings', earnings, 3)}
            scroll={false}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h5 className="text-sm font-medium text-slate-700">Deductions</h5>
          <RowTable
            label="Deductions"
            rows={deductions}
            columns={deductionColumns}
            emptyText="No deductions found"
            onEdit={edit}
            editLabel={editLabel}
            totals={totals('Total deductions', deductions, 2)}
            scroll={false}
          />
        </div>
      </div>
      <RecordEditDialog
        edit={PAYSLIP_LINE_ITEM_EDIT}
        documentId={documentId}
        version={version}
        target={editing && { id: editing.id, record: editing }}
        onClose={() => setEditingId(null)}
        onReload={onReload}
      />
    </Section>
  );
}
