import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFulfilment, ReceiveParcelInput } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { afterFulfilmentStep } from './get-fulfilment';

/** POST /api/admin/submissions/{id}/receive: Marks the parcel received (date, condition, intake photos); a pending submission moves to processing. */
export function receiveParcel({ id, input }: { id: number; input: ReceiveParcelInput }): Promise<AdminFulfilment> {
  return api.post<AdminFulfilment>(`/api/admin/submissions/${id}/receive`, input);
}

export function useReceiveParcel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: receiveParcel, onSuccess: (view) => afterFulfilmentStep(client, view) });
}
