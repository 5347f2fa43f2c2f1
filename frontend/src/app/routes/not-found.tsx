import { Link } from 'react-router';
import { FileQuestion, House } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-24">
      <title>Page Not Found · DocLedger</title>
      <meta name="robots" content="noindex" />
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50">
          <FileQuestion className="size-7 text-brand-700" aria-hidden />
        </div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 tabular">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          Page Not Found
        </h1>
        <p className="mt-4 text-base text-balance text-slate-600">
          The page you are looking for does not exist or has been moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.landing}>
            <House aria-hidden />
            Go to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
