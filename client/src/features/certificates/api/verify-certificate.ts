import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateLookup, VerifiedCertificate } from '@shared/schemas/certificate';
import { api } from '@/lib/api-client';

/**
 * GET /api/certificates/verify: 200 the certificate (revoked ones too), 404 when the number and last
 * name do not match one (the same answer for either), 429 with Retry-After after too many lookups.
 */
export function verifyCertificate(lookup: CertificateLookup, signal?: AbortSignal): Promise<VerifiedCertificate> {
  const query = new URLSearchParams({ certificateNumber: lookup.certificateNumber, lastName: lookup.lastName });
  return api.get<VerifiedCertificate>(`/api/certificates/verify?${query.toString()}`, { signal });
}

export const verifyCertificateQueryOptions = (lookup: CertificateLookup) =>
  queryOptions({
    queryKey: ['certificates', 'verify', lookup.certificateNumber, lookup.lastName],
    queryFn: ({ signal }) => verifyCertificate(lookup, signal),
    // Every lookup counts against the visitor's limit: never repeat one on its own.
    retry: false,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });

/** The lookup the visitor last submitted; nothing is asked before they submit one. */
export function useVerifyCertificate(lookup: CertificateLookup | null) {
  return useQuery({
    ...verifyCertificateQueryOptions(lookup ?? { certificateNumber: '', lastName: '' }),
    enabled: lookup !== null,
  });
}
