/**
 * The unit prices and fees, in integer cents, and how the site writes an amount. Split from pricing.ts
 * (which re-exports all of it) so a page that only quotes a price, such as the home page's service
 * cards, does not download the quote and bundle logic. A price is defined here and nowhere else.
 */
import type { AthleteSlug } from './constants';
import { groupThousands } from './format';

export const QUICK_OPINION_PRICE_CENTS = 1000;

export const FULL_LOA_PRICE_CENTS: Readonly<Record<AthleteSlug, number>> = {
  'michael-jordan': 12500,
  'tom-brady': 12500,
  'wayne-gretzky': 7000,
};
export const EXPEDITED_FEE_PER_ITEM_CENTS = 4500;
export const ERA_SIGNATURE_FEE_CENTS = 3000;
/** What an item that does not pass costs instead of its full fee (invoiced, never charged online). */
export const FAILED_ITEM_FEE_CENTS = 5000;
/** The lowest Full LOA price of any athlete: the "from $70" of the services. */
export const FULL_LOA_FROM_CENTS = Math.min(...Object.values(FULL_LOA_PRICE_CENTS));

/**
 * "$1,234.50": cents shown in USD with two decimals, as Intl.NumberFormat('en-US', USD) writes them.
 * Written out rather than using Intl: the first NumberFormat a page creates loads the locale data,
 * about 25 ms of a phone's start-up on every page that shows a price (decision 006).
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(whole / 100).toString());
  return `${cents < 0 && whole !== 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** "1234.50": cents as a decimal number of dollars, for data and links (never shown as a price). */
export const decimalDollars = (cents: number): string => (cents / 100).toFixed(2);

/** "$10", "$232.50": a price inside a sentence, without cents when it is a whole number of dollars. */
export function formatUsdShort(cents: number): string {
  return cents % 100 === 0 ? formatUsd(cents).replace(/\.00$/, '') : formatUsd(cents);
}
