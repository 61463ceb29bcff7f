import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/schemas/account';
import { refreshSession } from '@/api/auth/session';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: 200 done (every session ended), 400 link expired, used or unknown. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended every session of that account (this browser's too, if it was signed in as it).
    onSuccess: () => refreshSession(client),
  });
}
