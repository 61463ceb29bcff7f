import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EXAMPLE_CERTIFICATE_NUMBER, isValidCertificateNumber } from '@shared/certificate-number';
import { certificateLookupSchema, type CertificateLookup } from '@shared/schemas/certificate';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/hooks/use-hydrated';

export const NUMBER_HINT = 'This number does not look right — check for a mistyped character.';

/** A number long enough to judge whose check character does not match: a gentle hint, never a block. */
const looksMistyped = (value: string) => value.trim().length >= 5 && !isValidCertificateNumber(value);

/**
 * The lookup form (docs/product.md, Input rules). With a number from the letter's QR code it is shown as given,
 * with a Change link, and only the last name is asked.
 *
 * The number arrives after hydration (the page is prerendered without a query string) or changes with
 * another QR link: it is written into this form, not by mounting a new one, so what the visitor typed
 * while the page was starting stays: the last name always, and a number of their own (not replaced).
 */
export function CertificateLookupForm({
  prefilledNumber,
  pending,
  onLookup,
}: {
  prefilledNumber: string | null;
  pending: boolean;
  /** The lookup to show, or null when the form was sent with an error (the last answer must not stay). */
  onLookup: (lookup: CertificateLookup | null) => void;
}) {
  const [editingNumber, setEditingNumber] = useState(!prefilledNumber);
  // Disabled until hydrated: sent by the browser itself, the last name would land in the address.
  const hydrated = useHydrated();
  const form = useForm<CertificateLookup>({
    resolver: zodResolver(certificateLookupSchema),
    defaultValues: { certificateNumber: prefilledNumber ?? '', lastName: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  const number = useWatch({ control: form.control, name: 'certificateNumber' });
  const showNumberInput = editingNumber || Boolean(errors.certificateNumber);

  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!prefilledNumber) return;
    const current = form.getValues('certificateNumber').trim();
    if (current !== '' && current !== prefilledNumber && current !== applied.current) return;
    applied.current = prefilledNumber;
    form.setValue('certificateNumber', prefilledNumber);
    form.clearErrors('certificateNumber');
    setEditingNumber(false);
    setFocus('lastName');
  }, [prefilledNumber, form, setFocus]);

  // Sent with an error (fields cleared, a mistyped number): the previous answer goes, or "Valid" would
  // stand under a form that no longer names that certificate.
  const onSubmit = form.handleSubmit(
    (values) => onLookup(values),
    () => onLookup(null),
  );
  const hint = looksMistyped(number) ? NUMBER_HINT : undefined;

  return (
    <>
      <p className="mb-6 text-sm text-slate-600">
        {showNumberInput ? 'Both must match our records.' : 'Your certificate number is filled in from the QR code. Enter the last name to finish.'}
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Certificate lookup">
        {showNumberInput ? (
          <FormField label="Certificate Number" error={errors.certificateNumber?.message} hint={hint ?? `As printed on your letter, for example ${EXAMPLE_CERTIFICATE_NUMBER}.`}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="GC-XXXXX-XXXXX"
                className="font-mono tracking-wider uppercase placeholder:normal-case"
                {...form.register('certificateNumber')}
              />
            )}
          </FormField>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor="certificate-number-given">Certificate Number</Label>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border border-gold-500/40 bg-gold-100/60 px-3.5 py-2.5">
              <output id="certificate-number-given" className="font-mono text-base font-semibold tracking-wider text-ink-900">
                {number}
              </output>
              <button
                type="button"
                onClick={() => {
                  setEditingNumber(true);
                  // The input appears on the next render.
                  setTimeout(() => setFocus('certificateNumber'), 0);
                }}
                className="rounded-sm text-sm font-medium text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900"
              >
                Change<span className="sr-only"> certificate number</span>
              </button>
            </div>
            <p className="text-xs text-slate-600">{hint ?? 'From the QR code on your letter.'}</p>
          </div>
        )}
        <FormField label="Last Name" error={errors.lastName?.message} hint="The last name of the person the letter was issued to.">
          {(control) => <Input {...control} autoComplete="family-name" spellCheck={false} {...form.register('lastName')} />}
        </FormField>
        <Button type="submit" variant="gold" size="lg" disabled={pending || !hydrated} className="w-full">
          <Search aria-hidden="true" />
          {pending ? 'Checking...' : 'Verify Certificate'}
        </Button>
      </form>
    </>
  );
}
