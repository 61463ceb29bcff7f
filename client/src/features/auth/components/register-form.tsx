import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountWords, PASSWORD_HINT } from '@shared/password-rule';
import { registerSchema, type RegisterInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { usePasswordRule } from '@/hooks/use-password-rule';
import { ApiError } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { FormAlert } from './form-alert';

const FALLBACK_MESSAGE = 'Registration failed. Please try again.';
const FIELDS = ['username', 'email', 'firstName', 'lastName', 'password'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

export function RegisterForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const registerUser = useRegister();
  const passwordProblem = usePasswordRule();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', firstName: '', lastName: '', password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus('username');
  }, [autoFocus, setFocus]);

  const onSubmit = form.handleSubmit(async ({ username, email, firstName, lastName, password }) => {
    setFormError(null);
    try {
      const weak = await passwordProblem(password, accountWords({ username, email, firstName, lastName }));
      if (weak) {
        form.setError('password', { type: 'weak', message: weak }, { shouldFocus: true });
        return;
      }
      const user = await registerUser.mutateAsync({ username, email, firstName, lastName, password });
      toast({ title: 'Account created', description: `Welcome to G.O.A.T. Authentication, ${user.firstName}.` });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A taken username or email (409) and server-side validation (400) belong on their field.
      const fieldErrors = Object.entries(apiError?.fieldErrors ?? {}).filter(([key]) => isField(key));
      for (const [key, message] of fieldErrors) {
        if (isField(key)) form.setError(key, { type: 'server', message }, { shouldFocus: true });
      }
      // Otherwise the generic sentence, except when the server could not be reached at all.
      if (fieldErrors.length === 0) setFormError(apiError?.status === 0 ? apiError.message : FALLBACK_MESSAGE);
      toast({ variant: 'destructive', title: 'Registration failed', description: apiError?.message || FALLBACK_MESSAGE });
    }
  });

  const pending = registerUser.isPending || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create Account">
      <FormField label="Username" error={errors.username?.message} hint="3 to 20 letters, numbers or underscores.">
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" spellCheck={false} {...form.register('email')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" variant="gold" size="lg" disabled={pending} className="w-full">
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
