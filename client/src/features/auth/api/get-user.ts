import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { readCachedUser, writeCachedUser } from './user-cache';

export const userQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/session: the signed-in user, or null for a visitor. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await api.get<{ user: User | null }>('/api/auth/session', { signal });
  return user;
}

export const userQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: userQueryKey,
    queryFn: async ({ signal }) => {
      const user = await getUser(signal);
      writeCachedUser(user);
      return user;
    },
    // The cached copy paints the first frame; the query still asks the server.
    placeholderData: (): User | undefined => readCachedUser() ?? undefined,
  });

/** Records who is signed in (after login, register, logout or an expired session). */
export function setSessionUser(client: QueryClient, user: User | null): void {
  const previous = client.getQueryData<User | null>(userQueryKey);
  writeCachedUser(user);
  client.setQueryData(userQueryKey, user);
  if ((previous?.id ?? null) !== (user?.id ?? null)) {
    // Another person's data must not stay on screen: everything user-scoped is fetched again.
    void client.resetQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  }
}

export function useUser() {
  const query = useQuery(userQueryOptions());
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
