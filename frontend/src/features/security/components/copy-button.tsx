import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { Button, type ButtonProps } from '../../../components/ui/button';

/** Copies `value`; the button confirms for 2 s (spec part 1 §9 "Copy confirmation 2 s"). */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  onCopied,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'value'> & {
  value: string;
  label?: string;
  copiedLabel?: string;
  onCopied?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), UI_DELAYS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      {...buttonProps}
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        setCopied(true);
        onCopied?.();
      }}
    >
      {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
