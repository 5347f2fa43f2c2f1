import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown, UserRound, Users } from 'lucide-react';
import type { ActiveClient } from '@docledger/shared/api/schemas/delegation';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { api } from '../../lib/api-client';
import { useClientContext } from '../../lib/client-context';
import { useSession } from '../../lib/session/use-session';

/** Same key as the delegation feature's client list, so either refresh serves both. */
const switcherClientsKey = ['delegation', 'cpa-clients'] as const;
const COUNTDOWN_SECONDS = UI_DELAYS.clientSwitchCountdownMs / 1000;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Wait 3s' → 'Wait 2s' → 'Wait 1s' → 'Switch Client' (spec part 2 §4). */
export function countdownLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Wait ${secondsLeft}s` : 'Switch Client';
}

function SwitchConfirmDialog({
  client,
  onCancel,
  onConfirm,
}: {
  client: ActiveClient;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Switch to {client.clientName}?</DialogTitle>
          <DialogDescription>
            You will manage documents for {client.clientName} ({client.clientEmail}). Every document you
            upload while this client is selected will belong to them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={secondsLeft > 0}>
            <span aria-live="polite">{countdownLabel(secondsLeft)}</span>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The CPA's client switcher (spec part 2 §4, issue 10): 'Switch Client Context' lists 'Act as Yourself'
 * and the clients with their document counts and last upload; choosing one confirms after 3 seconds.
 */
export function ClientSwitcher() {
  const session = useSession();
  const user = session.data?.user;
  const approved = user?.userRole === 'business_cpa' && user.verificationStatus === 'approved';
  const queryClient = useQueryClient();
  const { client, selectClient, clearClient } = useClientContext();
  const [pending, setPending] = useState<ActiveClient | null>(null);
  const clients = useQuery({
    queryKey: switcherClientsKey,
    queryFn: ({ signal }) => api.call('listCpaClients', { signal }),
    enabled: approved,
  });
  if (!approved) return null;

  return (
    <>
      {/* Fresh on every opening: a revoked client must disappear and counts must include new uploads. */}
      <DropdownMenu onOpenChange={(open) => open && void clients.refetch()}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm" className="max-w-60">
            <Users aria-hidden />
            <span className="truncate">
              {client ? (client.name ?? client.email ?? 'Client') : 'Switch Client Context'}
            </span>
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80">
          <DropdownMenuLabel>Switch Client Context</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => clearClient()}>
            <UserRound aria-hidden className="size-4" />
            <span className="flex-1">Act as Yourself</span>
            {!client && <Check aria-label="current" className="size-4" />}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {clients.isPending ? (
            <p className="px-2 py-1.5 text-sm text-slate-600">Loading clients...</p>
          ) : clients.isError ? (
            <p className="px-2 py-1.5 text-sm text-destructive">{clients.error.message}</p>
          ) : clients.data.clients.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-slate-600">No active clients</p>
          ) : (
            clients.data.clients.map((c) => (
              <DropdownMenuItem key={c.id} onSelect={() => c.id !== client?.id && setPending(c)}>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{c.clientName}</span>
                  <span className="truncate text-xs text-slate-500 tabular">
                    {c.documentCount} doc{c.documentCount === 1 ? '' : 's'} ·{' '}
                    {c.lastUploadAt
                      ? `last upload ${dateFormat.format(new Date(c.lastUploadAt))}`
                      : 'no uploads yet'}
                  </span>
                </div>
                {client?.id === c.id && <Check aria-label="current" className="size-4" />}
              </DropdownMenuItem>
            ))
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {pending && (
        <SwitchConfirmDialog
          client={pending}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            selectClient({ id: pending.clientUserId, name: pending.clientName, email: pending.clientEmail });
            setPending(null);
            void queryClient.invalidateQueries({ queryKey: switcherClientsKey });
          }}
        />
      )}
    </>
  );
}
