import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/api/auth/get-user';

/** POST /api/auth/login: 200 user, 401 wrong credentials, 429 too many attempts. */
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
