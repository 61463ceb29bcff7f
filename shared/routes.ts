/**
 * The route table (docs/product.md, Pages). The server uses it to answer unknown pages with a 404 status,
 * the client to build its router; both read this one list.
 */
export const PAGE_ROUTES = [
  '/',
  '/certificate-verification',
  // Not in docs/product.md: the public population report (decision 041).
  '/population',
  '/admin',
  '/athletes',
  '/services',
  '/account',
  '/account/submissions',
  '/account/submissions/:id',
  '/account/profile',
  '/account/settings',
  // Not in docs/product.md: where the e-mail that claims a visitor's earlier orders leads.
  '/account/claim',
  // Not in docs/product.md: the certificates the account holds, and where a buyer enters a transfer code (decision 039).
  '/account/certificates',
  '/account/certificates/receive',
  '/quick-opinion',
  '/full-loa',
  '/bundles',
  '/michael-jordan',
  '/tom-brady',
  '/wayne-gretzky',
  '/news-blog',
  '/blog/:id',
  '/collection',
  '/contact-us',
  '/slab-service',
  '/terms',
  // Not in docs/product.md: where the forgotten-password e-mail leads.
  '/reset-password',
  // Not in docs/product.md: where a guest's invoice and confirmation e-mails lead (decision 034).
  '/orders/:orderNumber',
  // Not in docs/product.md: a certificate's public page, where its letter's QR code leads (decision 040).
  '/certificates/:number',
] as const;

/**
 * Where a confirmation e-mail's "Follow your submission" leads: My Submissions for that order. Signed
 * out, the page offers sign-in or registration for it and stays on this address; signed in, it offers
 * to add the order to the account when it was placed without one.
 */
export const followSubmissionPath = (orderNumber: string) => `/account/submissions?order=${encodeURIComponent(orderNumber)}`;

/** The page a guest link opens (its token goes in the fragment: shared/link-token.ts tokenLink). */
export const guestOrderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/**
 * Addresses people type that are not pages of their own: each opens the page it names (the server
 * redirects at once; the client's router does the same for links inside the app).
 */
export const PAGE_REDIRECTS = {
  '/login': '/account?mode=login',
  '/register': '/account?mode=register',
  '/contact': '/contact-us',
} as const;
export type RedirectPath = keyof typeof PAGE_REDIRECTS;

/** The redirect target of a pathname (with or without a trailing slash), or undefined. */
export function redirectOf(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_REDIRECTS, clean) ? PAGE_REDIRECTS[clean as RedirectPath] : undefined;
}

const patterns = PAGE_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** True when a pathname is one of the site's pages (used to send 404 for anything else). */
export function isKnownPage(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname)) || redirectOf(pathname) !== undefined;
}
