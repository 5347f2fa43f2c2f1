import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';

/**
 * An amount in en-US USD. `direction` colours money in green and money out red, always with a sign
 * as well, so colour is never the only cue (UI.md "Money").
 */
export function Amount({
  value,
  direction,
  className,
}: {
  value: number | string | null | undefined;
  direction?: 'in' | 'out' | null;
  className?: string;
}) {
  const text = formatMoney(value);
  const signed = direction === 'in' ? `+${text}` : direction === 'out' ? `−${text.replace(/^-/, '')}` : text;
  return (
    <span
      className={cn(
        'tabular-nums',
        direction === 'in' && 'text-success',
        direction === 'out' && 'text-destructive',
        className,
      )}
    >
      {signed}
    </span>
  );
}
