import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@shared/schemas/account';
import type { User } from '@shared/schemas/auth';
import { setSessionUser } from '@/api/auth/session';
import { api } from '@/lib/api-client';

/** PUT /api/account/profile: 200 the saved user, 400 a field refused, 409 email taken. */
export function updateProfile(input: ProfileInput): Promise<User> {
  return api.put<User>('/api/account/profile', input);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // Same person, new details: the header, prefills and this screen read the session user.
    onSuccess: (user) => setSessionUser(client, user),
  });
}
