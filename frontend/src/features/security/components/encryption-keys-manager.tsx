import { useEffect, useState } from 'react';
import { KeyRound, RotateCcw, ShieldCheck, Trash2 } from 'lucide-react';
import type { KeyUsage } from '@docledger/shared/api/schemas/keys';
import { formatDate } from '@docledger/shared/format/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { FormAlert } from '../../../components/form/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useActiveKey, useDeleteKey, useGenerateKey, useKeyUsage } from '../hooks/use-keys';
import { CopyButton } from './copy-button';
import { DeleteKeyDialog } from './delete-key-dialog';
import { GenerateKeyDialog } from './generate-key-dialog';
import { ImportKeysForm } from './import-keys-form';
import { algorithmDescription, truncateForList } from './key-format';

/** The active key, every key with its usage, and generate / import / delete (spec part 1 §4, §8). */
export function EncryptionKeysManager() {
  const active = useActiveKey();
  const usage = useKeyUsage();
  const generate = useGenerateKey();
  const remove = useDeleteKey();
  const [toDelete, setToDelete] = useState<KeyUsage | null>(null);

  const usageFailed = usage.isError;
  useEffect(() => {
    if (usageFailed)
      toast({
        title: 'Failed to Load Keys',
        description: 'Unable to fetch encryption key usage data.',
        variant: 'destructive',
      });
  }, [usageFailed]);

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="active-key-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="active-key-title" className="text-sm font-semibold text-slate-900">
            Active Key
          </h3>
          <GenerateKeyDialog
            disabled={generate.isPending}
            onGenerate={(options) =>
              generate.mutate(options, {
                onSuccess: (response) =>
                  toast({ title: 'Keys Generated', description: response.message, variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'Generation Failed',
                    // A wrong password or code says so; anything else keeps the spec's message.
                    description:
                      isApiError(error) && error.status === 400
                        ? error.message
                        : 'Unable to generate new key pair.',
                    variant: 'destructive',
                  }),
              })
            }
          />
        </div>
        {generate.isPending && (
          <FormAlert tone="info" title="Generating key pair...">
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" /> A 4096-bit key can take a few seconds.
            </span>
          </FormAlert>
        )}
        {active.isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : active.isError ? (
          <FormAlert tone="error">{active.error.message}</FormAlert>
        ) : active.data === null ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            No active key found
          </p>
        ) : (
          <div
            className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
            data-testid="active-key"
          >
            <div className="flex flex-wrap items-center gap-2">
              <ShieldCheck className="size-4 text-brand-700" aria-hidden />
              <span className="text-sm font-medium text-slate-900">
                {active.data.algorithm} · {active.data.keySize} bits
              </span>
              <Badge variant="success">Active</Badge>
              <span className="text-xs text-slate-600 tabular">
                Created {formatDate(active.data.createdAt)}
              </span>
            </div>
            <p className="text-xs text-slate-600">{algorithmDescription(active.data.algorithm)}</p>
            <pre className="max-h-24 overflow-auto rounded-md border border-slate-200 bg-white p-2 font-mono text-[11px] leading-4 text-slate-700">
              {active.data.publicKey}
            </pre>
            <CopyButton
              value={active.data.publicKey}
              label="Copy Public Key"
              copiedLabel="Copied!"
              className="self-start"
              onCopied={() =>
                toast({
                  title: 'Copied!',
                  description: 'Public key copied to clipboard.',
                  variant: 'success',
                })
              }
            />
          </div>
        )}
      </section>

      <section aria-labelledby="all-keys-title" className="flex flex-col gap-3">
        <h3 id="all-keys-title" className="text-sm font-semibold text-slate-900">
          All Keys
        </h3>
        {usage.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : usage.isError ? (
          <FormAlert tone="error" title="Failed to Load Keys">
            <p>Unable to fetch encryption key usage data.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void usage.refetch()}>
              <RotateCcw aria-hidden />
              Try Again
            </Button>
          </FormAlert>
        ) : usage.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            No encryption keys found
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
            aria-label="Encryption keys"
          >
            {usage.data.map((key) => (
              <li
                key={key.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="key-row"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <KeyRound className="size-4 text-slate-500" aria-hidden />
                    <code className="font-mono text-sm text-slate-900" title={key.id}>
                      {truncateForList(key.id)}
                    </code>
                    {key.isActive ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="neutral">Inactive</Badge>
                    )}
                    {/* The active key is never deletable, so its "safe to delete" flag says nothing here. */}
                    {!key.isActive &&
                      (key.safeToDelete ? (
                        <Badge variant="info">Not in use</Badge>
                      ) : (
                        <Badge variant="warning">In use</Badge>
                      ))}
                  </div>
                  <p className="text-xs text-slate-600 tabular">
                    {key.algorithm} · {key.keySize} bits · Created {formatDate(key.createdAt)} ·{' '}
                    {key.documentCount} {key.documentCount === 1 ? 'document' : 'documents'} ·{' '}
                    {key.transactionCount} {key.transactionCount === 1 ? 'transaction' : 'transactions'}
                  </p>
                </div>
                {!key.isActive && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start text-destructive hover:bg-destructive-soft hover:text-destructive sm:self-center"
                    onClick={() => setToDelete(key)}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden />
                    Delete
                    <span className="sr-only">key {truncateForList(key.id)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ImportKeysForm />

      <DeleteKeyDialog
        usage={toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={(key, reauth) => {
          setToDelete(null);
          remove.mutate(
            { id: key.id, force: !key.safeToDelete, ...reauth },
            {
              onSuccess: (response) =>
                toast({ title: 'Key Deleted', description: response.message, variant: 'success' }),
              onError: (error) =>
                toast({
                  title: 'Delete Failed',
                  description: error.message || 'Unable to delete encryption key.',
                  variant: 'destructive',
                }),
            },
          );
        }}
      />
    </div>
  );
}
