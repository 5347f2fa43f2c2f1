import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { changeEmailBodySchema, type ChangeEmailBody } from '@docledger/shared/api/schemas/auth';
import { api } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { TextField } from '../../../components/form/text-field';
import { CURRENT_PASSWORD_FIELD, DialogForm, FormDialog } from './form-dialog';

const FIELDS = ['newEmail', 'currentPassword', 'totpCode'] as const;

/** The request body: the code only when one was typed. */
export function changeEmailBody(value: ChangeEmailBody): ChangeEmailBody {
  const { totpCode, ...rest } = value;
  return totpCode ? value : rest;
}

/**
 * Changing the sign-in address (decision 011): the new address, the current password and, while
 * two-factor is on, a code. Nothing changes until the link mailed to the new address is opened.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
  twoFactorEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
  twoFactorEnabled: boolean;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(close) => (
        <ChangeEmailForm currentEmail={currentEmail} twoFactorEnabled={twoFactorEnabled} onDone={close} />
      )}
    </FormDialog>
  );
}

function ChangeEmailForm({
  currentEmail,
  twoFactorEnabled,
  onDone,
}: {
  currentEmail: string;
  twoFactorEnabled: boolean;
  onDone: () => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { newEmail: '', currentPassword: '', totpCode: '' },
  });
  const change = useMutation({
    mutationFn: (body: ChangeEmailBody) => api.call('changeEmail', { body }),
    onSuccess: (_response, body) => setSentTo(body.newEmail),
    onError: (error) => {
      if (!applyFieldErrors(error, setError, [...FIELDS]))
        toast({ title: 'Email Change Failed', description: error.message, variant: 'destructive' });
    },
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <MailCheck className="size-5 text-success" aria-hidden />
            Check your new inbox
          </DialogTitle>
          <DialogDescription>
            We sent a confirmation link to <span className="font-medium text-slate-900">{sentTo}</span>. Your
            address changes when you open it; until then you keep signing in with {currentEmail}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <DialogForm
      title="Change Email Address"
      description={
        <>
          You sign in with {currentEmail}. We will send a confirmation link to the new address and let the
          current one know. Once you confirm, every session is signed out.
        </>
      }
      onSubmit={handleSubmit((body) => change.mutate(changeEmailBody(body)))}
      onCancel={onDone}
      pending={change.isPending}
      submitLabel="Send Confirmation Link"
    >
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={formState.errors.newEmail?.message}
        {...register('newEmail')}
      />
      <TextField
        {...CURRENT_PASSWORD_FIELD}
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      {twoFactorEnabled && (
        <TextField
          label="Authentication code or backup code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.totpCode?.message}
          {...register('totpCode')}
        />
      )}
    </DialogForm>
  );
}
