import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { setSessionUser } from '@/features/auth/api/get-user';
import { browserQueryClient } from '@/lib/browser-query-client';
import { createQueryClient } from '@/lib/query-client';

/** The pathless route above every page that reads server data: provides the query cache. */
export function QueryLayout() {
  // Prerendering gets a fresh client per page; the browser keeps one for the whole visit.
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient({ onUnauthorized: (c) => setSessionUser(c, null) }) : browserQueryClient(),
  );
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
