import { ATHLETE_SLUGS, type AthleteSlug } from '@shared/constants';
import { isBundleType } from '@shared/loa-options';
import { MAX_ITEMS_PER_ORDER, bundleQuote, type AthleteChoice, type BundleQuote } from '@shared/pricing';

export const athleteChoice = (value: string | null | undefined): AthleteChoice =>
  (ATHLETE_SLUGS as readonly string[]).includes(value ?? '') ? (value as AthleteSlug) : null;

export { athleteName } from '@shared/constants';

/**
 * The shared bundle quote for the rows as they stand (athletes not chosen yet count as none), or
 * null when there is nothing to price: no bundle chosen, or no item / more than the maximum.
 */
export function quoteItems(bundleType: string | null | undefined, items: readonly { athlete?: string | null }[]): BundleQuote | null {
  if (!isBundleType(bundleType) || items.length < 1 || items.length > MAX_ITEMS_PER_ORDER) return null;
  return bundleQuote({ bundleType, athletes: items.map((i) => athleteChoice(i.athlete)) });
}
