import { Award, FileStack, KeyRound, LayoutDashboard, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/password-rule';
import type { User } from '@shared/schemas/auth';
import { cn } from '@/lib/utils';

const MENU = [
  { to: '/account', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/account/submissions', label: 'My Submissions', icon: FileStack, end: false },
  { to: '/account/certificates', label: 'My Certificates', icon: Award, end: false },
  { to: '/account/profile', label: 'Profile', icon: UserRound, end: true },
  { to: '/account/settings', label: 'Settings', icon: Settings, end: true },
] as const;

/**
 * An account whose password was chosen under an older, weaker rule: asked (not forced) to choose a
 * new one, on every account screen until it does; its submissions stay reachable meanwhile.
 */
function PasswordChangeBanner() {
  return (
    <div role="alert" className="mb-6 flex flex-wrap items-start gap-3 rounded-lg border border-gold-500/60 bg-gold-100 px-4 py-3.5 text-sm text-ink-900 shadow-card">
      <KeyRound className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Please choose a new password.</span> Yours was set under our older rules and is now too easy to
        guess. A new one needs at least {PASSWORD_MIN_LENGTH} characters and must not be a common password.
      </p>
      <Link
        to="/account/settings#change-password"
        className="basis-full pl-8 font-semibold whitespace-nowrap underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900 sm:basis-auto sm:pl-0"
      >
        Change password
      </Link>
    </div>
  );
}

/** 'My Account': the title band, the side menu (a scrolling tab row on phones) and the content. */
export function AccountShell({ user, logout, children }: { user: User; logout: ReactNode; children: ReactNode }) {
  return (
    <>
      <section className="surface-dark border-b border-white/5 bg-ink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-10 sm:px-6 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">Collector account</p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-wide uppercase sm:text-5xl">My Account</h1>
          </div>
          <p className="text-sm text-mist-300">
            Signed in as <span className="font-semibold text-white">{user.firstName} {user.lastName}</span>
          </p>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[240px_1fr] lg:gap-10 lg:px-8 lg:py-12">
        <nav aria-label="Account" className="min-w-0 lg:sticky lg:top-28 lg:self-start">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
            {MENU.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md border px-3.5 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive
                        ? 'border-ink-900 bg-ink-900 text-white'
                        : 'border-transparent text-slate-700 hover:border-ink-900/10 hover:bg-white',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden border-t border-ink-900/10 pt-4 lg:block">{logout}</div>
        </nav>
        <div className="min-w-0">
          {user.passwordChangeRequired ? <PasswordChangeBanner /> : null}
          {children}
        </div>
        <div className="border-t border-ink-900/10 pt-6 lg:hidden">{logout}</div>
      </div>
    </>
  );
}
