import type { ProfitLossView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { StatementFigure, StatementSections } from '../components/account-table';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import type { StatementLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function ProfitLossViewer({ view, onClose, onDeleted }: TypeViewerProps<ProfitLossView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
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
      <StatementSections
        className="lg:grid-cols-2"
        lineItems={view.lineItems as StatementLineItemRow[]}
        sections={[
          {
            section: 'revenue',
            title: 'Revenue',
            emptyText: 'No revenue items found',
            total: f.totalRevenue,
            totalLabel: 'Total revenue',
          },
          {
            section: 'expenses',
            title: 'Expenses',
            emptyText: 'No expense items found',
            total: f.totalExpenses,
            totalLabel: 'Total expenses',
          },
        ]}
      />
      <StatementFigure
        className="items-center justify-between"
        label={profit ? 'Net Profit' : 'Net Loss'}
        value={net}
        tone={profit ? 'positive' : 'negative'}
      />
    </ViewerFrame>
  );
}
