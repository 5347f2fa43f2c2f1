import type { CashFlowView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate, formatPeriod } from '@docledger/shared/format/dates';
import { StatementFigure, StatementSections } from '../components/account-table';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import type { StatementLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

export function CashFlowViewer({ view, onClose, onDeleted }: TypeViewerProps<CashFlowView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
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
      <StatementSections
        lineItems={view.lineItems as StatementLineItemRow[]}
        sections={[
          {
            section: 'operating',
            title: 'Operating Activities',
            emptyText: 'No operating activity items found',
            total: f.operatingCashFlow,
            totalLabel: 'Net cash from operating',
          },
          {
            section: 'investing',
            title: 'Investing Activities',
            emptyText: 'No investing activity items found',
            total: f.investingCashFlow,
            totalLabel: 'Net cash from investing',
          },
          {
            section: 'financing',
            title: 'Financing Activities',
            emptyText: 'No financing activity items found',
            total: f.financingCashFlow,
            totalLabel: 'Net cash from financing',
          },
        ]}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <StatementFigure
          className="flex-col"
          label={increase ? 'Net Cash Increase' : 'Net Cash Decrease'}
          value={net}
          tone={increase ? 'positive' : 'negative'}
        />
        <StatementFigure className="flex-col" label="Beginning Cash" value={f.beginningCash} />
        <StatementFigure className="flex-col" label="Ending Cash" value={f.endingCash} />
      </div>
    </ViewerFrame>
  );
}
