import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_HINT } from '@shared/password-rule';
import { newPasswordField } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { usePasswordRule } from '@/hooks/use-password-rule';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from './form-alert';

const formSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'New password and confirmation do not match.' });
type FormValues = z.infer<typeof formSchema>;

const signInLink = 'font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900';

/** The page the e-mailed link opens: a new password, twice; the link works once, for one hour. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const passwordProblem = usePasswordRule();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  if (!token) {
    return (
      <FormAlert message="This reset link is incomplete. Open the link from the e-mail again, or ask for a new one from the sign-in page." />
    );
  }
  if (done) {
    return (
      <div role="status" className="grid gap-4">
        <p className="flex items-start gap-3 rounded-md border border-status-completed/30 bg-green-50 p-4 text-sm text-ink-900">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-status-completed" aria-hidden="true" />
          {done}
        </p>
        <Button asChild variant="gold" size="lg" className="w-full">
          <Link to="/account">Sign In</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    // The account's own words are not known here (no sign-in): the server checks those.
    const weak = await passwordProblem(newPassword, [], 'New password');
    if (weak) {
      form.setError('newPassword', { type: 'weak', message: weak }, { shouldFocus: true });
      return;
    }
    try {
      setDone((await reset.mutateAsync({ token, newPassword })).message);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.newPassword) form.setError('newPassword', { message: apiError.fieldErrors.newPassword });
      else setFormError(apiError?.message ?? 'Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
      <FormField label="New Password" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </FormField>
      <FormAlert message={formError} />
      {formError ? (
        <p className="text-sm text-slate-600">
          <Link to="/account" className={signInLink}>
            Go to sign in
          </Link>{' '}
          and choose “Forgot password?” to get a new link.
        </p>
      ) : null}
      <Button type="submit" variant="gold" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
