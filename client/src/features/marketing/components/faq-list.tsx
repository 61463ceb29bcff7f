import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Faq } from '../content/athlete-details';

/**
 * Questions and answers: one open at a time, and clicking the open one closes it (docs/product.md,
 * Pages). Native <details> sharing one name, as FaqSection: no script, nothing measured at start-up.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const group = useId();
  return (
    <div className="rounded-2xl border border-ink-900/10 bg-white px-5 shadow-card sm:px-8">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="group border-b border-ink-900/10 last:border-b-0">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-ink-900 transition-colors hover:text-gold-600 sm:text-lg [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-ink-900/15 transition-colors group-hover:border-gold-500 group-open:border-gold-500 group-open:bg-gold-100">
              <ChevronDown className="size-4 transition-transform duration-200 group-open:rotate-180" aria-hidden="true" />
            </span>
          </summary>
          <div className="pb-5 pr-12 leading-relaxed text-slate-700 motion-safe:animate-fade-in">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
