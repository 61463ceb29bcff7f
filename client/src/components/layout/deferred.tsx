import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own: each Suspense boundary of server
 * HTML is hydrated separately, after the parts above it, so a long page comes to life in several
 * short tasks instead of one long one that freezes a phone. Nothing inside ever suspends on the
 * client, so the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * A part below the first screen: hydrated on its own (see HydrationBoundary), and the browser
 * skips its layout and paint until it is scrolled near (.defer-render in styles.css).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <HydrationBoundary>
      <div className="defer-render">{children}</div>
    </HydrationBoundary>
  );
}
