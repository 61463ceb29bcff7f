import type { ReactNode } from 'react';

/** A titled block of a long form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h3 id={id} className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
