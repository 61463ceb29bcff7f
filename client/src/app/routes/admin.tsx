import { ShieldCheck } from 'lucide-react';
import { PageLoading } from '@/components/layout/page-loading';
import { AccessDeniedCard } from '@/features/admin/components/access-denied-card';
import { AdminDashboardScreen } from '@/app/admin-dashboard-screen';
import { useSession } from '@/api/auth/session';
import { AuthCard } from '@/features/auth/components/auth-card';

/**
 * /admin: the dashboard for admins, Access Denied for a signed-in customer, and the sign-in card for
 * a visitor (composed here: features do not import each other). Signing in as an admin lands back
 * here (the login form sends admins to /admin), a customer then sees Access Denied.
 */
export function AdminPage() {
  const { user, isAdmin, isPending } = useSession({ showRemembered: true });
  // Wait for the first answer instead of flashing the sign-in card or 'Access Denied' at an admin.
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <div className="flex flex-1 flex-col items-center gap-6 bg-[linear-gradient(to_bottom,var(--color-ink-900)_0,var(--color-ink-900)_12rem,transparent_12rem)] px-4 py-12 sm:py-16">
        <p className="surface-dark inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-4 py-1.5 text-sm font-semibold text-gold-200">
          <ShieldCheck className="size-4" aria-hidden="true" /> Sign in with an admin account to open the Admin Dashboard
        </p>
        <AuthCard initialMode="login" />
      </div>
    );
  }
  if (!isAdmin) return <AccessDeniedCard />;
  return <AdminDashboardScreen user={user} />;
}
