import { RefreshCw } from 'lucide-react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountShell } from '@/features/account/components/account-shell';
import { AdminDashboardScreen } from '@/app/admin-dashboard-screen';
import { useSession } from '@/api/auth/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import type { AccountContext } from './account-context';

/**
 * Above the sign-in card when a confirmation e-mail's "Follow your submission" (?order=) led here:
 * which account to use. The address stays as it is, so after signing in or registering the customer
 * is on My Submissions with that order offered to add.
 */
function FollowedOrderNote({ orderNumber }: { orderNumber: string }) {
  return (
    <p role="note" className="mb-4 rounded-lg border border-gold-500/50 bg-white px-4 py-3 text-sm text-ink-900 shadow-card">
      Sign in or create an account with the e-mail address you used for order <span className="font-mono font-semibold">{orderNumber}</span> to
      follow it here. We then offer to add it to your account.
    </p>
  );
}

function AccountLoading() {
  useDocumentTitle('Account');
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border border-ink-900/10 bg-white p-10 shadow-card" role="status" aria-label="Checking your sign-in">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="mt-4 h-11" />
      <Skeleton className="h-11" />
      <Skeleton className="mt-2 h-12" />
    </div>
  );
}

function AccountUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle('Account');
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border border-ink-900/10 bg-white p-10 text-center shadow-card">
      <h1 className="font-display text-2xl font-semibold tracking-wide uppercase">Account unavailable</h1>
      <p className="text-slate-600">We couldn't check your sign-in just now. {message}</p>
      <Button variant="primary" className="mx-auto" onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}

/**
 * Every /account route is this one screen (docs/product.md, Pages): the sign-in card when signed out, the
 * admin dashboard for an admin on /account, otherwise 'My Account' with the matched screen in its
 * content area (an admin sets their name in Profile like anyone).
 */
export function AccountPage() {
  const { user, isAdmin, isPending, error, refetch } = useSession({ showRemembered: true });
  // /login and /register arrive as ?mode=login|register; any other /account address keeps its URL,
  // so a visitor who signs in here lands on the very screen they asked for.
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'register' ? 'register' : 'login';
  // /account itself is the admin dashboard for an admin; their profile and settings stay reachable.
  const atDashboard = useLocation().pathname.replace(/\/+$/, '') === '/account';
  const order = params.get('order')?.toUpperCase() ?? '';
  const followedOrder = ORDER_NUMBER_PATTERN.test(order) ? order : null;

  if (isPending || (!user && error)) {
    return (
      <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
        {isPending ? <AccountLoading /> : <AccountUnavailable message={error?.message ?? ''} onRetry={() => void refetch()} />}
      </div>
    );
  }
  if (!user) {
    return (
      <div className="flex flex-1 items-start justify-center bg-[linear-gradient(to_bottom,var(--color-ink-900)_0,var(--color-ink-900)_12rem,transparent_12rem)] px-4 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-5xl">
          {followedOrder ? <FollowedOrderNote orderNumber={followedOrder} /> : null}
          <AuthCard key={mode} initialMode={mode} />
        </div>
      </div>
    );
  }
  if (isAdmin && atDashboard) {
    return <AdminDashboardScreen user={user} />;
  }
  return (
    <AccountShell user={user} logout={<LogoutButton className="w-full justify-start" variant="ghost" />}>
      <Outlet context={{ user } satisfies AccountContext} />
    </AccountShell>
  );
}
