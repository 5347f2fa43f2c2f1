import { CircleCheck, CircleX } from 'lucide-react';
import type { BalanceSheetView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { StatementSections } from '../components/account-table';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import type { StatementLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function BalanceSheetViewer({ view, onClose, onDeleted }: TypeViewerProps<BalanceSheetView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const assets = f.totalAssets ?? 0;
  const liabilities = f.totalLiabilities ?? 0;
  const equity = f.totalEquity ?? 0;
  const difference = Math.round((assets - liabilities - equity) * 100) / 100;
  const balanced = Math.abs(difference) < 0.01;
  return (
    <ViewerFrame type="balance_sheet" view={view} onClose={onClose} onDeleted={onDeleted}>
      <Section title="Summary">
        <FieldGrid
          columns={3}
          items={[
            { label: 'Company', value: f.companyName, confidence: c.companyName },
            {
              label: 'Report Period',
              value: formatDate(f.periodEndDate ?? f.reportDate),
              confidence: c.periodEndDate,
            },
            { label: 'Report Date', value: formatDate(f.reportDate), confidence: c.reportDate },
            {
              label: 'Total Assets',
              value: formatMoney(f.totalAssets),
              numeric: true,
              confidence: c.totalAssets,
            },
            {
              label: 'Total Liabilities',
              value: formatMoney(f.totalLiabilities),
              numeric: true,
              confidence: c.totalLiabilities,
            },
            {
              label: 'Total Equity',
              value: formatMoney(f.totalEquity),
              numeric: true,
              confidence: c.totalEquity,
            },
          ]}
        />
      </Section>
      <StatementSections
        lineItems={view.lineItems as StatementLineItemRow[]}
        sections={[
          {
            section: 'assets',
            title: 'Assets',
            emptyText: 'No asset items found',
            total: f.totalAssets,
            totalLabel: 'Total assets',
          },
          {
            section: 'liabilities',
            title: 'Liabilities',
            emptyText: 'No liability items found',
            total: f.totalLiabilities,
            totalLabel: 'Total liabilities',
          },
          {
            section: 'equity',
            title: 'Equity',
            emptyText: 'No equity items found',
            total: f.totalEquity,
            totalLabel: 'Total equity',
          },
        ]}
      />
      <p
        className={cn(
          'flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm tabular-nums',
          balanced
            ? 'border-green-200 bg-success-soft text-green-950'
            : 'border-red-200 bg-destructive-soft text-red-950',
        )}
      >
        {balanced ? (
          <CircleCheck className="size-4 text-success" aria-hidden />
        ) : (
          <CircleX className="size-4 text-destructive" aria-hidden />
        )}
        <span className="font-medium">Assets = Liabilities + Equity:</span>
        <span>
          {formatMoney(assets)} {balanced ? '=' : '≠'} {formatMoney(liabilities)} + {formatMoney(equity)}
        </span>
        <span>{balanced ? '(balanced)' : `(off by ${formatMoney(difference)})`}</span>
      </p>
    </ViewerFrame>
  );
}
