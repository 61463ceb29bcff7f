import { useMutation } from '@tanstack/react-query';
import type { ProcessPaymentInput } from '@shared/schemas/payment';
import { api } from '@/lib/api-client';

export interface ApprovedPayment {
  success: true;
  transactionId: string;
  last4: string;
  orderId: string;
}

/**
 * POST /api/process-clover-payment. A decline comes back as 402 {success: false, error}, which the
 * api client turns into an ApiError carrying the server's message.
 */
export const processPayment = (input: ProcessPaymentInput) => api.post<ApprovedPayment>('/api/process-clover-payment', input);

export const useProcessPayment = () => useMutation({ mutationFn: processPayment });
