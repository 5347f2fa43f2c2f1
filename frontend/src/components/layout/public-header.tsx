import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { publicNavLinks } from './public-nav-links';

// Session check and user menu arrive after the first paint, in their own chunk.
const SessionMenu = lazy(() => import('./session-menu').then((m) => ({ default: m.SessionMenu })));

/**
 * The public header knows the session (issue 8): signed-in visitors get their user menu (Logout → /)
 * instead of Sign In / Sign Up.
 */
export function PublicHeader() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-4">
        <Logo to={paths.landing} compactAtTablet />
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {publicNavLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-md px-2 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:px-3"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {!signedIn && (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.login}>Sign In</Link>
              </Button>
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.register}>Sign Up</Link>
              </Button>
            </>
          )}
          <Button asChild size="sm">
            <Link to={paths.upload}>
              <Upload aria-hidden />
              Upload
            </Link>
          </Button>
        </div>
        <Suspense fallback={null}>
          <SessionMenu onSignedIn={setSignedIn} />
        </Suspense>
        {!signedIn && <MobileMenu />}
      </div>
    </header>
  );
}
