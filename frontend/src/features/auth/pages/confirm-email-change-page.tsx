import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailQuestion, MailX } from 'lucide-react';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthCard, AuthShell } from '../components/auth-shell';

/**
 * The link mailed to a new address (decision 011). Confirming takes a click, not the page load, so a
 * mail scanner that opens links cannot change the account's address on its own.
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useMutation({
    mutationFn: (value: string) => api.call('confirmEmailChange', { body: { token: value } }),
  });

  if (!token || confirm.isError) {
    return (
      <AuthShell>
        <title>Email Change Failed · DocLedger</title>
        <AuthCard
          icon={<MailX aria-hidden />}
          title="Email change failed"
          description={!token ? 'No confirmation token provided' : confirm.error?.message}
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
            Sign in and request the change again from your profile.
          </p>
          <Button asChild size="lg">
            <Link to={paths.login}>Go to Sign In</Link>
          </Button>
        </AuthCard>
      </AuthShell>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthShell>
        <title>Email Changed · DocLedger</title>
        <AuthCard
          icon={<CheckCircle2 aria-hidden />}
          title="Email Changed"
          description={confirm.data.message}
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
      <title>Confirm Email Change · DocLedger</title>
      <AuthCard
        icon={<MailQuestion aria-hidden />}
        title="Confirm your new email address"
        description="Your account will use this address to sign in, and every session will be signed out."
      >
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending && <Spinner className="size-4 text-white" />}
          Confirm Email Change
        </Button>
      </AuthCard>
    </AuthShell>
  );
}

export { ConfirmEmailChangePage as Component };
