import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubmissionList, AdminSubmissionQuery } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { LIVE_LIST } from './live-lists';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/submissions?status=&serviceType=&q=&sort=&order=&pageSize=&userId=&after=|before=: one page, filtered and sorted by the server. */
export function getAdminSubmissions(query: AdminSubmissionQuery, signal?: AbortSignal): Promise<AdminSubmissionList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<AdminSubmissionList>(`/api/admin/submissions?${params.toString()}`, { signal });
}

export const adminSubmissionsQueryOptions = (query: AdminSubmissionQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'submissions', query],
    queryFn: ({ signal }) => getAdminSubmissions(query, signal),
  });

/** Keeps the current page on screen while the next filter, sort or page loads. */
export function useAdminSubmissions(query: AdminSubmissionQuery) {
  return useQuery({ ...adminSubmissionsQueryOptions(query), ...LIVE_LIST, placeholderData: keepPreviousData, enabled: useWhileAdmin() });
}
