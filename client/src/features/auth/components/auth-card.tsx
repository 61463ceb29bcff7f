import { BadgeCheck, FileDown, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Seal } from '@/components/brand/seal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The modes an address can open the card in (/login, /register); 'forgot' is reached from the login form. */
export type AuthMode = 'login' | 'register';
type Mode = AuthMode | 'forgot';

const BENEFITS = [
  { icon: PackageSearch, text: 'Follow every submission from arrival to verdict' },
  { icon: FileDown, text: 'Download your letters and submission PDFs' },
  { icon: BadgeCheck, text: 'Check out faster with your details on file' },
] as const;

const COPY: Record<Mode, { title: string; description: string; switchPrompt: string; switchLabel: string }> = {
  login: {
    title: 'Account Login',
    description: 'Sign in to follow your submissions and certificates.',
    switchPrompt: "Don't have an account?",
    switchLabel: 'Create one',
  },
  register: {
    title: 'Create Account',
    description: 'Register once; every future submission is kept in one place.',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
  forgot: {
    title: 'Forgot Password',
    description: 'Enter the email of your account and we will send you a link to choose a new password.',
    switchPrompt: 'Remembered it?',
    switchLabel: 'Back to sign in',
  },
};

/**
 * The signed-out /account screen: one card that switches between signing in and registering;
 * /register opens it in registration mode (initialMode).
 */
export function AuthCard({ initialMode = 'login' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  // Focus moves into the form only after a switch, never on first arrival (it would scroll on mobile).
  const [switched, setSwitched] = useState(false);
  const copy = COPY[mode];
  useDocumentTitle(copy.title);

  const switchMode = (next?: Mode) => {
    setMode((m) => next ?? (m === 'login' ? 'register' : 'login'));
    setSwitched(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-card lg:grid-cols-[0.9fr_1.1fr]">
      <aside className="surface-dark relative hidden overflow-hidden bg-ink-900 p-10 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_20%_0%,rgba(207,171,87,0.18),transparent_60%)]"
        />
        <div className="relative">
          <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">Collector account</p>
          <p className="mt-4 font-display text-3xl leading-tight font-semibold tracking-wide uppercase">
            Your collection, on the record.
          </p>
        </div>
        <Seal className="relative mx-auto my-8 w-48" />
        <ul className="relative grid gap-4">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-mist-200">
              <Icon className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </aside>

      <div className="p-6 sm:p-10">
        <div className="mb-8 grid gap-2">
          <h1 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">{copy.title}</h1>
          <p className="text-sm text-slate-600">{copy.description}</p>
        </div>
        {mode === 'login' ? <LoginForm autoFocus={switched} onForgotPassword={() => switchMode('forgot')} /> : null}
        {mode === 'register' ? <RegisterForm autoFocus={switched} /> : null}
        {mode === 'forgot' ? <ForgotPasswordForm autoFocus={switched} /> : null}
        <p className="mt-8 border-t border-ink-900/10 pt-6 text-center text-sm text-slate-600">
          {copy.switchPrompt}{' '}
          <button
            type="button"
            onClick={() => switchMode()}
            className="rounded-sm font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900"
          >
            {copy.switchLabel}
          </button>
        </p>
      </div>
    </div>
  );
}
