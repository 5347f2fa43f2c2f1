import type { ProfitLossView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { AccountTable } from '../components/account-table';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import type { StatementLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function ProfitLossViewer({ view, onClose, onDeleted }: TypeViewerProps<ProfitLossView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const items = view.lineItems as StatementLineItemRow[];
  const revenue = items.filter((i) => i.section === 'revenue');
  const expenses = items.filter((i) => i.section === 'expenses');
  const net = f.netIncome ?? (f.totalRevenue ?? 0) - (f.totalExpenses ?? 0);
  const profit = net >= 0;
  return (
    <ViewerFrame type="profit_loss" view={view} onClose={onClose} onDeleted={onDeleted}>
      <Section title="Summary">
        <FieldGrid
          columns={4}
          items={[
            { label: 'Company', value: f.companyName, confidence: c.companyName },
            {
              label: 'Report Period',
              value: formatPeriod(f.periodStartDate, f.periodEndDate),
              confidence: c.periodEndDate,
            },
            { label: 'Report Date', value: formatDate(f.reportDate), confidence: c.reportDate },
            {
              label: 'Total Revenue',
              value: formatMoney(f.totalRevenue),
              numeric: true,
              confidence: c.totalRevenue,
            },
            {
              label: 'Total Expenses',
              value: formatMoney(f.totalExpenses),
              numeric: true,
              confidence: c.totalExpenses,
            },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountTable
          title="Revenue"
          rows={revenue}
          emptyText="No revenue items found"
          total={f.totalRevenue}
          totalLabel="Total revenue"
        />
        <AccountTable
          title="Expenses"
          rows={expenses}
          emptyText="No expense items found"
          total={f.totalExpenses}
          totalLabel="Total expenses"
        />
      </div>
      <div
        className={cn(
          'flex items-center justify-between rounded-lg border p-4',
          profit ? 'border-green-200 bg-success-soft' : 'border-red-200 bg-destructive-soft',
        )}
      >
        <span className="text-sm font-semibold text-slate-900">{profit ? 'Net Profit' : 'Net Loss'}</span>
        <span
          className={cn('text-xl font-semibold tabular-nums', profit ? 'text-success' : 'text-destructive')}
        >
          {formatMoney(net)}
        </span>
      </div>
    </ViewerFrame>
  );
}
