// The two ends of a page opened from a mailed link (verify e-mail, confirm an e-mail change): the
// failure card with what to do next and a way to support, and the success card that leads to sign-in.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { AuthCard, AuthShell } from './auth-shell';

/** The `token` of the mailed link's query string ('' without one). */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
}

export function EmailLinkFailed({
  pageTitle,
  title,
  description,
  hint,
}: {
  pageTitle: string;
  title: string;
  description: ReactNode;
  /** What to do now, under the message. */
  hint: string;
}) {
  return (
    <AuthShell>
      <title>{`${pageTitle} · DocLedger`}</title>
      <AuthCard
        icon={<MailX aria-hidden />}
        title={title}
        description={description}
        footer={
          <>
            Need help?{' '}
            <Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
              Contact support
            </Link>
          </>
        }
      >
        <p className="text-center text-sm text-slate-600">{hint}</p>
        <Button asChild size="lg">
          <Link to={paths.login}>Go to Sign In</Link>
        </Button>
      </AuthCard>
    </AuthShell>
  );
}

export function EmailLinkDone({ title, description }: { title: string; description: ReactNode }) {
  return (
    <AuthShell>
      <title>{`${title} · DocLedger`}</title>
      <AuthCard icon={<CheckCircle2 aria-hidden />} title={title} description={description}>
        <Button asChild size="lg">
          <Link to={paths.login}>Sign In</Link>
        </Button>
      </AuthCard>
    </AuthShell>
  );
}
