import type { DuplicateCheckInput, DuplicateOf } from '@shared/schemas/submission';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /api/submissions/duplicate-check: the order this customer placed with the same items in the
 * last ten minutes, or null. A card checkout asks before it charges.
 */
export const checkDuplicate = async (input: DuplicateCheckInput): Promise<DuplicateOf | null> =>
  (await api.post<{ duplicateOf: DuplicateOf | null }>('/api/submissions/duplicate-check', input)).duplicateOf;

/** The earlier order of POST /api/submissions's 409 for the same items, or null for any other error. */
export function duplicateOfError(error: unknown): DuplicateOf | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const found = error.body.duplicateOf as DuplicateOf | undefined;
  return found && typeof found.orderNumber === 'string' && typeof found.minutesAgo === 'number' ? found : null;
}
