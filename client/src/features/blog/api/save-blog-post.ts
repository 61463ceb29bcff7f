import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@shared/schemas/blog';
import { api } from '@/lib/api-client';

/** POST /api/admin/blog-posts: 201 the post; 400 {message, errors} naming the field. */
export function createBlogPost(input: BlogPostInput): Promise<BlogPost> {
  return api.post<BlogPost>('/api/admin/blog-posts', input);
}

/** PUT /api/admin/blog-posts/{id}: the same body and answers, 404 when it is gone. */
export function updateBlogPost({ id, input }: { id: number; input: BlogPostInput }): Promise<BlogPost> {
  return api.put<BlogPost>(`/api/admin/blog-posts/${id}`, input);
}

/** Creates when no id is given, else updates; every blog list and the post itself are fetched again. */
export function useSaveBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: BlogPostInput }) => (id === undefined ? createBlogPost(input) : updateBlogPost({ id, input })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
