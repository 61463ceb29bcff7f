import { sessionQueryOptions } from '@/api/auth/get-user';
import { appQueryClient } from './query-client';

/**
 * Asks the server whether the person the browser copy names is still signed in, through the one
 * session query of the visit (a data page that reads it later asks nothing more). Its answer is
 * written to the browser copy, which the layout follows (session-role.tsx). A failed request leaves
 * the copy as it is: the next answer corrects it.
 */
export function checkSession(): void {
  appQueryClient()
    .fetchQuery(sessionQueryOptions())
    .catch(() => undefined);
}
