import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@shared/schemas/auth';
import { ApiError, api } from '@/lib/api-client';
import { setSessionUser } from '@/api/auth/session';

/**
 * POST /api/auth/login: 200 user, 401 wrong credentials, 429 too many attempts. An admin's right
 * password without a code, or with a wrong one, is 401 with mfaRequired: the same request again with `totp`.
 */
export function login(input: LoginInput): Promise<User> {
  return api.post<User>('/api/auth/login', input);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(client, user),
  });
}

/** The password was right; the admin's second factor is asked for (or the code sent was wrong). */
export const isSecondFactorRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401 && error.body.mfaRequired === true;
