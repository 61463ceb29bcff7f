import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateAlert, CertificateAlertClear } from '@shared/schemas/certificate-alerts';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

export interface ClearCertificateAlertInput extends CertificateAlertClear {
  certificateNumber: string;
}

/** POST /api/admin/certificate-alerts/{number}/clear {note}: closes the open alert and lifts the flag. */
export function clearCertificateAlert({ certificateNumber, note }: ClearCertificateAlertInput): Promise<CertificateAlert> {
  return api.post<CertificateAlert>(`/api/admin/certificate-alerts/${encodeURIComponent(certificateNumber)}/clear`, { note });
}

export function useClearCertificateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearCertificateAlert,
    // The alert list and the certificate's own view (its flag) both change.
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
