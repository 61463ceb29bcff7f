import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The numbered progress bar above a checkout: done steps are ticked, the current one is marked. */
export function CheckoutSteps({ steps, current, label = 'Checkout progress' }: { steps: readonly string[]; current: number; label?: string }) {
  return (
    <nav aria-label={label}>
      <ol className="grid gap-3 sm:grid-cols-3 sm:gap-0">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="relative flex items-center gap-3 sm:flex-col sm:text-center" aria-current={active ? 'step' : undefined}>
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn('absolute top-5 right-1/2 hidden h-0.5 w-full -translate-x-5 sm:block', done || active ? 'bg-gold-500' : 'bg-paper-200')}
                />
              ) : null}
              <span
                className={cn(
                  'relative z-10 grid size-10 shrink-0 place-items-center rounded-full border-2 font-display text-base font-semibold',
                  done ? 'border-gold-500 bg-gold-500 text-ink-950' : active ? 'border-gold-500 bg-ink-900 text-gold-200' : 'border-paper-200 bg-white text-slate-500',
                )}
              >
                {done ? <Check className="size-5" aria-hidden="true" /> : index + 1}
              </span>
              <span className={cn('text-sm font-semibold', active ? 'text-ink-900' : done ? 'text-ink-800' : 'text-slate-600')}>
                {step}
                <span className="sr-only">{done ? ' (completed)' : active ? ' (current step)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
