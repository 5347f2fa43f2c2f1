import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FolderOpen, Send } from 'lucide-react';
import type { ActiveClient } from '@docledger/shared/api/schemas/delegation';
import { createAccessRequestBodySchema } from '@docledger/shared/api/schemas/delegation';
import { CPA_ERROR_TOASTS, CPA_VALIDATION_TITLES } from '@docledger/shared/domain/cpa-messages';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/form/text-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { setSelectedClient } from '../../../lib/client-context';
import { errorToast } from '../../../lib/error-toast';
import { useCpaAccessRequests, useCpaClients, useRequestAccess } from '../api/delegation';
import { formatDate, formatDateTime } from './format';

const STATUS_VARIANT = {
  pending: 'warning',
  approved: 'success',
  denied: 'destructive',
  revoked: 'neutral',
} as const;
const STATUS_LABEL = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  revoked: 'Revoked',
} as const;

function RequestAccessForm() {
  const [clientEmail, setClientEmail] = useState('');
  const [requestMessage, setRequestMessage] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestAccess();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAccessRequestBodySchema.safeParse({ clientEmail, requestMessage });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(message);
      toast({ title: CPA_VALIDATION_TITLES.emailRequired, description: message, variant: 'destructive' });
      return;
    }
    setError(undefined);
    request.mutate(
      { clientEmail, requestMessage: requestMessage || null },
      {
        onSuccess: (data) => {
          toast({
            title: 'Request sent',
            description: `${data.message} to ${data.request.clientEmail}.`,
            variant: 'success',
          });
          setClientEmail('');
          setRequestMessage('');
        },
        onError: (e) => errorToast(e, CPA_ERROR_TOASTS.accessRequest),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Request Access</CardTitle>
        <CardDescription>Ask a client to let you view and upload their documents.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-4">
          <TextField
            label="Client email"
            type="email"
            autoComplete="off"
            value={clientEmail}
            error={error}
            onChange={(e) => setClientEmail(e.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="request-message">Request message (optional)</Label>
            <Textarea
              id="request-message"
              rows={3}
              maxLength={1000}
              value={requestMessage}
              onChange={(e) => setRequestMessage(e.target.value)}
            />
          </div>
          <Button type="submit" className="self-start" disabled={request.isPending}>
            <Send aria-hidden />
            {request.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PendingRequests() {
  const requests = useCpaAccessRequests();
  if (requests.isPending) return <Skeleton className="h-32" />;
  if (requests.isError) return <p className="text-sm text-destructive">{requests.error.message}</p>;
  const list = requests.data.requests;
  if (list.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        You have not requested access yet.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {list.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900">
              {r.clientName} <span className="font-normal text-slate-600">{r.clientEmail}</span>
            </span>
            <Badge variant={STATUS_VARIANT[r.status]}>{STATUS_LABEL[r.status]}</Badge>
          </div>
          <p className="text-xs text-slate-500 tabular">
            Requested {formatDateTime(r.requestedAt)}
            {r.firmName ? ` · on behalf of ${r.firmName}` : ''}
          </p>
          {r.requestMessage && <p className="mt-2 text-slate-700">{r.requestMessage}</p>}
          {r.clientResponse && (
            <p className="mt-2 text-slate-700">
              <span className="font-medium">Client response:</span> {r.clientResponse}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function ActiveClients() {
  const clients = useCpaClients();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ActiveClient | null>(null);
  if (clients.isPending) return <Skeleton className="h-32" />;
  if (clients.isError) return <p className="text-sm text-destructive">{clients.error.message}</p>;
  const list = clients.data.clients;
  return (
    <>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No active clients yet. Request access from a client to get started.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {c.clientName} {c.grantType === 'firm' && <Badge variant="brand">Via firm</Badge>}
                </p>
                <p className="break-words text-slate-600">{c.clientEmail}</p>
                <p className="text-xs text-slate-500 tabular">
                  Approved {formatDate(c.approvedAt)} · {c.documentCount} document
                  {c.documentCount === 1 ? '' : 's'}
                  {c.lastUploadAt ? ` · last upload ${formatDate(c.lastUploadAt)}` : ''}
                </p>
              </div>
              <Button size="sm" onClick={() => setChosen(c)}>
                <FolderOpen aria-hidden />
                View Documents
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>View documents of {chosen?.clientName}?</DialogTitle>
            <DialogDescription>
              You will act for {chosen?.clientName} ({chosen?.clientEmail}): the dashboard shows their
              documents and every document you upload will belong to them. You can view and upload, but not
              delete.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (!chosen) return;
                setSelectedClient({
                  id: chosen.clientUserId,
                  name: chosen.clientName,
                  email: chosen.clientEmail,
                });
                setChosen(null);
                void navigate(paths.upload);
              }}
            >
              Continue
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** /cpa-delegation (spec part 3 §2): Request Access, Pending Requests, Active Clients, Client Referrals. */
export function CpaDelegationPage({ referrals }: { referrals: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Client Management · DocLedger</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Client Management</h1>
        <p className="text-sm text-slate-600">
          Request access to clients, follow your requests and open their documents.
        </p>
      </div>
      <Tabs defaultValue="request">
        <div className="relative overflow-x-auto">
          {/* Wraps onto a second row on a phone: a scrolled-away tab was easy to miss at 390 px. */}
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="request">Request Access</TabsTrigger>
            <TabsTrigger value="pending">Pending Requests</TabsTrigger>
            <TabsTrigger value="clients">Active Clients</TabsTrigger>
            <TabsTrigger value="referrals">Client Referrals</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="request" className="mt-4">
          <RequestAccessForm />
        </TabsContent>
        <TabsContent value="pending" className="mt-4">
          <PendingRequests />
        </TabsContent>
        <TabsContent value="clients" className="mt-4">
          <ActiveClients />
        </TabsContent>
        <TabsContent value="referrals" className="mt-4">
          {referrals}
        </TabsContent>
      </Tabs>
    </div>
  );
}
