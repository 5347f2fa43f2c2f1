import { Link } from 'react-router';
import { AlertTriangle, Users } from 'lucide-react';
import { CPA } from '@docledger/shared/domain/limits';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClientAccessRequests, useClientCpas } from '../api/delegation';

/** Profile card for every role except business_cpa (spec part 1 §2, part 3 §2). */
export function DelegatedAccessCard() {
  const cpas = useClientCpas();
  const requests = useClientAccessRequests();
  const active = cpas.data?.cpas ?? [];
  const pendingCount = requests.data?.requests.filter((r) => r.status === 'pending').length ?? 0;
  const preview = active.slice(0, CPA.delegatedPreviewCount);
  const more = active.length - preview.length;

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold tracking-tight text-slate-900">
          <Users className="size-4" aria-hidden /> Delegated Access
        </h2>
        <CardDescription>Accountants who may view and upload your documents.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {cpas.isPending || requests.isPending ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            {pendingCount > 0 && (
              <div
                role="status"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-warning-soft px-3 py-2 text-sm text-amber-950"
              >
                <span className="flex items-center gap-2">
                  <AlertTriangle className="size-4 text-warning" aria-hidden />
                  <span>
                    <span className="font-semibold">Action Required:</span> {pendingCount} pending request
                    {pendingCount === 1 ? '' : 's'}
                  </span>
                </span>
                <Button asChild size="sm" variant="secondary">
                  <Link to={paths.clientDelegation}>Review Requests</Link>
                </Button>
              </div>
            )}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-lg border border-slate-200 p-3">
                <dt className="text-slate-600">Active CPAs</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular">{active.length}</dd>
              </div>
              <div className="rounded-lg border border-slate-200 p-3">
                <dt className="text-slate-600">Pending requests</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular">{pendingCount}</dd>
              </div>
            </dl>
            {preview.length > 0 && (
              <ul className="flex flex-col gap-1 text-sm">
                {preview.map((c) => (
                  <li key={c.id} className="flex justify-between gap-2">
                    <span className="font-medium text-slate-900">{c.displayName}</span>
                    <span className="truncate text-slate-600">{c.cpaEmail}</span>
                  </li>
                ))}
                {more > 0 && <li className="text-slate-600">+ {more} more</li>}
              </ul>
            )}
          </>
        )}
        <Button asChild variant="secondary" className="self-start">
          <Link to={paths.clientDelegation}>Manage Access</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
