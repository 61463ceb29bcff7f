import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateAlert } from '@shared/schemas/certificate-alerts';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

export type { CertificateAlert };

/** GET /api/admin/certificate-alerts: the clone alarm's alerts, open first, newest first (decision 041). */
export function getCertificateAlerts(signal?: AbortSignal): Promise<CertificateAlert[]> {
  return api.get<CertificateAlert[]>('/api/admin/certificate-alerts', { signal });
}

export const certificateAlertsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'certificate-alerts'],
    queryFn: ({ signal }) => getCertificateAlerts(signal),
  });

export function useCertificateAlerts() {
  return useQuery({ ...certificateAlertsQueryOptions(), enabled: useWhileAdmin() });
}
