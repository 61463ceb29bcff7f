import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { setSessionUser } from '@/api/auth/get-user';
import { createQueryClient } from '@/lib/query-client';

// One cache for the whole visit: leaving a data page for a marketing page and coming back must not
// refetch (spec 02, 7.1: data never goes stale). Prerendering gets a fresh client per page instead.
let browserClient: QueryClient | null = null;

function makeClient(): QueryClient {
  // A 401 from any data query means the session ended elsewhere: forget the user everywhere.
  return createQueryClient({ onUnauthorized: (client) => setSessionUser(client, null) });
}

/** The pathless route above every page that reads server data: provides the query cache. */
export function QueryLayout() {
  const [client] = useState(() => {
    if (typeof window === 'undefined') return makeClient();
    browserClient ??= makeClient();
    return browserClient;
  });
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
