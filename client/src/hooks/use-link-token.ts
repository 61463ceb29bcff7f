import { useState } from 'react';
import { linkTokenOf, withoutLinkToken } from '@shared/link-token';

// Tokens taken from the address, by page, kept in memory only: a second render of the same page (React's
// development double call, a remount) still finds its token after the address no longer shows it.
const taken = new Map<string, string>();

/**
 * The secret an e-mailed link carries (`#token=…`, or `?token=…` in a link sent before the fragment),
 * taken out of the address bar at once (history.replaceState): it does not stay in the history, in a
 * bookmark, in a screenshot or, for the old query form, in the Referer of what the page loads next.
 */
export function takeLinkToken(): string | null {
  const { pathname } = window.location;
  const token = linkTokenOf(window.location);
  if (token) {
    taken.set(pathname, token);
    window.history.replaceState(window.history.state, '', withoutLinkToken(window.location));
  }
  return token ?? taken.get(pathname) ?? null;
}

/** The page's link token, read once when the page first renders (see takeLinkToken). */
export function useLinkToken(): string | null {
  const [token] = useState(takeLinkToken);
  return token;
}
