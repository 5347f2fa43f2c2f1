import type { CashFlowView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { AccountTable } from '../components/account-table';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import type { StatementLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function CashFlowViewer({ view, onClose, onDeleted }: TypeViewerProps<CashFlowView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const bySection = (s: string) => (view.lineItems as StatementLineItemRow[]).filter((i) => i.section === s);
  const net =
    f.netCashFlow ?? (f.operatingCashFlow ?? 0) + (f.investingCashFlow ?? 0) + (f.financingCashFlow ?? 0);
  const increase = net >= 0;
  return (
    <ViewerFrame type="cash_flow" view={view} onClose={onClose} onDeleted={onDeleted}>
      <Section title="Summary">
        <FieldGrid
          columns={3}
          items={[
            { label: 'Company', value: f.companyName, confidence: c.companyName },
            {
              label: 'Report Period',
              value: formatPeriod(f.periodStartDate, f.periodEndDate),
              confidence: c.periodEndDate,
            },
            { label: 'Report Date', value: formatDate(f.reportDate), confidence: c.reportDate },
          ]}
        />
      </Section>
      <div className="grid gap-6">
        <AccountTable
          title="Operating Activities"
          rows={bySection('operating')}
          emptyText="No operating activity items found"
          total={f.operatingCashFlow}
          totalLabel="Net cash from operating"
        />
        <AccountTable
          title="Investing Activities"
          rows={bySection('investing')}
          emptyText="No investing activity items found"
          total={f.investingCashFlow}
          totalLabel="Net cash from investing"
        />
        <AccountTable
          title="Financing Activities"
          rows={bySection('financing')}
          emptyText="No financing activity items found"
          total={f.financingCashFlow}
          totalLabel="Net cash from financing"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div
          className={cn(
            'flex flex-col gap-1 rounded-lg border p-4',
            increase ? 'border-green-200 bg-success-soft' : 'border-red-200 bg-destructive-soft',
          )}
        >
          <span className="text-sm font-medium text-slate-700">
            {increase ? 'Net Cash Increase' : 'Net Cash Decrease'}
          </span>
          <span
            className={cn(
              'text-xl font-semibold tabular-nums',
              increase ? 'text-success' : 'text-destructive',
            )}
          >
            {formatMoney(net)}
          </span>
        </div>
        <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
          <span className="text-sm font-medium text-slate-700">Beginning Cash</span>
          <span className="text-xl font-semibold text-slate-900 tabular-nums">
            {formatMoney(f.beginningCash)}
          </span>
        </div>
        <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
          <span className="text-sm font-medium text-slate-700">Ending Cash</span>
          <span className="text-xl font-semibold text-slate-900 tabular-nums">
            {formatMoney(f.endingCash)}
          </span>
        </div>
      </div>
    </ViewerFrame>
  );
}
