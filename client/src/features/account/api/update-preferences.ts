import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@shared/schemas/account';
import { api } from '@/lib/api-client';
import { preferencesQueryKey } from './get-preferences';

/** PUT /api/account/preferences: 200 the stored preferences. */
export function updatePreferences(input: Preferences): Promise<Preferences> {
  return api.put<Preferences>('/api/account/preferences', input);
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => client.setQueryData(preferencesQueryKey, saved),
  });
}
