import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The navy 'Order Summary' panel beside a submission form; the form fills in its own figures. */
export function OrderSummary({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={id} className={cn('rounded-xl border border-ink-900/10 bg-ink-900 p-6 text-white shadow-card', className)}>
      <h3 id={id} className="font-display text-xl font-semibold tracking-wide uppercase">
        Order Summary
      </h3>
      {children}
    </aside>
  );
}
