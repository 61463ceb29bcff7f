import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { User } from '@shared/schemas/auth';
import { totpCodeSchema } from '@shared/schemas/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { isSecondFactorRequired, useLogin } from '../api/login';
import { FormAlert } from './form-alert';
import { OneTimeCodeInput } from './one-time-code-input';

const codeSchema = z.object({ totp: totpCodeSchema });
type CodeInput = z.infer<typeof codeSchema>;

/**
 * The sign-in's second step for an admin (decision 019): the same page, after the password was
 * accepted. The 6-digit code of their authenticator app, or one of their recovery codes.
 */
export function SecondFactorStep({
  credentials,
  onSignedIn,
  onBack,
}: {
  credentials: { usernameOrEmail: string; password: string };
  onSignedIn: (user: User) => void;
  onBack: () => void;
}) {
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { totp: '' } });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('totp'), [recovery, setFocus]);

  const onSubmit = form.handleSubmit(async ({ totp }) => {
    setFormError(null);
    try {
      onSignedIn(await login.mutateAsync({ ...credentials, totp }));
    } catch (error) {
      // A wrong or spent code names the field; throttling or an outage says so in its own words.
      if (isSecondFactorRequired(error)) form.setError('totp', { message: error.fieldErrors.totp ?? error.message });
      else setFormError(error instanceof ApiError ? error.message : 'Could not sign in. Please try again.');
      form.resetField('totp', { keepError: true });
      form.setFocus('totp');
    }
  });

  const pending = login.isPending || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Two-step sign-in">
      <p className="flex items-start gap-3 rounded-md border border-gold-500/30 bg-gold-300/10 px-3.5 py-3 text-sm text-ink-900">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" />
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Your password is right. Now enter the 6-digit code your authenticator app shows for this site.'}
      </p>
      {recovery ? (
        <FormField key="recovery" label="Recovery code" error={errors.totp?.message}>
          {(control) => (
            <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="XXXXX-XXXXX" className="font-mono tracking-widest" {...form.register('totp')} />
          )}
        </FormField>
      ) : (
        <FormField key="code" label="Authentication code" error={errors.totp?.message}>
          {(control) => (
            <OneTimeCodeInput {...control} {...form.register('totp')} />
          )}
        </FormField>
      )}
      <FormAlert message={formError} />
      <Button type="submit" variant="gold" size="lg" disabled={pending} className="w-full">
        {pending ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={() => {
            form.reset({ totp: '' });
            setRecovery((r) => !r);
          }}
          className="rounded-sm font-medium text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900"
        >
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
        </button>
        <button type="button" onClick={onBack} className="rounded-sm font-medium text-slate-600 underline underline-offset-4 hover:text-ink-900">
          Back
        </button>
      </div>
    </form>
  );
}
