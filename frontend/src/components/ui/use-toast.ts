import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput } from './toast-store';

/** The app's single notification queue; `toast()` may be called from anywhere (mutations, handlers). */
export const toastStore = createToastStore();

export function toast(input: ToastInput): string {
  return toastStore.show(input);
}

export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss: toastStore.dismiss };
}
