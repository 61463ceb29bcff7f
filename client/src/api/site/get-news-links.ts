import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsLinks } from '@shared/schemas/site';
import { api } from '@/lib/api-client';

/** GET /api/news-links: the "In The News" articles the server is configured with (NEWS_LINKS). */
export function getNewsLinks(signal?: AbortSignal): Promise<NewsLinks> {
  return api.get<NewsLinks>('/api/news-links', { signal });
}

export const newsLinksQueryOptions = () => queryOptions({ queryKey: ['news-links'], queryFn: ({ signal }) => getNewsLinks(signal) });

/**
 * The links for the header and the phone menu (one request for both): empty until known, when the
 * request fails and when none is configured (then there is no such menu).
 */
export const useNewsLinks = (): NewsLinks['links'] => useQuery(newsLinksQueryOptions()).data?.links ?? [];
