import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '../../lib/cn';

const tones = {
  error: {
    box: 'border-red-200 bg-destructive-soft text-red-900',
    icon: AlertCircle,
    iconClass: 'text-destructive',
  },
  success: {
    box: 'border-green-200 bg-success-soft text-green-900',
    icon: CheckCircle2,
    iconClass: 'text-success',
  },
  info: { box: 'border-blue-200 bg-info-soft text-blue-950', icon: Info, iconClass: 'text-info' },
  warning: {
    box: 'border-amber-200 bg-warning-soft text-amber-950',
    icon: AlertCircle,
    iconClass: 'text-warning',
  },
} as const;

/** An inline message box inside a form or card; `role="alert"` for errors so they are announced. */
export function FormAlert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
      </div>
    </div>
  );
}
