import { Link } from 'react-router';
import { COMPANY } from '@docledger/shared/domain/limits';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M10 8h8l5 5v11a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" fill="#fff" />
      <path
        d="M12.5 16.5h7M12.5 19.5h7M12.5 22h4"
        className="stroke-brand-700"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The wordmark links home; `to` differs between the public site (/) and the dashboard (/home). */
export function Logo({
  to,
  className,
  compactAtTablet = false,
}: {
  to: string;
  className?: string;
  compactAtTablet?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-slate-900',
        className,
      )}
    >
      <LogoMark />
      {/* Between 768 and 1024 px the full top navigation needs the wordmark's width. */}
      <span className={compactAtTablet ? 'md:max-lg:sr-only' : undefined}>{COMPANY.name}</span>
    </Link>
  );
}
