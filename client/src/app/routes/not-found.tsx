import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any path outside the route table (the server also answers it with status 404). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-lg rounded-2xl border border-ink-900/10 bg-white p-8 text-center shadow-card sm:p-12">
        <LogoMark className="mx-auto h-14" />
        <h1 className="mt-6 grid gap-1 font-display font-semibold tracking-wide text-ink-900 uppercase">
          <span className="text-6xl text-gold-600 sm:text-7xl">404</span>
          <span className="text-2xl sm:text-3xl">Page Not Found</span>
        </h1>
        <p className="mt-4 text-slate-600">
          The page you're looking for doesn't exist or has moved. Check the address, or start again from the home page.
        </p>
        <Button asChild variant="primary" className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
