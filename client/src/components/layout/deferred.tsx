import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own: each Suspense boundary of server
 * HTML is hydrated separately, after the parts above it, so a long page comes to life in several
 * short tasks instead of one long one that freezes a phone. Nothing inside ever suspends on the
 * client, so the fallback is never shown.
 *
 * Never inside a react-hook-form form: useForm re-renders its form in a layout effect as it mounts
 * (formState.isReady), at React's synchronous priority, and the new FormProvider value forces every
 * boundary below it that is not yet hydrated to hydrate at once, in that same task (the long task
 * the boundaries were meant to split). Put the boundary around the whole form instead.
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
