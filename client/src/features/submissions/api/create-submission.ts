import type { Submission } from '@shared/schemas/submission';
import { api } from '@/lib/api-client';

export const submissionsQueryKey = ['submissions'] as const;

/** POST /api/submissions: any of the three services; the server prices and validates it again. */
export const createSubmission = (input: Record<string, unknown>) => api.post<Submission>('/api/submissions', input);

/**
 * The account's list of submissions now has one more. The query library is loaded only for this:
 * the form pages that post submissions do not need it up front (decision 006).
 */
export async function refreshSubmissionLists(): Promise<void> {
  const { browserQueryClient } = await import('@/lib/browser-query-client');
  await browserQueryClient().invalidateQueries({ queryKey: submissionsQueryKey });
}
