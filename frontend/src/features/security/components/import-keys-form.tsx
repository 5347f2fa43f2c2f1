import { useState } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronRight, Upload } from 'lucide-react';
import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';
import { VALIDATION_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useImportKey } from '../hooks/use-keys';
import { Textarea } from '../../../components/ui/textarea';
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/use-me';
import { EMPTY_REAUTH, ReauthFields, reauthBody } from './reauth-fields';

/** Paste an existing RSA key pair as PEM; it becomes the active key. */
export function ImportKeysForm() {
  const [publicKey, setPublicKey] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const importKey = useImportKey();
  const twoFactorEnabled = useMe().data?.twoFactorEnabled ?? false;
  const [reauth, setReauth] = useState<ReauthBody>(EMPTY_REAUTH);

  const submit = () => {
    if (!publicKey.trim() || !privateKey.trim()) {
      toast({
        title: VALIDATION_MESSAGES.keysMissingTitle,
        description: VALIDATION_MESSAGES.keysMissing,
        variant: 'destructive',
      });
      return;
    }
    importKey.mutate(
      { publicKey, privateKey, algorithm: ENCRYPTION_KEYS.defaultAlgorithm, ...reauthBody(reauth) },
      {
        onSuccess: (response) => {
          toast({ title: 'Import Successful', description: response.message, variant: 'success' });
          setPublicKey('');
          setPrivateKey('');
          setReauth(EMPTY_REAUTH);
        },
        onError: (error) =>
          toast({
            title: 'Import Failed',
            // A wrong password or code says so; anything else keeps the spec's message.
            description:
              isApiError(error) && error.details?.fields && !('publicKey' in (error.details.fields as object))
                ? error.message
                : KEY_MESSAGES.importFailed,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Collapsible.Root className="rounded-lg border border-slate-200">
      <Collapsible.Trigger className="group flex w-full items-center gap-2 px-4 py-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50">
        <ChevronRight
          className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-90"
          aria-hidden
        />
        Import Existing Keys
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-200 p-4">
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-xs text-slate-600">
            Paste an unencrypted RSA key pair in PEM format. The private key is stored only wrapped by our key
            management service.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="import-public-key">Public key (PEM)</Label>
            <Textarea
              id="import-public-key"
              value={publicKey}
              onChange={(event) => setPublicKey(event.target.value)}
              placeholder="-----BEGIN PUBLIC KEY-----"
              spellCheck={false}
              className="font-mono text-xs"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="import-private-key">Private key (PEM)</Label>
            <Textarea
              id="import-private-key"
              value={privateKey}
              onChange={(event) => setPrivateKey(event.target.value)}
              placeholder="-----BEGIN PRIVATE KEY-----"
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs"
            />
          </div>
          <ReauthFields
            idPrefix="import-key"
            value={reauth}
            onChange={setReauth}
            twoFactorEnabled={twoFactorEnabled}
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className="justify-self-start"
            disabled={importKey.isPending}
          >
            {importKey.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
            Import Keys
          </Button>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
