import type { ProcessPaymentInput, ProcessPaymentResult } from '@shared/schemas/payment';
import { api } from '@/lib/api-client';

export type ApprovedPayment = Extract<ProcessPaymentResult, { success: true }>;

/**
 * POST /api/process-clover-payment. 200 approved; every failure (402 declined, 502 outcome unknown,
 * 409 in flight, 429 too many declines) comes back as an ApiError carrying the server's message.
 */
export const processPayment = (input: ProcessPaymentInput) => api.post<ApprovedPayment>('/api/process-clover-payment', input);
