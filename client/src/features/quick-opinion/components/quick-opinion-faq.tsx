import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

const QUESTIONS = [
  {
    q: 'What is a Quick Opinion?',
    a: 'An expert opinion on whether a signature is authentic, based on the photos you send. It is a fast, low-cost first check; it does not include a letter, hologram or certificate.',
  },
  { q: 'How long does it take?', a: 'You receive our opinion within one business day (24 business hours) of your payment.' },
  {
    q: 'What photos should I send?',
    a: 'Sharp, well-lit JPG or PNG photos, up to 50MB each: the whole item, a close-up of the signature, and any inscription, tag or serial number. Several photos per item help.',
  },
  {
    q: 'What if my item passes?',
    a: 'Upgrade it to a Full Letter of Authenticity within 30 days and the $10 Quick Opinion fee is credited toward the Full LOA.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Submission fees are non-refundable, because the review work is done whatever the result. Payment is taken securely by card through Clover.',
  },
] as const;

/** The five questions; one answer open at a time, and the open one closes on a second click. */
export function QuickOpinionFaq() {
  return (
    <section aria-labelledby="qo-faq" className="bg-paper-50 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="qo-faq" className="text-center font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
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
