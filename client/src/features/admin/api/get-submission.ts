import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubmissionDetails } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/submissions/{id}: the submission with its full history and its certificates. */
export function getAdminSubmission(id: number, signal?: AbortSignal): Promise<AdminSubmissionDetails> {
  return api.get<AdminSubmissionDetails>(`/api/admin/submissions/${id}`, { signal });
}

export const adminSubmissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'submission', id],
    queryFn: ({ signal }) => getAdminSubmission(id, signal),
    // The dialog edits what it shows: read afresh on every opening, never from an earlier one.
    refetchOnMount: 'always',
  });

export function useAdminSubmission(id: number) {
  return useQuery({ ...adminSubmissionQueryOptions(id), enabled: useWhileAdmin() });
}
