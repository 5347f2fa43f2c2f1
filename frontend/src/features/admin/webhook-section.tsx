import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import type { TestWebhookResponse, WebhookConfig } from '@docledger/shared/api/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-api';
import { saveErrorMessage, testErrorMessage } from './webhook-messages';

/**
 * Webhook Configuration (spec part 3 §2): URL, auth token, enable on document upload, encrypt entire
 * JSON payload, Save, Test Connection. The saved token is never shown again: an empty field keeps it.
 */
export function WebhookSection() {
  const config = useQuery({
    queryKey: adminKeys.webhook(),
    queryFn: ({ signal }) => api.call('getWebhookConfig', { signal }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhook Configuration</CardTitle>
        <CardDescription>
          Receive document.uploaded, document.completed and document.failed events. Requests carry the auth
          token as a bearer token and an HMAC-SHA256 signature; see the webhook documentation to verify them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.isPending ? (
          <Skeleton className="h-40" />
        ) : config.isError ? (
          <p className="text-sm text-destructive">{config.error.message}</p>
        ) : (
          // A saved configuration remounts the form with what the server kept.
          <WebhookForm key={config.data.config.updatedAt ?? 'new'} saved={config.data.config} />
        )}
      </CardContent>
    </Card>
  );
}

function WebhookForm({ saved }: { saved: WebhookConfig }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(saved.webhookUrl);
  const [token, setToken] = useState('');
  const [isEnabled, setEnabled] = useState(saved.isEnabled);
  const [encryptFullPayload, setEncrypt] = useState(saved.encryptFullPayload);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const save = useMutation({
    mutationFn: () =>
      api.call('saveWebhookConfig', {
        body: { webhookUrl: url, authToken: token, isEnabled, encryptFullPayload },
      }),
    onSuccess: (data) => {
      setToken('');
      queryClient.setQueryData(adminKeys.webhook(), { config: data.config });
      toast({ title: 'Saved', description: data.message, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Save failed', description: saveErrorMessage(error), variant: 'destructive' }),
  });

  const test = useMutation({
    mutationFn: () =>
      api.call('testWebhook', {
        body: {
          ...(url ? { webhookUrl: url } : {}),
          ...(token ? { authToken: token } : {}),
          encryptFullPayload,
        },
      }),
    onMutate: () => setResult(null),
    onSuccess: (data: TestWebhookResponse) => {
      const text = data.success
        ? `Connection successful${data.statusCode ? ` (HTTP ${data.statusCode})` : ''}`
        : ADMIN_MESSAGES.webhookTestFailed;
      setResult({ ok: data.success, text });
      toast({
        title: data.success ? 'Connection successful' : 'Connection failed',
        description: data.success ? data.message : ADMIN_MESSAGES.webhookTestFailed,
        variant: data.success ? 'success' : 'destructive',
      });
    },
    onError: (error) => {
      const text = testErrorMessage(error);
      setResult({ ok: false, text });
      toast({ title: 'Connection failed', description: text, variant: 'destructive' });
    },
  });

  const tokenSaved = saved.authTokenConfigured;
  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-url`}>Webhook URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhooks/docledger"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-token`}>Auth Token</Label>
        <Input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          placeholder={tokenSaved ? 'Saved — leave empty to keep it' : 'At least 16 characters'}
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-700"
          checked={isEnabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        Enable on document upload
      </label>
      <label className="flex items-center gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-700"
          checked={encryptFullPayload}
          onChange={(e) => setEncrypt(e.target.checked)}
        />
        Encrypt entire JSON payload
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
      </div>
      <p
        role="status"
        className={result?.ok ? 'text-sm text-success' : 'text-sm text-destructive'}
        aria-live="polite"
      >
        {result?.text ?? ''}
      </p>
    </form>
  );
}
