import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { accountWords, PASSWORD_HINT, passwordTooShort } from '@shared/password-rule';
import { changePasswordSchema } from '@shared/schemas/account';
import type { User } from '@shared/schemas/auth';
import { setSessionUser } from '@/api/auth/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { usePasswordRule } from '@/hooks/use-password-rule';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const MISMATCH = 'New password and confirmation do not match.';
const TOO_SHORT = `${passwordTooShort()}.`;

// The server's rules plus the confirmation, which only the screen knows about.
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MISMATCH });
type FormValues = z.infer<typeof formSchema>;

/** Change Password (docs/product.md, Pages): checked on the server; other signed-in browsers are signed out. */
export function ChangePasswordForm({ user }: { user: User }) {
  const change = useChangePassword();
  const client = useQueryClient();
  const passwordProblem = usePasswordRule();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The sign-in of an account asked to change its password lands here (#change-password).
  const { hash } = useLocation();
  const { setFocus } = form;
  useEffect(() => {
    if (hash !== '#change-password') return;
    document.getElementById('change-password')?.scrollIntoView({ block: 'start' });
    setFocus('currentPassword');
  }, [hash, setFocus]);
  const [current, next, confirm] = useWatch({ control: form.control, name: ['currentPassword', 'newPassword', 'confirmPassword'] });
  const filled = Boolean(current && next && confirm);

  // The product's toasts name the two mistakes a customer makes here; the fields say it too.
  const onInvalid = (fieldErrors: FieldErrors<FormValues>) => {
    if (fieldErrors.newPassword) toast({ variant: 'destructive', title: 'Password Too Short', description: TOO_SHORT });
    else if (fieldErrors.confirmPassword) toast({ variant: 'destructive', title: 'Password Mismatch', description: MISMATCH });
  };

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const weak = await passwordProblem(newPassword, accountWords(user), 'New password');
    if (weak) {
      form.setError('newPassword', { type: 'weak', message: weak }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'Password Too Common', description: weak });
      return;
    }
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      // The new password meets the rule: the request to change it (banner) goes away.
      const { passwordChangeRequired: _done, ...rest } = user;
      setSessionUser(client, rest);
      toast({ title: 'Password updated', description: 'Your password has been changed. Other devices have been signed out.' });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors = apiError?.fieldErrors ?? {};
      if (fieldErrors.currentPassword) form.setError('currentPassword', { message: fieldErrors.currentPassword }, { shouldFocus: true });
      if (fieldErrors.newPassword) form.setError('newPassword', { message: fieldErrors.newPassword });
      toast({ variant: 'destructive', title: 'Password not changed', description: apiError?.message ?? 'Please try again.' });
    }
  }, onInvalid);

  return (
    <Card id="change-password" className="scroll-mt-28">
      <CardHeader>
        <CardTitle className="text-xl">Change Password</CardTitle>
        <CardDescription>{PASSWORD_HINT} Other devices signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        {user.passwordChangeRequired ? (
          // Said here too: the sign-in lands on this form, below the banner at the top of the page.
          <p role="note" className="mb-5 max-w-md rounded-md border border-gold-500/60 bg-gold-100 px-3.5 py-2.5 text-sm text-ink-900">
            Your password was set under our older rules and is now too easy to guess. Please choose a new one.
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5" aria-label="Change Password">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />}
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />}
          </FormField>
          <Button type="submit" variant="primary" disabled={!filled || change.isPending} className="sm:justify-self-start">
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
