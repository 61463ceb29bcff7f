import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipping } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';
import { useWhileSignedIn } from './signed-in';

/** GET /api/submissions/{orderNumber}/shipping: the parcel both ways and the invoice (decision 015). */
export function getShipping(orderNumber: string, signal?: AbortSignal): Promise<Shipping> {
  return api.get<Shipping>(`/api/submissions/${encodeURIComponent(orderNumber)}/shipping`, { signal });
}

export const shippingQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: submissionKeys.shipping(orderNumber),
    queryFn: ({ signal }) => getShipping(orderNumber, signal),
    // Payments and shipments move on the other side (customer or admin): read afresh on every open.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export function useShipping(orderNumber: string, enabled = true) {
  return useQuery({ ...shippingQueryOptions(orderNumber), enabled: useWhileSignedIn() && enabled });
}
