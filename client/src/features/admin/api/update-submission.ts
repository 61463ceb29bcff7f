import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubmissionDetails, AdminSubmissionUpdate } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminSubmissionQueryOptions } from './get-submission';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

export interface UpdateSubmissionInput {
  id: number;
  update: AdminSubmissionUpdate;
}

/** PUT /api/admin/submissions/{id}: 200 the details, 400 {message, errors}, 409 a stale version. */
export function updateSubmission({ id, update }: UpdateSubmissionInput): Promise<AdminSubmissionDetails> {
  return api.put<AdminSubmissionDetails>(`/api/admin/submissions/${id}`, update);
}

export function useUpdateSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSubmission,
    onSuccess: (details) => {
      client.setQueryData(adminSubmissionQueryOptions(details.id).queryKey, details);
      // The list, the counts and the user's submission count may all have moved.
      void client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
