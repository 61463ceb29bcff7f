import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from 'react-router';
import { PageDataContext, seedPageData, takePageData } from '../page-data';
import { appQueryClient } from '../query-client';

/** The pathless route above every page that reads server data: provides the query cache. */
export function QueryLayout() {
  const rendered = useContext(PageDataContext);
  const [client] = useState(() => {
    const queries = appQueryClient();
    // A content page rendered by the server starts with the data it was rendered from.
    const data = rendered ?? takePageData();
    if (data) seedPageData(queries, data);
    return queries;
  });
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
