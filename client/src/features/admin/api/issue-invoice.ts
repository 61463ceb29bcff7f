import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShipping, IssueInvoiceInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { afterShippingStep } from './get-shipping';

/** POST /api/admin/submissions/{id}/invoice: Issues the invoice from the shared rules with the return shipping and insurance entered (201). */
export function issueInvoice({ id, input }: { id: number; input: IssueInvoiceInput }): Promise<AdminShipping> {
  return api.post<AdminShipping>(`/api/admin/submissions/${id}/invoice`, input);
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSuccess: (view) => afterShippingStep(client, view) });
}
