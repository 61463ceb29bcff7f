import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShipping, DeclaredValueCorrectionInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { afterShippingStep } from './get-shipping';

export interface CorrectDeclaredValueInput {
  submissionId: number;
  itemId: number;
  input: DeclaredValueCorrectionInput;
}

/**
 * PUT /api/admin/submissions/{id}/items/{itemId}/declared-value: corrects what the customer declared,
 * with a reason they read; 409 once an invoice stands or the item went back.
 */
export function correctDeclaredValue({ submissionId, itemId, input }: CorrectDeclaredValueInput): Promise<AdminShipping> {
  return api.put<AdminShipping>(`/api/admin/submissions/${submissionId}/items/${itemId}/declared-value`, input);
}

export function useCorrectDeclaredValue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: correctDeclaredValue, onSuccess: (view) => afterShippingStep(client, view) });
}
