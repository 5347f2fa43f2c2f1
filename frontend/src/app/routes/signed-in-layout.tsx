import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/layout/logo';
import { SiteFooter } from '../../components/layout/site-footer';
import { useSession } from '../../lib/session/use-session';
import { SessionTimeoutWarning } from '../../features/session/session-timeout-warning';
import { TwoFactorReminder } from '../../features/session/two-factor-reminder';
import { UserMenu } from '../../components/layout/user-menu';

/**
 * The chrome of every signed-in page (spec part 1 §2): logo to /home, the user menu, the footer, and
 * the session dialogs. It sits under the auth gate, so the session is already known to be signed in.
 */
export function SignedInLayout() {
  const session = useSession();
  const user = session.data?.user ?? null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo to={paths.home} />
          {user && <UserMenu user={user} />}
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

export { SignedInLayout as Component };
