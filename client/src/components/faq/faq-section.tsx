import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

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
        <Accordion.Root type="single" collapsible className="mt-10 grid gap-3">
          {questions.map((item, i) => (
            <Accordion.Item key={item.q} value={`q${i}`} className="rounded-lg border border-ink-900/10 bg-white">
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2">
                    {item.q}
                    <ChevronDown className="size-5 shrink-0 text-gold-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-slate-700">{item.a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
