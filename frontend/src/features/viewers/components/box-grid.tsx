import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { isLowConfidence, toPercent } from '../lib/confidence';

export interface BoxItem {
  box: string;
  label: string;
  value: number | null | undefined;
  confidence?: number | null;
}

/** Numbered tax-form boxes (W-2, 1040 lines, 1099) as tiles, like the printed form. */
export function BoxGrid({ items }: { items: BoxItem[] }) {
  return (
    // Two tiles a row already on a phone: a 1040 was 30 full-width tiles (2,700 px) at 390 px.
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-3">
      {items.map((item) => {
        const low = isLowConfidence(item.confidence);
        return (
          <div
            key={item.box}
            className={cn(
              'flex flex-col gap-0.5 rounded-md border border-slate-200 px-3 py-2',
              low && 'border-amber-200 bg-warning-soft',
            )}
            data-low-confidence={low || undefined}
          >
            <dt className="text-xs text-slate-500">
              <span className="font-semibold text-slate-700">{item.box}</span> {item.label}
              {low && (
                <span className="ml-1 text-warning">(low confidence {toPercent(item.confidence)}%)</span>
              )}
            </dt>
            <dd className="text-right text-sm font-medium text-slate-900 tabular-nums">
              {item.value == null ? <span className="text-slate-400">—</span> : formatMoney(item.value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
