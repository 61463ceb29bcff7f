import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { LIVE_LIST } from './live-lists';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/stats: {total, pending, processing, completed, users}. */
export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats', { signal });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getStats(signal),
  });

export function useStats() {
  return useQuery({ ...statsQueryOptions(), ...LIVE_LIST, enabled: useWhileAdmin() });
}
