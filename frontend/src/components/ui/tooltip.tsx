import type { ComponentProps, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { cn } from '../../lib/cn';

/** Open delay 700 ms, skip delay 300 ms (spec part 1 §9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={UI_DELAYS.tooltipDelayMs}
      skipDelayDuration={UI_DELAYS.tooltipSkipDelayMs}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip with its own provider: no app-wide provider is needed, so Radix's tooltip and its
 * positioning engine (~25 KB gzip) load only with the screens that show a tooltip, not in the entry.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-overlay data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
