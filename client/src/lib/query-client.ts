import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * docs/product.md, Talking to the server: data never goes stale, no refetch on focus, no polling, no retries. Screens refresh
 * by invalidating after a change instead (query-keys.ts). The account's submission views are the
 * exception: they read afresh on return to the tab, as orders move on the admin's side too. `onUnauthorized` lets the app forget the signed-in user
 * when any query learns the session has ended.
 */
export function createQueryClient(opts: { onUnauthorized?: (client: QueryClient) => void } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) opts.onUnauthorized?.(client);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // The product's default query function: GET the first element of the key.
        queryFn: ({ queryKey, signal }) => {
          const [path] = queryKey;
          if (typeof path !== 'string' || !path.startsWith('/api/')) {
            throw new Error(`No query function for key ${JSON.stringify(queryKey)}`);
          }
          return api.get(path, { signal });
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}
