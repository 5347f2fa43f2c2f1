import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, ExternalLink, LogOut, Mail, Pencil, Search, UserPlus } from 'lucide-react';
import type { Firm, FirmMember } from '@docledger/shared/api/schemas/firms';
import { firmSearchQuerySchema } from '@docledger/shared/api/schemas/firms';
import {
  CPA_ERROR_TOASTS,
  CPA_VALIDATION,
  CPA_VALIDATION_TITLES,
} from '@docledger/shared/domain/cpa-messages';
import { PRICING, firmMonthlyPrice } from '@docledger/shared/domain/limits';
import { checkoutLinks } from '../../config/public-config';
import { TextField } from '../../components/form/text-field';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';

const firmKeys = {
  all: ['firms'] as const,
  mine: () => [...firmKeys.all, 'mine'] as const,
  received: () => [...firmKeys.all, 'received'] as const,
  invitations: (id: string) => [...firmKeys.all, id, 'invitations'] as const,
  joinRequests: (id: string) => [...firmKeys.all, id, 'join-requests'] as const,
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const fmt = (iso: string) => dateFormat.format(new Date(iso));
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function useInvalidateFirms() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: firmKeys.all });
}

function validationToast(message: string) {
  toast({ title: CPA_VALIDATION_TITLES.validationError, description: message, variant: 'destructive' });
}

