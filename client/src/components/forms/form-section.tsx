import type { ReactNode } from 'react';

/**
 * A titled block of a long form. `number` numbers it like the printed submission form (the
 * sections are then ruled off from each other); `lead` is a sentence under the title.
 */
export function FormSection({ id, title, number, lead, children }: { id: string; title: string; number?: number; lead?: ReactNode; children: ReactNode }) {
  const heading = (
    <h3 id={id} className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
      {title}
    </h3>
  );
  if (number === undefined) {
    return (
      <section aria-labelledby={id} className="grid gap-4">
        {heading}
        {lead ? <p className="-mt-2 text-sm text-slate-700">{lead}</p> : null}
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="grid gap-5 border-t border-ink-900/10 pt-8 first:border-t-0 first:pt-0">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full border border-gold-500/60 font-display text-sm font-semibold text-gold-600">
          {number}
        </span>
        <div className="grid gap-1">
          {heading}
          {lead ? <p className="text-sm text-slate-700">{lead}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
