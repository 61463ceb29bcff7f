import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username/email or password';

export function LoginForm({ autoFocus = false, onForgotPassword }: { autoFocus?: boolean; onForgotPassword?: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus('usernameOrEmail');
  }, [autoFocus, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await login.mutateAsync(values);
      toast({ title: 'Welcome back', description: `Signed in as ${user.firstName || user.username}.` });
      if (user.role === 'admin') void navigate('/admin');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // Wrong credentials get the one neutral sentence; throttling or an outage gets its own
      // message, since "invalid password" would send the user hunting for a typo.
      const wrongCredentials = !apiError || apiError.status === 401 || apiError.status === 400;
      setFormError(wrongCredentials ? INVALID_CREDENTIALS_MESSAGE : apiError.message);
      toast({ variant: 'destructive', title: 'Login failed', description: apiError?.message || 'Invalid credentials' });
      form.resetField('password', { keepError: false });
      form.setFocus('password');
    }
  });

  const pending = login.isPending || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Account Login">
      <FormField label="Username or Email" error={errors.usernameOrEmail?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('usernameOrEmail')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      {onForgotPassword ? (
        <button
          type="button"
          onClick={onForgotPassword}
          className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900"
        >
          Forgot password?
        </button>
      ) : null}
      <FormAlert message={formError} />
      <Button type="submit" variant="gold" size="lg" disabled={pending} className="w-full">
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
