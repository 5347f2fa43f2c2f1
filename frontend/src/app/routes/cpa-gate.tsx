import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session/use-session';

/** CPA features stay locked until the verification is approved (spec part 3 §6). */
export function CpaGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.data?.user;
  if (session.isPending) return <Skeleton className="mx-auto my-8 h-64 max-w-4xl" />;
  if (user?.userRole === 'business_cpa' && user.verificationStatus === 'approved') return children;
  const isCpa = user?.userRole === 'business_cpa';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert className="size-10 text-warning" aria-hidden />
      <h1 className="text-xl font-semibold text-slate-900">
        {isCpa ? 'Verification required' : 'Access Denied'}
      </h1>
      <p className="text-sm text-slate-600">
        {isCpa
          ? 'CPA features unlock once your identity and license verification is approved.'
          : 'This page is for verified CPA accounts.'}
      </p>
      <Button asChild>
        <Link to={isCpa ? paths.cpaVerification : paths.home}>
          {isCpa ? 'Go to CPA Verification' : 'Go to Home'}
        </Link>
      </Button>
    </div>
  );
}
