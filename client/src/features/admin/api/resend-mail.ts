import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './signed-in-admin';

/** POST /api/admin/mail-outbox/{id}/resend: back in line now, with the same Message-ID. */
export function resendMail(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/admin/mail-outbox/${id}/resend`, {});
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => client.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'mail-outbox'] }),
  });
}
