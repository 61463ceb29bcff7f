import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFulfilment, VoidInvoiceInput } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { afterFulfilmentStep } from './get-fulfilment';

/** POST /api/admin/submissions/{id}/invoice/void: Cancels the unpaid invoice, with the reason kept for admins. */
export function voidInvoice({ id, input }: { id: number; input: VoidInvoiceInput }): Promise<AdminFulfilment> {
  return api.post<AdminFulfilment>(`/api/admin/submissions/${id}/invoice/void`, input);
}

export function useVoidInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voidInvoice, onSuccess: (view) => afterFulfilmentStep(client, view) });
}
