import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * shadcn's accordion on Radix. Use type="single" collapsible for FAQs: one item open at a time, and
 * clicking the open one closes it. Answers stay in the HTML while closed (hidden), so prerendered
 * pages carry them for search engines and the page does not grow when one opens.
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-ink-900/10 last:border-b-0', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-ink-900 transition-colors hover:text-gold-600 sm:text-lg',
          className,
        )}
        {...props}
      >
        {children}
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-ink-900/15 transition-colors group-hover:border-gold-500 group-data-[state=open]:border-gold-500 group-data-[state=open]:bg-gold-100">
          <ChevronDown className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" aria-hidden="true" />
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      forceMount
      // forceMount keeps the answer in the HTML; closed answers are hidden here instead.
      className="overflow-hidden data-[state=closed]:hidden data-[state=open]:animate-accordion-down motion-reduce:animate-none"
      {...props}
    >
      <div className={cn('pb-5 pr-12 leading-relaxed text-slate-700', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
