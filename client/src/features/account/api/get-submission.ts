import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetails } from '@shared/schemas/submission-list';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';
import { useWhileSignedIn } from './signed-in';

/** GET /api/submissions/{orderNumber}: the submission with its status history and certificate (404 when missing or not ours). */
export function getSubmission(orderNumber: string, signal?: AbortSignal): Promise<SubmissionDetails> {
  return api.get<SubmissionDetails>(`/api/submissions/${encodeURIComponent(orderNumber)}`, { signal });
}

export const submissionQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(orderNumber),
    queryFn: ({ signal }) => getSubmission(orderNumber, signal),
    refetchOnWindowFocus: 'always',
  });

export function useSubmission(orderNumber: string) {
  return useQuery({ ...submissionQueryOptions(orderNumber), enabled: useWhileSignedIn() });
}
