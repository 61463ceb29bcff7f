type PgError = { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } };

/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), on the driver's error or on the one Drizzle wraps
 * it in (`cause`); with `index`, only when that unique index refused the row (its name is in the
 * error's constraint, or in its text when the driver gives none).
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as PgError;
  if (e.code !== '23505' && e.cause?.code !== '23505') return false;
  if (index === undefined) return true;
  const constraint = e.constraint ?? e.cause?.constraint ?? String(e.cause ?? err);
  return String(constraint).includes(index);
}
