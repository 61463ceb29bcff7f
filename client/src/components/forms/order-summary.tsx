import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The navy 'Order Summary' panel beside a submission form; the form fills in its own figures. As tall
 * as its figures (self-start), not stretched down the form's whole height as an empty navy block.
 */
export function OrderSummary({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={id} className={cn('self-start rounded-xl border border-ink-900/10 bg-ink-900 p-6 text-white shadow-card', className)}>
      <h3 id={id} className="font-display text-xl font-semibold tracking-wide uppercase">
        Order Summary
      </h3>
      {children}
    </aside>
  );
}
