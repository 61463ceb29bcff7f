import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCertificate } from '@shared/schemas/certificate';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** GET /api/admin/certificates/{number}: the certificate, its lookups and its revocation. */
export function getAdminCertificate(certificateNumber: string, signal?: AbortSignal): Promise<AdminCertificate> {
  return api.get<AdminCertificate>(`/api/admin/certificates/${encodeURIComponent(certificateNumber)}`, { signal });
}

export const adminCertificateQueryOptions = (certificateNumber: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'certificate', certificateNumber],
    queryFn: ({ signal }) => getAdminCertificate(certificateNumber, signal),
  });

export function useAdminCertificate(certificateNumber: string) {
  return useQuery({ ...adminCertificateQueryOptions(certificateNumber), enabled: useWhileAdmin() });
}

/** The letter of authenticity (owner and admins). */
export const certificatePdfUrl = (certificateNumber: string) => `/api/certificates/${encodeURIComponent(certificateNumber)}/pdf`;
