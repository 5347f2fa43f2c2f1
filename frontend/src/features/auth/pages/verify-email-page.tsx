import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailX } from 'lucide-react';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthCard, AuthShell } from '../components/auth-shell';

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useMutation({
    mutationFn: (value: string) => api.call('verifyEmail', { body: { token: value } }),
  });
  const { mutate } = verify;
  // A token is single-use: React's development double effects must not send it twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token || verify.isError) {
    return (
      <AuthShell>
        <title>Email Verification Failed · DocLedger</title>
        <AuthCard
          icon={<MailX aria-hidden />}
          title="Email verification failed"
          description={!token ? 'No verification token provided' : verify.error?.message}
          footer={
            <>
              Need help?{' '}
              <Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
                Contact support
              </Link>
            </>
          }
        >
          <p className="text-center text-sm text-slate-600">
            Sign in with your email and password to request a new verification link.
          </p>
          <Button asChild size="lg">
            <Link to={paths.login}>Go to Sign In</Link>
          </Button>
        </AuthCard>
      </AuthShell>
    );
  }

  if (verify.isSuccess) {
    // A link opened a second time: the address is verified, which is what the user wants to know.
    const already = verify.data.message === AUTH_MESSAGES.emailAlreadyVerified;
    return (
      <AuthShell>
        <title>{`${already ? 'Email Already Verified' : 'Email Verified'} · DocLedger`}</title>
        <AuthCard
          icon={<CheckCircle2 aria-hidden />}
          title={already ? 'Email Already Verified' : 'Email Verified'}
          description={verify.data.message}
        >
          <Button asChild size="lg">
            <Link to={paths.login}>Sign In</Link>
          </Button>
        </AuthCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <title>Verifying Email · DocLedger</title>
      <AuthCard
        icon={<Spinner className="size-6" />}
        title="Verifying your email"
        description="This only takes a moment..."
      >
        <span className="sr-only" role="status">
          Verifying your email...
        </span>
      </AuthCard>
    </AuthShell>
  );
}

export { VerifyEmailPage as Component };
