import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/** What a route knows before its code is loaded. */
export interface RouteHandle {
  /** The page's source module as the Vite manifest names it: the prerender preloads its chunks. */
  module: string;
}

// Every page module, each its own chunk fetched when the page is first visited. Globbing (instead
// of one import() per route) lets a route name its module, so prerendered pages can preload it.
const modules = import.meta.glob<Record<string, unknown>>(['./routes/**/*.tsx', '!./routes/root.tsx', '!./routes/route-error.tsx']);

/** Route-level code splitting: `file` is the page's path under app/routes, `name` its export. */
function page(file: string, name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No page module ./routes/${file}.tsx`);
  const handle: RouteHandle = { module: `src/app/routes/${file}.tsx` };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[name];
      if (typeof Component !== 'function' && typeof Component !== 'object') {
        throw new Error(`./routes/${file}.tsx has no export ${name}`);
      }
      return { Component: Component as ComponentType };
    },
  };
}

/** The route table of docs/product.md, Pages (shared/routes.ts lists the same paths for the server). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    children: [
      {
        // Pathless: a failing page is replaced inside the layout, so navigation keeps working.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          // Marketing pages read no server data: they load without the query library.
          { index: true, ...page('home', 'HomePage') },
          { path: 'athletes', ...page('athletes', 'AthletesPage') },
          { path: 'services', ...page('services', 'ServicesPage') },
          { path: 'michael-jordan', ...page('athlete', 'MichaelJordanPage') },
          { path: 'tom-brady', ...page('athlete', 'TomBradyPage') },
          { path: 'wayne-gretzky', ...page('athlete', 'WayneGretzkyPage') },
          { path: 'contact-us', ...page('contact-us', 'ContactUsPage') },
          { path: 'slab-service', ...page('slab-service', 'SlabServicePage') },
          { path: 'terms', ...page('terms', 'TermsPage') },
          // Addresses people type (shared/routes.ts PAGE_REDIRECTS); the server redirects them too.
          { path: 'login', ...page('redirects', 'LoginRedirect') },
          { path: 'register', ...page('redirects', 'RegisterRedirect') },
          { path: 'contact', ...page('redirects', 'ContactRedirect') },
          {
            // Pages that read or write server data, under the query cache.
            ...page('query-layout', 'QueryLayout'),
            children: [
              { path: 'certificate-verification', ...page('certificate-verification', 'CertificateVerificationPage') },
              { path: 'admin', ...page('admin', 'AdminPage') },
              {
                path: 'account',
                ...page('account/account', 'AccountPage'),
                children: [
                  { index: true, ...page('account/dashboard', 'AccountDashboardPage') },
                  { path: 'submissions', ...page('account/submissions', 'AccountSubmissionsPage') },
                  { path: 'submissions/:id', ...page('account/submission-details', 'SubmissionDetailsPage') },
                  { path: 'profile', ...page('account/profile', 'AccountProfilePage') },
                  { path: 'settings', ...page('account/settings', 'AccountSettingsPage') },
                  { path: 'claim', ...page('account/claim', 'AccountClaimPage') },
                ],
              },
              { path: 'quick-opinion', ...page('quick-opinion', 'QuickOpinionPage') },
              { path: 'full-loa', ...page('full-loa', 'FullLoaPage') },
              { path: 'bundles', ...page('bundles', 'BundlesPage') },
              { path: 'news-blog', ...page('news-blog', 'NewsBlogPage') },
              { path: 'blog/:id', ...page('blog-post', 'BlogPostPage') },
              { path: 'collection', ...page('collection', 'CollectionPage') },
              { path: 'reset-password', ...page('reset-password', 'ResetPasswordPage') },
            ],
          },
          { path: '*', ...page('not-found', 'NotFoundPage') },
        ],
      },
    ],
  },
];
