import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionItem, CollectionItemInput } from '@shared/schemas/collection';
import { api } from '@/lib/api-client';
import { collectionQueryKey } from './get-collection';

/** POST /api/collection (admin): 201 the item, 400 naming the field refused, 403 for others. */
export function createCollectionItem(input: CollectionItemInput): Promise<CollectionItem> {
  return api.post<CollectionItem>('/api/collection', input);
}

/** PUT /api/collection/{id} (admin): the same body and answers, 404 when the item is gone. */
export function updateCollectionItem({ id, input }: { id: number; input: CollectionItemInput }): Promise<CollectionItem> {
  return api.put<CollectionItem>(`/api/collection/${id}`, input);
}

/** Creates when no id is given, else updates; the gallery is fetched again either way. */
export function useSaveCollectionItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: CollectionItemInput }) =>
      id === undefined ? createCollectionItem(input) : updateCollectionItem({ id, input }),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionQueryKey }),
  });
}
