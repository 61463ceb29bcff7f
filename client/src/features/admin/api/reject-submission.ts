import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rejection, RejectSubmissionInput } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminSubmissionQueryOptions } from './get-submission';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

export interface RejectSubmissionRequest extends RejectSubmissionInput {
  id: number;
}

/**
 * POST /api/admin/submissions/{id}/reject {kind, message?, version}: 200 the details with what became of the
 * refund (`refund`), 400 naming the field, 409 not rejectable or stale.
 */
export function rejectSubmission({ id, ...body }: RejectSubmissionRequest): Promise<Rejection> {
  return api.post<Rejection>(`/api/admin/submissions/${id}/reject`, body);
}

export function useRejectSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectSubmission,
    onSuccess: ({ refund: _refund, ...details }) => {
      client.setQueryData(adminSubmissionQueryOptions(details.id).queryKey, details);
      // The list, the counts and the payments' refunds move with the status.
      void client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
