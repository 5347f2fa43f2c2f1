import { useSession } from '../../lib/session/use-session';

/** The page heading with the user's first name. */
export function DashboardHeader() {
  const session = useSession();
  const firstName = session.data?.user?.firstName;
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Dashboard</h1>
      <p className="text-sm text-slate-600">
        {firstName ? `Welcome back, ${firstName}. ` : ''}Upload documents and review what was extracted.
      </p>
    </div>
  );
}
