/**
 * The Quick Opinion order reference made in the browser: 'QO-', the date as YYYYMMDD, and a random
 * 4-digit number (spec 01, 4). It is also the payment's idempotency reference: a retry of the same
 * order reuses it, so the server never charges twice.
 */
export function makeOrderReference(now: Date = new Date(), random: () => number = Math.random): string {
  const date = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const digits = String(1000 + Math.floor(random() * 9000));
  return `QO-${date}-${digits}`;
}
