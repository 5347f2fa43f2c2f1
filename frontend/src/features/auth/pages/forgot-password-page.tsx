import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { forgotPasswordFormSchema } from '@docledger/shared/api/schemas/auth';
import { api } from '../../../lib/api-client';
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

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: (email: string) => api.call('forgotPassword', { body: { email } }),
    onSuccess: (response, email) => setSentTo({ email, message: response.message }),
  });

  if (sentTo) {
    return (
      <AuthShell>
        <title>Check Your Email · DocLedger</title>
        <AuthCard
          icon={<MailCheck aria-hidden />}
          title="Check Your Email"
          description={sentTo.message}
          footer={backToSignIn}
        >
          <p className="text-center text-sm text-slate-600">
            The link expires in 1 hour. Sent to{' '}
            <span className="font-medium text-slate-900 break-all">{sentTo.email}</span>.
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              request.reset();
              reset({ email: sentTo.email });
            }}
          >
            Send Another Link
          </Button>
        </AuthCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <title>Forgot Password · DocLedger</title>
      <AuthCard
        icon={<KeyRound aria-hidden />}
        title="Forgot Password?"
        description="Enter the email address of your account and we will send you a link to reset your password."
        footer={backToSignIn}
      >
        <form
          onSubmit={handleSubmit(({ email }) => request.mutate(email))}
          noValidate
          className="flex flex-col gap-4"
        >
          {request.isError && (
            <FormAlert tone="error" title="Failed to send password reset email">
              {request.error.message}
            </FormAlert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending && <Spinner className="text-white" />}
            Send Reset Link
          </Button>
        </form>
      </AuthCard>
    </AuthShell>
  );
}

export { ForgotPasswordPage as Component };
