import { useMutation } from '@tanstack/react-query';
import { MailQuestion } from 'lucide-react';
import { api } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { EmailLinkDone, EmailLinkFailed, useLinkToken } from '../components/email-link-result';

/**
 * The link mailed to a new address (decision 011). Confirming takes a click, not the page load, so a
 * mail scanner that opens links cannot change the account's address on its own.
 */
export function ConfirmEmailChangePage() {
  const token = useLinkToken();
  const confirm = useMutation({
    mutationFn: (value: string) => api.call('confirmEmailChange', { body: { token: value } }),
  });

  if (!token || confirm.isError) {
    return (
      <EmailLinkFailed
        pageTitle="Email Change Failed"
        title="Email change failed"
        description={!token ? 'No confirmation token provided' : confirm.error?.message}
        hint="Sign in and request the change again from your profile."
      />
    );
  }

  if (confirm.isSuccess) return <EmailLinkDone title="Email Changed" description={confirm.data.message} />;

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
