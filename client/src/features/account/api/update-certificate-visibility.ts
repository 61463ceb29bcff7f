import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateVisibilityResult } from '@shared/schemas/certificate';
import { api } from '@/lib/api-client';
import { invalidateSubmissions } from '@/lib/query-keys';

/** PUT /api/account/certificates/{number}: 200 the choice saved; 404 for a certificate the account does not hold. */
export function updateCertificateVisibility(input: { certificateNumber: string; public: boolean }): Promise<CertificateVisibilityResult> {
  return api.put<CertificateVisibilityResult>(`/api/account/certificates/${encodeURIComponent(input.certificateNumber)}`, { public: input.public });
}

export function useUpdateCertificateVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCertificateVisibility,
    // Every list that shows the certificate (a submission's page, My Certificates) reads the choice again.
    onSuccess: () => Promise.all([invalidateSubmissions(client), client.invalidateQueries({ queryKey: ['account', 'certificates'] })]),
  });
}
