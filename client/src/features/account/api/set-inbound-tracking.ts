import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipping, InboundTrackingInput } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { shippingQueryOptions } from './get-shipping';
import { submissionQueryOptions } from './get-submission';

/** PUT /api/submissions/{orderNumber}/inbound-shipment: the carrier and tracking of the parcel sent to us. */
export function setInboundTracking({ orderNumber, input }: { orderNumber: string; input: InboundTrackingInput }): Promise<Shipping> {
  return api.put<Shipping>(`/api/submissions/${encodeURIComponent(orderNumber)}/inbound-shipment`, input);
}

export function useSetInboundTracking(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboundTrackingInput) => setInboundTracking({ orderNumber, input }),
    onSuccess: (view) => {
      client.setQueryData(shippingQueryOptions(orderNumber).queryKey, view);
      // The timeline has a new entry.
      void client.invalidateQueries({ queryKey: submissionQueryOptions(orderNumber).queryKey, exact: true });
    },
  });
}
