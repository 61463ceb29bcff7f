import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { answeredSessionUser, useSession } from '@/api/auth/session';

const isAdmin = (user: User | null | undefined) => user?.role === 'admin';

/**
 * An `enabled` for admin queries: true only once the server has confirmed an admin is signed in
 * (not the remembered user that paints the first frame, which could answer 401 or 403), and
 * read again at fetch time so the refetch a sign-out triggers is skipped.
 */
export function useWhileAdmin(): () => boolean {
  const client = useQueryClient();
  const confirmed = isAdmin(useSession().user);
  return () => confirmed && isAdmin(answeredSessionUser(client));
}

/** Every admin query starts with this key: a change of a submission reloads them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
