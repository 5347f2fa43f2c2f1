import { useMutation } from '@tanstack/react-query';
import type { VisitorIdTestResult } from '@docledger/shared/api/schemas/webhooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';

const STATUS_VARIANT = { success: 'success', warning: 'warning', error: 'destructive' } as const;
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** VisitorID connection test (spec part 3 §2, §3): status, message, configuration flags, connection health. */
export function VisitorIdSection() {
  const test = useMutation({
    mutationFn: () => api.call('testVisitorIdConnection', {}),
    onError: (error) =>
      errorToast(error, { title: 'Error', fallback: 'Unable to test the VisitorID connection.' }),
  });
  const r: VisitorIdTestResult | undefined = test.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>VisitorID Connection</CardTitle>
        <CardDescription>Checks the visitor identification service's configuration and API.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? 'Testing...' : 'Test VisitorID Connection'}
          </Button>
        </div>
        {r ? (
          <section aria-label="VisitorID test result" className="flex flex-col gap-3 text-sm">
            <p className="flex items-center gap-2">
              <Badge variant={STATUS_VARIANT[r.status]} className="capitalize">
                {r.status}
              </Badge>
              <span>{r.message}</span>
            </p>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-500">API key configured</dt>
              <dd>{yesNo(r.config.apiKeyConfigured)}</dd>
              <dt className="text-slate-500">API URL configured</dt>
              <dd>{yesNo(r.config.apiUrlConfigured)}</dd>
              <dt className="text-slate-500">Webhook secret configured</dt>
              <dd>{yesNo(r.config.webhookSecretConfigured)}</dd>
              <dt className="text-slate-500">API URL</dt>
              <dd className="break-all">{r.config.apiUrl ?? '—'}</dd>
              <dt className="text-slate-500">Status code</dt>
              <dd>{r.connection.statusCode ?? '—'}</dd>
              <dt className="text-slate-500">Connection healthy</dt>
              <dd>{yesNo(r.connection.healthy)}</dd>
            </dl>
            {r.note ? <p className="text-xs text-slate-500">{r.note}</p> : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
