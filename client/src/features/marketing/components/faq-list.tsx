import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { Faq } from '../content/athlete-details';

/** Questions and answers: one open at a time, and clicking the open one closes it (docs/product.md, Pages). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-2xl border border-ink-900/10 bg-white px-5 shadow-card sm:px-8">
      {faqs.map((faq, i) => (
        <AccordionItem key={faq.question} value={`faq-${i}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
