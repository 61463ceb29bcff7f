import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCertificatesQueryKey } from './get-my-certificates';

/** DELETE /api/account/certificates/:number/transfer: 204 once the open code no longer works. */
export function cancelTransfer(certificateNumber: string): Promise<void> {
  return api.delete<void>(`/api/account/certificates/${encodeURIComponent(certificateNumber)}/transfer`);
}

export function useCancelTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    // Cancelled or already gone (404): either way the list is read again.
    onSettled: () => client.invalidateQueries({ queryKey: myCertificatesQueryKey }),
  });
}
