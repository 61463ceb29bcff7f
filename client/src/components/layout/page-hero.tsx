import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The dark title band at the top of a page: eyebrow, the page's one <h1>, an optional lead and
 * actions, and optionally artwork beside them (`aside`) on wide screens. With `asideOnPhones` the
 * artwork also shows on narrower screens, above the title: it then sizes itself for both.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  asideOnPhones = false,
  className,
}: {
  eyebrow?: string | undefined;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  asideOnPhones?: boolean;
  className?: string;
}) {
  return (
    <section className={cn('surface-dark relative overflow-hidden bg-ink-900 text-white', className)}>
      <div aria-hidden="true" className="hero-backdrop pointer-events-none absolute inset-0" />
      <div aria-hidden="true" className="guilloche pointer-events-none absolute -top-40 -right-40 size-[28rem] opacity-[0.07]" />
      <div
        className={cn(
          'relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8',
          aside ? 'grid items-center gap-6 lg:grid-cols-[1.25fr_0.75fr] lg:gap-10' : undefined,
        )}
      >
        <div>
          {eyebrow ? (
            <p className="mb-4 flex items-center gap-3 text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">
              <span className="foil h-px w-8" aria-hidden="true" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="max-w-4xl font-display text-4xl leading-[1.05] font-semibold tracking-wide text-balance uppercase sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {lead ? <div className="mt-5 max-w-2xl text-base leading-relaxed text-mist-200 sm:text-lg">{lead}</div> : null}
          {children}
        </div>
        {aside ? <div className={asideOnPhones ? 'order-first lg:order-none' : 'hidden lg:block'}>{aside}</div> : null}
      </div>
    </section>
  );
}
