import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { COMPANY } from '@docledger/shared/domain/limits';
import { paths } from '../../config/paths';
import { LogoMark } from './logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <LogoMark className="size-7" />
          <p className="text-sm text-slate-600">
            © {COMPANY.copyrightYear} {COMPANY.name}. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:gap-6">
          <a
            href={`mailto:${COMPANY.supportEmail}`}
            className="inline-flex items-center gap-1.5 text-slate-600 hover:text-slate-900"
          >
            <Mail className="size-4" aria-hidden />
            {COMPANY.supportEmail}
          </a>
          <div className="flex items-center gap-6">
            <Link to={paths.contact} className="text-slate-600 hover:text-slate-900">
              Contact
            </Link>
            <Link to={paths.privacy} className="text-slate-600 hover:text-slate-900">
              Privacy Policy
            </Link>
          </div>
        </nav>
      </div>
    </footer>
  );
}
