import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatUsd } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useCloverConfig } from '@/api/payments/get-clover-config';
import { cardFieldErrors, describeFieldErrors, type CloverFieldType } from './clover-sdk';
import { CARD_FIELDS, useCloverCardFields } from './use-clover-card-fields';
import { TestCardHint } from './test-card-hint';
import { cardSummaryOf, type CardSummary } from '@shared/schemas/payment';

/**
 * The secure card step: cardholder name plus the provider's hosted card fields. The card number
 * never touches this site's code; the provider's SDK turns it into a single-use token, and
 * `onPay` sends that token to our server. `onPay` resolves to an error message, or null on success.
 */
export function CardPaymentForm({
  amountCents,
  defaultName,
  onPay,
  onBack,
  backDisabled,
  backLabel = 'Back to Form',
}: {
  amountCents: number;
  defaultName: string;
  /** `card`: the token's card details (last four, brand, expiry), sent along so declines count per card. */
  onPay: (token: string, cardholderName: string, card: CardSummary | undefined) => Promise<string | null>;
  onBack: () => void;
  backDisabled?: boolean;
  backLabel?: string;
}) {
  const id = useId();
  const config = useCloverConfig();
  const hostId = (type: string) => `${id.replace(/:/g, '')}-${type.toLowerCase()}`;
  const fields = useCloverCardFields(config.data, hostId);
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The provider's complaint about each card field, shown under that field.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CloverFieldType, string>>>({});
  const [busy, setBusy] = useState(false);

  const configError = config.isError ? 'Payment configuration not available. Please try again.' : null;
  const shownError = error ?? configError ?? fields.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setFieldErrors({});
    if (name.trim().length < 1) {
      setNameError('Please enter the cardholder name');
      return;
    }
    setNameError(null);
    const clover = fields.clover.current;
    if (!clover || fields.status !== 'ready') {
      setError('Payment system not ready. Please wait and try again.');
      return;
    }
    setBusy(true);
    try {
      let result: Awaited<ReturnType<typeof clover.createToken>>;
      try {
        result = await clover.createToken();
      } catch {
        setError('Failed to create secure payment token. Please check all card fields are filled.');
        return;
      }
      if (result.errors && Object.keys(result.errors).length) {
        setFieldErrors(cardFieldErrors(result.errors));
        setError(describeFieldErrors(result.errors));
        return;
      }
      if (!result.token) {
        setError('Payment configuration error. Please contact support.');
        return;
      }
      setError(await onPay(result.token, name.trim(), cardSummaryOf(result.card)));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Payment failed. Please check your card details and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Secure card payment">
      {config.data?.testMode ? <TestCardHint mode={config.data.mode} /> : null}
      <FormField label="Cardholder Name" error={nameError ?? undefined}>
        {(control) => <Input {...control} autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {CARD_FIELDS.map((field) => {
          const fieldError = fieldErrors[field.type];
          return (
            <div key={field.type} className={field.type === 'CARD_NUMBER' ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
              <span className="text-sm font-semibold text-ink-900">{field.label}</span>
              <div className={cn('relative min-h-11 rounded-md', fieldError && 'ring-2 ring-status-rejected/70')} data-invalid={fieldError ? 'true' : undefined}>
                {/* The SDK owns this element's children: React must never render inside it. */}
                <div id={hostId(field.type)} data-testid={`card-field-${field.type}`} />
                {fields.status === 'loading' ? <div className="absolute inset-0 h-11 animate-pulse rounded-md bg-paper-200" aria-hidden="true" /> : null}
              </div>
              {fieldError ? (
                <p className="text-sm font-medium text-status-rejected" data-testid={`card-error-${field.type}`}>
                  {fieldError}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {shownError ? (
        <p role="alert" className="rounded-md border border-status-rejected/30 bg-red-50 px-4 py-3 text-sm font-medium text-status-rejected">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={busy || backDisabled}>
          {backLabel}
        </Button>
        <Button type="submit" variant="gold" size="lg" disabled={busy || fields.status !== 'ready'}>
          <Lock aria-hidden="true" />
          {busy ? 'Processing Payment...' : `Pay ${formatUsd(amountCents)}`}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Card details are entered into fields hosted by our payment provider, Clover, and are never stored on our servers.
      </p>
    </form>
  );
}
