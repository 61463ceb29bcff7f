import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShipping, ReceiveParcelInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { afterShippingStep } from './get-shipping';

/** POST /api/admin/submissions/{id}/receive: Marks the parcel received (date, condition, intake photos); a pending submission moves to processing. */
export function receiveParcel({ id, input }: { id: number; input: ReceiveParcelInput }): Promise<AdminShipping> {
  return api.post<AdminShipping>(`/api/admin/submissions/${id}/receive`, input);
}

export function useReceiveParcel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: receiveParcel, onSuccess: (view) => afterShippingStep(client, view) });
}
