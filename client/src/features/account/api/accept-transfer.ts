import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferAccept } from '@shared/schemas/certificate-holders';
import { api } from '@/lib/api-client';
import { myCertificatesQueryKey } from './get-my-certificates';

/** POST /api/certificates/transfers/accept: 200 once the certificate is the signed-in account's. */
export function acceptTransfer(input: TransferAccept): Promise<{ certificateNumber: string }> {
  return api.post<{ certificateNumber: string }>('/api/certificates/transfers/accept', input);
}

export function useAcceptTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTransfer,
    onSuccess: () => client.invalidateQueries({ queryKey: myCertificatesQueryKey }),
  });
}
