import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { changePasswordFormSchema } from '@docledger/shared/api/schemas/auth';
import { api } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../components/ui/use-toast';
import { TextField } from '../../../components/form/text-field';
import { CURRENT_PASSWORD_FIELD, DialogForm, FormDialog } from './form-dialog';

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(close) => <ChangePasswordForm onDone={close} />}
    </FormDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.call('changePassword', { body }),
    onSuccess: (response) => {
      toast({ title: 'Password Changed', description: response.message, variant: 'success' });
      onDone();
    },
    onError: (error) => {
      // A refused new password (too common) is marked on its field; the toast stays the spec's.
      applyFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      toast({
        title: 'Password Change Failed',
        description: 'Failed to change password. Please check your current password.',
        variant: 'destructive',
      });
    },
  });

  return (
    <DialogForm
      title="Change Password"
      description="Enter your current password and choose a new one. Your other sessions will be signed out."
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
      onCancel={onDone}
      pending={change.isPending}
      submitLabel="Change Password"
    >
      <TextField
        {...CURRENT_PASSWORD_FIELD}
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </DialogForm>
  );
}
