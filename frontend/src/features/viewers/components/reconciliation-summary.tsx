import { CircleCheck, CircleX, CircleMinus } from 'lucide-react';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import type { ChecksSummaryView } from '../lib/view-types';

/** Check values that are counts or positions, not money. */
const NON_MONEY = new Set(['rowsChecked', 'firstBrokenRow', 'count', 'rows']);

function formatValue(key: string, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return NON_MONEY.has(key) ? String(value) : formatMoney(value);
  return String(value);
}

function labelOf(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * The reconciliation result of a summary: does the extracted data add up? Failed checks list the
 * figures involved so the user knows what to correct; edits re-run the checks on the server.
 */
export function ReconciliationSummary({ checks }: { checks: ChecksSummaryView }) {
  const failed = checks.results.filter((c) => !c.passed);
  const tone =
    checks.status === 'reconciles' ? 'success' : checks.status === 'does_not_reconcile' ? 'error' : 'neutral';
  const Icon = tone === 'success' ? CircleCheck : tone === 'error' ? CircleX : CircleMinus;
  const total = checks.passedCount + checks.failedCount;
  return (
    <section
      aria-label="Reconciliation"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 text-sm',
        tone === 'success' && 'border-green-200 bg-success-soft text-green-950',
        tone === 'error' && 'border-red-200 bg-destructive-soft text-red-950',
        tone === 'neutral' && 'border-slate-200 bg-slate-50 text-slate-700',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon
          className={cn(
            'size-4 shrink-0',
            tone === 'success' && 'text-success',
            tone === 'error' && 'text-destructive',
            tone === 'neutral' && 'text-slate-500',
          )}
          aria-hidden
        />
        {checks.status === 'reconciles' &&
          `Reconciles: ${total === 1 ? 'the check passes' : `all ${total} checks pass`}`}
        {checks.status === 'does_not_reconcile' &&
          `Does not reconcile: ${checks.failedCount} of ${total} ${total === 1 ? 'check' : 'checks'} failed`}
        {checks.status === 'not_checked' && 'Not checked: the document shows too little to check'}
      </p>
      {failed.length > 0 && (
        <ul className="flex flex-col gap-1.5 pl-6">
          {failed.map((check) => (
            <li key={check.id}>
              <span>{check.description}</span>
              <span className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-red-900/80 tabular-nums">
                {Object.entries(check.values)
                  // Row positions and ids are for the table's highlight, not for reading.
                  .filter(([key]) => key !== 'description' && !/Row(Id)?$/.test(key))
                  .map(([key, value]) => (
                    <span key={key}>
                      {labelOf(key)}: {formatValue(key, value)}
                    </span>
                  ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {checks.firstBrokenRowId && (
        <p className="pl-6 text-xs">
          The first row where the running balance breaks is highlighted in the table.
        </p>
      )}
    </section>
  );
}
