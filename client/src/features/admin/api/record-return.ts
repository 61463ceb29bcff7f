import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShipping, ReturnShipmentInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { afterShippingStep } from './get-shipping';

/** POST /api/admin/submissions/{id}/return-shipment: Records the return shipment; an unpaid invoice needs overrideReason (409 otherwise). */
export function recordReturn({ id, input }: { id: number; input: ReturnShipmentInput }): Promise<AdminShipping> {
  return api.post<AdminShipping>(`/api/admin/submissions/${id}/return-shipment`, input);
}

export function useRecordReturn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordReturn, onSuccess: (view) => afterShippingStep(client, view) });
}
