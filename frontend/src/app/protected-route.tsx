import { Navigate, Outlet, useLocation } from 'react-router';
import { loginRedirectPath } from '../config/paths';
import { useSession } from '../lib/session/use-session';
import { Spinner } from '../components/ui/spinner';

/**
 * The auth gate of spec part 1 §2/§4: a spinner while the session is checked, the page only when
 * authenticated, otherwise /login?redirect=<original path>. A failed session call counts as signed out.
 */
export function ProtectedRoute() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return (
      <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50">
        <Spinner className="size-8" />
        <p className="text-sm text-slate-600">Checking authentication...</p>
      </div>
    );
  }

  if (session.isError || !session.data.authenticated) {
    return <Navigate to={loginRedirectPath(location.pathname + location.search)} replace />;
  }

  return <Outlet />;
}

export { ProtectedRoute as Component };
