import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationDecision } from '@docledger/shared/api/schemas/verification';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { CPA } from '@docledger/shared/domain/limits';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';
import { adminKeys, artifactUrl } from './admin-api';

type Action = VerificationDecision['action'];
const ACTION_LABELS: Record<Action, string> = {
  approve: 'Approve',
  reject: 'Reject',
  request_more_info: 'Request More Info',
};

export function VerificationsSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  const pending = useQuery({
    queryKey: adminKeys.pending(),
    queryFn: ({ signal }) => api.call('listPendingVerifications', { query: { limit: 50 }, signal }),
    retry: 1, // spec part 3 §9: the pending query retries once
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>CPA Verifications</CardTitle>
      </CardHeader>
      <CardContent>
        {pending.isPending ? (
          <Skeleton className="h-24" />
        ) : pending.isError ? (
          <p className="text-sm text-destructive">{pending.error.message}</p>
        ) : pending.data.verifications.length === 0 ? (
          <p className="text-sm text-slate-500">No verifications are waiting for review.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {pending.data.verifications.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div>
                  <div className="font-medium">
                    {v.cpaUser.firstName} {v.cpaUser.lastName}
                  </div>
                  <div className="text-xs text-slate-500">
                    {v.cpaUser.email} · License {v.businessLicenseNumber ?? '—'} (
                    {v.businessLicenseState ?? '—'}) · submitted{' '}
                    {v.submittedAt ? new Date(v.submittedAt).toLocaleDateString('en-US') : '—'}
                  </div>
                </div>
                <Button size="sm" variant="secondary" onClick={() => setOpenId(v.id)}>
                  Review
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {openId ? <VerificationDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}

function ArtifactPreview({
  verificationId,
  artifact,
}: {
  verificationId: string;
  artifact: { id: string; artifactType: string; fileName: string; contentType: string };
}) {
  const [broken, setBroken] = useState(false);
  const url = artifactUrl(verificationId, artifact.id);
  const image = artifact.contentType.startsWith('image/');
  return (
    <figure className="rounded-lg border border-slate-200 p-2 text-xs">
      <figcaption className="mb-1 font-medium">{artifact.artifactType.replace(/_/g, ' ')}</figcaption>
      {image && !broken ? (
        <img
          src={url}
          alt={`${artifact.artifactType} ${artifact.fileName}`}
          className="h-32 w-full object-contain"
          onError={() => setBroken(true)}
        />
      ) : image ? (
        <p className="flex h-32 items-center justify-center text-slate-500">
          {ADMIN_MESSAGES.imageUnavailable}
        </p>
      ) : (
        <p className="flex h-32 items-center justify-center text-slate-500">{artifact.fileName}</p>
      )}
      <a href={url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
        View Full Size
      </a>
    </figure>
  );
}

function VerificationDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({
    queryKey: adminKeys.verification(id),
    queryFn: ({ signal }) => api.call('getVerificationForReview', { params: { id }, signal }),
  });
  const [action, setAction] = useState<Action | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>CPA Verification Details</DialogTitle>
          <DialogDescription>Check the ID, selfie and license before deciding.</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <Skeleton className="h-40" />
        ) : detail.isError ? (
          <p className="text-sm text-destructive">{detail.error.message}</p>
        ) : (
          <div className="space-y-3 text-sm">
            <dl className="grid grid-cols-2 gap-2">
              <dt className="text-slate-500">Name</dt>
              <dd>
                {detail.data.cpaUser.firstName} {detail.data.cpaUser.lastName}
              </dd>
              <dt className="text-slate-500">Email</dt>
              <dd>{detail.data.cpaUser.email}</dd>
              <dt className="text-slate-500">License number</dt>
              <dd>{detail.data.verification.businessLicenseNumber ?? '—'}</dd>
              <dt className="text-slate-500">License state</dt>
              <dd>{detail.data.verification.businessLicenseState ?? '—'}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd>
                <Badge variant="warning">{detail.data.verification.status ?? 'pending'}</Badge>
              </dd>
            </dl>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
              {detail.data.artifacts.map((a) => (
                <ArtifactPreview key={a.id} verificationId={id} artifact={a} />
              ))}
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => setAction('request_more_info')}>
            Request More Info
          </Button>
          <Button variant="destructive" onClick={() => setAction('reject')}>
            Reject
          </Button>
          <Button onClick={() => setAction('approve')}>Approve</Button>
        </DialogFooter>
        {action ? (
          <DecisionDialog id={id} action={action} onClose={() => setAction(null)} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DecisionDialog({
  id,
  action,
  onClose,
  onDone,
}: {
  id: string;
  action: Action;
  onClose: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(CPA.approvalExpiryDays.default));
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (body: VerificationDecision) => api.call('decideVerification', { params: { id }, body }),
    onSuccess: () => {
      toast({ title: 'Verification updated' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
      onDone();
    },
    onError: (e) => errorToast(e, { title: 'Error', fallback: 'Failed to update verification.' }),
  });
  const submit = () => {
    const adminNotes = notes.trim() || undefined;
    if (action === 'approve') {
      const n = Number(days);
      const { min, max } = CPA.approvalExpiryDays;
      if (!Number.isInteger(n) || n < min || n > max)
        return setError(`Expiration days must be between ${min} and ${max}.`);
      return decide.mutate({ action, expirationDays: n, adminNotes });
    }
    if (!text.trim())
      return setError(
        action === 'reject' ? ADMIN_MESSAGES.rejectionReasonRequired : ADMIN_MESSAGES.moreInfoRequired,
      );
    decide.mutate(
      action === 'reject'
        ? { action, rejectionReason: text.trim(), adminNotes }
        : { action, moreInfoRequested: text.trim(), adminNotes },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ACTION_LABELS[action]}</DialogTitle>
          <DialogDescription>The CPA is notified by email.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            submit();
          }}
        >
          {action === 'approve' ? (
            <div>
              <Label htmlFor="expiration-days">Expiration days</Label>
              <Input
                id="expiration-days"
                type="number"
                min={1}
                max={3650}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </div>
          ) : (
            <div>
              <Label htmlFor="decision-text">
                {action === 'reject' ? 'Rejection reason' : 'Information needed'}
              </Label>
              <Textarea id="decision-text" value={text} onChange={(e) => setText(e.target.value)} />
            </div>
          )}
          <div>
            <Label htmlFor="admin-notes">Admin Notes (optional)</Label>
            <Textarea id="admin-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={decide.isPending}
              variant={action === 'reject' ? 'destructive' : 'primary'}
            >
              {decide.isPending ? 'Saving...' : ACTION_LABELS[action]}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
