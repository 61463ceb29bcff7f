import { ArrowRight, Check } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatUsd, type BundleDefinition } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BUNDLE_ICONS } from '../lib/bundle-icons';
import { athleteName } from '../lib/bundle-quote';
import { fullLoaInvoiceHref } from '../lib/full-loa-link';

/**
 * One bundle offer. The whole card selects on a pointer click for convenience; the 'Purchase
 * Bundle' button is the keyboard and screen reader control (a toggle: aria-pressed).
 */
export function BundleCard({
  bundle,
  selected,
  disabled,
  bestValue,
  onSelect,
}: {
  bundle: BundleDefinition;
  selected: boolean;
  disabled: boolean;
  bestValue: boolean;
  onSelect: () => void;
}) {
  const Icon = BUNDLE_ICONS[bundle.icon];
  const titleId = `bundle-${bundle.type}-title`;
  // The card's own click must not fire again for the button or the link inside it.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <article
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      onClick={disabled ? undefined : onSelect}
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border p-6 transition-[box-shadow,border-color,background-color] sm:p-7',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        selected
          ? 'surface-dark border-gold-400 bg-ink-900 text-white shadow-xl shadow-ink-900/30 ring-1 ring-gold-400'
          : 'border-ink-900/10 bg-white text-ink-900 shadow-card hover:border-gold-500/60 hover:shadow-lg',
      )}
    >
      {bestValue ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full border border-gold-500 bg-gold-300 px-3 py-1 text-[0.6875rem] font-bold tracking-[0.18em] whitespace-nowrap text-ink-950 uppercase shadow-sm">
          Best value
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <span className={cn('grid size-12 place-items-center rounded-full', selected ? 'bg-gold-400 text-ink-950' : 'bg-ink-900 text-gold-300')}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className={cn('rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em]', selected ? 'bg-white/10 text-gold-200' : 'bg-gold-100 text-gold-900')}>
          {bundle.discountLabel}
        </span>
      </div>
      <h3 id={titleId} className="mt-5 font-display text-2xl font-semibold tracking-wide uppercase">
        {bundle.name}
      </h3>
      <p className={cn('mt-2 text-sm leading-relaxed', selected ? 'text-mist-200' : 'text-slate-700')}>{bundle.description}</p>
      <ul className="mt-4 mb-6 flex flex-wrap gap-2" aria-label="Items in this bundle">
        {bundle.slots.map((slot) => (
          <li key={slot.join('|')} className={cn('rounded-md border px-2.5 py-1 text-xs font-medium', selected ? 'border-white/15 text-mist-100' : 'border-ink-900/10 bg-paper-50 text-ink-800')}>
            {slot.map(athleteName).join(' or ')}
          </li>
        ))}
      </ul>
      {/* Pushed down so the prices line up across cards whatever the description's length. */}
      <div className={cn('mt-auto border-t pt-5', selected ? 'border-white/10' : 'border-ink-900/10')}>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">Bundle price </span>
          <span className={cn('font-display text-4xl font-semibold', selected ? 'text-gold-300' : 'text-ink-900')}>{formatUsd(bundle.discountedPriceCents)}</span>
          <span className="sr-only">, originally </span>
          <s className={cn('text-base', selected ? 'text-mist-300' : 'text-slate-600')}>{formatUsd(bundle.originalPriceCents)}</s>
        </p>
        <p className={cn('mt-1 text-sm font-semibold', selected ? 'text-green-300' : 'text-status-completed')}>Save {formatUsd(bundle.savingsCents)}!</p>
      </div>
      <div className="grid gap-3 pt-6">
        <Button
          variant={selected ? 'gold' : 'primary'}
          size="lg"
          // The visible label repeats on every card: the name tells them apart for screen readers.
          aria-label={`Purchase Bundle: ${bundle.name}`}
          aria-pressed={selected}
          disabled={disabled}
          onClick={(e) => {
            stop(e);
            onSelect();
          }}
          className="w-full"
        >
          {selected ? <Check aria-hidden="true" /> : null}
          Purchase Bundle
        </Button>
        <Link
          to={fullLoaInvoiceHref(bundle)}
          onClick={stop}
          aria-label={`Request as Full LOA, pay by invoice: ${bundle.name}`}
          className={cn(
            'inline-flex items-center justify-center gap-1.5 rounded-md py-1 text-center text-sm font-medium underline-offset-4 hover:underline',
            selected ? 'text-mist-100' : 'text-ink-800',
          )}
        >
          Request as Full LOA, pay by invoice
          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
