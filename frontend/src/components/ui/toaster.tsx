import { CircleAlert, CircleCheck } from 'lucide-react';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/**
 * Renders the notification queue: 5000 ms default, swipe right past 50 px to dismiss, F8 moves
 * focus to the toast area (spec part 1 §9).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={UI_DELAYS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={UI_DELAYS.toastSwipeThresholdPx}
      label="Notifications (F8)"
    >
      {toasts.map((t) => (
        <Toast
          key={t.id}
          open={t.open}
          duration={t.duration}
          variant={t.variant}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          {t.variant === 'success' && (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          )}
          {t.variant === 'destructive' && (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
