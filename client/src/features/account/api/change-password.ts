import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/account';
import { api } from '@/lib/api-client';

/** POST /api/account/password: 204 changed (other sessions ended), 400 wrong current password, 429 too many tries. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/api/account/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
