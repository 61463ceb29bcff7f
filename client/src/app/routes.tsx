import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/** Route-level code splitting: a page's code is fetched when the page is first visited. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** The route table of spec 02, 2.1 (shared/routes.ts lists the same paths for the server). */
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
          { index: true, ...page(() => import('./routes/home').then((m) => m.HomePage)) },
          { path: 'certificate-verification', ...page(() => import('./routes/certificate-verification').then((m) => m.CertificateVerificationPage)) },
          { path: 'admin', ...page(() => import('./routes/admin').then((m) => m.AdminPage)) },
          { path: 'athletes', ...page(() => import('./routes/athletes').then((m) => m.AthletesPage)) },
          { path: 'services', ...page(() => import('./routes/services').then((m) => m.ServicesPage)) },
          {
            path: 'account',
            ...page(() => import('./routes/account/account').then((m) => m.AccountPage)),
            children: [
              { index: true, ...page(() => import('./routes/account/dashboard').then((m) => m.AccountDashboardPage)) },
              { path: 'submissions', ...page(() => import('./routes/account/submissions').then((m) => m.AccountSubmissionsPage)) },
              { path: 'submissions/:id', ...page(() => import('./routes/account/submission-details').then((m) => m.SubmissionDetailsPage)) },
              { path: 'profile', ...page(() => import('./routes/account/profile').then((m) => m.AccountProfilePage)) },
              { path: 'settings', ...page(() => import('./routes/account/settings').then((m) => m.AccountSettingsPage)) },
            ],
          },
          { path: 'quick-opinion', ...page(() => import('./routes/quick-opinion').then((m) => m.QuickOpinionPage)) },
          { path: 'full-loa', ...page(() => import('./routes/full-loa').then((m) => m.FullLoaPage)) },
          { path: 'bundles', ...page(() => import('./routes/bundles').then((m) => m.BundlesPage)) },
          { path: 'michael-jordan', ...page(() => import('./routes/athlete').then((m) => m.MichaelJordanPage)) },
          { path: 'tom-brady', ...page(() => import('./routes/athlete').then((m) => m.TomBradyPage)) },
          { path: 'wayne-gretzky', ...page(() => import('./routes/athlete').then((m) => m.WayneGretzkyPage)) },
          { path: 'news-blog', ...page(() => import('./routes/news-blog').then((m) => m.NewsBlogPage)) },
          { path: 'blog/:id', ...page(() => import('./routes/blog-post').then((m) => m.BlogPostPage)) },
          { path: 'collection', ...page(() => import('./routes/collection').then((m) => m.CollectionPage)) },
          { path: 'contact-us', ...page(() => import('./routes/contact-us').then((m) => m.ContactUsPage)) },
          { path: 'slab-service', ...page(() => import('./routes/slab-service').then((m) => m.SlabServicePage)) },
          { path: 'terms', ...page(() => import('./routes/terms').then((m) => m.TermsPage)) },
          { path: '*', ...page(() => import('./routes/not-found').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];
