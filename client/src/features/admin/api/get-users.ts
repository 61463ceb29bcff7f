import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList, AdminUserQuery } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/users?q=&pageSize=&after=|before=: one page of users with their submission counts. */
export function getAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<AdminUserList> {
  const params = new URLSearchParams({ pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.after !== undefined) params.set('after', query.after);
  else if (query.before !== undefined) params.set('before', query.before);
  return api.get<AdminUserList>(`/api/admin/users?${params.toString()}`, { signal });
}

export const adminUsersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users', query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
  });

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData, enabled: useWhileAdmin() });
}
