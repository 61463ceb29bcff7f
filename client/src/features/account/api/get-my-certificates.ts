import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountCertificate } from '@shared/schemas/certificate-holders';
import { api } from '@/lib/api-client';
import { useWhileSignedIn } from './signed-in';

/** GET /api/account/certificates: the certificates the signed-in account holds now, the newest first. */
export function getMyCertificates(signal?: AbortSignal): Promise<AccountCertificate[]> {
  return api.get<AccountCertificate[]>('/api/account/certificates', { signal });
}

export const myCertificatesQueryKey = ['account', 'certificates'] as const;

export const myCertificatesQueryOptions = () => queryOptions({ queryKey: myCertificatesQueryKey, queryFn: ({ signal }) => getMyCertificates(signal) });

/** Only while the server confirms a signed-in user (a sign-out's refetch is skipped, not a 401). */
export function useMyCertificates() {
  const enabled = useWhileSignedIn();
  return useQuery({ ...myCertificatesQueryOptions(), enabled });
}
