import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { api } from '@/lib/api-client';
import { invalidateSubmissions } from '@/lib/query-keys';

/** POST /api/submissions: any of the three services; the server prices and validates it again. */
export const createSubmission = (input: Record<string, unknown>) => api.post<CreatedSubmission>('/api/submissions', input);

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    // The account's list of submissions now has one more (and an upgraded Quick Opinion changed).
    onSuccess: () => invalidateSubmissions(queryClient),
  });
}
