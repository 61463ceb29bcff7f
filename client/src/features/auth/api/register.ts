import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/api/auth/session';

/** POST /api/auth/register: 201 user (signed in), 409 with the taken field in `errors`. */
export function register(input: Omit<RegisterInput, 'role'>): Promise<User> {
  return api.post<User>('/api/auth/register', { ...input, role: 'customer' });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSessionUser(client, user),
  });
}
