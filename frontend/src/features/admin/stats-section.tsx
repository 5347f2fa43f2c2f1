import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { ROLE_LABELS, type UserRole } from '@docledger/shared/domain/roles';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-api';
import { DeadLetterList, QUEUE_LABELS, QueueHistoryBars } from './queue-history';

const SECURITY_EVENT_LABELS: Record<string, string> = {
  'auth.login.failed': 'Failed login',
  'auth.login.limited': 'Login lockout',
  'auth.2fa.failed': 'Failed two-factor code',
  'auth.2fa.locked': 'Two-factor lockout',
};

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
            <section aria-label="Documents, last 7 days" className="relative md:col-span-2 overflow-x-auto">
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
            <section aria-label="Queues" className="flex flex-col gap-3">
              <div>
                <h3 className="mb-2 text-sm font-medium text-slate-600">Queue depth</h3>
                <ul className="text-sm tabular-nums">
                  {stats.data.queues.map((q) => (
                    <li key={q.name}>
                      {QUEUE_LABELS[q.name]}:{' '}
                      {q.waiting === null
                        ? 'unavailable'
                        : `${q.waiting} waiting, ${q.inFlight ?? 0} in flight, ${q.delayed ?? 0} delayed`}
                    </li>
                  ))}
                </ul>
              </div>
              <DeadLetterList deadLetters={stats.data.deadLetters} />
              {(['extraction', 'webhooks'] as const).map((queue) => (
                <QueueHistoryBars
                  key={queue}
                  history={stats.data.queueHistory}
                  queue={queue}
                  nowMs={stats.dataUpdatedAt}
                />
              ))}
            </section>
            <section aria-label="Security events" className="relative md:col-span-2 overflow-x-auto">
              <h3 className="mb-2 text-sm font-medium text-slate-600">
                Security, last {stats.data.security.days} days
              </h3>
              <p className="text-sm tabular-nums">
                Failed logins: {stats.data.security.failedLogins} · Lockouts: {stats.data.security.lockouts} ·
                Failed two-factor codes: {stats.data.security.failedTwoFactor}
              </p>
              {stats.data.security.recent.length ? (
                <table className="mt-2 w-full text-xs tabular-nums">
                  <thead>
                    <tr className="text-left text-slate-500">
                      <th className="py-1 font-medium">Time (UTC)</th>
                      <th className="font-medium">Event</th>
                      <th className="font-medium">Reason</th>
                      <th className="font-medium">User id</th>
                      <th className="font-medium">IP</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.data.security.recent.map((e) => (
                      <tr key={`${e.at}-${e.event}-${e.userId ?? ''}`} className="border-t border-slate-100">
                        <td className="py-1">{e.at.slice(0, 19).replace('T', ' ')}</td>
                        <td>{SECURITY_EVENT_LABELS[e.event] ?? e.event}</td>
                        <td>{e.reason ?? '—'}</td>
                        <td className="max-w-40 truncate" title={e.userId ?? undefined}>
                          {e.userId ?? '—'}
                        </td>
                        <td>{e.ip ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="mt-1 text-xs text-slate-500">No failed logins or lockouts recorded.</p>
              )}
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
