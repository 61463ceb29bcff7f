import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { readCachedUser, writeCachedUser } from './user-cache';

/** GET /api/auth/session: the signed-in user, or null for a visitor (200 either way). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await api.get<{ user: User | null }>('/api/auth/session', { signal });
  return user;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * Who is signed in, asked once per visit (never stale): login, register, logout and a 401 from any
 * query set it through setSessionUser instead. The browser copy follows every answer; it only
 * paints the first frame of the next visit, the session cookie stays the truth (decision 003).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const user = await getUser(signal);
      writeCachedUser(user);
      return user;
    },
    staleTime: Infinity,
  });

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];

/**
 * Records who is signed in (after login, register, logout or an expired session). When the person
 * changes, everything else user-scoped in the cache is fetched again, so another person's data
 * never stays on screen. Screens hear of it a task later (TanStack Query's notifications), so
 * code that just signed someone in finishes before the page switches under it.
 */
export function setSessionUser(client: QueryClient, user: User | null): void {
  const { queryKey } = sessionQueryOptions();
  const previous = client.getQueryData(queryKey) ?? null;
  writeCachedUser(user);
  client.setQueryData(queryKey, user);
  if ((previous?.id ?? null) !== (user?.id ?? null)) {
    void client.resetQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  }
}

/**
 * Only the signed-in user (null for a visitor): for forms that prefill contact details. Prerendered
 * pages hydrate as a visitor, so it starts at null (placeholder) and only `data` is read: a
 * visitor's answer (null again) re-renders nothing, only a signed-in person does.
 */
export function useSessionUser(): User | null {
  return useQuery({ ...sessionQueryOptions(), placeholderData: null }).data ?? null;
}

/**
 * The signed-in user with the state of the check, for the screens that depend on it (/account,
 * /admin: never prerendered, so the browser copy may paint them at once while the server answers).
 */
export function useUser() {
  const query = useQuery({ ...sessionQueryOptions(), placeholderData: () => readCachedUser() ?? undefined });
  const user = query.data ?? null;
  return {
    user,
    isAdmin: user?.role === 'admin',
    /** Nothing to show yet: no cached copy and no server answer. */
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
