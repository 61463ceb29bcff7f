import type { ReactNode } from 'react';

/** The heading of one account screen inside 'My Account' (the page's <h1>). */
export function ScreenHeading({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase sm:text-3xl">{title}</h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
