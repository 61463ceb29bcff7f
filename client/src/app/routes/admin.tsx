import { PageLoading } from '@/components/layout/page-loading';
import { AccessDeniedCard } from '@/features/admin/components/access-denied-card';
import { AdminDashboardPlaceholder } from '@/features/admin/components/admin-dashboard-placeholder';
import { useUser } from '@/api/auth/get-user';
import { LogoutButton } from '@/features/auth/components/logout-button';

/** /admin: the dashboard for admins, the Access Denied card for everyone else. */
export function AdminPage() {
  const { user, isAdmin, isPending } = useUser();
  // Wait for the first answer instead of flashing 'Access Denied' at an admin.
  if (isPending) return <PageLoading />;
  if (!user || !isAdmin) return <AccessDeniedCard />;
  return <AdminDashboardPlaceholder user={user} logout={<LogoutButton variant="outline-dark" />} />;
}
