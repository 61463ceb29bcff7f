import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateRevoke } from '@shared/schemas/certificate';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

export interface RevokeCertificateInput extends CertificateRevoke {
  certificateNumber: string;
}

/** POST /api/admin/certificates/{number}/revoke {reason}: the certificate stays, marked revoked (the answer is not read: the panel reloads). */
export function revokeCertificate({ certificateNumber, reason }: RevokeCertificateInput): Promise<unknown> {
  return api.post<unknown>(`/api/admin/certificates/${encodeURIComponent(certificateNumber)}/revoke`, { reason });
}

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    // The certificate, its submission's certificate list and its history all change.
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
