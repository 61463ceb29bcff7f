/**
 * The bundle order reference made in the browser: 'BN-', the date as YYYYMMDD and a random 4-digit
 * number, like the Quick Opinion's 'QO-' one. It is the payment's idempotency reference on the
 * server: a retry of the same payment reuses it, so the card is never charged twice.
 */
export function makeBundleOrderReference(now: Date = new Date(), random: () => number = Math.random): string {
  const date = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `BN-${date}-${1000 + Math.floor(random() * 9000)}`;
}
