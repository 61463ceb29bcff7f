import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@shared/schemas/account';
import { api } from '@/lib/api-client';

/** GET /api/account/preferences: the saved e-mail choices (the defaults until first saved). */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get<Preferences>('/api/account/preferences', { signal });
}

export const preferencesQueryKey = ['account', 'preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
