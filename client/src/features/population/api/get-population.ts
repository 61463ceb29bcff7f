import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopulationReport } from '@shared/schemas/population';
import { api } from '@/lib/api-client';

/** GET /api/population: letters issued and items examined, per athlete and item type (decision 041). */
export function getPopulation(signal?: AbortSignal): Promise<PopulationReport> {
  return api.get<PopulationReport>('/api/population', { signal });
}

export const populationQueryOptions = () => queryOptions({ queryKey: ['population'], queryFn: ({ signal }) => getPopulation(signal) });

export function usePopulation() {
  return useQuery(populationQueryOptions());
}
