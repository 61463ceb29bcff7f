import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/auth';
import { LogoMark } from '@/components/brand/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The welcome badge's name (spec 02, 2.7): first name, else email, else 'Admin'. */
export function adminDisplayName(user: Pick<User, 'firstName' | 'email'> | null): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'Admin';
}

/** The admin dashboard's frame; its statistics and tables arrive in the admin release. */
export function AdminDashboardPlaceholder({ user, logout }: { user: User; logout?: ReactNode }) {
  useDocumentTitle('Admin Dashboard');
  return (
    <>
      <section className="surface-dark border-b border-white/5 bg-ink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-6 px-4 py-10 sm:px-6 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">Back office</p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-wide uppercase sm:text-5xl">Admin Dashboard</h1>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-4 py-1.5 text-sm font-semibold text-gold-200">
              <span className="size-1.5 rounded-full bg-gold-300" aria-hidden="true" />
              Welcome, {adminDisplayName(user)}
            </span>
            {logout}
          </div>
        </div>
      </section>
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-xl border border-ink-900/10 bg-white p-8 shadow-card sm:flex-row sm:items-center sm:p-10">
          <LogoMark className="h-14 shrink-0" />
          <div className="grid gap-1.5">
            <p className="flex items-center gap-2 font-display text-lg font-medium tracking-wide text-ink-900 uppercase">
              <LayoutDashboard className="size-5 text-gold-600" aria-hidden="true" /> Overview
            </p>
            <p className="text-slate-600">
              The dashboard is being prepared: submissions, users, the collection and blog posts will be managed here.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
