import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowcaseList } from '@shared/schemas/site';
import { api } from '@/lib/api-client';

/** GET /api/showcase: which of the home page's sample letters exist, with their holders' last names. */
export function getShowcase(signal?: AbortSignal): Promise<ShowcaseList> {
  return api.get<ShowcaseList>('/api/showcase', { signal });
}

export const showcaseQueryOptions = () => queryOptions({ queryKey: ['showcase'], queryFn: ({ signal }) => getShowcase(signal) });

/** The letters the home page shows: empty until known and when the request fails (they then show without holders). */
export const useShowcase = (): ShowcaseList['certificates'] => useQuery(showcaseQueryOptions()).data?.certificates ?? [];
