import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/**
 * Who is signed in: one query (GET /api/auth/session), read through `useSession`. Nothing else in
 * the client holds the user (eslint.config.js keeps it so).
 *
 * The query's answer is remembered in the browser (localStorage), only to paint the next visit's
 * first frame before the server answers: the layout's links, /account and /admin at once. The
 * session cookie stays the truth (decision 003).
 */

/** GET /api/auth/session: the signed-in user, or null for a visitor (200 either way). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await api.get<{ user: User | null }>('/api/auth/session', { signal });
  return user;
}

export const REMEMBERED_USER_KEY = 'goat-auth-user';

// A light shape check instead of the zod schema keeps zod out of the entry bundle; a stale or
// tampered copy only affects what paints before the server answers.
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.username === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    (v.role === 'customer' || v.role === 'admin')
  );
}

// Read once per page: a snapshot must stay the same object between renders.
let remembered: User | null | undefined;

function rememberedUser(): User | null {
  if (remembered === undefined) {
    try {
      const raw = window.localStorage.getItem(REMEMBERED_USER_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      remembered = looksLikeUser(parsed) ? parsed : null;
    } catch {
      remembered = null;
    }
  }
  return remembered;
}

function remember(user: User | null): void {
  remembered = user;
  try {
    if (user) window.localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the query still holds the user for this page.
  }
}

const sessionQueryKey = ['auth', 'session'] as const;

/**
 * Asked once per visit (never stale): login, register, logout and a 401 from any query set it
 * through setSessionUser instead. Every answer is remembered for the next visit's first paint.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const user = await getUser(signal);
      remember(user);
      return user;
    },
    staleTime: Infinity,
  });

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];

/**
 * Records who is signed in (after login, register, logout, a profile or password change, or an
 * expired session). When the person changes, everything else user-scoped in the cache is fetched
 * again, so another person's data never stays on screen. Screens hear of it a task later (TanStack
 * Query's notifications), so code that just signed someone in finishes before the page switches.
 */
export function setSessionUser(client: QueryClient, user: User | null): void {
  const previous = client.getQueryData(sessionQueryOptions().queryKey) ?? null;
  remember(user);
  client.setQueryData(sessionQueryKey, user);
  if ((previous?.id ?? null) !== (user?.id ?? null)) {
    void client.resetQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  }
}

/** Asks the server again (after a change that may alter the user, such as a second factor set up). */
export const refreshSession = (client: QueryClient) => client.invalidateQueries({ queryKey: sessionQueryKey });

/**
 * The server's last answer, read at call time (undefined before it): for an `enabled` that must
 * not fire after a sign-out has started resetting the queries on screen.
 */
export const answeredSessionUser = (client: QueryClient): User | null | undefined => client.getQueryData(sessionQueryOptions().queryKey);

const noChanges = () => () => {};
// Prerendered pages are rendered for a visitor, and hydrate as one: the remembered user comes after.
const nobody = () => null;

type SessionOptions = {
  /**
   * Show the remembered user until the server answers (the layout, /account, /admin). Without it,
   * `user` is the server's answer only: what prefills a form or unlocks a query must be confirmed,
   * never a copy left by someone whose session has ended.
   */
  showRemembered?: boolean;
  /**
   * Ask the server only when someone is remembered (the layout around every page): only a person
   * who signed in in this browser can hold a session cookie here (signing in remembers them), so a
   * visitor's visit to a marketing page sends no request. It still follows every answer another
   * screen gets and every change of the session.
   */
  askOnlyIfRemembered?: boolean;
};

/**
 * The signed-in user, for every screen and the layout.
 *
 * - `user`: the server's answer, or the remembered user before it (with `showRemembered`; never
 *   while a prerendered page hydrates: it hydrates as a visitor); null for a visitor.
 * - `isPending`: nothing to show yet; `error` and `refetch` of the request.
 *
 * Only what a component reads re-renders it (TanStack Query tracks the fields read): a form that
 * reads `user` does not render again when a visitor's answer (null again) arrives.
 */
export function useSession({ showRemembered = false, askOnlyIfRemembered = false }: SessionOptions = {}) {
  const remembered = useSyncExternalStore(noChanges, showRemembered || askOnlyIfRemembered ? rememberedUser : nobody, nobody);
  const query = useQuery({
    ...sessionQueryOptions(),
    placeholderData: showRemembered ? remembered : null,
    enabled: !askOnlyIfRemembered || remembered !== null,
  });
  return {
    get user(): User | null {
      return query.data ?? null;
    },
    get isAdmin(): boolean {
      return query.data?.role === 'admin';
    },
    get isPending(): boolean {
      return query.isPlaceholderData && query.data === null;
    },
    get error() {
      return query.error;
    },
    get refetch() {
      return query.refetch;
    },
  };
}
