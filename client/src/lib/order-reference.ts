/**
 * An order reference made in the browser (docs/product.md, Statuses): a prefix ('QO' for a Quick Opinion, 'BN' for
 * a bundle), the date as YYYYMMDD and a random 4-digit number. It is also the payment's idempotency
 * reference on the server: a retry of the same order reuses it, so a card is never charged twice.
 */
export function makeOrderReference(prefix: 'QO' | 'BN', now: Date = new Date(), random: () => number = Math.random): string {
  const date = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${prefix}-${date}-${1000 + Math.floor(random() * 9000)}`;
}
