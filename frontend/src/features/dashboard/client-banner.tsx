import { Users, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useClientContext } from '../../lib/client-context';

/**
 * Shown while an accountant acts for a client (spec part 2 §2.3): whose documents these are, the
 * warning about uploads, and Exit Client View (back to acting as yourself).
 */
export function ClientBanner() {
  const { client, clearClient } = useClientContext();
  if (!client) return null;
  return (
    <section
      aria-label="Client view"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-warning-soft px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Users className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p>
            You are managing documents for:{' '}
            <span className="font-semibold break-words">{client.name ?? client.email ?? client.id}</span>
            {client.name && client.email && <span className="text-amber-900/80"> ({client.email})</span>}
          </p>
          <p className="font-medium">Warning: All documents you upload will belong to this client</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        onClick={() => clearClient()}
      >
        <X aria-hidden />
        Exit Client View
      </Button>
    </section>
  );
}
