import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { answeredSessionUser, useSession } from '@/api/auth/session';

const matches = (user: User | null | undefined, userId?: number) => user != null && (userId === undefined || user.id === userId);

/**
 * An `enabled` for account queries: true only once the server has confirmed a signed-in user (that
 * very user when `userId` is given), not on the remembered user that paints the first frame.
 * It also reads the cache when asked, at fetch time: the refetch a sign-out triggers (setSessionUser
 * resets every query still on screen) is then skipped instead of answering 401 or 404.
 */
export function useWhileSignedIn(userId?: number): () => boolean {
  const client = useQueryClient();
  const confirmed = matches(useSession().user, userId);
  return () => confirmed && matches(answeredSessionUser(client), userId);
}
