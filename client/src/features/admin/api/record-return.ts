import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFulfilment, ReturnShipmentInput } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { afterFulfilmentStep } from './get-fulfilment';

/** POST /api/admin/submissions/{id}/return-shipment: Records the return shipment; an unpaid invoice needs overrideReason (409 otherwise). */
export function recordReturn({ id, input }: { id: number; input: ReturnShipmentInput }): Promise<AdminFulfilment> {
  return api.post<AdminFulfilment>(`/api/admin/submissions/${id}/return-shipment`, input);
}

export function useRecordReturn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordReturn, onSuccess: (view) => afterFulfilmentStep(client, view) });
}
