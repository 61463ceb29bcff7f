import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubmissionDetails } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminSubmissionQueryOptions } from './get-submission';

export interface SetItemTitleInput {
  submissionId: number;
  itemId: number;
  title: string;
}

/** PUT /api/admin/submissions/{id}/items/{itemId}/title: 200 the details, 400 a bad title, 409 once certified. */
export function setItemTitle({ submissionId, itemId, title }: SetItemTitleInput): Promise<AdminSubmissionDetails> {
  return api.put<AdminSubmissionDetails>(`/api/admin/submissions/${submissionId}/items/${itemId}/title`, { title });
}

export function useSetItemTitle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setItemTitle,
    // Only this submission's details change (the title is no column of the list).
    onSuccess: (details) => client.setQueryData(adminSubmissionQueryOptions(details.id).queryKey, details),
  });
}
