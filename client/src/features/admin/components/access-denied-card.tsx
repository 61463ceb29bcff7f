import { ArrowLeft, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** docs/product.md, Pages: what a visitor or a customer sees on the admin dashboard. */
export function AccessDeniedCard() {
  useDocumentTitle('Access Denied');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-md rounded-2xl border border-ink-900/10 bg-white p-8 text-center shadow-card sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full border border-status-rejected/20 bg-red-50 text-status-rejected">
          <ShieldX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">Access Denied</h1>
        <p className="mt-3 text-slate-600">You need admin privileges to access this area.</p>
        <Button asChild variant="primary" className="mt-8">
          <Link to="/account">
            <ArrowLeft aria-hidden="true" /> Back to Account
          </Link>
        </Button>
      </div>
    </div>
  );
}
