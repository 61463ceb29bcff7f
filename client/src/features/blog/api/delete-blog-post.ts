import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/blog-posts/{id} (admin): 204. */
export function deleteBlogPost(id: number): Promise<void> {
  return api.delete<void>(`/api/admin/blog-posts/${id}`);
}

export function useDeleteBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
