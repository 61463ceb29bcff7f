import { ATHLETES } from '@shared/constants';
import { FULL_LOA_PRICE_CENTS, formatUsd } from '@shared/pricing';

// Crest numbers: an original mark per athlete (no photos or team logos exist for this site).
const CREST: Record<(typeof ATHLETES)[number]['slug'], string> = { 'michael-jordan': '23', 'tom-brady': '12', 'wayne-gretzky': '99' };

/** Individual Pricing: what each athlete's letter costs outside a bundle. */
export function IndividualPricing() {
  return (
    <section aria-labelledby="bundles-individual" className="border-t border-ink-900/10 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="bundles-individual" className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
            Individual Pricing
          </h2>
          <p className="mt-3 text-slate-700">
            A Full Letter of Authenticity per item, excluding shipping. Items that do not form a bundle are charged at these prices.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {ATHLETES.map((athlete) => (
            <li key={athlete.slug} className="flex items-center gap-4 rounded-xl border border-ink-900/10 bg-paper-50 p-5 sm:flex-col sm:p-6 sm:text-center">
              <span aria-hidden="true" className="foil grid size-14 shrink-0 place-items-center rounded-full p-0.5">
                <span className="grid size-full place-items-center rounded-full bg-ink-900 font-display text-xl font-semibold text-gold-200">{CREST[athlete.slug]}</span>
              </span>
              <div className="grid gap-0.5">
                <h3 className="font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">{athlete.name}</h3>
                <p className="text-xs font-semibold tracking-[0.18em] text-gold-600 uppercase">{athlete.sport}</p>
                <p className="mt-2 font-display text-3xl font-semibold text-ink-900">{formatUsd(FULL_LOA_PRICE_CENTS[athlete.slug])}</p>
                <p className="text-xs text-slate-600">per item, excluding shipping</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
