import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** The dark title band at the top of a page: eyebrow, the page's one <h1>, an optional lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cx('surface-dark relative overflow-hidden bg-ink-900 text-white', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_85%_-10%,rgba(207,171,87,0.16),transparent_55%),radial-gradient(ellipse_at_0%_120%,rgba(42,54,88,0.7),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full opacity-[0.07] [background:repeating-radial-gradient(circle,#e2c67d_0_1px,transparent_1px_9px)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="mb-4 flex items-center gap-3 text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">
            <span className="foil h-px w-8" aria-hidden="true" />
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl font-display text-4xl leading-[1.05] font-semibold tracking-wide uppercase sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {lead ? <div className="mt-5 max-w-2xl text-base leading-relaxed text-mist-200 sm:text-lg">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
