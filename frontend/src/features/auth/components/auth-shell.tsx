import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/layout/logo';
import { SiteFooter } from '../../../components/layout/site-footer';

/** The frame of the public account pages: a quiet header with the logo, one centred card, the footer. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo to={paths.landing} />
          <Link
            to={paths.landing}
            className="rounded-md px-2 py-2 text-sm font-medium text-slate-600 hover:text-slate-900"
          >
            Home
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className={wide ? 'w-full max-w-lg' : 'w-full max-w-md'}>{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** The card every account page sits in: an icon, a title, a sentence, then the content. */
export function AuthCard({
  icon,
  title,
  description,
  children,
  footer,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2 text-center">
          {icon && (
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50 [&_svg]:size-6">
              {icon}
            </div>
          )}
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <div className="text-sm text-balance text-slate-600">{description}</div>}
        </div>
        {children}
      </div>
      {footer && (
        <div className="rounded-b-lg border-t border-slate-200 bg-slate-50/70 px-6 py-4 text-center text-sm text-slate-600 sm:px-8">
          {footer}
        </div>
      )}
    </div>
  );
}
