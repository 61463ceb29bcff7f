import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Download, KeyRound, ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { totpEnableSchema, totpSetupRequestSchema, type TotpSetup, type TotpSetupRequest } from '@shared/schemas/second-factor';
import { refreshSession } from '@/api/auth/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useEnableTotp } from '../api/enable-totp';
import { useSetupTotp } from '../api/setup-totp';
import { FormAlert } from './form-alert';
import { OneTimeCodeInput } from './one-time-code-input';

// The code is typed in step 2; the password, asked in step 1, is sent again with it.
const codeSchema = totpEnableSchema.pick({ code: true });
type CodeInput = { code: string };

/** The secret in groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-labelledby={`totp-step-${n}`}>
      <h2 id={`totp-step-${n}`} className="flex items-center gap-3 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-ink-900 text-sm text-gold-200" aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      <div className="grid gap-3 sm:pl-10">{children}</div>
    </section>
  );
}

/**
 * An admin's enrolment (decision 019): shown instead of the back office until the admin has set up a
 * second factor. Scan the QR code (or type the secret), confirm with a code, keep the recovery codes,
 * which are shown this once.
 */
export function SecondFactorSetup({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Set up two-step sign-in');
  const client = useQueryClient();
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const [secret, setSecret] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The password is asked again before the secret is shown, and sent with the code (decision 019).
  const [password, setPassword] = useState('');
  const passwordForm = useForm<TotpSetupRequest>({ resolver: zodResolver(totpSetupRequestSchema), defaultValues: { password: '' } });
  const form = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;

  const start = passwordForm.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSecret(await setup.mutateAsync(values));
      setPassword(values.password);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.password) passwordForm.setError('password', { message: apiError.fieldErrors.password });
      else setFormError(apiError?.message ?? 'Could not start the set-up. Please try again.');
      passwordForm.setFocus('password');
    }
  });

  const onConfirm = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setCodes((await enable.mutateAsync({ ...values, password })).recoveryCodes);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.code) form.setError('code', { message: apiError.fieldErrors.code });
      else setFormError(apiError?.fieldErrors.password ?? apiError?.message ?? 'Could not confirm the code. Please try again.');
      form.setFocus('code');
    }
  });

  const codesText = codes ? `G.O.A.T. Authentication admin recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n` : '';
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codesText);
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the codes and copy them, or download them.' });
    }
  };
  const downloadCodes = () => {
    const url = URL.createObjectURL(new Blob([codesText], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'goat-admin-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-1 flex-col items-center bg-[linear-gradient(to_bottom,var(--color-ink-900)_0,var(--color-ink-900)_12rem,transparent_12rem)] px-4 py-10 sm:py-14">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-600 uppercase">
            <ShieldCheck className="size-4" aria-hidden="true" /> Admin account
          </p>
          <h1 className="font-display text-2xl font-semibold tracking-wide uppercase sm:text-3xl">
            Set up two-step <span className="whitespace-nowrap">sign-in</span>
          </h1>
          <CardDescription>
            The back office holds customers&apos; details and payments, so admins sign in with a password and a code from an
            authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…). It takes a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          {codes ? (
            <Step n={3} title="Keep your recovery codes">
              <p className="text-sm text-slate-700">
                If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: copy or
                download them and keep them somewhere safe, away from your password.
              </p>
              <ul className="grid grid-cols-2 gap-2 rounded-lg border border-ink-900/10 bg-paper-100 p-4 font-mono text-sm sm:grid-cols-2 sm:text-base" aria-label="Recovery codes">
                {codes.map((code) => (
                  <li key={code} className="text-center tracking-widest text-ink-900">
                    {code}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-3">
                <Button type="button" variant="outline" onClick={() => void copyCodes()}>
                  <Copy className="size-4" aria-hidden="true" /> Copy codes
                </Button>
                <Button type="button" variant="outline" onClick={downloadCodes}>
                  <Download className="size-4" aria-hidden="true" /> Download codes
                </Button>
              </div>
              <CheckboxField label="I have saved my recovery codes" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
              <Button type="button" variant="gold" size="lg" disabled={!saved} onClick={() => void refreshSession(client)}>
                Continue to the Admin Dashboard
              </Button>
            </Step>
          ) : (
            <>
              <Step n={1} title="Add this site to your app">
                {secret ? (
                  <div className="grid items-center gap-5 sm:grid-cols-[auto_1fr]">
                    <img src={secret.qrCode} alt="QR code for your authenticator app" width={200} height={200} className="mx-auto size-50 rounded-md border border-ink-900/10 bg-white p-2" />
                    <div className="grid gap-2 text-sm text-slate-700">
                      <p className="flex items-start gap-2">
                        <Smartphone className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" /> Scan the code with your authenticator app.
                      </p>
                      <p>Cannot scan? Add an account by hand with this key (time-based):</p>
                      <p className="rounded-md border border-ink-900/10 bg-paper-100 px-3 py-2 font-mono text-base tracking-wider break-all text-ink-900" aria-label="Secret key">
                        {grouped(secret.secret)}
                      </p>
                    </div>
                  </div>
                ) : (
                  <form onSubmit={start} noValidate className="grid gap-4" aria-label="Confirm your password">
                    <p className="text-sm text-slate-700">Open your authenticator app on your phone, then enter your password to show the QR code to scan.</p>
                    <FormField label="Password" error={passwordForm.formState.errors.password?.message} hint="Your account's password, asked again to protect the back office.">
                      {(control) => <PasswordInput {...control} autoComplete="current-password" {...passwordForm.register('password')} />}
                    </FormField>
                    <Button type="submit" variant="gold" size="lg" className="justify-self-start" disabled={setup.isPending}>
                      <KeyRound className="size-4" aria-hidden="true" /> {setup.isPending ? 'Preparing...' : 'Show my QR code'}
                    </Button>
                  </form>
                )}
              </Step>
              <Step n={2} title="Confirm with a code">
                <form onSubmit={onConfirm} noValidate className="grid gap-4" aria-label="Confirm the authenticator app">
                  <FormField label="Authentication code" error={errors.code?.message} hint="The 6 digits your app shows for G.O.A.T. Authentication.">
                    {(control) => (
                      <OneTimeCodeInput {...control} disabled={!secret} className="max-w-48" {...form.register('code')} />
                    )}
                  </FormField>
                  <FormAlert message={formError} />
                  <Button type="submit" variant="gold" size="lg" className="justify-self-start" disabled={!secret || enable.isPending}>
                    {enable.isPending ? 'Checking...' : 'Turn on two-step sign-in'}
                  </Button>
                </form>
              </Step>
            </>
          )}
          {actions ? <div className="flex justify-end border-t border-ink-900/10 pt-5">{actions}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
