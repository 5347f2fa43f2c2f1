import { useState } from 'react';
import { Building2, Check, History, ShieldOff, UserRound, X } from 'lucide-react';
import type { ActiveCpa, AuditAction, ClientAccessRequest } from '@docledger/shared/api/schemas/delegation';
import { CPA_ERROR_TOASTS } from '@docledger/shared/domain/cpa-messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorToast } from '../../../lib/error-toast';
import {
  useAccessLog,
  useAnswerRequest,
  useClientAccessRequests,
  useClientCpas,
  useRevokeCpa,
} from '../api/delegation';
import { formatDate, formatDateTime } from './format';

const AUDIT_LABELS: Record<AuditAction, string> = {
  access_requested: 'requested access',
  access_approved: 'approved access',
  access_denied: 'denied access',
  access_revoked: 'revoked access',
  document_viewed: 'opened a document',
  document_uploaded: 'uploaded a document',
  document_exported: 'exported a document',
  firm_member_joined: 'joined the firm',
  firm_member_left: 'left the firm',
};

function RequestCard({ request }: { request: ClientAccessRequest }) {
  const [response, setResponse] = useState('');
  const [confirmFirm, setConfirmFirm] = useState(false);
  const answer = useAnswerRequest();
  const isFirm = request.displayType === 'firm';

  // mutateAsync, not mutate's callbacks: the answered card leaves the list when the lists refetch, and
  // react-query skips mutate's per-call callbacks of an unmounted component (the toast was lost).
  const send = (status: 'approved' | 'denied') =>
    answer.mutateAsync({ id: request.id, body: { status, clientResponse: response || null } }).then(
      () =>
        toast({
          title: status === 'approved' ? 'Access approved' : 'Request denied',
          description:
            status === 'approved'
              ? `${request.displayName} can now view and upload your documents.`
              : `${request.displayName} was told you declined.`,
          variant: 'success',
        }),
      (error: unknown) => errorToast(error, CPA_ERROR_TOASTS.clientUpdate),
    );

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          {isFirm ? (
            <Building2 className="mt-0.5 size-5 text-brand-700" aria-hidden />
          ) : (
            <UserRound className="mt-0.5 size-5 text-brand-700" aria-hidden />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {request.displayName} {isFirm && <Badge variant="brand">Firm</Badge>}
            </p>
            <p className="text-sm break-words text-slate-600">
              {isFirm ? `Requested by ${request.cpaName} · ` : ''}
              {request.cpaEmail}
            </p>
            <p className="text-xs text-slate-500 tabular">Requested {formatDateTime(request.requestedAt)}</p>
          </div>
        </div>
      </div>
      {request.requestMessage && (
        <blockquote className="mt-3 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">
          {request.requestMessage}
        </blockquote>
      )}
      <div className="mt-3 flex flex-col gap-1.5">
        <Label htmlFor={`response-${request.id}`}>Response (optional)</Label>
        <Textarea
          id={`response-${request.id}`}
          value={response}
          maxLength={1000}
          rows={2}
          onChange={(e) => setResponse(e.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => (isFirm ? setConfirmFirm(true) : send('approved'))}
        >
          <Check aria-hidden />
          Approve
        </Button>
        <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => send('denied')}>
          <X aria-hidden />
          Deny
        </Button>
      </div>
      <AlertDialog open={confirmFirm} onOpenChange={setConfirmFirm}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Approve access for {request.displayName}?</AlertDialogTitle>
            <AlertDialogDescription>
              Approving a firm gives every member access to view and upload your documents — the{' '}
              {request.firmMemberCount ?? 0} current member{request.firmMemberCount === 1 ? '' : 's'} and
              anyone who joins the firm later. Revoking the firm removes access for all of them.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => send('approved')}>Approve Firm Access</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function ActiveCpaRow({ cpa }: { cpa: ActiveCpa }) {
  const revoke = useRevokeCpa();
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {cpa.displayName} {cpa.displayType === 'firm' && <Badge variant="brand">Firm</Badge>}
        </p>
        <p className="text-sm break-words text-slate-600">
          {cpa.displayType === 'firm' ? `Requested by ${cpa.cpaName} · ` : ''}
          {cpa.cpaEmail}
        </p>
        <p className="text-xs text-slate-500 tabular">Approved {formatDate(cpa.approvedAt)}</p>
      </div>
      <Button size="sm" variant="destructive" onClick={() => setConfirm(true)} disabled={revoke.isPending}>
        <ShieldOff aria-hidden />
        Revoke Access
      </Button>
      <AlertDialog open={confirm} onOpenChange={setConfirm}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke access for {cpa.displayName}?</AlertDialogTitle>
            <AlertDialogDescription>
              {cpa.displayType === 'firm'
                ? 'Every member of this firm loses access to your documents immediately.'
                : 'This CPA loses access to your documents immediately.'}{' '}
              Documents they uploaded for you stay in your account.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive hover:bg-red-800"
              onClick={() =>
                // mutateAsync: the revoked row unmounts when the list refetches (see RequestCard).
                revoke.mutateAsync(cpa.cpaUserId).then(
                  () =>
                    toast({
                      title: 'Access revoked',
                      description: `${cpa.displayName} no longer has access.`,
                      variant: 'success',
                    }),
                  (error: unknown) => errorToast(error, CPA_ERROR_TOASTS.revoke),
                )
              }
            >
              Revoke Access
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function AccessLog() {
  const log = useAccessLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden /> Access history
        </CardTitle>
        <CardDescription>
          Who asked for, was given or used access to your documents, and when.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <ListSkeleton />
        ) : log.isError ? (
          <p className="text-sm text-slate-600">The access history is unavailable right now.</p>
        ) : log.data.entries.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing yet. Every access to your documents will be listed here.
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100">
            {log.data.entries.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="text-slate-800">
                  <span className="font-medium">{e.actorName}</span> {AUDIT_LABELS[e.action]}
                  {e.subject ? <span className="text-slate-600"> — {e.subject}</span> : null}
                </span>
                <span className="text-slate-500 tabular">{formatDateTime(e.at)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** /client-delegation (spec part 3 §2): Pending Requests (count badge), Active CPAs, access history. */
export function ClientDelegationPage() {
  const requests = useClientAccessRequests();
  const cpas = useClientCpas();
  const pending = requests.data?.requests.filter((r) => r.status === 'pending') ?? [];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Client Access · DocLedger</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">CPA Access</h1>
        <p className="text-sm text-slate-600">
          Decide which accountants may view and upload your documents. They can never delete them.
        </p>
      </div>
      <Tabs defaultValue="pending">
        <TabsList>
          <TabsTrigger value="pending">
            Pending Requests
            {pending.length > 0 && (
              <Badge variant="warning" className="ml-2" aria-label={`${pending.length} pending`}>
                {pending.length}
              </Badge>
            )}
          </TabsTrigger>
          <TabsTrigger value="active">Active CPAs</TabsTrigger>
        </TabsList>
        <TabsContent value="pending" className="mt-4">
          {requests.isPending ? (
            <ListSkeleton />
          ) : requests.isError ? (
            <p className="text-sm text-destructive">{requests.error.message}</p>
          ) : pending.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              No pending requests. When a CPA asks for access, it appears here.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {pending.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="active" className="mt-4">
          {cpas.isPending ? (
            <ListSkeleton />
          ) : cpas.isError ? (
            <p className="text-sm text-destructive">{cpas.error.message}</p>
          ) : cpas.data.cpas.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              No CPA has access to your documents.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {cpas.data.cpas.map((c) => (
                <ActiveCpaRow key={c.id} cpa={c} />
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <AccessLog />
    </div>
  );
}
