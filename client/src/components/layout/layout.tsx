import { Suspense, type ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The frame of every page: header, the page itself in <main>, footer. Each is a Suspense boundary
 * (nothing in them suspends in the browser): on a prerendered page React then hydrates them one
 * after the other in small slices instead of one long task that would block a phone's main thread,
 * and hydrates first whichever one the visitor touches.
 */
export function Layout({ isAdmin, signedIn, children }: { isAdmin: boolean; signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollOnNavigate />
      <Suspense fallback={null}>
        <Header isAdmin={isAdmin} signedIn={signedIn} />
      </Suspense>
      {/* tabIndex lets the skip link move focus here; the outline would only frame the whole page. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
