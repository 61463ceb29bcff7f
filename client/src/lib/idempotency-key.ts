/**
 * A key for one order a form means to place (POST /api/submissions's Idempotency-Key): sent with every
 * try of that order, so a double click or a retry after a lost answer places it once. 128 random bits
 * as hex; getRandomValues, unlike randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
