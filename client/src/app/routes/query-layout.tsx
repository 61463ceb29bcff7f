import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from 'react-router';
import { PageDataContext, seedPageData, takePageData } from '../page-data';

/**
 * The pathless route above the pages that read server data: a content page rendered by the server
 * starts with the data it was rendered from (kept out of the entry: the blog's and the collection's
 * query options come with it).
 */
export function QueryLayout() {
  const rendered = useContext(PageDataContext);
  const client = useQueryClient();
  // Once, before the page's first render, so that render already shows the data.
  useState(() => {
    const data = rendered ?? takePageData();
    if (data) seedPageData(client, data);
  });
  return <Outlet />;
}
