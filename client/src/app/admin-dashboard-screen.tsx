import type { User } from '@shared/schemas/auth';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { BlogPostsManager } from '@/features/blog/components/admin/blog-posts-manager';
import { CollectionGallery } from '@/features/collection/components/collection-gallery';

/**
 * The admin dashboard with its content tabs, as /admin and /account show it: the collection and
 * blog tools belong to their features, so the app composes them into the dashboard's slots.
 */
export function AdminDashboardScreen({ user }: { user: User }) {
  return (
    <AdminDashboard
      user={user}
      logout={<LogoutButton variant="outline-dark" />}
      collectionTab={<CollectionGallery isAdmin />}
      blogPostsTab={<BlogPostsManager />}
    />
  );
}
