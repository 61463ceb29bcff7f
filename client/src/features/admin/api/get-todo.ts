import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTodo } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { LIVE_LIST } from './live-lists';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/todo: parcels to receive, verdicts to give, invoices to issue, paid orders to ship. */
export function getTodo(signal?: AbortSignal): Promise<AdminTodo> {
  return api.get<AdminTodo>('/api/admin/todo', { signal });
}

export const todoQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'todo'],
    queryFn: ({ signal }) => getTodo(signal),
  });

export function useTodo() {
  return useQuery({ ...todoQueryOptions(), ...LIVE_LIST, enabled: useWhileAdmin() });
}
