import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShipping, VoidInvoiceInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { afterShippingStep } from './get-shipping';

/** POST /api/admin/submissions/{id}/invoice/void: Cancels the unpaid invoice, with the reason kept for admins. */
export function voidInvoice({ id, input }: { id: number; input: VoidInvoiceInput }): Promise<AdminShipping> {
  return api.post<AdminShipping>(`/api/admin/submissions/${id}/invoice/void`, input);
}

export function useVoidInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voidInvoice, onSuccess: (view) => afterShippingStep(client, view) });
}
