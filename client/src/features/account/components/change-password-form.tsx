import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const MISMATCH = 'New password and confirmation do not match.';
const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

// The server's rules plus the confirmation, which only the screen knows about.
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MISMATCH });
type FormValues = z.infer<typeof formSchema>;

/** Change Password (spec 02, 2.6 and 5): checked on the server; other signed-in browsers are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [current, next, confirm] = useWatch({ control: form.control, name: ['currentPassword', 'newPassword', 'confirmPassword'] });
  const filled = Boolean(current && next && confirm);

  // The spec's toasts name the two mistakes a customer makes here; the fields say it too.
  const onInvalid = (fieldErrors: FieldErrors<FormValues>) => {
    if (fieldErrors.newPassword) toast({ variant: 'destructive', title: 'Password Too Short', description: TOO_SHORT });
    else if (fieldErrors.confirmPassword) toast({ variant: 'destructive', title: 'Password Mismatch', description: MISMATCH });
  };

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
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
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Change Password</CardTitle>
        <CardDescription>At least {PASSWORD_MIN_LENGTH} characters. Other devices signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
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
