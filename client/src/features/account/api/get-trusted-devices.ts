import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustedDevices } from '@shared/schemas/trusted-devices';
import { api } from '@/lib/api-client';
import { useWhileSignedIn } from './signed-in';

/** GET /api/account/devices: the browsers that have signed in to the account, the most recent first. */
export function getTrustedDevices(signal?: AbortSignal): Promise<TrustedDevices> {
  return api.get<TrustedDevices>('/api/account/devices', { signal });
}

export const trustedDevicesQueryKey = ['account', 'devices'] as const;

export const trustedDevicesQueryOptions = () => queryOptions({ queryKey: trustedDevicesQueryKey, queryFn: ({ signal }) => getTrustedDevices(signal) });

/** Only while the server confirms a signed-in user (a sign-out's refetch is skipped, not a 401). */
export function useTrustedDevices() {
  const enabled = useWhileSignedIn();
  return useQuery({ ...trustedDevicesQueryOptions(), enabled });
}
