import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferStarted } from '@shared/schemas/certificate-holders';
import { api } from '@/lib/api-client';
import { myCertificatesQueryKey } from './get-my-certificates';

/** POST /api/account/certificates/:number/transfer: a new one-time code (shown once), replacing any open one. */
export function startTransfer(certificateNumber: string): Promise<TransferStarted> {
  return api.post<TransferStarted>(`/api/account/certificates/${encodeURIComponent(certificateNumber)}/transfer`);
}

export function useStartTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: myCertificatesQueryKey }),
  });
}
