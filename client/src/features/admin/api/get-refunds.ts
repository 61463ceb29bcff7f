import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundState } from '@shared/schemas/refund';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/payments/{id}/refunds: what a card charge took, what was refunded, what remains. */
export function getPaymentRefunds(paymentId: number, signal?: AbortSignal): Promise<RefundState> {
  return api.get<RefundState>(`/api/admin/payments/${paymentId}/refunds`, { signal });
}

/** GET /api/admin/submissions/{id}/refunds: every card charge of a submission, with its refunds. */
export function getSubmissionRefunds(submissionId: number, signal?: AbortSignal): Promise<RefundState[]> {
  return api.get<RefundState[]>(`/api/admin/submissions/${submissionId}/refunds`, { signal });
}

export const paymentRefundsQueryOptions = (paymentId: number) =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'refunds', 'payment', paymentId], queryFn: ({ signal }) => getPaymentRefunds(paymentId, signal), refetchOnMount: 'always' });

export const submissionRefundsQueryOptions = (submissionId: number) =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'refunds', 'submission', submissionId], queryFn: ({ signal }) => getSubmissionRefunds(submissionId, signal), refetchOnMount: 'always' });

export function usePaymentRefunds(paymentId: number, enabled: boolean) {
  return useQuery({ ...paymentRefundsQueryOptions(paymentId), enabled: useWhileAdmin() && enabled });
}

export function useSubmissionRefunds(submissionId: number) {
  return useQuery({ ...submissionRefundsQueryOptions(submissionId), enabled: useWhileAdmin() });
}
