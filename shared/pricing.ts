/**
 * Every price of the product, in integer cents. The client shows these figures and the server charges
 * and records them; neither computes a price anywhere else.
 */
export const QUICK_OPINION_PRICE_CENTS = 1000;
export const MAX_ITEMS_PER_ORDER = 10;

export function quickOpinionTotalCents(itemCount: number): number {
  if (!Number.isInteger(itemCount) || itemCount < 1 || itemCount > MAX_ITEMS_PER_ORDER) {
    throw new RangeError(`a Quick Opinion has 1 to ${MAX_ITEMS_PER_ORDER} items`);
  }
  return itemCount * QUICK_OPINION_PRICE_CENTS;
}

/** "$1,234.50": cents shown in USD with two decimals. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
}
