import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@shared/schemas/blog';
import { api } from '@/lib/api-client';

/** GET /api/blog-posts/{id}: the published post (an admin also gets drafts); 404 otherwise. */
export function getBlogPost(id: number, signal?: AbortSignal): Promise<BlogPost> {
  return api.get<BlogPost>(`/api/blog-posts/${id}`, { signal });
}

export const blogPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['blog', 'post', id],
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });

export function useBlogPost(id: number | null) {
  return useQuery({ ...blogPostQueryOptions(id ?? 0), enabled: id !== null });
}
