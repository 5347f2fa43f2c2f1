import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, Send, UserCheck, Users } from 'lucide-react';
import type { ReferralStatus } from '@docledger/shared/api/schemas/referrals';
import { sendReferralBodySchema } from '@docledger/shared/api/schemas/referrals';
import { CPA_ERROR_TOASTS, CPA_VALIDATION_TITLES } from '@docledger/shared/domain/cpa-messages';
import { TextField } from '../../components/form/text-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';

export const referralKeys = {
  all: ['referrals'] as const,
  list: () => [...referralKeys.all, 'list'] as const,
  stats: () => [...referralKeys.all, 'stats'] as const,
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const fmt = (iso: string) => dateFormat.format(new Date(iso));

const STATUS: Record<
  ReferralStatus,
  { label: string; variant: 'warning' | 'info' | 'success' | 'neutral' | 'destructive' }
> = {
  pending: { label: 'Invited', variant: 'warning' },
  signed_up: { label: 'Signed up', variant: 'info' },
  converted: { label: 'Converted', variant: 'success' },
  expired: { label: 'Expired', variant: 'neutral' },
  ineligible: { label: 'Ineligible', variant: 'destructive' },
};

/** The Client Referrals tab (spec part 3 §2): stats, the refer form and the list. */
export function ReferralsTab() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const list = useQuery({
    queryKey: referralKeys.list(),
    queryFn: ({ signal }) => api.call('listReferrals', { signal }),
  });
  const stats = useQuery({
    queryKey: referralKeys.stats(),
    queryFn: ({ signal }) => api.call('getReferralStats', { signal }),
  });
  const send = useMutation({
    mutationFn: (refereeEmail: string) => api.call('sendReferral', { body: { refereeEmail } }),
    onSuccess: (data) => {
      toast({
        title: 'Referral sent',
        description: `${data.message} to ${data.referral.refereeEmail}.`,
        variant: 'success',
      });
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.referral),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendReferralBodySchema.safeParse({ refereeEmail: email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(message);
      toast({ title: CPA_VALIDATION_TITLES.emailRequired, description: message, variant: 'destructive' });
      return;
    }
    setError(undefined);
    send.mutate(email);
  };

  const cards = [
    { label: 'Free Months Available', value: stats.data?.creditsAvailable, icon: Gift },
    { label: 'Converted Clients', value: stats.data?.conversions, icon: UserCheck },
    { label: 'Total Referrals Sent', value: stats.data?.totalReferrals, icon: Users },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex items-center gap-3 py-4">
              <Icon className="size-5 text-brand-700" aria-hidden />
              <div>
                <p className="text-sm text-slate-600">{label}</p>
                <p className="text-2xl font-semibold text-slate-900 tabular">
                  {stats.isPending ? '—' : (value ?? 0)}
                </p>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Refer a client</CardTitle>
          <CardDescription>
            You earn 1 free month for every referred client who becomes a paying customer.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={submit}
            noValidate
            className="flex max-w-lg flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              label="Client email"
              type="email"
              className="flex-1"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" className="sm:mt-6" disabled={send.isPending}>
              <Send aria-hidden />
              {send.isPending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your referrals</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <Skeleton className="h-24" />
          ) : list.isError ? (
            <p className="text-sm text-destructive">{list.error.message}</p>
          ) : list.data.referrals.length === 0 ? (
            <p className="text-sm text-slate-600">No referrals yet.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-600">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Email</th>
                    <th className="py-2 pr-4 font-medium">Status</th>
                    <th className="py-2 pr-4 font-medium">Sent</th>
                    <th className="py-2 font-medium">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.referrals.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100">
                      <td className="py-2 pr-4 break-all">{r.refereeEmail}</td>
                      <td className="py-2 pr-4">
                        <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
                      </td>
                      <td className="py-2 pr-4 tabular">{fmt(r.invitationSentAt)}</td>
                      <td className="py-2 text-slate-600 tabular">
                        {r.status === 'pending'
                          ? `Expires ${fmt(r.expiresAt)}`
                          : r.status === 'converted' && r.convertedAt
                            ? `Converted ${fmt(r.convertedAt)} · credit earned`
                            : r.signedUpAt
                              ? `Signed up ${fmt(r.signedUpAt)}`
                              : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
