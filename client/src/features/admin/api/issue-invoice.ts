import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFulfilment, IssueInvoiceInput } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { afterFulfilmentStep } from './get-fulfilment';

/** POST /api/admin/submissions/{id}/invoice: Issues the invoice from the shared rules with the return shipping and insurance entered (201). */
export function issueInvoice({ id, input }: { id: number; input: IssueInvoiceInput }): Promise<AdminFulfilment> {
  return api.post<AdminFulfilment>(`/api/admin/submissions/${id}/invoice`, input);
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSuccess: (view) => afterFulfilmentStep(client, view) });
}
