import type { ReactNode } from 'react';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { RowTable, type RowColumn } from './row-table';

export interface AccountRow {
  id: string;
  section?: string | null;
  accountName?: string | null;
  category?: string | null;
  amount?: number | null;
  confidenceScore: number | null;
  fieldConfidence: Record<string, number>;
}

const COLUMNS: RowColumn<AccountRow>[] = [
  { header: 'Account', confidenceField: 'accountName', cell: (row) => row.accountName },
  { header: 'Category', className: 'text-slate-600', cell: (row) => row.category },
  { header: 'Amount', numeric: true, confidenceField: 'amount', cell: (row) => formatMoney(row.amount) },
];

/** One section of a financial statement (assets, revenue, operating…): account, category, amount, total. */
export function AccountTable({
  title,
  rows,
  emptyText,
  total,
  totalLabel,
}: {
  title: string;
  rows: AccountRow[];
  emptyText: string;
  /** The printed total when the document shows one; otherwise the rows' sum. */
  total?: number | null;
  totalLabel: string;
}) {
  const computed = Math.round(rows.reduce((s, r) => s + (r.amount ?? 0), 0) * 100) / 100;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h5 className="text-sm font-medium text-slate-700">{title}</h5>
      <RowTable
        label={title}
        rows={rows}
        columns={COLUMNS}
        emptyText={emptyText}
        totals={{ label: totalLabel, labelColumns: 2, values: [formatMoney(total ?? computed)] }}
        scroll={false}
      />
    </div>
  );
}

/** How a financial statement splits its line items into sections (spec part 2 §2.5). */
export interface StatementSection {
  /** The line items' `section` value. */
  section: string;
  title: string;
  emptyText: string;
  total: number | null | undefined;
  totalLabel: string;
}

/** The sections of a balance sheet, P&L or cash flow statement, one table each. */
export function StatementSections({
  sections,
  lineItems,
  className,
}: {
  sections: readonly StatementSection[];
  lineItems: readonly AccountRow[];
  className?: string;
}) {
  return (
    <div className={cn('grid gap-6', className)}>
      {sections.map((s) => (
        <AccountTable
          key={s.section}
          title={s.title}
          rows={lineItems.filter((item) => item.section === s.section)}
          emptyText={s.emptyText}
          total={s.total}
          totalLabel={s.totalLabel}
        />
      ))}
    </div>
  );
}

/** A closing figure under a statement (net profit, net cash change, beginning and ending cash). */
export function StatementFigure({
  label,
  value,
  tone = 'neutral',
  className,
}: {
  label: ReactNode;
  value: number | null | undefined;
  tone?: 'positive' | 'negative' | 'neutral';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex gap-1 rounded-lg border p-4',
        tone === 'positive' && 'border-green-200 bg-success-soft',
        tone === 'negative' && 'border-red-200 bg-destructive-soft',
        tone === 'neutral' && 'border-slate-200',
        className,
      )}
    >
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <span
        className={cn(
          'text-xl font-semibold tabular-nums',
          tone === 'positive' && 'text-success',
          tone === 'negative' && 'text-destructive',
          tone === 'neutral' && 'text-slate-900',
        )}
      >
        {formatMoney(value)}
      </span>
    </div>
  );
}
