import type { ReactNode } from 'react';
import { Lock, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { isLowConfidence, toPercent, type ConfidenceScale } from '../lib/confidence';

export interface FieldItem {
  label: string;
  value: ReactNode;
  /** 0-100 confidence of this field; below the scale's success threshold it is highlighted. */
  confidence?: number | null;
  /** Amounts and ids line up in tabular figures. */
  numeric?: boolean;
  /** A value stored encrypted: shows a lock beside it. */
  encrypted?: boolean;
  /** Spans the whole row (addresses). */
  wide?: boolean;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** A summary section as a definition list; low-confidence values are highlighted where they are shown. */
export function FieldGrid({
  items,
  scale = 'default',
  columns = 3,
  className,
}: {
  items: FieldItem[];
  scale?: ConfidenceScale;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        // Two columns already on a phone: a summary of a dozen short figures stays one screen tall.
        '-mx-2 grid grid-cols-2 gap-x-4 gap-y-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item) => {
        const low = isLowConfidence(item.confidence, scale);
        return (
          <div
            key={item.label}
            className={cn(
              // Every item has the padding, so a highlighted one lines up with its neighbours.
              'flex min-w-0 flex-col gap-0.5 rounded-md px-2 py-1',
              item.wide && 'col-span-full',
              low && 'bg-warning-soft ring-1 ring-amber-200',
            )}
            data-low-confidence={low || undefined}
          >
            <dt className="flex items-center gap-1 text-xs font-medium text-slate-500">
              {item.label}
              {low && (
                <span className="inline-flex items-center gap-0.5 text-warning">
                  <TriangleAlert className="size-3" aria-hidden />
                  <span className="sr-only">Low confidence</span>
                  <span className="tabular-nums">{toPercent(item.confidence)}%</span>
                </span>
              )}
            </dt>
            <dd
              className={cn(
                'flex items-center gap-1 text-sm break-words text-slate-900',
                item.numeric && 'tabular-nums',
              )}
            >
              {item.encrypted && <Lock className="size-3.5 shrink-0 text-slate-400" aria-label="Encrypted" />}
              {isEmpty(item.value) ? <span className="text-slate-400">—</span> : item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A titled block inside a viewer card. */
export function Section({
  title,
  children,
  actions,
  className,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('flex flex-col gap-3', className)} aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        {actions}
      </div>
      {children}
    </section>
  );
}
