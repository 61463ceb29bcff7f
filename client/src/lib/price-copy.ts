/**
 * Prices as the marketing copy writes them ("$10 per item", "from $70"), all from shared/pricing.ts:
 * a price changed there changes every sentence that quotes it. Summaries and totals use formatUsd.
 */
import { ATHLETES, type AthleteSlug } from '@shared/constants';
import {
  ERA_SIGNATURE_FEE_CENTS,
  EXPEDITED_FEE_PER_ITEM_CENTS,
  FAILED_ITEM_FEE_CENTS,
  FULL_LOA_FROM_CENTS,
  FULL_LOA_PRICE_CENTS,
  formatUsdShort,
  QUICK_OPINION_PRICE_CENTS,
} from '@shared/pricing';

export const QUICK_OPINION_PRICE = formatUsdShort(QUICK_OPINION_PRICE_CENTS);
export const FULL_LOA_FROM_PRICE = formatUsdShort(FULL_LOA_FROM_CENTS);
export const EXPEDITED_FEE = formatUsdShort(EXPEDITED_FEE_PER_ITEM_CENTS);
export const ERA_SIGNATURE_FEE = formatUsdShort(ERA_SIGNATURE_FEE_CENTS);
export const FAILED_ITEM_FEE = formatUsdShort(FAILED_ITEM_FEE_CENTS);

/** One athlete's Full LOA price per item, "$125". */
export const fullLoaPrice = (slug: AthleteSlug): string => formatUsdShort(FULL_LOA_PRICE_CENTS[slug]);

const listNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * "$125 per item for Michael Jordan and Tom Brady, $70 per item for Wayne Gretzky": the athletes
 * grouped by price (in the site's athlete order), so the sentence stays true if one price moves.
 */
export function fullLoaPricesText(): string {
  const byPrice = new Map<number, string[]>();
  for (const athlete of ATHLETES) {
    const cents = FULL_LOA_PRICE_CENTS[athlete.slug];
    byPrice.set(cents, [...(byPrice.get(cents) ?? []), athlete.name]);
  }
  return [...byPrice].map(([cents, names]) => `${formatUsdShort(cents)} per item for ${listNames(names)}`).join(', ');
}
