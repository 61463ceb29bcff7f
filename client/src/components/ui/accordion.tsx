import { ChevronDown } from 'lucide-react';
import { createContext, useContext, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A single-open, collapsible accordion for FAQs (the only kind the site uses): one answer open at a
 * time, and clicking the open one closes it. Written here rather than taken from Radix because the
 * form pages carry an FAQ, and Radix's accordion (with its collection and presence helpers) was about
 * 10 KB of the JavaScript a phone downloads before those pages paint (decision 006).
 *
 * The WAI-ARIA accordion pattern: each question is a button in a heading, with aria-expanded and
 * aria-controls; each answer a region labelled by its question. Answers stay in the HTML while closed
 * (hidden), so prerendered pages carry them for search engines. data-state="open|closed" on the item,
 * trigger and content is there for styling, as with Radix.
 */
interface AccordionState {
  open: string | null;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; contentId: string } | null>(null);

function useAccordion() {
  const accordion = useContext(AccordionContext);
  const item = useContext(ItemContext);
  if (!accordion || !item) throw new Error('Accordion parts must sit inside <Accordion> and <AccordionItem>');
  return { ...item, isOpen: accordion.open === item.value, toggle: () => accordion.toggle(item.value) };
}

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const id = useId();
  const accordion = useContext(AccordionContext);
  const state = accordion?.open === value ? 'open' : 'closed';
  return (
    <ItemContext.Provider value={{ value, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div data-state={state} className={className}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

/** The question: a button inside a heading (h3 unless `headingLevel` says otherwise). */
export function AccordionTrigger({ className, children, headingLevel = 3, icon }: { className?: string; children: ReactNode; headingLevel?: 2 | 3 | 4; icon?: ReactNode }) {
  const { isOpen, toggle, triggerId, contentId } = useAccordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={contentId}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={toggle}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-ink-900 transition-colors hover:text-gold-600 sm:text-lg',
          className,
        )}
      >
        {children}
        {icon ?? (
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-ink-900/15 transition-colors group-hover:border-gold-500 group-data-[state=open]:border-gold-500 group-data-[state=open]:bg-gold-100">
            <ChevronDown className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" aria-hidden="true" />
          </span>
        )}
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children, ...props }: Omit<ComponentProps<'div'>, 'id' | 'role' | 'hidden'>) {
  const { isOpen, triggerId, contentId } = useAccordion();
  return (
    <div
      {...props}
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      className="overflow-hidden data-[state=open]:animate-accordion-down motion-reduce:animate-none"
    >
      <div className={cn('pb-5 pr-12 leading-relaxed text-slate-700', className)}>{children}</div>
    </div>
  );
}
