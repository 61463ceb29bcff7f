import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type ContentPageData } from '@shared/content-page-data';
import { blogPostQueryOptions } from '@/features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts';
import { collectionQueryKey } from '@/features/collection/api/get-collection';
import { publicCertificateQueryOptions } from '@/features/certificates/api/get-public-certificate';

/**
 * The data a content page was rendered with on the server (server/src/modules/site/content-page-render.ts):
 * given by entry-server.tsx while rendering, read from the page's JSON element in the browser.
 */
export const PageDataContext = createContext<ContentPageData | null>(null);

/**
 * The page's data, once: the element is removed, so a later query cache (none today: one per visit)
 * could never be seeded with what has since gone stale. It sits outside #root, so hydration never sees it.
 */
export function takePageData(): ContentPageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as ContentPageData;
  } catch {
    return null;
  }
}

/**
 * Puts the page's data under the keys the page's own queries use (the features' query options), so
 * the first render shows it, exactly as the server rendered it, and nothing is fetched again.
 */
export function seedPageData(client: QueryClient, data: ContentPageData): void {
  if (data.page === 'news-blog') {
    // The first page of the list without a search or a tab, as NewsBlogScreen asks for it first.
    client.setQueryData(blogPostsQueryOptions({ q: '', tab: 'all' }).queryKey, { pages: [data.list], pageParams: [1] });
  } else if (data.page === 'collection') {
    client.setQueryData(collectionQueryKey, data.items);
  } else if (data.page === 'blog-post') {
    client.setQueryData(blogPostQueryOptions(data.post.id).queryKey, data.post);
  } else {
    // Under the number as the page asks for it: normalised, as the server keeps it.
    client.setQueryData(publicCertificateQueryOptions(data.certificate.certificateNumber).queryKey, data.certificate);
  }
}
