import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CloverConfig } from '@shared/schemas/payment';
import { api } from '@/lib/api-client';

/** GET /api/clover-config: the public key, merchant and where the card-fields SDK comes from. */
export const getCloverConfig = (signal?: AbortSignal) => api.get<CloverConfig>('/api/clover-config', { signal });

export const cloverConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'clover-config'], queryFn: ({ signal }) => getCloverConfig(signal), staleTime: Infinity });

export const useCloverConfig = () => useQuery(cloverConfigQueryOptions());
