import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { FormAlert } from './form-alert';

/** Asks for a reset link. The answer is the same for every address, so it never tells who has an account. */
export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.email) form.setError('email', { message: apiError.fieldErrors.email });
      else setFormError(apiError?.message ?? 'Something went wrong. Please try again.');
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-md border border-ink-900/10 bg-paper-100 p-4 text-sm text-ink-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-ink-900" aria-hidden="true" />
        <p>{sent} Check your spam folder if it does not arrive within a few minutes.</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset your password">
      <FormField label="Email" error={errors.email?.message} hint="The address of your account. We will e-mail you a link to choose a new password.">
        {(control) => <Input {...control} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />}
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" variant="gold" size="lg" disabled={forgot.isPending} className="w-full">
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
