import { ChevronDown } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface FaqEntry {
  q: string;
  a: string;
}

/** A titled FAQ: one answer open at a time, and the open one closes on a second click. */
export function FaqSection({ id, title = 'Frequently Asked Questions', questions }: { id: string; title?: string; questions: readonly FaqEntry[] }) {
  return (
    <section aria-labelledby={id} className="bg-paper-50 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
          {title}
        </h2>
        <Accordion className="mt-10 grid gap-3">
          {questions.map((item, i) => (
            <AccordionItem key={item.q} value={`q${i}`} className="rounded-lg border border-ink-900/10 bg-white">
              <AccordionTrigger
                className="w-full rounded-lg px-5 py-4 text-base sm:text-base focus-visible:outline-2 focus-visible:outline-offset-2"
                icon={<ChevronDown className="size-5 shrink-0 text-gold-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />}
              >
                {item.q}
              </AccordionTrigger>
              <AccordionContent className="px-5 pr-5 text-sm">{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
