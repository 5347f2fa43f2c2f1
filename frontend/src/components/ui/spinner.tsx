import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinner is decorative; the text beside it (or `label`) is what assistive tech announces. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-5 animate-spin text-brand-700', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
