import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/**
 * Route-level code splitting, typed: `load` is the page module's import() and `pick` takes its
 * component, so a renamed file or export fails the type check, not the visit.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
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
          { index: true, ...page(() => import('./routes/home'), (m) => m.HomePage) },
          { path: 'athletes', ...page(() => import('./routes/athletes'), (m) => m.AthletesPage) },
          { path: 'services', ...page(() => import('./routes/services'), (m) => m.ServicesPage) },
          { path: 'michael-jordan', ...page(() => import('./routes/athlete'), (m) => m.MichaelJordanPage) },
          { path: 'tom-brady', ...page(() => import('./routes/athlete'), (m) => m.TomBradyPage) },
          { path: 'wayne-gretzky', ...page(() => import('./routes/athlete'), (m) => m.WayneGretzkyPage) },
          { path: 'contact-us', ...page(() => import('./routes/contact-us'), (m) => m.ContactUsPage) },
          { path: 'slab-service', ...page(() => import('./routes/slab-service'), (m) => m.SlabServicePage) },
          { path: 'terms', ...page(() => import('./routes/terms'), (m) => m.TermsPage) },
          // Addresses people type (shared/routes.ts PAGE_REDIRECTS); the server redirects them too.
          { path: 'login', ...page(() => import('./routes/redirects'), (m) => m.LoginRedirect) },
          { path: 'register', ...page(() => import('./routes/redirects'), (m) => m.RegisterRedirect) },
          { path: 'contact', ...page(() => import('./routes/redirects'), (m) => m.ContactRedirect) },
          {
            // Pages that read or write server data; a content page starts with what the server rendered it from.
            ...page(() => import('./routes/query-layout'), (m) => m.QueryLayout),
            children: [
              { path: 'certificate-verification', ...page(() => import('./routes/certificate-verification'), (m) => m.CertificateVerificationPage) },
              { path: 'population', ...page(() => import('./routes/population'), (m) => m.PopulationPage) },
              { path: 'admin', ...page(() => import('./routes/admin'), (m) => m.AdminPage) },
              {
                path: 'account',
                ...page(() => import('./routes/account/account'), (m) => m.AccountPage),
                children: [
                  { index: true, ...page(() => import('./routes/account/dashboard'), (m) => m.AccountDashboardPage) },
                  { path: 'submissions', ...page(() => import('./routes/account/submissions'), (m) => m.AccountSubmissionsPage) },
                  { path: 'submissions/:id', ...page(() => import('./routes/account/submission-details'), (m) => m.SubmissionDetailsPage) },
                  { path: 'profile', ...page(() => import('./routes/account/profile'), (m) => m.AccountProfilePage) },
                  { path: 'settings', ...page(() => import('./routes/account/settings'), (m) => m.AccountSettingsPage) },
                  { path: 'claim', ...page(() => import('./routes/account/claim'), (m) => m.AccountClaimPage) },
                  { path: 'certificates', ...page(() => import('./routes/account/certificates'), (m) => m.AccountCertificatesPage) },
                  { path: 'certificates/receive', ...page(() => import('./routes/account/receive-certificate'), (m) => m.ReceiveCertificatePage) },
                ],
              },
              { path: 'quick-opinion', ...page(() => import('./routes/quick-opinion'), (m) => m.QuickOpinionPage) },
              { path: 'full-loa', ...page(() => import('./routes/full-loa'), (m) => m.FullLoaPage) },
              { path: 'bundles', ...page(() => import('./routes/bundles'), (m) => m.BundlesPage) },
              { path: 'news-blog', ...page(() => import('./routes/news-blog'), (m) => m.NewsBlogPage) },
              { path: 'blog/:id', ...page(() => import('./routes/blog-post'), (m) => m.BlogPostPage) },
              { path: 'collection', ...page(() => import('./routes/collection'), (m) => m.CollectionPage) },
              { path: 'reset-password', ...page(() => import('./routes/reset-password'), (m) => m.ResetPasswordPage) },
              { path: 'orders/:orderNumber', ...page(() => import('./routes/guest-order'), (m) => m.GuestOrderPage) },
              { path: 'certificates/:number', ...page(() => import('./routes/public-certificate'), (m) => m.PublicCertificatePage) },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];
