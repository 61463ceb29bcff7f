import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificate } from '@shared/schemas/certificate';
import type { HolderCorrection } from '@shared/schemas/certificate-holders';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

export interface CorrectHolderInput extends HolderCorrection {
  certificateNumber: string;
}

/** POST /api/admin/certificates/{number}/holders: names the rightful holder, recorded with the reason; answers the certificate. */
export function correctHolder({ certificateNumber, ...body }: CorrectHolderInput): Promise<AdminCertificate> {
  return api.post<AdminCertificate>(`/api/admin/certificates/${encodeURIComponent(certificateNumber)}/holders`, body);
}

export function useCorrectHolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: correctHolder,
    // The certificate's chain and holder's last name change.
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
