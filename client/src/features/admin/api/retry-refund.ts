import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRetry } from '@shared/schemas/refund';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

/** POST /api/admin/refunds/{id}/retry: asks the card processor again about a pending refund, with its own key. */
export function retryRefund(refundId: number): Promise<RefundRetry> {
  return api.post<RefundRetry>(`/api/admin/refunds/${refundId}/retry`, {});
}

export function useRetryRefund() {
  const client = useQueryClient();
  // A refund settled moves the payment's state, the submission's status and history, and the lists.
  return useMutation({ mutationFn: retryRefund, onSettled: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}
