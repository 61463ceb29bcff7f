import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from '../query-client';

/** The pathless route above every page that reads server data: provides the query cache. */
export function QueryLayout() {
  const [client] = useState(appQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
