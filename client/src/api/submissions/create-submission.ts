import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { api } from '@/lib/api-client';
import { invalidateSubmissions } from '@/lib/query-keys';

/**
 * POST /api/submissions: any of the three services; the server prices and validates it again. The
 * key names the order the form means to place: every try of it sends the same one, and a repeat the
 * server has seen answers the order it placed (one order per intent).
 */
export const createSubmission = (input: Record<string, unknown>, idempotencyKey: string) =>
  api.post<CreatedSubmission>('/api/submissions', input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: Record<string, unknown>; idempotencyKey: string }) => createSubmission(input, idempotencyKey),
    // The account's list of submissions now has one more (and an upgraded Quick Opinion changed).
    onSuccess: () => invalidateSubmissions(queryClient),
  });
}
