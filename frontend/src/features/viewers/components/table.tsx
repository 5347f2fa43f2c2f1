import type { ComponentProps, ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SortState } from '../lib/table-filters';

/**
 * Table frame of the viewers (UI.md "Tables"): scrolls inside its card on narrow screens and past
 * `maxHeight`, sticky header, hover rows, numbers right-aligned by the cells that hold them.
 * `relative` makes the frame the containing block of absolutely positioned descendants (the
 * screen-reader texts of badges and headers): without it they escape the scroll container, and
 * a wide table widened the whole page (390 px: 227 px of sideways scroll on a bank statement).
 */
export function TableFrame({
  children,
  label,
  className,
  scroll = true,
}: {
  children: ReactNode;
  label: string;
  className?: string;
  scroll?: boolean;
}) {
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-lg border border-slate-200',
        scroll && 'max-h-[28rem] overflow-y-auto',
        className,
      )}
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  );
}

export function Th({ className, numeric, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-slate-600',
        numeric && 'text-right',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, numeric, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return (
    <td
      className={cn(
        'border-b border-slate-100 px-3 py-2 align-top text-slate-800',
        numeric && 'text-right tabular-nums whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50', className)} {...props} />;
}

/** A header that sorts its column; aria-sort tells assistive tech the current order. */
export function SortableTh<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  numeric,
}: {
  label: string;
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  numeric?: boolean;
}) {
  const active = sort?.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th
      numeric={numeric}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="p-0"
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          'inline-flex w-full items-center gap-1 px-3 py-2 font-medium hover:text-slate-900',
          numeric && 'justify-end',
          active && 'text-slate-900',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden />
      </button>
    </Th>
  );
}

/** One table row saying there is nothing to show. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-sm text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/** Highlight for a low-confidence cell. */
export const lowConfidenceCell = 'bg-warning-soft ring-1 ring-inset ring-amber-200';

/** "Showing X of Y transactions" above a filtered table, announced as it changes. */
export function TransactionCounter({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="text-xs text-slate-500" aria-live="polite">
      Showing {shown} of {total} transactions
    </p>
  );
}
