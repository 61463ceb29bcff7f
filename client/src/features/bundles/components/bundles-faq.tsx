import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

const QUESTIONS = [
  {
    q: 'How does the bundle discount work?',
    a: 'The discount applies automatically when the items of your submission match a bundle exactly: for the 3-Peat, one item each of Michael Jordan, Tom Brady and Wayne Gretzky. If you add, remove or change an item so the set no longer matches, the bundle price is dropped and each item is charged at its individual price.',
  },
  {
    q: 'How do I send my items?',
    a: 'Submit and pay online first. Then ship all items of the bundle together in one package to our Midwest facility in Crystal Lake, IL, with your submission ID on a sheet inside (or the printed submission PDF). Use an insured, tracked service; return shipping is invoiced separately.',
  },
  {
    q: 'What do I receive, and how long does it take?',
    a: 'Each item is examined in hand, usually within 10-15 business days of arrival. A passing item receives a Full Letter of Authenticity with a hologram and a unique verification number, and is added to our certificate database. Submission fees are non-refundable.',
  },
] as const;

/** The three questions; one answer open at a time, and the open one closes on a second click. */
export function BundlesFaq() {
  return (
    <section aria-labelledby="bundles-faq" className="bg-paper-50 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="bundles-faq" className="text-center font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
          Frequently Asked Questions
        </h2>
        <Accordion.Root type="single" collapsible className="mt-10 grid gap-3">
          {QUESTIONS.map((item, i) => (
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
