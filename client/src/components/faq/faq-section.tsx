import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  q: string;
  a: string;
}

/**
 * A titled FAQ: one answer open at a time, and the open one closes on a second click. Native
 * <details> sharing one name do this without script: nothing to hydrate, and no layout read while
 * the page starts (Radix's accordion measured every answer then, a forced layout of the whole page
 * in the hydration's commit; decision 032).
 */
export function FaqSection({ id, title = 'Frequently Asked Questions', questions }: { id: string; title?: string; questions: readonly FaqEntry[] }) {
  return (
    <section aria-labelledby={id} className="bg-paper-50 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
          {title}
        </h2>
        <div className="mt-10 grid gap-3">
          {questions.map((item) => (
            <details key={item.q} name={id} className="group rounded-lg border border-ink-900/10 bg-white">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
                <h3>{item.q}</h3>
                <ChevronDown className="size-5 shrink-0 text-gold-600 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <div className="px-5 pb-5 text-sm leading-relaxed text-slate-700 motion-safe:animate-fade-in">{item.a}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
