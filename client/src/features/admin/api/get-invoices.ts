import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInvoiceList, AdminInvoiceQuery } from '@shared/schemas/invoices';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/invoices?status=&page=&pageSize=: unpaid, overdue, paid or cancelled invoices. */
export function getInvoices(query: AdminInvoiceQuery, signal?: AbortSignal): Promise<AdminInvoiceList> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  return api.get<AdminInvoiceList>(`/api/admin/invoices?${params}`, { signal });
}

export const invoicesQueryOptions = (query: AdminInvoiceQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'invoices', query],
    queryFn: ({ signal }) => getInvoices(query, signal),
    // Payments and shipments move on the other side (customer or admin): read afresh on every open.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export function useInvoices(query: AdminInvoiceQuery) {
  return useQuery({ ...invoicesQueryOptions(query), enabled: useWhileAdmin() });
}
