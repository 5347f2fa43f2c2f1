import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { ROLE_LABELS, type UserRole } from '@docledger/shared/domain/roles';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-api';

const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);

export function StatsSection() {
  const stats = useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.call('getAdminStats', { signal }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stats</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Skeleton className="h-32" />
        ) : stats.isError ? (
          <p className="text-sm text-destructive">{stats.error.message}</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            <section aria-label="Users">
              <h3 className="mb-2 text-sm font-medium text-slate-600">Users ({stats.data.users.total})</h3>
              <ul className="text-sm tabular-nums">
                {Object.entries(stats.data.users.byRole).map(([role, n]) => (
                  <li key={role}>
                    {ROLE_LABELS[role as UserRole] ?? role}: {n}
                  </li>
                ))}
                {Object.entries(stats.data.users.byStatus).map(([status, n]) => (
                  <li key={status} className="capitalize">
                    {status}: {n}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm">Verifications pending: {stats.data.verificationsPending}</p>
            </section>
            <section aria-label="Documents, last 7 days" className="md:col-span-2 overflow-x-auto">
              <h3 className="mb-2 text-sm font-medium text-slate-600">
                Documents, last {stats.data.documents.days} days
              </h3>
              <table className="w-full text-sm tabular-nums">
                <thead>
                  <tr className="text-left text-slate-500">
                    <th className="py-1 font-medium">Type</th>
                    <th className="text-right font-medium">Completed</th>
                    <th className="text-right font-medium">Failed</th>
                    <th className="text-right font-medium">Avg. confidence</th>
                    <th className="text-right font-medium">Review required</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.documents.byType.map((t) => (
                    <tr key={t.documentType} className="border-t border-slate-100">
                      <td className="py-1">{DOCUMENT_TYPE_DISPLAY_NAMES[t.documentType]}</td>
                      <td className="text-right">{t.completed}</td>
                      <td className="text-right">{t.failed}</td>
                      <td className="text-right">{pct(t.averageConfidence)}</td>
                      <td className="text-right">{pct(t.reviewRequiredShare)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-xs text-slate-500">
                Failures per day:{' '}
                {stats.data.documents.failuresByDay.map((d) => `${d.day.slice(5)} ${d.failed}`).join(' · ')}
              </p>
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
