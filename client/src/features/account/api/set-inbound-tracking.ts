import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fulfilment, InboundTrackingInput } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { fulfilmentQueryOptions } from './get-fulfilment';
import { submissionQueryOptions } from './get-submission';

/** PUT /api/submissions/{orderNumber}/inbound-shipment: the carrier and tracking of the parcel sent to us. */
export function setInboundTracking({ orderNumber, input }: { orderNumber: string; input: InboundTrackingInput }): Promise<Fulfilment> {
  return api.put<Fulfilment>(`/api/submissions/${encodeURIComponent(orderNumber)}/inbound-shipment`, input);
}

export function useSetInboundTracking(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboundTrackingInput) => setInboundTracking({ orderNumber, input }),
    onSuccess: (view) => {
      client.setQueryData(fulfilmentQueryOptions(orderNumber).queryKey, view);
      // The timeline has a new entry.
      void client.invalidateQueries({ queryKey: submissionQueryOptions(orderNumber).queryKey, exact: true });
    },
  });
}
