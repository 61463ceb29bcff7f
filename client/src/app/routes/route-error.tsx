import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useDocumentTitle } from '@/hooks/use-document-title';

// After a deploy, an open tab may ask for page code that no longer exists: a reload fixes it.
const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/** Shown in place of a page that failed to load or render; the header and footer stay usable. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const stale = isStaleChunk(error);
  if (!stale && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-ink-900/10 bg-white p-8 text-center shadow-card sm:p-12">
        <h1 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">
          {stale ? 'A new version is available' : 'Something went wrong'}
        </h1>
        <p className="mt-4 text-slate-600">
          {stale
            ? 'The site was updated while this tab was open. Reload to continue.'
            : 'This page could not be shown. Please reload, or try again in a moment.'}
        </p>
        {/* Styled without <Button>: this screen is in the entry chunk, which skips tailwind-merge. */}
        <button type="button" className={`${buttonVariants({ variant: 'primary' })} mt-8`} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Reload
        </button>
      </div>
    </div>
  );
}
