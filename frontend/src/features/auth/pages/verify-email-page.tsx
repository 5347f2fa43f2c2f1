import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { api } from '../../../lib/api-client';
import { Spinner } from '../../../components/ui/spinner';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { EmailLinkDone, EmailLinkFailed, useLinkToken } from '../components/email-link-result';

export function VerifyEmailPage() {
  const token = useLinkToken();
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
      <EmailLinkFailed
        pageTitle="Email Verification Failed"
        title="Email verification failed"
        description={!token ? 'No verification token provided' : verify.error?.message}
        hint="Sign in with your email and password to request a new verification link."
      />
    );
  }

  if (verify.isSuccess) {
    // A link opened a second time: the address is verified, which is what the user wants to know.
    const already = verify.data.message === AUTH_MESSAGES.emailAlreadyVerified;
    return (
      <EmailLinkDone
        title={already ? 'Email Already Verified' : 'Email Verified'}
        description={verify.data.message}
      />
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