function FirmDetailsDialog({
  firm,
  open,
  onOpenChange,
}: {
  firm: Firm | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invalidate = useInvalidateFirms();
  const [firmName, setFirmName] = useState(firm?.firmName ?? '');
  const [email, setEmail] = useState(firm?.email ?? '');
  const [phone, setPhone] = useState(firm?.phone ?? '');
  const [solo, setSolo] = useState(false);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      firm
        ? api.call('updateFirm', {
            params: { id: firm.id },
            body: { firmName, email: email || null, phone: phone || null },
          })
        : api.call('createFirm', {
            body: {
              firmName: firmName || null,
              email: email || null,
              phone: phone || null,
              soloPractitioner: solo,
            },
          }),
    onSuccess: (data) => {
      toast({ title: data.message, description: data.firm.firmName, variant: 'success' });
      onOpenChange(false);
      invalidate();
    },
    onError: (e) => errorToast(e, firm ? CPA_ERROR_TOASTS.updateFirm : CPA_ERROR_TOASTS.createFirm),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firmName.trim() && !(solo && !firm)) {
      setError(CPA_VALIDATION.firmNameRequired);
      validationToast(CPA_VALIDATION.firmNameRequired);
      return;
    }
    setError(undefined);
    save.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{firm ? 'Edit Firm Details' : 'Create New Firm'}</DialogTitle>
            <DialogDescription>
              {firm
                ? 'Every member sees these details.'
                : `$${PRICING.firmBaseMonthlyUsd}/month, first month free.`}
            </DialogDescription>
          </DialogHeader>
          {!firm && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={solo}
                onChange={(e) => setSolo(e.target.checked)}
                className="size-4"
              />
              I am a solo practitioner (name the firm after me)
            </label>
          )}
          <TextField
            label="Firm name"
            value={firmName}
            error={error}
            disabled={solo && !firm}
            placeholder={solo && !firm ? 'Named after you' : undefined}
            onChange={(e) => setFirmName(e.target.value)}
          />
          <TextField
            label="Email (optional)"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <DialogFooter>
            <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : firm ? 'Save' : 'Create Firm'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SearchJoinDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const search = useMutation({
    mutationFn: (query: string) => api.call('searchFirms', { query: { q: query } }),
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.searchFirms),
  });
  const join = useMutation({
    mutationFn: (id: string) =>
      api.call('requestJoinFirm', { params: { id }, body: { message: message || null } }),
    onSuccess: (data) => {
      toast({ title: 'Request sent', description: data.message, variant: 'success' });
      onOpenChange(false);
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.joinRequest),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Search & Join Firm</DialogTitle>
          <DialogDescription>Find your firm and ask its members to let you in.</DialogDescription>
        </DialogHeader>
        <form
          className="flex items-end gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = firmSearchQuerySchema.safeParse({ q });
            if (!parsed.success) {
              toast({
                title: CPA_VALIDATION_TITLES.searchTooShort,
                description: CPA_VALIDATION.searchTooShort,
                variant: 'destructive',
              });
              return;
            }
            search.mutate(parsed.data.q);
          }}
        >
          <TextField label="Firm name" className="flex-1" value={q} onChange={(e) => setQ(e.target.value)} />
          <Button type="submit" variant="secondary" disabled={search.isPending}>
            <Search aria-hidden />
            Search
          </Button>
        </form>
        {search.data && (
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label="Search results">
            {search.data.firms.length === 0 && <li className="text-sm text-slate-600">No firms found.</li>}
            {search.data.firms.map((f) => (
              <li key={f.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600">
                  <input
                    type="radio"
                    name="firm"
                    checked={selected === f.id}
                    onChange={() => setSelected(f.id)}
                  />
                  <span className="flex-1 font-medium">{f.firmName}</span>
                  <span className="text-slate-500 tabular">
                    {f.memberCount} member{f.memberCount === 1 ? '' : 's'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="join-message">Message (optional)</Label>
          <Textarea id="join-message" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={join.isPending}
            onClick={() => {
              if (!selected) {
                toast({
                  title: CPA_VALIDATION_TITLES.noFirmSelected,
                  description: CPA_VALIDATION.noFirmSelected,
                  variant: 'destructive',
                });
                return;
              }
              join.mutate(selected);
            }}
          >
            Request to Join
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function NotAMember() {
  const invalidate = useInvalidateFirms();
  const [createOpen, setCreateOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const received = useQuery({
    queryKey: firmKeys.received(),
    queryFn: ({ signal }) => api.call('listReceivedFirmInvitations', { signal }),
  });
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.call(accept ? 'acceptFirmInvitation' : 'declineFirmInvitation', { params: { id }, body: {} }),
    onSuccess: (data) => {
      toast({ title: data.message, variant: 'success' });
      invalidate();
    },
    onError: (e, vars) =>
      errorToast(e, vars.accept ? CPA_ERROR_TOASTS.acceptInvitation : CPA_ERROR_TOASTS.declineInvitation),
  });
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Invitations</CardTitle>
          <CardDescription>Firms that invited you. Only verified CPAs can accept.</CardDescription>
        </CardHeader>
        <CardContent>
          {received.isPending ? (
            <Skeleton className="h-16" />
          ) : (received.data?.invitations.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">No invitations.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {received.data!.invitations.map((i) => (
                <li
                  key={i.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4 text-sm"
                >
                  <div>
                    <p className="font-medium text-slate-900">{i.firmName}</p>
                    <p className="text-slate-600">
                      Invited by {i.inviterName} · expires {fmt(i.expiresAt)}
                    </p>
                    {i.message && <p className="mt-1 text-slate-700">{i.message}</p>}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: i.id, accept: true })}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: i.id, accept: false })}
                    >
                      Decline
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Start a firm</CardTitle>
            <CardDescription>Create a firm and invite your colleagues.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => setCreateOpen(true)}>
              <Building2 aria-hidden /> Create New Firm
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Join a firm</CardTitle>
            <CardDescription>Search for your firm and send a join request.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="secondary" onClick={() => setSearchOpen(true)}>
              <Search aria-hidden /> Search & Join Firm
            </Button>
          </CardContent>
        </Card>
      </div>
      {createOpen && <FirmDetailsDialog firm={null} open onOpenChange={setCreateOpen} />}
      <SearchJoinDialog open={searchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}

function InviteDialog({
  firmId,
  open,
  onOpenChange,
}: {
  firmId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const invalidate = useInvalidateFirms();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const invite = useMutation({
    mutationFn: () =>
      api.call('inviteToFirm', { params: { id: firmId }, body: { email, message: message || null } }),
    onSuccess: (data) => {
      toast({
        title: data.message,
        description: data.warning,
        variant: data.warning ? 'default' : 'success',
        duration: data.warning ? 8000 : undefined,
      });
      setEmail('');
      setMessage('');
      onOpenChange(false);
      invalidate();
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.invitation),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!email.trim()) {
              setError(CPA_VALIDATION.inviteEmailRequired);
              validationToast(CPA_VALIDATION.inviteEmailRequired);
              return;
            }
            setError(undefined);
            invite.mutate();
          }}
        >
          <DialogHeader>
            <DialogTitle>Invite CPA</DialogTitle>
            <DialogDescription>
              The invitation is valid for 7 days. Only verified CPAs can accept.
            </DialogDescription>
          </DialogHeader>
          <TextField
            label="Email"
            type="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-message">Message (optional)</Label>
            <Textarea
              id="invite-message"
              rows={2}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              <Mail aria-hidden /> {invite.isPending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MemberView({ firm, members }: { firm: Firm; members: FirmMember[] }) {
  const invalidate = useInvalidateFirms();
  const [editOpen, setEditOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const invitations = useQuery({
    queryKey: firmKeys.invitations(firm.id),
    queryFn: ({ signal }) => api.call('listFirmInvitations', { params: { id: firm.id }, signal }),
  });
  const joinRequests = useQuery({
    queryKey: firmKeys.joinRequests(firm.id),
    queryFn: ({ signal }) => api.call('listFirmJoinRequests', { params: { id: firm.id }, signal }),
  });
  const leave = useMutation({
    mutationFn: () => api.call('leaveFirm', { body: {} }),
    onSuccess: (data) => {
      toast({ title: data.message, variant: 'success' });
      invalidate();
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.leaveFirm),
  });
  const answerJoin = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api.call(approve ? 'approveJoinRequest' : 'denyJoinRequest', { params: { id }, body: {} }),
    onSuccess: (data) => {
      toast({ title: data.message, variant: 'success' });
      invalidate();
    },
    onError: (e, vars) =>
      errorToast(e, vars.approve ? CPA_ERROR_TOASTS.approveJoin : CPA_ERROR_TOASTS.denyJoin),
  });
  const pendingJoins = joinRequests.data?.joinRequests.filter((r) => r.status === 'pending') ?? [];
  const invitationList = invitations.data?.invitations ?? [];
  const total = firmMonthlyPrice(members.length);

  return (
    <Tabs defaultValue="details">
      <div className="relative overflow-x-auto">
        {/* Wraps onto a second row on a phone: a scrolled-away tab was easy to miss at 390 px. */}
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="details">Firm Details</TabsTrigger>
          <TabsTrigger value="members">Members ({members.length})</TabsTrigger>
          <TabsTrigger value="invitations">Invitations ({invitationList.length})</TabsTrigger>
          <TabsTrigger value="requests">Requests ({pendingJoins.length})</TabsTrigger>
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="details" className="mt-4">
        <Card>
          <CardHeader>
            <CardTitle>{firm.firmName}</CardTitle>
            <CardDescription>Created {fmt(firm.createdAt)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">Email</dt>
                <dd className="font-medium">{firm.email ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Phone</dt>
                <dd className="font-medium">{firm.phone ?? '—'}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditOpen(true)}>
                <Pencil aria-hidden /> Edit
              </Button>
              <Button variant="destructive" onClick={() => setLeaveOpen(true)}>
                <LogOut aria-hidden /> Leave Firm
              </Button>
            </div>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="members" className="mt-4">
        <ul className="flex flex-col gap-2">
          {members.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span>
                <span className="font-medium text-slate-900">
                  {m.firstName} {m.lastName}
                </span>{' '}
                <span className="text-slate-600">{m.email}</span>
              </span>
              <Badge>Member</Badge>
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="invitations" className="mt-4 flex flex-col gap-3">
        <Button className="self-start" onClick={() => setInviteOpen(true)}>
          <UserPlus aria-hidden /> Invite CPA
        </Button>
        {invitationList.length === 0 ? (
          <p className="text-sm text-slate-600">No invitations sent yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {invitationList.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
              >
                <span>
                  <span className="font-medium">{i.invitedEmail}</span>{' '}
                  <span className="text-slate-600 tabular">
                    sent {fmt(i.invitedAt)} · expires {fmt(i.expiresAt)}
                  </span>
                </span>
                <Badge
                  variant={
                    i.status === 'accepted' ? 'success' : i.status === 'pending' ? 'warning' : 'neutral'
                  }
                >
                  {i.status}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="requests" className="mt-4">
        {pendingJoins.length === 0 ? (
          <p className="text-sm text-slate-600">No pending join requests.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {pendingJoins.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
              >
                <div>
                  <p className="font-medium">
                    {r.requesterName} <span className="font-normal text-slate-600">{r.requesterEmail}</span>
                  </p>
                  <p className="text-xs text-slate-500 tabular">Requested {fmt(r.requestedAt)}</p>
                  {r.message && <p className="mt-1 text-slate-700">{r.message}</p>}
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={answerJoin.isPending}
                    onClick={() => answerJoin.mutate({ id: r.id, approve: true })}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={answerJoin.isPending}
                    onClick={() => answerJoin.mutate({ id: r.id, approve: false })}
                  >
                    Deny
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="subscription" className="mt-4">
        <Card>
          <CardHeader>
            <CardTitle>Firm subscription</CardTitle>
            <CardDescription>First month free.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <dl className="flex flex-col gap-2 tabular">
              <div className="flex justify-between">
                <dt>Base price (first CPA)</dt>
                <dd>{usd.format(PRICING.firmBaseMonthlyUsd)}/month</dd>
              </div>
              <div className="flex justify-between">
                <dt>
                  Additional CPAs: {Math.max(0, members.length - 1)} ×{' '}
                  {usd.format(PRICING.firmPerAdditionalCpaUsd)}
                </dt>
                <dd>{usd.format(PRICING.firmPerAdditionalCpaUsd * Math.max(0, members.length - 1))}/month</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
                <dt>Total</dt>
                <dd>{usd.format(total)}/month</dd>
              </div>
            </dl>
            <Button asChild className="self-start">
              <a href={checkoutLinks.firm} target="_blank" rel="noopener noreferrer">
                Subscribe Now <ExternalLink aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </CardContent>
        </Card>
      </TabsContent>
      {editOpen && <FirmDetailsDialog firm={firm} open onOpenChange={setEditOpen} />}
      <InviteDialog firmId={firm.id} open={inviteOpen} onOpenChange={setInviteOpen} />
      <AlertDialog open={leaveOpen} onOpenChange={setLeaveOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave {firm.firmName}?</AlertDialogTitle>
            <AlertDialogDescription>
              You will lose access to every client who granted access to the firm. Clients who granted you
              directly keep their access.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive hover:bg-red-800" onClick={() => leave.mutate()}>
              Leave Firm
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Tabs>
  );
}

/** /cpa-firm (spec part 3 §2). */
export function FirmPage() {
  const mine = useQuery({
    queryKey: firmKeys.mine(),
    queryFn: ({ signal }) => api.call('getMyFirm', { signal }),
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Firm Management · DocLedger</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Firm Management</h1>
        <p className="text-sm text-slate-600">
          Work with your colleagues: clients who approve your firm are shared by all members.
        </p>
      </div>
      {mine.isPending ? (
        <Skeleton className="h-64" />
      ) : mine.isError ? (
        <p className="text-sm text-destructive">{mine.error.message}</p>
      ) : mine.data.firm ? (
        <MemberView firm={mine.data.firm} members={mine.data.members} />
      ) : (
        <NotAMember />
      )}
    </div>
  );
}
