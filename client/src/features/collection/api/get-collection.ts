import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionItem } from '@shared/schemas/collection';
import { api } from '@/lib/api-client';

/** GET /api/collection: visible items by displayOrder; an admin also gets the hidden ones. */
export function getCollection(signal?: AbortSignal): Promise<CollectionItem[]> {
  return api.get<CollectionItem[]>('/api/collection', { signal });
}

export const collectionQueryKey = ['collection'] as const;

export const collectionQueryOptions = () =>
  queryOptions({
    queryKey: collectionQueryKey,
    queryFn: ({ signal }) => getCollection(signal),
  });

export function useCollection() {
  return useQuery(collectionQueryOptions());
}
