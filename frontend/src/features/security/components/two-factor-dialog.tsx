import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as Collapsible from '@radix-ui/react-collapsible';
import { CheckCircle2, ChevronRight, KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { TWO_FACTOR } from '@docledger/shared/domain/limits';
import { api, isApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { FormAlert } from '../../../components/form/form-alert';
import { meKeys } from '../../../lib/session/use-me';
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { CopyButton } from './copy-button';
import { EMPTY_REAUTH, ReauthFields, reauthBody } from './reauth-fields';

/** Keeps only digits, at most 6 (spec part 1 §5 "Two-factor verify"). */
export function sanitiseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, TWO_FACTOR.codeLength);
}

/**
 * "Manage" on the profile (spec part 1 §4): requests a setup, shows the QR code, a collapsible manual
 * key, collapsible backup codes, and a 6-digit field; after success an enabled state with Done.
 */
export function TwoFactorDialog({
  open,
  onOpenChange,
  alreadyEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alreadyEnabled: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md grid-cols-[minmax(0,1fr)]">
        {open && <TwoFactorContent alreadyEnabled={alreadyEnabled} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TwoFactorContent({ alreadyEnabled, onDone }: { alreadyEnabled: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(alreadyEnabled);
  const [code, setCode] = useState('');

  // Setup starts only after the current password (issue 7): a session alone cannot enrol an authenticator.
  const [reauth, setReauth] = useState<ReauthBody>(EMPTY_REAUTH);
  const setup = useMutation({
    mutationFn: () => api.call('setupTwoFactor', { body: reauthBody(reauth) }),
    onError: (error) =>
      toast({ title: '2FA Setup Failed', description: error.message, variant: 'destructive' }),
  });
  const disable = useMutation({
    mutationFn: () => api.call('disableTwoFactor', { body: reauthBody(reauth) }),
    onSuccess: async (response) => {
      toast({ title: 'Two-Factor Turned Off', description: response.message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      onDone();
    },
    onError: (error) =>
      toast({ title: 'Could Not Turn Off 2FA', description: error.message, variant: 'destructive' }),
  });

  const verify = useMutation({
    mutationFn: (totpCode: string) => api.call('verifyTwoFactorSetup', { body: { totpCode } }),
    onSuccess: async () => {
      setEnabled(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['account-summary'] }),
      ]);
    },
    onError: (error) => {
      const wrongCode = isApiError(error) && (error.status === 400 || error.status === 401);
      toast({
        title: 'Verification Failed',
        description: wrongCode ? 'Invalid code. Please check and try again.' : error.message,
        variant: 'destructive',
      });
      setCode('');
    },
  });

  const emailCodes = useMutation({
    mutationFn: (backupCodes: string[]) => api.call('emailBackupCodes', { body: { backupCodes } }),
    onSuccess: (response) =>
      toast({ title: 'Backup Codes Sent', description: response.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Email Failed', description: error.message, variant: 'destructive' }),
  });

  if (enabled) {
    return (
      <>
        <DialogHeader className="items-center pr-0 text-center">
          <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-success-soft ring-8 ring-green-50">
            <CheckCircle2 className="size-6 text-success" aria-hidden />
          </div>
          <DialogTitle>Two-Factor Authentication Enabled</DialogTitle>
          <DialogDescription>
            Your account is protected. At each sign-in you will enter a 6-digit code from your authenticator
            app after your password. Keep your backup codes somewhere safe: each works once if you lose your
            device.
          </DialogDescription>
        </DialogHeader>
        {alreadyEnabled && (
          <form
            noValidate
            className="grid gap-3 rounded-lg border border-slate-200 p-3"
            aria-label="Turn off two-factor authentication"
            onSubmit={(event) => {
              event.preventDefault();
              disable.mutate();
            }}
          >
            <p className="text-sm text-slate-700">
              Lost your device? Sign in with a backup code, then turn two-factor off here with your password
              and another backup code, and set it up again.
            </p>
            <ReauthFields idPrefix="disable-2fa" value={reauth} onChange={setReauth} twoFactorEnabled />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="justify-self-start"
              disabled={!reauth.currentPassword || !reauth.totpCode || disable.isPending}
            >
              {disable.isPending && <Spinner className="size-4" />}
              Turn Off Two-Factor
            </Button>
          </form>
        )}
        <DialogFooter>
          <Button className="w-full sm:w-auto" onClick={onDone}>
            Done
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden />
          Set Up Two-Factor Authentication
        </DialogTitle>
        <DialogDescription>
          Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy), then enter the
          6-digit code it shows.
        </DialogDescription>
      </DialogHeader>

      {!setup.data && !setup.isPending && (
        <form
          noValidate
          className="grid gap-3"
          aria-label="Confirm your password"
          onSubmit={(event) => {
            event.preventDefault();
            setup.mutate();
          }}
        >
          <p className="text-sm text-slate-700">
            Confirm it is you: enter your current password to continue.
          </p>
          <ReauthFields idPrefix="setup-2fa" value={reauth} onChange={setReauth} twoFactorEnabled={false} />
          <Button type="submit" className="justify-self-start" disabled={!reauth.currentPassword}>
            Continue
          </Button>
        </form>
      )}
      {setup.isPending && (
        <div
          className="flex flex-col items-center gap-3"
          role="status"
          aria-label="Preparing two-factor setup"
        >
          <Skeleton className="size-48" />
          <Skeleton className="h-9 w-full" />
        </div>
      )}
      {setup.isError && (
        <FormAlert tone="error" title="2FA Setup Failed">
          {setup.error.message}{' '}
          <button type="button" className="font-medium underline" onClick={() => setup.reset()}>
            Try again
          </button>
        </FormAlert>
      )}
      {setup.data && (
        <div className="flex flex-col gap-4">
          <div className="flex justify-center rounded-lg border border-slate-200 bg-white p-3">
            <img
              src={setup.data.qrCode}
              alt="QR code for your authenticator app"
              className="size-48 [image-rendering:pixelated]"
            />
          </div>

          <Collapsible.Root className="rounded-lg border border-slate-200">
            <Collapsible.Trigger className="group flex w-full items-center gap-2 px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50">
              <ChevronRight
                className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-90"
                aria-hidden
              />
              <KeyRound className="size-4 text-slate-500" aria-hidden />
              Can&apos;t scan? Enter the key manually
            </Collapsible.Trigger>
            <Collapsible.Content className="flex flex-col gap-2 border-t border-slate-200 p-3">
              <code
                className="rounded-md bg-slate-100 px-2 py-1.5 font-mono text-sm break-all text-slate-900"
                data-testid="two-factor-secret"
              >
                {setup.data.secret}
              </code>
              <CopyButton
                value={setup.data.secret}
                label="Copy Key"
                copiedLabel="Copied!"
                className="self-start"
              />
            </Collapsible.Content>
          </Collapsible.Root>

          <Collapsible.Root className="rounded-lg border border-slate-200">
            <Collapsible.Trigger className="group flex w-full items-center gap-2 px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50">
              <ChevronRight
                className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-90"
                aria-hidden
              />
              <ShieldCheck className="size-4 text-slate-500" aria-hidden />
              Backup codes ({setup.data.backupCodes.length})
            </Collapsible.Trigger>
            <Collapsible.Content className="flex flex-col gap-3 border-t border-slate-200 p-3">
              <p className="text-xs text-slate-600">
                Each code works once if you lose access to your authenticator app.
              </p>
              <ul className="grid grid-cols-2 gap-1.5 font-mono text-sm text-slate-900 tabular">
                {setup.data.backupCodes.map((backup) => (
                  <li key={backup} className="rounded-md bg-slate-100 px-2 py-1 text-center">
                    {backup}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <CopyButton
                  value={setup.data.backupCodes.join('\n')}
                  label="Copy Codes"
                  copiedLabel="Copied!"
                />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={emailCodes.isPending}
                  onClick={() => setup.data && emailCodes.mutate(setup.data.backupCodes)}
                >
                  {emailCodes.isPending ? <Spinner className="size-4" /> : <Mail aria-hidden />}
                  Email Backup Codes
                </Button>
              </div>
            </Collapsible.Content>
          </Collapsible.Root>

          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.length === TWO_FACTOR.codeLength) verify.mutate(code);
            }}
          >
            <Label htmlFor="two-factor-code">Verification code</Label>
            <div className="flex gap-2">
              <Input
                id="two-factor-code"
                value={code}
                onChange={(event) => setCode(sanitiseCode(event.target.value))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TWO_FACTOR.codeLength}
                placeholder="000000"
                className="text-center font-mono text-lg tracking-[0.4em]"
              />
              <Button type="submit" disabled={code.length !== TWO_FACTOR.codeLength || verify.isPending}>
                {verify.isPending && <Spinner className="size-4 text-white" />}
                Verify
              </Button>
            </div>
          </form>
        </div>
      )}
    </>
  );
}
