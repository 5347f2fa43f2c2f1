import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A determinate progress bar (role="progressbar" with its value). Plain markup rather than Radix:
 * it sits on the dashboard's first paint, where every kilobyte of JS counts.
 */
export function Progress({ className, value, ...props }: ComponentProps<'div'> & { value?: number | null }) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <div
        className="h-full bg-brand-700 transition-transform duration-300"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
