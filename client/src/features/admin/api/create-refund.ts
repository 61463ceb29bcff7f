import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundInput, RefundResult } from '@shared/schemas/refund';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

/** POST /api/admin/payments/{id}/refunds: refunds part or all of what remains (the server computes it). */
export function createRefund({ paymentId, input }: { paymentId: number; input: CreateRefundInput }): Promise<RefundResult> {
  return api.post<RefundResult>(`/api/admin/payments/${paymentId}/refunds`, input);
}

export function useCreateRefund() {
  const client = useQueryClient();
  // A refund moves the payment's state, the submission's status and history, and the lists.
  return useMutation({ mutationFn: createRefund, onSettled: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}
