import type { User } from '@shared/schemas/auth';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { SecondFactorSetup } from '@/features/auth/components/second-factor-setup';
import { BlogPostsManager } from '@/features/blog/components/admin/blog-posts-manager';
import { CollectionGallery } from '@/features/collection/components/collection-gallery';

/**
 * The admin dashboard with its content tabs (or, for an admin without a second factor yet, its set-up), as /admin and /account show it: the collection and
 * blog tools belong to their features, so the app composes them into the dashboard's slots.
 */
export function AdminDashboardScreen({ user }: { user: User }) {
  // Signed in with the password alone and no second factor yet: enrolment first (decision 019).
  if (user.mfaSetupRequired) return <SecondFactorSetup actions={<LogoutButton variant="outline" />} />;
  return (
    <AdminDashboard
      user={user}
      logout={<LogoutButton variant="outline-dark" />}
      collectionTab={<CollectionGallery isAdmin />}
      blogPostsTab={<BlogPostsManager />}
    />
  );
}
