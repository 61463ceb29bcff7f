import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@shared/schemas/account';
import { api } from '@/lib/api-client';
import { useWhileSignedIn } from './signed-in';

/** GET /api/account/preferences: the saved e-mail choices (the defaults until first saved). */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get<Preferences>('/api/account/preferences', { signal });
}

export const preferencesQueryKey = ['account', 'preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

/** Only while the server confirms a signed-in user: the refetch a sign-out triggers is skipped, not a 401. */
export function usePreferences() {
  const enabled = useWhileSignedIn();
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
