import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * shadcn's tabs on Radix: arrow keys move between triggers, the panel is labelled by its trigger.
 * The list scrolls sideways on a phone instead of wrapping, so the tab order stays one row.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full gap-1 overflow-x-auto border-b border-ink-900/10 [scrollbar-width:thin]', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-4 py-3 text-sm font-semibold tracking-wide whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-ink-900 focus-visible:outline-2 focus-visible:-outline-offset-2',
        'data-[state=active]:border-gold-500 data-[state=active]:text-ink-900 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-8 focus-visible:outline-none', className)} {...props} />;
}
