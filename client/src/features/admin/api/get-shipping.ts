import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminShipping } from '@shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/submissions/{id}/shipping: both parcels and every invoice (decision 015). */
export function getAdminShipping(id: number, signal?: AbortSignal): Promise<AdminShipping> {
  return api.get<AdminShipping>(`/api/admin/submissions/${id}/shipping`, { signal });
}

export const adminShippingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'shipping', id],
    queryFn: ({ signal }) => getAdminShipping(id, signal),
    // Payments and shipments move on the other side (customer or admin): read afresh on every open.
    refetchOnMount: 'always',
  });

export function useAdminShipping(id: number, enabled: boolean) {
  return useQuery({ ...adminShippingQueryOptions(id), enabled: useWhileAdmin() && enabled });
}

/** After a step: the new view, and everything it may have moved (status, version, lists, invoices). */
export function afterShippingStep(client: QueryClient, view: AdminShipping): void {
  client.setQueryData(adminShippingQueryOptions(view.submissionId).queryKey, view);
  void client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY, predicate: (q) => q.queryKey[1] !== 'shipping' });
}
