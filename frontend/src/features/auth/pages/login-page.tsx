import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, LogIn, MailWarning, ShieldCheck } from 'lucide-react';
import { loginFormSchema, type LoginBody, type LoginResponse } from '@docledger/shared/api/schemas/auth';
import { api, isApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { sessionKeys } from '../../../lib/session/use-session';
import { meKeys } from '../../../lib/session/use-me';
import {
  CODE_REQUIRED_MESSAGE,
  codeFailureMessage,
  destinationAfterLogin,
  emailBreakPoints,
  INACTIVITY_LOGOUT_REASON,
  isEmailNotVerifiedError,
} from './login-outcome';

type SignedIn = Extract<LoginResponse, { user: unknown }>;

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', totpCode: '' },
  });
  const { register, handleSubmit, formState, setValue, setError } = form;
  const signedOutForInactivity = searchParams.get('reason') === INACTIVITY_LOGOUT_REASON;

  const login = useMutation({
    mutationFn: (body: LoginBody) => api.call('loginUser', { body }),
    onSuccess: async (response) => {
      if ('requires2FA' in response) {
        setStep('code');
        setValue('totpCode', '');
        return;
      }
      queryClient.removeQueries({ queryKey: meKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await navigate(destinationAfterLogin((response as SignedIn).user, searchParams.get('redirect')), {
        replace: true,
      });
    },
    onError: (error, body) => {
      if (isEmailNotVerifiedError(error)) {
        setUnverifiedEmail(body.email);
        setFormError(null);
        toast({ title: 'Email Verification Required', description: error.message, variant: 'destructive' });
        return;
      }
      // Any later failure replaces the "verify your email" panel: it belonged to an earlier attempt.
      setUnverifiedEmail(null);
      if (body.totpCode) {
        const message = codeFailureMessage(error);
        setError('totpCode', { type: 'server', message }, { shouldFocus: true });
        toast({ title: 'Verification Failed', description: message, variant: 'destructive' });
        return;
      }
      const message = isApiError(error) && error.status !== 401 ? error.message : 'Invalid credentials';
      setFormError(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    // An empty code would send the credentials alone, and the server would just ask for a code again.
    if (step === 'code' && !values.totpCode?.trim()) {
      setError('totpCode', { type: 'required', message: CODE_REQUIRED_MESSAGE }, { shouldFocus: true });
      return;
    }
    login.mutate({
      email: values.email,
      password: values.password,
      totpCode: step === 'code' && values.totpCode ? values.totpCode : undefined,
    });
  });

  const backToLogin = () => {
    setStep('credentials');
    setFormError(null);
    setValue('totpCode', '');
  };

  const codeStep = step === 'code';

  return (
    <AuthShell>
      <title>Sign In · DocLedger</title>
      <AuthCard
        icon={codeStep ? <ShieldCheck aria-hidden /> : <LogIn aria-hidden />}
        title={codeStep ? 'Two-Factor Authentication' : 'Sign In'}
        description={
          codeStep
            ? 'Enter the 6-digit code from your authenticator app, or one of your backup codes.'
            : 'Welcome back. Sign in to your DocLedger account.'
        }
        footer={
          codeStep ? undefined : (
            <>
              Don&apos;t have an account?{' '}
              <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
                Create one
              </Link>
            </>
          )
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {signedOutForInactivity && !formError && !codeStep && (
            <FormAlert tone="info" title="You were signed out">
              Your session ended after 20 minutes of inactivity, to protect your documents. Sign in again to
              continue.
            </FormAlert>
          )}
          {formError && <FormAlert tone="error">{formError}</FormAlert>}
          {codeStep ? (
            <TextField
              label="Authentication Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={6}
              placeholder="000000"
              className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
              error={formState.errors.totpCode?.message}
              {...register('totpCode')}
            />
          ) : (
            <>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                error={formState.errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                error={formState.errors.password?.message}
                labelAside={
                  <Link
                    to={paths.forgotPassword}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    Forgot password?
                  </Link>
                }
                {...register('password')}
              />
            </>
          )}
          <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
            {login.isPending && <Spinner className="text-white" />}
            {codeStep ? 'Verify and Sign In' : 'Sign In'}
          </Button>
          {codeStep && (
            <Button type="button" variant="ghost" onClick={backToLogin}>
              <ArrowLeft aria-hidden />
              Back to Login
            </Button>
          )}
        </form>
        {unverifiedEmail && !codeStep && <ResendVerificationPanel email={unverifiedEmail} />}
      </AuthCard>
    </AuthShell>
  );
}

/** Shown only after a 403 whose message contains "verify your email" (spec part 1 §2). */
function ResendVerificationPanel({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => api.call('resendVerificationEmail', { body: { email } }),
    onSuccess: (response) =>
      toast({ title: 'Verification Email Sent', description: response.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Email Failed', description: error.message, variant: 'destructive' }),
  });
  return (
    <section
      aria-labelledby="resend-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-warning-soft p-4 text-sm text-amber-950"
    >
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id="resend-title" className="font-medium">
            Verify your email address
          </h2>
          <p>
            We sent a verification link to{' '}
            <span className="font-medium break-words" data-testid="unverified-email">
              {emailBreakPoints(email).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </span>
            . Didn&apos;t get it? Check your spam folder or send a new one.
          </p>
          {resend.isSuccess && <p className="font-medium text-success">{resend.data.message}</p>}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending && <Spinner className="size-4" />}
        Resend Verification Email
      </Button>
    </section>
  );
}

export { LoginPage as Component };
