import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { MAIN_CONTENT_ID } from './skip-link';

/** The frame of every page: header, the page itself in <main>, footer. */
export function Layout({ isAdmin, signedIn, children }: { isAdmin: boolean; signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollOnNavigate />
      <Header isAdmin={isAdmin} signedIn={signedIn} />
      {/* tabIndex lets the skip link move focus here; the outline would only frame the whole page. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
