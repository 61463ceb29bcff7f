import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BlogTab } from '@shared/blog';
import type { BlogList } from '@shared/schemas/blog';
import { api } from '@/lib/api-client';

export interface BlogListParams {
  q: string;
  tab: BlogTab;
}

/**
 * GET /api/blog-posts?q=&tab=&page=: one page of published posts, newest first, with tab counts and
 * the featured post, in the server's page size (the one the server renders /news-blog with). The page
 * size is not sent: this module sits under the query layout of every page that reads data, and
 * naming it would bring shared/blog.ts (the blog's messages and upload rules) into every such page's
 * first load, 1.5 KB gzipped in two more files (measured).
 */
export function getBlogPosts({ q, tab, page }: BlogListParams & { page: number }, signal?: AbortSignal): Promise<BlogList> {
  const query = new URLSearchParams({ tab, page: String(page) });
  if (q) query.set('q', q);
  return api.get<BlogList>(`/api/blog-posts?${query.toString()}`, { signal });
}

export const blogPostsQueryKey = ['blog', 'posts'] as const;

export const blogPostsQueryOptions = (params: BlogListParams) =>
  infiniteQueryOptions({
    queryKey: [...blogPostsQueryKey, params.q, params.tab],
    queryFn: ({ pageParam, signal }) => getBlogPosts({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** Pages load with "Load more"; the previous search stays on screen while the next one loads. */
export function useBlogPosts(params: BlogListParams) {
  return useInfiniteQuery({ ...blogPostsQueryOptions(params), placeholderData: keepPreviousData });
}
