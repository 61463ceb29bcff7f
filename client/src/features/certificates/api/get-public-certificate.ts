import { queryOptions, useQuery } from '@tanstack/react-query';
import { isValidCertificateNumber } from '@shared/certificate-number';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { api, ApiError } from '@/lib/api-client';

/**
 * GET /api/certificates/{number}/public: the certificate its holder made public, or null for a
 * private, unknown or malformed number (the server answers all three with the same 404).
 */
export async function getPublicCertificate(certificateNumber: string, signal?: AbortSignal): Promise<PublicCertificate | null> {
  try {
    return await api.get<PublicCertificate>(`/api/certificates/${encodeURIComponent(certificateNumber)}/public`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const publicCertificateQueryOptions = (certificateNumber: string) =>
  queryOptions({
    queryKey: ['certificates', 'public', certificateNumber],
    queryFn: ({ signal }) => getPublicCertificate(certificateNumber, signal),
    staleTime: 60 * 1000,
  });

/** Not asked for a number that cannot exist (its check character is wrong): the server would only say 404. */
export const usePublicCertificate = (certificateNumber: string) =>
  useQuery({ ...publicCertificateQueryOptions(certificateNumber), enabled: isValidCertificateNumber(certificateNumber) });
