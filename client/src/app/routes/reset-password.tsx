import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLinkToken } from '@/hooks/use-link-token';

/** /reset-password#token=…: where the forgotten-password e-mail leads (older links: ?token=…). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const token = useLinkToken();
  return (
    <div className="flex flex-1 items-start justify-center bg-[linear-gradient(to_bottom,var(--color-ink-900)_0,var(--color-ink-900)_12rem,transparent_12rem)] px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
        <div className="mb-8 grid gap-2">
          <h1 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">Reset Password</h1>
          <p className="text-sm text-slate-600">Choose a new password for your account. You will then sign in with it.</p>
        </div>
        <ResetPasswordForm token={token} />
      </div>
    </div>
  );
}
