import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminFulfilment } from '@shared/schemas/fulfilment';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/submissions/{id}/fulfilment: both parcels and every invoice (issue 15). */
export function getAdminFulfilment(id: number, signal?: AbortSignal): Promise<AdminFulfilment> {
  return api.get<AdminFulfilment>(`/api/admin/submissions/${id}/fulfilment`, { signal });
}

export const adminFulfilmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'fulfilment', id],
    queryFn: ({ signal }) => getAdminFulfilment(id, signal),
    // Payments and shipments move on the other side (customer or admin): read afresh on every open.
    refetchOnMount: 'always',
  });

export function useAdminFulfilment(id: number, enabled: boolean) {
  return useQuery({ ...adminFulfilmentQueryOptions(id), enabled: useWhileAdmin() && enabled });
}

/** After a step: the new view, and everything it may have moved (status, version, lists, invoices). */
export function afterFulfilmentStep(client: QueryClient, view: AdminFulfilment): void {
  client.setQueryData(adminFulfilmentQueryOptions(view.submissionId).queryKey, view);
  void client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY, predicate: (q) => q.queryKey[1] !== 'fulfilment' });
}
