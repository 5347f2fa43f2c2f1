import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, CheckCircle2, LinkIcon, LockKeyhole } from 'lucide-react';
import { resetPasswordFormSchema } from '@docledger/shared/api/schemas/auth';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';

const backToSignIn = (
  <Link
    to={paths.login}
    className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden />
    Back to Sign In
  </Link>
);

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => api.call('resetPassword', { body: { token, newPassword } }),
    onError: (error) => applyFieldErrors(error, setError, ['newPassword']),
  });

  // Sign-in follows 3 s after success (spec part 1 §4).
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.login), UI_DELAYS.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <AuthShell>
        <title>Invalid Reset Link · DocLedger</title>
        <AuthCard
          icon={<LinkIcon aria-hidden />}
          title="Invalid Reset Link"
          description="This password reset link is invalid or incomplete. Request a new link to reset your password."
          footer={backToSignIn}
        >
          <Button asChild size="lg">
            <Link to={paths.forgotPassword}>Request a New Link</Link>
          </Button>
        </AuthCard>
      </AuthShell>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthShell>
        <title>Password Reset · DocLedger</title>
        <AuthCard icon={<CheckCircle2 aria-hidden />} title="Password Reset" description={reset.data.message}>
          <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" />
            Taking you to sign in...
          </p>
        </AuthCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <title>Reset Password · DocLedger</title>
      <AuthCard
        icon={<LockKeyhole aria-hidden />}
        title="Set a New Password"
        description="Choose a new password for your account."
        footer={backToSignIn}
      >
        <form
          onSubmit={handleSubmit(({ newPassword }) => reset.mutate(newPassword))}
          noValidate
          className="flex flex-col gap-4"
        >
          {reset.isError && (
            <FormAlert tone="error" title="Failed to reset password">
              {reset.error.message}{' '}
              <Link to={paths.forgotPassword} className="font-medium underline">
                Request a new link
              </Link>
            </FormAlert>
          )}
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
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner className="text-white" />}
            Reset Password
          </Button>
        </form>
      </AuthCard>
    </AuthShell>
  );
}

export { ResetPasswordPage as Component };
