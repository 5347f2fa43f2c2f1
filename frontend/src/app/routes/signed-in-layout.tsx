import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { LayoutDashboard, ShieldCheck } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/layout/logo';
import { SiteFooter } from '../../components/layout/site-footer';
import { UserAvatar } from '../../components/layout/user-avatar';
import { useSession } from '../../lib/session/use-session';
import { SessionTimeoutWarning } from '../../features/session/session-timeout-warning';
import { TwoFactorReminder } from '../../features/session/two-factor-reminder';

// The menu (Radix dropdown, sheet, positioning) follows the first paint; its avatar shows meanwhile.
const UserMenu = lazy(() =>
  import('../../components/layout/user-menu').then((m) => ({ default: m.UserMenu })),
);
// Only CPAs see the client switcher (dropdown, confirmation dialog): the others never fetch it.
const ClientSwitcher = lazy(() =>
  import('../../features/client-context/client-switcher').then((m) => ({ default: m.ClientSwitcher })),
);

/**
 * The chrome of every signed-in page (spec part 1 §2, part 2 §2.3): logo and Dashboard to /home, the
 * admin-only link, a slot for the CPA's client control, the user menu (slide-out below 768 px), the
 * footer, and the session dialogs. It sits under the auth gate, so the session is known to be signed in.
 * `cpaControl` is where the accountants' client switcher is composed in (features of its own).
 */
export function SignedInLayout({ cpaControl }: { cpaControl?: ReactNode }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  const isCpa = user?.userRole === 'business_cpa';

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo to={paths.home} />
          <div className="flex items-center gap-1 sm:gap-2">
            <nav aria-label="Dashboard" className="hidden items-center gap-1 md:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.home}>
                  <LayoutDashboard aria-hidden />
                  Dashboard
                </Link>
              </Button>
              {user?.userRole === 'admin' && (
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.admin}>
                    <ShieldCheck aria-hidden />
                    Admin
                  </Link>
                </Button>
              )}
            </nav>
            {isCpa && cpaControl && <div className="hidden md:block">{cpaControl}</div>}
            {user && (
              <Suspense
                fallback={<UserAvatar firstName={user.firstName} lastName={user.lastName} className="m-1" />}
              >
                <UserMenu user={user} mobileExtra={isCpa ? cpaControl : undefined} />
              </Suspense>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <SessionTimeoutWarning />
      <TwoFactorReminder signedIn={Boolean(session.data?.authenticated)} />
    </div>
  );
}

export function Component() {
  return (
    <SignedInLayout
      cpaControl={
        <Suspense fallback={null}>
          <ClientSwitcher />
        </Suspense>
      }
    />
  );
}
