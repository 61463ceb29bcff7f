import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/schemas/account';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: 202 with the same message whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
