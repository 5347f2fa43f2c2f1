// The notification queue of spec part 1 §9: one toast at a time; a new toast replaces the shown one.
import { UI_DELAYS } from '@docledger/shared/domain/limits';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the spec's default is 5000 (upload errors use 6000). */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description: string | undefined;
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** Long enough for Radix's exit animation before a closed toast leaves the list. */
export const TOAST_REMOVE_DELAY_MS = 300;

type Listener = (toasts: readonly ToastItem[]) => void;

export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: Listener) => () => void;
  show: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
}

export function createToastStore(options: { removeDelayMs?: number } = {}): ToastStore {
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function emit(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  }

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, removeDelayMs),
    );
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input) {
      counter += 1;
      const id = `toast-${counter}`;
      const item: ToastItem = {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        duration: input.duration ?? UI_DELAYS.toastDurationMs,
        open: true,
      };
      const dropped = toasts.slice(TOAST_LIMIT - 1);
      for (const old of dropped) {
        const timer = removalTimers.get(old.id);
        if (timer) clearTimeout(timer);
        removalTimers.delete(old.id);
      }
      emit([item, ...toasts].slice(0, TOAST_LIMIT));
      return id;
    },
    dismiss(id) {
      const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
      if (closing.length === 0) return;
      emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
      for (const t of closing) scheduleRemoval(t.id);
    },
  };
}
