import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'border-slate-200 bg-slate-50 text-slate-700',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
        success: 'border-green-200 bg-success-soft text-success',
        warning: 'border-amber-200 bg-warning-soft text-warning',
        destructive: 'border-red-200 bg-destructive-soft text-destructive',
        info: 'border-blue-200 bg-info-soft text-info',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
