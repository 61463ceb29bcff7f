import { cn } from '@/lib/utils';

/** A numbered process (three or four steps), joined by a gold rule on wide screens. */
export function Steps({ steps, tone = 'light' }: { steps: readonly { title: string; text: string }[]; tone?: 'light' | 'dark' }) {
  return (
    <ol className={cn('relative grid gap-8 md:gap-6', steps.length === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3')}>
      <span aria-hidden="true" className="foil absolute top-7 right-[16%] left-[16%] hidden h-px opacity-50 md:block" />
      {steps.map((step, i) => (
        <li key={step.title} className="relative grid justify-items-start gap-3 md:justify-items-center md:text-center">
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-full border font-display text-xl font-semibold',
              tone === 'dark' ? 'border-gold-300/60 bg-ink-900 text-gold-200' : 'border-gold-500/50 bg-white text-gold-600 shadow-card',
            )}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={cn('font-display text-xl font-semibold tracking-wide uppercase', tone === 'dark' ? 'text-white' : 'text-ink-900')}>{step.title}</h3>
          <p className={cn('max-w-xs leading-relaxed', tone === 'dark' ? 'text-mist-200' : 'text-slate-600')}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
