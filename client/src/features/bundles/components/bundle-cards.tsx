import { Package, Percent, Truck } from 'lucide-react';
import type { BundleType } from '@shared/loa-options';
import { BUNDLES } from '@shared/pricing';
import { useHydrated } from '@/hooks/use-hydrated';
import { CARDS_TITLE_ID } from '../lib/reveal';
import { BundleCard } from './bundle-card';

const RULES = [
  { icon: Percent, text: 'The discount applies automatically while your items match the bundle exactly' },
  { icon: Package, text: 'At least two items, one letter of authenticity each' },
  { icon: Truck, text: 'All items of a bundle ship together in one package' },
] as const;

/** The three offers; choosing one opens the checkout below. */
// The largest discount is marked, so the choice reads at a glance.
const BEST_DISCOUNT = Math.max(...BUNDLES.map((b) => b.discountPercent));

export function BundleCards({ selected, locked, onSelect }: { selected: BundleType | null; locked: boolean; onSelect: (type: BundleType) => void }) {
  // Prerendered: until the app has started, choosing a bundle would do nothing (decision 032).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={CARDS_TITLE_ID} className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.28em] text-gold-600 uppercase">Full Letters of Authenticity</p>
          <h2 id={CARDS_TITLE_ID} tabIndex={-1} className="mt-3 font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase outline-none sm:text-4xl">
            Choose Your Bundle
          </h2>
          <p className="mt-3 text-slate-700">Pair the legends and save on every letter. Paid by card today, examined in hand at our facility.</p>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
          {BUNDLES.map((bundle) => (
            <li key={bundle.type}>
              <BundleCard bundle={bundle} selected={selected === bundle.type} disabled={!hydrated || (locked && selected !== bundle.type)}
                bestValue={bundle.discountPercent === BEST_DISCOUNT}
                onSelect={() => onSelect(bundle.type)} />
            </li>
          ))}
        </ul>
        {locked ? (
          <p role="status" className="mt-4 text-center text-sm text-slate-700">
            Your payment for this bundle is in progress; the other bundles are available again once it is submitted.
          </p>
        ) : null}
        <ul className="mt-10 grid gap-4 border-t border-ink-900/10 pt-8 sm:grid-cols-3">
          {RULES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-slate-700">
              <Icon className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
