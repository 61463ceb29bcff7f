import { useEffect, useRef, useState } from 'react';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { useCheckoutStep } from '@/components/checkout/use-checkout-step';
import { useSubmitAgain } from '@/components/checkout/use-submit-again';
import { forgetPersistedForm } from '@/components/forms/use-persisted-form';
import { duplicateOfError } from '@/api/submissions/check-duplicate';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateSubmission } from '@/api/submissions/create-submission';
import { downloadSubmissionPdf } from '@/api/submissions/download-submission-pdf';
import type { BundleRequest } from '../lib/bundle-params';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FullLoaForm } from './full-loa-form';
import { FullLoaSubmitted } from './full-loa-submitted';

export const FULL_LOA_STEPS = ['Fill Form & Submit', 'Ship Your Item', 'Receive Invoice'] as const;
// The steps in the address (?step=): the form, then what to ship once the order is placed.
const STEP_NAMES = ['form', 'ship'] as const;

/** Downloads the submission PDF and says how it went (docs/product.md, Errors). */
export async function downloadPdfWithToasts(orderNumber: string): Promise<void> {
  try {
    await downloadSubmissionPdf(orderNumber);
    toast({ title: 'PDF Downloaded', description: 'Print it and put it in the package with your items.' });
  } catch (error) {
    toast(
      error instanceof ApiError
        ? { variant: 'destructive', title: 'PDF Download Failed', description: 'Could not download the PDF. You can download it later from your account.' }
        : { variant: 'destructive', title: 'PDF Download Error', description: 'There was an issue downloading the PDF. You can download it later from your account.' },
    );
  }
}

/**
 * Fill in and submit; the form then resets to one empty item while the page shows what to ship
 * (`?step=ship`, a history entry of its own) and downloads the submission PDF to put in the package.
 * The form is kept in the tab until the order is placed (usePersistedForm). The same items sent
 * minutes ago are asked about ("Submit again?") before a second order is placed.
 */
export function FullLoaCheckout({ bundle, upgrade = null }: { bundle: BundleRequest | null; upgrade?: string | null }) {
  const top = useRef<HTMLDivElement>(null);
  const create = useCreateSubmission();
  const [formKey, setFormKey] = useState(0);
  const [placed, setSubmitted] = useState<CreatedSubmission | null>(null);
  const { urlStep, goTo: goToStep } = useCheckoutStep(STEP_NAMES);
  const submitAgain = useSubmitAgain();
  // A form for a bundle or an upgrade is kept apart from the plain one.
  const persistKey = `full-loa:${bundle?.definition.type ?? 'none'}:${upgrade ?? 'none'}`;
  // What to ship shows while the address names it (Back hides it, Forward shows it again).
  const submitted = urlStep === 1 ? placed : null;
  useEffect(() => {
    // Reloaded on it, the order is no longer in memory: the form it is (the account lists the order).
    if (urlStep === 1 && !placed) goToStep(0, { replace: true });
  }, [urlStep, placed, goToStep]);
  // One key per filled-in form: a double click or a retry sends the same one; the next form a new one.
  const idempotencyKey = useRef(newIdempotencyKey());

  // The first click holds the form until the answer: a second one in the same moment sends nothing.
  const inFlight = useRef(false);

  const onSubmit = async (values: FullLoaFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let created: CreatedSubmission;
      try {
        created = await create.mutateAsync({ input: values, idempotencyKey: idempotencyKey.current });
      } catch (error) {
        const duplicateOf = duplicateOfError(error);
        if (!duplicateOf) throw error;
        // Nothing was created: the same key places the order once the customer says so.
        if (!(await submitAgain.ask(duplicateOf))) return;
        created = await create.mutateAsync({ input: { ...values, confirmDuplicate: true }, idempotencyKey: idempotencyKey.current });
      }
      forgetPersistedForm(persistKey);
      setSubmitted(created);
      goToStep(1);
      // docs/product.md resets the form to a single empty item (and no bundle) after a submission.
      idempotencyKey.current = newIdempotencyKey();
      setFormKey((k) => k + 1);
      requestAnimationFrame(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      toast({ title: 'Submission successful', description: 'Your invoice will come once your items are processed.' });
      await downloadPdfWithToasts(created.orderNumber);
    } catch (error) {
      // 401 and 409 are the upgrade's refusals (sign in; no result, failed, too late, already upgraded).
      toastSubmissionFailed(error instanceof ApiError && [400, 401, 409].includes(error.status) ? error.message : undefined);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div ref={top} className="grid scroll-mt-24 gap-10">
      <CheckoutSteps steps={FULL_LOA_STEPS} current={submitted ? 1 : 0} />
      {submitted ? <FullLoaSubmitted submission={submitted} onDownload={() => void downloadPdfWithToasts(submitted.orderNumber)} onDismiss={() => goToStep(0)} /> : null}
      <FullLoaForm
        key={formKey}
        persistKey={formKey === 0 ? persistKey : 'full-loa:none:none'}
        bundle={formKey === 0 ? bundle : null}
        upgrade={formKey === 0 ? upgrade : null}
        busy={create.isPending}
        onSubmit={(v) => void onSubmit(v)}
      />
      {submitAgain.dialog}
    </div>
  );
}
