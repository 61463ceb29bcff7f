import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@shared/schemas/blog';
import { api } from '@/lib/api-client';

/** GET /api/admin/blog-posts (admin): every post, drafts included. */
export function getAdminBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return api.get<BlogPost[]>('/api/admin/blog-posts', { signal });
}

export const adminBlogPostsQueryKey = ['blog', 'admin-posts'] as const;

export const adminBlogPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminBlogPostsQueryKey,
    queryFn: ({ signal }) => getAdminBlogPosts(signal),
  });

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}
