import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginSchema, type LoginInput, type User } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { isSecondFactorRequired, useLogin } from '../api/login';
import { FormAlert } from './form-alert';
import { SecondFactorStep } from './second-factor-step';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username/email or password';

export function LoginForm({ autoFocus = false, onForgotPassword }: { autoFocus?: boolean; onForgotPassword?: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  // An admin's password was right: the second step asks for their code (second-factor-step.tsx).
  const [secondStep, setSecondStep] = useState<{ usernameOrEmail: string; password: string } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus('usernameOrEmail');
  }, [autoFocus, setFocus]);

  const signedIn = (user: User) => {
    // An admin without a second factor yet lands on its set-up (decision 019), not on a welcome.
    if (user.mfaSetupRequired) toast({ title: 'Signed in', description: 'Set up two-step sign-in to open the Admin Dashboard.' });
    else toast({ title: 'Welcome back', description: `Signed in as ${user.firstName || user.username}.` });
    if (user.role === 'admin') void navigate('/admin');
    else if (user.passwordChangeRequired) void navigate('/account/settings#change-password');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      signedIn(await login.mutateAsync(values));
    } catch (error) {
      if (isSecondFactorRequired(error)) {
        setSecondStep({ usernameOrEmail: values.usernameOrEmail, password: values.password });
        return;
      }
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
  if (secondStep) {
    return (
      <SecondFactorStep
        credentials={secondStep}
        onSignedIn={signedIn}
        onBack={() => {
          setSecondStep(null);
          form.resetField('password');
        }}
      />
    );
  }
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
