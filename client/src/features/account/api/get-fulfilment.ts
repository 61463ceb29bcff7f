import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';
import { useWhileSignedIn } from './signed-in';

/** GET /api/submissions/{orderNumber}/fulfilment: the parcel both ways and the invoice (issue 15). */
export function getFulfilment(orderNumber: string, signal?: AbortSignal): Promise<Fulfilment> {
  return api.get<Fulfilment>(`/api/submissions/${encodeURIComponent(orderNumber)}/fulfilment`, { signal });
}

export const fulfilmentQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: submissionKeys.fulfilment(orderNumber),
    queryFn: ({ signal }) => getFulfilment(orderNumber, signal),
    // Payments and shipments move on the other side (customer or admin): read afresh on every open.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export function useFulfilment(orderNumber: string, enabled = true) {
  return useQuery({ ...fulfilmentQueryOptions(orderNumber), enabled: useWhileSignedIn() && enabled });
}
