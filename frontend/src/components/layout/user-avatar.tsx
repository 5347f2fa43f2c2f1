import { cn } from '../../lib/cn';
import { initialsOf } from './user-nav-links';

export function UserAvatar({
  firstName,
  lastName,
  className,
}: {
  firstName: string;
  lastName: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white',
        className,
      )}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
