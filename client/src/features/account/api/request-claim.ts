import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/account/claims: 202 with one sentence, whether or not anything matches (the link goes
 * to the account's inbox only when there is something to attach); 401 signed out, 429 too many.
 */
export function requestClaim(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/claims', {});
}

export function useRequestClaim() {
  return useMutation({ mutationFn: requestClaim });
}
