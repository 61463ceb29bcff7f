import type { ReactNode } from 'react';

/** A titled block of the bundle form, numbered like the printed submission form. */
export function FormSection({ id, number, title, lead, children }: { id: string; number: number; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-5 border-t border-ink-900/10 pt-8 first:border-t-0 first:pt-0">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full border border-gold-500/60 font-display text-sm font-semibold text-gold-600">
          {number}
        </span>
        <div className="grid gap-1">
          <h3 id={id} className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
            {title}
          </h3>
          {lead ? <p className="text-sm text-slate-700">{lead}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
