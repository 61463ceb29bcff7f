import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionQueryKey } from './get-collection';

/** DELETE /api/collection/{id} (admin): 204, then the list is fetched again (docs/product.md, Pages). */
export function deleteCollectionItem(id: number): Promise<void> {
  return api.delete<void>(`/api/collection/${id}`);
}

export function useDeleteCollectionItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCollectionItem,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionQueryKey }),
  });
}
