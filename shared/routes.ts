/**
 * The route table (spec 02, 2.1). The server uses it to answer unknown pages with a 404 status,
 * the client to build its router; both read this one list.
 */
export const PAGE_ROUTES = [
  '/',
  '/certificate-verification',
  '/admin',
  '/athletes',
  '/services',
  '/account',
  '/account/submissions',
  '/account/submissions/:id',
  '/account/profile',
  '/account/settings',
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
  // Not in the spec: where the forgotten-password e-mail leads.
  '/reset-password',
] as const;

const patterns = PAGE_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** True when a pathname is one of the site's pages (used to send 404 for anything else). */
export function isKnownPage(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
