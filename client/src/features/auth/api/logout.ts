import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/api/auth/session';

/** POST /api/auth/logout: 204; ends the server session and clears the cookie. */
export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Only forget the user once the server agrees; otherwise a reload would sign them back in.
    onSuccess: () => setSessionUser(client, null),
  });
}
