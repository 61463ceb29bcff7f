/**
 * E-mailed links that carry a secret (a password reset, a claim of earlier orders) put it in the URL's
 * fragment, `/reset-password#token=…`: browsers never send the fragment, so no server, proxy, access
 * log or Referer header sees it. The page reads it, keeps it in memory and sends it in a POST body.
 * Links sent before this (`?token=…`) are still read, from the query, so that they keep working.
 */
export const LINK_TOKEN_PARAM = 'token';

/** The link to `path` on `origin` carrying `token` in its fragment. */
export const tokenLink = (origin: string, path: string, token: string): string => `${origin}${path}#${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The token of a link, from its fragment or (a link sent before the fragment) its query; null if none. */
export function linkTokenOf(location: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get(LINK_TOKEN_PARAM);
  return fromHash || new URLSearchParams(location.search).get(LINK_TOKEN_PARAM) || null;
}

/** The address without its token (the page replaces the address bar's with it): other parameters stay. */
export function withoutLinkToken(location: { pathname: string; hash: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  search.delete(LINK_TOKEN_PARAM);
  hash.delete(LINK_TOKEN_PARAM);
  const q = search.toString();
  const h = hash.toString();
  return `${location.pathname}${q ? `?${q}` : ''}${h ? `#${h}` : ''}`;
}
