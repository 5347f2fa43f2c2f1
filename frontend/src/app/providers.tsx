import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { toastStore } from '../components/ui/use-toast';

// The toast renderer (Radix toast and its layers) is fetched with the first toast, keeping it out of
// the first page load; `toast()` queues in the store meanwhile, so nothing is lost.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const hasToasts = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
    () => false,
  );
  // Once loaded it stays mounted, so closing toasts can animate out and F8 keeps working.
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
