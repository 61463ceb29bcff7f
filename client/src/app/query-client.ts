import type { QueryClient } from '@tanstack/react-query';
import { setSessionUser } from '@/api/auth/session';
import { createQueryClient } from '@/lib/query-client';

// One cache for the whole visit: leaving a data page for another page and coming back must not
// refetch (docs/product.md, Talking to the server: data never goes stale), and the layout and the
// pages share the one session query. Prerendering gets a fresh client per page instead.
let browserClient: QueryClient | null = null;

function makeClient(): QueryClient {
  // A 401 from any data query means the session ended elsewhere: forget the user everywhere.
  return createQueryClient({ onUnauthorized: (client) => setSessionUser(client, null) });
}

/** The app's query cache. */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  browserClient ??= makeClient();
  return browserClient;
}
